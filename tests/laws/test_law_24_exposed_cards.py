"""Law 24: cards exposed during the auction period, in all four editions (scenario T22).

The scenario's spade king is west's heart king here: in the sample deal west holds the
top hearts (an honour all the same)."""

from __future__ import annotations

import pytest

from bridgelaw.core import Card, Seat
from bridgelaw.errors import PhaseError
from bridgelaw.laws.effects import ObligationKind
from bridgelaw.table import Phase, Table
from tests.laws.laws_helpers import (
    ALL_EDITIONS,
    OLDER,
    apply,
    laws_table,
    make,
    obliged,
    phase,
    rule,
)

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
NEXT = ObligationKind.NEXT_PASS


def exposed(*cards: str, led: bool = False, edition: int = 2017) -> Table:
    table = laws_table(2, "E P", "S 1S", edition=edition)
    table.expose(W, *cards, led=led)
    assert phase(table) == Phase.DIRECTOR
    return table


@pytest.mark.law("24B", editions=(2017, 2007, 1997, 1987))
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_t22_24b_single_honour_partner_passes_once(edition: int) -> None:
    table = exposed("HK", edition=edition)
    ruling = apply(table)
    assert str(ruling.law) == "24B"
    assert obliged(table, E) == {NEXT}
    assert [e.cards for e in table.exposed_cards] == [(Card.parse("HK"),)]
    sides = [u.unauthorized_to for u in table.ledger]
    assert sides == ([W.side] if edition in (2017, 2007) else [])
    make(table, "W P", "N 2S")
    assert [str(c) for c in table.legal_calls()] == ["Pass"]


@pytest.mark.law("24A", "24E")
def test_t22_24a_single_low_card_no_pass_then_penalty_card() -> None:
    table = exposed("S4")
    assert str(apply(table).law) == "24A"
    assert table.obligations == ()
    make(table, "W P", "N 2S", "E P", "S P", "W P")
    assert phase(table) == Phase.PLAY and table.declarer == S
    assert [p.cards for p in table.penalty_cards] == [(Card.parse("S4"),)]
    assert table.exposed_cards != ()  # face up until the auction period ends
    table.play("HA")  # the opening lead ends the auction period
    assert table.exposed_cards == () and len(table.penalty_cards) == 1


@pytest.mark.law("24C")
def test_t22_24c_two_cards_partner_passes_once() -> None:
    table = exposed("S4", "D8")
    assert str(apply(table).law) == "24C"
    assert obliged(table, E) == {NEXT}


@pytest.mark.law("24B")
def test_24b_card_led_prematurely() -> None:
    table = exposed("S4", led=True)
    assert str(apply(table).law) == "24B" and obliged(table, E) == {NEXT}


@pytest.mark.law("24D")
def test_24d_offender_becomes_declarer_cards_go_back() -> None:
    table = laws_table(1, "N P", "E P", "S P")
    table.expose(W, "HK")
    apply(table)
    make(table, "W 1H", "N P", "E P", "S P")
    assert table.declarer == W and table.penalty_cards == ()


@pytest.mark.law("24", editions=(2007, 1997, 1987))
@pytest.mark.parametrize("edition", OLDER)
def test_t22_older_declarer_may_treat_as_penalty_cards(edition: int) -> None:
    table = exposed("S4", edition=edition)
    apply(table)
    make(table, "W P", "N 2S", "E P", "S P", "W P")
    assert phase(table) == Phase.DIRECTOR  # declarer's option before the opening lead
    ruling = rule(table)
    assert ruling.chooser == S and [o.key for o in ruling.options] == ["penalty", "return"]
    ruling.apply(table, "penalty")
    assert [p.seat for p in table.penalty_cards] == [W] and phase(table) == Phase.PLAY


@pytest.mark.law("24")
def test_24_only_the_offenders_cards_and_only_in_the_auction_period() -> None:
    table = laws_table(2, "E P")
    with pytest.raises(PhaseError):
        table.expose(W, "SA")  # not west's card
    assert table.events == laws_table(2, "E P").events
