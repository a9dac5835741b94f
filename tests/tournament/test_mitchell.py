"""Mitchell movements (Law 8): straight, skip, relay and bye stand, half tables, curtailed."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaw.core import Side
from bridgelaw.tournament.errors import MovementError
from bridgelaw.tournament.model import Movement
from bridgelaw.tournament.movements.mitchell import mitchell
from bridgelaw.tournament.validate import check, validate


def _table_of(m: Movement, label: str, rnd: int) -> int:
    (seating,) = m.round(rnd).seatings_of(label)
    return seating.table


@pytest.mark.law("8A1", indirect=True)
@pytest.mark.parametrize("tables", [3, 5, 7, 9, 11, 13, 15])
def test_odd_tables_straight_mitchell_is_valid_and_complete(tables: int) -> None:
    m = mitchell(tables)
    assert validate(m) == []
    assert m.complete and len(m.rounds) == tables and len(m.board_sets) == tables
    # each EW pair meets every NS pair and plays every set exactly once
    for e in range(1, tables + 1):
        card = m.schedule(f"{e}EW")
        assert sorted(a.opponent or "" for a in card) == sorted(
            f"{t}NS" for t in range(1, tables + 1)
        )
        assert sorted(a.board_set or 0 for a in card) == list(range(1, tables + 1))


@pytest.mark.law("8A1", indirect=True)
@pytest.mark.parametrize("tables", [4, 6, 8, 10, 12, 14])
def test_even_tables_skip_mitchell_is_valid(tables: int) -> None:
    m = mitchell(tables, even="skip")
    assert validate(m) == []
    assert len(m.rounds) == tables - 1
    assert not m.complete
    # every NS pair misses exactly one EW pair: the one skipped
    for t in range(1, tables + 1):
        met = {a.opponent for a in m.schedule(f"{t}NS")}
        assert len(met) == tables - 1


@pytest.mark.law("8A1", indirect=True)
@pytest.mark.parametrize("tables", [4, 6, 8, 10, 12, 14, 16])
def test_even_tables_relay_and_bye_stand_is_valid_and_complete(tables: int) -> None:
    m = mitchell(tables, even="relay")
    assert validate(m) == []
    assert m.complete and len(m.rounds) == tables
    for rnd in m.rounds:
        first, last = rnd.seating(1), rnd.seating(tables)
        assert first is not None and last is not None
        assert first.board_set == last.board_set  # the relay: tables 1 and n share
        (resting,) = rnd.bye_stand
        assert resting not in {s.board_set for s in rnd.tables}
    plays = Counter(s.board_set for _, s in m.seatings())
    assert set(plays.values()) == {tables}


@pytest.mark.law("8A2", indirect=True)
@pytest.mark.parametrize("tables", list(range(3, 16)))
def test_pairs_and_boards_move_the_mitchell_way(tables: int) -> None:
    m = mitchell(tables)
    skip = tables // 2 if tables % 2 == 0 else None
    for rnd in m.rounds:
        for seating in rnd.tables:
            assert seating.ns == f"{seating.table}NS"  # NS pairs stay put
    for r in range(1, len(m.rounds)):
        step = 2 if skip is not None and r == skip else 1
        for e in range(1, tables + 1):
            before = _table_of(m, f"{e}EW", r)
            after = _table_of(m, f"{e}EW", r + 1)
            assert after == (before - 1 + step) % tables + 1  # EW move up (and skip once)
        for t in range(1, tables + 1):
            here = m.rounds[r].seating(t)
            above = m.rounds[r - 1].seating(t % tables + 1)
            assert here is not None and above is not None
            assert here.board_set == above.board_set  # boards move down one table


@pytest.mark.parametrize("tables", [3, 4, 7, 8, 13, 14])
@pytest.mark.parametrize("missing", [Side.NS, Side.EW])
def test_half_table_has_one_sit_out_per_round(tables: int, missing: Side) -> None:
    m = mitchell(tables, missing=missing)
    assert validate(m) == []
    assert len(m.contestants) == 2 * tables - 1
    absent = f"{tables}{'NS' if missing == Side.NS else 'EW'}"
    assert absent not in m.contestants
    for rnd in m.rounds:
        idle = [s for s in rnd.tables if not s.plays]
        assert len(idle) == 1
        present = idle[0].ns or idle[0].ew
        card = m.schedule(present or "")
        line = next(a for a in card if a.round == rnd.number)
        assert line.opponent is None and line.boards == ()


@pytest.mark.parametrize(("tables", "rounds"), [(7, 4), (9, 6), (8, 5), (10, 7), (14, 9)])
def test_curtailed_mitchell_plays_every_set_equally(tables: int, rounds: int) -> None:
    m = mitchell(tables, rounds=rounds)
    assert validate(m) == []
    plays = Counter(s.board_set for _, s in m.seatings())
    assert set(plays.values()) == {rounds}
    assert not m.complete


def test_skip_may_come_earlier_in_a_curtailed_mitchell() -> None:
    # 14 tables, 9 rounds: the skip may come after any round from 9 - 7 = 2 to 7.
    for skip_after in range(2, 8):
        assert validate(mitchell(14, rounds=9, skip_after=skip_after)) == []
    with pytest.raises(MovementError, match="skip must come after round 2-7"):
        mitchell(14, rounds=9, skip_after=1)


@settings(max_examples=60, deadline=None)
@given(
    tables=st.integers(min_value=3, max_value=26),
    even=st.sampled_from(["skip", "relay"]),
    missing=st.sampled_from([None, Side.NS, Side.EW]),
    boards=st.integers(min_value=1, max_value=4),
)
def test_any_mitchell_validates(tables: int, even: str, missing: Side | None, boards: int) -> None:
    m = mitchell(
        tables,
        even="relay" if even == "relay" else "skip",
        missing=missing,
        boards_per_round=boards,
    )
    assert check(m) is m
    assert len(m.boards) == tables * boards


def test_a_skip_mitchell_cannot_have_the_revenge_round() -> None:
    with pytest.raises(MovementError, match="1-7 rounds, not 8"):
        mitchell(8, rounds=8)


def test_a_relay_mitchell_cannot_be_curtailed() -> None:
    with pytest.raises(MovementError, match="played in full"):
        mitchell(8, even="relay", rounds=6)


@pytest.mark.parametrize("tables", [0, 1, 61])
def test_table_counts_out_of_range_are_refused(tables: int) -> None:
    with pytest.raises(MovementError, match="tables"):
        mitchell(tables)


def test_schedule_describes_a_card() -> None:
    card = mitchell(3, boards_per_round=2).schedule("1EW")
    assert [a.describe() for a in card] == [
        "round 1: table 1 East-West against 1NS, boards 1-2",
        "round 2: table 2 East-West against 2NS, boards 5-6",
        "round 3: table 3 East-West against 3NS, boards 3-4",
    ]


def test_guide_card_of_a_table() -> None:
    guide = mitchell(4, even="relay", boards_per_round=1).guide(4)
    assert [(rnd, s.ns, s.ew, s.board_set) for rnd, s in guide if s is not None] == [
        (1, "4NS", "4EW", 1),  # table 4 shares table 1's set (the relay)
        (2, "4NS", "3EW", 2),
        (3, "4NS", "2EW", 3),
        (4, "4NS", "1EW", 4),
    ]
