"""Laws 35-39: inadmissible calls (35 is their list; 1987/1997: 35 "condoned").

* 36: an inadmissible double or redouble. ``made``: 36B (cancelled, the offender
  substitutes a legal call, partner passes throughout, 26B); out of rotation 36B4.
  ``lho-called``: 36A (it and every later call cancelled, no lead restriction;
  1987/1997: 35A). ``after-lead``: 36C (the contract as if it had not been made;
  not in 1987-2007, where the director decides).
* 37: a call by a player obliged to pass. ``made``: 37B (cancelled, a pass put in,
  both offenders pass throughout, 26B). When LHO calls over it, 37A (35B) needs no
  ruling: the table keeps the calls.
* 38: a bid of more than seven. ``made``: 38B/C; ``lho-called``: 38D (35C).
* 39: a call after the final pass. 39A cancelled; 39B no rectification (a defender's
  pass, a call by declarer or dummy); 39C a defender's bid or double: Law 26B.
"""

from __future__ import annotations

from bridgelaw.core.calls import Pass
from bridgelaw.director.context import Context, Spec, name
from bridgelaw.director.director import register
from bridgelaw.laws.effects import (
    CancelCall,
    CancelCallsFrom,
    Effect,
    FlagReview,
    RecordUI,
    Resolve,
    SubstitutePass,
)
from bridgelaw.laws.irregularity import Kind
from bridgelaw.laws.steps import StepName

__all__ = ["rule_above_seven", "rule_after_auction", "rule_inadmissible", "rule_must_pass"]


def _later_calls(ctx: Context, law: str) -> list[Effect]:
    """Ledger entries for the calls after the irregular one that are cancelled with it:
    authorized for the non-offending side, unauthorized for the offenders (16C)."""
    start = ctx.call.position
    out: list[Effect] = []
    for record in ctx.state.legal_records():
        if record.position > start:
            out.append(
                RecordUI(
                    f"{name(record.seat)}'s cancelled {record.call}",
                    ctx.ref(law),
                    ctx.offender.side,
                    record.index,
                )
            )
    return out


@register(Kind.INADMISSIBLE_DOUBLE)
def rule_inadmissible(ctx: Context) -> Spec:
    """Law 36 (1987/1997: Laws 35A, 36)."""
    call = ctx.call
    offender = ctx.offender
    partner = offender.partner
    sections = ctx.edition.law_36_37_38_sections()
    ctx.fact(ctx.irregularity.reason)
    if ctx.step == StepName.AFTER_LEAD:
        return _after_lead(ctx)
    if ctx.step == StepName.LHO_CALLED:
        law = ctx.edition.law_36a_ref()
        ctx.fact(f"{name(offender.lho)} called over it before the director was called")
        effects: list[Effect] = [CancelCallsFrom(call.index), ctx.ui(call, what="cancelled")]
        effects += _later_calls(ctx, ctx.edition.law_16_withdrawn_ref() + "2")
        effects.append(Resolve(f"it and every later call cancelled ({law})"))
        turn = ctx.irregularity.turn
        text = (
            f"{call.call} and every later call are cancelled; the auction reverts to "
            f"{name(turn) if turn else 'the player whose turn it was'} and continues as if "
            "nothing had happened; no lead restriction"
        )
        return Spec(ctx.ref(law), (ctx.option("rule", text, law, *effects),))
    out_of_rotation = ctx.irregularity.turn != offender
    law = sections["36-oor" if out_of_rotation else "36"]
    effects = [
        CancelCall(call.index),
        ctx.rest_pass(partner, law),
        ctx.lead(law, call.call),
        ctx.ui(call, what="cancelled"),
        ctx.damage(),
        Resolve(f"cancelled; {name(partner)} must pass throughout ({law})"),
    ]
    where = (
        "the auction reverts to the player whose turn it was; he may make any legal call at "
        "his own turn"
        if out_of_rotation
        else "he must substitute a legal call"
    )
    text = (
        f"{call.call} is cancelled; {where}; {name(partner)} must pass whenever it is his "
        "turn; lead restrictions may apply"
    )
    return Spec(ctx.ref(law), (ctx.option("rule", text, law, *effects),))


def _after_lead(ctx: Context) -> Spec:
    call = ctx.call
    ctx.fact("it was noticed only after the opening lead was faced")
    if ctx.edition.law_36c_after_lead():
        effects: tuple[Effect, ...] = (
            CancelCall(call.index),
            Resolve("the contract is as if the inadmissible call had not been made (36C)"),
        )
        text = f"the contract stands as it would have been without {call.call}"
        return Spec(ctx.ref("36C"), (ctx.option("rule", text, "36C", *effects),))
    ignore = ctx.yes(
        "12A1",
        "12A1",
        f"The {ctx.year} Laws have no rule for an inadmissible call found after the opening "
        f"lead. Is the contract to be scored as if {call.call} had not been made?",
    )
    flag = FlagReview(
        ctx.ref("12A1"),
        "an inadmissible call found after the opening lead: no Law provides",
        ctx.offender.side,
    )
    if ignore:
        effects = (CancelCall(call.index), flag, Resolve("scored without it (12A1)"))
        text = f"the contract is scored as if {call.call} had not been made"
    else:
        effects = (flag, Resolve("the contract stands as bid (12A1)"))
        text = "the contract stands as bid"
    return Spec(ctx.ref("12A1"), (ctx.option("rule", text, "12A1", *effects),))


@register(Kind.PASS_OBLIGATION)
def rule_must_pass(ctx: Context) -> Spec:
    """Law 37B (1987/1997: 37): cancelled, a pass put in, both offenders pass throughout."""
    call = ctx.call
    offender = ctx.offender
    partner = offender.partner
    if ctx.step == StepName.AFTER_LEAD:
        return _after_lead(ctx)
    if ctx.step == StepName.LHO_CALLED:  # also a breach of Law 19: Law 36A
        return rule_inadmissible(ctx)
    law = ctx.edition.law_36_37_38_sections()["37"]
    ctx.fact(ctx.irregularity.reason)
    effects: tuple[Effect, ...] = (
        SubstitutePass(call.index),
        ctx.rest_pass(offender, law),
        ctx.rest_pass(partner, law),
        ctx.lead(law, call.call),
        ctx.ui(call, what="cancelled"),
        ctx.damage(),
        Resolve(f"a pass substituted; {name(offender)} and {name(partner)} pass throughout"),
    )
    text = (
        f"{call.call} is cancelled and a pass substituted; {name(offender)} and "
        f"{name(partner)} must pass whenever it is their turn; lead restrictions may apply"
    )
    return Spec(ctx.ref(law), (ctx.option("rule", text, law, *effects),))


@register(Kind.BID_ABOVE_SEVEN)
def rule_above_seven(ctx: Context) -> Spec:
    """Law 38 (1987/1997: 35C when LHO called over it)."""
    call = ctx.call
    offender = ctx.offender
    partner = offender.partner
    ctx.fact(f"{name(offender)} bid {call.call}: no contract above seven may be played (38A)")
    if ctx.step == StepName.LHO_CALLED:
        law = ctx.edition.law_38_lho_ref()
        ctx.fact(f"{name(offender.lho)} called over it before the director was called")
        effects: list[Effect] = [CancelCallsFrom(call.index), SubstitutePass(call.index)]
        effects += _later_calls(ctx, ctx.edition.law_16_withdrawn_ref() + "2")
        if ctx.edition.law_38d_silenced_after_lho_call():
            effects += [ctx.rest_pass(offender, law), ctx.rest_pass(partner, law)]
            text = (
                f"{call.call} and every later call are cancelled, a pass substituted; "
                f"{name(offender)} and {name(partner)} must pass throughout; no lead "
                "restriction (38D)"
            )
        else:
            text = (
                f"{call.call} and every later call are cancelled; {name(offender)} passes "
                "and the auction continues as if nothing had happened"
            )
        effects.append(Resolve(f"cancelled with every later call ({law})"))
        return Spec(ctx.ref(law), (ctx.option("rule", text, law, *effects),))
    law = ctx.edition.law_36_37_38_sections()["38"]
    effects = [
        SubstitutePass(call.index),
        ctx.rest_pass(offender, law),
        ctx.rest_pass(partner, law),
        ctx.lead(law, call.call),
        ctx.ui(call, what="cancelled"),
        ctx.damage(),
        Resolve(f"a pass substituted; {name(offender)} and {name(partner)} pass throughout"),
    ]
    text = (
        f"{call.call} is cancelled and a pass substituted; {name(offender)} and "
        f"{name(partner)} must pass whenever it is their turn; lead restrictions may apply"
    )
    return Spec(ctx.ref(law), (ctx.option("rule", text, law, *effects),))


@register(Kind.CALL_AFTER_AUCTION)
def rule_after_auction(ctx: Context) -> Spec:
    """Law 39: cancelled; lead restrictions only for a defender's bid, double or redouble."""
    call = ctx.call
    offender = ctx.offender
    sections = ctx.edition.law_36_37_38_sections()
    declarer = ctx.auction.declarer
    declaring = declarer is not None and offender.side == declarer.side
    ctx.fact(f"{name(offender)} called {call.call} after the final pass; it is cancelled (39A)")
    if declarer is None or declaring or isinstance(call.call, Pass):
        law = sections["39-none"]
        who = (
            "the board was passed out"
            if declarer is None
            else "a call by declarer or dummy"
            if declaring
            else "a pass by a defender"
        )
        effects: tuple[Effect, ...] = (
            CancelCall(call.index),
            Resolve(f"cancelled without rectification ({law})"),
        )
        text = f"{call.call} is cancelled; no rectification ({who})"
        return Spec(ctx.ref(law), (ctx.option("rule", text, law, *effects),))
    law = sections["39-lead"]
    effects = (
        CancelCall(call.index),
        ctx.lead(law, call.call),
        ctx.ui(call, what="cancelled"),
        Resolve(f"cancelled; lead restrictions may apply ({law})"),
    )
    text = (
        f"{call.call} is cancelled; at {name(offender.partner)}'s first turn to lead declarer "
        "may restrict his lead (Law 26)"
    )
    return Spec(ctx.ref(law), (ctx.option("rule", text, law, *effects),))
