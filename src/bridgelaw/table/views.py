"""What each participant may see at each moment.

A :class:`SeatView` is built from a table for one seat (or for the director,
who sees everything). It holds only what that seat may know:

* its own cards, always (Law 7B2);
* dummy's cards, once the opening lead has been faced (Law 41C, 41D);
* every card played (Law 45A) and the calls of the auction (Law 20);
* the explanation of a call only if the seat is an opponent of the caller
  (explanations are given to the opponents, Law 20F);
* all four hands once the board is over.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from bridgelaw.core.calls import Call, Contract
from bridgelaw.core.cards import Card
from bridgelaw.core.deal import Deal
from bridgelaw.core.hands import Hand
from bridgelaw.core.seats import Seat, Vulnerability
from bridgelaw.laws.play import Trick
from bridgelaw.table.table import Phase, Table

__all__ = ["SeatView", "SeenCall", "view"]


@dataclass(frozen=True, slots=True)
class SeenCall:
    """A call as a seat saw it."""

    seat: Seat
    call: Call
    alert: bool
    explanation: str | None


@dataclass(frozen=True, slots=True)
class SeatView:
    """A seat's view of the table (``seat`` is ``None`` for the director's view)."""

    seat: Seat | None
    board_number: int
    dealer: Seat
    vulnerability: Vulnerability
    phase: Phase
    turn: Seat | None
    auction: tuple[SeenCall, ...]
    contract: Contract | None
    hands: Mapping[Seat, Hand] = field(default_factory=dict)
    """The cards still held that this seat may see, by holder."""
    tricks: tuple[Trick, ...] = ()
    current_trick: tuple[tuple[Seat, Card], ...] = ()
    deal: Deal | None = None
    """The whole original deal: only in the director's view or once the board is over."""

    def visible_cards(self) -> frozenset[Card]:
        """Every card whose face this view shows, held or played."""
        cards: set[Card] = set()
        for hand in self.hands.values():
            cards.update(hand)
        for trick in self.tricks:
            cards.update(trick.cards)
        cards.update(card for _, card in self.current_trick)
        if self.deal is not None:
            for hand in self.deal.values():
                cards.update(hand)
        return frozenset(cards)


def view(table: Table, seat: Seat | None) -> SeatView:
    """The view of ``table`` for ``seat`` (``None``: the director, who sees everything)."""
    over = table.phase == Phase.ENDED
    everything = seat is None or over
    visible: dict[Seat, Hand] = {}
    for holder in Seat:
        shown = everything or holder == seat or (holder == table.dummy and table.opening_lead_made)
        if shown:
            visible[holder] = Hand.from_cards(table.remaining(holder))
    auction = tuple(
        SeenCall(
            e.seat,
            e.call,
            e.alert,
            e.explanation
            if everything or (seat is not None and seat.is_opponent(e.seat))
            else None,
        )
        for e in table.auction
    )
    return SeatView(
        seat=seat,
        board_number=table.board.number,
        dealer=table.board.dealer,
        vulnerability=table.board.vulnerability,
        phase=table.phase,
        turn=table.turn,
        auction=auction,
        contract=table.contract,
        hands=visible,
        tricks=table.tricks,
        current_trick=table.current_trick,
        deal=table.board.deal if everything else None,
    )
