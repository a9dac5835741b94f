"""Law 15A (1987-2007: Law 17D): a player called with the cards of another board
(scenario T23).

* 2017 (15A): his call and every later call are cancelled; if his partner has called
  since, the director awards an adjusted score (the board is closed); otherwise he
  calls again with his own cards and the auction goes on. When he later plays the
  board whose cards he held, a different call brings an adjusted score (15A3).
* 2007/1997 (17D): the call is cancelled and the offender calls again; if his LHO had
  called over it, LHO must repeat his call and a substantially different new call
  brings artificial adjusted scores (2007: also if the offender's partner had called).
* 1987 (17D): the director may cancel the board, and must if a non-offender asks.
"""

from __future__ import annotations

from dataclasses import dataclass

from bridgelaw.director.context import Context, Spec, name
from bridgelaw.director.director import register
from bridgelaw.editions import Law15WrongHand
from bridgelaw.laws.effects import (
    AwaitCall,
    CancelCallsFrom,
    CloseBoard,
    Effect,
    FlagReview,
    ImposeObligation,
    ObligationKind,
    RecordUI,
    Resolve,
)
from bridgelaw.laws.irregularity import CallRecord, Kind
from bridgelaw.laws.steps import StepName

__all__ = ["rule"]


def _first_call(ctx: Context) -> CallRecord | None:
    offender = ctx.offender
    for record in ctx.state.legal_records():
        if record.seat == offender:
            return record
    return None


@register(Kind.WRONG_HAND)
def rule(ctx: Context) -> Spec:
    """The ruling on a call made with the cards of another board."""
    if ctx.step == "new-call":
        return _new_call(ctx)
    offender = ctx.offender
    subject = ctx.irregularity.subject
    board = None if subject is None else ctx.state.facts[subject].board
    other = f"board {board}" if board is not None else "the board whose cards he held"
    variant = ctx.edition.law_15_wrong_hand()
    first = _first_call(ctx)
    law = ctx.edition.law_15a_ref()
    if first is None:
        ctx.fact(f"{name(offender)} has not called yet: he takes his own cards")
        text = "no call to cancel"
        return Spec(ctx.ref(law), (ctx.option("rule", text, law, Resolve(text)),))
    later = [r for r in ctx.state.legal_records() if r.position >= first.position]
    ctx.fact(
        f"{name(offender)} called {first.call} holding the cards of {other}; calls since: "
        + ", ".join(f"{name(r.seat)} {r.call}" for r in later[1:])
    )
    partner_called = any(r.seat == offender.partner for r in later[1:])
    penalty = FlagReview(ctx.ref("90"), "a procedural penalty may be given", offender.side)
    if variant is Law15WrongHand.LAW_17D_1987:
        return _law_17d_1987(ctx, first, penalty)
    if variant is Law15WrongHand.LAW_15A:
        return _law_15a(ctx, _Wrong(first, later, other, penalty, partner_called))
    return _law_17d(ctx, _Wrong(first, later, other, penalty, partner_called))


@dataclass(frozen=True, slots=True)
class _Wrong:
    """A call made with the cards of another board, as the ruling sees it."""

    first: CallRecord
    later: list[CallRecord]
    other: str
    penalty: FlagReview
    partner_called: bool


def _law_15a(ctx: Context, wrong: _Wrong) -> Spec:
    """2017 Law 15A: the call and every later call cancelled."""
    offender, first, later, other = ctx.offender, wrong.first, wrong.later, wrong.other
    effects: list[Effect] = [CancelCallsFrom(first.index)]
    effects += [
        RecordUI(f"{name(r.seat)}'s cancelled {r.call}", ctx.ref("16C"), offender.side, r.index)
        for r in later
    ]
    effects.append(
        FlagReview(
            ctx.ref("15A3"),
            f"when {name(offender)} plays {other}: a call that differs from his cancelled "
            f"{first.call} brings an adjusted score",
            offender.side,
        )
    )
    effects.append(wrong.penalty)
    if wrong.partner_called:
        effects += [
            FlagReview(ctx.ref("15A2(a)"), "the offender's partner called", offender.side),
            CloseBoard(ctx.ref("15A2(a)"), "adjusted score: the offender's partner called"),
        ]
        text = "the calls are cancelled; the offender's partner called: adjusted score"
        return Spec(ctx.ref("15A2(a)"), (ctx.option("rule", text, "15A2(a)", *effects),))
    effects.append(Resolve(f"{name(offender)} calls again with his own cards (15A2(b))"))
    text = (
        f"{first.call} and every later call are cancelled; {name(offender)} calls again "
        "with his own cards; the others call afresh (16C applies)"
    )
    return Spec(ctx.ref("15A2(b)"), (ctx.option("rule", text, "15A2(b)", *effects),))


def _law_17d(ctx: Context, wrong: _Wrong) -> Spec:
    """1997/2007 Law 17D: the call cancelled; the offender calls again."""
    offender, first, later, other = ctx.offender, wrong.first, wrong.later, wrong.other
    effects: list[Effect] = [CancelCallsFrom(first.index)]
    effects.append(
        FlagReview(
            ctx.ref("17D"),
            f"when {name(offender)} plays {other}: a different call brings artificial "
            "adjusted scores",
            offender.side,
        )
    )
    effects.append(wrong.penalty)
    if wrong.partner_called and ctx.edition.law_17d2_partner_called_artificial():
        effects.append(CloseBoard(ctx.ref("17D2"), "artificial adjusted scores: partner called"))
        text = "the call is cancelled; the offender's partner had called: artificial scores"
        return Spec(ctx.ref("17D2"), (ctx.option("rule", text, "17D2", *effects),))
    lho_calls = [r for r in later[1:] if r.seat == offender.lho]
    if lho_calls:
        effects.append(
            ImposeObligation(
                offender.lho, ObligationKind.MUST_REPEAT, ctx.ref("17D"), lho_calls[0].call
            )
        )
        effects.append(AwaitCall(offender, StepName.NEW_CALL, ctx.ref("17D")))
        text = (
            f"{first.call} is cancelled; {name(offender)} calls again; {name(offender.lho)} "
            f"must repeat his {lho_calls[0].call}; a substantially different call brings "
            "artificial adjusted scores"
        )
    else:
        effects.append(Resolve(f"{name(offender)} calls again with his own cards (17D)"))
        text = f"{first.call} is cancelled; {name(offender)} calls again with his own cards"
    return Spec(ctx.ref("17D"), (ctx.option("rule", text, "17D", *effects),))


def _new_call(ctx: Context) -> Spec:
    offender = ctx.offender
    new = ctx.record(ctx.procedure.trigger)
    first = next(
        r
        for r in ctx.state.records
        if r.seat == offender and r.index < new.index and r.log_index is not None
    )
    differs = ctx.yes(
        "17D",
        "17D",
        f"Does {name(offender)}'s {new.call} differ substantially (a much different "
        f"meaning, or a psychic) from his cancelled {first.call}?",
    )
    if differs:
        effects: tuple[Effect, ...] = (
            CloseBoard(ctx.ref("17D"), "artificial adjusted scores: the new call differs"),
        )
        text = "artificial adjusted scores for both sides"
    else:
        effects = (Resolve("the new call does not differ: the auction goes on (17D)"),)
        text = "the auction goes on"
    return Spec(ctx.ref("17D"), (ctx.option("rule", text, "17D", *effects),))


def _law_17d_1987(ctx: Context, first: CallRecord, penalty: FlagReview) -> Spec:
    asked = ctx.yes(
        "17D",
        "17D",
        "Does a player of the non-offending side ask for the board to be cancelled?",
    )
    cancel = ctx.option(
        "cancel",
        "the board is cancelled (Law 90 penalty possible)",
        "17D",
        penalty,
        CloseBoard(ctx.ref("17D"), "the board is cancelled"),
    )
    if asked:
        return Spec(ctx.ref("17D"), (cancel,))
    carry_on = ctx.option(
        "continue",
        f"{first.call} and every later call are cancelled; the auction starts again",
        "17D",
        CancelCallsFrom(first.index),
        penalty,
        Resolve("the auction starts again (17D)"),
    )
    return Spec(ctx.ref("17D"), (cancel, carry_on))
