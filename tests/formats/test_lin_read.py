"""Reading LIN: real BBO files, typed values checked against the file text."""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgelaw.core import Card, Contract, Deal, Hand, Seat, Vulnerability
from bridgelaw.core.calls import DOUBLE, PASS, Bid, Call, Strain
from bridgelaw.formats.lin import LinRecord, load, loads
from bridgelaw.formats.lin_tokens import LinToken, tokenize
from bridgelaw.formats.lin_values import parse_md, parse_qx, parse_rs_entry, parse_vg


def _data() -> Path:
    return Path(__file__).resolve().parents[2] / ".." / "shared" / "data"


VUGRAPH = _data() / "lin" / "bbo_vugraph_archive"
MYHANDS = _data() / "lin" / "endplay_example1_bbo_myhands.lin"
PBNTOOLS = _data() / "pbntools_results"


def _calls(*texts: str) -> tuple[Call, ...]:
    return tuple(Call.parse(t) for t in texts)


# The real files --------------------------------------------------------------------------


def test_vugraph_archive_has_248_tables_in_8_matches() -> None:
    files = sorted(VUGRAPH.glob("*.lin"))
    assert [f.name for f in files] == [f"7480{i}.lin" for i in range(8)]
    counts = [len(load(f)) for f in files]
    assert counts == [16, 32, 32, 24, 40, 40, 32, 32]
    assert sum(counts) == 248


def test_myhands_file_has_8_hands_one_per_line() -> None:
    records = load(MYHANDS)
    assert len(records) == 8
    assert [r.board_number for r in records] == list(range(1, 9))
    assert [r.line for r in records] == list(range(1, 9))
    assert [r.board_name for r in records] == [f"Board {n}" for n in range(1, 9)]


def test_pbntools_has_785_single_table_files() -> None:
    files = sorted(PBNTOOLS.rglob("*.lin"))
    assert len(files) == 785
    for path in files:
        records = load(path)
        assert len(records) == 1, path
        assert records[0].deal is not None and records[0].deal.is_complete, path


def test_every_real_file_reads_and_every_deal_is_complete() -> None:
    files = sorted(_data().rglob("*.lin"))
    assert len(files) == 794
    tables = 0
    for path in files:
        for record in load(path):
            tables += 1
            assert record.deal is not None and record.deal.is_complete
            assert record.dealer is not None and record.vulnerability is not None
            assert len(set(record.play)) == len(record.play)
    assert tables == 248 + 8 + 785


# One vugraph board, as written in 74800.lin --------------------------------------------------


@pytest.fixture(scope="module")
def match_74800() -> list[LinRecord]:
    return load(VUGRAPH / "74800.lin")


def test_vugraph_header(match_74800: list[LinRecord]) -> None:
    vg = match_74800[0].vugraph
    assert vg is not None
    assert vg.event == "GP of Poland - A Zurek memorial"
    assert vg.segment == "SEGMENT 3_4"
    assert vg.scoring == "I"
    assert (vg.first_board, vg.last_board) == (1, 8)
    assert vg.teams == ("JWMP", "ZADRa")
    assert vg.carry_over == (19.0, 105.0)
    assert [t.name for t in match_74800[0].header] == ["vg", "rs", "pn", "pg"]
    assert all(r.header is match_74800[0].header for r in match_74800)
    assert [r.starts_section for r in match_74800] == [True] + [False] * 15


def test_vugraph_rooms_and_players(match_74800: list[LinRecord]) -> None:
    # pn|Klukowski,Wasiak,Zatorski,Moszczyñsk,Marks,Chodacki,Oglobin,Strzemecki| (S,W,N,E x 2)
    rooms = [(r.room, r.board_number) for r in match_74800]
    assert rooms == [(room, n) for n in range(1, 9) for room in ("o", "c")]
    open1, closed1 = match_74800[0], match_74800[1]
    assert open1.player(Seat.SOUTH) == "Klukowski"
    assert open1.player(Seat.WEST) == "Wasiak"
    assert open1.player(Seat.NORTH) == "Zatorski"
    assert open1.player(Seat.EAST) == "Moszczyñsk"
    assert closed1.players == ("Oglobin", "Strzemecki", "Marks", "Chodacki")


def test_vugraph_board_1_open_room(match_74800: list[LinRecord]) -> None:
    rec = match_74800[0]
    # md|3SKQT7HT92DA654CK6,S4HAQ765DK9CAQJ32,S653HKJ43DJ32C987,SAJ982H8DQT87CT54|sv|o|
    assert rec.dealer == Seat.NORTH
    assert rec.vulnerability == Vulnerability.NONE
    assert rec.deal == Deal.parse(
        "S:KQT7.T92.A654.K6 4.AQ765.K9.AQJ32 653.KJ43.J32.987 AJ982.8.QT87.T54"
    )
    calls = _calls("p", "p", "1S", "2S", "p", "3C", "p", "3S", "p", "5C", "p", "p", "p")
    assert tuple(a.call for a in rec.auction) == calls
    assert not any(a.alert for a in rec.auction)
    assert rec.play[:4] == tuple(Card.parse(c) for c in ("SK", "S4", "S6", "SA"))
    assert len(rec.play) == 23 and rec.play[-1] == Card.parse("C4")
    assert rec.claim == 11
    assert rec.commentary == (
        "vugraph23: Witamy po przerwie",
        "vugraph23: Welcome after the break",
    )
    assert rec.recorded is not None and rec.recorded.text == "5CE="
    assert rec.recorded.contract == Contract.parse("5C", declarer=Seat.EAST)
    assert rec.recorded.tricks == 11
    assert rec.line == 4


def test_vugraph_alerts_and_explanations(match_74800: list[LinRecord]) -> None:
    closed1 = match_74800[1]  # mb|p|mb|2S!|mb|p|mb|2N|...
    assert closed1.auction[1].call == Bid(2, Strain.SPADES) and closed1.auction[1].alert
    assert closed1.auction[1].explanation is None
    assert closed1.auction[10].call == DOUBLE
    assert closed1.recorded is not None and closed1.recorded.text == "3NWx-1"
    assert closed1.claim == 8
    closed3 = match_74800[5]  # mb|2D!|an|stare|
    assert closed3.room == "c" and closed3.board_number == 3
    first = closed3.auction[0]
    assert (first.call, first.alert, first.explanation) == (Bid(2, Strain.DIAMONDS), True, "stare")
    assert closed3.vulnerability == Vulnerability.EW and closed3.dealer == Seat.SOUTH


def test_pairs_vugraph_rs_lists_both_rooms_for_open_room_only_file() -> None:
    # 74804: 40 open-room tables; rs has 80 entries, closed rooms 17-40 empty.
    records = load(VUGRAPH / "74804.lin")
    assert {r.room for r in records} == {"o"}
    assert records[0].vugraph is not None and records[0].vugraph.scoring == "P"
    rec40 = records[-1]
    assert rec40.board_number == 40
    assert rec40.recorded is not None and rec40.recorded.text == "4SSx-2"
    assert records[1].recorded is not None and records[1].recorded.text == "4SE="


def test_vugraph_passed_out_entry() -> None:
    records = load(VUGRAPH / "74802.lin")
    board5 = next(r for r in records if r.board_number == 5 and r.room == "o")
    assert board5.recorded is not None and board5.recorded.passed_out
    assert tuple(a.call for a in board5.auction) == (PASS,) * 4


# The myhands file ------------------------------------------------------------------------


def test_myhands_board_1() -> None:
    rec = load(MYHANDS)[0]
    # pn|domtp,~~M25054gn,~~M2509087,~~M25116nn|  (S, W, N, E)
    assert rec.players == ("~~M2509087", "~~M25116nn", "domtp", "~~M25054gn")
    # md|3SKH4579QKAD69C58K,S569QAH3D5TJQAC69,S47H8TD248KC347QA,|  East omitted
    assert rec.dealer == Seat.NORTH
    assert rec.deal is not None
    assert rec.deal[Seat.SOUTH] == Hand.parse("K.AKQ9754.96.K85")
    assert rec.deal[Seat.NORTH] == Hand.parse("74.T8.K842.AQ743")
    assert rec.deal[Seat.EAST] == Hand.parse("JT832.J62.73.JT2")
    michaels = rec.auction[3]
    assert michaels.call == Bid(2, Strain.HEARTS) and michaels.alert
    assert michaels.explanation == "Michaels -- 5+ !S; 9+ total points; forcing "
    assert rec.auction[2].explanation is not None and not rec.auction[2].alert
    assert len(rec.play) == 52 and rec.claim is None
    assert rec.header == () and not rec.starts_section


def test_myhands_claims() -> None:
    records = load(MYHANDS)
    assert [r.claim for r in records] == [None, None, 9, None, None, None, 11, None]
    assert [len(r.play) for r in records] == [52, 52, 44, 52, 52, 52, 44, 52]


def test_interrupted_table_without_auction() -> None:
    path = PBNTOOLS / "test_8_bbo_wronie_20130824" / "Wronie_9533_Pairs_2720_PRZYJACIELE_WRONIA"
    rec = load(path / "28189453.lin")[0]
    assert rec.auction == () and rec.play == () and rec.board_number == 3
    assert rec.vulnerability == Vulnerability.EW


# Values ----------------------------------------------------------------------------------


def test_tokenize_keeps_leads_and_lines() -> None:
    tokens, trailer, notes = tokenize("vg|a|\r\nqx|o1|pg||\nmb|p|\n")
    assert [(t.name, t.value, t.lead, t.line) for t in tokens] == [
        ("vg", "a", "", 1),
        ("qx", "o1", "\r\n", 2),
        ("pg", "", "", 2),
        ("mb", "p", "\n", 3),
    ]
    assert trailer == "\n" and notes == ()


def test_tokenize_unclosed_last_value() -> None:
    tokens, trailer, notes = tokenize("mb|p|mc|9")
    assert tokens[-1] == LinToken("mc", "9", closed=False)
    assert trailer == "" and len(notes) == 1


def test_parse_md_all_four_hands_and_missing_dealer() -> None:
    dealer, deal, notes = parse_md("SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,C23456789TJQKA")
    assert dealer is None and notes == ("md has no dealer digit",)
    assert deal[Seat.EAST] == Hand.parse("...AKQJT98765432")
    assert deal[Seat.WEST] == Hand.parse(".AKQJT98765432..")


def test_parse_md_partial_deal_is_noted() -> None:
    dealer, deal, notes = parse_md("2SAK,,,")
    assert dealer == Seat.WEST and deal.partial and not deal.is_complete
    assert len(deal[Seat.SOUTH]) == 2
    assert "partial" in notes[0]


def test_parse_md_accepts_ten_as_10_and_lower_case() -> None:
    _, deal, notes = parse_md("1s10akqj98765432,hAKQJT98765432,dakqj10 98765432,")
    assert notes == ()
    assert len(deal[Seat.SOUTH]) == 13 and Card.parse("ST") in deal[Seat.SOUTH]
    assert deal[Seat.EAST] == Hand.parse("...AKQJT98765432")


def test_parse_qx_and_vg() -> None:
    assert parse_qx("o12") == ("o", 12)
    assert parse_qx("c3,BOARD 3") == ("c", 3)
    assert parse_qx("") == (None, None)
    header, notes = parse_vg("Event,Seg,I,1,8")
    assert header.event == "Event" and header.last_board == 8 and header.teams == ("", "")
    assert len(notes) == 1


@pytest.mark.parametrize(
    ("text", "contract", "tricks"),
    [
        ("3NWx-1", "3NTXW", 8),
        ("4HSx=", "4HXS", 10),
        ("7DWx-5", "7DXW", 8),
        ("3HNxx=", "3HXXN", 9),
        ("4SN+1", "4SN", 11),
        ("3NxW-1", "3NTXW", 8),  # BBO traveller order
    ],
)
def test_parse_rs_entry(text: str, contract: str, tricks: int) -> None:
    entry = parse_rs_entry(text)
    assert entry.contract == Contract.parse(contract) and entry.tricks == tricks


def test_parse_rs_entry_pass_and_empty() -> None:
    assert parse_rs_entry("PASS").passed_out
    empty = parse_rs_entry("")
    assert empty.contract is None and not empty.passed_out and empty.tricks is None


def test_multiple_an_join_and_unknown_tags_kept() -> None:
    text = "pn|a,b,c,d|md|1S2,,,|zz|kept|mb|1C!|an|one|an|two|xx|y|"
    rec = loads(text)[0]
    assert rec.auction[0].explanation == "one two"
    assert rec.values("zz") == ("kept",) and rec.value("xx") == "y"


def test_players_change_mid_file_applies_from_next_board() -> None:
    text = "pn|s1,w1,n1,e1|md|1S2,,,|mb|p|pn|s2,w2,n2,e2|md|2S3,,,|mb|p|"
    first, second = loads(text)
    assert first.player(Seat.SOUTH) == "s1"
    assert second.player(Seat.SOUTH) == "s2"


TOURNEY = (
    "vg|Club pairs,Online,P,1,3,,,,|\n"
    "rs|2SN=,,,,3NE-1,|\n"
    "pw|a,b,c,d,a,b,c,d,a,b,c,d|\n"
    "mp|55.0,,,,-12.5,|\n"
    "bn|1,2,7|\n"
    "pg||\n"
    "qx|o1|pn|s1,w1,n1,e1|st||md|1SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|sv|o|"
    "mb|p|mb|p|mb|p|mb|p|pg||\n"
    "qx|o2|pn|s2,w2,n2,e2|st||md|2SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|sv|n|pg||\n"
    "qx|o7|pn|s3,w3,n3,e3|st||md|3SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|sv|b|pg||\n"
)


def test_tourney_file_with_board_list_and_players_per_board() -> None:
    records = loads(TOURNEY)
    assert [r.board_number for r in records] == [1, 2, 7]
    assert [r.player(Seat.SOUTH) for r in records] == ["s1", "s2", "s3"]
    # rs is indexed through bn: board 7 is the third board, so entry 5.
    assert records[0].recorded is not None and records[0].recorded.text == "2SN="
    assert records[1].recorded is None
    assert records[2].recorded is not None and records[2].recorded.text == "3NE-1"
    assert [t.name for t in records[0].header] == ["vg", "rs", "pw", "mp", "bn", "pg"]
    assert records[0].value("mp") == "55.0,,,,-12.5,"
    assert records[0].notes == ()
