"""Events scored from real results, compared with what the organisers' programs published.

* JFR Pary (Warsaw barometer pairs, 2012 and 2013): every traveller's matchpoint
  percentages, including the director's artificial scores, from contract,
  declarer and result, under the ``jfr`` conditions of contest;
* RealBridge (2021 online teams, one round of 15 matches): every table's IMPs,
  from the two rooms of each match.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from bridgelaw.scoring.conditions import conditions
from bridgelaw.tournament.event import (
    Entry,
    Event,
    Kind,
    Outcome,
    Score,
    Section,
    Session,
    parse_adjusted,
    parse_outcome,
)
from bridgelaw.tournament.model import BoardSet, Movement, Round, Seating
from bridgelaw.tournament.results_event import missing_of, scored_event
from bridgelaw.tournament.validate import validate
from tests.tournament.helpers import SHARED_DATA

PARY = SHARED_DATA / "pbntools_results"
JFR_EVENTS = [
    PARY / "test_1_pary" / "WB120802",
    PARY / "test_3_pary_20130801" / "WB130801",
]
REALBRIDGE = SHARED_DATA / "pbn_events" / "realbridge_2021_online_qual_open_r2_teams_imp.pbn"


def _cells(row: str) -> list[str]:
    out = []
    for body in re.findall(r'<td class="no[clr]"[^>]*>(.*?)</td>', row, re.S):
        body = re.sub(r'<img[^>]*alt="([^"]*)"[^>]*>', lambda m: m.group(1).upper(), body)
        body = re.sub(r"<[^>]+>", "", body)
        out.append(html.unescape(body).replace("\xa0", "").replace("×", "X").strip())
    return out


def _traveller(path: Path, board: int) -> list[tuple[Entry, float, float]]:
    """Each table of a JFR traveller: the entry, and the NS and EW percentages printed."""
    rows = []
    for row in re.findall(r"<tr>(.*?)</tr>", path.read_text(encoding="utf-8"), re.S):
        cells = _cells(row)
        if len(cells) not in (9, 10) or not cells[0].isdigit() or not cells[1].isdigit():
            continue
        ns, ew, contract = cells[0], cells[1], cells[2]
        outcome: Outcome
        if contract == "TD":
            outcome = parse_adjusted(f"{cells[-2]}%/{cells[-1]}%")
        elif contract == "PASS":
            outcome = parse_outcome("Pass", None)
        else:
            outcome = parse_outcome(contract, cells[3], result=cells[5])
            shown_ns, shown_ew = cells[6], cells[7]
            printed = int(shown_ns) if shown_ns else -int(shown_ew)
            entry = Entry(board=board, ns=ns, ew=ew, outcome=outcome)
            assert entry.score_ns() == printed, (path.name, ns, contract)
        rows.append(
            (Entry(board=board, ns=ns, ew=ew, outcome=outcome, where=path.name),
             float(cells[-2]), float(cells[-1]))
        )  # fmt: skip
    return rows


@pytest.mark.parametrize("folder", JFR_EVENTS, ids=lambda p: p.name)
def test_jfr_pary_travellers_are_reproduced(folder: Path) -> None:
    travellers = sorted(folder.glob(f"{folder.name.lower()}[0-9][0-9][0-9].html"))
    assert len(travellers) >= 20
    printed: dict[tuple[int, str], tuple[float, float]] = {}
    entries = []
    for path in travellers:
        board = int(path.stem[-3:])
        for entry, ns_percent, ew_percent in _traveller(path, board):
            entries.append(entry)
            printed[(board, entry.ns)] = (ns_percent, ew_percent)
    event = Event(folder.name, Kind.PAIRS, (Session("1", (Section("A"),)),))
    scored = scored_event(event, entries, conditions=conditions("jfr"))
    compared = 0
    for scored_board in scored.boards:
        number = scored_board.number
        assert scored_board.top is not None and scored_board.top > 0
        for t in scored_board.tables:
            ns_percent, ew_percent = printed[(number, t.table.ns)]
            assert (t.ns_percent, t.ew_percent) == pytest.approx(
                (ns_percent, ew_percent), abs=0.006
            ), (number, t.table.ns)
            compared += 2
    assert compared == 2 * len(entries) > 300


def _pbn_games(path: Path) -> list[dict[str, str]]:
    games = []
    for chunk in path.read_text(encoding="utf-8").split("\n\n"):
        tags = dict(re.findall(r'^\[(\w+) "([^"]*)"\]', chunk, re.M))
        if "Board" in tags:
            games.append(tags)
    return games


def test_realbridge_team_round_imps_are_reproduced() -> None:
    games = _pbn_games(REALBRIDGE)
    assert len(games) == 299
    tables: dict[int, tuple[str, str]] = {}
    for g in games:
        tables[int(g["Table"])] = (g["HomeTeam"], g["VisitTeam"])
    seatings = [Seating(t, home, away, 1) for t, (home, away) in sorted(tables.items())]
    teams = sorted({team for pair in tables.values() for team in pair})
    movement = Movement(
        name="RealBridge 2021 open round 2",
        family="custom",
        contestants=tuple(teams),
        board_sets=(BoardSet(1, tuple(range(11, 21))),),
        rounds=(Round(1, tuple(seatings), shared=(tuple(sorted(tables)),)),),
        teams=True,
        duplicated=True,
    )
    assert validate(movement) == []  # 15 matches: each team NS in one room, EW in the other
    entries = []
    printed: dict[tuple[int, int], int] = {}
    for g in games:
        contract = g["Contract"]
        outcome = (
            parse_outcome(contract, g["Declarer"] or None, int(g["Result"]))
            if contract != "Pass"
            else parse_outcome("Pass", None)
        )
        if "Score" in g:
            assert (
                Score(int(g["Score"].split()[1])).ns
                == Entry(board=int(g["Board"]), ns="x", ew="y", outcome=outcome).score_ns()
            )
        table = int(g["Table"])
        home, away = tables[table]
        entries.append(Entry(board=int(g["Board"]), ns=home, ew=away, outcome=outcome, table=table))
        printed[(table, int(g["Board"]))] = int(g["ScoreIMP"].split()[1])
    event = Event("RealBridge", Kind.TEAMS, (Session("1", (Section("A", movement),)),))
    scored = scored_event(event, entries)
    assert len(scored.standings) == 30  # 15 matches
    by_table = {
        (int(t.table.table or 0), board.number): t.ns
        for board in scored.boards
        for t in board.tables
        if t.ns is not None
    }
    assert len(by_table) == 298  # 299 records: one board lacks its other room
    for key, imps in by_table.items():
        assert imps == printed[key], key
    # the one board missing from one room is reported as missing
    assert missing_of(scored.event) == [
        "session 1, section A, round 1, table 12: no result for board 20"
    ]
