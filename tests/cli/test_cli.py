"""The ``bridgelaw`` command: deal, show, check (run in-process with typer's runner)."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from bridgelaw.cli import app
from bridgelaw.core import Seat, Strain
from bridgelaw.dd import dd_table
from bridgelaw.formats import pbn
from tests.conftest import SHARED_DATA

runner = CliRunner()


def test_deal_writes_reproducible_boards_with_dd_and_par(tmp_path: Path) -> None:
    out1, out2 = tmp_path / "a.pbn", tmp_path / "b.pbn"
    result = runner.invoke(app, ["deal", "--boards", "4", "--seed", "7", "--dd", "-o", str(out1)])
    assert result.exit_code == 0, result.output
    runner.invoke(app, ["deal", "--boards", "4", "--seed", "7", "--dd", "-o", str(out2)])
    assert out1.read_text() == out2.read_text()
    games = pbn.load(out1, strict=True)
    assert [g.board.number for g in games if g.board] == [1, 2, 3, 4]
    for game in games:
        assert game.board is not None and game.board.deal is not None
        table = game.table("OptimumResultTable")
        assert table is not None
        values = pbn.optimum_results(table)
        solved = dd_table(game.board.deal)
        assert values == {(s, t): solved.tricks(s, t) for s in Seat for t in Strain}
        assert (
            game.get(
                "OptimumScore",
            )
            is not None
        )


def test_deal_without_seed_differs_each_time(tmp_path: Path) -> None:
    out1, out2 = tmp_path / "a.pbn", tmp_path / "b.pbn"
    assert runner.invoke(app, ["deal", "-n", "3", "-o", str(out1)]).exit_code == 0
    assert runner.invoke(app, ["deal", "-n", "3", "-o", str(out2)]).exit_code == 0
    deals1 = [g.deal for g in pbn.load(out1)]
    deals2 = [g.deal for g in pbn.load(out2)]
    assert deals1 != deals2


def test_show_prints_diagrams_and_writes_html(tmp_path: Path) -> None:
    source = tmp_path / "s.pbn"
    runner.invoke(app, ["deal", "-n", "2", "--seed", "3", "-o", str(source)])
    html = tmp_path / "s.html"
    result = runner.invoke(app, ["show", str(source), "--html", str(html)])
    assert result.exit_code == 0, result.output
    assert "Board 1" in result.output and "Board 2" in result.output
    assert "Par NS" in result.output
    page = html.read_text()
    assert page.count('class="board"') == 2 and "Double-dummy tricks" in page


def test_show_reads_lin(tmp_path: Path) -> None:
    path = SHARED_DATA / "lin" / "endplay_example1_bbo_myhands.lin"
    result = runner.invoke(app, ["show", str(path), "--no-dd"])
    assert result.exit_code == 0, result.output
    assert result.output.count("Board ") == 8


def test_check_json_reports_one_object_per_table(tmp_path: Path) -> None:
    path = SHARED_DATA / "pbn_events" / "eyc1998_vienna_teams_2tables.pbn"
    result = runner.invoke(app, ["check", str(path), "--json"])
    lines = [json.loads(line) for line in result.stdout.splitlines() if line.strip()]
    assert len(lines) == 2
    for line in lines:
        assert {
            "board",
            "contract",
            "declarer",
            "tricks",
            "score",
            "recorded_score",
            "problems",
        } <= set(line)
        assert line["score"] == line["recorded_score"]
    assert result.exit_code == 0


def test_check_reports_a_bad_file_without_traceback(tmp_path: Path) -> None:
    bad = tmp_path / "bad.pbn"
    bad.write_text('[Board "1"]\n[Deal "N:AKQ.. ... ... ..."]\n')
    result = runner.invoke(app, ["check", str(bad)])
    assert result.exit_code == 2  # not one board can be read: the file cannot be used
    assert "Traceback" not in result.output
    assert f"error: {bad}: no PBN game" in result.output and "line 2: bad deal" in result.output


def test_check_finds_a_wrong_score(tmp_path: Path) -> None:
    text = (
        '[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
        '[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]\n'
        '[Declarer "N"]\n[Contract "4S"]\n[Result "10"]\n[Score "NS 400"]\n'
    )
    path = tmp_path / "wrong.pbn"
    path.write_text(text)
    result = runner.invoke(app, ["check", str(path)])
    assert result.exit_code == 1
    assert "score: Law 77 gives +420 for NS, the file records +400" in result.output


def test_unknown_edition_is_a_clear_error(tmp_path: Path) -> None:
    path = SHARED_DATA / "pbn_events" / "eyc1998_vienna_teams_2tables.pbn"
    result = runner.invoke(app, ["check", str(path), "--edition", "1975"])
    assert result.exit_code == 2
    assert "unknown edition" in result.output


def test_missing_file_is_a_clear_error(tmp_path: Path) -> None:
    result = runner.invoke(app, ["show", str(tmp_path / "nope.pbn")])
    assert result.exit_code == 2
    assert "nope.pbn" in result.output and "Traceback" not in result.output


def test_error_line_keeps_square_brackets_of_a_file_name(tmp_path: Path) -> None:
    result = runner.invoke(app, ["show", str(tmp_path / "night[b].pbn")])
    assert result.exit_code == 2
    assert "night[b].pbn" in result.output and "Traceback" not in result.output


def test_check_says_a_hand_record_has_no_result_to_check() -> None:
    boards = Path(__file__).resolve().parents[2] / "examples" / "club-night" / "boards.pbn"
    result = runner.invoke(app, ["check", str(boards)])
    assert result.exit_code == 0, result.output
    lines = [line for line in result.stdout.splitlines() if "board 1:" in line]
    assert lines == [f"{boards}:1 board 1: no result (a hand record): nothing to check"]
    assert "?, ? tricks" not in result.output
    assert "0 table results, 0 with problems; 28 boards without a result" in result.output
