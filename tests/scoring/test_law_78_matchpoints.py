"""Law 78A: matchpoints, percentages, Neuberg factoring; boards with adjusted scores."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaw.errors import NotationError
from bridgelaw.scoring.board import ArtificialPlacement, Factoring, score_board
from bridgelaw.scoring.entries import ArtificialScore, SplitScore, WeightedScore
from bridgelaw.scoring.matchpoints import (
    MatchpointScale,
    matchpoints,
    matchpoints_naive,
    neuberg,
    percentages,
    top,
)

T28 = [650, 620, 620, 620, 170, -100]
ONE = MatchpointScale.ONE_PER_BEAT


# --- 78A: two per score beaten, one per tie (scenario T28) -------------------------------


@pytest.mark.law("78A", indirect=True)
def test_78a_t28_six_scores() -> None:
    points = matchpoints(T28)
    assert points.tolist() == [10, 6, 6, 6, 2, 0]
    assert top(6) == 10
    assert points.sum() == 6 * 5


@pytest.mark.law("78A", indirect=True)
def test_78a_t28_east_west_is_top_minus_north_south() -> None:
    ew = matchpoints([-s for s in T28])
    assert (ew + matchpoints(T28)).tolist() == [top(6)] * 6


@pytest.mark.law("78A", indirect=True)
def test_78a_one_per_beat_convention_halves_the_units() -> None:
    assert matchpoints(T28, scale=ONE).tolist() == [5, 3, 3, 3, 1, 0]
    assert top(6, ONE) == 5
    assert matchpoints([100, 100], scale=ONE).tolist() == [0.5, 0.5]


@pytest.mark.law("78A", indirect=True)
def test_78a_percentages_of_the_top() -> None:
    assert percentages(T28).tolist() == [100.0, 60.0, 60.0, 60.0, 20.0, 0.0]
    assert percentages(T28, scale=ONE).tolist() == percentages(T28).tolist()
    assert percentages([420]).tolist() == [50.0]


@pytest.mark.law("78A", indirect=True)
def test_78a_all_tied_share_the_average() -> None:
    assert matchpoints([420] * 7).tolist() == [6.0] * 7


@pytest.mark.law("78A", indirect=True)
@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(-760, 760).map(lambda x: x * 10), min_size=1, max_size=60))
def test_78a_fast_version_equals_pairwise_comparison(scores: list[int]) -> None:
    assert matchpoints(scores).tolist() == matchpoints_naive(scores).tolist()
    total = matchpoints(scores).sum()
    assert total == len(scores) * (len(scores) - 1)


@pytest.mark.law("78A", indirect=True)
@settings(max_examples=100, deadline=None)
@given(st.lists(st.floats(-3000, 3000, allow_nan=False), min_size=1, max_size=40))
def test_78a_non_integral_scores_sort_path(scores: list[float]) -> None:
    assert matchpoints(scores).tolist() == matchpoints_naive(scores).tolist()


@pytest.mark.law("78A", indirect=True)
def test_78a_wide_integers_fall_back_to_sorting() -> None:
    scores = [10**12, -(10**12), 0, 0]
    assert matchpoints(scores).tolist() == [6, 0, 3, 3]


@pytest.mark.law("78A", indirect=True)
def test_78a_a_million_results_on_one_board() -> None:
    rng = np.random.default_rng(1)
    scores = rng.integers(-76, 77, 1_000_000) * 10
    points = matchpoints(scores)
    assert points.sum() == 1_000_000 * 999_999
    sample = scores[:500]
    assert np.array_equal(matchpoints(sample), matchpoints_naive(sample))


@pytest.mark.law("78A", indirect=True)
@pytest.mark.parametrize("bad", [[[1, 2], [3, 4]], ["620"], [True, False], [float("nan")]])
def test_78a_bad_scores_raise(bad: object) -> None:
    with pytest.raises(NotationError):
        matchpoints(bad)  # type: ignore[arg-type]


# --- Factoring (78D conditions of contest): Neuberg --------------------------------------


@pytest.mark.law("78D", indirect=True)
def test_neuberg_formula_two_per_beat() -> None:
    # 12 of a top of 14 among 8 results, factored to a board of 9 results.
    assert neuberg(12, 8, 9) == pytest.approx(13.625)
    # The top and the bottom stay inside the factored range.
    assert neuberg(14, 8, 9) == pytest.approx(15.875)
    assert neuberg(0, 8, 9) == pytest.approx(0.125)
    assert neuberg(3, 4, 4) == 3


@pytest.mark.law("78D", indirect=True)
def test_neuberg_formula_one_per_beat() -> None:
    assert neuberg(6, 8, 9, scale=ONE) == pytest.approx((6 + 0.5) * 9 / 8 - 0.5)
    two = neuberg(12, 8, 9)
    one = neuberg(6, 8, 9, scale=ONE)
    assert isinstance(two, float) and isinstance(one, float)
    assert one == pytest.approx(two / 2)


@pytest.mark.law("78D", indirect=True)
def test_neuberg_keeps_the_average_of_a_board() -> None:
    scores = [620, 620, 650, 170, -100]
    factored = neuberg(matchpoints(scores), 5, 7)
    assert np.asarray(factored).mean() == pytest.approx(top(7) / 2)


@pytest.mark.law("78D", indirect=True)
def test_neuberg_rejects_empty_boards() -> None:
    with pytest.raises(NotationError):
        neuberg(0, 0, 5)


@pytest.mark.law("78D", indirect=True)
def test_board_played_fewer_times_is_factored_to_the_field() -> None:
    board = score_board([420, 420, 450], size=5)
    assert board.top == 8
    assert board.ns[2] == pytest.approx((4 + 1) * 5 / 3 - 1)
    unfactored = score_board([420, 420, 450], size=5, factoring=Factoring.NONE)
    assert unfactored.top == 4 and unfactored.ns == (1.0, 1.0, 4.0)


# --- Artificial scores on a board (12C2 with 78A) --------------------------------------


@pytest.mark.law("78A", indirect=True)
@pytest.mark.law("12C2(a)")
def test_artificial_score_counts_in_the_board_size() -> None:
    board = score_board([420, 420, 450, ArtificialScore(60, 40)])
    assert board.size == 4 and board.top == 6
    assert board.ns_percent[3] == 60.0 and board.ew_percent[3] == 40.0
    assert board.ns[2] == pytest.approx((4 + 1) * 4 / 3 - 1)


@pytest.mark.law("12C2(a)")
def test_artificial_score_left_out_of_the_field() -> None:
    board = score_board(
        [420, 420, 450, ArtificialScore(50, 50)], artificial=ArtificialPlacement.EXCLUDE
    )
    assert board.size == 3
    assert board.ns[:3] == (1.0, 1.0, 4.0)
    assert board.ns_percent[3] == 50.0


@pytest.mark.law("12C2(a)")
def test_balanced_artificial_score_placed_in_the_field() -> None:
    scores = [170, 140, -100, 140, 170, -100, 140, 170, 170, 170]
    board = score_board(
        [*scores, ArtificialScore(61.8, 38.2)], artificial=ArtificialPlacement.IN_FIELD
    )
    ns_pct, ew_pct = board.percent(2)
    # The 61.8 % sits between +140 and +170; the +170s share it: 15.33 of 20.
    assert ns_pct[0] == 76.65 and ns_pct[1] == 31.65 and ns_pct[2] == 5.0
    assert ns_pct[10] == 61.8 and ew_pct[10] == 38.2


@pytest.mark.law("12C2(a)")
def test_unbalanced_artificial_score_is_factored_even_in_field_mode() -> None:
    board = score_board(
        [0, 0, 100, ArtificialScore(60, 60)], artificial=ArtificialPlacement.IN_FIELD
    )
    assert board.size == 4
    assert board.ns[3] == pytest.approx(3.6) and board.ew[3] == pytest.approx(3.6)


@pytest.mark.law("82C", indirect=True)
def test_both_sides_non_offending_totals_exceed_the_top() -> None:
    board = score_board([100, 0, ArtificialScore(60, 60)])
    assert board.ns[2] + board.ew[2] > board.top  # type: ignore[operator]


# --- Weighted and split scores matchpointed against the field (12C1c, 12C1e) ------------


@pytest.mark.law("12C1(c)")
def test_weighted_score_each_result_matchpointed_then_combined() -> None:
    weighted = WeightedScore.of((450, 0.5), (420, 0.5))
    board = score_board([420, 420, 450, weighted])
    # +450 against the field scores 5, +420 scores 2: half of each.
    assert board.ns[3] == pytest.approx(3.5)
    assert board.ns[0] == pytest.approx(1.5)
    assert sum(board.ns) == pytest.approx(4 * 3)  # type: ignore[arg-type]


@pytest.mark.law("12C1(c)")
def test_weighted_score_with_a_single_result_is_that_result() -> None:
    plain = score_board([420, 170, 450, 620])
    weighted = score_board([420, 170, 450, WeightedScore.of((620, 1.0))])
    assert plain.ns == weighted.ns and plain.ew == weighted.ew


@pytest.mark.law("12C1(c)")
def test_weighted_score_thirds() -> None:
    weighted = WeightedScore.of((620, 1 / 3), (170, 1 / 3), (-100, 1 / 3))
    board = score_board([620, 170, -100, weighted])
    assert board.ns[3] == pytest.approx((5 + 3 + 1) / 3)


@pytest.mark.law("12C1(e)")
def test_split_score_each_side_against_its_own_direction() -> None:
    board = score_board([420, 420, 450, SplitScore(450, 420)])
    assert board.ns == (1.0, 1.0, 5.0, 5.0)
    assert board.ew == (4.0, 4.0, 0.0, 4.0)
    assert board.ns[3] + board.ew[3] != board.top


@pytest.mark.law("12C1(c)")
def test_weighted_scores_must_sum_to_one() -> None:
    with pytest.raises(NotationError, match="sum to 1"):
        WeightedScore.of((420, 0.5), (170, 0.4))
    with pytest.raises(NotationError):
        WeightedScore(())


@pytest.mark.law("78A", indirect=True)
def test_tables_that_did_not_play_are_none() -> None:
    board = score_board([420, None, 170])
    assert board.ns == (2.0, None, 0.0) and board.ns_percent == (100.0, None, 0.0)


@pytest.mark.law("78A", indirect=True)
def test_size_smaller_than_the_field_is_an_error() -> None:
    with pytest.raises(NotationError, match="cannot hold"):
        score_board([1, 2, 3], size=2)


@pytest.mark.law("78A", indirect=True)
def test_one_per_beat_board_with_artificial_score() -> None:
    board = score_board([420, 170, ArtificialScore(60, 40)], scale=ONE)
    assert board.top == 2.0 and board.ns[2] == pytest.approx(1.2)
