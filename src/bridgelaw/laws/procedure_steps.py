"""The steps of :class:`~bridgelaw.laws.procedure.LawsState` that carry a Law's
consequences out: a call made while an irregularity is pending (digest §4.2), and
the effects of a ruling.

:func:`apply_effect` is the one place an effect is applied: it looks the effect's
class up in :data:`~bridgelaw.laws.dispatch.EFFECT_APPLIERS`, where each applier is
registered with ``@applies(...)`` next to its code: the auction's here, the play's in
:mod:`bridgelaw.laws.play_effects`, those of Laws 61-71 in
:mod:`bridgelaw.laws.end_effects`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Protocol

from bridgelaw.core.calls import PASS, Call
from bridgelaw.core.lawref import LawRef
from bridgelaw.core.seats import Seat
from bridgelaw.errors import PhaseError, RulingError
from bridgelaw.laws import end_effects as _end_effects  # registers the appliers of Laws 61-71
from bridgelaw.laws import play_effects as _play_effects  # registers the play's appliers
from bridgelaw.laws.classify import CallState, classify_call, pending_reaction, withdrawn_entries
from bridgelaw.laws.dispatch import EFFECT_APPLIERS, EFFECT_CHECKS, applies, checks
from bridgelaw.laws.effects import (
    AcceptCall,
    AdmitCall,
    Armed,
    AwaitCall,
    CancelCall,
    CancelCallsFrom,
    CloseBoard,
    Effect,
    ExerciseLeadRestriction,
    ExposeCards,
    ExposedCards,
    FlagReview,
    ImposeObligation,
    LeadRestriction,
    NextStep,
    Obligation,
    OnNextCall,
    Reclassify,
    RecordUI,
    Resolve,
    RestrictionState,
    RestrictLead,
    ReviewFlag,
    SubstitutePass,
    TreatAsPenaltyCards,
    UIEntry,
)
from bridgelaw.laws.irregularity import (
    CallRecord,
    Kind,
    Procedure,
    ProcedureStatus,
    Reaction,
    ReactionRule,
    RecordStatus,
)
from bridgelaw.laws.play_effects import PlayProcedureState
from bridgelaw.laws.play_records import is_honour
from bridgelaw.laws.steps import StepName

if TYPE_CHECKING:
    from bridgelaw.editions import Edition
    from bridgelaw.laws.effects import Effect
    from bridgelaw.laws.irregularity import Classification

__all__ = ["apply_effect", "check_effect", "react"]


class StepState(CallState, PlayProcedureState, Protocol):
    """What the steps read and change of :class:`~bridgelaw.laws.procedure.LawsState` (a
    Protocol, so that this module does not import the state that imports it)."""

    edition: Edition
    obligations: list[Obligation]
    restrictions: list[RestrictionState]
    exposed: list[ExposedCards]
    penalty_cards: list[ExposedCards]
    armed: list[Armed]
    board_closed: CloseBoard | None

    def ref(self, text: str) -> LawRef: ...
    def rebuild(self) -> None: ...
    def append(
        self,
        seat: Seat,
        call: Call,
        status: RecordStatus,
        *,
        log_index: int | None,
        irregularity: int | None = None,
        position: tuple[int, int] | None = None,
    ) -> CallRecord: ...
    def set_status(self, index: int, status: RecordStatus) -> None: ...
    def classify_and_record(self, seat: Seat, call: Call, log_index: int | None) -> CallRecord: ...
    def open_on(self, index: int, found: Classification) -> None: ...
    def apply_effect(self, procedure: Procedure, effect: Effect) -> None: ...
    def accept(self, procedure: Procedure, index: int) -> None: ...
    def cancel_from(self, index: int) -> None: ...
    def cancel(self, index: int) -> None: ...


_REGISTERED = (_end_effects, _play_effects)


@dataclass(frozen=True, slots=True)
class _Reacting:
    """A call made while an irregular call waits in its window (digest §4.2)."""

    state: StepState
    procedure: Procedure
    seat: Seat
    call: Call
    log_index: int | None
    irregular: int
    """The record index of the irregular call."""
    rule: ReactionRule
    law: LawRef

    def append(self, status: RecordStatus) -> CallRecord:
        """Record the new call as part of the procedure."""
        return self.state.append(
            self.seat,
            self.call,
            status,
            log_index=self.log_index,
            irregularity=self.procedure.id,
        )

    def classify(self) -> CallRecord:
        """The auction rebuilt, the new call classified and recorded as usual."""
        self.state.rebuild()
        return self.state.classify_and_record(self.seat, self.call, self.log_index)


_REACTIONS: dict[Reaction, Callable[[_Reacting], CallRecord]] = {}
"""What each reaction does, registered with :func:`_reacts`."""


def _reacts(
    *reactions: Reaction,
) -> Callable[[Callable[[_Reacting], CallRecord]], Callable[[_Reacting], CallRecord]]:
    def add(function: Callable[[_Reacting], CallRecord]) -> Callable[[_Reacting], CallRecord]:
        for reaction in reactions:
            _REACTIONS[reaction] = function
        return function

    return add


def react(
    state: StepState, procedure: Procedure, seat: Seat, call: Call, log_index: int | None
) -> CallRecord:
    """A call made while ``procedure``'s irregular call waits: the edition says what it
    does (:meth:`Edition.pending_reaction`, digest §4.2), and it is done.

    :raises PhaseError: no player may act before the director has ruled (Law 9B2).
    """
    rule = pending_reaction(state.edition, procedure, seat, call, state)
    irregular = procedure.irregularity.call_index
    what = procedure.irregularity.reason
    if rule.reaction == Reaction.REJECT or irregular is None:
        raise PhaseError(
            f"{seat.name.lower()} calls {call}, but no player may act before the "
            f"director has ruled on: {what}",
            law=state.ref("9B2"),
        )
    law = rule.law or procedure.irregularity.law
    procedure.history.append(f"{seat.name.lower()} called {call}: {rule.reaction} ({law})")
    reacting = _Reacting(state, procedure, seat, call, log_index, irregular, rule, law)
    return _REACTIONS[rule.reaction](reacting)


@_reacts(Reaction.ACCEPT)
def _accept(it: _Reacting) -> CallRecord:
    procedure = it.procedure
    it.state.accept(procedure, it.irregular)
    procedure.status = ProcedureStatus.RESOLVED
    procedure.outcome = it.rule.note or f"accepted by {it.seat.name.lower()}'s call (Law {it.law})"
    return it.classify()


@_reacts(Reaction.CANCEL, Reaction.CANCEL_AND_RULE)
def _cancel(it: _Reacting) -> CallRecord:
    state, procedure = it.state, it.procedure
    if procedure.irregularity.kind == Kind.SKIPPED_TURN:
        state.cancel_from(it.irregular)
    else:
        state.set_status(it.irregular, RecordStatus.CANCELLED)
    for effect in withdrawn_entries(state.edition, procedure, state, it.law):
        state.apply_effect(procedure, effect)
    if it.rule.reaction == Reaction.CANCEL:
        procedure.status = ProcedureStatus.RESOLVED
        procedure.outcome = it.rule.note or f"cancelled (Law {it.law})"
        return it.classify()
    procedure.status = ProcedureStatus.RULING
    procedure.step = StepName.CORRECT_PLAYER_CALLED
    procedure.director_called = False
    record = it.classify()
    procedure.trigger = record.index
    return record


@_reacts(Reaction.CAPTURE)
def _capture(it: _Reacting) -> CallRecord:
    it.state.set_status(it.irregular, RecordStatus.CANCELLED)
    record = it.append(RecordStatus.PENDING)
    procedure = it.procedure
    procedure.status = ProcedureStatus.RULING
    procedure.step = StepName.REPLACEMENT
    procedure.trigger = record.index
    it.state.rebuild()
    return record


@_reacts(Reaction.PREMATURE)
def _premature(it: _Reacting) -> CallRecord:
    record = it.append(RecordStatus.CANCELLED)
    it.procedure.premature = record.index
    it.procedure.status = ProcedureStatus.RULING
    return record


@_reacts(Reaction.CANCEL_BOTH)
def _cancel_both(it: _Reacting) -> CallRecord:
    it.state.set_status(it.irregular, RecordStatus.CANCELLED)
    record = it.append(RecordStatus.CANCELLED)
    procedure = it.procedure
    procedure.status = ProcedureStatus.RESOLVED
    procedure.outcome = it.rule.note or f"cancelled without rectification (Law {it.law})"
    return record


@_reacts(Reaction.LATENT, Reaction.HOLD)
def _called_over(it: _Reacting) -> CallRecord:
    """The offender's LHO called over it: it stands provisionally (36A), or the director
    rules now (38)."""
    state, procedure = it.state, it.procedure
    state.set_status(it.irregular, RecordStatus.PROVISIONAL)
    if it.rule.reaction == Reaction.LATENT:
        procedure.status = ProcedureStatus.LATENT
        record = it.classify()
    else:
        procedure.status = ProcedureStatus.RULING
        record = it.append(RecordStatus.PROVISIONAL)
        state.rebuild()
    procedure.lho_called = record.index
    procedure.step = StepName.LHO_CALLED
    return record


def check_effect(state: StepState, effect: Effect) -> None:
    """:raises RulingError: ``effect`` is not an effect, or names a call, card, claim or
    lead restriction that does not exist."""
    if EFFECT_APPLIERS.find(type(effect)) is None:
        raise RulingError(f"{type(effect).__name__} is not an effect of a ruling")
    check = EFFECT_CHECKS.find(type(effect))
    if check is not None:
        check(state, effect)


def apply_effect(state: StepState, procedure: Procedure, effect: Effect) -> None:
    """Apply one effect in the context of ``procedure``.

    :raises RulingError: ``effect`` is not an effect.
    """
    applier = EFFECT_APPLIERS.find(type(effect))
    if applier is None:
        raise RulingError(f"{type(effect).__name__} is not an effect of a ruling")
    applier(state, procedure, effect)


# ------------------------------------------------------------------- checks
@checks(CancelCall, CancelCallsFrom, AcceptCall, AdmitCall, SubstitutePass, Reclassify)
def _check_call_index(
    state: StepState,
    effect: CancelCall | CancelCallsFrom | AcceptCall | AdmitCall | SubstitutePass | Reclassify,
) -> None:
    if not 0 <= effect.index < len(state.records):
        raise RulingError(f"{type(effect).__name__} names call record {effect.index}: no such call")


@checks(AwaitCall)
def _check_replaces(state: StepState, effect: AwaitCall) -> None:
    replaces = effect.replaces
    if replaces is not None and not 0 <= replaces < len(state.records):
        raise RulingError(f"{type(effect).__name__} replaces call record {replaces}: none")


@checks(ExerciseLeadRestriction)
def _check_restriction(state: StepState, effect: ExerciseLeadRestriction) -> None:
    if not 0 <= effect.restriction < len(state.restrictions):
        raise RulingError(f"no lead restriction {effect.restriction}")


# ---------------------------------------------------------- call records
@applies(CancelCall)
def _cancel_call(state: StepState, procedure: Procedure, effect: CancelCall) -> None:
    state.cancel(effect.index)


@applies(CancelCallsFrom)
def _cancel_calls_from(state: StepState, procedure: Procedure, effect: CancelCallsFrom) -> None:
    state.cancel_from(effect.index)


@applies(AcceptCall)
def _accept_call(state: StepState, procedure: Procedure, effect: AcceptCall) -> None:
    state.accept(procedure, effect.index)


@applies(AdmitCall)
def _admit_call(state: StepState, procedure: Procedure, effect: AdmitCall) -> None:
    state.set_status(effect.index, RecordStatus.LEGAL)


@applies(SubstitutePass)
def _substitute_pass(state: StepState, procedure: Procedure, effect: SubstitutePass) -> None:
    old = state.records[effect.index]
    state.cancel(effect.index)
    state.append(
        old.seat,
        PASS,
        RecordStatus.SUBSTITUTED,
        log_index=None,
        irregularity=procedure.id,
        position=(old.position[0], old.position[1] + 1),
    )


@applies(Reclassify)
def _reclassify(state: StepState, procedure: Procedure, effect: Reclassify) -> None:
    record = state.records[effect.index]
    state.set_status(effect.index, RecordStatus.CANCELLED)
    state.rebuild()
    found = classify_call(state.edition, record.seat, record.call, state)
    if found.refusal is not None:
        pass  # it breaks an obligation the table enforces: it stays cancelled
    elif found.kind is None:
        state.set_status(effect.index, RecordStatus.LEGAL)
    else:
        state.set_status(effect.index, RecordStatus.PENDING)
        state.open_on(effect.index, found)
    state.rebuild()


# ------------------------------------------------ obligations, restrictions
@applies(ImposeObligation)
def _impose_obligation(state: StepState, procedure: Procedure, effect: ImposeObligation) -> None:
    since = len(state.records)
    state.obligations.append(
        Obligation(effect.seat, effect.kind, effect.law, since, effect.call, procedure.id)
    )


@applies(RestrictLead)
def _restrict_lead(state: StepState, procedure: Procedure, effect: RestrictLead) -> None:
    restriction = LeadRestriction(
        effect.offender,
        effect.law,
        effect.withdrawn,
        procedure.id,
        len(state.records),
        effect.comparable_unknown,
    )
    state.restrictions.append(RestrictionState(restriction))


@applies(ExerciseLeadRestriction)
def _exercise_lead_restriction(
    state: StepState, procedure: Procedure, effect: ExerciseLeadRestriction
) -> None:
    old_state = state.restrictions[effect.restriction]
    state.restrictions[effect.restriction] = replace(
        old_state, status=effect.mode, suit=effect.suit, trick=effect.trick, law=effect.law
    )


# ------------------------------------------------------------ exposed cards
@applies(ExposeCards)
def _expose_cards(state: StepState, procedure: Procedure, effect: ExposeCards) -> None:
    state.exposed.append(ExposedCards(effect.seat, effect.cards, effect.law, effect.led))


@applies(TreatAsPenaltyCards)
def _treat_as_penalty_cards(
    state: StepState, procedure: Procedure, effect: TreatAsPenaltyCards
) -> None:
    for exposed in state.exposed:
        if exposed.seat == effect.seat:
            state.penalty_cards.append(replace(exposed, law=effect.law))
            for card in exposed.cards:
                state.play.add_penalty(
                    exposed.seat,
                    card,
                    major=exposed.led or len(exposed.cards) > 1 or is_honour(card),
                    law=effect.law,
                    irregularity=procedure.id,
                )


# ------------------------------------------------------ ledger and review
@applies(RecordUI)
def _record_ui(state: StepState, procedure: Procedure, effect: RecordUI) -> None:
    entry = UIEntry(effect.source, effect.law, effect.unauthorized_to, effect.call_index)
    state.ledger.append(replace(entry, irregularity=procedure.id))


@applies(FlagReview)
def _flag_review(state: StepState, procedure: Procedure, effect: FlagReview) -> None:
    state.flags.append(ReviewFlag(effect.law, effect.reason, effect.side, procedure.id))


# ------------------------------------------------------ the procedure itself
@applies(AwaitCall, OnNextCall)
def _arm(state: StepState, procedure: Procedure, effect: AwaitCall | OnNextCall) -> None:
    state.armed.append(Armed(procedure.id, effect, len(state.records)))
    procedure.status = ProcedureStatus.AWAITING


@applies(CloseBoard)
def _close_board(state: StepState, procedure: Procedure, effect: CloseBoard) -> None:
    state.board_closed = effect
    for other in state.procedures:
        if other.is_open and other is not procedure:
            other.status = ProcedureStatus.VOID
            other.outcome = "the board was closed"
    state.armed = []
    procedure.status = ProcedureStatus.RESOLVED
    procedure.outcome = f"the board is closed: {effect.reason}"


@applies(NextStep)
def _next_step(state: StepState, procedure: Procedure, effect: NextStep) -> None:
    procedure.status = ProcedureStatus.RULING
    procedure.step = effect.step


@applies(Resolve)
def _resolve(state: StepState, procedure: Procedure, effect: Resolve) -> None:
    procedure.status = ProcedureStatus.RESOLVED
    procedure.outcome = effect.outcome
    state.armed = [a for a in state.armed if a.procedure != procedure.id]
