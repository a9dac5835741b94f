"""The director on revokes (Laws 61-64): correction before establishment, the cards
played after it taken back, establishment, and the tricks transferred after play with
the Law 64C comparison.

A ruling on attention drawn to a revoke (:attr:`Kind.REVOKE`) goes through steps:

* ``"made"``: established (63A) -> the trick stands (63B) and Law 64 applies after
  play; not established (or at trick 12 before the hands are returned, 62D1; or both
  sides revoked in the trick and only one side has played on, 2017 62C3) -> the
  offender chooses the legal card he substitutes; a defender's card from his concealed
  hand becomes a major penalty card (62B1), declarer's or dummy's goes back (62B2);
* ``"62C3"``: the other side's revoke in the same trick is corrected too (2017);
* ``"62C1-<i>"``: each non-offender who played after the revoke may take his card back
  and play another (62C1); ``"62C2-<i>"``: then the offending side's next player may
  (62C2), a defender's card becoming a penalty card;
* ``"62D2"`` (1987): declarer chooses which of the partner's two legal cards he plays
  to trick 12 after a defender's trick-12 revoke.

Once play is over, :attr:`Kind.REVOKE_AFTER_PLAY` shows each revoke's transfer
(:func:`bridgelaw.laws.revoke.board_transfers`) and the double-dummy result without
the revoke beside the result with it (:func:`bridgelaw.analysis.equity.revoke_equity`),
and asks whether equity is restored (64C).
"""

from __future__ import annotations

from typing import TypeGuard

from bridgelaw.core.cards import Card
from bridgelaw.core.seats import Seat
from bridgelaw.core.tricks import winning_index
from bridgelaw.director.context import Context, Spec, name
from bridgelaw.director.director import register
from bridgelaw.director.end_common import (
    cached_equity,
    chronological,
    declarer_side_total,
    end_state,
    follow_options,
    record_in,
)
from bridgelaw.director.play_common import play_state
from bridgelaw.director.ruling import Option
from bridgelaw.editions import Law62D2
from bridgelaw.errors import DealError
from bridgelaw.laws.effects import Effect, FlagReview, NextStep, RecordUI, Resolve
from bridgelaw.laws.end_effects import LeadLastTrick, SubstituteCard
from bridgelaw.laws.end_state import Moment, RevokeNotice
from bridgelaw.laws.establishment import RevokeMade, established_by, law64_revokes, revokes_made
from bridgelaw.laws.irregularity import Kind
from bridgelaw.laws.play import PlayState
from bridgelaw.laws.play_effects import (
    AdjustTricks,
    MakePenaltyCards,
    PenaltyKind,
    RestrictPlay,
    ReturnCard,
)
from bridgelaw.laws.play_records import PlayRecord, PlayStatus, RestrictionKind
from bridgelaw.laws.revoke import Revoke, RevokeKind, board_transfers
from bridgelaw.laws.steps import CardStep, Step, StepName
from bridgelaw.table import Table
from bridgelaw.table.play_end import play_over

__all__ = ["rule_after_play", "rule_revoke"]


# ------------------------------------------------------------------ helpers
def _notice(ctx: Context) -> RevokeNotice:
    subject = ctx.irregularity.subject
    assert subject is not None
    return end_state(ctx).notices[subject]


def _made(ctx: Context, play_index: int) -> RevokeMade:
    for revoke in revokes_made(ctx.state):
        if revoke.play == play_index:
            return revoke
    raise AssertionError(f"play record {play_index} is not a revoke")  # pragma: no cover


def _is_defender(play: PlayState, seat: Seat) -> bool:
    return seat not in (play.declarer, play.dummy)


def _later(ctx: Context, notice: RevokeNotice, revoke: RevokeMade) -> list[PlayRecord]:
    """The cards played after the revoke and before attention was drawn, to the revoke
    trick or the next one (Law 62C)."""
    play = ctx.state.play
    tricks: tuple[int, ...] = (revoke.trick,)
    if established_by(ctx.state, revoke) is None:
        tricks = (revoke.trick, revoke.trick + 1)  # a card led by the other side (62C1)
    replaced = {
        r.position
        for r in play.records
        if r.irregularity == ctx.irregularity.id and r.status is PlayStatus.PLAYED
    }
    out = []
    for record in play.records[revoke.play + 1 : notice.plays_before]:
        trick = play.trick_of.get(record.index, record.trick)
        if trick not in tricks:
            continue
        substituted = (record.position[0], record.position[1] + 1) in replaced
        if record.status is PlayStatus.PLAYED or substituted:
            out.append(record)
    return out


def _new_winner(ctx: Context, record: PlayRecord, card: Card) -> Seat | None:
    """The new winner of ``record``'s completed trick once its card is replaced by
    ``card``, or ``None`` when the trick is not complete or its winner does not change."""
    play = play_state(ctx)
    trick = ctx.state.play.trick_of.get(record.index)
    if trick is None or trick > len(play.tricks):
        return None
    done = play.tricks[trick - 1]
    cards = list(done.cards)
    cards[(record.seat - done.leader) & 3] = card
    winner = done.leader.next(winning_index(tuple(cards), play.contract.strain))
    return None if winner == done.winner else winner


def _next_trick_leads(ctx: Context, record: PlayRecord, card: Card) -> list[Effect]:
    """The cards played to the next trick go back when replacing ``record``'s card by
    ``card`` changes who won its (completed) trick: the lead was no longer in turn."""
    if _new_winner(ctx, record, card) is None:
        return []
    trick = ctx.state.play.trick_of[record.index]
    later = [i for i in ctx.state.play.current if ctx.state.play.trick_of.get(i) == trick + 1]
    return [ReturnCard(i) for i in reversed(later)]


def _other_revoke(ctx: Context, notice: RevokeNotice, revoke: RevokeMade) -> RevokeMade | None:
    """The other side's revoke in the same trick, made before attention was drawn."""
    for other in revokes_made(ctx.state):
        if (
            other.trick == revoke.trick
            and other.offender.side != revoke.offender.side
            and other.play < notice.plays_before
            and other.kind is not RevokeKind.PENALTY_CARD
            and not other.corrected
        ):
            return other
    return None


def _c3(ctx: Context, notice: RevokeNotice, revoke: RevokeMade) -> RevokeMade | None:
    """2017 Law 62C3: both sides revoked in the trick and only one side has played on."""
    if not ctx.edition.law_62c3_both_corrected():
        return None
    other = _other_revoke(ctx, notice, revoke)
    if other is None:
        return None
    mine = established_by(ctx.state, revoke) is not None
    theirs = established_by(ctx.state, other) is not None
    return other if mine != theirs else None


def _trick12(ctx: Context, revoke: RevokeMade) -> bool:
    """Law 62D1: a trick-12 revoke found before all four hands are returned."""
    return revoke.trick == 12 and end_state(ctx).moment < Moment.HANDS_RETURNED


def _thirteenth(ctx: Context, seat: Seat) -> PlayRecord | None:
    return record_in(ctx, seat, 13)


def _partner_62d2(ctx: Context, revoke: RevokeMade) -> tuple[Card, Card] | None:
    """1987 Law 62D2: a defender revoked at trick 12 before his partner's turn to play to
    it, and the partner holds cards of two suits, either of which he could legally play:
    his two cards (the one he played to trick 12 after the revoke first, if he has)."""
    play = play_state(ctx)
    if not _trick12(ctx, revoke) or not _is_defender(play, revoke.offender):
        return None
    partner = revoke.offender.partner
    card12 = record_in(ctx, partner, 12)
    if card12 is not None and card12.index < revoke.play:
        return None
    if card12 is None:
        held = list(play.hands[partner].cards())
    else:
        other = _second_card(ctx, partner)
        held = [] if other is None else [card12.card, other]
    if len(held) != 2 or held[0].suit == held[1].suit:
        return None
    if len(follow_options(held, _led(ctx, 12))) != 2:
        return None
    return held[0], held[1]


def _second_card(ctx: Context, seat: Seat) -> Card | None:
    """``seat``'s other card at trick 12: in his hand, or played to trick 13."""
    hand = play_state(ctx).hands[seat].cards()
    if hand:
        return hand[0]
    last = _thirteenth(ctx, seat)
    return None if last is None else last.card


def _led(ctx: Context, trick: int) -> object:
    play = play_state(ctx)
    if trick <= len(play.tricks):
        return play.tricks[trick - 1].led_suit
    return play.led_suit


def _plan(ctx: Context, notice: RevokeNotice, revoke: RevokeMade) -> list[Step]:
    """The steps of the correction, in order."""
    steps: list[Step] = [StepName.MADE]
    if _c3(ctx, notice, revoke) is not None:
        steps.append(StepName.REVOKE_62C3)
    later = _later(ctx, notice, revoke)
    if len(steps) > 1:
        later = []  # 62C3: both revokes corrected; no further withdrawals
    nos = [r for r in later if r.seat.side != revoke.offender.side]
    steps += [CardStep(StepName.NOS_CARD_62C1, r.index) for r in nos]
    os_cards = [
        r
        for r in later
        if r.seat.side == revoke.offender.side
        and ctx.state.play.trick_of.get(r.index, r.trick) == revoke.trick
    ]
    if os_cards and (nos or _doubtful_os(ctx, revoke, os_cards[0])):
        steps.append(CardStep(StepName.OS_CARD_62C2, os_cards[0].index))
    if ctx.edition.law_62d2() is Law62D2.DECLARER_CHOOSES and _partner_62d2(ctx, revoke):
        steps.append(StepName.REVOKE_62D2)
    return steps


def _is_card_step(step: Step, name: StepName) -> TypeGuard[CardStep]:
    """Whether ``step`` is the step ``name`` (62C1 or 62C2) about one card."""
    return isinstance(step, CardStep) and step.name is name


def _doubtful_os(ctx: Context, revoke: RevokeMade, record: PlayRecord) -> bool:
    """A trick-12 revoke corrected under 62D1 when the offender's partner played to trick
    12 after it and could have played another card: may he change it although no
    non-offender took a card back? Law 62C2 read strictly says no; a national authority's
    published ruling says yes (trick 12 is put right as though there had been no revoke).
    The director is asked (:func:`_os_card`). Not in 1987 when declarer chooses the
    partner's card himself (62D2)."""
    if not _trick12(ctx, revoke) or not _choices(ctx, record, revoke.trick):
        return False
    declarer_chooses = ctx.edition.law_62d2() is Law62D2.DECLARER_CHOOSES
    return not (declarer_chooses and _partner_62d2(ctx, revoke) is not None)


def _nos_withdrew(ctx: Context, plan: list[Step]) -> bool:
    """Whether a non-offender has taken back a card he played after the revoke (62C1)."""
    return any(
        ctx.state.play.records[step.index].status is PlayStatus.WITHDRAWN
        for step in plan
        if _is_card_step(step, StepName.NOS_CARD_62C1)
    )


def _next(ctx: Context, notice: RevokeNotice, revoke: RevokeMade, *, withdrew: bool) -> Effect:
    """The effect that moves the procedure on after the current step."""
    plan = _plan(ctx, notice, revoke)
    current = ctx.step
    rest = plan[plan.index(current) + 1 :] if current in plan else []
    nos_withdrew = withdrew or _nos_withdrew(ctx, plan)
    for step in rest:
        if (
            _is_card_step(step, StepName.OS_CARD_62C2)
            and not nos_withdrew
            and not _doubtful_os(ctx, revoke, ctx.state.play.records[step.index])
        ):
            continue
        return NextStep(step)
    return Resolve(f"the revoke at trick {revoke.trick} is corrected (Law 62)")


def _swap_effects(
    ctx: Context, record: PlayRecord, card: Card, law: str, penalty: PenaltyKind | None = None
) -> list[Effect]:
    """``record``'s card replaced by ``card``: from the hand, or (trick 12 after trick 13
    was played) by exchanging it with the player's card of trick 13."""
    effects: list[Effect] = [SubstituteCard(record.index, card, ctx.ref(law))]
    last = _thirteenth(ctx, record.seat)
    if last is not None and last.card == card and last.index != record.index:
        back = _next_trick_leads(ctx, record, card)
        if back:  # trick 13 in progress, its lead now out of turn: its cards go back first
            return [*back, *effects]
        effects.append(SubstituteCard(last.index, record.card, ctx.ref(law)))
        leader = _new_winner(ctx, record, card)
        if leader is not None:
            effects.append(LeadLastTrick(leader, ctx.ref(law)))
        return effects
    if penalty is not None:
        effects.append(
            MakePenaltyCards(
                record.seat, (record.card,), penalty == PenaltyKind.MAJOR, ctx.ref(law)
            )
        )
    if last is None:
        effects += _next_trick_leads(ctx, record, card)
    return effects


def _choices(ctx: Context, record: PlayRecord, trick: int) -> list[Card]:
    """The cards ``record``'s player may put in its place in ``trick`` (44C)."""
    held = list(play_state(ctx).hands[record.seat].cards())
    last = _thirteenth(ctx, record.seat)
    if trick == 12 and last is not None and last.index != record.index:
        held.append(last.card)
    options = follow_options([*held, record.card], _led(ctx, trick))
    return [card for card in options if card != record.card]


# --------------------------------------------------------------- Kind.REVOKE
@register(Kind.REVOKE)
def rule_revoke(ctx: Context) -> Spec:
    """Laws 62-63: attention drawn to a revoke."""
    notice = _notice(ctx)
    revoke = _made(ctx, notice.play)
    step = ctx.step
    if step == StepName.MADE:
        return _rule_made(ctx, notice, revoke)
    if step == StepName.REVOKE_62C3:
        other = _c3(ctx, notice, revoke)
        assert other is not None
        return _correct(ctx, notice, other, StepName.REVOKE_62C3)
    if _is_card_step(step, StepName.NOS_CARD_62C1):
        return _nos_card(ctx, notice, revoke, step.index)
    if _is_card_step(step, StepName.OS_CARD_62C2):
        return _os_card(ctx, notice, revoke, step.index)
    return _declarer_62d2(ctx, notice, revoke)


def _rule_made(ctx: Context, notice: RevokeNotice, revoke: RevokeMade) -> Spec:
    state = ctx.state
    play = play_state(ctx)
    record = state.play.records[revoke.play]
    hooks = ctx.edition
    who = name(revoke.offender)
    suit = "" if revoke.suit is None else f" on a {revoke.suit.name.lower()[:-1]} lead"
    ctx.fact(
        f"{who} played {record.card}{suit} at trick {revoke.trick} although he could comply "
        f"(Law 61A); {name(notice.by)} drew attention to it"
        + ("" if notice.at_trick > 13 else f" during trick {notice.at_trick}")
    )
    est = established_by(state, revoke)
    if revoke.kind is RevokeKind.PENALTY_CARD:
        if est is None:
            text = "declarer accepted the card by playing on (Law 52B1(b)): it stands"
            law = "52B1(b)"
        else:
            text = (
                f"the failure to play a penalty card is an established revoke (Law {est}): "
                "no automatic transfer (64B3); the director may restore equity after play (64C)"
            )
            law = "64B3"
        return Spec(ctx.ref(law), (ctx.option("rule", text, law, Resolve(text)),))
    trick12 = _trick12(ctx, revoke)
    c3 = _c3(ctx, notice, revoke)
    if notice.as_established is not None and est is None:
        ctx.fact(
            f"Law {notice.as_established}: the revoke is corrected, and Law 64 applies as "
            "though it were established"
        )
    if est is not None and not trick12 and c3 is None:
        no_fix = hooks.law_63_no_correction_ref()
        text = (
            f"the revoke is established (Law {est}): it may not be corrected and the trick "
            f"stands as played (Law {no_fix}); Law 64 applies after play"
        )
        return Spec(ctx.ref(est), (ctx.option("rule", text, no_fix, Resolve(text)),))
    if est is None and play_over(state, play):
        text = (
            "the revoke was not established when play ceased (Law 63A): the claim settles "
            "the tricks; the director may adjust (64C)"
        )
        effects: list[Effect] = [
            FlagReview(ctx.ref("64C"), text, revoke.offender.side),
            Resolve(text),
        ]
        return Spec(ctx.ref("63A"), (ctx.option("rule", text, "63A", *effects),))
    if trick12 and est is not None:
        ctx.fact("a revoke at trick 12 is corrected, although established (Law 62D1)")
    if c3 is not None:
        ctx.fact(
            f"{name(c3.offender)} also revoked at trick {revoke.trick} and only one side has "
            "played to the next trick: both revokes are corrected (Law 62C3)"
        )
    return _correct(ctx, notice, revoke, StepName.MADE)


def _correct(ctx: Context, notice: RevokeNotice, revoke: RevokeMade, step: StepName) -> Spec:
    """The offender substitutes a legal card (62B); he chooses which."""
    state = ctx.state
    play = play_state(ctx)
    record = state.play.records[revoke.play]
    seat = record.seat
    choices = [c for c in _choices(ctx, record, revoke.trick) if c.suit == revoke.suit]
    if not choices:
        text = f"{name(seat)} no longer holds a card of the suit led: the revoke stands"
        return Spec(ctx.ref("62B"), (ctx.option("rule", text, "62B", Resolve(text)),))
    defender = _is_defender(play, seat) and seat not in state.play.spread
    trick12 = _trick12(ctx, revoke)
    law = "62D1" if trick12 else "62B1" if defender else "62B2"
    if step == StepName.REVOKE_62C3:
        law = "62C3"
    penalty = PenaltyKind.MAJOR if defender else None
    extra: list[Effect] = [
        RecordUI(
            f"{name(seat)}'s withdrawn revoke card {record.card}",
            ctx.ref(ctx.edition.law_16_withdrawn_ref()),
            seat.side,
        )
    ]
    if trick12 and _is_defender(play, seat):
        extra += _law_62d2(ctx, revoke)
    following = _next(ctx, notice, revoke, withdrew=False)
    options: list[Option] = []
    for card in choices:
        effects = _swap_effects(ctx, record, card, law, penalty)
        becomes = (
            f"; {record.card} becomes a major penalty card (Law {law})"
            if penalty and _thirteenth(ctx, seat) is None
            else ""
        )
        options.append(
            ctx.option(
                f"substitute-{card}",
                f"{name(seat)} takes back {record.card} and plays {card}{becomes}",
                law,
                *effects,
                *extra,
                following,
            )
        )
    return Spec(ctx.ref(law), tuple(options), record.by)


def _law_62d2(ctx: Context, revoke: RevokeMade) -> list[Effect]:
    """Law 62D2: a defender's trick-12 revoke before his partner played to the trick."""
    partner = revoke.offender.partner
    card12 = record_in(ctx, partner, 12)
    if card12 is not None and card12.index < revoke.play:
        return []
    mode = ctx.edition.law_62d2()
    if mode is Law62D2.UI:
        return [
            RecordUI(
                f"{name(revoke.offender)}'s trick-12 revoke card", ctx.ref("62D2"), partner.side
            ),
            FlagReview(
                ctx.ref("62D2"),
                "Law 16C applies to the partner's play to trick 12 after the revoke card",
                partner.side,
            ),
        ]
    if mode is Law62D2.RESTRICT:
        return [
            FlagReview(
                ctx.ref("62D2"),
                "the partner may not choose a play the revoke card could have suggested",
                partner.side,
            )
        ]
    return []


def _nos_card(ctx: Context, notice: RevokeNotice, revoke: RevokeMade, index: int) -> Spec:
    """Law 62C1: a non-offender may take back a card he played after the revoke."""
    record = ctx.state.play.records[index]
    trick = ctx.state.play.trick_of.get(index, record.trick)
    who = name(record.seat)
    keep = ctx.option(
        "keep", f"{who} keeps {record.card}", "62C1", _next(ctx, notice, revoke, withdrew=False)
    )
    options = [keep]
    moved = _next(ctx, notice, revoke, withdrew=True)
    ui = RecordUI(f"{who}'s withdrawn {record.card}", ctx.ref("16C"), revoke.offender.side)
    if trick == revoke.trick:
        for card in _choices(ctx, record, trick):
            options.append(
                ctx.option(
                    f"change-{card}",
                    f"{who} takes back {record.card} and plays {card} (Law 62C1)",
                    "62C1",
                    *_swap_effects(ctx, record, card, "62C1"),
                    ui,
                    moved,
                )
            )
    else:
        options.append(
            ctx.option(
                "withdraw",
                f"{who} takes back his lead {record.card} to trick {trick} (Law 62C1)",
                "62C1",
                ReturnCard(index),
                ui,
                moved,
            )
        )
    ctx.fact(f"{who} played {record.card} after the revoke, before attention was drawn")
    return Spec(ctx.ref("62C1"), tuple(options), record.by)


def _os_card(ctx: Context, notice: RevokeNotice, revoke: RevokeMade, index: int) -> Spec:
    """Law 62C2: after a non-offender's withdrawal, the offending side's next player may
    take back his card; a defender's becomes a penalty card."""
    play = play_state(ctx)
    record = ctx.state.play.records[index]
    who = name(record.seat)
    defender = _is_defender(play, record.seat)
    penalty = PenaltyKind.MAJOR if defender else None
    following = _next(ctx, notice, revoke, withdrew=True)
    keep = ctx.option("keep", f"{who} keeps {record.card}", "62C2", following)
    law = "62C2"
    if not _nos_withdrew(ctx, _plan(ctx, notice, revoke)):
        ctx.fact(
            f"{who} played {record.card} to trick 12 after the revoke and no non-offender took "
            "back a card: Law 62C2 read strictly lets him change it only after a non-offender "
            "withdraws one; a national authority's published ruling lets him (trick 12 is put "
            "right as though there had been no revoke, 62D1)"
        )
        if not ctx.yes(
            "62C2-trick12",
            "62C2",
            f"May {who} take back {record.card} and play another card to trick 12 although no "
            "non-offender withdrew a card (yes: trick 12 put right as though there had been "
            "no revoke, 62D1; no: Law 62C2 read strictly)?",
        ):
            ctx.fact(f"Law 62C2 applied strictly: {who}'s {record.card} stands")
            return Spec(ctx.ref("62C2"), (keep,))
        ctx.fact("trick 12 is put right as though there had been no revoke (Law 62D1)")
        law, penalty, defender = "62D1", None, False
    options = [keep]
    for card in _choices(ctx, record, revoke.trick):
        becomes = f"; {record.card} becomes a penalty card" if defender else ""
        options.append(
            ctx.option(
                f"change-{card}",
                f"{who} takes back {record.card} and plays {card}{becomes} (Law {law})",
                law,
                *_swap_effects(ctx, record, card, law, penalty),
                RecordUI(f"{who}'s withdrawn {record.card}", ctx.ref("16C"), record.seat.side),
                following,
            )
        )
    return Spec(ctx.ref(law), tuple(options), record.by)


def _declarer_62d2(ctx: Context, notice: RevokeNotice, revoke: RevokeMade) -> Spec:
    """1987 Law 62D2: declarer chooses which of the partner's two cards goes to trick 12
    (played already: the other is exchanged with his trick-13 card or hand; not yet
    played: he must play a card of the suit declarer names)."""
    partner = revoke.offender.partner
    cards = _partner_62d2(ctx, revoke)
    assert cards is not None
    card12 = record_in(ctx, partner, 12)
    following = _next(ctx, notice, revoke, withdrew=False)
    who = name(partner)
    ctx.fact(
        f"{name(revoke.offender)} revoked at trick 12 before {who}'s turn to play to it, and "
        f"{who} holds {cards[0]} and {cards[1]}: declarer chooses which he plays (Law 62D2)"
    )
    if card12 is None:
        options = [
            ctx.option(
                f"play-{card}",
                f"{who} must play {card} to trick 12 (Law 62D2)",
                "62D2",
                RestrictPlay(partner, RestrictionKind.PLAY_SUIT, 12, ctx.ref("62D2"), card.suit),
                following,
            )
            for card in cards
        ]
        return Spec(ctx.ref("62D2"), tuple(options), play_state(ctx).declarer)
    options = [ctx.option("keep", f"{who} keeps {card12.card}", "62D2", following)]
    options.append(
        ctx.option(
            f"require-{cards[1]}",
            f"{who} must play {cards[1]} to trick 12 instead (Law 62D2)",
            "62D2",
            *_swap_effects(ctx, card12, cards[1], "62D2"),
            following,
        )
    )
    return Spec(ctx.ref("62D2"), tuple(options), play_state(ctx).declarer)


# ------------------------------------------------------- Kind.REVOKE_AFTER_PLAY
@register(Kind.REVOKE_AFTER_PLAY)
def rule_after_play(ctx: Context) -> Spec:
    """Law 64: the tricks transferred after play, and the 64C comparison."""
    play = play_state(ctx)
    state = ctx.state
    declarer = play.declarer
    side = declarer.side
    revokes, notes = law64_revokes(state, len(play.tricks))
    for note in notes:
        ctx.fact(note)
    end = end_state(ctx)
    claim = end.settled_claim()
    unplayed = 13 - len(play.tricks)
    claimed = None
    credit: int | None = None
    if claim is not None and claim.settled is not None:
        own = claim.settled if claim.claimer.side == side else unplayed - claim.settled
        credit = own
        claimed = {side: own, side.other: unplayed - own}
    try:
        transfers = board_transfers(
            revokes, play.tricks, declarer=declarer, edition=ctx.edition, claimed=claimed
        )
    except DealError as error:  # pragma: no cover - the table's tricks fit Law 64
        ctx.fact(f"the transfers cannot be computed: {error}")
        return _equity_spec(ctx, 0, "64C")
    net = transfers.net_to(side)
    done = sum(t for t, law, _ in state.play.adjustments if law.law == 64)
    for revoke, transfer in transfers.transfers:
        ctx.fact(f"{name(revoke.offender)}, trick {revoke.trick}: {transfer.explanation}")
    main = next((t.law for _, t in transfers.transfers if t.tricks), None)
    if main is None and transfers.transfers:
        main = transfers.transfers[0][1].law
    law = "64" if main is None else str(main)
    equity = next((str(t.equity) for _, t in transfers.transfers if t.equity), "64C")
    shown = _comparisons(ctx, revokes, credit)
    return _equity_spec(ctx, net - done, law, equity, shown=shown)


def _comparisons(ctx: Context, revokes: list[Revoke], credit: int | None) -> bool:
    """The 64C comparison of each established revoke, as facts; whether one was shown.
    A failure to follow suit (dummy's too) is compared with the offender's cards of the
    suit led; a penalty card not played or a restriction not obeyed (64B3) with the cards
    the offender had to choose from (:func:`_obliged`)."""
    table = ctx.table
    contract = table.contract
    deal = table.board.deal
    if contract is None or deal is None:  # pragma: no cover - there is play
        return False
    play = tuple(chronological(ctx))
    shown = False
    for revoke in revokes:
        if not revoke.established or revoke.kind is RevokeKind.DEFECTIVE_TRICK:
            continue
        alternatives = None
        if revoke.kind not in (RevokeKind.FAILURE_TO_FOLLOW, RevokeKind.DUMMY_CARD):
            alternatives = _obliged(ctx, revoke)
        others = tuple(r for r in revokes if r != revoke)
        try:
            comparison = cached_equity(
                deal,
                contract,
                play,
                revoke,
                ctx.year,
                table.board.vulnerability,
                credit,
                others,
                alternatives,
            )
        except DealError as error:
            ctx.fact(f"no double-dummy comparison for the revoke at trick {revoke.trick}: {error}")
            continue
        shown = True
        for line in comparison.report().splitlines():
            ctx.fact(line)
    return shown


def _obliged(ctx: Context, revoke: Revoke) -> tuple[Card, ...] | None:
    """The cards ``revoke``'s offender could legally have played instead of his revoke
    card: the table's legal cards just before it (its log replayed up to that card)."""
    made = [
        r
        for r in revokes_made(ctx.state)
        if r.offender == revoke.offender and r.trick == revoke.trick and r.kind is revoke.kind
    ]
    if not made:
        return None
    record = ctx.state.play.records[made[0].play]
    if record.log_index is None:
        return None
    table = ctx.table
    deal = table.board.deal
    if deal is None:  # pragma: no cover - there is play
        return None
    before = Table.replay(
        table.board, table.events[: record.log_index], edition=table.edition, mode=table.mode
    )
    legal = tuple(card for card in before.legal_cards() if card in deal[record.seat])
    return legal or None


def _equity_spec(
    ctx: Context, transfer: int, law: str, equity: str = "64C", *, shown: bool = False
) -> Spec:
    total = declarer_side_total(ctx)
    after = total + transfer
    ctx.fact(
        f"declarer's side: {total} tricks before the transfer, {after} after it ({transfer:+d})"
    )
    restored = ctx.yes(
        "64C",
        equity,
        "Does the result after the automatic transfer compensate the non-offending side for "
        "the damage caused (Law 64C)?",
    )
    if restored:
        effects: list[Effect] = []
        if transfer:
            effects.append(AdjustTricks(transfer, ctx.ref(law), "revoke transfer (Law 64)"))
        text = f"tricks transferred after play: {transfer:+d} to declarer's side (Law {law})"
        effects.append(Resolve(text))
        return Spec(ctx.ref(law), (ctx.option("transfer", text, law, *effects),))
    answers = tuple(str(n) for n in range(14))
    value = int(
        ctx.ask(
            "64C-tricks",
            equity,
            "How many tricks does declarer's side get in the adjusted score (Law 64C; "
            + (
                "the double-dummy result without the revoke is shown above)?"
                if shown
                else "no double-dummy comparison could be made)?"
            ),
            answers,
        )
    )
    text = f"equity restored (Law {equity}): declarer's side is credited with {value} tricks"
    effects = [
        AdjustTricks(value - total, ctx.ref(equity), "adjusted score after a revoke (Law 64C)"),
        Resolve(text),
    ]
    return Spec(ctx.ref(equity), (ctx.option("adjust", text, equity, *effects),))
