"""Results pages of real events (issue 10 item 5): what they show, how they link, and how
they lay out in headless Chromium at a phone's and a desktop's width and in print."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path
from typing import TYPE_CHECKING

import pypdfium2 as pdfium
import pytest
from tests.browser import DESKTOP, PHONE
from tests.results.pages_data import JFR, REALBRIDGE, RUTER, hundred_boards, published

from bridgelaw.results.html import results_html

if TYPE_CHECKING:
    from playwright.sync_api import Page


class _Anchors(HTMLParser):
    """The ids, the in-page links, the header cells and the scripts of a page."""

    def __init__(self) -> None:
        super().__init__()
        self.ids: set[str] = set()
        self.links: list[str] = []
        self.headers: list[dict[str, str | None]] = []
        self.scripts = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if values.get("id"):
            self.ids.add(str(values["id"]))
        href = values.get("href")
        if tag == "a" and href and href.startswith("#"):
            self.links.append(href[1:])
        if tag == "th":
            self.headers.append(values)
        self.scripts += tag == "script"


def _parse(html: str) -> _Anchors:
    parser = _Anchors()
    parser.feed(html)
    return parser


@pytest.mark.parametrize("path", [RUTER, JFR, REALBRIDGE], ids=["ruter", "jfr", "realbridge"])
def test_every_link_lands_and_no_javascript(path: Path) -> None:
    parsed = _parse(published(path))
    assert parsed.links and set(parsed.links) <= parsed.ids
    assert parsed.scripts == 0
    # real table headers: every header cell says what it heads (or is an empty corner)
    assert all(h.get("scope") in ("col", "row", "colgroup") for h in parsed.headers)


def test_pairs_page_ranking_card_board_traveller() -> None:
    html = published(RUTER)
    parsed = _parse(html)
    # ranking with names and clubs, places shared as 4-5
    ranking = html.split('id="ranking"')[1].split('id="cards"')[0]
    assert "Magne Tønnessen - Dagfinn Iversen" in ranking and "Kristiansands BK" in ranking
    assert ">4-5</td>" in ranking
    # ranking -> score card -> board -> traveller
    assert 'href="#card-3"' in ranking and "card-3" in parsed.ids
    card = html.split('id="card-3"')[1].split("</article>")[0]
    assert 'href="#board-1"' in card and "board-1" in parsed.ids
    # each board against whom, the result as players write it, running totals
    assert card.count('<th scope="row">') == 21
    assert 'href="#card-4"' in card and "Henning Klemo - Heidi Langeland" in card
    assert '1NT+1</td><td class="wide">N</td><td class="text wide"><span class="s"' in card
    running = re.findall(r'<td class="total">(-?\d+)</td></tr>', card)
    assert running[-1] == "50"  # the pair's total, 50 IMPs
    board = html.split('id="board-1"')[1].split("</article>")[0]
    assert "Double-dummy tricks" in board and "Par: NS -400" in board
    assert 'aria-label="spades">♠</span>10' in board  # the lead, ♠10
    assert "datum -90" in board and "Frequencies" in board
    assert "every score computed from contract" not in html  # only the CLI adds that line
    for label, href in (("PBN", "results.pbn"), ("CSV", "results.csv"), ("JSON", "results.json")):
        assert f'<a href="{href}" download>{label}</a>' in html


def test_matchpoint_page_has_percentages_and_running_percentages() -> None:
    html = published(JFR)
    assert '<th scope="col">% NS</th>' in html and "Total %" in html
    assert "Para-13" in html and "Para-13 - Para-13" not in html
    card = html.split('id="card-Para-13"')[1].split("</article>")[0]
    assert "62.13" in card  # the pair's final percentage (JFR prints 62.13 %)


def test_teams_page_has_both_rooms_side_by_side() -> None:
    html = published(REALBRIDGE)
    match = html.split('id="match-AUSTRIA-DENMARK"')[1].split("</article>")[0]
    assert "Open room: AUSTRIA NS" in match and "Closed room: DENMARK NS" in match
    assert match.count('<td class="wide" colspan="2"></td>') == 4  # colspans line up
    assert "IMPs 20–16" in match and "VP 11.50–8.50" in match
    assert "Markus Knob - Clemens Wanha" in match  # who sat where
    row = match.split('href="#board-12"')[1].split("</tr>")[0]
    assert row.count("♥</span>") == 2 and "-1" in row and "=" in row  # 4♥-1 and 4♥=
    assert "(Law 78B)" in html and "VP" in html
    board = html.split('id="board-11"')[1].split("</article>")[0]
    assert "Double-dummy tricks" in board and "Par: NS +90" in board  # from the file's tags
    assert board.count('<td class="text names who">') == 2 * 30  # NS and EW of 30 tables


def test_a_100_board_event_with_known_dd_tables_publishes_every_board() -> None:
    """Every board with its DD table and every pair's card (the time it takes is
    measured by `python -m bench publish`, not here)."""
    event, records = hundred_boards()
    html = results_html(event, records=records)
    assert html.count('<table class="dd">') == 100
    assert html.count('<article class="card"') == 20


def _load(page_: Page, html: str, width: int) -> None:
    page_.set_viewport_size({"width": width, "height": 900})
    page_.set_content(html, wait_until="load")


@pytest.mark.parametrize("path", [RUTER, JFR, REALBRIDGE], ids=["ruter", "jfr", "realbridge"])
@pytest.mark.parametrize("width", [PHONE["width"], DESKTOP["width"]])
def test_nothing_is_cut_off_from_phone_to_desktop(page: Page, path: Path, width: int) -> None:
    html = published(path)
    _load(page, html, width)
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    # every box stays inside the window (wide tables scroll inside their own box)
    outside = page.evaluate(
        """(w) => [...document.querySelectorAll('article, section, .scroll, header, nav')]
                 .filter(e => e.getBoundingClientRect().right > w + 0.5).length""",
        width,
    )
    assert outside == 0
    assert html.count("<table") == page.locator("table").count()


def test_navigation_by_links_alone(page: Page) -> None:
    _load(page, published(RUTER), DESKTOP["width"])
    page.locator("#ranking a[href='#card-3']").click()
    assert page.evaluate("location.hash") == "#card-3"
    assert page.locator("#card-3").is_visible()
    page.locator("#card-3 a[href='#board-7']").click()
    assert page.evaluate("location.hash") == "#board-7"
    assert page.locator("#board-7 table.traveller").is_visible()
    # suits are images named for screen readers
    assert page.get_by_role("img", name="hearts").count() > 100


def test_printing_puts_each_score_card_on_its_own_page(page: Page) -> None:
    _load(page, published(RUTER), DESKTOP["width"])
    page.emulate_media(media="print")
    assert page.locator(".card").first.evaluate("e => getComputedStyle(e).breakBefore") == "page"
    assert page.locator("nav.site").evaluate("e => getComputedStyle(e).display") == "none"
    pdf = pdfium.PdfDocument(page.pdf(format="A4"))
    texts = [p.get_textpage().get_text_range() for p in pdf]
    starts = [k for k, text in enumerate(texts) if re.match(r"\s*\d+(-\d+)?\. Pair", text)]
    assert len(starts) == 16  # each of the 16 cards starts a page


def test_masterpoints_and_clubs_get_their_columns_when_given() -> None:
    import dataclasses

    from bridgelaw.results.event import event_from_pbn
    from bridgelaw.results.score import score_event

    event = event_from_pbn(RUTER)
    contestants = {
        id: dataclasses.replace(c, masterpoints=10.0 if id == "3" else None)
        for id, c in event.contestants.items()
    }
    html = results_html(score_event(dataclasses.replace(event, contestants=contestants)))
    ranking = html.split('id="ranking"')[1].split("</section>")[0]
    assert ">Master&shy;points</th>" in ranking and "<td>10</td></tr>" in ranking
    assert '<th scope="col" class="text wide">Club</th>' in ranking


@pytest.mark.parametrize("path", [RUTER, JFR, REALBRIDGE], ids=["ruter", "jfr", "realbridge"])
def test_every_table_prints_within_an_a4_page(page: Page, path: Path) -> None:
    # A4 less 12 mm margins each side is 186 mm, 703 CSS pixels; nothing shrunk to fit
    page.set_viewport_size({"width": 703, "height": 1000})
    page.set_content(published(path), wait_until="load")
    page.emulate_media(media="print")
    widest = page.evaluate(
        "Math.max(...[...document.querySelectorAll('table')]"
        ".filter(t => t.offsetParent).map(t => t.getBoundingClientRect().right))"
    )
    assert widest <= 703
    assert (
        page.locator("table.phone-only").count() == 0
        or not page.locator("table.phone-only").first.is_visible()
    )
