"""Law 90: procedural penalties, deducted from a contestant's score."""

from __future__ import annotations

import pytest

from bridgelaw.errors import NotationError
from bridgelaw.scoring.penalties import (
    Offence,
    PenaltyUnit,
    ProceduralPenalty,
    apply_penalties,
)


@pytest.mark.law("90B")
@pytest.mark.parametrize("offence", list(Offence))
def test_90b_each_example_offence_cites_its_subsection(offence: Offence) -> None:
    penalty = ProceduralPenalty.for_offence("pair 3", offence, 1, PenaltyUnit.IMPS)
    assert str(penalty.law) == f"90B{offence.value}"
    assert 1 <= offence.value <= 8


@pytest.mark.law("90B2", indirect=True)
def test_90b2_slow_play_percentage_of_a_top() -> None:
    penalty = ProceduralPenalty.for_offence(
        "pair 7", Offence.SLOW_PLAY, 25, PenaltyUnit.PERCENT_OF_TOP, edition=2007
    )
    assert penalty.law.edition == 2007 and penalty.reason == "unduly slow play"
    assert penalty.deduction(top=12) == 3
    with pytest.raises(NotationError, match="give the top"):
        penalty.deduction()


@pytest.mark.law("90A", indirect=True)
def test_90a_penalties_deducted_apart_from_board_scores() -> None:
    totals = {"A": 50.0, "B": 46.0, "C": 34.0}
    penalties = [
        ProceduralPenalty("A", 3, PenaltyUnit.IMPS, "mobile phone at the table"),
        ProceduralPenalty.for_offence("B", Offence.LATE_ARRIVAL, 1, PenaltyUnit.IMPS, board=4),
        ProceduralPenalty("A", 2, PenaltyUnit.IMPS, "comparison of scores"),
    ]
    after = apply_penalties(totals, penalties)
    assert after == {"A": 45.0, "B": 45.0, "C": 34.0}
    assert totals["A"] == 50.0  # the input is left unchanged


@pytest.mark.law("90A", indirect=True)
def test_90a_penalty_on_an_unknown_contestant() -> None:
    with pytest.raises(NotationError, match="no score"):
        apply_penalties({"A": 1.0}, [ProceduralPenalty("Z", 1, PenaltyUnit.VICTORY_POINTS, "x")])


@pytest.mark.law("90A", indirect=True)
def test_90a_a_penalty_is_a_deduction() -> None:
    with pytest.raises(NotationError, match="positive"):
        ProceduralPenalty("A", -1, PenaltyUnit.MATCHPOINTS, "bonus?")
