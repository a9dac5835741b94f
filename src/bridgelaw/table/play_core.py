"""The laws mode, the play period: a lead or play (the core of the play's handlers).

A lead or play is checked for physical possibility, reacted to (an irregularity
waiting in its window, digest §3.3.1) or classified and recorded; the tricks are
rebuilt from the play records after every change. The opening lead face down,
its facing (Law 41) and presumed declarer spreading his hand (Law 54A) are here too.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from bridgelaw.core.cards import Card
from bridgelaw.core.seats import Seat
from bridgelaw.errors import IllegalPlayError, PhaseError
from bridgelaw.laws.effects import UIEntry
from bridgelaw.laws.irregularity import Fact, Kind, Procedure, ProcedureStatus
from bridgelaw.laws.play import PlayState
from bridgelaw.laws.play_classify import (
    PlayAction,
    PlayReaction,
    classify_play,
    play_reaction,
)
from bridgelaw.laws.play_effects import AcceptPlay, ReturnCard
from bridgelaw.laws.play_records import PlayRecord, PlayStatus
from bridgelaw.laws.play_steps import check_physical, classify_and_record
from bridgelaw.laws.procedure import LawsState
from bridgelaw.laws.reports import Exposure, Retraction
from bridgelaw.laws.steps import StepName
from bridgelaw.table.action import Action, handles
from bridgelaw.table.events import CardPlayed, FaceDownLead, HandSpread, LeadFaced

__all__ = [
    "ON_TABLE",
    "RETRACTION_REASONS",
    "face_down_lead",
    "face_lead",
    "laws_ui",
    "play_card",
    "play_state",
    "rebuild",
    "record_again",
    "seat_name",
    "spread_hand",
]

ON_TABLE = (PlayStatus.PENDING, PlayStatus.DEFERRED, PlayStatus.FACE_DOWN)

RETRACTION_REASONS = tuple(Retraction)


def seat_name(seat: Seat) -> str:
    return seat.name.lower()


# ------------------------------------------------------------------ rebuild
def rebuild(act: Action, laws: LawsState) -> PlayState:
    """Rebuild the table's play state from the play records."""
    contract = laws.auction.contract
    declarer = laws.auction.declarer
    assert contract is not None and declarer is not None
    if laws.play.declarer is not None:
        declarer = laws.play.declarer
        contract = replace(contract, declarer=declarer)
    play = laws.play.rebuild(act.deal, contract, declarer)
    lead = laws.play.correct_lead
    if not play.current and lead is not None and lead.side == play.leader.side:
        play.leader = lead
    act.play = play
    return play


def play_state(act: Action, what: str) -> PlayState:
    return act.require_play(what)


# -------------------------------------------------------------------- plays
@handles(CardPlayed)
def card_played(act: Action, event: CardPlayed) -> None:
    """A lead or play (Laws 41-60): see :func:`play_card`."""
    play_card(act, act.laws, event.seat, event.card, event.by, act.log_index)


def play_card(
    act: Action,
    laws: LawsState,
    seat: Seat,
    card: Card,
    by: Seat,
    log_index: int | None,
    note: str = "",
) -> int:
    """A lead or play made at the table: react to an irregularity waiting, or classify and
    record it. Returns the play record index."""
    play = play_state(act, f"{seat_name(seat)} plays {card}")
    check_physical(laws, play, seat, card, by)
    attempt = _Attempt(seat, card, by, log_index, note)
    blocking = laws.blocking()
    if blocking is not None:
        return _react(act, laws, blocking, play, attempt)
    return _record(act, play, attempt)


@dataclass(frozen=True, slots=True)
class _Attempt:
    """A card ``by`` tries to lead or play from ``seat``'s hand."""

    seat: Seat
    card: Card
    by: Seat
    log_index: int | None
    note: str


def _record(act: Action, play: PlayState, attempt: _Attempt) -> int:
    """Classify and record a new lead or play, then rebuild the play."""
    laws = act.laws
    seat, card, by = attempt.seat, attempt.card, attempt.by
    index = classify_and_record(laws, play, seat, card, by, attempt.log_index, attempt.note)
    rebuild(act, laws)
    return index


def record_again(act: Action, play: PlayState, record: PlayRecord) -> int:
    """Classify and record a card already on the table (face down, or committed) that is
    now led or played, then rebuild the play.

    :raises IllegalPlayError: a restriction the table enforces refuses it.
    """
    laws = act.laws
    seat, card, by = record.seat, record.card, record.by
    classify_and_record(laws, play, seat, card, by, record.log_index, existing=record.index)
    rebuild(act, laws)
    return record.index


def _react(
    act: Action, laws: LawsState, procedure: Procedure, play: PlayState, attempt: _Attempt
) -> int:
    """A card played while an irregular lead or play waits in its window: the edition
    says what it does (:func:`~bridgelaw.laws.play_classify.play_reaction`)."""
    seat, card, by = attempt.seat, attempt.card, attempt.by
    edition = act.edition
    reaction = play_reaction(edition, procedure, seat, by, laws, play)
    if reaction is PlayReaction.REJECT:
        raise PhaseError(
            f"{seat_name(seat)} plays {card}, but no player may act before the director has "
            f"ruled on: {procedure.irregularity.reason}",
            law=edition.ref("9B2"),
        )
    if reaction in (PlayReaction.EXPOSE, PlayReaction.AMBIGUOUS):
        return _lead_waits(act, procedure, play, attempt, reaction is PlayReaction.EXPOSE)
    irregular = procedure.irregularity.play_index
    assert irregular is not None
    if reaction is PlayReaction.ACCEPT:
        laws.apply_effect(procedure, AcceptPlay(irregular))
        law = _accepted_by(act, laws, procedure, seat)
        procedure.outcome = f"accepted: {seat_name(seat)} played after it (Law {law})"
    else:
        _withdraw_for_proper_lead(act, laws, procedure, irregular, seat)
    procedure.status = ProcedureStatus.RESOLVED
    procedure.history.append(procedure.outcome)
    fresh = rebuild(act, laws)
    return _record(act, fresh, attempt)


def _lead_waits(
    act: Action, procedure: Procedure, play: PlayState, attempt: _Attempt, exposed: bool
) -> int:
    """A lead made before declarer chose under Laws 50D2/51B (``exposed``: a penalty card,
    Law 49), or one that may be the proper lead or a play (the director rules)."""
    laws, seat, card = act.laws, attempt.seat, attempt.card
    status = PlayStatus.WITHDRAWN if exposed else PlayStatus.PENDING
    record = laws.play.append(
        seat,
        card,
        attempt.by,
        status,
        trick=len(play.tricks) + 1,
        lead=True,
        log_index=attempt.log_index,
        irregularity=procedure.id,
        note="" if exposed else attempt.note,
    )
    if exposed:
        law = act.edition.ref("49")
        laws.play.add_penalty(seat, card, major=True, law=law, irregularity=procedure.id)
        procedure.history.append(
            f"{seat_name(seat)} led {card} before declarer chose: a penalty card (Laws 50D2, 49)"
        )
        return record.index
    procedure.status = ProcedureStatus.RULING
    procedure.step = StepName.PROPER_OR_PLAY
    procedure.trigger = record.index
    return record.index


def _accepted_by(act: Action, laws: LawsState, procedure: Procedure, seat: Seat) -> str:
    """The section under which ``seat``'s play accepts the irregular lead."""
    kind = procedure.irregularity.kind
    irregular = procedure.irregularity.play_index
    assert irregular is not None
    law = {
        Kind.OPENING_LEAD_OUT_OF_TURN: "54B",
        Kind.PENALTY_CARD_NOT_PLAYED: "52B1(b)",
    }.get(kind, "53A")
    if kind is Kind.DECLARER_LEAD_OUT_OF_TURN and seat != laws.play.records[irregular].seat.lho:
        law = act.edition.law_53_sections()[1]
    return law


def _withdraw_for_proper_lead(
    act: Action, laws: LawsState, procedure: Procedure, irregular: int, seat: Seat
) -> None:
    """The proper leader led: the irregular lead goes back without rectification (53B)."""
    edition = act.edition
    offender = laws.play.records[irregular]
    laws.apply_effect(procedure, ReturnCard(irregular))
    clause = edition.law_16_withdrawn_ref()
    source = f"{seat_name(offender.seat)}'s withdrawn {offender.card}"
    laws.ledger.append(laws_ui(laws, source, clause, offender))
    section = edition.law_53_sections()[0]
    procedure.outcome = (
        f"{seat_name(seat)} made the proper lead: the irregular lead goes back without "
        f"rectification (Law {section})"
    )


def laws_ui(laws: LawsState, source: str, clause: str, record: PlayRecord) -> UIEntry:
    """A ledger entry for a withdrawn card: authorized for the non-offenders,
    unauthorized for the offending side (Law 16C)."""
    return UIEntry(source, laws.edition.ref(clause), record.by.side)


# ------------------------------------------------------------- opening lead
@handles(FaceDownLead)
def face_down_lead(act: Action, event: FaceDownLead) -> None:
    laws = act.laws
    log_index = act.log_index
    edition = act.edition
    play = play_state(act, f"{seat_name(event.seat)} leads face down")
    if play.opening_lead_made:
        raise PhaseError("the opening lead has already been faced", law=edition.ref("41A"))
    if laws.play.face_down() is not None:
        raise PhaseError("an opening lead already lies face down", law=edition.ref("41A"))
    check_physical(laws, play, event.seat, event.card, event.seat)
    blocking = laws.blocking()
    proper = play.leader
    if blocking is not None and not (
        blocking.irregularity.kind is Kind.OPENING_LEAD_OUT_OF_TURN and event.seat == proper
    ):
        raise PhaseError(
            f"{seat_name(event.seat)} leads face down, but the director must first rule on: "
            f"{blocking.irregularity.reason}",
            law=edition.ref("9B2"),
        )
    wrong = event.seat != proper and blocking is None
    if not wrong and blocking is None:
        found = classify_play(edition, event.seat, event.seat, event.card, laws, play)
        if found.action is PlayAction.REFUSED:
            assert found.law is not None
            raise IllegalPlayError(found.reason, law=found.law)
    record = laws.play.append(
        event.seat,
        event.card,
        event.seat,
        PlayStatus.FACE_DOWN,
        trick=1,
        lead=True,
        log_index=log_index,
        irregularity=len(laws.irregularities) if wrong else None,
    )
    if wrong:
        side = "of declarer's side" if event.seat.side == play.declarer.side else "a defender"
        laws.open_procedure(
            Kind.WRONG_OPENING_LEAD,
            edition.ref("54E" if event.seat.side == play.declarer.side else "24"),
            offender=event.seat,
            reason=f"{seat_name(event.seat)}, {side}, leads {event.card} face down: "
            f"{seat_name(proper)} is on lead",
            turn=proper,
            broken=edition.ref("41A"),
            status=ProcedureStatus.WINDOW,
            play_index=record.index,
        )


@handles(LeadFaced)
def face_lead(act: Action, event: LeadFaced) -> None:
    laws = act.laws
    edition = act.edition
    play = play_state(act, "the opening lead is faced")
    record = laws.play.face_down()
    if record is None:
        raise PhaseError("no opening lead lies face down", law=edition.ref("41C"))
    act.not_blocked("the lead is faced")
    laws.play.records[record.index] = replace(record, status=PlayStatus.WITHDRAWN)
    record_again(act, play, record)


@handles(HandSpread)
def spread_hand(act: Action, event: HandSpread) -> None:
    laws, seat = act.laws, event.seat
    edition = act.edition
    play = play_state(act, f"{seat_name(seat)} spreads his hand")
    blocking = laws.blocking()
    if (
        blocking is not None
        and blocking.irregularity.kind is Kind.OPENING_LEAD_OUT_OF_TURN
        and seat == play.declarer
    ):
        # Law 54A: he may spread his hand and become dummy, but not where 54C makes him
        # accept the lead (he could have seen dummy's cards, a judgment unless dummy's
        # cards were recorded as spread or exposed). The director's Law 54 ruling reads
        # this fact: the swap (54A) or, under 54C, the lead accepted with his cards back
        # in his hand (48A: no card of declarer's is a penalty card).
        laws.facts.append(
            Fact(
                Kind.EXPOSED_CARD_PLAY,
                seat,
                play.hands[seat].cards(),
                note=str(edition.ref("54A")),
                detail=Exposure.SHOWN,
            )
        )
        return
    if not play.opening_lead_made and seat == play.dummy:
        if seat not in laws.play.spread:
            laws.play.spread.append(seat)  # presumed dummy spread too early (54C)
        return
    if blocking is not None:
        raise PhaseError(
            f"{seat_name(seat)} spreads his hand, but the director must first rule on: "
            f"{blocking.irregularity.reason}",
            law=edition.ref("9B2"),
        )
    if seat == play.declarer and play.opening_lead_made and not play.is_complete:
        # Law 48B2: it may be deemed a claim or concession, unless he demonstrably did
        # not intend to claim (the director judges; director/laws_48_52.rule_faced).
        laws.facts.append(Fact(Kind.DECLARER_FACES_HAND, seat, play.hands[seat].cards()))
        laws.open_procedure(
            Kind.DECLARER_FACES_HAND,
            edition.ref("48B2"),
            offender=seat,
            reason=f"{seat_name(seat)}, declarer, faces his cards during the play: a claim "
            "or concession unless he demonstrably did not intend to claim (48B2)",
            status=ProcedureStatus.RULING,
            subject=len(laws.facts) - 1,
        )
        return
    raise PhaseError(
        f"{seat_name(seat)} faces his cards during the play: a claim or concession (Law "
        "68A): record it as a claim",
        law=edition.ref("68A"),
    )
