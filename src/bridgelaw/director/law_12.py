"""Law 12: the director's decision on an adjusted score, as a frozen record.

The arithmetic is :mod:`bridgelaw.scoring.adjusted`; this module records *what the
director decided* for one board at one table: for each side an assigned score, a
weighted score or an artificial score, the Law and edition it comes from, the
review flags or closed board it settles, and who decided. Its :meth:`entry` is
the board's entry for the scorers (:mod:`bridgelaw.scoring.entries`).

Edition differences (digest §5.3): the artificial percentages and their session
overrides (12C2; 1987/1997: 12C1 and Law 88), weighting (12C1(c) since 2007; 2007
unless the Regulating Authority forbids it; never in 1987/1997), the "most
favourable / least favourable" assigned scores (1987/1997 12C2, 2007 12C1(e) at the
Regulating Authority's option, gone in 2017), the non-offenders' self-inflicted
damage (2017 12C1(e), 2007 12C1(b)). 12B2: no adjustment merely because a
rectification is severe: a decision on a table needs a basis (a review flag, a
closed board, or 12A1/12A3 cited by the director).

>>> from bridgelaw.scoring.adjusted import Fault
>>> d = artificial(5, Fault.DIRECTLY, Fault.NONE, law="12A2", reason="board fouled")
>>> d.ns.value, d.ew.value, str(d.ns.law), d.entry()
(40.0, 60.0, '12C2(a)', ArtificialScore(ns=40.0, ew=60.0, law=LawRef.parse('12C2(a)')))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from bridgelaw.core.lawref import LawRef
from bridgelaw.core.seats import Side
from bridgelaw.editions import Edition, find_edition
from bridgelaw.errors import RulingError
from bridgelaw.scoring.adjusted import (
    Fault,
    artificial_imps,
    artificial_percentage,
    most_favourable_score,
    weighted_score,
)
from bridgelaw.scoring.entries import ArtificialScore, Entry, SplitScore, WeightedScore

if TYPE_CHECKING:
    from bridgelaw.table.table import Table

__all__ = [
    "AdjustedScoreDecision",
    "SideAward",
    "artificial",
    "assigned",
    "basis",
    "most_favourable",
    "self_inflicted",
    "weighted",
]

EditionLike = Edition | int | str | None


@dataclass(frozen=True, slots=True)
class SideAward:
    """What one side receives: ``kind`` is ``"assigned"`` (:attr:`value` is North-South's
    points), ``"weighted"`` (:attr:`components`: North-South's points with weights) or
    ``"artificial"`` (:attr:`value` is a percentage or IMPs, :attr:`unit`)."""

    side: Side
    kind: str
    value: float
    law: LawRef
    reason: str
    unit: str = "points"
    components: tuple[tuple[float, float], ...] = ()


@dataclass(frozen=True, slots=True)
class AdjustedScoreDecision:
    """The director's adjusted score for one board at one table (Law 12)."""

    board: int
    edition: int
    law: LawRef
    """The Law that empowers the adjustment (27D, 16B1, 12A2...)."""
    ns: SideAward
    ew: SideAward
    reason: str
    decided_by: str = "director"
    settles: tuple[LawRef, ...] = ()
    """The review flags (or closed board) of the table this decision settles."""

    @property
    def balanced(self) -> bool:
        """Whether both sides get the same result (an artificial score never 'balances'
        in this sense unless the percentages add up to 100)."""
        if self.ns.kind == "artificial":
            return self.ns.value + self.ew.value == (100.0 if self.ns.unit == "%" else 0.0)
        return self.ns.kind == self.ew.kind and self._result(self.ns) == self._result(self.ew)

    @staticmethod
    def _result(award: SideAward) -> float | WeightedScore:
        if award.kind == "weighted":
            return WeightedScore.of(*award.components, law=award.law)
        return award.value

    def entry(self) -> Entry:
        """The board's entry for the scorers: North-South's points, a weighted score, an
        artificial score or a split score."""
        if self.ns.kind == "artificial":
            return ArtificialScore(self.ns.value, self.ew.value, self.ns.law)
        ns, ew = self._result(self.ns), self._result(self.ew)
        if ns == ew:
            if isinstance(ns, WeightedScore):
                return ns
            return int(ns) if float(ns).is_integer() else ns
        return SplitScore(ns, ew, self.law)


def _edition(edition: EditionLike, table: Table | None = None) -> Edition:
    if edition is None and table is not None:
        return table.edition
    ed = find_edition(edition)
    if table is not None and table.edition != ed:
        raise RulingError(
            f"the table plays under the {table.edition.year} Laws, not the {ed.year} Laws"
        )
    return ed


def basis(table: Table) -> tuple[LawRef, ...]:
    """The Laws that let the director adjust this table's score: its review flags and the
    Law under which he closed the board."""
    out = [flag.law for flag in table.review_flags]
    if table.closed_by is not None:
        out.append(table.closed_by.law)
    return tuple(out)


def _check_basis(table: Table | None, law: LawRef) -> tuple[LawRef, ...]:
    if table is None:
        return ()
    found = basis(table)
    if law.law == 12 and law.section[:2] in ("A1", "A3"):
        return found
    if not any(ref == law for ref in found):
        known = ", ".join(str(ref) for ref in found) or "none"
        raise RulingError(
            f"no basis for an adjusted score under Law {law} on this table (flags: {known}); "
            f"a rectification that seems severe is no reason to adjust (Law 12B2)"
        )
    return found


def _law(ed: Edition, law: str | LawRef) -> LawRef:
    return law if isinstance(law, LawRef) else ed.ref(law)


def artificial(
    board: int,
    ns: Fault,
    ew: Fault,
    *,
    law: str | LawRef,
    reason: str,
    ns_session: float | None = None,
    ew_session: float | None = None,
    imps: bool = False,
    edition: EditionLike = None,
    table: Table | None = None,
) -> AdjustedScoreDecision:
    """An artificial adjusted score (12C2; 1987/1997 12C1): each side by its share of the
    fault, with the session overrides of the edition.

    :raises RulingError: ``table`` is given and has no basis for the adjustment.
    """
    ed = _edition(edition, table)
    ref = _law(ed, law)
    settles = _check_basis(table, ref)
    awards = []
    for side, fault, session in ((Side.NS, ns, ns_session), (Side.EW, ew, ew_session)):
        if imps:
            award = artificial_imps(fault, edition=ed)
        else:
            award = artificial_percentage(fault, session_percentage=session, edition=ed)
        awards.append(
            SideAward(side, "artificial", award.value, award.law, award.reason, award.unit)
        )
    return AdjustedScoreDecision(
        board, ed.year, ref, awards[0], awards[1], reason, "director", settles
    )


def assigned(
    board: int,
    ns_score: int,
    *,
    law: str | LawRef,
    reason: str,
    edition: EditionLike = None,
    table: Table | None = None,
) -> AdjustedScoreDecision:
    """An assigned adjusted score (2017 12C1(b), 2007 12C1(a)): one bridge result for both
    sides, North-South's points, replacing the table result.

    :raises RulingError: no basis on ``table``.
    """
    ed = _edition(edition, table)
    ref = _law(ed, law)
    settles = _check_basis(table, ref)
    where = ed.ref(ed.law_12_assigned_ref())
    text = "the probable result had the infraction not occurred"
    ns = SideAward(Side.NS, "assigned", float(ns_score), where, text)
    ew = SideAward(Side.EW, "assigned", float(ns_score), where, text)
    return AdjustedScoreDecision(board, ed.year, ref, ns, ew, reason, "director", settles)


def weighted(
    board: int,
    *components: tuple[float, float],
    law: str | LawRef,
    reason: str,
    edition: EditionLike = None,
    regulating_authority_forbids: bool = False,
    table: Table | None = None,
) -> AdjustedScoreDecision:
    """A weighted assigned score (12C1(c)): ``(North-South points, weight)`` for each
    result achievable by legal means.

    :raises NotationError: weighting is not allowed in the edition (1987/1997; 2007 when
        the Regulating Authority forbids it) or the weights do not sum to 1.
    :raises RulingError: no basis on ``table``.
    """
    ed = _edition(edition, table)
    ref = _law(ed, law)
    settles = _check_basis(table, ref)
    score = weighted_score(
        *components, edition=ed, regulating_authority_forbids=regulating_authority_forbids
    )
    text = "weighted among the results achievable by legal means"
    ns = SideAward(Side.NS, "weighted", score.mean, score.law, text, components=score.components)
    ew = SideAward(Side.EW, "weighted", score.mean, score.law, text, components=score.components)
    return AdjustedScoreDecision(board, ed.year, ref, ns, ew, reason, "director", settles)


def most_favourable(
    board: int,
    possible: tuple[int, ...],
    non_offenders: Side,
    *,
    law: str | LawRef,
    reason: str,
    offenders_possible: tuple[int, ...] | None = None,
    edition: EditionLike = None,
    table: Table | None = None,
) -> AdjustedScoreDecision:
    """1987/1997 12C2 (2007 12C1(e), at the Regulating Authority's option): the
    non-offenders get the most favourable result that was likely, the offenders the
    least favourable result that was at all probable; the two need not balance.

    :raises RulingError: the method does not exist in the edition (2017), or no basis.
    """
    ed = _edition(edition, table)
    method = ed.law_12_most_favourable_ref()
    if method is None:
        raise RulingError(
            f"the {ed.year} Laws have no 'most favourable result' method: assign the probable "
            "result (12C1(b)) or weight the results (12C1(c))"
        )
    ref = _law(ed, law)
    settles = _check_basis(table, ref)
    split = most_favourable_score(
        possible, non_offenders, offenders_possible=offenders_possible, edition=ed
    )
    where = ed.ref(method)
    ns_text, ew_text = (
        ("most favourable likely result", "least favourable probable result")
        if non_offenders == Side.NS
        else ("least favourable probable result", "most favourable likely result")
    )
    assert not isinstance(split.ns, WeightedScore) and not isinstance(split.ew, WeightedScore)
    ns = SideAward(Side.NS, "assigned", float(split.ns), where, ns_text)
    ew = SideAward(Side.EW, "assigned", float(split.ew), where, ew_text)
    return AdjustedScoreDecision(board, ed.year, ref, ns, ew, reason, "director", settles)


def self_inflicted(
    board: int,
    *,
    offenders_score: int,
    non_offenders_score: int,
    non_offenders: Side,
    law: str | LawRef,
    reason: str,
    edition: EditionLike = None,
    table: Table | None = None,
) -> AdjustedScoreDecision:
    """2017 12C1(e) (2007 12C1(b)): the non-offenders contributed to their damage by a
    serious error unrelated to the infraction, or by a gambling action: the offenders get
    the score that follows from their infraction alone (``offenders_score``), the
    non-offenders no redress for the self-inflicted part (``non_offenders_score``); both
    in North-South's points; they need not balance.

    :raises RulingError: no such rule in the edition (1987/1997), or no basis.
    """
    ed = _edition(edition, table)
    rule = ed.law_12_self_inflicted_ref()
    if rule is None:
        raise RulingError(f"the {ed.year} Laws have no rule on self-inflicted damage")
    ref = _law(ed, law)
    settles = _check_basis(table, ref)
    where = ed.ref(rule)
    nos = SideAward(
        non_offenders,
        "assigned",
        float(non_offenders_score),
        where,
        "no redress for the self-inflicted part of the damage",
    )
    os_ = SideAward(
        non_offenders.other,
        "assigned",
        float(offenders_score),
        where,
        "the score that follows from the infraction alone",
    )
    ns, ew = (nos, os_) if non_offenders == Side.NS else (os_, nos)
    return AdjustedScoreDecision(board, ed.year, ref, ns, ew, reason, "director", settles)
