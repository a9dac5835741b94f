"""The steps of :class:`~bridgelaw.laws.procedure.LawsState` that carry a Law's
consequences out: a call made while an irregularity is pending (digest §4.2), and
the effects of a ruling.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from bridgelaw.core.calls import PASS, Call
from bridgelaw.core.seats import Seat
from bridgelaw.errors import PhaseError, RulingError
from bridgelaw.laws.effects import (
    AcceptCall,
    AdmitCall,
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
    RecordStatus,
)
from bridgelaw.laws.play_effects import PLAY_EFFECTS, apply_play_effect, check_play_effect
from bridgelaw.laws.play_records import is_honour
from bridgelaw.laws.steps import StepName

if TYPE_CHECKING:
    from bridgelaw.laws.procedure import Armed, LawsState, RestrictionState

__all__ = ["apply_effect", "check_effect", "react"]


def react(
    state: LawsState, procedure: Procedure, seat: Seat, call: Call, log_index: int | None
) -> CallRecord:
    rule = state.edition.pending_reaction(procedure, seat, call, state)
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
    reaction = rule.reaction
    if reaction == Reaction.ACCEPT:
        state.accept(procedure, irregular)
        procedure.status = ProcedureStatus.RESOLVED
        procedure.outcome = rule.note or f"accepted by {seat.name.lower()}'s call (Law {law})"
        state.rebuild()
        return state.classify_and_record(seat, call, log_index)
    if reaction in (Reaction.CANCEL, Reaction.CANCEL_AND_RULE):
        if procedure.irregularity.kind == Kind.SKIPPED_TURN:
            state.cancel_from(irregular)
        else:
            state.set_status(irregular, RecordStatus.CANCELLED)
        for effect in state.edition.law_16_withdrawn_entries(procedure, state, law):
            state.apply_effect(procedure, effect)
        if reaction == Reaction.CANCEL:
            procedure.status = ProcedureStatus.RESOLVED
            procedure.outcome = rule.note or f"cancelled (Law {law})"
        else:
            procedure.status = ProcedureStatus.RULING
            procedure.step = StepName.CORRECT_PLAYER_CALLED
            procedure.director_called = False
        state.rebuild()
        record = state.classify_and_record(seat, call, log_index)
        if reaction == Reaction.CANCEL_AND_RULE:
            procedure.trigger = record.index
        return record
    if reaction == Reaction.CAPTURE:
        state.set_status(irregular, RecordStatus.CANCELLED)
        record = state.append(
            seat, call, RecordStatus.PENDING, log_index=log_index, irregularity=procedure.id
        )
        procedure.status = ProcedureStatus.RULING
        procedure.step = StepName.REPLACEMENT
        procedure.trigger = record.index
        state.rebuild()
        return record
    if reaction == Reaction.PREMATURE:
        record = state.append(
            seat, call, RecordStatus.CANCELLED, log_index=log_index, irregularity=procedure.id
        )
        procedure.premature = record.index
        procedure.status = ProcedureStatus.RULING
        return record
    if reaction == Reaction.CANCEL_BOTH:
        state.set_status(irregular, RecordStatus.CANCELLED)
        record = state.append(
            seat, call, RecordStatus.CANCELLED, log_index=log_index, irregularity=procedure.id
        )
        procedure.status = ProcedureStatus.RESOLVED
        procedure.outcome = rule.note or f"cancelled without rectification (Law {law})"
        return record
    # LATENT or HOLD: the offender's LHO called over it
    state.set_status(irregular, RecordStatus.PROVISIONAL)
    if reaction == Reaction.LATENT:
        procedure.status = ProcedureStatus.LATENT
        state.rebuild()
        record = state.classify_and_record(seat, call, log_index)
    else:
        procedure.status = ProcedureStatus.RULING
        record = state.append(
            seat, call, RecordStatus.PROVISIONAL, log_index=log_index, irregularity=procedure.id
        )
        state.rebuild()
    procedure.lho_called = record.index
    procedure.step = StepName.LHO_CALLED
    return record


def check_effect(state: LawsState, effect: Effect) -> None:
    from bridgelaw.laws.end_effects import END_EFFECTS, check_end_effect

    if isinstance(effect, END_EFFECTS):
        check_end_effect(state, effect)
        return
    if isinstance(effect, PLAY_EFFECTS):
        check_play_effect(state, effect)
        return
    index = getattr(effect, "index", None)
    if index is not None and not 0 <= index < len(state.records):
        raise RulingError(f"{type(effect).__name__} names call record {index}: no such call")
    replaces = getattr(effect, "replaces", None)
    if replaces is not None and not 0 <= replaces < len(state.records):
        raise RulingError(f"{type(effect).__name__} replaces call record {replaces}: none")
    number = getattr(effect, "restriction", None)
    if isinstance(number, int) and not 0 <= number < len(state.restrictions):
        raise RulingError(f"no lead restriction {number}")


def apply_effect(state: LawsState, procedure: Procedure, effect: Effect) -> None:
    """Apply one effect in the context of ``procedure``."""
    from bridgelaw.laws.end_effects import END_EFFECTS, apply_end_effect

    if isinstance(effect, END_EFFECTS):
        apply_end_effect(state, procedure, effect)
        return
    pid = procedure.id
    since = len(state.records)
    if isinstance(effect, PLAY_EFFECTS):
        apply_play_effect(state, procedure, effect)
    elif isinstance(effect, CancelCall):
        state.cancel(effect.index)
    elif isinstance(effect, CancelCallsFrom):
        state.cancel_from(effect.index)
    elif isinstance(effect, AcceptCall):
        state.accept(procedure, effect.index)
    elif isinstance(effect, AdmitCall):
        state.set_status(effect.index, RecordStatus.LEGAL)
    elif isinstance(effect, SubstitutePass):
        old = state.records[effect.index]
        state.cancel(effect.index)
        state.append(
            old.seat,
            PASS,
            RecordStatus.SUBSTITUTED,
            log_index=None,
            irregularity=pid,
            position=(old.position[0], old.position[1] + 1),
        )
    elif isinstance(effect, ImposeObligation):
        state.obligations.append(
            Obligation(effect.seat, effect.kind, effect.law, since, effect.call, pid)
        )
    elif isinstance(effect, RestrictLead):
        restriction = LeadRestriction(
            effect.offender, effect.law, effect.withdrawn, pid, since, effect.comparable_unknown
        )
        state.restrictions.append(_restriction_state(restriction))
    elif isinstance(effect, ExerciseLeadRestriction):
        old_state = state.restrictions[effect.restriction]
        state.restrictions[effect.restriction] = replace(
            old_state, status=effect.mode, suit=effect.suit, trick=effect.trick, law=effect.law
        )
    elif isinstance(effect, ExposeCards):
        state.exposed.append(ExposedCards(effect.seat, effect.cards, effect.law, effect.led))
    elif isinstance(effect, TreatAsPenaltyCards):
        for exposed in state.exposed:
            if exposed.seat == effect.seat:
                state.penalty_cards.append(replace(exposed, law=effect.law))
                for card in exposed.cards:
                    state.play.add_penalty(
                        exposed.seat,
                        card,
                        major=exposed.led or len(exposed.cards) > 1 or is_honour(card),
                        law=effect.law,
                        irregularity=pid,
                    )
    elif isinstance(effect, RecordUI):
        entry = UIEntry(effect.source, effect.law, effect.unauthorized_to, effect.call_index)
        state.ledger.append(replace(entry, irregularity=pid))
    elif isinstance(effect, FlagReview):
        state.flags.append(ReviewFlag(effect.law, effect.reason, effect.side, pid))
    elif isinstance(effect, AwaitCall | OnNextCall):
        state.armed.append(_armed(pid, effect, since))
        procedure.status = ProcedureStatus.AWAITING
    elif isinstance(effect, CloseBoard):
        state.board_closed = effect
        for other in state.procedures:
            if other.is_open and other is not procedure:
                other.status = ProcedureStatus.VOID
                other.outcome = "the board was closed"
        state.armed = []
        procedure.status = ProcedureStatus.RESOLVED
        procedure.outcome = f"the board is closed: {effect.reason}"
    elif isinstance(effect, Reclassify):
        record = state.records[effect.index]
        state.set_status(effect.index, RecordStatus.CANCELLED)
        state.rebuild()
        found = state.edition.classify_call(record.seat, record.call, state)
        if found.refusal is not None:
            pass  # it breaks an obligation the table enforces: it stays cancelled
        elif found.kind is None:
            state.set_status(effect.index, RecordStatus.LEGAL)
        else:
            state.set_status(effect.index, RecordStatus.PENDING)
            state.open_on(effect.index, found)
        state.rebuild()
    elif isinstance(effect, NextStep):
        procedure.status = ProcedureStatus.RULING
        procedure.step = effect.step
    else:
        procedure.status = ProcedureStatus.RESOLVED
        procedure.outcome = effect.outcome
        state.armed = [a for a in state.armed if a.procedure != pid]


def _restriction_state(restriction: LeadRestriction) -> RestrictionState:
    from bridgelaw.laws.procedure import RestrictionState

    return RestrictionState(restriction)


def _armed(pid: int, effect: AwaitCall | OnNextCall, since: int) -> Armed:
    from bridgelaw.laws.procedure import Armed

    return Armed(pid, effect, since)
