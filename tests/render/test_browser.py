"""The headless-Chromium fixture (tests/browser.py) starts Debian's chromium and lays pages out."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tests.browser import PHONE, chromium_path

if TYPE_CHECKING:
    from playwright.sync_api import Page


def test_the_browser_is_debians_chromium() -> None:
    assert chromium_path().name.startswith("chromium")


def test_a_page_renders_html_at_the_desktop_width(page: Page) -> None:
    page.set_content("<main><h1>Ranking</h1><p style='width:100%'>x</p></main>")
    assert page.inner_text("h1") == "Ranking"
    assert page.evaluate("window.innerWidth") == 1280


def test_a_page_can_narrow_to_a_phone(page: Page) -> None:
    page.set_viewport_size(PHONE)
    page.set_content("<p id='p' style='width:100%'>x</p>")
    assert page.evaluate("document.getElementById('p').getBoundingClientRect().width") <= 390
