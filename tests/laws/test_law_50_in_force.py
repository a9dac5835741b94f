"""The restrictions binding a seat now, as a table shows them
(:func:`bridgelaw.laws.play_classify.restrictions_in_force`): the same the table applies."""

from __future__ import annotations

import pytest

from bridgelaw import Board, Deal, Table
from bridgelaw.core.seats import Seat
from bridgelaw.director import Director
from bridgelaw.laws.play_classify import restrictions_in_force
from bridgelaw.laws.play_records import RestrictionKind
from bridgelaw.table import Mode

DEAL = "N:K73.Q2.A654.9832 2.KJ86.K97.AQJ76 QT9864.A5.QJ3.K5 AJ5.T9743.T82.T4"


def _penalty_card_then_50d2() -> Table:
    """South declares 4S; East leads HK out of turn, South refuses it: HK is a major
    penalty card and West, on lead, waits for declarer's 50D2 choice."""
    table = Table(Board(1, Deal.parse(DEAL)), mode=Mode.LAWS)
    for call in ("P", "P", "4S", "P", "P", "P"):
        table.call(call)
    table.play("HK")
    director = Director(table.edition)
    director.rule(table, answers={"54C": "no"}).apply(table, "refuse", answers={"54C": "no"})
    return table


@pytest.mark.law("50D2(a)", editions=(2017,))
def test_a_required_lead_binds_the_leader_and_is_what_the_table_allows() -> None:
    table = _penalty_card_then_50d2()
    play = table.play_state
    assert play is not None and restrictions_in_force(table.laws_state, play) == ()
    Director(table.edition).rule(table).apply(table, "require-H")
    play = table.play_state
    assert play is not None
    (binding,) = restrictions_in_force(table.laws_state, play)
    assert binding.seat == Seat.WEST and binding.kind is RestrictionKind.REQUIRE_LEAD
    assert binding.suit is not None and binding.suit.name == "HEARTS"
    assert str(binding.law) == "50D2(a)"
    assert {card.suit.name for card in table.legal_cards()} == {"HEARTS"}
    table.play(table.legal_cards()[0])
    play = table.play_state
    assert play is not None and restrictions_in_force(table.laws_state, play) == ()  # spent
