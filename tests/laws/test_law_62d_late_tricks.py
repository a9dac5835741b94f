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
