"""``kill -9`` of a real server (uvicorn in a subprocess, SQLite in a temporary folder):
every action acknowledged before the kill is there after the restart, and the table
resumes where it was and plays on to the end of the board."""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from tests.server.live import seated, server, sit
from tests.server.players import SEATS, act, choose, play_board
from tests.server.services import postgres_database


@contextmanager
def database(backend: str) -> Iterator[dict[str, str]]:
    """The ``BRIDGELAW_*`` settings of a backend: SQLite with ``synchronous`` FULL or
    NORMAL, or a new PostgreSQL database."""
    if backend == "postgresql":
        with postgres_database() as url:
            yield {"database_url": url}
    else:
        yield {"sqlite_synchronous": backend.removeprefix("sqlite-")}


@pytest.mark.parametrize("backend", ["sqlite-FULL", "sqlite-NORMAL", "postgresql"])
def test_kill_9_loses_no_acknowledged_action_and_the_table_resumes(
    tmp_path: Path, backend: str
) -> None:
    rng = random.Random(5)
    with database(backend) as env:
        with server(tmp_path, settings=env) as address:
            tokens = {seat: sit(address, seat) for seat in SEATS}
            with seated(address, tokens) as players:
                for call in ("1NT", "Pass", "3NT", "Pass", "Pass", "Pass"):
                    state = players["N"].state()
                    act(players, state["turn"], {"t": "call", "call": call})
                for _ in range(7):
                    state = players["N"].state()
                    seat = state["to_act"]
                    last = act(players, seat, choose(players[seat].state(), rng))
                before = {seat: players[seat].state() for seat in SEATS}
                # one more action sent, and the server killed before anyone reads its answer
                seat = before["N"]["to_act"]
                players[seat].socket.send_json(choose(before[seat], rng))
        assert last["seq"] == 13
        with server(tmp_path, settings=env) as address, seated(address, tokens) as players:
            after = {seat: players[seat].state() for seat in SEATS}
            assert after["N"]["seq"] >= 13  # every acknowledged action is there
            if after["N"]["seq"] == 13:  # the unacknowledged one may or may not be
                for seat in SEATS:
                    assert after[seat]["hands"] == before[seat]["hands"]
                    assert after[seat]["trick"] == before[seat]["trick"]
            assert after["N"]["contract"] == "3NT" and after["N"]["declarer"] == "N"
            end = play_board(players, rng)
            assert end["phase"] == "ended" and end["result"]["declarer_tricks"] is not None
