"""Hands: sets of cards held by one seat.

A :class:`Hand` is an immutable set of cards stored as a 52-bit mask (bit
:attr:`Card.index`), so that set operations and membership tests are cheap.

>>> hand = Hand.parse("AKQ.JT9.876.5432")
>>> len(hand), hand.hcp, str(hand)
(13, 10, 'AKQ.JT9.876.5432')
>>> Card.parse("HJ") in hand
True
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Final

from bridgelaw.core.cards import DECK, SUITS_HIGH_FIRST, Card, Rank, Suit
from bridgelaw.errors import NotationError

__all__ = ["SUIT_BITS", "Hand", "cards_of_hand", "cards_of_mask", "known_cards_of_mask"]

_SUIT_MASK: Final = 0x1FFF

SUIT_BITS: Final = tuple(_SUIT_MASK << 13 * (index // 13) for index in range(52))
"""The bits of a hand's mask in the suit of each card (by :attr:`Card.index`): a hand
that must follow suit (Law 44C) may play ``mask & SUIT_BITS[led.index]``."""


@dataclass(frozen=True, slots=True)
class Hand:
    """An immutable set of cards.

    Iteration gives the cards from the highest (spade ace) down.
    """

    mask: int = 0
    """Bit ``card.index`` is set for each card held."""

    @classmethod
    def from_cards(cls, cards: Iterable[Card]) -> Hand:
        """The hand holding exactly these cards (duplicates are merged)."""
        mask = 0
        for card in cards:
            mask |= 1 << card.index
        return cls(mask)

    @classmethod
    def parse(cls, text: str) -> Hand:
        """Read a hand written as four holdings, spades first, separated by dots:
        ``"AKQ.JT9.876.5432"`` (``-`` or nothing for a void; ``10`` accepted for ten).

        :raises NotationError: the text is not a hand, or repeats a card.
        """
        parts = text.strip().split(".")
        if len(parts) != 4:
            raise NotationError(f"not a hand: {text!r} (expected four suits separated by '.')")
        mask = 0
        for suit, holding in zip(SUITS_HIGH_FIRST, parts, strict=True):
            holding = holding.strip().upper().replace("10", "T")
            if holding == "-":
                continue
            for char in holding:
                try:
                    rank = Rank.parse(char)
                except NotationError:
                    raise NotationError(
                        f"not a hand: {text!r} ({char!r} is not a rank in {suit.name.lower()})"
                    ) from None
                bit = 1 << (13 * suit + rank - 2)
                if mask & bit:
                    raise NotationError(
                        f"not a hand: {text!r} (repeats {suit.letter}{rank.letter})"
                    )
                mask |= bit
        return cls(mask)

    def __len__(self) -> int:
        return self.mask.bit_count()

    def __bool__(self) -> bool:
        return self.mask != 0

    def __contains__(self, card: object) -> bool:
        return isinstance(card, Card) and bool(self.mask >> card.index & 1)

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards())

    def cards(self) -> tuple[Card, ...]:
        """The cards, highest first."""
        return cards_of_mask(self.mask)

    def suit_cards(self, suit: Suit) -> tuple[Card, ...]:
        """The cards held in ``suit``, highest first."""
        return _HOLDINGS[suit][(self.mask >> (13 * suit)) & _SUIT_MASK]

    def suit_mask(self, suit: Suit) -> int:
        """The 13-bit mask of ranks held in ``suit`` (bit ``rank - 2``)."""
        return (self.mask >> (13 * suit)) & _SUIT_MASK

    def has_suit(self, suit: Suit) -> bool:
        """Whether the hand holds a card of ``suit``."""
        return bool((self.mask >> (13 * suit)) & _SUIT_MASK)

    def holding(self, suit: Suit) -> tuple[Rank, ...]:
        """The ranks held in ``suit``, highest first."""
        bits = self.suit_mask(suit)
        return tuple(Rank(r + 2) for r in range(12, -1, -1) if bits >> r & 1)

    def length(self, suit: Suit) -> int:
        """How many cards of ``suit`` the hand holds."""
        return self.suit_mask(suit).bit_count()

    def shape(self) -> tuple[int, int, int, int]:
        """The suit lengths, spades first."""
        s, h, d, c = (self.length(suit) for suit in SUITS_HIGH_FIRST)
        return (s, h, d, c)

    @property
    def hcp(self) -> int:
        """High-card points: ace 4, king 3, queen 2, jack 1."""
        total = 0
        for suit in Suit:
            bits = self.suit_mask(suit)
            total += 4 * (bits >> 12 & 1) + 3 * (bits >> 11 & 1) + 2 * (bits >> 10 & 1)
            total += bits >> 9 & 1
        return total

    def add(self, card: Card) -> Hand:
        """The hand with ``card`` added."""
        return Hand(self.mask | 1 << card.index)

    def remove(self, card: Card) -> Hand:
        """The hand without ``card``."""
        return Hand(self.mask & ~(1 << card.index))

    def __or__(self, other: Hand) -> Hand:
        return Hand(self.mask | other.mask)

    def __and__(self, other: Hand) -> Hand:
        return Hand(self.mask & other.mask)

    def __sub__(self, other: Hand) -> Hand:
        return Hand(self.mask & ~other.mask)

    def __str__(self) -> str:
        return ".".join("".join(r.letter for r in self.holding(suit)) for suit in SUITS_HIGH_FIRST)

    def __repr__(self) -> str:
        return f"Hand.parse({str(self)!r})"


def _halves(suit: int, low: int, count: int) -> tuple[tuple[Card, ...], ...]:
    """For each mask of ``count`` ranks of ``suit`` from rank bit ``low`` up: its cards,
    highest first."""
    base = 13 * suit + low
    return tuple(
        tuple(DECK[base + r] for r in range(count - 1, -1, -1) if bits >> r & 1)
        for bits in range(1 << count)
    )


_TOPS: Final = tuple(_halves(suit, 6, 7) for suit in range(4))
"""The holdings of the eight to the ace of each suit, by their 7-bit mask (made at import:
a holding of the suit is its top half's cards then its bottom half's)."""
_BOTTOMS: Final = tuple(_halves(suit, 0, 6) for suit in range(4))
"""The holdings of the two to the seven, by their 6-bit mask."""


class _Holdings(dict[int, tuple[Card, ...]]):
    """The cards, highest first, of each 13-bit rank mask (bit ``rank - 2``) in one suit,
    made when first asked for (a dictionary look-up, no call, once made): every holding
    of the suit fits (at most 8192 entries)."""

    __slots__ = ("base",)

    def __init__(self, suit: int) -> None:
        super().__init__()
        self.base = 13 * suit
        """The :attr:`Card.index` of the suit's two."""

    def __missing__(self, bits: int) -> tuple[Card, ...]:
        base = self.base
        suit = base // 13
        cards = self[bits] = _TOPS[suit][bits >> 6 & 0x7F] + _BOTTOMS[suit][bits & 0x3F]
        _ONE_SUIT[bits << base] = cards
        return cards


_HOLDINGS: Final = tuple(_Holdings(suit) for suit in range(4))
"""The holdings of each suit (index = :class:`Suit`)."""
_CLUBS, _DIAMONDS, _HEARTS, _SPADES = _HOLDINGS
_ONE_SUIT: Final[dict[int, tuple[Card, ...]]] = {}
"""The holdings :data:`_HOLDINGS` has made, by their 52-bit mask (so also bounded): a
mask of one suit (a hand's cards in the suit led) is looked up once."""

known_cards_of_mask: Final = _ONE_SUIT.get
"""``known_cards_of_mask(mask)``: :func:`cards_of_mask` of a mask of one suit whose cards
have been made before (a dictionary look-up, no call of Python code), else ``None``."""


def cards_of_mask(mask: int) -> tuple[Card, ...]:
    """The cards whose bits (:attr:`Card.index`) are set in the 52-bit ``mask``, highest
    first (what ``Hand(mask).cards()`` gives, without making the hand)."""
    cards = _ONE_SUIT.get(mask)
    if cards is not None:
        return cards
    return cards_of_hand(mask)


def cards_of_hand(mask: int) -> tuple[Card, ...]:
    """:func:`cards_of_mask` made suit by suit (what it does for a mask of two suits or
    more; :func:`known_cards_of_mask` serves one suit)."""
    high = mask >> 26  # spades and hearts; then diamonds and clubs: small ints from here
    low = mask & 0x3FFFFFF
    return (
        _SPADES[high >> 13 & _SUIT_MASK]  # (bounded: bits above 51 are no cards)
        + _HEARTS[high & _SUIT_MASK]
        + _DIAMONDS[low >> 13]
        + _CLUBS[low & _SUIT_MASK]
    )
