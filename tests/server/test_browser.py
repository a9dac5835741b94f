"""Four people at four browser contexts (headless Chromium) play a whole board on a real
server: each logs in as a guest and takes a seat in the lobby, the auction typed on the
keyboard (one call alerted with the bidding box), the cards half clicked and half typed,
each call and card announced in the ARIA live region. Screenshots of the table at 390 px
and 1280 px go to ``tests.browser.SHOTS`` (``docs/screenshots/`` under ``make screenshots``;
the demo table has a fixed seed, so they show the same board)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from tests.browser import DESKTOP, PHONE, SHOTS
from tests.server.live import free_port, server

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

SEATS = {"N": "north", "E": "east", "S": "south", "W": "west"}
NAMES = {"N": "Nora", "E": "Emil", "S": "Sofia", "W": "Wim"}


def on(database_url: str | None) -> dict[str, str]:
    """The server's settings for the test's database: SQLite in its data folder (``None``)
    or the PostgreSQL database at ``database_url`` (the ``database_url`` fixture runs each
    browser test on both)."""
    return {} if database_url is None else {"database_url": database_url}


@pytest.fixture
def address(tmp_path: Path, database_url: str | None) -> Iterator[str]:
    """A real server with the demo table on a fixed seed, on SQLite or PostgreSQL."""
    with server(tmp_path, settings=on(database_url), demo_seed="screenshots") as running:
        yield running


def _sit(browser: Browser, stack: ExitStack, address: str, seat: str) -> Page:
    context = browser.new_context(viewport=DESKTOP)
    stack.callback(context.close)
    page = context.new_page()
    page.goto(f"http://{address}/login")
    page.get_by_label("Guest name").fill(NAMES[seat])
    page.get_by_role("button", name="Play as a guest").click()
    page.wait_for_url(f"http://{address}/")
    page.get_by_role("button", name=f"Sit {SEATS[seat]}").first.click()
    page.wait_for_url(f"**/tables/1/{seat}")
    return page


def _at(pages: dict[str, Page], seq: int) -> None:
    for page in pages.values():
        page.wait_for_function(f"document.getElementById('table').dataset.seq === '{seq}'")


def _type(page: Page, text: str) -> None:
    field = page.locator("#command-input")
    field.focus()
    field.fill(text)
    field.press("Enter")


def test_four_browsers_play_a_whole_board(
    browser: Browser, address: str, database_url: str | None
) -> None:
    with ExitStack() as stack:
        pages = {seat: _sit(browser, stack, address, seat) for seat in SEATS}
        _at(pages, 0)
        north = pages["N"]
        assert north.locator("#hand-bottom button.card").count() == 0
        assert north.locator("#bidding-box button.bid:enabled").count() == 36  # 35 bids, pass
        north.locator("#alert").check()
        north.locator("#explanation").fill("15-17 balanced")
        north.get_by_role("button", name="1 no trump").click()
        _at(pages, 1)
        assert "North 1 no trump" in pages["S"].locator("#announce").inner_text()
        alerted = pages["E"].locator("#auction td.alerted")
        assert alerted.get_attribute("title") == "15-17 balanced"
        assert pages["S"].locator("#auction td.alerted").count() == 0  # partner sees no alert
        for seq, (seat, call) in enumerate(
            [("E", "p"), ("S", "3n"), ("W", "x"), ("N", "p"), ("E", "p"), ("S", "p")], start=1
        ):
            _type(pages[seat], call)
            _at(pages, seq + 1)
        assert "3NTX by North" in north.locator("#board-info").inner_text()
        _play(pages, shots=database_url is None)  # the screenshots once, from SQLite
        result = north.locator("#result").inner_text()
        assert result.startswith("3NTX by North") and "North-South" in result
        assert "13 cards" not in pages["E"].locator("#hand-top").inner_text()


def _play(pages: dict[str, Page], *, shots: bool) -> None:
    for played in range(52):
        seq = 7 + played
        acting = [p for p in pages.values() if p.locator("button.card").count() > 0]
        assert len(acting) == 1, f"card {played + 1}: {len(acting)} pages may play"
        page = acting[0]
        button = page.locator("button.card").first
        card = button.get_attribute("data-card") or ""
        if played % 2:
            button.click()
        else:
            _type(page, card.lower())
        _at(pages, seq + 1)
        if played == 0:
            assert "plays the" in pages["N"].locator("#announce").inner_text()
            _dummy_shown(pages)
        if played == 5 and shots:
            _screenshots(pages["N"])


def _dummy_shown(pages: dict[str, Page]) -> None:
    """After the opening lead, every seat sees dummy (South), none sees another hand."""
    for seat, page in pages.items():
        cards = page.locator("button.card, span.card")
        assert cards.count() in (25, 26, 12, 13), seat
        south = page.locator("#hand-bottom" if seat == "S" else "section.hand", has_text="dummy")
        assert south.count() == 1


def _screenshots(page: Page) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    for name, size in (("1280", DESKTOP), ("390", PHONE)):
        page.set_viewport_size(size)
        page.screenshot(path=str(SHOTS / f"table-{name}.png"), full_page=True)
        assert (SHOTS / f"table-{name}.png").stat().st_size > 10_000
    page.set_viewport_size(DESKTOP)


def test_a_browser_reconnects_by_itself_after_kill_9(
    browser: Browser, tmp_path: Path, database_url: str | None
) -> None:
    port = free_port()
    with ExitStack() as stack:
        with server(tmp_path, port, on(database_url)) as address:
            page = _sit(browser, stack, address, "N")
            page.wait_for_function("document.getElementById('table').dataset.seq === '0'")
            _type(page, "1c")
            page.wait_for_function("document.getElementById('table').dataset.seq === '1'")
        page.wait_for_function(
            "document.getElementById('board-info').textContent.includes('reconnecting')"
        )
        with server(tmp_path, port, on(database_url)):
            page.wait_for_function(
                "document.getElementById('board-info').textContent.startsWith('Board 1')",
                timeout=20_000,
            )
            assert page.locator("#auction td", has_text="1♣").count() == 1
            assert page.locator("#hand-bottom .card").count() == 13
