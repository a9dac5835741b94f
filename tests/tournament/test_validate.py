"""The validator rejects broken movements, saying where: round, table, contestant, board."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bridgelaw.tournament.errors import MovementError
from bridgelaw.tournament.model import BoardSet, Movement, Round, Seating
from bridgelaw.tournament.movements.howell import howell
from bridgelaw.tournament.movements.mitchell import mitchell
from bridgelaw.tournament.movements.teams import round_robin, team_match
from bridgelaw.tournament.validate import check, validate


def _change(m: Movement, rnd: int, table: int, **changes: object) -> Movement:
    rounds = list(m.rounds)
    old = rounds[rnd - 1]
    tables = tuple(replace(s, **changes) if s.table == table else s for s in old.tables)  # type: ignore[arg-type]
    rounds[rnd - 1] = replace(old, tables=tables)
    return m.with_rounds(tuple(rounds))


def _kinds(m: Movement) -> list[str]:
    return [p.kind for p in validate(m)]


def test_a_pair_playing_a_board_twice() -> None:
    base = mitchell(5, boards_per_round=2)
    # round 1: 1EW plays set 1 at table 1; in round 3 it sits at table 3: give it set 1 again
    broken = _change(base, 3, 3, board_set=1)
    problems = [p for p in validate(broken) if p.kind == "board repeated"]
    assert [(p.round, p.table, p.contestant, p.board) for p in problems] == [
        (3, 3, "1EW", 1),  # 1EW had set 1 in round 1
        (4, 3, "3NS", 1),  # 3NS now has set 1 in round 3 and again in round 4
    ]
    assert problems[0].message == (
        "round 3, table 3: 1EW plays board 1 again (set 1; first played in round 1 at table 1)"
    )


def test_a_board_set_at_two_tables() -> None:
    broken = _change(mitchell(5), 2, 4, board_set=3)  # set 3 is already at table 2 in round 2
    problems = [p for p in validate(broken) if p.kind == "board set"]
    assert len(problems) == 1
    problem = problems[0]
    assert (problem.round, problem.table, problem.board) == (2, 4, 7)
    assert problem.message == (
        "round 2: board set 3 (boards 7-9) is at tables 2, 4 at once, "
        "which are not declared to share it"
    )


def test_a_missing_opponent_in_a_complete_howell() -> None:
    base = howell(4)
    broken = base.with_rounds(base.rounds[:-1])
    problems = [p for p in validate(broken) if p.kind == "missing opponent"]
    assert len(problems) == 4  # the four meetings of the dropped round
    assert all("never meets" in p.message for p in problems)
    assert {p.contestant for p in problems} <= set(base.contestants)


def test_a_missing_opponent_in_a_complete_mitchell() -> None:
    base = mitchell(5)
    due = base.round(5).seating(2)
    intruder = base.round(5).seating(3)
    assert due is not None and intruder is not None
    # round 5, table 2: the EW pair due at table 3 comes to table 2 as well
    broken = _change(base, 5, 2, ew=intruder.ew)
    messages = [p.message for p in validate(broken)]
    assert f"2NS never meets {due.ew} (the movement promises every meeting)" in messages
    assert f"round 5: {due.ew} is at no table and not listed as sitting out" in messages
    assert f"round 5: {intruder.ew} is at two tables at once (tables 2 and 3)" in messages
    assert any(m.startswith(f"round 5, table 2: 2NS meets {intruder.ew} again") for m in messages)


def test_a_contestant_of_the_wrong_field() -> None:
    broken = _change(mitchell(3), 1, 1, ns="1EW", ew="1NS")
    problems = [p for p in validate(broken) if p.kind == "field"]
    assert problems[0].message == (
        "round 1, table 1: 1EW of the EW field sits NS but the table is not arrow-switched"
    )


def test_declared_relay_tables_must_share() -> None:
    base = mitchell(6, even="relay")
    broken = _change(base, 2, 6, board_set=4)
    kinds = _kinds(broken)
    assert "relay" in kinds
    relay = next(p for p in validate(broken) if p.kind == "relay")
    assert relay.message.startswith("round 2: tables 1 and 6 are declared to share boards")


def test_bye_stand_boards_cannot_be_in_play() -> None:
    base = mitchell(4, even="relay")
    resting = base.round(1).bye_stand[0]
    broken = _change(base, 1, 2, board_set=resting)
    assert any(
        p.kind == "board set" and "is on the bye stand and at table 2" in p.message
        for p in validate(broken)
    )


def test_structure_errors_are_reported_first() -> None:
    base = mitchell(3)
    unknown = _change(base, 1, 1, ns="9NS", board_set=7)
    messages = [p.message for p in validate(unknown)]
    assert messages == [
        "round 1, table 1: board set 7 does not exist",
        "round 1, table 1: unknown contestant '9NS'",
    ]
    renumbered = base.with_rounds((base.rounds[1], base.rounds[0], base.rounds[2]))
    assert validate(renumbered)[0].message == "rounds must be numbered 1-3: [2, 1, 3]"
    overlapping = replace(
        base, board_sets=(BoardSet(1, (1, 2)), BoardSet(2, (2, 3)), BoardSet(3, (4,)))
    )
    assert "board 2 is in set 1 and in set 2" in validate(overlapping)[0].message


def test_sitting_out_and_seated_at_once() -> None:
    base = round_robin(5, teams=False)
    first = base.round(1)
    broken = base.with_rounds((replace(first, sitting_out=("1", "2")), *base.rounds[1:]))
    problems = [p for p in validate(broken) if p.kind == "placement"]
    assert problems[0].message == "round 1: 2 sits out but is also at table 1"
    assert (problems[0].round, problems[0].table, problems[0].contestant) == (1, 1, "2")


def test_team_at_one_table_or_facing_two_teams() -> None:
    match = team_match(segments=1)
    alone = match.with_rounds(
        (replace(match.round(1), tables=match.round(1).tables[:1], shared=()),)
    )
    assert any("must be at two tables" in p.message for p in validate(alone))
    rr = round_robin(4)
    first = rr.round(1)
    a, b, c, d = first.tables
    crossed = replace(first, tables=(a, replace(b, ns=c.ns), replace(c, ns=b.ns), d))
    messages = [p.message for p in validate(rr.with_rounds((crossed, *rr.rounds[1:])))]
    assert any("faces different teams" in m for m in messages)


def test_plays_per_set_is_checked() -> None:
    base = mitchell(5)
    assert validate(replace(base, plays_per_set=4))[0].message == (
        "board set 1 (boards 1-3) is put on 5 tables, not 4"
    )


def test_check_raises_with_every_problem() -> None:
    broken = _change(mitchell(5), 2, 4, board_set=3)
    with pytest.raises(MovementError) as info:
        check(broken)
    assert "is not a valid movement" in str(info.value)
    assert info.value.problems == tuple(validate(broken))


def test_a_hand_made_movement() -> None:
    movement = Movement(
        name="three-pair barometer",
        family="custom",
        contestants=("A", "B", "C"),
        board_sets=(BoardSet(1, (1,)), BoardSet(2, (2,)), BoardSet(3, (3,))),
        rounds=(
            Round(1, (Seating(1, "A", "B", 1),), sitting_out=("C",)),
            Round(2, (Seating(1, "B", "C", 2),), sitting_out=("A",)),
            Round(3, (Seating(1, "C", "A", 3),), sitting_out=("B",)),
        ),
        complete=True,
    )
    assert validate(movement) == []
    again = replace(
        movement,
        rounds=(*movement.rounds[:2], Round(3, (Seating(1, "C", "A", 1),), sitting_out=("B",))),
    )
    problems = validate(again)
    assert [p.message for p in problems] == [
        "round 3, table 1: A plays board 1 again (set 1; first played in round 1 at table 1)"
    ]
