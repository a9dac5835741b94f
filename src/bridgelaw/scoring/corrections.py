"""Law 79: disputed trick counts after the round (79B) and the correction period (79C).

>>> from datetime import datetime, timedelta
>>> published = datetime(2024, 5, 1, 21, 0)
>>> correction_allowed(published + timedelta(minutes=20), published).allowed
True
>>> correction_allowed(published + timedelta(minutes=45), published).allowed
False
>>> late_trick_dispute(420, 450, satisfied=False, other_side_admits=True)
SplitScore(ns=420, ew=450, law=LawRef.parse('79B3'))
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Final

from bridgelaw.core.lawref import LawRef
from bridgelaw.editions import Edition, find_edition
from bridgelaw.errors import NotationError
from bridgelaw.scoring.entries import SplitScore

__all__ = [
    "DEFAULT_CORRECTION_PERIOD",
    "CorrectionRuling",
    "correction_allowed",
    "late_trick_dispute",
]

DEFAULT_CORRECTION_PERIOD: Final = timedelta(minutes=30)
"""Law 79C1: unless the Tournament Organizer sets another, the correction period ends
30 minutes after the official results are made available for checking."""


@dataclass(frozen=True, slots=True)
class CorrectionRuling:
    """Whether a scoring error may still be corrected (Law 79C), and why."""

    allowed: bool
    law: LawRef
    reason: str
    deadline: datetime
    """When the correction period ends (or ended)."""


def correction_allowed(
    now: datetime,
    results_available: datetime,
    *,
    period: timedelta = DEFAULT_CORRECTION_PERIOD,
    edition: Edition | int | str | None = None,
    director_sure: bool = False,
    organizer_consents: bool = False,
    regulation_allows: bool = False,
) -> CorrectionRuling:
    """Whether an error in recording or computing an agreed score may be corrected now
    (Law 79C).

    * All editions: yes, until the correction period ends (by default 30 minutes
      after the official results are available, 79C1; 1987/1997: 79C).
    * 2017 (79C2): afterwards, yes if the Tournament Organizer consents and the Director
      is sufficiently sure the record is wrong (JUDGMENT).
    * 2007 (79C2): afterwards, yes if the regulations allow it and the Director is sure.
    * 1997 and 1987: no late correction.

    :raises NotationError: a negative period.
    """
    if period < timedelta(0):
        raise NotationError(f"a correction period cannot be negative: {period}")
    ed = find_edition(edition)
    deadline = results_available + period
    first = ed.law_79c1_ref()
    if now <= deadline:
        return CorrectionRuling(True, ed.ref(first), "within the correction period", deadline)
    late = ed.law_79c2_late_correction(
        organizer_consents=organizer_consents,
        regulation_allows=regulation_allows,
        director_sure=director_sure,
    )
    if late is not None:
        return CorrectionRuling(True, ed.ref("79C2"), late, deadline)
    return CorrectionRuling(False, ed.ref(first), "the correction period has ended", deadline)


def late_trick_dispute(
    recorded_ns: int,
    claimed_ns: int,
    *,
    satisfied: bool,
    other_side_admits: bool = False,
    called_before_round_end: bool = False,
    edition: Edition | int | str | None = None,
) -> SplitScore:
    """The scores after a dispute over the number of tricks raised when the round has
    ended (Law 79B; scenario T32). One side claims ``claimed_ns`` (North-South's points)
    instead of the ``recorded_ns`` on the score.

    * 2017 (79B3): if the Director is satisfied that the claimed result was the table
      result, both scores change; otherwise he leaves the record, or lowers the score of
      the other side (when it admits the claim) without raising the claimants'.
    * 2007 (79B): after the round there is no obligation to raise any score: the
      claimants keep the record; the other side may be lowered.
    * 1997 and 1987 (79B): no increase for a side unless the Director was called before
      the round ended.

    Returns both sides' results as North-South points (balanced when equal).
    """
    ed = find_edition(edition)
    if recorded_ns == claimed_ns:
        return SplitScore(recorded_ns, recorded_ns, ed.ref("79B"))
    ref = ed.ref(ed.law_79b_ref())
    restores = ed.law_79b3_satisfied_restores()
    ns_claims = claimed_ns > recorded_ns

    def split(claimants: int, others: int) -> SplitScore:
        if ns_claims:
            return SplitScore(claimants, others, ref)
        return SplitScore(others, claimants, ref)

    if restores:
        if satisfied:
            return SplitScore(claimed_ns, claimed_ns, ref)
    elif called_before_round_end and satisfied:
        return SplitScore(claimed_ns, claimed_ns, ref)
    if other_side_admits or (satisfied and not restores):
        return split(recorded_ns, claimed_ns)
    return SplitScore(recorded_ns, recorded_ns, ref)
