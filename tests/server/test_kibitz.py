"""Kibitzers (``/ws/{table}/kibitz``, :mod:`bridgelaw.server.kibitz`): a kibitzer never
acts; the table's rule decides when he sees a board (``after``: once every table of the
room has finished it; ``delay:N``: N actions behind, not for a player of the room;
``off``: nobody watches). The privacy of every message over whole boards is checked in
tests/server/test_online_privacy.py."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi import FastAPI
from starlette.testclient import TestClient

from bridgelaw.server.app import create_app
from bridgelaw.server.game import Game
from bridgelaw.server.kibitz import WATCHES, KibitzRule
from bridgelaw.server.settings import Settings
from tests.server.online_table import bid_to_3nt, ok, play_cards, seated_with_director, watching
from tests.server.players import act, csrf, four_players, log_in_as_guest
from tests.server.test_play import _seen


def _refused_connection(client: TestClient, table: int = 1) -> dict[str, Any]:
    with client.websocket_connect(f"/ws/{table}/kibitz") as socket:
        answer: dict[str, Any] = socket.receive_json()
    assert answer["t"] == "error", answer
    return answer


def test_a_kibitzer_cannot_act_ask_or_chat(
    app: FastAPI, client: TestClient, settings: Settings
) -> None:
    with (
        seated_with_director(client, settings.data_dir) as everyone,
        watching(client, everyone) as kibitzer,
    ):
        for frame in (
            {"t": "call", "call": "1NT"},
            {"t": "chat", "text": "hello"},
            {"t": "director", "reason": "look"},
            {"t": "question", "about": 0, "text": "?"},
            {"t": "next"},
        ):
            kibitzer.socket.send_json(frame)
            answer = kibitzer.receive()
            assert answer["t"] == "error" and answer["code"] == "kibitz", answer
        kibitzer.socket.send_json({"t": "ping"})
        assert kibitzer.receive()["t"] == "pong"
        assert app.state.game.live(1).seq == 0  # nothing reached the table
        ok(everyone, "N", {"t": "call", "call": "1NT"})
        assert kibitzer.state()["phase"] == "hidden"  # he was sent the change


def test_off_refuses_kibitzers_and_a_kibitzer_must_log_in(app: FastAPI, client: TestClient) -> None:
    assert _refused_connection(client)["code"] == "session"
    log_in_as_guest(client, "Watcher")
    app.state.game.set_kibitz(1, "off")
    assert _refused_connection(client)["code"] == "kibitz"
    assert client.get("/tables/1/kibitz").status_code == 403
    assert "/tables/1/kibitz" not in client.get("/").text


def test_delay_refuses_a_player_of_the_room(app: FastAPI, client: TestClient) -> None:
    game: Game = app.state.game
    game.set_kibitz(1, "delay:2")
    with four_players(client):
        answer = _refused_connection(client)
        assert answer["code"] == "kibitz" and "you play these boards" in answer["message"]


def test_after_shows_a_board_once_every_table_of_the_room_has_finished_it(
    app: FastAPI, client: TestClient, settings: Settings
) -> None:
    with seated_with_director(client, settings.data_dir) as everyone:
        opened = client.post("/api/tables", json={"name": "Two", "same_boards_as": 1})
        assert opened.status_code == 200, opened.text
        other = opened.json()["table"]
        with watching(client, everyone) as kibitzer:
            bid_to_3nt(everyone)
            play_cards(everyone, 52)
            assert everyone["N"].state()["phase"] == "ended"
            end = kibitzer.state()
            assert end["phase"] == "hidden" and not _seen(end)  # table Two has not played it
            with four_players(client, other) as players:
                for seat in "NESW":  # board 1 passed out at table Two
                    act(players, seat, {"t": "call", "call": "Pass"})
            shown = kibitzer.receive()  # the end of the board at Two is published to One
            assert shown["phase"] == "ended" and shown["contract"] == "3NT"
            assert [row["table"] for row in shown["traveller"]] == ["Demo table", "Two"]
            assert len(shown["auction"]) == 6


def test_delay_shows_the_table_some_actions_behind(
    app: FastAPI, client: TestClient, settings: Settings
) -> None:
    game: Game = app.state.game
    game.set_kibitz(1, "delay:3")
    with (
        seated_with_director(client, settings.data_dir) as everyone,
        watching(client, everyone) as kibitzer,
    ):
        first = kibitzer.state()
        assert first["phase"] == "auction" and len(_seen(first)) == 52  # the four hands
        assert first["kibitz"] == {"mode": "delay", "delay": 3}
        bid_to_3nt(everyone)
        assert [c["call"] for c in kibitzer.state()["auction"]] == ["1NT", "Pass", "3NT"]
        play_cards(everyone, 4)
        state = kibitzer.state()
        assert state["phase"] == "play" and len(state["trick"]) == 1  # 3 cards behind
        assert len(everyone["N"].state()["trick"]) == 0  # the table has finished trick 1
        play_cards(everyone, 48)
        assert kibitzer.state()["phase"] == "ended"  # the board is over: all of it


def test_the_lobby_offers_to_watch_and_the_page_is_a_kibitzers(
    client: TestClient,
) -> None:
    assert client.get("/tables/1/kibitz", follow_redirects=False).status_code == 303
    log_in_as_guest(client, "Watcher")
    assert 'href="/tables/1/kibitz"' in client.get("/").text
    page = client.get("/tables/1/kibitz")
    assert page.status_code == 200 and 'data-kibitz="1"' in page.text


def test_a_table_is_opened_with_its_kibitz_rule(app: FastAPI, client: TestClient) -> None:
    log_in_as_guest(client, "Opener")
    opened = client.post("/api/tables", json={"name": "Quiet", "kibitz": "delay:5"})
    assert opened.status_code == 200, opened.text
    assert app.state.game.live(opened.json()["table"]).kibitz == "delay:5"
    bad = client.post("/api/tables", json={"name": "Bad", "kibitz": "always"})
    assert bad.status_code == 422 and "after, delay:N, off" in bad.text


@pytest.mark.parametrize("text", ["sometimes", "delay", "delay:0", "delay:x", "after:3"])
def test_a_rule_is_after_off_or_delay_n(text: str) -> None:
    with pytest.raises(ValueError, match="kibitz"):
        KibitzRule.parse(text)
    assert str(KibitzRule.parse("DELAY:7")) == "delay:7"


def test_who_watched_under_delay_may_not_then_sit_in_the_room(
    app: FastAPI, client: TestClient, settings: Settings
) -> None:
    """He may have seen the room's boards (the regulations file, section 7; Law 16D): a
    seat at either table of the room is refused with the reason, one of another room is
    not, and a restarted server still knows who watched (his watch is in the log)."""
    game: Game = app.state.game
    log_in_as_guest(client, "Watcher")
    same = client.post("/api/tables", json={"name": "Two", "same_boards_as": 1}).json()["table"]
    other = client.post("/api/tables", json={"name": "New boards"}).json()["table"]
    game.set_kibitz(1, "delay:2")  # the director's, once the room is made
    assert client.get("/tables/1/kibitz").status_code == 200
    for table in (1, same):
        refused = client.post(f"/api/tables/{table}/seats/N", json={})
        assert refused.status_code == 409, refused.text
        detail = refused.json()["detail"]
        assert "you have watched this room's boards" in detail and "Law 16D" in detail
    form = client.post(f"/tables/{same}/sit", data={"seat": "E", "csrf": csrf(client)})
    assert form.status_code == 409 and "you may not then play them" in form.text
    assert client.post(f"/api/tables/{other}/seats/N", json={}).status_code == 200
    with TestClient(create_app(settings)) as restarted:
        restarted.cookies = client.cookies
        again = restarted.post(f"/api/tables/{same}/seats/S", json={})
        assert again.status_code == 409 and "watched" in again.text


def test_a_player_of_the_room_is_refused_the_kibitzers_page_under_delay(
    app: FastAPI, client: TestClient
) -> None:
    app.state.game.set_kibitz(1, "delay:2")
    log_in_as_guest(client, "Player")
    assert client.post("/api/tables/1/seats/W", json={}).status_code == 200
    page = client.get("/tables/1/kibitz")
    assert page.status_code == 403 and "you play these boards" in page.text


def test_who_watched_by_websocket_alone_is_kept_as_one_who_opened_the_page(
    app: FastAPI, client: TestClient, settings: Settings
) -> None:
    """A kibitzer who connects to ``/ws/{table}/kibitz`` without opening the page has
    watched all the same: his watch is kept (once), and a seat of the room is refused
    him as it is to one who opened the page (Law 16D)."""
    game: Game = app.state.game
    game.set_kibitz(1, "delay:2")
    log_in_as_guest(client, "Socket")
    with client.websocket_connect("/ws/1/kibitz") as socket:
        assert socket.receive_json()["t"] == "state"
    with client.websocket_connect("/ws/1/kibitz") as socket:  # again: kept once
        assert socket.receive_json()["t"] == "state"
    watched = [row for row in app.state.store.events(1, WATCHES) if row["kind"] == "watched"]
    assert len(watched) == 1 and watched[0]["board"] == 1
    refused = client.post("/api/tables/1/seats/N", json={})
    assert refused.status_code == 409 and "you have watched this room's boards" in refused.text
