"""Two-field events (a Mitchell: North-South and East-West ranked apart): ``bridgelaw
score`` finds them from the seating, or is told (``--fields``), and ranks each field as
``event run`` does."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from tests.conftest import ROOT, SHARED_DATA
from tests.results.test_score_command import APP, RUNNER

from bridgelaw.errors import NotationError
from bridgelaw.formats import pbn
from bridgelaw.results.event import event_from_pbn
from bridgelaw.results.publish import results_pbn
from bridgelaw.results.score import Fields, Method, ScoredEvent, score_event, two_fields
from bridgelaw.scoring.conditions import conditions
from bridgelaw.tournament.entries_file import load_entries
from bridgelaw.tournament.results_event import scored_event

CLUB_NIGHT = ROOT / "examples" / "club-night" / "entries.csv"
RUTER = SHARED_DATA / "pbn_events" / "ruter71_klubbkveld_2012-01-24_butler_imp_pairs.pbn"


@pytest.fixture(scope="module")
def night(tmp_path_factory: pytest.TempPathFactory) -> tuple[ScoredEvent, Path]:
    """The club night's Mitchell (7 tables, 28 boards) as `event run` scores it, and
    its results.pbn as `event run --html` writes it."""
    event, entries = load_entries(CLUB_NIGHT)
    results = scored_event(event, entries, conditions=conditions("bridgelaw"))
    path = tmp_path_factory.mktemp("night") / "results.pbn"
    path.write_text(results_pbn(results), encoding="utf-8")
    return results, path


def _event_run_fields(results: ScoredEvent) -> dict[str, list[tuple[str, int, bool, float]]]:
    return {
        f.direction: [
            (s.contestant.id, s.place[0], s.place[0] != s.place[1], round(s.percent or 0.0, 2))
            for s in f.standings
        ]
        for f in results.fields
    }


def test_both_rankings_are_event_runs(night: tuple[ScoredEvent, Path]) -> None:
    results, path = night
    event = event_from_pbn(path)
    assert two_fields(event) is not None
    scored = score_event(event, Method.MATCHPOINTS, conditions=conditions("bridgelaw"))
    assert [f.direction for f in scored.fields] == ["NS", "EW"]
    ours = {
        f.direction: [
            (s.contestant.id, s.place[0], s.place[0] != s.place[1], round(s.percent or 0.0, 2))
            for s in f.standings
        ]
        for f in scored.fields
    }
    theirs = _event_run_fields(results)
    assert len(theirs["NS"]) == len(theirs["EW"]) == 7
    assert ours == theirs
    # the whole field's ranking is still there, everyone by the same figure
    assert len(scored.standings) == 14
    assert scored.standings[0].place == (1, 1)


def test_score_prints_and_publishes_two_rankings(
    night: tuple[ScoredEvent, Path], tmp_path: Path
) -> None:
    results, path = night
    page = tmp_path / "page.html"
    result = RUNNER.invoke(APP, ["score", str(path), "--html", str(page)])
    assert result.exit_code == 0, result.output
    out = result.output
    assert "North-South:" in out and "East-West:" in out
    assert out.index("North-South:") < out.index("East-West:")
    theirs = _event_run_fields(results)
    ns_block = out[out.index("North-South:") : out.index("East-West:")]
    ew_block = out[out.index("East-West:") :]
    for (who, _, _, _), block in [(theirs["NS"][0], ns_block), (theirs["EW"][0], ew_block)]:
        first = next(line for line in block.splitlines()[1:] if line.strip())
        assert first.split()[:2] == ["1", who]  # each field's winner placed first
    assert "recorded scores:" in out and " 0 differ" in out  # event run's ranks agree
    html = page.read_text(encoding="utf-8")
    assert "<caption>North-South</caption>" in html and "<caption>East-West</caption>" in html
    data = json.loads(page.with_suffix(".json").read_text(encoding="utf-8"))
    assert [f["direction"] for f in data["fields"]] == ["NS", "EW"]
    assert data["fields"][0]["standings"][0]["id"] == theirs["NS"][0][0]
    total = pbn.loads(page.with_suffix(".pbn").read_text(encoding="utf-8"))[0]
    table = total.table("TotalScoreTable")
    assert table is not None
    assert [row.get("Direction") for row in table.rows] == ["NS"] * 7 + ["EW"] * 7
    assert [row.get("Rank") for row in table.rows].count("1") >= 2


def test_fields_can_be_chosen(night: tuple[ScoredEvent, Path]) -> None:
    _, path = night
    one = RUNNER.invoke(APP, ["score", str(path), "--fields", "one"])
    assert one.exit_code in (0, 1), one.output
    assert "North-South:" not in one.output
    assert score_event(event_from_pbn(path), fields=Fields.ONE).fields == ()
    refused = RUNNER.invoke(APP, ["score", str(RUTER), "--fields", "two"])
    assert refused.exit_code == 2
    assert "sat both North-South and East-West" in refused.output
    with pytest.raises(NotationError, match="sat both"):
        score_event(event_from_pbn(RUTER), fields=Fields.TWO)
    assert score_event(event_from_pbn(RUTER)).fields == ()  # a Howell: one field


def test_results_pbn_of_one_field_has_no_direction() -> None:
    scored = score_event(event_from_pbn(RUTER))
    table = pbn.loads(results_pbn(scored))[0].table("TotalScoreTable")
    assert table is not None and "Direction" not in [c.name for c in table.columns]
