"""Law 12C: artificial and assigned adjusted scores, edition by edition (T25, T29)."""

from __future__ import annotations

import pytest

from bridgelaw.core.seats import Side
from bridgelaw.errors import NotationError
from bridgelaw.scoring.adjusted import (
    Fault,
    artificial_imps,
    artificial_percentage,
    artificial_score,
    director_error_score,
    knockout_average,
    knockout_average_ref,
    most_favourable_score,
    weighted_score,
    weighting_allowed,
)
from bridgelaw.scoring.board import score_board
from bridgelaw.scoring.matchpoints import top

EDITIONS = (2017, 2007, 1997, 1987)
MODERN = (2017, 2007)
OLD = (1997, 1987)


# --- 12C2a: average plus / average / average minus ------------------------------------


@pytest.mark.law("12C2(a)", editions=(2017, 2007))
@pytest.mark.law("12C2(a)", editions=(1997, 1987), indirect=True)
@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(
    ("fault", "expected"), [(Fault.NONE, 60), (Fault.PARTLY, 50), (Fault.DIRECTLY, 40)]
)
def test_12c2a_percentages_in_every_edition(edition: int, fault: Fault, expected: float) -> None:
    award = artificial_percentage(fault, edition=edition)
    assert award.value == expected and award.unit == "%"
    assert award.law.edition == edition


@pytest.mark.law("12C2(a)", editions=(2017, 2007))
@pytest.mark.law("12C2(a)", editions=(1997, 1987), indirect=True)
def test_12c2a_cites_the_edition_numbering() -> None:
    assert str(artificial_percentage(Fault.NONE).law) == "12C2(a)"
    assert str(artificial_percentage(Fault.NONE, edition=2007).law) == "12C2(a)"
    assert str(artificial_percentage(Fault.NONE, edition=1997).law) == "12C1"
    assert artificial_percentage(Fault.NONE, edition=1987).law.cite() == "Law 12C1 (1987)"


@pytest.mark.law("12C2(a)")
def test_12c2a_t29_top_12() -> None:
    # Pairs, top 12: average plus 7.2 MP, average minus 4.8 MP.
    board = score_board([100, 50, 0, 0, 0, 0, artificial_score(Fault.NONE, Fault.DIRECTLY)])
    assert board.top == 12
    assert board.ns[6] == pytest.approx(7.2) and board.ew[6] == pytest.approx(4.8)


# --- 12C2c: session percentage overrides (2007/2017); Law 88 (1987/1997) ---------------


@pytest.mark.law("12C2(c)", editions=MODERN)
@pytest.mark.parametrize("edition", MODERN)
def test_12c2c_t29_session_percentages_replace_60_and_40(edition: int) -> None:
    nos = artificial_percentage(Fault.NONE, session_percentage=63.5, edition=edition)
    offenders = artificial_percentage(Fault.DIRECTLY, session_percentage=35, edition=edition)
    assert (nos.value, offenders.value) == (63.5, 35.0)
    assert str(nos.law) == "12C2(c)" and str(offenders.law) == "12C2(c)"


@pytest.mark.law("12C2(c)", editions=MODERN, indirect=True)
def test_12c2c_session_scores_inside_40_60_change_nothing() -> None:
    assert artificial_percentage(Fault.NONE, session_percentage=55).value == 60
    assert artificial_percentage(Fault.DIRECTLY, session_percentage=45).value == 40
    assert artificial_percentage(Fault.PARTLY, session_percentage=70).value == 50


@pytest.mark.law("88", editions=OLD)
@pytest.mark.parametrize("edition", OLD)
def test_88_t29_indemnity_for_non_offenders_only(edition: int) -> None:
    nos = artificial_percentage(Fault.NONE, session_percentage=63.5, edition=edition)
    offenders = artificial_percentage(Fault.DIRECTLY, session_percentage=35, edition=edition)
    assert nos.value == 63.5 and str(nos.law) == "88"
    assert offenders.value == 40 and str(offenders.law) == "12C1"


@pytest.mark.law("12C2(c)", indirect=True)
def test_12c2c_session_percentage_must_be_a_percentage() -> None:
    with pytest.raises(NotationError):
        artificial_percentage(Fault.NONE, session_percentage=120)


@pytest.mark.law("12C2(c)")
def test_12c2c_jfr_style_awards_on_a_board() -> None:
    # NS 61.8 % (their session, above 60), EW 38.2 % (theirs, below 40), 2017.
    score = artificial_score(Fault.NONE, Fault.DIRECTLY, ns_session=61.8, ew_session=38.2)
    assert (score.ns, score.ew) == (61.8, 38.2)
    old = artificial_score(
        Fault.NONE, Fault.DIRECTLY, ns_session=61.8, ew_session=38.2, edition=1997
    )
    assert (old.ns, old.ew) == (61.8, 40.0)


# --- 12C2b: IMPs; 86A in 1987/1997 (scenarios T25, T29) ---------------------------------


@pytest.mark.law("12C2(b)", editions=(2017, 2007))
@pytest.mark.law("12C2(b)", editions=(1997, 1987), indirect=True)
@pytest.mark.parametrize("edition", EDITIONS)
def test_12c2b_t25_plus_three_minus_three(edition: int) -> None:
    ew = artificial_imps(Fault.NONE, edition=edition)
    ns = artificial_imps(Fault.DIRECTLY, edition=edition)
    assert (ew.value, ns.value) == (3.0, -3.0)
    assert str(ew.law) == ("12C2(b)" if edition >= 2007 else "86A")


@pytest.mark.law("12C2(b)")
def test_12c2b_regulating_authority_may_vary() -> None:
    assert artificial_imps(Fault.NONE, average_plus=2).value == 2
    assert artificial_imps(Fault.PARTLY).value == 0
    score = artificial_score(Fault.PARTLY, Fault.PARTLY, imps=True)
    assert (score.ns, score.ew) == (0.0, 0.0)


@pytest.mark.law("12C2(a)", editions=(2017, 2007))
@pytest.mark.law("12C2(a)", editions=(1997, 1987), indirect=True)
@pytest.mark.parametrize("edition", EDITIONS)
def test_t25_board_unplayable_through_north_south(edition: int) -> None:
    score = artificial_score(
        Fault.DIRECTLY, Fault.NONE, ns_session=35, ew_session=64, edition=edition
    )
    assert score.ew == 64
    assert score.ns == (35 if edition >= 2007 else 40)
    both = artificial_score(Fault.PARTLY, Fault.PARTLY, edition=edition)
    assert (both.ns, both.ew) == (50, 50)


# --- 12C4 (2007/2017) and 86B (1987/1997): knockout averaging (T25) ---------------------


@pytest.mark.law("12C4", editions=(2017, 2007))
@pytest.mark.law("12C4", editions=(1997, 1987), indirect=True)
@pytest.mark.parametrize("edition", EDITIONS)
def test_12c4_t25_knockout_non_balancing_scores_averaged(edition: int) -> None:
    assert knockout_average(6, -2, edition=edition) == (4.0, -4.0)
    assert str(knockout_average_ref(edition)) == ("12C4" if edition >= 2007 else "86B")


@pytest.mark.law("12C4", indirect=True)
def test_12c4_balanced_scores_unchanged() -> None:
    assert knockout_average(5, -5) == (5.0, -5.0)


# --- 12C1c: weighted assigned scores --------------------------------------------------------


@pytest.mark.law("12C1(c)", editions=EDITIONS, indirect=True)
def test_12c1c_weighting_allowed_by_edition() -> None:
    assert weighting_allowed(2017)
    assert weighting_allowed(2017, regulating_authority_forbids=True)
    assert weighting_allowed(2007)
    assert not weighting_allowed(2007, regulating_authority_forbids=True)
    assert not weighting_allowed(1997) and not weighting_allowed(1987)


@pytest.mark.law("12C1(c)")
def test_12c1c_weighted_score_matchpointed_against_the_field() -> None:
    assigned = weighted_score((620, 0.7), (-100, 0.3))
    assert assigned.mean == pytest.approx(404) and assigned.law.edition == 2017
    board = score_board([620, 620, 170, -100, assigned])
    # 620 ties two and beats two (6 of 8); -100 ties one (1 of 8).
    assert board.ns[4] == pytest.approx(0.7 * 6 + 0.3 * 1)
    assert board.top == 8


@pytest.mark.law("12C1(c)", editions=OLD, indirect=True)
def test_12c1c_weighting_refused_in_old_editions() -> None:
    with pytest.raises(NotationError, match="not allowed by the 1997 Laws"):
        weighted_score((620, 0.5), (170, 0.5), edition=1997)
    with pytest.raises(NotationError):
        weighted_score((620, 0.5), (170, 0.5), edition=2007, regulating_authority_forbids=True)


# --- 12C (1987), 12C2 (1997), 12C1e option (2007): most and least favourable -----------


@pytest.mark.law("12C2", editions=OLD)
def test_12c_most_favourable_to_non_offenders_least_to_offenders() -> None:
    # From one set of results both sides get the best one for North-South.
    split = most_favourable_score([620, 170, -100], Side.NS, edition=1997)
    assert (split.ns, split.ew) == (620, 620)
    assert str(split.law) == "12C2" and split.law.edition == 1997
    # The offenders' result comes from everything at all probable: non-balancing.
    wider = most_favourable_score([620, 170], Side.NS, offenders_possible=[620, 650])
    assert (wider.ns, wider.ew) == (620, 650)
    for_ew = most_favourable_score([620, 170, -100], Side.EW, edition=1987)
    assert (for_ew.ns, for_ew.ew) == (-100, -100)
    assert str(for_ew.law) == "12C"


@pytest.mark.law("12C1(e)", indirect=True)
def test_12c1e_split_score_is_matchpointed_per_side() -> None:
    split = most_favourable_score([620, 170], Side.NS, offenders_possible=[420, 620], edition=2007)
    assert (split.ns, split.ew) == (620, 620)
    board = score_board([620, 170, 420, split])
    assert board.ns[3] == pytest.approx(5.0)  # ties the other 620
    with pytest.raises(NotationError):
        most_favourable_score([], Side.NS)


# --- 82C: the Director's error (T31) --------------------------------------------------------


@pytest.mark.law("82C", editions=EDITIONS)
@pytest.mark.parametrize("edition", EDITIONS)
def test_82c_t31_both_sides_non_offending(edition: int) -> None:
    pairs = director_error_score(edition=edition)
    teams = director_error_score(imps=True, edition=edition)
    assert (pairs.ns, pairs.ew) == (60.0, 60.0)
    assert (teams.ns, teams.ew) == (3.0, 3.0)
    assert str(pairs.law) == "82C" and pairs.law.edition == edition
    board = score_board([420, 450, pairs])
    assert board.ns[2] == board.ew[2] == pytest.approx(0.6 * top(3))
