"""Laws 49, 50, 51B through the director: a defender exposes a card while a lead out of
turn waits for the director.

After East faced the opening lead out of turn (DEAL_A: 4S by South, West on lead, North
dummy), while no opening lead stands (the director not yet called, or the lead refused
(54D) and West not yet led): the auction period ended when the lead was faced (41C), so
Law 24 (an exposed card of the auction period) does not apply; before the fix the engine
opened a Law 24 procedure. The card is a defender's card exposed in the play period: Law
49, a penalty card under Law 50 (major or minor by 50B; 50 intro's damage clause differs
by edition: 2017 72C, 2007 23, 1997 72B1, 1987 50A), ruled after Law 54.

Later in the play, while a defender's lead out of turn waits (Law 56): before the fix the
table refused the exposure (9B2), so no ruling could be made on it.

Each case is played to the score and compared with the same exposure made after the
lead was ruled on, which the engine already ruled in the play period.
"""

from __future__ import annotations

import pytest

from bridgelaw.laws.irregularity import Kind
from bridgelaw.table import Phase, Table
from tests.laws.play_helpers import (
    ALL_EDITIONS,
    NO_54C,
    E,
    S,
    W,
    apply,
    contract_table,
    finish,
    keys,
    legal,
    opening_out_of_turn,
    penalties,
    rule,
)

_RESULT_REFUSED_C = (5, -250)  # 4S down five, none vulnerable (Law 77)
_RESULT_REFUSED_SA = (6, -200)  # 4S down four
_DAMAGE = {2017: "72C", 2007: "23", 1997: "72B1", 1987: "50A"}


def _play_out(table: Table) -> None:
    """:func:`finish`, declarer forbidding the penalty card's suit whenever its owner's
    partner is on lead (50D2(a))."""
    finish(table)
    while table.phase == Phase.DIRECTOR:
        ruling = rule(table)
        assert str(ruling.law) == "50D2"
        apply(table, next(k for k in keys(ruling) if k.startswith("forbid")))
        finish(table)


def _no_law_24(table: Table) -> None:
    assert all(p.irregularity.kind is not Kind.EXPOSED_CARD for p in table.procedures)


def _damage_flag(table: Table, edition: int) -> bool:
    return any(str(flag.law) == _DAMAGE[edition] for flag in table.review_flags)


@pytest.mark.law("49", "50B", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_leader_drops_a_card_before_the_lead_is_accepted(edition: int) -> None:
    table = opening_out_of_turn(edition)
    table.expose(W, "SA", how="dropped")  # the proper leader drops SA, an honour
    _no_law_24(table)
    table.call_director()
    assert str(apply(table, "accept", **NO_54C).law) == "54"  # Law 54 first
    ruling = rule(table)
    assert str(ruling.law) == "49" and keys(ruling) == ["penalty", "otherwise"]
    assert "west, a defender, dropped (an inadvertent exposure): SA" in ruling.facts
    apply(table, "penalty")
    assert penalties(table) == [("SA", "major")]  # an honour: major (50B)
    assert _damage_flag(table, edition)
    assert table.turn == S and legal(table) == {"H5", "HA"}  # 54B1: declarer plays second
    _play_out(table)
    same = opening_out_of_turn(edition)  # the same card dropped after the lead was accepted
    same.call_director()
    apply(same, "accept", **NO_54C)
    same.expose(W, "SA", how="dropped")
    same.call_director()
    apply(same, "penalty")
    _play_out(same)
    assert [t.cards for t in table.tricks] == [t.cards for t in same.tricks]
    assert table.declarer_tricks == same.declarer_tricks
    assert table.score_ns() == same.score_ns() is not None


@pytest.mark.law("49", "50B", "51B2", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_offender_drops_a_second_card_and_the_lead_is_refused(edition: int) -> None:
    table = opening_out_of_turn(edition)
    table.expose(E, "C6", how="dropped")  # a low card dropped: minor alone (50B)
    _no_law_24(table)
    table.call_director()
    apply(table, "refuse", **NO_54C)  # 54D: HK becomes a major penalty card
    ruling = rule(table)
    assert str(ruling.law) == "49"
    assert "east already has 1 penalty card: all become major (50B)" in ruling.facts
    apply(table, "penalty")
    assert penalties(table) == [("HK", "major"), ("C6", "major")]
    ruling = rule(table)  # West to lead, his partner's penalty cards in two suits
    assert str(ruling.law) == "51B2" and "require-C" in keys(ruling)
    apply(table, "require-C")  # C6 back to East's hand; HK stays
    assert penalties(table) == [("HK", "major")]
    assert table.turn == W and legal(table) == {"C4", "CT"}
    table.play("C4")
    assert legal(table) == {"C2", "C3", "C8", "C9"}  # dummy follows
    table.play("C2")
    assert legal(table) == {"C6", "C7", "CA", "CJ", "CQ"}  # East follows suit first (50D1b)
    finish(table)
    first = table.tricks[0]
    assert first.leader == W and str(first.card_of(W)) == "C4" and str(first.card_of(E)) == "C6"
    assert "HK" in {str(t.card_of(E)) for t in table.tricks}  # played as a penalty card
    assert table.penalty_cards == ()
    assert (table.declarer_tricks, table.score_ns()) == _RESULT_REFUSED_C


@pytest.mark.law("49", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_leader_drops_a_card_after_the_lead_was_refused(edition: int) -> None:
    table = opening_out_of_turn(edition)
    table.call_director()
    apply(table, "refuse", **NO_54C)
    table.expose(W, "SA", how="dropped")  # before West leads
    _no_law_24(table)
    assert str(apply(table, "forbid-H").law) == "50D2"  # declarer's choice on HK first
    ruling = rule(table)
    assert str(ruling.law) == "49" and keys(ruling) == ["penalty", "otherwise"]
    apply(table, "penalty")
    assert penalties(table) == [("SA", "major")]
    assert table.turn == W and legal(table) == {"SA"}  # 50D1a: the first legal opportunity
    finish(table)
    assert table.tricks[0].leader == W and str(table.tricks[0].card_of(W)) == "SA"
    assert (table.declarer_tricks, table.score_ns()) == _RESULT_REFUSED_SA


def _westopening_out_of_turn(edition: int) -> Table:
    """Trick 1 won by South (W S5, N S3, E S2, S SQ); West leads H3 out of turn."""
    table = contract_table(edition=edition)
    for card in ("S5", "S3", "S2", "SQ", "H3"):
        table.play(card)
    return table


@pytest.mark.law("49", "50B", "56", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_a_card_dropped_while_a_lead_out_of_turn_waits_for_the_director(edition: int) -> None:
    """A defender's card dropped while another irregularity waits for the director is
    recorded and ruled after it (Law 49); before the fix the table refused the event
    (9B2), so the director could not rule on the card at all."""
    table = _westopening_out_of_turn(edition)
    table.expose(E, "C6", how="dropped")
    table.call_director()
    assert str(apply(table, "accept").law) == "56"  # the lead out of turn first
    ruling = rule(table)
    assert str(ruling.law) == "49" and keys(ruling) == ["penalty", "otherwise"]
    apply(table, "penalty")
    assert penalties(table) == [("C6", "minor")]  # a single low card dropped (50B)
    _play_out(table)
    same = _westopening_out_of_turn(edition)  # the same card dropped after the ruling
    same.call_director()
    apply(same, "accept")
    same.expose(E, "C6", how="dropped")
    same.call_director()
    apply(same, "penalty")
    _play_out(same)
    assert [t.cards for t in table.tricks] == [t.cards for t in same.tricks]
    assert table.score_ns() == same.score_ns() is not None
