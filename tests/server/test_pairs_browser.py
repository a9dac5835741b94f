"""A pairs event through browsers on a real server (issue 12, item 5): the director
creates a 2-table Howell from the lobby's form and starts it; Ann, on a phone, enters
with a robot partner, takes her seat from the event page and sees at her table where
she plays once the director has ended the round; the director ends every round (the
robots' table plays its boards) and the results page is reached from the event page.
Screenshots of the event page at 390 px and 1280 px, and of the results page."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from tests.browser import DESKTOP, PHONE, SHOTS, goto_settled
from tests.server.live import server

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

PASSWORD = "correct horse battery"


@pytest.fixture
def address(tmp_path: Path) -> Iterator[str]:
    """A real server (SQLite) whose robots choose at random (quick), no demo table."""
    with server(tmp_path, demo="false", robot="random") as running:
        yield running


def _page(browser: Browser, stack: ExitStack, viewport: object) -> Page:
    context = browser.new_context(viewport=viewport)  # type: ignore[arg-type]
    stack.callback(context.close)
    context.set_default_timeout(30_000)  # the machine may be loaded by other jobs
    return context.new_page()


def director_page(browser: Browser, stack: ExitStack, base: str) -> Page:
    """A desktop browser of the director, Tessa, who registers (the first account)."""
    tessa = _page(browser, stack, DESKTOP)
    made = tessa.request.post(f"{base}/api/register", data={"name": "Tessa", "password": PASSWORD})
    assert made.ok, made.text()
    return tessa


def _until(page: Page, text: str) -> None:
    """Reload the page until it shows ``text`` (the robots play in the background)."""
    for _ in range(60):
        if text in page.inner_text("main"):
            return
        page.wait_for_timeout(500)
        page.reload()
    raise AssertionError(f"the page never showed {text!r}")


def test_a_pairs_event_in_the_browser(browser: Browser, address: str) -> None:
    base = f"http://{address}"
    SHOTS.mkdir(parents=True, exist_ok=True)
    with ExitStack() as stack:
        tessa = _page(browser, stack, DESKTOP)
        answer = tessa.request.post(
            f"{base}/api/register", data={"name": "Tessa", "password": PASSWORD}
        )
        assert answer.ok, answer.text()
        tessa.goto(base + "/")
        tessa.click("#pair-events summary")
        tessa.fill("#pairs-name", "Friday online pairs")
        tessa.select_option("#pairs-family", "howell")
        tessa.fill("#pairs-tables", "2")
        tessa.fill("#pairs-boards", "1")
        tessa.click("#new-pairs button[type=submit]")
        tessa.wait_for_url(re.compile(r".*/pairs/\d+$"))
        event_url = tessa.url
        assert "open for entries" in tessa.inner_text("#pairs-status")

        ann = _page(browser, stack, PHONE)
        assert ann.request.post(f"{base}/api/guest", data={"name": "Ann"}).ok
        goto_settled(ann, event_url)
        ann.select_option("#partner", "robot")
        ann.click("#enter button[type=submit]")
        ann.wait_for_selector("#me")
        assert "Ann & bridgelaw robot" in ann.inner_text("#pairs-list")

        tessa.reload()
        tessa.click("#start")
        tessa.wait_for_selector("#end-round")
        ann.reload()
        where = ann.inner_text("#where")
        assert where.startswith("Now: round 1: table"), where
        ann.screenshot(path=str(SHOTS / "pairs-event-390.png"), full_page=True)
        _until(tessa, "finished: waits")  # the robots' table has played its board
        tessa.screenshot(path=str(SHOTS / "pairs-event-1280.png"), full_page=True)

        ann.click("#go")
        ann.wait_for_url(re.compile(r".*/tables/\d+/[NESW]$"))
        ann.wait_for_selector("#pair-event-note")
        tessa.click("#end-round")  # Law 8B1: the director's signal ends the round
        ann.wait_for_selector("#pair-event-next a")
        assert "Round 2" in ann.inner_text("#pair-event-next")

        for rnd in (2, 3):
            _until(tessa, "finished: waits")
            assert f"round {rnd} of 3" in tessa.inner_text("#pairs-status")
            tessa.click("#end-round")
        tessa.wait_for_selector("#results")
        goto_settled(ann, event_url)
        ann.click("#results")
        ann.wait_for_selector("text=Ranking")
        shown = ann.inner_text("body")  # Ann's table played nothing: its boards noted
        assert "no result for board" in shown and "bridgelaw robot & bridgelaw robot" in shown
        ann.screenshot(path=str(SHOTS / "pairs-results-390.png"), full_page=False)
