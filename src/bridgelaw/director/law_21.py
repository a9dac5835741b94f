"""Law 21: misinformation; a call changed after it (scenario T24).

``made``: the player who says he was misinformed may change his call if his partner
has not called since and the auction period is not over, when the director judges
that the misinformation could well have influenced it (2007: the call was made as a
result of it; 1997: it can be considered so; 1987: it is probable). His LHO may then
change any call made afterwards (here: the calls after the changed one are cancelled
and made again). Too late: the score may be adjusted (21B3).
"""

from __future__ import annotations

from bridgelaw.director.context import Context, Spec, name
from bridgelaw.director.director import register
from bridgelaw.laws.effects import CancelCallsFrom, Effect, FlagReview, RecordUI, Resolve
from bridgelaw.laws.irregularity import CallRecord, Kind

__all__ = ["rule"]


@register(Kind.MISINFORMATION)
def rule(ctx: Context) -> Spec:
    """21B1-21B3."""
    subject = ctx.irregularity.subject
    assert subject is not None
    fact = ctx.state.facts[subject]
    victim = fact.seat
    about = ctx.call
    ctx.fact(
        f"{name(victim)} says he was misinformed about {name(about.seat)}'s {about.call}"
        + (f" ({fact.note})" if fact.note else "")
    )
    if ctx.edition.law_21b1b_mistaken_explanation_presumed():
        ctx.fact("absent evidence to the contrary, a mistaken explanation is presumed (21B1(b))")
    records = ctx.state.legal_records()
    mine = [r for r in records if r.seat == victim and r.position > about.position]
    if not mine:
        text = f"{name(victim)} has made no call since: nothing to change"
        return Spec(ctx.ref("21B1"), (ctx.option("rule", text, "21B1", Resolve(text)),))
    call = mine[-1]
    partner_called = any(r.seat == victim.partner and r.position > call.position for r in records)
    if partner_called or ctx.state.closed:
        why = "his partner has called since" if partner_called else "the auction period is over"
        return _too_late(ctx, call, why)
    question = ctx.edition.law_21b1_question().format(seat=name(victim), call=call.call)
    if not ctx.yes("21B1(a)", "21B1(a)", question):
        text = f"{name(victim)}'s {call.call} stands: no change of call"
        return Spec(ctx.ref("21B1(a)"), (ctx.option("rule", text, "21B1(a)", Resolve(text)),))
    return _change(ctx, call, [r for r in records if r.position > call.position])


def _too_late(ctx: Context, call: CallRecord, why: str) -> Spec:
    """21B3: too late to change the call; the director may adjust after the board."""
    ctx.fact(f"too late to change {name(call.seat)}'s {call.call}: {why}")
    effects: tuple[Effect, ...] = (
        FlagReview(
            ctx.ref("21B3"),
            "too late to change the call: adjust if the offending side gained",
            ctx.offender.side,
        ),
        Resolve("too late to change the call (21B3)"),
    )
    text = "the call stands; the director may adjust the score after the board"
    return Spec(ctx.ref("21B3"), (ctx.option("rule", text, "21B3", *effects),))


def _change(ctx: Context, call: CallRecord, later: list[CallRecord]) -> Spec:
    """21B1(a): the misinformed player may change his call (21B2 for the calls after it)."""
    victim, offending = call.seat, ctx.offender.side
    change: list[Effect] = [CancelCallsFrom(call.index)]
    change += [
        RecordUI(f"{name(r.seat)}'s withdrawn {r.call}", ctx.ref("16C"), offending, r.index)
        for r in [call, *later]
    ]
    if later:
        change.append(
            FlagReview(
                ctx.ref("21B2"),
                "at the end of play: 16C applies if a withdrawn call of the offending side "
                "gave information that damaged the other side",
                offending,
            )
        )
    change.append(Resolve(f"{name(victim)} changes his {call.call} (21B1(a))"))
    options = (
        ctx.option(
            "change",
            f"{name(victim)} replaces his {call.call}; {name(victim.lho)} may then change any "
            "call he made afterwards, without rectification (21B2)",
            "21B1(a)",
            *change,
        ),
        ctx.option(
            "keep",
            f"{name(victim)} keeps his {call.call}",
            "21B1(a)",
            Resolve(f"{name(victim)} keeps his call"),
        ),
    )
    return Spec(ctx.ref("21B1(a)"), options, victim)
