"""``kill -9`` of a real server (uvicorn in a subprocess, SQLite in a temporary folder):
every action acknowledged before the kill is there after the restart, and the table
resumes where it was and plays on to the end of the board."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest
from websockets.sync.client import connect
from websockets.sync.connection import Connection

from tests.server.live import server
from tests.server.players import SEATS, Player, act, choose, play_board


class SyncSocket:
    """A websockets client with the test client's JSON methods."""

    def __init__(self, connection: Connection) -> None:
        self.connection = connection

    def send_json(self, data: Any) -> None:
        self.connection.send(json.dumps(data))

    def send_text(self, data: str) -> None:
        self.connection.send(data)

    def receive_json(self) -> Any:
        return json.loads(self.connection.recv(timeout=10))


@contextmanager
def seated(address: str, tokens: dict[str, str]) -> Iterator[dict[str, Player]]:
    """The four seats connected to the server at ``address`` with their tokens."""
    with ExitStack() as stack:
        players: dict[str, Player] = {}
        for seat in SEATS:
            connection = stack.enter_context(connect(f"ws://{address}/ws/1/{seat}"))
            connection.send(json.dumps({"t": "hello", "token": tokens[seat]}))
            players[seat] = Player(seat, SyncSocket(connection))
            for earlier in players.values():
                assert earlier.receive()["t"] == "state"
        yield players


@pytest.mark.parametrize("synchronous", ["FULL", "NORMAL"])
def test_kill_9_loses_no_acknowledged_action_and_the_table_resumes(
    tmp_path: Path, synchronous: str
) -> None:
    rng = random.Random(5)
    with server(tmp_path, sqlite_synchronous=synchronous) as address:
        tokens = {}
        for seat in SEATS:
            answer = httpx.post(f"http://{address}/api/tables/1/seats/{seat}", json={"name": seat})
            tokens[seat] = answer.json()["token"]
        with seated(address, tokens) as players:
            for call in ("1NT", "Pass", "3NT", "Pass", "Pass", "Pass"):
                state = players["N"].state()
                act(players, state["turn"], {"t": "call", "call": call})
            for _ in range(7):
                state = players["N"].state()
                last = act(players, state["to_act"], choose(players[state["to_act"]].state(), rng))
            before = {seat: players[seat].state() for seat in SEATS}
            # one more action sent, and the server killed before anyone reads its answer
            seat = before["N"]["to_act"]
            players[seat].socket.send_json(choose(before[seat], rng))
    assert last["seq"] == 13
    with (
        server(tmp_path, sqlite_synchronous=synchronous) as address,
        seated(address, tokens) as players,
    ):
        after = {seat: players[seat].state() for seat in SEATS}
        assert after["N"]["seq"] >= 13  # every acknowledged action is there
        if after["N"]["seq"] == 13:  # the unacknowledged one may or may not be
            for seat in SEATS:
                assert after[seat]["hands"] == before[seat]["hands"]
                assert after[seat]["trick"] == before[seat]["trick"]
        assert after["N"]["contract"] == "3NT" and after["N"]["declarer"] == "N"
        end = play_board(players, rng)
        assert end["phase"] == "ended" and end["result"]["declarer_tricks"] is not None
