"""Two-table team matches and round robins of teams and pairs."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest

from bridgelaw.core import Side
from bridgelaw.tournament.errors import MovementError
from bridgelaw.tournament.movements.teams import circle_pairings, round_robin, team_match
from bridgelaw.tournament.validate import validate


@pytest.mark.law("8A1", indirect=True)
def test_team_match_swaps_boards_between_rooms() -> None:
    m = team_match(segments=3, boards_per_segment=12, teams=("Lions", "Tigers"))
    assert validate(m) == []
    for rnd in m.rounds:
        open_room, closed_room = rnd.tables
        assert (open_room.ns, open_room.ew) == ("Lions", "Tigers")
        assert (closed_room.ns, closed_room.ew) == ("Tigers", "Lions")
        assert open_room.board_set == closed_room.board_set == rnd.number
    # each team plays each board twice: once in each direction
    card = m.schedule("Lions")
    by_board = Counter((b, a.direction) for a in card for b in a.boards)
    assert len(by_board) == 2 * 36 and set(by_board.values()) == {1}
    assert {a.direction for a in card} == {Side.NS, Side.EW}


def test_team_match_errors() -> None:
    with pytest.raises(MovementError, match="at least one segment"):
        team_match(segments=0)
    with pytest.raises(MovementError, match="cannot play itself"):
        team_match(teams=("A", "A"))


@pytest.mark.law("6F", indirect=True)
@pytest.mark.parametrize("count", list(range(3, 17)))
@pytest.mark.parametrize("teams", [True, False])
def test_round_robins_validate(count: int, teams: bool) -> None:
    m = round_robin(count, teams=teams)
    assert validate(m) == []
    assert m.complete
    meetings = Counter(frozenset((s.ns, s.ew)) for _, s in m.seatings())
    assert set(meetings) == {frozenset(p) for p in combinations(m.contestants, 2)}
    assert set(meetings.values()) == ({2} if teams else {1})


@pytest.mark.parametrize("count", [3, 5, 7, 9, 15])
def test_odd_round_robins_give_each_contestant_one_bye(count: int) -> None:
    m = round_robin(count)
    assert len(m.rounds) == count
    byes = Counter(c for rnd in m.rounds for c in rnd.sitting_out)
    assert byes == Counter(m.contestants)


def test_home_and_away_balance_for_the_fixed_team() -> None:
    m = round_robin(8)
    sides = [a.direction for a in m.schedule("8") if a.table is not None and a.table % 2 == 1]
    # at the odd (open-room) tables the fixed team alternates NS and EW
    assert Counter(sides)[Side.NS] in (3, 4)


def test_circle_pairings_meet_everyone_once() -> None:
    for count in range(2, 21):
        seen = Counter(
            frozenset((a, b)) for rnd in circle_pairings(count) for a, b in rnd if b is not None
        )
        assert len(seen) == count * (count - 1) // 2
        assert set(seen.values()) == {1}


def test_an_incomplete_round_robin_is_not_complete_but_valid() -> None:
    m = round_robin(10, rounds=4, teams=False)
    assert validate(m) == [] and not m.complete and len(m.rounds) == 4


def test_round_robin_errors() -> None:
    with pytest.raises(MovementError, match="2-200 contestants"):
        round_robin(1)
    with pytest.raises(MovementError, match="1-5 rounds, not 6"):
        round_robin(6, rounds=6)
    with pytest.raises(MovementError, match="different labels"):
        round_robin(["A", "B", "A"])
