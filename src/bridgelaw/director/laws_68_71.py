"""The director on claims and concessions (Laws 68-71).

* :attr:`Kind.CLAIM` (a disputed claim, or the director called to one): the screen
  shows the analysis of :func:`bridgelaw.analysis.claims.analyse_claim` - the
  double-dummy tricks, the stated line against the best defence, each normal
  alternative order, the worst normal outcome, the 70C facts on an outstanding trump -
  and asks the director (judgment, Law 70) how many tricks the claimer's side takes.
* :attr:`Kind.CLAIM_REVIEW` at step ``"69B"``: acquiescence withdrawn within the
  correction period (analysis: :func:`~bridgelaw.analysis.concessions.analyse_acquiescence`);
  at step ``"71"``: a concession the conceding side asks to cancel
  (:func:`~bridgelaw.analysis.concessions.analyse_concession`). The director decides how
  many tricks go back; the board is rescored (``AdjustTricks``).
"""

from __future__ import annotations

from dataclasses import dataclass

from bridgelaw.analysis.claims import ClaimAnalysis, ClaimStatement, parse_line
from bridgelaw.analysis.concessions import ConcessionAnalysis
from bridgelaw.core.seats import Side
from bridgelaw.director.context import Context, Spec, name, one_or_several
from bridgelaw.director.director import register
from bridgelaw.director.end_common import (
    RA_TOP_DOWN,
    cached_acquiescence,
    cached_claim,
    cached_concession,
    end_state,
    ending,
    side_name,
)
from bridgelaw.director.play_common import play_state
from bridgelaw.errors import DealError, NotationError
from bridgelaw.laws.effects import Resolve
from bridgelaw.laws.end_effects import SettleClaim
from bridgelaw.laws.end_state import ClaimRecord, ClaimStatus, Moment
from bridgelaw.laws.irregularity import Kind
from bridgelaw.laws.play_effects import AdjustTricks
from bridgelaw.laws.steps import StepName

__all__ = ["claim_analysis", "rule_claim", "rule_review"]


def _claim(ctx: Context) -> tuple[int, ClaimRecord]:
    index = ctx.irregularity.subject
    assert index is not None
    return index, end_state(ctx).claims[index]


def claim_analysis(ctx: Context, claim: ClaimRecord) -> ClaimAnalysis | None:
    """The Law 70 analysis of ``claim`` from the cards still held (``None`` when the
    ending cannot be analysed)."""
    play = play_state(ctx)
    statement = ClaimStatement(
        claim.claimer, claim.tricks, parse_line(claim.line), claim.trumps, claim.statement
    )
    top_down = RA_TOP_DOWN and ctx.edition.law_70e2_default_order()
    try:
        return cached_claim(ending(play), statement, top_down, ctx.year)
    except (DealError, NotationError) as error:
        ctx.fact(f"the ending cannot be analysed: {error}")
        return None


@register(Kind.CLAIM)
def rule_claim(ctx: Context) -> Spec:
    """Law 70: the director rules on a disputed claim or concession."""
    index, claim = _claim(ctx)
    who = name(claim.claimer)
    _claim_standards(ctx, claim)
    suggestion = _claim_suggestion(ctx, claim)
    answers = tuple(str(n) for n in range(claim.remaining + 1))
    tricks = int(
        ctx.ask(
            "70",
            "70A",
            f"How many of the {claim.remaining} remaining tricks does {who}'s side take "
            f"(claimed {claim.tricks}; the analysis suggests {suggestion})?",
            answers,
        )
    )
    text = f"{who}'s side is credited with {tricks} of the {claim.remaining} tricks (Law 70)"
    option = ctx.option(
        "rule",
        text,
        "70",
        SettleClaim(index, tricks, ctx.ref("70"), ClaimStatus.RULED),
        Resolve(text),
    )
    return Spec(ctx.ref("70"), (option,))


def _claim_standards(ctx: Context, claim: ClaimRecord) -> None:
    """The facts of a disputed claim and the standards the edition's Law 70 applies:
    doubtful points against the claimer (70A), 'normal' play, a defender's claim (70D2),
    unstated lines (70E1), play after the claim (70D3)."""
    hooks = ctx.edition
    who = name(claim.claimer)
    said = f': "{claim.statement}"' if claim.statement else " (no statement)"
    ctx.fact(f"{who} claimed {claim.tricks} of the {claim.remaining} tricks left{said}")
    objections = [f"{name(seat)}: {answer}" for seat, answer in claim.answers]
    if objections:
        ctx.fact("answers: " + ", ".join(objections))
    ctx.fact(f"procedure: {hooks.law_70b_hands_faced()}")
    ctx.fact(
        "every doubtful point is resolved against the claimer (70A); 'normal' play is "
        + hooks.law_70_normal()
    )
    if claim.claimer.side != play_state(ctx).declarer.side:
        ctx.fact(
            "a defender's claim: no part of it that depends on his partner choosing one "
            "particular play among normal alternatives is accepted (70D2)"
            if hooks.law_70d2_defenders_claim()
            else "a defender's claim: every doubtful point, his partner's plays included, "
            "is resolved against him (70A)"
        )
    if hooks.law_70e1_irrational():
        ctx.fact(
            "an unstated line depending on finding a card is not accepted unless failure to "
            "adopt it would be irrational (70E1)"
        )
    if hooks.law_70d3_play_after_claim():
        ctx.fact(
            "play after the claim may be considered as evidence of the claimer's intent (70D3)"
        )


def _claim_suggestion(ctx: Context, claim: ClaimRecord) -> int:
    """The tricks the analysis suggests for the claimer's side: the worst normal outcome
    (70A), or with the trumps he may have forgotten (70C); the claim without analysis."""
    analysis = claim_analysis(ctx, claim)
    if analysis is None:
        return claim.tricks
    ctx.fact(analysis.report())
    suggestion = min(claim.tricks, analysis.worst_normal)
    if analysis.trump_70c:
        cards = " ".join(str(c) for c in analysis.outstanding_trumps)
        unaware = ctx.yes(
            "70C",
            "70C",
            f"Is it at all likely that {name(claim.claimer)} was unaware, when he claimed, "
            f"that an opponent still held the trump {cards}?",
        )
        if not unaware:
            suggestion = min(claim.tricks, analysis.worst_if_aware)
    tricks = one_or_several(suggestion, "trick", "tricks")
    ctx.fact(f"worst normal outcome for the claimer's side: {suggestion} {tricks}")
    return suggestion


@dataclass(frozen=True, slots=True)
class _Given:
    """Tricks a side gave away (by acquiescing in a claim, or by conceding) and the Law
    that may give them back (69B or 71), with the analysis of the ending."""

    side: Side
    given: int
    law: str
    analysis: ConcessionAnalysis | None


@register(Kind.CLAIM_REVIEW)
def rule_review(ctx: Context) -> Spec:
    """Laws 69B and 71: tricks given away by an agreed claim or a concession."""
    _index, claim = _claim(ctx)
    settled = claim.settled
    assert settled is not None
    if ctx.step == StepName.CLAIM_69B:
        found = _acquiescence_withdrawn(ctx, claim, settled)
    else:
        found = _concession_cancelled(ctx, claim, settled)
    side, given, law, analysis = found.side, found.given, found.law, found.analysis
    suggestion = 0 if analysis is None else _restored(ctx, analysis)
    answers = tuple(str(n) for n in range(given + 1))
    back = int(
        ctx.ask(
            law,
            law,
            f"How many of the {given} {one_or_several(given, 'trick', 'tricks')} go back to "
            f"{side_name(side)} (the analysis suggests {suggestion})?",
            answers,
        )
    )
    tricks = one_or_several(back, "trick", "tricks")
    text = f"{back} {tricks} restored to {side_name(side)}; the board is rescored (Law {law})"
    delta = back if side == play_state(ctx).declarer.side else -back
    option = ctx.option(
        "rule",
        text,
        law,
        AdjustTricks(delta, ctx.ref(law), f"tricks restored (Law {law})"),
        Resolve(text),
    )
    return Spec(ctx.ref(law), (option,))


def _acquiescence_withdrawn(ctx: Context, claim: ClaimRecord, settled: int) -> _Given:
    """Law 69B: the side that acquiesced in a claim withdraws within the correction
    period."""
    side = claim.claimer.side.other
    law = ctx.edition.law_69b_ref()
    pos = ending(play_state(ctx))
    analysis: ConcessionAnalysis | None
    try:
        analysis = cached_acquiescence(pos, claim.claimer.lho, settled, ctx.year)
    except (DealError, NotationError) as error:
        ctx.fact(f"the ending cannot be analysed: {error}")
        analysis = None
    standard = (
        "a trick his side would likely have won had play continued (69B2)"
        if law == "69B2"
        else "a trick that could not have been lost by any normal play (69B)"
    )
    ctx.fact(
        f"{side_name(side)} agreed to lose {settled} of the {claim.remaining} tricks and "
        f"withdraw their acquiescence within the correction period: they get back {standard}"
    )
    return _Given(side, settled, law, analysis)


def _concession_cancelled(ctx: Context, claim: ClaimRecord, settled: int) -> _Given:
    """Law 71: a concession stands, but the director cancels that of a trick the side
    could not have lost (by normal play until the next board, by any legal play through
    the correction period)."""
    side = claim.claimer.side
    given = claim.remaining - settled
    before = end_state(ctx).moment < Moment.NEXT_BOARD_CALL
    pos = ending(play_state(ctx))
    analysis: ConcessionAnalysis | None
    try:
        analysis = cached_concession(pos, claim.claimer, given, ctx.year, before)
    except (DealError, NotationError) as error:
        ctx.fact(f"the ending cannot be analysed: {error}")
        analysis = None
    law = "71" if analysis is None else str(analysis.law)
    ctx.fact(
        f"{side_name(side)} conceded {given} of the {claim.remaining} tricks; a concession "
        "stands once made, but the director cancels that of a trick the side could not "
        "have lost (Law 71)"
    )
    if ctx.edition.law_71_normal_until_next_board():
        ctx.fact(
            "the 'normal play' ground "
            + ("is" if before else "is no longer")
            + " open (until the conceding side calls on the next board or the round ends); "
            "the 'legal play' ground is open through the correction period"
        )
    return _Given(side, given, law, analysis)


def _restored(ctx: Context, analysis: ConcessionAnalysis) -> int:
    """The analysis's figures as facts; the tricks the Law gives back."""
    ctx.fact(
        f"tricks the side takes whatever legal cards it plays: {analysis.legal_floor}; on "
        f"any normal play: {analysis.normal_floor}; with careful play: {analysis.careful}; "
        f"double dummy: {analysis.double_dummy}; it kept {analysis.kept}"
    )
    more = " (the director judges whether it would likely have won more)"
    ctx.fact(
        f"tricks the Law gives back: {analysis.restored}" + (more if analysis.judgment else "")
    )
    return analysis.restored
