"""Rankings with ties (Law 78D: the conditions of contest say how winners are found).

>>> rank_with_ties([50, 46, 29, 29, 16])
[(1, 1), (2, 2), (3, 4), (3, 4), (5, 5)]
>>> place_text(3, 4)
'3-4'
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["place_text", "rank_with_ties"]


def rank_with_ties(
    totals: Sequence[float], *, descending: bool = True, decimals: int = 6
) -> list[tuple[int, int]]:
    """Each total's place as ``(first, last)``: contestants with equal totals (to
    ``decimals`` places) share the places from ``first`` to ``last``."""
    keyed = [round(t, decimals) for t in totals]
    order = sorted(range(len(keyed)), key=lambda i: -keyed[i] if descending else keyed[i])
    places: list[tuple[int, int]] = [(0, 0)] * len(keyed)
    start = 0
    while start < len(order):
        end = start
        while end + 1 < len(order) and keyed[order[end + 1]] == keyed[order[start]]:
            end += 1
        for k in range(start, end + 1):
            places[order[k]] = (start + 1, end + 1)
        start = end + 1
    return places


def place_text(first: int, last: int) -> str:
    """A place as printed: ``"3"``, or ``"3-4"`` when shared."""
    return str(first) if first == last else f"{first}-{last}"
