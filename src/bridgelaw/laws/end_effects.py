"""The effects a ruling applies under Laws 61-71: a card substituted in its trick (62B,
62C, 62D, 67), a claim settled or voided (68-70), a revoke deemed made (67B).

Like the other effects (:mod:`bridgelaw.laws.effects`, :mod:`bridgelaw.laws.play_effects`)
they are frozen values carried by a ``RulingApplied`` event. Tricks added to or taken
from declarer's side (64, 64C, 67B, 69B, 71) use
:class:`~bridgelaw.laws.play_effects.AdjustTricks`.

>>> from bridgelaw.core import Card
>>> effect = SubstituteCard(4, Card.parse("H9"), LawRef.parse("62B"))
>>> effect.index, str(effect.card), effect.revoke is None
(4, 'H9', True)
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from bridgelaw.core.cards import Card, Suit
from bridgelaw.core.lawref import LawRef
from bridgelaw.core.seats import Seat
from bridgelaw.errors import RulingError
from bridgelaw.laws.dispatch import applies, checks
from bridgelaw.laws.end_state import ClaimRecord, ClaimStatus, DeemedRevoke
from bridgelaw.laws.play_effects import penalty_card_played
from bridgelaw.laws.play_records import PlayStatus, RevokeRecord
from bridgelaw.laws.revoke_kinds import RevokeKind

if TYPE_CHECKING:
    from bridgelaw.laws.irregularity import Procedure
    from bridgelaw.laws.play_effects import PlayProcedureState

__all__ = [
    "END_EFFECTS",
    "DeemClaim",
    "DeemRevoke",
    "EndEffect",
    "LeadLastTrick",
    "RelabelRevoke",
    "SettleClaim",
    "SubstituteCard",
    "VoidClaim",
]


@dataclass(frozen=True, slots=True)
class SubstituteCard:
    """The card at play record ``index`` is taken back and ``card``, from the same hand,
    takes its place in the same trick (Laws 62B, 62C1, 62C2, 62D, 67A1, 67B). Combine
    with :class:`~bridgelaw.laws.play_effects.ReturnCard` first when the card taken back
    becomes a penalty card. ``revoke``: the suit ``card`` fails to follow although its
    owner holds it (a new revoke, e.g. under 67A), else ``None``."""

    index: int
    card: Card
    law: LawRef
    revoke: Suit | None = None


@dataclass(frozen=True, slots=True)
class DeemClaim:
    """Declarer, who faced his cards during the play, is deemed to have claimed (or
    conceded): his side takes ``tricks`` of the ``remaining`` (Law 48B2). The claim is
    recorded as made at trick ``trick`` with his hand faced; its own procedure (Law 68:
    play ceases, the opponents answer) opens once the ruling is applied."""

    claimer: Seat
    tricks: int
    remaining: int
    trick: int
    law: LawRef
    statement: str = ""


@dataclass(frozen=True, slots=True)
class SettleClaim:
    """Claim ``claim`` (its index in the board's claims) is settled: the claimer's side is
    credited with ``tricks`` of those that remained, and play is over (Laws 69A, 70)."""

    claim: int
    tricks: int
    law: LawRef
    status: ClaimStatus = ClaimStatus.RULED


@dataclass(frozen=True, slots=True)
class VoidClaim:
    """Claim ``claim`` is void and play continues: by agreement of all four players (2017
    Law 68D2(b)), or a defender's concession his partner objected to (68B2)."""

    claim: int
    law: LawRef
    status: ClaimStatus = ClaimStatus.VOID


@dataclass(frozen=True, slots=True)
class DeemRevoke:
    """``offender`` is deemed to have revoked at ``trick`` (Laws 67B1, 67B2(b)); Law 64
    accounts for it after play."""

    offender: Seat
    trick: int
    kind: RevokeKind
    """What the offender failed to do."""
    held_suit_led: bool
    law: LawRef


@dataclass(frozen=True, slots=True)
class RelabelRevoke:
    """The card at play record ``index`` is (``suit``) or is no longer (``None``) a failure
    to follow ``suit``: the lead of its trick was replaced by a card of another suit (Law
    67B2(a): the lead kept is the card faced), so the suit led changed."""

    index: int
    suit: Suit | None
    law: LawRef


@dataclass(frozen=True, slots=True)
class LeadLastTrick:
    """Trick 13, already played, is led by ``leader``: a correction at trick 12 (Laws
    62C, 62D) gave that trick another winner. Each player's last card is forced, so the
    same four cards stay in trick 13, now in turn from ``leader`` (Law 44A)."""

    leader: Seat
    law: LawRef


EndEffect = (
    SubstituteCard
    | DeemClaim
    | SettleClaim
    | VoidClaim
    | DeemRevoke
    | RelabelRevoke
    | LeadLastTrick
)
"""Any effect of Laws 61-71 (and 48B2's deemed claim)."""

END_EFFECTS = (
    SubstituteCard,
    DeemClaim,
    SettleClaim,
    VoidClaim,
    DeemRevoke,
    RelabelRevoke,
    LeadLastTrick,
)
"""The effect classes of Laws 61-71."""


@checks(SubstituteCard)
def _check_substitute(state: PlayProcedureState, effect: SubstituteCard) -> None:
    """:raises RulingError: the card to replace does not exist or is not in a trick."""
    if not 0 <= effect.index < len(state.play.records):
        raise RulingError(f"SubstituteCard names play record {effect.index}: no such card")
    if state.play.records[effect.index].status is not PlayStatus.PLAYED:
        raise RulingError(f"play record {effect.index} is not in a trick: nothing to replace")


@checks(RelabelRevoke)
def _check_relabel(state: PlayProcedureState, effect: RelabelRevoke) -> None:
    """:raises RulingError: the card does not exist."""
    if not 0 <= effect.index < len(state.play.records):
        raise RulingError(f"RelabelRevoke names play record {effect.index}: no such card")


@checks(VoidClaim)
def _check_claim(state: PlayProcedureState, effect: SettleClaim | VoidClaim) -> None:
    """:raises RulingError: the claim does not exist."""
    if not 0 <= effect.claim < len(state.play.end.claims):
        raise RulingError(f"{type(effect).__name__} names claim {effect.claim}: no such claim")


@checks(SettleClaim)
def _check_settle(state: PlayProcedureState, effect: SettleClaim) -> None:
    """:raises RulingError: the claim does not exist, or more tricks than remained."""
    _check_claim(state, effect)
    claim = state.play.end.claims[effect.claim]
    if not 0 <= effect.tricks <= claim.remaining:
        raise RulingError(f"{effect.tricks} tricks for the claimer, but {claim.remaining} remained")


@checks(DeemRevoke)
def _check_deemed(state: PlayProcedureState, effect: DeemRevoke) -> None:
    """:raises RulingError: no such trick."""
    if not 1 <= effect.trick <= 13:
        raise RulingError(f"DeemRevoke names trick {effect.trick}: tricks are 1 to 13")


@applies(SubstituteCard)
def _substitute_card(
    state: PlayProcedureState, procedure: Procedure, effect: SubstituteCard
) -> None:
    play = state.play
    old = play.records[effect.index]
    trick = play.trick_of.get(effect.index, old.trick)
    new = play.append(
        old.seat,
        effect.card,
        old.by,
        PlayStatus.WITHDRAWN,
        trick=old.trick,
        lead=old.lead,
        log_index=None,
        irregularity=procedure.id,
        note=f"substituted for {old.card} (Law {effect.law})",
    )
    play.substitute(effect.index, new.index)
    penalty_card_played(state, effect.card)
    play.remove_penalty((effect.card,))
    if effect.revoke is not None:
        kind = RevokeKind.not_following(old.seat == _dummy_of(state))
        play.revokes.append(RevokeRecord(new.index, old.seat, trick, effect.revoke, kind))


def _last_trick(state: PlayProcedureState) -> list[int]:
    """The indices of the four cards of trick 13 (by position), or [] if not played."""
    played = sorted(
        (r for r in state.play.records if r.status is PlayStatus.PLAYED), key=lambda r: r.position
    )
    if len(played) != 52:
        return []
    return [r.index for r in played[-4:]]


@checks(LeadLastTrick)
def _check_last_trick(state: PlayProcedureState, effect: LeadLastTrick) -> None:
    """:raises RulingError: trick 13 has not been played by four players."""
    last = _last_trick(state)
    if len({state.play.records[i].seat for i in last}) != 4:
        raise RulingError("LeadLastTrick: trick 13 has not been played")


@applies(LeadLastTrick)
def _lead_last_trick(
    state: PlayProcedureState, procedure: Procedure, effect: LeadLastTrick
) -> None:
    play = state.play
    last = _last_trick(state)
    positions = sorted(play.records[i].position for i in last)
    by_seat = {play.records[i].seat: i for i in last}
    for turn, position in enumerate(positions):
        index = by_seat[effect.leader.next(turn)]
        play.records[index] = replace(play.records[index], position=position)


@applies(RelabelRevoke)
def _relabel_revoke(state: PlayProcedureState, procedure: Procedure, effect: RelabelRevoke) -> None:
    play = state.play
    record = play.records[effect.index]
    play.revokes = [r for r in play.revokes if r.play != effect.index]
    if effect.suit is not None:
        kind = RevokeKind.not_following(record.seat == _dummy_of(state))
        trick = play.trick_of.get(effect.index, record.trick)
        play.revokes.append(RevokeRecord(effect.index, record.seat, trick, effect.suit, kind))


@checks(DeemClaim)
def _check_deem_claim(state: PlayProcedureState, effect: DeemClaim) -> None:
    """:raises RulingError: more tricks than remain, or a claim is already under way."""
    if not 0 <= effect.tricks <= effect.remaining:
        raise RulingError(f"{effect.tricks} tricks claimed, but {effect.remaining} remain")
    if state.play.end.pending_claim() is not None:
        raise RulingError("a claim is already under way")


@applies(DeemClaim)
def _deem_claim(state: PlayProcedureState, procedure: Procedure, effect: DeemClaim) -> None:
    state.play.end.claims.append(
        ClaimRecord(
            effect.claimer,
            effect.tricks,
            effect.remaining,
            effect.trick,
            effect.statement,
            spread=True,
            plays_before=len(state.play.records),
        )
    )


@applies(SettleClaim)
def _settle_claim(state: PlayProcedureState, procedure: Procedure, effect: SettleClaim) -> None:
    state.play.end.update_claim(effect.claim, status=effect.status, settled=effect.tricks)


@applies(VoidClaim)
def _void_claim(state: PlayProcedureState, procedure: Procedure, effect: VoidClaim) -> None:
    state.play.end.update_claim(effect.claim, status=effect.status)


@applies(DeemRevoke)
def _deem_revoke(state: PlayProcedureState, procedure: Procedure, effect: DeemRevoke) -> None:
    state.play.end.deemed.append(
        DeemedRevoke(
            effect.offender, effect.trick, effect.kind, effect.held_suit_led, str(effect.law)
        )
    )


def _dummy_of(state: PlayProcedureState) -> Seat | None:
    declarer = state.play.declarer or state.auction.declarer
    return None if declarer is None else declarer.partner
