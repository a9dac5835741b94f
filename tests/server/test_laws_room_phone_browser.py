"""The laws room in real browsers at a phone's width (390 px) and the director's console
on a desktop (1280 px): a card called from dummy in words (Law 46). Screenshots go to
``tests.browser.SHOTS``."""

from __future__ import annotations

from contextlib import ExitStack
from typing import TYPE_CHECKING

from tests.server.laws_room_pages import address, fits, shot, sit, wait_text
from tests.server.test_browser import _at, _type

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

__all__ = ["address"]  # the fixture


def bid_3nt(pages: dict[str, Page]) -> None:
    """1NT by North, 3NT by South; East is to lead."""
    made = (("N", "1n"), ("E", "p"), ("S", "3n"), ("W", "p"), ("N", "p"), ("E", "p"))
    for seq, (seat, call) in enumerate(made, start=1):
        _type(pages[seat], call)
        _at(pages, seq)


def test_declarer_calls_low_from_dummy_on_a_phone(browser: Browser, address: str) -> None:
    with ExitStack() as stack:
        pages = {seat: sit(browser, stack, address, seat) for seat in "NESW"}
        bid_3nt(pages)
        north = pages["N"]
        assert north.locator("#designate-form").is_hidden()  # East leads first
        pages["E"].locator("#hand-bottom button.card").first.click()  # any card: laws mode
        _at(pages, 7)
        form = north.locator("#designate-form")
        form.wait_for()
        shot(north, "law46-declarer-phone")
        assert fits(north), "nothing wider than the phone"
        north.get_by_label("Call a card from dummy in words").fill("low")
        form.get_by_role("button", name="Call it").click()
        _at(pages, 8)
        wait_text(pages["W"], "#qa-list", "Declarer calls “low” from dummy (Law 46)")
        played = pages["W"].locator("#trick span.played").all_inner_texts()
        assert len([card for card in played if card]) == 2  # the lead and dummy's card
        assert north.locator("#designate-form").is_hidden()  # West is to play now
        shot(pages["W"], "law46-phone")
