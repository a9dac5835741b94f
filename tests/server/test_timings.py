"""The server's timings (bridgelaw.server.timings, issue 12): with ``timings_file`` set,
each frame's steps, the garbage collections and the group commits are recorded as JSON
lines, and the benchmark's summary says where the time went; unset, nothing is written."""

from __future__ import annotations

from pathlib import Path

from starlette.testclient import TestClient

from bridgelaw.server.app import create_app
from bridgelaw.server.settings import Settings
from bridgelaw.server.timings import read, summary
from tests.server.online_table import ok, refused, seated_with_director


def _settings(folder: Path, timings: Path | None) -> Settings:
    return Settings(
        data_dir=folder / "data",
        actions_per_second=10_000,
        action_burst=10_000,
        demo_robots=False,
        timings_file=timings,
    )


def test_each_frame_is_recorded_with_its_steps_and_the_commits(tmp_path: Path) -> None:
    path = tmp_path / "timings.jsonl"
    settings = _settings(tmp_path, path)
    app = create_app(settings)
    with TestClient(app) as client, seated_with_director(client, settings.data_dir) as everyone:
        ok(everyone, "N", {"t": "call", "call": "1C"})
        refused(everyone, "N", {"t": "call", "call": "1D"}, "law")  # not North's turn
    app.state.store.engine.dispose()
    records = read(path)  # written when the server stopped
    actions = [r for r in records if r["k"] == "action"]
    call, wrong = actions[0], actions[1]
    assert call["kind"] == "call" and call["states"] == 5  # four seats and the director
    assert {"wait", "act", "act_cpu", "durable", "after", "after_cpu", "total"} <= set(call)
    assert call["total"] >= call["durable"] >= 0
    assert wrong["kind"] == "call" and "durable" not in wrong  # refused: nothing committed
    commits = [r for r in records if r["k"] == "commit"]
    assert commits and commits[0]["rows"] == 1 and commits[0]["writes"] == 1
    lines = summary(records, 1.0)
    assert lines[0].startswith("  call (2): CPU ms")
    assert any(line.startswith("  commits: 1, 1 rows") for line in lines)


def test_nothing_is_recorded_unless_asked(tmp_path: Path) -> None:
    settings = _settings(tmp_path, None)
    app = create_app(settings)
    with TestClient(app) as client, seated_with_director(client, settings.data_dir) as everyone:
        ok(everyone, "N", {"t": "call", "call": "1C"})
        assert app.state.hub.timings is None and app.state.store.commits.timings is None
    app.state.store.engine.dispose()
    assert list(tmp_path.rglob("*.jsonl")) == []
