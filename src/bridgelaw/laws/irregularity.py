"""Irregularities, call records and procedures: the bookkeeping of the laws mode.

Every attempted call is a :class:`CallRecord`, never deleted; its
:class:`RecordStatus` says whether it is part of the legal auction. An
irregular call opens an :class:`Irregularity` (what happened, which Law
rectifies it) and a :class:`Procedure` (where its rectification stands: waiting
for the director, waiting for a player's call, resolved).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from bridgelaw.core.calls import Call
from bridgelaw.core.cards import Card
from bridgelaw.core.lawref import LawRef
from bridgelaw.core.seats import Seat
from bridgelaw.laws.reports import Detail
from bridgelaw.laws.steps import Step, StepName

__all__ = [
    "CallRecord",
    "Classification",
    "ExplanationCase",
    "Fact",
    "InformationSource",
    "Irregularity",
    "Kind",
    "Procedure",
    "ProcedureStatus",
    "Reaction",
    "ReactionRule",
    "RecordStatus",
]


class Kind(enum.StrEnum):
    """The kinds of irregularity (and of director's procedures) the laws mode knows."""

    INSUFFICIENT_BID = "insufficient bid"
    """Law 27 (an insufficient bid in rotation)."""
    PASS_OUT_OF_ROTATION = "pass out of rotation"
    """Laws 29, 30."""
    BID_OUT_OF_ROTATION = "bid out of rotation"
    """Laws 29, 31 (an insufficient bid out of rotation included, 27A2)."""
    DOUBLE_OUT_OF_ROTATION = "double or redouble out of rotation"
    """Laws 29, 32."""
    INADMISSIBLE_DOUBLE = "inadmissible double or redouble"
    """Law 36 (1987/1997: Laws 35A, 36)."""
    PASS_OBLIGATION = "call by a player obliged to pass"
    """Law 37 (1987/1997: Laws 35B, 37)."""
    BID_ABOVE_SEVEN = "bid above seven"
    """Law 38 (1987/1997: Laws 35C, 38)."""
    CALL_AFTER_AUCTION = "call after the final pass"
    """Law 39 (1987/1997: Laws 35D, 39)."""
    CHANGE_OF_CALL = "change of call"
    """Law 25."""
    SKIPPED_TURN = "three passes with a player skipped"
    """Law 17D3 (2007: 17E2; 1987/1997: Law 34)."""
    EXPOSED_CARD = "card exposed during the auction period"
    """Law 24."""
    EXPOSED_CARD_OPTION = "declarer's option on exposed cards"
    """Law 24 (1987-2007): declarer may treat exposed cards as penalty cards."""
    WRONG_HAND = "cards from a wrong board"
    """Law 15A (1987-2007: Law 17D)."""
    WRONG_BOARD = "wrong board being played"
    """Law 15B (1987-2007: Law 15)."""
    MISINFORMATION = "misinformation"
    """Law 21."""
    LEAD_RESTRICTION = "lead restriction"
    """Law 26: the offender's partner's first turn to lead has come."""
    WRONG_CARD_COUNT = "incorrect number of cards"
    """Law 13."""
    MISSING_CARD = "missing card"
    """Law 14."""
    UNAUTHORIZED_INFORMATION = "unauthorized information"
    """Law 16 (a hesitation, a remark, an unexpected alert...)."""
    EXPLANATION = "explanation or alert"
    """Laws 20, 40 (review and explanation of calls, disclosure of agreements)."""
    OTHER = "other"
    """A procedure opened by another module (general laws, Laws 9-16, 20, 40)."""
    # ------------------------------------------------------------- the play
    WRONG_OPENING_LEAD = "opening lead by declarer's side, or face down by the wrong defender"
    """Laws 54E and 24 (a face-down lead by the wrong defender: the digest's INTERP)."""
    OPENING_LEAD_OUT_OF_TURN = "opening lead faced out of turn"
    """Law 54."""
    DECLARER_LEAD_OUT_OF_TURN = "lead out of turn by declarer"
    """Law 55 (a lead from the wrong hand included)."""
    DEFENDER_LEAD_OUT_OF_TURN = "lead out of turn by a defender"
    """Law 56."""
    PREMATURE_PLAY = "premature lead or play"
    """Law 57 (2017: 57D, a defender plays at his RHO's turn)."""
    FIFTH_CARD = "card played by a player who has already played to the trick"
    """Law 45E."""
    DUMMY_UNNAMED_CARD = "dummy played a card declarer did not name"
    """Law 45D."""
    DESIGNATION = "incomplete or erroneous designation of a card from dummy"
    """Law 46B."""
    RETRACTION = "retraction of a played card"
    """Laws 45C4(b), 47."""
    EXPOSED_CARD_PLAY = "card exposed during the play"
    """Laws 48, 49, 50."""
    DECLARER_FACES_HAND = "declarer faces his cards during the play"
    """Law 48B2: a claim or concession (Law 68) unless he demonstrably did not intend one."""
    PENALTY_CARD_LEAD = "declarer's option: the penalty card owner's partner is on lead"
    """Laws 50D2, 51B."""
    PENALTY_CARD_CHOICE = "declarer designates which penalty card is played"
    """Law 51A."""
    PENALTY_CARD_NOT_PLAYED = "failure to lead or play a penalty card"
    """Law 52."""
    SIMULTANEOUS_PLAYS = "two or more cards played at once"
    """Law 58B."""
    PLAY_BEFORE_CORRECT_LEAD = "defender plays before declarer's corrected lead"
    """Law 60B."""
    DUMMY_INFRACTION = "dummy's limitations"
    CARD_HANDLED = "declarer handled a card without naming or playing it"
    """Laws 45C2, 45C3 (was it played? the director decides)."""
    REVOKE = "revoke"
    REVOKE_AFTER_PLAY = "revoke: tricks transferred after play"
    DEFECTIVE_TRICK = "defective trick"
    CLAIM = "claim or concession"
    CLAIM_REVIEW = "agreed claim or concession reviewed"
    """Laws 42, 43 (dummy breached 43A; 43B2(a): he warned declarer after that)."""


class RecordStatus(enum.StrEnum):
    """Where an attempted call stands (digest §2.4)."""

    LEGAL = "legal"
    """A legal call of the auction."""
    PENDING = "pending"
    """An irregular call waiting for its rectification: not (yet) in the auction."""
    PROVISIONAL = "provisional"
    """An irregular call the next player called over without rectification (Law 36A):
    in the auction until the director rules."""
    ACCEPTED = "accepted"
    """An irregular call accepted (Laws 25B1, 27A1, 29A, 37A): part of the legal auction."""
    CANCELLED = "cancelled"
    """Cancelled or withdrawn by a Law."""
    SUBSTITUTED = "substituted"
    """A pass put in place of a cancelled call by a Law (37B, 38C)."""
    DEEMED = "deemed"
    """A pass deemed made by a player required to pass (Law 28A)."""

    @property
    def in_auction(self) -> bool:
        """Whether a call with this status counts in the legal auction."""
        return self not in (RecordStatus.PENDING, RecordStatus.CANCELLED)


@dataclass(frozen=True, slots=True)
class CallRecord:
    """One attempted call (or a pass a Law put in the auction)."""

    index: int
    """Position in the table's records; never changes."""
    seat: Seat
    call: Call
    status: RecordStatus
    position: tuple[int, int]
    """Sort key of the call in the auction: ``(index, 0)``, or the position of the call
    it replaces with a higher second part (Laws 21B, 25)."""
    irregularity: int | None = None
    """The irregularity this call committed or belongs to."""
    log_index: int | None = None
    """The index of the event in the table's log that made the call (``None`` for a pass
    put in by a Law)."""

    @property
    def in_auction(self) -> bool:
        """Whether the call counts in the legal auction."""
        return self.status.in_auction


class ExplanationCase(enum.StrEnum):
    """What a report about explanations and agreements (``Kind.EXPLANATION``) is about
    (Laws 20 and 40; the sections of Law 40 by edition: ``Edition.law_40_refs``)."""

    OWN_EXPLANATION = "own-explanation"
    """20F4: the player finds his own explanation was wrong (not in 1987/1997)."""
    PARTNER_EXPLANATION = "partner-explanation"
    """20F5: partner's explanation was wrong (not in 1987/1997)."""
    RESTATEMENT = "restatement"
    """20E: an uncorrected error in a review of the auction."""
    DISCLOSURE = "disclosure"
    """Law 40: the meaning of a call not disclosed as required."""
    WITHHELD = "withheld"
    """Law 40: an explanation withheld information crucial to the opponents."""
    ILLEGAL = "illegal"
    """Law 40: a special partnership understanding not permitted by regulation."""
    DEVIATION = "deviation"
    """Law 40: an undisclosed understanding shown by a deviation."""
    REPEATED = "repeated"
    """Law 40: repeated failures to disclose partnership understandings."""

    @classmethod
    def named_in(cls, note: str | None) -> ExplanationCase | None:
        """The case a report's free-text ``note`` starts with, if any: how reports
        without a typed case (logs written before it existed; a rule script's
        ``report explanation SEAT LAW own-explanation ...``) said what they were about."""
        for case in cls:
            if (note or "").startswith(case):
                return case
        return None


class InformationSource(enum.StrEnum):
    """Where unauthorized information came from (Law 16)."""

    PARTNER = "partner"
    """Extraneous information from partner: a remark, a hesitation, an unexpected alert
    (2017 16B)."""
    WITHDRAWN = "withdrawn"
    """A withdrawn call or play (2017 16C)."""
    OUTSIDE = "outside"
    """Another source: a card seen, a result overheard (2017 16D)."""
    EXPOSED = "exposed"
    """Cards exposed during the auction (Law 24)."""
    RESTORED = "restored"
    """Cards restored to a hand (Laws 13, 14)."""
    OTHER = "other"

    @classmethod
    def named_in(cls, note: str | None) -> InformationSource | None:
        """The source (partner or outside) a report's free-text ``note`` starts with, if
        any: how reports without a typed source said where the information came from."""
        for source in (cls.PARTNER, cls.OUTSIDE):
            if (note or "").lower().startswith(source):
                return source
        return None


@dataclass(frozen=True, slots=True)
class Fact:
    """What was reported about an irregularity that is not a call (the subject of a
    procedure): exposed cards (Law 24), a wrong hand (15A), misinformation (21)."""

    kind: Kind
    seat: Seat
    cards: tuple[Card, ...] = ()
    led: bool = False
    board: int | None = None
    about: int | None = None
    """A call record the fact concerns (the call misexplained, Law 21)."""
    note: str | None = None
    trick: int | None = None
    """The trick in progress when it happened (the play period)."""
    case: ExplanationCase | None = None
    """What a report about explanations and agreements is about (Laws 20, 40)."""
    detail: Detail | None = None
    source: InformationSource | None = None
    """Where unauthorized information came from (Law 16)."""
    """What a report about the play says happened: why a card is taken back, how a card
    was exposed or handled, which infraction of dummy's (:mod:`bridgelaw.laws.reports`)."""


@dataclass(frozen=True, slots=True)
class Irregularity:
    """An irregularity, as the director will rule on it."""

    id: int
    kind: Kind
    law: LawRef
    """The Law that rectifies it (``27``, ``31``...)."""
    offender: Seat | None
    call_index: int | None
    """The record index of the irregular call, if it is a call."""
    turn: Seat | None
    """The seat whose turn it was (for calls)."""
    edition: int
    reason: str
    broken: LawRef | None = None
    """The Law of correct procedure that was broken (``18D``, ``17C``...)."""
    subject: int | None = None
    """What a procedure not about a call is about: the index of a lead restriction
    (Law 26), of a set of exposed cards (Law 24)..."""
    play_index: int | None = None
    """The play record of the irregular lead or play, if it is one (Laws 41-71)."""

    def describe(self) -> str:
        """One line: what happened and the Law."""
        return f"{self.reason} [{self.law.cite()}]"


class ProcedureStatus(enum.StrEnum):
    """Where the rectification of an irregularity stands."""

    WINDOW = "window"
    """Just happened; the director has not been called: the next player may still act on
    it (accept by calling, Laws 27A1, 28B, 29A...)."""
    LATENT = "latent"
    """Called over without rectification, not yet dealt with (Law 36A/36C)."""
    RULING = "ruling"
    """The director must rule now; the table waits."""
    AWAITING = "awaiting"
    """Waiting for a player's next call (a replacement, a comparable-call check)."""
    RESOLVED = "resolved"
    VOID = "void"
    """The irregular call was itself cancelled by another ruling."""


@dataclass(slots=True)
class Procedure:
    """The rectification of one irregularity, step by step (mutable state)."""

    irregularity: Irregularity
    status: ProcedureStatus
    step: Step = StepName.MADE
    """The director's current step: ``"made"``, ``"replacement"``, ``"comparable"``..."""
    trigger: int | None = None
    """The record index of the call that brought the procedure to this step."""
    director_called: bool = False
    lho_called: int | None = None
    """The record index of the offender's LHO's call over the irregularity, if any."""
    premature: int | None = None
    """A premature replacement cancelled under the 1987/1997 Law 27 (record index)."""
    outcome: str = ""
    history: list[str] = field(default_factory=list)
    """The steps ruled, in order."""
    related: int | None = None
    """A record index the procedure also concerns: the call being changed (Law 25)."""

    @property
    def id(self) -> int:
        """The irregularity's number."""
        return self.irregularity.id

    @property
    def is_open(self) -> bool:
        """Not yet resolved or void."""
        return self.status not in (ProcedureStatus.RESOLVED, ProcedureStatus.VOID)

    @property
    def blocks(self) -> bool:
        """Whether the table waits for the director (or a reaction) on it."""
        return self.status in (ProcedureStatus.WINDOW, ProcedureStatus.RULING)

    def copy(self) -> Procedure:
        """An independent copy."""
        return Procedure(
            self.irregularity,
            self.status,
            self.step,
            self.trigger,
            self.director_called,
            self.lho_called,
            self.premature,
            self.outcome,
            list(self.history),
            self.related,
        )


@dataclass(frozen=True, slots=True)
class Classification:
    """What an attempted call is (digest §4.1): legal, or which irregularity."""

    kind: Kind | None
    """``None``: a legal call."""
    law: LawRef | None = None
    """The Law that rectifies it."""
    broken: LawRef | None = None
    reason: str = ""
    deemed_pass: Seat | None = None
    """Law 28A: a pass deemed made first by this seat (RHO, required to pass)."""
    refusal: tuple[str, LawRef] | None = None
    """The call breaks an obligation the table enforces: why, and the Law (31A1...)."""

    @property
    def is_legal(self) -> bool:
        """Whether the call is legal (after any deemed pass)."""
        return self.kind is None and self.refusal is None


class Reaction(enum.StrEnum):
    """What a call does to an irregularity whose window is open (digest §4.2)."""

    ACCEPT = "accept"
    """The irregular call is accepted; the new call is then classified as usual."""
    CANCEL = "cancel"
    """The irregular call is cancelled (Law 28B, 17D3); the new call is then classified."""
    CANCEL_AND_RULE = "cancel-and-rule"
    """The irregular call is cancelled, the new call classified, and the director must
    then rule on the offending side (2017: partner called at his own turn, 30B1/31B1/32B1)."""
    CAPTURE = "capture"
    """The new call belongs to the procedure (a premature replacement, Law 27C)."""
    PREMATURE = "premature"
    """The new call is a premature replacement, cancelled (1987/1997 Law 27)."""
    LATENT = "latent"
    """The call stands provisionally; the director rules when called (Law 36A)."""
    HOLD = "hold"
    """The call is recorded provisionally and the director must rule now (Law 38)."""
    CANCEL_BOTH = "cancel-both"
    """Both calls are cancelled without rectification (Law 39B)."""
    REJECT = "reject"
    """Not allowed before the director has ruled (Law 9B2)."""


@dataclass(frozen=True, slots=True)
class ReactionRule:
    """A reaction with the Law that makes it."""

    reaction: Reaction
    law: LawRef | None = None
    note: str = ""
