"""A pairs event on a real server (``bridgelaw serve``) played by a websocket client
(issue 12, item 5): Ann enters a 2-table Howell of one-board rounds with a robot partner;
every round she asks the event for her seat (a new table and token), plays it over the
seat's websocket with the robots, and the server's own loop (not the test) plays the
robots' table and starts the next round once both tables have finished. She never sees
a board before she has played it; at the end she is in the ranking."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import httpx
from websockets.sync.client import connect
from websockets.sync.connection import Connection

from bridgelaw.server.security import SESSION_COOKIE
from bridgelaw.tournament.specs import movement_from_spec
from tests.server.live import server

SPEC = {"family": "howell", "tables": 2, "boards_per_round": 1}
PASSWORD = "correct horse battery"


def _status(client: httpx.Client, event_id: int, until: Any) -> dict[str, Any]:
    """The event's status once ``until(status)`` holds (the server's loop moves it on)."""
    deadline = time.monotonic() + 60  # the machine may be loaded by other jobs
    while True:
        status: dict[str, Any] = client.get(f"/api/pairs/{event_id}").json()
        if until(status):
            return status
        assert time.monotonic() < deadline, status
        time.sleep(0.1)


def _play(socket: Connection) -> dict[str, Any]:
    """Play the seat (first legal call or card, dummy's too as declarer) until the board
    ends; its last state. A state of a position already answered (the server may send one
    position twice, e.g. after a robot's action, before the answer reaches it) is skipped:
    answering it again would play a card no longer held."""
    answered = -1
    while True:
        message = json.loads(socket.recv(timeout=30))
        assert message["t"] != "error", message
        if message["t"] != "state":
            continue
        if message["phase"] == "ended":
            return dict(message)
        legal = message["legal"]
        if not legal or message["seq"] <= answered:
            continue
        answered = message["seq"]
        if message["phase"] == "auction":
            socket.send(json.dumps({"t": "call", "call": "Pass" if "Pass" in legal else legal[0]}))
        else:
            socket.send(json.dumps({"t": "play", "card": legal[0]}))


def test_a_player_plays_a_pairs_event_over_websockets(tmp_path: Path) -> None:
    movement = movement_from_spec(SPEC)
    with (
        server(tmp_path, demo="false", robot="random") as address,
        httpx.Client(base_url=f"http://{address}") as tessa,
        httpx.Client(base_url=f"http://{address}") as ann,
    ):
        assert tessa.post("/api/register", json={"name": "Tessa", "password": PASSWORD}).is_success
        made = tessa.post("/api/pairs", json={"name": "Online Howell", **SPEC})
        event_id = made.json()["event"]
        assert ann.post("/api/guest", json={"name": "Ann"}).is_success
        assert ann.post(f"/api/pairs/{event_id}/entries", json={"partner": "robot"}).is_success
        assert tessa.post(f"/api/pairs/{event_id}/start", json={}).is_success
        cookie = {"Cookie": f"{SESSION_COOKIE}={ann.cookies[SESSION_COOKIE]}"}
        played: list[int] = []
        tokens = set()
        for rnd in movement.rounds:
            _status(ann, event_id, lambda s, r=rnd.number: s["round"] == r)
            for board in movement.boards:  # never a board she has yet to play
                shown = ann.get(f"/api/pairs/{event_id}/boards/{board}").status_code
                assert shown == (200 if board in played else 403), (rnd.number, board)
            taken = ann.post(f"/api/pairs/{event_id}/seat", json={}).json()
            (seating,) = rnd.seatings_of("1")  # Ann's pair is the first entered
            assert taken["table"] == seating.table and taken["round"] == rnd.number
            tokens.add(taken["token"])
            url = f"ws://{address}/ws/{taken['table_id']}/{taken['seat']}"
            with connect(url, additional_headers=cookie) as socket:
                socket.send(json.dumps({"t": "hello", "token": taken["token"]}))
                ended = _play(socket)
            assert ended["board"] == taken["boards"][0]
            played += taken["boards"]
        assert len(tokens) == 3  # a new seat every round
        _status(ann, event_id, lambda s: s["status"] == "ended")
        page = ann.get(f"/pairs/{event_id}/results")
        assert page.status_code == 200 and "Ann &amp; bridgelaw robot" in page.text
        assert ann.get(f"/pairs/{event_id}/results.pbn").text.count("[Board ") == 3
