"""Rankings with shared places, and totals carried over sessions.

A :class:`Tally` is what a contestant scored: points (matchpoints, IMPs, VPs)
and, when the scoring has a top, the total of the tops it could have scored, so
that a percentage is points over top. :func:`rank` orders tallies (by
percentage when every contestant has a top, else by points) and gives equal
contestants a shared place, written ``3=``; the next place after two
contestants sharing 3rd is 5th. :func:`cumulative` adds tallies over sessions.

>>> standings = rank({"A": Tally(30, 60), "B": Tally(36, 60), "C": Tally(30, 60)})
>>> [(s.place_label, s.contestant) for s in standings]
[('1', 'B'), ('2=', 'A'), ('2=', 'C')]
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

__all__ = ["Standing", "Tally", "cumulative", "rank"]

_EPSILON = 1e-9


@dataclass(frozen=True, slots=True)
class Tally:
    """A contestant's total: points, the sum of the tops (``None`` without one), boards."""

    points: float
    top: float | None = None
    boards: int = 0

    @property
    def percent(self) -> float | None:
        """Points as a percentage of the top, when there is a (non-zero) top."""
        if self.top is None or self.top <= 0:
            return None
        return 100.0 * self.points / self.top

    def __add__(self, other: Tally) -> Tally:
        top = None if self.top is None or other.top is None else self.top + other.top
        return Tally(self.points + other.points, top, self.boards + other.boards)


@dataclass(frozen=True, slots=True)
class Standing:
    """One line of a ranking."""

    place: int
    tied: bool
    contestant: str
    tally: Tally

    @property
    def place_label(self) -> str:
        """``"3"``, or ``"3="`` for a shared place."""
        return f"{self.place}=" if self.tied else str(self.place)

    @property
    def key(self) -> float:
        """The value ranked: the percentage if known, else the points."""
        percent = self.tally.percent
        return self.tally.points if percent is None else percent


def rank(
    tallies: Mapping[str, Tally], *, decimals: int | None = None, by: str = "auto"
) -> tuple[Standing, ...]:
    """Rank contestants, best first, with shared places for equal results.

    :param decimals: compare the ranked values rounded to this many decimals
        (e.g. 2 to tie percentages that print alike); ``None`` compares exactly.
    :param by: ``"percent"``, ``"points"`` or ``"auto"`` (percent when every
        tally has a top, else points).

    Contestants sharing a place are listed in name order.
    """
    if by not in ("auto", "percent", "points"):
        raise ValueError(f"rank by 'auto', 'percent' or 'points', not {by!r}")
    use_percent = by == "percent" or (
        by == "auto" and bool(tallies) and all(t.percent is not None for t in tallies.values())
    )

    def value(tally: Tally) -> float:
        raw = tally.percent if use_percent else tally.points
        number = 0.0 if raw is None else raw
        return round(number, decimals) if decimals is not None else number

    ordered = sorted(tallies.items(), key=lambda item: (-value(item[1]), _natural(item[0])))
    standings: list[Standing] = []
    i = 0
    while i < len(ordered):
        j = i + 1
        while j < len(ordered) and abs(value(ordered[j][1]) - value(ordered[i][1])) <= _EPSILON:
            j += 1
        for name, tally in ordered[i:j]:
            standings.append(Standing(i + 1, j - i > 1, name, tally))
        i = j
    return tuple(standings)


def cumulative(sessions: Iterable[Mapping[str, Tally]]) -> dict[str, Tally]:
    """Totals over sessions: points and tops added (a contestant absent from a
    session simply has nothing from it)."""
    total: dict[str, Tally] = {}
    for session in sessions:
        for contestant, tally in session.items():
            total[contestant] = total[contestant] + tally if contestant in total else tally
    return total


def _natural(name: str) -> Sequence[object]:
    """Sort key putting ``"2"`` before ``"10"`` and ``"2NS"`` before ``"10NS"``."""
    parts: list[object] = []
    number = ""
    text = ""
    for ch in name:
        if ch.isdigit():
            if text:
                parts.append((1, text))
                text = ""
            number += ch
        else:
            if number:
                parts.append((0, int(number)))
                number = ""
            text += ch
    if number:
        parts.append((0, int(number)))
    if text:
        parts.append((1, text))
    return parts
