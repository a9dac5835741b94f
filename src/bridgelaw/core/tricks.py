"""Who wins a trick (Law 44E, 44F): a pure function of the cards and the strain.

>>> from bridgelaw.core.cards import Card
>>> cards = [Card.parse(c) for c in ("HK", "HA", "S2", "H3")]
>>> trick_winner(cards, Seat.WEST, Strain.SPADES)
<Seat.EAST: 1>
>>> trick_winner(cards, Seat.WEST, Strain.NOTRUMP)
<Seat.NORTH: 0>
"""

from __future__ import annotations

from collections.abc import Sequence

from bridgelaw.core.calls import Strain
from bridgelaw.core.cards import Card
from bridgelaw.core.seats import Seat

__all__ = ["trick_winner", "winning_index"]


def winning_index(cards: Sequence[Card], strain: Strain) -> int:
    """The position (0 = the lead) of the card that wins, among the cards played so far.

    The highest trump wins a trick that contains one (44E); otherwise the
    highest card of the suit led (44F).
    """
    trump = strain.suit
    best = 0
    best_card = cards[0]
    for i in range(1, len(cards)):
        card = cards[i]
        if card.suit == best_card.suit:
            if card.rank > best_card.rank:
                best, best_card = i, card
        elif card.suit == trump:
            best, best_card = i, card
    return best


def trick_winner(cards: Sequence[Card], leader: Seat, strain: Strain) -> Seat:
    """The seat that wins a trick led by ``leader`` with ``cards`` in playing order."""
    return leader.next(winning_index(cards, strain))
