"""Law 22 (end of the auction), Law 23 (2017: the comparable call; 1987-2007: damage the
offender could have foreseen), Law 35 (the inadmissible calls), and scenario T01 (Law 2)
on laws-mode tables — in all four editions."""

from __future__ import annotations

import pytest

from bridgelaw.core import Board, Deal, Seat, Vulnerability
from bridgelaw.director.general import end_of_auction, inadmissible
from bridgelaw.laws.irregularity import Kind
from bridgelaw.table import IrregularityReported, Mode, Phase, Table
from tests.conftest import SAMPLE_DEAL
from tests.laws.laws_helpers import ALL_EDITIONS, OLDER, apply, laws_table, make, rule

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
DAMAGE = {2017: "72C", 2007: "23", 1997: "23", 1987: "23A"}


# -------------------------------------------------------------------- T01
T01 = [
    (1, N, Vulnerability.NONE), (7, S, Vulnerability.BOTH), (12, W, Vulnerability.NS),
    (16, W, Vulnerability.EW), (17, N, Vulnerability.NONE), (23, S, Vulnerability.BOTH),
    (30, E, Vulnerability.NONE), (32, W, Vulnerability.EW), (33, N, Vulnerability.NONE),
    (100, W, Vulnerability.BOTH),
]  # fmt: skip


@pytest.mark.law("2", "17B", editions=ALL_EDITIONS, indirect=True)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
@pytest.mark.parametrize(("number", "dealer", "vulnerability"), T01)
def test_t01_board_parameters_drive_the_laws_mode_auction(
    edition: int, number: int, dealer: Seat, vulnerability: Vulnerability
) -> None:
    table = laws_table(number, edition=edition)
    assert (table.board.dealer, table.board.vulnerability) == (dealer, vulnerability)
    assert table.turn == dealer and table.board.is_standard
    table.call("P", seat=dealer.lho)  # the dealer's LHO calls first: out of rotation
    assert table.irregularity is not None
    assert table.irregularity.kind == Kind.PASS_OUT_OF_ROTATION
    assert table.irregularity.turn == dealer


@pytest.mark.law("2", editions=ALL_EDITIONS, indirect=True)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_t01_printed_markings_of_a_nonconforming_board_govern(edition: int) -> None:
    board = Board(1, Deal.parse(SAMPLE_DEAL), dealer=S, vulnerability=Vulnerability.BOTH)
    table = Table(board, edition=edition, mode=Mode.LAWS)
    assert not board.is_standard and table.turn == S
    make(table, "S 1S", "W P", "N 4S", "E P", "S P", "W P")
    assert table.contract is not None and table.declarer == S
    assert table.board.vulnerability.is_vulnerable(S)


# -------------------------------------------------------------------- 22
@pytest.mark.law("22A", "22A2", editions=(2017, 2007))
@pytest.mark.law("22B", editions=(1997, 1987))
@pytest.mark.parametrize(("edition", "law"), [(2017, "22A"), (2007, "22A2"), (1997, "22B"),
                                              (1987, "22B")])  # fmt: skip
def test_22a_three_passes_after_an_accepted_insufficient_bid(edition: int, law: str) -> None:
    table = laws_table(2, "E 1NT", "S 1S", "W P", "N P", edition=edition)
    assert end_of_auction(table) is None
    make(table, "E P")
    end = end_of_auction(table)
    assert end is not None and str(end.law) == law and end.law.edition == edition
    assert str(end.contract) == "1S" and end.declarer == S and not end.passed_out
    assert [f"{s} {c}" for s, c in end.calls] == ["E 1NT", "S 1S", "W Pass", "N Pass", "E Pass"]


@pytest.mark.law("22B", editions=(2017,))
@pytest.mark.law("22A1", "22A", editions=(2007, 1997, 1987))
@pytest.mark.parametrize(("edition", "law"), [(2017, "22B"), (2007, "22A1"), (1997, "22A"),
                                              (1987, "22A")])  # fmt: skip
def test_22b_four_passes_no_play_no_redeal(edition: int, law: str) -> None:
    table = laws_table(1, "N P", "E P", "S P", "W P", edition=edition)
    end = end_of_auction(table)
    assert end is not None and end.passed_out and str(end.law) == law
    assert table.phase == Phase.ENDED and table.score_ns() == 0 and table.contract is None


@pytest.mark.law("22A", "22B")
def test_22_end_of_auction_on_a_strict_table() -> None:
    table = Table(Board(1, Deal.parse(SAMPLE_DEAL)))
    for call in ("1H", "P", "P"):
        table.call(call)
    assert end_of_auction(table) is None
    table.call("P")
    end = end_of_auction(table)
    assert end is not None and str(end.contract) == "1H" and end.declarer == N


@pytest.mark.law("17D3")
@pytest.mark.law("22A", indirect=True)
def test_22a_three_passes_with_a_skipped_player_do_not_end_it() -> None:
    table = laws_table(1, "N 1S", "E P", "S P", "E P")
    assert end_of_auction(table) is None and table.phase == Phase.DIRECTOR


# -------------------------------------------------------------------- 23
def t07(edition: int = 2017) -> Table:
    """T07: board 5, E bids 1S out of rotation at N's turn; S declines; N opens 1H."""
    table = laws_table(5, "E 1S", edition=edition)
    table.call_director()
    apply(table, "decline")
    make(table, "N 1H")
    return table


@pytest.mark.law("23A", "23B", "23C", "31A2(a)")
def test_23a_comparable_call_no_rectification_no_16c_review_23c() -> None:
    table = t07()
    make(table, "E 1S")
    ruling = rule(table)
    assert [q.key for q in ruling.questions] == ["23A"]
    assert str(ruling.questions[0].law) == "23A"
    assert "similar meaning" in ruling.questions[0].text
    ruling = apply(table, comparable="yes")
    assert table.obligations == () and table.pending_lead_restrictions == ()
    assert table.ledger == ()  # 23B: Law 16C2 does not apply
    assert [str(f.law) for f in table.review_flags] == ["23C"]


@pytest.mark.law("23A", "31A2(b)", "72C", "26B")
def test_23a_not_comparable_partner_passes_once() -> None:
    table = t07()
    make(table, "E 2S")
    apply(table, comparable="no")
    assert {(ob.seat, ob.kind.value) for ob in table.obligations} == {(W, "next-pass")}
    assert "72C" in [str(f.law) for f in table.review_flags]
    assert [r.offender for r in table.pending_lead_restrictions] == [E]


@pytest.mark.law("23", "23A", editions=ALL_EDITIONS)
@pytest.mark.law("72C", editions=(2017,))
@pytest.mark.law("72C", editions=(2007, 1997, 1987), indirect=True)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_23_the_damage_clause_of_each_edition_on_an_enforced_pass(edition: int) -> None:
    table = laws_table(1, "N 1H", "E 1D", edition=edition)
    table.call_director()
    apply(table, "decline")
    make(table, "E 2NT")
    apply(table, B1a="no", **({"B1b": "no"} if edition >= 2007 else {}))
    assert DAMAGE[edition] in [str(f.law) for f in table.review_flags]


def damage_report(edition: int) -> Table:
    table = laws_table(1, "N 1H", "E P", edition=edition)
    table.apply(
        IrregularityReported(Kind.OTHER, S, table.law("23"), "S dropped a card on purpose?")
    )
    return table


@pytest.mark.law("72C", "23")
def test_23_2017_damage_for_any_irregularity_is_72c() -> None:
    table = damage_report(2017)
    ruling = apply(table, **{"72C": "yes"})
    assert str(ruling.law) == "72C" and [str(f.law) for f in table.review_flags] == ["72C"]


@pytest.mark.law("23", editions=(2007,))
@pytest.mark.parametrize("could", ["yes", "no"])
def test_23_2007_awareness_of_potential_damage_any_irregularity(could: str) -> None:
    table = damage_report(2007)
    ruling = apply(table, **{"23": could})
    assert str(ruling.law) == "23" and ruling.questions == ()
    assert [str(f.law) for f in table.review_flags] == (["23"] if could == "yes" else [])
    assert table.phase == Phase.AUCTION  # the auction goes on


@pytest.mark.law("23", editions=(1997,))
def test_23_1997_only_an_enforced_pass() -> None:
    table = damage_report(1997)
    ruling = apply(table, **{"23-enforced": "no"})
    assert "no such rule" in ruling.options[0].text and table.review_flags == ()
    table = damage_report(1997)
    apply(table, **{"23-enforced": "yes", "23": "yes"})
    assert [str(f.law) for f in table.review_flags] == ["23"]


@pytest.mark.law("23A", "23B", editions=(1987,))
def test_23_1987_enforced_pass_23a_or_pass_out_of_rotation_23b() -> None:
    table = damage_report(1987)
    apply(table, **{"23-enforced": "yes", "23A": "yes"})
    assert [str(f.law) for f in table.review_flags] == ["23A"]
    table = damage_report(1987)
    apply(table, **{"23-enforced": "no", "23-pass": "yes", "23B": "yes"})
    assert [str(f.law) for f in table.review_flags] == ["23B"]
    table = damage_report(1987)
    ruling = apply(table, **{"23-enforced": "no", "23-pass": "no"})
    assert "no such rule" in ruling.options[0].text


@pytest.mark.law("30B2(b)", "23B", editions=(1987,))
def test_23b_1987_pass_out_of_rotation_at_partners_turn_flag() -> None:
    table = laws_table(2, "E 1H", "S P", "W 2H", "S P", edition=1987)
    table.call_director()
    apply(table, "decline", **{"30C": "no"})
    assert "23B" in [str(f.law) for f in table.review_flags]


# -------------------------------------------------------------------- 35
@pytest.mark.law("35", "35A", "35C", "35D", "36", "38", "39", editions=ALL_EDITIONS)
@pytest.mark.law("37", editions=ALL_EDITIONS, indirect=True)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_35_the_list_of_inadmissible_calls(edition: int) -> None:
    older = edition < 2007
    table = laws_table(1, "N 1H", "E P", edition=edition)
    found = inadmissible(table, S, "X")  # doubling partner's bid
    assert found is not None and (str(found.listed), str(found.rectification)) == ("35A", "36")
    assert str(found.lho_called) == ("35A" if older else "36A")
    found = inadmissible(table, S, "8H")
    assert found is not None and (str(found.listed), str(found.rectification)) == ("35C", "38")
    assert str(found.lho_called) == ("35C" if older else "38D")
    assert inadmissible(table, S, "1S") is None and inadmissible(table, S, "1D") is None
    done = laws_table(1, "N 1S", "E P", "S P", "W P", edition=edition)
    found = inadmissible(done, E, "2H")
    assert found is not None and (str(found.listed), str(found.rectification)) == ("35D", "39")
    assert str(found.lho_called) == ("35D" if older else "39B")


@pytest.mark.law("35B", "37", "37A", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_35b_a_call_by_a_player_obliged_to_pass(edition: int) -> None:
    table = laws_table(1, "N 1H", "E 1D", edition=edition)
    table.call_director()
    apply(table, "decline")
    make(table, "E 2NT")
    apply(table, B1a="no", **({"B1b": "no"} if edition >= 2007 else {}))
    make(table, "S P")
    found = inadmissible(table, W, "3C")
    assert found is not None and (str(found.listed), str(found.rectification)) == ("35B", "37")
    assert str(found.lho_called) == ("35B" if edition < 2007 else "37A")
    double = inadmissible(table, W, "XX")  # also barred by Law 19: Law 36
    assert double is not None and str(double.rectification) == "36"


@pytest.mark.law("35", editions=OLDER, indirect=True)
@pytest.mark.parametrize("edition", OLDER)
def test_35_condoned_only_in_1987_1997(edition: int) -> None:
    from bridgelaw.editions import find_edition

    assert find_edition(edition).law_35_condoned() is (edition < 2007)
