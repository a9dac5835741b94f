"""Our client connects again by itself (``reconnect`` seconds, waiting longer between
tries): after losing the host in the middle of a board it is seated again, the host
replays the board from ``Start of board`` and the client makes again the calls and cards
it had made; a client started before the host finds it once it listens; with no host it
stops with one clear line."""

from __future__ import annotations

import asyncio
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from bridgelaw.bluechip.client import Client, ClientError, ClientResult
from bridgelaw.bluechip.host import Host
from bridgelaw.bluechip.messages import CardLine, Message
from bridgelaw.core.seats import Seat
from bridgelaw.robots import RandomRobot
from tests.apart import run_async
from tests.bluechip.session import Program, play, robot_client, settings


class Drops(Client):
    """Our client whose connection breaks (the socket aborted, unsent lines lost) right
    after it sends its second card from board 2 on."""

    dropped = False

    def _send(self, message: Message) -> None:
        super()._send(message)
        if self.dropped or not isinstance(message, CardLine) or (self._board_number or 0) < 2:
            return
        if sum(isinstance(line, CardLine) for line in self._made.get(self._key, [])) >= 2:
            self.dropped = True
            assert self._writer is not None
            self._writer.transport.abort()


def dropping(seat: Seat, reconnect: float) -> Program:
    async def run(port: int) -> object:
        client = Drops(RandomRobot(5), seat, timeout=10.0, reconnect=reconnect)
        return await client.run("127.0.0.1", port)

    return run


def test_our_client_connects_again_after_losing_the_host_and_replays_the_board() -> None:
    others = [robot_client(seat, seed=seat) for seat in Seat if seat != Seat.EAST]
    outcome = play(settings(3, None, reconnect=10.0), [dropping(Seat.EAST, 10.0), *others])
    assert outcome.result.error is None, outcome.result.error
    east = outcome.programs[0]
    assert isinstance(east, ClientResult), east
    assert east.reconnects == 1 and east.boards == [1, 2, 3] and east.seat == Seat.EAST
    assert all(isinstance(r, ClientResult) and r.boards == [1, 2, 3] for r in outcome.programs)
    assert any("East" in line and "again" in line for line in outcome.log), outcome.log


def test_without_reconnect_a_lost_host_stops_the_client_with_a_clear_error(
    tmp_path: Path,
) -> None:
    others = [robot_client(seat, seed=seat) for seat in Seat if seat != Seat.EAST]
    outcome = play(
        settings(3, tmp_path / "x.pbn", reconnect=1.0), [dropping(Seat.EAST, 0), *others]
    )
    east = outcome.programs[0]
    assert isinstance(east, ClientError), east
    assert "East, board 3" in str(east)
    assert "connection lost" in str(east) or "closed the connection" in str(east)


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def test_a_client_started_before_the_host_waits_for_it(tmp_path: Path) -> None:
    port = _free_port()
    tried: list[str] = []

    async def main() -> tuple[object, list[object]]:
        early = Client(RandomRobot(1), Seat.NORTH, timeout=10.0, reconnect=20.0, log=tried.append)
        first = asyncio.ensure_future(early.run("127.0.0.1", port))
        await asyncio.sleep(0.8)  # at least one refused try
        host = Host(settings(1, tmp_path / "late.pbn"), port=port)
        await host.start()
        rest = [
            asyncio.ensure_future(Client(RandomRobot(s), s, timeout=10.0).run("127.0.0.1", port))
            for s in (Seat.EAST, Seat.SOUTH, Seat.WEST)
        ]
        result = await asyncio.wait_for(host.run(), 60)
        seen = await asyncio.wait_for(asyncio.gather(first, *rest, return_exceptions=True), 15)
        return result, list(seen)

    result, seen = run_async(main())
    assert getattr(result, "error", "?") is None
    assert all(isinstance(r, ClientResult) and r.boards == [1] for r in seen), seen
    assert any("cannot connect" in line and "trying again" in line for line in tried)


@pytest.mark.parametrize("reconnect", [0.0, 1.0])
def test_no_host_at_all_is_one_clear_line(reconnect: float) -> None:
    port = _free_port()
    client = Client(RandomRobot(1), Seat.NORTH, reconnect=reconnect)
    with pytest.raises(ClientError, match=f"cannot connect to 127.0.0.1:{port}") as caught:
        run_async(client.run("127.0.0.1", port))
    assert ("no host again in 1 s" in str(caught.value)) == (reconnect > 0)


def test_the_command_line_client_gives_up_after_reconnect_seconds() -> None:
    port = _free_port()
    run = subprocess.run(
        [sys.executable, "-m", "bridgelaw.cli", "bluechip", "client", "--port", str(port),
         "--seat", "N", "--reconnect", "1"],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert run.returncode == 1, run.stderr
    assert "no host again in 1 s" in run.stderr
