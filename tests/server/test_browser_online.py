"""Four people at four browser contexts and the director at a fifth play a whole board on
a real server, through the dialogs of online play: an alert with its explanation (seen
by the opponents, not by partner), a question answered by the caller, a misclick undone
with both opponents' consent, a director call answered from the director's console, and
a claim accepted by both opponents, which ends the board with its score and traveller.
Screenshots of the table with the claim dialog and of the director's console at 390 px
and 1280 px go to ``tests.browser.SHOTS`` (``docs/screenshots/`` under ``make screenshots``)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from tests.browser import DESKTOP, PHONE, SHOTS
from tests.server.live import server
from tests.server.test_browser import _sit, _type, on

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page


@pytest.fixture
def running(tmp_path: Path, database_url: str | None) -> Iterator[tuple[str, str]]:
    """A real server with the demo table on a fixed seed, on SQLite or PostgreSQL; its
    address and director token."""
    with server(tmp_path, settings=on(database_url), demo_seed="screenshots") as address:
        yield address, (tmp_path / "director-token.txt").read_text().strip()


class Table:
    """The pages and the number of rows in the board's log."""

    def __init__(self, pages: dict[str, Page], director: Page, *, shots: bool) -> None:
        self.pages = pages
        self.director = director
        self.seq = 0
        self.shots = shots
        """Whether to take the screenshots (once, from the SQLite run)."""

    def acted(self, rows: int = 1) -> None:
        """Wait until every page shows the log ``rows`` longer."""
        self.seq += rows
        for page in [*self.pages.values(), self.director]:
            selector = "table" if page is not self.director else "console"
            page.wait_for_function(
                f"document.getElementById('{selector}').dataset.seq === '{self.seq}'"
            )


def _director(browser: Browser, stack: ExitStack, address: str, token: str) -> Page:
    context = browser.new_context(viewport=DESKTOP)
    stack.callback(context.close)
    page = context.new_page()
    page.goto(f"http://{address}/tables/1/director?token={token}")
    page.wait_for_url("**/tables/1/director")
    return page


def _button(page: Page, name: str) -> None:
    page.get_by_role("button", name=name, exact=True).click()


def test_four_browsers_play_a_board_with_alert_question_undo_director_and_claim(
    browser: Browser, running: tuple[str, str], database_url: str | None
) -> None:
    address, token = running
    with ExitStack() as stack:
        pages = {seat: _sit(browser, stack, address, seat) for seat in "NESW"}
        director = _director(browser, stack, address, token)
        table = Table(pages, director, shots=database_url is None)
        table.acted(0)
        north, east, south, west = (pages[s] for s in "NESW")
        _alert_and_question(table, north, east, south)
        _undo(table, east, south, west)
        for seat, call in (("S", "3n"), ("W", "p"), ("N", "p"), ("E", "p")):
            _type(pages[seat], call)
            table.acted()
        assert "3NT by North" in north.locator("#board-info").inner_text()
        _play(table, 8)
        _director_call(table, west)
        _play(table, 8)
        _claim_rejected(table, north, east)
        _play(table, 4)
        _claim(table, north, east, west)


def _alert_and_question(table: Table, north: Page, east: Page, south: Page) -> None:
    north.locator("#alert").check()
    north.locator("#explanation").fill("15-17 balanced")
    north.get_by_role("button", name="1 no trump").click()
    table.acted()
    assert east.locator("#auction td.alerted").get_attribute("title") == "15-17 balanced"
    assert south.locator("#auction td.alerted").count() == 0
    east.get_by_role("button", name="Ask North about 1 no trump").click()
    dialog = east.locator("#question-dialog")
    assert dialog.is_visible()
    dialog.get_by_label("Your question").fill("Can it hold a five-card major?")
    _button(east, "Ask")
    table.acted()
    north.get_by_role("button", name="Answer…").click()
    assert "five-card major" in north.locator("#explain-question").inner_text()
    north.get_by_label("Your explanation").fill("Yes, either major")
    north.keyboard.press("Tab")
    north.keyboard.press("Tab")
    north.keyboard.press("Enter")  # the dialog's Answer button, from the keyboard
    table.acted()
    assert "Yes, either major" in east.locator("#qa-list").inner_text()
    assert "five-card major" not in south.locator("#qa-list").inner_text()
    _type(east, "p")
    table.acted()


def _undo(table: Table, east: Page, south: Page, west: Page) -> None:
    _type(south, "7n")
    table.acted()
    south.get_by_role("button", name="Undo…").click()
    assert "7NT" in south.locator("#undo-text").inner_text()
    _button(south, "Ask the opponents")
    table.acted()
    north = table.pages["N"]
    assert "misclick" not in north.locator("#pending").inner_text()  # partner is not told
    for page in (east, west):
        dialog = page.locator("#answer-undo-dialog")
        dialog.wait_for(state="visible")
        assert "7NT" in dialog.inner_text()
        _button(page, "Consent")
        table.acted(2 if page is west else 1)
    assert south.locator("#auction td", has_text="7NT").count() == 0
    assert "withdrawn" in north.locator("#qa-list").inner_text()


def _play(table: Table, cards: int) -> None:
    for played in range(cards):
        acting = [p for p in table.pages.values() if p.locator("button.card").count() > 0]
        assert len(acting) == 1
        button = acting[0].locator("button.card").first
        if played % 2:
            button.click()
        else:
            _type(acting[0], (button.get_attribute("data-card") or "").lower())
        table.acted()


def _director_call(table: Table, west: Page) -> None:
    _button(west, "Call the director…")
    west.get_by_label("Why (only the director reads it)").fill("North's tempo before 3NT")
    west.locator("#director-dialog").get_by_role("button", name="Call the director").click()
    table.acted()
    north = table.pages["N"]
    assert "director has been called" in north.locator("#pending").inner_text()
    assert "tempo" not in north.content()  # the reason is the director's
    console = table.director
    assert "North's tempo before 3NT" in console.locator("#calls").inner_text()
    assert "Law 9B" in console.locator("#advice").inner_text()
    console.get_by_label("Ruling, as the table reads it").fill("No damage: play on")
    _button(console, "Play on")
    table.acted()
    assert "No damage: play on" in north.locator("#qa-list").inner_text()
    assert north.locator("#status").inner_text() == ""


def _claim_offer(table: Table, north: Page, tricks: str, left: int) -> None:
    _button(north, "Claim…")
    assert f"{left} tricks are left" in north.locator("#claim-left").inner_text()
    north.get_by_label("Tricks for your side").fill(tricks)
    north.get_by_label("Your line of play").fill("cash the diamonds, then the clubs")
    _button(north, "Claim")
    table.acted()


def _claim_rejected(table: Table, north: Page, east: Page) -> None:
    """A claim East rejects: the director sees the engine's Law 70 analysis and lets
    play go on (the claim cancelled)."""
    _claim_offer(table, north, "8", 9)
    east.locator("#answer-claim-dialog").wait_for(state="visible")
    _button(east, "Reject (the director rules)")
    table.acted()
    console = table.director
    console.locator("#advice pre.report").wait_for(state="visible")
    advice = console.locator("#advice").inner_text()
    assert "Law 70" in advice and "double dummy" in advice
    assert "claim rejected by E" in console.locator("#calls").inner_text()
    assert (
        "The server called you (a rejected claim, Law 70)" in console.locator("#calls").inner_text()
    )
    if table.shots:
        _shots(console, "director")
    _button(console, "cancel the claim and play on")
    assert console.get_by_label("Law", exact=True).input_value() == "70"
    _button(console, "Play on")
    table.acted()
    assert "The director rules (resume, Law 70)" in north.locator("#qa-list").inner_text()
    assert not table.pages["W"].locator("#answer-claim-dialog").is_visible()  # not due now


def _claim(table: Table, north: Page, east: Page, west: Page) -> None:
    _claim_offer(table, north, "5", 8)
    dialog = east.locator("#answer-claim-dialog")
    dialog.wait_for(state="visible")
    assert "North claims 5" in dialog.inner_text() and "North's cards" in dialog.inner_text()
    assert "North's cards" not in table.pages["S"].locator("#pending").inner_text()
    if table.shots:
        _shots(east, "table-claim", full_page=False)  # the modal dialog over the viewport
    _button(east, "Accept")
    table.acted()
    west.locator("#answer-claim-dialog").wait_for(state="visible")
    _button(west, "Accept")
    table.acted(2)
    result = north.locator("#result").inner_text()
    assert result.startswith("3NT by North") and "North-South" in result
    traveller = north.locator("#traveller")
    assert traveller.is_visible() and "Demo table" in traveller.inner_text()
    assert "accepts the claim" in table.director.locator("#rows").inner_text()


def _shots(page: Page, name: str, *, full_page: bool = True) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    for width, size in (("1280", DESKTOP), ("390", PHONE)):
        page.set_viewport_size(size)
        path = SHOTS / f"{name}-{width}.png"
        page.screenshot(path=str(path), full_page=full_page)
        assert path.stat().st_size > 10_000
    page.set_viewport_size(DESKTOP)
