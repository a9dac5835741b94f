"""Laws mode: what an attempted call is (digest §4.1), and what a call does to an
irregularity the director has not yet been called to (§4.2).

These functions are the 2017 rules core behind the hooks
:meth:`Edition.classify_call`, :meth:`Edition.pending_reaction` and
:meth:`Edition.law_17d3_skipped`; editions change them through smaller hooks
named after the Law (``law_27c_premature_replacement_stands``...).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Protocol

from bridgelaw.core.calls import PASS, Bid, Call, Double, Pass, Redouble
from bridgelaw.core.seats import Seat
from bridgelaw.laws.auction import AuctionState
from bridgelaw.laws.effects import RecordUI
from bridgelaw.laws.irregularity import (
    CallRecord,
    Classification,
    Kind,
    Procedure,
    Reaction,
    ReactionRule,
)

if TYPE_CHECKING:
    from bridgelaw.core.lawref import LawRef
    from bridgelaw.editions import Edition
    from bridgelaw.laws.effects import Obligation

__all__ = [
    "OUT_OF_ROTATION",
    "change_admissible",
    "classify_call",
    "is_legal_now",
    "pending_reaction",
    "skipped_turn",
    "withdrawn_entries",
]


class CallState(Protocol):
    """What classifying a call reads of :class:`~bridgelaw.laws.procedure.LawsState` (a
    Protocol, so that this module does not import the state that imports it)."""

    dealer: Seat
    auction: AuctionState
    records: list[CallRecord]

    def legal_records(self) -> list[CallRecord]: ...
    def has_called(self, seat: Seat) -> bool: ...
    def active_obligations(self, seat: Seat | None = None) -> list[Obligation]: ...
    def must_pass(self, seat: Seat) -> bool: ...
    def must_repeat(self, seat: Seat) -> Call | None: ...
    def may_not_double(self, seat: Seat) -> bool: ...
    def last_call_of(self, seat: Seat) -> CallRecord | None: ...


OUT_OF_ROTATION = (Kind.PASS_OUT_OF_ROTATION, Kind.BID_OUT_OF_ROTATION, Kind.DOUBLE_OUT_OF_ROTATION)
"""The kinds of a call out of rotation that may be accepted (Law 29A)."""


def _name(seat: Seat) -> str:
    return seat.name.lower()


def _would_end(auction: AuctionState) -> bool:
    """A pass now would end the auction (Law 22)."""
    if auction.last_bid is None:
        return auction.passes == 3
    return auction.passes == 2


def _double_permitted(edition: Edition, seat: Seat, call: Call, auction: AuctionState) -> bool:
    if isinstance(call, Double):
        return edition.law_19a_may_double(seat, auction)
    return edition.law_19b_may_redouble(seat, auction)


def is_legal_now(edition: Edition, seat: Seat, call: Call, auction: AuctionState) -> bool:
    """Whether ``call`` by ``seat`` would be legal in rotation over ``auction`` (Laws 18, 19)."""
    if isinstance(call, Pass):
        return True
    if isinstance(call, Bid):
        return call.level <= 7 and edition.law_18_sufficient(call, auction)
    return _double_permitted(edition, seat, call, auction)


def classify_call(edition: Edition, seat: Seat, call: Call, state: CallState) -> Classification:
    """Classify ``call`` by ``seat`` (digest §4.1). A call that breaks an obligation the
    table enforces without a rectification of its own (a call other than the one the
    player must repeat, Laws 31A1/32A1; a double barred by the 1987-2007 Law 30B2(b))
    comes back with :attr:`Classification.refusal` set."""
    auction = state.auction
    ref = edition.ref
    if edition.law_22_auction_ended(auction):
        return Classification(
            Kind.CALL_AFTER_AUCTION,
            ref(edition.law_39_ref()),
            ref("22A"),
            f"{_name(seat)} calls {call} after the final pass",
        )
    turn = auction.next_seat
    if seat == turn:
        return _in_rotation(edition, seat, call, state, auction)
    if turn == seat.rho and state.must_pass(turn):
        after = auction.copy()
        after.apply(turn, PASS)
        found = _in_rotation(edition, seat, call, state, after)
        return replace(found, deemed_pass=turn)
    where = f"{_name(seat)} calls {call} at {_name(turn)}'s turn"
    if isinstance(call, Pass) and _would_end(auction):
        return Classification(
            Kind.SKIPPED_TURN,
            ref(edition.law_17d3_ref()),
            ref("17C"),
            f"{where}: three passes would end the auction with {_name(turn)} skipped",
        )
    if isinstance(call, Bid) and call.level > 7:
        return Classification(Kind.BID_ABOVE_SEVEN, ref("38"), ref("18A"), f"{where}: above seven")
    if (
        turn == seat.lho
        and state.has_called(seat)
        and change_admissible(edition, seat, call, state)
    ):
        return Classification(
            Kind.CHANGE_OF_CALL,
            ref("25"),
            ref("17C"),
            f"{where}, after his own call: a change of call",
        )
    if isinstance(call, Double | Redouble) and not _double_permitted(edition, seat, call, auction):
        return Classification(
            Kind.INADMISSIBLE_DOUBLE,
            ref("36"),
            ref("19A1" if isinstance(call, Double) else "19B1"),
            f"{where}, and it is not permitted by Law 19",
        )
    if isinstance(call, Pass):
        return Classification(Kind.PASS_OUT_OF_ROTATION, ref("30"), ref("17C"), where)
    if isinstance(call, Bid):
        return Classification(Kind.BID_OUT_OF_ROTATION, ref("31"), ref("17C"), where)
    return Classification(Kind.DOUBLE_OUT_OF_ROTATION, ref("32"), ref("17C"), where)


def _in_rotation(
    edition: Edition, seat: Seat, call: Call, state: CallState, auction: AuctionState
) -> Classification:
    ref = edition.ref
    name = _name(seat)
    if isinstance(call, Bid) and call.level > 7:
        return Classification(
            Kind.BID_ABOVE_SEVEN, ref("38"), ref("18A"), f"{name} bids {call}: above seven"
        )
    if state.must_pass(seat) and not isinstance(call, Pass):
        obligation = next(ob for ob in state.active_obligations(seat) if ob.kind.is_pass)
        broken = obligation.law
        if isinstance(call, Double | Redouble) and not _double_permitted(
            edition, seat, call, auction
        ):
            broken = ref("19A1" if isinstance(call, Double) else "19B1")
        return Classification(
            Kind.PASS_OBLIGATION,
            ref("37"),
            broken,
            f"{name} calls {call} but must pass (Law {obligation.law})",
        )
    # A pass required by another rectification (e.g. 24B on the partner of a player who
    # exposed a card) prevails over a duty to repeat a call (31A1/32A1): the pass is
    # what legal_calls() offers, so it must be accepted, and the duty to repeat lapses.
    repeat = None if state.must_pass(seat) else state.must_repeat(seat)
    if repeat is not None and call != repeat and is_legal_now(edition, seat, repeat, auction):
        obligation = next(ob for ob in state.active_obligations(seat) if ob.call == repeat)
        return Classification(
            None, refusal=(f"{name} calls {call} but must repeat his {repeat}", obligation.law)
        )
    if isinstance(call, Bid):
        if not edition.law_18_sufficient(call, auction):
            return Classification(
                Kind.INSUFFICIENT_BID,
                ref("27"),
                ref("18D"),
                f"{name}'s {call} is insufficient over {auction.last_bid}",
            )
        return Classification(None)
    if isinstance(call, Double | Redouble):
        if not _double_permitted(edition, seat, call, auction):
            what = "double" if isinstance(call, Double) else "redouble"
            return Classification(
                Kind.INADMISSIBLE_DOUBLE,
                ref("36"),
                ref("19A1" if isinstance(call, Double) else "19B1"),
                f"{name} may not {what} now (Law 19)",
            )
        if state.may_not_double(seat):
            obligation = next(
                ob for ob in state.active_obligations(seat) if ob.kind.value == "no-double"
            )
            return Classification(
                None, refusal=(f"{name} may not double or redouble at this turn", obligation.law)
            )
    return Classification(None)


def change_admissible(edition: Edition, seat: Seat, call: Call, state: CallState) -> bool:
    """Whether ``call`` could stand in place of ``seat``'s last call (Law 25): not a bid
    above seven, not a double or redouble that Law 19 forbids there."""
    if isinstance(call, Bid):
        return call.level <= 7
    if isinstance(call, Pass):
        return True
    original = state.last_call_of(seat)
    before = AuctionState(state.dealer)
    for record in state.legal_records():
        if original is not None and record.position >= original.position:
            break
        before.apply(record.seat, record.call)
    return _double_permitted(edition, seat, call, before)


def _ruling_law(edition: Edition, kind: Kind, section: str) -> LawRef:
    number = {
        Kind.PASS_OUT_OF_ROTATION: "30",
        Kind.BID_OUT_OF_ROTATION: "31",
        Kind.DOUBLE_OUT_OF_ROTATION: "32",
    }[kind]
    return edition.ref(number + section)


def pending_reaction(
    edition: Edition, procedure: Procedure, seat: Seat, call: Call, state: CallState
) -> ReactionRule:
    """What ``seat``'s call does to ``procedure`` while the director has not been called
    (digest §4.2)."""
    irregularity = procedure.irregularity
    offender = irregularity.offender
    turn = irregularity.turn
    kind = irregularity.kind
    ref = edition.ref
    if offender is None:
        return ReactionRule(Reaction.REJECT)
    lho = offender.lho
    if kind == Kind.INSUFFICIENT_BID:
        if seat == lho:
            return ReactionRule(Reaction.ACCEPT, ref("27A1"))
        if seat == offender:
            if edition.law_27c_premature_replacement_stands():
                return ReactionRule(Reaction.CAPTURE, ref("27C"))
            return ReactionRule(Reaction.PREMATURE, ref("27"))
    elif kind in OUT_OF_ROTATION:
        if seat == lho:
            return ReactionRule(Reaction.ACCEPT, ref("29A"))
        if seat == turn and turn == offender.rho:
            return ReactionRule(
                Reaction.CANCEL, ref("28B"), "cancelled by the correct player's call"
            )
        if seat == turn and turn == offender.partner and edition.law_31b_partner_may_call():
            section = "B1(a)" if kind == Kind.PASS_OUT_OF_ROTATION else "B1"
            return ReactionRule(Reaction.CANCEL_AND_RULE, _ruling_law(edition, kind, section))
    elif kind == Kind.INADMISSIBLE_DOUBLE:
        if seat == lho:
            return ReactionRule(Reaction.LATENT, ref(edition.law_36a_ref()))
    elif kind == Kind.PASS_OBLIGATION:
        if seat == lho:
            broken = irregularity.broken
            if broken is not None and broken.law == 19:
                return ReactionRule(Reaction.LATENT, ref(edition.law_36a_ref()))
            return ReactionRule(
                Reaction.ACCEPT,
                ref(edition.law_37a_ref()),
                "stands: the offender's LHO called over it",
            )
    elif kind == Kind.BID_ABOVE_SEVEN:
        if seat == lho:
            return ReactionRule(Reaction.HOLD, ref(edition.law_38_lho_ref()))
    elif kind == Kind.CALL_AFTER_AUCTION:
        if seat == lho:
            return ReactionRule(Reaction.CANCEL_BOTH, ref(edition.law_39b_ref()))
    elif kind == Kind.CHANGE_OF_CALL:
        legal = state.legal_records()
        if seat == lho and legal and legal[-1].index == procedure.related:
            return ReactionRule(
                Reaction.ACCEPT, ref("25B1"), "the change is accepted: LHO called over it"
            )
    elif kind == Kind.SKIPPED_TURN and seat == turn:
        return ReactionRule(Reaction.CANCEL, ref(edition.law_17d3_ref()))
    return ReactionRule(Reaction.REJECT)


def skipped_turn(state: CallState) -> tuple[int, Seat] | None:
    """Law 17D3: the auction has ended by three passes, one of which was out of rotation
    and deprived a player of his turn: ``(record index of that pass, skipped seat)``."""
    records = state.legal_records()
    auction = state.auction
    count = 3 if auction.last_bid is not None else 4
    if len(records) < count:
        return None
    trailing = records[-count:]
    before = records[-count - 1] if len(records) > count else None
    expected = before.seat.lho if before is not None else state.dealer
    for number, record in enumerate(trailing):
        if record.seat != expected and expected not in [r.seat for r in trailing[number:]]:
            return record.index, expected
        expected = record.seat.lho
    return None


def withdrawn_entries(
    edition: Edition, procedure: Procedure, state: CallState, law: LawRef
) -> tuple[RecordUI, ...]:
    """The ledger entries for a call cancelled by a reaction (Laws 16C, 17D3, 28B)."""
    irregularity = procedure.irregularity
    offender = irregularity.offender
    index = irregularity.call_index
    if offender is None or index is None:
        return ()
    if irregularity.kind == Kind.SKIPPED_TURN:
        clause = edition.law_17d3_ui()
    elif law.law == 28:
        clause = edition.law_28b_ui()
    else:
        clause = edition.law_16_withdrawn_ref() + "2"
    if clause is None:
        return ()
    record = state.records[index]
    return (
        RecordUI(
            f"{_name(record.seat)}'s cancelled {record.call}",
            edition.ref(clause),
            offender.side,
            index,
        ),
    )
