"""Law 15A (1987-2007: Law 17D): a call made with the cards of another board (scenario T23)."""

from __future__ import annotations

import pytest

from bridgelaw.core import Seat
from bridgelaw.laws.effects import ObligationKind
from bridgelaw.laws.irregularity import Kind
from bridgelaw.table import Phase, Table, WrongHandDiscovered
from tests.laws.laws_helpers import apply, calls_of, laws_table, make, phase, rule

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def wrong_hand(*calls: str, edition: int = 2017) -> Table:
    """T23: board 5; N, holding his board-6 cards, opens 1NT; E passes."""
    table = laws_table(5, "N 1NT", "E P", *calls, edition=edition)
    table.apply(WrongHandDiscovered(N, board=6))
    irregularity = table.irregularity
    assert irregularity is not None and irregularity.kind == Kind.WRONG_HAND
    return table


@pytest.mark.law("15A1", "15A2(b)", "15A3")
def test_t23_15a_calls_cancelled_offender_calls_again() -> None:
    table = wrong_hand()
    ruling = apply(table)
    assert str(ruling.law) == "15A2(b)"
    assert calls_of(table) == [] and table.turn == N and phase(table) == Phase.AUCTION
    assert [u.source for u in table.ledger] == ["north's cancelled 1NT", "east's cancelled Pass"]
    assert {str(f.law) for f in table.review_flags} == {"15A3", "90"}
    make(table, "N 1D", "E 1S")


@pytest.mark.law("15A2(a)")
def test_t23_15a2a_partner_had_called_adjusted_score() -> None:
    table = wrong_hand("S 2C")
    apply(table)
    assert phase(table) == Phase.ENDED and table.closed_by is not None
    assert str(table.closed_by.law) == "15A2(a)" and table.score_ns() is None


@pytest.mark.law("17D", editions=(2007, 1997))
@pytest.mark.parametrize("edition", [2007, 1997])
def test_t23_17d_lho_must_repeat_and_a_different_call_closes_the_board(edition: int) -> None:
    table = wrong_hand(edition=edition)
    ruling = apply(table)
    assert str(ruling.law) == "17D"
    assert table.turn == N
    make(table, "N 2NT")
    ruling = rule(table)
    assert [q.key for q in ruling.questions] == ["17D"]
    apply(table, **{"17D": "yes"})
    assert phase(table) == Phase.ENDED and str(table.closed_by.law) == "17D"  # type: ignore[union-attr]


@pytest.mark.law("17D", editions=(2007, 1997))
@pytest.mark.parametrize("edition", [2007, 1997])
def test_t23_17d_same_call_lho_repeats_his_pass(edition: int) -> None:
    table = wrong_hand(edition=edition)
    apply(table)
    make(table, "N 1NT")
    apply(table, **{"17D": "no"})
    assert {ob.kind for ob in table.obligations if ob.seat == E} == {ObligationKind.MUST_REPEAT}
    assert [str(c) for c in table.legal_calls()] == ["Pass"]


@pytest.mark.law("17D2", editions=(2007,))
def test_t23_2007_partner_had_called() -> None:
    table = wrong_hand("S 2C", edition=2007)
    apply(table)
    assert phase(table) == Phase.ENDED and str(table.closed_by.law) == "17D2"  # type: ignore[union-attr]


@pytest.mark.law("17D", editions=(1987,))
@pytest.mark.parametrize(
    ("asked", "options"), [("yes", ["cancel"]), ("no", ["cancel", "continue"])]
)
def test_t23_1987_director_may_cancel_the_board(asked: str, options: list[str]) -> None:
    table = wrong_hand(edition=1987)
    ruling = rule(table, **{"17D": asked})
    assert [o.key for o in ruling.options] == options
    ruling.apply(table, options[-1], answers={"17D": asked})
    if options[-1] == "cancel":
        assert phase(table) == Phase.ENDED
    else:
        assert calls_of(table) == [] and table.turn == N
