"""The pipeline of an action in laws mode: one handler per event class, found by its class."""

from __future__ import annotations

import pytest

from bridgelaw.core import Board, Deal
from bridgelaw.errors import PhaseError
from bridgelaw.table import Mode, Table
from bridgelaw.table.action import HANDLERS
from bridgelaw.table.events import Event
from bridgelaw.table.pipeline import run
from tests.laws.test_effect_registry import union_members

DEAL = Deal.parse("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")


def test_every_event_has_a_handler() -> None:
    assert union_members(Event) == set(HANDLERS.kinds)


def test_a_value_that_is_not_an_event_is_refused_and_the_table_is_unchanged() -> None:
    table = Table(Board(1, DEAL), mode=Mode.LAWS)
    table.call("1NT")
    with pytest.raises(PhaseError) as raised:
        table.apply("not an event")  # type: ignore[arg-type]
    assert str(raised.value.law) == "9B1"
    assert len(table.events) == 1
    assert [str(c) for c in table.calls] == ["1NT"]


def test_run_works_on_copies_the_table_keeps_only_on_success() -> None:
    from bridgelaw.table.action import Action
    from bridgelaw.table.events import CallMade

    table = Table(Board(1, DEAL), mode=Mode.LAWS)
    laws = table.laws_state
    action = Action.start(table.board, table.edition, laws, None, laws.auction, None, 0)
    run(action, CallMade(table.board.dealer, table.legal_calls()[1]))
    assert len(action.laws.records) == 1
    assert len(table.laws_state.records) == 0
