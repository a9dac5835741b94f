"""Law 64C after a revoke exempt from the transfer by Law 64B3 (a penalty card not
played; a card of dummy's), through the director to the final result and score, in
every edition. The director now sees the double-dummy comparison: with the card the
offender had to play (the penalty card) or with dummy's cards of the suit led. Before
the fix no comparison was made for these revokes, and the 64C question said "the
double-dummy result without the revoke is shown above" with nothing shown.

T16 (see test_law_61_64_revokes): 4S by South; NS take 10 tricks in play.
"""

from __future__ import annotations

import pytest

from bridgelaw.director import Ruling
from bridgelaw.table import Phase, Table
from bridgelaw.table.end_events import RevokeAttention
from tests.laws.end_helpers import ALL_EDITIONS, E, N, S, W, facts, play_all, rule, scenario
from tests.laws.play_helpers import finish
from tests.laws.test_law_61_64_revokes import T16

# T16 with North (dummy) discarding C2 at trick 6 while holding diamonds.
DUMMY_REVOKE = [*T16[:5], "DJ C2 D3 DA", *T16[6:]]


def _after_play(table: Table) -> Ruling:
    """Play the board out and return the director's Law 64 ruling after play."""
    finish(table)
    assert table.phase == Phase.DIRECTOR
    return rule(table)


def _adjusted(table: Table, tricks: int) -> None:
    answers = {"64C": "no", "64C-tricks": str(tricks)}
    rule(table, **answers).apply(table, answers=answers)
    assert table.phase == Phase.ENDED and table.declarer_tricks == tricks


@pytest.mark.law("64B3", "64C", "52", editions=ALL_EDITIONS)
@pytest.mark.law("64C1", editions=(2017,))
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_64c_comparison_after_a_penalty_card_not_played(edition: int) -> None:
    table, order = scenario(T16, "4S", edition=edition)
    play_all(table, order[:4])  # trick 1: W HA wins
    table.expose(W, "HQ", how="dropped")  # an honour: a major penalty card (50B)
    table.call_director()
    rule(table).apply(table, rule(table).options[0].key)
    table.play("HK")  # W leads HK although he must lead his penalty card HQ
    table.play("H5")  # declarer plays from dummy: the lead stands (52B1(b))
    play_all(table, ["H6", "H7"])
    table.play("HQ")
    table.apply(RevokeAttention(S, W, 2))
    rule(table).apply(table)  # established: no transfer (64B3), 64C after play
    ruling = _after_play(table)
    text = facts(ruling)
    assert "Law 64B3" in text and "no double-dummy comparison" not in text
    assert "revoke by west at trick 2 (failure to play a penalty card)" in text
    assert "without the revoke (double dummy, playing HQ): 10 tricks" in text
    asked = rule(table, **{"64C": "no"}).questions
    assert [q.key for q in asked] == ["64C-tricks"] and "shown above" in asked[0].text
    _adjusted(table, 10)
    assert table.score_ns() == 420


@pytest.mark.law("64B3", "64C", editions=ALL_EDITIONS)
@pytest.mark.law("64C1", editions=(2017,))
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_64c_comparison_after_dummys_revoke(edition: int) -> None:
    table, order = scenario(DUMMY_REVOKE, "4S", edition=edition)
    play_all(table, order)
    assert [(r.offender, r.trick) for r in table.revokes] == [(N, 6)]
    table.apply(RevokeAttention(E, N, 6))
    rule(table).apply(table)  # established (63A1)
    ruling = rule(table)
    text = facts(ruling)
    assert "a card of dummy's (Law 64B3)" in text and "no double-dummy comparison" not in text
    assert "without the revoke (double dummy, following suit with DT D7 D4)" in text
    ruling = rule(table, **{"64C": "yes"})
    ruling.apply(table, answers={"64C": "yes"})
    assert table.declarer_tricks == 10 and table.score_ns() == 420
