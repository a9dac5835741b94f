"""Law 21: misinformation and a change of call (scenario T24)."""

from __future__ import annotations

import pytest

from bridgelaw.core import Seat
from bridgelaw.table import MisinformationReported, Phase, Table
from tests.laws.laws_helpers import ALL_EDITIONS, apply, calls_of, laws_table, make, phase, rule

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def unalerted(*more: str, edition: int = 2017) -> Table:
    """T24: N 1NT, E P, S 2D (a transfer N did not alert), W P, N 2H; the director is
    called about S's 2D."""
    table = laws_table(1, "N 1NT", "E P", "S 2D", "W P", "N 2H", *more, edition=edition)
    table.apply(MisinformationReported(W, about=2, note="transfer not alerted"))
    return table


@pytest.mark.law("21B1(a)", "21B2", editions=(2017, 2007, 1997, 1987))
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_t24_21b1_player_changes_his_call(edition: int) -> None:
    table = unalerted(edition=edition)
    assert phase(table) == Phase.DIRECTOR
    ruling = rule(table)
    assert [q.key for q in ruling.questions] == ["21B1(a)"]
    ruling = rule(table, **{"21B1(a)": "yes"})
    assert ruling.chooser == W and [o.key for o in ruling.options] == ["change", "keep"]
    ruling.apply(table, "change", answers={"21B1(a)": "yes"})
    assert calls_of(table) == ["N 1NT", "E Pass", "S 2D"] and table.turn == W
    assert [str(f.law) for f in table.review_flags] == ["21B2"]
    make(table, "W X", "N 3H")  # north may now change his 2H
    assert calls_of(table)[-2:] == ["W X", "N 3H"]


@pytest.mark.law("21B1(a)")
def test_21b1_not_influenced_no_change() -> None:
    table = unalerted()
    apply(table, **{"21B1(a)": "no"})
    assert calls_of(table)[-1] == "N 2H" and table.turn == E


@pytest.mark.law("21B3", editions=(2017, 2007, 1997, 1987))
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_t24_21b3_too_late_after_partner_called(edition: int) -> None:
    table = unalerted("E P", edition=edition)
    ruling = apply(table)
    assert str(ruling.law) == "21B3"
    assert [str(f.law) for f in table.review_flags] == ["21B3"]
    assert phase(table) == Phase.AUCTION and table.turn == S
