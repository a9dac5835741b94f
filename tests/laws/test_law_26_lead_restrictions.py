"""Law 26: lead restrictions after a withdrawn call, at the offender's partner's first turn
to lead (the opening lead here), in all four editions."""

from __future__ import annotations

import pytest

from bridgelaw.core import Seat
from bridgelaw.errors import IllegalPlayError
from bridgelaw.laws.irregularity import Kind
from bridgelaw.table import Phase, Table
from tests.laws.laws_helpers import OLDER, apply, laws_table, make, phase, rule

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def opening_lead_restricted(edition: int = 2017) -> Table:
    """T02 continued: E's 1D replaced by 2NT (27B2); S declares 4S; W, E's partner, leads."""
    table = laws_table(1, "N 1H", "E 1D", edition=edition)
    table.call_director()
    apply(table, "decline")
    table.call("2NT", seat=E)
    answers = {2017: {"B1a": "no", "B1b": "no"}, 2007: {"B1b": "no"}}.get(edition, {})
    apply(table, **answers)
    make(table, "S 3S", "W P", "N 4S", "E P", "S P", "W P")
    assert table.declarer == S and table.opening_leader == W
    return table


@pytest.mark.law("26B")
def test_26b_restriction_reaches_the_opening_lead() -> None:
    table = opening_lead_restricted()
    assert phase(table) == Phase.DIRECTOR
    irregularity = table.irregularity
    assert irregularity is not None and irregularity.kind == Kind.LEAD_RESTRICTION
    ruling = rule(table, **{"26B": "none"})
    assert ruling.chooser == S
    ruling.apply(table, "forbid-H", answers={"26B": "none"})
    assert table.turn == W and {c.suit.letter for c in table.legal_cards()} == {"S", "D", "C"}
    with pytest.raises(IllegalPlayError) as info:
        table.play("HA")
    assert str(info.value.law) == "26B"
    table.play("D9")


@pytest.mark.law("26B")
def test_26b_suits_specified_by_the_offender_cannot_be_forbidden() -> None:
    table = opening_lead_restricted()
    ruling = rule(table, **{"26B": "D"})  # say the director finds 2NT showed diamonds
    assert [o.key for o in ruling.options] == ["forbid-S", "forbid-H", "forbid-C", "none"]


@pytest.mark.law("26B")
def test_26b_declarer_may_decline() -> None:
    table = opening_lead_restricted()
    rule(table, **{"26B": "none"}).apply(table, "none", answers={"26B": "none"})
    assert len(table.legal_cards()) == 13
    assert table.lead_restrictions[0].status == "declined"


@pytest.mark.law("26B")
def test_26b_lasts_while_the_partner_retains_the_lead() -> None:
    table = opening_lead_restricted()
    rule(table, **{"26B": "none"}).apply(table, "forbid-D", answers={"26B": "none"})
    for card in ("HA", "H9", "H5", "H2"):  # W wins with the ace of hearts
        table.play(card)
    assert table.turn == W
    assert "D" not in {c.suit.letter for c in table.legal_cards()}
    for card in ("S4", "SA", "S8", "S7"):  # N's ace wins: W loses the lead
        table.play(card)
    assert table.turn == N


@pytest.mark.law("26A2", editions=(2007, 1997, 1987))
@pytest.mark.parametrize("edition", OLDER)
def test_t02_older_26a_diamonds_may_be_required_or_forbidden(edition: int) -> None:
    table = opening_lead_restricted(edition)
    ruling = rule(table, **{"26A": "D", "26A1": "none"})
    assert [o.key for o in ruling.options] == ["require-D", "forbid-D", "none"]
    ruling.apply(table, "require-D", answers={"26A": "D", "26A1": "none"})
    assert {c.suit.letter for c in table.legal_cards()} == {"D"}


@pytest.mark.law("26A1", editions=(2007, 1997, 1987))
@pytest.mark.parametrize("edition", OLDER)
def test_26a1_suit_specified_later_no_restriction(edition: int) -> None:
    table = opening_lead_restricted(edition)
    ruling = rule(table, **{"26A": "D", "26A1": "D"})
    assert [o.key for o in ruling.options] == ["none"]


@pytest.mark.law("26B", editions=(2007, 1997, 1987))
@pytest.mark.parametrize("edition", OLDER)
def test_26b_older_any_suit_may_be_forbidden(edition: int) -> None:
    table = opening_lead_restricted(edition)
    ruling = rule(table, **{"26A": "none"})
    assert [o.key for o in ruling.options] == [
        "forbid-S",
        "forbid-H",
        "forbid-D",
        "forbid-C",
        "none",
    ]


@pytest.mark.law("26A")
def test_26a_comparable_replacement_no_restriction() -> None:
    # 25B1: the change of call accepted; whether it was comparable is decided at the lead
    table = laws_table(3, "S 1C", "S 1D")  # S changes his mind before W calls
    table.call_director()
    apply(table, "accept", **{"25A": "no"})
    make(table, "W 1H", "N P", "E 2H", "S P", "W 4H", "N P", "E P", "S P")
    assert table.declarer == W and table.opening_leader == N
    ruling = rule(table)
    assert [q.key for q in ruling.questions] == ["26A"]
    apply(table, **{"26A": "yes"})
    assert table.lead_restrictions[0].status == "declined" and phase(table) == Phase.PLAY
