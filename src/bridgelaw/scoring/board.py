"""Matchpointing one board with adjusted scores (Laws 78A, 12C, 87).

:func:`score_board` scores every table of a board: table scores, weighted
assigned scores (12C1c: each result matchpointed against the field, then
combined by weight), split scores (12C1e: each side against its own
direction) and artificial scores (12C2: a percentage of the top). The real
results are matchpointed among themselves and, by default, factored to the
size of the board with Neuberg's formula, as the Polish programs KOPS and
JFR, and most others, do.

:func:`score_fouled_board` scores a fouled board (Law 87B): the tables that
played the same form of the deal form a group, each group is matchpointed
within itself and factored to the whole board.

>>> from bridgelaw.scoring.entries import ArtificialScore
>>> board = score_board([420, 420, 450, ArtificialScore(60, 40)])
>>> board.ns_percent
(27.78, 27.78, 94.44, 60.0)
>>> board.size, board.top
(4, 6.0)
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Final

import numpy as np
import numpy.typing as npt

from bridgelaw.core.lawref import LawRef
from bridgelaw.errors import NotationError
from bridgelaw.scoring.entries import (
    ArtificialScore,
    Entry,
    Result,
    WeightedScore,
    as_weighted,
    check_entries,
    real_sides,
)
from bridgelaw.scoring.matchpoints import MatchpointScale, matchpoints

__all__ = [
    "ArtificialPlacement",
    "BoardMatchpoints",
    "Factoring",
    "score_board",
    "score_fouled_board",
]

TWO: Final = MatchpointScale.TWO_PER_BEAT
_LAW_78A: Final = LawRef(78, "A")


class Factoring(Enum):
    """How real results are scaled when a board has fewer of them than its size (78D)."""

    NEUBERG = "neuberg"
    """``MP' = (MP + 1) × N / n − 1`` (two per beat): the common condition of contest."""
    NONE = "none"
    """Matchpoints among the real results only; percentages of their own top."""


@dataclass(frozen=True, slots=True)
class BoardMatchpoints:
    """A board's matchpoints at each table (Law 78A), in the order of the entries given.

    Tables that did not play the board have ``None``.
    """

    ns: tuple[float | None, ...]
    ew: tuple[float | None, ...]
    top: float
    """The top of the board (for :attr:`size` results)."""
    size: int
    """How many results the board is scored over (real and artificial)."""
    law: LawRef = _LAW_78A

    def _percent(self, points: tuple[float | None, ...], digits: int) -> tuple[float | None, ...]:
        if self.top <= 0:
            return tuple(None if p is None else 50.0 for p in points)
        return tuple(None if p is None else round(100.0 * p / self.top, digits) for p in points)

    @property
    def ns_percent(self) -> tuple[float | None, ...]:
        """North-South's percentage at each table, to 2 decimals."""
        return self._percent(self.ns, 2)

    @property
    def ew_percent(self) -> tuple[float | None, ...]:
        """East-West's percentage at each table, to 2 decimals."""
        return self._percent(self.ew, 2)

    def percent(self, digits: int = 2) -> tuple[tuple[float | None, ...], tuple[float | None, ...]]:
        """Both directions' percentages rounded to ``digits`` decimals."""
        return self._percent(self.ns, digits), self._percent(self.ew, digits)


def _field_units(results: Sequence[Result]) -> npt.NDArray[np.float64]:
    """Each result's matchpoints (two-per-beat units) against the others, where a weighted
    result counts each component in proportion to its weight (Law 12C1c)."""
    if all(not isinstance(r, WeightedScore) for r in results):
        return matchpoints(np.asarray(results, dtype=np.float64))
    values: list[float] = []
    weights: list[float] = []
    owners: list[int] = []
    for owner, result in enumerate(results):
        for score, weight in as_weighted(result):
            values.append(score)
            weights.append(weight)
            owners.append(owner)
    vals = np.asarray(values)
    w = np.asarray(weights)
    own = np.asarray(owners)
    unique, inverse = np.unique(vals, return_inverse=True)
    mass = np.bincount(inverse, weights=w, minlength=unique.size)
    below = (np.cumsum(mass) - mass)[inverse]
    equal = mass[inverse]
    for owner in range(len(results)):
        mask = own == owner
        comp_vals = vals[mask]
        comp_w = w[mask]
        below[mask] -= np.array([comp_w[comp_vals < v].sum() for v in comp_vals])
        equal[mask] -= np.array([comp_w[comp_vals == v].sum() for v in comp_vals])
    units = w * (2.0 * below + equal)
    out: npt.NDArray[np.float64] = np.bincount(own, weights=units, minlength=len(results)).astype(
        np.float64
    )
    return out


class ArtificialPlacement(Enum):
    """How tables with an artificial score take part in matchpointing the others (a
    condition of contest, Law 78D; the programs differ)."""

    COUNT = "count"
    """They count in the size of the board: the real results are factored up to it
    (KOPS and most programs)."""
    EXCLUDE = "exclude"
    """They are left out: the real results are scored among themselves (BBO)."""
    IN_FIELD = "in-field"
    """A balanced artificial score (the two percentages add up to 100) takes a place in
    the field as the result that would have earned it, interpolated between the two
    neighbouring results; the others count as with :attr:`COUNT` (JFR Pary)."""


def _virtual_result(real: Sequence[Result], ns_percent: float) -> WeightedScore:
    """The weighted result between two neighbouring table scores that earns
    ``ns_percent`` of the matchpoints against the ``real`` results (JFR's placement of a
    balanced artificial score)."""
    values = sorted({s for r in real for s, _ in as_weighted(r)})
    n = len(real)
    target = ns_percent / 100.0 * 2.0 * n
    candidates = [values[0] - 10.0, *values, values[-1] + 10.0]
    earned = []
    for value in candidates:
        below = sum(w for r in real for s, w in as_weighted(r) if s < value)
        equal = sum(w for r in real for s, w in as_weighted(r) if s == value)
        earned.append(2.0 * below + equal)
    for k in range(len(candidates) - 1):
        low, high = earned[k], earned[k + 1]
        if low <= target <= high:
            weight = 0.0 if high == low else (target - low) / (high - low)
            if weight <= 0.0:
                return WeightedScore(((candidates[k], 1.0),), LawRef(12, "C2"))
            if weight >= 1.0:
                return WeightedScore(((candidates[k + 1], 1.0),), LawRef(12, "C2"))
            pairs = ((candidates[k], 1.0 - weight), (candidates[k + 1], weight))
            return WeightedScore(pairs, LawRef(12, "C2"))
    return WeightedScore(((candidates[-1], 1.0),), LawRef(12, "C2"))


def score_board(
    entries: Sequence[Entry],
    *,
    scale: MatchpointScale = TWO,
    size: int | None = None,
    factoring: Factoring = Factoring.NEUBERG,
    artificial: ArtificialPlacement = ArtificialPlacement.COUNT,
) -> BoardMatchpoints:
    """Matchpoint one board: every table's entry against the field (Laws 78A, 12C).

    :param entries: one entry per table (see :mod:`bridgelaw.scoring.entries`).
    :param size: the number of results the board is scored over; by default the
        tables with a real result plus those with an artificial score that count (see
        ``artificial``). A board played fewer times than the others is factored up to
        them by giving their number.
    :param factoring: how the real results are scaled to ``size``.
    :param artificial: how tables with an artificial score take part.
    :raises NotationError: a bad entry, or ``size`` smaller than the real results.
    """
    checked = check_entries(entries)
    real = [
        i for i, e in enumerate(checked) if e is not None and not isinstance(e, ArtificialScore)
    ]
    awarded = [i for i, e in enumerate(checked) if isinstance(e, ArtificialScore)]
    ns_side, ew_side = real_sides(checked, real)
    field = list(real)
    counted = 0
    if artificial is ArtificialPlacement.IN_FIELD and real:
        placed, counted = _placed_in_field(checked, awarded, ns_side)
        for i, virtual in placed:
            field.append(i)
            ns_side.append(virtual)
            ew_side.append(virtual)
    elif artificial is not ArtificialPlacement.EXCLUDE:
        counted = len(awarded)
    n = len(field)
    full = n + counted if size is None else size
    if full < n:
        raise NotationError(f"a board of {full} results cannot hold {n} real results")
    if factoring is Factoring.NONE:
        full = max(n, 1)
    ns_out: list[float | None] = [None] * len(checked)
    ew_out: list[float | None] = [None] * len(checked)
    units_top = 2.0 * (full - 1) if full >= 1 else 0.0
    factor = int(scale) / 2
    if n:
        ns_units, ew_units = _field_units_factored(ns_side, ew_side, full, factoring)
        for k, i in enumerate(field):
            ns_out[i] = float(ns_units[k] * factor)
            ew_out[i] = float(ew_units[k] * factor)
    for i in awarded:
        entry = checked[i]
        assert isinstance(entry, ArtificialScore)
        ns_out[i] = entry.ns / 100.0 * units_top * factor
        ew_out[i] = entry.ew / 100.0 * units_top * factor
    return BoardMatchpoints(tuple(ns_out), tuple(ew_out), units_top * factor, full)


def _placed_in_field(
    checked: Sequence[Entry], awarded: Sequence[int], ns_side: Sequence[Result]
) -> tuple[list[tuple[int, WeightedScore]], int]:
    """Artificial scores that balance (percentages adding to 100) placed in the field as
    the virtual result earning them (:func:`_virtual_result`); the others only counted."""
    placed = []
    counted = 0
    for i in awarded:
        entry = checked[i]
        assert isinstance(entry, ArtificialScore)
        if abs(entry.ns + entry.ew - 100.0) < 1e-9:
            placed.append((i, _virtual_result(ns_side, entry.ns)))
        else:
            counted += 1
    return placed, counted


def _field_units_factored(
    ns_side: Sequence[Result], ew_side: Sequence[Result], full: int, factoring: Factoring
) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64]]:
    """Each field table's matchpoint units for North-South and East-West, factored up to
    ``full`` results by Neuberg's formula when the board was played fewer times."""
    n = len(ns_side)
    ns_units = _field_units(ns_side)
    ew_units = 2.0 * (n - 1) - _field_units(ew_side)
    if factoring is Factoring.NEUBERG and n != full:
        ns_units = (ns_units + 1.0) * full / n - 1.0
        ew_units = (ew_units + 1.0) * full / n - 1.0
    return ns_units, ew_units


def score_fouled_board(
    entries: Sequence[Entry],
    groups: Sequence[Hashable],
    *,
    scale: MatchpointScale = TWO,
    size: int | None = None,
    factoring: Factoring = Factoring.NEUBERG,
) -> BoardMatchpoints:
    """Matchpoint a fouled board (Law 87B): the results are split into groups by the form
    of the board each table played (``groups[i]`` is table ``i``'s group), each group is
    matchpointed within itself and factored to the size of the whole board.

    Which group a table belongs to is the Director's finding (Law 87B: JUDGMENT); the
    method here (Neuberg within groups) is the usual regulation, and the conditions of
    contest may choose another.

    :raises NotationError: ``groups`` and ``entries`` differ in length, or a bad entry.
    """
    checked = check_entries(entries)
    if len(groups) != len(checked):
        raise NotationError(
            f"a fouled board needs one group per table: {len(groups)} groups for"
            f" {len(checked)} tables"
        )
    full = sum(e is not None for e in checked) if size is None else size
    ns_out: list[float | None] = [None] * len(checked)
    ew_out: list[float | None] = [None] * len(checked)
    order: dict[Hashable, list[int]] = {}
    for index, group in enumerate(groups):
        order.setdefault(group, []).append(index)
    for members in order.values():
        part = score_board(
            [checked[i] for i in members], scale=scale, size=full, factoring=factoring
        )
        for k, i in enumerate(members):
            ns_out[i] = part.ns[k]
            ew_out[i] = part.ew[k]
    board_top = float(int(scale) * (full - 1)) if full >= 1 else 0.0
    return BoardMatchpoints(tuple(ns_out), tuple(ew_out), board_top, full, LawRef(87, "B"))
