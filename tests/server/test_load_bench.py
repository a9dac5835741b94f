"""The load benchmark (``python -m bench serve``, bench/bench_serve.py) in small: a real
server on SQLite, a few tables for a few seconds; what it reports must hold (nothing
acknowledged lost), and its robot tables (issue 14: three of the server's robots and a
client at South) must play. And the server's websocket options the benchmark relies on."""

from __future__ import annotations

from pathlib import Path

from bench import bench_serve
from websockets.sync.client import connect

from tests.apart import apart
from tests.server.live import server


def test_the_load_benchmark_plays_tables_at_full_speed_and_loses_nothing() -> None:
    run = apart(lambda: bench_serve._load("sqlite", 2, 2.0, None))
    assert run.rows > 0 and all(latency >= 0 for latency in run.latencies)
    assert run.stored == run.rows  # counted after kill -9
    assert run.server_cpu > 0


def test_the_load_benchmark_drives_robot_tables_and_loses_nothing() -> None:
    run = apart(lambda: bench_serve._robots_load("sqlite", 2, 3.0, 0.0))
    assert run.acks and all(latency >= 0 for latency in run.acks)
    assert run.replies and all(robots > 0 for _, robots in run.replies)  # the robots played
    assert run.rows > len(run.acks)  # the robots' actions are rows of the logs too
    assert run.lost == 0


def test_websocket_compression_is_offered_only_when_the_settings_ask(tmp_path: Path) -> None:
    for asked, expected in (("false", None), ("true", "permessage-deflate")):
        with (
            server(tmp_path / asked, ws_compression=asked) as address,
            connect(f"ws://{address}/ws/1/N", compression="deflate") as socket,
        ):
            assert socket.response is not None
            extensions = socket.response.headers.get("Sec-WebSocket-Extensions")
            assert ((extensions or "").split(";")[0] or None) == expected
