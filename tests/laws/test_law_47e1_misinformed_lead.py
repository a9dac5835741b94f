"""Law 47E1 through the director: a lead out of turn made because an opponent wrongly
told the defender it was his lead is taken back without rectification, even when the
director was called about the lead out of turn first (Law 54 for an opening lead, 56
later). Before the fix the retraction was recorded and then ignored: calling the
director brought Law 54's (or 56's) options back and the 47E1 ruling never came.

DEAL_A (see play_helpers): 4S by South, West on lead; North is dummy.
"""

from __future__ import annotations

import pytest

from bridgelaw.table import Phase
from tests.laws.play_helpers import (
    ALL_EDITIONS,
    E,
    S,
    W,
    apply,
    contract_table,
    finish,
    keys,
    phase,
    plays,
    reference,
    rule,
)

YES = {"47E1": "yes"}


@pytest.mark.law("47E1", "54", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
@pytest.mark.parametrize("called_first", [True, False])
def test_opening_lead_out_of_turn_retracted_after_misinformation(
    edition: int, called_first: bool
) -> None:
    table = contract_table(edition=edition)
    table.play("HK")  # East faces HK: South told him it was his lead
    assert str(rule(table).law) == "54C"  # the 54C question first
    if called_first:
        table.call_director()  # the director comes for Law 54 ...
    table.retract(E, "HK", "misinformed-turn")  # ... and is told why East led
    table.call_director()
    ruling = rule(table, **YES)
    assert str(ruling.law) == "47E1" and "withdraw" in keys(ruling)
    apply(table, "withdraw", **YES)
    assert phase(table) == Phase.PLAY and table.turn == W and not table.opening_lead_made
    assert table.penalty_cards == () and table.irregularity is None
    assert "east's withdrawn HK" in [u.source for u in table.ledger]
    table.play("S5")  # West's proper lead
    finish(table)
    same = reference(edition, "S5")
    assert table.declarer == S and table.declarer_tricks == same.declarer_tricks
    assert table.score_ns() == same.score_ns() is not None


@pytest.mark.law("47F2", "54", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_retraction_refused_then_law_54_is_ruled(edition: int) -> None:
    table = contract_table(edition=edition)
    table.play("HK")
    table.call_director()
    table.retract(E, "HK", "misinformed-turn")
    apply(table, "stands", **{"47E1": "no"})  # nobody told East it was his lead
    ruling = rule(table, **{"54C": "no"})
    assert str(ruling.law) == "54" and keys(ruling) == ["accept", "spread", "refuse"]
    apply(table, "accept", **{"54C": "no"})
    plays(table, "H5")  # South plays second (54B1)
    finish(table)
    assert table.tricks[0].leader == E and table.score_ns() is not None


@pytest.mark.law("47E1", "56", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_later_lead_out_of_turn_retracted_after_misinformation(edition: int) -> None:
    table = contract_table(edition=edition)
    plays(table, "S5", "S3", "S2", "SQ")  # South wins trick 1 and is on lead
    table.play("DK")  # East leads: dummy told him it was his lead
    table.call_director()
    table.retract(E, "DK", "misinformed-turn")
    table.call_director()
    ruling = rule(table, **YES)
    assert str(ruling.law) == "47E1"
    apply(table, "withdraw", **YES)
    assert table.turn == S and table.penalty_cards == ()
    table.play("HA")
    finish(table)
    same = reference(edition, "S5", "S3", "S2", "SQ", "HA")
    assert table.score_ns() == same.score_ns() is not None
