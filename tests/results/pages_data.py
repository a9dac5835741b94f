"""Real events published as results pages, for the page tests and the screenshots.

* ``ruter71``: a club Butler-IMP pairs night (Ruter, 16 pairs with names and clubs,
  21 boards, leads), with double-dummy tables solved;
* ``jfr``: a JFR Pary matchpoint barometer (Warsaw 2013, 27 boards, percentages);
* ``realbridge``: one round of an online teams event (15 matches, 10 boards, double-dummy
  tables from the file);
* :func:`hundred_boards`: 100 real deals with their double-dummy tables (BridgeComposer),
  each played at 10 tables, to time publishing a large event.
"""

from __future__ import annotations

import functools
import random
from pathlib import Path

from tests.conftest import SHARED_DATA

from bridgelaw.cli.commands import load_hand_records
from bridgelaw.core import Contract, Seat, Strain
from bridgelaw.render.records import HandRecord
from bridgelaw.results.event import Contestant, Event, TableEntry, event_from_pbn
from bridgelaw.results.html import results_html
from bridgelaw.results.score import ScoredEvent, score_event
from bridgelaw.scoring import ns_score

EVENTS = SHARED_DATA / "pbn_events"
RUTER = EVENTS / "ruter71_klubbkveld_2012-01-24_butler_imp_pairs.pbn"
REALBRIDGE = EVENTS / "realbridge_2021_online_qual_open_r2_teams_imp.pbn"
JFR = SHARED_DATA / "pbntools_results" / "test_5_pary_www_20130808" / "wb130808.pbn"
CAMROSE = EVENTS / "camrose2024_bridgecomposer_dd_par.pbn"
DOWNLOADS = (("PBN", "results.pbn"), ("CSV", "results.csv"), ("JSON", "results.json"))


@functools.cache
def scored(path: Path, solve: bool = False) -> tuple[ScoredEvent, tuple[HandRecord, ...]]:
    """An event file scored, with its hand records (DD solved where missing if ``solve``)."""
    return score_event(event_from_pbn(path)), tuple(load_hand_records(path, solve=solve))


@functools.cache
def published(path: Path) -> str:
    """The results page of an event file, linking to its downloads; double-dummy tables
    solved for Ruter's file, which has none."""
    event, records = scored(path, path == RUTER)
    return results_html(event, records=records, downloads=DOWNLOADS)


def hundred_boards() -> tuple[ScoredEvent, list[HandRecord]]:
    """100 real deals with known double-dummy tables, each played at 10 tables (20 pairs,
    a Mitchell field): every table plays a contract in a strain the deal offers and
    makes its double-dummy tricks give or take one."""
    records = load_hand_records(CAMROSE, solve=False)[:100]
    rng = random.Random(100)
    tables: list[TableEntry] = []
    strains = list(Strain)
    for record in records:
        board, dd = record.board, record.dd
        assert dd is not None
        for table in range(1, 11):
            declarer = rng.choice(list(Seat))
            strain = rng.choice(strains)
            tricks = max(0, min(13, dd.tricks(declarer, strain) + rng.choice((-1, 0, 0, 1))))
            level = max(1, min(7, tricks - 6 + rng.choice((0, 0, 1))))
            contract = Contract(level, strain, declarer=declarer)
            score = ns_score(contract, vulnerability=board.vulnerability, tricks=tricks)
            ns, ew = str(table), str(11 + (table + board.number) % 10)  # a Mitchell field
            tables.append(
                TableEntry(
                    board=board.number,
                    ns=ns,
                    ew=ew,
                    entry=score,
                    table=str(table),
                    contract=str(contract),
                    declarer=declarer.letter,
                    tricks=tricks,
                    lead="SA",
                    computed=score,
                )
            )
    contestants = {str(n): Contestant(str(n), f"Player {n}a - Player {n}b") for n in range(1, 21)}
    event = Event(
        "100 boards",
        "camrose",
        {r.board.number: r.board for r in records},
        tuple(tables),
        contestants,
    )
    return score_event(event), records
