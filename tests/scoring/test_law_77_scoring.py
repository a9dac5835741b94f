"""Law 77: the duplicate bridge scoring table.

The whole table (2,940 cases) is checked against a plain computation written
here straight from the Law's printed tables, without calling bridgelaw's
components; then the digest's reference vectors and scenario T26.
"""

from __future__ import annotations

import re

import numpy as np
import pytest

from bridgelaw.core import Contract, Doubling, Seat, Strain, Vulnerability
from bridgelaw.errors import NotationError
from bridgelaw.scoring import (
    SCORE_ARRAY,
    ScoreComponents,
    contract_score,
    contract_scores,
    game_or_partscore_bonus,
    insult_bonus,
    is_game,
    ns_score,
    overtrick_score,
    score_components,
    slam_bonus,
    trick_score,
    undertrick_penalty,
)

# ---------------------------------------------------------------------------------------
# The Law 77 table, transcribed independently (2017 Finnish seed, 77 §).
# ---------------------------------------------------------------------------------------

# TIKKIPISTEET: per odd trick bid and made, by strain letter and doubling ("", "X", "XX").
PER_ODD_TRICK = {
    "C": {"": 20, "X": 40, "XX": 80},
    "D": {"": 20, "X": 40, "XX": 80},
    "H": {"": 30, "X": 60, "XX": 120},
    "S": {"": 30, "X": 60, "XX": 120},
}
NT_FIRST = {"": 40, "X": 80, "XX": 160}
NT_SUBSEQUENT = {"": 30, "X": 60, "XX": 120}

# YLITIKIT: each overtrick, [doubling] -> (not vulnerable, vulnerable); "" = trick value.
OVERTRICK = {"X": (100, 200), "XX": (200, 400)}
TRICK_VALUE = {"C": 20, "D": 20, "H": 30, "S": 30, "NT": 30}

# PIETIT written out undertrick by undertrick (1st, 2nd, ..., 13th), as the Law's
# "first / each subsequent / additional for the 4th and each subsequent" adds up.
UNDERTRICKS = {
    ("", False): [50] * 13,
    ("", True): [100] * 13,
    ("X", False): [100, 200, 200] + [300] * 10,
    ("X", True): [200] + [300] * 12,
    ("XX", False): [200, 400, 400] + [600] * 10,
    ("XX", True): [400] + [600] * 12,
}


def law77_by_hand(level: int, strain: str, doubling: str, vulnerable: bool, tricks: int) -> int:
    """The declaring side's score, computed plainly from the transcribed table."""
    needed = level + 6
    if tricks < needed:
        return -sum(UNDERTRICKS[doubling, vulnerable][: needed - tricks])
    if strain == "NT":
        points = NT_FIRST[doubling] + (level - 1) * NT_SUBSEQUENT[doubling]
    else:
        points = level * PER_ODD_TRICK[strain][doubling]
    score = points
    if points >= 100:
        score += 500 if vulnerable else 300
    else:
        score += 50
    if level == 6:
        score += 750 if vulnerable else 500
    if level == 7:
        score += 1500 if vulnerable else 1000
    if doubling == "X":
        score += 50
    if doubling == "XX":
        score += 100
    over = tricks - needed
    if doubling == "":
        score += over * TRICK_VALUE[strain]
    else:
        score += over * OVERTRICK[doubling][1 if vulnerable else 0]
    return score


ALL_CASES = [
    (level, strain, doubling, vulnerable, tricks)
    for level in range(1, 8)
    for strain in ("C", "D", "H", "S", "NT")
    for doubling in ("", "X", "XX")
    for vulnerable in (False, True)
    for tricks in range(14)
]


@pytest.mark.law("77", indirect=True)
def test_the_case_list_covers_the_whole_table() -> None:
    assert len(ALL_CASES) == 35 * 3 * 2 * 14 == 2940
    assert len(set(ALL_CASES)) == 2940


@pytest.mark.law("77", indirect=True)
def test_every_combination_matches_the_law_from_strings() -> None:
    wrong = []
    for level, strain, doubling, vulnerable, tricks in ALL_CASES:
        text = f"{level}{strain}{doubling}"
        expected = law77_by_hand(level, strain, doubling, vulnerable, tricks)
        got = contract_score(text, vulnerable=vulnerable, tricks=tricks)
        if got != expected:
            wrong.append((text, vulnerable, tricks, got, expected))
    assert wrong == []


@pytest.mark.law("77", indirect=True)
def test_every_combination_matches_the_law_from_contracts_and_components() -> None:
    wrong = []
    for level, strain, doubling, vulnerable, tricks in ALL_CASES:
        contract = Contract(level, Strain.parse(strain), Doubling(len(doubling)))
        expected = law77_by_hand(level, strain, doubling, vulnerable, tricks)
        fast = contract_score(contract, vulnerable=vulnerable, tricks=tricks)
        parts = score_components(contract, vulnerable=vulnerable, tricks=tricks)
        if fast != expected or parts.total != expected:
            wrong.append((str(contract), vulnerable, tricks, fast, parts.total, expected))
    assert wrong == []


@pytest.mark.law("77", indirect=True)
def test_every_combination_matches_the_law_in_the_numpy_batch() -> None:
    strain_index = {"C": 0, "D": 1, "H": 2, "S": 3, "NT": 4}
    cases = np.array(
        [
            (level, strain_index[strain], len(doubling), int(vul), tricks)
            for level, strain, doubling, vul, tricks in ALL_CASES
        ]
    )
    expected = np.array([law77_by_hand(*case) for case in ALL_CASES])
    got = contract_scores(cases[:, 0], cases[:, 1], cases[:, 2], cases[:, 3], cases[:, 4])
    assert got.shape == (2940,)
    assert np.array_equal(got, expected)
    assert SCORE_ARRAY.shape == (7, 5, 3, 2, 14)


# ---------------------------------------------------------------------------------------
# The digest's reference scores (section 3.8): every row, both vulnerabilities.
# ---------------------------------------------------------------------------------------

REFERENCE = [
    ("1NT", 0, 90, 90),
    ("2C", 0, 90, 90),
    ("1S", +1, 110, 110),
    ("3NT", 0, 400, 600),
    ("3NT", +1, 430, 630),
    ("4S", 0, 420, 620),
    ("4H", +1, 450, 650),
    ("5C", 0, 400, 600),
    ("5D", 0, 400, 600),
    ("6S", 0, 980, 1430),
    ("6NT", 0, 990, 1440),
    ("7NT", 0, 1520, 2220),
    ("1CX", 0, 140, 140),
    ("1NTX", 0, 180, 180),
    ("1NTX", +2, 380, 580),
    ("2HX", 0, 470, 670),
    ("3CX", +1, 570, 870),
    ("3NTX", +1, 650, 950),
    ("4SX", +1, 690, 990),
    ("6HX", 0, 1210, 1660),
    ("1CXX", 0, 230, 230),
    ("1CXX", +1, 430, 630),
    ("2SXX", 0, 640, 840),
    ("4SXX", 0, 880, 1080),
    ("7CXX", 0, 1960, 2660),
    ("4H", -1, -50, -100),
    ("3NT", -4, -200, -400),
    ("4HX", -2, -300, -500),
    ("4SX", -4, -800, -1100),
    ("4SXX", -4, -1600, -2200),
    ("7NTXX", -13, -7000, -7600),
]


@pytest.mark.law("77", indirect=True)
@pytest.mark.parametrize(("text", "result", "not_vul", "vul"), REFERENCE)
def test_reference_scores(text: str, result: int, not_vul: int, vul: int) -> None:
    tricks = Contract.parse(text).level + 6 + result
    assert contract_score(text, vulnerable=False, tricks=tricks) == not_vul
    assert contract_score(text, vulnerable=True, tricks=tricks) == vul


@pytest.mark.law("77", indirect=True)
def test_scenario_t26_scoring_vectors() -> None:
    vectors = [
        ("4S", True, 10, 620),
        ("3NT", False, 9, 400),
        ("6S", True, 12, 1430),
        ("7NT", False, 13, 1520),
        ("2HX", False, 8, 470),
        ("1NTX", True, 9, 580),
        ("1CXX", False, 7, 230),
        ("1CXX", False, 8, 430),
        ("2SXX", False, 8, 640),
        ("4SX", False, 6, -800),
        ("4SX", True, 6, -1100),
        ("4SXX", False, 6, -1600),
        ("3NT", False, 5, -200),
        ("7NTXX", True, 0, -7600),
    ]
    for text, vulnerable, tricks, expected in vectors:
        assert contract_score(text, vulnerable=vulnerable, tricks=tricks) == expected, text
    assert contract_score("Pass", vulnerable=False, tricks=0) == 0
    assert contract_score(None, vulnerable=True, tricks=0) == 0


# ---------------------------------------------------------------------------------------
# The named components.
# ---------------------------------------------------------------------------------------


@pytest.mark.law("77", indirect=True)
def test_trick_score_counts_only_odd_tricks_bid_and_made() -> None:
    assert trick_score("3NT", 9) == 100
    assert trick_score("3NT", 13) == 100
    assert trick_score("3NT", 8) == 0
    assert trick_score("2HX", 8) == 120
    assert trick_score("7CXX", 13) == 560


@pytest.mark.law("77", indirect=True)
def test_game_is_judged_on_the_doubled_trick_score() -> None:
    assert is_game("2HX")
    assert not is_game("1CXX")
    assert is_game("1NTXX")
    assert not is_game("4C")
    assert is_game("5D")
    assert game_or_partscore_bonus("2HX", vulnerable=True, tricks=8) == 500
    assert game_or_partscore_bonus("1CXX", vulnerable=True, tricks=7) == 50
    assert game_or_partscore_bonus("4S", vulnerable=False, tricks=9) == 0


@pytest.mark.law("77", indirect=True)
def test_overtricks_undoubled_are_worth_the_trick_value() -> None:
    assert overtrick_score("1C", vulnerable=True, tricks=13) == 6 * 20
    assert overtrick_score("1NT", vulnerable=False, tricks=13) == 6 * 30
    assert overtrick_score("1NTX", vulnerable=False, tricks=9) == 200
    assert overtrick_score("1NTXX", vulnerable=True, tricks=9) == 800
    assert overtrick_score("4S", vulnerable=False, tricks=9) == 0


@pytest.mark.law("77", indirect=True)
def test_slam_bonus_needs_a_slam_contract() -> None:
    assert slam_bonus("6NT", vulnerable=False, tricks=12) == 500
    assert slam_bonus("7C", vulnerable=True, tricks=13) == 1500
    assert slam_bonus("3NT", vulnerable=True, tricks=13) == 0
    assert slam_bonus("6NT", vulnerable=True, tricks=11) == 0


@pytest.mark.law("77", indirect=True)
def test_insult_bonus_only_for_made_doubled_or_redoubled_contracts() -> None:
    assert insult_bonus("4S", 10) == 0
    assert insult_bonus("4SX", 10) == 50
    assert insult_bonus("4SXX", 11) == 100
    assert insult_bonus("4SXX", 9) == 0


@pytest.mark.law("77", indirect=True)
def test_undertrick_penalty_follows_first_subsequent_and_fourth_extra() -> None:
    down = [undertrick_penalty("7NTX", vulnerable=False, tricks=13 - u) for u in range(7)]
    assert down == [0, 100, 300, 500, 800, 1100, 1400]
    down = [undertrick_penalty("7NTX", vulnerable=True, tricks=13 - u) for u in range(7)]
    assert down == [0, 200, 500, 800, 1100, 1400, 1700]
    assert undertrick_penalty("7NTXX", vulnerable=False, tricks=0) == 7000
    assert undertrick_penalty("7NT", vulnerable=True, tricks=0) == 1300


@pytest.mark.law("77", indirect=True)
def test_score_components_breakdown() -> None:
    parts = score_components("6HX", vulnerable=True, tricks=13)
    assert parts == ScoreComponents(
        trick_score=360,
        overtricks=200,
        game_bonus=500,
        partscore_bonus=0,
        slam_bonus=750,
        insult_bonus=50,
        undertricks=0,
    )
    assert parts.total == 1860
    assert score_components("Pass", vulnerable=True, tricks=0) == ScoreComponents()
    assert score_components("3NT", vulnerable=False, tricks=6).total == -150


@pytest.mark.law("77", indirect=True)
def test_contract_text_variants_are_accepted() -> None:
    assert contract_score("2Dx", vulnerable=False, tricks=8) == 180
    assert contract_score("3ntxx", vulnerable=False, tricks=9) == contract_score(
        "3NTXX", vulnerable=False, tricks=9
    )
    assert contract_score("4SXS", vulnerable=True, tricks=10) == 790
    east = Contract.parse("4SX", declarer=Seat.EAST)
    assert contract_score(east, vulnerable=True, tricks=10) == 790


@pytest.mark.law("77", indirect=True)
def test_numpy_integers_are_accepted_for_tricks() -> None:
    assert contract_score("4S", vulnerable=True, tricks=np.int64(10)) == 620  # type: ignore[arg-type]


@pytest.mark.law("77", indirect=True)
@pytest.mark.parametrize("tricks", [-1, 14, 100])
def test_tricks_outside_0_to_13_are_rejected(tricks: int) -> None:
    with pytest.raises(NotationError, match=str(tricks)):
        contract_score("4S", vulnerable=False, tricks=tricks)
    with pytest.raises(NotationError, match=str(tricks)):
        score_components("4S", vulnerable=False, tricks=tricks)


@pytest.mark.law("77", indirect=True)
def test_non_integer_tricks_are_rejected() -> None:
    with pytest.raises(NotationError, match=r"9\.5"):
        contract_score("4S", vulnerable=False, tricks=9.5)  # type: ignore[arg-type]
    with pytest.raises(NotationError, match="'10'"):
        contract_score("4S", vulnerable=False, tricks="10")  # type: ignore[arg-type]


@pytest.mark.law("77", indirect=True)
@pytest.mark.parametrize("text", ["8S", "4Z", "0NT", "4SXXX", "four spades", "4S+1"])
def test_bad_contract_text_is_rejected_naming_it(text: str) -> None:
    with pytest.raises(NotationError, match=re.escape(repr(text))):
        contract_score(text, vulnerable=False, tricks=7)


@pytest.mark.law("77", indirect=True)
@pytest.mark.parametrize("text", ["Pass", "pass", "AP", "-", ""])
def test_passed_out_spellings_score_zero(text: str) -> None:
    assert contract_score(text, vulnerable=True, tricks=0) == 0


@pytest.mark.law("77", indirect=True)
def test_non_contract_objects_are_rejected() -> None:
    with pytest.raises(NotationError, match="42"):
        contract_score(42, vulnerable=False, tricks=7)  # type: ignore[arg-type]
    with pytest.raises(NotationError, match="passed-out"):
        trick_score("Pass", 7)


@pytest.mark.law("77", indirect=True)
def test_ns_score_takes_the_sign_of_the_declaring_side() -> None:
    assert ns_score("4SE", vulnerability=Vulnerability.EW, tricks=10) == -620
    assert ns_score("4SN", vulnerability=Vulnerability.EW, tricks=10) == 420
    assert ns_score("3NTXW", vulnerability=Vulnerability.NONE, tricks=5) == 800
    assert ns_score("4H", vulnerability=Vulnerability.BOTH, tricks=9, declarer=Seat.SOUTH) == -100
    assert ns_score("Pass", vulnerability=Vulnerability.BOTH, tricks=0) == 0
    with pytest.raises(NotationError, match="declarer"):
        ns_score("4H", vulnerability=Vulnerability.BOTH, tricks=10)


@pytest.mark.law("77", indirect=True)
def test_batch_broadcasts_and_rejects_out_of_range_values() -> None:
    tricks = np.arange(14)
    row = contract_scores(3, 4, 0, False, tricks)
    assert row.tolist() == [law77_by_hand(3, "NT", "", False, t) for t in range(14)]
    with pytest.raises(NotationError, match="tricks must be from 0 to 13: found 14 at index 1"):
        contract_scores([4, 4], [3, 3], [0, 0], [True, True], [10, 14])
    with pytest.raises(NotationError, match="levels"):
        contract_scores([0], [3], [0], [True], [10])
    with pytest.raises(NotationError, match="whole numbers"):
        contract_scores([4.0], [3], [0], [True], [10])
