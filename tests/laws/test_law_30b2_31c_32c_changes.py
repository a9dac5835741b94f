"""Laws 30B2, 31C and 32C: a call at LHO's turn by a player who has already called is a
change of call (Law 25), in all four editions."""

from __future__ import annotations

import pytest

from bridgelaw.core import Seat
from bridgelaw.laws.irregularity import Kind, RecordStatus
from tests.laws.laws_helpers import ALL_EDITIONS, apply, calls_of, laws_table

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


@pytest.mark.law("25", editions=ALL_EDITIONS)
@pytest.mark.law("30B2", "31C", "32C", editions=ALL_EDITIONS, indirect=True)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
@pytest.mark.parametrize(("calls", "again"), [
    (("N 1H",), "P"),            # 30B2: a pass at LHO's turn after his own call
    (("N 1H",), "2H"),           # 31C: a bid
    (("N 1H", "E 1S"), "X"),     # 32C: a double (E doubles 1H in place of his 1S)
])  # fmt: skip
def test_a_call_at_lho_turn_after_ones_own_call_is_a_change_of_call(
    edition: int, calls: tuple[str, ...], again: str
) -> None:
    table = laws_table(1, *calls, edition=edition)
    offender = Seat.parse(calls[-1].split()[0])
    table.call(again, seat=offender)
    irregularity = table.irregularity
    assert irregularity is not None and irregularity.kind == Kind.CHANGE_OF_CALL
    assert str(irregularity.law) == "25" and irregularity.offender == offender
    table.call_director()
    ruling = apply(table, "decline", **{"25A": "no"})
    assert str(ruling.law) in ("25B", "25B2")
    if edition >= 2007:  # the change is cancelled; the first call stands
        assert calls_of(table) == list(calls)
        assert table.records[-1].status == RecordStatus.CANCELLED
