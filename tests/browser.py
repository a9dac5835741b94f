"""Headless Chromium for tests: Debian's ``chromium`` driven by Playwright.

Playwright's own browser download cannot work on the build machines, so the browser is
the Debian package (``scripts/system-deps.sh``, run by ``make setup`` and ``make test``)
reached through Playwright's ``executable_path``. One browser per test process
(session scope, so ``pytest -n 2`` starts two); each test gets a fresh context and page
(no cookies or cache shared between tests), closed after the test.

A missing browser FAILS the test that asks for it (never a skip): ``make test`` installs
it, so a missing one is a broken set-up that must be seen.

Use it from a test::

    def test_page(page: Page) -> None:
        page.set_content("<h1>Ranking</h1>")
        assert page.inner_text("h1") == "Ranking"
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page, Playwright, ViewportSize

SHOTS = Path(
    os.environ.get(
        "BRIDGELAW_SCREENSHOTS_DIR",
        Path(__file__).resolve().parents[1] / "build" / "screenshots",
    )
)
"""Where the tests write their screenshots: the untracked ``build/screenshots/`` unless
``BRIDGELAW_SCREENSHOTS_DIR`` says otherwise. ``make screenshots`` runs the screenshot tests
with it set to ``docs/screenshots/``, the pictures the docs show, so an ordinary
``make test`` never rewrites tracked files."""

CHROMIUM = Path(os.environ.get("BRIDGELAW_CHROMIUM", "/usr/bin/chromium"))
"""The browser binary (Debian's ``chromium``); ``BRIDGELAW_CHROMIUM`` overrides it."""

CHROMIUM_ARGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
)
"""Flags for a quiet browser that reaches no network service of its own. Playwright's
``launch`` gives every browser a new empty user-data directory and removes it after."""

PHONE: ViewportSize = {"width": 390, "height": 844}
"""A phone's viewport in CSS pixels (the narrow end the pages are designed for)."""

DESKTOP: ViewportSize = {"width": 1280, "height": 800}
"""A desktop viewport in CSS pixels (the wide end)."""


def chromium_path() -> Path:
    """The browser binary, or a test failure saying how to install it."""
    found = CHROMIUM if CHROMIUM.is_file() else None
    if found is None and (which := shutil.which("chromium")):
        found = Path(which)
    if found is None:
        pytest.fail(
            f"{CHROMIUM} not found: run `make setup` (scripts/system-deps.sh installs "
            "Debian's chromium)",
            pytrace=False,
        )
    return found


@pytest.fixture(scope="session")
def playwright_driver() -> Iterator[Playwright]:
    """Playwright's driver process for this test process; stopped at the end."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as driver:
        yield driver


@pytest.fixture(scope="session")
def browser(playwright_driver: Playwright) -> Iterator[Browser]:
    """One headless Chromium for this test process; closed at the end."""
    launched = playwright_driver.chromium.launch(
        executable_path=str(chromium_path()),
        headless=True,
        args=list(CHROMIUM_ARGS),
    )
    try:
        yield launched
    finally:
        launched.close()


@pytest.fixture
def page(browser: Browser) -> Iterator[Page]:
    """A new page in a fresh context at the desktop viewport; closed after the test."""
    context = browser.new_context(viewport=DESKTOP)
    try:
        yield context.new_page()
    finally:
        context.close()


def goto_settled(page: Page, url: str, *, attempts: int = 3) -> None:
    """``page.goto(url)`` on a page that may be navigating on its own (a pairs event's
    page reloads itself when the round moves): a goto that the page's own navigation
    aborts (``net::ERR_ABORTED``) waits for that navigation to end and is made again,
    at most ``attempts`` times; any other error, or the last abort, is raised."""
    from playwright.sync_api import Error

    for attempt in range(attempts):
        try:
            page.goto(url)
            return
        except Error as error:
            if "ERR_ABORTED" not in str(error) or attempt == attempts - 1:
                raise
            page.wait_for_load_state()
