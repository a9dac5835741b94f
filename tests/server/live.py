"""A real server for tests: ``bridgelaw serve`` (uvicorn) in a subprocess on a free
port, stopped with SIGKILL at the end (which is also how the restart test kills it);
seats taken through its API (logged in as guests) and connected with websockets clients
that send the session cookie of the login that took the seat."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Mapping
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

import httpx
from websockets.sync.client import connect
from websockets.sync.connection import Connection

from bridgelaw.server.security import SESSION_COOKIE
from tests.server.players import SEATS, Player

PIDS: dict[str, int] = {}
"""The process id of each running server, by address (bench/bench_serve.py profiles it)."""


def free_port() -> int:
    """A TCP port nobody listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@contextmanager
def server(
    data_dir: Path,
    port: int | None = None,
    settings: Mapping[str, str] | None = None,
    **env: str,
) -> Iterator[str]:
    """``bridgelaw serve`` with its data in ``data_dir`` and ``BRIDGELAW_*`` variables
    ``env`` and ``settings`` (``database_url=...`` sets ``BRIDGELAW_DATABASE_URL``), on
    ``port`` (default: a free one); its address (``127.0.0.1:PORT``). No rate limit
    (tests play at full speed)."""
    env = {**(settings or {}), **env}
    port = port or free_port()
    command = [sys.executable, "-m", "bridgelaw.cli", "serve", "--port", str(port)]
    variables = {
        **os.environ,
        "BRIDGELAW_DATA_DIR": str(data_dir),
        "BRIDGELAW_ACTIONS_PER_SECOND": "10000",
        "BRIDGELAW_ACTION_BURST": "10000",
        "BRIDGELAW_DEMO_ROBOTS": "false",  # table 1 only (tests/server/test_robot_seats.py)
        **{f"BRIDGELAW_{name.upper()}": value for name, value in env.items()},
    }
    # its messages go to a file, not a pipe nobody reads (a full pipe would stall it)
    log = tempfile.TemporaryFile("w+")  # noqa: SIM115 - closed in the finally below
    process = subprocess.Popen(command, env=variables, stdout=subprocess.DEVNULL, stderr=log)
    address = f"127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                if httpx.get(f"http://{address}/healthz", timeout=1).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            assert process.poll() is None, log.seek(0) or log.read()
            assert time.monotonic() < deadline, "the server did not start in 30 s"
            time.sleep(0.1)
        PIDS[address] = process.pid
        yield address
    finally:
        PIDS.pop(address, None)
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=10)
        log.close()


class SeatToken(str):
    """A seat's token, and the session cookie it works with (the login that took it)."""

    cookie: str

    def headers(self) -> dict[str, str]:
        """The websocket's ``Cookie`` header: the session that took the seat."""
        return {"Cookie": f"{SESSION_COOKIE}={self.cookie}"}


def sit(address: str, seat: str, table: int = 1) -> SeatToken:
    """Log in as a guest at the server at ``address`` and take a seat through its API;
    the seat's token (with its session's cookie)."""
    with httpx.Client(base_url=f"http://{address}") as client:
        login = client.post("/api/guest", json={"name": f"Tester {seat}"})
        assert login.status_code == 200, login.text
        answer = client.post(f"/api/tables/{table}/seats/{seat}", json={})
        assert answer.status_code == 200, answer.text
        token = SeatToken(answer.json()["token"])
        token.cookie = client.cookies[SESSION_COOKIE]
    return token


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
def seated(
    address: str | Mapping[str, str], tokens: Mapping[str, str], table: int = 1
) -> Iterator[dict[str, Player]]:
    """The four seats connected with their tokens, each to the server at ``address`` (or
    at ``address[seat]``: seats on several servers), in the order N, E, S, W; each
    connection has received one state for itself and one for each seat after it."""
    with ExitStack() as stack:
        players: dict[str, Player] = {}
        for seat in SEATS:
            where = address if isinstance(address, str) else address[seat]
            token = tokens[seat]
            headers = token.headers() if isinstance(token, SeatToken) else None
            url = f"ws://{where}/ws/{table}/{seat}"
            connection = stack.enter_context(connect(url, additional_headers=headers))
            connection.send(json.dumps({"t": "hello", "token": tokens[seat]}))
            players[seat] = Player(seat, SyncSocket(connection))
            for earlier in players.values():
                assert earlier.receive()["t"] == "state"
        yield players
