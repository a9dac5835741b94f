"""Law 24: a card exposed or led during the auction period (scenario T22).

``made`` (the director has seen the cards): they lie face up until the auction
period ends. 24A: a single card below honour rank, not led prematurely: no further
rectification. 24B: a single honour, or a card led prematurely, and 24C: two or more
cards: the offender's partner must pass at his next turn. 24D/24E: when the play
starts they go back to the hand of declarer or dummy, and become penalty cards of a
defender (2017; 1987-2007: declarer *may treat* them as penalty cards, ruled when
the play starts as ``Kind.EXPOSED_CARD_OPTION``).
"""

from __future__ import annotations

from bridgelaw.core.cards import Rank
from bridgelaw.director.context import Context, Spec, name, one_or_several
from bridgelaw.director.director import register
from bridgelaw.laws.effects import Effect, ExposeCards, RecordUI, Resolve, TreatAsPenaltyCards
from bridgelaw.laws.irregularity import Kind

__all__ = ["rule", "rule_option"]


@register(Kind.EXPOSED_CARD)
def rule(ctx: Context) -> Spec:
    """24A/24B/24C."""
    subject = ctx.irregularity.subject
    assert subject is not None
    fact = ctx.state.facts[subject]
    offender = fact.seat
    partner = offender.partner
    cards = fact.cards
    shown = " ".join(str(c) for c in cards)
    honours = [c for c in cards if c.rank >= Rank.TEN]
    ctx.fact(
        f"{name(offender)}'s {shown} could be seen by his partner; "
        + ("a card was led prematurely" if fact.led else "no card was led")
    )
    if len(cards) >= 2:
        law = "24C"
    elif honours or fact.led:
        law = "24B"
    else:
        law = "24A"
    effects: list[Effect] = [ExposeCards(offender, cards, ctx.ref(law), fact.led)]
    clause = ctx.edition.law_24_ui()
    if clause is not None:
        effects.append(
            RecordUI(f"{name(offender)}'s exposed {shown}", ctx.ref(clause), offender.side)
        )
    one = len(cards) == 1
    stays = f"{shown} {'stays' if one else 'stay'} face up until the auction period ends"
    if law == "24A":
        text = f"{stays}; no further rectification"
    else:
        effects += [ctx.next_pass(partner, law), ctx.damage()]
        text = f"{stays}; {name(partner)} must pass at his next turn"
    if ctx.edition.law_24e_automatic_penalty_cards():
        penalty = "a penalty card" if one else "penalty cards"
        text += f"; {penalty} if {name(offender)} becomes a defender (24E)"
    else:
        them = "it as a penalty card" if one else "them as penalty cards"
        text += f"; declarer may treat {them} if {name(offender)} defends"
    effects.append(Resolve(f"{'exposed card' if one else 'exposed cards'} ({law})"))
    return Spec(ctx.ref(law), (ctx.option("rule", text, law, *effects),))


@register(Kind.EXPOSED_CARD_OPTION)
def rule_option(ctx: Context) -> Spec:
    """1987-2007 Law 24: declarer may treat a defender's exposed cards as penalty cards."""
    subject = ctx.irregularity.subject
    assert subject is not None
    fact = ctx.state.facts[subject]
    shown = " ".join(str(c) for c in fact.cards)
    exposed = one_or_several(len(fact.cards), "was", "were")
    ctx.fact(f"{name(fact.seat)} is a defender; his {shown} {exposed} exposed during the auction")
    penalty = ctx.option(
        "penalty",
        f"declarer treats {shown} as "
        + one_or_several(len(fact.cards), "a penalty card", "penalty cards")
        + " (Laws 50, 51)",
        "24",
        TreatAsPenaltyCards(fact.seat, ctx.ref("24")),
        Resolve("treated as penalty cards (24)"),
    )
    back = ctx.option(
        "return",
        f"{shown} go back to {name(fact.seat)}'s hand",
        "24",
        Resolve("returned to the hand (24)"),
    )
    return Spec(ctx.ref("24"), (penalty, back), ctx.table.declarer)
