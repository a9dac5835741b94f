"""The results page of the README's club night (``examples/club-night``, a 7-table
Mitchell) read as a club scorer reads it, against what JFR Pary, BridgeWebs and
BridgeComposer publish: score cards in the order the boards were played with the running
total after each, travellers in table order, percentages with their two decimals, the
movement said once; in Chromium at 390 px and 1280 px nothing is cut off (screenshots in
``tests.browser.SHOTS``, ``docs/results-pages.md`` shows them)."""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING

import pytest
from tests.browser import DESKTOP, PHONE, SHOTS
from tests.conftest import ROOT

from bridgelaw.cli.commands import load_hand_records
from bridgelaw.results.html import page_html
from bridgelaw.results.page_model import ResultsPage
from bridgelaw.results.pages_scored import scored_page
from bridgelaw.results.publish import results_pbn
from bridgelaw.tournament.entries_file import load_entries
from bridgelaw.tournament.results_event import scored_event

if TYPE_CHECKING:
    from playwright.sync_api import Page

NIGHT = ROOT / "examples" / "club-night"
PERCENT = re.compile(r"\d{1,3}\.\d\d")


@cache
def _page() -> ResultsPage:
    event, entries = load_entries(NIGHT / "entries.csv")
    records = load_hand_records(NIGHT / "boards.pbn", solve=False)
    return scored_page(scored_event(event, entries, records=records), records=records)


def test_a_score_card_runs_in_the_order_the_boards_were_played() -> None:
    page = _page()
    card = next(c for c in page.cards if c.who.id == "4NS")
    # 4NS sits at table 4: boards 13-16 in round 1, 17-20 in round 2, ... 9-12 in round 7
    assert [line.round for line in card.lines] == [str(r) for r in range(1, 8) for _ in range(4)]
    assert [line.board for line in card.lines][:5] == [13, 14, 15, 16, 17]
    running = 0.0
    for line in card.lines:
        running += float(line.points)
        assert float(line.running) == pytest.approx(running)
    ranked = next(r for ranking in page.rankings for r in ranking.rows if r.who.id == "4NS")
    assert (
        card.lines[-1].running == ranked.total and card.lines[-1].running_percent == ranked.percent
    )


def test_travellers_are_in_table_order_and_percentages_have_two_decimals() -> None:
    page = _page()
    for board in page.boards:
        assert [row.table for row in board.rows] == [str(t) for t in range(1, 8)], board.number
        for row in board.rows:
            assert PERCENT.fullmatch(row.ns_percent) and PERCENT.fullmatch(row.ew_percent)
    percents = [r.percent for ranking in page.rankings for r in ranking.rows]
    percents += [line.percent for card in page.cards for line in card.lines]
    assert len(percents) == 14 + 14 * 28 and all(PERCENT.fullmatch(p) for p in percents)
    assert "36.90" in percents  # 3NS: 124 of 336, not "36.9"


def test_the_page_and_its_pbn_give_the_day_played() -> None:
    assert _page().date == "2026-11-24"  # the entries file's "# date: 2026-11-24"
    assert "<p>2026-11-24 · matchpoints (Law 78A)</p>" in page_html(_page())
    event, entries = load_entries(NIGHT / "entries.csv")
    assert '[Date "2026.11.24"]' in results_pbn(scored_event(event, entries))


def test_the_facts_say_the_movement_once() -> None:
    facts = dict(_page().facts)
    assert facts["Movement"] == "Mitchell, 7 tables, 7 rounds (straight), 28 boards"
    assert (facts["Tables"], facts["Boards"], facts["Pairs"], facts["Top"]) == (
        "7",
        "28",
        "14",
        "12",
    )


@pytest.mark.parametrize("width", [PHONE["width"], DESKTOP["width"]])
def test_the_night_s_page_reads_at_a_phone_s_width_and_a_desktop_s(page: Page, width: int) -> None:
    page.set_viewport_size({"width": width, "height": 900})
    page.set_content(page_html(_page()), wait_until="load")
    assert page.evaluate("document.documentElement.scrollWidth") == width  # nothing cut off
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"club-night-ranking-{width}.png"))
    card = page.locator("#card-4NS")
    card.scroll_into_view_if_needed()
    card.screenshot(path=str(SHOTS / f"club-night-score-card-{width}.png"))
    box = page.locator("#card-4NS .scroll")  # the whole card in view, a phone's too
    assert box.evaluate("(el) => el.scrollWidth <= el.clientWidth")
    rows = page.locator("#card-4NS tbody tr")
    assert rows.count() == 28
    first = rows.nth(0).locator("td, th").all_inner_texts()
    assert first[:2] == ["1", "13"]  # round 1, board 13 first
    header = page.locator("#card-4NS header").inner_text()
    ranked = next(r for ranking in _page().rankings for r in ranking.rows if r.who.id == "4NS")
    assert f"{ranked.total} MP · {ranked.percent}%" in header


def test_printed_each_score_card_is_one_a4_page(page: Page) -> None:
    """``@media print``: a page per score card, as BridgeComposer and BridgeWebs print
    them; a 28-board card fits (each board on one line, the opponents' names beside
    their number)."""
    import pypdfium2 as pdfium

    page.set_content(page_html(_page()), wait_until="load")
    printed = pdfium.PdfDocument(page.pdf(format="A4"))
    texts = [p.get_textpage().get_text_range() for p in printed]
    cards = [t for t in texts if "Round Board Dir Opp" in t]  # a card's header row
    assert len(cards) == 14  # one page each: a card spilling over repeats its header
    for card in _page().cards:
        (found,) = [t for t in cards if f"Pair {card.who.id} —" in t]
        assert card.lines[-1].running_percent in found  # its last line on the same page


@pytest.mark.parametrize("width", [PHONE["width"], DESKTOP["width"]])
def test_a_traveller_without_its_deal_is_not_cut_off(page: Page, width: int) -> None:
    """``event run`` without ``--boards``, or a club night before its deals are known: the
    traveller takes the board's whole width (it was squeezed into the diagram's column,
    its figures hidden behind a scroll bar at 1280 px)."""
    event, entries = load_entries(NIGHT / "entries.csv")
    bare = scored_page(scored_event(event, entries))
    page.set_viewport_size({"width": width, "height": 900})
    page.set_content(page_html(bare), wait_until="load")
    hidden = page.evaluate(
        """() => [...document.querySelectorAll('#boards .scroll')]
             .filter((box) => box.scrollWidth > box.clientWidth + 1).length"""
    )
    assert hidden == 0
    page.locator("#board-9").screenshot(path=str(SHOTS / f"club-night-bare-board-{width}.png"))
