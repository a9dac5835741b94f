"""The laws-mode table in five browsers on a real server: East bids insufficiently, South
calls the director, the director (the account with the director role, no token) sees the
engine's ruling with its Law on his console and puts the options to South, South declines
from his screen, East replaces his bid by a pass, the director answers the judgment
questions and applies Law 27B2, and West's forced pass is shown at the table."""

from __future__ import annotations

from contextlib import ExitStack
from typing import TYPE_CHECKING

from tests.browser import DESKTOP
from tests.server.laws_room_pages import address, answer_every_question, sit
from tests.server.laws_room_pages import director as console
from tests.server.laws_room_pages import wait_text as _text
from tests.server.test_browser import _type

if TYPE_CHECKING:
    from playwright.sync_api import Browser

__all__ = ["address"]  # the fixture


def test_an_insufficient_bid_ruled_from_the_directors_console(
    browser: Browser, address: str
) -> None:
    with ExitStack() as stack:
        director = console(browser, stack, address)
        pages = {seat: sit(browser, stack, address, seat, DESKTOP) for seat in "NESW"}
        north, east, south, west = (pages[s] for s in "NESW")
        _type(north, "1h")
        _text(east, "#auction td", "1♥")
        assert east.locator("#bidding-box button.bid:enabled").count() == 38  # any call
        assert north.locator("#open-undo").is_hidden()  # no undo by consent here (Law 10A)
        east.get_by_role("button", name="1 diamond").click()  # insufficient
        _text(south, "#laws-irregularity", "insufficient")
        south.get_by_role("button", name="Call the director…").click()
        south.get_by_role("button", name="Call the director", exact=True).click()
        _text(director, "#advice h2", "Law 27A1")
        director.get_by_role("button", name="Ask South to choose").click()
        south.locator("#laws-choice button[data-option=decline]").click()
        _text(director, "#rows", "South's choice")
        assert director.locator("#rows li", has_text="South's choice").count() == 1  # once
        _type(east, "p")  # the replacement
        answer_every_question(director, "no")  # not comparable, not the same denomination
        _text(director, "#advice h2", "Law 27B2")
        director.locator("#advice button.option").first.click()
        _text(west, "#laws-faced", "must pass whenever it is his turn to call")
        assert "Law 27B2" in west.locator("#qa-list").inner_text()
        assert west.locator("#qa-list li", has_text="27B2").count() == 1  # the ruling once
        _type(south, "2h")
        _text(west, "#auction td", "2♥")
        assert "Pass" in (west.locator("#bidding-box").inner_text())
        assert south.locator("#hand-left button.card").count() == 0  # no other hand is shown
