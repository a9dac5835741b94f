"""Law 17D3 (2007: 17E2; 1987/1997: Law 34): three passes that skipped a player do not
end the auction (scenario T21)."""

from __future__ import annotations

import pytest

from bridgelaw.core import Seat
from bridgelaw.laws.irregularity import Kind, RecordStatus
from bridgelaw.table import Phase
from tests.laws.laws_helpers import ALL_EDITIONS, apply, calls_of, laws_table, make, phase

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
LAW = {2017: "17D3", 2007: "17E2", 1997: "34", 1987: "34"}
UI = {2017: ["16C"], 2007: ["16D"], 1997: [], 1987: []}


@pytest.mark.law("17D3", editions=(2017,))
@pytest.mark.law("17E2", editions=(2007,))
@pytest.mark.law("34", editions=(1997, 1987))
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_t21_third_pass_out_of_rotation_does_not_end_the_auction(edition: int) -> None:
    table = laws_table(1, "N 1S", "E P", "S P", "E P", edition=edition)
    irregularity = table.irregularity
    assert irregularity is not None and irregularity.kind == Kind.SKIPPED_TURN
    assert str(irregularity.law) == LAW[edition] and irregularity.turn == W
    assert phase(table) == Phase.DIRECTOR and table.contract is None
    table.call_director()
    ruling = apply(table)
    assert str(ruling.law) == LAW[edition]
    assert calls_of(table) == ["N 1S", "E Pass", "S Pass"] and table.turn == W
    assert table.obligations == ()
    assert [str(u.law) for u in table.ledger] == UI[edition]
    make(table, "W P")
    assert phase(table) == Phase.PLAY and str(table.contract) == "1S"


@pytest.mark.law("17D3")
def test_17d3_the_skipped_player_simply_calls() -> None:
    table = laws_table(1, "N 1S", "E P", "S P", "E P", "W 2H")
    assert calls_of(table) == ["N 1S", "E Pass", "S Pass", "W 2H"]
    assert table.records[3].status == RecordStatus.CANCELLED


@pytest.mark.law("17D3", editions=(2017,))
@pytest.mark.law("34", editions=(1997,))
@pytest.mark.parametrize("edition", [2017, 1997])
def test_17d3_accepted_pass_out_of_rotation_then_two_more(edition: int) -> None:
    # W passes at S's turn (30A); N, W's LHO, calls: W's pass is accepted; then three passes
    # follow 1S with S skipped
    table = laws_table(1, "N 1S", "E P", "W P", "N P", edition=edition)
    irregularity = table.irregularity
    assert irregularity is not None and irregularity.kind == Kind.SKIPPED_TURN
    assert irregularity.offender == W and irregularity.turn == S
    make(table, "S 2S")  # the skipped player calls: the passes from W's on are cancelled
    assert calls_of(table) == ["N 1S", "E Pass", "S 2S"] and table.turn == W
