"""Law 27: the insufficient bid (in rotation; out of rotation it is Law 31, 27A2).

Steps of the procedure:

``made``
    27A1: the offender's LHO may accept the insufficient bid. If he does not, it is
    cancelled and the offender owes a replacement (27B).
``replacement``
    27B1(a), 27B1(b), 27B2, 27B3, 27B4: the director classifies the replacement,
    with the judgment questions of the edition (:meth:`Edition.law_27b`).
``again``
    After 27B3/27B4 the offender must still substitute a legal call; the penalty is
    already in force.

Edition differences: :meth:`Edition.law_27b` (the tests of 27B1),
:meth:`Edition.law_27c_premature_replacement_stands` (27C; 1987/1997: a premature
replacement is cancelled and Law 26 may follow if the final call differs).
"""

from __future__ import annotations

from bridgelaw.core.calls import Bid, Double, Redouble
from bridgelaw.director.context import Context, Spec, lowest_sufficient, name
from bridgelaw.director.director import register
from bridgelaw.director.ruling import Option
from bridgelaw.laws.classify import is_legal_now
from bridgelaw.laws.effects import (
    AcceptCall,
    AdmitCall,
    AwaitCall,
    CancelCall,
    Effect,
    Resolve,
)
from bridgelaw.laws.irregularity import CallRecord, Kind
from bridgelaw.laws.steps import StepName

__all__ = ["rule"]


@register(Kind.INSUFFICIENT_BID)
def rule(ctx: Context) -> Spec:
    """The ruling for the current step of an insufficient bid."""
    if ctx.step == StepName.MADE:
        return _made(ctx)
    if ctx.step == StepName.REPLACEMENT:
        return _replacement(ctx, penalised=False)
    return _replacement(ctx, penalised=True)


def _made(ctx: Context) -> Spec:
    ib = ctx.call
    offender = ctx.offender
    lho = offender.lho
    ctx.fact(f"{name(offender)}'s {ib.call} is insufficient over {ctx.auction.last_bid}")
    premature = ctx.procedure.premature
    if premature is not None:
        ctx.fact(
            f"{name(offender)}'s premature replacement {ctx.record(premature).call} is "
            "cancelled: he chooses after the director has stated the rectification"
        )
    accept = ctx.option(
        "accept",
        f"{name(lho)} accepts {ib.call}: it stands as a legal call; the auction continues "
        f"with {name(lho)}",
        "27A1",
        AcceptCall(ib.index),
        *_premature_lead(ctx, ib, state=False),
        Resolve(f"accepted by {name(lho)} (27A1)"),
    )
    decline = ctx.option(
        "decline",
        f"{name(lho)} does not accept it: {name(offender)} must replace {ib.call} by a "
        + ("legal call" if ctx.edition.law_27b().any_legal_call else "sufficient bid or a pass"),
        "27B",
        CancelCall(ib.index),
        AwaitCall(offender, StepName.REPLACEMENT, ctx.ref("27B"), capture=True),
    )
    return Spec(ctx.ref("27A1"), (accept, decline), lho)


def _replacement(ctx: Context, *, penalised: bool) -> Spec:
    tests = ctx.edition.law_27b()
    ib = ctx.call
    offender = ctx.offender
    replacement = ctx.record(ctx.procedure.trigger)
    call = replacement.call
    auction = ctx.auction
    legal = is_legal_now(ctx.edition, offender, call, auction)
    ctx.fact(f"{name(offender)} replaces his insufficient {ib.call} by {call}")
    if isinstance(call, Bid) and not legal and call.level <= 7:
        return _another_insufficient(ctx, ib, replacement, penalised, tests.lho_accepts_new_ib)
    if not legal:
        if isinstance(call, Double | Redouble):
            return _b3(ctx, ib, replacement, penalised)
        return _again(ctx, replacement, "27B", f"{call} is not a legal call")
    if penalised:
        if isinstance(call, Double | Redouble):
            return _b3(ctx, ib, replacement, penalised)
        law = _penalty_law(ctx)
        return _stands(ctx, replacement, law, "the replacement stands; the penalty is in force")
    if isinstance(call, Double | Redouble) and not tests.any_legal_call:
        return _b3(ctx, ib, replacement, penalised)
    if isinstance(call, Bid):
        lowest = lowest_sufficient(ib.call, auction)  # type: ignore[arg-type]
        same = call == lowest
        ctx.fact(
            f"{call} is {'' if same else 'not '}the lowest sufficient bid in the strain of "
            f"{ib.call} ({lowest})"
        )
        if same or not tests.b1a_same_strain_only:
            text = tests.b1a_question.format(ib=ib.call, r=call)
            if ctx.yes("27B1(a)", "27B1(a)", text):
                return _b1(ctx, ib, replacement, "27B1(a)")
    if tests.b1b_question is not None:
        text = tests.b1b_question.format(ib=ib.call, r=call)
        if ctx.yes("27B1(b)", tests.b1b_law, text):
            return _b1(ctx, ib, replacement, "27B1(b)")
    if isinstance(call, Double | Redouble):
        return _b3(ctx, ib, replacement, penalised)
    return _b2(ctx, ib, replacement)


def _premature_lead(
    ctx: Context, replacement: CallRecord, *, state: bool = True
) -> tuple[Effect, ...]:
    """1987/1997: a premature replacement was cancelled; Law 26 if the final call differs
    (``replacement``: the final call; the original when LHO accepts it). ``state``: say so
    in the ruling's facts."""
    premature = ctx.procedure.premature
    if premature is None:
        return ()
    attempt = ctx.record(premature)
    if attempt.call == replacement.call:
        if state:
            ctx.fact(f"the final call is the premature {attempt.call}: no lead penalty for it")
        return (ctx.ui(attempt),)
    if state:
        ctx.fact(f"the final call differs from the premature {attempt.call}: Law 26 may apply")
    return (ctx.ui(attempt), ctx.lead("26", attempt.call))


def _b1(ctx: Context, ib: CallRecord, replacement: CallRecord, law: str) -> Spec:
    tests = ctx.edition.law_27b()
    effects: list[Effect] = [AdmitCall(replacement.index)]
    effects += _premature_lead(ctx, replacement)
    effects.append(
        ctx.review(
            tests.damage_law,
            f"{ib.call} was replaced without rectification: adjust if, without the help of "
            "the infraction, the result could well have been different",
        )
    )
    effects.append(Resolve(f"replaced by {replacement.call} without rectification ({law})"))
    text = f"{replacement.call} stands; the auction continues without further rectification"
    return Spec(ctx.ref(law), (ctx.option("rule", text, law, *effects),))


def _b2(ctx: Context, ib: CallRecord, replacement: CallRecord) -> Spec:
    partner = ctx.offender.partner
    effects: tuple[Effect, ...] = (
        AdmitCall(replacement.index),
        ctx.rest_pass(partner, "27B2"),
        ctx.lead("27B2", ib.call),
        ctx.ui(ib),
        ctx.damage(),
        Resolve(f"replaced by {replacement.call}; {name(partner)} must pass throughout (27B2)"),
    )
    text = (
        f"{replacement.call} stands; {name(partner)} must pass whenever it is his turn; "
        "lead restrictions (Law 26) may apply"
    )
    return Spec(ctx.ref("27B2"), (ctx.option("rule", text, "27B2", *effects),))


def _b3(
    ctx: Context, ib: CallRecord, replacement: CallRecord, penalised: bool, law: str = "27B3"
) -> Spec:
    """27B3 (an attempted double or redouble), and 27B4 ruled as in B3 (``law``)."""
    partner = ctx.offender.partner
    effects: list[Effect] = [CancelCall(replacement.index), ctx.ui(replacement, what="cancelled")]
    if not penalised:
        effects += [
            ctx.rest_pass(partner, law),
            ctx.lead(law, ib.call, replacement.call),
            ctx.ui(ib),
            ctx.damage(),
        ]
    effects.append(AwaitCall(ctx.offender, StepName.AGAIN, ctx.ref(law), capture=True))
    text = (
        f"the attempted {replacement.call} is cancelled; {name(ctx.offender)} must substitute "
        f"a sufficient bid or a pass; {name(partner)} must pass throughout"
    )
    return Spec(ctx.ref(law), (ctx.option("rule", text, law, *effects),))


def _another_insufficient(
    ctx: Context, ib: CallRecord, replacement: CallRecord, penalised: bool, may_accept: bool
) -> Spec:
    if not may_accept:
        return _again(ctx, replacement, "27B", f"{replacement.call} is insufficient too")
    offender = ctx.offender
    lho = offender.lho
    accept = ctx.option(
        "accept",
        f"{name(lho)} accepts the insufficient {replacement.call}: it stands",
        "27B4",
        AcceptCall(replacement.index),
        ctx.ui(ib),
        Resolve(f"the substituted insufficient {replacement.call} accepted (27B4, 27A1)"),
    )
    decline = _b3(ctx, ib, replacement, penalised, "27B4").options[0]
    decline = Option("decline", decline.text, ctx.ref("27B4"), decline.effects)
    if penalised or str(StepName.MADE) in ctx.procedure.history:
        return Spec(ctx.ref("27B4"), (accept, decline), lho)
    # 27C: replaced before the director ruled: the original may still be accepted (27A1)
    ctx.fact(
        f"{name(offender)} replaced {ib.call} before the director ruled (27C): "
        f"{name(lho)} may still accept {ib.call} (27A1)"
    )
    original = ctx.option(
        "original",
        f"{name(lho)} accepts the original {ib.call}: it stands; the attempted "
        f"{replacement.call} is cancelled (Law 26 may apply); the auction continues with "
        f"{name(lho)}",
        "27A1",
        CancelCall(replacement.index),
        AcceptCall(ib.index),
        ctx.ui(replacement, what="cancelled"),
        ctx.lead("26", replacement.call),
        Resolve(
            f"{ib.call} accepted by {name(lho)} (27C, 27A1); {name(offender)}'s "
            f"{replacement.call} cancelled"
        ),
    )
    return Spec(ctx.ref("27C"), (original, accept, decline), lho)


def _penalty_law(ctx: Context) -> str:
    """The Law whose penalty the offender's partner is under (27B3, or 27B4 ruled as B3)."""
    for obligation in ctx.state.obligations:
        if obligation.irregularity == ctx.procedure.id:
            return str(obligation.law)
    return "27B3"


def _again(ctx: Context, replacement: CallRecord, law: str, why: str) -> Spec:
    effects: tuple[Effect, ...] = (
        CancelCall(replacement.index),
        ctx.ui(replacement, what="cancelled"),
        AwaitCall(ctx.offender, ctx.step, ctx.ref(law), capture=True),
    )
    text = f"{why}: it is cancelled and {name(ctx.offender)} must choose again"
    return Spec(ctx.ref(law), (ctx.option("rule", text, law, *effects),))


def _stands(ctx: Context, replacement: CallRecord, law: str, text: str) -> Spec:
    effects = (AdmitCall(replacement.index), Resolve(text))
    return Spec(ctx.ref(law), (ctx.option("rule", text, law, *effects),))
