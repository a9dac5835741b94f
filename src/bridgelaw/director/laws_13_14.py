"""Laws 13 and 14: a hand with a wrong number of cards, and a missing card.

Reported with :class:`~bridgelaw.table.IrregularityReported`: ``Kind.WRONG_CARD_COUNT``
(a hand with more than 13 cards and another with fewer; ``note=EXTRA_CARD`` for a card
that does not belong to the deal) or ``Kind.MISSING_CARD`` (a hand short, none long),
``seat`` the hand concerned, ``cards`` the card(s) concerned if known.

Law 13 (digest §5.3):

* 2017: no call yet by the player with the wrong count: the board is corrected and
  played (13A1); if a card of another hand was seen it is still played and scored, and
  adjusted if the information affected the result (13A2). He has called: played
  without change of call if the director judges it can be corrected (13B1), otherwise
  an adjusted score (13B2). An extra card is removed; no adjustment unless it was
  played to a quitted trick (13C). Found after play: the result is cancelled (13D).
* 2007: the same situations lettered A (called, played on), B (adjusted score), C
  (after play), D (no call: D1, D2(a) unlikely to interfere, D2(b) an *artificial*
  score), E (UI to partner), F (extra card).
* 1997: after a call, played without change of call only with the concurrence of all
  four players, else an artificial score; no call and a card seen: played with the
  consent of all four if the information is immaterial (13B1), else artificial (13B2).
* 1987: after a call, an artificial adjusted score; otherwise as 1997.

Law 14: found before the opening lead, the card is restored (else the deal is rebuilt
from another pack) and no call is changed (14A); later (2017: to the end of the
correction period; 2007: before the end of play; 1987/1997: during play) found among
the played cards: Law 67; elsewhere, or rebuilt: the card belonged to the hand
throughout, may be a penalty card, not playing it may be a revoke (14B). 14C (2007,
2017): the knowledge is UI to the partner of the deficient hand. 1987/1997: only when
three hands are correct and the fourth is short; otherwise Law 13.
"""

from __future__ import annotations

from typing import Final

from bridgelaw.director.context import Context, Spec, name
from bridgelaw.director.director import register
from bridgelaw.editions import Edition
from bridgelaw.laws.disclosure import play_ended
from bridgelaw.laws.effects import CloseBoard, Effect, FlagReview, RecordUI, Resolve
from bridgelaw.laws.irregularity import Fact, Kind

__all__ = ["EXTRA_CARD", "rule_missing_card", "rule_wrong_count"]

EXTRA_CARD: Final = "extra card"
"""The ``note`` of a report of a card that does not belong to the deal (13C; 2007 13F)."""


def _fact(ctx: Context) -> Fact:
    subject = ctx.irregularity.subject
    assert subject is not None
    return ctx.state.facts[subject]


def _cards(fact: Fact) -> str:
    return " ".join(str(c) for c in fact.cards) or "a card"


def _has_called(ctx: Context, fact: Fact) -> bool:
    return any(r.seat == fact.seat and r.log_index is not None for r in ctx.state.records)


def _after_play(ctx: Context) -> bool:
    return play_ended(ctx.table)


def _penalty(ctx: Context, seat_side: Fact) -> FlagReview:
    return FlagReview(ctx.ref("90"), "a procedural penalty may be given", seat_side.seat.side)


def _one(ctx: Context, law: str, text: str, *effects: Effect) -> Spec:
    return Spec(ctx.ref(law), (ctx.option("rule", text, law, *effects),))


def _close(ctx: Context, fact: Fact, law: str, reason: str, *, artificial: bool) -> Spec:
    kind = "an artificial adjusted score" if artificial else "an adjusted score"
    effects: tuple[Effect, ...] = (
        _penalty(ctx, fact),
        CloseBoard(ctx.ref(law), f"{kind}: {reason}"),
    )
    return _one(ctx, law, f"{reason}: {kind} (Law 12); the offender may be penalised", *effects)


@register(Kind.WRONG_CARD_COUNT)
def rule_wrong_count(ctx: Context) -> Spec:
    """Law 13 in the table's edition."""
    return _law_13(ctx, _fact(ctx))


def _law_13(ctx: Context, fact: Fact) -> Spec:
    general = ctx.edition
    sections = general.law_13_sections()
    offender = fact.seat
    if fact.note == EXTRA_CARD:
        return _extra_card(ctx, fact, sections)
    ctx.fact(f"{name(offender)}'s hand has a wrong number of cards ({_cards(fact)})")
    if _after_play(ctx):
        law = sections["after-play"]
        ctx.fact("found after play: the result is cancelled")
        return _close(ctx, fact, law, "a hand held more than 13 cards", artificial=False)
    if _has_called(ctx, fact):
        ctx.fact(f"{name(offender)} has called with the wrong number of cards")
        return _called(ctx, fact, general, sections)
    ctx.fact(f"{name(offender)} has not called yet: the director corrects the board")
    seen = ctx.yes(
        "13-seen", sections["no-call-seen"], "Has any player seen a card of another hand?"
    )
    if not seen:
        law = sections["no-call"]
        return _one(ctx, law, "the board is corrected and played normally", Resolve(law))
    return _seen(ctx, fact, general, sections)


def _ui(ctx: Context, general: Edition, fact: Fact) -> list[Effect]:
    clause = general.law_13_ui_ref()
    if clause is None:
        return []
    return [
        RecordUI(
            f"the director's knowledge of where {name(fact.seat)}'s card(s) went",
            ctx.ref(clause),
            fact.seat.side,
        )
    ]


def _seen(ctx: Context, fact: Fact, general: Edition, sections: dict[str, str]) -> Spec:
    rule = general.law_13_seen()
    law = sections["no-call-seen"]
    if rule == "play":
        effects: list[Effect] = [
            FlagReview(
                ctx.ref(law),
                "a card of another hand was seen: an assigned adjusted score (12C1(b)) if the "
                "unauthorized information affected the result; the offender may be penalised",
                fact.seat.side,
            ),
            Resolve(f"played and scored ({law})"),
        ]
        return _one(ctx, law, "the board is played and scored; adjusted if the UI told", *effects)
    if rule == "judgment":
        interferes = ctx.yes(
            "13-interferes",
            law,
            "Is the unauthorized information so substantial that it could interfere with "
            "normal bidding or play?",
        )
    else:
        interferes = not ctx.yes(
            "13-consent",
            law,
            "Is the information immaterial to normal bidding and play, and do all four "
            "players consent to play the board?",
        )
    if interferes:
        return _close(
            ctx,
            fact,
            sections["no-call-seen-adjust"],
            "the information interferes",
            artificial=True,
        )
    effects = [
        *_ui(ctx, general, fact),
        FlagReview(
            ctx.ref(law),
            "adjust (and the offender may be penalised) if the information affected the result",
            fact.seat.side,
        ),
        Resolve(f"played normally ({law})"),
    ]
    return _one(ctx, law, "the board is played normally", *effects)


def _called(ctx: Context, fact: Fact, general: Edition, sections: dict[str, str]) -> Spec:
    rule = general.law_13_called()
    law = sections["called"]
    if rule == "never":
        return _close(ctx, fact, law, "a call was made with a wrong hand", artificial=True)
    if rule == "consent":
        question = (
            "Can the board be corrected and played without any change of call, and do all "
            "four players concur?"
        )
    else:
        question = "Can the board be corrected and played without any change of call?"
    if not ctx.yes("13-correct", law, question):
        return _close(
            ctx,
            fact,
            sections["called-adjust"],
            "the board cannot be corrected and played",
            artificial=rule == "consent",
        )
    effects: list[Effect] = [
        *_ui(ctx, general, fact),
        FlagReview(
            ctx.ref(law),
            "the board was corrected after a call with a wrong hand: the director may adjust "
            "at the end of play",
            fact.seat.side,
        ),
        Resolve(f"corrected and played without change of call ({law})"),
    ]
    text = "the board is corrected and played without any change of call"
    return _one(ctx, law, text, *effects)


def _extra_card(ctx: Context, fact: Fact, sections: dict[str, str]) -> Spec:
    law = sections.get("extra")
    ctx.fact(f"{_cards(fact)} does not belong to the deal")
    if law is None:
        flag = FlagReview(
            ctx.ref("12A1"), f"an extra card: the {ctx.year} Laws have no rule for it", None
        )
        text = "the card is removed; no Law provides for it: the director decides (12A1)"
        return _one(ctx, "12A1", text, flag, Resolve("extra card removed (12A1)"))
    played = ctx.table.opening_lead_made and ctx.yes(
        "13-extra", law, "Was the extra card played to a quitted trick?"
    )
    if played:
        effects: tuple[Effect, ...] = (
            FlagReview(ctx.ref(law), "the extra card was played to a quitted trick", None),
            Resolve(f"extra card removed; an adjusted score may be given ({law})"),
        )
        text = "the card is removed; it was played to a quitted trick: the score may be adjusted"
        return _one(ctx, law, text, *effects)
    text = "the card is removed; the auction and play continue without rectification"
    return _one(ctx, law, text, Resolve(f"extra card removed ({law})"))


# -------------------------------------------------------------------- Law 14
@register(Kind.MISSING_CARD)
def rule_missing_card(ctx: Context) -> Spec:
    """Law 14 in the table's edition."""
    fact = _fact(ctx)
    general = ctx.edition
    short = name(fact.seat)
    ctx.fact(f"{short}'s hand is short ({_cards(fact)} missing)")
    if not general.law_14_any_short_hand() and not ctx.yes(
        "14-trigger", "14", "Are the other three hands correct, only this one short?"
    ):
        ctx.fact(f"Law 14 ({ctx.year}) needs three correct hands: Law 13 applies")
        return _law_13(ctx, fact)
    ui: list[Effect] = []
    clause = general.law_14_ui_ref()
    if clause is not None:
        ui.append(
            RecordUI(f"the restoration of {short}'s missing card", ctx.ref(clause), fact.seat.side)
        )
    if not ctx.table.opening_lead_made:
        found = ctx.yes("14A", "14A", "Has the missing card been found?")
        law = "14A1" if found else "14A2"
        text = (
            "the card is restored to the deficient hand"
            if found
            else "the deal is reconstructed with another pack"
        )
        if general.law_14_no_change_of_call():
            text += "; the auction and play continue without any change of call (14A3)"
        effects = [*ui, Resolve(text)]
        return _one(ctx, law, text, *effects)
    limit = general.law_14_late_limit()
    if _after_play(ctx) and limit != "correction":
        ctx.fact(f"Law 14B ({ctx.year}) applies only during play; play has ended")
        flag = FlagReview(ctx.ref("12A1"), "a missing card found after play", None)
        text = "Law 14 no longer applies: the director decides (12A1)"
        return _one(ctx, "12A1", text, flag, Resolve(text))
    return _late(ctx, fact, ui)


def _late(ctx: Context, fact: Fact, ui: list[Effect]) -> Spec:
    older = ctx.edition.law_14b_paragraphs_lettered()
    where = ctx.ask(
        "14B",
        "14B",
        "Where was the missing card found?",
        ("played", "elsewhere", "not-found"),
    )
    if where == "played":
        law = "14B1(a)" if older else "14B1"
        effects: list[Effect] = [
            FlagReview(ctx.ref("67"), "the missing card was among the played cards", None),
            Resolve("Law 67 applies"),
        ]
        return _one(ctx, law, "the card is among the played cards: Law 67 applies", *effects)
    sections = {"elsewhere": ("14B2", "14B1(b)"), "not-found": ("14B3", "14B2")}
    law = sections[where][1 if older else 0]
    deemed = "14B3" if older else "14B4"
    what = "restored to the deficient hand" if where == "elsewhere" else "rebuilt from a new pack"
    effects = [
        *ui,
        FlagReview(
            ctx.ref(deemed),
            f"{_cards(fact)} belonged to {name(fact.seat)}'s hand throughout: it may become a "
            "penalty card, and failing to play it may be a revoke",
            fact.seat.side,
        ),
        Resolve(f"the card is {what} ({law})"),
    ]
    text = f"the card is {what}; rectification or penalties may follow ({deemed})"
    return _one(ctx, law, text, *effects)
