"""``event run``'s results as PBN (ScoreTable, TotalScoreTable): read back and scored by
``bridgelaw score``'s path, every pair gets the percentage ``event run`` gave it."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.conftest import ROOT
from tests.tournament.test_entries_file import CSV

from bridgelaw.formats import pbn
from bridgelaw.results.event import event_from_pbn
from bridgelaw.results.export_event import event_results_pbn
from bridgelaw.results.score import Method, score_event
from bridgelaw.scoring.conditions import NAMED, conditions
from bridgelaw.tournament.entries_file import load_entries
from bridgelaw.tournament.event_results import EventResults
from bridgelaw.tournament.event_results import score_event as run_event

CLUB_NIGHT = ROOT / "examples" / "club-night" / "entries.csv"


def _run(path: Path, named: str | None = None) -> EventResults:
    event, entries = load_entries(path)
    return run_event(event, entries, conditions=None if named is None else conditions(named))


@pytest.mark.parametrize("named", sorted(NAMED))
@pytest.mark.parametrize("source", ["club-night", "with an adjusted score"])
def test_the_exported_pbn_scores_to_the_same_percentages(
    tmp_path: Path, source: str, named: str
) -> None:
    """`event run --conditions X` and `score --conditions X` are one scoring path: the
    event's PBN, scored by `score`, gives every pair the same percentage."""
    if source == "club-night":
        path = CLUB_NIGHT
    else:
        path = tmp_path / "tuesday.csv"
        path.write_text(CSV, encoding="utf-8")  # holds an A+/A- and stated scores
    results = _run(path, named)
    exported = tmp_path / "results.pbn"
    exported.write_text(event_results_pbn(results), encoding="utf-8")
    if source != "club-night":  # the club's names are not all ISO 8859/1, as §2.2 wants
        pbn.load(exported, strict=True)  # export format, as the standard writes it
    scored = score_event(event_from_pbn(exported), Method.MATCHPOINTS, conditions=conditions(named))
    theirs = {s.contestant.id: s.percent for s in scored.standings}
    ours = {s.contestant: s.tally.percent for s in results.overall}
    assert ours.keys() == theirs.keys()
    for contestant, percent in ours.items():
        assert percent is not None
        assert theirs[contestant] == pytest.approx(percent, abs=0.01), contestant


def test_the_score_tables_carry_each_table_and_the_rankings(tmp_path: Path) -> None:
    results = _run(CLUB_NIGHT)
    games = pbn.loads(event_results_pbn(results))
    assert len(games) == 28
    rows = [row for game in games if (t := game.table("ScoreTable")) for row in t.rows]
    assert len(rows) == len(results.entries) == 196
    total = games[0].table("TotalScoreTable")
    assert total is not None
    assert [row.get("Direction") for row in total.rows] == ["NS"] * 7 + ["EW"] * 7
    first = total.rows[0]
    best = results.groups[0].standings[0]
    assert first.get("PairId") == best.contestant and first.get("Rank") == "1"
    assert first.get("Names") == dict(results.event.names)[best.contestant]


def test_without_conditions_an_adjusted_board_is_scaled_not_factored(tmp_path: Path) -> None:
    """`event run` without conditions scales the real results of a board with an
    artificial score up to the full top (each keeps its percentage among the real ones);
    the conditions' Neuberg factoring gives them less: the two differ on such a board."""
    path = tmp_path / "tuesday.csv"
    path.write_text(CSV, encoding="utf-8")
    scaled = {s.contestant: s.tally.percent for s in _run(path).overall}
    factored = {s.contestant: s.tally.percent for s in _run(path, "bridgelaw").overall}
    assert scaled["2EW"] == pytest.approx(100.0)
    assert factored["2EW"] == pytest.approx(95.83, abs=0.01)
