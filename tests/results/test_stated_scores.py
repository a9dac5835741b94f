"""Scores from the table result (Law 77): a stated score that disagrees with the
contract is reported board by board, tables without a score are listed, and an event
where nothing can be scored is an error."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from bridgelaw.cli.score_cmd import register
from bridgelaw.errors import NotationError
from bridgelaw.formats import pbn
from bridgelaw.results.event import event_from_games, event_from_pbn
from bridgelaw.results.report import stated_score_lines, unscored_lines
from bridgelaw.results.score import Method, score_event

DATA = Path(__file__).resolve().parents[2] / ".." / "shared" / "data"
REALBRIDGE = DATA / "pbn_events" / "realbridge_2021_online_qual_open_r2_teams_imp.pbn"
RUTER = DATA / "pbn_events" / "ruter71_klubbkveld_2012-01-24_butler_imp_pairs.pbn"
POLISH = DATA / "pbntools_results" / "test_1_pary" / "WB120802" / "wb120802.pbn"
HAND_RECORD = DATA / "pbn_events" / "hazlemere_trophy_2015-10-06_dd.pbn"

APP = typer.Typer()
register(APP)


@APP.command()
def _other() -> None:
    """A second command, so that ``score`` is a subcommand as in the real application."""


RUNNER = CliRunner()


def _altered_realbridge(tmp_path: Path) -> tuple[Path, list[tuple[int, str, int, int]]]:
    """The RealBridge file with the stated score of one table on each of three boards
    raised by 10: the file and, for each, (board, table, stated, Law 77's)."""
    text = REALBRIDGE.read_text(encoding="utf-8")
    chunks = re.split(r"(?=^\[Event )", text, flags=re.MULTILINE)
    changed: list[tuple[int, str, int, int]] = []
    for index, chunk in enumerate(chunks):
        games = pbn.loads(chunk) if chunk.strip() else []
        if len(games) != 1 or games[0].board is None or not games[0].score_ns:
            continue
        game, board, stated = games[0], games[0].board.number, games[0].score_ns
        if board in {c[0] for c in changed} or len(changed) == 3:
            continue
        wrong = stated + 10
        chunks[index] = re.sub(
            r'^\[Score "NS -?\d+"\]', f'[Score "NS {wrong}"]', chunk, count=1, flags=re.M
        )
        changed.append((board, game.get("Table") or "?", wrong, stated))
    path = tmp_path / "altered.pbn"
    path.write_text("".join(chunks), encoding="utf-8")
    return path, changed


@pytest.mark.law("77", indirect=True)
def test_stated_scores_that_disagree_are_reported_board_by_board(tmp_path: Path) -> None:
    path, changed = _altered_realbridge(tmp_path)
    assert len(changed) == 3 and len({c[0] for c in changed}) == 3
    event = event_from_pbn(path)
    assert [(t.board, t.table, t.stated, t.computed) for t in event.disagreements] == changed
    # Law 77's score is the one used, so every IMP the file records still agrees.
    assert all(t.entry == t.computed for t in event.disagreements)
    lines = stated_score_lines(event)
    for (board, table, stated, computed), line in zip(changed, lines, strict=True):
        assert line.startswith(f"board {board}, table {table} (")
        assert f"the file states {stated}, Law 77 gives {computed} (Law 77's is used)" in line
    result = RUNNER.invoke(APP, ["score", str(path)])
    assert result.exit_code == 1
    assert "3 stated scores differ from the contract's (Law 77):" in result.output
    assert all(line in result.output for line in lines)
    assert "596 of 596 agree" in result.output


@pytest.mark.law("77", indirect=True)
def test_trusting_the_stated_scores_uses_them(tmp_path: Path) -> None:
    path, changed = _altered_realbridge(tmp_path)
    event = event_from_pbn(path, trust_stated=True)
    assert [t.entry for t in event.disagreements] == [c[2] for c in changed]
    result = RUNNER.invoke(APP, ["score", str(path), "--trust-stated-scores", "--json"])
    data = json.loads(result.stdout[result.stdout.index("{") :])
    assert len(data["stated_scores_differ"]) == 3
    assert all(line.endswith("(the stated one is used)") for line in data["stated_scores_differ"])
    # +150 instead of +120 moves the IMPs the file records for those boards.
    assert data["agreement"]["agreed"] < data["agreement"]["checked"]
    assert result.exit_code == 1


@pytest.mark.law("77", indirect=True)
def test_score_table_rows_are_scored_from_their_contracts() -> None:
    event = event_from_pbn(RUTER)
    assert all(t.computed is not None and t.computed == t.stated for t in event.tables)
    assert event.disagreements == () and event.unscored == ()


@pytest.mark.law("77", indirect=True)
def test_results_without_a_score_tag_are_scored_by_law_77() -> None:
    text = (
        '[Board "1"]\n[Vulnerable "NS"]\n[PairNS "1"]\n[PairEW "2"]\n'
        '[Declarer "N"]\n[Contract "4S"]\n[Result "10"]\n\n'
        '[Board "1"]\n[Vulnerable "NS"]\n[PairNS "3"]\n[PairEW "4"]\n'
        '[Declarer "E"]\n[Contract "5DX"]\n[Result "8"]\n\n'
        '[Board "1"]\n[Vulnerable "NS"]\n[PairNS "5"]\n[PairEW "6"]\n[Contract "Pass"]\n\n'
        '[Board "1"]\n[Vulnerable "NS"]\n[PairNS "7"]\n[PairEW "8"]\n[Declarer "S"]\n\n'
        '[Board "1"]\n[Vulnerable "NS"]\n[PairNS "9"]\n[PairEW "10"]\n'
        '[Declarer "S"]\n[Contract "3NT"]\n\n'
    )
    event = event_from_games(pbn.loads(text))
    assert [t.entry for t in event.tables] == [620, 500, 0, None, None]
    assert unscored_lines(event) == [
        "board 1, table ? (7 v 8): no contract",
        "board 1, table ? (9 v 10): no tricks",
    ]
    scored = score_event(event, Method.MATCHPOINTS)
    # Three results, top 4: the two unscored tables are left out, not counted as 0.
    assert scored.boards[0].top == 4.0
    assert [s.ns for s in scored.boards[0].tables] == [4.0, 2.0, 0.0, None, None]


def test_a_real_file_without_scores_is_ranked_from_its_contracts() -> None:
    result = RUNNER.invoke(APP, ["score", str(POLISH)])
    assert result.exit_code == 0, result.output
    percents = [float(m) for m in re.findall(r"(\d+\.\d\d) %", result.output)]
    assert len(percents) == 17 and len(set(percents)) > 10
    assert "could not be scored" not in result.output


def test_an_event_where_nothing_can_be_scored_is_an_error() -> None:
    with pytest.raises(NotationError, match=r"no table result could be scored \(30 with no"):
        score_event(event_from_pbn(HAND_RECORD))
    result = RUNNER.invoke(APP, ["score", str(HAND_RECORD)])
    assert result.exit_code == 2
    (line,) = [line for line in result.output.splitlines() if line.strip()]
    assert line.startswith("error: ") and line.endswith("(30 with no contract)")


def test_score_lists_the_tables_it_could_not_score() -> None:
    path = (
        DATA / "pbntools_results" / "test_10_bbo_www_annamar_1538_php"
        / "annamar_1538_pairs_untitled.pbn"
    )  # fmt: skip
    result = RUNNER.invoke(APP, ["score", str(path), "--json"])
    assert result.exit_code == 0, result.output
    assert "5 table results could not be scored and are left out:" in result.output
    assert "  board 2, table ? (dev84 - NIROY v livbo - ynaffar): no contract" in result.output
    data = json.loads(result.stdout[result.stdout.index("{") :])
    assert len(data["unscored_results"]) == 5 and data["stated_scores_differ"] == []
