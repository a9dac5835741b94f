"""Accepted irregular calls written to PBN with ^I and ^S and read back (PBN 2.1 §3.9)."""

from __future__ import annotations

import pytest

from bridgelaw.core import Contract, Seat
from bridgelaw.formats import pbn
from bridgelaw.formats.table_pbn import annotated_auction, pbn_game, table_from_auction
from bridgelaw.table import Phase, Table
from tests.laws.laws_helpers import calls_of, laws_table, phase

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def round_trip(table: Table) -> pbn.PbnGame:
    text = pbn.dumps([pbn_game(table)])
    games = pbn.loads(text, strict=True)
    assert len(games) == 1
    return games[0]


@pytest.mark.law("27A1")
def test_accepted_insufficient_bid_is_written_with_caret_i() -> None:
    table = laws_table(2, "E 1NT", "S 1S", "W P", "N P", "E P")
    marks = [c.mark for c in annotated_auction(table)]
    assert marks == [None, "I", None, None, None]
    text = pbn.dumps([pbn_game(table)])
    assert "^I 1S" in text
    game = round_trip(table)
    assert game.auction == annotated_auction(table)
    assert game.contract == Contract.parse("1S", declarer=S)


@pytest.mark.law("29A")
def test_accepted_call_out_of_rotation_is_written_with_caret_s() -> None:
    table = laws_table(5, "E 1S", "S P", "W P", "N P")
    assert phase(table) == Phase.PLAY and table.declarer == E
    assert [c.mark for c in annotated_auction(table)] == ["S", None, None, None]
    game = round_trip(table)
    assert game.calls is not None and game.calls[0].token == "^S"
    assert game.auction == annotated_auction(table)


@pytest.mark.law("29A", "31")
@pytest.mark.law("27A2", indirect=True)
def test_insufficient_bid_out_of_rotation_accepted_carries_both_marks() -> None:
    # the example of PBN 2.1 §3.9: "1D ^S ^I 1C", West opens 1D, East bids 1C
    table = laws_table(4, "W 1D", "E 1C", "S P", "W P", "N P")
    assert [c.mark for c in annotated_auction(table)] == [None, "SI", None, None, None]
    text = pbn.dumps([pbn_game(table)])
    assert "1D ^S ^I 1C" in text
    game = round_trip(table)
    assert game.auction == annotated_auction(table)
    assert game.contract == Contract.parse("1C", declarer=E)


@pytest.mark.law("29A")
@pytest.mark.law("27A1", indirect=True)
def test_marked_auction_read_back_replays_at_a_laws_table() -> None:
    table = laws_table(4, "W 1D", "E 1C", "S P", "W P", "N P")
    game = round_trip(table)
    assert game.board is not None and game.auction is not None
    again = table_from_auction(game.board, game.auction)
    assert calls_of(again) == calls_of(table)
    assert again.contract == table.contract and again.declarer == E


def test_alerts_and_explanations_become_notes() -> None:
    table = laws_table(1)
    table.call("1NT", seat=N)
    table.call("P", seat=E)
    table.call("2D", seat=S, alert=True, explanation="transfer to hearts")
    game = round_trip(table)
    assert game.auction is not None
    assert game.auction[2].alert and game.auction[2].explanation == "transfer to hearts"
