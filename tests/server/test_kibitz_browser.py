"""A kibitzer in a browser: four people play at the demo table (its rule ``delay:2``,
``BRIDGELAW_KIBITZ``), a fifth logs in as a guest and follows "Watch" from the lobby. He
sees the four hands and the auction two actions behind, no bidding box, no table
actions, no chat. Screenshots of his view at 390 px and 1280 px go to
``tests.browser.SHOTS`` (``kibitz-table-*.png``)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from tests.browser import DESKTOP
from tests.server.live import server
from tests.server.test_browser import _at, _sit, _type, on
from tests.server.test_browser_online import _shots

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page


@pytest.fixture
def address(tmp_path: Path, database_url: str | None) -> Iterator[str]:
    """A real server whose tables let kibitzers watch two actions behind."""
    settings = {**on(database_url), "kibitz": "delay:2"}
    with server(tmp_path, settings=settings, demo_seed="screenshots") as running:
        yield running


def _kibitzer(browser: Browser, stack: ExitStack, address: str) -> Page:
    context = browser.new_context(viewport=DESKTOP)
    stack.callback(context.close)
    page = context.new_page()
    page.goto(f"http://{address}/login")
    page.get_by_label("Guest name").fill("Kim")
    page.get_by_role("button", name="Play as a guest").click()
    page.wait_for_url(f"http://{address}/")
    page.get_by_role("link", name="Watch").first.click()
    page.wait_for_url("**/tables/1/kibitz")
    return page


def _play_first_card(pages: dict[str, Page]) -> None:
    for page in pages.values():
        cards = page.locator("button.card")
        if cards.count():
            cards.first.click()
            return
    raise AssertionError("nobody may play a card")


def test_a_kibitzer_watches_from_the_lobby_two_actions_behind(
    browser: Browser, address: str, database_url: str | None
) -> None:
    with ExitStack() as stack:
        pages = {seat: _sit(browser, stack, address, seat) for seat in "NESW"}
        kibitzer = _kibitzer(browser, stack, address)
        seen = {**pages, "K": kibitzer}
        _at(seen, 0)
        for seat, call in (("N", "1n"), ("E", "p"), ("S", "3n"), ("W", "p"), ("N", "p")):
            _type(pages[seat], call)
        _at(seen, 5)
        auction = kibitzer.locator("#auction tbody").inner_text()
        assert auction.split() == ["1NT", "Pass", "3NT"]  # five calls made: two behind
        assert "2 actions behind" in kibitzer.locator("#board-info").inner_text()
        assert kibitzer.locator("#hand-top .card").count() == 13  # North's hand, shown
        assert kibitzer.locator("#bidding-box button").count() == 0
        assert not kibitzer.locator("#open-claim").is_visible()
        assert not kibitzer.locator("#chat-form").is_visible()
        _type(pages["E"], "p")
        _at(seen, 6)
        for count in range(1, 9):
            _play_first_card(pages)
            _at(seen, 6 + count)
        assert kibitzer.locator("#trick .played:not(:empty)").count() == 4 - 2  # 2 behind
        if database_url is None:
            _shots(kibitzer, "kibitz-table")
