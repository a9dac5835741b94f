"""Laws mode: what an attempted lead or play is, and what a play does to an irregularity
the director has not yet been called to (the play's half of digest §4).

:func:`classify_play` is the 2017 rules core behind :meth:`Edition.classify_play`;
:func:`legal_now` applies the restrictions and penalty cards in force to the
cards Law 44 allows (44C first, then lead and play restrictions, then penalty
cards, 50D1(b); a requirement that cannot be met is ignored, Law 59).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import TYPE_CHECKING

from bridgelaw.core.cards import Card, Suit
from bridgelaw.core.lawref import LawRef
from bridgelaw.core.seats import Seat
from bridgelaw.laws.effects import RestrictionStatus
from bridgelaw.laws.irregularity import Kind, Procedure, ProcedureStatus
from bridgelaw.laws.play_records import (
    PlayLaws,
    PlayRestriction,
    PlayStatus,
    RestrictionKind,
    is_honour,
)
from bridgelaw.laws.revoke_kinds import RevokeKind

if TYPE_CHECKING:
    from bridgelaw.editions import Edition
    from bridgelaw.laws.play import PlayState
    from bridgelaw.laws.procedure import LawsState, RestrictionState

__all__ = [
    "PlayClassification",
    "PlayReaction",
    "RestrictionInForce",
    "classify_play",
    "expected_leader",
    "legal_now",
    "play_reaction",
    "restriction_bars",
    "restrictions_in_force",
]


def _name(seat: Seat) -> str:
    return seat.name.lower()


class PlayAction(enum.StrEnum):
    """What the table does with an attempted lead or play."""

    LEGAL = "legal"
    """Into the trick."""
    REVOKE = "revoke"
    """Into the trick, and a revoke is recorded (nobody is told, Law 61)."""
    DEFER = "defer"
    """Committed; played at the owner's proper turn (Laws 57C1, 57C3), no rectification."""
    IRREGULAR = "irregular"
    """Face up, pending; the table waits for the director or a reaction."""
    LATENT = "latent"
    """Into the trick; an irregularity waits for attention to be drawn (Law 45D)."""
    REFUSED = "refused"
    """Against a restriction the table enforces: raise."""


@dataclass(frozen=True, slots=True)
class PlayClassification:
    """What an attempted lead or play is."""

    action: PlayAction
    kind: Kind | None = None
    law: LawRef | None = None
    broken: LawRef | None = None
    reason: str = ""
    revoke: RevokeKind | None = None
    """For a revoke: what the offender failed to do."""
    suit: Suit | None = None
    """For a revoke: the suit the offender could have played."""
    lead: bool = False
    """The card is a lead (to the trick in progress or to the next one)."""


class PlayReaction(enum.StrEnum):
    """What a lead or play does to an irregularity whose window is open."""

    ACCEPT = "accept"
    """The irregular lead is accepted (53A, 54B, 52B1(b)); the new card is then classified."""
    PROPER_LEAD = "proper-lead"
    """53B (1987-2007: 53C): the proper leader leads; the cards played in error go back."""
    AMBIGUOUS = "ambiguous"
    """The card may be the proper lead or a play to the irregular lead (J11): the director
    decides."""
    EXPOSE = "expose"
    """50D2: the partner of a penalty card's owner led before declarer chose: his card is a
    penalty card (49)."""
    REJECT = "reject"
    """Not before the director has ruled (Law 9B2)."""


_ON_TABLE = (PlayStatus.PENDING, PlayStatus.DEFERRED, PlayStatus.FACE_DOWN)

LEADS_OUT_OF_TURN = (
    Kind.OPENING_LEAD_OUT_OF_TURN,
    Kind.DECLARER_LEAD_OUT_OF_TURN,
    Kind.DEFENDER_LEAD_OUT_OF_TURN,
)


# ---------------------------------------------------------------- legal cards
def _retains_lead(play: PlayState, seat: Seat, since: int) -> bool:
    current = len(play.tricks) + 1
    return all(play.tricks[number - 1].winner == seat for number in range(since, current))


def _law26_in_force(state: RestrictionState, play: PlayState, seat: Seat) -> bool:
    if (
        state.status not in (RestrictionStatus.FORBID, RestrictionStatus.REQUIRE)
        or state.trick is None
    ):
        return False
    if state.restriction.leader != seat or play.current:
        return False
    current = len(play.tricks) + 1
    if current < state.trick:
        return False
    if state.status is RestrictionStatus.REQUIRE:
        return current == state.trick  # a required lead binds that lead only (26A2(a))
    return _retains_lead(play, seat, state.trick)


def _in_force(restriction: PlayRestriction, play: PlayState, seat: Seat) -> bool:
    if restriction.seat != seat or restriction.kind is RestrictionKind.PLAY_CARD:
        return False
    current = len(play.tricks) + 1
    if restriction.kind.is_lead:
        if play.current or current < restriction.trick:
            return False
        if restriction.kind is RestrictionKind.REQUIRE_LEAD or not restriction.lasting:
            return current == restriction.trick
        return _retains_lead(play, seat, restriction.trick)
    return bool(play.current) and current == restriction.trick


def _apply(
    restriction: PlayRestriction, play: PlayState, cards: tuple[Card, ...]
) -> tuple[Card, ...]:
    kind = restriction.kind
    suit = restriction.suit
    if kind is RestrictionKind.REQUIRE_LEAD or kind is RestrictionKind.PLAY_SUIT:
        return tuple(c for c in cards if c.suit == suit)
    if kind is RestrictionKind.FORBID_LEAD or kind is RestrictionKind.NOT_SUIT:
        return tuple(c for c in cards if c.suit != suit)
    led = play.led_suit
    of_led = [c for c in cards if c.suit == led]
    if not of_led:
        return ()
    best = (
        max(of_led, key=lambda c: c.rank)
        if kind is RestrictionKind.HIGHEST
        else min(of_led, key=lambda c: c.rank)
    )
    return (best,)


def _restrictions(
    state: LawsState, play: PlayState, seat: Seat
) -> list[tuple[LawRef, str, tuple[Suit, RestrictionStatus] | PlayRestriction]]:
    """The restrictions binding ``seat`` now: (law, description, restriction)."""
    out: list[tuple[LawRef, str, tuple[Suit, RestrictionStatus] | PlayRestriction]] = []
    for old in state.restrictions:
        if _law26_in_force(old, play, seat) and old.suit is not None:
            law = old.law or old.restriction.law
            verb = "may not lead" if old.status is RestrictionStatus.FORBID else "must lead"
            text = f"{_name(seat)} {verb} {old.suit.name.lower()} (Law {law})"
            out.append((law, text, (old.suit, old.status)))
    for restriction in state.play.restrictions:
        if _in_force(restriction, play, seat):
            out.append((restriction.law, restriction.describe(), restriction))
    return out


@dataclass(frozen=True, slots=True)
class RestrictionInForce:
    """A lead or play restriction binding ``seat`` now (Laws 26, 50D2, 51B, 57A), as a
    table shows it: what it requires and its Law."""

    seat: Seat
    kind: RestrictionKind
    law: LawRef
    suit: Suit | None = None
    card: Card | None = None


def restrictions_in_force(state: LawsState, play: PlayState) -> tuple[RestrictionInForce, ...]:
    """Every restriction binding a seat now (the same that :func:`restricted` applies:
    Law 26's exercised by declarer at the offender's partner's lead, and the play's)."""
    out: list[RestrictionInForce] = []
    for seat in Seat:
        for law, _, item in _restrictions(state, play, seat):
            if isinstance(item, PlayRestriction):
                out.append(RestrictionInForce(seat, item.kind, law, item.suit, item.card))
                continue
            suit, status = item
            kind = (
                RestrictionKind.FORBID_LEAD
                if status is RestrictionStatus.FORBID
                else RestrictionKind.REQUIRE_LEAD
            )
            out.append(RestrictionInForce(seat, kind, law, suit))
    return tuple(out)


def _filter(
    item: tuple[Suit, RestrictionStatus] | PlayRestriction, play: PlayState, cards: tuple[Card, ...]
) -> tuple[Card, ...]:
    if isinstance(item, PlayRestriction):
        return _apply(item, play, cards)
    suit, status = item
    if status is RestrictionStatus.FORBID:
        return tuple(c for c in cards if c.suit != suit)
    return tuple(c for c in cards if c.suit == suit)


def restricted(
    state: LawsState, play: PlayState, seat: Seat, cards: tuple[Card, ...]
) -> tuple[Card, ...]:
    """``cards`` less those the lead and play restrictions in force on ``seat`` bar; a
    restriction that cannot be complied with is ignored (Law 59)."""
    for _, _, item in _restrictions(state, play, seat):
        kept = _filter(item, play, cards)
        if kept:
            cards = kept
    return cards


def restriction_bars(
    state: LawsState, play: PlayState, seat: Seat, card: Card, legal: tuple[Card, ...]
) -> tuple[str, LawRef] | None:
    """Why ``seat`` may not lead or play ``card`` (one of his ``legal`` cards by Law 44)
    under a restriction in force, or ``None``."""
    cards = legal
    for law, text, item in _restrictions(state, play, seat):
        kept = _filter(item, play, cards)
        if kept:
            if card in cards and card not in kept:
                return text, law
            cards = kept
    return None


def penalty_filter(
    laws: PlayLaws, play: PlayState, seat: Seat, cards: tuple[Card, ...]
) -> tuple[Card, ...]:
    """Law 50C/50D1/51A: the cards ``seat`` may play given his penalty cards."""
    own = laws.penalty_cards(seat)
    if not own:
        return cards
    current = len(play.tricks) + 1
    for restriction in laws.restrictions:
        if (
            restriction.seat == seat
            and restriction.kind is RestrictionKind.PLAY_CARD
            and restriction.trick == current
            and restriction.card in cards
        ):
            return (restriction.card,)
    majors = tuple(p.card for p in own if p.major and p.card in cards)
    if majors:
        return majors
    for minor in own:
        if not minor.major:
            suit = minor.card.suit
            cards = tuple(c for c in cards if c.suit != suit or c == minor.card or is_honour(c))
    return cards


def legal_now(edition: Edition, state: LawsState, play: PlayState) -> tuple[Card, ...]:
    """The cards the seat to play may lead or play now: Law 44, then the restrictions in
    force, then his penalty cards."""
    if play.is_complete:
        return ()
    seat = play.next_seat
    cards = _available(state, legal44_of(edition, play, seat))
    cards = restricted(state, play, seat, cards)
    return penalty_filter(state.play, play, seat, cards)


# ------------------------------------------------------------- classification
def legal44_of(edition: Edition, play: PlayState, seat: Seat) -> tuple[Card, ...]:
    """The cards Law 44 allows ``seat`` now: any card to lead, else the suit led if he
    holds it (44C, 44D)."""
    hand = play.hands[seat]
    led = play.led_suit
    if led is not None and edition.law_44_must_follow(hand, led):
        return tuple(card for card in hand if card.suit == led)
    return hand.cards()


def _available(
    state: LawsState, cards: tuple[Card, ...], keep: Card | None = None
) -> tuple[Card, ...]:
    """``cards`` less those lying on the table, led or played but not in a trick."""
    away = {r.card for r in state.play.records if r.status in _ON_TABLE and r.card != keep}
    return tuple(c for c in cards if c not in away)


def expected_leader(laws: PlayLaws, play: PlayState) -> Seat:
    """The hand that should lead to the trick in progress: the winner of the last trick
    (the opening leader at trick 1); for declarer's side, the hand a ruling named (Laws
    43B2(a), 55B2), which the rebuilt play state already shows."""
    return play.leader


def _played_to_current(laws: PlayLaws, play: PlayState) -> set[Seat]:
    """Seats with a card in the trick in progress, or committed to it (57C1)."""
    seats = {laws.records[i].seat for i in laws.current}
    trick = len(play.tricks) + 1
    for record in laws.deferred():
        if record.trick == trick and not record.lead:
            seats.add(record.seat)
    return seats


def classify_play(
    edition: Edition, seat: Seat, by: Seat, card: Card, state: LawsState, play: PlayState
) -> PlayClassification:
    """Classify the lead or play of ``card`` from ``seat``'s hand by ``by`` (the table has
    checked that it is physically possible)."""
    laws = state.play
    ref = edition.ref
    name = _name(seat)
    dummy = play.dummy
    declarer = play.declarer
    if not play.opening_lead_made:
        if seat == play.leader:
            return _at_turn(edition, seat, card, state, play, lead=True)
        return _opening_lead(edition, seat, card, play)
    if not play.current:
        return _lead(edition, seat, by, card, state, play)
    trick = len(play.tricks) + 1
    played = _played_to_current(laws, play)
    turn = play.next_seat
    if seat == dummy and by == dummy:
        action = PlayAction.LATENT if seat == turn else PlayAction.IRREGULAR
        return PlayClassification(
            action,
            Kind.DUMMY_UNNAMED_CARD,
            ref("45D"),
            ref("45B"),
            f"dummy ({name}) plays his {card} without declarer naming it",
        )
    if seat in played:
        partner = seat.partner
        if seat != declarer and seat != dummy and partner not in played:
            return PlayClassification(
                PlayAction.IRREGULAR,
                Kind.PREMATURE_PLAY,
                ref("57A"),
                ref("44B"),
                f"{name} leads {card} to the next trick before his partner has played to this one",
                lead=True,
            )
        return PlayClassification(
            PlayAction.IRREGULAR,
            Kind.FIFTH_CARD,
            ref("45E"),
            ref("44B"),
            f"{name} plays {card}, but he has already played to trick {trick}",
        )
    if seat != turn:
        return _out_of_turn(edition, seat, by, card, state, play, played)
    return _at_turn(edition, seat, card, state, play, lead=False)


def _opening_lead(edition: Edition, seat: Seat, card: Card, play: PlayState) -> PlayClassification:
    ref = edition.ref
    leader = play.leader
    name = _name(seat)
    if seat.side == play.declarer.side:
        return PlayClassification(
            PlayAction.IRREGULAR,
            Kind.WRONG_OPENING_LEAD,
            ref("54E"),
            ref("41A"),
            f"{name}, of declarer's side, makes the opening lead ({card})",
            lead=True,
        )
    return PlayClassification(
        PlayAction.IRREGULAR,
        Kind.OPENING_LEAD_OUT_OF_TURN,
        ref("54"),
        ref("41A"),
        f"{name} faces the opening lead {card} out of turn: {_name(leader)} is on lead",
        lead=True,
    )


def _lead(
    edition: Edition, seat: Seat, by: Seat, card: Card, state: LawsState, play: PlayState
) -> PlayClassification:
    ref = edition.ref
    laws = state.play
    expected = expected_leader(laws, play)
    name = _name(seat)
    if seat == expected:
        return _at_turn(edition, seat, card, state, play, lead=True)
    where = f"{name} leads {card}: {_name(expected)} is on lead"
    if seat.side == play.declarer.side:
        return PlayClassification(
            PlayAction.IRREGULAR,
            Kind.DECLARER_LEAD_OUT_OF_TURN,
            ref("55"),
            ref("44G"),
            where + (" (a lead from the wrong hand)" if expected.side == seat.side else ""),
            lead=True,
        )
    if laws.correct_lead is not None and expected.side == play.declarer.side and seat != expected:
        return PlayClassification(
            PlayAction.IRREGULAR,
            Kind.PLAY_BEFORE_CORRECT_LEAD,
            ref("60B"),
            ref("44G"),
            f"{name} plays {card} after declarer was required to withdraw his lead, before "
            "declarer has led from the correct hand",
            lead=True,
        )
    return PlayClassification(
        PlayAction.IRREGULAR,
        Kind.DEFENDER_LEAD_OUT_OF_TURN,
        ref("56"),
        ref("44G"),
        where,
        lead=True,
    )


def _out_of_turn(
    edition: Edition,
    seat: Seat,
    by: Seat,
    card: Card,
    state: LawsState,
    play: PlayState,
    played: set[Seat],
) -> PlayClassification:
    ref = edition.ref
    name = _name(seat)
    declarer = play.declarer
    led = play.led_suit
    follows = led is None or card.suit == led or not play.hands[seat].has_suit(led)
    if seat.side == declarer.side:
        law = edition.law_57c3_ref()
        if follows:
            return PlayClassification(PlayAction.DEFER, law=ref(law))
        return PlayClassification(
            PlayAction.IRREGULAR,
            Kind.PREMATURE_PLAY,
            ref(law),
            ref("44B"),
            f"declarer plays {card} from {name}'s hand prematurely, and it is not a legal play",
        )
    if declarer in played and declarer.partner in played:
        return PlayClassification(PlayAction.DEFER, law=ref(edition.law_57c1_ref()))
    if seat.partner not in played:
        return PlayClassification(
            PlayAction.IRREGULAR,
            Kind.PREMATURE_PLAY,
            ref("57A"),
            ref("44B"),
            f"{name} plays {card} out of turn, before his partner has played to the trick",
        )
    return PlayClassification(
        PlayAction.IRREGULAR,
        Kind.PREMATURE_PLAY,
        ref("57D" if edition.law_57d() else "57"),
        ref("44B"),
        f"{name} plays {card} at his right-hand opponent's turn",
    )


def _at_turn(
    edition: Edition, seat: Seat, card: Card, state: LawsState, play: PlayState, *, lead: bool
) -> PlayClassification:
    ref = edition.ref
    name = _name(seat)
    legal44 = _available(state, legal44_of(edition, play, seat), card)
    led = play.led_suit
    if card not in legal44:
        assert led is not None
        kind = RevokeKind.not_following(seat == play.dummy)
        return PlayClassification(
            PlayAction.REVOKE,
            law=ref("61A"),
            broken=ref("44C"),
            reason=f"{name} plays {card} but holds a {led.name.lower()[:-1]}",
            revoke=kind,
            suit=led,
            lead=lead,
        )
    barred = restriction_bars(state, play, seat, card, legal44)
    if barred is not None:
        return PlayClassification(PlayAction.REFUSED, law=barred[1], reason=barred[0], lead=lead)
    allowed = penalty_filter(state.play, play, seat, restricted(state, play, seat, legal44))
    if card not in allowed:
        shown = " ".join(str(c) for c in allowed)
        return PlayClassification(
            PlayAction.IRREGULAR,
            Kind.PENALTY_CARD_NOT_PLAYED,
            ref("52"),
            ref("50D1(a)") if any(p.major for p in state.play.penalty_cards(seat)) else ref("50C"),
            f"{name} {'leads' if lead else 'plays'} {card} but must play {shown} (penalty card)",
            lead=lead,
        )
    return PlayClassification(PlayAction.LEGAL, lead=lead)


# ------------------------------------------------------------------ reactions
def play_reaction(
    edition: Edition,
    procedure: Procedure,
    seat: Seat,
    by: Seat,
    state: LawsState,
    play: PlayState,
) -> PlayReaction:
    """What a lead or play by ``seat`` (by ``by``) does to ``procedure``, which waits
    for the director (its window open)."""
    irregularity = procedure.irregularity
    kind = irregularity.kind
    laws = state.play
    if kind is Kind.PENALTY_CARD_LEAD:
        if seat == play.next_seat and not play.current and procedure.step == "made":
            return PlayReaction.EXPOSE
        return PlayReaction.REJECT
    if (
        procedure.director_called
        or procedure.status is not ProcedureStatus.WINDOW
        or irregularity.play_index is None
    ):
        return PlayReaction.REJECT
    record = laws.records[irregularity.play_index]
    if record.status is not PlayStatus.PENDING:
        return PlayReaction.REJECT
    if kind is Kind.PENALTY_CARD_NOT_PLAYED:
        return PlayReaction.ACCEPT if by == play.declarer else PlayReaction.REJECT
    if kind not in LEADS_OUT_OF_TURN:
        return PlayReaction.REJECT
    if kind is Kind.OPENING_LEAD_OUT_OF_TURN:
        return PlayReaction.ACCEPT if by == play.declarer else PlayReaction.REJECT
    if record.trick == 13 and edition.law_53a_trick13_withdrawn():
        proper = expected_leader(laws, play)
        return PlayReaction.PROPER_LEAD if seat == proper else PlayReaction.REJECT
    proper = expected_leader(laws, play)
    is_next = seat == record.seat.lho
    is_proper = seat == proper and proper.is_opponent(record.seat)
    if is_next and is_proper:
        return PlayReaction.AMBIGUOUS
    if is_next:
        return PlayReaction.ACCEPT
    if is_proper:
        return PlayReaction.PROPER_LEAD
    if (
        kind is Kind.DECLARER_LEAD_OUT_OF_TURN
        and proper.side == record.seat.side
        and seat == record.seat.rho
    ):
        return PlayReaction.ACCEPT  # 53C (1987-2007 53B): the lead stands, Law 57 follows
    return PlayReaction.REJECT
