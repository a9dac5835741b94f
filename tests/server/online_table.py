"""Helpers of the online-play tests: four seats and the director connected to table 1 of a
test application, frames sent and every answer read (each client keeps all it received,
for the privacy checks)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from starlette.testclient import TestClient

from tests.server.players import SEATS, Player, four_players, log_in_as_guest

AUCTION = (("N", "1NT"), ("E", "Pass"), ("S", "3NT"), ("W", "Pass"), ("N", "Pass"), ("E", "Pass"))
"""An auction to 3NT by North (dummy South, East leads)."""


def director_token(data_dir: Path) -> str:
    """The demo table's director token, as the server wrote it."""
    return (data_dir / "director-token.txt").read_text().strip()


@contextmanager
def seated_with_director(
    client: TestClient, data_dir: Path, table: int = 1
) -> Iterator[dict[str, Player]]:
    """Four players and the director (key ``D``) at the table, greeted."""
    with (
        four_players(client, table) as players,
        client.websocket_connect(f"/ws/{table}/director") as socket,
    ):
        socket.send_json({"t": "hello", "token": director_token(data_dir)})
        everyone = {**players, "D": Player("D", socket)}
        for player in everyone.values():
            assert player.receive()["t"] in ("state", "director_state")
        yield everyone


@contextmanager
def watching(
    client: TestClient, everyone: dict[str, Player], table: int = 1, name: str = "Kibitzer"
) -> Iterator[Player]:
    """A kibitzer (key ``K`` of ``everyone`` while he watches), logged in as another guest
    than the players (the client's cookies are the players' again afterwards), with his
    first state read (no other connection at the table is told he came)."""
    saved = list(client.cookies.jar)
    client.cookies.clear()
    log_in_as_guest(client, name)
    try:
        with client.websocket_connect(f"/ws/{table}/kibitz") as socket:
            kibitzer = Player("K", socket)
            assert kibitzer.receive()["t"] == "state"
            everyone["K"] = kibitzer
            yield kibitzer
            everyone.pop("K")
    finally:
        client.cookies.clear()
        for cookie in saved:
            client.cookies.jar.set_cookie(cookie)


def send(
    everyone: dict[str, Player], seat: str, frame: dict[str, Any], *, states: int = 1
) -> dict[str, Any]:
    """``seat`` sends ``frame``; its ack or error. An accepted frame brings every
    connection ``states`` states (2 when a rejected claim's analysis follows)."""
    actor = everyone[seat]
    actor.socket.send_json(frame)
    answer: dict[str, Any] = actor.receive()
    if answer["t"] == "ack":
        for _ in range(states):
            for player in everyone.values():
                assert player.receive()["t"] in ("state", "director_state")
    return answer


def ok(everyone: dict[str, Player], seat: str, frame: dict[str, Any], **how: int) -> None:
    """``seat`` sends ``frame`` and it is accepted."""
    answer = send(everyone, seat, frame, **how)
    assert answer["t"] == "ack", answer


def refused(everyone: dict[str, Player], seat: str, frame: dict[str, Any], code: str) -> str:
    """``seat`` sends ``frame`` and it is refused with ``code``; the message."""
    answer = send(everyone, seat, frame)
    assert answer["t"] == "error" and answer["code"] == code, answer
    assert answer["message"]
    return str(answer["message"])


def bid_to_3nt(everyone: dict[str, Player]) -> None:
    """The auction of :data:`AUCTION`."""
    for seat, call in AUCTION:
        ok(everyone, seat, {"t": "call", "call": call})


def play_cards(everyone: dict[str, Player], count: int) -> None:
    """The next ``count`` cards, each the first legal card of the seat to act."""
    for _ in range(count):
        state = everyone["N"].state()
        acting = state["to_act"]
        card = everyone[acting].state()["legal"][0]
        ok(everyone, acting, {"t": "play", "card": card})


def last(everyone: dict[str, Player], seat: str) -> dict[str, Any]:
    """The last state ``seat`` received (the director's too)."""
    player = everyone[seat]
    return next(m for m in reversed(player.received) if m["t"] in ("state", "director_state"))


__all__ = [
    "AUCTION",
    "SEATS",
    "bid_to_3nt",
    "director_token",
    "last",
    "ok",
    "play_cards",
    "refused",
    "seated_with_director",
    "send",
    "watching",
]
