"""Laws 20 and 40: review of the auction, explanations, alerts, system cards, and
partnership understandings — each player's rights at each moment, in all editions."""

from __future__ import annotations

import pytest

from bridgelaw.core import Seat
from bridgelaw.errors import PhaseError
from bridgelaw.laws.disclosure import (
    check_question,
    may_ask_explanation,
    may_ask_opening_lead,
    may_consult_card,
    may_request_review,
    period,
    rights,
)
from bridgelaw.laws.irregularity import Kind
from bridgelaw.table import IrregularityReported, Table
from tests.laws.laws_helpers import ALL_EDITIONS, OLDER, apply, laws_table, make, rule

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def silenced(edition: int = 2017) -> Table:
    """W must pass throughout (27B2), and it is W's turn: N 1H, E 1D (IB) -> 2NT."""
    table = laws_table(1, "N 1H", "E 1D", edition=edition)
    table.call_director()
    apply(table, "decline")
    make(table, "E 2NT")
    apply(table, B1a="no", **({"B1b": "no"} if edition >= 2007 else {}))
    make(table, "S P")
    assert table.turn == W and table.legal_calls() == (table.legal_calls()[0],)
    return table


def clarification(edition: int = 2017) -> Table:
    """Board 1: N 1NT all pass; declarer N, E on lead, no lead faced yet."""
    return laws_table(1, "N 1NT", "E P", "S P", "W P", edition=edition)


# ------------------------------------------------------------------- 20B
@pytest.mark.law("20B", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_20b_review_only_at_own_turn_and_not_when_obliged_to_pass(edition: int) -> None:
    table = laws_table(1, "N 1H", edition=edition)
    assert may_request_review(table, E).allowed
    right = may_request_review(table, S)
    assert not right.allowed and str(right.law) == "20B" and "turn" in right.reason
    table = silenced(edition)
    right = may_request_review(table, W)
    assert not right.allowed and "pass" in right.reason
    with pytest.raises(PhaseError) as info:
        check_question(table, W, "review")
    assert str(info.value.law) == "20B"


@pytest.mark.law("9B2")
@pytest.mark.law("20B", indirect=True)
def test_9b2_no_review_while_the_director_must_rule() -> None:
    table = laws_table(1, "N 1H", "E 1D")
    right = may_request_review(table, S)
    assert not right.allowed and str(right.law) == "9B2"


@pytest.mark.law("20C2", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_20c2_review_at_the_first_turn_to_play(edition: int) -> None:
    table = clarification(edition)
    assert period(table) == "clarification"
    assert may_request_review(table, E).allowed  # the opening leader's first turn
    assert not may_request_review(table, N).allowed  # not declarer's turn yet
    table.play(table.legal_cards()[0])  # E leads; dummy (S) to play: declarer's turn
    assert may_request_review(table, N).allowed and not may_request_review(table, S).allowed
    table.play(table.legal_cards()[0])
    assert may_request_review(table, W).allowed
    table.play(table.legal_cards()[0])
    assert not may_request_review(table, N).allowed  # declarer played from dummy already


# ------------------------------------------------------------------- 20C1
@pytest.mark.law("20C1", editions=ALL_EDITIONS)
@pytest.mark.parametrize(
    ("edition", "declarer_may"), [(2017, False), (2007, False), (1997, True), (1987, False)]
)
def test_20c1_who_may_ask_whose_opening_lead(edition: int, declarer_may: bool) -> None:
    table = clarification(edition)
    assert may_ask_opening_lead(table, E).allowed and may_ask_opening_lead(table, W).allowed
    assert may_ask_opening_lead(table, N).allowed is declarer_may
    assert not may_ask_opening_lead(laws_table(1, "N 1NT", edition=edition), E).allowed


# ------------------------------------------------------------------- 20F
@pytest.mark.law("20F1", editions=ALL_EDITIONS)
@pytest.mark.parametrize(
    ("edition", "obliged_may_ask"), [(2017, False), (2007, True), (1997, True), (1987, True)]
)
def test_20f1_explanation_at_own_turn(edition: int, obliged_may_ask: bool) -> None:
    table = laws_table(1, "N 1H", edition=edition)
    assert may_ask_explanation(table, E, about=0).allowed
    assert not may_ask_explanation(table, W, about=0).allowed  # not his turn
    assert may_ask_explanation(table, E).allowed  # a general question about the auction
    own = laws_table(1, "N 1H", "E P", edition=edition)
    assert not may_ask_explanation(own, S, about=0).allowed  # partner's call: not opponents'
    table = silenced(edition)
    right = may_ask_explanation(table, W, about=0)
    assert right.allowed is obliged_may_ask and str(right.law) == "20F1"


@pytest.mark.law("20F2", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_20f2_explanations_after_the_final_pass_at_own_turn_to_play(edition: int) -> None:
    table = clarification(edition)
    assert may_ask_explanation(table, E, about=0).allowed
    assert not may_ask_explanation(table, W, about=0).allowed
    table.play(table.legal_cards()[0])
    assert may_ask_explanation(table, N, about=1).allowed  # declarer, from dummy
    assert not may_ask_explanation(table, S, about=1).allowed  # dummy never


# --------------------------------------------------------------- 40B2 cards
@pytest.mark.law("40B2(b)", "40B2(c)", editions=(2017, 2007))
@pytest.mark.parametrize("edition", (2017, 2007))
def test_40b2_system_cards(edition: int) -> None:
    table = laws_table(1, edition=edition)
    assert may_consult_card(table, E, "opponents").allowed  # before the auction begins
    assert not may_consult_card(table, N, "own").allowed
    make(table, "N 1H")
    assert may_consult_card(table, E, "opponents").allowed  # own turn
    assert not may_consult_card(table, S, "opponents").allowed
    done = clarification(edition)
    assert may_consult_card(done, N, "own").allowed and may_consult_card(done, S, "own").allowed
    assert not may_consult_card(done, E, "own").allowed  # defenders may not
    assert may_consult_card(done, W, "opponents").allowed
    assert str(may_consult_card(done, W, "own").law) == "40B2(b)"


@pytest.mark.law("40E2", editions=(1997, 1987))
@pytest.mark.parametrize("edition", (1997, 1987))
def test_40e2_older_cards_only_at_own_turn_never_own(edition: int) -> None:
    table = laws_table(1, edition=edition)
    assert not may_consult_card(table, E, "opponents").allowed
    assert may_consult_card(table, N, "opponents").allowed  # N's turn
    done = clarification(edition)
    assert not may_consult_card(done, N, "own").allowed
    assert not may_consult_card(done, W, "opponents").allowed
    assert str(may_consult_card(done, W, "opponents").law) == "40E2"


def test_rights_summary_and_bad_request() -> None:
    table = laws_table(1)
    summary = rights(table, N)
    assert summary["review"].allowed and summary["call-director"].allowed
    assert not rights(table, E)["review"].allowed
    with pytest.raises(PhaseError, match="not a request"):
        check_question(table, N, "gossip")


# -------------------------------------------------- explanation rulings
def explain(table: Table, seat: Seat, note: str, about: int | None = 0) -> None:
    table.apply(
        IrregularityReported(
            Kind.EXPLANATION, seat, table.law("20"), f"{note} by {seat.name.lower()}",
            about=about, note=note,
        )
    )  # fmt: skip


@pytest.mark.law("20F4", editions=(2017, 2007))
@pytest.mark.law("40B3", editions=(2017,))
@pytest.mark.law("40B4", editions=(2007,))
@pytest.mark.law("21B", editions=(2017, 2007), indirect=True)
@pytest.mark.parametrize(("edition", "other"), [(2017, "40B3"), (2007, "40B4")])
def test_20f4_own_mistaken_explanation_corrected(edition: int, other: str) -> None:
    table = laws_table(1, "N 1NT", "E P", "S 2D", "W P", edition=edition)
    explain(table, S, "own-explanation", about=2)
    ruling = apply(table)
    assert str(ruling.law) == "20F4"
    assert other in [str(f.law) for f in table.review_flags]
    assert table.ledger[0].unauthorized_to == S.side
    assert any("21B" in fact for fact in ruling.facts)


@pytest.mark.law("20F4")
def test_20f4_2017_too_late_after_the_clarification_period() -> None:
    table = clarification(2017)
    table.play(table.legal_cards()[0])
    explain(table, N, "own-explanation", about=0)
    apply(table)
    assert [str(f.law) for f in table.review_flags] == ["20F4", "40B3"]


@pytest.mark.law("20F5", "20F5(a)", "20F5(b)", editions=(2017, 2007))
@pytest.mark.parametrize("edition", (2017, 2007))
def test_20f5_partners_mistaken_explanation_timing(edition: int) -> None:
    during = laws_table(1, "N 1NT", "E P", "S 2D", edition=edition)
    explain(during, N, "partner-explanation", about=2)
    assert str(apply(during).law) == "20F5(a)"
    assert "20F5" in [str(f.law) for f in during.review_flags]
    declarer = clarification(edition)
    explain(declarer, S, "partner-explanation", about=0)
    assert str(apply(declarer).law) == "20F5(b)"
    assert "20F5" not in [str(f.law) for f in declarer.review_flags]
    defender = clarification(edition)
    explain(defender, W, "partner-explanation", about=1)
    assert str(apply(defender).law) == "20F5(b)"  # too early for a defender
    assert "20F5" in [str(f.law) for f in defender.review_flags]


@pytest.mark.law("40C", editions=OLDER[1:])
@pytest.mark.parametrize("edition", (1997, 1987))
def test_20f4_older_editions_rule_as_a_failure_to_explain(edition: int) -> None:
    table = laws_table(1, "N 1NT", "E P", "S 2D", edition=edition)
    explain(table, S, "own-explanation", about=2)
    ruling = apply(table)
    assert str(ruling.law) == "40C"


@pytest.mark.law("20E", "12C1", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_20e_uncorrected_restatement(edition: int) -> None:
    table = laws_table(1, "N 1NT", edition=edition)
    explain(table, E, "restatement", about=None)
    assert str(apply(table).law) == "20E"
    assert [str(f.law) for f in table.review_flags] == ["12C1"]


@pytest.mark.law("40B3(a)", "40B3(b)", editions=(2017,))
@pytest.mark.law("40B4", "40B5(b)", "40B5", editions=(2017, 2007))
@pytest.mark.law("40B6(b)", editions=(2007,))
@pytest.mark.law("40C3(b)", "40C", editions=(2007, 1997, 1987))
@pytest.mark.law("40D", editions=(1997, 1987))
@pytest.mark.parametrize("edition", ALL_EDITIONS)
@pytest.mark.parametrize("case", ["disclosure", "illegal", "withheld", "repeated"])
def test_40_disclosure_rulings_by_edition(edition: int, case: str) -> None:
    refs = {
        2017: {"disclosure": "40B3(a)", "illegal": "40B4", "withheld": "40B5(b)",
               "repeated": "40B3(b)"},
        2007: {"disclosure": "40B4", "illegal": "40B5", "withheld": "40B6(b)",
               "repeated": "40C3(b)"},
        1997: {"disclosure": "40C", "illegal": "40D", "withheld": "40C", "repeated": "40C"},
    }  # fmt: skip
    refs[1987] = refs[1997]
    table = laws_table(1, "N 1NT", "E P", "S 2C", edition=edition)
    explain(table, N, case, about=2)
    ruling = apply(table)
    assert str(ruling.law) == refs[edition][case]
    laws = [str(f.law) for f in table.review_flags]
    penalty = edition >= 2007 and case in ("illegal", "repeated")
    assert ("90" in laws) is penalty


@pytest.mark.law("40C1", "40C2", editions=(2017, 2007))
@pytest.mark.law("40A", "40B", editions=(1997, 1987))
@pytest.mark.parametrize("edition", ALL_EDITIONS)
@pytest.mark.parametrize("undisclosed", ["yes", "no"])
def test_40c1_deviation(edition: int, undisclosed: str) -> None:
    table = laws_table(1, "N 1H", "E P", edition=edition)
    explain(table, N, "deviation", about=0)
    assert [q.key for q in rule(table).questions] == ["40C1"]
    ruling = apply(table, **{"40C1": undisclosed})
    if undisclosed == "no":
        assert str(ruling.law) == ("40C2" if edition >= 2007 else "40A")
        assert table.review_flags == ()
    else:
        assert str(ruling.law) == ("40C1" if edition >= 2007 else "40B")
        assert ("90" in [str(f.law) for f in table.review_flags]) is (edition >= 2007)


@pytest.mark.law("20F1", "16B1(a)", indirect=True)
def test_alert_recorded_on_the_call() -> None:
    table = laws_table(1)
    made = table.call("1NT", alert=True, explanation="15-17")
    assert made.alert and made.explanation == "15-17" and table.events[-1] == made
