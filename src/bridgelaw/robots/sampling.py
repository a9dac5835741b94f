"""Layouts of the unseen cards consistent with what one seat's view shows.

A seat knows its own cards, dummy's once the opening lead is faced, the cards played
(and so how many cards each player still holds), the suits a player has shown out of
(a player who did not follow to a suit led holds none of it, Law 44C), and in laws
mode the cards lying face up. :func:`knowledge` reads that from a
:class:`~bridgelaw.table.views.SeatView`; :func:`sample_layouts` deals the unseen cards
to the hidden hands at random within those limits, and rejects layouts a constraint
refuses (e.g. the hands the auction describes).

A layout is the four masks of the cards still held (bit :attr:`Card.index`), North
first, as the double-dummy solver takes them.

>>> from bridgelaw.core import Board, Deal, Seat
>>> from bridgelaw.table import Table, view
>>> table = Table(Board(1, Deal.parse("N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 "
...                                   "6543.876.876.876 2.5432.5432.5432")))
>>> known = knowledge(view(table, Seat.SOUTH))
>>> known.hidden, known.counts[Seat.NORTH], bin(known.unseen).count("1")
((<Seat.NORTH: 0>, <Seat.EAST: 1>, <Seat.WEST: 3>), 13, 39)
>>> layouts = sample_layouts(known, 3, random.Random(1))
>>> [[bin(mask).count("1") for mask in layout] for layout in layouts]
[[13, 13, 13, 13], [13, 13, 13, 13], [13, 13, 13, 13]]
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Final

from bridgelaw.core.hands import Hand
from bridgelaw.core.seats import Seat
from bridgelaw.table.views import SeatView

__all__ = ["Knowledge", "Layout", "knowledge", "sample_layouts"]

Layout = tuple[int, int, int, int]
"""The cards each seat still holds, as bit masks, North first."""

_ALL: Final = (1 << 52) - 1
_SUIT: Final = 0x1FFF


@dataclass(frozen=True, slots=True)
class Knowledge:
    """What a seat's view tells about where the cards it cannot see are."""

    seat: Seat
    known: Layout
    """The cards still held that the view shows, by holder (own hand, dummy, faced cards)."""
    played: Layout
    """The cards each seat has played (to its original hand, for the auction's limits)."""
    unseen: int
    """The cards the view does not show: held by the hidden hands."""
    hidden: tuple[Seat, ...]
    """The seats holding unseen cards."""
    counts: Mapping[Seat, int]
    """How many unseen cards each hidden seat holds."""
    voids: Mapping[Seat, int]
    """Suits each seat has shown out of, as a 4-bit mask (bit ``suit``)."""
    barred: Mapping[Seat, int] = field(default_factory=dict)
    """Cards a seat is read as not holding (bit :attr:`Card.index`), e.g. from its
    carding (:mod:`bridgelaw.robots.carding`): a guide, dropped when it leaves no layout."""


def knowledge(view: SeatView, barred: Mapping[Seat, int] | None = None) -> Knowledge:
    """Read from ``view`` what it shows of the cards' places; ``barred``: cards a seat
    is read as not holding (:attr:`Knowledge.barred`)."""
    known = [0, 0, 0, 0]
    visible = set(view.hands)
    for holder, hand in view.hands.items():
        known[holder] = hand.mask
    played = [0, 0, 0, 0]
    voids = [0, 0, 0, 0]
    for trick in view.tricks:
        led = trick.led_suit
        for offset, card in enumerate(trick.cards):
            holder = trick.leader.next(offset)
            played[holder] |= 1 << card.index
            if card.suit != led:
                voids[holder] |= 1 << led
    if view.current_trick:
        led = view.current_trick[0][1].suit
        for holder, card in view.current_trick:
            played[holder] |= 1 << card.index
            if card.suit != led:
                voids[holder] |= 1 << led
    for holder, shown in view.faced.items():
        if holder not in visible:
            known[holder] |= Hand.from_cards(shown).mask & ~played[holder]
    seen = 0
    for mask in (*known, *played):
        seen |= mask
    counts: dict[Seat, int] = {}
    for holder in Seat:
        if holder in visible:
            continue
        left = 13 - played[holder].bit_count() - known[holder].bit_count()
        if left > 0:
            counts[holder] = left
    return Knowledge(
        seat=view.seat if view.seat is not None else Seat.NORTH,
        known=(known[0], known[1], known[2], known[3]),
        played=(played[0], played[1], played[2], played[3]),
        unseen=_ALL & ~seen,
        hidden=tuple(counts),
        counts=counts,
        voids={seat: voids[seat] for seat in Seat},
        barred={seat: mask for seat, mask in (barred or {}).items() if seat in counts},
    )


def _eligible(known: Knowledge, cards: list[int]) -> dict[int, tuple[Seat, ...]]:
    """The hidden seats that may hold each of ``cards``: not void in its suit, not barred."""
    by_suit = [
        tuple(seat for seat in known.hidden if not known.voids[seat] >> suit & 1)
        for suit in range(4)
    ]
    eligible = {index: by_suit[index // 13] for index in cards}
    for seat, mask in known.barred.items():
        for index in cards:
            if mask >> index & 1:
                eligible[index] = tuple(other for other in eligible[index] if other != seat)
    return eligible


def _deal_once(
    known: Knowledge, cards: list[int], eligible: Mapping[int, tuple[Seat, ...]], rng: random.Random
) -> Layout | None:
    """One random layout, or ``None`` when the random choices ran into a dead end."""
    rng.shuffle(cards)
    # the cards fewest hands may hold first: forced cards are placed before free ones
    cards.sort(key=lambda index: len(eligible[index]))
    room = dict(known.counts)
    masks = list(known.known)
    for index in cards:
        open_seats = [seat for seat in eligible[index] if room[seat] > 0]
        if not open_seats:
            return None
        # weighted by the room left: with no void this is an ordinary random deal
        pick = rng.randrange(sum(room[seat] for seat in open_seats))
        for seat in open_seats:
            pick -= room[seat]
            if pick < 0:
                break
        room[seat] -= 1
        masks[seat] |= 1 << index
    return (masks[0], masks[1], masks[2], masks[3])


def sample_layouts(
    known: Knowledge,
    n: int,
    rng: random.Random,
    *,
    admits: Callable[[Seat, Hand], bool] | None = None,
    tries: int = 40,
) -> list[Layout]:
    """``n`` random layouts of the unseen cards within what ``known`` says.

    ``admits(seat, original_hand)`` may refuse a layout for a hidden seat's original
    13 cards (cards played included), e.g. from the auction. At most ``tries * n``
    layouts are dealt; when the limits leave too few, the rest are dealt without
    ``admits`` (the auction is a guide, the cards seen are facts); when the cards
    :attr:`Knowledge.barred` leave none, they are dealt without the bars as well.
    """
    cards = [i for i in range(52) if known.unseen >> i & 1]
    if not known.hidden:
        masks = known.known
        return [masks] * n if not cards else []
    eligible = _eligible(known, cards)
    out: list[Layout] = []
    spare: list[Layout] = []
    for _ in range(max(tries * n, n)):
        if len(out) == n:
            return out
        layout = _deal_once(known, cards, eligible, rng)
        if layout is None:
            continue
        if admits is None or all(
            admits(seat, Hand(layout[seat] | known.played[seat])) for seat in known.hidden
        ):
            out.append(layout)
        elif len(spare) < n:
            spare.append(layout)
    if not out and not spare and known.barred:
        return sample_layouts(replace(known, barred={}), n, rng, admits=admits, tries=tries)
    return out + spare[: n - len(out)]
