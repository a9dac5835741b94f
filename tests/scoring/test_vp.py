"""Victory points (Law 78D: a method approved by the Regulating Authority).

The WBF continuous scale is checked against the values published for it: the
14-board scale quoted by Ron Klinger in the IBPA Bulletin 580 (May 2013): IMPs 1
and 2 worth 0.33 VP each, 3 and 4 0.31, 5 0.30, 6 and 7 0.29; a 10-IMP win
12.97-7.03 and a 20-IMP win 15.26-4.74.
"""

from __future__ import annotations

import itertools
import math

import pytest

from bridgelaw.errors import NotationError
from bridgelaw.scoring.vp import (
    ACBL_20VP_6_8_BOARDS,
    DiscreteVpScale,
    wbf_blitz,
    wbf_vp,
    wbf_vp_raw,
    wbf_vp_table,
)

KLINGER_14_BOARDS = {
    1: 10.33, 2: 10.66, 3: 10.97, 4: 11.28, 5: 11.58, 6: 11.87, 7: 12.16, 10: 12.97, 20: 15.26,
}  # fmt: skip


@pytest.mark.law("78D", indirect=True)
@pytest.mark.parametrize(("margin", "published"), sorted(KLINGER_14_BOARDS.items()))
def test_wbf_scale_14_boards_published_values(margin: int, published: float) -> None:
    assert wbf_vp(margin, 14) == (published, round(20 - published, 2))
    assert wbf_vp(-margin, 14) == (round(20 - published, 2), published)


@pytest.mark.law("78D", indirect=True)
def test_wbf_scale_formula() -> None:
    tau = (math.sqrt(5) - 1) / 2
    for boards in (8, 12, 16, 20, 24, 32):
        blitz = 15 * math.sqrt(boards)
        assert wbf_blitz(boards) == pytest.approx(blitz)
        for margin in (1, 5, 13):
            expected = 10 + 10 * (1 - tau ** (3 * margin / blitz)) / (1 - tau**3)
            assert wbf_vp_raw(margin, boards) == pytest.approx(expected)
            assert abs(wbf_vp(margin, boards)[0] - expected) <= 0.011


@pytest.mark.law("78D", indirect=True)
@pytest.mark.parametrize("boards", [1, 6, 8, 10, 12, 14, 16, 20, 24, 28, 32, 48, 64])
def test_wbf_scale_shape(boards: int) -> None:
    table = wbf_vp_table(boards)
    assert table[0] == 10.0 and table[-1] == 20.0
    assert len(table) == math.ceil(15 * math.sqrt(boards)) + 1
    steps = [round(b - a, 2) for a, b in itertools.pairwise(table)]
    assert all(s >= 0 for s in steps)
    # Concavity after rounding: each IMP is worth no more than the one before it.
    assert all(later <= earlier + 1e-9 for earlier, later in itertools.pairwise(steps))


@pytest.mark.law("78D", indirect=True)
def test_wbf_scale_correction_raises_a_rounded_value() -> None:
    # 8 IMPs over 14 boards rounds to 12.43; 12.16 -> 12.43 -> 12.71 would make the ninth
    # IMP worth more than the eighth, so the corrected scale gives 12.44.
    assert round(wbf_vp_raw(8, 14), 2) == 12.43
    assert wbf_vp(8, 14)[0] == 12.44


@pytest.mark.law("78D", indirect=True)
def test_wbf_scale_sums_to_twenty_and_caps() -> None:
    for boards in (10, 16, 24):
        for margin in range(0, 80, 7):
            a, b = wbf_vp(margin, boards)
            assert a + b == pytest.approx(20)
    assert wbf_vp(60, 16) == (20.0, 0.0)
    assert wbf_vp(-200, 16) == (0.0, 20.0)
    assert wbf_vp(0, 16) == (10.0, 10.0)


@pytest.mark.law("78D", indirect=True)
def test_wbf_scale_fractional_margin_interpolated() -> None:
    low, high = wbf_vp(3, 16)[0], wbf_vp(4, 16)[0]
    assert wbf_vp(3.5, 16)[0] == pytest.approx((low + high) / 2, abs=0.005)


@pytest.mark.law("78D", indirect=True)
@pytest.mark.parametrize("bad", [0, -3, 2.5, True])
def test_wbf_scale_needs_whole_boards(bad: object) -> None:
    with pytest.raises(NotationError):
        wbf_vp(5, bad)  # type: ignore[arg-type]
    with pytest.raises(NotationError):
        wbf_vp(float("nan"), 16)


@pytest.mark.law("78D", indirect=True)
@pytest.mark.parametrize(
    ("margin", "expected"),
    [(0, (10, 10)), (2, (11, 9)), (3, (12, 8)), (7, (13, 7)), (8, (14, 6)), (27, (19, 1)),
     (28, (20, 0)), (99, (20, 0)), (-5, (7, 13))],
)  # fmt: skip
def test_discrete_scale_lookup(margin: int, expected: tuple[int, int]) -> None:
    assert ACBL_20VP_6_8_BOARDS.lookup(margin) == expected


@pytest.mark.law("78D", indirect=True)
def test_discrete_scale_from_printed_rows() -> None:
    scale = DiscreteVpScale.from_ranges(
        "30-point", [("0", "15-15"), ("1", "18-12"), ("28+", "30-0")]
    )
    assert scale.lookup(1) == (18, 12) and scale.lookup(-40) == (0, 30)
    with pytest.raises(NotationError, match="cannot read"):
        DiscreteVpScale.from_ranges("bad", [("0", "ten-ten")])
    with pytest.raises(NotationError, match="margin of 0"):
        DiscreteVpScale("bad", ((1, 11.0, 9.0),))
    with pytest.raises(NotationError, match="increase"):
        DiscreteVpScale("bad", ((0, 10.0, 10.0), (5, 12.0, 8.0), (3, 11.0, 9.0)))
