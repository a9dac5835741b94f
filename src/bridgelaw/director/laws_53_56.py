"""Laws 53-56: leads out of turn (scenarios T01-T04, T08, T09, T10).

* Law 54: the opening lead faced out of turn. The offender's partner's face-down lead
  goes back to his hand (54 intro; 1987: the same, INTERP). Presumed declarer must
  accept if he could have seen dummy's cards (54C); otherwise he chooses: accept (54B,
  he plays the second card from his own hand), spread his hand and become dummy (54A),
  or have the card withdrawn: a major penalty card, and Law 50D follows (54D; 1987/1997:
  Law 56).
* Law 55: declarer's lead out of turn, from either hand: either defender accepts it or
  has it withdrawn (2007/2017: the player next in turn after the irregular lead
  prevails when they disagree); withdrawn when a defender was on lead: no further
  rectification (55B1); from the wrong hand: he must lead from the correct one
  (55B2); 55C: information from the withdrawn card.
* Law 56: a defender's lead out of turn: declarer accepts it or has it withdrawn, a
  major penalty card (Law 50D).
* Law 53: acceptance by playing to it (53A, in the table); the proper lead by an
  opponent of the offender (2017 53B; 1987-2007 53C); the judgment (J11) when a card
  may be either; a lead out of turn at trick 13 is withdrawn (2017 footnote 16).

The other kinds of this family: a face-down opening lead by the wrong defender, or an
opening lead by declarer's side (54E, Law 24; the digest's INTERP).
"""

from __future__ import annotations

from bridgelaw.director.context import Context, Spec, name, one_or_several
from bridgelaw.director.director import register
from bridgelaw.director.play_common import (
    back,
    laws_play,
    play_record,
    play_state,
    rule_43b3,
    withdrawn_ui,
)
from bridgelaw.director.ruling import Option
from bridgelaw.laws.effects import Effect, FlagReview, Resolve
from bridgelaw.laws.irregularity import Kind
from bridgelaw.laws.play_classify import expected_leader
from bridgelaw.laws.play_effects import (
    AcceptPlay,
    DeferPlay,
    PenaltyKind,
    RequireLeadFrom,
    SpreadHand,
    SwapDeclarer,
)
from bridgelaw.laws.play_records import PlayStatus
from bridgelaw.laws.steps import StepName

__all__ = ["rule_declarer", "rule_defender", "rule_opening", "rule_wrong_opening"]


def _proper_or_play(ctx: Context) -> Spec:
    """J11: the proper leader's card may be his proper lead (53B) or a play to the
    irregular lead (53A)."""
    irregular = play_record(ctx)
    assert ctx.procedure.trigger is not None
    card = play_record(ctx, ctx.procedure.trigger)
    proper = ctx.edition.law_53_sections()[0]
    ctx.fact(
        f"{name(irregular.seat)} led {irregular.card} out of turn; {name(card.seat)}, the "
        f"proper leader and next in rotation, then played {card.card}"
    )
    if ctx.yes(
        proper,
        proper,
        f"Was {name(card.seat)}'s {card.card} his proper lead (Law {proper}) rather than a "
        "play to the irregular lead (53A)?",
    ):
        effects: tuple[Effect, ...] = (
            back(ctx, irregular, None, proper),
            withdrawn_ui(ctx, irregular),
            DeferPlay(card.index, as_lead=True),
            Resolve(f"the proper lead stands; {irregular.card} goes back (Law {proper})"),
        )
        text = f"{card.card} is the lead; {irregular.card} goes back without rectification"
        return Spec(ctx.ref(proper), (ctx.option("rule", text, proper, *effects),))
    effects = (
        AcceptPlay(irregular.index),
        DeferPlay(card.index),
        Resolve("the lead out of turn is accepted: the next player played to it (53A)"),
    )
    text = f"{irregular.card} stands as the lead; {card.card} is played to it"
    return Spec(ctx.ref("53A"), (ctx.option("rule", text, "53A", *effects),))


def _face_down_back(ctx: Context) -> list[Effect]:
    """54 intro: the offender's partner's face-down opening lead goes back to his hand."""
    down = laws_play(ctx).face_down()
    if down is None:
        return []
    law = ctx.edition.law_54_face_down_ref()
    ctx.fact(f"{name(down.seat)}'s face-down lead {down.card} goes back to his hand (Law {law})")
    return [back(ctx, down, None, law), withdrawn_ui(ctx, down)]


@register(Kind.OPENING_LEAD_OUT_OF_TURN)
def rule_opening(ctx: Context) -> Spec:
    """Law 54."""
    record = play_record(ctx)
    play = play_state(ctx)
    declarer, dummy = play.declarer, play.dummy
    ctx.fact(
        f"{name(record.seat)} faced {record.card} as the opening lead; "
        f"{name(play.leader)} was on lead"
    )
    intro = _face_down_back(ctx)
    refusal, penalty_law = ctx.edition.law_54_refusal()
    accept = ctx.option(
        "accept",
        f"{name(declarer)} accepts the lead: dummy is spread; he plays the second card from "
        "his own hand (a card from dummy could not be taken back, 54B2)",
        "54B",
        *intro,
        AcceptPlay(record.index),
        Resolve("the opening lead out of turn is accepted (54B)"),
    )
    began = _exposures(ctx)
    if dummy in laws_play(ctx).spread:
        forced = True
        ctx.fact(f"{name(dummy)} spread his cards: {name(declarer)} could see them")
    elif any(fact.seat == dummy for fact in ctx.state.facts if fact.kind is _EXPOSED):
        forced = True
        ctx.fact(f"{name(declarer)} could see the cards {name(dummy)} exposed (54C)")
    else:
        forced = ctx.yes(
            "54C",
            "54C",
            f"Could {name(declarer)} have seen any of dummy's cards (other than cards "
            "exposed during the auction and dealt with under Law 24)?",
        )
    if forced:
        ctx.fact(f"{name(declarer)} must accept the lead and remains declarer (54C)")
        if began:
            ctx.fact(
                f"{name(declarer)}'s exposed {' '.join(began)} "
                f"{one_or_several(len(began), 'goes', 'go')} back to his hand: no card "
                f"of declarer's becomes a penalty card (Law {ctx.ref('48A')})"
            )
        return Spec(ctx.ref("54C"), (accept,))
    spread = ctx.option(
        "spread",
        f"{name(declarer)} spreads his hand: he becomes dummy and {name(dummy)} declarer; "
        f"{record.card} stands as the lead",
        "54A",
        *intro,
        SwapDeclarer(dummy, ctx.ref("54A")),
        AcceptPlay(record.index),
        SpreadHand(declarer),
        Resolve(f"{name(declarer)} spread his hand and became dummy (54A)"),
    )
    if began:
        ctx.fact(
            f"{name(declarer)} began to spread his hand after the lead was faced, exposing "
            f"{' '.join(began)} (Law {ctx.ref('48B1')}): he must spread it all and becomes "
            "dummy (54A)"
        )
        return Spec(ctx.ref("54A"), (spread,), declarer)
    refuse = ctx.option(
        "refuse",
        f"{record.card} is withdrawn and becomes a major penalty card; {name(play.leader)} "
        "leads after declarer's choice under Law 50D2",
        refusal,
        *intro,
        back(ctx, record, PenaltyKind.MAJOR, penalty_law),
        ctx.damage(ctx.edition.law_50_damage_ref()),
        Resolve(f"withdrawn: a major penalty card (Law {refusal})"),
    )
    return Spec(ctx.ref("54"), (accept, spread, refuse), declarer)


_EXPOSED = Kind.EXPOSED_CARD_PLAY


def _exposures(ctx: Context) -> list[str]:
    """The cards presumed declarer showed after the opening lead was faced out of turn
    (he began to spread his hand, 54A), as text; a card of his dropped or named is stated
    as no penalty card (48A). The facts are those the table records while the lead waits
    (``table/play_actions.py``): this ruling is made before the lead is accepted."""
    declarer = play_state(ctx).declarer
    began: list[str] = []
    for fact in ctx.state.facts:
        if fact.kind is not _EXPOSED or fact.seat != declarer:
            continue
        if fact.note == "54A":
            began += [str(card) for card in fact.cards]
        else:
            shown = " ".join(str(card) for card in fact.cards)
            ctx.fact(
                f"{name(declarer)}'s {shown} ({fact.detail}) is not a penalty card and goes "
                f"back to his hand (Law {ctx.ref('48A')})"
            )
    return began


def _trick13(ctx: Context, law: str) -> Spec | None:
    record = play_record(ctx)
    if record.trick != 13 or not ctx.edition.law_53a_trick13_withdrawn():
        return None
    ctx.fact("a lead out of turn at trick 13 cannot be accepted (Law 53A, footnote 16)")
    effects = (
        back(ctx, record, None, law),
        withdrawn_ui(ctx, record),
        Resolve("withdrawn: a lead out of turn at trick 13 (53A)"),
    )
    option = ctx.option("withdraw", f"{record.card} is withdrawn", "53A", *effects)
    return Spec(ctx.ref("53A"), (option,))


@register(Kind.DEFENDER_LEAD_OUT_OF_TURN)
def rule_defender(ctx: Context) -> Spec:
    """Law 56."""
    if ctx.step == StepName.PROPER_OR_PLAY:
        return _proper_or_play(ctx)
    record = play_record(ctx)
    play = play_state(ctx)
    proper = expected_leader(laws_play(ctx), play)
    ctx.fact(f"{name(record.seat)} led {record.card}: {name(proper)} was on lead")
    special = _trick13(ctx, "53A") or rule_43b3(ctx)
    if special is not None:
        return special
    accept_law, refuse_law = ctx.edition.law_56_sections()
    accept = ctx.option(
        "accept",
        f"declarer accepts {record.card} as the lead; the next card is played from "
        f"{name(record.seat.lho)}'s hand",
        accept_law,
        AcceptPlay(record.index),
        Resolve(f"accepted (Law {accept_law})"),
    )
    after = (
        f"{name(proper)} leads after declarer's choice under Law 50D2"
        if proper == record.seat.partner
        else f"declarer leads from {name(proper)}'s hand; the penalty card must be played at "
        "the first legal opportunity (50D1)"
    )
    refuse = ctx.option(
        "refuse",
        f"{record.card} is withdrawn and becomes a major penalty card; {after}",
        refuse_law,
        back(ctx, record, PenaltyKind.MAJOR, refuse_law),
        ctx.damage(ctx.edition.law_50_damage_ref()),
        Resolve(f"withdrawn: a major penalty card (Law {refuse_law})"),
    )
    return Spec(ctx.ref("56"), (accept, refuse), play.declarer)


@register(Kind.DECLARER_LEAD_OUT_OF_TURN)
def rule_declarer(ctx: Context) -> Spec:
    """Law 55."""
    if ctx.step == StepName.PROPER_OR_PLAY:
        return _proper_or_play(ctx)
    record = play_record(ctx)
    play = play_state(ctx)
    proper = expected_leader(laws_play(ctx), play)
    hand = "dummy" if record.seat == play.dummy else "his own hand"
    ctx.fact(f"declarer led {record.card} from {hand}: {name(proper)} was on lead")
    special = _trick13(ctx, "55B")
    if special is not None:
        return special
    nxt = record.seat.lho
    if ctx.edition.law_55a_tie_break():
        ctx.fact(
            f"either defender may choose; if they disagree, {name(nxt)}'s choice (the player "
            "next in turn after the irregular lead) prevails (55A)"
        )
        chooser = nxt
    else:
        ctx.fact(
            "either defender may choose; this edition has no rule for when they disagree "
            "(the director decides)"
        )
        chooser = None
    accept = ctx.option(
        "accept",
        f"{record.card} stands as the lead; {name(nxt)} plays next",
        "55A",
        AcceptPlay(record.index),
        Resolve("accepted (55A, 53A)"),
    )
    law55c, text55c = ctx.edition.law_55c()
    flag = FlagReview(ctx.ref(law55c), text55c, play.declarer.side)
    refuse: Option
    if proper.side == play.declarer.side:
        refuse = ctx.option(
            "refuse",
            f"{record.card} goes back to {hand}; declarer must lead from "
            f"{name(proper)}'s hand (any card)",
            "55B2",
            back(ctx, record, None, "55B2"),
            RequireLeadFrom(proper, ctx.ref("55B2")),
            withdrawn_ui(ctx, record),
            flag,
            Resolve("withdrawn: declarer leads from the correct hand (55B2)"),
        )
    else:
        refuse = ctx.option(
            "refuse",
            f"{record.card} goes back to {hand} with no further rectification; "
            f"{name(proper)} leads",
            "55B1",
            back(ctx, record, None, "55B1"),
            withdrawn_ui(ctx, record),
            flag,
            Resolve("withdrawn without further rectification (55B1)"),
        )
    return Spec(ctx.ref("55A"), (accept, refuse), chooser)


@register(Kind.WRONG_OPENING_LEAD)
def rule_wrong_opening(ctx: Context) -> Spec:
    """Law 54E (an opening lead by declarer's side: Law 24, the card goes back, 24D; 2007:
    24's intro; 1987/1997: no 54E, Law 24 alone) and
    a face-down opening lead by the wrong defender (Law 24, the digest's INTERP): the
    card is withdrawn; a defender's becomes a major penalty card (deliberately led;
    1987-2007: declarer may treat it as one)."""
    record = play_record(ctx)
    play = play_state(ctx)
    offender = record.seat
    face_down = record.status is PlayStatus.FACE_DOWN
    how = "face down" if face_down else "face up"
    ctx.fact(f"{name(offender)} led {record.card} {how}; {name(play.leader)} is on lead")
    if offender.side == play.declarer.side:
        section, returned = ctx.edition.law_54e_refs()
        cited = section if section == returned else f"{section}, {returned}"
        effects: tuple[Effect, ...] = (
            back(ctx, record, None, returned),
            Resolve(f"returned to the hand: the declaring side ({cited})"),
        )
        text = f"{record.card} goes back to {name(offender)}'s hand; no rectification"
        return Spec(ctx.ref(section), (ctx.option("rule", text, returned, *effects),))
    if ctx.edition.law_24e_automatic_penalty_cards():
        effects = (
            back(ctx, record, PenaltyKind.MAJOR, "24E"),
            Resolve("withdrawn: a major penalty card (24E, 50B)"),
        )
        text = (
            f"{record.card} is withdrawn and becomes a major penalty card of "
            f"{name(offender)}; {name(play.leader)} leads after declarer's choice (50D2)"
        )
        return Spec(ctx.ref("24E"), (ctx.option("rule", text, "24E", *effects),))
    penalty = ctx.option(
        "penalty",
        f"declarer treats {record.card} as a (major) penalty card",
        "24",
        back(ctx, record, PenaltyKind.MAJOR, "24"),
        Resolve("withdrawn: treated as a penalty card (24)"),
    )
    hand = ctx.option(
        "return",
        f"{record.card} goes back to {name(offender)}'s hand",
        "24",
        back(ctx, record, None, "24"),
        withdrawn_ui(ctx, record),
        Resolve("returned to the hand (24)"),
    )
    return Spec(ctx.ref("24"), (penalty, hand), play.declarer)
