"""Laws 35-39: inadmissible calls, in all four editions (scenarios T15-T19)."""

from __future__ import annotations

import pytest

from bridgelaw.core import Seat
from bridgelaw.laws.effects import ObligationKind
from bridgelaw.laws.irregularity import Kind, ProcedureStatus, RecordStatus
from bridgelaw.table import Phase, Table
from tests.laws.laws_helpers import (
    ALL_EDITIONS,
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
DAMAGE = {2017: "72C", 2007: "23", 1997: "23", 1987: "23A"}


# ------------------------------------------------------------------ 36
@pytest.mark.law("36B", "19A1", editions=(2017, 2007, 1997, 1987))
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_t15a_36b_inadmissible_double_cancelled_partner_silenced(edition: int) -> None:
    table = laws_table(1, "N 1H", "E P", "S X", edition=edition)
    irregularity = table.irregularity
    assert irregularity is not None and irregularity.kind == Kind.INADMISSIBLE_DOUBLE
    assert str(irregularity.broken) == "19A1"
    table.call_director()
    ruling = apply(table)
    assert str(ruling.law) == ("36B" if edition in (2017, 2007) else "36")
    assert table.turn == S and calls_of(table) == ["N 1H", "E Pass"]
    assert obliged(table, N) == {REST}
    assert table.pending_lead_restrictions[0].offender == S
    assert {str(f.law) for f in table.review_flags} == {DAMAGE[edition]}


@pytest.mark.law("36A", editions=(2017, 2007))
@pytest.mark.law("35A", editions=(1997, 1987))
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_t15b_36a_lho_called_everything_after_is_cancelled(edition: int) -> None:
    table = laws_table(1, "N 1H", "E P", "S X", "W 2C", edition=edition)
    assert phase(table) == Phase.AUCTION  # the call over it stands until the director comes
    assert table.records[2].status == RecordStatus.PROVISIONAL
    table.call_director()
    ruling = apply(table)
    assert str(ruling.law) == ("36A" if edition in (2017, 2007) else "35A")
    assert calls_of(table) == ["N 1H", "E Pass"] and table.turn == S
    assert table.obligations == () and table.pending_lead_restrictions == ()
    entry = table.ledger[-1]
    assert entry.source == "west's cancelled 2C" and entry.unauthorized_to == S.side


@pytest.mark.law("36B4")
def test_36b4_inadmissible_double_out_of_rotation() -> None:
    table = laws_table(1, "N 1H", "S X")  # south doubles his partner at east's turn
    irregularity = table.irregularity
    assert irregularity is not None and irregularity.kind == Kind.INADMISSIBLE_DOUBLE
    table.call_director()
    ruling = apply(table)
    assert str(ruling.law) == "36B4"
    assert table.turn == E and obliged(table, N) == {REST}


def _t16(edition: int) -> Table:
    table = laws_table(1, "N 2S", "E X", "S XX", "W XX", "N P", "E P", "S P", edition=edition)
    assert phase(table) == Phase.PLAY and str(table.contract) == "2SXX"
    table.play("H7")  # east leads: the opening lead is faced
    return table


@pytest.mark.law("36C")
def test_t16_36c_found_after_the_opening_lead() -> None:
    table = _t16(2017)
    table.call_director()
    ruling = apply(table)
    assert str(ruling.law) == "36C"
    assert str(table.contract) == "2SXX" and table.declarer == N
    assert table.records[3].status == RecordStatus.CANCELLED
    assert phase(table) == Phase.PLAY and table.procedures[0].status == ProcedureStatus.RESOLVED


@pytest.mark.law("36C", "12A1", editions=(2007, 1997, 1987))
@pytest.mark.parametrize("edition", [2007, 1997, 1987])
def test_t16_older_no_law_the_director_decides(edition: int) -> None:
    table = _t16(edition)
    table.call_director()
    ruling = rule(table)
    assert [q.key for q in ruling.questions] == ["12A1"]
    apply(table, **{"12A1": "yes"})
    assert str(table.contract) == "2SXX"
    assert [str(f.law) for f in table.review_flags] == ["12A1"]


@pytest.mark.law("36C")
def test_36c_an_inadmissible_double_that_changes_the_contract() -> None:
    table = laws_table(1, "N 1H", "E P", "S X", "W P", "N P", "E P")
    assert str(table.contract) == "1HX"
    table.play("S10")  # east leads
    table.call_director()
    apply(table)
    assert str(table.contract) == "1H" and table.declarer == N


# ------------------------------------------------------------------ 37
def _obliged_east(edition: int) -> Table:
    """E must pass throughout after W's insufficient bid (27B2)."""
    table = laws_table(2, "E P", "S 1H", "W 1D", edition=edition)
    table.call_director()
    apply(table, "decline")
    table.call("2C", seat=W)
    answers = {2017: {"B1a": "no", "B1b": "no"}, 2007: {"B1b": "no"}}.get(edition, {})
    apply(table, **answers)
    assert obliged(table, E) == {REST}
    return table


@pytest.mark.law("37B", editions=(2017, 2007))
@pytest.mark.law("37", editions=(1997, 1987))
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_t17a_37b_call_by_a_player_obliged_to_pass(edition: int) -> None:
    table = _obliged_east(edition)
    make(table, "N 2H", "E 3C")
    irregularity = table.irregularity
    assert irregularity is not None and irregularity.kind == Kind.PASS_OBLIGATION
    table.call_director()
    ruling = apply(table)
    assert str(ruling.law) == ("37B" if edition in (2017, 2007) else "37")
    assert calls_of(table)[-1] == "E Pass"
    assert table.records[-1].status == RecordStatus.SUBSTITUTED
    assert obliged(table, E) == {REST} and obliged(table, W) == {REST}
    assert len(table.pending_lead_restrictions) == 2  # 27B2 against W, 37 against E
    assert table.turn == S


@pytest.mark.law("37A", editions=(2017, 2007))
@pytest.mark.law("35B", editions=(1997, 1987))
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_t17b_37a_lho_called_the_calls_stand(edition: int) -> None:
    table = _obliged_east(edition)
    make(table, "N 2H", "E 3C", "S 3H")
    assert calls_of(table)[-2:] == ["E 3C", "S 3H"]
    assert table.records[-2].status == RecordStatus.ACCEPTED
    assert obliged(table, E) == {REST}
    assert len(table.pending_lead_restrictions) == 1  # no new one
    assert table.procedures[-1].status == ProcedureStatus.RESOLVED


# ------------------------------------------------------------------ 38
@pytest.mark.law("38B", "38C", editions=(2017, 2007, 1997, 1987))
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_t18a_38_bid_above_seven(edition: int) -> None:
    table = laws_table(4, "W 7S", "N 7NT", "E 8S", edition=edition)
    irregularity = table.irregularity
    assert irregularity is not None and irregularity.kind == Kind.BID_ABOVE_SEVEN
    table.call_director()
    apply(table)
    assert calls_of(table) == ["W 7S", "N 7NT", "E Pass"]
    assert obliged(table, E) == {REST} and obliged(table, W) == {REST}
    make(table, "S P", "W P")
    assert phase(table) == Phase.PLAY and str(table.contract) == "7NT" and table.declarer == N


@pytest.mark.law("38D", editions=(2017, 2007))
@pytest.mark.parametrize("edition", [2017, 2007])
def test_t18b_38d_lho_called_still_silenced_no_lead_restriction(edition: int) -> None:
    table = laws_table(4, "W 7S", "N 7NT", "E 8S", "S P", edition=edition)
    assert phase(table) == Phase.DIRECTOR
    apply(table)
    assert calls_of(table) == ["W 7S", "N 7NT", "E Pass"] and table.turn == S
    assert obliged(table, E) == {REST} and obliged(table, W) == {REST}
    assert table.pending_lead_restrictions == () and table.review_flags == ()


@pytest.mark.law("35C", editions=(1997, 1987))
@pytest.mark.parametrize("edition", [1997, 1987])
def test_t18b_35c_as_if_nothing_happened(edition: int) -> None:
    table = laws_table(4, "W 7S", "N 7NT", "E 8S", "S P", edition=edition)
    ruling = apply(table)
    assert str(ruling.law) == "35C"
    assert calls_of(table) == ["W 7S", "N 7NT", "E Pass"] and table.obligations == ()


# ------------------------------------------------------------------ 39
def _after_final_pass(edition: int, call: str) -> Table:
    return laws_table(1, "N 1S", "E P", "S P", "W P", call, edition=edition)


@pytest.mark.law("39A", "39C", "26B")
def test_t19a_39c_defender_bids_after_the_final_pass() -> None:
    table = _after_final_pass(2017, "E 2H")
    irregularity = table.irregularity
    assert irregularity is not None and irregularity.kind == Kind.CALL_AFTER_AUCTION
    table.call_director()
    ruling = apply(table)
    assert str(ruling.law) == "39C"
    assert phase(table) == Phase.PLAY and str(table.contract) == "1S"
    restriction = table.pending_lead_restrictions[0]
    assert restriction.offender == E and restriction.leader == W
    # E leads first: the opening lead is not W's
    assert table.turn == E
    table.play("H5")
    table.play("H2")
    table.play("HJ")
    table.play("H8")
    assert phase(table) == Phase.DIRECTOR  # W's first turn to lead
    ruling = rule(table)
    assert [q.key for q in ruling.questions] == ["26B"]
    ruling = rule(table, **{"26B": "none"})
    assert ruling.chooser == N
    keys = [o.key for o in ruling.options]
    assert keys == ["forbid-S", "forbid-H", "forbid-D", "forbid-C", "none"]
    ruling.apply(table, "forbid-H", answers={"26B": "none"})
    assert table.turn == W
    assert all(card.suit.letter != "H" for card in table.legal_cards())
    table.play("DT")
    assert table.lead_restrictions[0].status == "forbid"


@pytest.mark.law("39", "26A2", editions=(2007, 1997, 1987))
@pytest.mark.parametrize("edition", [2007, 1997, 1987])
def test_t19a_older_hearts_may_be_required(edition: int) -> None:
    table = _after_final_pass(edition, "E 2H")
    table.call_director()
    apply(table)
    for card in ("H5", "H2", "HJ", "H8"):
        table.play(card)
    ruling = rule(table, **{"26A": "H", "26A1": "none"})
    assert [o.key for o in ruling.options] == ["require-H", "forbid-H", "none"]
    ruling.apply(table, "require-H", answers={"26A": "H", "26A1": "none"})
    assert {card.suit.letter for card in table.legal_cards()} == {"H"}


@pytest.mark.law("39B", editions=(2017, 2007))
@pytest.mark.law("39A", editions=(1997, 1987))
@pytest.mark.parametrize("edition", ALL_EDITIONS)
@pytest.mark.parametrize("call", ["S 2S", "E P"])
def test_t19b_no_rectification(edition: int, call: str) -> None:
    table = _after_final_pass(edition, call)
    table.call_director()
    ruling = apply(table)
    assert str(ruling.law) == ("39B" if edition in (2017, 2007) else "39A")
    assert table.pending_lead_restrictions == () and phase(table) == Phase.PLAY


@pytest.mark.law("39B", editions=(2017, 2007))
@pytest.mark.law("35D", editions=(1997, 1987))
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_39b_lho_called_after_it(edition: int) -> None:
    table = _after_final_pass(edition, "E 2H")
    make(table, "S 2S")
    assert phase(table) == Phase.PLAY and table.pending_lead_restrictions == ()
    assert {r.status for r in table.records[-2:]} == {RecordStatus.CANCELLED}


@pytest.mark.law("26B", indirect=True)
def test_lead_restriction_lapses_when_the_offender_is_declarer() -> None:
    table = laws_table(1, "N 1H", "E 1D")
    table.call_director()
    apply(table, "decline")
    table.call("2NT", seat=E)
    apply(table, B1a="no", B1b="no")
    make(table, "S P", "W P", "N P")
    assert phase(table) == Phase.PLAY and table.declarer == E
    assert table.lead_restrictions[0].status == "lapsed"
