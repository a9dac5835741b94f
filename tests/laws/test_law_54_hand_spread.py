"""Laws 54A, 54C, 48A through the director: presumed declarer spreads his hand
(``HandSpread``) after East faced the opening lead out of turn (DEAL_A: 4S by South, West
on lead, North dummy).

Law 54A lets him spread his hand and become dummy, but 54C makes him accept the lead
when he could have seen any of dummy's cards (a judgment, unless dummy's cards were
recorded as spread or exposed). Before the fix a ``HandSpread`` swapped declarer and
dummy at once, skipping 54C. Now the director rules: he asks the 54C question, or knows
its answer; "no": the spread stands, South is dummy and North declarer (54A); "yes":
South must accept the lead and stays declarer, his cards back in his hand (48A: no card
of declarer's is a penalty card). Each case is played to the score and compared with the
same board where the director was called before anything was spread.
"""

from __future__ import annotations

import pytest

from bridgelaw.core import Card
from bridgelaw.laws.play_records import PlayStatus
from bridgelaw.table import FaceDownLead, HandSpread, Phase, Table
from tests.laws.play_helpers import (
    ALL_EDITIONS,
    NO_54C,
    YES_54C,
    N,
    S,
    W,
    apply,
    contract_table,
    finish,
    keys,
    legal,
    opening_out_of_turn,
    phase,
    rule,
)


def _ruled(edition: int, choice: str, **answers: str) -> Table:
    """The board where declarer chose ``choice`` under Law 54 before spreading, played
    out."""
    table = opening_out_of_turn(edition)
    table.call_director()
    apply(table, choice, **answers)
    finish(table)
    return table


def _same_result(table: Table, other: Table) -> None:
    assert [t.cards for t in table.tricks] == [t.cards for t in other.tricks]
    assert (table.declarer, table.dummy) == (other.declarer, other.dummy)
    assert table.declarer_tricks == other.declarer_tricks
    assert table.score_ns() == other.score_ns() is not None


@pytest.mark.law("54", "54A", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_spread_asks_54c_and_no_makes_him_dummy(edition: int) -> None:
    table = opening_out_of_turn(edition)
    table.apply(HandSpread(S))
    assert phase(table) == Phase.DIRECTOR and table.declarer == S  # nothing decided yet
    table.call_director()
    ruling = rule(table)
    assert [q.key for q in ruling.questions] == ["54C"]  # a judgment: asked, not assumed
    ruling = rule(table, **NO_54C)
    assert str(ruling.law) == "54A" and keys(ruling) == ["spread"] and ruling.chooser == S
    apply(table, "spread", **NO_54C)
    assert table.declarer == N and table.dummy == S and table.penalty_cards == ()
    assert table.turn == S and table.acting_player == N  # the new dummy plays second
    finish(table)
    _same_result(table, _ruled(edition, "spread", **NO_54C))


@pytest.mark.law("54C", "48A", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_spread_after_he_could_see_dummy_he_must_accept(edition: int) -> None:
    table = opening_out_of_turn(edition)
    table.apply(HandSpread(N))  # North had started to spread: South could see it
    table.apply(HandSpread(S))
    table.call_director()
    ruling = rule(table)
    assert ruling.questions == ()  # 54C is a fact here, not a judgment
    assert str(ruling.law) == "54C" and keys(ruling) == ["accept"]
    assert any("no card of declarer's becomes a penalty card (Law 48A)" in f for f in ruling.facts)
    apply(table, "accept")
    assert table.declarer == S and table.dummy == N and table.penalty_cards == ()
    assert table.turn == S and legal(table) == {"H5", "HA"}  # 54B1: from his own hand
    finish(table)
    _same_result(table, _ruled(edition, "accept", **YES_54C))


@pytest.mark.law("54C", "48A", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_spread_when_the_director_finds_he_saw_dummy(edition: int) -> None:
    table = opening_out_of_turn(edition)
    table.apply(HandSpread(S))
    table.call_director()
    ruling = rule(table, **YES_54C)
    assert str(ruling.law) == "54C" and keys(ruling) == ["accept"]
    apply(table, "accept", **YES_54C)
    assert table.declarer == S and table.penalty_cards == () and table.turn == S
    finish(table)
    _same_result(table, _ruled(edition, "accept", **YES_54C))


@pytest.mark.law("54A", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_spread_with_partners_face_down_lead_on_the_table(edition: int) -> None:
    table = contract_table(edition=edition)
    table.apply(FaceDownLead(W, Card.parse("DT")))
    table.play("HK")  # East faces HK out of turn over West's face-down DT
    table.apply(HandSpread(S))
    table.call_director()
    apply(table, "spread", **NO_54C)
    record = table.play_records[0]
    assert (str(record.card), record.status) == ("DT", PlayStatus.WITHDRAWN)  # back to hand
    assert table.declarer == N and table.penalty_cards == ()
    finish(table)
    assert table.tricks[0].leader != W and table.score_ns() is not None
