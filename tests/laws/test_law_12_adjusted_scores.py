"""Law 12: the director's adjusted-score decision, edition by edition (scenario T25)."""

from __future__ import annotations

import pytest

from bridgelaw.core import Seat, Side
from bridgelaw.director.law_12 import (
    artificial,
    assigned,
    basis,
    most_favourable,
    self_inflicted,
    weighted,
)
from bridgelaw.editions import find_edition
from bridgelaw.errors import NotationError, RulingError
from bridgelaw.scoring.adjusted import Fault, knockout_average, knockout_average_ref
from bridgelaw.scoring.entries import ArtificialScore, SplitScore, WeightedScore
from bridgelaw.table import WrongHandDiscovered
from tests.laws.laws_helpers import ALL_EDITIONS, apply, laws_table

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
ARTIFICIAL_LAW = {2017: "12C2(a)", 2007: "12C2(a)", 1997: "12C1", 1987: "12C1"}


@pytest.mark.law("12C2(a)", editions=(2017, 2007))
@pytest.mark.law("12C1", editions=(1997, 1987))
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_12c2a_t25_artificial_score_by_fault(edition: int) -> None:
    decision = artificial(1, Fault.DIRECTLY, Fault.NONE, law="12A2", reason="unplayable",
                          edition=edition)  # fmt: skip
    assert (decision.ns.value, decision.ew.value) == (40.0, 60.0)
    assert str(decision.ns.law) == ARTIFICIAL_LAW[edition] and decision.edition == edition
    assert decision.entry() == ArtificialScore(40.0, 60.0, decision.ns.law)
    both = artificial(1, Fault.PARTLY, Fault.PARTLY, law="12A2", reason="both", edition=edition)
    assert (both.ns.value, both.ew.value) == (50.0, 50.0) and both.balanced


@pytest.mark.law("12C2(c)", editions=(2017, 2007))
@pytest.mark.parametrize("edition", (2017, 2007))
def test_12c2c_session_percentages_override(edition: int) -> None:
    decision = artificial(1, Fault.DIRECTLY, Fault.NONE, law="12A2", reason="T25",
                          ns_session=35.0, ew_session=64.0, edition=edition)  # fmt: skip
    assert (decision.ns.value, decision.ew.value) == (35.0, 64.0)
    assert str(decision.ew.law) == "12C2(c)" and not decision.balanced


@pytest.mark.law("12C1", "88", editions=(1997, 1987))
@pytest.mark.parametrize("edition", (1997, 1987))
def test_12c1_older_editions_only_the_non_offenders_session_counts(edition: int) -> None:
    decision = artificial(1, Fault.DIRECTLY, Fault.NONE, law="12A2", reason="T25",
                          ns_session=35.0, ew_session=64.0, edition=edition)  # fmt: skip
    assert (decision.ns.value, decision.ew.value) == (40.0, 64.0)
    assert str(decision.ew.law) == "88"


@pytest.mark.law("12C2(b)", editions=(2017, 2007))
@pytest.mark.law("86A", editions=(1997, 1987))
@pytest.mark.law("12C2(b)", editions=(1997, 1987), indirect=True)
@pytest.mark.law("86A", editions=(2017, 2007), indirect=True)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_12c2b_imps_plus_and_minus_three(edition: int) -> None:
    decision = artificial(1, Fault.DIRECTLY, Fault.NONE, law="12A2", reason="T25", imps=True,
                          edition=edition)  # fmt: skip
    assert (decision.ns.value, decision.ew.value) == (-3.0, 3.0) and decision.balanced
    assert str(decision.ns.law) == ("12C2(b)" if edition >= 2007 else "86A")


@pytest.mark.law("12C1(b)", editions=(2017,))
@pytest.mark.law("12C1(a)", editions=(2007,))
@pytest.mark.law("12C2", editions=(1997, 1987))
@pytest.mark.parametrize(
    ("edition", "law"), [(2017, "12C1(b)"), (2007, "12C1(a)"), (1997, "12C2"), (1987, "12C2")]
)
def test_12c1_assigned_score_replaces_the_table_result(edition: int, law: str) -> None:
    decision = assigned(3, 420, law="27D", reason="the result without the help", edition=edition)
    assert decision.entry() == 420 and decision.balanced
    assert str(decision.ns.law) == law


@pytest.mark.law("12C1(c)", editions=(2017, 2007))
@pytest.mark.law("12C1(c)", editions=(1997, 1987), indirect=True)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_12c1c_weighting_allowed_from_2007(edition: int) -> None:
    if edition < 2007:
        with pytest.raises(NotationError, match="not allowed"):
            weighted(1, (620, 0.7), (-100, 0.3), law="27D", reason="x", edition=edition)
        return
    decision = weighted(1, (620, 0.7), (-100, 0.3), law="27D", reason="x", edition=edition)
    entry = decision.entry()
    assert isinstance(entry, WeightedScore) and entry.mean == pytest.approx(404.0)
    assert str(decision.ns.law) == "12C1(c)"


@pytest.mark.law("12C1(c)", editions=(2007,), indirect=True)
def test_12c1c_2007_regulating_authority_may_forbid_weighting() -> None:
    with pytest.raises(NotationError):
        weighted(1, (620, 0.5), (-100, 0.5), law="27D", reason="x", edition=2007,
                 regulating_authority_forbids=True)  # fmt: skip


@pytest.mark.law("12C1(e)", editions=(2007, 1987))
@pytest.mark.law("12C2", editions=(1997, 1987))
@pytest.mark.law("12C1(e)", "12C2", editions=(2017,), indirect=True)
@pytest.mark.parametrize(
    ("edition", "law"), [(2017, None), (2007, "12C1(e)"), (1997, "12C2"), (1987, "12C2")]
)
def test_12c_most_favourable_method_by_edition(edition: int, law: str | None) -> None:
    if law is None:
        with pytest.raises(RulingError, match="no 'most favourable"):
            most_favourable(1, (420, 170), Side.NS, law="27D", reason="x", edition=edition)
        return
    # EW, not at fault, get the best of what was likely; NS the worst of what was probable
    decision = most_favourable(1, (420, 170, -50), Side.EW, law="27D", reason="x",
                               offenders_possible=(420, 170), edition=edition)  # fmt: skip
    assert (decision.ns.value, decision.ew.value) == (170.0, -50.0)
    assert str(decision.ns.law) == law and "least" in decision.ns.reason
    assert decision.entry() == SplitScore(170.0, -50.0, decision.law)


@pytest.mark.law("12C1(e)", editions=(2017,))
@pytest.mark.law("12C1(b)", editions=(2007,))
@pytest.mark.law("12C1(e)", "12C1(b)", editions=(1997, 1987), indirect=True)
@pytest.mark.parametrize(
    ("edition", "law"), [(2017, "12C1(e)"), (2007, "12C1(b)"), (1997, None), (1987, None)]
)
def test_12c1e_self_inflicted_damage(edition: int, law: str | None) -> None:
    def decide() -> object:
        return self_inflicted(1, offenders_score=-620, non_offenders_score=-100,
                              non_offenders=Side.EW, law="16B3", reason="x",
                              edition=edition)  # fmt: skip

    if law is None:
        with pytest.raises(RulingError, match="self-inflicted"):
            decide()
        return
    decision = self_inflicted(1, offenders_score=-620, non_offenders_score=-100,
                              non_offenders=Side.EW, law="16B3", reason="x",
                              edition=edition)  # fmt: skip
    assert decision.ns.value == -620.0 and decision.ew.value == -100.0
    assert str(decision.ns.law) == law and not decision.balanced
    assert decision.entry() == SplitScore(-620.0, -100.0, decision.law)


@pytest.mark.law("27D")
@pytest.mark.law("12B2", indirect=True)
def test_12b2_a_decision_on_a_table_needs_a_basis() -> None:
    quiet = laws_table(1, "N 1H", "E P")
    with pytest.raises(RulingError, match="12B2"):
        assigned(1, 140, law="27D", reason="severe", table=quiet)
    table = laws_table(1, "N 1H", "E 1D")
    table.call_director()
    apply(table, "decline")
    table.call("2D", seat=E)
    apply(table, B1a="yes")
    assert [str(ref) for ref in basis(table)] == ["27D"]
    decision = assigned(1, 140, law="27D", reason="27D", table=table)
    assert [str(ref) for ref in decision.settles] == ["27D"]
    with pytest.raises(RulingError, match="1997"):
        assigned(1, 140, law="27D", reason="x", table=table, edition=1997)


@pytest.mark.law("12A1", "12A3")
def test_12a1_director_may_cite_12a_without_a_flag() -> None:
    quiet = laws_table(1, "N 1H", "E P")
    decision = assigned(1, 140, law="12A1", reason="no Law provides", table=quiet)
    assert decision.settles == () and str(decision.law) == "12A1"


@pytest.mark.law("15A2(a)", editions=(2017,))
@pytest.mark.law("12A2", editions=ALL_EDITIONS, indirect=True)
@pytest.mark.law("15A2(a)", editions=(2007, 1997, 1987), indirect=True)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_12a2_artificial_score_for_a_closed_board(edition: int) -> None:
    mandatory = find_edition(edition).law_12_artificial_mandatory()
    assert mandatory is (edition >= 2007)  # 1987/1997 12A2: "may"
    table = laws_table(5, "N 1NT", "E P", "S 2C", edition=2017)
    table.apply(WrongHandDiscovered(N, 6))
    apply(table)
    assert table.closed_by is not None
    decision = artificial(5, Fault.DIRECTLY, Fault.NONE, law=table.closed_by.law,
                          reason="closed", table=table)  # fmt: skip
    assert decision.entry() == ArtificialScore(40.0, 60.0, decision.ns.law)
    assert decision.settles[-1] == table.closed_by.law


@pytest.mark.law("12C4", editions=(2017, 2007))
@pytest.mark.law("86B", editions=(1997, 1987))
@pytest.mark.law("12C4", editions=(1997, 1987), indirect=True)
@pytest.mark.law("86B", editions=(2017, 2007), indirect=True)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_12c4_knockout_non_balancing_scores_are_averaged(edition: int) -> None:
    assert knockout_average(6, -2, edition=edition) == (4.0, -4.0)
    assert str(knockout_average_ref(edition)) == ("12C4" if edition >= 2007 else "86B")
