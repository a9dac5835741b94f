"""Hand records as a PDF (weasyprint): 4 boards to an A4 page like BridgeComposer, or 1."""

from __future__ import annotations

import re
from pathlib import Path

import pypdfium2 as pdfium
from typer.testing import CliRunner

from bridgelaw.cli import app
from bridgelaw.cli.commands import load_hand_records
from bridgelaw.render.pdf import hand_records_pdf
from tests.conftest import SHARED_DATA

CAMROSE = SHARED_DATA / "pbn_events" / "camrose2024_bridgecomposer_dd_par.pbn"
A4_POINTS = (595, 842)


def _pages(pdf: bytes) -> list[tuple[tuple[int, int], str]]:
    """Each page's size in points and its text."""
    document = pdfium.PdfDocument(pdf)
    pages = []
    for page in document:
        size = (round(page.get_width()), round(page.get_height()))
        pages.append((size, page.get_textpage().get_text_range()))
    return pages


def _boards_on(text: str) -> list[int]:
    return [int(n) for n in re.findall(r"Board (\d+)", text)]


def test_32_boards_print_4_to_each_of_8_a4_pages(tmp_path: Path) -> None:
    source = tmp_path / "camrose32.pbn"
    games = re.split(r"\r?\n\r?\n", CAMROSE.read_text(encoding="latin-1"))
    first = "\n\n".join([g for g in games if "[Board " in g][:32])
    source.write_text(first + "\n", encoding="latin-1")
    out = tmp_path / "records.pdf"
    result = CliRunner().invoke(app, ["show", str(source), "--no-dd", "--pdf", str(out)])
    assert result.exit_code == 0, result.output
    pages = _pages(out.read_bytes())
    assert len(pages) == 8
    assert {size for size, _ in pages} == {A4_POINTS}
    for k, (_, page_text) in enumerate(pages):
        assert _boards_on(page_text) == [4 * k + 1, 4 * k + 2, 4 * k + 3, 4 * k + 4]
        assert page_text.count("Double-dummy tricks") == 4
        assert page_text.count("Par: NS") == 4


def test_one_board_to_a_page() -> None:
    records = load_hand_records(CAMROSE, solve=False)[:5]
    pages = _pages(hand_records_pdf(records, title="Camrose", per_page=1))
    assert [_boards_on(text) for _, text in pages] == [[1], [2], [3], [4], [5]]
    assert "♠" in pages[0][1] and "HCP" in pages[0][1]
