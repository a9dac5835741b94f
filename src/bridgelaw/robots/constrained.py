"""Layouts that honour the auction's hand ranges, dealt many at a time.

:func:`bridgelaw.robots.sampling.sample_layouts` deals one layout at a time and keeps
it when the auction admits every hidden hand; when the auction says much (an opening
bid, a response and a rebid: points and lengths for two or three hands), less than one
layout in a hundred is admitted, so most of the layouts it returns are its spares,
dealt without the auction. :func:`constrained_layouts` deals thousands of layouts at
once with numpy (a random permutation of the unseen cards, cut into the hidden hands),
counts each hidden hand's points and suit lengths (its played cards included) in a few
array operations, and keeps the layouts every range admits: the same distribution as
rejection one at a time (uniform among the deals the view and the auction allow), about
a hundred times faster per layout tried.

The ranges are the bidder's (:class:`~bridgelaw.robots.bidding.handrange.HandRange`:
points and each suit's length). The suits a hand has shown out of are facts and are
never broken; the cards a hand is read as not holding (its partner's carding) are kept
as well. When fewer than ``n`` layouts meet every range within ``attempts`` deals, the
rest are those that miss the ranges by least (points and cards outside the ranges,
summed), so the auction stays a guide: a hand it describes wrongly is still dealt.

>>> from bridgelaw.core import Board, Deal, Seat
>>> from bridgelaw.robots.bidding.handrange import HandRange
>>> from bridgelaw.robots.sampling import knowledge
>>> from bridgelaw.table import Table, view
>>> table = Table(Board(1, Deal.parse("N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 "
...                                   "6543.876.876.876 2.5432.5432.5432")))
>>> strong = {Seat.EAST: HandRange.ANY.with_hcp(0, 3)}
>>> layouts = constrained_layouts(knowledge(view(table, Seat.SOUTH)), 4, random.Random(1), strong)
>>> [Hand(layout[Seat.EAST]).hcp <= 3 for layout in layouts]
[True, True, True, True]
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, Final, Protocol, runtime_checkable

import numpy as np

from bridgelaw.core.hands import Hand
from bridgelaw.core.seats import Seat
from bridgelaw.robots.sampling import Knowledge, Layout, sample_layouts

__all__ = ["ATTEMPTS", "BLOCK", "Box", "constrained_layouts"]

ATTEMPTS: Final = 1 << 15
"""The most deals tried for one call (about 30 ms of numpy)."""
BLOCK: Final = 2048
"""Deals tried at once."""
_FACT: Final = 1000
"""The miss counted for a broken fact (a card of a suit the hand showed out of, or a
card it is read as not holding): such a layout is never taken while another is there."""


@runtime_checkable
class Box(Protocol):
    """A hand range as :class:`~bridgelaw.robots.bidding.handrange.HandRange` gives it:
    points from ``hcp_min`` to ``hcp_max``, suit ``s`` (clubs 0) from ``lengths[s][0]``
    to ``lengths[s][1]`` cards."""

    @property
    def hcp_min(self) -> int: ...

    @property
    def hcp_max(self) -> int: ...

    @property
    def lengths(self) -> tuple[tuple[int, int], ...]: ...


def _bounds(known: Knowledge, ranges: Mapping[Seat, Box]) -> tuple[Any, Any, Any, Any]:
    """For each hidden hand (in :attr:`Knowledge.hidden` order), the bounds on the points
    and suit lengths of its unseen cards: the range's, less what its known and played
    cards already give; a suit it showed out of takes no unseen card."""
    k = len(known.hidden)
    hcp_lo = np.zeros(k, dtype=np.int16)
    hcp_hi = np.full(k, 40, dtype=np.int16)
    len_lo = np.zeros((k, 4), dtype=np.int16)
    len_hi = np.full((k, 4), 13, dtype=np.int16)
    for j, seat in enumerate(known.hidden):
        own = Hand(known.known[seat] | known.played[seat])
        box = ranges.get(seat)
        if box is not None:
            hcp_lo[j] = box.hcp_min - own.hcp
            hcp_hi[j] = box.hcp_max - own.hcp
            for suit in range(4):
                had = (own.mask >> 13 * suit & 0x1FFF).bit_count()
                len_lo[j, suit] = box.lengths[suit][0] - had
                len_hi[j, suit] = box.lengths[suit][1] - had
    return hcp_lo, hcp_hi, len_lo, len_hi


def constrained_layouts(
    known: Knowledge,
    n: int,
    rng: random.Random,
    ranges: Mapping[Seat, Box],
    *,
    attempts: int = ATTEMPTS,
) -> list[Layout]:
    """``n`` layouts of the unseen cards within ``known`` whose hidden hands (their
    played cards included) lie in ``ranges`` (a seat not in it: any hand); when fewer
    than ``n`` do within ``attempts`` deals, the rest miss the ranges by least. The same
    ``rng`` state gives the same layouts."""
    cards = [i for i in range(52) if known.unseen >> i & 1]
    hidden = known.hidden
    if not hidden or not cards or n < 1:
        return sample_layouts(known, n, rng)
    k = len(hidden)
    index = np.array(cards, dtype=np.int64)
    suits = index // 13
    points = np.maximum(index % 13 - 8, 0).astype(np.int16)
    in_suit = (suits[:, None] == np.arange(4)[None, :]).astype(np.int16)  # u x 4
    labels = np.repeat(np.arange(k, dtype=np.int8), [known.counts[seat] for seat in hidden])
    hcp_lo, hcp_hi, len_lo, len_hi = _bounds(known, ranges)
    void = np.array(
        [[known.voids[seat] >> suit & 1 for suit in range(4)] for seat in hidden], dtype=bool
    )
    barred = np.array(
        [[known.barred.get(seat, 0) >> card & 1 for seat in hidden] for card in cards], dtype=bool
    )  # u x k
    generator = np.random.default_rng(rng.getrandbits(64))
    kept: list[Any] = []
    near: list[tuple[int, int, Any]] = []  # (miss, order, row) of the best misses
    tried = 0
    while tried < attempts and len(kept) < n:
        block = min(BLOCK, attempts - tried)
        tried += block
        rows = labels[np.argsort(generator.random((block, len(cards))), axis=1)]  # b x u
        owner = rows[:, :, None] == np.arange(k, dtype=np.int8)[None, None, :]  # b x u x k
        weights = owner.astype(np.int16)
        lengths = np.einsum("buk,us->bks", weights, in_suit)
        hcp = np.einsum("buk,u->bk", weights, points)
        miss = (
            np.maximum(hcp_lo - hcp, 0).sum(axis=1)
            + np.maximum(hcp - hcp_hi, 0).sum(axis=1)
            + np.maximum(len_lo - lengths, 0).sum(axis=(1, 2))
            + np.maximum(lengths - len_hi, 0).sum(axis=(1, 2))
            + _FACT * (lengths * void[None, :, :]).sum(axis=(1, 2))
            + _FACT * (owner & barred[None, :, :]).sum(axis=(1, 2))
        )
        good = np.flatnonzero(miss == 0)
        kept.extend(rows[i] for i in good[: n - len(kept)])
        if len(kept) < n:
            order = np.argsort(miss, kind="stable")[: n - len(kept)]
            near.extend((int(miss[i]), len(near), rows[i]) for i in order if miss[i] > 0)
            near.sort(key=lambda entry: entry[:2])
            del near[n:]
    chosen = kept + [row for miss, _, row in near if miss < _FACT][: n - len(kept)]
    out = [_layout(known, cards, row) for row in chosen]
    if len(out) < n:  # the facts (voids, reading) leave too few: deal them one at a time
        out.extend(sample_layouts(known, n - len(out), rng))
    return out


def _layout(known: Knowledge, cards: list[int], row: Any) -> Layout:
    masks = list(known.known)
    hidden = known.hidden
    for card, j in zip(cards, row.tolist(), strict=True):
        masks[hidden[j]] |= 1 << card
    return (masks[0], masks[1], masks[2], masks[3])
