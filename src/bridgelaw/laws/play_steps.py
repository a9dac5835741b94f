"""The play in laws mode: a lead or play checked for physical possibility, classified
(legal, a revoke, committed, or an irregularity for the director: the edition's
:meth:`classify_play`) and recorded with what follows from it (Laws 41-61).

The table's handlers (:mod:`bridgelaw.table.play_core`) call these with the state they
work on; nothing here knows the table.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from bridgelaw.core.cards import Card
from bridgelaw.core.seats import Seat
from bridgelaw.errors import IllegalPlayError, PhaseError
from bridgelaw.laws.irregularity import ProcedureStatus
from bridgelaw.laws.play import PlayState
from bridgelaw.laws.play_classify import PlayAction, PlayClassification, classify_play
from bridgelaw.laws.play_effects import penalty_card_played
from bridgelaw.laws.play_records import PlayRecord, PlayStatus, RevokeRecord

if TYPE_CHECKING:
    from bridgelaw.laws.procedure import LawsState

__all__ = ["check_physical", "classify_and_record"]

_STATUS_OF = {
    PlayAction.LEGAL: PlayStatus.PLAYED,
    PlayAction.REVOKE: PlayStatus.PLAYED,
    PlayAction.LATENT: PlayStatus.PLAYED,
    PlayAction.DEFER: PlayStatus.DEFERRED,
    PlayAction.IRREGULAR: PlayStatus.PENDING,
}
"""The status of the record of a card by what its classification says."""


def check_physical(laws: LawsState, play: PlayState, seat: Seat, card: Card, by: Seat) -> None:
    """:raises IllegalPlayError: the action is physically impossible.
    :raises PhaseError: the seat's opening lead lies face down, to be faced first."""
    edition = laws.edition
    name = seat.name.lower()
    down = laws.play.face_down()
    if down is not None and down.seat == seat:
        raise PhaseError(
            f"{name}'s opening lead lies face down: it must be faced first",
            law=edition.ref("41C"),
        )
    if play.is_complete:
        raise IllegalPlayError(f"{card} played after the thirteenth trick", law=edition.ref("44B"))
    if card not in play.hands[seat]:
        raise IllegalPlayError(f"{card} is not in {name}'s hand", law=edition.ref("7B3"))
    for record in laws.play.records:
        if record.card == card and record.status in (
            PlayStatus.PENDING,
            PlayStatus.DEFERRED,
            PlayStatus.FACE_DOWN,
        ):
            raise PhaseError(
                f"{card} already lies on the table ({record.status.value}): the director "
                "must deal with it first",
                law=edition.ref("9B2"),
            )
    if seat == play.dummy:
        if by not in (play.declarer, play.dummy):
            raise IllegalPlayError(
                f"{by.name.lower()} may not play dummy's {card}", law=edition.ref("45B")
            )
    elif by != seat:
        raise IllegalPlayError(
            f"{by.name.lower()} may not play {name}'s {card}", law=edition.ref("7B3")
        )


def classify_and_record(
    laws: LawsState,
    play: PlayState,
    seat: Seat,
    card: Card,
    by: Seat,
    log_index: int | None,
    note: str = "",
    *,
    existing: int | None = None,
) -> int:
    """Classify a lead or play and record it (``existing``: a record already made, face
    down or deferred, that is now attempted); return its record index. The play is to
    be rebuilt from the records afterwards.

    :raises IllegalPlayError: a restriction the table enforces refuses the card.
    """
    found = classify_play(laws.edition, seat, by, card, laws, play)
    if found.action is PlayAction.REFUSED:
        assert found.law is not None
        raise IllegalPlayError(found.reason, law=found.law)
    state = laws.play
    trick = len(play.tricks) + 1 + (1 if found.lead and play.current else 0)
    status = _STATUS_OF[found.action]
    irregular = found.action in (PlayAction.IRREGULAR, PlayAction.LATENT)
    pid = len(laws.irregularities) if irregular else None
    if existing is None:
        record = state.append(
            seat,
            card,
            by,
            status,
            trick=trick,
            lead=found.lead,
            log_index=log_index,
            irregularity=pid,
            note=note,
        )
    else:
        record = state.set_status(existing, status)
        record = replace(record, trick=trick, lead=found.lead, irregularity=pid)
        state.records[existing] = record
    _consequences(laws, play, found, record)
    return record.index


def _consequences(
    laws: LawsState, play: PlayState, found: PlayClassification, record: PlayRecord
) -> None:
    """What recording a classified card brings: a penalty card played (50E), the correct
    lead requirement met, a revoke noted (61), an irregularity opened for the director."""
    state = laws.play
    card, seat, trick = record.card, record.seat, record.trick
    if record.status is PlayStatus.PLAYED:
        penalty_card_played(laws, card)
        state.remove_penalty((card,))
        if found.lead:
            state.correct_lead = None
    if found.action is PlayAction.REVOKE:
        assert found.suit is not None and found.revoke is not None
        state.revokes.append(RevokeRecord(record.index, seat, trick, found.suit, found.revoke))
    if found.action in (PlayAction.IRREGULAR, PlayAction.LATENT):
        assert found.kind is not None and found.law is not None
        laws.open_procedure(
            found.kind,
            found.law,
            offender=record.by,
            reason=found.reason,
            turn=play.next_seat,
            broken=found.broken,
            status=ProcedureStatus.LATENT
            if found.action is PlayAction.LATENT
            else ProcedureStatus.WINDOW,
            play_index=record.index,
        )
