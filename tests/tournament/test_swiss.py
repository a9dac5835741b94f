"""Swiss pairings: by ranking, no repeat meetings, a bye for odd fields, deterministic."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaw.tournament.errors import MovementError
from bridgelaw.tournament.movements.swiss import (
    play_swiss,
    swiss_movement,
    swiss_order,
    swiss_pairing,
    swiss_round,
)
from bridgelaw.tournament.validate import validate


def test_first_round_pairs_top_down() -> None:
    pairing = swiss_pairing(["A", "B", "C", "D", "E", "F"])
    assert pairing.matches == (("A", "B"), ("C", "D"), ("E", "F"))
    assert pairing.bye is None and pairing.repeats == 0


def test_a_repeat_is_avoided_by_taking_the_next_contestant() -> None:
    pairing = swiss_pairing(["A", "B", "C", "D"], played=[("B", "A")])
    assert pairing.matches == (("A", "C"), ("B", "D"))


def test_backtracking_when_the_greedy_pairing_strands_the_last_two() -> None:
    # A-B is fresh, but then C and D have met: the search must find A-C, B-D.
    pairing = swiss_pairing(["A", "B", "C", "D"], played=[("C", "D")])
    assert pairing.matches == (("A", "C"), ("B", "D"))
    assert pairing.repeats == 0


def test_the_bye_goes_to_the_lowest_without_a_bye() -> None:
    pairing = swiss_pairing(["A", "B", "C", "D", "E"], had_bye=["E"])
    assert pairing.bye == "D"
    assert pairing.matches == (("A", "B"), ("C", "E"))


def test_ranking_ties_are_broken_by_seeding() -> None:
    assert swiss_order({"A": 5, "B": 7, "C": 5, "D": 7}, ["D", "C", "B", "A"]) == [
        "D",
        "B",
        "C",
        "A",
    ]
    with pytest.raises(MovementError, match="no score for 'Z'"):
        swiss_order({"A": 1}, ["A", "Z"])


def test_unavoidable_repeats_are_counted() -> None:
    # Four teams, all three pairings used up: a fourth round must repeat.
    played = [("A", "B"), ("C", "D"), ("A", "C"), ("B", "D"), ("A", "D"), ("B", "C")]
    pairing = swiss_pairing(["A", "B", "C", "D"], played=played)
    assert pairing.repeats == 2
    assert len(pairing.matches) == 2


def test_swiss_round_for_teams_uses_two_tables_per_match() -> None:
    rnd = swiss_round(3, swiss_pairing(["A", "B", "C", "D", "E"]), teams=True)
    assert [(s.table, s.ns, s.ew) for s in rnd.tables] == [
        (1, "A", "B"),
        (2, "B", "A"),
        (3, "C", "D"),
        (4, "D", "C"),
    ]
    assert rnd.sitting_out == ("E",) and rnd.shared == ((1, 2, 3, 4),)
    assert {s.board_set for s in rnd.tables} == {3}


@settings(max_examples=40, deadline=None)
@given(
    count=st.integers(min_value=4, max_value=24),
    rounds=st.integers(min_value=1, max_value=8),
    teams=st.booleans(),
    seed=st.integers(min_value=0, max_value=10_000),
)
def test_swiss_on_random_results_never_repeats_a_meeting(
    count: int, rounds: int, teams: bool, seed: int
) -> None:
    rounds = min(rounds, count // 2)  # few enough rounds for a repeat-free Swiss
    rng = random.Random(seed)

    def result(number: int, high: str, low: str) -> tuple[float, float]:
        home = rng.randint(0, 20)
        return float(home), float(20 - home)

    labels = [f"T{i}" for i in range(1, count + 1)]
    movement, scores = play_swiss(labels, rounds, result, teams=teams)
    assert validate(movement) == []
    byes = Counter(c for rnd in movement.rounds for c in rnd.sitting_out)
    assert all(n == 1 for n in byes.values())
    assert sum(byes.values()) == (rounds if count % 2 else 0)
    assert sum(scores.values()) == 20 * (count // 2) * rounds


def test_swiss_is_deterministic() -> None:
    def result(number: int, high: str, low: str) -> tuple[float, float]:
        return (float(len(high) + number), float(number))

    labels = [str(i) for i in range(1, 12)]
    first = play_swiss(labels, 5, result)
    second = play_swiss(labels, 5, result)
    assert first == second


def test_swiss_pairs_the_leaders_in_round_two() -> None:
    wins = {"1": 20.0, "2": 0.0, "3": 20.0, "4": 0.0, "5": 20.0, "6": 0.0}

    def result(number: int, high: str, low: str) -> tuple[float, float]:
        return (wins[high], 20 - wins[high]) if number == 1 else (10.0, 10.0)

    movement, _ = play_swiss(list(wins), 2, result, teams=False)
    second = movement.round(2)
    assert [(s.ns, s.ew) for s in second.tables] == [("1", "3"), ("5", "2"), ("4", "6")]


def test_swiss_errors() -> None:
    with pytest.raises(MovementError, match="listed twice"):
        swiss_pairing(["A", "A"])
    with pytest.raises(MovementError, match="at least one round"):
        play_swiss(["A", "B"], 0, lambda n, a, b: (0.0, 0.0))
    assert swiss_movement(["A", "B"], [], teams=False, boards_per_round=4).rounds == ()
