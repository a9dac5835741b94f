"""Deals belong to boards: two different deals under one board number are an error
naming both tables, or (``--split-boards``) two boards."""

from __future__ import annotations

from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from bridgelaw.cli.score_cmd import register
from bridgelaw.formats import pbn
from bridgelaw.results.event import DifferentDealsError, event_from_games, event_from_pbn
from bridgelaw.results.score import score_event

DATA = Path(__file__).resolve().parents[2] / ".." / "shared" / "data" / "pbn_events"
EYC = DATA / "eyc1998_vienna_teams_2tables.pbn"
DEAL = "N:T32.AKQ7.T3.AQJT A9864.83.AK4.987 J.JT9542.72.K653 KQ75.6.QJ9865.42"
OTHER = "N:T32.AKQ7.T3.AQJ9 A9864.83.AK4.T87 J.JT9542.72.K653 KQ75.6.QJ9865.42"

APP = typer.Typer()
register(APP)


@APP.command()
def _other() -> None:
    """A second command, so that ``score`` is a subcommand as in the real application."""


RUNNER = CliRunner()


def _two_deals(tmp_path: Path) -> Path:
    """The 1998 teams file with the closed room's deal changed (North's CT and East's
    C9 swapped): board 1 now holds two deals."""
    text = EYC.read_text(encoding="utf-8")
    first = text.index(DEAL)
    second = text.index(DEAL, first + 1)
    path = tmp_path / "two_deals.pbn"
    path.write_text(text[:second] + OTHER + text[second + len(DEAL) :], encoding="utf-8")
    return path


def test_one_deal_per_board_is_read_as_before() -> None:
    event = event_from_pbn(EYC)
    assert list(event.boards) == [1] and event.notes == ()


def test_two_deals_under_one_board_number_are_an_error_naming_both_tables(
    tmp_path: Path,
) -> None:
    path = _two_deals(tmp_path)
    with pytest.raises(DifferentDealsError) as caught:
        event_from_pbn(path)
    message = str(caught.value)
    assert message.endswith(
        "board 1 holds two different deals: table 7 (Open room, line 3) and"
        " table 7 (Closed room, line 34)"
    )
    result = RUNNER.invoke(APP, ["score", str(path)])
    assert result.exit_code == 2 and "Traceback" not in result.output
    assert "board 1 holds two different deals: table 7 (Open room, line 3)" in result.output
    assert "--split-boards" in result.output


def test_split_boards_scores_the_second_deal_as_another_board(tmp_path: Path) -> None:
    path = _two_deals(tmp_path)
    event = event_from_pbn(path, split_boards=True)
    assert list(event.boards) == [1, 2]
    assert [t.board for t in event.tables] == [1, 2]
    assert event.boards[2].deal is not None and event.boards[2].deal != event.boards[1].deal
    # The new board keeps the markings of the old one: 4H= non-vulnerable is +420.
    assert event.boards[2].vulnerability == event.boards[1].vulnerability
    assert event.tables[1].entry == 420
    assert event.notes == (
        "board 1 at table 7 (Closed room, line 34) holds another deal than at"
        " table 7 (Open room, line 3): scored as board 2",
    )
    assert len(score_event(event).boards) == 2
    result = RUNNER.invoke(APP, ["score", str(path), "--split-boards"])
    assert result.exit_code == 0, result.output
    assert "1 more deals under board numbers already used" in result.output
    assert "scored as board 2" in result.output


def test_a_game_without_a_deal_joins_the_board_of_its_number() -> None:
    text = (
        f'[Board "1"]\n[Deal "{DEAL}"]\n[Contract "4H"]\n[Declarer "N"]\n[Result "10"]\n\n'
        '[Board "1"]\n[Contract "4H"]\n[Declarer "N"]\n[Result "9"]\n\n'
    )
    event = event_from_games(pbn.loads(text))
    assert list(event.boards) == [1] and [t.entry for t in event.tables] == [420, -50]
