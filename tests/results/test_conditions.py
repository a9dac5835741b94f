"""Conditions of contest as data (Law 78D) and the per-table adjusted score in PBN."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from bridgelaw.cli.score_cmd import register
from bridgelaw.errors import NotationError
from bridgelaw.formats import pbn
from bridgelaw.results.event import event_from_games
from bridgelaw.results.score import Method, score_event
from bridgelaw.scoring.board import ArtificialPlacement
from bridgelaw.scoring.conditions import NAMED, Conditions, conditions, is_sit_out
from bridgelaw.scoring.entries import ArtificialScore
from bridgelaw.scoring.matchpoints import MatchpointScale
from bridgelaw.scoring.teams import Rounding

APP = typer.Typer()
register(APP)


@APP.command()
def _other() -> None:
    """A second command, so that ``score`` is a subcommand as in the real application."""


RUNNER = CliRunner()


def _game(board: int, ns: str, ew: str, body: str) -> str:
    return f'[Board "{board}"]\n[PairNS "{ns}"]\n[PairEW "{ew}"]\n[Scoring "MP"]\n{body}\n'


PLAYED = '[Contract "4S"]\n[Declarer "N"]\n[Result "{}"]'
ADJUSTED = '[Contract ""]\n[Result ""]\n[ScorePercentage "{}"]'


def _file(tmp_path: Path, games: list[str]) -> Path:
    path = tmp_path / "event.pbn"
    path.write_text("\n".join(games), encoding="utf-8")
    return path


@pytest.mark.law("78D")
def test_78d_named_sets_and_single_choices() -> None:
    assert set(NAMED) == {"bridgelaw", "jfr", "kops", "acbl", "ebu", "wbf", "bbo"}
    jfr = conditions("JFR")
    assert jfr.factoring and jfr.sit_outs_left_out
    assert jfr.artificial is ArtificialPlacement.IN_FIELD
    assert jfr.butler_drop_fraction == 0.45 and jfr.butler_rounding is Rounding.TOWARD_ZERO
    assert conditions("acbl").scale is MatchpointScale.ONE_PER_BEAT
    assert conditions("acbl").vp(9, 7) == (14.0, 6.0)
    assert conditions("wbf").vp(7, 14) == (12.16, 7.84)
    off = jfr.but(factoring=False, butler_drop=None)
    assert off.name == "jfr+" and not off.factoring and off.butler_drop == jfr.butler_drop
    assert jfr.but(factoring=True) is jfr
    assert "left out of the top" in jfr.summary()
    with pytest.raises(NotationError, match="unknown conditions"):
        conditions("nbb")
    with pytest.raises(NotationError, match="VP scale"):
        Conditions(vp_scale="ebu-30")
    assert is_sit_out(ArtificialScore(60, 0)) and not is_sit_out(ArtificialScore(0, 0))
    assert not is_sit_out(ArtificialScore(60, 40)) and not is_sit_out(420)


@pytest.mark.law("12C2")
def test_12c2_per_table_adjusted_score_convention(tmp_path: Path) -> None:
    path = _file(
        tmp_path,
        [
            _game(1, "1", "2", PLAYED.format(10)),
            _game(1, "3", "4", PLAYED.format(9)),
            _game(1, "5", "6", ADJUSTED.format("^NS 60 EW 40")),
            _game(1, "7", "8", '[Contract ""]\n[ScorePercentage "NS 60"]'),
        ],
    )
    event = event_from_games(pbn.load(path))
    entries = [t.entry for t in event.tables]
    assert entries[:3] == [420, -50, ArtificialScore(60.0, 40.0)]
    assert entries[3] is None  # one side only: BBO's way of stating a result, no award
    assert event.tables[2].result_text() == "adjusted 60/40"
    scored = score_event(event, Method.MATCHPOINTS)
    pairs = {s.contestant.id: s for s in scored.standings}
    # Pairs 7 and 8 have nothing scored: ranked last, not left out.
    assert pairs["7"].boards == 0 and pairs["7"].place == (7, 8)
    assert pairs["5"].percent == pytest.approx(60.0)


@pytest.mark.law("78D")
def test_78d_sit_out_left_out_of_the_top(tmp_path: Path) -> None:
    games = [_game(1, str(k), str(k + 10), PLAYED.format(8 + k)) for k in (1, 2, 3)]
    games.append(_game(1, "4", "14", ADJUSTED.format("NS 60 EW 0")))
    event = event_from_games(pbn.load(_file(tmp_path, games)))
    counted = score_event(event, Method.MATCHPOINTS)
    left_out = score_event(event, Method.MATCHPOINTS, conditions=conditions("jfr"))
    assert counted.boards[0].top == 6.0 and left_out.boards[0].top == 4.0
    assert [t.ns_percent for t in left_out.boards[0].tables] == [0.0, 50.0, 100.0, 60.0]
    assert "14" in {s.contestant.id for s in counted.standings}
    assert "14" not in {s.contestant.id for s in left_out.standings}


def test_score_prints_the_conditions_everywhere(tmp_path: Path) -> None:
    games = [_game(1, str(k), str(k + 10), PLAYED.format(8 + k)) for k in (1, 2, 3)]
    path = _file(tmp_path, games)
    html, csv = tmp_path / "r.html", tmp_path / "r.csv"
    args = ["score", str(path), "-c", "kops", "--acbl", "--html", str(html), "--csv", str(csv)]
    result = RUNNER.invoke(APP, args)
    assert result.exit_code == 0, result.output
    assert "conditions kops+: matchpoints 1 per score beaten" in result.stdout
    assert "<li>conditions of contest: kops+</li>" in html.read_text(encoding="utf-8")
    lines = csv.read_text(encoding="utf-8").splitlines()
    assert lines[0].endswith(",conditions") and lines[1].endswith(",kops+")
    data = json.loads(RUNNER.invoke(APP, ["score", str(path), "-c", "ebu", "--json"]).stdout)
    assert data["conditions"]["name"] == "ebu"
    assert data["conditions"]["factoring"].startswith("Neuberg")


def test_score_of_an_event_with_nothing_scored_fails(tmp_path: Path) -> None:
    path = _file(tmp_path, [_game(1, "1", "2", '[Contract ""]'), _game(1, "3", "4", "")])
    result = RUNNER.invoke(APP, ["score", str(path), "-c", "jfr"])
    assert result.exit_code == 2
    assert "no" in result.output.lower() and "Traceback" not in result.output
