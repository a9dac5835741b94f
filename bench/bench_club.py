"""A big club night on one laptop: 60 tables' phones entering at once, and the big screen.

A real ``bridgelaw serve`` (uvicorn, SQLite in a temporary folder, ``synchronous=FULL``)
runs a 60-table Mitchell of ``BENCH_CLUB_ROUNDS`` rounds of 2 boards. Each table is an
HTTP client (httpx, asyncio) that enters its boards at human pace (one every
``BENCH_CLUB_PACE`` seconds, the tables starting together); the big screen polls the
live results every 400 ms as its page does. Measured:

* **latency**: from a phone sending an entry to its answer (the entry checked, scored by
  Law 77 and committed): p50, p99 and max (goal: p99 < 100 ms);
* **live update**: from an entry's answer to the first poll of the big screen that shows
  it (its change number): p50, p99 and max (goal: under 1 s; the poll interval is 400 ms,
  so the rest is the scoring of the night);
* **lost**: entries answered that are not in the database after the server is killed
  (``kill -9``) at the end (must be 0).

The clients share the machine's two cores with the server, so the figures are a floor.
"""

from __future__ import annotations

import asyncio
import os
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
from sqlalchemy import create_engine, func, select
from tests.server.live import server

from bridgelaw.server.club_db import ClubActionRow

TABLES = int(os.environ.get("BENCH_CLUB_TABLES", "60"))
ROUNDS = int(os.environ.get("BENCH_CLUB_ROUNDS", "3"))
PACE = float(os.environ.get("BENCH_CLUB_PACE", "1.0"))
POLL = 0.4


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


async def _table(
    base: str, code: str, table: int, acks: list[tuple[float, int]], latencies: list[float]
) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=30) as phone:
        for rnd in range(1, ROUNDS + 1):
            state = (await phone.get(f"/api/club/t/{code}", params={"round": rnd})).json()
            for board in state["boards"]:
                body = {
                    "do": "enter",
                    "round": rnd,
                    "board": board["board"],
                    "contract": "4S",
                    "declarer": "NESW"[(table + rnd) % 4],
                    "lead": "HK",
                    "tricks": 8 + (table + board["board"]) % 5,
                    "version": 0,
                    "client": f"t{table}-r{rnd}-b{board['board']}",
                }
                start = time.perf_counter()
                answer = await phone.post(f"/api/club/t/{code}", json=body)
                done = time.perf_counter()
                answer.raise_for_status()
                latencies.append(done - start)
                acks.append((done, int(answer.json()["changes"])))
                await asyncio.sleep(PACE)


async def _screen(
    base: str, night: int, seen: list[tuple[float, int]], stop: asyncio.Event
) -> None:
    changes = -1
    async with httpx.AsyncClient(base_url=base, timeout=30) as screen:
        while not stop.is_set():
            data = (
                await screen.get(f"/api/club/nights/{night}/live", params={"since": changes})
            ).json()
            if data["changes"] != changes:
                changes = data["changes"]
                seen.append((time.perf_counter(), changes))
            await asyncio.sleep(POLL)


async def _night(base: str) -> dict[str, Any]:
    async with httpx.AsyncClient(base_url=base, timeout=60) as director:
        (
            await director.post(
                "/api/register", json={"name": "Tessa", "password": "a long password"}
            )
        ).raise_for_status()
        spec = {
            "name": "big night",
            "family": "mitchell",
            "tables": TABLES,
            "rounds": ROUNDS,
            "boards_per_round": 2,
            "deals": "deal",
            "seed": "bench",
        }
        answer = await director.post("/api/club/nights", json=spec)
        answer.raise_for_status()
        created = answer.json()
    acks: list[tuple[float, int]] = []
    latencies: list[float] = []
    seen: list[tuple[float, int]] = []
    stop = asyncio.Event()
    screen = asyncio.create_task(_screen(base, created["night"], seen, stop))
    began = time.perf_counter()
    await asyncio.gather(
        *(_table(base, code, int(t), acks, latencies) for t, code in created["codes"].items())
    )
    elapsed = time.perf_counter() - began
    await asyncio.sleep(POLL * 3)
    stop.set()
    await screen
    updates = []
    for acked, changes in acks:
        shown = next((t for t, c in seen if c >= changes and t >= acked - POLL), None)
        if shown is not None:
            updates.append(max(0.0, shown - acked))
    return {
        "night": created["night"],
        "latencies": latencies,
        "updates": updates,
        "entries": len(acks),
        "elapsed": elapsed,
    }


def main() -> None:
    """Run the night (module doc) and print the figures."""
    with tempfile.TemporaryDirectory() as folder:
        data = Path(folder)
        with server(data, demo="false", sqlite_synchronous="FULL") as address:
            result = asyncio.run(_night(f"http://{address}"))
        engine = create_engine(f"sqlite:///{data / 'bridgelaw.sqlite3'}")
        with engine.connect() as connection:
            stored = connection.scalar(
                select(func.count()).where(ClubActionRow.night_id == result["night"])
            )
        engine.dispose()
    lat = [1000 * x for x in result["latencies"]]
    upd = [1000 * x for x in result["updates"]]
    print(
        f"{TABLES} tables, {ROUNDS} rounds of 2 boards, one entry per table every {PACE} s:"
        f" {result['entries']} entries in {result['elapsed']:.1f} s"
    )
    print(
        f"entry latency: p50 {statistics.median(lat):.1f} ms, p99 {_percentile(lat, 0.99):.1f} ms,"
        f" max {max(lat):.1f} ms (goal: p99 < 100 ms)"
    )
    print(
        f"live update: p50 {statistics.median(upd):.0f} ms, p99 {_percentile(upd, 0.99):.0f} ms,"
        f" max {max(upd):.0f} ms over {len(upd)} entries (goal: < 1000 ms)"
    )
    print(f"lost: {result['entries'] - int(stored or 0)} (entries answered but not stored)")


if __name__ == "__main__":
    main()
