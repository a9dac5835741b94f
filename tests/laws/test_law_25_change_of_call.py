"""Law 25: changes of call, in all four editions (scenario T20)."""

from __future__ import annotations

import pytest

from bridgelaw.core import Seat
from bridgelaw.laws.effects import ObligationKind
from bridgelaw.laws.irregularity import Kind, RecordStatus
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
NEXT = ObligationKind.NEXT_PASS
REST = ObligationKind.REST_PASS


def slip(edition: int = 2017) -> Table:
    """T20(a): N pulls 1C meaning 1D; E passes; N notices before S calls."""
    table = laws_table(1, "N 1C", "E P", edition=edition)
    table.change_call("1D", seat=N)
    return table


@pytest.mark.law("25A1", "25A6", editions=(2017, 2007, 1997, 1987))
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_t20a_25a_unintended_call_replaced_lho_keeps(edition: int) -> None:
    table = slip(edition)
    irregularity = table.irregularity
    assert irregularity is not None and irregularity.kind == Kind.CHANGE_OF_CALL
    table.call_director()
    ruling = rule(table)
    assert [q.key for q in ruling.questions] == ["25A"]
    ruling = apply(table, **{"25A": "yes"})
    assert str(ruling.law) == "25A"
    ruling = rule(table)
    assert ruling.chooser == E and [o.key for o in ruling.options] == ["keep", "withdraw"]
    ruling.apply(table, "keep")
    assert calls_of(table) == ["N 1D", "E Pass"] and table.turn == S
    assert table.obligations == ()


@pytest.mark.law("25A6")
def test_t20a_25a6_lho_withdraws_his_call() -> None:
    table = slip()
    table.call_director()
    apply(table, **{"25A": "yes"})
    apply(table, "withdraw")
    assert calls_of(table) == ["N 1D"] and table.turn == E
    entry = table.ledger[-1]
    assert entry.source == "east's withdrawn Pass" and entry.unauthorized_to == N.side


@pytest.mark.law("25A4")
def test_25a4_too_late_once_partner_has_called() -> None:
    table = laws_table(1, "N 1C", "E P", "S 1H")
    table.change_call("1D", seat=N)
    ruling = rule(table)
    assert ruling.questions == () and str(ruling.law) == "25B"
    assert any("too late" in fact for fact in ruling.facts)


@pytest.mark.law("25A", editions=(1987,))
def test_25a_1987_no_limit_at_partner_call() -> None:
    table = laws_table(1, "N 1C", "E P", "S 1H", edition=1987)
    table.change_call("1D", seat=N)
    assert [q.key for q in rule(table).questions] == ["25A"]


def change_of_mind(edition: int = 2017) -> Table:
    """T20(b): N bids 1C, then says 1NT before E calls (at E's turn)."""
    return laws_table(1, "N 1C", "N 1NT", edition=edition)


@pytest.mark.law("25B1", editions=(2017, 2007, 1997, 1987))
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_t20b_25b1_lho_accepts_the_change(edition: int) -> None:
    table = change_of_mind(edition)
    irregularity = table.irregularity
    assert irregularity is not None and irregularity.kind == Kind.CHANGE_OF_CALL
    table.call_director()
    ruling = rule(table, **{"25A": "no"})
    assert ruling.chooser == E and [o.key for o in ruling.options] == ["accept", "decline"]
    ruling.apply(table, "accept", answers={"25A": "no"})
    assert calls_of(table) == ["N 1NT"] and table.turn == E
    assert table.records[0].status == RecordStatus.CANCELLED
    assert table.ledger[0].source == "north's withdrawn 1C"
    assert len(table.pending_lead_restrictions) == 1


@pytest.mark.law("25B1")
def test_25b1_lho_accepts_by_calling_over_it() -> None:
    table = change_of_mind()
    make(table, "E P")
    assert calls_of(table) == ["N 1NT", "E Pass"]


@pytest.mark.law("25B2", editions=(2017, 2007))
@pytest.mark.law("26A", editions=(2017, 2007), indirect=True)
@pytest.mark.parametrize("edition", [2017, 2007])
def test_t20b_25b2_not_accepted_original_call_stands(edition: int) -> None:
    table = change_of_mind(edition)
    table.call_director()
    apply(table, "decline", **{"25A": "no"})
    assert calls_of(table) == ["N 1C"] and table.turn == E and table.obligations == ()
    restrictions = table.pending_lead_restrictions
    assert len(restrictions) == (1 if edition == 2017 else 0)
    if edition == 2017:
        assert restrictions[0].comparable_unknown


@pytest.mark.law("25B2(b)", editions=(1997, 1987))
@pytest.mark.parametrize("edition", [1997, 1987])
def test_t20b_older_keep_the_first_call_partner_passes_once(edition: int) -> None:
    table = change_of_mind(edition)
    table.call_director()
    apply(table, "decline", **{"25A": "no"})
    ruling = rule(table)
    assert ruling.chooser == N and [o.key for o in ruling.options] == ["keep", "change"]
    ruling.apply(table, "keep")
    assert calls_of(table) == ["N 1C"] and obliged(table, S) == {NEXT}


@pytest.mark.law("25B2(b)", editions=(1997, 1987))
@pytest.mark.parametrize("edition", [1997, 1987])
def test_t20b_older_another_call(edition: int) -> None:
    table = change_of_mind(edition)
    table.call_director()
    apply(table, "decline", **{"25A": "no"})
    apply(table, "change")
    assert table.turn == N and phase(table) == Phase.AUCTION
    table.call("1NT", seat=N)
    apply(table)
    assert calls_of(table) == ["N 1NT"] and table.turn == E
    if edition == 1997:
        assert obliged(table, S) == set()
        assert [str(f.law) for f in table.review_flags] == ["25B2(b)"]
    else:
        assert obliged(table, S) == {REST}
