"""The server under load: websocket clients on this machine play at many tables at once.

A real ``bridgelaw serve`` (uvicorn, one process, SQLite in a temporary folder) is
started; each table gets four websocket clients (asyncio, ``websockets``) that take their
seats with tokens and play random legal boards (a pass with probability 0.65, else the
lowest legal bid; a random legal card). Latency is measured at the client from sending
an action to receiving its ``ack`` (the action checked by the engine and committed).

* **full speed**: ``TABLES_FAST`` tables, each acting as soon as it has its state: the
  total accepted actions per second;
* **human pace**: ``TABLES_PACED`` tables, one action per table per second (the issue's
  goal: 1,000 tables with p99 < 100 ms): p50/p99 latency and whether every action
  was acknowledged.

The clients share the machine's two cores with the server, so the figures are a floor.
``BENCH_TABLES_FAST``, ``BENCH_TABLES_PACED`` and ``BENCH_SECONDS`` change the sizes.
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
from tests.server.live import server
from websockets.asyncio.client import ClientConnection, connect

SEATS = ("N", "E", "S", "W")


def _choose(state: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    legal = state["legal"]
    if state["phase"] == "auction":
        bids = [call for call in legal if call[0].isdigit()]
        call = bids[0] if bids and rng.random() < 0.35 else "Pass"
        return {"t": "call", "call": call}
    return {"t": "play", "card": rng.choice(legal)}


class Table:
    """Four connections at one table and the latest state each received."""

    def __init__(self, number: int) -> None:
        self.number = number
        self.sockets: dict[str, ClientConnection] = {}
        self.states: dict[str, dict[str, Any]] = {}
        self.acks: dict[str, asyncio.Future[tuple[float, int]]] = {}
        self.changed = asyncio.Event()

    async def open(self, address: str, tokens: dict[str, str]) -> None:
        for seat in SEATS:
            socket = await connect(f"ws://{address}/ws/{self.number}/{seat}")
            await socket.send(json.dumps({"t": "hello", "token": tokens[seat]}))
            self.sockets[seat] = socket
            asyncio.get_running_loop().create_task(self._read(seat, socket))

    async def _read(self, seat: str, socket: ClientConnection) -> None:
        async for text in socket:
            message = json.loads(text)
            if message["t"] == "state":
                self.states[seat] = message
                self.changed.set()
            elif message["t"] in ("ack", "error") and seat in self.acks:
                future = self.acks.pop(seat)
                if not future.done():
                    if message["t"] == "ack":
                        future.set_result((time.perf_counter(), message["seq"]))
                    else:
                        future.set_result((-1.0, -1))

    def _settled(self, seq: int | None = None) -> bool:
        """Whether the four seats have the same, newest state (number ``seq``)."""
        if len(self.states) < 4:
            return False
        marks = {(state["board"], state["seq"]) for state in self.states.values()}
        return len(marks) == 1 and (seq is None or marks.pop()[1] == seq)

    async def _until(self, seq: int | None = None) -> None:
        while not self._settled(seq):
            self.changed.clear()
            await self.changed.wait()

    async def step(self, rng: random.Random) -> float:
        """One action by the seat due to act; its latency in seconds (-1: refused)."""
        await self._until()
        state = self.states["N"]
        if state["phase"] == "ended":
            seat, action = "N", {"t": "next"}
        else:
            seat = state["to_act"] if state["phase"] == "play" else state["turn"]
            action = _choose(self.states[seat], rng)
        future: asyncio.Future[tuple[float, int]] = asyncio.get_running_loop().create_future()
        self.acks[seat] = future
        sent = time.perf_counter()
        await self.sockets[seat].send(json.dumps(action))
        done, seq = await asyncio.wait_for(future, 30)
        if done < 0:
            return -1.0
        await self._until(seq)
        return done - sent

    async def close(self) -> None:
        for socket in self.sockets.values():
            await socket.close()


async def _tables(address: str, count: int) -> list[Table]:
    async with httpx.AsyncClient(base_url=f"http://{address}") as client:
        tables = []
        for index in range(count):
            number = (
                1
                if index == 0
                else (await client.post("/api/tables", json={"name": f"b{index}"})).json()["table"]
            )
            tokens = {}
            for seat in SEATS:
                answer = await client.post(
                    f"/api/tables/{number}/seats/{seat}", json={"name": seat}
                )
                tokens[seat] = answer.json()["token"]
            table = Table(number)
            await table.open(address, tokens)
            tables.append(table)
    return tables


async def _run(address: str, count: int, seconds: float, pace: float | None) -> list[float]:
    tables = await _tables(address, count)
    latencies: list[float] = []
    deadline = time.perf_counter() + seconds

    async def drive(table: Table, seed: int) -> None:
        rng = random.Random(seed)
        if pace is not None:
            await asyncio.sleep(rng.random() * pace)
        while time.perf_counter() < deadline:
            started = time.perf_counter()
            latencies.append(await table.step(rng))
            if pace is not None:
                await asyncio.sleep(max(0.0, pace - (time.perf_counter() - started)))

    await asyncio.gather(*(drive(table, n) for n, table in enumerate(tables)))
    for table in tables:
        await table.close()
    return latencies


def _report(name: str, latencies: list[float], seconds: float) -> None:
    accepted = sorted(x for x in latencies if x >= 0)
    refused = len(latencies) - len(accepted)
    p50 = statistics.median(accepted) * 1000
    p99 = accepted[int(len(accepted) * 0.99) - 1] * 1000
    print(
        f"{name}: {len(accepted)} actions acknowledged in {seconds:.0f} s "
        f"({len(accepted) / seconds:.0f}/s), {refused} refused; "
        f"latency p50 {p50:.1f} ms, p99 {p99:.1f} ms"
    )


def main() -> None:
    """Run the two loads and print their figures."""
    fast = int(os.environ.get("BENCH_TABLES_FAST", "8"))
    paced = int(os.environ.get("BENCH_TABLES_PACED", "100"))
    seconds = float(os.environ.get("BENCH_SECONDS", "15"))
    with tempfile.TemporaryDirectory() as folder:
        with server(Path(folder) / "fast") as address:
            latencies = asyncio.run(_run(address, fast, seconds, None))
        _report(f"full speed, {fast} tables", latencies, seconds)
        with server(Path(folder) / "paced") as address:
            latencies = asyncio.run(_run(address, paced, seconds, 1.0))
        _report(f"human pace, {paced} tables (1 action/table/s)", latencies, seconds)


if __name__ == "__main__":
    main()
