"""The table in laws mode, the play period: what happens by itself after every event —
committed cards enter their tricks, the procedures due at a lead or a turn open (Laws
50D2, 51B, 51A), latent ones lapse."""

from __future__ import annotations

import contextlib
from dataclasses import replace

from bridgelaw.errors import IllegalPlayError
from bridgelaw.laws.irregularity import Kind, ProcedureStatus
from bridgelaw.laws.play import PlayState
from bridgelaw.laws.play_classify import (
    legal44_of,
    legal_now,
)
from bridgelaw.laws.play_effects import penalty_card_played
from bridgelaw.laws.play_records import PlayStatus, RevokeRecord
from bridgelaw.laws.procedure import LawsState
from bridgelaw.laws.revoke_kinds import RevokeKind
from bridgelaw.table.action import Action
from bridgelaw.table.play_core import (
    rebuild,
    record_again,
    seat_name,
)

__all__ = ["sync_play"]


# -------------------------------------------------------------------- sync
def sync_play(act: Action, laws: LawsState) -> None:
    """After every event: committed cards enter their tricks, the procedures due at a lead
    or a turn open (Laws 50D2, 51), latent ones lapse. Repeated while a committed card
    whose trick has meanwhile been completed moves on to the next trick."""
    for _ in range(3):
        _sync_once(act, laws)
        places = [(r.index, r.trick, r.lead) for r in laws.play.deferred()]
        _normalize_deferred(laws, rebuild(act, laws))
        if places == [(r.index, r.trick, r.lead) for r in laws.play.deferred()]:
            return


def _sync_once(act: Action, laws: LawsState) -> None:
    play = rebuild(act, laws)
    _lapse(laws, play)
    _normalize_deferred(laws, play)
    for _ in range(60):
        if laws.blocking() is not None or play.is_complete or laws.board_closed is not None:
            return
        if _enter_committed(act, laws, play):
            play = rebuild(act, laws)
            _lapse(laws, play)
            continue
        if not play.current and _penalty_lead_due(act, laws, play):
            return
        if not play.current and _enter_lead(act, laws, play):
            play = rebuild(act, laws)
            continue
        _penalty_choice_due(act, laws, play)
        return


def _normalize_deferred(laws: LawsState, play: PlayState) -> None:
    """Committed cards keep a place they can reach: a lead for a trick someone else has
    led becomes a play to it (or a lead to the next trick if its owner has played to
    it); a play to a trick that has no card yet becomes its lead."""
    state = laws.play
    trick = len(play.tricks) + 1
    played = {state.records[i].seat for i in state.current}
    for record in state.deferred():
        lead, number = record.lead, record.trick
        if number < trick or (number == trick and lead and play.current):
            number = trick
            lead = record.seat in played or not play.current
            if lead and play.current:
                number = trick + 1
        elif number == trick and not lead and not play.current:
            lead = True
        if (lead, number) != (record.lead, record.trick):
            state.records[record.index] = replace(record, lead=lead, trick=number)


def _enter_committed(act: Action, laws: LawsState, play: PlayState) -> bool:
    """A card committed to this trick enters it at its owner's turn (44C still applies:
    a card that does not follow is a revoke)."""
    if not play.current:
        return False
    turn = play.next_seat
    trick = len(play.tricks) + 1
    for record in laws.play.deferred():
        if record.lead or record.seat != turn or record.trick != trick:
            continue
        legal = legal44_of(act.edition, play, turn)
        record = laws.play.set_status(record.index, PlayStatus.PLAYED)
        penalty_card_played(laws, record.card)
        laws.play.remove_penalty((record.card,))
        if record.card not in legal:
            led = play.led_suit
            assert led is not None
            kind = RevokeKind.not_following(turn == play.dummy)
            laws.play.revokes.append(RevokeRecord(record.index, turn, trick, led, kind))
        return True
    return False


def _enter_lead(act: Action, laws: LawsState, play: PlayState) -> bool:
    """A card committed as a lead (45E, 53B, 58B2...) is led now; one that a restriction
    chosen since then bars goes back to the hand (INTERP: the later rectification
    prevails)."""
    for record in laws.play.deferred():
        if record.lead:
            laws.play.records[record.index] = replace(record, status=PlayStatus.WITHDRAWN)
            # the penalty cards the same ruling made (58B2: the other cards faced) do not
            # bar the card it committed
            saved = laws.play.penalty
            exempt = [
                p
                for p in saved
                if p.irregularity is not None
                and p.irregularity == record.irregularity
                and p.seat == record.seat
            ]
            laws.play.penalty = [p for p in saved if p not in exempt]
            try:
                with contextlib.suppress(IllegalPlayError):  # else it stays in the hand
                    record_again(act, play, record)
            finally:
                kept = laws.play.penalty
                laws.play.penalty = [p for p in saved if p in exempt or p in kept]
                laws.play.penalty += [p for p in kept if p not in saved]
            return True
    return False


def _penalty_lead_due(act: Action, laws: LawsState, play: PlayState) -> bool:
    """Laws 50D2, 51B: the partner of a defender with a major penalty card is on lead."""
    leader = play.next_seat
    if leader.side == play.declarer.side:
        return False
    owner = leader.partner
    majors = laws.play.major_penalty_cards(owner)
    if not majors:
        return False
    trick = len(play.tricks) + 1
    for procedure in laws.procedures:
        irregularity = procedure.irregularity
        if irregularity.kind is Kind.PENALTY_CARD_LEAD and irregularity.subject == trick:
            return False
    shown = " ".join(str(p.card) for p in majors)
    laws.open_procedure(
        Kind.PENALTY_CARD_LEAD,
        act.edition.ref("51B" if len(majors) > 1 else "50D2"),
        offender=owner,
        reason=f"{seat_name(leader)} is on lead and his partner {seat_name(owner)} has "
        + ("the major penalty card" if len(majors) == 1 else "the major penalty cards")
        + f" {shown}: declarer chooses first",
        turn=leader,
        status=ProcedureStatus.RULING,
        subject=trick,
    )
    return True


def _penalty_choice_due(act: Action, laws: LawsState, play: PlayState) -> None:
    """Law 51A: the offender's turn, two or more of his penalty cards legally playable."""
    seat = play.next_seat
    if seat.side == play.declarer.side:
        return
    owned = {p.card for p in laws.play.major_penalty_cards(seat)}
    playable = [c for c in legal_now(act.edition, laws, play) if c in owned]
    if len(playable) < 2:
        return
    trick = len(play.tricks) + 1
    for procedure in laws.procedures:
        irregularity = procedure.irregularity
        if (
            irregularity.kind is Kind.PENALTY_CARD_CHOICE
            and irregularity.subject == trick
            and irregularity.offender == seat
        ):
            return
    laws.open_procedure(
        Kind.PENALTY_CARD_CHOICE,
        act.edition.ref("51A"),
        offender=seat,
        reason=f"{seat_name(seat)} may legally play several penalty cards "
        f"({' '.join(str(c) for c in playable)}): declarer designates which",
        turn=seat,
        status=ProcedureStatus.RULING,
        subject=trick,
    )


def _lapse(laws: LawsState, play: PlayState) -> None:
    """Latent procedures of the play lapse when it is too late to draw attention to them;
    a card still pending makes its procedure wait for the director again."""
    records = laws.play.records
    for procedure in laws.procedures:
        index = procedure.irregularity.play_index
        if procedure.status is not ProcedureStatus.LATENT or index is None:
            continue
        record = records[index]
        kind = procedure.irregularity.kind
        if record.status is PlayStatus.PENDING:
            if laws.retraction_pending(procedure):
                continue  # the retraction is ruled first (Law 47)
            procedure.status = ProcedureStatus.RULING
            procedure.director_called = True
        elif kind is Kind.DESIGNATION:
            if any(r.index > index and r.status is PlayStatus.PLAYED for r in records):
                procedure.status = ProcedureStatus.RESOLVED
                procedure.outcome = "the deemed card stands (Law 46B)"
        elif kind is Kind.DUMMY_UNNAMED_CARD:
            trick = laws.play.trick_of.get(index, record.trick)
            sides = {
                r.seat.side
                for r in records
                if r.status is PlayStatus.PLAYED and laws.play.trick_of.get(r.index, 0) > trick
            }
            if len(sides) == 2:
                procedure.status = ProcedureStatus.RESOLVED
                clause = laws.edition.law_45d2_ref()
                procedure.outcome = f"too late to withdraw it: play continues (Law {clause})"
