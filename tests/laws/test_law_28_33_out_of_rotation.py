"""Laws 28-33: calls out of rotation, in all four editions (scenarios T06-T14)."""

from __future__ import annotations

import pytest

from bridgelaw.core import Bid, Seat, Strain
from bridgelaw.errors import IllegalCallError
from bridgelaw.laws.effects import ObligationKind
from bridgelaw.laws.irregularity import Kind, ProcedureStatus, RecordStatus
from bridgelaw.table import Phase, Table
from tests.laws.laws_helpers import (
    ALL_EDITIONS,
    OLDER,
    apply,
    calls_of,
    laws_table,
    make,
    obliged,
    phase,
    rule,
)

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
REST = ObligationKind.REST_PASS
NEXT = ObligationKind.NEXT_PASS
REPEAT = ObligationKind.MUST_REPEAT
NO_DOUBLE = ObligationKind.NO_DOUBLE


def declined(
    board: int, *calls: str, edition: int = 2017, answers: dict[str, str] | None = None
) -> Table:
    table = laws_table(board, *calls, edition=edition)
    table.call_director()
    apply(table, "decline", **(answers or {}))
    return table


# --------------------------------------------------------------- 29, 31A
@pytest.mark.law("31A1", "29B", editions=(2017, 2007, 1997, 1987))
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_t06_31a1_rho_passes_offender_must_repeat(edition: int) -> None:
    table = laws_table(5, "E 1S", edition=edition)
    irregularity = table.irregularity
    assert irregularity is not None and irregularity.kind == Kind.BID_OUT_OF_ROTATION
    assert str(irregularity.law) == "31" and irregularity.turn == N
    table.call_director()
    ruling = rule(table)
    assert ruling.chooser == S and [o.key for o in ruling.options] == ["accept", "decline"]
    ruling.apply(table, "decline")
    assert table.turn == N and table.calls == ()
    make(table, "N P")
    assert obliged(table, E) == {REPEAT}
    assert table.legal_calls() == (Bid(1, Strain.SPADES),)
    with pytest.raises(IllegalCallError) as info:
        table.call("2S", seat=E)
    assert info.value.law.cite() == f"Law 31A1 ({edition})"
    make(table, "E 1S")
    assert table.obligations == () and calls_of(table) == ["N Pass", "E 1S"]
    assert table.procedures[0].status == ProcedureStatus.RESOLVED
    assert table.pending_lead_restrictions == ()


@pytest.mark.law("29A", editions=(2017, 2007, 1997, 1987))
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_t06_29a_lho_accepts_by_calling(edition: int) -> None:
    table = laws_table(5, "E 1S", "S P", edition=edition)
    assert table.records[0].status == RecordStatus.ACCEPTED
    assert table.turn == W
    make(table, "W P", "N 2H")  # north's dealer turn was lost; he calls after west
    assert calls_of(table) == ["E 1S", "S Pass", "W Pass", "N 2H"]


@pytest.mark.law("31A2(a)", "23A", "23C")
def test_t07_31a2a_comparable_call_no_rectification() -> None:
    table = declined(5, "E 1S")
    make(table, "N 1H", "E X")
    ruling = rule(table)
    assert [q.key for q in ruling.questions] == ["23A"]
    ruling = apply(table, comparable="yes")
    assert str(ruling.law) == "31A2(a)"
    assert table.obligations == () and table.pending_lead_restrictions == ()
    assert [str(f.law) for f in table.review_flags] == ["23C"]


@pytest.mark.law("31A2(b)", "26B", "16C")
def test_t07_31a2b_not_comparable_partner_passes_once() -> None:
    table = declined(5, "E 1S")
    make(table, "N 1H", "E 2H")
    ruling = apply(table, comparable="no")
    assert str(ruling.law) == "31A2(b)"
    assert obliged(table, W) == {NEXT}
    assert table.pending_lead_restrictions[0].offender == E
    assert table.ledger[-1].unauthorized_to == E.side
    make(table, "S P", "W P")
    assert table.obligations == ()  # used up at west's turn


@pytest.mark.law("31A2(a)", editions=(2007, 1997, 1987))
@pytest.mark.parametrize("edition", OLDER)
def test_t07_older_same_denomination_partner_passes_once(edition: int) -> None:
    table = declined(5, "E 1S", edition=edition)
    make(table, "N 1H", "E 1S")
    answers = {} if edition == 1987 else {"29C": "no"}
    ruling = apply(table, **answers)
    assert str(ruling.law) == "31A2(a)"
    assert obliged(table, W) == {NEXT} and table.pending_lead_restrictions == ()


@pytest.mark.law("31A2(b)", "26", editions=(2007, 1997, 1987))
@pytest.mark.parametrize("edition", OLDER)
def test_t07_older_other_call_partner_passes_throughout(edition: int) -> None:
    table = declined(5, "E 1S", edition=edition)
    make(table, "N 1H", "E 2H")
    answers = {} if edition == 1987 else {"29C": "no"}
    ruling = apply(table, **answers)
    assert str(ruling.law) == "31A2(b)"
    assert obliged(table, W) == {REST}
    assert [str(r.law) for r in table.pending_lead_restrictions] == ["26"]


@pytest.mark.law("29C", "31A2(a)", editions=(2007, 1997))
@pytest.mark.parametrize("edition", [2007, 1997])
def test_29c_artificial_call_out_of_rotation_denomination_specified(edition: int) -> None:
    table = declined(5, "E 2C", edition=edition)
    make(table, "N 1H", "E 2S")
    ruling = rule(table, **{"29C": "yes"})
    assert [q.key for q in ruling.questions] == ["31A2(a)"]
    apply(table, **{"29C": "yes", "31A2(a)": "yes"})
    assert obliged(table, W) == {NEXT}


# -------------------------------------------------------------------- 31B
@pytest.mark.law("31B1", "31B2", "16C2")
def test_t08_31b_partner_free_offender_checked_later() -> None:
    table = declined(6, "W 1NT")
    assert table.turn == E and table.obligations == ()
    assert [str(u.law) for u in table.ledger] == ["16C2"]
    make(table, "E P", "S P", "W 1NT")
    ruling = apply(table, comparable="yes")
    assert str(ruling.law) == "31B2" and table.obligations == ()


@pytest.mark.law("31B2", "26B")
def test_t08_31b2_not_comparable() -> None:
    table = declined(6, "W 1NT")
    make(table, "E P", "S P", "W 2NT")
    apply(table, comparable="no")
    assert obliged(table, E) == {NEXT}
    assert table.pending_lead_restrictions[0].leader == E


@pytest.mark.law("31B", "26", editions=(2007, 1997, 1987))
@pytest.mark.parametrize("edition", OLDER)
def test_t08_older_partner_passes_throughout_from_this_turn(edition: int) -> None:
    table = declined(6, "W 1NT", edition=edition)
    assert obliged(table, E) == {REST}
    assert [str(c) for c in table.legal_calls()] == ["Pass"]
    make(table, "E P", "S P", "W 1NT")
    ruling = rule(table)
    assert [q.key for q in ruling.questions] == ["26"]  # the same call: is its meaning different?
    apply(table, **{"26": "no"})
    assert table.pending_lead_restrictions == () and obliged(table, E) == {REST}


@pytest.mark.law("26", editions=(2007, 1997, 1987))
@pytest.mark.parametrize("edition", OLDER)
def test_t08_older_different_final_call_brings_law_26(edition: int) -> None:
    table = declined(6, "W 1NT", edition=edition)
    make(table, "E P", "S P", "W 2NT")
    apply(table)
    assert [r.withdrawn for r in table.pending_lead_restrictions] == [(Bid(1, Strain.NOTRUMP),)]


@pytest.mark.law("29A")
def test_t13c_out_of_rotation_at_lho_turn_accepted_by_the_correct_player() -> None:
    table = laws_table(1, "W 1S", "N P")
    assert calls_of(table) == ["W 1S", "N Pass"] and table.turn == E


# --------------------------------------------------------------- 30
@pytest.mark.law("30A", "30C", editions=(2017, 2007, 1997, 1987))
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_t09a_30a_pass_at_rho_turn(edition: int) -> None:
    table = declined(1, "E P", edition=edition, answers={"30C": "no"})
    assert table.turn == N and obliged(table, E) == {NEXT}
    make(table, "N 1H")
    assert [str(c) for c in table.legal_calls()] == ["Pass"]


@pytest.mark.law("30B1(a)", "30B1(b)")
def test_t09b_30b1_pass_at_partner_turn_comparable() -> None:
    table = declined(1, "S P", answers={"30C": "no"})
    assert table.turn == N and table.obligations == ()
    assert [str(u.law) for u in table.ledger] == ["16C2"]
    make(table, "N P", "E P", "S P")
    ruling = apply(table, comparable="yes")
    assert str(ruling.law) == "30B1(b)(i)" and table.obligations == ()


@pytest.mark.law("30B1(b)")
def test_t09b_30b1b_not_comparable() -> None:
    table = declined(1, "S P", answers={"30C": "no"})
    make(table, "N P", "E P", "S 1S")
    ruling = apply(table, comparable="no")
    assert str(ruling.law) == "30B1(b)(ii)"
    assert obliged(table, N) == {NEXT} and table.pending_lead_restrictions[0].offender == S


@pytest.mark.law("30A", editions=(2007, 1997, 1987))
@pytest.mark.parametrize("edition", OLDER)
def test_t09b_older_pass_before_any_bid(edition: int) -> None:
    table = declined(1, "S P", edition=edition, answers={"30C": "no"})
    assert obliged(table, S) == {NEXT} and obliged(table, N) == set()


@pytest.mark.law("30B2(a)", "30B2(b)", editions=(2007, 1997, 1987))
@pytest.mark.parametrize("edition", OLDER)
def test_t10_older_pass_at_partner_turn_after_a_bid(edition: int) -> None:
    table = declined(2, "E 1H", "S P", "W 2H", "S P", edition=edition, answers={"30C": "no"})
    assert table.turn == N
    assert obliged(table, S) == {REST} and obliged(table, N) == {NO_DOUBLE}
    assert "X" not in [str(c) for c in table.legal_calls()]
    with pytest.raises(IllegalCallError) as info:
        table.call("X", seat=N)
    assert str(info.value.law) == "30B2(b)"
    make(table, "N 3C")
    assert obliged(table, N) == set() and obliged(table, S) == {REST}


@pytest.mark.law("30B1(a)")
def test_t10_2017_partner_may_double() -> None:
    table = declined(2, "E 1H", "S P", "W 2H", "S P", answers={"30C": "no"})
    make(table, "N X")
    assert calls_of(table)[-1] == "N X"
    assert table.ledger[0].unauthorized_to == S.side


@pytest.mark.law("30C", "31A1")
def test_30c_artificial_pass_is_ruled_as_a_bid_out_of_rotation() -> None:
    table = declined(1, "E P", answers={"30C": "yes"})
    make(table, "N P")
    assert obliged(table, E) == {REPEAT}


# --------------------------------------------------------------- 32
@pytest.mark.law("32A1", editions=(2017, 2007, 1997, 1987))
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_t11a_double_at_rho_turn_rho_passes(edition: int) -> None:
    table = declined(1, "N 1H", "E P", "W X", edition=edition)
    assert table.turn == S
    make(table, "S P")
    assert obliged(table, W) == {REPEAT}
    make(table, "W X")
    assert calls_of(table)[-1] == "W X" and table.obligations == ()


@pytest.mark.law("32A2(a)", "32A2(b)")
def test_t11b_double_at_rho_turn_rho_bids() -> None:
    table = declined(1, "N 1H", "E P", "W X")
    make(table, "S 2H", "W X")
    apply(table, comparable="yes")
    assert table.obligations == ()
    table = declined(1, "N 1H", "E P", "W X")
    make(table, "S 2H", "W 2S")
    ruling = apply(table, comparable="no")
    assert str(ruling.law) == "32A2(b)" and obliged(table, E) == {NEXT}
    assert table.pending_lead_restrictions[0].offender == W


@pytest.mark.law("32B2", editions=(2007, 1997, 1987))
@pytest.mark.parametrize("edition", OLDER)
def test_t11b_older_rho_bids_partner_passes_throughout(edition: int) -> None:
    table = declined(1, "N 1H", "E P", "W X", edition=edition)
    make(table, "S 2H")
    assert obliged(table, E) == {REST}
    make(table, "W X")
    ruling = apply(table, **{"26": "yes"})  # the same call: is its meaning different?
    assert str(ruling.law) == "26" and len(table.pending_lead_restrictions) == 1


@pytest.mark.law("32B1", "32B2")
def test_t12_double_at_partner_turn() -> None:
    table = declined(1, "N 1H", "W X")
    assert table.turn == E and table.obligations == ()
    make(table, "E P", "S 2H", "W X")
    ruling = apply(table, comparable="yes")
    assert str(ruling.law) == "32B2" and table.obligations == ()


@pytest.mark.law("32A", editions=(2007, 1997, 1987))
@pytest.mark.parametrize("edition", OLDER)
def test_t12_older_double_at_partner_turn(edition: int) -> None:
    table = declined(1, "N 1H", "W X", edition=edition)
    assert obliged(table, E) == {REST}


# ------------------------------------------------------------- 28, 33
@pytest.mark.law("28B", editions=(2017, 2007, 1997, 1987))
@pytest.mark.parametrize(
    ("edition", "clause"), [(2017, "16C2"), (2007, "16D2"), (1997, "16C2"), (1987, None)]
)
def test_t13a_28b_correct_player_calls_over_the_call_out_of_rotation(
    edition: int, clause: str | None
) -> None:
    table = laws_table(1, "E 1S", "N 1H", edition=edition)
    assert calls_of(table) == ["N 1H"] and table.turn == E
    assert table.records[0].status == RecordStatus.CANCELLED
    assert table.obligations == () and table.pending_lead_restrictions == ()
    assert [str(u.law) for u in table.ledger] == ([] if clause is None else [clause])


@pytest.mark.law("29A")
@pytest.mark.law("28B", indirect=True)
def test_t13b_lho_calls_accepts() -> None:
    table = laws_table(1, "E 1S", "S P")
    assert calls_of(table) == ["E 1S", "S Pass"] and table.turn == W


@pytest.mark.law("28A", editions=(2017, 2007, 1997, 1987), indirect=True)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_t14a_28a_call_at_rho_turn_when_rho_must_pass(edition: int) -> None:
    table = laws_table(1, "N 1H", "E 1D", edition=edition)
    table.call_director()
    apply(table, "decline")
    table.call("2NT", seat=E)
    if edition == 2017:
        apply(table, B1a="no", B1b="no")
    elif edition == 2007:
        apply(table, B1b="no")
    else:
        apply(table)
    assert obliged(table, W) == {REST}
    make(table, "S 3S", "N 4S")  # north calls at west's turn: west must pass
    assert calls_of(table)[-3:] == ["S 3S", "W Pass", "N 4S"]
    assert table.records[-2].status == RecordStatus.DEEMED


@pytest.mark.law("33", indirect=True)
def test_t14b_33_simultaneous_calls_in_rotation() -> None:
    table = laws_table(1)
    table.simultaneous((E, "1S"), (N, "1H"))
    assert calls_of(table) == ["N 1H", "E 1S"] and phase(table) == Phase.AUCTION


@pytest.mark.law("31A")
@pytest.mark.law("33", indirect=True)
def test_t14c_33_simultaneous_call_becomes_out_of_rotation() -> None:
    table = laws_table(1)
    table.simultaneous((N, "1H"), (S, "2H"))
    irregularity = table.irregularity
    assert irregularity is not None and irregularity.kind == Kind.BID_OUT_OF_ROTATION
    assert irregularity.offender == S and irregularity.turn == E
    make(table, "W P")  # west, south's LHO, accepts
    assert calls_of(table) == ["N 1H", "S 2H", "W Pass"]
