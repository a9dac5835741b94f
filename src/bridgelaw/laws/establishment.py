"""Revokes in laws mode: which ones were made, whether each is established (Law 63A),
and the revokes Law 64 accounts for after play.

The table records every revoke when it is made, whether or not anybody notices it
(:class:`~bridgelaw.laws.play_records.RevokeRecord`); a failure to play a penalty card
that declarer accepted by playing on (52B1(b)) is a revoke too (61A, 64B3). Attention
drawn to a revoke is a :class:`~bridgelaw.laws.end_state.RevokeNotice`. Establishment is
derived from the play records and the claims: nothing else has to be remembered.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from bridgelaw.core.cards import Suit
from bridgelaw.core.seats import Seat
from bridgelaw.laws.end_state import ClaimStatus, EndLaws, Moment, RevokeNotice
from bridgelaw.laws.irregularity import Kind
from bridgelaw.laws.play_records import PlayLaws, PlayStatus
from bridgelaw.laws.reports import Retraction
from bridgelaw.laws.revoke import Attention, Revoke, RevokeKind

if TYPE_CHECKING:
    from bridgelaw.editions import Edition
    from bridgelaw.laws.procedure import LawsState

__all__ = [
    "RevokeMade",
    "attention_of",
    "established_by",
    "law64_revokes",
    "revokes_made",
]


@dataclass(frozen=True, slots=True)
class RevokeMade:
    """A revoke as the table knows it (noticed or not)."""

    play: int
    """The play record of the revoke card."""
    offender: Seat
    """The hand that revoked (dummy for a card of dummy's)."""
    trick: int
    suit: Suit | None
    """The suit led (``None`` for a penalty card not played)."""
    kind: RevokeKind
    """What the offender failed to do."""
    corrected: bool
    """The revoke card was taken back (Law 62)."""


def revokes_made(state: LawsState) -> list[RevokeMade]:
    """Every revoke made on the board, in the order made."""
    play = state.play
    out: dict[int, RevokeMade] = {}
    for record in play.revokes:
        card = play.records[record.play]
        trick = play.trick_of.get(record.play, record.trick)
        out[record.play] = RevokeMade(
            record.play,
            record.offender,
            trick,
            record.suit,
            record.kind,
            card.status is PlayStatus.WITHDRAWN,
        )
    for procedure in state.procedures:
        irregularity = procedure.irregularity
        index = irregularity.play_index
        if irregularity.kind is not Kind.PENALTY_CARD_NOT_PLAYED or index is None:
            continue
        card = play.records[index]
        if card.status is not PlayStatus.PLAYED or index in out:
            continue
        out[index] = RevokeMade(
            index,
            card.seat,
            play.trick_of.get(index, card.trick),
            None,
            RevokeKind.PENALTY_CARD,
            False,
        )
    return [out[k] for k in sorted(out)]


def _misinformed_lead(state: LawsState, index: int) -> bool:
    """2017 Law 47E1: a withdrawn lead made because an opponent said it was his turn."""
    record = state.play.records[index]
    if record.status is not PlayStatus.WITHDRAWN:
        return False
    return any(
        fact.kind is Kind.RETRACTION
        and fact.seat == record.seat
        and record.card in fact.cards
        and fact.detail is Retraction.MISINFORMED_TURN
        for fact in state.facts
    )


def established_by(state: LawsState, revoke: RevokeMade) -> str | None:
    """The subsection of Law 63A that established ``revoke``, or ``None``.

    * 63A1: the offender or his partner led or played to a later trick (any such play,
      legal or not, a card taken back included; 2017 47E1 excepted);
    * 63A2: declarer named a card of dummy's to a later trick (the play records keep the
      designation);
    * 63A3: a member of the offending side made a claim or concession (1987/1997: or
      agreed to one); a claim voided by play-on (68D2(b)) or a concession partner objected
      to (68B2) does not count;
    * 63A4 (2017): the offending side acquiesced in the opponents' claim and the next
      board's first call was made, or the round ended.
    """
    hooks = state.edition
    side = revoke.offender.side
    play = state.play
    for record in play.records[revoke.play + 1 :]:
        if record.seat.side != side or record.trick <= revoke.trick:
            continue
        if record.status is PlayStatus.FACE_DOWN:
            continue
        if hooks.law_47e1_no_establishment() and _misinformed_lead(state, record.index):
            continue
        return "63A2" if record.note and record.by != record.seat else "63A1"
    end = play.end
    for claim in end.claims:
        if claim.plays_before <= revoke.play:
            continue
        if claim.status in (ClaimStatus.VOID, ClaimStatus.NO_CONCESSION):
            continue
        if claim.claimer.side == side:
            return "63A3"
        agreed = any(seat.side == side and answer == "agree" for seat, answer in claim.answers)
        if agreed and hooks.law_63a3_accepting_establishes():
            return "63A3"
        if (
            agreed
            and claim.status is ClaimStatus.AGREED
            and hooks.law_63a4_acquiescence()
            and end.moment >= Moment.NEXT_BOARD_CALL
        ):
            return "63A4"
    return None


def attention_of(moment: Moment) -> Attention:
    """When attention was first drawn, for Laws 64B4 and 64B5."""
    if moment >= Moment.ROUND_ENDED:
        return Attention.AFTER_ROUND
    if moment >= Moment.NEXT_BOARD_CALL:
        return Attention.AFTER_NEXT_BOARD_CALL
    return Attention.IN_TIME


def _corrected_62c3(revoke: RevokeMade, made: Iterable[RevokeMade]) -> bool:
    """2017 Law 62C3 (64B8): both sides revoked in one trick and both were corrected."""
    if not revoke.corrected:
        return False
    return any(
        other.trick == revoke.trick
        and other.offender.side != revoke.offender.side
        and other.corrected
        for other in made
    )


def _played_on(play: PlayLaws, notice: RevokeNotice) -> bool:
    """Law 63A1: the offending side played to the trick after the revoke trick before
    attention was drawn to it."""
    side = notice.offender.side
    return any(
        record.seat.side == side
        and record.trick > notice.trick
        and record.status is not PlayStatus.FACE_DOWN
        for record in play.records[notice.play + 1 : notice.plays_before]
    )


def law64_revokes(
    state: LawsState, tricks_played: int, edition: Edition | None = None
) -> tuple[list[Revoke], list[str]]:
    """The revokes Law 64 accounts for: each one attention was drawn to, and each one
    deemed (67B); with notes on those left out (a revoke in a trick play never completed).
    """
    ed = edition or state.edition
    play = state.play
    end: EndLaws = play.end
    both = ed.law_62c3_both_corrected()
    out: list[Revoke] = []
    notes: list[str] = []
    made = {revoke.play: revoke for revoke in revokes_made(state)}
    for notice in end.notices:
        if notice.trick > tricks_played:
            notes.append(
                f"the revoke at trick {notice.trick} is in a trick play never completed: "
                "the claim settles it"
            )
            continue
        corrected = play.records[notice.play].status is PlayStatus.WITHDRAWN
        if corrected:
            # 62D1: a twelfth-trick revoke is corrected although established (64B6); one
            # corrected before the offending side played to trick 13 was never established
            established = notice.as_established is not None or (
                notice.trick == 12 and _played_on(play, notice)
            )
        else:
            established = established_by(state, made[notice.play]) is not None
        out.append(
            Revoke(
                notice.offender,
                notice.trick,
                notice.kind,
                attention_of(notice.moment),
                established,
                both and _corrected_62c3(made[notice.play], made.values()),
            )
        )
    for deemed in end.deemed:
        if deemed.trick > tricks_played:
            continue
        out.append(
            Revoke(
                deemed.offender,
                deemed.trick,
                deemed.kind,
                Attention.IN_TIME,
                True,
                False,
                deemed.held_suit_led,
            )
        )
    return out, notes
