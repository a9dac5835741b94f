"""One event model (issue 10, item 1): a night given as an entries file and a movement
(``event run``) and the same night given as the PBN that run exports (``score``) are
the same :class:`bridgelaw.results.event.Event`, scored by one path
(:func:`bridgelaw.results.score.score_event`) to the same rankings, percentages and pages,
and published with one CSV whose ``result`` column means what the entries file's means."""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Sequence
from pathlib import Path

import pytest
import typer
from tests.conftest import ROOT
from tests.tournament.test_entries_file import CSV
from tests.tournament.test_tournament_cli import TEAMS_CSV
from typer.testing import CliRunner

from bridgelaw.cli.commands import load_hand_records
from bridgelaw.cli.score_cmd import register as register_score
from bridgelaw.cli.tournament_cmd import register as register_event
from bridgelaw.render.records import HandRecord
from bridgelaw.results.event import event_from_pbn
from bridgelaw.results.page_model import ResultsPage
from bridgelaw.results.pages_scored import scored_page
from bridgelaw.results.publish import relative_result, results_pbn
from bridgelaw.results.score import Fields, Method, ScoredEvent, Standing, score_event
from bridgelaw.scoring.conditions import conditions
from bridgelaw.tournament.entries_file import load_entries
from bridgelaw.tournament.results_event import scored_event

NIGHT = ROOT / "examples" / "club-night"
RUNNER = CliRunner()


def _app() -> typer.Typer:
    app = typer.Typer(add_completion=False, pretty_exceptions_enable=False)
    app.callback()(lambda: None)
    register_score(app)
    register_event(app)
    return app


APP = _app()


def _entries(tmp_path: Path, source: str) -> Path:
    if source == "club-night":
        return NIGHT / "entries.csv"
    path = tmp_path / "tuesday.csv"
    path.write_text(CSV, encoding="utf-8")  # an A+/A-, stated scores, a result as -1
    return path


def _records(source: str) -> list[HandRecord]:
    return load_hand_records(NIGHT / "boards.pbn", solve=False) if source == "club-night" else []


def _both(tmp_path: Path, source: str, named: str) -> tuple[ScoredEvent, ScoredEvent]:
    """The night run from its entries, and its exported PBN read back and scored."""
    event, entries = load_entries(_entries(tmp_path, source))
    records = _records(source)
    run = scored_event(event, entries, conditions=conditions(named), records=records)
    exported = tmp_path / "results.pbn"
    exported.write_text(results_pbn(run), encoding="utf-8")
    read = score_event(
        event_from_pbn(exported),
        Method.MATCHPOINTS,
        conditions=conditions(named),
        fields=Fields.AUTO,
    )
    return run, read


def _ranked(standings: Sequence[Standing]) -> list[tuple[object, ...]]:
    """Each line: the pair, its names (a reader gives a pair without names its id as
    names), its place, total, percentage and boards."""
    lines: list[tuple[object, ...]] = []
    for s in standings:
        who = s.contestant
        names = "" if who.names == who.id else who.names
        lines.append((who.id, names, s.place, round(s.total, 6), s.percent, s.boards))
    return lines


def _shown(page: ResultsPage) -> tuple[object, ...]:
    """What a reader of the page sees of the results: rankings, travellers, score cards."""
    return page.rankings, page.boards, page.cards


@pytest.mark.parametrize("named", ["bridgelaw", "ebu", "acbl", "jfr"])
@pytest.mark.parametrize("source", ["club-night", "with an adjusted score"])
def test_entries_and_their_pbn_are_one_event_scored_alike(
    tmp_path: Path, source: str, named: str
) -> None:
    run, read = _both(tmp_path, source, named)
    assert len(run.event.tables) == len(read.event.tables)
    assert _ranked(run.standings) == _ranked(read.standings)
    assert [(f.direction, _ranked(f.standings)) for f in run.fields] == [
        (f.direction, _ranked(f.standings)) for f in read.fields
    ]
    assert [f.direction for f in run.fields] == ["NS", "EW"]  # a Mitchell: two fields
    records = _records(source)
    assert _shown(scored_page(run, records=records)) == _shown(scored_page(read, records=records))


def test_the_night_has_its_names_rounds_tables_and_deals() -> None:
    event, entries = load_entries(NIGHT / "entries.csv")
    run = scored_event(event, entries, records=_records("club-night"))
    model = run.event
    assert model.contestants["1NS"].names == "Anna Berg & Olav Lund"
    assert len(model.tables) == 196 and {t.round for t in model.tables} == {
        str(r) for r in range(1, 8)
    }
    assert all(board.deal is not None for board in model.boards.values())
    assert model.movement.startswith("Mitchell, 7 tables")
    assert model.notes == ()  # nothing missing


def _section(html: str, name: str) -> str:
    found = re.search(rf'<section id="{name}".*?</section>', html, re.S)
    assert found is not None, name
    return found.group(0)


def test_event_run_html_is_the_page_of_score_html(tmp_path: Path) -> None:
    """``event run --html`` publishes the pages of ``score --html``: the ranking with the
    names, a traveller per board with its diagram, a score card per pair; the same night
    scored by ``score`` from the PBN that run wrote gives the same sections."""
    ran = tmp_path / "run" / "night.html"
    args = ["event", "run", str(NIGHT / "entries.csv"), "--boards", str(NIGHT / "boards.pbn")]
    result = RUNNER.invoke(APP, [*args, "--html", str(ran)])
    assert result.exit_code == 0, result.output
    scored = tmp_path / "score" / "night.html"
    args = ["score", str(ran.with_suffix(".pbn")), "--dd", "--html", str(scored)]
    result = RUNNER.invoke(APP, args)  # the deals are in the PBN: solved for the page
    assert result.exit_code == 0, result.output
    one, other = ran.read_text(encoding="utf-8"), scored.read_text(encoding="utf-8")
    assert one.count('<table class="data ranking">') == 2  # North-South and East-West
    assert one.count('<article class="card"') == 14
    assert one.count('<article class="board"') == 28
    assert one.count('class="diagram') >= 28
    assert "Anna Berg &amp; Olav Lund" in _section(one, "ranking")
    for name in ("ranking", "cards", "boards"):
        assert _section(one, name) == _section(other, name), name


def test_the_result_column_means_what_the_entries_file_means(tmp_path: Path) -> None:
    """The entries file's ``result`` (tricks relative to the contract) and ``score``
    (North-South's) are the columns of the same name in the CSV of ``event run --html``
    and of ``score --csv``."""
    entries = _entries(tmp_path, "with an adjusted score")
    page = tmp_path / "out.html"
    assert RUNNER.invoke(APP, ["event", "run", str(entries), "--html", str(page)]).exit_code == 0
    written = {
        (row["board"], row["table"]): row
        for row in csv.DictReader(io.StringIO(page.with_suffix(".csv").read_text("utf-8")))
    }
    lines = [line for line in CSV.splitlines() if not line.startswith("#")]
    given = list(csv.DictReader(io.StringIO("\n".join(lines))))
    assert len(written) == len(given) == 9
    for row in given:
        out = written[(row["board"], row["table"])]
        assert (out["ns"], out["ew"], out["contract"]) == (row["ns"], row["ew"], row["contract"])
        if row["result"]:  # given relative to the contract: the same text
            assert out["result"] == row["result"]
        if row["tricks"]:  # given as tricks: the result is relative to the contract
            assert out["result"] == relative_result(row["contract"], int(row["tricks"]))
        if row["score"]:
            assert out["score"] == row["score"] and out["result"] == ""
        assert out["adjusted"] == row["adjusted"]
    again = tmp_path / "again.csv"
    result = RUNNER.invoke(APP, ["score", str(page.with_suffix(".pbn")), "--csv", str(again)])
    assert result.exit_code == 0, result.output
    rescored = list(csv.DictReader(io.StringIO(again.read_text("utf-8"))))
    keep = ("board", "table", "round", "ns", "ew", "contract", "result", "score", "adjusted")
    assert sorted(tuple(r[k] for k in keep) for r in rescored) == sorted(
        tuple(r[k] for k in keep) for r in written.values()
    )


def test_a_teams_match_from_entries_and_from_its_pbn_is_one_event(tmp_path: Path) -> None:
    """Teams go the same way: IMPs room against room, an artificial score ±3 IMPs (Law
    12C2b), the teams ranked by VPs, as `score` ranks a teams PBN."""
    path = tmp_path / "teams.csv"
    path.write_text(TEAMS_CSV, encoding="utf-8")
    event, entries = load_entries(path)
    run = scored_event(event, entries)
    assert run.method is Method.IMPS and run.event.kind == "teams"
    exported = tmp_path / "teams.pbn"
    exported.write_text(results_pbn(run), encoding="utf-8")
    read = score_event(event_from_pbn(exported), Method.IMPS)
    assert _ranked(run.standings) == _ranked(read.standings)
    lions = run.standings[1] if run.standings[0].contestant.id == "B" else run.standings[0]
    assert lions.contestant.names == "Lions" and lions.total == -5  # 11 gained, 16 lost
    assert [s.vp for s in run.standings] == [s.vp for s in read.standings]
    assert _shown(scored_page(run))[0] == _shown(scored_page(read))[0]
    assert scored_page(run).matches == scored_page(read).matches
