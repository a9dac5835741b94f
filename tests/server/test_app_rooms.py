"""A table opened with ``same_boards_as`` joins the other table's room
(:mod:`bridgelaw.server.rooms`) only where no player can see a board before he plays it
(the regulations file, section 7; Law 16D): a player's own table is copied only by him,
the director, or anyone when he shares its boards; a copy takes the room's rule for
kibitzers, and a room whose kibitzers see the hands is not copied; a player plays a
room's boards at one of its tables only, after a restart too."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi import FastAPI
from starlette.testclient import TestClient

from bridgelaw.server.app import create_app
from bridgelaw.server.settings import Settings
from tests.server.players import log_in_as_guest
from tests.server.test_pairs_people import log_in, use

pytestmark = pytest.mark.law("16D")


def _open(client: TestClient, name: str, **options: Any) -> Any:
    return client.post("/api/tables", json={"name": name, **options})


def _refused(answer: Any, status: int, code: str, words: str) -> None:
    assert answer.status_code == status, answer.text
    body = answer.json()
    assert body["code"] == code and body["law"] == "16D" and words in body["message"], body


def test_a_players_table_is_copied_by_him_the_director_or_when_he_shares_it(
    client: TestClient,
) -> None:
    dora = log_in(client, "Dora", register=True)  # the first account: the director
    log_in(client, "Ann")
    own = _open(client, "Ann's").json()["table"]
    shared = _open(client, "Ann's to share", share_boards=True).json()["table"]
    assert _open(client, "Ann's second", same_boards_as=own).status_code == 200
    log_in(client, "Bob")
    copy = _open(client, "Bob's copy", same_boards_as=own)
    _refused(copy, 403, "private", f"table {own} is its player's own")
    assert _open(client, "Bob's", same_boards_as=shared).status_code == 200
    assert _open(client, "Bob's of the club's", same_boards_as=1).status_code == 200
    use(client, dora)
    assert _open(client, "A match", same_boards_as=own).status_code == 200


def test_a_copy_takes_the_rooms_rule_for_kibitzers(app: FastAPI, client: TestClient) -> None:
    log_in_as_guest(client, "Ann")
    quiet = _open(client, "Quiet", kibitz="off", share_boards=True).json()["table"]
    copy = _open(client, "Its copy", same_boards_as=quiet).json()["table"]
    assert app.state.game.live(copy).kibitz == "off"  # not the server's "after"
    sooner = _open(client, "Shown", same_boards_as=quiet, kibitz="after")
    _refused(sooner, 409, "room", "one rule for kibitzers")
    assert _open(client, "None", same_boards_as=1, kibitz="off").status_code == 200
    app.state.game.set_kibitz(1, "delay:2")
    _refused(_open(client, "Seen", same_boards_as=1), 409, "room", "see its hands")


def test_a_player_plays_a_rooms_boards_at_one_of_its_tables(
    settings: Settings, client: TestClient
) -> None:
    ann = log_in(client, "Ann")
    assert client.post("/api/tables/1/seats/N", json={}).status_code == 200
    copy = _open(client, "Two", same_boards_as=1).json()["table"]
    other = _open(client, "New boards").json()["table"]
    _refused(client.post(f"/api/tables/{copy}/seats/E", json={}), 409, "room", "at table 1")
    assert client.post("/api/tables/1/seats/N", json={}).status_code == 200  # her own again
    assert client.post(f"/api/tables/{other}/seats/N", json={}).status_code == 200
    log_in(client, "Bob")
    assert client.post(f"/api/tables/{copy}/seats/S", json={}).status_code == 200
    form = client.post("/tables/1/sit", data={"seat": "E", "csrf": _csrf(client)})
    assert form.status_code == 409 and f"at table {copy}" in form.text
    with TestClient(create_app(settings)) as restarted:  # kept in the tables' logs
        use(restarted, ann)
        again = restarted.post(f"/api/tables/{copy}/seats/W", json={})
        _refused(again, 409, "room", "at table 1")


def _csrf(client: TestClient) -> str:
    token: str = client.get("/api/me").json()["csrf"]
    return token


def test_the_rooms_rule_for_kibitzers_is_changed_at_every_table_of_it(
    app: FastAPI, client: TestClient
) -> None:
    """A room has one rule for kibitzers: changed through any of its tables, every table
    of the room takes it (in memory and in the database), a table of another room not."""
    log_in_as_guest(client, "Ann")
    copy = _open(client, "Two", same_boards_as=1).json()["table"]
    other = _open(client, "New boards").json()["table"]
    game = app.state.game
    assert game.live(1).kibitz == "after"  # held in memory before the change
    game.set_kibitz(copy, "delay:2")
    rules = {table.id: table.kibitz for table in app.state.store.tables()}
    assert rules[1] == rules[copy] == "delay:2"
    assert {rules[t] for t in rules if t not in (1, copy)} == {"after"}  # the laws table too
    assert other in rules
    assert game.live(1).kibitz == game.live(copy).kibitz == "delay:2"
    _refused(_open(client, "Seen", same_boards_as=1), 409, "room", "see its hands")
