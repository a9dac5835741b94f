"""Helpers of the laws-room tests: the demo room's laws-mode table (table 2 when the demo
has no robots' practice table) with four players and its director connected."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from fastapi import FastAPI
from starlette.testclient import TestClient

from tests.server.online_table import last, ok
from tests.server.players import Player, four_players

LAWS = 2
"""The demo room's laws-mode table."""

SEED = "laws-room-tests"
"""The deals of the tests' own laws-mode table (fixed: the revoke test needs a trick
transfer)."""


@contextmanager
def laws_table(client: TestClient, app: FastAPI) -> Iterator[dict[str, Player]]:
    """Four players and the director (key ``D``, by the table's director token) at a new
    laws-mode table dealt from :data:`SEED`, greeted."""
    store = app.state.store
    table = store.create_table("Laws tests", seed=SEED, edition="2017L")
    token = store.director_token(table)
    with (
        four_players(client, table) as players,
        client.websocket_connect(f"/ws/{table}/director") as socket,
    ):
        socket.send_json({"t": "hello", "token": token})
        everyone = {**players, "D": Player("D", socket)}
        for player in everyone.values():
            assert player.receive()["t"] in ("state", "director_state")
        yield everyone


def advice(everyone: dict[str, Player]) -> dict[str, Any]:
    """The engine's ruling on the director's console now."""
    found: dict[str, Any] = last(everyone, "D")["advice"]
    assert found.get("laws_mode"), found
    return found


def rule(everyone: dict[str, Player], **frame: Any) -> None:
    """The director sends a ``rule`` frame, accepted."""
    ok(everyone, "D", {"t": "rule", **frame})


def calls(everyone: dict[str, Player], *made: str) -> None:
    """Calls written ``"N 1H"``, each accepted."""
    for item in made:
        seat, call = item.split()
        ok(everyone, seat, {"t": "call", "call": call})


def deal(everyone: dict[str, Player]) -> dict[str, list[str]]:
    """The four hands (from the director's state)."""
    hands: dict[str, list[str]] = last(everyone, "D")["deal"]
    return hands


def answer_all(everyone: dict[str, Player], value: str) -> list[str]:
    """The director answers each judgment question of the ruling ``value``, as they come;
    the keys answered."""
    keys = []
    while questions := advice(everyone)["questions"]:
        key = questions[0]["key"]
        rule(everyone, decision="answer", key=key, value=value)
        keys.append(key)
    return keys
