"""Laws 86-88: team adjustments by edition (T30), fouled boards (87), indemnity (88)."""

from __future__ import annotations

import pytest

from bridgelaw.errors import NotationError
from bridgelaw.scoring.adjusted import Fault, artificial_percentage
from bridgelaw.scoring.board import score_board, score_fouled_board
from bridgelaw.scoring.entries import ArtificialScore
from bridgelaw.scoring.law86 import TeamFault, team_adjustment
from bridgelaw.scoring.teams import match_imps

EDITIONS = (2017, 2007, 1997, 1987)


# --- 86B2 (2017): several adjustments on a team board (scenario T30) --------------------


@pytest.mark.law("86B2(b)", editions=(2017,))
@pytest.mark.parametrize(("assigned", "expected"), [(5.0, 5.0), (1.0, 3.0), (None, 3.0), (-4, 3.0)])
def test_86b2b_t30_better_of_average_plus_and_assigned(
    assigned: float | None, expected: float
) -> None:
    nos, offenders = team_adjustment(TeamFault.ONE_SIDE, assigned_imps=assigned)
    assert nos.value == expected and offenders.value == -expected
    assert str(nos.law) == "86B2(b)" and nos.law.edition == 2017


@pytest.mark.law("86B2(a)", editions=(2017,))
def test_86b2a_no_one_at_fault_board_cancelled() -> None:
    first, second = team_adjustment(TeamFault.NONE)
    assert first.value == second.value == 3.0 and str(first.law) == "86B2(a)"


@pytest.mark.law("86B2(c)", editions=(2017,))
def test_86b2c_both_at_fault_artificial_scores() -> None:
    first, second = team_adjustment(TeamFault.BOTH)
    assert first.value == second.value == -3.0 and str(first.law) == "86B2(c)"


@pytest.mark.law("12C2(b)", indirect=True)
def test_86_average_plus_may_be_varied() -> None:
    nos, offenders = team_adjustment(TeamFault.ONE_SIDE, average_plus=2, assigned_imps=1)
    assert (nos.value, offenders.value) == (2.0, -2.0)


# --- 86D (2007), 86A (1997/1987) -------------------------------------------------------------


@pytest.mark.law("86D", editions=(2007,))
def test_86d_2007_other_table_result_favouring_non_offenders() -> None:
    nos, offenders = team_adjustment(TeamFault.ONE_SIDE, assigned_imps=6, edition=2007)
    assert (nos.value, offenders.value) == (6.0, -6.0) and str(nos.law) == "86D"
    plain, _ = team_adjustment(TeamFault.ONE_SIDE, assigned_imps=1, edition=2007)
    assert plain.value == 3.0 and str(plain.law) == "86A"


@pytest.mark.law("86A", editions=(1997, 1987))
@pytest.mark.parametrize("edition", [1997, 1987])
def test_86a_old_editions_sixty_percent_is_three_imps(edition: int) -> None:
    nos, offenders = team_adjustment(TeamFault.ONE_SIDE, assigned_imps=8, edition=edition)
    assert (nos.value, offenders.value) == (3.0, -3.0)
    assert str(nos.law) == "86A" and nos.law.edition == edition


@pytest.mark.law("86", editions=EDITIONS)
@pytest.mark.parametrize("edition", EDITIONS)
def test_86_adjustment_feeds_the_match(edition: int) -> None:
    nos, offenders = team_adjustment(TeamFault.ONE_SIDE, edition=edition)
    match = match_imps([620, ArtificialScore(nos.value, offenders.value)], [170, None])
    assert match.a == (10.0, 3.0) and match.margin == 13.0


# --- 87: fouled boards -----------------------------------------------------------------------


@pytest.mark.law("87B")
def test_87b_each_group_matchpointed_within_itself_and_factored() -> None:
    entries = [420, 450, 420, -50, -100, 100]
    groups = ["A", "A", "A", "B", "B", "B"]
    board = score_fouled_board(entries, groups)
    assert board.size == 6 and board.top == 10 and str(board.law) == "87B"
    group_a = score_board([420, 450, 420], size=6)
    group_b = score_board([-50, -100, 100], size=6)
    assert board.ns[:3] == group_a.ns and board.ns[3:] == group_b.ns
    # Within group B, +100 is a top (factored), although it is below +420 of group A.
    assert board.ns[5] == pytest.approx((4 + 1) * 6 / 3 - 1)


@pytest.mark.law("87B")
def test_87b_every_group_shares_the_average() -> None:
    board = score_fouled_board([1, 2, 3, 4, 10, 20], ["x", "y", "x", "y", "x", "y"])
    ns = [v for v in board.ns if v is not None]
    assert sum(ns) == pytest.approx(6 * board.top / 2)


@pytest.mark.law("87B", indirect=True)
def test_87b_groups_must_match_tables() -> None:
    with pytest.raises(NotationError, match="one group per table"):
        score_fouled_board([420, 450], ["A"])


@pytest.mark.law("87B")
def test_87b_group_of_one_gets_average() -> None:
    board = score_fouled_board([420, 450, 420, 2000], [1, 1, 1, 2])
    assert board.ns[3] == pytest.approx(board.top / 2)


# --- 88: indemnity (1987/1997) through a whole board -----------------------------------------


@pytest.mark.law("88", editions=(1997, 1987))
@pytest.mark.parametrize("edition", [1997, 1987])
def test_88_indemnity_on_a_board(edition: int) -> None:
    nos = artificial_percentage(Fault.NONE, session_percentage=66, edition=edition)
    offenders = artificial_percentage(Fault.DIRECTLY, session_percentage=30, edition=edition)
    board = score_board([420, 450, 420, ArtificialScore(nos.value, offenders.value)])
    assert board.ns_percent[3] == 66.0 and board.ew_percent[3] == 40.0
