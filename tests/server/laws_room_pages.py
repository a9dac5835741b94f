"""Helpers of the laws room's browser tests: a real server with the demo room (its
laws-mode table is table 2), the director's console, a guest seated at the laws table, a
screenshot, and whether a page fits its viewport."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from tests.browser import DESKTOP, PHONE, SHOTS
from tests.server.live import server
from tests.server.test_browser import NAMES, SEATS

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page, ViewportSize

LAWS = 2
"""The demo room's laws-mode table."""


@pytest.fixture
def address(tmp_path: Path) -> Iterator[str]:
    """A real server with the demo room on a fixed seed."""
    with server(tmp_path, demo_seed="screenshots") as running:
        yield running


def new_page(browser: Browser, stack: ExitStack, viewport: ViewportSize) -> Page:
    """A page in a context of its own (its own cookies), closed with ``stack``."""
    context = browser.new_context(viewport=viewport)
    stack.callback(context.close)
    return context.new_page()


def director(
    browser: Browser, stack: ExitStack, address: str, viewport: ViewportSize = DESKTOP
) -> Page:
    """The first account registered (the director), on the laws table's console."""
    page = new_page(browser, stack, viewport)
    page.goto(f"http://{address}/register")
    page.get_by_label("Name").fill("Tessa")
    page.get_by_label("Password", exact=True).fill("correct horse battery")
    page.get_by_label("Password again").fill("correct horse battery")
    page.get_by_role("button", name="Register").click()
    page.wait_for_url(f"http://{address}/")
    page.goto(f"http://{address}/tables/{LAWS}/director")
    page.locator("#board-info", has_text="Board 1").wait_for()
    return page


def sit(
    browser: Browser, stack: ExitStack, address: str, seat: str, viewport: ViewportSize = PHONE
) -> Page:
    """A guest at ``seat`` of the laws table, its laws panel shown."""
    page = new_page(browser, stack, viewport)
    page.goto(f"http://{address}/login")
    page.get_by_label("Guest name").fill(NAMES[seat])
    page.get_by_role("button", name="Play as a guest").click()
    page.wait_for_url(f"http://{address}/")
    table = page.locator("section.lobby-table", has=page.locator(f"#t{LAWS}"))
    table.get_by_role("button", name=f"Sit {SEATS[seat]}").click()
    page.wait_for_url(f"**/tables/{LAWS}/{seat}")
    page.locator("#laws").wait_for()
    return page


def shot(page: Page, name: str) -> None:
    """A full-page screenshot ``laws-room-NAME.png`` in ``SHOTS``, checked to be one."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / f"laws-room-{name}.png"
    page.screenshot(path=str(path), full_page=True)
    assert path.stat().st_size > 10_000


def fits(page: Page) -> bool:
    """No part of the page is wider than its viewport (no sideways scrolling)."""
    return bool(page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"))


def answer_every_question(director: Page, value: str) -> None:
    """The director answers the engine's judgment questions one at a time with ``value``
    until the ruling's options come."""
    question = director.locator("#advice fieldset.question")
    while True:
        director.locator("#advice h3, #advice fieldset.question").first.wait_for()
        if question.count() == 0:
            return
        key = question.first.get_attribute("data-key")
        question.first.get_by_role("button", name=value).click()
        director.wait_for_function(
            f"!document.querySelector('#advice fieldset.question[data-key=\"{key}\"]')"
        )


def wait_text(page: Page, selector: str, text: str) -> None:
    """Wait until an element of ``selector`` shows ``text``."""
    page.locator(selector, has_text=text).first.wait_for()


UNCUT = """(node) => {
  if (node.tagName === 'SELECT') {  // a closed select shows one line: measure each option
    const style = getComputedStyle(node);
    const pen = document.createElement('canvas').getContext('2d');
    pen.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    const room = node.clientWidth - padding - 20;  // less the arrow
    return [...node.options].every((option) => pen.measureText(option.text).width <= room);
  }
  const box = node.closest('dialog, fieldset, section') || document.body;
  const right = box.getBoundingClientRect().right;
  return [...node.querySelectorAll('label')].every((label) =>
    label.scrollWidth <= label.clientWidth + 1 && label.getBoundingClientRect().right <= right + 1);
}"""
"""Every choice of a control (a select's options, a fieldset's labels) is shown whole: no
option wider than the closed select (less its arrow), no label cut or beyond its box."""


def uncut(page: Page, selector: str) -> bool:
    """Whether every choice of the control ``selector`` is shown whole (:data:`UNCUT`)."""
    return bool(page.locator(selector).evaluate(UNCUT))
