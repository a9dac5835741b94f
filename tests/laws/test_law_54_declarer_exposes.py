"""Laws 54A, 54C, 48A, 48B1 through the director: the declaring side exposes cards after
East faced the opening lead out of turn (DEAL_A: 4S by South, West on lead, North dummy).

The auction period ended when the lead was faced, so Law 24 (an exposed card of the
auction period) does not apply; before the fix the engine opened a Law 24 procedure for
declarer's card. Declarer who shows his cards has begun to spread his hand: he must
spread it all and becomes dummy (54A, 48B1), unless he could have seen dummy's cards
(54C: he must accept the lead). A card declarer drops is no penalty card (48A); a card
of the presumed dummy's lets declarer see it (54C). Each case is played to the score.
"""

from __future__ import annotations

import pytest

from bridgelaw.laws.irregularity import Kind
from bridgelaw.table import Phase, Table
from tests.laws.play_helpers import (
    ALL_EDITIONS,
    NO_54C,
    YES_54C,
    N,
    S,
    apply,
    finish,
    keys,
    opening_out_of_turn,
    phase,
    rule,
)


def _ruled(edition: int, choice: str, **answers: str) -> Table:
    """The same board where declarer simply chose ``choice`` under Law 54, played out."""
    table = opening_out_of_turn(edition)
    table.call_director()
    apply(table, choice, **answers)
    finish(table)
    return table


def _no_law_24(table: Table) -> None:
    assert all(p.irregularity.kind is not Kind.EXPOSED_CARD for p in table.procedures)


@pytest.mark.law("54A", "48B1", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_declarer_shows_cards_he_must_spread_and_becomes_dummy(edition: int) -> None:
    table = opening_out_of_turn(edition)
    table.expose(S, "SQ", "ST", how="shown")  # he begins to spread his hand
    _no_law_24(table)
    table.call_director()
    ruling = rule(table, **NO_54C)
    assert str(ruling.law) == "54A" and keys(ruling) == ["spread"] and ruling.chooser == S
    assert "he must spread it all and becomes dummy" in "\n".join(ruling.facts)
    apply(table, "spread", **NO_54C)
    assert table.declarer == N and table.dummy == S and table.penalty_cards == ()
    assert table.turn == S and table.acting_player == N  # the new dummy plays second
    finish(table)
    same = _ruled(edition, "spread", **NO_54C)
    assert table.tricks[0].leader == same.tricks[0].leader
    assert table.declarer_tricks == same.declarer_tricks
    assert table.score_ns() == same.score_ns() is not None


@pytest.mark.law("54C", "48A", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_declarer_shows_cards_but_saw_dummy_must_accept(edition: int) -> None:
    table = opening_out_of_turn(edition)
    table.expose(S, "SQ", how="shown")
    table.call_director()
    ruling = rule(table, **YES_54C)
    assert str(ruling.law) == "54C" and keys(ruling) == ["accept"]
    assert "no card of declarer's becomes a penalty card (Law 48A)" in "\n".join(ruling.facts)
    apply(table, "accept", **YES_54C)
    assert table.declarer == S and table.penalty_cards == () and table.turn == S
    finish(table)
    same = _ruled(edition, "accept", **YES_54C)
    assert table.score_ns() == same.score_ns() is not None


@pytest.mark.law("48A", "54B", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_declarer_drops_a_card_it_is_no_penalty_card(edition: int) -> None:
    table = opening_out_of_turn(edition)
    table.expose(S, "SQ", how="dropped")
    _no_law_24(table)
    table.call_director()
    ruling = rule(table, **NO_54C)
    assert keys(ruling) == ["accept", "spread", "refuse"]  # his choice is intact
    assert "SQ (dropped) is not a penalty card" in "\n".join(ruling.facts)
    apply(table, "accept", **NO_54C)
    assert phase(table) == Phase.PLAY and table.penalty_cards == ()
    assert table.turn == S and {str(c) for c in table.legal_cards()} == {"H5", "HA"}
    finish(table)
    same = _ruled(edition, "accept", **NO_54C)
    assert table.score_ns() == same.score_ns() is not None


@pytest.mark.law("54C", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_presumed_dummy_exposes_a_card_declarer_must_accept(edition: int) -> None:
    table = opening_out_of_turn(edition)
    table.expose(N, "SK", how="dropped")
    _no_law_24(table)
    table.call_director()
    ruling = rule(table)
    assert ruling.questions == () or all(q.key != "54C" for q in ruling.questions)
    assert str(ruling.law) == "54C" and keys(ruling) == ["accept"]
    apply(table, "accept")
    assert table.penalty_cards == () and table.declarer == S
    finish(table)
    same = _ruled(edition, "accept", **YES_54C)
    assert table.score_ns() == same.score_ns() is not None
