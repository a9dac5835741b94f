"""LIN records as TableResult: boards, rooms, players, and the results the files record."""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgelaw.core import Board, Card, Contract, Deal, Seat, Vulnerability
from bridgelaw.core.calls import Bid, Strain
from bridgelaw.errors import FormatError
from bridgelaw.formats.lin import load
from bridgelaw.formats.lin_bbo import parse_bbo_page, read_bbo_travellers
from bridgelaw.formats.lin_convert import (
    load_table_results,
    record_from_table,
    table_results,
    to_table_result,
)
from bridgelaw.formats.records import AnnotatedCall, TableResult


def _data() -> Path:
    return Path(__file__).resolve().parents[2] / ".." / "shared" / "data"


VUGRAPH = _data() / "lin" / "bbo_vugraph_archive"
PBNTOOLS = _data() / "pbntools_results"
SKYCLUB = PBNTOOLS / "test_6_bbo_skyclub_20130810" / "SKY_CLUB_2196_Pairs_SKY_CLUB_JACKPOT_2000"
WRONIE = PBNTOOLS / "test_8_bbo_wronie_20130824" / "Wronie_9533_Pairs_2720_PRZYJACIELE_WRONIA"


def test_vugraph_board_1_open_and_closed() -> None:
    results = table_results(load(VUGRAPH / "74800.lin"))
    assert len(results) == 16
    open1, closed1 = results[0], results[1]
    assert (open1.table, closed1.table) == ("Open", "Closed")
    assert open1.board == Board(
        1,
        Deal.parse("S:KQT7.T92.A654.K6 4.AQ765.K9.AQJ32 653.KJ43.J32.987 AJ982.8.QT87.T54"),
        dealer=Seat.NORTH,
        vulnerability=Vulnerability.NONE,
    )
    assert open1.players == {
        Seat.SOUTH: "Klukowski",
        Seat.WEST: "Wasiak",
        Seat.NORTH: "Zatorski",
        Seat.EAST: "Moszczyñsk",
    }
    # rs|5CE=,3NWx-1,...|  and mc|11| / mc|8|
    assert open1.contract == Contract.parse("5CE")
    assert (open1.result, open1.claimed_tricks, open1.score_ns) == (11, 11, None)
    assert closed1.contract == Contract.parse("3NXW")
    assert (closed1.result, closed1.claimed_tricks) == (8, 8)
    assert closed1.auction is not None and closed1.auction[1] == AnnotatedCall(
        Bid(2, Strain.SPADES), alert=True
    )
    assert closed1.play is not None and closed1.play[0] == Card.parse("S5")
    assert open1.source.endswith("74800.lin") and open1.line == 4


def test_vugraph_counts() -> None:
    results = [t for path in sorted(VUGRAPH.glob("*.lin")) for t in load_table_results(path)]
    assert len(results) == 248
    assert sum(t.passed_out for t in results) == 2
    assert sum(t.contract is not None for t in results) == 246
    assert all(t.result is not None for t in results if t.contract is not None)
    assert sum(t.claimed_tricks is not None for t in results) == 221


def test_claims_that_disagree_with_rs_keep_the_recorded_result() -> None:
    # 74807 open room board 19: mc|13| after two tricks, but rs says 6DS= (12 tricks).
    results = load_table_results(VUGRAPH / "74807.lin")
    board19 = next(t for t in results if t.board.number == 19 and t.table == "Open")
    assert board19.claimed_tricks == 13 and board19.result == 12
    assert board19.contract == Contract.parse("6DS")
    assert any("claim (mc) of 13" in note for note in board19.notes)
    disagreeing = [
        t
        for path in sorted(VUGRAPH.glob("*.lin"))
        for t in load_table_results(path)
        if any("claim (mc)" in n for n in t.notes)
    ]
    assert len(disagreeing) == 4


def test_bbo_page_rows() -> None:
    rows = read_bbo_travellers(SKYCLUB)
    assert len(rows) == 44
    # <td class="result">3NE-1</td> <td class="score">50</td> ... href="20784110.lin"
    row = rows["20784110.lin"]
    assert row.result == "3NE-1" and row.score_ns == 50 and not row.adjusted
    assert row.players == ("gubben81", "hzengin", "k00la1d", "mlang")
    assert row.entry is not None and row.entry.contract == Contract.parse("3NTE")
    adjusted = rows["20784108.lin"]
    assert adjusted.result == "A==" and adjusted.adjusted and adjusted.score_ns is None


def test_bbo_page_suit_symbols_and_movie_links() -> None:
    rows = read_bbo_travellers(PBNTOOLS / "bbo_myhands")
    # <td class="result">3<span ...>&clubs;</span>N=</td> ... myhand=M-3399598383-...
    assert rows["3399598383.lin"].result == "3CN="
    assert rows["3399598383.lin"].score_ns == 110
    assert rows["3399600265.lin"].result == "3NS+1"
    page = '<tr><td class="result">4<span>\u2660</span>W-1</td><td class="negscore">-100</td>'
    page += '<td><a href="123.lin">Lin</a></td></tr>'
    (row,) = parse_bbo_page(page)
    assert (row.lin, row.result, row.score_ns) == ("123.lin", "4SW-1", -100)


def test_pbntools_tables_take_results_from_saved_pages() -> None:
    results = [t for path in sorted(PBNTOOLS.rglob("*.lin")) for t in load_table_results(path)]
    assert len(results) == 785
    scored = [t for t in results if t.score_ns is not None]
    # 785 tables: 773 with a score (one passed out), 11 adjusted, 1 without a row.
    assert len(scored) == 773
    assert sum(t.passed_out for t in results) == 1
    adjusted = [t for t in results if any("adjusted score" in n for n in t.notes)]
    assert len(adjusted) == 11
    for table in results:
        if table.claimed_tricks is not None and table.contract is not None:
            assert table.result == table.claimed_tricks


def test_pbntools_table_with_claim() -> None:
    (table,) = load_table_results(PBNTOOLS / "test_bbo_history_with_lins" / "3381671193.lin")
    # history_page.html: 5<span>&diams;</span>E= -400; the LIN ends with mc|11|
    assert table.contract == Contract.parse("5DE")
    assert (table.result, table.claimed_tricks, table.score_ns) == (11, 11, -400)
    assert table.table == "3381671193.lin"
    assert table.auction is not None and table.auction[1].explanation == "gesthem"


def test_interrupted_play_is_noted() -> None:
    (table,) = load_table_results(SKYCLUB / "20784108.lin")
    assert table.play is not None and len(table.play) == 26
    assert table.result is None and table.contract is None
    assert any("play stops after 26 cards" in n for n in table.notes)
    (lonely,) = load_table_results(WRONIE / "28189972.lin")  # no row on any page
    assert lonely.result is None and lonely.score_ns is None


def test_page_naming_other_players_is_not_used() -> None:
    record = load(SKYCLUB / "20784110.lin")[0]
    rows = read_bbo_travellers(SKYCLUB)
    other = rows["20784111.lin"]
    table = to_table_result(record, traveller=other)
    assert table.result is None and any("other players" in n for n in table.notes)


def test_myhands_results_from_claims_only() -> None:
    results = table_results(load(_data() / "lin" / "endplay_example1_bbo_myhands.lin"))
    assert [t.board.number for t in results] == list(range(1, 9))
    assert [t.result for t in results] == [None, None, 9, None, None, None, 11, None]
    assert all(t.table == "endplay_example1_bbo_myhands.lin" for t in results)
    assert results[1].board.vulnerability == Vulnerability.NS  # sv|n|
    assert results[1].board.dealer == Seat.EAST  # md|4...


def test_record_from_table_round_trip() -> None:
    for original in table_results(load(VUGRAPH / "74801.lin")):
        record = record_from_table(original)
        again = to_table_result(record)
        assert again.board == original.board
        assert again.players == original.players
        assert again.auction == original.auction
        assert again.play == original.play
        assert again.claimed_tricks == original.claimed_tricks


def test_record_from_table_needs_a_deal() -> None:
    with pytest.raises(FormatError, match="no deal"):
        record_from_table(TableResult(source="x", line=0, board=Board(1)))


def test_board_without_number_is_numbered_by_position() -> None:
    from bridgelaw.formats.lin import loads

    records = loads("md|SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|")
    (table,) = table_results(records)
    assert table.board.number == 1 and table.board.dealer == Seat.NORTH
    assert any("no board number" in n for n in table.notes)
    assert any("no dealer digit" in n for n in table.notes)
