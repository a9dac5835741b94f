"""The arrow switch: a transformation of a Mitchell that swaps directions on chosen rounds."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaw.core import Side
from bridgelaw.tournament.errors import MovementError
from bridgelaw.tournament.movements.arrow import arrow_switch
from bridgelaw.tournament.movements.howell import howell
from bridgelaw.tournament.movements.mitchell import mitchell
from bridgelaw.tournament.validate import validate


@pytest.mark.law("5B", indirect=True)
def test_the_switched_round_seats_the_ew_field_north_south() -> None:
    base = mitchell(7)
    switched = arrow_switch(base, [7])
    assert validate(switched) == []
    assert switched.arrow_switched == (7,)
    for before, after in zip(base.round(7).tables, switched.round(7).tables, strict=True):
        assert (after.ns, after.ew) == (before.ew, before.ns)
        assert after.switched and after.board_set == before.board_set
    assert switched.round(6) == base.round(6)


def test_each_pair_plays_the_switched_round_in_the_other_direction() -> None:
    switched = arrow_switch(mitchell(5), [5])
    for label in switched.contestants:
        card = switched.schedule(label)
        home = Side.NS if label.endswith("NS") else Side.EW
        assert [a.direction for a in card] == [home] * 4 + [home.other]


def test_switching_only_some_tables() -> None:
    switched = arrow_switch(mitchell(9), [9], tables=[1, 2, 3])
    assert validate(switched) == []
    flags = [s.switched for s in switched.round(9).tables]
    assert flags == [True] * 3 + [False] * 6


def test_switching_twice_restores_the_movement() -> None:
    base = mitchell(6, even="relay")
    twice = arrow_switch(arrow_switch(base, [5, 6]), [5, 6])
    assert twice.rounds == base.rounds


@settings(max_examples=40, deadline=None)
@given(
    tables=st.integers(min_value=3, max_value=15),
    data=st.data(),
)
def test_any_arrow_switch_of_a_mitchell_validates(tables: int, data: st.DataObject) -> None:
    base = mitchell(tables)
    rounds = data.draw(st.sets(st.integers(min_value=1, max_value=len(base.rounds)), min_size=1))
    switched = arrow_switch(base, rounds)
    assert validate(switched) == []
    assert set(switched.arrow_switched) == rounds


def test_a_switch_flag_that_does_not_swap_is_caught() -> None:
    from dataclasses import replace

    switched = arrow_switch(mitchell(5), [5])
    last = switched.round(5)
    wrong = replace(last.tables[2], ns=last.tables[2].ew, ew=last.tables[2].ns)  # swapped back
    broken = switched.with_rounds(
        (*switched.rounds[:4], replace(last, tables=(*last.tables[:2], wrong, *last.tables[3:])))
    )
    problems = validate(broken)
    assert [p.kind for p in problems] == ["arrow switch", "arrow switch"]
    assert problems[0].round == 5 and problems[0].table == 3
    assert "arrow-switched but 3NS still sits NS" in problems[0].message


def test_unknown_rounds_and_howells_are_refused() -> None:
    with pytest.raises(MovementError, match="no round 9"):
        arrow_switch(mitchell(5), [9])
    with pytest.raises(MovementError, match="no table 8"):
        arrow_switch(mitchell(5), [5], tables=[8])
    with pytest.raises(MovementError, match="only a movement with North-South and East-West"):
        arrow_switch(howell(4), [1])
