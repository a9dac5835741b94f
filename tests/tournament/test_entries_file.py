"""The entries file of ``bridgelaw event run``: JSON and CSV, with clear errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bridgelaw.core import Side
from bridgelaw.errors import FormatError
from bridgelaw.tournament.entries_file import load_entries, read_entries_csv, read_entries_json
from bridgelaw.tournament.errors import EntryError, MovementError
from bridgelaw.tournament.event import Artificial, Kind, Played, Score
from bridgelaw.tournament.movements.mitchell import mitchell
from bridgelaw.tournament.movements.swiss import play_swiss
from bridgelaw.tournament.results_event import missing_of, scored_event
from bridgelaw.tournament.specs import movement_from_json, movement_from_spec, parse_spec_text

CSV = """\
# event: Tuesday pairs
# kind: pairs
# movement A: mitchell tables=3 boards_per_round=1
# name 1NS: Ann & Bob
# a plain comment line
table,board,ns,ew,contract,declarer,tricks,result,score,adjusted
1,1,1NS,1EW,4S,N,10,,,
2,2,2NS,2EW,,,,,-100,
3,3,3NS,3EW,3NT,E,,-1,,
1,2,1NS,3EW,2H,S,8,,,
2,3,2NS,1EW,,,,,,A+/A-
3,1,3NS,2EW,4S,N,9,,,
1,3,1NS,2EW,3NT,E,9,,,
2,1,2NS,3EW,4SX,N,10,,,
3,2,3NS,1EW,,,,,110,
"""


def test_csv_entries_are_read_and_scored() -> None:
    event, entries = read_entries_csv(CSV, source="t.csv")
    assert event.name == "Tuesday pairs" and event.kind is Kind.PAIRS
    assert event.names == {"1NS": "Ann & Bob"}
    (section,) = event.sessions[0].sections
    assert section.movement is not None and section.movement.name.startswith("Mitchell, 3 tables")
    assert len(entries) == 9
    assert entries[0].where == "t.csv:7"
    assert isinstance(entries[0].outcome, Played) and entries[0].score_ns() == 420
    assert entries[2].score_ns() == 100  # 3NT by E one down, EW vulnerable on board 3
    assert isinstance(entries[4].outcome, Artificial)
    assert entries[8].outcome == Score(110)
    scored = scored_event(event, entries)
    assert missing_of(scored.event) == []
    assert {len(f.standings) for f in scored.fields} == {3}


def test_csv_errors_name_the_line() -> None:
    bad = CSV.replace("1,2,1NS,3EW,2H,S,8,,,", "1,2,1NS,3EW,2H,S,8,,140,")
    with pytest.raises(FormatError) as info:
        read_entries_csv(bad, source="t.csv")
    assert str(info.value) == (
        "t.csv:10: board 2: give exactly one of contract, score, adjusted or weighted"
        " (found contract and score)"
    )
    with pytest.raises(FormatError, match=r"t\.csv:3: # movement: .* no parameter 'boards'"):
        read_entries_csv(CSV.replace("tables=3", "boards=3"), source="t.csv")
    with pytest.raises(FormatError, match=r"t\.csv:3: # movement: a mitchell movement needs"):
        read_entries_csv(CSV.replace("tables=3 ", ""), source="t.csv")
    with pytest.raises(FormatError, match="unknown column 'player'"):
        read_entries_csv("board,ns,ew,player\n", source="t.csv")
    with pytest.raises(FormatError, match="the header has no 'ew' column"):
        read_entries_csv("board,ns,score\n1,A,100\n", source="t.csv")
    with pytest.raises(FormatError, match=r"t\.csv:2: board must be a whole number, not 'x'"):
        read_entries_csv("board,ns,ew,score\nx,A,B,100\n", source="t.csv")


def test_csv_entry_against_the_movement_names_the_line() -> None:
    wrong = CSV.replace("3,2,3NS,1EW,,,,,110,", "3,2,3NS,2EW,,,,,110,")
    event, entries = read_entries_csv(wrong, source="t.csv")
    with pytest.raises(EntryError) as info:
        scored_event(event, entries)
    assert str(info.value) == (
        "t.csv:15: session 1, section A, table 3, board 2: "
        "the movement seats 3NS v 1EW there in round 3, not 3NS v 2EW"
    )


def test_json_with_two_sessions_and_a_seating(tmp_path: Path) -> None:
    data = {
        "event": "Two nights",
        "names": {"A": "Ann & Bob"},
        "sessions": [
            {
                "name": "1",
                "sections": [
                    {
                        "name": "A",
                        "movement": {"family": "howell", "tables": 2, "boards_per_round": 1},
                        "seating": {"1": "A", "2": "B", "3": "C", "4": "D"},
                        "results": [
                            {"table": 1, "board": 1, "ns": "D", "ew": "A", "score": 100},
                            {"table": 2, "board": 1, "ns": "C", "ew": "B", "score": 50},
                        ],
                    }
                ],
            },
            {
                "name": "2",
                "sections": [
                    {
                        "name": "A",
                        "movement": {"family": "howell", "tables": 2, "boards_per_round": 1},
                        "seating": {"1": "D", "2": "C", "3": "B", "4": "A"},
                        "results": [
                            {"table": 1, "board": 1, "ns": "A", "ew": "D", "adjusted": "A"},
                            {"table": 2, "board": 1, "ns": "B", "ew": "C", "contract": "Pass"},
                        ],
                    }
                ],
            },
        ],
    }
    path = tmp_path / "e.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    event, entries = load_entries(path)
    assert [s.name for s in event.sessions] == ["1", "2"]
    scored = scored_event(event, entries)
    assert len(missing_of(scored.event)) == 8  # rounds 2 and 3 of each session, two tables each
    totals = {s.contestant.id: s for s in scored.standings}
    assert totals["D"].total == 2 + 1  # tops session 1, average in session 2
    assert totals["A"].percent == 100 * totals["A"].total / 4  # two boards, top 2 each


def test_json_errors_name_the_path() -> None:
    with pytest.raises(FormatError, match="<string>:1: not JSON"):
        read_entries_json("{")
    with pytest.raises(
        FormatError, match=r"sessions\[0\].sections\[0\].results\[0\]: unknown key 'bid'"
    ):
        read_entries_json('{"results": [{"board": 1, "ns": "A", "ew": "B", "bid": "1S"}]}')
    with pytest.raises(FormatError, match=r"results\[0\]: the result has no ew"):
        read_entries_json('{"results": [{"board": 1, "ns": "A", "score": 0}]}')
    with pytest.raises(FormatError, match="movement: unknown movement 'shuffle'"):
        read_entries_json('{"movement": {"family": "shuffle"}, "results": []}')
    with pytest.raises(FormatError, match="kind is pairs, teams or individuals"):
        read_entries_json('{"kind": "quartets", "results": []}')
    with pytest.raises(FormatError, match=r"\.json or \.csv"):
        load_entries(Path(__file__))


def test_a_swiss_is_entered_as_an_explicit_movement() -> None:
    movement, _ = play_swiss(["A", "B", "C", "D"], 2, lambda n, a, b: (12.0, 8.0), teams=False)
    back = movement_from_json(json.loads(json.dumps(movement.to_json())))
    assert back == movement
    data = {"movement": movement.to_json(), "results": []}
    event, _ = read_entries_json(json.dumps(data))
    assert event.sessions[0].sections[0].movement == movement


def test_specs() -> None:
    assert parse_spec_text("mitchell tables=8 even=relay arrow_switch=7,8") == {
        "family": "mitchell",
        "tables": 8,
        "even": "relay",
        "arrow_switch": [7, 8],
    }
    relay = movement_from_spec(parse_spec_text("mitchell tables=8 even=relay arrow_switch=last"))
    assert relay.arrow_switched == (8,)
    half = movement_from_spec({"family": "mitchell", "tables": 7, "missing": "EW"})
    assert half == mitchell(7, missing=Side.EW)
    assert movement_from_spec({"family": "team match", "segments": 3}).teams
    assert (
        len(movement_from_spec({"family": "roundrobin", "tables": 6, "pairs": "yes"}).rounds) == 5
    )
    with pytest.raises(MovementError, match="has no parameter 'tabels'"):
        movement_from_spec({"family": "howell", "tabels": 4})
    with pytest.raises(MovementError, match="tables must be a whole number"):
        movement_from_spec({"family": "howell", "tables": "four"})
    with pytest.raises(MovementError, match="a team match is played at 2 tables"):
        movement_from_spec({"family": "teams", "tables": 3})
    with pytest.raises(MovementError, match="key=value"):
        parse_spec_text("mitchell 8")
    with pytest.raises(MovementError, match="the movement has no 'board_sets'"):
        movement_from_json({"rounds": []})


def test_the_day_played_is_read_and_checked() -> None:
    event, _ = read_entries_csv("# date: 2026-11-24\n" + CSV, source="t.csv")
    assert event.date == "2026-11-24"
    assert read_entries_csv(CSV, source="t.csv")[0].date == ""
    with pytest.raises(FormatError, match=r"t\.csv:1: # date: 'Tuesday' is not a date"):
        read_entries_csv("# date: Tuesday\n" + CSV, source="t.csv")
    event, _ = read_entries_json(json.dumps({"date": "2026.11.24", "results": []}))
    assert event.date == "2026-11-24"
    with pytest.raises(FormatError, match="date: '2026-13-01' is not a date"):
        read_entries_json(json.dumps({"date": "2026-13-01", "results": []}))


@pytest.mark.law("90B2")
def test_penalties_and_fouled_boards_are_read_and_scored() -> None:
    """Law 90: a procedural penalty comes off the pair's total; Law 87B: the tables that
    played a fouled board's other form are scored among themselves."""
    rulings = "# penalty 1NS: 50% board=1 law=90B2 unduly slow play\n# fouled 1: 3=1\n"
    event, entries = read_entries_csv(rulings + CSV, source="t.csv")
    (penalty,) = event.penalties
    assert (penalty.contestant, penalty.amount, penalty.board, str(penalty.law)) == (
        "1NS", 50.0, 1, "90B2",
    )  # fmt: skip
    assert event.fouled == {1: {3: 1}}
    plain = {
        s.contestant.id: s for s in scored_event(*read_entries_csv(CSV, source="t.csv")).standings
    }
    ruled = {s.contestant.id: s for s in scored_event(event, entries).standings}
    # board 1: three tables, top 4; table 3 played another form: alone in it
    assert ruled["1NS"].penalty == 2 and plain["1NS"].penalty == 0
    board_1 = next(b for b in scored_event(event, entries).boards if b.number == 1)
    assert [t.table.form for t in board_1.tables] == [0, 1, 0]
    assert ruled["3NS"].total != plain["3NS"].total  # alone in its form: an average of 2
    with pytest.raises(FormatError, match=r"t\.csv:1: # penalty: .*% board=9"):
        read_entries_csv("# penalty 1NS: a lot\n" + CSV, source="t.csv")
    with pytest.raises(FormatError, match=r"t\.csv:1: # fouled: .*TABLE=FORM"):
        read_entries_csv("# fouled 1: three\n" + CSV, source="t.csv")
    with pytest.raises(EntryError, match="penalty \\(Law 90A\\) on '9NS', who has no result"):
        scored_event(*read_entries_csv("# penalty 9NS: 1 MP late\n" + CSV, source="t.csv"))
    with pytest.raises(EntryError, match="fouled board 1 \\(Law 87\\): table 7 has no result"):
        scored_event(*read_entries_csv("# fouled 1: 7=1\n" + CSV, source="t.csv"))
    with pytest.raises(FormatError, match="a penalty's unit is %, MP, IMP, VP or points"):
        bad = {"contestant": "1NS", "amount": 1, "unit": "tricks", "reason": "x"}
        read_entries_json(json.dumps({"penalties": [bad]}))
