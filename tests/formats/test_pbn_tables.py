"""Table sections: column names, rows and the helpers that read their elements."""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgelaw.core import Contract, Doubling, Seat, Strain
from bridgelaw.errors import NotationError
from bridgelaw.formats import pbn

DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data"
EVENTS = DATA / "pbn_events"
RUTER = EVENTS / "ruter71_klubbkveld_2012-01-24_butler_imp_pairs.pbn"

# DoubleDummyTricks (RealBridge, BridgeComposer) and JFR Ability (Big Deal) write the
# tricks of each declarer in this order of strains.
STRAINS = (Strain.NOTRUMP, Strain.SPADES, Strain.HEARTS, Strain.DIAMONDS, Strain.CLUBS)


def test_column_names_with_order_width_and_alignment() -> None:
    column = pbn.Column.parse("-Rank\\3R")
    assert (column.name, column.order, column.width, column.align) == ("Rank", "-", 3, "R")
    assert str(column) == "-Rank\\3R"
    plain = pbn.Column.parse("Names")
    assert (plain.name, plain.order, plain.width, plain.align) == ("Names", None, None, None)
    assert pbn.Column.parse("+Score_NS\\6").width == 6
    for bad in ("Call\\", "Call\\L", "Call\\ "):
        with pytest.raises(NotationError, match="width"):
            pbn.Column.parse(bad)


def test_ruter_score_tables_hold_168_rows() -> None:
    games = pbn.load(RUTER)
    assert len(games) == 21
    tables = [game.table("ScoreTable") for game in games]
    assert all(table is not None and len(table) == 8 for table in tables)
    assert sum(len(t) for t in tables if t is not None) == 168
    first = tables[0]
    assert first is not None
    assert [c.name for c in first.columns] == [
        "Table", "Round", "PairId_NS", "PairId_EW", "Contract", "Declarer", "Result", "Lead",
        "Score_NS", "Score_EW", "IMP_NS", "IMP_EW", "ButlerDatum",
    ]  # fmt: skip
    score = first.column("Score_NS")
    assert score is not None and (score.width, score.align) == (6, "R")
    row = first.rows[0]
    assert row["Contract"] == "1N" and row.seat() == Seat.NORTH
    assert row.contract() == Contract(1, Strain.NOTRUMP, Doubling.UNDOUBLED, Seat.NORTH)
    assert row.integer("Score_NS") == 120 and row.get("Score_EW") is None
    assert row.cells[8] == '"120"'
    assert row.line == 71
    assert first.values("Table") == ["2", "3", "4", "6", "7", "5", "1", "8"]


def test_ruter_butler_datum_matches_the_scores_of_the_other_tables() -> None:
    # The datum drops the highest and the lowest score, averages the others and rounds
    # to 10, halves away from zero (the file's README).
    for game in pbn.load(RUTER):
        table = game.table("ScoreTable")
        assert table is not None
        scores = []
        for row in table.rows:
            ns = row.integer("Score_NS")
            ew = row.integer("Score_EW")
            scores.append(ns if ns is not None else -ew if ew is not None else 0)
        kept = sorted(scores)[1:-1]
        mean = sum(kept) / len(kept) / 10
        datum = int(abs(mean) + 0.5) * (1 if mean >= 0 else -1) * 10
        assert {row.integer("ButlerDatum") for row in table.rows} == {datum}


def test_ruter_total_score_table_ranks_16_pairs() -> None:
    game = pbn.load(RUTER)[0]
    total = game.table("TotalScoreTable")
    assert total is not None and len(total) == 16
    assert [row.integer("Rank") for row in total][:3] == [1, 2, 3]
    assert total.rows[0]["Names"] == "Magne Tønnessen - Dagfinn Iversen"
    scores = [row.integer("TotalScoreIMP") for row in total]
    assert scores == sorted(scores, reverse=True)  # type: ignore[type-var]
    assert set(game.tables()) == {"TotalScoreTable", "ScoreTable"}


def test_optimum_result_tables_agree_with_double_dummy_tricks() -> None:
    files = [
        EVENTS / "realbridge_2021_online_qual_open_r2_teams_imp.pbn",
        EVENTS / "camrose2024_bridgecomposer_dd_par.pbn",
    ]
    checked = 0
    for path in files:
        for game in pbn.load(path):
            table = game.table("OptimumResultTable")
            digits = game.get("DoubleDummyTricks")
            if table is None or digits is None:
                continue
            results = pbn.optimum_results(table)
            assert len(table) == 20 and len(results) == 20
            order = (Seat.NORTH, Seat.SOUTH, Seat.EAST, Seat.WEST)
            expected = {
                (seat, strain): int(digits[5 * i + j], 16)
                for i, seat in enumerate(order)
                for j, strain in enumerate(STRAINS)
            }
            assert results == expected
            checked += 1
    assert checked >= 299 + 160


def test_two_solvers_agree_on_every_deal() -> None:
    # bcdd's OptimumResultTable against Big Deal's Ability tag, 891 deals in two files.
    total = 0
    for name in ("test1", "test2"):
        solved = pbn.load(DATA / "dd" / "bcdd" / f"{name}.bcdd.pbn")
        ability = pbn.load(DATA / "dd" / "bcdd" / f"{name}.bigdeal.pbn")
        assert len(solved) == len(ability)
        for one, two in zip(solved, ability, strict=True):
            assert one.deal == two.deal
            table = one.table("OptimumResultTable")
            assert table is not None
            results = pbn.optimum_results(table)
            for part in two["Ability"].split():
                seat = Seat.parse(part[0])
                for strain, digit in zip(STRAINS, part[2:], strict=True):
                    assert results[(seat, strain)] == int(digit, 16)
            total += 1
    assert total == 891


def test_a_table_can_inherit_its_columns() -> None:
    games = pbn.load(DATA / "pbn_verifier" / "correct_20.pbn")
    first, second = games[44], games[45]
    one, two = first.table("ScoreTable"), second.table("ScoreTable")
    assert one is not None and two is not None
    assert second.tag("ScoreTable").value == "#"  # type: ignore[union-attr]
    assert two.columns == one.columns and len(two) == 2
    assert two.rows[1].number("Percentage_NS") == 98.4


def test_action_table_with_irrelevant_and_unknown_elements() -> None:
    game = pbn.load(DATA / "pbn_verifier" / "correct_20.pbn")[32]
    table = game.table("ActionTable")
    assert table is not None and len(table) == 10
    tie = table.rows[2]
    assert tie["Rank"] == "-" and tie.integer("Rank") is None and tie["Call"] == "3C"
    assert table.rows[-1]["Call"] == "-" and table.rows[-1].integer("Percentage") == 0


def test_short_last_row_is_kept() -> None:
    game = pbn.loads('[ActionTable "Rank;Call"]\n1 4H 2 4D 3\n')[0]
    table = game.table("ActionTable")
    assert table is not None
    assert [row.cells for row in table] == [("1", "4H"), ("2", "4D"), ("3",)]
