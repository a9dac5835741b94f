"""Law 69B in the browsers: East and West accept North's claim of the last three tricks,
the table goes on to board 2, West withdraws the agreement from his screen; the director's
console shows the Law, the engine's analysis and the options, and his ruling reaches the
table. Screenshots of the console (``director-69b-*.png``) go to ``tests.browser.SHOTS``."""

from __future__ import annotations

from contextlib import ExitStack
from typing import TYPE_CHECKING

from tests.server.test_browser import _sit, _type
from tests.server.test_browser_online import (
    Table,
    _button,
    _claim_offer,
    _director,
    _play,
    _shots,
    running,
)

if TYPE_CHECKING:
    from playwright.sync_api import Browser

__all__ = ["running"]  # the fixture


def test_a_player_withdraws_his_agreement_and_the_director_rules(
    browser: Browser, running: tuple[str, str], database_url: str | None
) -> None:
    address, token = running
    with ExitStack() as stack:
        pages = {seat: _sit(browser, stack, address, seat) for seat in "NESW"}
        table = Table(pages, _director(browser, stack, address, token), shots=False)
        table.acted(0)
        for seat, call in (("N", "1n"), ("E", "p"), ("S", "3n"), ("W", "p"), ("N", "p")):
            _type(pages[seat], call)
            table.acted()
        _type(pages["E"], "p")
        table.acted()
        _play(table, 40)
        north, east, west = pages["N"], pages["E"], pages["W"]
        _claim_offer(table, north, "3", 3)
        for page, rows in ((east, 1), (west, 2)):
            page.locator("#answer-claim-dialog").wait_for(state="visible")
            _button(page, "Accept")
            table.acted(rows)
        assert not west.locator("#open-withdraw").is_visible()  # 69A: not yet complete
        _button(north, "Next board")
        west.wait_for_function("document.getElementById('table').dataset.seq === '0'")
        _button(west, "Withdraw agreement to a claim…")
        assert (
            "On board 1 your side agreed to North's claim"
            in west.locator("#withdraw-text").inner_text()
        )
        west.locator("#withdraw-dialog").get_by_role("button", name="Call the director").click()
        console = table.director
        console.locator("#advice pre.report").wait_for(state="visible")
        advice = console.locator("#advice").inner_text()
        assert "Law 69B2" in advice and "Board 1" in advice and "careful play" in advice
        assert "withdraws the agreement" in console.locator("#calls").inner_text()
        # the hands shown are those of the board in play, and say so
        assert console.locator("#deal-title").inner_text() == "Cards held · Board 2"
        if database_url is None:
            _shots(console, "director-69b")
        _button(console, "the claim stands (0)")
        west.locator("#qa-list", has_text="the claim stands").wait_for()
        assert "The director rules on board 1 (Law 69B2)" in west.locator("#qa-list").inner_text()
        assert not west.locator("#open-withdraw").is_visible()
