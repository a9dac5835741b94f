"""What one player sees at the online table, in a browser on a real server, while the
three other seats (and the director) are websocket clients: dummy's "Call the director"
button is disabled during the play, with the Law that says why (43A1(a)), until another
player has drawn attention to an irregularity; then dummy may call him."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from websockets.sync.client import connect

from tests.browser import DESKTOP, PHONE, SHOTS
from tests.server.live import server, sit
from tests.server.online_table import AUCTION
from tests.server.test_browser import _type

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page
    from websockets.sync.connection import Connection


@pytest.fixture
def running(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """A real server with the demo table on a fixed seed; its address and data folder."""
    with server(tmp_path, demo_seed="screenshots") as address:
        yield address, tmp_path


class Client:
    """A seat (or the director) as a websocket client: it sends a frame and reads up to
    its answer, keeping the last state it was sent."""

    def __init__(self, connection: Connection) -> None:
        self.connection = connection
        self.state: dict[str, Any] = {}

    def read(self, timeout: float = 10) -> dict[str, Any]:
        message: dict[str, Any] = json.loads(self.connection.recv(timeout=timeout))
        if message["t"] in ("state", "director_state"):
            self.state = message
        return message

    def drain(self) -> None:
        """Read every message already on its way."""
        while True:
            try:
                self.read(timeout=0.3)
            except TimeoutError:
                return

    def send(self, frame: dict[str, Any]) -> None:
        """Send ``frame``; it must be accepted."""
        self.connection.send(json.dumps(frame))
        while (answer := self.read())["t"] not in ("ack", "error"):
            pass
        assert answer["t"] == "ack", answer


@contextmanager
def clients(
    address: str, seats: str, table: int = 1, director: str | None = None
) -> Iterator[dict[str, Client]]:
    """``seats`` of the table taken through the API and connected, and the director
    (``D``) with his token, if given."""
    with ExitStack() as stack:
        found: dict[str, Client] = {}
        for seat in seats:
            token = sit(address, seat, table)
            url = f"ws://{address}/ws/{table}/{seat}"
            socket = stack.enter_context(connect(url, additional_headers=token.headers()))
            socket.send(json.dumps({"t": "hello", "token": token}))
            found[seat] = Client(socket)
        if director is not None:
            socket = stack.enter_context(connect(f"ws://{address}/ws/{table}/director"))
            socket.send(json.dumps({"t": "hello", "token": director}))
            found["D"] = Client(socket)
        yield found


LAWS = 2
"""The demo room's laws-mode table (the server runs without the robots' practice table)."""


def _sit(browser: Browser, stack: ExitStack, address: str, seat: str, table: int = 1) -> Page:
    """A guest takes ``seat`` at ``table`` from the lobby, in a new browser context."""
    context = browser.new_context(viewport=DESKTOP)
    stack.callback(context.close)
    page = context.new_page()
    page.goto(f"http://{address}/login")
    page.get_by_label("Guest name").fill(f"Guest {seat}")
    page.get_by_role("button", name="Play as a guest").click()
    page.wait_for_url(f"http://{address}/")
    section = page.locator("section.lobby-table", has=page.locator(f"#t{table}"))
    name = {"N": "north", "E": "east", "S": "south", "W": "west"}[seat]
    section.get_by_role("button", name=f"Sit {name}").click()
    page.wait_for_url(f"**/tables/{table}/{seat}")
    return page


def _at(page: Page, seq: int) -> None:
    page.wait_for_function(f"document.getElementById('table').dataset.seq === '{seq}'")


def _auction(page: Page, seat: str, others: dict[str, Client]) -> None:
    """The auction to 3NT by North, ``seat``'s calls typed on its page, the others'
    sent by their clients."""
    for seq, (caller, call) in enumerate(AUCTION, start=1):
        if caller == seat:
            _type(page, call[0].lower() + ("n" if call.endswith("NT") else ""))
        else:
            others[caller].send({"t": "call", "call": call})
        _at(page, seq)


@pytest.mark.law("43A1(a)", editions=(2017,))
def test_dummys_director_button_follows_law_43a1a(
    browser: Browser, running: tuple[str, Path]
) -> None:
    address, data_dir = running
    with ExitStack() as stack:
        south = _sit(browser, stack, address, "S")
        token = (data_dir / "director-token.txt").read_text().strip()
        others = stack.enter_context(clients(address, "NEW", director=token))
        _auction(south, "S", others)  # 3NT by North: South is dummy
        seq = len(AUCTION)
        button = south.locator("#open-director")
        assert button.is_enabled()  # before the opening lead: not yet dummy (Law 41)
        others["E"].drain()
        others["E"].send({"t": "play", "card": others["E"].state["legal"][0]})
        _at(south, seq + 1)
        assert button.is_disabled()
        note = south.locator("#director-note")
        assert note.inner_text().startswith("Dummy may not call the director during the play")
        assert "another player has drawn attention" in note.inner_text()
        assert "Law 43A1(a)" in note.inner_text()
        assert button.get_attribute("aria-describedby") == "director-note"
        SHOTS.mkdir(parents=True, exist_ok=True)
        south.set_viewport_size(PHONE)
        south.screenshot(path=str(SHOTS / "table-dummy-390.png"), full_page=True)
        south.set_viewport_size(DESKTOP)
        others["E"].send({"t": "director", "reason": "a revoke?"})
        _at(south, seq + 2)
        assert button.is_enabled() and note.inner_text() == ""
        button.click()
        south.locator("#director-dialog").get_by_role("button", name="Call the director").click()
        _at(south, seq + 3)
        assert button.is_disabled()
        assert "on his way" in note.inner_text()


def test_the_laws_table_changes_a_call_and_exposes_a_card_from_the_page(
    browser: Browser, running: tuple[str, Path]
) -> None:
    """At the laws table North replaces his 1C by 1D from the bidding box ("Change my last
    call instead", Law 25): East is told, and calls on; then North shows a card of his
    hand (Law 24): everyone is told which, the server calls the director and the box
    waits for him."""
    address, _ = running
    with ExitStack() as stack:
        north = _sit(browser, stack, address, "N", table=LAWS)
        others = stack.enter_context(clients(address, "ESW", table=LAWS))
        _type(north, "1c")
        _at(north, 1)
        assert north.locator("#change-call").is_visible()
        north.locator("#explanation").fill("half typed")  # survives a redraw
        north.locator("#change-call").check()
        north.get_by_role("button", name="1 diamond").click()
        _at(north, 2)
        others["E"].drain()
        row = [r for r in others["E"].state["log"] if r["kind"] == "law"][-1]
        assert (row["name"], row["seat"], row["call"]) == ("CallChanged", "N", "1D")
        assert (
            "North replaces his last call by 1♦ (Law 25)" in north.locator("#qa-list").inner_text()
        )
        assert north.locator("#laws-irregularity").inner_text().startswith("North replaces")
        assert not north.locator("#change-call").is_checked()
        assert north.locator("#explanation").input_value() == "half typed"
        others["E"].send({"t": "call", "call": "Pass"})  # East calls on: 1D stands (25B1)
        _at(north, 3)
        card = north.locator("#expose-card").input_value()
        north.get_by_role("button", name="Expose it (the director is called)").click()
        _at(north, 5)  # the exposure and the server's call of the director
        others["W"].drain()
        row = [r for r in others["W"].state["log"] if r["kind"] == "law"][-1]
        assert row["name"] == "CardsExposed" and row["cards"] == [card]
        assert "seen by the table" in north.locator("#qa-list").inner_text()
        assert "The director has been called" in north.locator("#laws-irregularity").inner_text()
        assert north.locator("#bidding-box button.bid").count() == 0  # he rules first
        SHOTS.mkdir(parents=True, exist_ok=True)
        north.set_viewport_size(PHONE)
        north.screenshot(path=str(SHOTS / "table-laws-390.png"), full_page=True)


@pytest.mark.law("66A", editions=(2017,), indirect=True)
def test_the_trick_just_quitted_stays_in_view_until_ones_side_plays_to_the_next(
    browser: Browser, running: tuple[str, Path]
) -> None:
    """Law 66A: until his side has played to the next trick a player may have the cards
    just played turned face up. East wins trick 1 and leads at once, as a robot would:
    South (dummy's page) still sees the quitted trick; once North-South play, it goes.
    South bids from the box with the keyboard: when the box goes, the focus goes on to the
    call-or-card field."""
    address, _ = running
    with ExitStack() as stack:
        south = _sit(browser, stack, address, "S")
        others = stack.enter_context(clients(address, "NEW"))
        for seq, (seat, call) in enumerate(AUCTION[:2], start=1):
            others[seat].send({"t": "call", "call": call})
            _at(south, seq)
        south.get_by_role("button", name="3 no trump").focus()  # from the keyboard:
        south.keyboard.press("Enter")  # the box goes once the call is made,
        _at(south, 3)  # and the focus goes on to the call-or-card field
        assert south.evaluate("document.activeElement.id") == "command-input"
        for seq, (seat, call) in enumerate(AUCTION[3:], start=4):
            others[seat].send({"t": "call", "call": call})
            _at(south, seq)

        def play() -> None:  # the seat to act plays its first legal card (North for dummy)
            for client in others.values():
                client.drain()
            acting = others["N"].state["to_act"]
            player = others["N" if acting == "S" else acting]
            player.send({"t": "play", "card": player.state["legal"][0]})

        for _ in range(4):
            play()
        _at(south, len(AUCTION) + 4)
        last = south.locator("#trick .last-trick")
        assert last.inner_text().startswith("Last trick:")
        others["N"].drain()
        winner = others["N"].state["last_trick"]["winner"]
        assert winner in "EW", winner  # the fixed deal: East-West win trick 1
        play()  # the next lead, by East-West
        _at(south, len(AUCTION) + 5)
        assert "won by" in last.inner_text()  # still in view: North-South have not played
        play()  # North-South play to trick 2
        _at(south, len(AUCTION) + 6)
        assert last.count() == 0


def test_declarer_takes_back_dummys_card_from_the_laws_panel(
    browser: Browser, running: tuple[str, Path]
) -> None:
    """At the laws table declarer plays a card of dummy's, then takes it back (Law 47):
    the panel names the card, the server calls the director, the log says what happened."""
    address, _ = running
    with ExitStack() as stack:
        north = _sit(browser, stack, address, "N", table=LAWS)
        others = stack.enter_context(clients(address, "ESW", table=LAWS))
        _auction(north, "N", others)
        others["E"].drain()
        others["E"].send({"t": "play", "card": others["E"].state["legal"][0]})
        _at(north, 7)
        form = north.locator("#retract-form")
        assert form.is_hidden()  # nothing of his in the trick yet
        card = north.locator("#hand-top button.card").first  # dummy's hand, at the top
        card.click()
        _at(north, 8)
        button = north.locator("#retract-button")
        assert form.is_visible() and button.inner_text().startswith("Take back ")
        button.click()
        _at(north, 10)  # his retraction and the server's call of the director
        log = north.locator("#qa-list").inner_text()
        assert "South's " in log and "taken back (Law 47)" in log  # dummy's card
        assert "The director is called" in log
