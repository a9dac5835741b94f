"""Law 16: authorized and unauthorized information — the ledger, and the rulings on
information from partner and from other sources.

The table keeps a ledger of unauthorized information (:attr:`Table.ledger`): every
withdrawn or cancelled call (16C; 2007: 16D), exposed card (24), restored card
(14C), and the entries of the rulings here. :func:`ledger` reads it in the table's
edition: which source each entry is (partner, withdrawn action, other source...),
which section of Law 16 governs it in that edition (2017: 16B partner, 16C
withdrawn, 16D other sources; 2007: 16B, 16D, 16C; 1987/1997: 16A, 16C, 16B), who
may use it and who may not, and the edition's wording of what the offending side
may not do. :func:`review_items` lists what the director checks after the board.

Reported with :class:`~bridgelaw.table.IrregularityReported` (``Kind.UNAUTHORIZED_INFORMATION``):
``seat`` is the player who conveyed information to his partner (a hesitation, a
remark, an unexpected alert...) or the player who received information from another
source (saw a card of another hand, overheard a result...); ``note`` starting with
``"partner"`` or ``"outside"`` names the source (else the director is asked).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from bridgelaw.core.lawref import LawRef
from bridgelaw.core.seats import Side
from bridgelaw.director.context import Context, Spec, name
from bridgelaw.director.director import register
from bridgelaw.editions import Edition
from bridgelaw.laws.effects import CloseBoard, Effect, FlagReview, RecordUI, Resolve
from bridgelaw.laws.irregularity import InformationSource, Kind
from bridgelaw.table.table import Table

__all__ = ["SOURCES", "LedgerEntry", "ReviewItem", "ledger", "review_items", "rule"]

SOURCES: Final = tuple(source.value for source in InformationSource)
"""The sources of a ledger entry."""


@dataclass(frozen=True, slots=True)
class LedgerEntry:
    """An entry of the ledger of unauthorized information, read in an edition."""

    source: str
    """What conveyed the information (``"east's withdrawn 1D"``...)."""
    kind: InformationSource
    """What conveyed it (one of :data:`SOURCES`)."""
    law: LawRef
    """The Law the entry was made under."""
    governed_by: LawRef
    """The section of Law 16 that governs this kind of information in the edition."""
    authorized_to: tuple[Side, ...]
    unauthorized_to: tuple[Side, ...]
    rule: str
    """What a player may not do with it, in the edition's wording."""
    call_index: int | None = None
    irregularity: int | None = None


@dataclass(frozen=True, slots=True)
class ReviewItem:
    """Something the director checks after the board: a review flag, or a ledger entry
    whose use by the side it is unauthorized to may call for an adjusted score."""

    law: LawRef
    reason: str
    side: Side | None
    origin: str
    """``"flag"`` or ``"ledger"``."""
    irregularity: int | None = None


_SECTIONED = (InformationSource.PARTNER, InformationSource.WITHDRAWN, InformationSource.OUTSIDE)
"""The sources a section of Law 16 names (the others are read as withdrawn)."""


def _kind_of(law: LawRef, general: Edition) -> InformationSource:
    if law.law == 16:
        letter = f"16{law.section[:1]}"
        for source in _SECTIONED:
            if general.law_16_section(source) == letter:
                return source
        return InformationSource.OTHER
    if law.law == 24:
        return InformationSource.EXPOSED
    if law.law in (13, 14):
        return InformationSource.RESTORED
    if law.law in (15, 17, 21, 25, 28, 34):
        return InformationSource.WITHDRAWN
    return InformationSource.OTHER


def ledger(table: Table) -> tuple[LedgerEntry, ...]:
    """The table's ledger of unauthorized information in its edition's terms."""
    general = table.edition
    out = []
    for entry in table.ledger:
        kind = _kind_of(entry.law, general)
        section = general.law_16_section(kind if kind in _SECTIONED else "withdrawn")
        side = entry.unauthorized_to
        unauthorized = () if side is None else (side,)
        authorized = tuple(s for s in Side if s not in unauthorized)
        if side is None:
            rule = "authorized to both sides"
        elif kind is InformationSource.OUTSIDE:
            rule = f"the director may adjust if the information affected the result ({section})"
        else:
            rule = general.law_16_partner_standard()
        out.append(
            LedgerEntry(
                entry.source,
                kind,
                entry.law,
                table.edition.ref(section),
                authorized,
                unauthorized,
                rule,
                entry.call_index,
                entry.irregularity,
            )
        )
    return tuple(out)


def review_items(table: Table) -> tuple[ReviewItem, ...]:
    """The review flags of the table, then one item per ledger entry unauthorized to a
    side: at the end of play the director checks whether that side chose a logical
    alternative the information suggested (2017 16C3 / 16B3 / 16D2(c))."""
    general = table.edition
    items = [
        ReviewItem(flag.law, flag.reason, flag.side, "flag", flag.irregularity)
        for flag in table.review_flags
    ]
    for entry in ledger(table):
        if not entry.unauthorized_to:
            continue
        if entry.kind is InformationSource.PARTNER:
            law = general.law_16_suspect_choice()[0]
        elif entry.kind is InformationSource.OUTSIDE:
            law = general.law_16_section("outside")
        else:
            law = general.law_16_withdrawn_adjust_ref() or general.law_16_section("withdrawn")
        for side in entry.unauthorized_to:
            items.append(
                ReviewItem(
                    table.edition.ref(law),
                    f"{entry.source}: unauthorized to {side}; {entry.rule}",
                    side,
                    "ledger",
                    entry.irregularity,
                )
            )
    return tuple(items)


# ------------------------------------------------------------------ rulings
def _source(ctx: Context) -> InformationSource:
    subject = ctx.irregularity.subject
    source = None if subject is None else ctx.state.facts[subject].source
    if source is not None:
        return source
    answer = ctx.ask(
        "16-source",
        "16",
        "Does the information come from the player's partner (a remark, a hesitation, an "
        "unexpected alert...) or from another source (a card seen, a result overheard...)?",
        ("partner", "outside"),
    )
    return InformationSource(answer)


@register(Kind.UNAUTHORIZED_INFORMATION)
def rule(ctx: Context) -> Spec:
    """16B (partner) or 16D (other sources), in the table's edition."""
    general = ctx.edition
    subject = ctx.irregularity.subject
    note = None if subject is None else ctx.state.facts[subject].note
    ctx.fact(ctx.irregularity.reason + (f" ({note})" if note else ""))
    if _source(ctx) is InformationSource.PARTNER:
        return _partner(ctx, general)
    return _outside(ctx, general)


def _partner(ctx: Context, general: Edition) -> Spec:
    seat = ctx.offender
    partner = seat.partner
    section = general.law_16_section("partner")
    law = f"{section}1(a)" if section == "16B" else section
    suspect, when = general.law_16_suspect_choice()
    ctx.fact(
        f"the information is unauthorized to {name(partner)}: {general.law_16_partner_standard()}"
    )
    alternative = general.law_16_logical_alternative_ref()
    if alternative is not None:
        ctx.fact(
            f"a logical alternative is an action a significant proportion of players of the "
            f"same class would seriously consider, some of whom would choose it ({alternative})"
        )
    moment = {
        "end-of-play": "at the end of play (earlier or later is no infraction)",
        "at-once": "at once",
        "immediately": "immediately (when play has ended or dummy is faced)",
    }[when]
    reserve = general.law_16_reserve_ref()
    ctx.fact(
        f"the opponents may reserve the right to call the director ({reserve}); "
        f"a player who thinks {name(partner)} chose a suggested alternative calls him {moment} "
        f"({suspect})"
    )
    effects: tuple[Effect, ...] = (
        RecordUI(f"{name(seat)}'s {ctx.irregularity.reason}", ctx.ref(law), seat.side),
        FlagReview(
            ctx.ref(suspect),
            f"did {name(partner)} choose a logical alternative demonstrably suggested by "
            "the unauthorized information? adjust if the offending side gained",
            seat.side,
        ),
        Resolve(f"recorded: unauthorized to {name(partner)} ({law})"),
    )
    text = f"the information is authorized to the opponents, unauthorized to {name(partner)}"
    return Spec(ctx.ref(law), (ctx.option("rule", text, law, *effects),))


def _outside(ctx: Context, general: Edition) -> Spec:
    seat = ctx.offender
    first_call = any(r.log_index is not None for r in ctx.state.records)
    remedies = general.law_16_outside_remedies(first_call)
    section = general.law_16_section("outside")
    ctx.fact(
        f"{name(seat)} received information from another source; "
        + ("the auction has begun" if first_call else "no call has been made yet")
    )
    ui = RecordUI(f"{name(seat)}'s {ctx.irregularity.reason}", ctx.ref(section), seat.side)
    artificial = general.law_16_outside_adjust_artificial()
    options = []
    for key, law in remedies:
        if key == "rotate":
            text = "the seats are changed so that the player with information holds that hand"
            effects: tuple[Effect, ...] = (Resolve(f"seats adjusted ({law})"),)
        elif key == "substitute":
            text = "with the consent of all four players, a substitute replaces that player"
            effects = (Resolve(f"a substitute plays the board ({law})"),)
        elif key == "redeal":
            text = "the board is redealt for these contestants"
            effects = (CloseBoard(ctx.ref(law), "the board is redealt for these contestants"),)
        elif key == "play-on":
            text = "the board is played; the score is adjusted if the information affected it"
            effects = (
                ui,
                FlagReview(ctx.ref(law), "adjust if the information affected the result", None),
                Resolve(f"played on, ready to adjust ({law})"),
            )
        else:
            kind = "an artificial adjusted score" if artificial else "an adjusted score"
            text = f"{kind} is awarded"
            effects = (CloseBoard(ctx.ref(law), f"{kind}: unauthorized information"),)
        options.append(ctx.option(key, text, law, *effects))
    if general.law_16b_play_if_no_interference():
        text = "the information will not interfere with normal play: the board is played"
        options.append(ctx.option("play-on", text, section, ui, Resolve(f"played ({section})")))
    law = general.law_16_outside_ref(first_call)
    return Spec(ctx.ref(law), tuple(options))
