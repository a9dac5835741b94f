"""Test players for the server: four websocket clients that play whole boards.

Each client keeps every message it received, so a test can check what each seat was
sent. ``choose`` picks an action from the ``legal`` list of the seat's last state: a
pass most of the time (so auctions end), else the lowest legal bid; a card at random.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from typing import Any, Protocol

from starlette.testclient import TestClient

SEATS = ("N", "E", "S", "W")


class Socket(Protocol):
    """What the players need of a websocket client."""

    def send_json(self, data: Any) -> None: ...
    def send_text(self, data: str) -> None: ...
    def receive_json(self) -> Any: ...


@dataclass
class Player:
    """One seat's websocket and everything it received."""

    seat: str
    socket: Socket
    received: list[Any] = field(default_factory=list)

    def receive(self) -> Any:
        """The next message."""
        message = self.socket.receive_json()
        self.received.append(message)
        return message

    def state(self) -> dict[str, Any]:
        """The last state received."""
        return next(m for m in reversed(self.received) if m["t"] == "state")


def log_in_as_guest(client: TestClient, name: str = "Tester") -> None:
    """Log the client in as a guest (its session cookie is kept by the client)."""
    answer = client.post("/api/guest", json={"name": name})
    assert answer.status_code == 200, answer.text


def csrf(client: TestClient) -> str:
    """The CSRF token of the client's session, for a form's hidden ``csrf`` field."""
    token: str = client.get("/api/me").json()["csrf"]
    return token


def sit(client: TestClient, table: int, seat: str, name: str | None = None) -> str:
    """Take a seat through the API, logged in as a guest called ``name`` (or the seat's
    letter) if the client is not logged in yet; the seat's token."""
    if client.get("/api/me").json()["user"] is None:
        log_in_as_guest(client, name or seat)
    answer = client.post(f"/api/tables/{table}/seats/{seat}", json={})
    assert answer.status_code == 200, answer.text
    token: str = answer.json()["token"]
    return token


@contextmanager
def four_players(client: TestClient, table: int = 1) -> Iterator[dict[str, Player]]:
    """Four seated players, connected and greeted with their first state."""
    tokens = {seat: sit(client, table, seat) for seat in SEATS}
    with ExitStack() as stack:
        players: dict[str, Player] = {}
        for seat in SEATS:
            socket = stack.enter_context(client.websocket_connect(f"/ws/{table}/{seat}"))
            socket.send_json({"t": "hello", "token": tokens[seat]})
            players[seat] = Player(seat, socket)
            # each connection gets one state per connection that joins after it, itself included
            for earlier in players.values():
                assert earlier.receive()["t"] == "state"
        yield players


def choose(state: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """An action for the seat whose state this is (it must have legal actions)."""
    legal = state["legal"]
    assert legal, state
    if state["phase"] == "auction":
        bids = [call for call in legal if call[0].isdigit()]
        call = bids[0] if bids and rng.random() < 0.35 else "Pass"
        return {"t": "call", "call": call}
    return {"t": "play", "card": rng.choice(legal)}


def act(players: dict[str, Player], seat: str, action: dict[str, Any]) -> dict[str, Any]:
    """Send an accepted action and read what it brings each seat; the actor's ack."""
    actor = players[seat]
    actor.socket.send_json(action)
    ack = actor.receive()
    assert ack["t"] == "ack", ack
    for player in players.values():
        assert player.receive()["t"] == "state"
    return dict(ack)


def play_board(players: dict[str, Player], rng: random.Random) -> dict[str, Any]:
    """Play the board in progress to its end; the last state of North."""
    while True:
        state = players["N"].state()
        if state["phase"] == "ended":
            return state
        seat = state["to_act"] if state["phase"] == "play" else state["turn"]
        act(players, seat, choose(players[seat].state(), rng))
