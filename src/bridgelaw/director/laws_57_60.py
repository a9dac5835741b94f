"""Laws 57-60: premature leads and plays, simultaneous plays, play after an illegal play
(scenarios T10-T13).

* Law 57A: a defender leads to the next trick before his partner has played to this
  one, or plays before his partner: the card is a major penalty card and declarer
  chooses what the partner plays to the trick: his highest card of the suit led, his
  lowest, a card of another suit declarer names (2017 only), or not a card of another
  suit declarer names. 57B/59: a partner who cannot comply plays any card.
* 57C1: no rectification when declarer has played from both hands (the table lets the
  card stand as his play at his turn); 57C3 (2007 57C2): declarer's premature play is
  played and, if legal, cannot be withdrawn (the table commits it); if not legal it
  goes back (Law 48A: never a penalty card).
* 2017 57D: a defender plays at his RHO's turn: Law 16; a legal card is played at his
  proper turn, another becomes a major penalty card. Before 2017 there is no 57D: the
  card was exposed, a penalty card (Law 49; major, deliberately played: INTERP).
* Law 58B2: several cards faced at once: the player names the one he plays; a
  defender's other faced cards become penalty cards (50B: minor for a single card
  below honour rank, two or more are all major).
* Law 60B: a defender plays after declarer was required to withdraw a lead out of turn
  and before he led from the correct hand: a major penalty card.
* Law 60A (in the table): a non-offender who plays after the irregularity accepts it.
"""

from __future__ import annotations

from bridgelaw.core.cards import SUITS_HIGH_FIRST, Suit
from bridgelaw.director.context import Context, Spec, name, one_or_several
from bridgelaw.director.director import register
from bridgelaw.director.play_common import (
    back,
    follows,
    laws_play,
    play_record,
    play_state,
    rule_43b3,
    suit_name,
    withdrawn_ui,
)
from bridgelaw.director.ruling import Option
from bridgelaw.editions import Law57AOption
from bridgelaw.laws.effects import Effect, RecordUI, Resolve
from bridgelaw.laws.irregularity import Kind
from bridgelaw.laws.play_effects import DeferPlay, PenaltyKind, RestrictPlay
from bridgelaw.laws.play_records import PlayRecord, RestrictionKind, is_honour
from bridgelaw.laws.reports import DummyInfractionKind

__all__ = ["rule_before_correct_lead", "rule_premature", "rule_simultaneous"]


@register(Kind.PREMATURE_PLAY)
def rule_premature(ctx: Context) -> Spec:
    """Law 57."""
    record = play_record(ctx)
    play = play_state(ctx)
    offender = ctx.offender
    law = str(ctx.irregularity.law)
    if offender.side == play.declarer.side:
        ctx.fact(f"declarer played {record.card} prematurely; it is not a legal play")
        effects: tuple[Effect, ...] = (
            back(ctx, record, None, law),
            Resolve(f"declarer's card goes back: not a legal play ({law})"),
        )
        text = f"{record.card} goes back to the hand (no penalty card, 48A)"
        return Spec(ctx.ref(law), (ctx.option("rule", text, law, *effects),))
    special = rule_43b3(ctx)
    if special is not None:
        return special
    if law == "57D":
        return _57d(ctx)
    if law == "57":
        ctx.fact(
            f"{name(offender)} played {record.card} at his right-hand opponent's turn; this "
            "edition has no Law 57D: the card was exposed, a penalty card (49; major, 50B)"
        )
        effects = (
            back(ctx, record, PenaltyKind.MAJOR, "49"),
            RecordUI(f"{name(offender)}'s {record.card}", ctx.ref("16"), offender.side),
            Resolve("a major penalty card (49, 50B)"),
        )
        text = f"{record.card} becomes a major penalty card; {name(offender)} plays at his turn"
        return Spec(ctx.ref("49"), (ctx.option("rule", text, "49", *effects),))
    return _57a(ctx)


def _57d(ctx: Context) -> Spec:
    record = play_record(ctx)
    play = play_state(ctx)
    offender = ctx.offender
    ui = RecordUI(f"{name(offender)}'s {record.card} played early", ctx.ref("16"), offender.side)
    if follows(play, offender, record.card):
        ctx.fact(
            f"{name(offender)} played {record.card} at his right-hand opponent's turn; it is "
            "a legal play: it is played at his proper turn (57D); Law 16 applies"
        )
        effects: tuple[Effect, ...] = (
            DeferPlay(record.index),
            ui,
            Resolve("played at his proper turn (57D)"),
        )
        text = f"{record.card} will be {name(offender)}'s card to this trick"
    else:
        ctx.fact(
            f"{name(offender)} played {record.card} at his right-hand opponent's turn; it is "
            "not a legal play to the trick: a major penalty card (57D)"
        )
        effects = (
            back(ctx, record, PenaltyKind.MAJOR, "57D"),
            ui,
            Resolve("not a legal play: a major penalty card (57D)"),
        )
        text = f"{record.card} becomes a major penalty card; {name(offender)} plays at his turn"
    return Spec(ctx.ref("57D"), (ctx.option("rule", text, "57D", *effects),))


def _dummy_prompted(ctx: Context, trick: int) -> bool:
    """Whether dummy suggested a card (45F) or placed one on his own initiative in this
    trick: then the director is asked about Law 57C2."""
    play = play_state(ctx)
    suggested = any(
        f.kind is Kind.DUMMY_INFRACTION
        and f.detail is DummyInfractionKind.SUGGEST
        and f.trick == trick
        for f in ctx.state.facts
    )
    own = any(
        r.seat == play.dummy and r.by == play.dummy and r.trick == trick
        for r in laws_play(ctx).records
    )
    return suggested or own


def _57a(ctx: Context) -> Spec:
    record = play_record(ctx)
    play = play_state(ctx)
    offender = ctx.offender
    partner = offender.partner
    trick = len(play.tricks) + 1
    led = play.led_suit
    assert led is not None
    if _dummy_prompted(ctx, trick):
        prompted = _57c2(ctx, record)
        if prompted is not None:
            return prompted
    what = "led to the next trick" if record.lead else "played out of turn"
    ctx.fact(
        f"{name(offender)} {what} {record.card} before his partner {name(partner)} played to "
        f"trick {trick}: a major penalty card (57A)"
    )
    common: list[Effect] = [back(ctx, record, PenaltyKind.MAJOR, "57A")]
    options: list[Option] = []
    for option in ctx.edition.law_57a_options():
        law = ctx.edition.law_57a_option_ref(option)
        if option in (Law57AOption.HIGHEST, Law57AOption.LOWEST):
            kind = (
                RestrictionKind.HIGHEST
                if option is Law57AOption.HIGHEST
                else RestrictionKind.LOWEST
            )
            options.append(
                ctx.option(
                    option,
                    f"{name(partner)} must play his {option} {suit_name(led)[:-1]} (any card if "
                    "he has none, 59)",
                    law,
                    *common,
                    RestrictPlay(partner, kind, trick, ctx.ref(law)),
                    Resolve(f"{option} {suit_name(led)[:-1]} ({law})"),
                )
            )
        else:
            options += _57a_suit_options(ctx, option, law, led, trick, common)
    return Spec(ctx.ref("57A"), tuple(options), play.declarer)


def _57c2(ctx: Context, record: PlayRecord) -> Spec | None:
    """Law 57C2: the premature play stands without rectification if dummy chose or
    suggested a card before his RHO played (the director judges); ``None`` if not."""
    law = ctx.edition.law_57c_dummy_ref()
    offender = ctx.offender
    if not ctx.yes(
        "57C2",
        law,
        f"Did dummy choose a card on his own initiative before his right-hand opponent "
        f"played, or suggest one, so that {name(offender)} played too early?",
    ):
        return None
    ctx.fact(
        f"dummy chose or suggested a card prematurely: no rectification for "
        f"{name(offender)}'s early {record.card} ({law}); it is played at his turn"
    )
    text = f"{record.card} stands, played at {name(offender)}'s proper turn ({law})"
    effects: tuple[Effect, ...] = (
        DeferPlay(record.index, as_lead=record.lead),
        Resolve(text),
    )
    return Spec(ctx.ref(law), (ctx.option("rule", text, law, *effects),))


def _57a_suit_options(
    ctx: Context, option: Law57AOption, law: str, led: Suit, trick: int, common: list[Effect]
) -> list[Option]:
    """Law 57A's suit options: declarer requires the partner to play a suit other than
    the one led (``"suit"``), or forbids him one (``"not-suit"``)."""
    partner = ctx.offender.partner
    options: list[Option] = []
    for suit in SUITS_HIGH_FIRST:
        if suit == led:
            continue
        if option is Law57AOption.SUIT:
            key = f"suit-{suit.letter}"
            text = f"{name(partner)} must play a {suit_name(suit)[:-1]}"
            kind = RestrictionKind.PLAY_SUIT
        else:
            key = f"not-{suit.letter}"
            text = f"{name(partner)} may not play a {suit_name(suit)[:-1]}"
            kind = RestrictionKind.NOT_SUIT
        options.append(
            ctx.option(
                key,
                text + " (if he can, 59)",
                law,
                *common,
                RestrictPlay(partner, kind, trick, ctx.ref(law), suit),
                Resolve(f"{text} ({law})"),
            )
        )
    return options


@register(Kind.SIMULTANEOUS_PLAYS)
def rule_simultaneous(ctx: Context) -> Spec:
    """Law 58B2: several faced cards: the player names the card he plays; a defender's
    other faced cards become penalty cards."""
    subject = ctx.irregularity.subject
    assert subject is not None
    fact = ctx.state.facts[subject]
    play = play_state(ctx)
    offender = ctx.offender
    defender = offender.side != play.declarer.side
    records = [
        r
        for r in laws_play(ctx).records
        if r.irregularity == ctx.irregularity.id and r.card in fact.cards
    ]
    shown = " ".join(str(c) for c in fact.cards)
    ctx.fact(f"{name(fact.seat)} led or played {shown} at once, all faced")
    options = []
    for chosen in records:
        others = [r for r in records if r is not chosen]
        kind = (
            PenaltyKind.MAJOR
            if len(others) > 1 or any(is_honour(r.card) for r in others)
            else PenaltyKind.MINOR
        )
        effects: list[Effect] = [DeferPlay(chosen.index)]
        for other in others:
            if defender:
                effects.append(back(ctx, other, kind, "58B2"))
            else:
                effects += [back(ctx, other, None, "58B2"), withdrawn_ui(ctx, other)]
        rest = " ".join(str(r.card) for r in others)
        tail = f"; {rest} " + (
            one_or_several(len(others), "becomes a penalty card", "become penalty cards")
            if defender
            else one_or_several(len(others), "goes back", "go back")
        )
        effects.append(Resolve(f"{chosen.card} played (58B2)"))
        options.append(ctx.option(f"play-{chosen.card}", f"{chosen.card} is played{tail}",
                                  "58B2", *effects))  # fmt: skip
    return Spec(ctx.ref("58B2"), tuple(options), offender)


@register(Kind.PLAY_BEFORE_CORRECT_LEAD)
def rule_before_correct_lead(ctx: Context) -> Spec:
    """Law 60B."""
    record = play_record(ctx)
    ctx.fact(
        f"{name(record.seat)} played {record.card} after declarer was required to withdraw "
        "his lead out of turn, before declarer led from the correct hand"
    )
    effects = (back(ctx, record, PenaltyKind.MAJOR, "60B"), Resolve("a major penalty card (60B)"))
    text = f"{record.card} becomes a major penalty card; declarer leads from the correct hand"
    return Spec(ctx.ref("60B"), (ctx.option("rule", text, "60B", *effects),))
