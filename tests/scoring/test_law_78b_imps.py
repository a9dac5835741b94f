"""Law 78B: the IMP scale."""

from __future__ import annotations

import numpy as np
import pytest

from bridgelaw.errors import NotationError
from bridgelaw.scoring import IMP_THRESHOLDS, MAX_IMPS, contract_score, imps, imps_array

# Law 78B's table as printed (2017): (lowest difference, highest difference, IMPs).
PRINTED_TABLE = [
    (0, 10, 0), (20, 40, 1), (50, 80, 2), (90, 120, 3), (130, 160, 4), (170, 210, 5),
    (220, 260, 6), (270, 310, 7), (320, 360, 8), (370, 420, 9), (430, 490, 10),
    (500, 590, 11), (600, 740, 12), (750, 890, 13), (900, 1090, 14), (1100, 1290, 15),
    (1300, 1490, 16), (1500, 1740, 17), (1750, 1990, 18), (2000, 2240, 19),
    (2250, 2490, 20), (2500, 2990, 21), (3000, 3490, 22), (3500, 3990, 23),
]  # fmt: skip


@pytest.mark.law("78B", indirect=True)
def test_thresholds_are_the_lower_ends_of_the_printed_rows() -> None:
    assert [low for low, _, _ in PRINTED_TABLE[1:]] + [4000] == list(IMP_THRESHOLDS)
    assert MAX_IMPS == 24


@pytest.mark.law("78B", indirect=True)
@pytest.mark.parametrize(("low", "high", "expected"), PRINTED_TABLE)
def test_every_row_of_the_printed_table(low: int, high: int, expected: int) -> None:
    for difference in range(low, high + 1, 10):
        assert imps(difference) == expected, difference
        assert imps(-difference) == -expected, -difference


@pytest.mark.law("78B", indirect=True)
@pytest.mark.parametrize("threshold", IMP_THRESHOLDS)
def test_each_threshold_and_ten_below_it(threshold: int) -> None:
    rank = IMP_THRESHOLDS.index(threshold) + 1
    assert imps(threshold) == rank
    assert imps(threshold - 10) == rank - 1
    assert imps(-threshold) == -rank
    assert imps(-(threshold - 10)) == -(rank - 1)


@pytest.mark.law("78B", indirect=True)
def test_4000_and_more_is_24() -> None:
    assert imps(4000) == 24
    assert imps(7600) == 24
    assert imps(14600) == 24
    assert imps(-7600) == -24


@pytest.mark.law("78B", indirect=True)
def test_scenario_t27_imp_conversions() -> None:
    # Table 1: NS +620 (4S vul =); table 2: NS +170 (3S+1 vul): 450 -> 10 IMPs.
    four_spades = contract_score("4S", vulnerable=True, tricks=10)
    three_spades = contract_score("3S", vulnerable=True, tricks=10)
    assert (four_spades, three_spades) == (620, 170)
    assert imps(four_spades - three_spades) == 10
    # Team A: +800 defending 3NTX by EW NV down 4; -420 against 4S by NS NV made: 380 -> 9.
    defended = -contract_score("3NTX", vulnerable=False, tricks=5)
    conceded = -contract_score("4S", vulnerable=False, tricks=10)
    assert (defended, conceded) == (800, -420)
    assert imps(defended + conceded) == 9
    # 6S vul = (+1430) vs 4S+2 vul (+680): 750 -> 13.
    slam = contract_score("6S", vulnerable=True, tricks=12)
    game = contract_score("4S", vulnerable=True, tricks=12)
    assert (slam, game) == (1430, 680)
    assert imps(slam - game) == 13
    # 2HX = NV (+470) vs 2H = NV (+110): 360 -> 8.
    doubled = contract_score("2HX", vulnerable=False, tricks=8)
    undoubled = contract_score("2H", vulnerable=False, tricks=8)
    assert (doubled, undoubled) == (470, 110)
    assert imps(doubled - undoubled) == 8
    assert (imps(10), imps(20), imps(4000), imps(7600)) == (0, 1, 24, 24)


@pytest.mark.law("78B", indirect=True)
def test_differences_in_the_printed_gaps_follow_the_threshold_rule() -> None:
    assert imps(15) == 0
    assert imps(19.5) == 0
    assert imps(45) == 1
    assert imps(-3995) == -23


@pytest.mark.law("78B", indirect=True)
def test_array_version_agrees_with_the_scalar_one() -> None:
    differences = np.arange(-8000, 8001, 10)
    expected = [imps(int(d)) for d in differences]
    assert imps_array(differences).tolist() == expected
    assert imps_array([[20, -50], [0, 4000]]).tolist() == [[1, -2], [0, 24]]


@pytest.mark.law("78B", indirect=True)
def test_bad_differences_are_rejected() -> None:
    with pytest.raises(NotationError, match="'450'"):
        imps("450")  # type: ignore[arg-type]
    with pytest.raises(NotationError, match="nan"):
        imps(float("nan"))
    with pytest.raises(NotationError, match="index 1"):
        imps_array([10.0, float("inf")])
    with pytest.raises(NotationError, match="numbers"):
        imps_array(["a"])
