"""Each edition override of the laws mode, checked (Laws 16, 21, 25, 28-39 by edition)."""

from __future__ import annotations

import pytest

from bridgelaw.core import Seat
from bridgelaw.editions import find_edition
from bridgelaw.errors import PhaseError
from tests.laws.laws_helpers import apply, laws_table, make, phase, rule

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


@pytest.mark.law("31B1")
def test_31b1_2017_partner_calls_at_his_turn_before_the_director() -> None:
    table = laws_table(6, "W 1NT", "E P")
    assert phase(table).name == "DIRECTOR"
    assert [str(u.law) for u in table.ledger] == ["16C2"]
    ruling = apply(table)
    assert str(ruling.law) == "31B2" and table.turn == S
    make(table, "S P", "W 2NT")
    apply(table, comparable="no")
    assert {ob.kind.value for ob in table.obligations if ob.seat == E} == {"next-pass"}


@pytest.mark.law("31B", editions=(2007, 1997, 1987))
@pytest.mark.parametrize("edition", [2007, 1997, 1987])
def test_31b_older_partner_may_not_call_before_the_ruling(edition: int) -> None:
    assert find_edition(edition).law_31b_partner_may_call() is False
    table = laws_table(6, "W 1NT", edition=edition)
    with pytest.raises(PhaseError) as info:
        table.call("P", seat=E)
    assert str(info.value.law) == "9B2"


@pytest.mark.law("30B2(a)", editions=(2007, 1997, 1987))
@pytest.mark.parametrize(("edition", "law"), [(2007, "23"), (1997, "72B1"), (1987, "23B")])
def test_30_damage_clause_by_edition(edition: int, law: str) -> None:
    table = laws_table(2, "E 1H", "S P", "W 2H", "S P", edition=edition)
    table.call_director()
    apply(table, "decline", **{"30C": "no"})
    assert [f.law.cite() for f in table.review_flags] == [f"Law {law} ({edition})"]


@pytest.mark.law("16C2", editions=(2017, 1997, 1987))
@pytest.mark.law("16D2", editions=(2007,))
@pytest.mark.parametrize(
    ("edition", "law", "own"),
    [(2017, "16C2", True), (2007, "16D2", True), (1997, "16C2", True), (1987, "16C2", False)],
)
def test_16c2_withdrawn_call_ledger_by_edition(edition: int, law: str, own: bool) -> None:
    table = laws_table(1, "N 1H", "E 1D", edition=edition)
    table.call_director()
    apply(table, "decline")
    table.call("2NT", seat=E)
    answers = {2017: {"B1a": "no", "B1b": "no"}, 2007: {"B1b": "no"}}.get(edition, {})
    apply(table, **answers)
    entry = table.ledger[0]
    assert str(entry.law) == law
    assert entry.unauthorized_to == (E.side if own else None)  # 1987: the offenders may use it


@pytest.mark.law("25A", editions=(2017, 2007, 1997, 1987))
@pytest.mark.parametrize(
    ("edition", "words"),
    [(2017, "mechanical error"), (2007, "without pause"), (1997, "at once"), (1987, "at once")],
)
def test_25a_test_by_edition(edition: int, words: str) -> None:
    table = laws_table(1, "N 1C", "N 1D", edition=edition)
    assert words in rule(table).questions[0].text


@pytest.mark.law("21B1(a)", editions=(2017, 2007, 1997, 1987))
@pytest.mark.parametrize(
    ("edition", "words"),
    [
        (2017, "well have been influenced"),
        (2007, "as a result"),
        (1997, "can it be considered"),
        (1987, "probable"),
    ],
)
def test_21b1_test_by_edition(edition: int, words: str) -> None:
    from bridgelaw.table import MisinformationReported

    table = laws_table(1, "N 1NT", "E P", "S 2D", "W P", edition=edition)
    table.apply(MisinformationReported(W, about=2))
    assert words in rule(table).questions[0].text.lower()


@pytest.mark.law("37A", editions=(2017, 2007), indirect=True)
@pytest.mark.law("39B", editions=(2017, 2007))
@pytest.mark.law("35D", editions=(1997, 1987))
@pytest.mark.parametrize(
    ("edition", "law37", "law39"),
    [(2017, "37A", "39B"), (2007, "37A", "39B"), (1997, "35B", "35D"), (1987, "35B", "35D")],
)
def test_lho_called_over_an_inadmissible_call_by_edition(
    edition: int, law37: str, law39: str
) -> None:
    edition_ = find_edition(edition)
    assert (edition_.law_37a_ref(), edition_.law_39b_ref()) == (law37, law39)
    table = laws_table(1, "N 1S", "E P", "S P", "W P", "E 2H", "S 2S", edition=edition)
    assert f"Law {law39})" in table.procedures[-1].outcome


@pytest.mark.law("32B2", editions=(2007, 1997, 1987), indirect=True)
def test_32b2_rho_double_covered_in_2007_only() -> None:
    assert find_edition(2007).law_32b2_rho_double_silences() is True
    assert find_edition(1997).law_32b2_rho_double_silences() is False
    assert find_edition(1987).law_32b2_rho_double_silences() is False


@pytest.mark.law("32A", editions=(2007, 1987))
@pytest.mark.law("32A", editions=(1997,), indirect=True)
@pytest.mark.law("32B")
@pytest.mark.parametrize(("edition", "law"), [(2017, "32B1"), (2007, "32A"), (1987, "32A")])
def test_32_sections_by_edition(edition: int, law: str) -> None:
    table = laws_table(1, "N 1H", "W X", edition=edition)  # W doubles at his partner's turn
    table.call_director()
    ruling = rule(table)
    decline = ruling.option("decline")
    assert str(decline.law) == law
