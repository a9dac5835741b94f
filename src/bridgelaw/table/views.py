"""What each participant may see at each moment.

A :class:`SeatView` is built from a table for one seat (or for the director,
who sees everything). It holds only what that seat may know:

* its own cards, always (Law 7B2);
* dummy's cards, once the opening lead has been faced (Law 41C, 41D);
* every card played (Law 45A) and the calls of the auction (Law 20);
* the explanation of a call only if the seat is an opponent of the caller
  (explanations are given to the opponents, Law 20F);
* all four hands once the board is over;
* in laws mode, the cards lying face up on the table (penalty cards, cards led or
  played irregularly and not yet in a trick, a hand spread under Law 54A).
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
    faced: Mapping[Seat, tuple[Card, ...]] = field(default_factory=dict)
    """Laws mode: cards of other hands lying face up on the table, seen by everyone:
    penalty cards (Law 50A), irregular or committed cards not yet in a trick, hands spread
    (Laws 48B, 54A)."""
    legal_calls: tuple[Call, ...] = ()
    """The calls this seat may make now (empty unless it is this seat's turn to call)."""
    legal_cards: tuple[Card, ...] = ()
    """The cards this seat may play now, from its own hand or, for declarer, from dummy's
    (empty unless this seat must act in the play)."""

    def visible_cards(self) -> frozenset[Card]:
        """Every card whose face this view shows, held or played."""
        cards: set[Card] = set()
        for hand in self.hands.values():
            cards.update(hand)
        for trick in self.tricks:
            cards.update(trick.cards)
        cards.update(card for _, card in self.current_trick)
        for shown in self.faced.values():
            cards.update(shown)
        if self.deal is not None:
            for hand in self.deal.values():
                cards.update(hand)
        return frozenset(cards)


def _faced(table: Table) -> dict[Seat, tuple[Card, ...]]:
    """Laws mode: the cards lying face up on the table, not in a trick, by holder."""
    from bridgelaw.laws.play_records import PlayStatus

    if table.mode != "laws" or table.play_state is None:
        return {}
    shown: dict[Seat, list[Card]] = {}
    for penalty in table.penalty_cards:
        shown.setdefault(penalty.seat, []).append(penalty.card)
    for record in table.play_records:
        if record.status in (PlayStatus.PENDING, PlayStatus.DEFERRED):
            shown.setdefault(record.seat, []).append(record.card)
    for seat in table.laws_state.play.spread:
        shown.setdefault(seat, []).extend(table.remaining(seat))
    return {seat: tuple(dict.fromkeys(cards)) for seat, cards in shown.items()}


def view(table: Table, seat: Seat | None) -> SeatView:
    """The view of ``table`` for ``seat`` (``None``: the director, who sees everything)."""
    over = table.phase == Phase.ENDED
    everything = seat is None or over
    dummy_shown = table.opening_lead_made
    dummy = table.dummy
    visible: dict[Seat, Hand] = {}
    for holder in Seat:
        if everything or holder == seat or (dummy_shown and holder == dummy):
            visible[holder] = table.held(holder)
    if seat is None or everything:
        auction = tuple(SeenCall(e.seat, e.call, e.alert, e.explanation) for e in table.auction)
    else:  # a seat sees the explanations of its opponents' calls only (Seat.is_opponent)
        auction = tuple(
            SeenCall(e.seat, e.call, e.alert, e.explanation if (e.seat ^ seat) & 1 else None)
            for e in table.auction
        )
    acting = table.acting_player
    mine = seat is not None and acting == seat
    return SeatView(
        faced=_faced(table) if not everything else {},
        legal_calls=table.legal_calls() if mine and table.phase == Phase.AUCTION else (),
        legal_cards=table.legal_cards() if mine and table.phase == Phase.PLAY else (),
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
