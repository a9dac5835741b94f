"""Publishing scored events: HTML, JSON, CSV and PBN (read back by our strict reader)."""

from __future__ import annotations

import csv
import io
import json
from html.parser import HTMLParser
from pathlib import Path

import pytest

from bridgelaw.core.board import Board
from bridgelaw.formats import pbn
from bridgelaw.results.event import Contestant, Event, TableEntry, event_from_games, event_from_pbn
from bridgelaw.results.html import results_html
from bridgelaw.results.publish import (
    entry_text,
    results_json,
    results_pbn,
    standings_csv,
    travellers_csv,
)
from bridgelaw.results.ranking import place_text, rank_with_ties
from bridgelaw.results.score import Method, compare_with_recorded, score_event
from bridgelaw.scoring.conditions import Conditions
from bridgelaw.scoring.entries import ArtificialScore, SplitScore, WeightedScore

DATA = Path(__file__).resolve().parents[2] / ".." / "shared" / "data" / "pbn_events"
RUTER = DATA / "ruter71_klubbkveld_2012-01-24_butler_imp_pairs.pbn"


def small_event() -> Event:
    """Three tables of two boards; pair 5 and 6 got an artificial score on board 2."""
    rows = [
        TableEntry(1, "1", "2", 420, table="1", contract="4S", declarer="N", tricks=10, lead="HA"),
        TableEntry(1, "3", "4", 450, table="2", contract="4S", declarer="S", tricks=11),
        TableEntry(1, "5", "6", -50, table="3", contract="4S", declarer="N", tricks=9),
        TableEntry(2, "1", "4", 110, table="1", contract="2H", declarer="N", tricks=8),
        TableEntry(2, "3", "6", 110, table="2", contract="2H", declarer="S", tricks=8),
        TableEntry(2, "5", "2", ArtificialScore(40, 60), table="3"),
    ]
    contestants = {str(i): Contestant(str(i), f"Player {i} - Partner {i}") for i in range(1, 7)}
    boards = {1: Board(1), 2: Board(2)}
    return Event("Club night", "<test>", boards, tuple(rows), contestants, date="2024.05.01")


@pytest.mark.law("78A", indirect=True)
def test_scoring_the_small_event() -> None:
    scored = score_event(small_event(), Method.MATCHPOINTS)
    first = scored.boards[0]
    assert [t.ns for t in first.tables] == [2.0, 4.0, 0.0]
    second = scored.boards[1]
    assert second.top == 4.0 and second.tables[2].ns == pytest.approx(1.6)
    # Pairs 3 and 6 share the lead: a top on board 1, and 2 of 4 on board 2 (a tie on
    # the two real results, factored to three: (1 + 1) x 3/2 - 1).
    first_two = scored.standings[:2]
    assert {s.contestant.id for s in first_two} == {"3", "6"}
    assert all(s.place == (1, 2) for s in first_two)
    assert first_two[0].percent == pytest.approx(100 * (4 + (1 + 1) * 3 / 2 - 1) / 8)


@pytest.mark.law("78D", indirect=True)
def test_board_played_fewer_times_factored_to_the_largest() -> None:
    event = small_event()
    fewer = Event(event.name, event.source, event.boards, event.tables[:5], event.contestants)
    plain = score_event(fewer, Method.MATCHPOINTS)
    factored = score_event(fewer, Method.MATCHPOINTS, conditions=Conditions(factoring=True))
    assert plain.boards[1].top == 2.0 and factored.boards[1].top == 4.0
    # The two tied results on board 2 get half of the factored top each.
    assert [t.ns for t in factored.boards[1].tables] == [2.0, 2.0]


def test_ranking_with_ties() -> None:
    assert rank_with_ties([29, 29, 50, -1]) == [(2, 3), (2, 3), (1, 1), (4, 4)]
    assert rank_with_ties([1.0, 2.0], descending=False) == [(1, 1), (2, 2)]
    assert place_text(4, 5) == "4-5" and place_text(7, 7) == "7"


def test_entry_texts() -> None:
    assert entry_text(620) == "620" and entry_text(None) == ""
    assert entry_text(ArtificialScore(60, 40)) == "A 60/40"
    assert entry_text(WeightedScore.of((620, 0.5), (-100, 0.5))) == "W 260"
    assert entry_text(SplitScore(420, 450)) == "420/450"


def test_json_has_ranking_and_travellers() -> None:
    data = results_json(score_event(small_event(), Method.MATCHPOINTS))
    text = json.dumps(data)
    again = json.loads(text)
    assert again["event"] == "Club night" and again["unit"] == "MP"
    assert again["standings"][0]["place"] == "1-2"
    board = again["boards"][1]
    # `result` is what the entries file's column is, the tricks relative to the contract;
    # an adjusted score is in `adjusted`, as the entries file writes it
    assert board["tables"][2]["result"] == "" and board["tables"][2]["adjusted"] == "A-/A+"
    assert board["tables"][2]["ns_percent"] == 40.0


def test_csv_files() -> None:
    scored = score_event(small_event(), Method.MATCHPOINTS)
    rows = list(csv.DictReader(io.StringIO(travellers_csv(scored))))
    assert len(rows) == 6 and rows[0]["contract"] == "4S" and rows[0]["ns_points"] == "2.0"
    standings = list(csv.reader(io.StringIO(standings_csv(scored))))
    assert standings[0][:3] == ["place", "id", "names"] and len(standings) == 7


@pytest.mark.parametrize("method", [Method.MATCHPOINTS, Method.BUTLER, Method.CROSS_IMPS])
def test_pbn_export_read_back_strictly(method: Method) -> None:
    scored = score_event(small_event(), method)
    text = results_pbn(scored)
    assert text.startswith("% PBN 2.1\r\n% EXPORT\r\n")
    games = pbn.loads(text, strict=True)
    assert len(games) == 2
    assert games[0].table("TotalScoreTable") is not None
    again = score_event(event_from_games(games), method)
    agreement = compare_with_recorded(again)
    assert agreement.checked > 0 and agreement.disagreed == 0


def test_pbn_export_of_a_real_event_with_deals() -> None:
    scored = score_event(event_from_pbn(RUTER), Method.MATCHPOINTS)
    games = pbn.loads(results_pbn(scored), strict=True)
    assert len(games) == 21
    assert games[0].deal is not None and games[0].board is not None
    assert games[0].deal == scored.event.boards[1].deal
    table = games[0].table("ScoreTable")
    assert table is not None and len(table) == 8
    assert {c.name for c in table.columns} >= {"MP_NS", "Percentage_NS", "PairId_NS"}


class _Collect(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.ids: list[str] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if name == "id" and value:
                self.ids.append(value)

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def test_html_page_sections() -> None:
    scored = score_event(event_from_pbn(RUTER))
    page = results_html(scored)
    parser = _Collect()
    parser.feed(page)
    text = " ".join(parser.text)
    assert "ranking" in parser.ids and "boards" in parser.ids and "cards" in parser.ids
    assert {f"board-{n}" for n in range(1, 22)} <= set(parser.ids)
    assert "card-3" in parser.ids and "Magne Tønnessen" in text
    assert "4-5" in text and "14-15" in text  # shared places
    assert "datum -90" in text  # board 1's Butler datum
    assert "♠" in text and "Butler IMPs against a datum (Law 78B)" in text


def test_html_escapes_names() -> None:
    event = small_event()
    contestants = dict(event.contestants)
    contestants["1"] = Contestant("1", "<script>alert(1)</script>")
    changed = Event(event.name, event.source, event.boards, event.tables, contestants)
    page = results_html(score_event(changed, Method.MATCHPOINTS))
    assert "<script>alert" not in page and "&lt;script&gt;" in page


def test_personal_card_lists_each_board() -> None:
    scored = score_event(small_event(), Method.MATCHPOINTS)
    card = list(scored.card("2"))
    assert [(b.number, direction) for b, _, direction in card] == [(1, "EW"), (2, "EW")]


def test_frequencies_of_a_board() -> None:
    scored = score_event(small_event(), Method.MATCHPOINTS)
    second = scored.boards[1].frequencies()
    assert second[0][0] == 110 and second[0][1] == 2
    assert isinstance(second[-1][0], ArtificialScore)
