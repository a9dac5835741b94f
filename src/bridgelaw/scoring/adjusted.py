"""Adjusted scores (Laws 12C, 82C, 86, 88), edition by edition.

The Director's decisions (who was at fault, which results were likely, their
weights) are JUDGMENT: these functions take them as arguments and give the
scores the Laws of the chosen edition attach to them, each with the
:class:`~bridgelaw.core.lawref.LawRef` (and edition) it comes from.

* Artificial scores (12C2; 1987/1997: 12C1 and Law 88): average plus / average /
  average minus, 60 / 50 / 40 % or +3 / 0 / −3 IMPs, with the session-percentage
  overrides of each edition (:func:`artificial_percentage`, :func:`artificial_imps`,
  :func:`artificial_score`).
* Assigned scores: weighted (12C1c, :func:`weighted_score`), or in 1987/1997 the most
  favourable result for the non-offenders and the least favourable for the
  offenders (:func:`most_favourable_score`).
* Knockout matches with non-balancing scores: both sides get the average (12C4;
  1987/1997: 86B) (:func:`knockout_average`).
* The Director's own error (82C): both sides non-offending (:func:`director_error_score`).

Team adjustments (Law 86) are in :mod:`bridgelaw.scoring.law86`.

>>> artificial_percentage(Fault.NONE, session_percentage=63.5).value
63.5
>>> artificial_percentage(Fault.DIRECTLY, session_percentage=35, edition=1997).value
40.0
>>> knockout_average(6, -2)
(4.0, -4.0)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from bridgelaw.core.lawref import LawRef
from bridgelaw.core.seats import Side
from bridgelaw.editions import Edition, find_edition
from bridgelaw.errors import NotationError
from bridgelaw.scoring.entries import ArtificialScore, SplitScore, WeightedScore

__all__ = [
    "AdjustedAward",
    "Fault",
    "artificial_imps",
    "artificial_imps_of_percentage",
    "artificial_percentage",
    "artificial_score",
    "director_error_score",
    "knockout_average",
    "most_favourable_score",
    "weighted_score",
    "weighting_allowed",
]

EditionLike = Edition | int | str | None


class Fault(Enum):
    """A contestant's share of the fault for a board that cannot be scored normally
    (the Director's finding, Law 12C2a)."""

    NONE = "in no way at fault"
    """Average plus: at least 60 % (+3 IMPs)."""
    PARTLY = "partly at fault"
    """Average: 50 % (0 IMPs)."""
    DIRECTLY = "directly at fault"
    """Average minus: at most 40 % (−3 IMPs)."""


@dataclass(frozen=True, slots=True)
class AdjustedAward:
    """An artificial adjusted score for one contestant, with the Law it comes from."""

    value: float
    """A percentage of the matchpoints, or IMPs (see :attr:`unit`)."""
    unit: str
    """``"%"`` or ``"IMP"``."""
    law: LawRef
    reason: str


def _base_ref(edition: Edition) -> str:
    return edition.law_12c_artificial_ref()


def artificial_percentage(
    fault: Fault,
    *,
    session_percentage: float | None = None,
    edition: EditionLike = None,
) -> AdjustedAward:
    """The percentage of the matchpoints an artificial adjusted score gives a contestant.

    * 2017, 2007 (12C2a, 12C2c): 60 / 50 / 40 %; a contestant not at fault whose
      session score is above 60 % gets his session percentage, and one directly at
      fault whose session score is below 40 % gets his.
    * 1997, 1987 (12C1, Law 88): 60 / 50 / 40 %; the non-offenders get their session
      percentage when it is higher than 60 % (88's indemnity); there is no rule for an
      offender's session below 40 % (1997: "at most 40 %", 1987: 40 %).

    :param session_percentage: the contestant's percentage on the session's other
        boards, when the override may apply.
    """
    ed = find_edition(edition)
    base = _base_ref(ed)
    if session_percentage is not None and not 0 <= session_percentage <= 100:
        raise NotationError(f"a session percentage must be 0 to 100, not {session_percentage!r}")
    if fault is Fault.PARTLY:
        return AdjustedAward(50.0, "%", ed.ref(base), "average: partly at fault")
    if fault is Fault.NONE:
        if session_percentage is not None and session_percentage > 60:
            ref = ed.law_12c_session_ref()
            return AdjustedAward(
                float(session_percentage),
                "%",
                ed.ref(ref),
                "average plus: the session percentage, which is above 60 %",
            )
        return AdjustedAward(60.0, "%", ed.ref(base), "average plus: in no way at fault")
    below = ed.law_12c2c_session_below_40()
    if below and session_percentage is not None and session_percentage < 40:
        return AdjustedAward(
            float(session_percentage),
            "%",
            ed.ref("12C2(c)"),
            "average minus: the session percentage, which is below 40 %",
        )
    return AdjustedAward(40.0, "%", ed.ref(base), "average minus: directly at fault")


def artificial_imps(
    fault: Fault, *, edition: EditionLike = None, average_plus: float = 3.0
) -> AdjustedAward:
    """The IMPs an artificial adjusted score gives a contestant: +3 / 0 / −3.

    2017 and 2007: Law 12C2b (the Regulating Authority may vary the ±3; 2007 also 86A);
    1997 and 1987: Law 86A ("60 % = 3 IMPs"), average minus taken as −3 likewise.
    """
    ed = find_edition(edition)
    ref = ed.ref(ed.law_12c_imps_ref())
    if fault is Fault.NONE:
        return AdjustedAward(float(average_plus), "IMP", ref, "average plus")
    if fault is Fault.PARTLY:
        return AdjustedAward(0.0, "IMP", ref, "average")
    return AdjustedAward(-float(average_plus), "IMP", ref, "average minus")


def artificial_imps_of_percentage(percent: float, *, average_plus: float = 3.0) -> float:
    """The IMPs of an artificial score given as a percentage, in a teams event: 60 % is
    average plus (``average_plus`` IMPs, 3 unless the Regulating Authority varies it),
    40 % average minus, linear between (Law 12C2b; 86A before 2007: "60 % = 3 IMPs").

    >>> artificial_imps_of_percentage(60.0), artificial_imps_of_percentage(40.0)
    (3.0, -3.0)
    """
    return round((percent - 50.0) / 10.0 * average_plus, 6) + 0.0  # 3.0, not 2.999...


def artificial_score(
    ns: Fault,
    ew: Fault,
    *,
    ns_session: float | None = None,
    ew_session: float | None = None,
    imps: bool = False,
    edition: EditionLike = None,
) -> ArtificialScore:
    """The artificial adjusted score of a table (Law 12C2), each side by its own share of the fault
    (the two need not balance), ready for :func:`~bridgelaw.scoring.board.score_board`
    (percentages) or the IMP scorers (``imps=True``)."""
    if imps:
        a = artificial_imps(ns, edition=edition)
        b = artificial_imps(ew, edition=edition)
    else:
        a = artificial_percentage(ns, session_percentage=ns_session, edition=edition)
        b = artificial_percentage(ew, session_percentage=ew_session, edition=edition)
    return ArtificialScore(a.value, b.value, a.law)


def weighting_allowed(
    edition: EditionLike = None, *, regulating_authority_forbids: bool = False
) -> bool:
    """Whether an assigned adjusted score may be weighted among several results.

    2017 (12C1c): always. 2007 (12C1c): unless the Regulating Authority forbids it.
    1997 and 1987: no (the non-offenders get the most favourable result that was
    likely, the offenders the least favourable).
    """
    return find_edition(edition).law_12c1c_weighting(
        regulating_authority_forbids=regulating_authority_forbids
    )


def weighted_score(
    *components: tuple[float, float],
    edition: EditionLike = None,
    regulating_authority_forbids: bool = False,
) -> WeightedScore:
    """A weighted assigned adjusted score (Law 12C1c): ``(North-South score, weight)``
    for each result that could have been obtained by legal means.

    >>> weighted_score((620, 0.7), (-100, 0.3)).mean
    404.0

    :raises NotationError: weighting is not allowed in the edition (see
        :func:`weighting_allowed`), or the weights do not sum to 1.
    """
    ed = find_edition(edition)
    if not weighting_allowed(ed, regulating_authority_forbids=regulating_authority_forbids):
        raise NotationError(
            f"weighted adjusted scores are not allowed by the {ed.year} Laws"
            f" (Law {ed.law_12c1c_weighting_ref()}): assign one result"
        )
    return WeightedScore.of(*components, law=ed.ref("12C1(c)"))


def most_favourable_score(
    possible: Sequence[int],
    non_offenders: Side,
    *,
    offenders_possible: Sequence[int] | None = None,
    edition: EditionLike = 1997,
) -> SplitScore:
    """An assigned adjusted score in the 1987/1997 manner (and 2007's 12C1e option): the
    non-offenders get the most favourable result that was likely, the offenders the least
    favourable result that was at all probable; the two need not balance.

    :param possible: North-South scores the non-offenders could have obtained.
    :param offenders_possible: the scores to take the offenders' from (default: the same).
    :raises NotationError: no possible result given.
    """
    ed = find_edition(edition)
    if not possible:
        raise NotationError("an assigned score needs at least one possible result")
    others = list(offenders_possible) if offenders_possible else list(possible)
    ns_sign = 1 if non_offenders == Side.NS else -1
    best_for_nos = max(possible, key=lambda s: ns_sign * s)
    worst_for_os = max(others, key=lambda s: ns_sign * s)
    ref = ed.law_12c_most_favourable_score_ref()
    if non_offenders == Side.NS:
        return SplitScore(float(best_for_nos), float(worst_for_os), ed.ref(ref))
    return SplitScore(float(worst_for_os), float(best_for_nos), ed.ref(ref))


def knockout_average(
    non_offenders_imps: float, offenders_imps: float, *, edition: EditionLike = None
) -> tuple[float, float]:
    """A knockout match with non-balancing adjusted scores (2017/2007: 12C4; 1997/1987:
    86B): each side's result is computed separately (the non-offenders' assigned score
    gives them ``non_offenders_imps``; the offenders' gives the offenders
    ``offenders_imps``, from the offenders' view) and both get the average.

    Returns ``(non-offenders, offenders)``: with +6 for the non-offenders and −2 for the
    offenders both are recorded as +4 / −4.
    """
    find_edition(edition)
    nos = (non_offenders_imps - offenders_imps) / 2
    return nos + 0.0, -nos + 0.0


def knockout_average_ref(edition: EditionLike = None) -> LawRef:
    """The Law behind :func:`knockout_average` in an edition."""
    ed = find_edition(edition)
    return ed.ref(ed.law_12c4_knockout_ref())


def director_error_score(*, imps: bool = False, edition: EditionLike = None) -> ArtificialScore:
    """Law 82C: the Director's ruling was wrong and no rectification lets the board be
    scored normally: both sides are treated as non-offending (average plus to each,
    60 % / 60 % or +3 / +3 IMPs). The same in every edition (1987/1997 add the chief
    Director)."""
    ed = find_edition(edition)
    value = 3.0 if imps else 60.0
    return ArtificialScore(value, value, ed.ref("82C"))
