"""Laws 41-47: correct procedure in the play and its small irregularities (scenario T21).

* Law 43B2(a): dummy, having breached 43A2, warns declarer against leading from the
  wrong hand: either defender chooses the hand declarer leads from.
* Law 45D: dummy placed a card declarer did not name: it is withdrawn if attention is
  drawn before each side has played to the next trick (the table lets the procedure
  lapse after that, 45D2).
* Law 45E: a card played by a player who has already played to the trick: a defender's
  becomes a penalty card, declarer's goes back, unless the director decides it was a
  lead to the next trick (then it is led when the trick is complete, Laws 53-56).
* Laws 45C2, 45C3: declarer held a card of his own near the table, or touched one of
  dummy's: the director decides (JUDGMENT) whether it was played; if so it is played.
* Law 46B: an incomplete designation of dummy's card: the table plays the deemed card
  (:mod:`bridgelaw.laws.designation`); the director rules when called (declarer's
  different intention incontrovertible?) and when someone must still choose (46B3(b),
  46B4: declarer; 46B5: either defender; 1987 "win" and no card known to win: the
  director).
* Laws 45C4(b), 47: retraction of a played card: an unintended designation (2017: of a
  card from dummy by declarer, until he next plays; 1987-2007: any player, without
  pause for thought), after an opponent changed his card (47D), a lead or play out of
  turn after an opponent said it was his turn (47E1), a card played after a mistaken
  explanation (47E2; 2007/2017: not an opening lead once dummy is faced; too late: an
  adjusted score, 47E2(b), 1987/1997 Law 40C); otherwise the card stands (47F2).
"""

from __future__ import annotations

from bridgelaw.core.cards import Card
from bridgelaw.core.seats import Seat
from bridgelaw.director.context import Context, Spec, name
from bridgelaw.director.director import register
from bridgelaw.director.play_common import (
    back,
    laws_play,
    penalty_kind,
    play_record,
    play_state,
    rule_43b3,
    withdrawn_ui,
)
from bridgelaw.laws.effects import Effect, FlagReview, Resolve
from bridgelaw.laws.irregularity import Kind
from bridgelaw.laws.play import PlayState
from bridgelaw.laws.play_effects import (
    AcceptPlay,
    CommitCard,
    DeferPlay,
    PenaltyKind,
    RequireLeadFrom,
)
from bridgelaw.laws.play_records import PlayRecord, PlayStatus, is_honour
from bridgelaw.laws.reports import Handling, Retraction

__all__ = [
    "rule_designation",
    "rule_dummy",
    "rule_fifth",
    "rule_handled",
    "rule_retraction",
    "rule_unnamed",
]


@register(Kind.CARD_HANDLED)
def rule_handled(ctx: Context) -> Spec:
    """Laws 45C2, 45C3: was the card declarer handled played? (JUDGMENT)"""
    subject = ctx.irregularity.subject
    assert subject is not None
    fact = ctx.state.facts[subject]
    play = play_state(ctx)
    [card] = fact.cards
    held = fact.detail is Handling.HELD
    law = "45C2" if held else "45C3"
    if held:
        ctx.fact(f"declarer held his {card} near the table without naming or playing it")
        question = (
            f"Was declarer's {card} held face up, touching or nearly touching the table, or "
            "in a position indicating that it had been played?"
        )
    else:
        ctx.fact(f"declarer touched dummy's {card}")
        question = (
            f"Did declarer deliberately touch dummy's {card}, other than to arrange dummy's "
            "cards or to reach a card above or below it?"
        )
    if ctx.yes(law, law, question):
        text = f"{card} is played (Law {law})"
        effects: tuple[Effect, ...] = (
            CommitCard(fact.seat, card, play.declarer, law),
            Resolve(text),
        )
        return Spec(ctx.ref(law), (ctx.option("rule", text, law, *effects),))
    text = f"{card} was not played: it stays in {name(fact.seat)}'s hand (Law {law})"
    return Spec(ctx.ref(law), (ctx.option("rule", text, law, Resolve(text)),))


@register(Kind.DUMMY_INFRACTION)
def rule_dummy(ctx: Context) -> Spec:
    """Law 43B2(a)."""
    play = play_state(ctx)
    declarer = play.declarer
    ctx.fact(
        "dummy, having breached Law 43A2, warned declarer against leading from the wrong "
        "hand: either defender chooses the hand declarer leads from (43B2(a))"
    )
    options = tuple(
        ctx.option(
            f"lead-from-{hand.letter}",
            f"declarer leads from {name(hand)}'s hand",
            "43B2(a)",
            RequireLeadFrom(hand, ctx.ref("43B2(a)")),
            Resolve(f"declarer leads from {name(hand)} (43B2(a))"),
        )
        for hand in (declarer, declarer.partner)
    )
    return Spec(ctx.ref("43B2(a)"), options, declarer.lho)


@register(Kind.DUMMY_UNNAMED_CARD)
def rule_unnamed(ctx: Context) -> Spec:
    """Law 45D1."""
    record = play_record(ctx)
    ctx.fact(f"dummy placed {record.card}, which declarer did not name")
    effects: tuple[Effect, ...] = (
        back(ctx, record, None, "45D1"),
        Resolve(f"{record.card} withdrawn (45D1)"),
    )
    text = (
        f"{record.card} goes back to dummy; declarer names dummy's card (a defender who "
        "played after it may change his card, 47D)"
    )
    return Spec(ctx.ref("45D1"), (ctx.option("rule", text, "45D1", *effects),))


@register(Kind.FIFTH_CARD)
def rule_fifth(ctx: Context) -> Spec:
    """Law 45E."""
    record = play_record(ctx)
    play = play_state(ctx)
    offender = ctx.offender
    defender = offender.side != play.declarer.side
    section = "45E1" if defender else "45E2"
    ctx.fact(
        f"{name(record.seat)} played {record.card} after he had already played to trick "
        f"{record.trick}"
    )
    if defender:
        special = rule_43b3(ctx)
        if special is not None:
            return special
    law = "53" if defender else "55"
    if ctx.yes(
        section,
        section,
        f"Was {record.card} a lead to the next trick (then Law {law} applies)?",
    ):
        effects: tuple[Effect, ...] = (
            DeferPlay(record.index, as_lead=True),
            Resolve(f"a lead to the next trick ({section})"),
        )
        text = f"{record.card} is {name(record.seat)}'s lead to the next trick"
        return Spec(ctx.ref(section), (ctx.option("rule", text, section, *effects),))
    if not defender:
        effects = (back(ctx, record, None, "45E2"), Resolve("returned (45E2)"))
        text = f"{record.card} goes back to the hand with no further rectification"
        return Spec(ctx.ref("45E2"), (ctx.option("rule", text, "45E2", *effects),))
    deliberate = is_honour(record.card) or not ctx.yes(
        "50B", "50B", f"Was {record.card} exposed inadvertently?"
    )
    kind = penalty_kind((record.card,), deliberate=deliberate)
    if laws_play(ctx).penalty_cards(offender):
        kind = PenaltyKind.MAJOR
    effects = (back(ctx, record, kind, "45E1"), Resolve(f"a {kind} penalty card (45E1, 50)"))
    text = f"{record.card} becomes a {kind} penalty card"
    return Spec(ctx.ref("45E1"), (ctx.option("rule", text, "45E1", *effects),))


@register(Kind.DESIGNATION)
def rule_designation(ctx: Context) -> Spec:
    """Law 46B."""
    subject = ctx.irregularity.subject
    assert subject is not None
    fact = ctx.state.facts[subject]
    play = play_state(ctx)
    declarer, dummy = play.declarer, play.dummy
    law = str(ctx.irregularity.law)
    text = fact.note or ""
    index = ctx.irregularity.play_index
    if index is not None:
        record = play_record(ctx)
        ctx.fact(f"declarer said {text!r}: {record.card} is deemed designated (Law {law})")
        still = record.status is PlayStatus.PLAYED
        away = {r.card for r in laws_play(ctx).records if r.status is not PlayStatus.WITHDRAWN}
        held = [c for c in play.hands[dummy] if c not in away]
        answers = ("no", *(str(c) for c in sorted(held, reverse=True)))
        answer = ctx.ask(
            "46B",
            "46B",
            "Is it incontrovertible that declarer intended a different card? (no, or the card "
            "he intended)",
            answers if still else ("no",),
        )
        if answer == "no":
            effects: tuple[Effect, ...] = (Resolve(f"{record.card} stands (Law {law})"),)
            return Spec(ctx.ref(law), (ctx.option("rule", f"{record.card} stands", law, *effects),))
        intended = Card.parse(answer)
        effects = (
            back(ctx, record, None, "46B"),
            CommitCard(dummy, intended, declarer, text),
            Resolve(f"declarer's intended {intended} is played (46B)"),
        )
        return Spec(
            ctx.ref("46B"),
            (ctx.option("rule", f"{intended} is played instead", "46B", *effects),),
        )
    ctx.fact(ctx.irregularity.reason)
    gone = {r.card for r in laws_play(ctx).records if r.status is not PlayStatus.WITHDRAWN}
    candidates = tuple(c for c in fact.cards if c not in gone and c in play.hands[dummy])
    chooser: Seat | None = None
    who = "the director"
    if law == "46B5":
        chooser, who = dummy.lho, "either defender"
    elif law in ("46B3(b)", "46B4"):
        chooser, who = declarer, "declarer"
    ctx.fact(f"declarer said {text!r}: no card is deemed designated; {who} designates (Law {law})")
    options = tuple(
        ctx.option(
            f"play-{card}",
            f"dummy plays {card}",
            law,
            CommitCard(dummy, card, declarer, text),
            Resolve(f"{card} designated ({law})"),
        )
        for card in candidates
    )
    return Spec(ctx.ref(law), options, chooser)


@register(Kind.RETRACTION)
def rule_retraction(ctx: Context) -> Spec:
    """Laws 45C4(b), 47."""
    subject = ctx.irregularity.subject
    assert subject is not None
    detail = ctx.state.facts[subject].detail
    reason = detail if isinstance(detail, Retraction) else Retraction.OTHER
    record = play_record(ctx)
    play = play_state(ctx)
    seat = record.seat
    ctx.fact(f"{name(seat)} wants to take back {record.card} ({reason})")
    stands = ctx.option(
        "stands",
        f"{record.card} stands: a played card may not be withdrawn otherwise (47F2)",
        "47F2",
        Resolve(f"{record.card} stands (47F2)"),
    )
    law, allowed = _grounds(ctx, reason, record, play)
    if allowed is None:
        return Spec(ctx.ref("47F2"), (stands,))
    if not allowed:
        flag = ctx.edition.law_47e2b_ref()
        if reason is Retraction.MISINFORMATION:
            ctx.fact(f"it is too late to withdraw it: the director may adjust ({flag})")
            late = ctx.option(
                "stands",
                f"{record.card} stands; the director may award an adjusted score ({flag})",
                flag,
                FlagReview(ctx.ref(flag), "a card played on misinformation", seat.side.other),
                Resolve(f"too late to withdraw ({flag})"),
            )
            return Spec(ctx.ref(flag), (late,))
        return Spec(ctx.ref("47F2"), (stands,))
    effects: list[Effect] = [back(ctx, record, None, law)]
    if record.seat.side != play.declarer.side or reason is not Retraction.SLIP:
        effects.append(withdrawn_ui(ctx, record))
    effects.append(Resolve(f"withdrawn without further rectification ({law})"))
    text = f"{record.card} goes back to the hand without further rectification"
    if reason is Retraction.SLIP:
        text += "; an opponent who played after it may change his card (47D)"
    withdraw = ctx.option("withdraw", text, law, *effects)
    pending = record.status is PlayStatus.PENDING
    if reason is Retraction.MISINFORMED_TURN and pending and ctx.edition.law_47e1_lho_may_accept():
        lho = record.seat.lho
        ctx.fact(f"this edition does not forbid {name(lho)} to accept the lead (47E1)")
        accept = ctx.option(
            "accept",
            f"{name(lho)} accepts {record.card} as a lead or play in turn",
            "47E1",
            AcceptPlay(record.index),
            Resolve("accepted by the offender's left-hand opponent (47E1)"),
        )
        return Spec(ctx.ref(law), (withdraw, accept), lho)
    return Spec(ctx.ref(law), (withdraw,))


def _grounds(
    ctx: Context, reason: Retraction, record: PlayRecord, play: PlayState
) -> tuple[str, bool | None]:
    """The Law and whether the card may be withdrawn (``None``: no ground at all)."""
    seat = record.seat
    later = [
        r
        for r in laws_play(ctx).records
        if r.index > record.index and r.status is not PlayStatus.WITHDRAWN
    ]
    if reason is Retraction.SLIP:
        return _slip(ctx, record, play, later)
    if reason is Retraction.OPPONENT_CHANGED:
        return _opponent_changed(ctx, record, play)
    if reason is Retraction.MISINFORMED_TURN:
        return "47E1", ctx.yes(
            "47E1",
            "47E1",
            f"Did an opponent wrongly tell {name(seat)} that it was his turn to lead or play?",
        )
    if reason is Retraction.MISINFORMATION:
        return _misinformation(ctx, record, play, later)
    return "47F2", None


def _slip(
    ctx: Context, record: PlayRecord, play: PlayState, later: list[PlayRecord]
) -> tuple[str, bool | None]:
    """Law 47C via 45C4(b): an unintended designation (a slip of the tongue), changed
    without pause for thought; in some editions only declarer's designation from dummy,
    and only until he plays again."""
    if ctx.edition.law_45c4b_declarer_only():
        if record.seat != play.dummy or record.by != play.declarer:
            ctx.fact("only declarer's designation of a card from dummy may be changed (45C4(b))")
            return "47F2", None
        if any(r.by == play.declarer for r in later):
            ctx.fact("declarer has played again since: too late (45C4(b))")
            return "47F2", None
    question = ctx.edition.law_45c4b_question().format(seat=name(record.by), card=record.card)
    return "47C", ctx.yes("45C4(b)", "45C4(b)", question)


def _opponent_changed(ctx: Context, record: PlayRecord, play: PlayState) -> tuple[str, bool | None]:
    """Law 47D: an opponent changed his card after the player played; in some editions
    not for declarer's side once dummy's unnamed card was withdrawn in the trick (45D)."""
    seat = record.seat
    if seat.side == play.declarer.side and not ctx.edition.law_45d_declarer_may_retract():
        after_45d = any(
            p.irregularity.kind is Kind.DUMMY_UNNAMED_CARD
            and p.irregularity.play_index is not None
            and laws_play(ctx).records[p.irregularity.play_index].trick == record.trick
            for p in ctx.state.procedures
        )
        if after_45d:
            ctx.fact(
                "dummy's unnamed card was withdrawn in this trick: this edition lets only "
                "a defender take back a card played after it (45D)"
            )
            return "45D", None
    return "47D", ctx.yes(
        "47D",
        "47D",
        f"Did an opponent change the card he had played to this trick after {name(seat)} played?",
    )


def _misinformation(
    ctx: Context, record: PlayRecord, play: PlayState, later: list[PlayRecord]
) -> tuple[str, bool | None]:
    """Law 47E2(a): a card played after an opponent's mistaken explanation may be
    withdrawn, unless a card was played to the trick after it (or, by edition, dummy is
    faced after the opening lead)."""
    if not ctx.yes(
        "47E2(a)",
        "47E2(a)",
        f"Did {name(record.seat)} play {record.card} after an opponent's mistaken explanation, "
        "before it was corrected?",
    ):
        return "47F2", None
    same_trick = [r for r in later if r.trick == record.trick and r.status is PlayStatus.PLAYED]
    opening = record.trick == 1 and record.lead
    dummy_faced = play.opening_lead_made and record.status is not PlayStatus.FACE_DOWN
    if same_trick or (opening and dummy_faced and ctx.edition.law_47e2_opening_lead_limit()):
        return "47E2(a)", False
    return "47E2(a)", True
