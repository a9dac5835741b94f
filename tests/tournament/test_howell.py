"""Complete Howell movements: every pair meets every other once and plays every board."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest

from bridgelaw.tournament.errors import MovementError
from bridgelaw.tournament.movements.howell import SUPPORTED_TABLES, howell
from bridgelaw.tournament.validate import validate


def test_supported_sizes() -> None:
    assert SUPPORTED_TABLES == (2, 3, 4, 5, 6, 7, 8, 9, 10)


@pytest.mark.parametrize("tables", SUPPORTED_TABLES)
def test_every_supported_howell_validates(tables: int) -> None:
    assert validate(howell(tables)) == []


@pytest.mark.law("8A1", indirect=True)
@pytest.mark.parametrize("tables", SUPPORTED_TABLES)
def test_every_pair_meets_every_other_once_and_plays_every_board(tables: int) -> None:
    m = howell(tables, boards_per_round=2)
    pairs = 2 * tables
    assert len(m.rounds) == pairs - 1 and len(m.board_sets) == pairs - 1
    meetings = Counter(frozenset((s.ns, s.ew)) for _, s in m.seatings())
    assert set(meetings) == {frozenset(p) for p in combinations(m.contestants, 2)}
    assert set(meetings.values()) == {1}
    for label in m.contestants:
        boards = [b for a in m.schedule(label) for b in a.boards]
        assert sorted(boards) == list(m.boards)
    # each board is played at every one of the n tables' worth of pairs
    assert set(Counter(s.board_set for _, s in m.seatings()).values()) == {tables}


@pytest.mark.parametrize("tables", [4, 5, 6, 7, 8, 9, 10])
def test_four_tables_and_more_share_no_boards(tables: int) -> None:
    m = howell(tables)
    for rnd in m.rounds:
        assert rnd.shared == ()
        assert len({s.board_set for s in rnd.tables}) == tables


def test_two_tables_share_the_boards_every_round() -> None:
    m = howell(2)
    assert all(rnd.shared == ((1, 2),) for rnd in m.rounds)
    first = m.round(1)
    assert [(s.ns, s.ew) for s in first.tables] == [("4", "1"), ("3", "2")]


def test_three_tables_share_only_in_the_last_round() -> None:
    m = howell(3)
    assert [rnd.shared for rnd in m.rounds] == [(), (), (), (), ((1, 2, 3),)]


@pytest.mark.parametrize("tables", SUPPORTED_TABLES)
def test_the_stationary_pair_stays_at_table_one(tables: int) -> None:
    m = howell(tables)
    last = m.contestants[-1]
    assert {(a.table, a.direction) for a in m.schedule(last)} == {(1, 0)}


@pytest.mark.parametrize("tables", [1, 11, 12])
def test_unsupported_sizes_are_refused(tables: int) -> None:
    with pytest.raises(MovementError, match="no complete Howell"):
        howell(tables)
