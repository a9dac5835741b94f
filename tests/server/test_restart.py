"""``kill -9`` of a real server (uvicorn in a subprocess, SQLite in a temporary folder):
every action acknowledged before the kill is there after the restart, and the table
resumes where it was and plays on to the end of the board."""

from __future__ import annotations

import json
import os
import random
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

import httpx
from websockets.sync.client import connect
from websockets.sync.connection import Connection

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


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@contextmanager
def server(data_dir: Path) -> Iterator[str]:
    """``bridgelaw serve`` on a free port; its address. Killed (SIGKILL) at the end."""
    port = _free_port()
    command = [sys.executable, "-m", "bridgelaw.cli", "serve", "--port", str(port)]
    env = {
        **os.environ,
        "BRIDGELAW_DATA_DIR": str(data_dir),
        "BRIDGELAW_ACTIONS_PER_SECOND": "10000",  # the test plays at full speed
        "BRIDGELAW_ACTION_BURST": "10000",
    }
    process = subprocess.Popen(
        command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True
    )
    address = f"127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                if httpx.get(f"http://{address}/healthz", timeout=1).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            assert process.poll() is None, process.stderr.read() if process.stderr else ""
            assert time.monotonic() < deadline, "the server did not start in 30 s"
            time.sleep(0.1)
        yield address
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=10)
        if process.stderr is not None:
            process.stderr.close()


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


def test_kill_9_loses_no_acknowledged_action_and_the_table_resumes(tmp_path: Path) -> None:
    rng = random.Random(5)
    with server(tmp_path) as address:
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
    with server(tmp_path) as address, seated(address, tokens) as players:
        after = {seat: players[seat].state() for seat in SEATS}
        assert after["N"]["seq"] >= 13  # every acknowledged action is there
        if after["N"]["seq"] == 13:  # the unacknowledged one may or may not be
            for seat in SEATS:
                assert after[seat]["hands"] == before[seat]["hands"]
                assert after[seat]["trick"] == before[seat]["trick"]
        assert after["N"]["contract"] == "3NT" and after["N"]["declarer"] == "N"
        end = play_board(players, rng)
        assert end["phase"] == "ended" and end["result"]["declarer_tricks"] is not None
