"""Events: result entry checked against the movement, scoring, rankings, sessions."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaw.core import Side
from bridgelaw.results.score import ScoredEvent
from bridgelaw.scoring import contract_score
from bridgelaw.tournament.errors import EntryError
from bridgelaw.tournament.event import (
    Artificial,
    Entry,
    Event,
    Kind,
    Played,
    ResultSheet,
    Score,
    Section,
    Session,
    parse_adjusted,
    parse_outcome,
)
from bridgelaw.tournament.movements.arrow import arrow_switch
from bridgelaw.tournament.movements.howell import howell
from bridgelaw.tournament.movements.mitchell import mitchell
from bridgelaw.tournament.movements.teams import round_robin, team_match
from bridgelaw.tournament.results_event import missing_of, scored_event
from tests.tournament.helpers import entries_for


def _event(*sections: Section, kind: Kind = Kind.PAIRS) -> Event:
    return Event("test", kind, (Session("1", sections),))


def _mitchell_event(tables: int = 3, **options: object) -> Event:
    return _event(Section("A", mitchell(tables, boards_per_round=2, **options)))  # type: ignore[arg-type]


def _enter(event: Event, entry: Entry) -> str:
    with pytest.raises(EntryError) as info:
        ResultSheet(event).enter_all([entry])
    return str(info.value)


# -- result entry ------------------------------------------------------------------


def test_a_right_entry_is_accepted_and_gets_its_round() -> None:
    sheet = ResultSheet(_mitchell_event())
    # round 2: 1EW is at table 2, where set 3 (boards 5-6) is played
    sheet.enter(Entry(board=5, table=2, ns="2NS", ew="1EW", outcome=Score(-100)))
    (entry,) = sheet.entries
    assert entry.round == 2


def test_a_board_that_is_not_in_the_movement() -> None:
    message = _enter(
        _mitchell_event(), Entry(board=7, table=1, ns="1NS", ew="1EW", outcome=Score(0))
    )
    assert message == (
        "session 1, section A, table 1, board 7: board 7 is not in Mitchell, 3 tables, "
        "3 rounds (straight) (boards 1-6)"
    )


def test_a_table_that_does_not_play_the_board_in_that_round() -> None:
    entry = Entry(board=1, table=2, round=1, ns="2NS", ew="2EW", outcome=Score(0))
    assert _enter(_mitchell_event(), entry) == (
        "session 1, section A, table 2, round 1, board 1: board 1 is not played at table 2 "
        "in round 1 (it is at table 1 in round 1)"
    )


def test_the_wrong_pair_at_a_table() -> None:
    entry = Entry(board=1, table=1, ns="1NS", ew="3EW", outcome=Score(0), where="sheet.csv:4")
    assert _enter(_mitchell_event(), entry) == (
        "sheet.csv:4: session 1, section A, table 1, board 1: the movement seats 1NS v 1EW "
        "there in round 1, not 1NS v 3EW"
    )


def test_swapped_directions_are_named() -> None:
    entry = Entry(board=1, table=1, ns="1EW", ew="1NS", outcome=Score(0))
    assert "North-South and East-West are swapped: the movement seats 1NS North-South" in (
        _enter(_mitchell_event(), entry)
    )


@pytest.mark.law("5B", indirect=True)
def test_an_arrow_switched_round_expects_the_switched_seating() -> None:
    event = _event(Section("A", arrow_switch(mitchell(3, boards_per_round=1), [3])))
    sheet = ResultSheet(event)
    table_1 = event.sessions[0].sections[0].movement.round(3).seating(1)  # type: ignore[union-attr]
    assert table_1 is not None
    board = table_1.board_set
    sheet.enter(
        Entry(board=board, table=1, ns=table_1.ns or "", ew=table_1.ew or "", outcome=Score(50))
    )
    wrong = Entry(board=board, table=1, ns=table_1.ew or "", ew=table_1.ns or "", outcome=Score(50))
    assert _enter(event, wrong).endswith("in round 3 (arrow switch)")


def test_a_half_table_plays_no_board() -> None:
    event = _mitchell_event(missing=Side.EW)
    movement = event.sessions[0].sections[0].movement
    assert movement is not None
    rnd, idle = next((r, s) for r, s in movement.seatings() if not s.plays)
    board = movement.board_set(idle.board_set).boards[0]
    entry = Entry(board=board, table=idle.table, ns=idle.ns or "", ew="3EW", outcome=Score(0))
    assert (
        f"in round {rnd.number} table {idle.table} is a half table ({idle.ns} has no opponents)"
        in (_enter(event, entry))
    )


def test_a_result_entered_twice() -> None:
    sheet = ResultSheet(_mitchell_event())
    first = Entry(board=1, table=1, ns="1NS", ew="1EW", outcome=Score(420), where="a.csv:2")
    sheet.enter(first)
    with pytest.raises(EntryError, match=r"entered twice \(first: a.csv:2"):
        sheet.enter(replace(first, outcome=Score(450), where="a.csv:9"))


def test_entries_need_a_table_and_a_known_section() -> None:
    event = _mitchell_event()
    assert "name the table" in _enter(event, Entry(board=1, ns="1NS", ew="1EW", outcome=Score(0)))
    other = Entry(board=1, table=1, ns="1NS", ew="1EW", outcome=Score(0), section="B")
    assert _enter(event, other) == "session 1 has no section 'B' (sections: A)"
    later = Entry(board=1, table=1, ns="1NS", ew="1EW", outcome=Score(0), session="2")
    assert _enter(event, later) == "the event has no session '2' (sessions: 1)"


def test_impossible_results_are_refused_at_entry() -> None:
    event = _mitchell_event()
    with pytest.raises(EntryError, match="cannot take 14 tricks"):
        parse_outcome("4S", "N", 14)
    with pytest.raises(EntryError, match="needs a declarer"):
        parse_outcome("4S", None, 10)
    with pytest.raises(EntryError, match="bad contract '8S'"):
        parse_outcome("8S", "N", 10)
    assert parse_outcome("3NTX", "E", result="-2") == parse_outcome("3NTXE", None, 7)
    assert parse_outcome("Pass", None) == Played(None, 0)
    itself = Entry(board=1, table=1, ns="1NS", ew="1NS", outcome=Score(0))
    assert "cannot play against itself" in _enter(event, itself)


def test_adjusted_markers() -> None:
    assert parse_adjusted("A+/A-") == Artificial(0.6, 0.4)
    assert parse_adjusted("A") == Artificial(0.5, 0.5)
    assert parse_adjusted("60%/0%") == Artificial(0.6, 0.0)
    assert str(parse_adjusted("A-/A+")) == "A-/A+"
    with pytest.raises(EntryError, match="unknown adjusted score 'B'"):
        parse_adjusted("A+/B")


def test_without_a_movement_a_pair_still_plays_each_board_once() -> None:
    event = _event(Section("A"))
    sheet = ResultSheet(event)
    sheet.enter(Entry(board=3, ns="1", ew="2", outcome=Score(100)))
    sheet.enter(Entry(board=3, ns="3", ew="4", outcome=Score(100)))
    with pytest.raises(EntryError, match="4 already has a result on board 3"):
        sheet.enter(Entry(board=3, ns="5", ew="4", outcome=Score(100)))


# -- scoring pairs (through the one event model: scored_event) ----------------------


def _totals(scored: ScoredEvent) -> dict[str, float]:
    return {s.contestant.id: s.total for s in scored.standings}


@pytest.mark.law("78A", indirect=True)
def test_matchpoints_on_a_board_with_contracts() -> None:
    event = _event(Section("A"))
    entries = [
        Entry(board=1, ns="1", ew="2", outcome=parse_outcome("4S", "N", 10)),  # +420
        Entry(board=1, ns="3", ew="4", outcome=parse_outcome("4S", "N", 9)),  # -50
        Entry(board=1, ns="5", ew="6", outcome=parse_outcome("3S", "S", 10)),  # +170
        Entry(board=1, ns="7", ew="8", outcome=parse_outcome("4S", "N", 10)),  # +420
    ]
    scored = scored_event(event, entries)
    assert _totals(scored) == {"1": 5, "2": 1, "3": 0, "4": 6, "5": 2, "6": 4, "7": 5, "8": 1}
    assert [b.top for b in scored.boards] == [6]


@pytest.mark.law("12C2a", indirect=True)
def test_an_artificial_score_is_its_share_of_the_top_and_the_others_are_factored() -> None:
    event = _event(Section("A"))
    entries = [
        Entry(board=1, ns="1", ew="2", outcome=Score(420)),
        Entry(board=1, ns="3", ew="4", outcome=Score(-50)),
        Entry(board=1, ns="5", ew="6", outcome=Score(170)),
        Entry(board=1, ns="7", ew="8", outcome=parse_adjusted("A+/A-")),
    ]
    points = _totals(scored_event(event, entries))
    full = 6  # four results
    assert points["7"] == pytest.approx(0.6 * full) and points["8"] == pytest.approx(0.4 * full)
    # the three real results compared among themselves (top 4), Neuberg-factored to 6:
    # (4 + 1) * 4 / 3 - 1 for a top, (2 + 1) * 4 / 3 - 1 = 3 for the middle one
    assert points["1"] == pytest.approx(17 / 3) and points["5"] == pytest.approx(3)
    assert points["3"] == pytest.approx(1 / 3) and points["4"] == pytest.approx(17 / 3)


@pytest.mark.law("12C1e", indirect=True)
def test_a_split_assigned_score_scores_each_side_separately() -> None:
    event = _event(Section("A"))
    entries = [
        Entry(board=1, ns="1", ew="2", outcome=Score(420, ew=-50)),
        Entry(board=1, ns="3", ew="4", outcome=Score(170)),
        Entry(board=1, ns="5", ew="6", outcome=Score(-100)),
    ]
    points = _totals(scored_event(event, entries))
    assert points["1"] == 4  # +420 beats both
    assert points["2"] == 2  # EW scored as if -50 for NS: beats +170, loses to -100


@settings(max_examples=25, deadline=None)
@given(tables=st.sampled_from([3, 4, 5, 6, 7]), seed=st.integers(min_value=0, max_value=999))
def test_every_board_gives_both_directions_the_top(tables: int, seed: int) -> None:
    movement = howell(tables, boards_per_round=1)
    event = _event(Section("A", movement))
    scored = scored_event(event, entries_for(movement, seed=seed))
    per_table: dict[tuple[int, str, str], float] = defaultdict(float)
    for board in scored.boards:
        assert board.top == 2 * (tables - 1)
        for t in board.tables:
            assert t.table.table is not None and t.table.round is not None
            per_table[(board.number, t.table.table, t.table.round)] += (t.ns or 0) + (t.ew or 0)
    assert set(per_table.values()) == {2 * (tables - 1)}
    assert scored.fields == ()  # a Howell has one field
    mean = sum(s.percent or 0 for s in scored.standings) / len(scored.standings)
    assert mean == pytest.approx(50)
    assert missing_of(scored.event) == []


def test_a_mitchell_ranks_each_field_and_an_arrow_switch_one_field() -> None:
    two = mitchell(5, boards_per_round=2)
    scored = scored_event(_event(Section("A", two)), entries_for(two))
    assert [f.title for f in scored.fields] == ["North-South", "East-West"]
    assert {s.contestant.id for s in scored.fields[0].standings} == set(two.fields[0])  # type: ignore[index]
    assert scored.fields[1].standings[0].place[0] == 1  # places counted within the field
    one = arrow_switch(two, [5])
    scored = scored_event(_event(Section("A", one)), entries_for(one))
    assert scored.fields == () and len(scored.standings) == 10


def test_missing_results_are_listed() -> None:
    movement = mitchell(3, boards_per_round=2)
    entries = entries_for(movement)[1:]
    scored = scored_event(_event(Section("A", movement)), entries)
    assert missing_of(scored.event) == [
        "session 1, section A, round 1, table 1: no result for board 1"
    ]


def test_two_sessions_add_up_with_shared_places() -> None:
    first = howell(2, boards_per_round=1)
    second = howell(2, boards_per_round=1)
    seating = {"1": "4", "2": "3", "3": "2", "4": "1"}  # session 2 seats the pairs differently
    event = Event(
        "two sessions",
        Kind.PAIRS,
        (
            Session("1", (Section("A", first),)),
            Session("2", (Section("A", second, seating),)),
        ),
    )
    # every board: NS +100 at table 1, -100 at table 2: table 1's NS and table 2's EW top it
    entries = entries_for(first, lambda r, t, b: 100 if t == 1 else -100) + entries_for(
        second,
        lambda r, t, b: 100 if t == 1 else -100,
        section=event.sessions[1].sections[0],
        session="2",
    )
    scored = scored_event(event, entries)
    totals = _totals(scored)
    assert sum(totals.values()) == 2 * 3 * 4  # 2 sessions, 3 boards, 4 per board
    assert {s.percent for s in scored.standings} == {100 * 8 / 12, 100 * 4 / 12}  # tops of 12
    session_1, session_2 = (
        {s.contestant.id: s.total for s in r.standings} for r in scored.sections
    )
    assert [r.title for r in scored.sections] == ["session 1, section A", "session 2, section A"]
    for pair in totals:
        assert totals[pair] == session_1[pair] + session_2[pair]
    # pair 4 is stationary NS at table 1 in session 1 (tops), pair 1 takes that seat in session 2
    assert session_1["4"] == 6 and session_2["1"] == 6
    # session 1: pair 4 scores 6, the others 2; session 2: pair 1 (in seat 4) 6, the others 2
    assert [(s.place, s.contestant.id, s.total) for s in scored.standings] == [
        ((1, 2), "1", 8),
        ((1, 2), "4", 8),
        ((3, 4), "2", 4),
        ((3, 4), "3", 4),
    ]


# -- individuals and teams ---------------------------------------------------------


@pytest.mark.law("4", indirect=True)
def test_individual_partnerships_credit_each_player() -> None:
    event = _event(Section("A"), kind=Kind.INDIVIDUALS)
    entries = [
        Entry(board=1, ns="Ann+Bob", ew="Cid+Dan", outcome=Score(140)),
        Entry(board=1, ns="Eve+Fay", ew="Gus+Hal", outcome=Score(110)),
        Entry(board=2, ns="Ann+Cid", ew="Eve+Gus", outcome=Score(-50)),
        Entry(board=2, ns="Bob+Dan", ew="Fay+Hal", outcome=Score(-50)),
    ]
    assert _totals(scored_event(event, entries)) == {
        "Ann": 3, "Bob": 3, "Cid": 1, "Dan": 1, "Eve": 1, "Fay": 1, "Gus": 3, "Hal": 3,
    }  # fmt: skip
    with pytest.raises(EntryError, match="a player is on both sides or twice"):
        ResultSheet(event).enter(Entry(board=3, ns="Ann+Bob", ew="Bob+Cid", outcome=Score(0)))
    with pytest.raises(EntryError, match="already has a result on board 1"):
        scored_event(event, [*entries, Entry(board=1, ns="Ann+Eve", ew="Ivy+Jo", outcome=Score(0))])


@pytest.mark.law("78B", indirect=True)
def test_a_team_match_in_imps() -> None:
    match = team_match(segments=1, boards_per_segment=2, teams=("Home", "Away"))
    event = _event(Section("A", match), kind=Kind.TEAMS)
    entries = [
        # board 1 (none vulnerable): open room NS (Home) +420, closed room NS (Away) -50
        Entry(board=1, table=1, ns="Home", ew="Away", outcome=parse_outcome("4S", "N", 10)),
        Entry(board=1, table=2, ns="Away", ew="Home", outcome=parse_outcome("4S", "N", 9)),
        # board 2 (NS vulnerable): open +110 for NS, closed NS (Away) +620
        Entry(board=2, table=1, ns="Home", ew="Away", outcome=Score(110)),
        Entry(board=2, table=2, ns="Away", ew="Home", outcome=parse_outcome("4H", "S", 10)),
    ]
    scored = scored_event(event, entries)
    assert contract_score("4S", vulnerable=False, tricks=10) == 420
    # board 1: Home +420 - (-50) = 470 -> 10 IMPs; board 2: Home 110 - 620 = -510 -> -11
    assert [[(t.table.table, t.ns) for t in b.tables] for b in scored.boards] == [
        [("1", 10), ("2", -10)],
        [("1", -11), ("2", 11)],
    ]
    assert [(s.place, s.contestant.id, s.total) for s in scored.standings] == [
        ((1, 1), "Away", 1),
        ((2, 2), "Home", -1),
    ]
    away, home = scored.standings
    assert away.vp is not None and home.vp is not None and away.vp + home.vp == 20


def test_team_round_robin_with_victory_points() -> None:
    rr = round_robin(4, boards_per_round=2)
    event = _event(Section("A", rr), kind=Kind.TEAMS)
    # open rooms (odd tables): NS (home) +100; closed rooms: NS (away) +120: away wins
    # 20 points = 1 IMP on each of the two boards, each match 2 IMPs on the WBF scale
    scored = scored_event(event, entries_for(rr, lambda r, t, b: 100 if t % 2 else 120))
    vps = {s.contestant.id: s.vp for s in scored.standings}
    assert sum(v or 0 for v in vps.values()) == pytest.approx(6 * 20, abs=0.02)  # 6 matches
    assert {s.boards for s in scored.standings} == {6}  # three matches of two boards each
    assert sorted(_totals(scored).values()) == [-2, -2, 2, 2]


def test_a_team_event_without_a_movement_is_refused() -> None:
    event = _event(Section("A"), kind=Kind.TEAMS)
    with pytest.raises(EntryError, match="needs a movement"):
        scored_event(event, [Entry(board=1, ns="A", ew="B", outcome=Score(0))])


def test_a_team_may_not_enter_the_same_room_twice() -> None:
    match = team_match(segments=1, boards_per_segment=1)
    event = _event(Section("A", match), kind=Kind.TEAMS)
    sheet = ResultSheet(event)
    sheet.enter(Entry(board=1, table=1, ns="A", ew="B", outcome=Score(100)))
    with pytest.raises(EntryError, match="entered twice"):
        sheet.enter(Entry(board=1, table=1, ns="A", ew="B", outcome=Score(100)))
    sheet.enter(Entry(board=1, table=2, ns="B", ew="A", outcome=Score(100)))
    assert len(sheet.entries) == 2


def test_played_outcome_text() -> None:
    assert str(parse_outcome("3NTX", "E", 7)) == "3NTX E -2"
    assert str(Score(420, ew=-50)) == "+420 / -50 (split)"


@pytest.mark.law("12C2b", indirect=True)
def test_an_artificial_score_in_a_team_match_is_three_imps() -> None:
    match = team_match(segments=1, boards_per_segment=1, teams=("Home", "Away"))
    event = _event(Section("A", match), kind=Kind.TEAMS)
    entries = [
        Entry(board=1, table=1, ns="Home", ew="Away", outcome=parse_adjusted("A+/A-")),
        Entry(board=1, table=2, ns="Away", ew="Home", outcome=Score(420)),
    ]
    assert _totals(scored_event(event, entries)) == {"Home": 3, "Away": -3}
    average = scored_event(event, [replace(entries[0], outcome=parse_adjusted("A")), entries[1]])
    assert _totals(average) == {"Home": 0, "Away": 0}
