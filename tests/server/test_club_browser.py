"""A whole club night through browsers on a real server: the director sets up a 7-table
Mitchell of 2-board rounds on the set-up page, seven phone-sized contexts join their
tables by code and enter every board of every round (one table calls the director, who
answers from the console's queue), the director corrects one result, gives one weighted
adjusted score and one procedural penalty, and the big screen follows; the final
ranking equals the event model's scoring of the same results (``event run
--conditions`` on the night's entries file, the penalty deducted), and the results page
and PBN export are produced. Also: a phone that loses the network enters two boards,
which arrive once when it is back. Screenshots of the phone page and the big screen at
390 px and 1280 px."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from bridgelaw.tournament.movements.mitchell import mitchell
from tests.browser import DESKTOP, PHONE, SHOTS
from tests.server.live import server
from tests.tournament.test_club import event_run

if TYPE_CHECKING:
    from playwright.sync_api import Browser, BrowserContext, Page, Route

PASSWORD = "correct horse battery"
TABLES = 7


@pytest.fixture
def address(tmp_path: Path) -> Iterator[str]:
    """A real server (SQLite), no demo table."""
    with server(tmp_path, demo="false") as running:
        yield running


def _context(browser: Browser, stack: ExitStack, viewport: Any) -> BrowserContext:
    context = browser.new_context(viewport=viewport)
    stack.callback(context.close)
    context.set_default_timeout(30_000)  # the machine may be loaded by other jobs
    return context


def _director(browser: Browser, stack: ExitStack, address: str) -> Page:
    page = _context(browser, stack, DESKTOP).new_page()
    answer = page.request.post(
        f"http://{address}/api/register", data={"name": "Tessa", "password": PASSWORD}
    )
    assert answer.ok, answer.text()
    return page


def _set_up(page: Page, address: str, tables: int, names: str) -> int:
    page.goto(f"http://{address}/club")
    page.fill("#name", "Thursday pairs")
    page.fill("#tables", str(tables))
    page.fill("#boards_per_round", "2")
    page.fill("#names", names)
    page.click("#setup button[type=submit]")
    page.wait_for_url("**/club/nights/*/director")
    page.wait_for_selector("#codes tbody tr")
    return int(page.url.rstrip("/").split("/")[-2])


def _codes(page: Page) -> dict[int, str]:
    rows = page.locator("#codes tbody tr")
    return {
        int(rows.nth(i).locator("td").nth(0).inner_text()): rows.nth(i).locator("a").inner_text()
        for i in range(rows.count())
    }


def _join(context: BrowserContext, address: str, code: str) -> Page:
    page = context.new_page()
    page.goto(f"http://{address}/club/join")
    page.fill("#code", code.lower())
    page.click("button[type=submit]")
    page.wait_for_selector(".club-board")
    return page


def _enter(
    page: Page, board: int, contract: str, declarer: str, tricks: int, lead: str = ""
) -> None:
    form = page.locator(f"#board-{board} form")
    form.locator("input[name=contract]").fill(contract)
    form.locator("select[name=declarer]").select_option(declarer)
    form.locator("input[name=lead]").fill(lead)
    form.locator("select[name=tricks]").select_option(str(tricks))
    form.locator("button[type=submit]").click()


def _wait_score(phone: Page, board: int) -> None:
    """Wait until the phone shows the board's score; else fail with what the phone says."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    try:
        phone.wait_for_selector(f"#board-{board} .club-score")
    except PlaywrightTimeout:
        said = phone.locator("#message").inner_text(), phone.locator("#queue").inner_text()
        pytest.fail(f"board {board} not entered: the phone says {said}")


def _result(rnd: int, table: int, board: int) -> tuple[str, str, int]:
    """A varied, repeatable result for each table and board."""
    level = 1 + (rnd * 3 + table * 5 + board) % 6
    strain = "CDHSN"[(table + board) % 5]
    declarer = "NESW"[(rnd + table + board) % 4]
    tricks = min(13, 6 + level + (table * board) % 4 - 2)
    return f"{level}{'NT' if strain == 'N' else strain}", declarer, tricks


def test_a_whole_mitchell_night_through_phones(
    browser: Browser, address: str, tmp_path: Path
) -> None:
    with ExitStack() as stack:
        director = _director(browser, stack, address)
        names = "\n".join(
            f"{t}NS: North {t} & South {t}\n{t}EW,East {t},West {t}" for t in range(1, TABLES + 1)
        )
        night = _set_up(director, address, TABLES, names)
        codes = _codes(director)
        assert sorted(codes) == list(range(1, TABLES + 1))
        cards = director.context.new_page()  # the table cards to print, a QR code on each
        cards.goto(f"http://{address}/club/nights/{night}/cards")
        assert cards.locator("#table-1 .join svg").count() == 1
        cards.locator("#table-1").screenshot(path=str(SHOTS / "club-table-card.png"))
        cards.close()
        screen = _context(browser, stack, DESKTOP).new_page()
        screen.goto(f"http://{address}/club/nights/{night}/live")
        phones = {
            t: _join(_context(browser, stack, PHONE), address, code) for t, code in codes.items()
        }
        for rnd in range(1, TABLES + 1):
            for table, phone in phones.items():
                if rnd > 1:
                    phone.click("#next")
                    phone.wait_for_selector(f"#phone[data-round='{rnd}']")
                boards = _boards(rnd, table)
                for board in boards:
                    _enter(
                        phone, board, *_result(rnd, table, board), lead="SK" if board % 2 else ""
                    )
                    _wait_score(phone, board)
                if rnd == 1 and table == 3:  # a call to the director
                    phone.click("#call")
                    phone.wait_for_selector("#message:text('the director is on the way')")
                if rnd == 1 and table == 1:  # East-West confirm on this phone: their number
                    phone.fill(f"#board-{boards[0]} .club-confirm-pair input", "1EW")
                    phone.click(f"#board-{boards[0]} .club-confirm")
                    phone.wait_for_selector(f"#board-{boards[0]} .club-confirmed")
                    phone.screenshot(path=str(SHOTS / "club-phone-390.png"), full_page=True)
                if rnd == 1 and table == 2:  # East-West's own phone: one press
                    theirs = _join(_context(browser, stack, PHONE), address, codes[2])
                    theirs.click("#side-EW")
                    if theirs.get_attribute("#phone", "data-round") != "1":  # boards entered
                        theirs.click("#prev")
                        theirs.wait_for_selector("#phone[data-round='1']")
                    theirs.click(f"#board-{boards[1]} button.club-confirm")
                    theirs.wait_for_selector(f"#board-{boards[1]} .club-confirmed")
                    theirs.screenshot(path=str(SHOTS / "club-phone-ew-390.png"), full_page=True)
        expected = TABLES * TABLES * 2
        director.reload()
        director.wait_for_selector(f"#results tbody tr >> nth={expected - 1}")
        # the call waits on the console until answered
        director.click("#calls li[data-call='1'] button")
        director.wait_for_selector("#calls li:text('answered by Tessa')")
        assert "table 3, round 1 (table 3 NS)" in director.locator("#calls li").inner_text()
        # one correction by the director
        _pick(director, f"1-2-{_boards(1, 2)[0]}")
        director.fill("#correct input[name=tricks]", "7")
        director.fill("#correct input[name=why]", "declarer took 7 tricks, not 8")
        _submit(director, "correct")
        # one weighted adjusted score
        _pick(director, f"3-4-{_boards(3, 4)[1]}")
        director.select_option("#adjust select[name=kind]", "weighted")
        director.fill("#adjust input[name=components]", "620:0.7 -100:0.3")
        director.fill("#adjust input[name=why]", "misinformation (Law 21B3)")
        _submit(director, "adjust")
        # one procedural penalty
        director.select_option("#penalty select[name=contestant]", "5NS")
        director.fill("#penalty input[name=board]", "9")
        director.fill("#penalty input[name=reason]", "unduly slow play (90B2)")
        _submit(director, "penalty")
        # a fouled board (Law 87) recorded from the console, then found not fouled after all
        director.fill("#foul input[name=board]", "13")
        director.fill("#foul input[name=groups]", "2 3")
        director.fill("#foul input[name=why]", "a card of board 13 was found in another pocket")
        _submit(director, "foul")
        fouled = director.locator("#fouled").inner_text()
        assert "board 13: form 1 at tables 2, 3" in fouled, fouled
        director.locator("#foul").screenshot(path=str(SHOTS / "club-foul-form.png"))
        director.fill("#foul input[name=groups]", "")
        director.fill("#foul input[name=why]", "the card was in its own pocket after all")
        _submit(director, "foul")
        assert director.locator("#fouled li").count() == 0
        log = director.locator("#log li").all_inner_texts()
        assert any("declarer took 7 tricks" in line and "Tessa" in line for line in log)
        # the big screen follows (within a second on a quiet machine: bench/bench_club.py)
        console = director.request.get(f"http://{address}/api/club/nights/{night}/director")
        changes = console.json()["changes"]
        screen.wait_for_selector(f"#live[data-changes='{changes}']", timeout=5000)
        assert screen.locator("#progress").inner_text() == f"{expected} of {expected} results"
        screen.screenshot(path=str(SHOTS / "club-live-1280.png"), full_page=False)
        phones[1].set_viewport_size(DESKTOP)
        phones[1].screenshot(path=str(SHOTS / "club-phone-1280.png"), full_page=False)
        screen.set_viewport_size(PHONE)
        screen.screenshot(path=str(SHOTS / "club-live-390.png"), full_page=False)
        # the final ranking equals the event model's scoring of the same results
        live = director.request.get(f"http://{address}/api/club/nights/{night}/live").json()
        entries = director.request.get(f"http://{address}/club/nights/{night}/results.json").json()
        assert len(entries["results"]) == expected
        _agrees(live, entries, tmp_path)
        page = director.request.get(f"http://{address}/club/nights/{night}/results")
        assert page.ok and "W 70% of +620 + 30% of -100" in page.text()
        pbn = director.request.get(f"http://{address}/club/nights/{night}/results.pbn").text()
        assert pbn.count("[ScoreTable ") == 14 and pbn.count("[Deal ") == 14


def _boards(rnd: int, table: int) -> tuple[int, ...]:
    """The boards the night's movement gives ``table`` in round ``rnd``."""
    movement = mitchell(TABLES, boards_per_round=2)
    seating = movement.round(rnd).seating(table)
    assert seating is not None
    return movement.board_set(seating.board_set).boards


def _pick(director: Page, key: str) -> None:
    director.click(f"#results tr[data-key='{key}'] button")


def _submit(director: Page, form: str) -> None:
    """Send one of the console's forms and wait for the server's answer."""
    director.evaluate("document.getElementById('message').textContent = ''")
    director.click(f"#{form} button[type=submit]")
    director.wait_for_selector("#message:text('done')")


def _agrees(live: dict[str, Any], entries: dict[str, Any], tmp_path: Path) -> None:
    """``event run`` of the night's entries file (its procedural penalty with it, Law 90)
    ranks the night as the big screen does."""
    assert [p["contestant"] for p in entries.get("penalties", [])] == ["5NS"]
    scored = event_run(entries, tmp_path)
    for group, mine in zip(scored["rankings"], live["ranking"], strict=True):
        expected = {s["contestant"]: s["points"] for s in group["standings"]}
        ours = {line["pair"]: line["points"] for line in mine["lines"]}
        assert ours == pytest.approx(expected, abs=0.01)
        points = [line["points"] for line in mine["lines"]]
        assert points == sorted(points, reverse=True)


def test_a_phone_offline_enters_two_boards_which_arrive_once(
    browser: Browser, address: str
) -> None:
    with ExitStack() as stack:
        director = _director(browser, stack, address)
        night = _set_up(director, address, 3, "")
        codes = _codes(director)
        context = _context(browser, stack, PHONE)
        phone = _join(context, address, codes[2])
        context.set_offline(True)
        _enter(phone, 3, "3NT", "S", 9, "H4")
        phone.wait_for_selector("#board-3 .club-waiting")
        _enter(phone, 4, "4H", "E", 10)
        phone.wait_for_selector("#phone[data-queued='2']")
        assert phone.locator("#net").is_visible()
        phone.wait_for_timeout(1600)  # a retry while offline sends nothing
        context.set_offline(False)
        phone.wait_for_selector("#phone[data-queued='0']")
        phone.wait_for_selector("#board-4 .club-score")
        assert phone.locator("#board-3 .club-score").inner_text() == "3NT S = +400"
        state = director.request.get(f"http://{address}/api/club/nights/{night}/director").json()
        assert [(r["board"], r["version"]) for r in state["results"]] == [(3, 1), (4, 1)]
        assert state["changes"] == 2


def test_a_phone_keeps_what_is_typed_when_an_answer_comes_meanwhile(
    browser: Browser, address: str
) -> None:
    """The phone draws its boards again when the night changes; an answer to a request
    made before the player began to type (here a poll held until he has typed, after
    another table's entry) keeps what he typed, and the board is sent. Before, the form
    was made anew under him: the browser refused its empty contract and nothing was sent
    (the whole night's test lost a board that way under load)."""
    with ExitStack() as stack:
        director = _director(browser, stack, address)
        _set_up(director, address, 3, "")
        codes = _codes(director)
        phone = _join(_context(browser, stack, PHONE), address, codes[1])
        other = _join(_context(browser, stack, PHONE), address, codes[2])
        held: list[Route] = []
        holding = [True]

        def hold(route: Route) -> None:
            if holding[0] and route.request.method == "GET":
                held.append(route)
            else:
                route.continue_()

        phone.route("**/api/club/t/**", hold)
        with phone.expect_request(lambda r: "/api/club/t/" in r.url and r.method == "GET"):
            pass  # the phone's next poll, made before anything is typed, waits
        _enter(other, 3, "3NT", "S", 9)  # the night changes meanwhile
        _wait_score(other, 3)
        form = phone.locator("#board-1 form")
        form.locator("input[name=contract]").fill("4S")
        form.locator("select[name=declarer]").select_option("E")
        form.locator("input[name=lead]").fill("HK")
        holding[0] = False
        for route in held:  # the answers come while he is typing
            route.continue_()
        phone.wait_for_selector("#phone[data-changes='1']")
        assert form.locator("input[name=contract]").input_value() == "4S"
        assert form.locator("input[name=lead]").input_value() == "HK"
        form.locator("select[name=tricks]").select_option("10")
        form.locator("button[type=submit]").click()
        _wait_score(phone, 1)
        assert phone.locator("#board-1 .club-score").inner_text() == "4S E = -420"
