"""What a table's result on a board can be, for scoring across a field.

A board's entry at one table is either a table score (North-South's points,
an ``int``), or one of the adjusted scores the Director may award (Law 12):

* :class:`ArtificialScore` (12C2): percentages (or IMPs) instead of a result;
* :class:`WeightedScore` (12C1c): several results, each with a weight;
* :class:`SplitScore` (12C1e, 79B3, 82C...): a different score for each side.

``None`` stands for a board not played at that table.

>>> WeightedScore.of((420, 0.6), (-50, 0.4)).mean
232.0
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from math import isclose, isfinite

from bridgelaw.core.lawref import LawRef
from bridgelaw.errors import NotationError

__all__ = [
    "ArtificialScore",
    "Entry",
    "Result",
    "SplitScore",
    "WeightedScore",
    "as_weighted",
    "real_sides",
]


def _check_score(value: object, what: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float | Fraction):
        raise NotationError(f"{what} must be a number of points, not {value!r}")
    number = float(value)
    if not isfinite(number):
        raise NotationError(f"{what} must be finite, not {value!r}")
    return number


@dataclass(frozen=True, slots=True)
class WeightedScore:
    """A weighted assigned adjusted score (Law 12C1c): several results that could have
    been obtained, each with the weight the Director gives it.

    Each component is scored against the field as if it were the table's result, and
    the scores are combined in proportion to the weights (the WBF method).
    """

    components: tuple[tuple[float, float], ...]
    """(North-South score, weight) pairs; the weights sum to 1."""
    law: LawRef = field(default_factory=lambda: LawRef(12, "C1(c)"))

    def __post_init__(self) -> None:
        if not self.components:
            raise NotationError("a weighted score needs at least one result")
        total = 0.0
        for score, weight in self.components:
            _check_score(score, "a weighted score's result")
            w = _check_score(weight, "a weight")
            if w <= 0:
                raise NotationError(f"weights must be positive, not {weight!r}")
            total += w
        if not isclose(total, 1.0, abs_tol=1e-9):
            raise NotationError(f"the weights of a weighted score must sum to 1, not {total:g}")

    @classmethod
    def of(cls, *components: tuple[float, float], law: LawRef | None = None) -> WeightedScore:
        """``WeightedScore.of((420, 0.6), (-50, 0.4))``; weights may also be fractions
        (``Fraction(1, 3)``) and are stored as floats."""
        pairs = tuple((float(s), float(w)) for s, w in components)
        return cls(pairs) if law is None else cls(pairs, law)

    @property
    def mean(self) -> float:
        """The weighted mean of the results (North-South's expected points)."""
        return sum(score * weight for score, weight in self.components)


@dataclass(frozen=True, slots=True)
class ArtificialScore:
    """An artificial adjusted score (Law 12C2): a percentage of the matchpoints for each
    side (pairs), or IMPs for each side (IMP scoring), instead of a table result.

    The two sides' awards need not balance: average plus to one side and average minus
    to the other is 60 % and 40 %, but both sides may get 60 % (Law 82C).
    """

    ns: float
    """North-South's award: a percentage (matchpoints) or IMPs (IMP scoring)."""
    ew: float
    """East-West's award, in the same unit."""
    law: LawRef = field(default_factory=lambda: LawRef(12, "C2"))

    def __post_init__(self) -> None:
        _check_score(self.ns, "an artificial score")
        _check_score(self.ew, "an artificial score")


Result = float | WeightedScore
"""One side's view of a table result: North-South's points, or a weighted mix."""


@dataclass(frozen=True, slots=True)
class SplitScore:
    """Non-balancing adjusted scores (Laws 12C1e, 79B3): each side is scored with its
    own result, both written as North-South's points.

    North-South's result is compared with the other North-South scores and East-West's
    with the other East-West scores; the two awards need not add up to the top.
    """

    ns: Result
    """The result North-South are scored with (North-South's points)."""
    ew: Result
    """The result East-West are scored with (North-South's points: -420 means EW +420)."""
    law: LawRef = field(default_factory=lambda: LawRef(12, "C1(e)"))

    def __post_init__(self) -> None:
        for side in (self.ns, self.ew):
            if not isinstance(side, WeightedScore):
                _check_score(side, "a split score's result")


Entry = int | float | WeightedScore | ArtificialScore | SplitScore | None
"""A board's entry at one table: North-South's score, an adjusted score, or ``None``
(not played)."""


def as_weighted(result: Result) -> tuple[tuple[float, float], ...]:
    """A result as (score, weight) components (Law 12C1c): a table score is one component
    of weight 1."""
    if isinstance(result, WeightedScore):
        return result.components
    return ((float(_check_score(result, "a score")), 1.0),)


def check_entries(entries: Iterable[Entry]) -> list[Entry]:
    """The entries of a board (Laws 78A, 12C) as a list, each checked.

    :raises NotationError: an entry that is not a score, an adjusted score or ``None``.
    """
    out: list[Entry] = []
    for index, entry in enumerate(entries):
        if entry is None or isinstance(entry, WeightedScore | ArtificialScore | SplitScore):
            out.append(entry)
            continue
        _check_score(entry, f"the score at index {index}")
        out.append(entry)
    return out


def real_sides(checked: Sequence[Entry], real: Sequence[int]) -> tuple[list[Result], list[Result]]:
    """The results each side is scored on at the tables ``real`` (those with a real or
    weighted result): a split score (Law 12C) gives each side its own."""
    ns_side: list[Result] = []
    ew_side: list[Result] = []
    for i in real:
        entry = checked[i]
        if isinstance(entry, SplitScore):
            ns_side.append(entry.ns)
            ew_side.append(entry.ew)
        else:
            assert entry is not None and not isinstance(entry, ArtificialScore)
            value: Result = entry if isinstance(entry, WeightedScore) else float(entry)
            ns_side.append(value)
            ew_side.append(value)
    return ns_side, ew_side
