"""Every effect of a ruling has one applier, found by its class (no ``isinstance`` chains)."""

from __future__ import annotations

import typing

import pytest

from bridgelaw.errors import RulingError
from bridgelaw.laws import procedure_steps
from bridgelaw.laws.dispatch import EFFECT_APPLIERS, Registry
from bridgelaw.laws.effects import Effect
from bridgelaw.laws.end_effects import END_EFFECTS
from bridgelaw.laws.play_effects import PLAY_EFFECTS
from bridgelaw.laws.procedure import LawsState


def union_members(union: object) -> set[type]:
    """The classes of a (nested) union type alias."""
    found: set[type] = set()
    pending = list(typing.get_args(union))
    while pending:
        item = pending.pop()
        args = typing.get_args(item)
        if args:
            pending.extend(args)
        else:
            found.add(item)
    return found


def test_every_effect_has_an_applier() -> None:
    classes = union_members(Effect)
    assert set(PLAY_EFFECTS) | set(END_EFFECTS) <= classes
    assert classes == set(EFFECT_APPLIERS.kinds)


def test_a_value_that_is_not_an_effect_is_refused() -> None:
    from bridgelaw.core import Seat
    from bridgelaw.editions import find_edition

    state = LawsState(Seat.NORTH, find_edition(None))
    with pytest.raises(RulingError, match="not an effect"):
        procedure_steps.check_effect(state, "resolve")  # type: ignore[arg-type]


def test_registry_refuses_a_second_handler_and_follows_the_mro() -> None:
    registry: Registry[str] = Registry("test")
    registry.register(int)("int")
    with pytest.raises(ValueError, match="already"):
        registry.register(int)("again")
    assert registry.find(bool) == "int"
    assert registry.find(str) is None
