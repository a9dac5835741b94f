"""The database on PostgreSQL as on SQLite: the migrations, the log of a table written by
two processes at once (two engines stand for two server processes), and the group
commit of many tables' actions."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from fastapi import FastAPI
from sqlalchemy import inspect
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError
from starlette.testclient import TestClient

from bridgelaw.core.calls import Call
from bridgelaw.core.seats import Seat
from bridgelaw.server.codec import encode
from bridgelaw.server.db import connect, migrate
from bridgelaw.server.game import Game
from bridgelaw.server.store import Denied, Store
from bridgelaw.table import Table
from tests.server.players import act, four_players
from tests.server.services import postgres_database


@pytest.fixture
def url(database_url: str | None, tmp_path: Path) -> str:
    """The database's URL, SQLite's too."""
    return database_url or f"sqlite:///{tmp_path / 'x.sqlite3'}"


@pytest.fixture
def engines(url: str) -> Iterator[tuple[Engine, Engine]]:
    """Two engines on one database, as two server processes have."""
    first, second = connect(url), connect(url)
    yield first, second
    first.dispose()
    second.dispose()


def test_the_migrations_make_the_schema_and_run_again_harmlessly(
    engines: tuple[Engine, Engine],
) -> None:
    engine, _ = engines
    migrate(engine)
    migrate(engine)
    names = set(inspect(engine).get_table_names())
    assert {"tables", "seats", "events", "alembic_version"} <= names


def test_two_processes_migrating_at_once_make_one_schema() -> None:
    with postgres_database() as url:
        engines = [connect(url) for _ in range(3)]
        failures: list[BaseException] = []

        def run(engine: Engine) -> None:
            try:
                migrate(engine)
            except BaseException as error:
                failures.append(error)

        threads = [threading.Thread(target=run, args=(engine,)) for engine in engines]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=60)
        assert not failures
        assert {"tables", "seats", "events"} <= set(inspect(engines[0]).get_table_names())
        for engine in engines:
            engine.dispose()


def test_of_two_processes_writing_the_same_action_one_commits_and_one_is_refused(
    engines: tuple[Engine, Engine],
) -> None:
    for engine in engines:
        migrate(engine)
    one, two = (Store(engine) for engine in engines)
    table = one.create_table("t", seed="x")
    one.append(table, 1, 0, {"kind": "call", "seat": "N", "call": "1C"})
    with pytest.raises(Denied) as refused:
        two.append(table, 1, 0, {"kind": "call", "seat": "N", "call": "1D"})
    assert refused.value.code == "conflict"
    two.append(table, 1, 1, {"kind": "call", "seat": "E", "call": "Pass"})
    assert [row["call"] for row in one.events(table, 1)] == ["1C", "Pass"]


def test_many_writers_racing_for_each_action_leave_one_log(url: str) -> None:
    """Eight threads, each with its own engine, all try to write each of 30 actions: each
    number is committed once, by one of them, and the others are refused."""
    engines = [connect(url) for _ in range(8)]
    migrate(engines[0])
    stores = [Store(engine) for engine in engines]
    table = stores[0].create_table("race", seed="x")
    won = [0] * len(stores)
    barrier = threading.Barrier(len(stores))

    def write(index: int) -> None:
        for seq in range(30):
            barrier.wait(timeout=30)
            try:
                stores[index].append(table, 1, seq, {"seq": seq, "by": index})
                won[index] += 1
            except Denied:
                pass

    threads = [threading.Thread(target=write, args=(i,)) for i in range(len(stores))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    rows = stores[0].events(table, 1)
    assert [row["seq"] for row in rows] == list(range(30))
    assert sum(won) == 30
    for engine in engines:
        engine.dispose()


def test_the_writes_of_many_tables_share_a_commit_and_a_conflict_fails_only_its_table(
    url: str,
) -> None:
    engine = connect(url)
    migrate(engine)
    store = Store(engine)
    tables = [store.create_table(f"t{n}", seed="x") for n in range(10)]
    Store(connect(url)).append(tables[3], 1, 1, {"other": "process"})  # takes row 1 of t3
    lost: list[int] = []

    async def play() -> dict[int, str | None]:
        commits = store.group_commits(lost.append)
        for seq in range(3):
            for table in tables:
                store.append(table, 1, seq, {"seq": seq})
        outcome: dict[int, str | None] = {}
        for table in tables:
            try:
                await store.durable(table)
                outcome[table] = None
            except Denied as refused:
                outcome[table] = refused.code
        assert commits.batches <= 2  # 30 writes, one transaction (two if the first is quick)
        await commits.close()
        return outcome

    # in a thread of its own: the session's browser may hold an event loop in this one
    with ThreadPoolExecutor(max_workers=1) as thread:
        outcome = thread.submit(asyncio.run, play()).result(timeout=60)
    store.commits = None
    assert outcome == {table: "conflict" if table == tables[3] else None for table in tables}
    assert lost == [tables[3]]
    for table in tables:
        expected = (
            [{"seq": 0}, {"other": "process"}]
            if table == tables[3]
            else [{"seq": seq} for seq in range(3)]
        )
        assert store.events(table, 1) == expected
    engine.dispose()


def test_an_action_whose_row_another_process_took_is_refused_and_the_table_reloaded(
    app: FastAPI, client: TestClient
) -> None:
    game: Game = app.state.game
    board = game.live(1).table.board
    other = Store(connect(app.state.settings.url()))
    with four_players(client) as players:
        # another process accepted north's 1D first
        taken = encode(Table(board).call(Call.parse("1D"), seat=Seat.NORTH))
        other.append(1, 1, 0, taken)
        players["N"].socket.send_json({"t": "call", "call": "1C"})
        answer = players["N"].receive()
        assert answer["t"] == "error" and answer["code"] == "conflict", answer
        ack = act(players, "E", {"t": "call", "call": "Pass"})
        assert ack["seq"] == 2
        assert [call["call"] for call in players["S"].state()["auction"]] == ["1D", "Pass"]
    other.engine.dispose()


def test_a_batch_that_cannot_be_saved_at_all_fails_its_writes_and_the_committer_goes_on(
    url: str,
) -> None:
    engine = connect(url)
    migrate(engine)
    store = Store(engine)
    table = store.create_table("t", seed="x")
    tries: list[int] = []

    def broken(session: object) -> None:
        tries.append(1)
        if len(tries) == 1:
            raise IntegrityError("insert", {}, Exception("taken"))
        raise RuntimeError("the database went away")

    async def play() -> tuple[str | None, str | None]:
        commits = store.group_commits(lambda table_id: None)
        commits.add(table, broken, "taken")
        outcome: list[str | None] = []
        for attempt in range(2):
            try:
                await store.durable(table)
                outcome.append(None)
            except Denied as refused:
                outcome.append(refused.message)
            if attempt == 0:  # the committer still works
                store.append(table, 1, 0, {"seq": 0})
        await commits.close()
        return outcome[0], outcome[1]

    with ThreadPoolExecutor(max_workers=1) as thread:
        first, second = thread.submit(asyncio.run, play()).result(timeout=60)
    store.commits = None
    assert first == "the action could not be saved (RuntimeError)"
    assert second is None and store.events(table, 1) == [{"seq": 0}]
    engine.dispose()
