"""A pairs event's end of round (Law 8B1) and movement in the players' languages (stop 22:
the table's refusal of another board after the director ended the round, and the lobby's
name of the event's movement, were English on every page): the refusal is a message of
the catalogues, told to a seat's page in that page's language and to the API in English;
the lobby names the movement in its language."""

from __future__ import annotations

from contextlib import ExitStack
from pathlib import Path
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any, cast

import pytest
from fastapi import FastAPI
from starlette.testclient import TestClient

from bridgelaw.core.seats import Seat
from bridgelaw.server.i18n import translations
from bridgelaw.server.pairs_words import boards_said, translated
from bridgelaw.server.store import Denied
from bridgelaw.server.ws import _error
from tests.browser import SHOTS
from tests.server.live import server
from tests.server.test_pairs import director, events_app, round_ended_early
from tests.server.test_pairs_browser import director_page

if TYPE_CHECKING:
    from playwright.sync_api import Browser

__all__ = ["events_app"]  # the fixture


def _page(lang: str | None, accept: str = "") -> Any:
    """A seat's connection as :func:`_error` reads it: its cookies and headers."""
    cookies = {} if lang is None else {"lang": lang}
    return cast(Any, SimpleNamespace(cookies=cookies, headers={"accept-language": accept}))


@pytest.mark.law("8B1")
def test_the_refusal_of_another_board_after_the_round_is_said_in_the_pages_language(
    events_app: FastAPI,
) -> None:
    with TestClient(events_app) as client:
        _, tables = round_ended_early(client, events_app, "Piatok")
        with pytest.raises(Denied) as refused:
            events_app.state.game.act(tables[0], Seat.NORTH, {"t": "next"})
    denied = refused.value
    assert denied.law == "8B1" and denied.code == "round"
    assert str(denied.message).startswith("round 1 of Piatok is over: play no other board")
    slovak = _error(denied, _page("sk"))
    assert slovak["message"].startswith("1. kolo turnaja Piatok sa skončilo"), slovak
    assert slovak["law"] == "8B1" and slovak["t"] == "error"
    russian = _error(denied, _page(None, "ru-RU,ru;q=0.9"))  # no cookie: the browser's
    assert russian["message"].startswith("раунд 1 турнира Piatok окончен"), russian
    assert _error(denied, _page("en"))["message"] == denied.message  # English as it was


def test_a_tables_boards_are_said_in_each_language() -> None:
    croatian = translations("hr").gettext
    assert translated(boards_said((1, 2, 3)), croatian) == "deljenja 1-3"
    assert translated(boards_said((7,)), croatian) == "board 7"
    assert translated(boards_said((1, 5)), translations("pl").gettext) == "rozdania 1, 5"
    assert boards_said((4, 5, 6)) == "boards 4-6"  # the English as describe_boards says it


def test_the_lobby_names_a_pairs_events_movement_in_its_language(events_app: FastAPI) -> None:
    spec = {"family": "mitchell", "tables": 3, "boards_per_round": 1}
    with TestClient(events_app) as client:
        director(client)
        client.post("/api/pairs", json={"name": "Piatok", **spec})
        slovak = client.get("/?lang=sk").text
        assert "Mitchell, stoly: 3, kolá: 3 (priamy)" in slovak
        assert "3 tables" not in slovak
        english = client.get("/?lang=en").text
        assert "Mitchell, 3 tables, 3 rounds (straight)" in english


def test_the_lobby_in_slovak_in_a_browser(browser: Browser, tmp_path: Path) -> None:
    with server(tmp_path, demo="false", robot="random") as address, ExitStack() as stack:
        base = f"http://{address}"
        tessa = director_page(browser, stack, base)
        spec = {"name": "Piatok", "family": "mitchell", "tables": 3, "boards_per_round": 1}
        assert tessa.request.post(f"{base}/api/pairs", data=spec).ok
        tessa.goto(f"{base}/?lang=sk")
        events = tessa.locator("#pair-events").inner_text()
        assert "Mitchell, stoly: 3, kolá: 3 (priamy)" in events, events
        assert "tables" not in events and "rounds" not in events
        SHOTS.mkdir(parents=True, exist_ok=True)
        tessa.screenshot(path=str(SHOTS / "lobby-pairs-sk.png"), full_page=True)
