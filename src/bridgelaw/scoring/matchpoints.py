"""Law 78A: matchpoints, percentages and factoring.

Each score on a board is compared with every other score on it: 2 units for
each score beaten, 1 for each tie (Law 78A). The unit is a matchpoint in the
"two per beat" convention (top ``2(n-1)``, European and WBF use) or half a
matchpoint in the ACBL convention (1 per beat and ½ per tie, top ``n-1``).

:func:`matchpoints` scores one board's array of scores without comparing
every pair: table scores (whole numbers in a modest span) are counted by value
in O(n + span), other scores sorted once in O(n log n), each run of equal
scores then giving how many are lower and how many tie. A million table
scores take about 15 ms.

When a board has fewer comparable results than it should (not played at some
tables, or artificial scores there), the programs scale the matchpoints of
the real results to the full field with Neuberg's formula (:func:`neuberg`);
the conditions of contest decide (Law 78D).

>>> matchpoints([650, 620, 620, 620, 170, -100]).tolist()
[10.0, 6.0, 6.0, 6.0, 2.0, 0.0]
>>> matchpoints([650, 620, 620, 620, 170, -100], scale=MatchpointScale.ONE_PER_BEAT).tolist()
[5.0, 3.0, 3.0, 3.0, 1.0, 0.0]
>>> round(neuberg(12, 8, 9), 3)
13.625
"""

from __future__ import annotations

from enum import IntEnum
from typing import Final

import numpy as np
import numpy.typing as npt

from bridgelaw.errors import NotationError

__all__ = [
    "MatchpointScale",
    "matchpoints",
    "matchpoints_naive",
    "neuberg",
    "percentages",
    "top",
]

FloatArray = npt.NDArray[np.float64]


class MatchpointScale(IntEnum):
    """The unit of Law 78A: how many matchpoints a score beaten is worth."""

    TWO_PER_BEAT = 2
    """2 per score beaten, 1 per tie; top ``2(n-1)`` (WBF, Europe)."""
    ONE_PER_BEAT = 1
    """1 per score beaten, ½ per tie; top ``n-1`` (ACBL)."""


TWO: Final = MatchpointScale.TWO_PER_BEAT

# Counting instead of sorting pays off when scores are whole numbers in a span not much
# larger than the number of scores (table scores: multiples of 10 between -7600 and 7600).
_COUNTING_SPAN: Final = 1 << 22


def top(n: int | float, scale: MatchpointScale = TWO) -> float:
    """The top on a board with ``n`` comparable scores (Law 78A): ``2(n-1)`` or ``n-1``.

    >>> top(9), top(9, MatchpointScale.ONE_PER_BEAT)
    (16.0, 8.0)
    """
    if n < 1:
        raise NotationError(f"a board needs at least one score to have a top, not {n}")
    return float(int(scale) * (n - 1))


def _scores(scores: npt.ArrayLike) -> npt.NDArray[np.float64] | npt.NDArray[np.int64]:
    values = np.asarray(scores)
    if values.ndim != 1:
        raise NotationError(f"a board's scores must be a flat list, not of shape {values.shape}")
    if values.dtype == np.bool_ or not np.issubdtype(values.dtype, np.number):
        raise NotationError(f"scores must be numbers, not an array of {values.dtype}")
    if np.issubdtype(values.dtype, np.integer):
        return values.astype(np.int64, copy=False)
    values = values.astype(np.float64, copy=False)
    if not np.isfinite(values).all():
        bad = int(np.flatnonzero(~np.isfinite(values))[0])
        raise NotationError(f"score {values[bad]!r} at index {bad} is not finite")
    return values


def _below_and_equal(
    values: npt.NDArray[np.float64] | npt.NDArray[np.int64],
) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    """For each score: how many scores are lower, and how many equal it (itself included)."""
    n = values.size
    integral = np.issubdtype(values.dtype, np.integer)
    if not integral and n and bool((values == np.round(values)).all()):
        integral = bool(np.abs(values).max() < 2**53)
    if integral and n:
        whole = values.astype(np.int64, copy=False)
        low = int(whole.min())
        span = int(whole.max()) - low + 1
        if span <= max(_COUNTING_SPAN, 4 * n):
            index = whole - low
            counts = np.bincount(index, minlength=span)
            below_each = np.cumsum(counts) - counts
            return below_each[index], counts[index]
    # Sort once; equal scores form runs whose start is the number of lower scores.
    order = np.argsort(values, kind="quicksort")
    ordered = values[order]
    starts_flag = np.empty(n, dtype=np.bool_)
    if n:
        starts_flag[0] = True
        np.not_equal(ordered[1:], ordered[:-1], out=starts_flag[1:])
    starts = np.flatnonzero(starts_flag)
    run = np.cumsum(starts_flag) - 1
    lengths = np.diff(np.append(starts, n))
    below = np.empty(n, dtype=np.int64)
    equal = np.empty(n, dtype=np.int64)
    below[order] = starts[run]
    equal[order] = lengths[run]
    return below, equal


def matchpoints(scores: npt.ArrayLike, *, scale: MatchpointScale = TWO) -> FloatArray:
    """Each score's matchpoints against all the others on one board (Law 78A).

    ``scores`` are one direction's scores (North-South's points, say) at each table;
    East-West's matchpoints at a table are ``top(n) - ns``.

    :raises NotationError: the scores are not a flat array of finite numbers.
    """
    values = _scores(scores)
    below, equal = _below_and_equal(values)
    units = 2 * below + (equal - 1)
    result: FloatArray = units.astype(np.float64)
    if scale == MatchpointScale.ONE_PER_BEAT:
        result *= 0.5
    return result


def matchpoints_naive(scores: npt.ArrayLike, *, scale: MatchpointScale = TWO) -> FloatArray:
    """:func:`matchpoints` (Law 78A) by comparing every pair of scores, O(n²): the reference that
    the fast version is tested and benchmarked against."""
    values = _scores(scores).astype(np.float64)
    beats = (values[:, None] > values[None, :]).sum(axis=1)
    ties = (values[:, None] == values[None, :]).sum(axis=1) - 1
    result: FloatArray = (2.0 * beats + ties) * (int(scale) / 2)
    return result


def percentages(scores: npt.ArrayLike, *, scale: MatchpointScale = TWO) -> FloatArray:
    """Each score's matchpoints as a percentage of the top (Law 78A); a lone score gets 50."""
    points = matchpoints(scores, scale=scale)
    if points.size <= 1:
        return np.full(points.size, 50.0)
    result: FloatArray = points * (100.0 / top(points.size, scale))
    return result


def neuberg(
    points: npt.ArrayLike | float,
    n: int,
    size: int,
    *,
    scale: MatchpointScale = TWO,
) -> FloatArray | float:
    """Matchpoints scored among ``n`` results, factored to a board of ``size`` results
    (Neuberg's formula, the usual condition of contest under Law 78D).

    In the two-per-beat convention ``MP' = (MP + 1) × size / n − 1``; in the
    one-per-beat convention ``MP' = (MP + ½) × size / n − ½``. The formula counts
    each missing result as if it were shared evenly among the real ones: a board
    scored among 8 results and factored to 9 gives 13.625 of a top of 16 for
    12 of 14.

    :raises NotationError: ``n`` or ``size`` is not positive.
    """
    if n < 1 or size < 1:
        raise NotationError(f"cannot factor {n} results to a board of {size}")
    half = int(scale) / 2
    if isinstance(points, int | float):
        return (float(points) + half) * size / n - half
    array: FloatArray = (np.asarray(points, dtype=np.float64) + half) * size / n - half
    return array
