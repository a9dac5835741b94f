"""Every page of a pairs event on a 390 px phone (stop 22): nothing reaches past the
right edge, neither the page (no sideways scrolling) nor a cell of a table hidden in a
box that scrolls (the round's table pushed the East-West column off the edge, where a
player never saw his opponents). The round's tables and the board's traveller are
stacked on a phone, a label before each cell. A 4-table Mitchell with a long name,
looked at by a player and the director, while it runs and when it is over; screenshots
at 390 px and 1280 px."""

from __future__ import annotations

import re
from contextlib import ExitStack
from typing import TYPE_CHECKING

from tests.browser import DESKTOP, PHONE, SHOTS, goto_settled
from tests.server.test_pairs_browser import PASSWORD, _page, _until, director_page
from tests.server.test_pairs_browser import address as address  # the same real server

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

OUTSIDE = """() => {
  const width = document.documentElement.clientWidth;
  const out = [];
  for (const cell of document.querySelectorAll("main td, main th")) {
    const box = cell.getBoundingClientRect();
    if (box.width > 0 && box.right > width + 0.5) out.push(cell.textContent.trim().slice(0, 40));
  }
  return out;
}"""
"""The texts of the visible cells of the page's tables that reach past its right edge
(hidden in a box that scrolls, or off the page)."""


def _fits(page: Page, name: str, *, cells: bool = True) -> None:
    """The page fits the viewport's width (and, with ``cells``, so does every cell of
    its tables); a screenshot ``name``."""
    assert page.viewport_size is not None
    width = page.viewport_size["width"]
    page.screenshot(path=str(SHOTS / f"{name}-{width}.png"), full_page=True)
    scrolled = page.evaluate("document.documentElement.scrollWidth")
    assert scrolled <= width, (name, width, scrolled)
    if cells:
        assert page.evaluate(OUTSIDE) == [], (name, width)


def test_every_pairs_page_fits_a_phone(browser: Browser, address: str) -> None:
    base = f"http://{address}"
    SHOTS.mkdir(parents=True, exist_ok=True)
    with ExitStack() as stack:
        tessa = director_page(browser, stack, base)
        spec = {"family": "mitchell", "tables": 4, "boards_per_round": 1, "rounds": 2}
        answer = tessa.request.post(
            f"{base}/api/pairs", data={"name": "Friday evening online pairs", **spec}
        )
        assert answer.ok, answer.text()
        event_url = f"{base}/pairs/{answer.json()['event']}"
        ann = _page(browser, stack, PHONE)
        guest = ann.request.post(f"{base}/api/guest", data={"name": "Annabelle Featherstonehaugh"})
        assert guest.ok
        goto_settled(ann, event_url)
        ann.select_option("#partner", "robot")
        ann.click("#enter button[type=submit]")
        ann.wait_for_selector("#me")
        _fits(ann, "pairs-phone-entry")
        goto_settled(tessa, event_url)
        tessa.click("#start")
        tessa.wait_for_selector("#end-round")
        _until(tessa, "finished: waits")  # a robots' table has played its board

        goto_settled(ann, event_url)  # not reload(): the page may be navigating on its own
        ann.wait_for_selector("#round-tables")
        _fits(ann, "pairs-phone-round")
        east_west = ann.locator("#round-tables tbody tr").first.locator("td").nth(4)
        assert east_west.is_visible() and "1EW" in east_west.inner_text()
        box = east_west.bounding_box()
        assert box is not None and box["x"] + box["width"] <= 390
        ann.set_viewport_size(DESKTOP)  # a desktop keeps the table's columns
        assert ann.locator("#round-tables thead").is_visible()
        _fits(ann, "pairs-phone-round")

        director = _page(browser, stack, PHONE)
        logged = director.request.post(
            f"{base}/api/login", data={"name": "Tessa", "password": PASSWORD}
        )
        assert logged.ok
        goto_settled(director, event_url)
        _fits(director, "pairs-phone-director")
        finished = tessa.locator("#round-tables tbody tr", has_text="finished: waits").first
        board = int(re.findall(r"\d+", finished.locator("td").nth(2).inner_text())[0])
        table = int(re.findall(r"\d+", finished.locator("td").first.inner_text())[0])
        adjusted = director.request.post(
            f"{event_url.replace('/pairs/', '/api/pairs/')}/adjust",
            data={
                "where": f"1-{table}-{board}",
                "kind": "assigned",
                "ns": "-100",
                "ew": "420",
                "non_offenders": "EW",
                "basis": "12A1",
                "reason": "misinformation: East-West's double was a gamble of their own",
            },
        )
        assert adjusted.ok, adjusted.text()
        director.goto(f"{event_url}/boards/{board}")
        director.wait_for_selector("#traveller td.adjusted")
        _fits(director, "pairs-phone-board")
        director.set_viewport_size(DESKTOP)
        _fits(director, "pairs-phone-board")

        director.set_viewport_size(PHONE)
        api = event_url.replace("/pairs/", "/api/pairs/")
        for _ in range(2):  # both rounds ended through the API (the page reloads itself)
            ended = director.request.post(f"{api}/end-round", data={})
            assert ended.ok, ended.text()
        assert director.request.get(api).json()["status"] == "ended"
        goto_settled(director, event_url)
        director.wait_for_selector("#results")
        _fits(director, "pairs-phone-ended")
        director.click("#results")
        director.wait_for_selector("text=Ranking")
        _fits(director, "pairs-phone-results", cells=False)  # its tables scroll in a box
        ann.set_viewport_size(PHONE)
        goto_settled(ann, event_url)
        _fits(ann, "pairs-phone-ended")
