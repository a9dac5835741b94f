"""Rankings with shared places, percentages, cumulative totals; the default matchpoints."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bridgelaw.tournament.matchpoints import matchpoint_top, matchpoints
from bridgelaw.tournament.ranking import Tally, cumulative, rank


def test_shared_places_and_the_place_after_them() -> None:
    standings = rank(
        {
            "1": Tally(50, 100),
            "2": Tally(60, 100),
            "3": Tally(50, 100),
            "4": Tally(40, 100),
            "5": Tally(50, 100),
        }
    )
    assert [(s.place_label, s.contestant) for s in standings] == [
        ("1", "2"),
        ("2=", "1"),
        ("2=", "3"),
        ("2=", "5"),
        ("5", "4"),
    ]


def test_percentages_rank_contestants_with_different_tops() -> None:
    standings = rank({"A": Tally(60, 100), "B": Tally(50, 80), "C": Tally(45, 75)})
    assert [s.contestant for s in standings] == ["B", "A", "C"]  # 62.5%, 60%, 60%
    assert [s.place_label for s in standings] == ["1", "2=", "2="]


def test_rounding_decides_ties_when_asked() -> None:
    tallies = {"A": Tally(2, 3), "B": Tally(666.7, 1000)}
    assert [s.place_label for s in rank(tallies)] == ["1", "2"]
    assert [s.place_label for s in rank(tallies, decimals=1)] == ["1=", "1="]


def test_without_tops_points_are_ranked() -> None:
    standings = rank({"A": Tally(-12), "B": Tally(31), "C": Tally(-12)})
    assert [(s.place_label, s.contestant, s.key) for s in standings] == [
        ("1", "B", 31),
        ("2=", "A", -12),
        ("2=", "C", -12),
    ]


def test_natural_order_within_a_tie() -> None:
    standings = rank({"10NS": Tally(5, 10), "2NS": Tally(5, 10), "1NS": Tally(5, 10)})
    assert [s.contestant for s in standings] == ["1NS", "2NS", "10NS"]


def test_cumulative_adds_points_tops_and_boards() -> None:
    total = cumulative(
        [
            {"A": Tally(30, 60, 6), "B": Tally(40, 60, 6)},
            {"A": Tally(50, 60, 6), "C": Tally(10, 20, 2)},
        ]
    )
    assert total == {"A": Tally(80, 120, 12), "B": Tally(40, 60, 6), "C": Tally(10, 20, 2)}
    assert total["A"].percent is not None and abs(total["A"].percent - 200 / 3) < 1e-9
    assert (Tally(5) + Tally(3, 10)).top is None


@pytest.mark.law("78A", indirect=True)
@given(st.lists(st.integers(min_value=-300, max_value=300).map(lambda x: 10 * x), min_size=1))
def test_matchpoints_follow_law_78a(scores: list[int]) -> None:
    awards = matchpoints(scores)
    for score, award in zip(scores, awards, strict=True):
        beaten = sum(1 for other in scores if other < score)
        tied = sum(1 for other in scores if other == score) - 1
        assert award == 2 * beaten + tied
    n = len(scores)
    assert sum(awards) == n * (n - 1)
    opposite = matchpoints([-s for s in scores])
    assert all(a + b == matchpoint_top(n) for a, b in zip(awards, opposite, strict=True))
