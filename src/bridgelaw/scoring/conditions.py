"""Conditions of contest for scoring (Law 78D): the choices the Laws leave to the
Regulating Authority, as data.

The Laws fix how a score is compared (78A matchpoints, 78B IMPs) but leave to the
conditions of contest the unit of a matchpoint, how a board played fewer times is
factored, how a Butler datum is formed and rounded, whether cross-IMPs are totalled or
averaged, what a sit-out or phantom table counts for, where an artificial adjusted
score (Law 12C2) stands among the real results, and the victory-point scale.
:class:`Conditions` holds one value for each; :data:`NAMED` gives the sets of the
programs and bodies below, and :meth:`Conditions.but` changes any choice on its own.

Sources, and what is not sure:

* ``jfr`` (JFR Pary, the Polish federation's pairs program): measured, not read from a
  manual. The saved pages of four events in ``pbntools_results`` are reproduced to
  the hundredth (tests/events/test_real_events_pages.py): a sit-out row (60 % to the
  present pair, 0 % to the missing one) left out of the board's top; a balanced
  artificial score (e.g. 61.80/38.20, the pairs' session percentages under 12C2(c))
  placed in the field; other artificial scores counted and the real results factored
  (Neuberg); percentages to 2 decimals; the Butler datum drops 45 % of the board's
  field at each end, averages and truncates toward zero to 10 (all 30 data of the
  Szczyrk 2013 event). Cross-IMP averaging and the VP scale are not seen on those
  pages: averaged, and the WBF 2013 scale the Polish federation (PZBS) plays, are our
  assumption.
* ``kops`` (KOPS, Polish club program): measured the same way: artificial scores
  counted in the board's size, real results factored (Neuberg), the factored
  matchpoints rounded to 2 decimals and the percentage to 1; cross-IMPs averaged over
  the comparisons, to 1 decimal. One board of the Chorzow 2013 event scores a
  2,080-point difference 17 IMPs instead of 19: not modelled. Butler and VP: unseen;
  the ``wbf`` values are assumed.
* ``acbl``: matchpoints 1 per score beaten and ½ per tie (ACBLscore reports: top
  ``n-1``); Neuberg factoring, which the ACBL and WBF adopted in 1991 (ACBL Bulletin,
  June 1991, as cited by ASE Computing's scorer help and by I. McKinnon, *On Neuberg*,
  2019); artificial scores counted, real results factored. VP: the ACBL discrete
  20-VP scale for 6-8 board Swiss matches as published (longer matches use other
  rows: unsure). Butler: rarely used in the ACBL; we assume one top and bottom dropped.
* ``ebu`` (English Bridge Union, White Book 8.12 and the EBU scoring forum): 2 per
  beat; Ave+/Ave/Ave- are 60/50/40 % of the board's top, the real results Neuberged
  without the artificial scores (so counted, not placed); IMP pairs scored by
  cross-IMPs averaged, which the EBU recommends over Butler (Cambridge BC news,
  9 Sep 2013); Butler, where still used, drops the top and bottom score (assumed);
  WBF 2013 VP scale.
* ``wbf`` (WBF General Conditions of Contest): 2 per beat, Neuberg (1991); VP: the WBF
  2013 continuous 20-VP scale; Butler datum: the average of all scores rounded to the
  nearest 10 as described for the 2011 Bermuda Bowl butler (BBO forums); whether
  extremes are dropped in current WBF pairs events is unsure.
* ``bbo`` (Bridge Base Online pages): adjusted results (``A==``, ``A+=``) left out of
  the field, percentages and averaged cross-IMPs to 2 decimals (measured on five BBO
  events).
* ``bridgelaw``: this program's own defaults when no conditions are named (2 per beat,
  no factoring across boards, Butler with one top and bottom dropped, rounded half away
  from zero, artificial scores counted, nothing rounded).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from decimal import ROUND_HALF_UP, Decimal
from typing import Any, Final

from bridgelaw.core.lawref import LawRef
from bridgelaw.errors import NotationError
from bridgelaw.scoring.board import ArtificialPlacement, score_board
from bridgelaw.scoring.entries import ArtificialScore, Entry
from bridgelaw.scoring.matchpoints import MatchpointScale
from bridgelaw.scoring.teams import Rounding
from bridgelaw.scoring.vp import ACBL_20VP_6_8_BOARDS, wbf_vp

__all__ = [
    "NAMED",
    "VP_SCALES",
    "Conditions",
    "conditions",
    "counted_results",
    "is_sit_out",
    "matchpoint_board",
    "round_half_up",
]

_LAW: Final = LawRef(78, "D")

VP_SCALES: Final = ("wbf", "acbl-6-8")
"""The victory-point scales a :class:`Conditions` may name."""


def round_half_up(value: float | None, decimals: int | None) -> float | None:
    """``value`` rounded half up at ``decimals`` as the decimal it stands for
    (12.345 → 12.35); unchanged when either is ``None``."""
    if value is None or decimals is None:
        return value
    exact = Decimal(repr(round(value, 9)))
    return float(exact.quantize(Decimal(1).scaleb(-decimals), rounding=ROUND_HALF_UP)) + 0.0


def counted_results(entries: Sequence[Entry], c: Conditions) -> int:
    """The results a board is scored over under ``c``: its tables with an entry, a
    sit-out left out when the conditions leave it out (the size Neuberg factors to)."""
    return sum(e is not None and not (c.sit_outs_left_out and is_sit_out(e)) for e in entries)


def matchpoint_board(
    entries: Sequence[Entry], c: Conditions, *, size: int | None = None
) -> tuple[tuple[tuple[float | None, float | None], ...], float]:
    """One board matchpointed under ``c`` (Law 78A with the conditions' choices): each
    table's North-South and East-West matchpoints, rounded as ``c`` rounds them, and the
    board's top. A sit-out the conditions leave out of the field gets its percentages of
    the top. ``size``: factor the real results up to this many (the most played board)
    when the board was played fewer times. ``bridgelaw score`` and ``event run
    --conditions`` both score a board with this function."""
    left_out = {k for k, e in enumerate(entries) if c.sit_outs_left_out and is_sit_out(e)}
    field = [None if k in left_out else e for k, e in enumerate(entries)]
    if size is not None:
        size = max(size, sum(e is not None for e in field))
    result = score_board(field, scale=c.scale, artificial=c.artificial, size=size)
    top = result.top
    awards: list[tuple[float | None, float | None]] = []
    for k, entry in enumerate(entries):
        if k in left_out:
            assert isinstance(entry, ArtificialScore)
            awards.append((entry.ns / 100.0 * (top or 0.0), entry.ew / 100.0 * (top or 0.0)))
        else:
            ns = round_half_up(result.ns[k], c.mp_decimals)
            awards.append((ns, round_half_up(result.ew[k], c.mp_decimals)))
    return tuple(awards), top


def is_sit_out(entry: Entry) -> bool:
    """An artificial score of 0 to one side only: the award of a table whose opponents
    did not exist (a sit-out, or a phantom pair), as JFR Pary writes it (60 % and 0 %)."""
    return (
        isinstance(entry, ArtificialScore)
        and (entry.ns == 0.0) != (entry.ew == 0.0)
        and min(entry.ns, entry.ew) == 0.0
        and max(entry.ns, entry.ew) > 0.0
    )


@dataclass(frozen=True, slots=True)
class Conditions:
    """The conditions of contest that decide how an event is scored (Law 78D)."""

    name: str = "bridgelaw"
    scale: MatchpointScale = MatchpointScale.TWO_PER_BEAT
    """Law 78A's unit: 2 per score beaten (top ``2(n-1)``) or 1 (top ``n-1``)."""
    factoring: bool = False
    """Factor a board scored over fewer results than the most played board up to it
    (Neuberg's formula)."""
    butler_drop: int = 1
    """Top and bottom scores the Butler datum leaves out (when no fraction is given)."""
    butler_drop_fraction: float | None = None
    """Drop this fraction of the board's whole field (its tables, played or not) at each
    end, rounded, keeping at least the middle score(s); overrides :attr:`butler_drop`."""
    butler_rounding: Rounding = Rounding.HALF_AWAY_FROM_ZERO
    butler_step: int = 10
    cross_imp_average: bool = True
    """Cross-IMPs divided by the number of comparisons (else totalled)."""
    sit_outs_left_out: bool = False
    """A sit-out or phantom table (an artificial score of 0 to one side only) is left out
    of the board's top; the present pair keeps its award."""
    artificial: ArtificialPlacement = ArtificialPlacement.COUNT
    """Where artificial adjusted scores (Law 12C2) stand when the others are
    matchpointed."""
    vp_scale: str = "wbf"
    """``"wbf"`` (WBF 2013 continuous 20-VP scale) or ``"acbl-6-8"`` (ACBL discrete)."""
    mp_decimals: int | None = None
    """Matchpoints rounded to this many decimals before the percentage is taken."""
    percent_decimals: int | None = None
    """Percentages of a board rounded to this many decimals."""
    imp_decimals: int | None = None
    """Butler and cross-IMPs of a table rounded to this many decimals."""
    law: LawRef = _LAW

    def __post_init__(self) -> None:
        if self.vp_scale not in VP_SCALES:
            raise NotationError(
                f"unknown VP scale {self.vp_scale!r}: one of {', '.join(VP_SCALES)}"
            )
        if self.butler_drop < 0:
            raise NotationError(f"cannot drop {self.butler_drop} scores for a Butler datum")
        fraction = self.butler_drop_fraction
        if fraction is not None and not 0.0 <= fraction < 0.5:
            raise NotationError(f"a Butler drop fraction is from 0 to under 0.5, not {fraction}")

    def but(self, **changes: Any) -> Conditions:
        """These conditions with the given choices changed (``None`` values are ignored);
        the name says they were changed (``"jfr+"``)."""
        wanted = {k: v for k, v in changes.items() if v is not None}
        changed = {k: v for k, v in wanted.items() if getattr(self, k) != v}
        if not changed:
            return self
        name = self.name if self.name.endswith("+") else f"{self.name}+"
        return replace(self, name=name, **changed)

    def vp(self, margin: float, boards: int) -> tuple[float, float]:
        """The victory points of both sides of a match won by ``margin`` IMPs."""
        if self.vp_scale == "acbl-6-8":
            return ACBL_20VP_6_8_BOARDS.lookup(margin)
        return wbf_vp(margin, boards)

    def describe(self) -> dict[str, str]:
        """Each choice in words, by its field name (for the text, JSON, CSV and HTML
        outputs)."""
        butler = (
            f"{self.butler_drop_fraction:.0%} of the field dropped at each end"
            if self.butler_drop_fraction is not None
            else f"{self.butler_drop} top and bottom dropped"
        )
        return {
            "name": self.name,
            "matchpoints": "2 per score beaten, 1 per tie"
            if self.scale is MatchpointScale.TWO_PER_BEAT
            else "1 per score beaten, 1/2 per tie",
            "factoring": "Neuberg, to the most played board" if self.factoring else "none",
            "butler_datum": f"{butler}, rounded {self.butler_rounding.value} to {self.butler_step}",
            "cross_imps": "averaged" if self.cross_imp_average else "totalled",
            "sit_outs": "left out of the top" if self.sit_outs_left_out else "counted",
            "artificial_scores": self.artificial.value,
            "vp_scale": self.vp_scale,
            "rounding": ", ".join(
                f"{what} to {d} decimals"
                for what, d in (
                    ("matchpoints", self.mp_decimals),
                    ("percentages", self.percent_decimals),
                    ("IMPs", self.imp_decimals),
                )
                if d is not None
            )
            or "none",
        }

    def summary(self) -> str:
        """One line: ``"jfr: matchpoints 2 per score beaten..., factoring Neuberg..."``."""
        described = self.describe()
        name = described.pop("name")
        return f"{name}: " + "; ".join(f"{k.replace('_', ' ')} {v}" for k, v in described.items())


NAMED: Final = {
    "bridgelaw": Conditions(),
    "jfr": Conditions(
        "jfr",
        factoring=True,
        butler_drop_fraction=0.45,
        butler_rounding=Rounding.TOWARD_ZERO,
        sit_outs_left_out=True,
        artificial=ArtificialPlacement.IN_FIELD,
        percent_decimals=2,
        imp_decimals=2,
    ),
    "kops": Conditions("kops", factoring=True, mp_decimals=2, percent_decimals=1, imp_decimals=1),
    "acbl": Conditions(
        "acbl", scale=MatchpointScale.ONE_PER_BEAT, factoring=True, vp_scale="acbl-6-8"
    ),
    "ebu": Conditions("ebu", factoring=True),
    "wbf": Conditions("wbf", factoring=True, butler_drop=0),
    "bbo": Conditions(
        "bbo", artificial=ArtificialPlacement.EXCLUDE, percent_decimals=2, imp_decimals=2
    ),
}
"""The named sets of conditions (see the module doc for their sources)."""


def conditions(name: str) -> Conditions:
    """The named set ``name`` (case-insensitive).

    :raises NotationError: no set of that name.
    """
    found = NAMED.get(name.strip().lower())
    if found is None:
        raise NotationError(
            f"unknown conditions of contest {name!r}: one of {', '.join(sorted(NAMED))}"
        )
    return found
