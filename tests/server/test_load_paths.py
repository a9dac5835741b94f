"""The server's quick paths for load (issue 12): the frames the websocket protocol makes
and reads itself, the rooms kept in memory, and the views made without the engine's card tuples
(the privacy test over whole boards, tests/server/test_play.py, runs on them too)."""

from __future__ import annotations

import base64
import json
import os
import random
import socket
import time
from pathlib import Path

import pytest
from websockets.frames import Frame, Opcode
from websockets.sync.client import connect as ws_connect

from bridgelaw.core.board import Board
from bridgelaw.core.hands import Hand
from bridgelaw.core.seats import Seat
from bridgelaw.dealing import deal_for_board
from bridgelaw.server.db import connect, migrate
from bridgelaw.server.store import Store
from bridgelaw.server.uvicorn_ws import frame
from bridgelaw.table import Phase, Table
from tests.server.live import server, sit


@pytest.mark.parametrize("size", [0, 1, 125, 126, 1000, 65535, 65536, 70000])
def test_a_frame_is_what_the_websockets_library_makes_of_the_message(size: int) -> None:
    payload = bytes(random.Random(size).randrange(256) for _ in range(size))
    assert frame(payload) == Frame(Opcode.TEXT, payload).serialize(mask=False)
    assert frame(payload, 2) == Frame(Opcode.BINARY, payload).serialize(mask=False)


def test_rooms_kept_in_memory_grow_when_a_table_joins(tmp_path: Path) -> None:
    engine = connect(f"sqlite:///{tmp_path / 'rooms.sqlite3'}")
    migrate(engine)
    store = Store(engine)
    store.keep_rooms()
    first = store.create_table("one", seed="s")
    other = store.create_table("elsewhere", seed="t")
    assert store.room(first) == [first]
    assert store.room(first) == [first]  # from memory
    second = store.create_table("two", seed="s")
    assert store.room(first) == [first, second]
    assert store.room(second) == [first, second]
    assert store.room(other) == [other]
    engine.dispose()


def test_held_is_the_remaining_cards_as_a_hand() -> None:
    rng = random.Random(7)
    table = Table(Board(3, deal_for_board("held", 3)))
    while table.phase != Phase.ENDED:
        for seat in Seat:
            assert table.held(seat) == Hand.from_cards(table.remaining(seat))
        if table.phase == Phase.AUCTION:
            calls = table.legal_calls()
            bids = [call for call in calls if str(call)[0].isdigit()]
            table.call(bids[0] if bids and rng.random() < 0.3 else "Pass")
        else:
            table.play(rng.choice(table.legal_cards()))


def _client_frame(opcode: int, payload: bytes) -> bytes:
    return Frame(Opcode(opcode), payload).serialize(mask=True)


def _server_frames(connection: socket.socket, count: int) -> list[tuple[int, bytes]]:
    """The next ``count`` frames the server sends (opcode, payload)."""
    data, frames = b"", list[tuple[int, bytes]]()
    while len(frames) < count:
        chunk = connection.recv(65536)
        assert chunk, "the server closed the connection"
        data += chunk
        while len(data) >= 2:
            size, head = data[1] & 0x7F, 2
            if size >= 126:
                head += 2 if size == 126 else 8
                size = int.from_bytes(data[2:head], "big")
            if len(data) < head + size:
                break
            frames.append((data[0] & 0x0F, data[head : head + size]))
            data = data[head + size :]
    return frames


def test_the_client_frames_are_read_however_the_bytes_arrive(tmp_path: Path) -> None:
    """Frames sent one byte at a time: a text frame (the hello), a ping, a text frame
    (the protocol's ping): the state, the pong and the protocol's pong come back; then a
    frame over the websocket limit closes the connection (1009)."""
    with server(tmp_path) as address:
        token = sit(address, "N")
        host, port = address.split(":")
        with socket.create_connection((host, int(port)), timeout=10) as connection:
            connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            key = base64.b64encode(os.urandom(16)).decode()
            request = (
                f"GET /ws/1/N HTTP/1.1\r\nHost: {address}\r\nUpgrade: websocket\r\n"
                f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                f"Sec-WebSocket-Version: 13\r\nCookie: {token.headers()['Cookie']}\r\n\r\n"
            )
            connection.sendall(request.encode())
            answer = b""
            while b"\r\n\r\n" not in answer:
                answer += connection.recv(4096)
            assert answer.startswith(b"HTTP/1.1 101")
            hello = json.dumps({"t": "hello", "token": str(token)}).encode()
            data = (
                _client_frame(1, hello)
                + _client_frame(9, b"are you there")
                + _client_frame(1, b'{"t": "ping"}')
            )
            for byte in data:
                connection.sendall(bytes([byte]))
                time.sleep(0.001)
            frames = _server_frames(connection, 3)
            assert (10, b"are you there") in frames
            texts = [json.loads(payload) for opcode, payload in frames if opcode == 1]
            assert [message["t"] for message in texts] == ["state", "pong"]
            assert texts[0]["seat"] == "N" and texts[0]["hands"].keys() == {"N"}
            connection.sendall(_client_frame(1, b" " * 70000))
            (opcode, payload), *_ = _server_frames(connection, 1)
            assert opcode == 8 and int.from_bytes(payload[:2], "big") == 1009


def test_uvicorn_s_own_websocket_protocol_can_still_be_chosen(tmp_path: Path) -> None:
    with server(tmp_path, ws_protocol="websockets-sansio", ws_ping_interval="5") as address:
        token = sit(address, "N")
        with ws_connect(f"ws://{address}/ws/1/N", additional_headers=token.headers()) as socket:
            socket.send(json.dumps({"t": "hello", "token": str(token)}))
            state = json.loads(socket.recv(timeout=10))
            assert state["t"] == "state" and state["seat"] == "N"
