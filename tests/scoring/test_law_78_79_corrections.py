"""Law 79 with the scores of Law 78: late trick disputes (79B, T32), correction period (79C)."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from bridgelaw.errors import NotationError
from bridgelaw.scoring import contract_score
from bridgelaw.scoring.board import score_board
from bridgelaw.scoring.corrections import (
    DEFAULT_CORRECTION_PERIOD,
    correction_allowed,
    late_trick_dispute,
)

PUBLISHED = datetime(2024, 5, 1, 22, 15)
RECORDED = contract_score("4S", vulnerable=False, tricks=10)
CLAIMED = contract_score("4S", vulnerable=False, tricks=11)


# --- 79B3 (2017): scenario T32 --------------------------------------------------------------


@pytest.mark.law("79B3", editions=(2017,))
def test_79b3_t32_satisfied_both_scores_change() -> None:
    assert (RECORDED, CLAIMED) == (420, 450)
    result = late_trick_dispute(RECORDED, CLAIMED, satisfied=True)
    assert (result.ns, result.ew) == (450, 450) and str(result.law) == "79B3"


@pytest.mark.law("79B3", editions=(2017,))
def test_79b3_t32_not_satisfied_record_stands() -> None:
    result = late_trick_dispute(RECORDED, CLAIMED, satisfied=False)
    assert (result.ns, result.ew) == (420, 420)


@pytest.mark.law("79B3", editions=(2017,))
def test_79b3_t32_admitting_side_lowered_without_raising_claimants() -> None:
    result = late_trick_dispute(RECORDED, CLAIMED, satisfied=False, other_side_admits=True)
    assert (result.ns, result.ew) == (420, 450)
    board = score_board([420, 420, 450, result])
    # NS are scored with +420, EW with -450: the split does not balance.
    assert board.ns[3] == pytest.approx(2.0) and board.ew[3] == pytest.approx(1.0)


@pytest.mark.law("79B3", editions=(2017,))
def test_79b3_east_west_claimants() -> None:
    result = late_trick_dispute(-420, -450, satisfied=False, other_side_admits=True)
    assert (result.ns, result.ew) == (-450, -420)


@pytest.mark.law("79B", editions=(1997, 1987))
@pytest.mark.parametrize("edition", [1997, 1987])
def test_79b_old_editions_no_increase_unless_called_before_round_end(edition: int) -> None:
    late = late_trick_dispute(RECORDED, CLAIMED, satisfied=True, edition=edition)
    assert late.ns == 420 and late.ew == 450 and str(late.law) == "79B"
    early = late_trick_dispute(
        RECORDED, CLAIMED, satisfied=True, called_before_round_end=True, edition=edition
    )
    assert (early.ns, early.ew) == (450, 450)


@pytest.mark.law("79B", editions=(2007,))
def test_79b_2007_no_obligation_to_raise() -> None:
    result = late_trick_dispute(RECORDED, CLAIMED, satisfied=True, edition=2007)
    assert (result.ns, result.ew) == (420, 450)


@pytest.mark.law("79B")
def test_79b_no_dispute() -> None:
    result = late_trick_dispute(420, 420, satisfied=True)
    assert (result.ns, result.ew) == (420, 420)


# --- 79C: the correction period ---------------------------------------------------------------


@pytest.mark.law("79C1", editions=(2017, 2007, 1997, 1987))
@pytest.mark.parametrize("edition", [2017, 2007, 1997, 1987])
def test_79c1_thirty_minutes_by_default(edition: int) -> None:
    assert timedelta(minutes=30) == DEFAULT_CORRECTION_PERIOD
    inside = correction_allowed(PUBLISHED + timedelta(minutes=30), PUBLISHED, edition=edition)
    after = correction_allowed(PUBLISHED + timedelta(minutes=31), PUBLISHED, edition=edition)
    assert inside.allowed and not after.allowed
    assert inside.deadline == PUBLISHED + timedelta(minutes=30)
    assert str(inside.law) == ("79C1" if edition >= 2007 else "79C")


@pytest.mark.law("79C1")
def test_79c1_organizer_may_set_a_later_time() -> None:
    ruling = correction_allowed(
        PUBLISHED + timedelta(hours=2), PUBLISHED, period=timedelta(hours=24)
    )
    assert ruling.allowed
    with pytest.raises(NotationError):
        correction_allowed(PUBLISHED, PUBLISHED, period=timedelta(minutes=-1))


@pytest.mark.law("79C2", editions=(2017,))
def test_79c2_2017_late_correction_with_organizer_consent() -> None:
    late = PUBLISHED + timedelta(days=2)
    assert not correction_allowed(late, PUBLISHED, director_sure=True).allowed
    assert not correction_allowed(late, PUBLISHED, organizer_consents=True).allowed
    ruling = correction_allowed(late, PUBLISHED, director_sure=True, organizer_consents=True)
    assert ruling.allowed and str(ruling.law) == "79C2"


@pytest.mark.law("79C2", editions=(2007,))
def test_79c2_2007_late_correction_by_regulation() -> None:
    late = PUBLISHED + timedelta(days=2)
    ruling = correction_allowed(
        late, PUBLISHED, edition=2007, director_sure=True, regulation_allows=True
    )
    assert ruling.allowed and ruling.law.edition == 2007
    assert not correction_allowed(late, PUBLISHED, edition=2007, director_sure=True).allowed


@pytest.mark.law("79C", editions=(1997, 1987))
def test_79c_old_editions_no_late_correction() -> None:
    late = PUBLISHED + timedelta(days=2)
    for edition in (1997, 1987):
        ruling = correction_allowed(
            late, PUBLISHED, edition=edition, director_sure=True, organizer_consents=True,
            regulation_allows=True,
        )  # fmt: skip
        assert not ruling.allowed
