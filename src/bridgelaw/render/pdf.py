"""Hand records as a PDF (weasyprint): four boards to an A4 page, as BridgeComposer
prints them, or one board to a page.

The PDF is the HTML page of :func:`bridgelaw.render.html.hand_records_html` laid out by
its print stylesheet. weasyprint needs Debian's pango (``scripts/system-deps.sh``) and is
imported only when a PDF is made.
"""

from __future__ import annotations

from collections.abc import Sequence

from bridgelaw.render.html import hand_records_html
from bridgelaw.render.records import HandRecord

__all__ = ["hand_records_pdf", "html_pdf"]


def hand_records_pdf(
    records: Sequence[HandRecord], *, title: str = "Hand records", per_page: int = 4
) -> bytes:
    """The hand records as the bytes of an A4 PDF, ``per_page`` (4 or 1) boards a page."""
    return html_pdf(hand_records_html(records, title=title, per_page=per_page))


def html_pdf(page: str) -> bytes:
    """An HTML page laid out by its print stylesheet as the bytes of a PDF (weasyprint)."""
    import logging

    from weasyprint import HTML

    logging.getLogger("weasyprint").setLevel(logging.ERROR)
    pdf: bytes = HTML(string=page).write_pdf()
    return pdf
