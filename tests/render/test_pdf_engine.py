"""weasyprint (pip) with Debian's pango (scripts/system-deps.sh) writes an A4 PDF."""

from __future__ import annotations


def test_weasyprint_writes_a_two_page_a4_pdf() -> None:
    from weasyprint import HTML

    html = "<style>@page{size:A4} p{break-after:page}</style><p>1</p><p>2</p>"
    document = HTML(string=html).render()
    assert len(document.pages) == 2
    width_pt = document.pages[0].width * 72 / 96
    assert round(width_pt) == 595  # A4: 210 mm
    assert document.write_pdf().startswith(b"%PDF")
