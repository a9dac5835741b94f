"""What rectifications leave behind, and the effects a ruling applies to the auction.

The values here are frozen. The first group is *state* that outlives a ruling:
seat obligations (Law 2.6 of the digest: NEXT-PASS, REST-PASS, MUST-REPEAT,
NO-DOUBLE-THIS-TURN), lead restrictions (Law 26), exposed cards (Law 24),
entries of the unauthorized-information ledger (Law 16) and review flags
(score adjustments the director may have to decide after the board).

The second group are **effects**: the consequences of one option of a ruling,
applied in order by :class:`bridgelaw.laws.procedure.LawsState`. Calls are
named by their *record index* (the position of the attempted call in the
table's call records, which are never deleted).

>>> from bridgelaw.core import Seat
>>> effect = ImposeObligation(Seat.WEST, ObligationKind.REST_PASS, LawRef.parse("27B2"))
>>> effect.seat, effect.kind.value, str(effect.law)
(<Seat.WEST: 3>, 'rest-pass', '27B2')
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from bridgelaw.core.calls import Call, Double, Pass, Redouble
from bridgelaw.core.cards import Card, Suit
from bridgelaw.core.lawref import LawRef
from bridgelaw.core.seats import Seat, Side
from bridgelaw.laws.end_effects import EndEffect
from bridgelaw.laws.ledger import ReviewFlag, UIEntry
from bridgelaw.laws.play_effects import PlayEffect
from bridgelaw.laws.steps import Step

__all__ = [
    "AcceptCall",
    "AdmitCall",
    "Armed",
    "AwaitCall",
    "CancelCall",
    "CancelCallsFrom",
    "CloseBoard",
    "Effect",
    "ExerciseLeadRestriction",
    "ExposeCards",
    "ExposedCards",
    "FlagReview",
    "ImposeObligation",
    "LeadRestriction",
    "NextStep",
    "Obligation",
    "ObligationKind",
    "OnNextCall",
    "Reclassify",
    "RecordUI",
    "Resolve",
    "RestrictLead",
    "RestrictionState",
    "RestrictionStatus",
    "ReviewFlag",
    "SubstitutePass",
    "TreatAsPenaltyCards",
    "UIEntry",
]


class ObligationKind(enum.StrEnum):
    """What a seat is obliged to do (digest §2.6, §4.3)."""

    NEXT_PASS = "next-pass"
    """Must pass at his next turn to call only."""
    REST_PASS = "rest-pass"
    """Must pass at every remaining turn of this auction."""
    MUST_REPEAT = "must-repeat"
    """Must repeat the call he made out of rotation (Laws 31A1, 32A1)."""
    NO_DOUBLE = "no-double"
    """May not double or redouble at his next turn (Law 30B2(b), 1987-2007)."""

    @property
    def is_pass(self) -> bool:
        """An obligation to pass (:attr:`NEXT_PASS` or :attr:`REST_PASS`)."""
        return self in (ObligationKind.NEXT_PASS, ObligationKind.REST_PASS)


@dataclass(frozen=True, slots=True)
class Obligation:
    """An obligation on a seat, created by a Law, from the record index ``since`` on.

    A NEXT-PASS, MUST-REPEAT or NO-DOUBLE obligation is used up by the seat's
    first call of the legal auction made after it was imposed; a REST-PASS
    lasts until the auction ends.
    """

    seat: Seat
    kind: ObligationKind
    law: LawRef
    since: int
    """The number of call records when it was imposed."""
    call: Call | None = None
    """The call to repeat (MUST-REPEAT only)."""
    irregularity: int | None = None


class RestrictionStatus(enum.StrEnum):
    """Where a lead restriction (Law 26) stands in the play."""

    PENDING = "pending"
    """Until the offender's partner's first turn to lead."""
    LAPSED = "lapsed"
    """The offender is declarer or dummy."""
    RULING = "ruling"
    """Declarer is choosing."""
    FORBID = "forbid"
    """Declarer forbade the lead of the suit."""
    REQUIRE = "require"
    """Declarer required the lead of the suit."""
    DECLINED = "declined"
    """Declarer chose no restriction."""


@dataclass(frozen=True, slots=True)
class LeadRestriction:
    """A possible lead restriction (Law 26), pending until the offender's partner's
    first turn to lead. It lapses if the offender does not become a defender.

    Which kind applies (26A or 26B in the older editions) and which suits the
    offender specified are judgments the director makes when the restriction
    comes into force; :attr:`withdrawn` holds the calls it stems from.
    """

    offender: Seat
    law: LawRef
    withdrawn: tuple[Call, ...]
    """The withdrawn call(s) the restriction stems from."""
    irregularity: int | None = None
    since: int = 0
    """The number of call records when it was created."""
    comparable_unknown: bool = False
    """2017: whether the withdrawn call was replaced by a comparable call (Law 26A) is
    still to be decided when the lead comes (Law 25B sends here with "Law 26 may apply")."""

    @property
    def leader(self) -> Seat:
        """The seat whose lead is restricted: the offender's partner."""
        return self.offender.partner


@dataclass(frozen=True, slots=True)
class ExposedCards:
    """Cards exposed during the auction period (Law 24): face up on the table until the
    auction period ends; then returned (24D) or penalty cards (24E)."""

    seat: Seat
    cards: tuple[Card, ...]
    law: LawRef
    led: bool = False
    """A card was prematurely led."""


# ------------------------------------------------------------------ effects
@dataclass(frozen=True, slots=True)
class CancelCall:
    """Cancel (withdraw) the call at record ``index``."""

    index: int


@dataclass(frozen=True, slots=True)
class CancelCallsFrom:
    """Cancel the call at ``index`` and every later call of the auction (Laws 36A, 38B)."""

    index: int


@dataclass(frozen=True, slots=True)
class AcceptCall:
    """The irregular call at ``index`` is accepted: it stands as a legal call."""

    index: int


@dataclass(frozen=True, slots=True)
class AdmitCall:
    """The pending call at ``index`` (a replacement) enters the auction as a legal call."""

    index: int


@dataclass(frozen=True, slots=True)
class SubstitutePass:
    """Cancel the call at ``index`` and put a pass by the same seat in its place
    (Laws 37B, 38C)."""

    index: int


@dataclass(frozen=True, slots=True)
class ImposeObligation:
    """Impose an obligation on ``seat`` (see :class:`ObligationKind`)."""

    seat: Seat
    kind: ObligationKind
    law: LawRef
    call: Call | None = None


@dataclass(frozen=True, slots=True)
class RestrictLead:
    """Create a lead restriction against ``offender``'s partner (Law 26)."""

    offender: Seat
    law: LawRef
    withdrawn: tuple[Call, ...]
    comparable_unknown: bool = False


@dataclass(frozen=True, slots=True)
class ExposeCards:
    """Cards of ``seat`` lie face up until the auction period ends (Law 24)."""

    seat: Seat
    cards: tuple[Card, ...]
    law: LawRef
    led: bool = False


@dataclass(frozen=True, slots=True)
class TreatAsPenaltyCards:
    """``seat``'s exposed cards become penalty cards (Law 24E; 1987-2007: at declarer's
    option), for the play laws (50, 51)."""

    seat: Seat
    law: LawRef


@dataclass(frozen=True, slots=True)
class ExerciseLeadRestriction:
    """Declarer's choice on lead restriction number ``restriction`` (Law 26): ``mode`` is
    :attr:`~RestrictionStatus.FORBID` or :attr:`~RestrictionStatus.REQUIRE` the lead of
    ``suit``, or :attr:`~RestrictionStatus.DECLINED`; it is in force from the lead to trick
    ``trick`` while the offender's partner retains the lead."""

    restriction: int
    mode: RestrictionStatus
    suit: Suit | None
    trick: int
    law: LawRef


@dataclass(frozen=True, slots=True)
class RecordUI:
    """Add an entry to the unauthorized-information ledger."""

    source: str
    law: LawRef
    unauthorized_to: Side | None
    call_index: int | None = None


@dataclass(frozen=True, slots=True)
class FlagReview:
    """Flag the board for the director's review after play (possible adjusted score)."""

    law: LawRef
    reason: str
    side: Side | None = None


@dataclass(frozen=True, slots=True)
class AwaitCall:
    """Hold the procedure until ``seat`` calls again, then the director rules ``step``.

    With ``capture`` the seat's next call belongs to the procedure (a replacement,
    Law 27B; a new call in place of a withdrawn one): it is recorded as pending and
    only the director's ruling puts it into the auction; meanwhile only ``seat`` may
    call. Without ``capture`` the call is classified as usual and the director is
    asked about it once it has entered the legal auction (a comparable-call check).
    ``replaces``: the record index whose place in the auction the captured call takes.
    """

    seat: Seat
    step: Step
    law: LawRef
    capture: bool = False
    replaces: int | None = None


@dataclass(frozen=True, slots=True)
class OnNextCall:
    """When ``seat``'s next call enters the legal auction, apply ``if_pass`` if it is a
    pass, ``if_double`` if it is a double or redouble (when given), else ``otherwise``
    (Laws 31A, 32A: what the offender may do depends on RHO's call)."""

    seat: Seat
    law: LawRef
    if_pass: tuple[Effect, ...]
    otherwise: tuple[Effect, ...]
    if_double: tuple[Effect, ...] | None = None

    def branch(self, call: Call) -> tuple[Effect, ...]:
        """The effects that ``call``, the seat's next call, brings."""
        if isinstance(call, Pass):
            return self.if_pass
        if self.if_double is not None and isinstance(call, Double | Redouble):
            return self.if_double
        return self.otherwise


@dataclass(frozen=True, slots=True)
class CloseBoard:
    """The director closes the board: no (further) auction or play; the score will be
    an adjusted one (Laws 12, 15A2(a), 17D...)."""

    law: LawRef
    reason: str


@dataclass(frozen=True, slots=True)
class Reclassify:
    """The call at ``index`` (an intended call put in place of another, Law 25A) is
    classified at the end of the auction as if made now: legal, or an irregularity of its
    own."""

    index: int


@dataclass(frozen=True, slots=True)
class NextStep:
    """The procedure stays with the director, at ``step``."""

    step: Step


@dataclass(frozen=True, slots=True)
class Resolve:
    """The irregularity is dealt with."""

    outcome: str = ""


Effect = (
    CancelCall
    | CancelCallsFrom
    | AcceptCall
    | AdmitCall
    | SubstitutePass
    | ImposeObligation
    | RestrictLead
    | ExposeCards
    | TreatAsPenaltyCards
    | ExerciseLeadRestriction
    | RecordUI
    | FlagReview
    | CloseBoard
    | Reclassify
    | AwaitCall
    | OnNextCall
    | NextStep
    | Resolve
    | PlayEffect
    | EndEffect
)
"""Any effect of a ruling (the play's effects are in :mod:`bridgelaw.laws.play_effects`)."""


# ------------------------------------------------------- state of procedures
@dataclass(frozen=True, slots=True)
class Armed:
    """An :class:`AwaitCall` or :class:`OnNextCall` waiting for a seat's next call."""

    procedure: int
    effect: AwaitCall | OnNextCall
    since: int
    """The number of call records when it was armed."""

    @property
    def captures(self) -> bool:
        """Whether it captures the offender's next call (a replacement he owes, Laws 27,
        29-32): an :class:`AwaitCall` with ``capture``."""
        return isinstance(self.effect, AwaitCall) and self.effect.capture


@dataclass(frozen=True, slots=True)
class RestrictionState:
    """Where a lead restriction stands in the play.

    ``status``: a :class:`RestrictionStatus` (``FORBID`` and ``REQUIRE`` are in force with
    :attr:`suit`).
    """

    restriction: LeadRestriction
    status: RestrictionStatus = RestrictionStatus.PENDING
    suit: Suit | None = None
    trick: int | None = None
    """The trick at whose lead it was exercised (1-based)."""
    law: LawRef | None = None
    """The section of Law 26 it was exercised under."""
