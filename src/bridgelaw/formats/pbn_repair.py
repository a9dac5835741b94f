"""Tolerant repairs of two layouts that real exporters write against PBN 2.1.

Both are applied only when the file as written contradicts itself and the
repaired reading is consistent with the deal and the Declarer and Contract
tags; each repair is recorded as a note on the table result.

* **Leading passes left out.** The ``Auction`` tag names the dealer, but the
  calls start with the first bid: read from the dealer, the auction gives the
  wrong declarer. Restoring one to three passes before the first call written
  makes it agree with ``Declarer`` and ``Contract``.
* **Tricks not in columns.** Each line of the ``Play`` section should list a
  trick's cards in fixed columns, one per seat, from the seat the ``Play`` tag
  names (§3.6); some exporters start some lines with another seat (often the
  trick's leader). Read in columns, cards then come from hands that do not hold
  them. Since every card of a complete deal belongs to one hand, the seat that
  played each card is known from the deal: each trick is then ordered from its
  leader (the winner of the trick before).
"""

from __future__ import annotations

from collections.abc import Sequence

from bridgelaw.core.calls import PASS, Contract
from bridgelaw.core.cards import Card
from bridgelaw.core.deal import Deal
from bridgelaw.core.seats import Seat
from bridgelaw.core.tricks import trick_winner
from bridgelaw.formats.pbn_model import PbnTrick
from bridgelaw.formats.records import AnnotatedCall
from bridgelaw.laws.auction import AuctionState

__all__ = ["cards_held", "playing_order", "restore_leading_passes"]


def _outcome(dealer: Seat, calls: Sequence[AnnotatedCall]) -> tuple[object, ...] | None:
    """Level, strain and declarer of the auction's contract (doubling aside: some files
    leave the double out of the Contract tag, which the check reports separately)."""
    state = AuctionState(dealer)
    for entry in calls:
        state.apply(state.next_seat, entry.call)
    contract = state.contract if state.is_complete else None
    return None if contract is None else (contract.level, contract.strain, contract.declarer)


def restore_leading_passes(
    dealer: Seat, auction: tuple[AnnotatedCall, ...], recorded: Contract
) -> tuple[int, tuple[AnnotatedCall, ...]]:
    """``(k, auction)``: the auction as written when it agrees with ``recorded`` (level,
    strain and declarer; k = 0),
    else with the ``k`` (1 to 3) leading passes that make it agree; ``(0, auction)``
    unchanged when none does."""
    wanted = (recorded.level, recorded.strain, recorded.declarer)
    if _outcome(dealer, auction) == wanted:
        return 0, auction
    for k in (1, 2, 3):
        candidate = (AnnotatedCall(PASS),) * k + auction
        if _outcome(dealer, candidate) == wanted:
            return k, candidate
    return 0, auction


def cards_held(cards: Sequence[Card], seats: Sequence[Seat], deal: Deal) -> bool:
    """Whether each card was in the hand of the seat said to play it."""
    return all(card in deal[seat] for card, seat in zip(cards, seats, strict=False))


def playing_order(
    tricks: Sequence[PbnTrick], leader: Seat, contract: Contract, deal: Deal
) -> tuple[Card, ...] | None:
    """The play with each trick's cards given to the seats that hold them and ordered
    from the trick's leader; ``None`` if a line holds two cards of one hand, a card
    already played, or (a last, short line) cards of seats not next in rotation."""
    played = 0
    cards: list[Card] = []
    current = leader
    for trick in tricks:
        row = [entry.card for entry in trick.cards]
        known = [card for card in row if card is not None]
        if len(known) != len(row) or not known:
            break
        by_seat: dict[Seat, Card] = {}
        for card in known:
            seat = deal.holder(card)
            bit = 1 << card.index
            if seat is None or seat in by_seat or played & bit:
                return None
            by_seat[seat] = card
            played |= bit
        order = [current.next(position) for position in range(len(known))]
        if set(order) != set(by_seat):
            return None
        ordered = [by_seat[seat] for seat in order]
        cards.extend(ordered)
        if len(ordered) < 4:
            break
        current = trick_winner(ordered, current, contract.strain)
    return tuple(cards)
