"""Victory points: converting a match's IMP margin (Law 78D: a method the Regulating
Authority approves; the Laws give no scale).

* :func:`wbf_vp` and :func:`wbf_vp_table`: the WBF continuous 20-VP scale of 2013.
  For a match of ``N`` boards the blitz margin is ``X = 15√N`` and the winner's VPs
  for a margin ``M`` are ``10 + 10 (1 − τ^(3M/X)) / (1 − τ³)``, τ = (√5 − 1)/2,
  capped at 20 and rounded to two decimals; the rounded table is then corrected so
  that no IMP is worth more than the one before it (each extra IMP's VP gain is
  non-increasing: where rounding breaks that, the middle value is raised by 0.01
  until the differences are non-increasing). The loser gets ``20 − winner``.
* :class:`DiscreteVpScale`: a scale given as a table (margins to whole VPs), such as
  a national federation's.

>>> wbf_vp(7, 14)
(12.16, 7.84)
>>> wbf_vp(-20, 14)
(4.74, 15.26)
>>> wbf_vp(100, 16)
(20.0, 0.0)
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from bridgelaw.core.lawref import LawRef
from bridgelaw.errors import NotationError

__all__ = [
    "ACBL_20VP_6_8_BOARDS",
    "TAU",
    "DiscreteVpScale",
    "wbf_blitz",
    "wbf_vp",
    "wbf_vp_raw",
    "wbf_vp_table",
]

TAU: Final = (math.sqrt(5) - 1) / 2
"""The golden-ratio constant of the WBF scale, τ = (√5 − 1)/2 ≈ 0.618."""

_LAW: Final = LawRef(78, "D")


def _check_boards(boards: int) -> None:
    if isinstance(boards, bool) or not isinstance(boards, int) or boards < 1:
        raise NotationError(f"a match needs a positive whole number of boards, not {boards!r}")


def wbf_blitz(boards: int) -> float:
    """The blitz margin ``15√N`` of an ``N``-board match: the margin worth 20 VPs on the
    WBF scale (Law 78D).

    >>> round(wbf_blitz(16), 2), round(wbf_blitz(14), 2)
    (60.0, 56.12)
    """
    _check_boards(boards)
    return 15.0 * math.sqrt(boards)


def wbf_vp_raw(margin: float, boards: int) -> float:
    """The winner's VPs before rounding and correction (the formula itself), capped at 20
    (WBF scale, Law 78D)."""
    blitz = wbf_blitz(boards)
    size = abs(margin)
    value = 10.0 + 10.0 * (1.0 - TAU ** (3.0 * size / blitz)) / (1.0 - TAU**3)
    return min(20.0, float(value))


@lru_cache(maxsize=256)
def _table_hundredths(boards: int) -> tuple[int, ...]:
    blitz = wbf_blitz(boards)
    length = math.ceil(blitz) + 1
    table = [min(2000, math.floor(100.0 * wbf_vp_raw(m, boards) + 0.5)) for m in range(length)]
    changed = True
    while changed:
        changed = False
        for i in range(1, len(table) - 1):
            if table[i + 1] - table[i] > table[i] - table[i - 1]:
                table[i] += 1
                changed = True
    return tuple(table)


def wbf_vp_table(boards: int) -> tuple[float, ...]:
    """The winner's VPs for each whole IMP margin from 0 up to the first margin worth
    20 VPs (Law 78D: the WBF continuous scale for ``boards`` boards, corrected for concavity).

    >>> wbf_vp_table(14)[:8]
    (10.0, 10.33, 10.66, 10.97, 11.28, 11.58, 11.87, 12.16)
    """
    _check_boards(boards)
    return tuple(v / 100 for v in _table_hundredths(boards))


def wbf_vp(margin: float, boards: int) -> tuple[float, float]:
    """The VPs of the two teams of a match won by ``margin`` IMPs (negative: lost), on the
    WBF continuous 20-VP scale (Law 78D) for ``boards`` boards: ``(this team, opponents)``.

    A margin that is not a whole number (adjusted scores, Butler averages) is
    interpolated linearly between the whole margins either side of it (CONFIG: the
    conditions of contest may round it instead).

    :raises NotationError: ``boards`` is not a positive whole number, or ``margin`` is
        not a finite number.
    """
    _check_boards(boards)
    if isinstance(margin, bool) or not isinstance(margin, int | float):
        raise NotationError(f"an IMP margin must be a number, not {margin!r}")
    if not math.isfinite(margin):
        raise NotationError(f"an IMP margin must be finite, not {margin!r}")
    table = _table_hundredths(boards)
    size = abs(margin)
    low = math.floor(size)
    if low >= len(table) - 1:
        hundredths = 2000.0
    else:
        frac = size - low
        hundredths = table[low] + frac * (table[low + 1] - table[low])
    winner = round(hundredths / 100, 2)
    loser = round(20.0 - winner, 2)
    return (winner, loser) if margin >= 0 else (loser, winner)


@dataclass(frozen=True, slots=True)
class DiscreteVpScale:
    """A victory-point scale given as a table (Law 78D): each row is the smallest margin that earns
    it and the VPs of winner and loser (rows in increasing order of margin, the first for
    a margin of 0).

    >>> ACBL_20VP_6_8_BOARDS.lookup(9)
    (14.0, 6.0)
    >>> ACBL_20VP_6_8_BOARDS.lookup(-30)
    (0.0, 20.0)
    """

    name: str
    rows: tuple[tuple[int, float, float], ...]
    """(smallest margin, winner's VPs, loser's VPs)."""
    law: LawRef = _LAW

    def __post_init__(self) -> None:
        if not self.rows or self.rows[0][0] != 0:
            raise NotationError(f"VP scale {self.name!r} must start with a row for a margin of 0")
        margins = [row[0] for row in self.rows]
        if margins != sorted(set(margins)):
            raise NotationError(f"VP scale {self.name!r}: margins must increase row by row")

    @classmethod
    def from_ranges(cls, name: str, ranges: Sequence[tuple[str, str]]) -> DiscreteVpScale:
        """A scale from printed rows such as ``("5-7", "13-7")`` or ``("28+", "20-0")``.

        :raises NotationError: a row cannot be read.
        """
        rows: list[tuple[int, float, float]] = []
        for margins, vps in ranges:
            low_text = margins.split("-")[0].rstrip("+").strip()
            win_text, _, lose_text = vps.partition("-")
            try:
                rows.append((int(low_text), float(win_text), float(lose_text)))
            except ValueError as err:
                raise NotationError(
                    f"VP scale {name!r}: cannot read the row {margins!r} {vps!r}"
                ) from err
        return cls(name, tuple(rows))

    def lookup(self, margin: float) -> tuple[float, float]:
        """The VPs of both teams for a match won by ``margin`` (negative: lost)."""
        size = abs(margin)
        chosen = self.rows[0]
        for row in self.rows:
            if size >= row[0]:
                chosen = row
        win, lose = chosen[1], chosen[2]
        return (win, lose) if margin >= 0 else (lose, win)


ACBL_20VP_6_8_BOARDS: Final = DiscreteVpScale.from_ranges(
    "ACBL 20-VP scale, 6-8 boards",
    [
        ("0", "10-10"),
        ("1-2", "11-9"),
        ("3-4", "12-8"),
        ("5-7", "13-7"),
        ("8-10", "14-6"),
        ("11-13", "15-5"),
        ("14-16", "16-4"),
        ("17-19", "17-3"),
        ("20-23", "18-2"),
        ("24-27", "19-1"),
        ("28+", "20-0"),
    ],
)
"""The ACBL discrete 20-VP scale for Swiss matches of 6 to 8 boards (as published)."""
