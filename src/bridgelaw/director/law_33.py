"""Law 33 found by the director after the fact: two calls were made at the same time.

At a table the two calls lie on the table together; the table (and the ``rule`` dialog)
records them with :meth:`~bridgelaw.table.Table.simultaneous`. Online, or wherever calls
are recorded one after the other, the two calls arrive in some order: when the call of a
player whose turn it was not is recorded first, the table takes it as a call out of
rotation and the correct player's call after it as his call at his turn (Law 28B: the call
out of rotation is cancelled). If the director establishes that the two were made
simultaneously, Law 33 (the same text in 1987-2017: "A call made simultaneously with
one made by the player whose turn it was to call is deemed to be a subsequent call")
orders them the other way: the correct player's call first, the other after it (in
rotation if he is the correct player's LHO, else out of rotation: Laws 29-32).

Whether the calls were simultaneous is a question of fact for the director (Law 85): the
engine only says whether Law 33 can apply to the last two calls and what it gives.
"""

from __future__ import annotations

from dataclasses import dataclass

from bridgelaw.core.lawref import LawRef
from bridgelaw.errors import BridgeError
from bridgelaw.table.events import CallMade, DirectorCalled, SimultaneousCalls
from bridgelaw.table.table import Mode, Phase, Table

__all__ = ["Simultaneous", "simultaneous_calls"]


@dataclass(frozen=True, slots=True)
class Simultaneous:
    """The last two calls deemed simultaneous (Law 33): the event that records them in
    Law 33's order (the call of the player whose turn it was first), replacing the last
    ``replaces`` events of the log (the two calls and any director call after them)."""

    law: LawRef
    event: SimultaneousCalls
    replaces: int
    text: str

    def apply(self, table: Table) -> SimultaneousCalls:
        """Take back the events it replaces and record the two calls in Law 33's order."""
        for _ in range(self.replaces):
            table.undo()
        table.apply(self.event)
        return self.event


def simultaneous_calls(table: Table) -> Simultaneous | None:
    """Law 33 for the last two calls of a laws-mode auction, when it changes something:
    the first was made by a player whose turn it was not and the second by the player
    whose turn it was (``None`` otherwise: Law 33 would leave them as recorded, or the two
    are not the last actions of the auction)."""
    if table.mode != Mode.LAWS:
        return None
    events = table.events
    end = len(events)
    while end and isinstance(events[end - 1], DirectorCalled):
        end -= 1
    if end < 2:
        return None
    first, second = events[end - 2], events[end - 1]
    if not isinstance(first, CallMade) or not isinstance(second, CallMade):
        return None
    before = Table.replay(table.board, events[: end - 2], edition=table.edition, mode=table.mode)
    if before.phase not in (Phase.AUCTION, Phase.DIRECTOR) or before.play_state is not None:
        return None
    turn = before.laws_state.next_seat
    if turn is None or second.seat != turn or first.seat == turn:
        return None
    event = SimultaneousCalls(second, first)
    try:
        before.apply(event)
    except BridgeError:
        return None
    earlier, later = (f"{m.seat.name.lower()}'s {m.call}" for m in (second, first))
    text = (
        f"{earlier} and {later} were made at the same time: {later} is deemed a subsequent "
        f"call (Law 33)"
    )
    return Simultaneous(table.edition.ref("33"), event, len(events) - end + 2, text)
