"""Every picture the docs show is in ``docs/screenshots/`` and is a real PNG.

The tests that take screenshots write to the untracked ``build/screenshots/``
(``tests.browser.SHOTS``); ``make screenshots`` writes them to ``docs/screenshots/``. This
test checks that what the README and ``docs/*.md`` link to is there, so a page that loses
its picture, or a picture link with a typo, fails here."""

from __future__ import annotations

import re
import struct

from tests.conftest import ROOT

DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"\((?:docs/)?(screenshots/[^)\s]+\.png)\)")


def _links() -> list[tuple[str, str]]:
    return [
        (doc.name, match) for doc in DOCS for match in LINK.findall(doc.read_text(encoding="utf-8"))
    ]


def test_the_docs_link_to_screenshots() -> None:
    assert len(_links()) >= 20


def test_every_linked_screenshot_is_a_png_of_a_real_page() -> None:
    missing = []
    for doc, link in _links():
        path = ROOT / "docs" / link
        if not path.is_file():
            missing.append(f"{doc}: {link}")
            continue
        head = path.read_bytes()[:24]
        assert head[:8] == b"\x89PNG\r\n\x1a\n", link
        width, height = struct.unpack(">II", head[16:24])
        assert width >= 300 and height >= 300, (link, width, height)
        assert path.stat().st_size > 10_000, link
    assert not missing, missing


def test_every_screenshot_is_shown_in_the_docs() -> None:
    linked = {link.removeprefix("screenshots/") for _, link in _links()}
    shots = {path.name for path in (ROOT / "docs" / "screenshots").glob("*.png")}
    assert shots - linked == set()
