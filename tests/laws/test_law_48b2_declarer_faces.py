"""Law 48B2 through the director: declarer faces his cards during the play.

At any time other than right after an opening lead out of turn (48B1, Law 54), declarer
who faces his cards may be deemed to have made a claim or concession (Law 68), unless
he demonstrably did not intend to claim: a judgment the director makes (digest J8).
Before, the table refused the spread ("record it as a claim"): no claim could come from
a ruling. Now the director asks; a claim deemed made takes the course of any claim (the
opponents agree, or dispute it and the director rules under Law 70); otherwise play
goes on and none of declarer's cards is a penalty card (48A). Each case is played to the
score in all four editions (the rule reads the same in each).
"""

from __future__ import annotations

import pytest

from bridgelaw.errors import PhaseError
from bridgelaw.laws.end_state import ClaimStatus
from bridgelaw.laws.irregularity import Kind
from bridgelaw.table import HandSpread, Phase, Table
from bridgelaw.table.end_events import ClaimAnswered, ClaimMade
from tests.laws.end_helpers import facts
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
from tests.laws.test_law_68_71_claims import T22, at_ending, ruled

TRICK_1 = ("S5", "S3", "S2", "SQ")
"""DEAL_A, 4S by South: West leads S5 and South wins trick 1 with SQ; South is on lead."""


def _faced(edition: int) -> Table:
    """South, declarer, faces his cards on lead at trick 2."""
    table = contract_table(edition=edition)
    plays(table, *TRICK_1)
    table.apply(HandSpread(S))
    return table


@pytest.mark.law("48B2", "48A", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_declarer_faces_his_cards_deemed_a_claim_the_opponents_agree(edition: int) -> None:
    table = _faced(edition)
    assert phase(table) == Phase.DIRECTOR  # play waits for the director
    with pytest.raises(PhaseError):
        table.play("HA")
    ruling = rule(table)
    assert str(ruling.law) == "48B2" and [q.key for q in ruling.questions] == ["48B2"]
    assert "no card of declarer's is a penalty card (Law 48A)" in facts(ruling)
    ruling = rule(table, **{"48B2": "no"})
    assert [q.key for q in ruling.questions] == ["68"]
    assert ruling.questions[0].answers == tuple(str(n) for n in range(13))
    apply(table, "claim", **{"48B2": "no", "68": "12"})
    claim = table.laws_state.play.end.claims[0]
    assert (claim.claimer, claim.tricks, claim.remaining, claim.spread) == (S, 12, 12, True)
    assert claim.status is ClaimStatus.PENDING and "48B2" in claim.statement
    assert claim.procedure is not None
    assert table.laws_state.procedures[claim.procedure].irregularity.kind is Kind.CLAIM
    assert phase(table) == Phase.DIRECTOR and table.penalty_cards == ()  # play ceases (68D)
    table.apply(ClaimAnswered(W, "agree"))
    table.apply(ClaimAnswered(E, "agree"))
    assert phase(table) == Phase.ENDED and table.declarer_tricks == 13
    # The same as the claim made in words at the same moment and agreed.
    same = contract_table(edition=edition)
    plays(same, *TRICK_1)
    same.apply(ClaimMade(S, 12))
    same.apply(ClaimAnswered(W, "agree"))
    same.apply(ClaimAnswered(E, "agree"))
    assert table.score_ns() == same.score_ns() == 510


@pytest.mark.law("48B2", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_declarer_who_did_not_intend_to_claim_plays_on(edition: int) -> None:
    table = _faced(edition)
    ruling = rule(table, **{"48B2": "yes"})
    assert keys(ruling) == ["continue"] and ruling.questions == ()
    apply(table, "continue", **{"48B2": "yes"})
    assert phase(table) == Phase.PLAY and table.turn == S and table.penalty_cards == ()
    assert table.laws_state.play.end.claims == []
    finish(table)
    same = reference(edition, *TRICK_1)
    assert table.declarer_tricks == same.declarer_tricks
    assert table.score_ns() == same.score_ns() is not None


@pytest.mark.law("48B2", "70", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_a_claim_deemed_made_by_facing_the_cards_disputed_is_ruled_by_law_70(
    edition: int,
) -> None:
    # T22: 4S, South on lead at trick 10 with SQ HAKQ; West holds the master SJ.
    table = at_ending(T22, "4S", edition=edition)
    won = table.tricks_won(S.side)
    table.apply(HandSpread(S))
    apply(table, "claim", **{"48B2": "no", "68": "4"})
    table.apply(ClaimAnswered(W, "dispute"))
    table.call_director(by=W)
    answers = {"70C": "yes", "70": "3"}
    ruling = rule(table, **answers)
    text = facts(ruling)
    assert str(ruling.law) == "70" and "worst normal outcome: 3" in text
    # The edition's Law 70 standards (70D3 only in 2007; the 70E1 irrational clause in
    # 1997 and 2007).
    assert ("(70D3)" in text) == (edition == 2007)
    assert ("(70E1)" in text) == (edition in (1997, 2007))
    apply(table, **answers)
    ruled(table, won, 3)


@pytest.mark.law("68A", editions=(2017,))
def test_a_defender_who_faces_his_cards_records_a_claim_instead() -> None:
    table = contract_table()
    plays(table, *TRICK_1)
    with pytest.raises(PhaseError) as info:
        table.apply(HandSpread(W))
    assert str(info.value.law) == "68A" and "record it as a claim" in str(info.value)
    assert phase(table) == Phase.PLAY and table.laws_state.procedures == []
