"""``bridgelaw score`` and reading events from PBN."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from bridgelaw.cli.score_cmd import register
from bridgelaw.errors import FormatError, NotationError
from bridgelaw.formats import pbn
from bridgelaw.results.event import event_from_games, event_from_pbn
from bridgelaw.results.score import Method, default_method, score_event
from bridgelaw.scoring.entries import ArtificialScore

DATA = Path(__file__).resolve().parents[2] / ".." / "shared" / "data" / "pbn_events"
RUTER = DATA / "ruter71_klubbkveld_2012-01-24_butler_imp_pairs.pbn"
REALBRIDGE = DATA / "realbridge_2021_online_qual_open_r2_teams_imp.pbn"

APP = typer.Typer()
register(APP)


@APP.command()
def _other() -> None:
    """A second command, so that ``score`` is a subcommand as in the real application."""


RUNNER = CliRunner()


def test_score_ruter_agrees_and_writes_html(tmp_path: Path) -> None:
    out = tmp_path / "results.html"
    result = RUNNER.invoke(APP, ["score", str(RUTER), "--html", str(out)])
    assert result.exit_code == 0, result.output
    assert "536 of 536 agree" in result.output
    assert "4-5" in result.output and "Magne Tønnessen" in result.output
    assert out.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")


def test_score_teams_event_json() -> None:
    result = RUNNER.invoke(APP, ["score", str(REALBRIDGE), "--json"])
    assert result.exit_code == 0
    start = result.output.index("{")
    end = result.output.rindex("}") + 1
    data = json.loads(result.output[start:end])
    assert data["method"] == "imp" and data["kind"] == "teams"
    assert data["agreement"]["checked"] == data["agreement"]["agreed"] == 596
    assert len(data["agreement"]["unscored"]) == 2


def test_score_with_another_method_has_nothing_to_compare() -> None:
    result = RUNNER.invoke(APP, ["score", str(RUTER), "--method", "mp"])
    assert result.exit_code == 0
    assert "no scores to compare" in result.output


def test_score_disagreement_exits_1(tmp_path: Path) -> None:
    text = RUTER.read_text(encoding="utf-8")
    # Pair 3's +120 on board 1 was worth 5 IMPs; the file now claims 6.
    broken = text.replace('2 1  3  4 1N  N  8 ST   "120"      -   5  -5  -90',
                          '2 1  3  4 1N  N  8 ST   "120"      -   6  -6  -90')  # fmt: skip
    assert broken != text
    path = tmp_path / "broken.pbn"
    path.write_text(broken, encoding="utf-8")
    result = RUNNER.invoke(APP, ["score", str(path), "-v"])
    assert result.exit_code == 1
    assert "board 1, table 2 (3 v 4): IMP_NS is 6 in the file, 5.00 here" in result.output


def test_score_writes_pbn_and_csv(tmp_path: Path) -> None:
    out_pbn, out_csv = tmp_path / "r.pbn", tmp_path / "r.csv"
    result = RUNNER.invoke(
        APP, ["score", str(RUTER), "--pbn", str(out_pbn), "--csv", str(out_csv), "--acbl"]
    )
    assert result.exit_code == 0
    games = pbn.load(out_pbn, strict=True)
    assert len(games) == 21
    assert out_csv.read_text(encoding="utf-8").startswith("board,table,ns,ew")


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (None, "cannot read the file"),
        ("", "the file is empty"),
        ('[Event "x"]\n', "without a Board"),
    ],
)
def test_score_bad_input_exits_2(tmp_path: Path, content: str | None, message: str) -> None:
    path = tmp_path / "event.pbn"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    result = RUNNER.invoke(APP, ["score", str(path)])
    assert result.exit_code == 2
    assert message in result.output and "Traceback" not in result.output


def test_score_unknown_method_is_refused() -> None:
    result = RUNNER.invoke(APP, ["score", str(RUTER), "--method", "rubber"])
    assert result.exit_code == 2


# --- reading events --------------------------------------------------------------------------


def test_event_from_score_tables() -> None:
    event = event_from_pbn(RUTER)
    assert event.kind == "pairs" and len(event.tables) == 168 and len(event.boards) == 21
    assert default_method(event) is Method.BUTLER
    first = event.board_tables(1)[0]
    assert (first.ns, first.ew, first.entry, first.contract, first.lead) == (
        "3",
        "4",
        120,
        "1N",
        "ST",
    )
    assert first.recorded_value("IMP_NS") == (5.0, 0)
    assert event.contestants["3"].recorded_total == 50 and event.contestants["3"].recorded_rank == 1


def test_event_from_one_game_per_table() -> None:
    event = event_from_pbn(REALBRIDGE)
    assert event.kind == "teams" and len(event.tables) == 299
    assert default_method(event) is Method.IMPS
    passed = [t for t in event.tables if t.contract == "Pass"]
    assert passed and all(t.entry == 0 for t in passed)


def test_event_artificial_rows_and_bad_rows() -> None:
    text = (
        '[Event "x"]\n[Board "1"]\n[Scoring "MP"]\n'
        '[ScoreTable "PairId_NS;PairId_EW;Contract;Score_NS;Score_EW;'
        'Percentage_NS;Percentage_EW"]\n'
        '1 2 4S "420" - 100 0\n3 4 - - - 60 40\n'
    )
    event = event_from_games(pbn.loads(text))
    assert event.tables[1].entry == ArtificialScore(60, 40)
    scored = score_event(event)
    assert scored.method is Method.MATCHPOINTS
    assert scored.boards[0].tables[1].ns_percent == 60.0
    unbalanced = text.replace('"420" -', '"420" "50"')
    with pytest.raises(FormatError, match="do not balance"):
        event_from_games(pbn.loads(unbalanced))
    no_pairs = text.replace("PairId_NS;PairId_EW", "A;B")
    with pytest.raises(FormatError, match="PairId_NS"):
        event_from_games(pbn.loads(no_pairs))


def test_empty_event_cannot_be_scored() -> None:
    event = event_from_games([])
    with pytest.raises(NotationError, match="no table results"):
        score_event(event)


def test_score_html_writes_its_downloads_beside_it_and_solves_dd_when_asked(
    tmp_path: Path,
) -> None:
    text = RUTER.read_text(encoding="utf-8").replace("\r\n", "\n")
    text = re.sub(r"\[TotalScoreTable [^\n]*\n(?:[^\[\n][^\n]*\n)*", "", text)  # totals of 21
    games = text.split("\n\n")
    two = tmp_path / "two.pbn"
    two.write_text("\n\n".join([g for g in games if "[Board " in g][:2]) + "\n", encoding="utf-8")
    plain, solved = tmp_path / "plain.html", tmp_path / "out" / "solved.html"
    solved.parent.mkdir()
    assert RUNNER.invoke(APP, ["score", str(two), "--html", str(plain)]).exit_code == 0
    result = RUNNER.invoke(APP, ["score", str(two), "--html", str(solved), "--dd"])
    assert result.exit_code == 0, result.output
    for suffix in (".pbn", ".csv", ".json"):
        assert (tmp_path / f"plain{suffix}").is_file()
        assert f'href="solved{suffix}" download' in solved.read_text(encoding="utf-8")
        assert f"wrote {solved.with_suffix(suffix)}" in result.output
    assert '<table class="dd">' not in plain.read_text(encoding="utf-8")  # the file has none
    page = solved.read_text(encoding="utf-8")
    assert page.count('<table class="dd">') == 2 and page.count("Par: NS") == 2
    assert "every score computed from contract, declarer and tricks (Law 77)" in page
    assert "butler datum: 1 top and bottom dropped, rounded half-away to 10" in page
    data = json.loads((tmp_path / "plain.json").read_text(encoding="utf-8"))
    assert [b["board"] for b in data["boards"]] == [1, 2]
