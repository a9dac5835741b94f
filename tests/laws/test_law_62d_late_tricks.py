"""Law 62D with trick 13 played: a trick-12 revoke corrected after the last trick, when
the corrected trick 12 has another winner (so trick 13 has another leader), through the
director to the final result and score, in every edition.

South declares 1NT. West wins tricks 1-11 and leads C2 to trick 12; North C3; East
discards D2 holding CK (the revoke); South C4 wins. Trick 13: S H5, W H6, N H7, E CK.
Corrected (62D1): East plays CK to trick 12 and wins it, so East leads trick 13 (D2)
and wins it too: East-West take all thirteen tricks, 1NT down seven.
"""

from __future__ import annotations

import pytest

from bridgelaw.core import Card
from bridgelaw.laws.irregularity import Kind
from bridgelaw.table.end_events import RevokeAttention
from tests.laws.end_helpers import ALL_EDITIONS, E, S, facts, keys, play_all, rule, scenario

LATE = [
    "SK S2 S3 S4", "SQ S5 S6 S7", "SJ S8 S9 ST", "HA H2 H3 H4", "HK H8 H9 HT",
    "DA D3 D4 D5", "DK D6 D7 D8", "DQ D9 DT DJ", "CA C5 C6 C7", "CQ C8 C9 CT",
    "SA HQ HJ CJ", "C2 C3 D2 C4", "H5 H6 H7 CK",
]  # fmt: skip


@pytest.mark.law("62D1", "64B6", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_trick_12_revoke_corrected_after_trick_13_moves_the_lead(edition: int) -> None:
    table, order = scenario(LATE, "1NT", edition=edition)
    play_all(table, order)
    assert table.tricks_won(S.side) == 2
    table.apply(RevokeAttention(S, E, 12))
    ruling = rule(table)
    assert str(ruling.law) == "62D1" and keys(ruling) == ["substitute-CK"]
    ruling.apply(table, "substitute-CK")
    while table.irregularity is not None and table.irregularity.kind == Kind.REVOKE:
        ruling = rule(table)
        ruling.apply(table, ruling.options[0].key)
    trick12, trick13 = table.tricks[11], table.tricks[12]
    assert trick12.card_of(E) == Card.parse("CK") and trick12.winner == E
    assert trick13.leader == E and trick13.card_of(E) == Card.parse("D2")
    assert trick13.winner == E
    assert table.irregularity is not None and table.irregularity.kind == Kind.REVOKE_AFTER_PLAY
    after = rule(table)
    assert "without the revoke (double dummy" in facts(after)
    assert "no double-dummy comparison" not in facts(after)
    after.apply(table, answers={"64C": "yes"})
    assert table.declarer_tricks == 0 and table.score_ns() == -350


KEPT = [*LATE[:11], "C2 C3 D2 CK", "H5 H6 H7 C4"]
"""As LATE, but South wins trick 12 with CK over East's revoke (East holds C4), and North
wins trick 13: corrected, trick 12 is still South's, so the offending side wins neither
trick 12 nor trick 13."""


@pytest.mark.law("62D1", "64B6", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_trick_12_revoke_is_exempt_under_64b6_not_64b1(edition: int) -> None:
    """64B6 (a revoke on the twelfth trick) is the exemption the revoke's own trick makes
    applicable; 64B1 (the offending side won no trick from the revoke on) also reads true
    here, and was cited before the fix."""
    table, order = scenario(KEPT, "1NT", edition=edition)
    play_all(table, order)
    table.apply(RevokeAttention(S, E, 12))
    ruling = rule(table)
    assert str(ruling.law) == "62D1" and keys(ruling) == ["substitute-C4"]
    ruling.apply(table, "substitute-C4")
    ruling = rule(table)
    assert str(ruling.law) == "62C1" and keys(ruling) == ["keep"]
    ruling.apply(table, "keep")
    trick12, trick13 = table.tricks[11], table.tricks[12]
    assert trick12.card_of(E) == Card.parse("C4") and trick12.winner == S
    assert trick13.card_of(E) == Card.parse("D2") and trick13.winner.side == S.side
    assert table.irregularity is not None and table.irregularity.kind == Kind.REVOKE_AFTER_PLAY
    after = rule(table)
    text = facts(after)
    assert "the revoke was on the twelfth trick (see Law 62D) (Law 64B6)" in text
    assert "64B1" not in text
    assert [q.key for q in after.questions] == ["64C"]
    after.apply(table, answers={"64C": "yes"})  # no damage beyond what 62D1 put right
    assert table.irregularity is None
    assert table.declarer_tricks == 2 and table.score_ns() == -250  # 1NT down five
