"""A big club night on one laptop: 60 tables' phones entering at once, and the big screen.

``python -m bench club`` (``--profile``: the server sampled by py-spy). A real
``bridgelaw serve`` (uvicorn, SQLite in a temporary folder, ``synchronous=FULL``) runs a
60-table Mitchell of ``BENCH_CLUB_ROUNDS`` rounds of 2 boards. Each table's phone enters
its boards at a compressed human pace (one every ``BENCH_CLUB_PACE`` seconds, the sixty
tables together: a burst of sixty entries each time) and then loads its table again as
its page does (the entry's traveller, scored); a second phone of each table has the
page open and loads it every 1.5 s; the big screen polls the live results every 400 ms
as its page does. Measured:

* **latency**: from a phone sending an entry to its answer (the entry checked, scored by
  Law 77 and committed): p50, p99 and max (goal: p99 < 100 ms);
* **live update**: from an entry's answer to the first poll of the big screen that shows
  it (its change number): p50, p99 and max (goal: under 1 s);
* **server CPU**: per entry alone (a second night entered one table after the other,
  nothing else going on), and per entry in the night (everything the server did,
  divided by the entries), with the machine's load before and after;
* **lost**: entries answered that are not in the database after the server is killed
  (``kill -9``) at the end (must be 0).

The phones are a lean HTTP client (:class:`Phone`), not httpx: httpx's 1-2 ms of CPU per
request, sixty of them in one event loop, would be measured as the server's latency. The
clients still share the machine's cores with the server, so on a loaded machine the
latency is mostly waiting for a core: read it with the load and the CPU figures.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
from sqlalchemy import create_engine, func, select
from tests.server.live import PIDS, server

from bench.bench_serve import _cpu, _own_cpu, _py_spy
from bridgelaw.server.club_db import ClubActionRow

TABLES = int(os.environ.get("BENCH_CLUB_TABLES", "60"))
ROUNDS = int(os.environ.get("BENCH_CLUB_ROUNDS", "3"))
PACE = float(os.environ.get("BENCH_CLUB_PACE", "1.0"))
POLL = 0.4
PHONE_POLL = 1.5


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


class Phone:
    """A lean HTTP/1.1 client on one keep-alive connection (a phone keeps its cookie).

    httpx spends a millisecond or two of CPU on each request; sixty of them in one event
    loop on the server's machine would be measured as the server's latency (a club's
    phones are sixty other computers), so the tables use this instead."""

    def __init__(self, address: str) -> None:
        self.host, _, port = address.rpartition(":")
        self.port = int(port)
        self.cookie = ""
        self.streams: tuple[asyncio.StreamReader, asyncio.StreamWriter] | None = None

    async def request(self, method: str, path: str, body: Any = None) -> tuple[int, Any]:
        """The answer's status and its JSON."""
        if self.streams is None:
            self.streams = await asyncio.open_connection(self.host, self.port)
        reader, writer = self.streams
        data = b"" if body is None else json.dumps(body).encode()
        head = f"{method} {path} HTTP/1.1\r\nHost: {self.host}\r\n"
        if body is not None:
            head += f"Content-Type: application/json\r\nContent-Length: {len(data)}\r\n"
        if self.cookie:
            head += f"Cookie: {self.cookie}\r\n"
        writer.write(head.encode() + b"\r\n" + data)
        status = int((await reader.readline()).split()[1])
        length = 0
        while (line := await reader.readline()) not in (b"\r\n", b""):
            name, _, value = line.decode("latin-1").partition(":")
            if name.lower() == "content-length":
                length = int(value)
            elif name.lower() == "set-cookie":
                self.cookie = value.strip().split(";", 1)[0]
        return status, json.loads(await reader.readexactly(length))

    async def close(self) -> None:
        if self.streams is not None:
            self.streams[1].close()


async def _table(
    address: str, code: str, table: int, acks: list[tuple[float, int]], latencies: list[float]
) -> None:
    phone = Phone(address)
    try:
        for rnd in range(1, ROUNDS + 1):
            status, state = await phone.request("GET", f"/api/club/t/{code}?round={rnd}")
            assert status == 200, state
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
                status, answer = await phone.request("POST", f"/api/club/t/{code}", body)
                done = time.perf_counter()
                assert status == 200, answer
                latencies.append(done - start)
                acks.append((done, int(answer["changes"])))
                # the page loads the table again: the entry's traveller, scored
                status, state = await phone.request("GET", f"/api/club/t/{code}?round={rnd}")
                assert status == 200, state
                await asyncio.sleep(PACE)
    finally:
        await phone.close()


async def _idle(address: str, code: str, stop: asyncio.Event) -> None:
    """A second phone of the table, its page open: it loads the table every 1.5 s."""
    phone = Phone(address)
    try:
        await asyncio.sleep(random.random() * PHONE_POLL)
        while not stop.is_set():
            status, state = await phone.request("GET", f"/api/club/t/{code}")
            assert status == 200, state
            await asyncio.sleep(PHONE_POLL)
    finally:
        await phone.close()


async def _screen(
    address: str, night: int, seen: list[tuple[float, int]], stop: asyncio.Event
) -> None:
    changes = -1
    screen = Phone(address)
    try:
        while not stop.is_set():
            _, data = await screen.request("GET", f"/api/club/nights/{night}/live?since={changes}")
            if data["changes"] != changes:
                changes = data["changes"]
                seen.append((time.perf_counter(), changes))
            await asyncio.sleep(POLL)
    finally:
        await screen.close()


async def _one_by_one(address: str, pid: int, codes: dict[str, str]) -> float:
    """The server's CPU seconds per entry, each table's first round entered by one phone
    after the other (nothing else going on: the entry's own cost, its commit included)."""
    phones = {table: Phone(address) for table in codes}
    try:
        boards = {}
        for table, code in codes.items():  # each phone's cookie and the boards it plays
            status, state = await phones[table].request("GET", f"/api/club/t/{code}?round=1")
            boards[table] = [b["board"] for b in state["boards"]]
        before = _cpu(pid)
        count = 0
        for table, code in codes.items():
            for board in boards[table]:
                body = {
                    "do": "enter",
                    "round": 1,
                    "board": board,
                    "contract": "3NT",
                    "declarer": "S",
                    "lead": "S4",
                    "tricks": 9,
                    "version": 0,
                }
                status, answer = await phones[table].request("POST", f"/api/club/t/{code}", body)
                assert status == 200, answer
                count += 1
        return (_cpu(pid) - before) / count
    finally:
        for phone in phones.values():
            await phone.close()


async def _night(base: str, spy: Path | None = None) -> dict[str, Any]:
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
        answer = await director.post("/api/club/nights", json={**spec, "name": "one by one"})
        answer.raise_for_status()
        alone = answer.json()
    acks: list[tuple[float, int]] = []
    latencies: list[float] = []
    seen: list[tuple[float, int]] = []
    stop = asyncio.Event()
    address = base.removeprefix("http://")
    pid = PIDS[address]
    entry_cpu = await _one_by_one(address, pid, alone["codes"])
    if spy is not None:  # samples of the server's stacks during the night only
        await asyncio.create_subprocess_exec(
            *(_py_spy(), "record", "--pid", str(pid), "--duration"),
            *(str(int(ROUNDS * 2 * PACE + 3)), "--format", "raw", "--threads", "-o", str(spy)),
            stdout=asyncio.subprocess.DEVNULL,
            stderr=asyncio.subprocess.DEVNULL,
        )
        await asyncio.sleep(1.0)
    screen = asyncio.create_task(_screen(address, created["night"], seen, stop))
    idle = [asyncio.create_task(_idle(address, code, stop)) for code in created["codes"].values()]
    server_cpu, client_cpu = _cpu(pid), _own_cpu()
    began = time.perf_counter()
    await asyncio.gather(
        *(_table(address, code, int(t), acks, latencies) for t, code in created["codes"].items())
    )
    elapsed = time.perf_counter() - began
    server_cpu, client_cpu = _cpu(pid) - server_cpu, _own_cpu() - client_cpu
    await asyncio.sleep(POLL * 3)
    stop.set()
    await asyncio.gather(screen, *idle)
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
        "entry_cpu": entry_cpu,
        "server_cpu": server_cpu,
        "client_cpu": client_cpu,
    }


def _run(spy: Path | None = None) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as folder:
        data = Path(folder)
        with server(data, demo="false", sqlite_synchronous="FULL") as address:
            result = asyncio.run(_night(f"http://{address}", spy))
        engine = create_engine(f"sqlite:///{data / 'bridgelaw.sqlite3'}")
        with engine.connect() as connection:
            stored = connection.scalar(
                select(func.count()).where(ClubActionRow.night_id == result["night"])
            )
        engine.dispose()
    result["stored"] = int(stored or 0)
    return result


def main() -> None:
    """Run the night (module doc) and print the figures."""
    load = os.getloadavg()[0]
    result = _run()
    lat = [1000 * x for x in result["latencies"]]
    upd = [1000 * x for x in result["updates"]]
    entries = result["entries"]
    print(
        f"{TABLES} tables, {ROUNDS} rounds of 2 boards, one entry per table every {PACE} s:"
        f" {entries} entries in {result['elapsed']:.1f} s;"
        f" load {load:.1f} before, {os.getloadavg()[0]:.1f} after, {os.cpu_count()} cores"
    )
    print(
        f"entry latency: p50 {statistics.median(lat):.1f} ms, p99 {_percentile(lat, 0.99):.1f} ms,"
        f" max {max(lat):.1f} ms (goal: p99 < 100 ms)"
    )
    print(
        f"live update: p50 {statistics.median(upd):.0f} ms, p99 {_percentile(upd, 0.99):.0f} ms,"
        f" max {max(upd):.0f} ms over {len(upd)} entries (goal: < 1000 ms)"
    )
    print(
        f"server CPU: {1000 * result['entry_cpu']:.2f} ms per entry alone (one table after"
        f" the other); {1000 * result['server_cpu'] / entries:.2f} ms per entry in the night"
        " (the pages' loads, the big screen and the scoring included)"
    )
    print(f"clients' CPU: {1000 * result['client_cpu'] / entries:.2f} ms per entry")
    print(f"lost: {entries - result['stored']} (entries answered but not stored)")


def profile() -> None:
    """The night with the server sampled by py-spy (``pip install py-spy``): where its
    time goes, by innermost frame and by function (inclusive)."""
    with tempfile.TemporaryDirectory() as folder:
        raw = Path(folder) / "server.txt"
        _run(raw)
        while not raw.exists():
            time.sleep(0.2)
        time.sleep(1.0)
        leaves: dict[str, int] = {}
        inclusive: dict[str, int] = {}
        total = 0
        for line in raw.read_text().splitlines():
            stack, _, count_text = line.rpartition(" ")
            frames = stack.split(";")
            if "(idle)" in frames[-1] or "select" in frames[-1] or "wait (threading" in frames[-1]:
                continue
            count = int(count_text)
            total += count
            leaves[frames[-1]] = leaves.get(frames[-1], 0) + count
            for frame in set(frames[1:]):
                inclusive[frame] = inclusive.get(frame, 0) + count
    print(f"{total} busy samples")
    print("top functions (innermost frame):")
    for leaf, count in sorted(leaves.items(), key=lambda item: -item[1])[:25]:
        print(f"  {100 * count / total:5.1f}%  {leaf}")
    print("top functions (inclusive):")
    for frame, count in sorted(inclusive.items(), key=lambda item: -item[1])[:45]:
        print(f"  {100 * count / total:5.1f}%  {frame}")


if __name__ == "__main__":
    main()
