"""Law 25: legal and illegal changes of call (scenario T20).

The irregular call is the new call; ``procedure.related`` is the call it would
replace. Steps:

``made``
    25A: was the first call unintended (and is the change in time)? Then the
    intended call replaces it. Otherwise 25B: the offender's LHO may accept the new
    call (B1); if not, it is cancelled and the first call stands (B2; 1987/1997: the
    offender chooses, ``offender-choice``).
``lho-option``
    25A6: the LHO may withdraw the call he made over the unintended one.
``offender-choice``
    1987/1997 25B2: keep the first call (partner passes once) or make another legal
    call (1997: score at most average minus; 1987: partner passes throughout).
``replacement``
    The other legal call of ``offender-choice``.
"""

from __future__ import annotations

from bridgelaw.director.context import Context, Spec, name
from bridgelaw.director.director import register
from bridgelaw.laws.auction import AuctionState
from bridgelaw.laws.classify import is_legal_now
from bridgelaw.laws.effects import (
    AcceptCall,
    AdmitCall,
    AwaitCall,
    CancelCall,
    Effect,
    NextStep,
    Reclassify,
    RecordUI,
    Resolve,
    RestrictLead,
)
from bridgelaw.laws.irregularity import CallRecord, Kind
from bridgelaw.laws.steps import StepName

__all__ = ["rule"]


@register(Kind.CHANGE_OF_CALL)
def rule(ctx: Context) -> Spec:
    """The ruling for the current step of a change of call."""
    if ctx.step == "made":
        return _made(ctx)
    if ctx.step == "lho-option":
        return _lho_option(ctx)
    if ctx.step == "offender-choice":
        return _offender_choice(ctx)
    return _replacement(ctx)


def _original(ctx: Context) -> CallRecord:
    return ctx.record(ctx.procedure.related)


def _after(ctx: Context, original: CallRecord) -> list[CallRecord]:
    return [r for r in ctx.state.legal_records() if r.position > original.position]


def _lead(ctx: Context, law: str, withdrawn: CallRecord) -> RestrictLead:
    """Law 26 may apply; in 2017 whether the replacement was comparable (26A) is decided
    when the lead comes."""
    return RestrictLead(
        ctx.offender,
        ctx.ref(law),
        (withdrawn.call,),
        comparable_unknown=ctx.edition.law_26_comparable_call(),
    )


def _made(ctx: Context) -> Spec:
    offender = ctx.offender
    new = ctx.call
    original = _original(ctx)
    later = _after(ctx, original)
    partner_called = any(r.seat == offender.partner for r in later)
    ctx.fact(f"{name(offender)} called {original.call}, then {new.call} in its place")
    if later:
        ctx.fact("calls made since: " + ", ".join(f"{name(r.seat)} {r.call}" for r in later))
    in_time = not (partner_called and ctx.edition.law_25a_until_partner_calls())
    if not in_time:
        ctx.fact(f"{name(offender.partner)} has called since: too late for Law 25A")
    elif ctx.yes(
        "25A",
        "25A",
        ctx.edition.law_25a_question().format(
            seat=name(offender), original=original.call, new=new.call
        ),
    ):
        return _unintended(ctx, original, new, later)
    lho = offender.lho
    accept_effects: list[Effect] = [
        CancelCall(original.index),
        AcceptCall(new.index),
        ctx.ui(original),
    ]
    accept_effects.append(_lead(ctx, "25B1", original))
    accept_effects += _no_longer_legal(ctx, original, new, later)
    accept_effects.append(Resolve(f"{new.call} accepted by {name(lho)} (25B1)"))
    accept = ctx.option(
        "accept",
        f"{name(lho)} accepts {new.call}: {original.call} is withdrawn, {new.call} stands "
        "(Law 26 may apply)",
        "25B1",
        *accept_effects,
    )
    choice = ctx.edition.law_25b2_offender_choice()
    if choice is None:
        decline_effects: list[Effect] = [CancelCall(new.index), ctx.ui(new, what="cancelled")]
        if ctx.edition.law_25b2_law_26_applies():
            decline_effects.append(_lead(ctx, "25B2", new))
        decline_effects.append(Resolve(f"{new.call} cancelled; {original.call} stands (25B2)"))
        text = f"{new.call} is cancelled and {original.call} stands"
        if ctx.edition.law_25b2_law_26_applies():
            text += " (Law 26 may apply)"
    else:
        decline_effects = [NextStep(StepName.OFFENDER_CHOICE)]
        text = f"{name(offender)} must choose: keep {original.call} or another legal call (25B2)"
    decline = ctx.option(
        "decline", f"{name(lho)} does not accept: {text}", "25B2", *decline_effects
    )
    return Spec(ctx.ref("25B"), (accept, decline), lho)


def _no_longer_legal(
    ctx: Context, original: CallRecord, new: CallRecord, later: list[CallRecord]
) -> list[Effect]:
    """The first call made since ``original`` that is not legal over ``new`` in its place
    (a bid now insufficient) is ruled under its own Law (the calls after it cancelled):
    after a change accepted (25B1) or an unintended call replaced (25A, LHO keeping his
    call, 25A6)."""
    auction = _auction_before(ctx, original)
    auction.apply(new.seat, new.call)
    for at, record in enumerate(later):
        if not is_legal_now(ctx.edition, record.seat, record.call, auction):
            ctx.fact(
                f"over {new.call}, {name(record.seat)}'s {record.call} is not legal: if it "
                "stands, it is ruled under its own Law"
            )
            return [*(CancelCall(r.index) for r in later[at + 1 :]), Reclassify(record.index)]
        auction.apply(record.seat, record.call)
    return []


def _unintended(
    ctx: Context, original: CallRecord, new: CallRecord, later: list[CallRecord]
) -> Spec:
    offender = ctx.offender
    legal = is_legal_now(ctx.edition, offender, new.call, _auction_before(ctx, original))
    effects: list[Effect] = [CancelCall(original.index)]
    if legal:
        effects.append(AdmitCall(new.index))
        text = f"{new.call} replaces the unintended {original.call}"
    else:
        effects += [CancelCall(r.index) for r in later]
        effects.append(Reclassify(new.index))
        text = (
            f"{new.call} replaces {original.call} but is itself irregular: the calls since "
            "are withdrawn and it is ruled under its own Law"
        )
    lho_called = [r for r in later if r.seat == offender.lho]
    if lho_called and legal:
        effects.append(NextStep(StepName.LHO_OPTION))
        text += f"; {name(offender.lho)} may withdraw the call he made since (25A6)"
    else:
        effects.append(Resolve(f"unintended call replaced by {new.call} (25A)"))
    return Spec(ctx.ref("25A"), (ctx.option("rule", text, "25A", *effects),))


def _auction_before(ctx: Context, original: CallRecord) -> AuctionState:
    auction = AuctionState(ctx.state.dealer)
    for record in ctx.state.legal_records():
        if record.position < original.position:
            auction.apply(record.seat, record.call)
    return auction


def _lho_option(ctx: Context) -> Spec:
    offender = ctx.offender
    lho = offender.lho
    original = _original(ctx)
    calls = [r for r in _after(ctx, original) if r.seat == lho]
    stand = f"{name(lho)} lets his {' '.join(str(r.call) for r in calls)} stand"
    since = [r for r in _after(ctx, original) if r.index != ctx.call.index]
    keep_effects: list[Effect] = _no_longer_legal(ctx, original, ctx.call, since)
    if keep_effects:
        stand += f": not legal over {ctx.call.call}, it is ruled under its own Law"
    keep_effects.append(Resolve("the unintended call replaced; LHO kept his call (25A6)"))
    keep = ctx.option("keep", stand, "25A6", *keep_effects)
    withdraw_effects: list[Effect] = [CancelCall(r.index) for r in calls]
    withdraw_effects += [
        RecordUI(f"{name(r.seat)}'s withdrawn {r.call}", ctx.ref("25A6"), offender.side, r.index)
        for r in calls
    ]
    withdraw_effects.append(Resolve("the unintended call replaced; LHO withdrew his call (25A6)"))
    withdraw = ctx.option(
        "withdraw",
        f"{name(lho)} withdraws his call (authorized for his side, unauthorized for "
        f"{name(offender)}'s side) and calls again",
        "25A6",
        *withdraw_effects,
    )
    return Spec(ctx.ref("25A6"), (keep, withdraw), lho)


def _offender_choice(ctx: Context) -> Spec:
    offender = ctx.offender
    partner = offender.partner
    new = ctx.call
    original = _original(ctx)
    keep = ctx.option(
        "keep",
        f"{name(offender)} keeps {original.call}; {name(partner)} must pass at his next turn "
        "(25B2(b)); lead penalties (26) may apply",
        "25B2(b)",
        CancelCall(new.index),
        ctx.ui(new, what="cancelled"),
        ctx.next_pass(partner, "25B2(b)"),
        ctx.lead("26", new.call),
        Resolve(f"{original.call} kept; {name(partner)} passes once (25B2(b))"),
    )
    if ctx.edition.law_25b2_offender_choice() == "average-minus":
        penalty: Effect = ctx.review(
            "25B2(b)",
            "the offending side's score may not exceed average minus; the non-offending "
            "side keeps its table score",
        )
        what = "the offending side's score is at most average minus"
    else:
        penalty = ctx.rest_pass(partner, "25B2(b)")
        what = f"{name(partner)} must pass throughout"
    change = ctx.option(
        "change",
        f"{name(offender)} makes another legal call in place of {original.call}; {what}; "
        "lead penalties (26) may apply",
        "25B2(b)",
        CancelCall(original.index),
        CancelCall(new.index),
        ctx.ui(original),
        ctx.ui(new, what="cancelled"),
        penalty,
        ctx.lead("26", original.call, new.call),
        AwaitCall(
            offender,
            StepName.REPLACEMENT,
            ctx.ref("25B2(b)"),
            capture=True,
            replaces=original.index,
        ),
    )
    return Spec(ctx.ref("25B2"), (keep, change), offender)


def _replacement(ctx: Context) -> Spec:
    offender = ctx.offender
    record = ctx.record(ctx.procedure.trigger)
    if is_legal_now(ctx.edition, offender, record.call, ctx.auction):
        text = f"{record.call} stands"
        effects: tuple[Effect, ...] = (
            AdmitCall(record.index),
            Resolve(f"replaced by {record.call} (25B2(b))"),
        )
    else:
        text = f"{record.call} is not a legal call: {name(offender)} must choose again"
        effects = (
            CancelCall(record.index),
            AwaitCall(
                offender,
                StepName.REPLACEMENT,
                ctx.ref("25B2(b)"),
                capture=True,
                replaces=ctx.procedure.related,
            ),
        )
    return Spec(ctx.ref("25B2(b)"), (ctx.option("rule", text, "25B2(b)", *effects),))
