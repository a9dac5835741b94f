"""The table in Finnish in a browser: the auction's rows (Passi, 1SA), the board line
(Jako, Jakaja, the contract and its declarer), the dialogs, the live region's words, the
buttons' labels and the status line when play stops are in the page's language, as the
script draws them from the words the server puts in the page (``server/i18n.py``). A
screenshot (``table-fi-*.png``) goes to ``tests.browser.SHOTS``."""

from __future__ import annotations

import json
import re
from contextlib import ExitStack
from typing import TYPE_CHECKING

from bridgelaw.server.i18n import js_catalog, script_messages
from tests.server.test_browser import _at, _sit, _type, address
from tests.server.test_browser_online import _shots

if TYPE_CHECKING:
    from playwright.sync_api import Browser

__all__ = ["address"]  # the fixture


def test_the_scripts_messages_reach_the_page_translated() -> None:
    messages = {message for _, message, _, _ in script_messages()}
    assert {"Passed out.", "Play stops: %(reason)s.", "%(contract)s by %(seat)s"} <= messages
    words = js_catalog("fi")
    assert words["Passed out."] == "Jako passattiin läpi."
    assert words["strain letters\x04NT"] == "SA"
    assert js_catalog("en")["Your turn."] == "Your turn."


def test_a_finnish_table_shows_the_auction_and_status_in_finnish(
    browser: Browser, address: str, database_url: str | None
) -> None:
    with ExitStack() as stack:
        pages = {seat: _sit(browser, stack, address, seat) for seat in "NESW"}
        south = pages["S"]
        south.goto(f"http://{address}/tables/1/S?lang=fi")
        _at(pages, 0)
        info = south.locator("#board-info").inner_text()
        assert info.startswith("Jako 1 · Jakaja Pohjoinen"), info
        for seat, call in (("N", "1n"), ("E", "p"), ("S", "3n"), ("W", "p"), ("N", "p")):
            _type(pages[seat], call)
        _type(pages["E"], "p")
        _at(pages, 6)
        auction = south.locator("#auction tbody").inner_text()
        assert auction.replace("?", " ").replace("✎", " ").split() == [  # less the buttons
            "1SA", "Passi", "3SA", "Passi", "Passi", "Passi",
        ]  # fmt: skip
        assert "3SA, pelinviejä Pohjoinen" in south.locator("#board-info").inner_text()
        assert "Itä passaa." in south.locator("#announce").inner_text()  # the live region
        ask = south.get_by_role("button", name="Kysy pelaajalta Itä tarjouksesta passi")
        assert ask.count() == 2  # East's two passes, asked about in Finnish
        assert south.locator("#tricks-won").inner_text() == "Tikit: Pohjoinen-Etelä 0, Itä-Länsi 0"
        south.get_by_role("button", name="Kutsu kilpailunjohtaja…").click()
        dialog = south.locator("#director-dialog")
        assert "Miksi (vain kilpailunjohtaja lukee)" in dialog.inner_text()
        dialog.get_by_role("button", name="Peruuta").click()  # dummy: West calls him
        west = pages["W"]
        west.get_by_role("button", name="Call the director…").click()
        west.locator("#director-dialog").get_by_role("button", name="Call the director").click()
        _at(pages, 7)
        assert south.locator("#status").inner_text() == (
            "Peli on keskeytetty: kilpailunjohtaja on kutsuttu: odota ratkaisua."
        )
        assert "Länsi kutsuu kilpailunjohtajan" in south.locator("#qa-list").inner_text()
        words = re.search(r'id="words">(.*?)</script>', south.content())
        assert words is not None and json.loads(words[1])["Your turn."] == "Sinun vuorosi."
        if database_url is None:
            _shots(south, "table-fi")
