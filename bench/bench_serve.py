"""The server under load: websocket clients on this machine play at many tables at once.

Real ``bridgelaw serve`` processes (uvicorn) are started on each backend:

* ``sqlite``: one process, SQLite in a temporary folder (``synchronous=FULL``);
* ``sqlite-normal``: the same with ``BRIDGELAW_SQLITE_SYNCHRONOUS=NORMAL``;
* ``postgresql``: one process, a new database on PostgreSQL;
* ``two``: two processes on one PostgreSQL database and one Redis, north and south of
  every table on the first, east and west on the second (the worst case: each action
  is heard, and its table reloaded, by the other process);
* ``two-routed``: the same two processes, the four seats of a table on one of them
  (tables alternate), as a load balancer routing ``/ws/{table}/...`` by table would do.

PostgreSQL and Redis are those of ``BRIDGELAW_TEST_POSTGRES_URL`` and
``BRIDGELAW_TEST_REDIS_URL``; when they are not set the benchmark runs itself again under
``scripts/services.sh run`` with PostgreSQL's durable defaults (``fsync`` on).

Each table gets four websocket clients (:mod:`bench.wsclient`: a lean RFC 6455 client
on the event loop's protocol callbacks; the robot tables' use ``websockets``) that take their seats
with tokens and play random legal boards (a pass with probability 0.65, else the lowest
legal bid; a random legal card); a table's next action waits until its four seats have
the state of the last one. Latency is measured at the client from sending an action to
receiving its ``ack`` (the action checked by the engine and committed).

* **full speed**: ``BENCH_TABLES_FAST`` tables, each acting as soon as it has its
  state: the total accepted actions per second;
* **human pace**: ``BENCH_TABLES_PACED`` tables, one action per table per second (the
  issue's goal: 1,000 tables with p99 < 100 ms): p50/p99 latency, and **lost**: the
  calls and cards acknowledged that are not in the database after the servers are
  killed (``kill -9``) at the end (must be 0).

* **robot tables** (issue 14): ``BENCH_ROBOT_TABLES`` practice tables (one process;
  not on the two-process backends), each with three of the server's robots (random ones,
  ``BRIDGELAW_ROBOT=random``: the load is the server's, not the robots' thinking), seated
  by the director through the API (a substitution for each absent player, as a club's
  director would), and one client at South that plays as a person, thinking
  ``BENCH_ROBOT_PACE`` seconds (default 1; 0: full speed) before each call or card. It
  measures its ``ack`` latency and the robots' replies as it sees them: the time from
  its action until it may act again (each robot action is committed before its state is
  sent), and how many robot actions that was; **lost** counts South's acknowledged
  actions and the rows it saw that the database does not hold after ``kill -9``.

The clients (the lean client without compression, orjson, one uvloop event loop in this
process) share the machine's two cores with the servers, so the figures are a floor;
the CPU each side used is measured apart (``/proc``): ``server`` and ``clients`` per
action in the report, and the share of one core each had with the machine's load (a
server far below one core while its latencies grow was held back by the machine, not by
its own work). ``BENCH_BACKENDS``
(comma-separated), ``BENCH_TABLES_FAST``, ``BENCH_TABLES_PACED`` and ``BENCH_SECONDS``
change what runs. The paced clients keep only the fields of a state they act on (a
browser holds one state, this process 4,000), and during the load the survivors of
their young garbage collections are frozen as the server's are
(:mod:`bridgelaw.server.collector`; ``BENCH_CLIENT_GC=cpython``: CPython's collector,
whose full collections of the 4,000 connections stopped the clients 0.25-0.3 s every few
seconds). Each load also says which kinds of action the slowest 1% were, and
the clients' own garbage collections and event-loop lateness (a late client makes a
latency too); ``BENCH_TIMINGS=1`` has the servers record where each action's time goes
(:mod:`bridgelaw.server.timings`: CPU and wall time of its steps, collections, lateness,
commits) and prints it (``BENCH_TIMINGS=FILE``: and copies the records to FILE).
``python -m bench serve --profile`` runs the paced load on the first backend and
samples the (first) server with py-spy during the load (on CPU only: a thread waiting
in ``epoll`` is not counted): where its time goes.
"""

from __future__ import annotations

import asyncio
import gc
import json
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import orjson
import uvloop
from sqlalchemy import create_engine, func, select
from tests.server.live import PIDS, server
from tests.server.services import POSTGRES, REDIS, channel, postgres_database, redis_url
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from bench import wsclient
from bridgelaw.server.collector import Collector
from bridgelaw.server.db import EventRow, normalise_url
from bridgelaw.server.timings import Pauses
from bridgelaw.server.timings import read as read_timings
from bridgelaw.server.timings import summary as timing_summary

SEATS = ("N", "E", "S", "W")
KEPT = ("board", "seq", "phase", "turn", "to_act", "legal")
"""The fields of a state the paced clients keep: the rest is dropped as it is read, so
4,000 clients in one process do not hold 4,000 whole states for the garbage collector
to look through (a browser holds one)."""
BACKENDS = ("sqlite", "sqlite-normal", "postgresql", "two", "two-routed")
ROOT = Path(__file__).resolve().parents[1]


def _choose(state: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    legal = state["legal"]
    if state["phase"] == "auction":
        bids = [call for call in legal if call[0].isdigit()]
        call = bids[0] if bids and rng.random() < 0.35 else "Pass"
        return {"t": "call", "call": call}
    return {"t": "play", "card": rng.choice(legal)}


class Table:
    """Four connections at one table (the lean client, :mod:`bench.wsclient`) and the
    latest state each received."""

    def __init__(self, number: int) -> None:
        self.number = number
        self.sockets: dict[str, wsclient.Socket] = {}
        self.states: dict[str, dict[str, Any]] = {}
        self.acks: dict[str, asyncio.Future[tuple[float, int]]] = {}
        self.changed = asyncio.Event()

    async def open(self, addresses: dict[str, str], tokens: dict[str, str], cookie: str) -> None:
        headers = {"Cookie": f"bridgelaw_session={cookie}"}  # the session that took the seats
        for seat in SEATS:
            socket = await wsclient.connect(
                addresses[seat], f"/ws/{self.number}/{seat}", self._reader(seat), headers
            )
            socket.send(orjson.dumps({"t": "hello", "token": tokens[seat]}))
            self.sockets[seat] = socket

    def _reader(self, seat: str) -> Callable[[bytes], None]:
        def read(data: bytes) -> None:  # each message, as it arrives (every ack checked)
            message = orjson.loads(data)
            kind = message["t"]
            if kind == "state":  # what the client acts on (a browser keeps its own)
                self.states[seat] = {key: message.get(key) for key in KEPT}
                if self._settled():  # a waiting step wakes once the four seats agree
                    self.changed.set()
            elif kind in ("ack", "error") and seat in self.acks:
                future = self.acks.pop(seat)
                if not future.done():
                    if kind == "ack":
                        future.set_result((time.perf_counter(), message["seq"]))
                    else:
                        future.set_result((-1.0, -1))

        return read

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

    async def step(self, rng: random.Random) -> tuple[float, str]:
        """One action by the seat due to act: its latency in seconds (-1: refused), and
        its kind (``call``, ``play``: a row of the log; ``next``)."""
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
        self.sockets[seat].send(orjson.dumps(action))
        done, seq = await asyncio.wait_for(future, 60)
        if done < 0:
            return -1.0, action["t"]
        await self._until(seq)
        return done - sent, action["t"]

    async def close(self) -> None:
        for socket in self.sockets.values():
            socket.close()
        for socket in self.sockets.values():
            await socket.closed


async def _table(
    client: httpx.AsyncClient,
    addresses: list[str],
    index: int,
    limit: asyncio.Semaphore,
    routed: bool,
) -> Table:
    async with limit:
        first = f"http://{addresses[0]}"
        if index == 0:
            number = 1
        else:
            number = (await _post(client, f"{first}/api/tables", {"name": f"b{index}"}))["table"]
        where = {
            seat: addresses[(index if routed else n) % len(addresses)]
            for n, seat in enumerate(SEATS)
        }
        tokens = {}
        for seat in SEATS:
            url = f"http://{where[seat]}/api/tables/{number}/seats/{seat}"
            tokens[seat] = (await _post(client, url, {"name": seat}))["token"]
        table = Table(number)
        await table.open(where, tokens, client.cookies["bridgelaw_session"])
        await table._until(0)
        return table


async def _post(client: httpx.AsyncClient, url: str, body: dict[str, Any]) -> Any:
    """The JSON answer to a POST made while the tables are set up; a refusal is tried
    again a few times (a busy server), then stops the benchmark with its status."""
    for attempt in range(5):
        answer = await client.post(url, json=body)
        if answer.status_code == 200:
            return answer.json()
        await asyncio.sleep(0.5 * (attempt + 1))
    raise SystemExit(f"POST {url}: {answer.status_code} {answer.text[:200]}")


async def _tables(addresses: list[str], count: int, routed: bool) -> list[Table]:
    limit = asyncio.Semaphore(20)
    async with httpx.AsyncClient(timeout=60) as client:
        # one guest's session takes every seat (sessions are in the shared database, and
        # the cookie of 127.0.0.1 goes to every port)
        await client.post(f"http://{addresses[0]}/api/guest", json={"name": "bench"})
        made = (_table(client, addresses, n, limit, routed) for n in range(count))
        return list(await asyncio.gather(*made))


ROBOT_SEATS = ("N", "E", "W")
PERSON = "S"


class RobotTable:
    """A practice table: the server's robots sit North, East and West, and one client
    plays South as a person would (the first legal call or card after its think time)."""

    def __init__(self, number: int) -> None:
        self.number = number
        self.socket: ClientConnection | None = None
        self.state: dict[str, Any] = {}
        self.ack: asyncio.Future[tuple[float, int]] | None = None
        self.changed = asyncio.Event()
        self.seen: dict[int, int] = {}
        """The most rows of each board seen in a state (each committed before it is sent)."""
        self.acked: list[tuple[int, int]] = []
        """The (board, row) of each call and card of South's acknowledged."""

    async def open(self, address: str, token: str, cookie: str) -> None:
        headers = {"Cookie": f"bridgelaw_session={cookie}"}
        self.socket = await connect(
            f"ws://{address}/ws/{self.number}/{PERSON}",
            compression=None,
            additional_headers=headers,
        )
        await self.socket.send(json.dumps({"t": "hello", "token": token}))
        asyncio.get_running_loop().create_task(self._read(self.socket))

    async def _read(self, socket: ClientConnection) -> None:
        while True:
            try:
                message = orjson.loads(await socket.recv(decode=False))
            except ConnectionClosed:
                return
            if message["t"] == "state":
                self.state = message
                board = message["board"]
                self.seen[board] = max(self.seen.get(board, 0), message["seq"])
                self.changed.set()
            elif message["t"] in ("ack", "error") and self.ack is not None:
                ok = message["t"] == "ack"
                if not self.ack.done():
                    self.ack.set_result((time.perf_counter(), message["seq"] if ok else -1))

    def _mine(self) -> bool:
        state = self.state
        return bool(state) and (
            state["phase"] == "ended" or (state["to_act"] == PERSON and bool(state["legal"]))
        )

    async def _until_mine(self, after: tuple[int, int] = (0, 0)) -> None:
        while not (self._mine() and (self.state["board"], self.state["seq"]) >= after):
            self.changed.clear()
            await self.changed.wait()

    async def step(self, rng: random.Random) -> tuple[float, float, int]:
        """South's next action: its latency to the ``ack``, the time from sending it until
        South may act again (the robots' replies in between), and how many robot actions
        that was (latency -1: refused)."""
        await self._until_mine()
        state = self.state
        action = {"t": "next"} if state["phase"] == "ended" else _choose(state, rng)
        self.ack = asyncio.get_running_loop().create_future()
        sent = time.perf_counter()
        assert self.socket is not None
        await self.socket.send(json.dumps(action))
        done, seq = await asyncio.wait_for(self.ack, 60)
        if seq < 0:
            return -1.0, -1.0, 0
        board = state["board"] + (action["t"] == "next")
        if action["t"] != "next":
            self.acked.append((board, seq - 1))
        await self._until_mine((board, seq))
        robots = self.state["seq"] - seq if self.state["board"] == board else 0
        return done - sent, time.perf_counter() - sent, robots

    async def close(self) -> None:
        if self.socket is not None:
            await self.socket.close()


async def _robot_table(client: httpx.AsyncClient, address: str, index: int) -> RobotTable:
    """A new table with three random robots seated by the director (a substitution for
    each absent player) and the client at South."""
    answer = (await client.post(f"http://{address}/api/tables", json={"name": f"r{index}"})).json()
    number, director = answer["table"], answer["director_token"]
    async with connect(f"ws://{address}/ws/{number}/director", compression=None) as socket:
        await socket.send(json.dumps({"t": "hello", "token": director}))
        for seat in ROBOT_SEATS:
            rule = {"t": "rule", "decision": "substitute", "seat": seat, "robot": True}
            await socket.send(json.dumps(rule))
            while (message := json.loads(await socket.recv()))["t"] not in ("ack", "error"):
                pass
            assert message["t"] == "ack", message
    url = f"http://{address}/api/tables/{number}/seats/{PERSON}"
    token = (await client.post(url, json={})).json()["token"]
    table = RobotTable(number)
    await table.open(address, token, client.cookies["bridgelaw_session"])
    return table


@dataclass
class RobotRun:
    """What a load of robot tables did."""

    seconds: float
    acks: list[float] = field(default_factory=list)
    replies: list[tuple[float, int]] = field(default_factory=list)
    """The robots' replies: seconds from South's action until South may act again, and the
    number of robot actions in between."""
    rows: int = 0
    """Rows the tables' logs gained during the load (every seat's actions)."""
    lost: int = -1
    server_cpu: float = 0.0
    client_cpu: float = 0.0


async def _robots_run(
    address: str, url: str, count: int, seconds: float, pace: float
) -> tuple[RobotRun, list[RobotTable]]:
    async with httpx.AsyncClient(timeout=60) as client:
        # the first account registered is the director: it seats the robots
        login = {"name": "bench", "password": "bench-password"}
        await client.post(f"http://{address}/api/register", json=login)
        limit = asyncio.Semaphore(20)

        async def made(index: int) -> RobotTable:
            async with limit:
                return await _robot_table(client, address, index)

        tables = list(await asyncio.gather(*(made(n) for n in range(count))))
    run = RobotRun(seconds)
    pid = PIDS[address]
    before, server_cpu, client_cpu = await asyncio.to_thread(_stored, url), _cpu(pid), _own_cpu()
    deadline = time.perf_counter() + seconds

    async def drive(table: RobotTable, seed: int) -> None:
        rng = random.Random(seed)
        await asyncio.sleep(rng.random() * pace)
        while time.perf_counter() < deadline:
            await asyncio.sleep(pace)  # South thinks
            latency, reply, robots = await table.step(rng)
            run.acks.append(latency)
            if robots > 0:
                run.replies.append((reply, robots))

    await asyncio.gather(*(drive(table, n) for n, table in enumerate(tables)))
    run.server_cpu, run.client_cpu = _cpu(pid) - server_cpu, _own_cpu() - client_cpu
    run.rows = await asyncio.to_thread(_stored, url) - before
    for table in tables:
        await table.close()
    return run, tables


def _robots_lost(url: str, tables: list[RobotTable]) -> int:
    """South's acknowledged actions and the rows the client saw that the database does
    not hold (must be 0)."""
    engine = create_engine(normalise_url(url))
    with engine.connect() as connection:
        stored = set(connection.execute(select(EventRow.table_id, EventRow.board, EventRow.seq)))
    engine.dispose()
    missing = 0
    for table in tables:
        keys = {(table.number, board, row) for board, row in table.acked}
        keys |= {
            (table.number, board, row) for board, rows in table.seen.items() for row in range(rows)
        }
        missing += len(keys - stored)
    return missing


def _robots_load(backend: str, count: int, seconds: float, pace: float) -> RobotRun:
    settings = {"robot": "random", "director": "bench"}
    with tempfile.TemporaryDirectory() as folder, _database(backend, Path(folder)) as database:
        url, more = database
        with (
            server(Path(folder), settings=settings | more) as address,
            asyncio.Runner(loop_factory=uvloop.new_event_loop) as runner,
        ):
            run, tables = runner.run(_robots_run(address, url, count, seconds, pace))
        run.lost = _robots_lost(url, tables)  # after kill -9
    return run


def _robots_report(name: str, run: RobotRun) -> None:
    acks = sorted(x for x in run.acks if x >= 0)
    replies = sorted(seconds for seconds, _ in run.replies)
    each = sorted(seconds / robots for seconds, robots in run.replies)

    def p(values: list[float], q: float) -> float:
        return 1000 * values[max(0, int(len(values) * q) - 1)] if values else float("nan")

    print(
        f"{name}: {run.rows} actions of every seat in {run.seconds:.0f} s "
        f"({run.rows / run.seconds:.0f}/s); South's {len(acks)} actions: ack p50 "
        f"{p(acks, 0.5):.1f} ms, p99 {p(acks, 0.99):.1f} ms; the robots' {len(replies)} "
        f"replies ({sum(r for _, r in run.replies)} actions): p50 {p(replies, 0.5):.1f} ms, "
        f"p99 {p(replies, 0.99):.1f} ms (per robot action p50 {p(each, 0.5):.1f}, p99 "
        f"{p(each, 0.99):.1f} ms); lost {run.lost}; CPU per action: server "
        f"{1000 * run.server_cpu / max(1, run.rows):.2f} ms, clients "
        f"{1000 * run.client_cpu / max(1, run.rows):.2f} ms",
        flush=True,
    )


@dataclass
class Run:
    """What one load did."""

    seconds: float
    latencies: list[float] = field(default_factory=list)
    kinds: list[str] = field(default_factory=list)
    """The kind of each action (``call``, ``play``, ``next``), as ``latencies``."""
    rows: int = 0
    """Calls and cards acknowledged (each a row of a log)."""
    stored: int = -1
    """Rows in the database after the servers were killed."""
    server_cpu: float = 0.0
    """CPU seconds the servers used during the load."""
    client_cpu: float = 0.0
    """CPU seconds the clients (this process) used during the load."""
    window: tuple[float, float] = (0.0, 0.0)
    """When the load ran (wall clock): the server's timings of it are read for it."""
    client_pauses: list[dict[str, Any]] = field(default_factory=list)
    """The clients' garbage collections and event-loop lateness during the load
    (:class:`bridgelaw.server.timings.Pauses`)."""
    server_timings: list[dict[str, Any]] = field(default_factory=list)
    """The servers' records during the load (``BENCH_TIMINGS=1``)."""


def _cpu(pid: int) -> float:
    """CPU seconds (user and system) a process has used."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _own_cpu() -> float:
    times = os.times()
    return times.user + times.system


async def _run(
    addresses: list[str],
    count: int,
    seconds: float,
    pace: float | None,
    spy: Path | None = None,
    routed: bool = False,
) -> Run:
    tables = await _tables(addresses, count, routed)
    run = Run(seconds)
    # the clients' 4,000 connections are one process here, not 4,000 browsers: the
    # survivors of its young collections are frozen as the server's are, so that no full
    # collection of them all stops the clients during the load (they did: 0.25-0.3 s)
    # (``BENCH_CLIENT_GC=cpython``: CPython's own collector, as before)
    collector = Collector(float("inf"))
    if os.environ.get("BENCH_CLIENT_GC") != "cpython":
        gc.collect()
        gc.freeze()
        collector.install()
    pids = [PIDS[address] for address in addresses]
    server_cpu, client_cpu = sum(map(_cpu, pids)), _own_cpu()
    deadline = time.perf_counter() + seconds
    pauses = Pauses()
    pauses.start()
    began = time.time()
    if spy is not None:  # samples of the first server's stacks during the load only
        await asyncio.create_subprocess_exec(
            *(_py_spy(), "record", "--pid", str(PIDS[addresses[0]]), "--duration"),
            *(str(int(seconds)), "--format", "raw", "--threads", "-o", str(spy)),
            stdout=asyncio.subprocess.DEVNULL,
            stderr=asyncio.subprocess.DEVNULL,
        )

    async def drive(table: Table, seed: int) -> None:
        rng = random.Random(seed)
        if pace is not None:
            await asyncio.sleep(rng.random() * pace)
        while time.perf_counter() < deadline:
            started = time.perf_counter()
            latency, kind = await table.step(rng)
            run.latencies.append(latency)
            run.kinds.append(kind)
            run.rows += kind != "next" and latency >= 0
            if pace is not None:
                await asyncio.sleep(max(0.0, pace - (time.perf_counter() - started)))

    await asyncio.gather(*(drive(table, n) for n, table in enumerate(tables)))
    run.server_cpu = sum(map(_cpu, pids)) - server_cpu
    run.client_cpu = _own_cpu() - client_cpu
    pauses.stop()
    run.window, run.client_pauses = (began, time.time()), pauses.records
    collector.uninstall()
    gc.unfreeze()
    if spy is not None:
        while not spy.exists():
            await asyncio.sleep(0.2)
        await asyncio.sleep(1.0)
    for table in tables:
        await table.close()
    return run


@contextmanager
def _database(backend: str, folder: Path) -> Iterator[tuple[str, dict[str, str]]]:
    """A new database for a backend: its URL and the servers' settings."""
    if backend.startswith("sqlite"):
        normal = {"sqlite_synchronous": "NORMAL"} if backend == "sqlite-normal" else {}
        yield f"sqlite:///{folder / 'bridgelaw.sqlite3'}", normal
        return
    with postgres_database() as url:
        settings = {"database_url": url}
        if backend.startswith("two"):
            settings |= {"redis_url": redis_url(), "redis_channel": channel()}
        yield url, settings


@contextmanager
def _servers(backend: str, folder: Path, settings: dict[str, str]) -> Iterator[list[str]]:
    """The servers of a backend (their addresses), killed at the end."""
    with ExitStack() as stack:
        count = 2 if backend.startswith("two") else 1
        yield [stack.enter_context(server(folder, settings=settings)) for _ in range(count)]


def _stored(url: str) -> int:
    """The rows of the boards' logs (not a table's facts outside its boards, board 0 and
    below: who opened it, sat or watched; :mod:`bridgelaw.server.rooms`)."""
    engine = create_engine(normalise_url(url))
    with engine.connect() as connection:
        count = select(func.count()).select_from(EventRow).where(EventRow.board > 0)
        rows = int(connection.execute(count).scalar_one())
    engine.dispose()
    return rows


def _load(
    backend: str, count: int, seconds: float, pace: float | None, spy: Path | None = None
) -> Run:
    with tempfile.TemporaryDirectory() as folder, _database(backend, Path(folder)) as database:
        url, settings = database
        timings = Path(folder) / "timings.jsonl"
        if os.environ.get("BENCH_TIMINGS"):
            settings = settings | {"timings_file": str(timings)}
        with _servers(backend, Path(folder), settings) as addresses:
            routed = backend == "two-routed"
            with asyncio.Runner(loop_factory=uvloop.new_event_loop) as runner:
                run = runner.run(_run(addresses, count, seconds, pace, spy, routed))
            if os.environ.get("BENCH_TIMINGS"):
                time.sleep(1.5)  # the servers write their records once a second
                run.server_timings = read_timings(timings, *run.window)
                kept = os.environ["BENCH_TIMINGS"]
                if kept != "1":  # a file name: the records are kept there
                    shutil.copy(timings, kept)
        run.stored = _stored(url)  # after kill -9
    return run


def _report(name: str, run: Run) -> None:
    accepted = sorted(x for x in run.latencies if x >= 0)
    refused = len(run.latencies) - len(accepted)
    p50 = statistics.median(accepted) * 1000
    p99 = accepted[max(0, int(len(accepted) * 0.99) - 1)] * 1000
    lost = run.rows - run.stored
    print(
        f"{name}: {len(accepted)} actions acknowledged in {run.seconds:.0f} s "
        f"({len(accepted) / run.seconds:.0f}/s), {refused} refused; "
        f"latency p50 {p50:.1f} ms, p99 {p99:.1f} ms; lost {lost} "
        f"({run.rows} calls and cards acknowledged, {run.stored} in the database); "
        f"CPU per action: server {1000 * run.server_cpu / max(1, len(accepted)):.2f} ms, "
        f"clients {1000 * run.client_cpu / max(1, len(accepted)):.2f} ms (of one core: "
        f"server {100 * run.server_cpu / run.seconds:.0f}%, clients "
        f"{100 * run.client_cpu / run.seconds:.0f}%; load {os.getloadavg()[0]:.1f})",
        flush=True,
    )
    _breakdown(run)


def _breakdown(run: Run) -> None:
    """Which actions are the slowest 1% (by kind), the clients' own pauses and, with
    ``BENCH_TIMINGS=1``, the servers' timings (:mod:`bridgelaw.server.timings`)."""
    timed = sorted(zip(run.latencies, run.kinds, strict=True), reverse=True)
    slowest = timed[: max(1, len(timed) // 100)]
    kinds = sorted(set(run.kinds))
    share = {kind: sum(k == kind for _, k in slowest) for kind in kinds}
    each = {kind: sum(k == kind for k in run.kinds) for kind in kinds}
    print(
        "  the slowest 1% by kind: "
        + ", ".join(f"{kind} {share[kind]} of {each[kind]}" for kind in kinds)
    )
    print("  the clients (this process):")
    for line in timing_summary(run.client_pauses, run.seconds):
        if "actions' CPU" not in line:
            print("  " + line)
    if run.server_timings:
        print("  the servers (BENCH_TIMINGS):")
        for line in timing_summary(run.server_timings, run.seconds):
            print("  " + line)


def _services_or_rerun() -> None:
    """Run again under scripts/services.sh (PostgreSQL with fsync on) unless PostgreSQL
    and Redis are given."""
    if os.environ.get(POSTGRES) and os.environ.get(REDIS):
        return
    script = ROOT / "scripts" / "services.sh"
    os.environ["BRIDGELAW_SERVICES_FSYNC"] = "on"
    arguments = [str(script), "run", sys.executable, "-m", "bench", *sys.argv[1:]]
    sys.stdout.flush()
    os.execv(str(script), arguments)


def _robot_settings() -> tuple[int, float]:
    """Robot tables: how many (``BENCH_ROBOT_TABLES``) and South's think time in seconds
    (``BENCH_ROBOT_PACE``; 0: full speed)."""
    return int(os.environ.get("BENCH_ROBOT_TABLES", "50")), float(
        os.environ.get("BENCH_ROBOT_PACE", "1")
    )


def _settings() -> tuple[list[str], int, int, float]:
    backends = os.environ.get("BENCH_BACKENDS", ",".join(BACKENDS)).split(",")
    unknown = set(backends) - set(BACKENDS)
    if unknown:
        raise SystemExit(f"unknown BENCH_BACKENDS {sorted(unknown)}; known: {BACKENDS}")
    fast = int(os.environ.get("BENCH_TABLES_FAST", "8"))
    paced = int(os.environ.get("BENCH_TABLES_PACED", "100"))
    seconds = float(os.environ.get("BENCH_SECONDS", "15"))
    return backends, fast, paced, seconds


def main() -> None:
    """Run the two loads on each backend and print their figures."""
    backends, fast, paced, seconds = _settings()
    if any(not backend.startswith("sqlite") for backend in backends):
        _services_or_rerun()
    for backend in backends:
        if fast:
            _report(f"{backend}: full speed, {fast} tables", _load(backend, fast, seconds, None))
        if paced:
            run = _load(backend, paced, seconds, 1.0)
            _report(f"{backend}: human pace, {paced} tables (1 action/table/s)", run)
        robots, pace = _robot_settings()
        if robots and not backend.startswith("two"):
            run_robots = _robots_load(backend, robots, seconds, pace)
            name = f"{backend}: robot tables, {robots} (South a client thinking {pace:g} s"
            _robots_report(f"{name}, three random robots of the server)", run_robots)


CATEGORIES = (
    # uvloop's loop is C: its time (epoll, reading sockets, callbacks) is Runner.run's
    ("event loop and sockets (uvloop, in C)", ("select", "_run_once", "uvloop", "runners.py")),
    ("database (psycopg, sqlite3, SQLAlchemy)", ("psycopg", "sqlite3", "sqlalchemy")),
    ("state of each seat (codec, views, online_view)", ("codec.py", "views.py", "online_view")),
    ("the engine (table, laws, core, dealing)", ("/table/", "/laws/", "/core/", "dealing")),
    ("JSON", ("json/", "orjson")),
    ("socket writes (the frames queued per connection)", ("_write_queued",)),
    ("websockets and uvicorn (frames, pings)", ("websockets", "uvicorn", "uvicorn_ws")),
    (
        "Starlette, FastAPI, pydantic (ASGI layers, frames parsed)",
        ("starlette", "fastapi", "pydantic"),
    ),
    ("the server's own code (ws, game, store, commits)", ("bridgelaw/server/",)),
    ("asyncio in Python (futures, queues, threads' hand-over)", ("asyncio/", "concurrent/")),
    ("Redis", ("redis",)),
)


def _category(stack: str) -> str:
    """The category of the innermost frame that has one (with "below" when that frame
    is not the innermost: the time is in a callee of it)."""
    frames = stack.split(";")
    for depth, frame in enumerate(reversed(frames)):
        for name, marks in CATEGORIES:
            if any(mark in frame for mark in marks):
                return name if depth == 0 else name + " (below)"
    return "other"


def _py_spy() -> str:
    beside = Path(sys.executable).parent / "py-spy"
    return str(beside) if beside.exists() else "py-spy"


def _spied(raw: Path) -> None:
    """Where the server's samples were: by thread and category, and the top functions."""
    threads: dict[str, int] = {}
    categories: dict[str, int] = {}
    leaves: dict[str, int] = {}
    for line in raw.read_text().splitlines():
        stack, _, count_text = line.rpartition(" ")
        count = int(count_text)
        thread = stack.split(";", 1)[0]
        threads[thread] = threads.get(thread, 0) + count
        if "MainThread" not in thread and "(idle)" not in thread:
            continue
        category = _category(stack)
        categories[category] = categories.get(category, 0) + count
        leaf = stack.rsplit(";", 1)[-1]
        leaves[leaf] = leaves.get(leaf, 0) + count
    total = sum(categories.values()) or 1
    print("samples by thread:", ", ".join(f"{t} {n}" for t, n in threads.items()))
    print("the event loop's thread, by category of the innermost frame:")
    for name, count in sorted(categories.items(), key=lambda item: -item[1]):
        print(f"  {100 * count / total:5.1f}%  {name}")
    print("top functions (innermost frame):")
    for leaf, count in sorted(leaves.items(), key=lambda item: -item[1])[:20]:
        print(f"  {100 * count / total:5.1f}%  {leaf}")


def profile() -> None:
    """The paced load on the first backend, the (first) server sampled by py-spy during
    the load (``pip install py-spy``): where its time goes."""
    backends, _, paced, seconds = _settings()
    if not backends[0].startswith("sqlite"):
        _services_or_rerun()
    with tempfile.TemporaryDirectory() as folder:
        raw = Path(folder) / "server.txt"
        run = _load(backends[0], paced, seconds, 1.0, spy=raw)
        _report(f"{backends[0]}: human pace, {paced} tables (sampled)", run)
        _spied(raw)
