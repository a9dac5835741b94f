"""A laws-mode table as a record of the auction, and back (PBN marks ``^I``, ``^S``).

:func:`annotated_auction` gives the legal auction of a table as
:class:`~bridgelaw.formats.records.AnnotatedCall` values with the PBN marks of the
irregular calls that were accepted: ``"S"`` once for every player an accepted call
out of rotation skipped, ``"I"`` for an accepted insufficient bid.
:func:`table_from_auction` replays such an auction at a laws-mode table (each
marked call made by the seat it belongs to, then accepted by the next call).
:func:`pbn_game` writes a table as a PBN game.

>>> from bridgelaw.core import Board, Deal, Seat
>>> from bridgelaw.table import Mode, Table
>>> deal = Deal.parse("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
>>> table = Table(Board(2, deal), mode=Mode.LAWS)
>>> for seat, call in (("E", "1NT"), ("S", "1S"), ("W", "P"), ("N", "P"), ("E", "P")):
...     _ = table.call(call, seat=Seat.parse(seat))
>>> [(str(c.call), c.mark) for c in annotated_auction(table)]
[('1NT', None), ('1S', 'I'), ('Pass', None), ('Pass', None), ('Pass', None)]
"""

from __future__ import annotations

from collections.abc import Sequence

from bridgelaw.core.board import Board
from bridgelaw.core.calls import Bid
from bridgelaw.core.seats import Seat
from bridgelaw.editions import Edition
from bridgelaw.formats.pbn_marks import auction_tags
from bridgelaw.formats.pbn_model import PbnGame, PbnTag
from bridgelaw.formats.records import AnnotatedCall
from bridgelaw.laws.auction import AuctionState
from bridgelaw.table.events import CallMade, SimultaneousCalls
from bridgelaw.table.table import Mode, Table

__all__ = ["annotated_auction", "pbn_game", "table_from_auction"]


def annotated_auction(table: Table) -> tuple[AnnotatedCall, ...]:
    """The legal auction of a laws-mode table with alerts, explanations and PBN marks."""
    events = table.events
    auction = AuctionState(table.board.dealer)
    out: list[AnnotatedCall] = []
    for record in table.laws_state.legal_records():
        expected = auction.next_seat
        mark = "S" * ((record.seat - expected) & 3)
        call = record.call
        if isinstance(call, Bid) and auction.last_bid is not None and call <= auction.last_bid:
            mark += "I"
        alert, explanation = False, None
        if record.log_index is not None:
            made = _made(events[record.log_index], record.seat)
            if made is not None:
                alert, explanation = made.alert, made.explanation
        out.append(AnnotatedCall(call, alert, explanation, mark or None))
        auction.apply(record.seat, call)
    return tuple(out)


def _made(event: object, seat: Seat) -> CallMade | None:
    if isinstance(event, CallMade):
        return event
    if isinstance(event, SimultaneousCalls):
        return event.first if event.first.seat == seat else event.second
    return None


def table_from_auction(
    board: Board, calls: Sequence[AnnotatedCall], *, edition: str | int | Edition | None = None
) -> Table:
    """A laws-mode table where ``calls`` (as read from PBN, marks included) were made:
    a call marked ``S`` is made by the seat after the skipped ones and accepted by the
    next call (29A); one marked ``I`` is an insufficient bid accepted the same way (27A1).

    :raises IllegalActionError: the calls cannot be replayed that way.
    """
    table = Table(board, edition=edition, mode=Mode.LAWS)
    seat = board.dealer
    for annotated in calls:
        mark = annotated.mark or ""
        seat = seat.next(mark.count("S"))
        table.apply(CallMade(seat, annotated.call, annotated.alert, annotated.explanation))
        seat = seat.lho
    return table


def pbn_game(table: Table, *, event: str = "", site: str = "") -> PbnGame:
    """One PBN game for a laws-mode table: the board, the contract and the auction with
    its irregularity marks."""
    board = table.board
    contract = table.contract
    declarer = table.declarer
    deal = board.deal
    assert deal is not None
    tags = [
        PbnTag("Event", event),
        PbnTag("Site", site),
        PbnTag("Board", str(board.number)),
        PbnTag("Dealer", board.dealer.letter),
        PbnTag("Vulnerable", board.vulnerability.pbn),
        PbnTag("Deal", deal.pbn(board.dealer)),
        PbnTag("Declarer", "" if declarer is None else declarer.letter),
        PbnTag(
            "Contract", "Pass" if table.passed_out else "" if contract is None else str(contract)
        ),
    ]
    tags.extend(auction_tags(board.dealer, annotated_auction(table)))
    return PbnGame(tuple(tags))
