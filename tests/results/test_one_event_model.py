"""One event model (issue 10, item 1): a night given as an entries file and a movement
(``event run``) and the same night given as the PBN that run exports (``score``) are
the same :class:`bridgelaw.results.event.Event`, scored by one path
(:func:`bridgelaw.results.score.score_event`) to the same rankings, percentages and pages,
and published with one CSV whose ``result`` column means what the entries file's means."""

from __future__ import annotations

import csv
import io
import json
import random
import re
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
import typer
from tests.conftest import ROOT, SHARED_DATA
from tests.tournament.test_entries_file import CSV
from tests.tournament.test_tournament_cli import TEAMS_CSV
from typer.testing import CliRunner

from bridgelaw.cli.commands import load_hand_records
from bridgelaw.cli.score_cmd import register as register_score
from bridgelaw.cli.tournament_cmd import register as register_event
from bridgelaw.render.records import HandRecord
from bridgelaw.results.event import Event, event_from_pbn
from bridgelaw.results.event_lin import event_from_lin
from bridgelaw.results.page_model import ResultsPage
from bridgelaw.results.pages_scored import scored_page
from bridgelaw.results.publish import relative_result, results_pbn, standings_csv, travellers_csv
from bridgelaw.results.score import Fields, Method, ScoredEvent, Standing, score_event
from bridgelaw.scoring.conditions import conditions
from bridgelaw.tournament.club_score import score_entries
from bridgelaw.tournament.entries_file import load_entries
from bridgelaw.tournament.results_event import scored_event
from bridgelaw.tournament.specs import movement_from_spec

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


def _sections_event(tmp_path: Path) -> Path:
    """Two sessions: the first of two sections (3-table Mitchells, 3 boards), the second
    one 4-table Howell of the same pairs; results drawn at random (seeded)."""
    rng = random.Random(10)
    contracts = [("4S", "N"), ("3NT", "E"), ("2H", "S"), ("4HX", "W"), ("1NT", "N")]

    def section(name: str, spec: dict[str, Any], seating: dict[str, str]) -> dict[str, Any]:
        movement = movement_from_spec(spec)
        results: list[dict[str, Any]] = []
        for rnd, place in movement.seatings():
            if not place.plays:
                continue
            for board in movement.board_set(place.board_set).boards:
                contract, declarer = rng.choice(contracts)
                assert place.ns is not None and place.ew is not None
                row: dict[str, Any] = {"round": rnd.number, "table": place.table, "board": board}
                row |= {
                    "ns": seating.get(place.ns, place.ns),
                    "ew": seating.get(place.ew, place.ew),
                }
                if rng.random() < 0.08:
                    row["adjusted"] = "A+/A-"
                else:
                    tricks = 6 + int(contract[0]) + rng.choice([-2, -1, 0, 0, 1])
                    row |= {"contract": contract, "declarer": declarer, "tricks": tricks}
                results.append(row)
        return {"name": name, "movement": spec, "seating": seating, "results": results}

    mitchell = {"family": "mitchell", "tables": 3, "boards_per_round": 1}
    labels = [f"{t}{d}" for t in (1, 2, 3) for d in ("NS", "EW")]
    first = [section(s, mitchell, {label: f"{s}{label}" for label in labels}) for s in ("A", "B")]
    howell = {"family": "howell", "tables": 4, "boards_per_round": 1}
    players = [f"A{label}" for label in labels[:4]] + [f"B{label}" for label in labels[:4]]
    second = section("A", howell, {str(k + 1): who for k, who in enumerate(players)})
    data = {
        "event": "Two sessions",
        "names": {"A1NS": "Ann & Bob"},
        "sessions": [{"name": "1", "sections": first}, {"name": "2", "sections": [second]}],
    }
    path = tmp_path / "two.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_sections_and_sessions_are_scored_as_the_movement_scores_them(tmp_path: Path) -> None:
    """An event of two sessions and two sections: each section's boards scored among
    themselves, each section (each field) ranked, everyone over both sessions, with the
    figures the movement's own results give; its PBN read back (a Section tag per game)
    scores alike."""
    event, entries = load_entries(_sections_event(tmp_path))
    run = scored_event(event, entries)
    assert [s.title for s in run.sections] == [
        "session 1, section A", "session 1, section B", "session 2, section A",
    ]  # fmt: skip
    assert [[f.title for f in s.fields] for s in run.sections] == [
        ["North-South", "East-West"],
        ["North-South", "East-West"],
        [],
    ]  # fmt: skip
    everyone = {s.contestant.id: s for s in run.standings}
    for section in run.sections:
        boards = [b for b in run.boards if b.section == section.title]
        assert boards and {t.table.section for b in boards for t in b.tables} == {section.title}
        for s in section.standings:  # each section's total is its own boards' matchpoints
            mine = [
                t.ns if t.table.ns == s.contestant.id else t.ew
                for b in boards
                for t in b.tables
                if s.contestant.id in (t.table.ns, t.table.ew)
            ]
            assert s.total == pytest.approx(sum(x or 0 for x in mine))
        for f in section.fields:  # each field ranked apart, by percentage
            percents = [s.percent or 0.0 for s in f.standings]
            assert percents == sorted(percents, reverse=True) and f.standings[0].place[0] == 1
    for who, s in everyone.items():  # everyone over both sessions: the totals carried
        carried = sum(
            x.total for sec in run.sections for x in sec.standings if x.contestant.id == who
        )
        assert s.total == pytest.approx(carried), who
    exported = tmp_path / "two.pbn"
    exported.write_text(results_pbn(run), encoding="utf-8")
    read = score_event(event_from_pbn(exported), Method.MATCHPOINTS)
    assert _ranked(run.standings) == _ranked(read.standings)
    assert [(s.title, _ranked(s.standings)) for s in run.sections] == [
        (s.title, _ranked(s.standings)) for s in read.sections
    ]
    page = scored_page(run)
    anchors = [b.anchor for b in page.boards]
    assert len(anchors) == len(set(anchors)) == 3 + 3 + 7  # the Howell has 7 rounds
    assert [r.title for r in page.rankings][-1] == "Overall" and len(page.cards) == 12


INDIVIDUALS = {
    "event": "Individual",
    "kind": "individuals",
    "names": {"Ann": "Ann Lee"},
    "results": [
        {"board": 1, "ns": "Ann+Bob", "ew": "Cid+Dan", "score": 140},
        {"board": 1, "ns": "Eve+Fay", "ew": "Gus+Hal", "score": 110},
        {"board": 2, "ns": "Ann+Cid", "ew": "Eve+Gus", "score": -50},
        {"board": 2, "ns": "Bob+Dan", "ew": "Fay+Hal", "contract": "2S", "declarer": "E",
         "tricks": 8},
    ],
}  # fmt: skip


def test_an_individual_event_credits_each_player_through_the_one_path(tmp_path: Path) -> None:
    """Law 4: a partnership's result is each of its two players'; the one path gives each
    player the figures the movement's own results give, a score card each."""
    path = tmp_path / "individual.json"
    path.write_text(json.dumps(INDIVIDUALS), encoding="utf-8")
    event, entries = load_entries(path)
    run = scored_event(event, entries)
    # board 1: +140 beats +110; board 2: -50 beats -110 (2S by East making 8)
    assert sorted((s.contestant.id, s.total, s.percent) for s in run.standings) == [
        ("Ann", 4, 100), ("Bob", 2, 50), ("Cid", 2, 50), ("Dan", 0, 0),
        ("Eve", 0, 0), ("Fay", 2, 50), ("Gus", 2, 50), ("Hal", 4, 100),
    ]  # fmt: skip
    assert run.event.contestants["Ann"].names == "Ann Lee"
    page = scored_page(run)
    assert len(page.cards) == 8 and {len(card.lines) for card in page.cards} == {2}
    html = tmp_path / "individual.html"
    result = RUNNER.invoke(APP, ["event", "run", str(path), "--html", str(html)])
    assert result.exit_code == 0, result.output
    assert html.read_text("utf-8").count('<article class="card"') == 8


def test_event_run_of_two_sessions_prints_and_publishes_every_ranking(tmp_path: Path) -> None:
    path = _sections_event(tmp_path)
    html = tmp_path / "two.html"
    result = RUNNER.invoke(APP, ["event", "run", str(path), "--html", str(html)])
    assert result.exit_code == 0, result.output
    for title in ("session 1, section A, North-South", "session 1, section B, East-West"):
        assert title in result.output
    assert "session 2, section A" in result.output and "overall" in result.output
    text = html.read_text("utf-8")
    assert text.count('<table class="data ranking">') == 2 + 2 + 1 + 1  # and Overall
    ids = re.findall(r' id="([^"]+)"', text)
    assert len(ids) == len(set(ids))  # a board of each section has its own anchor


@pytest.mark.parametrize("source", ["club-night", "with an adjusted score"])
def test_score_reads_the_entries_file_as_event_run_does(tmp_path: Path, source: str) -> None:
    """``score ENTRIES.csv`` and ``event run ENTRIES.csv`` are two views of one event: the
    same JSON rankings and travellers."""
    entries = _entries(tmp_path, source)
    ran = RUNNER.invoke(APP, ["event", "run", str(entries), "--json"])
    scored = RUNNER.invoke(APP, ["score", str(entries), "--json"])
    assert ran.exit_code == 0 and scored.exit_code == 0, scored.output
    one, other = json.loads(ran.stdout), json.loads(scored.stdout)
    for key in ("standings", "fields", "boards", "conditions", "method", "unit"):
        assert one[key] == other[key], key
    assert one["boards"] and one["fields"]


SKY_CLUB = SHARED_DATA / "pbntools_results" / "test_6_bbo_skyclub_20130810"


def test_a_folder_of_bbo_lin_files_is_the_event_its_pbn_is(tmp_path: Path) -> None:
    """LIN reads into the same model: the 44 BBO tables of a pairs tournament, one LIN
    file each, give the tables and ranking of the PBN that PbnTools made of the same
    event (a robot's seat is "~~M59370" in the LIN and "GiB" in the PBN)."""
    lin = event_from_lin(SKY_CLUB / "SKY_CLUB_2196_Pairs_SKY_CLUB_JACKPOT_2000")
    pbn = event_from_pbn(SKY_CLUB / "sky_club_2196_pairs_sky_club_jackpot_2000.pbn")

    def tables(event: Event) -> list[tuple[object, ...]]:
        return sorted(
            (t.board, t.contract or "", t.declarer or "", t.tricks or 0, repr(t.entry))
            for t in event.tables
        )

    assert len(lin.tables) == 44 and tables(lin) == tables(pbn)
    assert all(t.lead for t in lin.tables if t.contract)
    one, other = score_event(lin), score_event(pbn)
    assert [(s.place, s.total, s.percent) for s in one.standings] == [
        (s.place, s.total, s.percent) for s in other.standings
    ]
    result = RUNNER.invoke(APP, ["score", str(lin.source), "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["standings"][0]["id"] == "hzengin - mlang"


def test_a_night_not_yet_begun_scores_to_nothing_under_conditions() -> None:
    """The club night's live ranking scores its entries as they come (through the one
    path): before the first, nothing is scored, nobody raises, and every pair is listed
    with no score."""
    event, _ = load_entries(NIGHT / "entries.csv")
    club = score_entries(event, [], [], "bridgelaw")
    assert club.scored.boards == () and club.scored.standings == ()
    ns, ew = club.ranking_json()
    assert len(ns["lines"]) == len(ew["lines"]) == 7
    assert all(line["points"] is None for g in (ns, ew) for line in g["lines"])
    assert club.travellers_json() == {} and club.pbn().count("[ScoreTable") == 0


WEIGHTED = """\
# event: Weighted
# movement A: mitchell tables=3 boards_per_round=1
table,board,ns,ew,contract,declarer,tricks,weighted
1,1,1NS,1EW,4S,N,10,
2,1,2NS,3EW,,,,600:0.7 -100:0.3
3,1,3NS,2EW,4S,N,9,
"""


def test_a_weighted_score_is_shown_with_its_weights(tmp_path: Path) -> None:
    """Law 12C1c: the page of `event run` shows a weighted score as the Director gave it,
    not only its mean."""
    path = tmp_path / "weighted.csv"
    path.write_text(WEIGHTED, encoding="utf-8")
    page = tmp_path / "w.html"
    result = RUNNER.invoke(APP, ["event", "run", str(path), "--html", str(page)])
    assert result.exit_code == 0, result.output
    assert "W 70% of +600 + 30% of -100" in page.read_text("utf-8")


def test_the_csv_of_an_event_of_several_sections_names_their_sessions_and_sections(
    tmp_path: Path,
) -> None:
    """Each traveller row and each ranking line of an event of several sections (and
    sessions) says which it belongs to; an event of one section keeps its columns."""
    event, entries = load_entries(_sections_event(tmp_path))
    run = scored_event(event, entries)
    rows = list(csv.DictReader(io.StringIO(travellers_csv(run))))
    assert list(rows[0])[:3] == ["session", "section", "board"] and len(rows) == 9 + 9 + 28
    assert Counter((r["session"], r["section"]) for r in rows) == {
        ("1", "A"): 9, ("1", "B"): 9, ("2", "A"): 28,
    }  # fmt: skip
    lines = list(csv.DictReader(io.StringIO(standings_csv(run))))
    assert Counter((r["session"], r["section"], r["direction"]) for r in lines) == {
        ("1", "A", "NS"): 3, ("1", "A", "EW"): 3, ("1", "B", "NS"): 3, ("1", "B", "EW"): 3,
        ("2", "A", ""): 8, ("", "overall", ""): 12,
    }  # fmt: skip
    first = next(r for r in lines if r["section"] == "B" and r["direction"] == "EW")
    assert first["place"] == "1" and first["id"].startswith("B")
    html = tmp_path / "two.html"
    ran = RUNNER.invoke(APP, ["event", "run", str(_sections_event(tmp_path)), "--html", str(html)])
    assert ran.exit_code == 0, ran.output
    written = html.with_suffix(".csv").read_text(encoding="utf-8").splitlines()
    assert written[0].startswith("session,section,board,") and len(written) == 1 + 46
    one, _ = _both(tmp_path, "club-night", "bridgelaw")
    assert travellers_csv(one).startswith("board,table,") and "session" not in standings_csv(one)


@pytest.mark.parametrize("command", ["event run", "score"])
def test_a_penalty_in_the_entries_file_is_printed_and_published(
    tmp_path: Path, command: str
) -> None:
    """Law 90: both views print the deduction beside the total it came off, and publish it."""
    path = tmp_path / "pen.csv"
    text = (NIGHT / "entries.csv").read_text(encoding="utf-8")
    path.write_text("# penalty 4NS: 25% board=13 unduly slow play\n" + text, encoding="utf-8")
    shown = RUNNER.invoke(APP, [*command.split(), str(path)])
    assert shown.exit_code == 0, shown.output
    line = next(row for row in shown.output.splitlines() if "4NS" in row)
    assert "203" in line and ("(penalty -3)" in line if command == "score" else "-3" in line)
    data = json.loads(RUNNER.invoke(APP, [*command.split(), str(path), "--json"]).stdout)
    (standing,) = [s for s in data["standings"] if s["id"] == "4NS"]
    assert (standing["total"], standing["penalty"]) == (203, 3)  # 206 less 25% of a top of 12
