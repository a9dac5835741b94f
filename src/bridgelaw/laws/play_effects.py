"""The effects a ruling applies to the play (Laws 41-71).

Like the effects of the auction (:mod:`bridgelaw.laws.effects`), these are
frozen values carried by a :class:`~bridgelaw.table.RulingApplied` event and
applied in order by :func:`bridgelaw.laws.procedure_steps.apply_effect`, which finds
each one's applier here (registered with ``@applies``). Cards are named by their *play
record index* (:class:`~bridgelaw.laws.play_records.PlayRecord`), which never
changes.

>>> from bridgelaw.core import Card, Seat
>>> effect = ReturnCard(3, penalty="major", law=LawRef.parse("56B"))
>>> effect.index, effect.penalty, str(effect.law)
(3, 'major', '56B')
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Protocol

from bridgelaw.core.cards import Card, Suit
from bridgelaw.core.lawref import LawRef
from bridgelaw.core.seats import Seat
from bridgelaw.errors import RulingError
from bridgelaw.laws.dispatch import applies, checks
from bridgelaw.laws.irregularity import ProcedureStatus
from bridgelaw.laws.ledger import ReviewFlag, UIEntry
from bridgelaw.laws.play_records import PlayLaws, PlayRestriction, PlayStatus, RestrictionKind

if TYPE_CHECKING:
    from bridgelaw.editions import Edition
    from bridgelaw.laws.auction import AuctionState
    from bridgelaw.laws.irregularity import Procedure


class PlayProcedureState(Protocol):
    """What the play's and the end's effect appliers read and change of
    :class:`~bridgelaw.laws.procedure.PlayProcedureState` (a Protocol, so that this module does not
    import the state that imports it)."""

    edition: Edition
    auction: AuctionState
    play: PlayLaws
    procedures: list[Procedure]
    ledger: list[UIEntry]
    flags: list[ReviewFlag]


__all__ = [
    "PLAY_EFFECTS",
    "AcceptPlay",
    "AdjustTricks",
    "CommitCard",
    "DeferPlay",
    "MakePenaltyCards",
    "PenaltyKind",
    "PlayEffect",
    "RequireLeadFrom",
    "RestrictPlay",
    "ReturnCard",
    "ReturnPenaltyCards",
    "SpreadHand",
    "SwapDeclarer",
    "penalty_card_played",
]


@dataclass(frozen=True, slots=True)
class AcceptPlay:
    """The card at play record ``index`` enters the trick now, as a legal lead or play
    (Laws 53A, 54B, 52B1, 60A2)."""

    index: int


@dataclass(frozen=True, slots=True)
class DeferPlay:
    """The card at ``index`` is committed: it is played at its owner's proper turn to the
    trick in progress (Laws 54B2, 57C1, 57C3, 57D), or, ``as_lead``, led when a trick is
    next to be led (53B, 45E)."""

    index: int
    as_lead: bool = False


class PenaltyKind(enum.StrEnum):
    """A penalty card's kind (Law 50B)."""

    MAJOR = "major"
    """An honour, a card exposed deliberately, or more than one card (50B)."""
    MINOR = "minor"
    """A single card below honour rank exposed inadvertently (50B)."""


@dataclass(frozen=True, slots=True)
class ReturnCard:
    """The card at ``index`` goes back to the hand it came from (Laws 47, 53B, 55B, 58B,
    62B); with ``penalty`` (:class:`PenaltyKind`) it becomes a penalty card under ``law``
    (Laws 49, 50, 52B2, 54D, 56B, 57A, 62B1)."""

    index: int
    penalty: PenaltyKind | None = None
    law: LawRef | None = None


@dataclass(frozen=True, slots=True)
class MakePenaltyCards:
    """``seat``'s ``cards`` (exposed, not played) become penalty cards (Laws 49, 50, 58B2)."""

    seat: Seat
    cards: tuple[Card, ...]
    major: bool
    law: LawRef


@dataclass(frozen=True, slots=True)
class ReturnPenaltyCards:
    """``cards`` are no longer penalty cards and go back to the hand (Laws 50D2(a), 51B)."""

    seat: Seat
    cards: tuple[Card, ...]
    law: LawRef


@dataclass(frozen=True, slots=True)
class RestrictPlay:
    """A restriction on ``seat``'s lead or play from trick ``trick`` (Laws 50D2, 51, 57A)."""

    seat: Seat
    kind: RestrictionKind
    trick: int
    law: LawRef
    suit: Suit | None = None
    card: Card | None = None
    lasting: bool = True


@dataclass(frozen=True, slots=True)
class SwapDeclarer:
    """Law 54A: presumed declarer spreads his hand and becomes dummy; ``declarer`` (the
    presumed dummy) becomes declarer."""

    declarer: Seat
    law: LawRef


@dataclass(frozen=True, slots=True)
class RequireLeadFrom:
    """Declarer must lead from ``seat``'s hand (Law 55B2; 43B2(a): the defenders chose);
    ``None`` lifts the requirement."""

    seat: Seat | None
    law: LawRef


@dataclass(frozen=True, slots=True)
class SpreadHand:
    """``seat``'s cards are face up on the table (Laws 48B, 54A, 54C, 68C)."""

    seat: Seat


@dataclass(frozen=True, slots=True)
class CommitCard:
    """``seat``'s ``card`` (played by ``by``) is committed: it is played at his turn to the
    trick in progress (a card designated by a ruling: Laws 46B3(b), 46B4, 46B5, 58B2)."""

    seat: Seat
    card: Card
    by: Seat
    note: str = ""


@dataclass(frozen=True, slots=True)
class AdjustTricks:
    """The director's decision on the number of tricks (Laws 64, 67, 69, 70, 71, 79):
    ``tricks`` are added to (negative: taken from) declarer's side in the final count."""

    tricks: int
    law: LawRef
    reason: str = ""


PlayEffect = (
    AcceptPlay
    | DeferPlay
    | ReturnCard
    | MakePenaltyCards
    | ReturnPenaltyCards
    | RestrictPlay
    | SwapDeclarer
    | RequireLeadFrom
    | SpreadHand
    | CommitCard
    | AdjustTricks
)
"""Any effect on the play."""

PLAY_EFFECTS = (
    AcceptPlay,
    DeferPlay,
    ReturnCard,
    MakePenaltyCards,
    ReturnPenaltyCards,
    RestrictPlay,
    SwapDeclarer,
    RequireLeadFrom,
    SpreadHand,
    CommitCard,
    AdjustTricks,
)
"""The play effect classes."""


def _next(play: PlayLaws) -> Seat:
    """The seat due to play to the trick in progress (it has cards)."""
    leader = play.records[play.current[0]].seat
    return leader.next(len(play.current))


def _target(play: PlayLaws, seat: Seat, as_lead: bool, exclude: int = -1) -> tuple[bool, int]:
    """Where a committed card goes: ``(lead, trick)``. It is played to the trick in
    progress unless it is a lead, or nothing has been led, or its owner has already played
    (or committed a card) to that trick: then it is led to the next trick."""
    played = {
        play.records[i].seat for i in play.current if play.records[i].status is PlayStatus.PLAYED
    }
    played |= {
        r.seat
        for r in play.deferred()
        if r.index != exclude and not r.lead and r.trick == play.trick_number
    }
    if as_lead or not play.current or seat in played:
        return True, play.trick_number + (1 if play.current else 0)
    return False, play.trick_number


def _shift_later(play: PlayLaws, index: int) -> None:
    """A card leaves its trick: the cards played after it to that trick stay played but
    wait for their owners' turns again (committed); cards already played to a later trick
    go back to the hands (Law 45D1: they were played after the error)."""
    record = play.records[index]
    trick = play.trick_of.get(index)
    if record.status is not PlayStatus.PLAYED or trick is None:
        return
    for other in list(play.records):
        if other.status is not PlayStatus.PLAYED or other.position <= record.position:
            continue
        number = play.trick_of.get(other.index, trick)
        if number == trick:
            play.records[other.index] = replace(
                other, status=PlayStatus.DEFERRED, lead=False, trick=trick
            )
        else:
            play.records[other.index] = replace(other, status=PlayStatus.WITHDRAWN)


def _settle_others(
    state: PlayProcedureState, procedure: Procedure, index: int, outcome: str
) -> None:
    """Other open procedures about the card at ``index`` are settled by this ruling."""
    for other in state.procedures:
        if other is not procedure and other.is_open and other.irregularity.play_index == index:
            other.status = ProcedureStatus.VOID
            other.outcome = outcome
            for record in state.play.records:  # cards it held pending go back (58B)
                if record.irregularity == other.id and record.status is PlayStatus.PENDING:
                    state.play.records[record.index] = replace(record, status=PlayStatus.WITHDRAWN)


@checks(AcceptPlay, DeferPlay, ReturnCard)
def _check_play_index(
    state: PlayProcedureState, effect: AcceptPlay | DeferPlay | ReturnCard
) -> None:
    """:raises RulingError: the effect names a card that was never played."""
    if not 0 <= effect.index < len(state.play.records):
        raise RulingError(f"{type(effect).__name__} names play record {effect.index}: no such card")


@checks(CommitCard)
def _check_commit(state: PlayProcedureState, effect: CommitCard) -> None:
    """:raises RulingError: the card committed has already been led or played."""
    for record in state.play.records:
        if record.card == effect.card and record.status is not PlayStatus.WITHDRAWN:
            raise RulingError(f"{effect.card} has already been led or played")


@applies(AcceptPlay)
def _accept_play(state: PlayProcedureState, procedure: Procedure, effect: AcceptPlay) -> None:
    play = state.play
    record = play.records[effect.index]
    if play.current and record.seat != _next(play):
        lead, trick = _target(play, record.seat, False, effect.index)
        play.records[effect.index] = replace(
            record, status=PlayStatus.DEFERRED, lead=lead, trick=trick
        )
    else:
        play.set_status(effect.index, PlayStatus.PLAYED)
    record = play.records[effect.index]
    penalty_card_played(state, record.card)
    play.remove_penalty((record.card,))
    if record.lead:
        play.correct_lead = None
    _settle_others(state, procedure, effect.index, "accepted under another ruling")


@applies(DeferPlay)
def _defer_play(state: PlayProcedureState, procedure: Procedure, effect: DeferPlay) -> None:
    play = state.play
    _shift_later(play, effect.index)
    record = play.set_status(effect.index, PlayStatus.DEFERRED)
    lead, trick = _target(play, record.seat, effect.as_lead, effect.index)
    play.records[effect.index] = replace(record, lead=lead, trick=trick)


@applies(CommitCard)
def _commit_card(state: PlayProcedureState, procedure: Procedure, effect: CommitCard) -> None:
    play = state.play
    lead, trick = _target(play, effect.seat, False)
    play.append(
        effect.seat,
        effect.card,
        effect.by,
        PlayStatus.DEFERRED,
        trick=trick,
        lead=lead,
        log_index=None,
        irregularity=procedure.id,
        note=effect.note,
    )


@applies(ReturnCard)
def _return_card(state: PlayProcedureState, procedure: Procedure, effect: ReturnCard) -> None:
    play = state.play
    _shift_later(play, effect.index)
    record = play.set_status(effect.index, PlayStatus.WITHDRAWN)
    _settle_others(state, procedure, effect.index, "the card was withdrawn under another ruling")
    if effect.penalty is not None:
        law = effect.law or procedure.irregularity.law
        play.add_penalty(
            record.seat,
            record.card,
            major=effect.penalty == PenaltyKind.MAJOR,
            law=law,
            irregularity=procedure.id,
        )


@applies(MakePenaltyCards)
def _make_penalty_cards(
    state: PlayProcedureState, procedure: Procedure, effect: MakePenaltyCards
) -> None:
    for card in effect.cards:
        state.play.add_penalty(
            effect.seat, card, major=effect.major, law=effect.law, irregularity=procedure.id
        )


@applies(ReturnPenaltyCards)
def _return_penalty_cards(
    state: PlayProcedureState, procedure: Procedure, effect: ReturnPenaltyCards
) -> None:
    state.play.remove_penalty(effect.cards)


@applies(RestrictPlay)
def _restrict_play(state: PlayProcedureState, procedure: Procedure, effect: RestrictPlay) -> None:
    state.play.restrictions.append(
        PlayRestriction(
            effect.seat,
            effect.kind,
            effect.trick,
            effect.law,
            effect.suit,
            effect.card,
            effect.lasting,
            procedure.id,
        )
    )


@applies(SwapDeclarer)
def _swap_declarer(state: PlayProcedureState, procedure: Procedure, effect: SwapDeclarer) -> None:
    state.play.declarer = effect.declarer
    state.play.spread.append(effect.declarer.partner)


@applies(RequireLeadFrom)
def _require_lead_from(
    state: PlayProcedureState, procedure: Procedure, effect: RequireLeadFrom
) -> None:
    state.play.correct_lead = effect.seat


@applies(SpreadHand)
def _spread_hand(state: PlayProcedureState, procedure: Procedure, effect: SpreadHand) -> None:
    if effect.seat not in state.play.spread:
        state.play.spread.append(effect.seat)


@applies(AdjustTricks)
def _adjust_tricks(state: PlayProcedureState, procedure: Procedure, effect: AdjustTricks) -> None:
    state.play.adjustments.append((effect.tricks, effect.law, effect.reason))


def penalty_card_played(state: PlayProcedureState, card: Card) -> None:
    """``card``, a penalty card, is played: the reasons it became one are unauthorized to
    its owner's partner (50E3; 1997: 50D1), and (2017) the director reviews at the end of
    play whether the information helped the offenders (50E4). Call it before the card
    is removed from the penalty cards; nothing happens if it is not one."""

    found = next((p for p in state.play.penalty if p.card == card), None)
    if found is None:
        return
    edition = state.edition
    side = found.seat.side
    owner = found.seat.name.lower()
    clause = edition.law_50e3_ref()
    if clause is not None:
        state.ledger.append(
            UIEntry(
                f"why {owner}'s {card} became a penalty card ({found.law})",
                edition.ref(clause),
                side,
                irregularity=found.irregularity,
            )
        )
    if edition.law_50e4():
        state.flags.append(
            ReviewFlag(
                edition.ref("50E4"),
                f"{owner}'s penalty card {card} was played: adjust at the end of play if the "
                "information it gave could well have changed the result and damaged the "
                "non-offending side",
                side,
                found.irregularity,
            )
        )
