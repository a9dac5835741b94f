"""Double-dummy adapter: tables and par against the DDS solver's own test vectors.

``list100.txt`` (dds-bridge/dds ``hands/``) holds, for each deal, a line
``PBN dealer vul trump first "deal"`` (dealer 0-3 = N, E, S, W; vul in DDS's
coding 0 none, 1 both, 2 NS, 3 EW), a ``TABLE`` line of 20 tricks in the order
strains S, H, D, C, NT, each for declarers N, E, S, W (DDS ``parse_TABLE``),
a ``PAR`` line (par score for NS and EW, par contracts) and a ``PAR2`` line
(dealer par: score for NS and contracts such as ``4S*-EW-1``).
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass
from pathlib import Path

import pytest

from bridgelaw.core import Contract, Deal, Doubling, Seat, Side, Strain, Vulnerability
from bridgelaw.dd import DDTable, dd_table, dd_tables, par
from bridgelaw.errors import DealError


def shared_data() -> Path:
    """The shared data folder, a sibling of the repository."""
    return Path(__file__).resolve().parents[1] / ".." / "shared" / "data"


LIST100 = shared_data() / "dd" / "dds_hands" / "list100.txt"

DDS_VUL = {0: Vulnerability.NONE, 1: Vulnerability.BOTH, 2: Vulnerability.NS, 3: Vulnerability.EW}
TABLE_STRAINS = ("S", "H", "D", "C", "NT")
TABLE_SEATS = ("N", "E", "S", "W")


@dataclass(frozen=True)
class Record:
    line: int
    deal: Deal
    dealer: Seat
    vulnerability: Vulnerability
    table: dict[tuple[str, str], int]  # (strain letter, seat letter) -> tricks
    par_ns: int
    par_ew: int
    par2_score: int
    par2_contracts: tuple[str, ...]


def read_records(path: Path) -> list[Record]:
    lines = path.read_text(encoding="ascii").splitlines()
    count = int(lines[0].split()[1])
    records: list[Record] = []
    fields: dict[str, tuple[int, list[str]]] = {}
    for number, text in enumerate(lines[1:], start=2):
        words = shlex.split(text)
        if not words:
            continue
        fields[words[0]] = (number, words[1:])
        if words[0] != "TRACE":
            continue
        pbn_line, pbn = fields["PBN"]
        table_words = fields["TABLE"][1]
        par_words = fields["PAR"][1]
        par2_words = fields["PAR2"][1]
        assert len(table_words) == 20, f"{path}:{fields['TABLE'][0]}"
        values = iter(int(word) for word in table_words)
        table = {(strain, seat): next(values) for strain in TABLE_STRAINS for seat in TABLE_SEATS}
        ns_side, ns_score = par_words[0].split()
        ew_side, ew_score = par_words[1].split()
        assert (ns_side, ew_side) == ("NS", "EW"), f"{path}:{fields['PAR'][0]}"
        records.append(
            Record(
                line=pbn_line,
                deal=Deal.parse(pbn[4]),
                dealer=Seat(int(pbn[0])),
                vulnerability=DDS_VUL[int(pbn[1])],
                table=table,
                par_ns=int(ns_score),
                par_ew=int(ew_score),
                par2_score=int(par2_words[0]),
                par2_contracts=tuple(par2_words[1:]),
            )
        )
        fields = {}
    assert len(records) == count
    return records


RECORDS = read_records(LIST100)


@pytest.fixture(scope="module")
def tables() -> list[DDTable]:
    return dd_tables(record.deal for record in RECORDS)


def record_id(record: Record) -> str:
    return f"line{record.line}"


def par2_expanded(text: str) -> set[tuple[int, str, bool, str, int]]:
    """``"4S*-EW-1"`` -> {(4, "S", True, "E", -1), (4, "S", True, "W", -1)}."""
    match = re.fullmatch(r"([1-7])([SHDCN])(\*?)-(NS|EW|N|E|S|W)([+-]\d+)?", text)
    assert match is not None, text
    strain = "NT" if match.group(2) == "N" else match.group(2)
    result = int(match.group(5) or 0)
    return {
        (int(match.group(1)), strain, match.group(3) == "*", seat, result)
        for seat in match.group(4)
    }


def test_list100_holds_100_deals() -> None:
    assert len(RECORDS) == 100
    assert len({record.deal for record in RECORDS}) == 100


@pytest.mark.parametrize("index", range(100), ids=[record_id(r) for r in RECORDS])
def test_dd_table_matches_dds_reference(tables: list[DDTable], index: int) -> None:
    record = RECORDS[index]
    table = tables[index]
    got = {
        (strain, seat): table.tricks(Seat.parse(seat), Strain.parse(strain))
        for strain in TABLE_STRAINS
        for seat in TABLE_SEATS
    }
    assert got == record.table


@pytest.mark.law("77", indirect=True)
@pytest.mark.parametrize("index", range(100), ids=[record_id(r) for r in RECORDS])
def test_par_matches_dds_reference(tables: list[DDTable], index: int) -> None:
    record = RECORDS[index]
    result = par(tables[index], vulnerability=record.vulnerability, dealer=record.dealer)
    assert result.score_ns == record.par_ns == record.par2_score
    assert result.score_ew == record.par_ew
    expected: set[tuple[int, str, bool, str, int]] = set()
    for text in record.par2_contracts:
        expected |= par2_expanded(text)
    got = {
        (
            c.contract.level,
            c.contract.strain.letter,
            c.contract.doubling == Doubling.DOUBLED,
            c.declarer.letter,
            c.result,
        )
        for c in result.contracts
    }
    assert got == expected
    # Each par contract, scored by our Law 77 table, gives the par score.
    for contract in result.contracts:
        assert contract.score_ns(record.vulnerability) == result.score_ns, str(contract)
        assert 0 <= contract.tricks <= 13


def test_single_dd_table_agrees_with_the_batch(tables: list[DDTable]) -> None:
    for index in (0, 1, 2):
        assert dd_table(RECORDS[index].deal) == tables[index]


def test_progress_is_reported_per_batch() -> None:
    calls: list[tuple[int, int]] = []
    # 45 deals that solve instantly: one card-rich North hand, rotated round the table.
    base = "AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"
    deals = [Deal.parse(f"{'NESW'[i % 4]}:{base}") for i in range(45)]
    result = dd_tables(deals, progress=lambda done, total: calls.append((done, total)))
    assert len(result) == 45
    assert result[4] == result[0] != result[1]
    assert calls == [(0, 45), (40, 45), (45, 45)]
    assert dd_tables([]) == []


def test_par_from_a_deal_solves_it_first() -> None:
    deal = Deal.parse("N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432")
    result = par(deal, vulnerability=Vulnerability.NS, dealer=Seat.WEST)
    # 7NT by North or South, vulnerable, made: 2220 for North-South.
    assert result.score_ns == 2220
    assert result.score_ew == -2220
    assert [str(c) for c in result.contracts] == ["7NTN=", "7NTS="]
    assert result.contracts[0].contract == Contract.parse("7NTN")
    assert result.contracts[0].tricks == 13
    assert result.side == Side.NS
    assert par(dd_table(deal), vulnerability=Vulnerability.NS, dealer=Seat.WEST) == result
    assert par(deal, vulnerability=Vulnerability.EW, dealer=Seat.WEST).score_ns == 1520


def test_table_helpers() -> None:
    deal = Deal.parse("N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432")
    table = dd_table(deal)
    assert table.row(Strain.NOTRUMP) == (13, 0, 13, 0)
    assert table.column(Seat.EAST) == tuple(table.tricks(Seat.EAST, strain) for strain in Strain)
    assert table.best_level(Seat.NORTH, Strain.SPADES) == 7
    assert table.best_level(Seat.WEST, Strain.CLUBS) == 0
    entries = list(table)
    assert len(entries) == 20
    assert entries[0] == (Seat.NORTH, Strain.CLUBS, table.tricks(Seat.NORTH, Strain.CLUBS))
    assert entries[-1] == (Seat.WEST, Strain.NOTRUMP, 0)
    assert [strain for strain, _ in table.rows()] == list(Strain)
    assert DDTable.from_function(table.tricks) == table
    assert str(table).splitlines()[1] == "NT  13  0 13  0"


def test_a_partial_or_uneven_deal_is_rejected() -> None:
    partial = Deal.parse("N:AKQJ.AKQ.AKQ.AKQ - - -", partial=True)
    with pytest.raises(DealError, match=r"N 13, E 0, S 0, W 0"):
        dd_table(partial)
    with pytest.raises(DealError, match="deal 1"):
        dd_tables([RECORDS[0].deal, partial])


def test_an_end_position_is_rejected() -> None:
    # DDS's table functions count tricks as if from a full deal: an ending is refused.
    ending = Deal.parse("N:A.A.. K.K.. Q.Q.. J.J..", partial=True)
    with pytest.raises(DealError, match="complete deal"):
        dd_table(ending)


def test_ddtable_validates_its_grid() -> None:
    with pytest.raises(DealError, match="5 strains x 4 seats"):
        DDTable(((1, 2, 3, 4),))
    with pytest.raises(DealError, match="west in NT must be 0 to 13, not 14"):
        DDTable(((0, 0, 0, 0),) * 4 + ((0, 0, 0, 14),))


def test_endings_alike_but_for_the_trick_are_each_solved_in_a_batch() -> None:
    """DDS's batch call takes two endings with the same cards held, leader and trump for
    one board even when the cards played to the trick differ: the batch must still give
    each its own solution (spades trumps, South has led; West holds D3 D6 HQ)."""
    from bridgelaw.dd import _batches, ending_card_tricks, endings_card_tricks

    masks = [
        (1 << 7) | (1 << 9) | (1 << 11),  # North: C9 CJ CK
        (1 << 5) | (1 << 12) | (1 << 26),  # East: C7 CA H2
        (1 << 2) | (1 << 33),  # South: C4 H9, after its lead
        (1 << 14) | (1 << 17) | (1 << 36),  # West: D3 D6 HQ
    ]
    heart_led = (3, int(Seat.SOUTH), [27], masks)  # H3: West must play the queen
    spade_led = (3, int(Seat.SOUTH), [39], masks)  # S2: West may play any card
    alone = [ending_card_tricks(*heart_led), ending_card_tricks(*spade_led)]
    assert sorted(alone[0]) == [(36, 3)]
    assert sorted(alone[1]) == [(14, 2), (17, 2), (36, 1)]
    assert endings_card_tricks([heart_led, spade_led]) == alone
    assert endings_card_tricks([spade_led, heart_led, spade_led]) == [alone[1], alone[0], alone[1]]
    assert _batches([heart_led, spade_led, heart_led], 100) == [[0, 2], [1]]
    assert _batches([heart_led] * 3, 2) == [[0, 1], [2]]
