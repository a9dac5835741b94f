"""The director on defective tricks (Law 67).

The table records four cards in every trick, so a defective trick is *found*
(:class:`~bridgelaw.table.end_events.DefectiveTrickFound`): a player did not in fact
play the card recorded for him (he holds one card too many), or he also played
another card (he holds one too few). Laws 65 and 66 (arranging and inspecting quitted
tricks) are rights the table checks when the events happen; they need no ruling.

* 67A, noticed before both sides have played to the next trick: the player who failed
  to play plays a card he may legally play (67A1); a card played as well goes back
  (67A2: Laws 45E, 58B), a defender's becoming a penalty card.
* 67B, later: a player who failed to play places a card among his played cards
  (one of the suit led if he has one); the trick's ownership does not change. He is
  deemed to have revoked: one trick under 64A2 (2007, 2017), or (1987, 1997) only
  when he had no card of the suit led (67B1). A player who played two cards keeps the
  one he faced (the highest he could legally have played, if that cannot be told);
  the other goes back to his hand - a penalty card if it was a defender's and was
  exposed (footnote 19) - and failing to play it earlier may be a revoke (67B2(b)).
"""

from __future__ import annotations

from bridgelaw.core.cards import Card, Suit
from bridgelaw.core.seats import Seat
from bridgelaw.core.tricks import winning_index
from bridgelaw.director.context import Context, Spec, name
from bridgelaw.director.director import register
from bridgelaw.director.end_common import end_state, follow_options
from bridgelaw.director.play_common import penalty_kind, play_state
from bridgelaw.laws.effects import Effect, FlagReview, Resolve
from bridgelaw.laws.end_effects import DeemRevoke, RelabelRevoke, SubstituteCard
from bridgelaw.laws.end_state import Defect
from bridgelaw.laws.irregularity import Kind
from bridgelaw.laws.play import PlayState
from bridgelaw.laws.play_effects import AdjustTricks, MakePenaltyCards, PenaltyKind
from bridgelaw.laws.play_records import PlayRecord, PlayStatus
from bridgelaw.laws.revoke import RevokeKind

__all__ = ["rule_defective"]


def _defect(ctx: Context) -> Defect:
    subject = ctx.irregularity.subject
    assert subject is not None
    return end_state(ctx).defects[subject]


def _both_played_next(ctx: Context, trick: int) -> bool:
    """Whether both sides have played to the trick after ``trick`` (67A or 67B)."""
    play = play_state(ctx)
    if trick < len(play.tricks):
        return True
    sides = {ctx.state.play.records[i].seat.side for i in ctx.state.play.current}
    return len(sides) == 2


def _winner_with(play: PlayState, trick: int, seat: Seat, card: Card) -> Seat:
    done = play.tricks[trick - 1]
    cards = list(done.cards)
    cards[(seat - done.leader) & 3] = card
    return done.leader.next(winning_index(tuple(cards), play.contract.strain))


def _keep_owner(ctx: Context, trick: int, seat: Seat, card: Card, law: str) -> list[Effect]:
    """67B: the card placed does not change who won the trick; the count is kept."""
    play = play_state(ctx)
    before = play.tricks[trick - 1].winner.side
    after = _winner_with(play, trick, seat, card).side
    if before == after:
        return []
    declarer = play.declarer.side
    delta = 1 if before == declarer else -1
    return [
        AdjustTricks(delta, ctx.ref(law), f"trick {trick} still belongs to its winner (Law {law})")
    ]


def _relabel(ctx: Context, number: int, led: Suit, law: str) -> list[Effect]:
    """The lead of trick ``number`` is now a card of ``led``: each other card of the trick
    fails to follow (a revoke) exactly when its owner then held a card of ``led``."""
    play = play_state(ctx)
    laws = ctx.state.play
    out: list[Effect] = []
    trick = play.tricks[number - 1]
    for index, at in laws.trick_of.items():
        record = laws.records[index]
        if at != number or record.lead or record.status is not PlayStatus.PLAYED:
            continue
        seat = record.seat
        later = [t.card_of(seat) for t in play.tricks[number:]] + [
            card for s, card in _current(ctx) if s == seat
        ]
        held = [*play.hands[seat].cards(), *later, trick.card_of(seat)]
        fails = record.card.suit != led and any(c.suit == led for c in held)
        out.append(RelabelRevoke(index, led if fails else None, ctx.ref(law)))
    return out


def _current(ctx: Context) -> list[tuple[Seat, Card]]:
    laws = ctx.state.play
    return [(laws.records[i].seat, laws.records[i].card) for i in laws.current]


def _later_revokes(ctx: Context, seat: Seat, card: Card, trick: int, law: str) -> list[Effect]:
    """67B2(b): a card deemed in the hand throughout; failing to play it later is a revoke."""
    out: list[Effect] = []
    for later in play_state(ctx).tricks[trick:]:
        led = later.led_suit
        own = later.card_of(seat)
        if card.suit == led and own.suit != led:
            kind = RevokeKind.FAILURE_TO_FOLLOW
            out.append(DeemRevoke(seat, later.number, kind, True, ctx.ref(law)))
    return out


@register(Kind.DEFECTIVE_TRICK)
def rule_defective(ctx: Context) -> Spec:
    """Law 67: a defective trick."""
    defect = _defect(ctx)
    index = ctx.irregularity.play_index
    assert index is not None
    record = ctx.state.play.records[index]
    late = _both_played_next(ctx, defect.trick)
    led = play_state(ctx).tricks[defect.trick - 1].led_suit
    if defect.missing:
        return _missing(ctx, defect, record)
    if defect.extra is None:
        return _failed(ctx, defect, record, led, late)
    return _extra(ctx, defect, record, defect.extra, led, late)


def _missing(ctx: Context, defect: Defect, record: PlayRecord) -> Spec:
    """2017 Law 67B3: the card was played but is missing from the quitted cards: it is
    restored; if it was later played again, too late to correct, an adjusted score
    (JUDGMENT). Earlier editions have no such subsection: the card is restored (Law 65)
    and the score may be adjusted under Law 12A1."""
    who = name(defect.seat)
    law = "67B3" if ctx.edition.law_67b3_missing_card() else "12A1"
    ctx.fact(
        f"{who} played {record.card} to trick {defect.trick}, but it is missing from the "
        f"quitted cards: the director restores it to his played cards (Law {law})"
    )
    if ctx.yes(
        "67B3",
        law,
        f"Was {record.card} later played again, when it was too late to correct that play?",
    ):
        text = f"{record.card} restored; the card was played twice: an adjusted score (Law {law})"
        review = FlagReview(ctx.ref(law), text, defect.seat.side)
        return Spec(ctx.ref(law), (ctx.option("rule", text, law, review, Resolve(text)),))
    text = f"{record.card} restored to {who}'s played cards in trick {defect.trick}"
    return Spec(ctx.ref(law), (ctx.option("rule", text, law, Resolve(text)),))


def _failed(ctx: Context, defect: Defect, record: PlayRecord, led: Suit, late: bool) -> Spec:
    seat = defect.seat
    who = name(seat)
    held = [*play_state(ctx).hands[seat].cards(), record.card]
    ctx.fact(
        f"{who} did not play to trick {defect.trick}: the {record.card} recorded there is "
        "still in his hand"
    )
    if not late:
        ctx.fact("noticed before both sides played to the next trick (67A)")
        options = []
        for card in follow_options(held, led):
            effects: list[Effect] = []
            if card != record.card:
                effects.append(SubstituteCard(record.index, card, ctx.ref("67A1")))
            text = f"{who} plays {card} to trick {defect.trick} (Law 67A1)"
            options.append(ctx.option(f"play-{card}", text, "67A1", *effects, Resolve(text)))
        return Spec(ctx.ref("67A1"), tuple(options), record.by)
    of_suit = [c for c in held if c.suit == led]
    law = "67B1(a)" if of_suit else "67B1(b)"
    ctx.fact(
        f"noticed after both sides played to the next trick (67B): {who} places a card "
        + ("of the suit led" if of_suit else "of his choice")
        + " among his played cards; the trick keeps its owner"
    )
    kind = RevokeKind.DEFECTIVE_TRICK
    deems = not of_suit or ctx.edition.law_67b1a_deemed_revoke()
    deemed: list[Effect] = []
    if deems:
        deemed.append(DeemRevoke(seat, defect.trick, kind, bool(of_suit), ctx.ref(law)))
    options = []
    for card in sorted(of_suit or held, reverse=True):
        effects = []
        if card != record.card:
            effects.append(SubstituteCard(record.index, card, ctx.ref(law)))
            effects += _keep_owner(ctx, defect.trick, seat, card, law)
        text = f"{who} places {card} among his played cards (Law {law})" + (
            f"; he is deemed to have revoked at trick {defect.trick}"
            if deems
            else "; no further rectification"
        )
        options.append(ctx.option(f"place-{card}", text, law, *effects, *deemed, Resolve(text)))
    return Spec(ctx.ref(law), tuple(options), record.by)


def _extra(
    ctx: Context, defect: Defect, record: PlayRecord, extra: Card, led: Suit, late: bool
) -> Spec:
    play = play_state(ctx)
    seat = defect.seat
    who = name(seat)
    defender = seat not in (play.declarer, play.dummy)
    ctx.fact(f"{who} played {extra} to trick {defect.trick} as well as {record.card}")
    if not late:
        law = "67A2"
        effects: list[Effect] = []
        if defender:
            effects.append(MakePenaltyCards(seat, (extra,), True, ctx.ref("45E1")))
        text = f"{extra} goes back to {who}'s hand" + (
            " as a major penalty card (Laws 67A2, 45E1)" if defender else " (Laws 67A2, 45E2)"
        )
        return Spec(ctx.ref(law), (ctx.option("rule", text, law, *effects, Resolve(text)),))
    law = "67B2(a)"
    answer = ctx.ask(
        "67B2",
        "67B2(a)",
        f"Which card did {who} face when he played to trick {defect.trick}?",
        (str(record.card), str(extra), "unknown"),
    )
    if answer == str(record.card):
        kept = record.card
    elif answer == str(extra):
        kept = extra
    else:
        kept = max(follow_options([record.card, extra], led), key=lambda c: c.rank)
        ctx.fact(f"it cannot be told: {who} keeps the highest card he could legally play, {kept}")
    returned = extra if kept == record.card else record.card
    effects = []
    if kept != record.card:
        # the kept card fails to follow although a card of the suit led was held: a revoke
        # (not for the trick's lead: the card kept is the lead)
        held = [*play.hands[seat].cards(), returned]
        fails = not record.lead and kept.suit != led and any(c.suit == led for c in held)
        revoke = led if fails else None
        effects.append(SubstituteCard(record.index, kept, ctx.ref(law), revoke))
        effects += _keep_owner(ctx, defect.trick, seat, kept, law)
        if record.lead and kept.suit != led:
            effects += _relabel(ctx, defect.trick, kept.suit, law)
    if defender and ctx.yes(
        "67B2-exposed", "67B2(a)", f"Was {returned}, which goes back to {who}'s hand, exposed?"
    ):
        major = penalty_kind((returned,), deliberate=False) == PenaltyKind.MAJOR
        effects.append(MakePenaltyCards(seat, (returned,), major, ctx.ref("50")))
    effects += _later_revokes(ctx, seat, returned, defect.trick, "67B2(b)")
    text = (
        f"{who} keeps {kept} in trick {defect.trick}; {returned} goes back to his hand and "
        "counts as held throughout (Law 67B2)"
    )
    return Spec(ctx.ref(law), (ctx.option("rule", text, law, *effects, Resolve(text)),))
