"""Law 26: lead restrictions after a withdrawn call, at the offender's partner's first
turn to lead (which may be the opening lead).

The table opens this procedure by itself when that lead is due and a restriction is
pending (restrictions of an offender who became declarer or dummy lapse). Declarer
chooses.

* 2017 (26B): declarer may forbid the lead of one suit the offender did not specify
  in the legal auction, for as long as the partner retains the lead; no restriction
  when the withdrawn call was replaced by a comparable call (26A).
* 1987-2007: if the withdrawn call related (2007: solely) to specific suits that the
  offender did not later specify in the legal auction, declarer may require or forbid
  the lead of one of them (26A2); for any other withdrawn call he may forbid the lead
  of any one suit (26B).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from itertools import combinations

from bridgelaw.core.calls import Bid
from bridgelaw.core.cards import SUITS_HIGH_FIRST, Suit
from bridgelaw.core.seats import Seat
from bridgelaw.director.context import Context, Spec, name
from bridgelaw.director.director import register
from bridgelaw.director.ruling import Option
from bridgelaw.laws.effects import (
    Effect,
    ExerciseLeadRestriction,
    LeadRestriction,
    Resolve,
    RestrictionStatus,
)
from bridgelaw.laws.irregularity import Kind

__all__ = ["SUIT_SETS", "rule", "suits_answer"]

SUIT_SETS: tuple[str, ...] = (
    "none",
    *(
        "".join(s.letter for s in group)
        for size in range(1, 5)
        for group in combinations(SUITS_HIGH_FIRST, size)
    ),
)
"""The allowed answers to a question about a set of suits: ``"none"``, ``"S"``, ``"SH"``..."""


def suits_answer(answer: str) -> frozenset[Suit]:
    """The suits of an answer from :data:`SUIT_SETS`."""
    if answer == "none":
        return frozenset()
    return frozenset(Suit.parse(letter) for letter in answer)


@dataclass(frozen=True, slots=True)
class _Restriction:
    """The lead restriction declarer may exercise, and the helpers to offer it."""

    ctx: Context
    number: int
    restriction: LeadRestriction
    trick: int
    withdrawn: str

    @property
    def offender(self) -> Seat:
        return self.restriction.offender

    @property
    def leader(self) -> Seat:
        return self.restriction.leader

    def exercise(self, mode: RestrictionStatus, suit: Suit | None, law: str) -> Effect:
        return ExerciseLeadRestriction(self.number, mode, suit, self.trick, self.ctx.ref(law))

    def none(self, law: str, why: str) -> Option:
        return self.ctx.option(
            "none",
            why,
            law,
            self.exercise(RestrictionStatus.DECLINED, None, law),
            Resolve(f"no restriction ({law})"),
        )

    def forbid(self, suit: Suit, law: str) -> Option:
        return self.ctx.option(
            f"forbid-{suit.letter}",
            f"{name(self.leader)} may not lead {suit.name.lower()} while he retains the lead",
            law,
            self.exercise(RestrictionStatus.FORBID, suit, law),
            Resolve(f"{suit.name.lower()} forbidden ({law})"),
        )

    def forbid_any(self, suits: Iterable[Suit]) -> Spec:
        """Law 26B: declarer may forbid the lead of any of ``suits``."""
        options = [self.forbid(suit, "26B") for suit in suits]
        options.append(self.none("26B", "no restriction"))
        return Spec(self.ctx.ref("26B"), tuple(options), self.ctx.table.declarer)


@register(Kind.LEAD_RESTRICTION)
def rule(ctx: Context) -> Spec:
    """Declarer's choice at the offender's partner's first turn to lead."""
    number = ctx.irregularity.subject
    assert number is not None
    restriction = ctx.state.restrictions[number].restriction
    offender = restriction.offender
    withdrawn = " and ".join(str(c) for c in restriction.withdrawn)
    bids = [r.call for r in ctx.state.legal_records() if r.seat == offender]
    named = sorted({c.strain.suit for c in bids if isinstance(c, Bid) and c.strain.suit})
    ctx.fact(
        f"{name(restriction.leader)} is on lead for the first time; {name(offender)}'s "
        f"{withdrawn} was withdrawn (Law {restriction.law})"
    )
    ctx.fact(
        f"{name(offender)}'s calls in the legal auction: "
        f"{', '.join(str(c) for c in bids) or 'none'}; suits named by his bids: "
        f"{', '.join(s.name.lower() for s in named) or 'none'}"
    )
    it = _Restriction(ctx, number, restriction, len(ctx.table.tricks) + 1, withdrawn)
    if ctx.edition.law_26_comparable_call():
        return _comparable(it)
    return _related(it)


def _comparable(it: _Restriction) -> Spec:
    """2017 Law 26: none after a comparable replacement (26A), else 26B."""
    ctx, offender = it.ctx, it.offender
    if it.restriction.comparable_unknown and ctx.yes(
        "26A",
        "26A",
        f"Was {name(offender)}'s withdrawn {it.withdrawn} replaced by a comparable call (23A)?",
    ):
        return Spec(ctx.ref("26A"), (it.none("26A", "comparable replacement: no restriction"),))
    specified = suits_answer(
        ctx.ask(
            "26B",
            "26B",
            f"Which suits did {name(offender)} specify in the legal auction?",
            SUIT_SETS,
        )
    )
    return it.forbid_any(suit for suit in SUITS_HIGH_FIRST if suit not in specified)


def _related(it: _Restriction) -> Spec:
    """1987-2007 Law 26: 26A for a call related to specific suits, 26B otherwise."""
    ctx = it.ctx
    solely = "solely " if ctx.edition.law_26a_solely() else ""
    related = suits_answer(
        ctx.ask(
            "26A",
            "26A",
            f"To which suits did the withdrawn {it.withdrawn} relate {solely}(none: not "
            "suit-specific)?",
            SUIT_SETS,
        )
    )
    if not related:
        return it.forbid_any(SUITS_HIGH_FIRST)
    later = suits_answer(
        ctx.ask(
            "26A1",
            "26A1",
            f"Which of those suits did {name(it.offender)} later specify in the legal auction?",
            SUIT_SETS,
        )
    )
    open_suits = [s for s in SUITS_HIGH_FIRST if s in related and s not in later]
    if not open_suits:
        return Spec(ctx.ref("26A1"), (it.none("26A1", "each suit was specified later"),))
    law, forbid_law = ctx.edition.law_26a2_refs()
    options = []
    for suit in open_suits:
        options.append(
            ctx.option(
                f"require-{suit.letter}",
                f"{name(it.leader)} must lead {suit.name.lower()}",
                law,
                it.exercise(RestrictionStatus.REQUIRE, suit, law),
                Resolve(f"{suit.name.lower()} required ({law})"),
            )
        )
        options.append(it.forbid(suit, forbid_law))
    options.append(it.none("26A2", "no restriction"))
    return Spec(ctx.ref("26A2"), tuple(options), ctx.table.declarer)
