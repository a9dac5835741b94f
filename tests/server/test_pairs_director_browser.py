"""The director adjusts a score from a pairs event's page in a real browser (stop 21):
Ann's table never plays its board (a Mitchell with a half table, made from the lobby's
form), so the director gives it A-/A+ (Law 12C2(a), under 12A2) with the form, from a
desktop, and a split assigned score (Law 12C1(e)) on a played board, from a phone; the
page lists both with their Laws, and so does the results page. Screenshots of the event
page with the adjustments at 1280 px and 390 px."""

from __future__ import annotations

import re
from contextlib import ExitStack
from typing import TYPE_CHECKING

from tests.browser import PHONE, SHOTS, goto_settled
from tests.server.test_pairs_browser import PASSWORD, _page, _until, director_page
from tests.server.test_pairs_browser import address as address  # the same real server

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page


def _adjust(page: Page, where: str, kind: str, fields: dict[str, str]) -> None:
    """Fill in the director's adjusted-score form and send it."""
    if not page.is_visible("#adjust"):
        page.click("#adjust-box summary")
    if where:
        page.select_option("#adjust-where", where)
    page.select_option("#adjust-kind", kind)
    other = "assigned" if kind == "artificial" else "artificial"
    assert page.is_hidden(f"#adjust-{other}")  # only the fields of the score chosen
    for selector, value in fields.items():
        if selector.endswith(("mark", "basis", "nos")):
            page.select_option(selector, value)
        else:
            page.fill(selector, value)
    width = page.evaluate("document.documentElement.scrollWidth")
    assert page.viewport_size is not None and width <= page.viewport_size["width"], width
    page.click("#adjust button[type=submit]")


def test_the_director_adjusts_a_score_in_the_browser(browser: Browser, address: str) -> None:
    base = f"http://{address}"
    SHOTS.mkdir(parents=True, exist_ok=True)
    with ExitStack() as stack:
        tessa = director_page(browser, stack, base)
        tessa.goto(base + "/")  # a Mitchell with a half table, from the lobby's form
        tessa.click("#pair-events summary")
        tessa.fill("#pairs-name", "Club pairs")
        tessa.fill("#pairs-tables", "3")
        tessa.fill("#pairs-boards", "1")
        tessa.check("#pairs-half")
        tessa.click("#new-pairs button[type=submit]")
        tessa.wait_for_url(re.compile(r".*/pairs/\d+$"))
        event_url = tessa.url
        assert "half table (3EW missing)" in tessa.inner_text(".pairs-facts")
        ann = _page(browser, stack, PHONE)
        assert ann.request.post(f"{base}/api/guest", data={"name": "Ann"}).ok
        goto_settled(ann, event_url)
        ann.select_option("#partner", "robot")
        ann.click("#enter button[type=submit]")
        ann.wait_for_selector("#me")
        goto_settled(tessa, event_url)
        tessa.click("#start")
        tessa.wait_for_selector("#end-round")
        _until(tessa, "finished: waits")  # the robots' tables have played their board

        # Ann's table (1) has not played: A-/A+ under Law 12A2, from the form
        options = tessa.eval_on_selector_all(
            "#adjust-where option", "os => os.map(o => [o.value, o.textContent])"
        )
        (unplayed,) = [v for v, text in options if v.startswith("1-1-")]
        played = next(v for v, text in options if "no result" not in text)
        assert tessa.is_hidden("#adjust-assigned")  # the artificial score's fields shown
        reason = "North never called: the board could not be played"
        marks = {"#adjust-ns-mark": "A-", "#adjust-ew-mark": "A+", "#adjust-basis": "12A2"}
        _adjust(tessa, unplayed, "artificial", {**marks, "#adjust-reason": reason})
        tessa.wait_for_selector("#adjustments")
        shown = tessa.inner_text("#adjustments")
        assert "A-/A+" in shown and "12C2(a)" in shown and "12A2" in shown

        # from a phone: a split assigned score on a played board (Law 12C1(e))
        phone = _page(browser, stack, PHONE)
        logged = phone.request.post(
            f"{base}/api/login", data={"name": "Tessa", "password": PASSWORD}
        )
        assert logged.ok, logged.text()
        goto_settled(phone, event_url)
        split = {
            "#adjust-ns-points": "-100",
            "#adjust-ew-points": "420",
            "#adjust-nos": "EW",
            "#adjust-basis": "12A1",
            "#adjust-reason": "misinformation; East-West's double was a gamble",
        }
        _adjust(phone, played, "assigned", split)
        phone.wait_for_url(re.compile(r".*/pairs/\d+$"))
        phone.wait_for_selector("text=-100/+420 (split)")
        assert "12C1(e)" in phone.inner_text("#adjustments")
        width = phone.evaluate("document.documentElement.scrollWidth")
        assert width <= 390, width  # nothing overflows the phone's width
        phone.screenshot(path=str(SHOTS / "pairs-adjusted-390.png"), full_page=True)
        tessa.reload()
        tessa.wait_for_selector("text=-100/+420 (split)")
        tessa.screenshot(path=str(SHOTS / "pairs-adjusted-1280.png"), full_page=True)

        # a refusal says why, with its Law
        goto_settled(phone, event_url)
        unclear = {"#adjust-ns-points": "420", "#adjust-basis": "12C1(d)", "#adjust-reason": "?"}
        _adjust(phone, "", "assigned", unclear)
        phone.wait_for_selector("text=is for an artificial score")
        assert "Law 12C1(d)" in phone.inner_text("main")

        # the results page: the notes above the ranking and the board's traveller
        goto_settled(tessa, event_url)
        for _ in range(3):
            if tessa.is_visible("#results"):
                break
            tessa.click("#end-round")
            tessa.wait_for_load_state()
        _until(tessa, "Results: ranking")
        goto_settled(ann, event_url)
        ann.click("#results")
        ann.wait_for_selector("text=Ranking")
        notes = ann.inner_text(".notes")
        assert "adjusted score A-/A+ (Law 12C2(a), under 12A2): North never called" in notes
        assert "-100/+420 (split) (Law 12C1(e), under 12A1)" in notes
        ann.screenshot(path=str(SHOTS / "pairs-adjusted-results-390.png"), full_page=False)


def test_a_late_pair_at_a_new_table_and_a_substitution_changed_back(
    browser: Browser, address: str
) -> None:
    """Round 1 of a full Mitchell: a late player enters from his phone at a new table
    (Law 8A1); the director seats Cy in place of a robot, then the robot again before the
    round: the pair's name is who sits (the robots), the substitutions made are listed
    under the form (Law 4). Screenshots of the late entry (390 px) and of the director's
    substitutions (1280 px)."""
    base = f"http://{address}"
    SHOTS.mkdir(parents=True, exist_ok=True)
    with ExitStack() as stack:
        tessa = director_page(browser, stack, base)
        spec = {"name": "Full", "family": "mitchell", "tables": 3, "boards_per_round": 1}
        made = tessa.request.post(f"{base}/api/pairs", data=spec)
        assert made.ok, made.text()
        event_url = f"{base}/pairs/{made.json()['event']}"
        ann = _page(browser, stack, PHONE)  # she never plays: round 1 waits for her table
        assert ann.request.post(f"{base}/api/guest", data={"name": "Ann"}).ok
        goto_settled(ann, event_url)
        ann.select_option("#partner", "robot")
        ann.click("#enter button[type=submit]")
        ann.wait_for_selector("#me")
        cy = _page(browser, stack, PHONE)
        assert cy.request.post(f"{base}/api/guest", data={"name": "Cy"}).ok
        goto_settled(tessa, event_url)
        tessa.click("#start")
        tessa.wait_for_selector("#end-round")
        _until(tessa, "finished: waits")  # the robots' tables have played their board

        bob = _page(browser, stack, PHONE)
        assert bob.request.post(f"{base}/api/guest", data={"name": "Bob"}).ok
        goto_settled(bob, event_url)
        late = bob.locator("#enter-late button")
        assert "from round 2 at a new table" in late.inner_text()
        bob.screenshot(path=str(SHOTS / "pairs-late-new-table-390.png"), full_page=True)
        late.click()
        bob.wait_for_selector("#me")
        assert "4NS" in bob.inner_text("#me")

        goto_settled(tessa, event_url)
        labels = tessa.eval_on_selector_all("#substitute-pair option", "os => os.map(o => o.value)")
        pair = "2NS"  # a robots' pair whose table has played round 1
        assert pair in labels and "4NS" in labels, labels
        for person in ("Cy", "robot"):
            if not tessa.is_visible("#substitute"):
                tessa.click("#substitute-box summary")
            tessa.select_option("#substitute-pair", pair)
            tessa.select_option("#substitute-place", "first")
            tessa.fill("#substitute-person", person)
            tessa.click("#substitute button[type=submit]")
            tessa.wait_for_url(re.compile(r".*/pairs/\d+$"))
        tessa.click("#substitute-box summary")
        record = tessa.inner_text("#substitutions")
        assert "2NS: Cy for bridgelaw robot from round 2, by Tessa" in record
        assert "2NS: bridgelaw robot for Cy from round 2, by Tessa" in record
        named = tessa.inner_text("#substitute-pair option[value='2NS']")
        assert named == "2NS bridgelaw robot & bridgelaw robot", named  # Cy never sat
        tessa.locator("#substitute-box").screenshot(
            path=str(SHOTS / "pairs-substitutions-1280.png")
        )
