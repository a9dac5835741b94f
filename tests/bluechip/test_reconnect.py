"""A program that disconnects in the middle of a board may connect again as its seat
(protocol page, section 4: "keep the seat; let the client reconnect and replay the
board from Start of board"): it is seated again, replays the board, and the session
goes on; one that does not come back in time stops the table with a clear error and
the table intact."""

from __future__ import annotations

import asyncio
from pathlib import Path

from tests.bluechip.session import Program, play, settings
from tests.bluechip.test_broken_clients import OTHERS, Disconnects, intact
from tests.bluechip.test_independent_client import Minimal, minimal
from tests.bluechip.test_loopback import check


def returning(seat: str, *, after: float = 0.0, team: str = "minimal") -> Program:
    """A minimal client that hangs up on board 2 after its third trick, connects again as
    ``seat`` ``after`` seconds later, and plays on from ``Start of board``."""

    async def run(port: int) -> object:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        first = Disconnects(reader, writer)
        try:
            await first.session(seat, team)
        except ConnectionError:
            pass
        finally:
            writer.close()
        await asyncio.sleep(after)
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        again = Minimal(reader, writer)
        again.boards = first.boards  # the board it left is played again
        try:
            return (first.lines, again.lines, await again.session(seat, team))
        finally:
            writer.close()

    return run


def test_a_program_that_connects_again_replays_the_board_and_the_session_goes_on(
    tmp_path: Path,
) -> None:
    output = tmp_path / "s.pbn"
    programs = [returning("NORTH"), *(minimal(s) for s in OTHERS)]
    outcome = play(settings(3, output, reconnect=5.0), programs)
    assert outcome.result.error is None, outcome.result.error
    seen = outcome.programs[0]
    assert isinstance(seen, tuple)
    first: list[str] = seen[0]
    again: list[str] = seen[1]
    boards: int = seen[2]
    assert boards == 3 and outcome.programs[1:] == [3, 3, 3]
    assert again[0] == 'North ("MINIMAL") seated' and again[2] == "Start of board"
    # board 2 again from its start: the deal, the hand, the calls and cards so far
    assert again[3].startswith("Board number 2.") and again[4] == first[first.index(again[3]) + 1]
    before = first[first.index(again[3]) + 2 :]  # what it was sent of board 2 before
    assert len(before) > 10 and again[5 : 5 + len(before)] == before
    left = [line for line in outcome.log if "connect again" in line]
    assert left and left[0].startswith('board 2, North ("MINIMAL"): disconnected'), outcome.log
    assert any(line == 'North is "MINIMAL" again' for line in outcome.log), outcome.log
    assert not [line for line in outcome.log if "differs" in line or "bad" in line]
    assert len(outcome.result.finished) == 3
    assert check(output).returncode == 0


def test_a_program_that_does_not_come_back_in_time_stops_the_table_intact(
    tmp_path: Path,
) -> None:
    output = tmp_path / "s.pbn"
    programs = [minimal("NORTH", kind=Disconnects), *(minimal(s) for s in OTHERS)]
    outcome = play(settings(3, output, reconnect=0.5), programs)
    error = str(outcome.result.error)
    assert error.startswith('board 2, North ("MINIMAL"): disconnected while the host waited')
    assert "and did not connect again in 0.5 s" in error
    table = intact(outcome.result, output, 1)
    assert str(table.contract) == "1C" and len(table.tricks) >= 3
    assert table.turn is not None
