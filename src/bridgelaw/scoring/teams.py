"""IMP scoring across a field or a match (Laws 78B, 78C): teams, Butler, cross-IMPs.

* :func:`match_imps`: a teams match, board by board, the two tables' North-South
  scores against each other (78B);
* :func:`butler_datum` and :func:`butler_imps`: pairs scored in IMPs against a datum,
  the average of the board's scores with the extremes dropped, rounded to 10;
* :func:`cross_imps`: each score against every other score on the board, totalled
  or averaged;
* :func:`total_points`: the net total of a contestant's scores (78C).

Weighted assigned scores (12C1c) are IMPed component by component and combined
by weight; split scores (12C1e) score each side with its own result; artificial
scores (12C2) give their IMPs as they are.

>>> butler_datum([120, 50, -80, -80, -110, -140, -150, -150])
-90.0
>>> butler_imps([120, 50, -80]).ns
(2.0, 0.0, -4.0)
>>> cross_imps([420, 420, 170]).ns
(3.0, 3.0, -6.0)
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
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
    SplitScore,
    WeightedScore,
    as_weighted,
    check_entries,
    real_sides,
)
from bridgelaw.scoring.law78 import IMP_THRESHOLDS, imps

__all__ = [
    "BoardImps",
    "Datum",
    "MatchImps",
    "Rounding",
    "butler_datum",
    "butler_imps",
    "cross_imps",
    "match_imps",
    "round_to",
    "total_points",
    "weighted_imps",
]

_THRESHOLDS: Final = np.asarray(IMP_THRESHOLDS, dtype=np.float64)
_LAW_78B: Final = LawRef(78, "B")


class Rounding(Enum):
    """How a datum is rounded to its step (a condition of contest, Law 78D)."""

    HALF_AWAY_FROM_ZERO = "half-away"
    """-85 → -90, 85 → 90 (Ruter, most programs)."""
    HALF_UP = "half-up"
    """Halves toward plus infinity: -85 → -80, 85 → 90."""
    HALF_EVEN = "half-even"
    """Halves to the even multiple: 85 → 80, 95 → 100."""
    TOWARD_ZERO = "toward-zero"
    """Truncated toward zero: -445 → -440, 66.7 → 60 (JFR Pary)."""
    NONE = "none"
    """No rounding: the exact average."""


def round_to(
    value: float, step: float = 10, rounding: Rounding = Rounding.HALF_AWAY_FROM_ZERO
) -> float:
    """``value`` rounded to a multiple of ``step`` (a Butler datum: a condition of contest,
    Law 78D).

    >>> round_to(-85), round_to(-85, rounding=Rounding.HALF_UP), round_to(84.9)
    (-90.0, -80.0, 80.0)
    """
    if rounding is Rounding.NONE:
        return float(value)
    if step <= 0:
        raise NotationError(f"a rounding step must be positive, not {step!r}")
    units = value / step
    # Guard against binary fractions just below a half (e.g. -84.99999999).
    units = round(units, 9)
    if rounding is Rounding.HALF_AWAY_FROM_ZERO:
        whole = math.floor(abs(units) + 0.5) * (1 if units >= 0 else -1)
    elif rounding is Rounding.HALF_UP:
        whole = math.floor(units + 0.5)
    elif rounding is Rounding.TOWARD_ZERO:
        whole = math.trunc(units)
    else:
        whole = round(units)
    return float(whole * step) + 0.0


class Datum(Enum):
    """How a Butler datum is computed from a board's scores (Law 78D)."""

    TRIMMED_MEAN = "mean"
    """The average of the scores after dropping the highest and lowest ones."""
    MEDIAN = "median"
    """The middle score (the average of the two middle ones for an even count)."""


def weighted_imps(result: Result, against: float) -> float:
    """The IMPs of a result against a score: a weighted result's components are each
    IMPed and combined by weight (Law 12C1c)."""
    return float(sum(w * imps(s - against) for s, w in as_weighted(result)))


def _plain_scores(entries: Iterable[Entry]) -> list[float]:
    return [
        float(e)
        for e in entries
        if e is not None and not isinstance(e, ArtificialScore | WeightedScore | SplitScore)
    ]


def butler_datum(
    scores: Iterable[Entry],
    *,
    drop: int = 1,
    drop_fraction: float | None = None,
    step: float = 10,
    rounding: Rounding = Rounding.HALF_AWAY_FROM_ZERO,
    method: Datum = Datum.TRIMMED_MEAN,
    field: int | None = None,
) -> float:
    """The datum of a board for Butler scoring (Laws 78B, 78D): the average of North-South's table
    scores with the ``drop`` highest and ``drop`` lowest left out, rounded to ``step``.

    Adjusted scores do not count towards the datum. With fewer than ``2 × drop + 1``
    table scores nothing is dropped.

    :param drop_fraction: drop this fraction of the scores at each end instead
        (rounded down), e.g. 0.1 for the top and bottom 10 %.
    :param field: with ``drop_fraction``, take the fraction of this many tables (the
        board's whole field, unplayed tables included) rounded to the nearest whole
        number, and never drop so many that no score is left (at least the middle one or
        two remain). JFR Pary computes its datum so: ``drop_fraction=0.45``, the field,
        and :attr:`Rounding.TOWARD_ZERO` reproduce all 30 data of the Szczyrk 2013 event.
    :raises NotationError: no table score on the board.
    """
    values = np.sort(np.asarray(_plain_scores(scores), dtype=np.float64))
    n = values.size
    if n == 0:
        raise NotationError("a Butler datum needs at least one table score on the board")
    if method is Datum.MEDIAN:
        middle = float(np.median(values))
        return round_to(middle, step, rounding)
    if drop_fraction is not None and field is not None:
        k = min(round(drop_fraction * field), (n - 1) // 2)
    else:
        k = math.floor(drop_fraction * n) if drop_fraction is not None else drop
    if k < 0:
        raise NotationError(f"cannot drop {k} scores at each end")
    if n - 2 * k < 1:
        k = 0
    kept = values[k : n - k]
    return round_to(float(kept.mean()), step, rounding)


@dataclass(frozen=True, slots=True)
class BoardImps:
    """The IMPs of each table on a board, for each side (Law 78B; ``None``: not played)."""

    ns: tuple[float | None, ...]
    ew: tuple[float | None, ...]
    datum: float | None = None
    """The Butler datum, when the board was scored against one."""
    law: LawRef = _LAW_78B


def _side_imps(entry: Entry, against: float) -> tuple[float | None, float | None]:
    if entry is None:
        return None, None
    if isinstance(entry, ArtificialScore):
        return float(entry.ns), float(entry.ew)
    if isinstance(entry, SplitScore):
        return weighted_imps(entry.ns, against) + 0.0, -weighted_imps(entry.ew, against) + 0.0
    result: Result = entry if isinstance(entry, WeightedScore) else float(entry)
    value = weighted_imps(result, against)
    return value + 0.0, -value + 0.0


def butler_imps(
    entries: Sequence[Entry],
    *,
    datum: float | None = None,
    drop: int = 1,
    drop_fraction: float | None = None,
    step: float = 10,
    rounding: Rounding = Rounding.HALF_AWAY_FROM_ZERO,
    method: Datum = Datum.TRIMMED_MEAN,
) -> BoardImps:
    """Each table's IMPs against the board's datum (Butler scoring, Law 78B).

    ``datum`` defaults to :func:`butler_datum` with the same options.
    """
    checked = check_entries(entries)
    if datum is None:
        datum = butler_datum(
            checked,
            drop=drop,
            drop_fraction=drop_fraction,
            step=step,
            rounding=rounding,
            method=method,
        )
    pairs = [_side_imps(e, datum) for e in checked]
    return BoardImps(tuple(p[0] for p in pairs), tuple(p[1] for p in pairs), datum)


def _cross_sum_plain(values: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    """For each score, the sum of its IMPs against every other score, via sorting:
    ``imps(d) = #{t: d ≥ t} − #{t: −d ≥ t}`` over the 24 thresholds."""
    ordered = np.sort(values)
    n = ordered.size
    total = np.zeros(values.size)
    for t in _THRESHOLDS:
        total += np.searchsorted(ordered, values - t, side="right")
        total -= n - np.searchsorted(ordered, values + t, side="left")
    return total


def cross_imps(entries: Sequence[Entry], *, average: bool = True) -> BoardImps:
    """Each table's IMPs against every other table's score on the board (cross-IMPs,
    Law 78B).

    With ``average`` (the default) each total is divided by the number of scores
    compared with, ``n − 1``; otherwise the totals are given. Artificial scores are
    not compared with; they give their own IMPs.
    """
    checked = check_entries(entries)
    real = [
        i for i, e in enumerate(checked) if e is not None and not isinstance(e, ArtificialScore)
    ]
    ns: list[float | None] = [None] * len(checked)
    ew: list[float | None] = [None] * len(checked)
    for i, entry in enumerate(checked):
        if isinstance(entry, ArtificialScore):
            ns[i], ew[i] = float(entry.ns), float(entry.ew)
    n = len(real)
    divisor = float(n - 1) if average and n > 1 else 1.0
    if n == 0:
        return BoardImps(tuple(ns), tuple(ew))
    simple = all(isinstance(checked[i], int | float) for i in real)
    if simple:
        values = np.asarray([float(checked[i]) for i in real])  # type: ignore[arg-type]
        sums = _cross_sum_plain(values)
        for k, i in enumerate(real):
            ns[i] = float(sums[k]) / divisor + 0.0
            ew[i] = -float(sums[k]) / divisor + 0.0
        return BoardImps(tuple(ns), tuple(ew))
    ns_side, ew_side = real_sides(checked, real)
    for k, i in enumerate(real):
        ns_total = 0.0
        ew_total = 0.0
        for j in range(n):
            if j == k:
                continue
            ns_total += _pair_imps(ns_side[k], ns_side[j])
            ew_total -= _pair_imps(ew_side[k], ew_side[j])
        ns[i] = ns_total / divisor
        ew[i] = ew_total / divisor
    return BoardImps(tuple(ns), tuple(ew))


def _pair_imps(a: Result, b: Result) -> float:
    """Expected IMPs of result ``a`` against result ``b`` (both possibly weighted)."""
    return float(
        sum(wa * wb * imps(sa - sb) for sa, wa in as_weighted(a) for sb, wb in as_weighted(b))
    )


@dataclass(frozen=True, slots=True)
class MatchImps:
    """A teams match board by board (Law 78B): team A sat North-South in room 1, team B in
    room 2."""

    a: tuple[float, ...]
    """Team A's net IMPs on each board (negative: B gained)."""
    b: tuple[float, ...]
    """Team B's net IMPs on each board (``-a`` unless an adjusted score does not balance)."""
    law: LawRef = _LAW_78B

    @property
    def total_a(self) -> float:
        """The IMPs team A scored: the sum of its gains."""
        return float(sum(x for x in self.a if x > 0))

    @property
    def total_b(self) -> float:
        """The IMPs team B scored."""
        return float(sum(x for x in self.b if x > 0))

    @property
    def margin(self) -> float:
        """Team A's winning margin (negative if B won)."""
        return self.total_a - self.total_b


def match_imps(room1: Sequence[Entry], room2: Sequence[Entry]) -> MatchImps:
    """A teams match (Law 78B): on each board, North-South's score in room 1 (team A)
    against North-South's score in room 2 (team B's pair).

    An :class:`~bridgelaw.scoring.entries.ArtificialScore` in a room gives the board's
    IMPs directly: ``(ns, ew)`` of room 1 are (A, B), of room 2 (B, A). A board not
    played in a room (``None``) scores 0 for both.

    :raises NotationError: the rooms hold different numbers of boards, or a bad entry.
    """
    first = check_entries(room1)
    second = check_entries(room2)
    if len(first) != len(second):
        raise NotationError(
            f"the two rooms of a match must hold the same boards: {len(first)} and {len(second)}"
        )
    a_out: list[float] = []
    b_out: list[float] = []
    for x, y in zip(first, second, strict=True):
        if isinstance(x, ArtificialScore):
            a_out.append(float(x.ns))
            b_out.append(float(x.ew))
            continue
        if isinstance(y, ArtificialScore):
            a_out.append(float(y.ew))
            b_out.append(float(y.ns))
            continue
        if x is None or y is None:
            a_out.append(0.0)
            b_out.append(0.0)
            continue
        x_ns, x_ew = (x.ns, x.ew) if isinstance(x, SplitScore) else (x, x)
        y_ns, y_ew = (y.ns, y.ew) if isinstance(y, SplitScore) else (y, y)
        a_net = _pair_imps(_result(x_ns), _result(y_ew))
        b_net = -_pair_imps(_result(x_ew), _result(y_ns))
        a_out.append(a_net + 0.0)
        b_out.append(b_net + 0.0)
    return MatchImps(tuple(a_out), tuple(b_out))


def _result(value: Result | int) -> Result:
    return value if isinstance(value, WeightedScore) else float(value)


def total_points(scores: Iterable[float | None]) -> float:
    """Law 78C: the net total of a contestant's scores on all boards played (boards not
    played, ``None``, are left out)."""
    return float(sum(s for s in scores if s is not None))
