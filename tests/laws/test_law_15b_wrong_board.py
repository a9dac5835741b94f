"""Law 15B (2017; 1987-2007 Law 15A-C): a wrong board being played."""

from __future__ import annotations

import pytest

from bridgelaw.core import Seat
from bridgelaw.laws.irregularity import Kind
from bridgelaw.table import IrregularityReported, Phase, Table
from tests.laws.laws_helpers import apply, laws_table, make, rule

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def report(table: Table) -> None:
    law = "15B" if table.edition.year == 2017 else "15"
    table.apply(
        IrregularityReported(
            Kind.WRONG_BOARD, None, table.law(law), "these pairs are not designated for board 1"
        )
    )


def flags(table: Table) -> list[str]:
    return [str(f.law) for f in table.review_flags]


def played_out(table: Table) -> None:
    make(table, "N 1S", "E P", "S 2S", "W P", "N P", "E P")


@pytest.mark.law("15B1", "15B3")
def test_15b1_played_before_the_board_is_cancelled_for_both() -> None:
    table = laws_table(1, "N 1S", "E P")
    report(table)
    assert table.irregularity is not None
    question = rule(table).questions
    assert [q.key for q in question] == ["15B-played-before"]
    ruling = apply(table, **{"15B-played-before": "yes"})
    assert str(ruling.law) == "15B1"
    assert table.closed_by is not None
    assert "15B3" in flags(table)


@pytest.mark.law("15B2", "15B3")
def test_15b2_not_played_before_it_is_played_out_and_scored() -> None:
    table = laws_table(1, "N 1S")
    report(table)
    ruling = apply(table, **{"15B-played-before": "no"})
    assert str(ruling.law) == "15B2"
    assert table.closed_by is None
    assert table.phase == Phase.AUCTION and table.turn == E
    assert flags(table) == ["15B2", "15B3"]
    make(table, "E P", "S 2S", "W P", "N P", "E P")
    assert table.contract is not None and str(table.contract) == "2S"


@pytest.mark.law("15A", "15B", editions=(2007, 1997, 1987))
@pytest.mark.parametrize("edition", [2007, 1997, 1987])
@pytest.mark.parametrize(("before", "law", "closed"), [("no", "15A", False), ("yes", "15B", True)])
def test_15a_15b_older_found_after_the_auction(
    edition: int, before: str, law: str, closed: bool
) -> None:
    table = laws_table(1, edition=edition)
    played_out(table)
    report(table)
    ruling = apply(table, **{"15B-played-before": before})
    assert str(ruling.law) == law and ruling.law.edition == edition
    assert (table.closed_by is not None) == closed


@pytest.mark.law("15C", editions=(2007, 1997, 1987))
@pytest.mark.parametrize("edition", [2007, 1997, 1987])
@pytest.mark.parametrize(("differs", "closed"), [("no", False), ("yes", True)])
def test_15c_older_found_during_the_auction_second_auction(
    edition: int, differs: str, closed: bool
) -> None:
    table = laws_table(1, "N 1S", "E P", edition=edition)
    report(table)
    answers = {"15C-differs": differs}
    if edition == 1987:
        answers["15C-demand"] = "no"
    ruling = apply(table, **answers)
    assert str(ruling.law) == "15C"
    assert (table.closed_by is not None) == closed
    penalty = [f for f in table.review_flags if "procedural penalty" in f.reason]
    assert bool(penalty) == (edition == 2007)


@pytest.mark.law("15C", editions=(1987,))
def test_15c_1987_any_player_may_demand_cancellation() -> None:
    table = laws_table(1, "N 1S", edition=1987)
    report(table)
    assert [q.key for q in rule(table).questions] == ["15C-demand"]
    apply(table, **{"15C-demand": "yes"})
    assert table.closed_by is not None
