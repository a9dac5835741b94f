"""Law 63B of 1997 through the director to the score: East asks his partner West "no
hearts?", which the 1997 Law 61B does not allow (defenders may ask each other only where
the Zone authorises it), and so draws attention to West's revoke at trick 4 (T19: 3NT by
South, West discarded CQ holding hearts) before it is established. In 1997 the revoke is
corrected and Law 64 applies as though it were established (63B): one trick is
transferred (64A2). In 2017 the defenders may ask each other (61B3): the revoke is
corrected before it is established and nothing is transferred (62A).
"""

from __future__ import annotations

import pytest

from bridgelaw.table import Phase, Table
from bridgelaw.table.end_events import RevokeInquiry
from tests.laws.end_helpers import E, W, facts, keys, phase, play_all, rule, scenario
from tests.laws.test_law_61_64_revokes import T19


def _play_out(table: Table) -> None:
    """Each turn the lowest legal card; declarer leaves West's penalty card on the table
    whenever East is on lead (50D2(b)), and finds the transfer enough (64C)."""
    while True:
        while phase(table) == Phase.PLAY:
            table.play(min(table.legal_cards(), key=lambda c: (c.suit, c.rank)))
        if table.irregularity is None:
            return
        ruling = rule(table, **{"64C": "yes"})
        ruling.apply(table, "none" if "none" in keys(ruling) else None, answers={"64C": "yes"})


@pytest.mark.law("63B", "64A2", editions=(1997,))
@pytest.mark.law("61B3", "62B1", editions=(2017, 1997))
@pytest.mark.parametrize(("edition", "tricks", "score"), [(2017, 8, -50), (1997, 9, 400)])
def test_a_revoke_found_by_an_illegal_inquiry_is_treated_as_established(
    edition: int, tricks: int, score: int
) -> None:
    table, order = scenario(T19, "3NT", edition=edition)
    play_all(table, order[:16])  # trick 4 played; West's CQ was a revoke
    table.apply(RevokeInquiry(E, W))
    ruling = rule(table)
    assert str(ruling.law) == "62B1" and keys(ruling) == ["substitute-H9", "substitute-H5"]
    assert ("Law 63B" in facts(ruling)) is (edition == 1997)
    ruling.apply(table, "substitute-H9")
    rule(table).apply(table, "keep")  # 62C1: North keeps HA
    assert [(str(p.card), p.kind) for p in table.penalty_cards] == [("CQ", "major")]
    _play_out(table)
    assert table.declarer_tricks == tricks and table.score_ns() == score
