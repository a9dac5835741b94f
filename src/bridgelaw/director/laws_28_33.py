"""Laws 28-33 and 17D3: calls out of rotation, and three passes that skipped a player.

Law 28 (calls deemed in rotation) and 33 (simultaneous calls) act without the
director: the table inserts the deemed pass (28A), cancels the call out of
rotation when the correct player calls over it (28B) and orders simultaneous
calls (33). The director rules the rest.

Steps of a call out of rotation (Laws 29-32):

``made``
    The offender's LHO may accept it (29A); otherwise it is cancelled (29B) and
    the offending side is subject to Laws 30, 31 or 32: the option "decline" carries
    those consequences. A pass first asks 30C (artificial?), which sends it to 31.
``correct-player-called``
    2017: the offender's partner called at his own turn before the director came
    (30B1(a), 31B1, 32B1); the offender's next call will be checked.
``comparable``
    2017: the offender's next call is comparable (23A) or not (30B1(b), 31A2, 31B2,
    32A2, 32B2).
``repeat``
    1987-2007 Law 31A2: does the offender's call repeat the denomination?
``differs``
    1987-2007 Law 26: the offender's final call at that turn differs from the
    withdrawn call (a repetition with a substantially different meaning differs too).
"""

from __future__ import annotations

import enum

from bridgelaw.core.calls import Bid, Call, Pass
from bridgelaw.core.seats import Seat
from bridgelaw.director.context import Context, Spec, name
from bridgelaw.director.director import register
from bridgelaw.laws.effects import (
    AcceptCall,
    AwaitCall,
    CancelCall,
    CancelCallsFrom,
    Effect,
    ImposeObligation,
    ObligationKind,
    OnNextCall,
    Resolve,
)
from bridgelaw.laws.irregularity import Kind
from bridgelaw.laws.steps import StepName

__all__ = ["rule_out_of_rotation", "rule_skipped_turn"]

PASS_OOR, BID_OOR, DOUBLE_OOR = (
    Kind.PASS_OUT_OF_ROTATION,
    Kind.BID_OUT_OF_ROTATION,
    Kind.DOUBLE_OUT_OF_ROTATION,
)


@register(PASS_OOR, BID_OOR, DOUBLE_OOR)
def rule_out_of_rotation(ctx: Context) -> Spec:
    """The ruling for the current step of a call out of rotation."""
    if ctx.step == StepName.MADE:
        return _made(ctx)
    if ctx.step == StepName.CORRECT_PLAYER_CALLED:
        return _partner_called(ctx)
    if ctx.step == StepName.COMPARABLE:
        return _comparable(ctx)
    if ctx.step == StepName.REPEAT:
        return _repeat(ctx)
    return _differs(ctx)


def _kind(ctx: Context) -> Kind:
    """The kind the rectification follows: an artificial pass is ruled as a bid (30C)."""
    kind = ctx.irregularity.kind
    if kind == PASS_OOR:
        offender = name(ctx.offender)
        if ctx.yes(
            "30C",
            "30C",
            f"Was {offender}'s pass artificial, or a pass of his partner's artificial call?",
        ):
            return BID_OOR
    return kind


class _Turn(enum.StrEnum):
    """Whose turn it was when the offender called out of rotation (Laws 29-32)."""

    RHO = "rho"
    PARTNER = "partner"
    LHO = "lho"


def _where(ctx: Context) -> _Turn:
    """Whose turn it was, seen from the offender."""
    turn = ctx.irregularity.turn
    offender = ctx.offender
    if turn == offender.rho:
        return _Turn.RHO
    if turn == offender.partner:
        return _Turn.PARTNER
    return _Turn.LHO


def _made(ctx: Context) -> Spec:
    call = ctx.call
    offender = ctx.offender
    lho = offender.lho
    turn = ctx.irregularity.turn
    assert turn is not None
    ctx.fact(
        f"{name(offender)} called {call.call} at {name(turn)}'s turn "
        f"({'his RHO' if _where(ctx) is _Turn.RHO else 'his ' + _where(ctx)})"
    )
    kind = _kind(ctx)
    consequences, law = (
        _declined_2017(ctx, kind)
        if ctx.edition.law_30_32_comparable_calls()
        else _declined_older(ctx, kind)
    )
    lost = "" if turn == lho else f" ({name(turn)}'s turn is lost)"
    accept = ctx.option(
        "accept",
        f"{name(lho)} accepts {call.call}: it stands and {name(lho)} calls next{lost}",
        "29A",
        AcceptCall(call.index),
        Resolve(f"accepted by {name(lho)} (29A)"),
    )
    text, effects = consequences
    decline = ctx.option(
        "decline",
        f"{name(lho)} does not accept it: it is cancelled and the auction reverts to "
        f"{name(turn)} (29B); {text}",
        law,
        CancelCall(call.index),
        *effects,
    )
    return Spec(ctx.ref("29"), (accept, decline), lho)


_Declined = tuple[tuple[str, tuple[Effect, ...]], str]
"""What follows a declined call out of rotation: (text, effects) and the Law."""


# ------------------------------------------------------------------ 2017
def _comparable_section(ctx: Context, kind: Kind) -> str:
    where = _where(ctx)
    if kind == PASS_OOR:
        return "30B1(b)"
    if kind == BID_OOR:
        return "31A2" if where is _Turn.RHO else "31B2"
    rho, partner = ctx.edition.law_32_sections()
    return f"32{rho}2" if where is _Turn.RHO else f"32{partner}2"


def _declined_2017(ctx: Context, kind: Kind) -> _Declined:
    offender = ctx.offender
    partner = offender.partner
    call = ctx.call
    where = _where(ctx)
    section = _comparable_section(ctx, kind)
    if kind == PASS_OOR and where is _Turn.RHO:
        effects: tuple[Effect, ...] = (
            ctx.next_pass(offender, "30A"),
            ctx.ui(call, what="cancelled"),
            ctx.damage(),
            Resolve(f"{name(offender)} must pass at his next turn (30A)"),
        )
        return (f"{name(offender)} must pass at his next turn (30A)", effects), "30A"
    if where is _Turn.RHO:
        number = "31" if kind == BID_OOR else "32"
        first = f"{number}{ctx.edition.law_32_sections()[0] if number == '32' else 'A'}"
        repeat = ImposeObligation(
            offender, ObligationKind.MUST_REPEAT, ctx.ref(f"{first}1"), call.call
        )
        wait = OnNextCall(
            ctx.irregularity.turn or offender.rho,
            ctx.ref(first),
            (repeat, Resolve(f"{name(offender)} must repeat {call.call} ({first}1)")),
            (AwaitCall(offender, StepName.COMPARABLE, ctx.ref(section)),),
        )
        text = (
            f"if {name(offender.rho)} passes, {name(offender)} must repeat {call.call} "
            f"({first}1); if he bids, doubles or redoubles, {name(offender)} may make any "
            f"legal call: comparable (23A) -> no rectification, otherwise {name(partner)} "
            f"must pass once ({first}2)"
        )
        return (text, (wait,)), first
    part1 = {"30B1(b)": "30B1(a)", "31B2": "31B1"}.get(section, section[:-1] + "1")
    effects = (
        ctx.ui(call, what="cancelled"),
        AwaitCall(offender, StepName.COMPARABLE, ctx.ref(section)),
    )
    text = (
        f"{name(partner)} may make any legal call (16C2 applies, {part1}); when "
        f"{name(offender)} calls, a comparable call (23A) brings no rectification, any other "
        f"call makes {name(partner)} pass once ({section})"
    )
    return (text, effects), part1


def _partner_called(ctx: Context) -> Spec:
    offender = ctx.offender
    kind = _kind(ctx)
    section = _comparable_section(ctx, kind)
    partner_call = ctx.record(ctx.procedure.trigger)
    ctx.fact(
        f"{name(offender.partner)} called {partner_call.call} at his turn before the "
        f"director came: {name(offender)}'s {ctx.call.call} is cancelled (16C2 applies)"
    )
    effects = (AwaitCall(offender, StepName.COMPARABLE, ctx.ref(section)),)
    text = (
        f"when {name(offender)} calls, a comparable call (23A) brings no rectification; any "
        f"other call makes {name(offender.partner)} pass once ({section})"
    )
    return Spec(ctx.ref(section), (ctx.option("rule", text, section, *effects),))


def _branch(section: str, letter: str, roman: str) -> str:
    """The subsection of a comparable (a, i) or non-comparable (b, ii) call: 30B1(b)(i),
    31A2(a), 32A2(b); 31B2 and 32B2 refer back to A2 and have no branches of their own."""
    if section.startswith("30"):
        return section + roman
    if section.endswith("B2"):
        return section
    return section + letter


def _comparable(ctx: Context) -> Spec:
    offender = ctx.offender
    partner = offender.partner
    withdrawn = ctx.call
    new = ctx.record(ctx.procedure.trigger)
    kind = _kind(ctx)
    section = _comparable_section(ctx, kind)
    ctx.fact(f"{name(offender)} now calls {new.call}; his cancelled call was {withdrawn.call}")
    if ctx.comparable(withdrawn.call, offender, new.call):
        law = _branch(section, "(a)", "(i)")
        effects: tuple[Effect, ...] = (
            ctx.review(
                "23C",
                "comparable call: adjust if, without the help of the infraction, the result "
                "could well have been different",
            ),
            Resolve(f"comparable call: no rectification ({law})"),
        )
        text = f"{new.call} is comparable: no further rectification; no lead restriction"
        return Spec(ctx.ref(law), (ctx.option("rule", text, law, *effects),))
    law = _branch(section, "(b)", "(ii)")
    effects = (
        ctx.next_pass(partner, law),
        ctx.lead("26B", withdrawn.call),
        ctx.ui(withdrawn),
        ctx.damage(),
        Resolve(f"not comparable: {name(partner)} must pass at his next turn ({law})"),
    )
    text = (
        f"{new.call} is not comparable: {name(partner)} must pass at his next turn; "
        "lead restrictions (26B) may apply"
    )
    return Spec(ctx.ref(law), (ctx.option("rule", text, law, *effects),))


# ------------------------------------------------------------ 1987-2007
def _declined_older(ctx: Context, kind: Kind) -> _Declined:
    """1987-2007: what follows when the call out of rotation is not accepted."""
    if kind == PASS_OOR:
        return _pass_declined_older(ctx)
    differs = AwaitCall(ctx.offender, StepName.DIFFERS, ctx.ref("26"))
    if kind == BID_OOR:
        return _bid_declined_older(ctx, differs)
    return _double_declined_older(ctx, differs)


def _pass_declined_older(ctx: Context) -> _Declined:
    """1987-2007 Law 30: a pass out of rotation before any bid (30A), at RHO's turn
    (30B1) or at partner's or LHO's turn (30B2)."""
    offender = ctx.offender
    partner = offender.partner
    damage = ctx.damage(ctx.edition.law_30_damage_ref())
    if ctx.auction.last_bid is None:
        effects: tuple[Effect, ...] = (
            ctx.next_pass(offender, "30A"),
            damage,
            Resolve(f"{name(offender)} must pass at his first turn (30A)"),
        )
        return (f"{name(offender)} must pass at his first turn (30A)", effects), "30A"
    if _where(ctx) is _Turn.RHO:
        effects = (
            ctx.next_pass(offender, "30B1"),
            Resolve(f"{name(offender)} must pass at his next turn (30B1)"),
        )
        return (f"{name(offender)} must pass at his next turn (30B1)", effects), "30B1"
    effects = (
        ctx.rest_pass(offender, "30B2(a)"),
        ImposeObligation(partner, ObligationKind.NO_DOUBLE, ctx.ref("30B2(b)")),
        ctx.ui(ctx.call, what="cancelled"),
        damage,
        Resolve(f"{name(offender)} must pass throughout (30B2)"),
    )
    text = (
        f"{name(offender)} must pass throughout (30B2(a)); {name(partner)} may make any "
        "sufficient bid or pass but may not double or redouble at this turn (30B2(b))"
    )
    return (text, effects), "30B2"


def _bid_declined_older(ctx: Context, differs: AwaitCall) -> _Declined:
    """1987-2007 Law 31: a bid out of rotation at RHO's turn (31A) or at partner's or
    LHO's turn (31B)."""
    offender = ctx.offender
    partner = offender.partner
    call = ctx.call
    if _where(ctx) is _Turn.RHO:
        repeat = ImposeObligation(offender, ObligationKind.MUST_REPEAT, ctx.ref("31A1"), call.call)
        wait = OnNextCall(
            ctx.irregularity.turn or offender.rho,
            ctx.ref("31A"),
            (repeat, Resolve(f"{name(offender)} must repeat {call.call} (31A1)")),
            (AwaitCall(offender, StepName.REPEAT, ctx.ref("31A2")),),
        )
        text = (
            f"if {name(offender.rho)} passes, {name(offender)} must repeat {call.call} "
            f"(31A1); if he bids, doubles or redoubles, {name(offender)} may make any "
            f"legal call: repeating the denomination makes {name(partner)} pass once, "
            "anything else makes him pass throughout with lead penalties (31A2)"
        )
        return (text, (wait,)), "31A"
    effects = (
        ctx.rest_pass(partner, "31B"),
        ctx.ui(call, what="cancelled"),
        ctx.damage(),
        differs,
    )
    text = (
        f"{name(partner)} must pass whenever it is his turn (31B); lead penalties (26) if "
        f"{name(offender)}'s call at his turn differs"
    )
    return (text, effects), "31B"


def _double_declined_older(ctx: Context, differs: AwaitCall) -> _Declined:
    """1987-2007 Law 32: a double or redouble out of rotation at partner's turn, or at
    RHO's turn (repeated if RHO passes; partner silenced if RHO bids)."""
    offender = ctx.offender
    partner = offender.partner
    call = ctx.call
    rho, partner_section = ctx.edition.law_32_sections()
    if _where(ctx) is _Turn.PARTNER:
        law = f"32{partner_section}"
        effects = (
            ctx.rest_pass(partner, law),
            ctx.ui(call, what="cancelled"),
            ctx.damage(),
            differs,
        )
        text = f"{name(partner)} must pass whenever it is his turn ({law}); Law 26 may apply"
        return (text, effects), law
    repeat = ImposeObligation(offender, ObligationKind.MUST_REPEAT, ctx.ref(f"32{rho}1"), call.call)
    silenced: tuple[Effect, ...] = (
        ctx.rest_pass(partner, f"32{rho}2"),
        ctx.ui(call, what="cancelled"),
        ctx.damage(),
        differs,
    )
    unsilenced: tuple[Effect, ...] = (ctx.ui(call, what="cancelled"), differs)
    wait = OnNextCall(
        ctx.irregularity.turn or offender.rho,
        ctx.ref(f"32{rho}"),
        (repeat, Resolve(f"{name(offender)} must repeat {call.call} (32{rho}1)")),
        silenced,
        None if ctx.edition.law_32b2_rho_double_silences() else unsilenced,
    )
    text = (
        f"if {name(offender.rho)} passes, {name(offender)} must repeat {call.call} (32{rho}1); "
        f"if he bids, {name(partner)} must pass throughout (32{rho}2); Law 26 may apply"
    )
    return (text, (wait,)), f"32{rho}"


def _repeat(ctx: Context) -> Spec:
    offender = ctx.offender
    partner = offender.partner
    withdrawn = ctx.call
    new = ctx.record(ctx.procedure.trigger)
    ctx.fact(f"{name(offender)} now calls {new.call}; his cancelled call was {withdrawn.call}")
    repeats = _repeats_denomination(ctx, withdrawn.call, new.call, offender)
    if repeats:
        effects: tuple[Effect, ...] = (
            ctx.next_pass(partner, "31A2(a)"),
            ctx.damage(),
            Resolve(f"the denomination is repeated: {name(partner)} passes once (31A2(a))"),
        )
        text = f"{new.call} repeats the denomination: {name(partner)} must pass at his next turn"
        return Spec(ctx.ref("31A2(a)"), (ctx.option("rule", text, "31A2(a)", *effects),))
    effects = (
        ctx.rest_pass(partner, "31A2(b)"),
        ctx.lead("26", withdrawn.call),
        ctx.ui(withdrawn),
        ctx.damage(),
        Resolve(f"{name(partner)} must pass throughout (31A2(b))"),
    )
    text = (
        f"{new.call} does not repeat the denomination: {name(partner)} must pass whenever it "
        "is his turn; lead penalties (26) may apply"
    )
    return Spec(ctx.ref("31A2(b)"), (ctx.option("rule", text, "31A2(b)", *effects),))


def _repeats_denomination(ctx: Context, withdrawn: Call, new: Call, offender: Seat) -> bool:
    if isinstance(withdrawn, Pass):
        return False  # an artificial pass out of rotation: 31A2(b) (2007)
    if ctx.edition.law_29c_specified_denomination() and ctx.yes(
        "29C", "29C", f"Was {name(offender)}'s {withdrawn} out of rotation artificial?"
    ):
        return ctx.yes(
            "31A2(a)",
            "31A2(a)",
            f"Does {new} repeat the denomination(s) {withdrawn} specified (29C)?",
        )
    return isinstance(new, Bid) and isinstance(withdrawn, Bid) and new.strain == withdrawn.strain


def _differs(ctx: Context) -> Spec:
    offender = ctx.offender
    withdrawn = ctx.call
    new = ctx.record(ctx.procedure.trigger)
    ctx.fact(f"{name(offender)}'s call at his turn is {new.call}; he withdrew {withdrawn.call}")
    differs = new.call != withdrawn.call or ctx.yes(
        "26",
        "26",
        f"Has {name(offender)}'s repeated {new.call} a substantially different meaning "
        "(then it counts as a different call)?",
    )
    if differs:
        effects: tuple[Effect, ...] = (
            ctx.lead("26", withdrawn.call),
            Resolve("a different final call: lead penalties (26) may apply"),
        )
        text = f"{new.call} differs from the withdrawn {withdrawn.call}: Law 26 may apply"
    else:
        effects = (Resolve("the same call: no lead penalty (26)"),)
        text = f"{new.call} repeats the withdrawn call: no lead penalty"
    return Spec(ctx.ref("26"), (ctx.option("rule", text, "26", *effects),))


# ------------------------------------------------------------------ 17D3
@register(Kind.SKIPPED_TURN)
def rule_skipped_turn(ctx: Context) -> Spec:
    """Law 17D3 (2007: 17E2; 1987/1997: 34): the auction reverts to the skipped player and
    the passes from the one out of rotation on are cancelled."""
    law = ctx.edition.law_17d3_ref()
    call = ctx.call
    skipped = ctx.irregularity.turn
    assert skipped is not None
    ctx.fact(
        f"{name(ctx.offender)}'s pass out of rotation skipped {name(skipped)}: three passes "
        "do not end the auction"
    )
    effects: list[Effect] = [CancelCallsFrom(call.index)]
    clause = ctx.edition.law_17d3_ui()
    if clause is not None:
        effects.append(ctx.ui(call, clause, what="cancelled"))
    effects.append(Resolve(f"the auction reverts to {name(skipped)} ({law})"))
    text = (
        f"the auction reverts to {name(skipped)}; the pass out of rotation and every later pass "
        "are cancelled; no other rectification"
    )
    return Spec(ctx.ref(law), (ctx.option("rule", text, law, *effects),))
