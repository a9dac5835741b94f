"""Law 41 in laws mode: the review of the auction and questions while the opening lead
lies face down (41B).

DEAL_A (see play_helpers): 4S by South, West leads, North is dummy.
"""

from __future__ import annotations

import pytest

from bridgelaw.core import Card
from bridgelaw.laws.disclosure import may_ask_explanation, may_request_review
from bridgelaw.table import FaceDownLead, LeadFaced
from tests.laws.play_helpers import ALL_EDITIONS, E, N, S, W, contract_table

SOUTHS_BID = 2  # the call records: N pass, E pass, S 4S, W pass, N pass, E pass
EASTS_PASS = 1


@pytest.mark.law("41B", editions=ALL_EDITIONS)
@pytest.mark.parametrize("edition", ALL_EDITIONS)
def test_41b_leaders_partner_and_presumed_declarer_ask_while_the_lead_is_face_down(
    edition: int,
) -> None:
    table = contract_table(edition=edition)
    assert not may_request_review(table, E).allowed  # before the lead: not his turn
    table.apply(FaceDownLead(W, Card.parse("H9")))
    for seat in (E, S):
        right = may_request_review(table, seat)
        assert right.allowed and str(right.law) == "41B"
    assert may_ask_explanation(table, E, about=SOUTHS_BID).allowed
    assert may_ask_explanation(table, S, about=EASTS_PASS).allowed
    assert not may_ask_explanation(table, S, about=SOUTHS_BID).allowed  # his own call
    dummy = may_request_review(table, N)  # presumed dummy may not
    assert not dummy.allowed and not may_ask_explanation(table, N, about=EASTS_PASS).allowed
    table.apply(LeadFaced())  # the lead is faced: back to one's own turn (20C2, 20F2)
    assert not may_request_review(table, E).allowed
    assert may_request_review(table, S).allowed  # declarer's first turn, from dummy
    assert str(may_request_review(table, S).law) == "20C2"
