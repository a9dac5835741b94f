"""``bridgelaw movement`` and ``bridgelaw event run`` (through ``register`` on a typer app)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
import typer
from typer.testing import CliRunner

from bridgelaw.cli.tournament_cmd import register
from bridgelaw.tournament.validate import Problem
from tests.browser import PHONE
from tests.tournament.test_entries_file import CSV

if TYPE_CHECKING:
    from playwright.sync_api import Page

runner = CliRunner()


def _app() -> typer.Typer:
    app = typer.Typer(add_completion=False, pretty_exceptions_enable=False)

    @app.callback()
    def main() -> None:
        """bridgelaw"""

    register(app)
    return app


APP = _app()


def test_movement_prints_and_validates_a_mitchell() -> None:
    result = runner.invoke(APP, ["movement", "mitchell", "--tables", "7", "-b", "2"])
    assert result.exit_code == 0, result.output
    assert "Mitchell, 7 tables, 7 rounds (straight)" in result.output
    assert "1NS-1EW" in result.output and "7NS-2EW" in result.output
    assert "valid: " in result.output and "meets every EW pair once" in result.output


def test_movement_with_arrow_switch_relay_and_half_table() -> None:
    result = runner.invoke(
        APP,
        ["movement", "mitchell", "-t", "8", "--even", "relay", "--arrow-switch", "last",
         "--missing", "EW"],
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    assert "arrow switch in round 8" in result.output
    assert "(none)" in result.output and "bye stand" in result.output
    assert "arrow-switched tables swap directions" in result.output


def test_movement_json_for_each_family() -> None:
    for args in (
        ["howell", "-t", "5"],
        ["teams", "-r", "2"],
        ["roundrobin", "-c", "7"],
        ["roundrobin", "-t", "6", "--pairs"],
    ):
        result = runner.invoke(APP, ["movement", *args, "--json"])
        assert result.exit_code == 0, result.output
        data = json.loads(result.output)
        assert data["problems"] == []
        assert data["rounds"]
    howell = json.loads(runner.invoke(APP, ["movement", "howell", "-t", "5", "--json"]).output)
    assert (len(howell["contestants"]), len(howell["rounds"])) == (10, 9)


def test_movement_errors_exit_2() -> None:
    for args, message in (
        (["howell", "-t", "11"], "no complete Howell for 11 tables"),
        (["swiss", "-t", "4"], "unknown movement 'swiss'"),
        (["mitchell"], "a mitchell movement needs --tables"),
        (["mitchell", "-t", "8", "-r", "8"], "1-7 rounds, not 8"),
        (["mitchell", "-t", "5", "--arrow-switch", "x"], "--arrow-switch takes round numbers"),
        (["roundrobin"], "needs --contestants"),
    ):
        result = runner.invoke(APP, ["movement", *args])
        assert result.exit_code == 2, args
        assert message in result.output, result.output


def test_an_invalid_movement_exits_1_with_its_problems(monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib

    # (the package re-exports the function ``validate``, which hides the module's name)
    validate_module = importlib.import_module("bridgelaw.tournament.validate")

    def broken(movement: object) -> list[Problem]:
        return [Problem("board set", "round 2: board set 3 is at tables 2, 4 at once", 2, 4)]

    monkeypatch.setattr(validate_module, "validate", broken)
    result = runner.invoke(APP, ["movement", "mitchell", "-t", "5"])
    assert result.exit_code == 1
    assert "invalid: round 2: board set 3 is at tables 2, 4 at once" in result.output


def test_event_run_prints_rankings_and_writes_html(tmp_path: Path) -> None:
    entries = tmp_path / "tuesday.csv"
    entries.write_text(CSV, encoding="utf-8")
    page = tmp_path / "out.html"
    result = runner.invoke(APP, ["event", "run", str(entries), "--html", str(page)])
    assert result.exit_code == 0, result.output
    assert "Tuesday pairs: 9 table results" in result.output
    assert "session 1, section A, North-South" in result.output
    assert "Ann & Bob" in result.output
    text = page.read_text(encoding="utf-8")
    assert text.startswith("<!DOCTYPE html>") and "Ann &amp; Bob" in text
    # the page of `score --html`: the two fields' rankings, a card per pair, a traveller a board
    assert text.count('<table class="data ranking">') == 2
    assert text.count('<article class="card"') == 6
    assert text.count('<table class="data traveller">') == 3
    assert ">4<span" in text and "=</td>" in text  # 4S= written as players write it
    assert "A+/A-" in text  # the adjusted score
    assert (tmp_path / "out.json").is_file() and (tmp_path / "out.csv").is_file()
    assert 'href="out.csv"' in text and 'href="out.json"' in text


def _deals_pbn(path: Path, boards: int) -> Path:
    """A PBN file of boards 1 to ``boards`` as `bridgelaw deal` writes it (no DD tables)."""
    from bridgelaw.cli.commands import deal_session

    deal_session(boards=boards, output=path, seed=7)
    return path


def test_event_run_with_boards_shows_each_boards_deal_dd_table_and_par(tmp_path: Path) -> None:
    entries = tmp_path / "tuesday.csv"
    entries.write_text(CSV, encoding="utf-8")
    deals = _deals_pbn(tmp_path / "deals.pbn", 3)
    page = tmp_path / "out.html"
    args = ["event", "run", str(entries), "--boards", str(deals), "--dd", "--html", str(page)]
    result = runner.invoke(APP, args)
    assert result.exit_code == 0, result.output
    text = page.read_text(encoding="utf-8")
    assert text.count('<table class="dd"') == 3
    assert text.count("Par: NS") == 3
    assert text.count('class="diagram') >= 3
    assert ">Lead<" not in text  # no entry names its lead: no empty Lead columns


def test_event_run_names_boards_the_hand_records_lack(tmp_path: Path) -> None:
    entries = tmp_path / "tuesday.csv"
    entries.write_text(CSV, encoding="utf-8")
    deals = _deals_pbn(tmp_path / "deals.pbn", 2)
    page = tmp_path / "out.html"
    args = ["event", "run", str(entries), "--boards", str(deals), "--html", str(page)]
    result = runner.invoke(APP, args)
    assert result.exit_code == 0, result.output
    text = page.read_text(encoding="utf-8")
    assert "no deal in the hand records for board 3" in text
    assert text.count('<table class="dd"') == 0  # not solved without --dd


def test_event_run_names_boards_marked_otherwise_than_law_2(tmp_path: Path) -> None:
    entries = tmp_path / "tuesday.csv"
    entries.write_text(CSV, encoding="utf-8")
    deals = _deals_pbn(tmp_path / "deals.pbn", 3)
    text = deals.read_text(encoding="utf-8")
    assert '[Dealer "N"]' in text  # board 1: North deals (Law 2)
    deals.write_text(text.replace('[Dealer "N"]', '[Dealer "S"]', 1), encoding="utf-8")
    page = tmp_path / "out.html"
    args = ["event", "run", str(entries), "--boards", str(deals), "--html", str(page)]
    result = runner.invoke(APP, args)
    assert result.exit_code == 0, result.output
    assert "board 1: the hand records mark dealer S" in page.read_text(encoding="utf-8")


def test_event_run_boards_that_cannot_be_read_exit_2(tmp_path: Path) -> None:
    entries = tmp_path / "tuesday.csv"
    entries.write_text(CSV, encoding="utf-8")
    junk = tmp_path / "deals.pbn"
    junk.write_bytes(b"\x00\x01binary\xff" * 50)
    page = tmp_path / "out.html"
    args = ["event", "run", str(entries), "--boards", str(junk), "--html", str(page)]
    result = runner.invoke(APP, args)
    assert result.exit_code == 2, result.output
    assert "deals.pbn" in result.output and "Traceback" not in result.output
    assert not page.exists()


def test_event_run_json(tmp_path: Path) -> None:
    entries = tmp_path / "tuesday.csv"
    entries.write_text(CSV, encoding="utf-8")
    result = runner.invoke(APP, ["event", "run", str(entries), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    # the JSON of `score --json` (one publication), each field's ranking in "fields"
    ns, ew = data["fields"]
    assert [s["id"] for s in ns["standings"]] != []
    assert sum(s["total"] for s in ns["standings"] + ew["standings"]) == pytest.approx(36)
    assert data["missing"] == [] and data["boards"][0]["tables"][0]["result"] == "="


def test_event_run_errors_exit_2(tmp_path: Path) -> None:
    wrong = tmp_path / "wrong.csv"
    wrong.write_text(CSV.replace("3,2,3NS,1EW", "3,2,3NS,2EW"), encoding="utf-8")
    result = runner.invoke(APP, ["event", "run", str(wrong)])
    assert result.exit_code == 2
    assert "wrong.csv:15: session 1, section A, table 3, board 2" in result.output
    result = runner.invoke(APP, ["event", "run", str(tmp_path / "none.csv")])
    assert result.exit_code == 2 and "cannot read" in result.output


TEAMS_CSV = """\
# event: Club teams
# kind: teams
# movement A: teams boards_per_round=4
# name A: Lions
# name B: Tigers
round,table,board,ns,ew,contract,declarer,tricks,adjusted
1,1,1,A,B,4S,N,10,
1,2,1,B,A,4S,N,9,
1,1,2,A,B,3NT,E,9,
1,2,2,B,A,3NT,W,10,
1,1,3,A,B,2H,S,8,
1,2,3,B,A,,,,A+/A-
1,1,4,A,B,6NTX,N,11,
1,2,4,B,A,3NT,N,12,
"""


def test_event_run_teams_page_shows_the_match_room_by_room(tmp_path: Path) -> None:
    entries = tmp_path / "teams.csv"
    entries.write_text(TEAMS_CSV, encoding="utf-8")
    page = tmp_path / "teams.html"
    result = runner.invoke(APP, ["event", "run", str(entries), "--html", str(page)])
    assert result.exit_code == 0, result.output
    text = page.read_text(encoding="utf-8")
    match = text.split('<article class="match" id="match-A-B"')[1].split("</article>")[0]
    assert "Open room: A NS" in match and "Closed room: B NS" in match
    assert "IMPs 11–16" in match  # A gains 10 + 1, B gains 3 (A+ in the closed room) + 13
    assert "6NTx-1" in match and "3NT+3" in match and "A+/A-" in match
    assert 'href="#match-A-B">A</a><small>Lions</small>' in text  # ranking -> match


@pytest.mark.parametrize(("name", "text"), [("pairs", CSV), ("teams", TEAMS_CSV)])
def test_event_run_pages_fit_a_phone(tmp_path: Path, page: Page, name: str, text: str) -> None:
    entries = tmp_path / f"{name}.csv"
    entries.write_text(text, encoding="utf-8")
    out = tmp_path / f"{name}.html"
    assert runner.invoke(APP, ["event", "run", str(entries), "--html", str(out)]).exit_code == 0
    page.set_viewport_size(PHONE)
    page.goto(out.as_uri())
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    page.locator("#ranking a").first.click()  # to the score card or the match
    assert page.locator(":target").count() == 1


def test_event_run_under_named_conditions_writes_them_and_the_pbn(tmp_path: Path) -> None:
    entries = tmp_path / "tuesday.csv"
    entries.write_text(CSV, encoding="utf-8")
    page = tmp_path / "out.html"
    args = ["event", "run", str(entries), "--conditions", "EBU", "--html", str(page)]
    result = runner.invoke(APP, args)
    assert result.exit_code == 0, result.output
    text = page.read_text(encoding="utf-8")
    # listed as `score --html` lists them: the set's name, then each choice on its line
    assert "conditions of contest: ebu</li>" in text and "<li>factoring: " in text
    assert 'href="out.pbn"' in text
    games = (tmp_path / "out.pbn").read_text(encoding="utf-8")
    assert games.count("[ScoreTable ") == 3 and games.count("[TotalScoreTable ") == 1
    bad = runner.invoke(APP, ["event", "run", str(entries), "--conditions", "nonesuch"])
    assert bad.exit_code == 2 and "nonesuch" in bad.output
