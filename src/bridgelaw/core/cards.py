"""Suits, ranks and cards (Law 1).

>>> Card.parse("SA"), Card.parse("AS"), Card.parse("h10")
(Card.parse('SA'), Card.parse('SA'), Card.parse('HT'))
>>> Suit.SPADES > Suit.HEARTS > Suit.DIAMONDS > Suit.CLUBS
True
>>> len(DECK)
52
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Final

from bridgelaw.errors import NotationError

__all__ = ["DECK", "Card", "Rank", "Suit"]


class Suit(enum.IntEnum):
    """The four suits, in their rank order (Law 1A): clubs lowest, spades highest."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        """``"C"``, ``"D"``, ``"H"`` or ``"S"``."""
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        """The suit's symbol, ``"♣"``, ``"♦"``, ``"♥"`` or ``"♠"``."""
        return "♣♦♥♠"[self]

    @classmethod
    def parse(cls, text: str) -> Suit:
        """Read a suit from its letter or symbol.

        :raises NotationError: not a suit.
        """
        key = text.strip().upper()
        index = _SUIT_KEYS.get(key)
        if index is None:
            raise NotationError(f"not a suit: {text!r} (expected S, H, D or C)")
        return cls(index)

    def __str__(self) -> str:
        return self.letter


_SUIT_KEYS: Final = {"C": 0, "D": 1, "H": 2, "S": 3, "♣": 0, "♦": 1, "♥": 2, "♠": 3}

SUITS_HIGH_FIRST: Final = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
"""The suits in the order hands are written: spades, hearts, diamonds, clubs."""


class Rank(enum.IntEnum):
    """The thirteen ranks (Law 1A), valued 2 to 14 (ace high)."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def letter(self) -> str:
        """``"2"`` ... ``"9"``, ``"T"``, ``"J"``, ``"Q"``, ``"K"``, ``"A"``."""
        return _RANK_LETTERS[self - 2]

    @classmethod
    def parse(cls, text: str) -> Rank:
        """Read a rank from ``"A"``, ``"K"``, ``"T"``, ``"10"``, ``"2"``...

        :raises NotationError: not a rank.
        """
        key = text.strip().upper()
        if key == "10":
            key = "T"
        index = _RANK_LETTERS.find(key) if len(key) == 1 else -1
        if index < 0:
            raise NotationError(f"not a rank: {text!r} (expected A K Q J T 9 ... 2)")
        return cls(index + 2)

    def __str__(self) -> str:
        return self.letter


_RANK_LETTERS: Final = "23456789TJQKA"


@dataclass(frozen=True, slots=True)
class Card:
    """A playing card. Cards order by suit, then rank; :attr:`index` is 0 to 51."""

    suit: Suit
    rank: Rank
    index: int = field(init=False, repr=False, compare=False)
    """A number from 0 (club two) to 51 (spade ace): ``13 * suit + rank - 2`` (computed
    once, when the card is made: the table reads it for every card played)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "index", 13 * self.suit + self.rank - 2)

    @classmethod
    def from_index(cls, index: int) -> Card:
        """The card with the given :attr:`index`."""
        return DECK[index]

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read a card written suit first (``"SA"``, ``"H10"``) or rank first (``"AS"``).

        :raises NotationError: not a card.
        """
        key = text.strip().upper()
        card = _CARD_KEYS.get(key)
        if card is None:
            raise NotationError(f"not a card: {text!r} (expected e.g. 'SA', 'H7' or 'TD')")
        return card

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __le__(self, other: Card) -> bool:
        return self.index <= other.index

    def __gt__(self, other: Card) -> bool:
        return self.index > other.index

    def __ge__(self, other: Card) -> bool:
        return self.index >= other.index

    def __str__(self) -> str:
        return self.suit.letter + self.rank.letter

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"


DECK: Final[tuple[Card, ...]] = tuple(Card(s, r) for s in Suit for r in Rank)
"""The 52 cards, in :attr:`Card.index` order."""


def _card_keys() -> dict[str, Card]:
    keys: dict[str, Card] = {}
    for card in DECK:
        for suit in (card.suit.letter, card.suit.symbol):
            rank_names = [card.rank.letter] + (["10"] if card.rank == Rank.TEN else [])
            for rank in rank_names:
                keys[suit + rank] = card
                keys[rank + suit] = card
    return keys


_CARD_KEYS: Final = _card_keys()
