"""Laws 48-52: exposed cards and penalty cards (scenarios T01, T04-T07, T18).

* Law 48: declarer's exposed cards never become penalty cards (the table records them
  and asks nothing). 48B2: declarer who faces his cards during the play (other than
  right after an opening lead out of turn, 48B1/54) may be deemed to have claimed or
  conceded (Law 68), unless he demonstrably did not intend to claim: the director
  judges; a claim deemed made then takes the course of any claim (the opponents agree
  or dispute it, 68-70).
* Law 49: a defender's card exposed so that his partner could see it, or named as
  being in his hand, becomes a penalty card (Law 50) unless the director designates
  otherwise (50 intro); major or minor by 50B (a single card below honour rank exposed
  inadvertently is minor; two or more penalty cards are all major).
* Law 50D2 / 51B: when the owner's partner is on lead, declarer first chooses: require
  or forbid the lead of the penalty card's suit (the card goes back to the hand; the
  information is unauthorized to the partner, 50E2), or neither (it stays; the options
  come again while the partner keeps the lead, footnotes 13/15). Several suits: require
  one, forbid one or more, or neither (2017 51B2(c); earlier 50D2(b), INTERP).
  1987/1997 51B: a forbidden suit is forbidden for that lead only (no duration stated).
* Law 51A: two or more penalty cards can legally be played: declarer designates one.
* Law 52: a defender leads or plays another card when he should play a penalty card:
  declarer accepts it (the penalty card stays, 52B1; he must once he has played after
  it, which the table does), or the penalty card is substituted and the card played
  becomes a major penalty card (52B2).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from bridgelaw.core.cards import SUITS_HIGH_FIRST, Card, Suit
from bridgelaw.core.seats import Seat, Side
from bridgelaw.director.context import Context, Spec, name, one_or_several
from bridgelaw.director.director import register
from bridgelaw.director.play_common import (
    back,
    laws_play,
    minor_ui,
    penalty_kind,
    play_record,
    play_state,
    rule_43b3,
    suit_name,
)
from bridgelaw.director.ruling import Option
from bridgelaw.laws.effects import Effect, RecordUI, Resolve
from bridgelaw.laws.end_effects import DeemClaim
from bridgelaw.laws.irregularity import Kind
from bridgelaw.laws.play_effects import (
    AcceptPlay,
    MakePenaltyCards,
    PenaltyKind,
    RestrictPlay,
    ReturnCard,
    ReturnPenaltyCards,
)
from bridgelaw.laws.play_records import RestrictionKind
from bridgelaw.laws.reports import Exposure

__all__ = ["rule_choice", "rule_exposed", "rule_faced", "rule_lead", "rule_not_played"]


_EXPOSURE_TEXT = {
    Exposure.DROPPED: "dropped (an inadvertent exposure)",
    Exposure.NAMED: "named as being in his hand",
    Exposure.SHOWN: "placed so that his partner could see them",
}


@register(Kind.DECLARER_FACES_HAND)
def rule_faced(ctx: Context) -> Spec:
    """Law 48B2: declarer faced his cards during the play: a claim or concession (68)
    unless he demonstrably did not intend to claim (judgment)."""
    subject = ctx.irregularity.subject
    assert subject is not None
    seat = ctx.state.facts[subject].seat
    play = play_state(ctx)
    remaining = 13 - len(play.tricks)
    who = name(seat)
    ctx.fact(
        f"{who}, declarer, faced his cards at trick {len(play.tricks) + 1} with "
        f"{remaining} {one_or_several(remaining, 'trick', 'tricks')} left; no card of "
        "declarer's is a penalty card (Law "
        f"{ctx.ref('48A')})"
    )
    if ctx.yes(
        "48B2",
        "48B2",
        f"Did {who} demonstrably not intend to claim when he faced his cards?",
    ):
        text = f"not a claim: {who} picks up his cards and play continues (Law 48B2, 48A)"
        return Spec(ctx.ref("48B2"), (ctx.option("continue", text, "48B2", Resolve(text)),))
    tricks = int(
        ctx.ask(
            "68",
            "68A",
            f"How many of the {remaining} remaining tricks does {who}'s side claim (his "
            "statement; 0 concedes them all)?",
            tuple(str(n) for n in range(remaining + 1)),
        )
    )
    said = f"faced his cards (Law {ctx.ref('48B2')})"
    text = (
        f"{who} is deemed to have claimed {tricks} of the {remaining} tricks (Law 48B2): "
        "play ceases and the opponents agree or dispute it (Law 68)"
    )
    claim = DeemClaim(seat, tricks, remaining, len(play.tricks) + 1, ctx.ref("48B2"), said)
    return Spec(ctx.ref("48B2"), (ctx.option("claim", text, "48B2", claim, Resolve(text)),))


@register(Kind.EXPOSED_CARD_PLAY)
def rule_exposed(ctx: Context) -> Spec:
    """Laws 49, 50B: a defender's cards exposed during the play."""
    subject = ctx.irregularity.subject
    assert subject is not None
    fact = ctx.state.facts[subject]
    seat = fact.seat
    cards = fact.cards
    shown = " ".join(str(c) for c in cards)
    exposure = fact.detail if isinstance(fact.detail, Exposure) else None
    how = _EXPOSURE_TEXT[exposure] if exposure is not None else fact.note or ""
    ctx.fact(f"{name(seat)}, a defender, {how}: {shown}")
    special = rule_43b3(ctx)
    if special is not None:
        return special
    kind = penalty_kind(cards, deliberate=exposure is not Exposure.DROPPED)
    owned = len(laws_play(ctx).penalty_cards(seat))
    if owned:
        cards_owned = one_or_several(owned, "penalty card", "penalty cards")
        ctx.fact(f"{name(seat)} already has {owned} {cards_owned}: all become major (50B)")
        kind = PenaltyKind.MAJOR
    extra: list[Effect] = [minor_ui(ctx, seat, cards)] if kind == PenaltyKind.MINOR else []
    several = len(cards)
    becomes = one_or_several(
        several, f"becomes a {kind} penalty card", f"become {kind} penalty cards"
    )
    penalty = ctx.option(
        "penalty",
        f"{shown} {becomes} of {name(seat)} (Laws 49, 50B)",
        "49",
        MakePenaltyCards(seat, cards, kind == PenaltyKind.MAJOR, ctx.ref("50B")),
        *extra,
        ctx.damage(ctx.edition.law_50_damage_ref()),
        Resolve(f"{kind} {one_or_several(several, 'penalty card', 'penalty cards')} (49, 50B)"),
    )
    otherwise = ctx.option(
        "otherwise",
        f"the director designates otherwise: {shown} {one_or_several(several, 'goes', 'go')} "
        "back to the hand; the information is unauthorized to his partner",
        "50",
        RecordUI(f"{name(seat)}'s exposed {shown}", ctx.ref("16C"), seat.side),
        Resolve("the director designated otherwise (50)"),
    )
    return Spec(ctx.ref("49"), (penalty, otherwise))


def _ui(ctx: Context, owner_cards: list[Card], owner: str, side: Side) -> list[Effect]:
    """50E2: information from a penalty card returned to the hand is unauthorized to the
    owner's partner, authorized for declarer."""
    clause = ctx.edition.law_50e2_ref()
    if clause is None:
        return []
    shown = " ".join(str(c) for c in owner_cards)
    cards = one_or_several(len(owner_cards), "penalty card", "penalty cards")
    return [RecordUI(f"{owner}'s {cards} {shown} returned to the hand", ctx.ref(clause), side)]


@dataclass(frozen=True, slots=True)
class _PenaltyLead:
    """Declarer's options when the owner's partner is to lead (Laws 50D2, 51B)."""

    owner: Seat
    leader: Seat
    trick: int
    majors: tuple[Card, ...]
    """The owner's major penalty cards."""
    suits: tuple[Suit, ...]
    """Their suits, highest first."""
    base: str
    """50D2 (one card), 51B1 (two or more of one suit) or 51B2 (of two or more suits)."""
    early: tuple[Effect, ...]
    """The leader's face-down lead returned to his hand (41A), if any."""

    def returned(self, group: tuple[Suit, ...]) -> tuple[Card, ...]:
        """The penalty cards of ``group``, which go back to the hand."""
        return tuple(c for c in self.majors if c.suit in group)


@register(Kind.PENALTY_CARD_LEAD)
def rule_lead(ctx: Context) -> Spec:
    """Laws 50D2, 51B: declarer's option before the penalty card owner's partner leads."""
    owner = ctx.offender
    leader = owner.partner
    trick = ctx.irregularity.subject
    assert trick is not None
    majors = tuple(p.card for p in laws_play(ctx).major_penalty_cards(owner))
    suits = tuple(s for s in SUITS_HIGH_FIRST if any(c.suit == s for c in majors))
    shown = " ".join(str(c) for c in majors)
    cards = one_or_several(len(majors), "the major penalty card", "the major penalty cards")
    ctx.fact(f"{name(leader)} is on lead; his partner {name(owner)} has {cards} {shown}")
    early = _early_lead(ctx, leader, trick)
    base = "50D2" if len(majors) == 1 else ("51B1" if len(suits) == 1 else "51B2")
    lead = _PenaltyLead(owner, leader, trick, majors, suits, base, early)
    neither = base == "51B2" and ctx.edition.law_51b2c_neither()
    law = "51B2(c)" if neither else "50D2(b)"
    none = ctx.option(
        "none",
        f"no restriction: {name(leader)} leads any card; "
        + one_or_several(len(majors), "the penalty card stays", "the penalty cards stay")
        + " (the options return while he keeps the lead)",
        law,
        *early,
        Resolve(f"neither required nor forbidden ({law})"),
    )
    options = [*_require_options(ctx, lead), *_forbid_options(ctx, lead), none]
    return Spec(ctx.ref(base), tuple(options), ctx.table.declarer)


def _early_lead(ctx: Context, leader: Seat, trick: int) -> tuple[Effect, ...]:
    """The leader did not wait for declarer's choice: a card led is a penalty card (50D2,
    49); a face-down lead goes back to his hand (41A)."""
    late = [p.card for p in laws_play(ctx).penalty_cards(leader) if p.since == trick]
    if late:
        ctx.fact(f"{name(leader)} led before declarer chose: his card is a penalty card (50D2, 49)")
    down = laws_play(ctx).face_down()
    if down is None or down.seat != leader:
        return ()
    ctx.fact(f"{name(leader)}'s face-down lead {down.card} goes back to his hand (41A)")
    return (ReturnCard(down.index),)


def _back(returned: tuple[Card, ...], owner: Seat) -> str:
    """``"SA goes back to north's hand"`` (``"SA SK go back..."``)."""
    shown = " ".join(str(c) for c in returned)
    return f"{shown} {one_or_several(len(returned), 'goes', 'go')} back to {name(owner)}'s hand"


def _require_options(ctx: Context, lead: _PenaltyLead) -> list[Option]:
    """50D2(a), 51B1(a), 51B2(a): declarer requires the lead of a penalty card's suit; the
    cards of that suit go back to the hand."""
    owner, leader = lead.owner, lead.leader
    one = len(lead.majors) == 1
    law = "50D2(a)" if one else ("51B1(a)" if lead.base == "51B1" else "51B2(a)")
    options: list[Option] = []
    for suit in lead.suits:
        returned = lead.returned((suit,))
        options.append(
            ctx.option(
                f"require-{suit.letter}",
                f"{name(leader)} must lead {suit_name(suit)}; {_back(returned, owner)}",
                law,
                *lead.early,
                RestrictPlay(leader, RestrictionKind.REQUIRE_LEAD, lead.trick, ctx.ref(law), suit),
                ReturnPenaltyCards(owner, returned, ctx.ref(law)),
                *_ui(ctx, list(returned), name(owner), owner.side),
                Resolve(f"{suit_name(suit)} required ({law})"),
            )
        )
    return options


def _forbid_options(ctx: Context, lead: _PenaltyLead) -> list[Option]:
    """50D2(a), 51B1(b), 51B2(b): declarer forbids the lead of a suit (51B2: of any of the
    penalty cards' suits together), while the leader retains the lead (one card, and 51B
    by edition) or at this lead; the cards of those suits go back to the hand."""
    owner, leader = lead.owner, lead.leader
    one = len(lead.majors) == 1
    law = "50D2(a)" if one else ("51B1(b)" if lead.base == "51B1" else "51B2(b)")
    lasting = True if one else ctx.edition.law_51b_ban_lasting()
    suits = lead.suits
    groups = [tuple(g) for size in range(1, len(suits) + 1) for g in combinations(suits, size)]
    if lead.base != "51B2":
        groups = [(s,) for s in suits]
    options: list[Option] = []
    for group in groups:
        returned = lead.returned(group)
        names = " and ".join(suit_name(s) for s in group)
        duration = " while he retains the lead" if lasting else " at this lead"
        effects: list[Effect] = [
            RestrictPlay(
                leader, RestrictionKind.FORBID_LEAD, lead.trick, ctx.ref(law), s, lasting=lasting
            )
            for s in group
        ]
        effects += [
            *lead.early,
            ReturnPenaltyCards(owner, returned, ctx.ref(law)),
            *_ui(ctx, list(returned), name(owner), owner.side),
            Resolve(f"{names} forbidden ({law})"),
        ]
        options.append(
            ctx.option(
                "forbid-" + "".join(s.letter for s in group),
                f"{name(leader)} may not lead {names}{duration}; {_back(returned, owner)}",
                law,
                *effects,
            )
        )
    return options


@register(Kind.PENALTY_CARD_CHOICE)
def rule_choice(ctx: Context) -> Spec:
    """Law 51A: declarer designates which penalty card is played."""
    owner = ctx.offender
    trick = ctx.irregularity.subject
    assert trick is not None
    from bridgelaw.laws.play_classify import legal_now

    owned = {p.card for p in laws_play(ctx).major_penalty_cards(owner)}
    playable = [c for c in legal_now(ctx.edition, ctx.state, play_state(ctx)) if c in owned]
    ctx.fact(f"{name(owner)} may legally play penalty cards {' '.join(str(c) for c in playable)}")
    options = tuple(
        ctx.option(
            f"play-{card}",
            f"{name(owner)} plays {card}",
            "51A",
            RestrictPlay(owner, RestrictionKind.PLAY_CARD, trick, ctx.ref("51A"), card=card),
            Resolve(f"{card} designated (51A)"),
        )
        for card in playable
    )
    return Spec(ctx.ref("51A"), options, ctx.table.declarer)


@register(Kind.PENALTY_CARD_NOT_PLAYED)
def rule_not_played(ctx: Context) -> Spec:
    """Law 52: failure to lead or play a penalty card."""
    record = play_record(ctx)
    seat = record.seat
    owned = laws_play(ctx).penalty_cards(seat)
    pcs = " ".join(str(p.card) for p in owned)
    ctx.fact(
        f"{name(seat)} {'led' if record.lead else 'played'} {record.card} instead of his "
        f"penalty card ({pcs}); he may not take it back on his own initiative (52A)"
    )
    special = rule_43b3(ctx)
    if special is not None:
        return special
    accept = ctx.option(
        "accept",
        f"declarer accepts {record.card}; "
        + one_or_several(len(owned), "the penalty card stays", "the penalty cards stay")
        + " (52B1)",
        "52B1(a)",
        AcceptPlay(record.index),
        Resolve("the other card accepted; the penalty card stays (52B1)"),
    )
    play = play_state(ctx)
    from bridgelaw.laws.play_classify import legal44_of, penalty_filter, restricted

    allowed = legal44_of(ctx.edition, play, seat)
    allowed = penalty_filter(laws_play(ctx), play, seat, restricted(ctx.state, play, seat, allowed))
    substitute: list[Effect] = []
    if len(allowed) == 1:
        trick = len(play.tricks) + 1
        substitute.append(
            RestrictPlay(seat, RestrictionKind.PLAY_CARD, trick, ctx.ref("52B2"), card=allowed[0])
        )
    refuse = ctx.option(
        "refuse",
        f"{record.card} becomes a major penalty card; {name(seat)} must play his penalty card "
        f"{' '.join(str(c) for c in allowed)} instead (52B2)",
        "52B2",
        back(ctx, record, PenaltyKind.MAJOR, "52B2"),
        *substitute,
        Resolve("the penalty card must be substituted (52B2)"),
    )
    return Spec(ctx.ref("52"), (accept, refuse), ctx.table.declarer)
