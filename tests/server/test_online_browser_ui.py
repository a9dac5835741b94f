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
from tests.server.test_browser import _sit, _type

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
def clients(address: str, data_dir: Path, seats: str) -> Iterator[dict[str, Client]]:
    """``seats`` of table 1 taken through the API and connected, and the director (``D``)."""
    with ExitStack() as stack:
        found: dict[str, Client] = {}
        for seat in seats:
            token = sit(address, seat)
            url = f"ws://{address}/ws/1/{seat}"
            socket = stack.enter_context(connect(url, additional_headers=token.headers()))
            socket.send(json.dumps({"t": "hello", "token": token}))
            found[seat] = Client(socket)
        socket = stack.enter_context(connect(f"ws://{address}/ws/1/director"))
        director = (data_dir / "director-token.txt").read_text().strip()
        socket.send(json.dumps({"t": "hello", "token": director}))
        found["D"] = Client(socket)
        yield found


def _at(page: Page, seq: int) -> None:
    page.wait_for_function(f"document.getElementById('table').dataset.seq === '{seq}'")


@pytest.mark.law("43A1(a)", editions=(2017,))
def test_dummys_director_button_follows_law_43a1a(
    browser: Browser, running: tuple[str, Path]
) -> None:
    address, data_dir = running
    with ExitStack() as stack:
        south = _sit(browser, stack, address, "S")
        others = stack.enter_context(clients(address, data_dir, "NEW"))
        seq = 0
        for seat, call in AUCTION:  # 3NT by North: South is dummy
            if seat == "S":
                _type(south, call[0].lower() + ("n" if call.endswith("NT") else ""))
            else:
                others[seat].send({"t": "call", "call": call})
            seq += 1
            _at(south, seq)
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
