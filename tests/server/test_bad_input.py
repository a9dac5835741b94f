"""Bad input at a seat's websocket: each frame is refused with a clear message, the
connection stays open, and the table is unharmed (its log unchanged, the next good
action accepted)."""

from __future__ import annotations

import datetime
import time
from pathlib import Path
from typing import Any

import pytest
from fastapi import FastAPI
from sqlalchemy import update
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from bridgelaw.server.app import create_app
from bridgelaw.server.db import SeatRow, utcnow
from bridgelaw.server.settings import Settings
from tests.server.players import Player, act, four_players, log_in_as_guest, sit


def _refused(player: Player, frame: Any, code: str) -> dict[str, Any]:
    if isinstance(frame, bytes):
        player.socket.send_bytes(frame)  # type: ignore[attr-defined]
    elif isinstance(frame, str):
        player.socket.send_text(frame)
    else:
        player.socket.send_json(frame)
    answer: dict[str, Any] = player.receive()
    assert answer["t"] == "error" and answer["code"] == code, answer
    assert answer["message"]
    return answer


def _unharmed(players: dict[str, Player], seq: int) -> None:
    """The log is as it was, and the player in turn can still act."""
    state = players["N"].state()
    assert state["seq"] == seq
    seat = state["turn"] or state["to_act"]
    ack = act(players, seat, {"t": "call", "call": "Pass"})
    assert ack["seq"] == seq + 1


@pytest.mark.parametrize(
    ("frame", "code", "words"),
    [
        ("not json", "malformed", "not JSON"),
        ("[1, 2]", "malformed", "JSON object"),
        ({"t": "dance"}, "malformed", "t"),
        ({"t": "call"}, "malformed", "call"),
        ({"t": "call", "call": "1C", "extra": 1}, "malformed", "extra"),
        ({"t": "call", "call": "9Z"}, "input", "9Z"),
        ({"t": "play", "card": "ZZ"}, "input", "ZZ"),
        (b"\x00\x01", "malformed", "binary"),
        ({"t": "hello", "token": "again"}, "hello", "already"),
        ({"t": "next"}, "phase", "still in play"),
    ],
)
def test_a_malformed_frame_is_refused_and_the_table_is_unharmed(
    client: TestClient, frame: Any, code: str, words: str
) -> None:
    with four_players(client) as players:
        answer = _refused(players["N"], frame, code)
        assert words in answer["message"]
        _unharmed(players, 0)


def test_an_action_out_of_turn_is_refused_with_the_law(client: TestClient) -> None:
    with four_players(client) as players:
        answer = _refused(players["E"], {"t": "call", "call": "1C"}, "law")
        assert answer["law"].startswith("17C") and "out of rotation" in answer["message"]
        assert "rectification: Law 31" in answer["message"]
        _unharmed(players, 0)


def test_an_action_for_another_seat_is_refused(client: TestClient) -> None:
    with four_players(client) as players:
        answer = _refused(players["N"], {"t": "call", "call": "1C", "seat": "E"}, "seat")
        assert answer["message"] == "this connection holds north: it cannot act for east"
        _unharmed(players, 0)


def test_a_card_of_another_hand_is_refused_without_saying_whose_it_is(
    app: FastAPI, client: TestClient
) -> None:
    deal = app.state.game.live(1).table.board.deal
    with four_players(client) as players:
        for seat in "NESW":
            act(players, seat, {"t": "call", "call": "1C" if seat == "N" else "Pass"})
        # North declares; East leads; South (dummy) tries to play West's card
        card = str(sorted(deal[3])[0])
        answer = _refused(players["S"], {"t": "play", "card": card}, "law")
        assert answer["message"] == f"{card} is not in south's hand (Law 7B3)"  # Law said once
        assert players["N"].state()["seq"] == 4


def _closed_with(client: TestClient, seat: str, token: str, words: str) -> None:
    with client.websocket_connect(f"/ws/1/{seat}") as socket:
        socket.send_json({"t": "hello", "token": token})
        answer = socket.receive_json()
        assert answer["t"] == "error" and answer["code"] == "token", answer
        assert words in answer["message"]
        with pytest.raises(WebSocketDisconnect) as closed:
            socket.receive_json()
        assert closed.value.code == 4401


def test_a_wrong_stolen_or_expired_token_is_refused(app: FastAPI, client: TestClient) -> None:
    north = sit(client, 1, "N")
    _closed_with(client, "N", "forged-token", "unknown token")
    _closed_with(client, "E", north, "holds seat N at table 1, not seat E")
    with client.websocket_connect("/ws/1/N") as socket:
        socket.send_json({"t": "call", "call": "1C"})
        assert "token first" in socket.receive_json()["message"]
    with app.state.store.session() as session, session.begin():
        past = utcnow() - datetime.timedelta(seconds=1)
        session.execute(update(SeatRow).values(expires_at=past))
    _closed_with(client, "N", north, "expired")
    assert app.state.game.live(1).table.events == ()


def test_a_seat_held_by_a_valid_token_cannot_be_taken(app: FastAPI, client: TestClient) -> None:
    sit(client, 1, "N", "Ann")
    with TestClient(app) as bob:
        log_in_as_guest(bob, "Bob")
        answer = bob.post("/api/tables/1/seats/N", json={})
    assert answer.status_code == 409 and "taken by Ann" in answer.text


def test_an_oversized_message_is_refused(client: TestClient) -> None:
    with four_players(client) as players:
        big = {"t": "call", "call": "1C", "explanation": "x" * 5000}
        answer = _refused(players["N"], big, "too_large")
        assert "the limit is 4096" in answer["message"]
        _unharmed(players, 0)


@pytest.fixture
def limited(tmp_path: Path, database_url: str | None) -> FastAPI:
    """An application with the default rate limit (10 actions a second, 20 at once)."""
    return create_app(Settings(data_dir=tmp_path / "limited", database_url=database_url))


def test_a_thousand_actions_a_second_from_one_client_are_refused(limited: FastAPI) -> None:
    with TestClient(limited) as client, four_players(client) as players:
        north = players["N"]
        started = time.monotonic()
        for _ in range(1000):
            north.socket.send_json({"t": "call", "call": "Pass"})
        sent = time.monotonic() - started
        answers = [north.receive() for _ in range(1001)]
        kinds = [a["t"] if a["t"] != "error" else a["code"] for a in answers]
        assert kinds.count("ack") == 1 and kinds.count("state") == 1
        assert kinds.count("rate") >= 900  # the bucket allowed 20 at once
        assert kinds.count("law") == 1000 - 1 - kinds.count("rate")  # out of rotation
        rate = next(a for a in answers if a.get("code") == "rate")
        assert rate["message"] == "too many actions: at most 10 a second"
        assert sent < 5.0
        for seat in "ESW":
            assert players[seat].receive()["seq"] == 1
        _unharmed(players, 1)
