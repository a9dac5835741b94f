"""Deals: the 52 cards distributed among the four seats (Laws 1, 6).

Every complete deal has a number: :meth:`Deal.number` and :meth:`Deal.from_number`
are a bijection between deals and the integers below :data:`DEAL_COUNT`
(52!/(13!^4)), so that a deal can be named by one integer.

>>> deal = Deal.parse("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
>>> Deal.from_number(deal.number) == deal
True
>>> str(deal[Seat.EAST])
'T98.765.432.AKQJ'
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from math import comb, factorial
from typing import Final

from bridgelaw.core.cards import Card
from bridgelaw.core.hands import Hand
from bridgelaw.core.lawref import law
from bridgelaw.core.seats import Seat
from bridgelaw.errors import DealError, NotationError

__all__ = ["DEAL_COUNT", "Deal"]

DEAL_COUNT: Final = factorial(52) // factorial(13) ** 4
"""The number of different deals: 53,644,737,765,488,792,839,237,440,000."""

_FULL: Final = (1 << 52) - 1
_C39: Final = comb(39, 13)
_C26: Final = comb(26, 13)


@dataclass(frozen=True, slots=True)
class Deal(Mapping[Seat, Hand]):
    """The four hands of a board, indexed by :class:`Seat`.

    A deal is checked when made: no card in two hands, and 13 cards in each
    hand (Law 6B). A *partial* deal (``partial=True``) may leave hands short or
    empty, as a hand record that shows only some hands does; it still may not
    hold a card twice.

    :raises DealError: the hands are not a valid deal.
    """

    hands: tuple[Hand, Hand, Hand, Hand]
    partial: bool = False
    _holders: tuple[Seat | None, ...] | None = field(
        default=None, init=False, repr=False, compare=False
    )
    """Card index -> the seat holding it: built on the first :meth:`holder` call (a value
    derived from :attr:`hands`, which never change)."""

    def __post_init__(self) -> None:
        seen = 0
        for seat, hand in zip(Seat, self.hands, strict=True):
            if seen & hand.mask:
                dup = Hand(seen & hand.mask).cards()[0]
                raise DealError(
                    f"{dup} is in two hands (found again in {seat.name.lower()})", law=law("1A")
                )
            seen |= hand.mask
            if not self.partial and len(hand) != 13:
                raise DealError(
                    f"{seat.name.lower()} holds {len(hand)} cards, not 13", law=law("6B")
                )
            if self.partial and len(hand) > 13:
                raise DealError(
                    f"{seat.name.lower()} holds {len(hand)} cards, more than 13", law=law("13")
                )

    @classmethod
    def trusted(cls, hands: tuple[Hand, Hand, Hand, Hand]) -> Deal:
        """A complete deal from hands the caller has checked as the constructor does (no
        card in two hands, 13 cards in each), so that they are not checked twice: the
        documented fast path for a reader that checks the cards as it reads them and for
        batch dealing (:func:`bridgelaw.dealing.holders_to_deals` checks its arrays as a
        whole). Nothing is checked here."""
        deal = object.__new__(cls)
        object.__setattr__(deal, "hands", hands)
        object.__setattr__(deal, "partial", False)
        object.__setattr__(deal, "_holders", None)
        return deal

    # Mapping interface
    def __getitem__(self, seat: Seat) -> Hand:
        return self.hands[seat]

    def __iter__(self) -> Iterator[Seat]:
        return iter(Seat)

    def __len__(self) -> int:
        return 4

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Deal) and self.hands == other.hands

    def __hash__(self) -> int:
        return hash(self.hands)

    @property
    def is_complete(self) -> bool:
        """Whether all 52 cards are placed, 13 to a hand."""
        if not self.partial:  # checked when made: 13 cards to a hand
            return True
        return all(len(h) == 13 for h in self.hands)

    def holder(self, card: Card) -> Seat | None:
        """The seat holding ``card``, or ``None`` for a partial deal that omits it."""
        if not isinstance(card, Card):  # no hand holds anything else
            return None
        holders = self._holders
        if holders is None:
            holders = self._index_holders()
        return holders[card.index]

    def _index_holders(self) -> tuple[Seat | None, ...]:
        """Build (once) and keep the index from each card to its holder."""
        holders: list[Seat | None] = [None] * 52
        for seat, hand in zip(Seat, self.hands, strict=True):
            mask = hand.mask
            while mask:
                low = mask & -mask
                holders[low.bit_length() - 1] = seat
                mask ^= low
        index = tuple(holders)
        object.__setattr__(self, "_holders", index)
        return index

    # Notation
    @classmethod
    def parse(cls, text: str, *, partial: bool = False) -> Deal:
        """Read the PBN ``Deal`` notation: ``"N:hand hand hand hand"``, the hands in
        rotation from the seat named first; ``-`` for an unknown hand (only in a
        partial deal).

        :raises NotationError: the text is not written as a deal.
        :raises DealError: the hands do not form a valid deal.
        """
        body = text.strip()
        if len(body) < 2 or body[1] != ":":
            raise NotationError(f"not a deal: {text!r} (expected 'N:hand hand hand hand')")
        first = Seat.parse(body[0])
        parts = body[2:].split()
        if len(parts) != 4:
            raise NotationError(f"not a deal: {text!r} (expected four hands, found {len(parts)})")
        hands: list[Hand] = [Hand()] * 4
        for step, part in enumerate(parts):
            seat = first.next(step)
            if part == "-":
                if not partial:
                    raise DealError(f"the {seat.name.lower()} hand is unknown ('-')", law=law("6B"))
                continue
            hands[seat] = Hand.parse(part)
        return cls((hands[0], hands[1], hands[2], hands[3]), partial=partial)

    def pbn(self, first: Seat = Seat.NORTH) -> str:
        """The PBN ``Deal`` notation starting with ``first``."""
        parts = []
        for seat in first.rotation():
            hand = self.hands[seat]
            parts.append(str(hand) if hand or not self.partial else "-")
        return f"{first.letter}:" + " ".join(parts)

    def __str__(self) -> str:
        return self.pbn()

    def __repr__(self) -> str:
        return f"Deal.parse({self.pbn()!r})"

    # Numbering
    @property
    def number(self) -> int:
        """This deal's number, in ``range(DEAL_COUNT)``.

        :raises DealError: the deal is partial.
        """
        if not self.is_complete:
            raise DealError("only a complete deal has a number")
        north = _rank_subset(self.hands[0].mask, _FULL)
        rest = _FULL & ~self.hands[0].mask
        east = _rank_subset(self.hands[1].mask, rest)
        rest &= ~self.hands[1].mask
        south = _rank_subset(self.hands[2].mask, rest)
        return (north * _C39 + east) * _C26 + south

    @classmethod
    def from_number(cls, number: int) -> Deal:
        """The deal whose :attr:`number` is ``number``.

        :raises DealError: ``number`` is not in ``range(DEAL_COUNT)``.
        """
        if not 0 <= number < DEAL_COUNT:
            raise DealError(f"deal number {number} is outside 0..{DEAL_COUNT - 1}")
        rest_ns, south = divmod(number, _C26)
        north, east = divmod(rest_ns, _C39)
        n_mask = _unrank_subset(north, _FULL, 13)
        rest = _FULL & ~n_mask
        e_mask = _unrank_subset(east, rest, 13)
        rest &= ~e_mask
        s_mask = _unrank_subset(south, rest, 13)
        w_mask = rest & ~s_mask
        return cls((Hand(n_mask), Hand(e_mask), Hand(s_mask), Hand(w_mask)))

    @classmethod
    def from_holders(cls, holders: bytes | bytearray | list[int]) -> Deal:
        """The deal where card ``i`` (by :attr:`Card.index`) is held by seat ``holders[i]``.

        :raises DealError: the holders do not make 13 cards a seat.
        """
        if len(holders) != 52:
            raise DealError(f"{len(holders)} holders given for 52 cards")
        masks = [0, 0, 0, 0]
        for index, seat in enumerate(holders):
            if not 0 <= seat <= 3:
                raise DealError(f"card {Card.from_index(index)} has no seat ({seat})")
            masks[seat] |= 1 << index
        return cls((Hand(masks[0]), Hand(masks[1]), Hand(masks[2]), Hand(masks[3])))


def _positions(universe: int) -> list[int]:
    """Bit positions set in ``universe``, ascending."""
    out = []
    while universe:
        low = universe & -universe
        out.append(low.bit_length() - 1)
        universe ^= low
    return out


def _rank_subset(subset: int, universe: int) -> int:
    """Colex rank of ``subset`` among the same-size subsets of ``universe``."""
    rank = 0
    k = 0
    for i, pos in enumerate(_positions(universe)):
        if subset >> pos & 1:
            k += 1
            rank += comb(i, k)
    return rank


def _unrank_subset(rank: int, universe: int, size: int) -> int:
    """The subset of ``universe`` of ``size`` elements with colex rank ``rank``."""
    positions = _positions(universe)
    mask = 0
    k = size
    for i in range(len(positions) - 1, -1, -1):
        if k == 0:
            break
        c = comb(i, k)
        if rank >= c:
            rank -= c
            mask |= 1 << positions[i]
            k -= 1
    if k:
        raise NotationError("deal number out of range")  # pragma: no cover - guarded above
    return mask
