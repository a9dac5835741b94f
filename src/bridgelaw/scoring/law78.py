"""Law 78B: converting a total-point difference into International Match Points.

>>> imps(450), imps(-380), imps(10), imps(7600)
(10, -9, 0, 24)
"""

from __future__ import annotations

from bisect import bisect_right
from typing import Final

import numpy as np
import numpy.typing as npt

from bridgelaw.errors import NotationError

__all__ = ["IMP_THRESHOLDS", "MAX_IMPS", "imps", "imps_array"]

IMP_THRESHOLDS: Final[tuple[int, ...]] = (
    20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600,
    750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000,
)  # fmt: skip
"""The smallest difference that earns 1, 2, ... 24 IMPs (Law 78B's table)."""

MAX_IMPS: Final = len(IMP_THRESHOLDS)
"""24: the IMPs for a difference of 4000 or more."""

_THRESHOLDS_ARRAY: Final = np.asarray(IMP_THRESHOLDS, dtype=np.int64)


def imps(difference: float) -> int:
    """The IMPs for a difference in total points on one board (Law 78B).

    The result counts the thresholds of :data:`IMP_THRESHOLDS` that ``abs(difference)``
    reaches, with the sign of the difference: 0-10 gives 0, 20-40 gives 1, ...,
    4000 and more gives 24. Table results are multiples of 10; a difference that
    falls into one of the printed table's gaps (such as 15, from a weighted
    adjusted score) is converted by the same threshold rule, which the Law
    itself does not settle.

    :raises NotationError: ``difference`` is not a finite number.
    """
    if isinstance(difference, bool) or not isinstance(difference, int | float | np.number):
        raise NotationError(f"an IMP difference must be a number, not {difference!r}")
    size = abs(difference)
    if size != size or size == float("inf"):
        raise NotationError(f"an IMP difference must be finite, not {difference!r}")
    count = bisect_right(IMP_THRESHOLDS, size)
    return -count if difference < 0 else count


def imps_array(differences: npt.ArrayLike) -> npt.NDArray[np.int64]:
    """:func:`imps` for each element of an array of differences (Law 78B), vectorised.

    >>> imps_array([0, 20, -450, 5000]).tolist()
    [0, 1, -10, 24]

    :raises NotationError: an element is not a finite number.
    """
    values = np.asarray(differences)
    if values.dtype == np.bool_ or not np.issubdtype(values.dtype, np.number):
        raise NotationError(f"IMP differences must be numbers, not an array of {values.dtype}")
    if np.issubdtype(values.dtype, np.floating) and not np.isfinite(values).all():
        bad = int(np.flatnonzero(~np.isfinite(values))[0])
        raise NotationError(f"IMP difference {values.flat[bad]!r} at index {bad} is not finite")
    counts = np.searchsorted(_THRESHOLDS_ARRAY, np.abs(values), side="right").astype(np.int64)
    result: npt.NDArray[np.int64] = np.where(values < 0, -counts, counts)
    return result
