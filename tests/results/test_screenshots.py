"""Screenshots of each kind of page, at a phone's width (390 px) and a desktop's (1280 px),
taken in headless Chromium from real events and written to ``tests.browser.SHOTS``
(``docs/screenshots/`` under ``make screenshots``)
(``docs/results-pages.md`` shows them). Running the test regenerates them.

Pages: the ranking and a personal score card (Ruter club Butler pairs), a board with
its traveller (same event, double-dummy tables solved), the hand records (same deals),
and a team match with both rooms side by side (RealBridge teams). The first page of
the hand-record PDF is drawn too.
"""

from __future__ import annotations

import struct
from pathlib import Path
from typing import TYPE_CHECKING

import pypdfium2 as pdfium
import pytest
from tests.browser import DESKTOP, PHONE, SHOTS
from tests.results.pages_data import REALBRIDGE, RUTER, published, scored

from bridgelaw.render.html import hand_records_html
from bridgelaw.render.pdf import hand_records_pdf

if TYPE_CHECKING:
    from playwright.sync_api import Page


# name -> (page, element to draw; None for the window's top)
KINDS = {
    "ranking": (RUTER, None),
    "score-card": (RUTER, "#card-3"),
    "board-traveller": (RUTER, "#board-1"),
    "hand-records": (RUTER, "records"),
    "team-match": (REALBRIDGE, "#match-AUSTRIA-DENMARK"),
}


def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def _html(source: Path, element: str | None) -> str:
    if element == "records":
        _, records = scored(source, True)
        return hand_records_html(records[:8], title="Klubbkveld 2012-01-24: hand records")
    return published(source)


@pytest.mark.parametrize("width", [PHONE["width"], DESKTOP["width"]])
@pytest.mark.parametrize("kind", list(KINDS))
def test_screenshot(page: Page, kind: str, width: int) -> None:
    source, element = KINDS[kind]
    page.set_viewport_size({"width": width, "height": 900 if width == PHONE["width"] else 800})
    page.set_content(_html(source, element), wait_until="load")
    SHOTS.mkdir(parents=True, exist_ok=True)
    out = SHOTS / f"{kind}-{width}.png"
    out.unlink(missing_ok=True)
    if element is None or element == "records":
        page.screenshot(path=str(out))
    else:
        page.locator(element).screenshot(path=str(out))
    shot_width, shot_height = _png_size(out)
    assert 0.85 * width <= shot_width <= width and shot_height > 200
    assert page.evaluate("document.documentElement.scrollWidth") <= width


def test_hand_record_pdf_first_page_drawn() -> None:
    _, records = scored(RUTER, True)
    pdf = pdfium.PdfDocument(hand_records_pdf(records[:8], title="Klubbkveld: hand records"))
    assert len(pdf) == 2
    out = SHOTS / "hand-records-pdf-page-1.png"
    SHOTS.mkdir(parents=True, exist_ok=True)
    pdf[0].render(scale=1.25).to_pil().save(out)
    width, height = _png_size(out)
    assert abs(height / width - 297 / 210) < 0.01  # an A4 page
