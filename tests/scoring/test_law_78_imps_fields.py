"""Law 78B-C across a match or a field: teams, Butler datum, cross-IMPs, total points."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaw.errors import NotationError
from bridgelaw.scoring import contract_score, imps
from bridgelaw.scoring.entries import ArtificialScore, SplitScore, WeightedScore
from bridgelaw.scoring.teams import (
    Datum,
    Rounding,
    butler_datum,
    butler_imps,
    cross_imps,
    match_imps,
    round_to,
    total_points,
    weighted_imps,
)

# --- 78B teams: the two tables of a match (scenario T27) --------------------------------


@pytest.mark.law("78B", indirect=True)
def test_78b_t27_game_against_part_score() -> None:
    room1 = contract_score("4S", vulnerable=True, tricks=10)
    room2 = contract_score("3S", vulnerable=True, tricks=10)
    assert match_imps([room1], [room2]).a == (10.0,)


@pytest.mark.law("78B", indirect=True)
def test_78b_t27_net_of_both_tables() -> None:
    # Team A's NS defend 3NTX by EW, NV, four down: +800. A's EW face 4S by NS made: NS +420.
    room1 = -contract_score("3NTX", vulnerable=False, tricks=5)
    room2 = contract_score("4S", vulnerable=False, tricks=10)
    assert (room1, room2) == (800, 420)
    result = match_imps([room1], [room2])
    assert result.a == (9.0,) and result.b == (-9.0,)


@pytest.mark.law("78B", indirect=True)
@pytest.mark.parametrize(
    ("one", "two", "expected"),
    [(("6S", True, 12), ("4S", True, 12), 13), (("2HX", False, 8), ("2H", False, 8), 8)],
)
def test_78b_t27_slam_and_doubled_swings(
    one: tuple[str, bool, int], two: tuple[str, bool, int], expected: int
) -> None:
    a = contract_score(one[0], vulnerable=one[1], tricks=one[2])
    b = contract_score(two[0], vulnerable=two[1], tricks=two[2])
    assert match_imps([a], [b]).a == (float(expected),)


@pytest.mark.law("78B", indirect=True)
def test_78b_match_totals_and_margin() -> None:
    result = match_imps([620, 100, -50, 0], [170, 100, 100, None])
    assert result.a == (10.0, 0.0, -4.0, 0.0)
    assert (result.total_a, result.total_b, result.margin) == (10.0, 4.0, 6.0)


@pytest.mark.law("78B", indirect=True)
def test_78b_rooms_must_hold_the_same_boards() -> None:
    with pytest.raises(NotationError, match="same boards"):
        match_imps([1, 2], [3])


@pytest.mark.law("12C2(b)")
def test_78b_artificial_score_in_a_room_gives_its_imps() -> None:
    result = match_imps([ArtificialScore(3, -3), 420], [170, ArtificialScore(3, -3)])
    assert result.a == (3.0, -3.0) and result.b == (-3.0, 3.0)


@pytest.mark.law("12C1(c)")
def test_78b_weighted_score_imped_component_by_component() -> None:
    weighted = WeightedScore.of((620, 0.5), (-100, 0.5))
    assert weighted_imps(weighted, 170) == pytest.approx((imps(450) + imps(-270)) / 2)
    assert match_imps([weighted], [170]).a[0] == pytest.approx(1.5)


@pytest.mark.law("12C1(e)")
def test_78b_split_score_does_not_balance() -> None:
    result = match_imps([SplitScore(620, 170)], [170])
    assert result.a == (10.0,) and result.b == (0.0,)


# --- Butler: IMPs against a datum --------------------------------------------------------


@pytest.mark.law("78B", indirect=True)
def test_butler_datum_drops_the_extremes_and_rounds_to_ten() -> None:
    # Board 1 of the Ruter club evening: the mean of the middle six is -85.
    scores = [120, 50, -80, -80, -110, -140, -150, -150]
    assert butler_datum(scores) == -90
    assert butler_datum(scores, rounding=Rounding.HALF_UP) == -80
    assert butler_datum(scores, rounding=Rounding.NONE) == pytest.approx(-85)
    assert butler_datum(scores, drop=0) == -70  # mean -67.5, halves away from zero
    assert butler_datum(scores, method=Datum.MEDIAN) == -100


@pytest.mark.law("78B", indirect=True)
def test_butler_datum_fraction_and_small_fields() -> None:
    scores = list(range(0, 200, 10))
    assert butler_datum(scores, drop_fraction=0.1) == 100  # 2 dropped at each end
    assert butler_datum([420, 450]) == 440  # too few to drop: mean 435, rounded up
    with pytest.raises(NotationError):
        butler_datum([ArtificialScore(60, 40)])


@pytest.mark.law("78B", indirect=True)
@pytest.mark.parametrize(
    ("value", "mode", "expected"),
    [(-85, Rounding.HALF_AWAY_FROM_ZERO, -90), (85, Rounding.HALF_AWAY_FROM_ZERO, 90),
     (-85, Rounding.HALF_UP, -80), (85, Rounding.HALF_EVEN, 80), (95, Rounding.HALF_EVEN, 100),
     (84.9, Rounding.HALF_AWAY_FROM_ZERO, 80),
     (-84.99999999999, Rounding.HALF_AWAY_FROM_ZERO, -90)],
)  # fmt: skip
def test_butler_rounding_modes(value: float, mode: Rounding, expected: float) -> None:
    assert round_to(value, 10, mode) == expected


@pytest.mark.law("78B", indirect=True)
def test_butler_imps_against_the_datum() -> None:
    board = butler_imps([120, 50, -80, -80, -110, -140, -150, -150])
    assert board.datum == -90
    assert board.ns == (5.0, 4.0, 0.0, 0.0, -1.0, -2.0, -2.0, -2.0)
    assert board.ew == tuple(-x + 0.0 for x in board.ns)


@pytest.mark.law("12C2(b)")
def test_butler_adjusted_scores_do_not_move_the_datum() -> None:
    board = butler_imps([420, 420, 450, ArtificialScore(3, -3), None], drop=0)
    assert board.datum == 430
    assert board.ns == (0.0, 0.0, 1.0, 3.0, None)


# --- Cross-IMPs ---------------------------------------------------------------------------


def _cross_pairwise(scores: list[int]) -> list[float]:
    return [sum(imps(a - b) for j, b in enumerate(scores) if j != i) for i, a in enumerate(scores)]


@pytest.mark.law("78B", indirect=True)
@settings(max_examples=150, deadline=None)
@given(st.lists(st.integers(-500, 500).map(lambda x: x * 10), min_size=2, max_size=30))
def test_cross_imps_totals_equal_every_pair_compared(scores: list[int]) -> None:
    totals = cross_imps(scores, average=False).ns
    assert list(totals) == pytest.approx(_cross_pairwise(scores))
    averaged = cross_imps(scores).ns
    assert list(averaged) == pytest.approx([t / (len(scores) - 1) for t in _cross_pairwise(scores)])


@pytest.mark.law("78B", indirect=True)
def test_cross_imps_sum_to_zero_and_sides_mirror() -> None:
    board = cross_imps([620, 170, -100, 650])
    assert sum(board.ns) == pytest.approx(0)  # type: ignore[arg-type]
    assert board.ew == tuple(-x + 0.0 for x in board.ns)  # type: ignore[operator]


@pytest.mark.law("12C1(c)")
def test_cross_imps_with_weighted_and_artificial_entries() -> None:
    weighted = WeightedScore.of((620, 0.5), (170, 0.5))
    board = cross_imps([620, 170, weighted, ArtificialScore(3, -3)])
    expected_weighted = ((0.5 * 0 + 0.5 * imps(-450)) + (0.5 * imps(450) + 0.5 * 0)) / 2
    assert board.ns[2] == pytest.approx(expected_weighted)
    assert board.ns[3] == 3.0 and board.ew[3] == -3.0
    assert board.ns[0] == pytest.approx((imps(450) + 0.5 * imps(450)) / 2)


@pytest.mark.law("78B", indirect=True)
def test_cross_imps_single_result_scores_nothing() -> None:
    assert cross_imps([420]).ns == (0.0,)
    assert cross_imps([None, None]).ns == (None, None)


# --- 78C: total points --------------------------------------------------------------------


@pytest.mark.law("78C", indirect=True)
def test_78c_total_points_is_the_net_of_all_boards_played() -> None:
    assert total_points([620, -100, None, 170, -1430]) == -740
    assert total_points([]) == 0


@pytest.mark.law("78C", indirect=True)
def test_78c_all_contracts_scored_and_summed() -> None:
    results = [("3NT", False, 9), ("4S", True, 9), ("2HX", False, 8)]
    total = sum(contract_score(c, vulnerable=v, tricks=t) for c, v, t in results)
    assert total_points([contract_score(c, vulnerable=v, tricks=t) for c, v, t in results]) == total
    assert total == 400 - 100 + 470


@pytest.mark.law("78B", indirect=True)
def test_symmetric_cross_imps_over_permutations() -> None:
    scores = [620, 170, -100, 650, 600]
    base = dict(zip(scores, cross_imps(scores).ns, strict=True))
    for order in itertools.islice(itertools.permutations(scores), 20):
        again = dict(zip(order, cross_imps(list(order)).ns, strict=True))
        assert again == base
