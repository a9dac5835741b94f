"""Table cards and guide cards of a movement (Law 8), in HTML and as an A4 PDF."""

from __future__ import annotations

import struct
from pathlib import Path
from typing import TYPE_CHECKING

import pypdfium2 as pdfium
import pytest
from typer.testing import CliRunner

from bridgelaw.tournament.cards import guide_lines, movement_cards_html, table_lines
from bridgelaw.tournament.specs import movement_from_spec
from tests.browser import DESKTOP, PHONE, SHOTS
from tests.tournament.test_tournament_cli import APP

if TYPE_CHECKING:
    from playwright.sync_api import Page

MITCHELL = movement_from_spec({"family": "mitchell", "tables": 7, "boards_per_round": 4})


def test_a_mitchell_table_card_sends_east_west_up_and_the_boards_down() -> None:
    """In a Mitchell the East-West pairs move up a table and the boards down a table
    after each round (table 7's East-West go to table 1, table 1's boards to table 7)."""
    for table in range(1, 8):
        lines = table_lines(MITCHELL, table)
        assert [line.round for line in lines] == list(range(1, 8))
        assert all(line.ns == f"{table}NS" for line in lines)  # North-South stay put
        for line in lines[:-1]:
            assert line.ew_next == f"table {table % 7 + 1}"
            assert line.boards_next == f"table {(table - 2) % 7 + 1}"
        assert lines[-1].ew_next == "" and lines[-1].boards_next == ""
    first = table_lines(MITCHELL, 1)[0]
    assert (first.ns, first.ew, first.boards) == ("1NS", "1EW", "1-4")


def test_every_guide_card_agrees_with_the_table_cards() -> None:
    for contestant in MITCHELL.contestants:
        for line in guide_lines(MITCHELL, contestant):
            table = table_lines(MITCHELL, int(line.table))[line.round - 1]
            mine, theirs = (table.ns, table.ew) if line.direction == "NS" else (table.ew, table.ns)
            assert mine == contestant and theirs == line.opponents
            assert table.boards == line.boards


def test_names_are_shown_beside_the_ids() -> None:
    names = {"1NS": "Ann & Bob", "3EW": "Cy & Di"}
    assert table_lines(MITCHELL, 1, names)[0].ns == "1NS Ann & Bob"
    assert guide_lines(MITCHELL, "1NS", names)[2].opponents == "6EW"
    page = movement_cards_html(MITCHELL, names=names)
    assert "Ann &amp; Bob" in page


def test_a_half_table_and_a_sit_out_are_written_out() -> None:
    half = movement_from_spec(
        {"family": "mitchell", "tables": 4, "boards_per_round": 2, "missing": "EW"}
    )
    lines = [line for t in range(1, 5) for line in table_lines(half, t)]
    assert any(line.ew == "(none)" and line.boards == "" for line in lines)
    sitters = [c for c in half.contestants if any(not a.boards for a in half.schedule(c))]
    assert sitters
    assert any(line.opponents == "(none)" for line in guide_lines(half, sitters[0]))


def test_a_howell_gives_every_pair_a_guide_card_meeting_each_other_pair_once() -> None:
    howell = movement_from_spec({"family": "howell", "tables": 4, "boards_per_round": 2})
    for contestant in howell.contestants:
        opponents = [line.opponents for line in guide_lines(howell, contestant) if line.table]
        assert sorted(opponents) == sorted(c for c in howell.contestants if c != contestant)


def test_the_cli_writes_the_cards_as_html_and_as_a_pdf_of_two_or_four_to_a_page(
    tmp_path: Path,
) -> None:
    html, pdf = tmp_path / "cards.html", tmp_path / "cards.pdf"
    args = ["movement", "mitchell", "--tables", "7", "-b", "4", "--html", str(html)]
    result = CliRunner().invoke(APP, [*args, "--pdf", str(pdf)])
    assert result.exit_code == 0, result.output
    text = html.read_text(encoding="utf-8")
    assert text.count('class="card" id="table-') == 7
    assert text.count('class="card guide"') == 14
    pages = [page.get_textpage().get_text_range() for page in pdfium.PdfDocument(pdf)]
    assert len(pages) == 4 + 4  # 7 table cards two to a page, 14 guide cards four to a page
    assert "Table 1" in pages[0] and "Table 2" in pages[0] and "Table 3" not in pages[0]
    contestants = MITCHELL.contestants  # 1NS-7NS, then 1EW-7EW: four to a page
    for index in range(4):
        titles = {line for line in pages[4 + index].splitlines() if line in contestants}
        assert titles == set(contestants[4 * index : 4 * index + 4])


def test_the_cli_cannot_write_the_cards_exits_2(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("x", encoding="utf-8")
    args = ["movement", "mitchell", "--tables", "3", "--html", str(blocked / "cards.html")]
    result = CliRunner().invoke(APP, args)
    assert result.exit_code == 2
    assert "cannot write" in result.output


@pytest.mark.parametrize("width", [PHONE["width"], DESKTOP["width"]])
def test_screenshot_of_the_table_cards(page: Page, width: int) -> None:
    page.set_viewport_size({"width": width, "height": 900})
    page.set_content(movement_cards_html(MITCHELL, title="Tuesday club night"))
    SHOTS.mkdir(parents=True, exist_ok=True)
    out = SHOTS / f"movement-cards-{width}.png"
    out.unlink(missing_ok=True)
    page.screenshot(path=str(out))
    shot_width = struct.unpack(">II", out.read_bytes()[16:24])[0]
    assert shot_width == width
    assert page.evaluate("document.documentElement.scrollWidth") <= width
