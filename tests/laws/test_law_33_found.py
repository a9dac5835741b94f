"""Law 33 found by the director after the fact (:mod:`bridgelaw.director.law_33`): the last
two calls, recorded one after the other, were made at the same time."""

from __future__ import annotations

import pytest

from bridgelaw.director.law_33 import simultaneous_calls
from bridgelaw.laws.irregularity import Kind, RecordStatus
from bridgelaw.table import Phase, Table
from tests.laws.laws_helpers import calls_of, laws_table, make, phase, rule

EDITIONS = (2017, 2007, 1997, 1987)


@pytest.mark.law("33", editions=EDITIONS)
@pytest.mark.parametrize("edition", EDITIONS)
def test_a_call_recorded_first_out_of_rotation_becomes_the_lhos_call_in_rotation(
    edition: int,
) -> None:
    """East's turn: South's 1S is recorded first (out of rotation), then East's 2C, which
    cancels it (28B). Found simultaneous, East's 2C counts first and South's 1S after it:
    South is East's LHO, so 1S is in rotation - but insufficient over 2C (Law 27)."""
    table = laws_table(1, "N 1H", edition=edition)
    make(table, "S 1S", "E 2C")
    assert [r.status for r in table.records[1:]] == [RecordStatus.CANCELLED, RecordStatus.LEGAL]
    found = simultaneous_calls(table)
    assert found is not None and str(found.law) == "33" and found.replaces == 2
    assert "east's 2C and south's 1S were made at the same time" in found.text
    found.apply(table)
    assert calls_of(table) == ["N 1H", "E 2C"]
    irregularity = table.irregularity
    assert irregularity is not None and irregularity.kind == Kind.INSUFFICIENT_BID
    assert irregularity.offender is not None and irregularity.offender.name == "SOUTH"
    assert rule(table).law.law == 27


@pytest.mark.law("33", editions=(2017,))
def test_a_sufficient_call_of_the_lho_simply_follows() -> None:
    """South's 2S recorded before East's 2C: found simultaneous, the auction is 1H 2C 2S,
    all in rotation, and nothing waits."""
    table = laws_table(1, "N 1H")
    make(table, "S 2S", "E 2C")
    found = simultaneous_calls(table)
    assert found is not None
    found.apply(table)
    assert calls_of(table) == ["N 1H", "E 2C", "S 2S"] and phase(table) == Phase.AUCTION
    assert str(table.turn) == "W"


@pytest.mark.law("33", editions=(2017,))
def test_a_director_call_after_the_two_calls_is_taken_back_with_them() -> None:
    """West's 1S recorded at his partner East's turn, then East's 2C, and the director is
    called: found simultaneous, the three events are replaced; West's 1S, after East's
    2C, is now out of rotation at South's turn (Law 31)."""
    table = laws_table(1, "N 1H")
    make(table, "W 1S", "E 2C")
    table.call_director(by=table.board.dealer)
    found = simultaneous_calls(table)
    assert found is not None and found.replaces == 3
    found.apply(table)
    assert calls_of(table) == ["N 1H", "E 2C"]
    irregularity = table.irregularity
    assert irregularity is not None and irregularity.kind == Kind.BID_OUT_OF_ROTATION
    assert irregularity.turn is not None and irregularity.turn.name == "SOUTH"


def test_law_33_changes_nothing_for_calls_in_rotation_or_in_the_play() -> None:
    table = laws_table(1, "N 1H", "E 2C")  # in rotation: Law 33 would give the same order
    assert simultaneous_calls(table) is None
    make(table, "W 2S")  # out of rotation (South's turn), and nobody else called
    assert simultaneous_calls(table) is None
    assert simultaneous_calls(laws_table(1)) is None  # no calls
    strict = Table(laws_table(1).board)
    strict.call("1H")
    strict.call("2C")
    assert simultaneous_calls(strict) is None  # a strict table refuses irregular calls
