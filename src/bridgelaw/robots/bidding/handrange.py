"""What a player's calls show: a range of high-card points and of each suit's length.

A :class:`HandRange` is a box: ``hcp_min <= hcp <= hcp_max`` and, for each suit,
``min <= length <= max``. The bidding system describes each call by such a box (a
bound that every hand making the call satisfies); a player's calls together show the
intersection of their boxes. A card-play robot samples layouts and keeps those whose
hands each :meth:`HandRange.admits`.

>>> from bridgelaw.core.hands import Hand
>>> from bridgelaw.core.cards import Suit
>>> opened = HandRange.ANY.with_hcp(15, 17).with_length(Suit.SPADES, 2, 5)
>>> opened.admits(Hand.parse("AK5.KQ4.J532.Q32")), opened.admits(Hand.parse("A.KQ4.J5432.Q432"))
(True, False)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import ClassVar

from bridgelaw.core.cards import Suit
from bridgelaw.core.hands import Hand

__all__ = ["HandRange"]

_SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")


@dataclass(frozen=True, slots=True)
class HandRange:
    """High-card points from ``hcp_min`` to ``hcp_max`` and, for each suit (indexed by
    :class:`Suit`, clubs first), a length from ``lengths[suit][0]`` to ``lengths[suit][1]``.

    A range may be empty (its minimum above its maximum somewhere): it admits no hand.
    """

    hcp_min: int = 0
    hcp_max: int = 37
    lengths: tuple[tuple[int, int], ...] = ((0, 13), (0, 13), (0, 13), (0, 13))

    ANY: ClassVar[HandRange]
    """The range admitting every hand."""

    def admits(self, hand: Hand) -> bool:
        """Whether ``hand`` lies in the range."""
        if not self.hcp_min <= hand.hcp <= self.hcp_max:
            return False
        return all(
            lo <= hand.length(suit) <= hi for suit, (lo, hi) in zip(Suit, self.lengths, strict=True)
        )

    @property
    def empty(self) -> bool:
        """Whether no hand lies in the range (not even in principle)."""
        if self.hcp_min > self.hcp_max or any(lo > hi for lo, hi in self.lengths):
            return True
        return sum(lo for lo, _ in self.lengths) > 13 or sum(hi for _, hi in self.lengths) < 13

    def length(self, suit: Suit) -> tuple[int, int]:
        """The shown ``(min, max)`` length of ``suit``."""
        lo, hi = self.lengths[suit]
        return lo, hi

    def with_hcp(self, lo: int, hi: int) -> HandRange:
        """The range narrowed to ``lo..hi`` points."""
        return HandRange(max(self.hcp_min, lo), min(self.hcp_max, hi), self.lengths)

    def with_length(self, suit: Suit, lo: int, hi: int) -> HandRange:
        """The range narrowed to ``lo..hi`` cards in ``suit``."""
        lengths = list(self.lengths)
        old_lo, old_hi = lengths[suit]
        lengths[suit] = (max(old_lo, lo), min(old_hi, hi))
        return HandRange(self.hcp_min, self.hcp_max, tuple(lengths))

    def with_lengths(self, suits: Iterable[Suit], lo: int, hi: int) -> HandRange:
        """The range narrowed to ``lo..hi`` cards in each of ``suits``."""
        narrowed = self
        for suit in suits:
            narrowed = narrowed.with_length(suit, lo, hi)
        return narrowed

    def __and__(self, other: HandRange) -> HandRange:
        """The intersection: what two descriptions of the same hand show together."""
        return HandRange(
            max(self.hcp_min, other.hcp_min),
            min(self.hcp_max, other.hcp_max),
            tuple(
                (max(a, c), min(b, d))
                for (a, b), (c, d) in zip(self.lengths, other.lengths, strict=True)
            ),
        )

    def __or__(self, other: HandRange) -> HandRange:
        """The smallest range holding both (an empty range adds nothing)."""
        if self.empty:
            return other
        if other.empty:
            return self
        return HandRange(
            min(self.hcp_min, other.hcp_min),
            max(self.hcp_max, other.hcp_max),
            tuple(
                (min(a, c), max(b, d))
                for (a, b), (c, d) in zip(self.lengths, other.lengths, strict=True)
            ),
        )

    def __str__(self) -> str:
        if self.empty:
            return "no hand"
        parts = [f"{self.hcp_min}-{self.hcp_max} HCP"]
        for suit in reversed(Suit):
            lo, hi = self.lengths[suit]
            if (lo, hi) == (0, 13):
                continue
            shown = f"{lo}+" if hi >= 13 else (f"{lo}-{hi}" if lo < hi else f"{lo}")
            parts.append(f"{shown} {_SUIT_NAMES[suit]}")
        return ", ".join(parts)


HandRange.ANY = HandRange()
EMPTY = HandRange(1, 0)
"""The range admitting no hand (a rule that cannot apply)."""
