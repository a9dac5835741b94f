"""Law 90: procedural penalties, deducted from a contestant's score.

A procedural penalty is given in addition to any rectification (90A), for an
offence such as those of 90B. Whether to give one and its size are the
Director's decision (JUDGMENT; the scale is often set by regulation): a
:class:`ProceduralPenalty` records it, and :func:`apply_penalties` deducts the
penalties from the contestants' totals, apart from their board scores.

>>> p = ProceduralPenalty.for_offence("pair 7", Offence.SLOW_PLAY, 10, PenaltyUnit.PERCENT_OF_TOP)
>>> str(p.law), p.deduction(top=16)
('90B2', 1.6)
>>> apply_penalties({"pair 7": 140.0, "pair 8": 120.0}, [p], top=16)
{'pair 7': 138.4, 'pair 8': 120.0}
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Final

from bridgelaw.core.lawref import LawRef
from bridgelaw.editions import Edition, find_edition
from bridgelaw.errors import NotationError

__all__ = ["Offence", "PenaltyUnit", "ProceduralPenalty", "apply_penalties"]

_LAW_90A: Final = LawRef(90, "A")


class Offence(Enum):
    """The examples of offences subject to procedural penalty listed in Law 90B (the list
    is not exhaustive; the same eight in every edition)."""

    ARRIVAL_OF_CONTESTANT_AFTER_STARTING_TIME = 1
    UNDULY_SLOW_PLAY = 2
    DISCUSSION_AUDIBLE_AT_ANOTHER_TABLE = 3
    COMPARISON_OF_SCORES = 4
    TOUCHING_ANOTHER_PLAYERS_CARDS = 5
    CARDS_IN_THE_WRONG_POCKET = 6
    ERRORS_REQUIRING_AN_ADJUSTED_SCORE = 7
    FAILURE_TO_FOLLOW_INSTRUCTIONS = 8

    # Short names for the common ones.
    LATE_ARRIVAL = 1
    SLOW_PLAY = 2

    @property
    def section(self) -> str:
        """The subsection of Law 90B: ``"90B2"`` for slow play."""
        return f"90B{self.value}"


class PenaltyUnit(Enum):
    """What a procedural penalty's amount counts (Law 90; the scale is the Director's or
    the regulations')."""

    MATCHPOINTS = "MP"
    PERCENT_OF_TOP = "% of a top"
    """A percentage of one board's top (a common club scale: 25 % of a top, ...)."""
    IMPS = "IMP"
    VICTORY_POINTS = "VP"
    POINTS = "points"
    """Total points (Law 78C scoring)."""


@dataclass(frozen=True, slots=True)
class ProceduralPenalty:
    """A procedural penalty against one contestant (Law 90)."""

    contestant: str
    amount: float
    """How much is deducted, in :attr:`unit` (a positive number)."""
    unit: PenaltyUnit
    reason: str
    law: LawRef = _LAW_90A
    board: int | None = None
    """The board the offence concerned, if any."""

    def __post_init__(self) -> None:
        if self.amount < 0:
            raise NotationError(
                f"a procedural penalty is a deduction: give a positive amount, not {self.amount}"
            )

    @classmethod
    def for_offence(
        cls,
        contestant: str,
        offence: Offence,
        amount: float,
        unit: PenaltyUnit,
        *,
        board: int | None = None,
        edition: Edition | int | str | None = None,
    ) -> ProceduralPenalty:
        """A penalty for one of the offences of Law 90B, citing its subsection."""
        ed = find_edition(edition)
        reason = offence.name.lower().replace("_", " ")
        return cls(contestant, float(amount), unit, reason, ed.ref(offence.section), board)

    def deduction(self, *, top: float | None = None) -> float:
        """The amount in the contestant's scoring unit: a percentage of a top is
        converted with the board ``top``.

        :raises NotationError: a percentage of a top without a top.
        """
        if self.unit is PenaltyUnit.PERCENT_OF_TOP:
            if top is None:
                raise NotationError(
                    f"the penalty on {self.contestant} is a percentage of a top: give the top"
                )
            return round(self.amount / 100.0 * top, 10)
        return self.amount


def apply_penalties(
    totals: Mapping[str, float],
    penalties: Iterable[ProceduralPenalty],
    *,
    top: float | None = None,
) -> dict[str, float]:
    """The contestants' totals with each procedural penalty deducted (Law 90).

    :raises NotationError: a penalty against a contestant not in ``totals``.
    """
    out = dict(totals)
    for penalty in penalties:
        if penalty.contestant not in out:
            raise NotationError(
                f"procedural penalty on {penalty.contestant!r}, who has no score in the event"
            )
        out[penalty.contestant] = round(out[penalty.contestant] - penalty.deduction(top=top), 10)
    return out
