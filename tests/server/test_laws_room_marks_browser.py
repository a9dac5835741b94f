"""The cards a ruling binds, marked in the player's hand before he tries one (laws room,
real browsers at 1280 px and 390 px): West leads out of turn, North refuses the lead (a
major penalty card, Law 54D) and then neither requires nor forbids its suit (50D2(b));
East leads that suit, and West's hand marks the penalty card as the card he must play
now and his other cards of the suit as barred (Law 50D1(a)), in words and signs, not the
colour only. Screenshots go to ``tests.browser.SHOTS``."""

from __future__ import annotations

from contextlib import ExitStack
from typing import TYPE_CHECKING

from tests.browser import DESKTOP, PHONE
from tests.server.laws_room_pages import address, director, fits, shot, sit
from tests.server.test_laws_room_phone_browser import bid_3nt, refuse_the_lead

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

__all__ = ["address"]  # the fixture

PLAYED = """(count) => [...document.querySelectorAll('#trick span.played')]
  .filter((spot) => spot.textContent).length === count"""
"""The trick on a page shows ``count`` cards."""


def _held(page: Page) -> list[str]:
    found: list[str] = page.locator("#hand-bottom button.card").evaluate_all(
        "(buttons) => buttons.map((b) => b.dataset.card)"
    )
    return found


def test_a_major_penalty_card_is_marked_as_the_card_to_play(browser: Browser, address: str) -> None:
    with ExitStack() as stack:
        console = director(browser, stack, address)
        pages = {seat: sit(browser, stack, address, seat, DESKTOP) for seat in "NS"}
        pages["E"] = sit(browser, stack, address, "E", PHONE)
        pages["W"] = sit(browser, stack, address, "W", DESKTOP)
        bid_3nt(pages)
        west, east, north = pages["W"], pages["E"], pages["N"]
        east_held, west_held = _held(east), _held(west)
        suit = next(
            s
            for s in "SHDC"
            if any(c[0] == s for c in east_held) and sum(c[0] == s for c in west_held) >= 2
        )
        led = next(c for c in west_held if c[0] == suit)
        refuse_the_lead(pages, console, led, "none")  # it stays a penalty card (50D2(b))
        east.wait_for_function("!document.querySelector('#hand-bottom button.card.mark-barred')")
        assert east.locator("#hand-bottom .mark-sign").count() == 0  # nothing binds East
        east.locator(f"#hand-bottom button.card[data-card^={suit}]").first.click()
        north.wait_for_function(PLAYED, arg=1)  # East's lead
        dummy = north.locator(f"#hand-top button.card[data-card^={suit}]")
        (dummy.first if dummy.count() else north.locator("#hand-top button.card").first).click()
        must = west.locator("#hand-bottom button.card.mark-must")
        must.wait_for()
        assert must.get_attribute("data-card") == led
        assert (must.get_attribute("aria-label") or "").endswith("must be played now (Law 50D1(a))")
        assert must.locator(".mark-sign").inner_text() == "!"
        barred = west.locator("#hand-bottom button.card.mark-barred")
        others = sorted(c for c in west_held if c[0] == suit and c != led)
        assert sorted(barred.evaluate_all("(bs) => bs.map((b) => b.dataset.card)")) == others
        note = west.locator(".hand-marks").inner_text()
        assert "must be played now (Law 50D1(a))" in note
        assert "may not be played now (Law 50D1(a))" in note
        shot(west, "penalty-card-marked-1280")
        west.set_viewport_size(PHONE)
        shot(west, "penalty-card-marked-390")
        assert fits(west)
        must.click()  # the penalty card is played: no mark is left
        west.wait_for_function("!document.querySelector('#hand-bottom .mark-sign')")
