"""Acceptance (issue 10, conditions of contest): the six Polish events of
``pbntools_results`` (JFR Pary and KOPS pages, 2,858 tables) given as one PBN game per
table with contract, declarer and tricks, and no score, scored by ``bridgelaw score``
under the ``jfr``/``kops`` conditions, reproduce the program's published figures.

The test builds the per-table file from the pages itself
(:func:`bridgelaw.results.page_event.pages_pbn`): the Director's adjusted scores in our
per-table convention, the program's figure for each table as ``ScorePercentage`` /
``ScoreIMP``, its ranking as a ``TotalScoreTable``. ``score --json`` compares every one
of them with ours; each disagreement is listed here with its reason.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from bridgelaw.cli.score_cmd import register
from bridgelaw.results.page_event import event_from_pages, pages_pbn
from bridgelaw.results.score import score_event
from bridgelaw.scoring.conditions import NAMED

PAGES = Path(__file__).resolve().parents[2] / ".." / "shared" / "data" / "pbntools_results"

APP = typer.Typer()
register(APP)


@APP.command()
def _other() -> None:
    """A second command, so that ``score`` is a subcommand as in the real application."""


RUNNER = CliRunner()

# Folder, conditions, tables, figures compared, figures that differ.
EVENTS = [
    ("test_1_pary", "jfr", 243, 486, 0),
    ("test_3_pary_20130801", "jfr", 351, 702, 0),
    ("test_5_pary_www_20130808", "jfr", 324, 694, 0),
    ("test_9_pary_www_szczyrk_20131108", "jfr", 1260, 2686, 111),
    ("test_2_kops", "kops", 572, 1232, 0),
    ("test_4_kops_www_20130807", "kops", 108, 234, 8),
]

# Every disagreement, and why:
# * Chorzow 2013 (KOPS cross-IMPs), board 22: the page scores the 2,080-point
#   difference between +420 and -1660 as 17 IMPs, not 19 (Law 78B's scale has no cap);
#   two tables' averages differ by 2/3 IMP, and so do the totals of their four pairs.
# * Szczyrk 2013 (JFR Butler): every board's datum and every table's IMPs agree (2,520
#   figures), but the saved ranking is not the sum of those IMPs: 41 pairs' totals are
#   lower on the page by 1 to 22 IMPs, no set of boards accounts for it (least squares
#   over the 30 boards leaves a residual of 2,800), so the ranking page was not made
#   from these travellers (the folder notes Director's results added later). Their
#   ranks differ with them.
KOPS_BOARD_22 = {
    "board 22, table ? (1 v 10): IMP_NS is 14.7 in the file, 15.30 here",
    "board 22, table ? (1 v 10): IMP_EW is -14.7 in the file, -15.30 here",
    "board 22, table ? (5 v 9): IMP_NS is -15.7 in the file, -16.30 here",
    "board 22, table ? (5 v 9): IMP_EW is 15.7 in the file, 16.30 here",
    "contestant 5: total is 41.67 in the file, 41.00 here",
    "contestant 1: total is 19 in the file, 19.67 here",
    "contestant 10: total is -67.67 in the file, -68.33 here",
    "contestant 9: total is -76.67 in the file, -76.00 here",
}


def _score(folder: str, conditions: str, tmp_path: Path) -> tuple[int, dict[str, object]]:
    path = tmp_path / f"{folder}.pbn"
    path.write_text(pages_pbn(PAGES / folder), encoding="utf-8")
    result = RUNNER.invoke(APP, ["score", str(path), "--conditions", conditions, "--json"])
    return result.exit_code, json.loads(result.stdout)


@pytest.mark.law("78D")
@pytest.mark.parametrize(("folder", "conditions", "tables", "checked", "differ"), EVENTS)
def test_78d_polish_events_reproduced_from_contracts(
    folder: str, conditions: str, tables: int, checked: int, differ: int, tmp_path: Path
) -> None:
    code, data = _score(folder, conditions, tmp_path)
    assert data["conditions"]["name"] == conditions  # type: ignore[index]
    boards = data["boards"]
    assert isinstance(boards, list)
    assert sum(len(b["tables"]) for b in boards) == tables
    assert data["unscored_results"] == [] and data["stated_scores_differ"] == []
    agreement = data["agreement"]
    assert isinstance(agreement, dict)
    assert agreement["checked"] == checked
    assert agreement["checked"] - agreement["agreed"] == differ
    assert code == (1 if differ else 0)
    differences = set(agreement["differences"])
    if folder == "test_4_kops_www_20130807":
        assert differences == KOPS_BOARD_22
    elif folder.startswith("test_9"):
        assert all(line.startswith("contestant ") for line in differences)


def test_78d_tables_total_and_agreement(tmp_path: Path) -> None:
    """2,858 tables in all; every table's figure agrees except the four of KOPS board 22
    (the other disagreements are totals and ranks)."""
    assert sum(e[2] for e in EVENTS) == 2858
    table_differ = []
    for folder, conditions, *_ in EVENTS:
        _, data = _score(folder, conditions, tmp_path)
        agreement = data["agreement"]
        assert isinstance(agreement, dict)
        table_differ += [d for d in agreement["differences"] if not d.startswith("contestant")]
    assert len(table_differ) == 4 and set(table_differ) < KOPS_BOARD_22


@pytest.mark.law("78D")
def test_78d_rankings_keep_every_pair_and_drop_phantoms() -> None:
    """Every pair of the program's ranking is in ours, in the same order where the
    figures agree; the phantom pair of a sit-out (JFR: pair 24, 0 % at every table)
    is not ranked."""
    for folder, name in (("test_5_pary_www_20130808", "jfr"), ("test_2_kops", "kops")):
        event = event_from_pages(PAGES / folder)
        scored = score_event(event, conditions=NAMED[name])
        ours = [s.contestant.id for s in scored.standings]
        theirs = sorted(event.contestants.values(), key=lambda c: (c.recorded_rank or 0, c.id))
        recorded = [c.id for c in theirs if c.recorded_rank is not None]
        assert ours == recorded
        assert all(s.contestant.names for s in scored.standings)
    five = event_from_pages(PAGES / "test_5_pary_www_20130808")
    ids = {s.contestant.id for s in score_event(five, conditions=NAMED["jfr"]).standings}
    assert "24" not in ids and len(ids) == 23


def test_78d_conditions_change_the_figures(tmp_path: Path) -> None:
    """The same file under the default conditions (sit-outs counted, no placement of
    the 61.80/38.20 award) no longer agrees; under jfr with factoring turned off it
    still does (every board of the event has the same field)."""
    path = tmp_path / "five.pbn"
    path.write_text(pages_pbn(PAGES / "test_5_pary_www_20130808"), encoding="utf-8")
    plain = RUNNER.invoke(APP, ["score", str(path), "--json"])
    assert plain.exit_code == 1
    assert json.loads(plain.stdout)["agreement"]["agreed"] < 694
    off = RUNNER.invoke(APP, ["score", str(path), "-c", "jfr", "--no-factoring", "--json"])
    data = json.loads(off.stdout)
    assert data["conditions"]["name"] == "jfr+"
    assert data["conditions"]["factoring"] == "none"
    assert data["agreement"]["agreed"] == 694
