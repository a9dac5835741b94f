"""What a file records of one board at one table, whatever its format.

PBN and LIN each have their own faithful record types (so that they can be
written back exactly); both convert to :class:`TableResult`, which is what
``bridgelaw check`` replays through the table engine and scores.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from bridgelaw.core.board import Board
from bridgelaw.core.calls import Call, Contract
from bridgelaw.core.cards import Card
from bridgelaw.core.seats import Seat

__all__ = ["AnnotatedCall", "TableResult"]


@dataclass(frozen=True, slots=True)
class AnnotatedCall:
    """A call as a file records it, with what was said about it."""

    call: Call
    alert: bool = False
    """The call was alerted (PBN ``!``, LIN ``!`` after the call)."""
    explanation: str | None = None
    """The explanation or note text attached to the call, if any."""
    mark: str | None = None
    """An irregularity mark from the PBN standard: ``"I"`` (insufficient bid
    accepted), ``"S"`` (call out of rotation accepted)...; ``None`` for none."""


@dataclass(frozen=True, slots=True)
class TableResult:
    """One board as played at one table, as recorded in a file.

    Everything except :attr:`board` may be missing (``None``) when the file
    does not record it.
    """

    source: str
    """The file the record comes from."""
    line: int
    """The line (1-based) where the record starts in :attr:`source`; 0 if unknown."""
    board: Board
    """Number, dealer, vulnerability and (if recorded) the deal."""
    table: str | None = None
    """Room or table identifier (``"Open"``, ``"Closed"``, a table number, a LIN file name)."""
    players: Mapping[Seat, str] = field(default_factory=dict)
    auction: tuple[AnnotatedCall, ...] | None = None
    """The calls in order, starting with the dealer's; ``None`` when not recorded."""
    contract: Contract | None = None
    """The contract as recorded (with declarer), ``None`` if passed out or not recorded."""
    passed_out: bool = False
    """The file records the board as passed out."""
    play: tuple[Card, ...] | None = None
    """The cards in the order they were played; ``None`` when not recorded."""
    claimed_tricks: int | None = None
    """Total tricks for declarer's side agreed by claim or concession, if play ended so."""
    result: int | None = None
    """Tricks taken by declarer's side, as recorded."""
    score_ns: int | None = None
    """North-South's score as recorded (negative when East-West scored)."""
    notes: tuple[str, ...] = ()
    """Anything the reader noticed and tolerated (quirks of the exporter)."""
