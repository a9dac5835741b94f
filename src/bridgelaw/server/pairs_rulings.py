"""The director's rulings in a pairs event, from the event page: an adjusted score for a
board at a table of a round (Law 12C), and an arrow switch of a round of a Mitchell
(Law 8A1: the director says how the pairs move); and where a late pair enters
(:func:`late_place`).

An adjusted score (:class:`PairAdjustment`) is made by the director module's Law 12
(:mod:`bridgelaw.director.law_12`) in the event's edition:

* artificial (2017 Law 12C2(a)): each side's share of the fault, ``A+`` (not at fault,
  60 %), ``A`` (partly, 50 %) or ``A-`` (directly, 40 %), e.g. ``A+/A-``, when no
  rectification lets the board be played normally (12A2), or when the possible results
  are too many or unclear to assign one (12C1(d));
* assigned (12C1(b)): one result for both sides, North-South's points; split (12C1(e)):
  a different result for each side when the non-offenders caused part of their own
  damage (each written as North-South's points, the non-offenders named).

It replaces the table's result (or stands for a board the table did not play): the
event's scoring (:mod:`bridgelaw.server.pairs_score`) ranks with it and its pages show
it with its Law. An adjustment is refused, with its Law, where the edition has no such
rule (a split score before 2007) and for a board no table of the event was to play.

An arrow switch (:func:`arrow_switched`) turns the boards of a Mitchell's round that has
not started: the pairs sitting North-South play the East-West cards and the reverse; the
movement module's ``arrow_switch`` makes it, and a Mitchell so switched is ranked as one
field.

Where a late pair enters a running event (:meth:`PairEvents.enter
<bridgelaw.server.pairs.PairEvents.enter>`), from the next round on, with a robot
partner (the boards it missed are noted as not played):

* a Mitchell with a half table: the missing pair's place (its opponents sat out until
  then);
* a Mitchell without one: a new table, whose North-South the late pair is, with a half
  table (its East-West missing: each round one North-South pair sits out), as a
  director adds a table for a late pair (Law 8A1: he says how the pairs and boards
  move). The movement of one table more is the event's from then on, so it must seat
  every round already started (played or in play) as it was: the same pairs at the
  same tables with the same boards. That holds in round 1 only (a Mitchell's East-West
  pairs and boards then move over one table more); later, and in a Howell (a table
  more is another Howell), the late pair is refused with why, and told to be seated as
  a substitute for a robot (Law 4) or to enter the next event.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from bridgelaw.core.lawref import LawRef
from bridgelaw.core.seats import Side
from bridgelaw.director.law_12 import AdjustedScoreDecision, artificial, assigned, self_inflicted
from bridgelaw.editions import find_edition
from bridgelaw.errors import BridgeError
from bridgelaw.scoring.adjusted import Fault
from bridgelaw.scoring.entries import Entry as ScoringEntry
from bridgelaw.server.pairs_model import MAX_TABLES, PairEvent
from bridgelaw.server.pairs_words import Said, _
from bridgelaw.server.store import Denied
from bridgelaw.tournament.event import Artificial, Outcome, Score
from bridgelaw.tournament.model import Movement
from bridgelaw.tournament.specs import movement_from_spec

__all__ = [
    "BASES",
    "FAULTS",
    "PairAdjustment",
    "adjustments",
    "arrow_switched",
    "late_place",
    "with_adjustment",
    "without_adjustment",
]

FAULTS: Final = {"A+": Fault.NONE, "A": Fault.PARTLY, "A-": Fault.DIRECTLY}
"""An artificial score's marks, by the side's share of the fault (Law 12C2(a))."""

BASES: Final = {
    "12A2": "no rectification lets the board be played normally",
    "12C1(d)": "the possible results are too many or unclear to assign one",
    "12A1": "the Laws give no rectification for the infraction",
    "12A3": "a rectification was wrongly applied",
}
"""The Laws under which the director adjusts, with what each says (Law 12A, 12C1(d))."""

_ARTIFICIAL_ONLY: Final = ("12A2", "12C1(d)")

PENALTY: Final = "penalty"
"""The ``kind`` of a procedural penalty kept with the adjusted scores
(:mod:`bridgelaw.server.pairs_penalties`)."""

Row = dict[str, Any]


@dataclass(frozen=True, slots=True)
class PairAdjustment:
    """An adjusted score for board ``board`` at table ``table`` of round ``round`` (module
    doc): ``ns``/``ew`` are the marks (``A+``, ``A``, ``A-``) of an artificial score, or
    the North-South points each side is scored with for an assigned one (``ew`` empty: the
    same as ``ns``); ``basis`` is the Law that empowers the director."""

    round: int
    table: int
    board: int
    kind: str
    ns: str
    ew: str
    basis: str
    reason: str
    by: str = ""
    non_offenders: str = ""
    """``NS`` or ``EW``: the side that caused part of its own damage (a split, 12C1(e))."""

    @property
    def key(self) -> tuple[int, int, int]:
        """(round, table, board)."""
        return (self.round, self.table, self.board)

    @property
    def split(self) -> bool:
        """An assigned score that differs for the two sides (12C1(e))."""
        return self.kind == "assigned" and self.ew not in ("", self.ns)

    def decision(self, edition: str) -> AdjustedScoreDecision:
        """The Law 12 decision in ``edition``.

        :raises BridgeError: the edition has no such rule (a split before 2007).
        """
        ed = find_edition(edition)
        law = ed.ref(self.basis)
        if self.kind == "artificial":
            ns, ew = FAULTS[self.ns], FAULTS[self.ew]
            return artificial(self.board, ns, ew, law=law, reason=self.reason, edition=ed)
        if not self.split:
            return assigned(self.board, int(self.ns), law=law, reason=self.reason, edition=ed)
        nos = Side.NS if self.non_offenders == "NS" else Side.EW
        mine, theirs = (self.ns, self.ew) if nos == Side.NS else (self.ew, self.ns)
        return self_inflicted(
            self.board,
            offenders_score=int(theirs),
            non_offenders_score=int(mine),
            non_offenders=nos,
            law=law,
            reason=self.reason,
            edition=ed,
        )

    def law(self, edition: str) -> LawRef:
        """The Law of the score given: 12C2(a), 12C1(b) or 12C1(e) in 2017."""
        return self.decision(edition).ns.law

    def entry(self, edition: str) -> ScoringEntry:
        """The scorers' entry (with its Law)."""
        return self.decision(edition).entry()

    def outcome(self) -> Outcome:
        """What the event's result sheet checks and scores."""
        if self.kind == "artificial":
            return Artificial(_PERCENT[self.ns] / 100, _PERCENT[self.ew] / 100)
        return Score(int(self.ns), int(self.ew) if self.split else None)

    def text(self) -> str:
        """``A+/A-``, ``A`` (both average), ``+420``, ``+420/-100 (split)``."""
        if self.kind == "artificial":
            return self.ns if self.ns == self.ew == "A" else f"{self.ns}/{self.ew}"
        ns = f"{int(self.ns):+d}" if int(self.ns) else "0"
        if not self.split:
            return ns
        ew = f"{int(self.ew):+d}" if int(self.ew) else "0"
        return f"{ns}/{ew} (split)"

    def shown(self, edition: str) -> str:
        """``A+/A- (Law 12C2(a), under 12A2)``: the score and its Laws."""
        return f"{self.text()} (Law {self.law(edition)}, under {self.basis})"

    @property
    def kind_text(self) -> str:
        """What kind of adjusted score: ``artificial`` (12C2(a)), ``assigned`` (12C1(b))
        or ``assigned, split`` (12C1(e))."""
        return "assigned, split" if self.split else self.kind

    def described(self, edition: str) -> str:
        """The kind, the score and its Laws, as a traveller and a score card show it:
        ``artificial A+/A- (Law 12C2(a), under 12A2)``, ``assigned +420 (Law 12C1(b),
        under 12A1)``, ``assigned, split -100/+420 (Law 12C1(e), under 12A1)``."""
        score = self.text().removesuffix(" (split)")
        return f"{self.kind_text} {score} (Law {self.law(edition)}, under {self.basis})"

    def own(self, side: str) -> str:
        """The score of the side sitting ``side`` (``NS`` or ``EW``) as its score card
        shows it: its mark (``A+``) of an artificial score, its own points (``-420``) of
        an assigned one (a split: the result that side is scored with)."""
        ns = side == "NS"
        if self.kind == "artificial":
            return self.ns if ns else self.ew
        points = int(self.ns) if ns else -int(self.ew or self.ns)
        return f"{points:+d}" if points else "0"

    def to_json(self) -> Row:
        """As stored."""
        return {
            "round": self.round,
            "table": self.table,
            "board": self.board,
            "kind": self.kind,
            "ns": self.ns,
            "ew": self.ew,
            "basis": self.basis,
            "reason": self.reason,
            "by": self.by,
            "non_offenders": self.non_offenders,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> PairAdjustment:
        """As stored."""
        return cls(
            int(data["round"]),
            int(data["table"]),
            int(data["board"]),
            str(data["kind"]),
            str(data["ns"]),
            str(data["ew"]),
            str(data["basis"]),
            str(data["reason"]),
            str(data.get("by", "")),
            str(data.get("non_offenders", "")),
        )

    @classmethod
    def read(cls, form: Mapping[str, Any], by: str) -> PairAdjustment:
        """From the API's JSON or the event page's form: ``where`` (``"round-table-
        board"``), ``kind``, ``ns``, ``ew`` (the page: ``ns_mark``/``ew_mark`` for an
        artificial score, ``ns_points``/``ew_points`` for an assigned one), ``basis``,
        ``reason``, ``non_offenders``.

        :raises Denied: something missing or not a score.
        """
        try:
            rnd, table, board = (int(part) for part in str(form.get("where", "")).split("-"))
        except ValueError:
            raise Denied("adjust", _("name the board: round-table-board, e.g. 2-1-3")) from None
        kind = str(form.get("kind", ""))
        part = "mark" if kind == "artificial" else "points"  # the page's two sets of fields
        ns = str(form.get("ns") or form.get(f"ns_{part}") or "").strip()
        ew = str(form.get("ew") or form.get(f"ew_{part}") or "").strip()
        basis = str(form.get("basis", "")).strip()
        reason = " ".join(str(form.get("reason", "")).split())[:200]
        nos = str(form.get("non_offenders", "")).strip().upper()
        if kind not in ("artificial", "assigned"):
            raise Denied(
                "adjust",
                _("an adjusted score is artificial or assigned, not %(kind)s", kind=repr(kind)),
            )
        if basis not in BASES:
            raise Denied(
                "adjust", _("the Law the score is adjusted under is one of %(laws)s", laws=_bases())
            )
        if not reason:
            raise Denied("adjust", _("say why the score is adjusted (the players read it)"))
        if kind == "artificial":
            if ns not in FAULTS or ew not in FAULTS:
                raise Denied(
                    "adjust", _("an artificial score gives each side A+, A or A- (Law 12C2(a))")
                )
            return cls(rnd, table, board, kind, ns, ew, basis, reason, by)
        if basis in _ARTIFICIAL_ONLY:
            raise Denied(
                "adjust",
                _(
                    "Law %(law)s is for an artificial score: %(why)s",
                    law=basis,
                    why=Said(BASES[basis], {}),  # the page's words (pairs.html.j2)
                ),
                law=basis,
            )
        if not _points(ns) or (ew and not _points(ew)):
            raise Denied("adjust", _("an assigned score is North-South's points, e.g. 420 or -100"))
        adjustment = cls(rnd, table, board, kind, ns, ew, basis, reason, by)
        if adjustment.split and nos not in ("NS", "EW"):
            raise Denied(
                "adjust",
                _(
                    "a split score (Law 12C1(e)) names the non-offenders who caused part of "
                    "their own damage: NS or EW"
                ),
                law="12C1(e)",
            )
        if not adjustment.split:
            return adjustment
        return cls(rnd, table, board, kind, ns, ew, basis, reason, by, nos)


_PERCENT: Final = {"A+": 60.0, "A": 50.0, "A-": 40.0}


def _points(text: str) -> bool:
    body = text[1:] if text[:1] in "+-" else text
    return body.isdigit() and int(body) % 10 == 0 and int(body) <= 7600


def _bases() -> str:
    return ", ".join(BASES)


def with_adjustment(event: PairEvent, adjustment: PairAdjustment) -> list[Row]:
    """The event's adjustments with ``adjustment`` in place of any earlier one of the same
    board at the same table.

    :raises Denied: the event has not started, no such board at that table in a round
        played so far, no pairs there, or the edition has no such rule (its Law said).
    """
    if event.status == "entry":
        raise Denied(
            "adjust", _("%(event)s has not started: there is no score to adjust", event=event.name)
        )
    rnd, table, board = adjustment.key
    if (rnd, table) not in event.tables:
        raise Denied(
            "adjust",
            _(
                "table %(table)s has not played round %(round)s of %(event)s",
                table=table,
                round=rnd,
                event=event.name,
            ),
        )
    if board not in event.boards(rnd, table):
        shown = ", ".join(map(str, event.boards(rnd, table)))
        raise Denied(
            "adjust",
            _(
                "table %(table)s plays boards %(boards)s in round %(round)s, not %(board)s",
                table=table,
                boards=shown,
                round=rnd,
                board=board,
            ),
        )
    seating = event.seating(rnd, table)
    if seating.ns is None or seating.ew is None:
        raise Denied(
            "adjust",
            _(
                "table %(table)s has no opponents in round %(round)s: no score",
                table=table,
                round=rnd,
            ),
        )
    try:
        adjustment.decision(event.edition)
    except BridgeError as error:
        law = getattr(error, "law", None)
        raise Denied("adjust", str(error), law=None if law is None else str(law)) from error
    kept = [a for a in event.adjustments if not _is_score(a, adjustment.key)]
    return [*kept, adjustment.to_json()]


def without_adjustment(event: PairEvent, key: tuple[int, int, int]) -> list[Row]:
    """The event's adjustments less the one of ``key`` (round, table, board).

    :raises Denied: there is none.
    """
    kept = [a for a in event.adjustments if not _is_score(a, key)]
    if len(kept) == len(event.adjustments):
        raise Denied("adjust", _("there is no adjusted score of that board at that table"))
    return kept


def _is_score(row: Row, key: tuple[int, int, int]) -> bool:
    """Whether a stored ruling is the adjusted score of ``key`` (not a penalty)."""
    return row.get("kind") != PENALTY and PairAdjustment.from_json(row).key == key


def adjustments(event: PairEvent) -> dict[tuple[int, int, int], PairAdjustment]:
    """The event's adjusted scores by (round, table, board)."""
    found = (PairAdjustment.from_json(a) for a in event.adjustments if a.get("kind") != PENALTY)
    return {a.key: a for a in found}


def late_place(event: PairEvent) -> tuple[str, Row]:
    """The place a late pair takes in a running event (module doc, on late pairs): its
    label in the movement, and the movement's specification with it.

    :raises Denied: the event is not running, no round is left, or there is no place
        (no half table, and a new table would change a round already started: Law 8A1).
    """
    if event.status != "running":
        raise Denied(
            "pairs", _("%(event)s is not in play: enter before it starts", event=event.name)
        )
    if event.round >= event.rounds:
        raise Denied(
            "pairs",
            _("the last round of %(event)s is in play: no round left to enter", event=event.name),
        )
    if "missing" in event.spec:  # the half table's place
        spec = {k: v for k, v in event.spec.items() if k != "missing"}
        return _new_label(event.movement, movement_from_spec(spec)), spec
    added, no_table = new_table(event)
    if added is not None:
        return _new_label(event.movement, movement_from_spec(added)), added
    taken = any(pair.get("from_round") for pair in event.pairs)
    why = (
        _("its half table's place was taken by a late pair already")
        if taken
        else _("robots took the places left at the start, and it has no half table")
    )
    advice = _(
        "Ask the director to seat you as a substitute for a robot of a pair (Law 4: from "
        "the pair's next round, with its number and its scores), or enter the next event "
        "(made with a half table, it takes a late pair)"
    )
    raise Denied(
        "pairs",
        _(
            "%(event)s has started and every place is taken (%(why)s): a late pair cannot "
            "enter it. %(advice)s",
            event=event.name,
            why=_("%(why)s; %(table)s", why=why, table=no_table),
            advice=advice,
        ),
        law=str(find_edition(event.edition).ref("8A1")),
    )


def new_table(event: PairEvent) -> tuple[Row | None, Said]:
    """The event's movement with one table more for a late pair (module doc, on late
    pairs), or ``None`` and why not."""
    if event.spec.get("family") != "mitchell":
        return None, _("a Howell with one table more is another Howell: its rounds would change")
    tables = int(event.spec["tables"]) + 1
    if tables > MAX_TABLES:
        return None, _("it has %(tables)s tables, the most an event here has", tables=tables - 1)
    spec = {**event.spec, "tables": tables, "missing": "EW", "rounds": event.rounds}
    try:
        movement = movement_from_spec(spec)
    except BridgeError:
        movement = None
    changed = [r for r in range(1, event.round + 1) if not _same_round(event, movement, r)]
    if movement is None or changed:
        rounds = ", ".join(str(r) for r in changed) or str(event.round)
        return None, _(
            "a new table would change the pairs or boards of round %(rounds)s, already started",
            rounds=rounds,
        )
    return spec, _("a new table")


def _same_round(event: PairEvent, movement: Movement | None, rnd: int) -> bool:
    """Whether ``movement`` seats round ``rnd``'s tables as the event's does (the same
    pairs, the same boards)."""
    if movement is None or rnd > len(movement.rounds):
        return False
    for seating in event.movement.round(rnd).tables:
        other = movement.round(rnd).seating(seating.table)
        if other is None or (other.ns, other.ew, other.board_set) != (
            seating.ns,
            seating.ew,
            seating.board_set,
        ):
            return False
    return True


def _new_label(old: Movement, new: Movement) -> str:
    (label,) = [c for c in new.contestants if c not in old.contestants]
    return label


def arrow_switched(event: PairEvent, rnd: int) -> list[int]:
    """The rounds of the event's Mitchell arrow-switched, with round ``rnd`` switched (or,
    if it was, switched back) (Law 8A1: the director says how the pairs move).

    :raises Denied: not a Mitchell, no such round, or the round has started.
    """
    law = str(find_edition(event.edition).ref("8A1"))
    if event.spec.get("family") != "mitchell":
        raise Denied("arrow", _("only a Mitchell's rounds are arrow-switched"), law=law)
    if not 1 <= rnd <= event.rounds:
        raise Denied(
            "arrow",
            _(
                "%(event)s has rounds 1-%(rounds)s, not %(round)s",
                event=event.name,
                rounds=event.rounds,
                round=rnd,
            ),
            law=law,
        )
    if event.status == "ended" or (event.status == "running" and rnd <= event.round):
        raise Denied(
            "arrow",
            _(
                "round %(round)s has started: only a round still to play is arrow-switched",
                round=rnd,
            ),
            law=law,
        )
    switched = {int(r) for r in event.spec.get("arrow_switch", [])}
    return sorted(switched ^ {rnd})
