"""The default board scoring of an event: plain matchpoints (Law 78A).

An event takes any *board scorer*: a function that receives the scores of one
board from one side's point of view (a list of total points, higher is better)
and returns that side's award for each, in the same order. The event calls it
once with North-South's scores and once with East-West's (the same results
negated), so a scorer that is fair to both directions needs no notion of
direction. A scorer may come with a *top* (the most a contestant can get on a
board with ``n`` results), which turns awards into percentages; without a top,
awards are simply added up (IMPs against a datum, for instance).

:func:`matchpoints` is the default: 2 for each score beaten, 1 for each tie
(Law 78A), top ``2(n - 1)``; a full matchpoint module may replace it.

>>> matchpoints([420, 450, 420, -50])
[3.0, 6.0, 3.0, 0.0]
>>> matchpoint_top(4)
6.0
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence

__all__ = ["BoardScorer", "TopFunction", "matchpoint_top", "matchpoints"]

BoardScorer = Callable[[Sequence[int]], Sequence[float]]
"""``score_board(scores) -> awards``: one board, one side's point of view."""
TopFunction = Callable[[int], float]
"""``top(n)``: the most one contestant can score on a board with ``n`` results."""


def matchpoints(scores: Sequence[int]) -> list[float]:
    """Matchpoints on one board: 2 per score beaten, 1 per score tied (Law 78A).

    The awards of the two directions add up to the top, ``2(n - 1)``; the sum of
    one direction's awards is ``n(n - 1)``.
    """
    ordered = sorted(scores)
    return [
        float(
            2 * bisect_left(ordered, s) + (bisect_right(ordered, s) - bisect_left(ordered, s) - 1)
        )
        for s in scores
    ]


def matchpoint_top(results: int) -> float:
    """The matchpoint top on a board played ``results`` times: ``2(n - 1)``."""
    return float(2 * max(results - 1, 0))
