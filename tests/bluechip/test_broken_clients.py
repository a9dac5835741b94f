"""Programs that break the protocol: the host answers or stops with one clear line naming
the seat, the board and what was wrong, and keeps what was recorded (the record of the
finished boards, which ``bridgelaw check`` accepts, and the board in play as it stood)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from bridgelaw.bluechip.host import SessionResult
from bridgelaw.core.seats import Seat
from bridgelaw.formats import pbn
from bridgelaw.table.table import Phase, Table
from tests.bluechip.session import play, robot_client, settings
from tests.bluechip.test_independent_client import RANKS, SUITS, Minimal, minimal
from tests.bluechip.test_loopback import check

OTHERS = ("EAST", "SOUTH", "WEST")


class WrongLines(Minimal):
    """On board 2, before its first call: a line that is no message, then a message out of
    place (asking for partner's bid on its own turn); reads the host's answer to each."""

    done = False

    async def before_call(self) -> None:
        if self.boards != 1 or self.done:
            return
        self.done = True
        me = self.name(self.me)
        for line in (f"{me} bids 9Z", f"{me} ready for {self.name((self.me + 2) % 4)}'s bid"):
            self.send(line)
            answer = await self.get()
            assert answer.startswith("Error"), answer


class IllegalCard(Minimal):
    """On board 2, its first card is one it does not hold; then the right one."""

    done = False

    async def before_card(self, seat: int, held: set[str]) -> None:
        if self.boards != 1 or self.done:
            return
        self.done = True
        wrong = next(r + s for s in SUITS for r in RANKS if r + s not in held)
        self.send(f"{self.name(seat)} plays {wrong}")
        answer = await self.get()
        assert answer == "Illegal card", answer


class Silent(Minimal):
    """On board 2 it never makes its call (it waits until the host hangs up)."""

    async def before_call(self) -> None:
        if self.boards == 1:
            await self.reader.read()
            raise ConnectionError("the host hung up")


class Disconnects(Minimal):
    """On board 2 it hangs up after the third trick."""

    async def after_trick(self, number: int) -> None:
        if self.boards == 1 and number == 3:
            self.writer.close()
            raise ConnectionError("gone")


def intact(result: SessionResult, output: Path, finished: int) -> Table:
    """The record holds the ``finished`` boards and is accepted by ``bridgelaw check``; the
    board in play is a consistent log of the strict table. Returns that table."""
    assert len(result.finished) == finished
    games = pbn.load(output)
    assert [g.board.number for g in games if g.board] == list(range(1, finished + 1))
    run = check(output)
    assert run.returncode == 0, run.stdout + run.stderr
    table = result.in_play[""]
    assert table.phase != Phase.ENDED
    replayed = Table.replay(table.board, table.events)
    assert replayed.events == table.events
    return table


def test_wrong_lines_are_answered_and_the_session_goes_on(tmp_path: Path) -> None:
    output = tmp_path / "s.pbn"
    programs = [minimal("NORTH", kind=WrongLines), *(minimal(s) for s in OTHERS)]
    outcome = play(settings(3, output), programs)
    assert outcome.result.error is None
    assert outcome.programs == [3, 3, 3, 3]
    bad = [line for line in outcome.log if line.startswith("board 2, North")]
    assert len(bad) == 2, outcome.log
    assert "not a message of the protocol: 'NORTH BIDS 9Z'" in bad[0]
    assert "asked for South's bid when it is North's turn" in bad[1]
    assert check(output).returncode == 0


def test_too_many_wrong_lines_stop_the_table(tmp_path: Path) -> None:
    output = tmp_path / "s.pbn"
    programs = [minimal("NORTH", kind=WrongLines), *(minimal(s) for s in OTHERS)]
    outcome = play(settings(3, output, max_errors=2), programs)
    error = str(outcome.result.error)
    assert error.startswith('board 2, North ("MINIMAL"): 2 bad lines or refused actions')
    assert "asked for South's bid when it is North's turn" in error
    assert "\n" not in error
    table = intact(outcome.result, output, 1)
    assert [str(e.call) for e in table.auction] == ["1C", "Pass", "Pass"]  # North to call


def test_an_illegal_card_is_refused_and_may_be_replaced(tmp_path: Path) -> None:
    output = tmp_path / "s.pbn"
    programs = [minimal("NORTH", kind=IllegalCard), *(minimal(s) for s in OTHERS)]
    outcome = play(settings(3, output), programs)
    assert outcome.result.error is None
    refused = [line for line in outcome.log if "refused" in line]
    assert len(refused) == 1 and refused[0].startswith("board 2, North"), outcome.log
    assert "is not in" in refused[0] or "Law" in refused[0]
    assert check(output).returncode == 0


def test_a_silent_program_times_out(tmp_path: Path) -> None:
    output = tmp_path / "s.pbn"
    programs = [minimal("NORTH", kind=Silent), *(minimal(s) for s in OTHERS)]
    outcome = play(settings(3, output, timeout=0.5), programs)
    error = str(outcome.result.error)
    assert error.startswith('board 2, North ("MINIMAL"): no line in 0.5 s')
    assert "while the host waited for North's call" in error
    assert f"1 finished board(s) in {output}" in error
    table = intact(outcome.result, output, 1)
    assert table.turn == Seat.NORTH and len(table.auction) == 3


def test_a_disconnect_in_the_play_stops_the_session_and_keeps_the_record(
    tmp_path: Path,
) -> None:
    output = tmp_path / "s.pbn"
    programs = [minimal("NORTH", kind=Disconnects), *(minimal(s) for s in OTHERS)]
    outcome = play(settings(3, output), programs)
    error = str(outcome.result.error)
    assert error.startswith('board 2, North ("MINIMAL"): disconnected while the host waited')
    assert "the board stays as recorded (4 calls," in error
    table = intact(outcome.result, output, 1)
    assert str(table.contract) == "1C" and len(table.tricks) >= 3


class Waits(Minimal):
    """Makes its first call only once :attr:`gate` is open."""

    gate: asyncio.Event | None = None

    async def before_call(self) -> None:
        if self.gate is not None:
            await self.gate.wait()


async def knock(port: int, seat: str, team: str) -> list[str]:
    """Connect as ``seat`` of ``team``: the host's answer, then "" when it hangs up."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(f'Connecting "{team}" as {seat} using protocol version 18\r\n'.encode())
    answer = [(await reader.readline()).decode().strip(), (await reader.readline()).decode()]
    writer.close()
    return answer


def test_a_seat_taken_is_refused(tmp_path: Path) -> None:
    seen: list[str] = []

    async def intruder(port: int) -> object:
        Waits.gate = asyncio.Event()
        try:
            await asyncio.sleep(0.2)  # the table is full and waits for North's first call
            seen.extend(await knock(port, "NORTH", "minimal"))
        finally:
            Waits.gate.set()
            Waits.gate = None
        return None

    programs = [minimal("NORTH", kind=Waits), *(minimal(s) for s in OTHERS), intruder]
    outcome = play(settings(1, tmp_path / "s.pbn"), programs)
    assert seen == ["Error seat North is taken", ""]
    assert outcome.result.error is None


def test_a_third_team_is_refused(tmp_path: Path) -> None:
    seen: list[str] = []

    async def intruder(port: int) -> object:
        await asyncio.sleep(0.2)  # seven programs are seated, West at the closed table is free
        seen.extend(await knock(port, "WEST", "third team"))
        return await robot_client(Seat.WEST, team="a")(port)

    programs = [
        robot_client(seat, team=("a", "b")[(seat + table) % 2], seed=seat)
        for table in range(2)
        for seat in Seat
    ][:7]
    outcome = play(settings(1, tmp_path / "s.pbn", teams=True), [*programs, intruder])
    assert seen == ["Error Team name mismatch", ""]
    assert outcome.result.error is None
    assert len(outcome.result.finished) == 2
