"""General laws of the auction: Law 10B, 12A1, 22 (end of the auction), 23 (damage
the offender could have foreseen; 2017: the comparable call), 35 (the inadmissible
calls), and the director's rulings on procedures opened as ``Kind.OTHER``.

The other general laws have modules of their own: Laws 9-11
(:mod:`~bridgelaw.director.laws_09_11`), 12 (:mod:`~bridgelaw.director.law_12`),
13-14 (:mod:`~bridgelaw.director.laws_13_14`), 16 (:mod:`~bridgelaw.director.law_16`),
20 and 40 (:mod:`~bridgelaw.director.law_20_40`, rights in
:mod:`bridgelaw.laws.disclosure`).

``Kind.OTHER`` reports (:class:`~bridgelaw.table.IrregularityReported`) are ruled by
the Law they cite:

* Law 23 (2017: 72C): the offender could have known that his irregularity could
  damage the other side. 2017: 72C for any irregularity; 2007: Law 23 for any
  irregularity; 1997: Law 23 only when a rectification forced the offender's partner
  to pass; 1987: 23A (such an enforced pass) or 23B (a pass out of rotation at
  partner's turn).
* Law 10B: the players arranged a rectification (or waived one) without the director;
  he upholds it or cancels it.
* Law 12A1 (or any other Law): the director flags the board for an adjusted score.
"""

from __future__ import annotations

from dataclasses import dataclass

from bridgelaw.core.calls import Call, Contract
from bridgelaw.core.lawref import LawRef
from bridgelaw.core.seats import Seat, Side
from bridgelaw.director.context import Context, Spec, name
from bridgelaw.director.director import register
from bridgelaw.laws.classify import classify_call
from bridgelaw.laws.effects import Effect, FlagReview, Resolve
from bridgelaw.laws.irregularity import Kind
from bridgelaw.table.table import Mode, Phase, Table

__all__ = ["AuctionEnd", "Inadmissible", "end_of_auction", "inadmissible", "rule_other"]


# ------------------------------------------------------------------- Law 22
@dataclass(frozen=True, slots=True)
class AuctionEnd:
    """How the auction ended (Law 22): the contract with its declarer, or passed out."""

    law: LawRef
    contract: Contract | None
    declarer: Seat | None
    passed_out: bool
    calls: tuple[tuple[Seat, Call], ...]
    """The legal auction (accepted irregular calls included, cancelled ones not)."""


def end_of_auction(table: Table) -> AuctionEnd | None:
    """The end of the auction (2017 22A: three passes in rotation after a bid, the last
    bid is the contract; 22B: four passes, the hands go back unplayed, no redeal), with
    the section of the table's edition (2007: 22A2/22A1; 1987/1997: 22B/22A);
    ``None`` while the auction goes on."""
    bid_ref, pass_ref = table.edition.law_22_refs()
    if table.mode == Mode.LAWS:
        state = table.laws_state
        if not state.auction_ended:
            return None
        auction = state.auction
        calls = tuple((r.seat, r.call) for r in state.legal_records())
        passed_out, contract, declarer = auction.is_passed_out, auction.contract, auction.declarer
    else:
        if table.phase == Phase.AUCTION:
            return None
        calls = tuple((made.seat, made.call) for made in table.auction)
        passed_out, contract, declarer = table.passed_out, table.contract, table.declarer
    if passed_out:
        return AuctionEnd(table.edition.ref(pass_ref), None, None, True, calls)
    return AuctionEnd(table.edition.ref(bid_ref), contract, declarer, False, calls)


# ------------------------------------------------------------------- Law 35
@dataclass(frozen=True, slots=True)
class Inadmissible:
    """An inadmissible call (Law 35): its place in the list and the Law that rectifies
    it, with the Law that applies when the offender's LHO calls before rectification
    (1987/1997: Law 35 itself, "inadmissible calls condoned")."""

    kind: Kind
    listed: LawRef
    rectification: LawRef
    lho_called: LawRef


_LIST = {
    Kind.INADMISSIBLE_DOUBLE: ("35A", "36"),
    Kind.PASS_OBLIGATION: ("35B", "37"),
    Kind.BID_ABOVE_SEVEN: ("35C", "38"),
    Kind.CALL_AFTER_AUCTION: ("35D", "39"),
}


def inadmissible(table: Table, seat: Seat, call: Call | str) -> Inadmissible | None:
    """Whether ``call`` by ``seat`` would be inadmissible now (Law 35): a double or
    redouble not permitted by Law 19 (35A, 36), a call by a player required to pass
    (35B, 37; a double also barred by Law 19 is 36), a bid above seven (35C, 38), a call
    after the final pass (35D, 39). ``None`` for any other call (legal, or irregular
    under another Law)."""
    value = Call.parse(call) if isinstance(call, str) else call
    edition = table.edition
    found = classify_call(edition, seat, value, table.laws_state)
    kind = found.kind
    if kind == Kind.PASS_OBLIGATION and found.broken is not None and found.broken.law == 19:
        kind = Kind.INADMISSIBLE_DOUBLE
    if kind not in _LIST:
        return None
    assert kind is not None
    listed, law = _LIST[kind]
    lho = {
        Kind.INADMISSIBLE_DOUBLE: edition.law_36a_ref(),
        Kind.PASS_OBLIGATION: edition.law_37a_ref(),
        Kind.BID_ABOVE_SEVEN: edition.law_38_lho_ref(),
        Kind.CALL_AFTER_AUCTION: edition.law_39b_ref(),
    }[kind]
    return Inadmissible(kind, edition.ref(listed), edition.ref(law), edition.ref(lho))


# ---------------------------------------------------------- Kind.OTHER
@register(Kind.OTHER)
def rule_other(ctx: Context) -> Spec:
    """The ruling on a general report, by the Law it cites."""
    law = ctx.irregularity.law
    ctx.fact(ctx.irregularity.reason)
    if law.law in (23, 72):
        return _damage(ctx)
    if law.law == 10:
        return _players_rectification(ctx)
    clause = str(law) if law.law != 12 or law.section else "12A1"
    effects: tuple[Effect, ...] = (
        FlagReview(ctx.ref(clause), ctx.irregularity.reason, _side(ctx)),
        Resolve(f"flagged for the director's review (Law {clause})"),
    )
    text = "the board is flagged: the director may adjust the score after play"
    return Spec(ctx.ref(clause), (ctx.option("rule", text, clause, *effects),))


def _side(ctx: Context) -> Side | None:
    offender = ctx.irregularity.offender
    return None if offender is None else offender.side


def _damage(ctx: Context) -> Spec:
    general = ctx.edition
    offender = ctx.offender
    enforced = passed = False
    if general.law_23a_enforced_pass_only():
        enforced = ctx.yes(
            "23-enforced",
            "23",
            f"Did a rectification force {name(offender.partner)} (the offender's partner) to pass?",
        )
        if not enforced and general.law_23b_pass_out_of_rotation():
            passed = ctx.yes(
                "23-pass",
                "23B",
                f"Was it a pass out of rotation at {name(offender.partner)}'s turn?",
            )
    law = general.law_23_damage(enforced_pass=enforced, pass_out_of_rotation=passed)
    if law is None:
        text = f"the {ctx.year} Laws have no such rule for this irregularity"
        return Spec(ctx.ref("23"), (ctx.option("rule", text, "23", Resolve(text)),))
    could = ctx.yes(
        law,
        law,
        f"Could {name(offender)} have known, at the time of the irregularity, that it could "
        "well damage the non-offending side?",
    )
    if not could:
        text = "no: the auction and play go on; no adjustment under this Law"
        return Spec(ctx.ref(law), (ctx.option("rule", text, law, Resolve(text)),))
    effects: tuple[Effect, ...] = (
        FlagReview(
            ctx.ref(law),
            "the offender could have known that the irregularity could damage the other side: "
            "the auction and play go on; adjust after play if the offending side gained",
            offender.side,
        ),
        Resolve(f"flagged under Law {law}"),
    )
    text = "the auction and play go on; the director adjusts after play if the offenders gained"
    return Spec(ctx.ref(law), (ctx.option("rule", text, law, *effects),))


def _players_rectification(ctx: Context) -> Spec:
    uphold = ctx.yes(
        "10B",
        "10B",
        "The players arranged a rectification (or waived one) without the director: does "
        "he uphold it?",
    )
    if uphold:
        text = "the players' arrangement is upheld"
        return Spec(ctx.ref("10B"), (ctx.option("rule", text, "10B", Resolve(text)),))
    effects: tuple[Effect, ...] = (
        FlagReview(
            ctx.ref("12A3"),
            "the players' own rectification is cancelled: adjust if it was wrongly applied",
            None,
        ),
        Resolve("the players' arrangement is cancelled (10B)"),
    )
    text = "the players' arrangement is cancelled; the director rules (Law 10A)"
    return Spec(ctx.ref("10B"), (ctx.option("rule", text, "10B", *effects),))
