"""Law 64C: the double-dummy result without the revoke beside the result with it.

The sample deal (tests/conftest.py) has one top sequence per seat: N AKQJ.T98.765.432,
E T98.765.432.AKQJ, S 765.432.AKQJ.T98, W 432.AKQJ.T98.765. 3NT by South; West leads.
"""

from __future__ import annotations

import pytest

from bridgelaw.analysis.equity import EquityComparison, find_revokes, revoke_equity
from bridgelaw.core import Card, Contract, Deal, Seat, Vulnerability, law
from bridgelaw.errors import DealError
from bridgelaw.laws.revoke import BoardTransfers, Revoke
from tests.conftest import SAMPLE_DEAL

FIRST_SEVEN = (
    "S4 SA ST S7  SK S9 S6 S3  SQ S8 S5 S2  SJ H7 H4 HA  HT H6 H3 HK  HQ H9 H5 H2  HJ H8 D4 DA"
)
# Trick 8: West leads the DT, North the D7, East throws the CA holding D32 (a revoke),
# South wins with the DK; South cashes DQ DJ (East following), then leads a club and
# East takes the last three tricks with CKQJ.
REST = "DT D7 CA DK  DQ D9 D6 D3  DJ D8 D5 D2  CT C7 C4 CK  CQ C9 C6 C3  CJ C8 C5 C2"


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def board() -> tuple[Deal, Contract, list[Card]]:
    deal = Deal.parse(SAMPLE_DEAL)
    return deal, Contract.parse("3NT", declarer=Seat.SOUTH), cards(FIRST_SEVEN + " " + REST)


def test_the_revoke_is_found() -> None:
    deal, contract, play = board()
    assert find_revokes(deal, contract, play) == [Revoke(Seat.EAST, 8)]


@pytest.mark.law("64C", editions=(2017, 2007, 1997, 1987))
@pytest.mark.parametrize("year", [2017, 2007, 1997, 1987])
def test_revoke_that_gained_nothing(year: int) -> None:
    # NS won tricks 1-4 and 8-10 in play: 7. Without the revoke East follows with a
    # small diamond, South still cashes three diamonds and East the last three clubs:
    # 7 again, double dummy. The one-trick transfer (64A2) gives NS 8.
    deal, contract, play = board()
    result = revoke_equity(deal, contract, play, edition=year, vulnerability=Vulnerability.NONE)
    assert result.tricks_before == 4
    assert result.without_revoke == 7
    assert result.with_revoke == 7
    assert result.as_played == 7
    assert result.after_transfer == 8
    assert [str(c) for c in result.best_legal_cards] == ["D3", "D2"]
    assert result.scores == (-100, -50)
    assert not result.damaged
    assert str(result.equity) == ("64C1" if year == 2017 else "64C")
    assert "revoke by east at trick 8" in result.report()


def test_damage_is_judged_from_the_non_offending_side() -> None:
    revoke = Revoke(Seat.SOUTH, 5)
    base = EquityComparison(
        revoke=revoke,
        declarer=Seat.SOUTH,
        tricks_before=3,
        without_revoke=9,
        best_legal_cards=(Card.parse("D4"),),
        with_revoke=11,
        as_played=11,
        transfers=BoardTransfers(()),
        after_transfer=10,
        equity=law("64C1"),
    )
    # Declarer revoked and still has one trick more than without it: the defenders
    # may be damaged.
    assert base.damaged


def test_incomplete_play_needs_the_claimed_tricks() -> None:
    deal, contract, play = board()
    with pytest.raises(DealError, match="claimed="):
        revoke_equity(deal, contract, play[:40])
    # Play stopped after trick 10 and NS conceded the last three tricks: same as played.
    result = revoke_equity(deal, contract, play[:40], claimed=0)
    assert (result.as_played, result.after_transfer) == (7, 8)


def test_a_play_without_revoke_is_refused() -> None:
    deal, contract, _ = board()
    with pytest.raises(DealError, match="no revoke"):
        revoke_equity(deal, contract, cards(FIRST_SEVEN))
    with pytest.raises(DealError, match="not in west's hand"):
        revoke_equity(deal, contract, cards("SA"))
