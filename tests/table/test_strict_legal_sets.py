"""A strict table accepts a card (a call) of the edition's own legal set for the position
without asking ``check_play`` (``check_call``) again: this proves the two agree.

Along random boards (hypothesis), with claims and undos, in every edition: at each
position, for every card of the 52 (from its holder, played by the right player) the
edition's ``check_play`` raises if and only if the card is not in
:meth:`Table.legal_cards`, and :meth:`Table.play` raises exactly the error
``check_play`` raises (the same class, text and Laws); for every call of the 38 the
same of ``check_call``, :meth:`Table.legal_calls` and :meth:`Table.call`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgelaw.core import ALL_BIDS, DEAL_COUNT, DECK, DOUBLE, PASS, REDOUBLE, Board, Deal
from bridgelaw.core.calls import Call
from bridgelaw.editions import EDITIONS
from bridgelaw.errors import IllegalActionError
from bridgelaw.table import Phase, Table
from tests.property.fuzz import examples

SETTINGS = settings(
    max_examples=examples(25), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
Outcome = tuple[type, str, object, object] | None
CALLS: tuple[Call, ...] = (PASS, DOUBLE, REDOUBLE, *ALL_BIDS)


def _error(action: Callable[..., object], *args: object) -> Outcome:
    """What ``action(*args)`` raises (class, text, Law, rectification), or ``None``."""
    try:
        action(*args)
    except IllegalActionError as error:
        return (type(error), str(error), error.law, error.rectification)
    return None


def _agree(
    table: Table,
    act: Callable[[Any], object],
    item: object,
    legal: tuple[object, ...],
    expected: Outcome,
) -> None:
    """``item`` is in the legal set iff the edition's check accepts it (``expected`` is
    ``None``), and the table acting on it raises exactly that check's error (or logs it,
    undone here)."""
    assert (expected is None) == (item in legal), (item, legal, expected)
    before = table.events
    assert _error(act, item) == expected
    if expected is None:
        table.undo()
    assert table.events == before


def _check_cards(table: Table) -> None:
    legal = table.legal_cards()
    for card in DECK:
        play = table.play_state  # undo replaces it: read it again for each card
        assert play is not None
        holder = table.board.deal.holder(card)  # type: ignore[union-attr]
        assert holder is not None
        by = play.declarer if holder == play.dummy else holder
        _agree(
            table, table.play, card, legal, _error(table.edition.check_play, holder, card, by, play)
        )


def _check_calls(table: Table) -> None:
    legal = table.legal_calls()
    seat = table.turn
    assert seat is not None
    for call in CALLS:
        auction = table._auction  # undo replaces it: read it again for each call
        _agree(
            table, table.call, call, legal, _error(table.edition.check_call, seat, call, auction)
        )


@SETTINGS
@given(
    deal_number=st.integers(0, DEAL_COUNT - 1),
    year=st.sampled_from(sorted(EDITIONS)),
    data=st.data(),
)
def test_the_legal_sets_are_exactly_what_check_play_and_check_call_accept(
    deal_number: int, year: int, data: st.DataObject
) -> None:
    board = Board(data.draw(st.integers(1, 16), label="board"), Deal.from_number(deal_number))
    table = Table(board, edition=year)
    while table.phase == Phase.AUCTION:
        _check_calls(table)
        if data.draw(st.booleans(), label="pass"):
            table.call(PASS)
        else:
            calls = table.legal_calls()
            table.call(calls[data.draw(st.integers(0, len(calls) - 1), label="call")])
        if table.events and data.draw(st.integers(0, 9), label="undo") == 9:
            table.undo()
    claim_at = data.draw(st.integers(0, 70), label="claim at")
    while table.phase == Phase.PLAY:
        _check_cards(table)
        if len(table.events) == claim_at:
            table.claim(data.draw(st.integers(0, 13 - len(table.tricks)), label="tricks"))
        else:
            legal = table.legal_cards()
            table.play(legal[data.draw(st.integers(0, len(legal) - 1), label="card")])
            if data.draw(st.integers(0, 9), label="undo") == 9:
                table.undo()
    assert table.phase == Phase.ENDED
    assert table.legal_cards() == () and table.legal_calls() == ()
    for card in DECK:  # after the play: the same PhaseError as before
        assert _error(table.play, card) is not None
