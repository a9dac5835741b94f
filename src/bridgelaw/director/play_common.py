"""What the director's modules for the play (Laws 41-71) share: the irregular card, the
play as it stands, who called the director, and Law 43B3 (dummy, having lost his
rights, draws attention to a defender's irregularity)."""

from __future__ import annotations

from bridgelaw.core.cards import Card, Suit
from bridgelaw.core.seats import Seat
from bridgelaw.director.context import Context, Spec, name
from bridgelaw.laws.effects import Effect, FlagReview, RecordUI, Resolve
from bridgelaw.laws.irregularity import Kind
from bridgelaw.laws.play import PlayState
from bridgelaw.laws.play_effects import AcceptPlay, DeferPlay, PenaltyKind, ReturnCard
from bridgelaw.laws.play_records import PlayLaws, PlayRecord, PlayStatus, is_honour
from bridgelaw.table.events import DirectorCalled

__all__ = [
    "called_by",
    "follows",
    "laws_play",
    "minor_ui",
    "penalty_kind",
    "play_record",
    "play_state",
    "rule_43b3",
    "suit_name",
    "withdrawn_ui",
]


def play_state(ctx: Context) -> PlayState:
    """The tricks and hands as they stand."""
    play = ctx.table.play_state
    assert play is not None
    return play


def laws_play(ctx: Context) -> PlayLaws:
    """The play records, penalty cards and restrictions."""
    return ctx.state.play


def play_record(ctx: Context, index: int | None = None) -> PlayRecord:
    """The irregular card's record (or record ``index``)."""
    number = ctx.irregularity.play_index if index is None else index
    assert number is not None
    return ctx.state.play.records[number]


def called_by(ctx: Context) -> Seat | None:
    """Who called the director last, if the log says."""
    for event in reversed(ctx.table.events):
        if isinstance(event, DirectorCalled):
            return event.by
    return None


def suit_name(suit: Suit) -> str:
    """``"spades"``..."""
    return suit.name.lower()


def follows(play: PlayState, seat: Seat, card: Card) -> bool:
    """Whether ``card`` would be a legal play by ``seat`` to the trick in progress (44C)."""
    led = play.led_suit
    return led is None or card.suit == led or not play.hands[seat].has_suit(led)


def penalty_kind(cards: tuple[Card, ...], *, deliberate: bool) -> PenaltyKind:
    """Law 50B: minor for a single card below honour rank exposed inadvertently, else
    major."""
    if len(cards) == 1 and not deliberate and not is_honour(cards[0]):
        return PenaltyKind.MINOR
    return PenaltyKind.MAJOR


def withdrawn_ui(ctx: Context, record: PlayRecord, clause: str | None = None) -> RecordUI:
    """Ledger entry for a withdrawn card: authorized for the non-offenders, unauthorized
    for the offending side (Law 16C; 2007: 16D)."""
    law = clause or ctx.edition.law_16_withdrawn_ref()
    return RecordUI(f"{name(record.seat)}'s withdrawn {record.card}", ctx.ref(law), record.by.side)


def minor_ui(ctx: Context, seat: Seat, cards: tuple[Card, ...]) -> RecordUI:
    """Law 50C (1987: 50D): the information from a minor penalty card is unauthorized to
    its owner's partner."""
    shown = " ".join(str(c) for c in cards)
    return RecordUI(
        f"{name(seat)}'s minor penalty card {shown}",
        ctx.ref(ctx.edition.law_50c_ui_ref()),
        seat.side,
    )


def rule_43b3(ctx: Context) -> Spec | None:
    """Law 43B3: dummy breached 43A2 and was the first to draw attention to this
    defender's irregularity: no rectification; play continues as if nothing had
    happened; the score may be adjusted after play (edition's text)."""
    if not ctx.state.play.dummy_forfeited:
        return None
    play = play_state(ctx)
    if called_by(ctx) != play.dummy or ctx.offender.side == play.declarer.side:
        return None
    law, text = ctx.edition.law_43b3()
    ctx.fact(f"dummy, having breached Law 43A2, drew attention to it first (Law {law})")
    effects: list[Effect] = []
    index = ctx.irregularity.play_index
    if index is not None and ctx.state.play.records[index].status is PlayStatus.PENDING:
        kind = ctx.irregularity.kind
        if kind in (Kind.DEFENDER_LEAD_OUT_OF_TURN, Kind.PENALTY_CARD_NOT_PLAYED):
            effects.append(AcceptPlay(index))
        elif kind is Kind.PREMATURE_PLAY:
            effects.append(DeferPlay(index))
        else:
            effects.append(ReturnCard(index))
    effects += [
        FlagReview(ctx.ref(law), text, ctx.offender.side),
        Resolve(f"no rectification (Law {law})"),
    ]
    option = ctx.option("rule", f"no rectification: play continues; {text}", law, *effects)
    return Spec(ctx.ref(law), (option,))


def back(ctx: Context, record: PlayRecord, penalty: PenaltyKind | None, law: str) -> ReturnCard:
    """The card goes back to the hand (a penalty card of ``penalty`` kind, or none)."""
    return ReturnCard(record.index, penalty, ctx.ref(law) if penalty else None)
