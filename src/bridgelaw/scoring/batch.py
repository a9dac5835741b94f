"""Law 77 scores for whole arrays of results at once (a vectorised table lookup).

>>> contract_scores([4, 3], [3, 4], [0, 1], [True, False], [10, 5]).tolist()
[620, -800]
"""

from __future__ import annotations

from typing import Final

import numpy as np
import numpy.typing as npt

from bridgelaw.errors import NotationError
from bridgelaw.scoring.law77 import SCORE_TABLE

__all__ = ["SCORE_ARRAY", "contract_scores"]

SCORE_ARRAY: Final = np.asarray(SCORE_TABLE, dtype=np.int32).reshape(7, 5, 3, 2, 14)
"""The Law 77 table as an array indexed ``[level - 1, strain, doubling, vulnerable, tricks]``
(strain 0 = clubs ... 4 = notrump; doubling 0, 1, 2 for undoubled, doubled, redoubled)."""
SCORE_ARRAY.flags.writeable = False


def _indices(name: str, values: npt.ArrayLike, low: int, high: int) -> npt.NDArray[np.intp]:
    """``values`` as an integer index array, every element in ``low..high``."""
    array = np.asarray(values)
    if array.dtype == np.bool_:
        array = array.astype(np.intp)
    if not np.issubdtype(array.dtype, np.integer):
        raise NotationError(f"{name} must be whole numbers, not an array of {array.dtype}")
    outside = (array < low) | (array > high)
    if outside.any():
        first = int(np.flatnonzero(outside)[0])
        raise NotationError(
            f"{name} must be from {low} to {high}: found {array.flat[first]} at index {first}"
        )
    return array.astype(np.intp, copy=False)


def contract_scores(
    levels: npt.ArrayLike,
    strains: npt.ArrayLike,
    doublings: npt.ArrayLike,
    vulnerable: npt.ArrayLike,
    tricks: npt.ArrayLike,
) -> npt.NDArray[np.int32]:
    """The declaring side's Law 77 score for each result in arrays that broadcast together.

    ``levels`` 1..7; ``strains`` as :class:`~bridgelaw.core.Strain` values (0 clubs
    ... 4 notrump); ``doublings`` as :class:`~bridgelaw.core.Doubling` values (0, 1,
    2); ``vulnerable`` true when the declaring side is vulnerable; ``tricks`` 0..13.
    The same numbers as :func:`~bridgelaw.scoring.contract_score`, element by element.

    :raises NotationError: a value is outside its range (the first one is named).
    """
    index = (
        _indices("levels", levels, 1, 7) - 1,
        _indices("strains", strains, 0, 4),
        _indices("doublings", doublings, 0, 2),
        _indices("vulnerable", vulnerable, 0, 1),
        _indices("tricks", tricks, 0, 13),
    )
    result: npt.NDArray[np.int32] = SCORE_ARRAY[index]
    return result
