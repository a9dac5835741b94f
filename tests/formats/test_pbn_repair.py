"""Tolerant repairs of exporter layouts that contradict PBN 2.1 (pbn_repair)."""

from __future__ import annotations

from bridgelaw.check import check_result
from bridgelaw.core import PASS, Seat
from bridgelaw.formats import pbn

DEAL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"


def game(auction: str, play: str, declarer: str, contract: str, dealer: str = "N") -> str:
    return (
        f'[Board "1"]\n[Dealer "{dealer}"]\n[Vulnerable "None"]\n[Deal "{DEAL}"]\n'
        f'[Declarer "{declarer}"]\n[Contract "{contract}"]\n[Result "7"]\n'
        f'[Auction "{dealer}"]\n{auction}\n{play}'
    )


def test_leading_passes_left_out_are_restored_when_the_tags_require_them() -> None:
    # East opened 1NT after North's pass; the file leaves North's pass out.
    text = game("1NT Pass Pass Pass", "", "E", "1NT")
    (result,) = pbn.table_results(pbn.loads(text))
    assert result.auction is not None
    assert result.auction[0].call == PASS and len(result.auction) == 5
    assert any("1 leading pass(es)" in note for note in result.notes)
    assert check_result(result).ok


def test_an_auction_that_agrees_is_left_alone() -> None:
    (result,) = pbn.table_results(pbn.loads(game("1NT Pass Pass Pass", "", "N", "1NT")))
    assert result.auction is not None and len(result.auction) == 4
    assert not any("leading pass" in note for note in result.notes)


def test_tricks_in_playing_order_are_read_by_holder() -> None:
    # 1NT by North, East leads. East's clubs win trick 1; the file writes trick 2 from
    # its leader (East) although the columns start with East anyway, and trick 2's
    # line lists South first: a column reading would give CQ to South.
    play = '[Play "E"]\nCK CT C5 C4\nCA C9 C7 C3\n*'
    text = game("1NT Pass Pass Pass", play, "N", "1NT")
    (result,) = pbn.table_results(pbn.loads(text))
    assert result.play is not None and [str(c) for c in result.play[:4]] == ["CK", "CT", "C5", "C4"]
    rotated = '[Play "E"]\nCK CT C5 C4\nC9 C7 C3 CA\n*'
    (repaired,) = pbn.table_results(pbn.loads(game("1NT Pass Pass Pass", rotated, "N", "1NT")))
    assert repaired.play is not None
    assert [str(c) for c in repaired.play[4:8]] == ["CA", "C9", "C7", "C3"]
    assert any("hand holding it" in note for note in repaired.notes)
    report = check_result(repaired)
    assert report.replayed_cards == 8 and report.ok


def test_an_impossible_play_is_left_for_the_check_to_report() -> None:
    # East's CK twice: no reading makes this a play.
    bad = '[Play "E"]\nCK CT C5 C4\nCK C9 C7 C3\n*'
    (result,) = pbn.table_results(pbn.loads(game("1NT Pass Pass Pass", bad, "N", "1NT")))
    report = check_result(result)
    assert report.problems and report.problems[0].kind == "illegal-card"
    assert result.board.deal is not None and result.board.deal.holder(result.play[0]) == Seat.EAST  # type: ignore[index]
