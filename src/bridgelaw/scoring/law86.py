"""Law 86: adjusted scores in team play, edition by edition (scenario T30).

* 2017 (86B): when the result at the other table clearly favours one side the
  Director assigns a score (86B1); when several adjustments are needed on a board
  (86B2): (a) no one at fault: the board is cancelled and both get artificial scores;
  (b) one side at fault: the non-offenders get the better of average plus and an
  assigned score, the offenders the counterpart; (c) both at fault: artificial scores.
* 2007 (86A, 86D): artificial scores are ±3 IMPs; the Director may assign IMPs or total
  points from the other table's result, and should when it favours the non-offenders.
* 1997 and 1987 (86A): an artificial 60 % is 3 IMPs to the non-offenders, 3 against
  the offenders.

Who was at fault and what the other table's result would give are the Director's
findings (JUDGMENT).

>>> nos, os = team_adjustment(TeamFault.ONE_SIDE, assigned_imps=5)
>>> nos.value, os.value, str(nos.law)
(5.0, -5.0, '86B2(b)')
>>> nos, os = team_adjustment(TeamFault.ONE_SIDE, assigned_imps=1)
>>> nos.value, os.value
(3.0, -3.0)
"""

from __future__ import annotations

from enum import Enum

from bridgelaw.editions import Edition, find_edition
from bridgelaw.scoring.adjusted import AdjustedAward

__all__ = ["TeamFault", "team_adjustment"]


class TeamFault(Enum):
    """Who was at fault on a team board needing adjustment (Law 86B2: the Director's
    finding)."""

    NONE = "no player at fault"
    ONE_SIDE = "one side at fault"
    BOTH = "both sides at fault"


def team_adjustment(
    fault: TeamFault,
    *,
    assigned_imps: float | None = None,
    edition: Edition | int | str | None = None,
    average_plus: float = 3.0,
) -> tuple[AdjustedAward, AdjustedAward]:
    """The IMPs each team gets on a team board that must be adjusted (Law 86).

    Returns ``(first, second)``: with ``TeamFault.ONE_SIDE``, the non-offending team
    first; otherwise the two teams in any order.

    :param assigned_imps: what an assigned adjusted score (from the other table's
        result, 86B1/86D, or the likely result, 12C1) gives the non-offending team.
    :param average_plus: the IMPs of average plus (12C2b; the Regulating Authority may
        vary it).
    """
    ed = find_edition(edition)
    plus = float(average_plus)
    if fault is TeamFault.NONE:
        ref = ed.ref(ed.law_86_no_fault_ref())
        award = AdjustedAward(plus, "IMP", ref, "board cancelled: no one at fault, average plus")
        return award, award
    if fault is TeamFault.BOTH:
        ref = ed.ref(ed.law_86_both_at_fault_ref())
        award = AdjustedAward(-plus, "IMP", ref, "board cancelled: both sides at fault")
        return award, award
    law, value, reason = ed.law_86_one_side_at_fault(assigned_imps, plus)
    ref = ed.ref(law)
    nos = AdjustedAward(value, "IMP", ref, reason)
    offenders = AdjustedAward(-value + 0.0, "IMP", ref, "the counterpart of the non-offenders'")
    return nos, offenders
