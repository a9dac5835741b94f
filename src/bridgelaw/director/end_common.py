"""What the director's modules for Laws 61-71 share: the board's Laws 61-71 state, the
trick count as it stands, the ending for the analyses, cards a player may put into a
trick, and the analyses (double dummy over endings) cached, since a ruling is
recomputed each time a question is answered."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from bridgelaw.analysis.claims import ClaimAnalysis, ClaimStatement, analyse_claim
from bridgelaw.analysis.concessions import (
    ConcessionAnalysis,
    analyse_acquiescence,
    analyse_concession,
)
from bridgelaw.analysis.endings import Position
from bridgelaw.analysis.equity import EquityComparison, revoke_equity
from bridgelaw.core.calls import Contract
from bridgelaw.core.cards import Card
from bridgelaw.core.deal import Deal
from bridgelaw.core.seats import Seat, Side, Vulnerability
from bridgelaw.director.context import Context
from bridgelaw.director.play_common import play_state
from bridgelaw.laws.end_state import EndLaws
from bridgelaw.laws.play import PlayState
from bridgelaw.laws.play_records import PlayRecord, PlayStatus
from bridgelaw.laws.revoke import Revoke

__all__ = [
    "cached_acquiescence",
    "cached_claim",
    "cached_concession",
    "cached_equity",
    "chronological",
    "declarer_side_total",
    "end_state",
    "ending",
    "follow_options",
    "record_in",
]

RA_TOP_DOWN = False
"""CONFIG (Law 70E2): the Regulating Authority's default order when a claim statement is
silent: ``True`` for "a suit is played from the top" (the Finnish option)."""


def end_state(ctx: Context) -> EndLaws:
    """The board's Laws 61-71 state."""
    return ctx.state.play.end


def record_in(ctx: Context, seat: Seat, trick: int) -> PlayRecord | None:
    """``seat``'s card in trick ``trick`` (the record in the trick now), if any."""
    play = ctx.state.play
    for index, number in play.trick_of.items():
        record = play.records[index]
        if number == trick and record.seat == seat and record.status is PlayStatus.PLAYED:
            return record
    return None


def follow_options(held: Sequence[Card], led_suit: object) -> list[Card]:
    """The cards of ``held`` a player may put into a trick led in ``led_suit`` (Law 44C:
    the suit led if he holds it)."""
    of_suit = [c for c in held if c.suit == led_suit]
    return sorted(of_suit or held, reverse=True)


def chronological(ctx: Context) -> list[Card]:
    """The cards in the tricks, in playing order (the trick in progress included)."""
    play = play_state(ctx)
    cards = [card for trick in play.tricks for card in trick.cards]
    return cards + list(play.current)


def declarer_side_total(ctx: Context) -> int:
    """Declarer's side's tricks as they stand: won in play, credited by a settled claim,
    and the director's adjustments so far."""
    play = play_state(ctx)
    side = play.declarer.side
    total = play.won[side]
    claim = end_state(ctx).settled_claim()
    if claim is not None and claim.settled is not None:
        unplayed = 13 - len(play.tricks)
        total += claim.settled if claim.claimer.side == side else unplayed - claim.settled
    total += sum(tricks for tricks, _, _ in ctx.state.play.adjustments)
    return total


def ending(play: PlayState) -> Position:
    """The cards still to be played, as an ending for the analyses."""
    return Position.create(
        play.hands, leader=play.leader, strain=play.contract.strain, current=play.current
    )


@lru_cache(maxsize=64)
def cached_claim(
    pos: Position, statement: ClaimStatement, top_down: bool, edition: int
) -> ClaimAnalysis:
    """:func:`~bridgelaw.analysis.claims.analyse_claim`, cached."""
    return analyse_claim(pos, statement, top_down=top_down, edition=edition)


@lru_cache(maxsize=64)
def cached_concession(
    pos: Position, seat: Seat, conceded: int, edition: int, before_next_board: bool
) -> ConcessionAnalysis:
    """:func:`~bridgelaw.analysis.concessions.analyse_concession`, cached."""
    return analyse_concession(
        pos, seat, conceded=conceded, edition=edition, before_next_board=before_next_board
    )


@lru_cache(maxsize=64)
def cached_acquiescence(
    pos: Position, seat: Seat, conceded: int, edition: int
) -> ConcessionAnalysis:
    """:func:`~bridgelaw.analysis.concessions.analyse_acquiescence`, cached."""
    return analyse_acquiescence(pos, seat, conceded=conceded, edition=edition)


@lru_cache(maxsize=64)
def cached_equity(
    deal: Deal,
    contract: Contract,
    play: tuple[Card, ...],
    revoke: Revoke,
    edition: int,
    vulnerability: Vulnerability,
    claimed: int | None,
    others: tuple[Revoke, ...],
    alternatives: tuple[Card, ...] | None = None,
) -> EquityComparison:
    """:func:`~bridgelaw.analysis.equity.revoke_equity`, cached.

    :raises DealError: the comparison cannot be made from this play (see the function).
    """
    return revoke_equity(
        deal,
        contract,
        play,
        revoke,
        edition=edition,
        vulnerability=vulnerability,
        claimed=claimed,
        others=others,
        alternatives=alternatives,
    )


def side_name(side: Side) -> str:
    """``"north-south"`` or ``"east-west"``."""
    return "north-south" if side == Side.NS else "east-west"
