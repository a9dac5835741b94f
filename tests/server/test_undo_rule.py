"""Undo by the opponents' consent is a room's choice (:mod:`bridgelaw.server.undo_rule`):
at a table whose room allows none (``BRIDGELAW_UNDO=laws``, a pairs event's tables, or a
table opened with ``undo: "laws"``) a misclick is refused with the Law that governs it
(25A for a call, 47 for a card) and the page offers no Undo; the director still replaces
an unintended call (Law 25A). A copy of a table takes its room's rule."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from fastapi import FastAPI
from starlette.testclient import TestClient

from bridgelaw.server.app import create_app
from bridgelaw.server.settings import Settings
from tests.browser import SHOTS
from tests.server.live import server
from tests.server.online_table import bid_to_3nt, last, ok, play_cards, seated_with_director, send
from tests.server.players import log_in_as_guest
from tests.server.test_browser import _sit
from tests.server.test_pairs import pairs_app
from tests.server.test_pairs_people import log_in

if TYPE_CHECKING:
    from playwright.sync_api import Browser


@pytest.fixture
def strict(settings: Settings) -> Iterator[FastAPI]:
    """The server with the demo room's undo rule ``laws``."""
    application = create_app(settings.model_copy(update={"undo": "laws"}))
    yield application
    application.state.store.engine.dispose()


@pytest.mark.law("25A")
@pytest.mark.law("47")
def test_a_room_that_allows_no_undo_refuses_it_with_the_law(
    strict: FastAPI, settings: Settings
) -> None:
    with TestClient(strict) as client, seated_with_director(client, settings.data_dir) as everyone:
        assert last(everyone, "N")["undo_rule"] == "laws"  # the page hides its Undo
        ok(everyone, "N", {"t": "call", "call": "1C"})
        answer = send(everyone, "N", {"t": "undo", "reason": "misclick"})
        assert answer["t"] == "error" and answer["code"] == "undo", answer
        assert answer["law"] == "25A" and "no undo by the opponents' consent" in answer["message"]
        assert "call the director" in answer["message"]
        ok(everyone, "N", {"t": "director", "reason": "I pulled the wrong card from the box"})
        ok(everyone, "D", {"t": "rule", "decision": "undo", "text": "unintended (Law 25A)"})
        assert last(everyone, "E")["auction"] == []  # the director replaced it
        bid_to_3nt(everyone)
        play_cards(everyone, 1)
        answer = send(everyone, "E", {"t": "undo"})
        assert answer["t"] == "error" and answer["law"] == "47", answer


def test_a_pairs_events_tables_allow_no_undo_by_consent(settings: Settings) -> None:
    app = pairs_app(settings)
    with TestClient(app) as client:
        log_in(client, "Tessa", register=True)
        spec = {"name": "Cup", "family": "mitchell", "tables": 3, "boards_per_round": 1}
        event_id = client.post("/api/pairs", json=spec).json()["event"]
        assert client.post(f"/api/pairs/{event_id}/start", json={}).is_success
        event = app.state.pairs.event(event_id)
        store = app.state.store
        assert {store.table(t)[0].undo for t in event.tables.values()} == {"laws"}
        assert store.table(1)[0].undo == "consent"  # the demo room's, the server's default
    app.state.store.engine.dispose()


def test_a_table_opened_says_its_rule_and_a_copy_takes_its_rooms(
    app: FastAPI, client: TestClient
) -> None:
    log_in_as_guest(client, "Ann")
    opened = client.post(
        "/api/tables", json={"name": "Strict", "undo": "laws", "share_boards": True}
    )
    strict = opened.json()["table"]
    copy = client.post("/api/tables", json={"name": "Its copy", "same_boards_as": strict})
    assert copy.status_code == 200, copy.text
    assert app.state.store.table(copy.json()["table"])[0].undo == "laws"
    other = client.post(
        "/api/tables", json={"name": "Lax", "same_boards_as": strict, "undo": "consent"}
    )
    assert other.status_code == 409 and "one undo rule" in other.json()["message"], other.text
    wrong = client.post("/api/tables", json={"name": "?", "undo": "sometimes"})
    assert wrong.status_code == 422 and "undo is 'consent' or 'laws'" in wrong.text


def test_the_table_page_offers_no_undo_where_the_room_allows_none(
    browser: Browser, tmp_path: Path
) -> None:
    """In a browser: the Undo button is shown at a table of a room that allows undo by
    consent, hidden at one that allows none (its player calls the director)."""
    for rule, shown in (("consent", True), ("laws", False)):
        with server(tmp_path / rule, undo=rule) as address, ExitStack() as stack:
            page = _sit(browser, stack, address, "N")
            page.wait_for_function("document.getElementById('table').dataset.seq === '0'")
            assert page.locator("#open-undo").is_visible() is shown, rule
            assert page.locator("#open-director").is_visible()
            if not shown:
                page.screenshot(path=str(SHOTS / "table-no-undo-1280.png"))
