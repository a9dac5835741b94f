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
from typing import Final

from bridgelaw.core.calls import Strain
from bridgelaw.core.cards import Card
from bridgelaw.core.seats import Seat

__all__ = ["TRICK_KEYS", "trick_winner", "winning_index"]


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


def _trick_keys(led: int, strain: int) -> tuple[int, ...]:
    """Each card's power in a trick led in suit ``led`` with ``strain`` trumps (4:
    notrump): a trump 14 + rank (44E), a card of the suit led 1 + rank (44F), any other 0
    (it never wins)."""
    keys: list[int] = []
    for index in range(52):
        suit, rank = divmod(index, 13)
        keys.append(14 + rank if suit == strain else 1 + rank if suit == led else 0)
    return tuple(keys)


TRICK_KEYS: Final = tuple(_trick_keys(led, strain) for led in range(4) for strain in range(5))
"""The powers of the cards (by :attr:`Card.index`) in a trick led in suit ``led`` with
strain ``strain``, at ``TRICK_KEYS[led * 5 + strain]``: the card of highest power wins,
the one :func:`winning_index` finds (a look-up per card instead of comparing suits and
ranks, for a table that closes a trick on every fourth card)."""
