"""The table as an append-only log: replay, undo, copies, views."""

from __future__ import annotations

import pytest

from bridgelaw.core import Board, Call, Card, Deal, Seat
from bridgelaw.editions import EDITIONS, find_edition
from bridgelaw.errors import DealError, IllegalCallError, PhaseError
from bridgelaw.table import CallMade, Phase, Table, view
from tests.conftest import SAMPLE_DEAL

AUCTION = ("1S", "P", "4S", "P", "P", "P")


def played_table() -> Table:
    t = Table(Board(1, Deal.parse(SAMPLE_DEAL)))
    for call in AUCTION:
        t.call(call)
    for card in ("CA", "C8", "C7", "C2", "CK"):
        t.play(card)
    return t


def test_replay_rebuilds_the_same_state() -> None:
    t = played_table()
    again = Table.replay(t.board, t.events)
    assert again.events == t.events
    assert again.current_trick == t.current_trick
    assert again.tricks == t.tricks
    assert again.contract == t.contract


def test_replay_checks_every_event() -> None:
    bad = [CallMade(Seat.NORTH, Call.parse("1S")), CallMade(Seat.EAST, Call.parse("1H"))]
    with pytest.raises(IllegalCallError):
        Table.replay(Board(1, Deal.parse(SAMPLE_DEAL)), bad)


def test_undo_takes_back_the_last_event() -> None:
    t = played_table()
    before = t.events
    last = t.undo()
    assert last == before[-1]
    assert t.events == before[:-1]
    assert len(t.current_trick) == 0 and len(t.tricks) == 1
    t.play("CK")
    assert t.events == before


def test_undo_back_through_the_auction() -> None:
    t = played_table()
    while t.events:
        t.undo()
    assert t.phase == Phase.AUCTION and t.turn == Seat.NORTH
    with pytest.raises(PhaseError):
        t.undo()


def test_rejected_action_leaves_the_table_unchanged() -> None:
    t = played_table()
    before = t.events
    with pytest.raises(IllegalCallError):
        t.call("P")
    assert t.events == before


def test_copy_is_independent() -> None:
    t = played_table()
    other = t.copy()
    other.play("C9")
    assert len(t.events) + 1 == len(other.events)


def test_a_board_needs_a_complete_deal() -> None:
    with pytest.raises(DealError, match="board 3"):
        Table(Board(3))


@pytest.mark.law("22A", "39", editions=(2017, 2007, 1997, 1987))
@pytest.mark.parametrize("year", [2017, 2007, 1997, 1987])
def test_correct_procedure_is_the_same_in_all_editions(year: int) -> None:
    t = Table(Board(1, Deal.parse(SAMPLE_DEAL)), edition=year)
    assert t.edition.year == year
    for call in AUCTION:
        t.call(call)
    with pytest.raises(IllegalCallError) as info:
        t.call("P")
    assert info.value.law.edition == year


def test_edition_registry() -> None:
    assert sorted(EDITIONS) == [1987, 1997, 2007, 2017]
    assert find_edition(None).year == 2017
    assert find_edition("wbf2007").year == 2007
    with pytest.raises(ValueError, match="unknown edition"):
        find_edition("1975")


def test_views_during_the_auction_show_only_own_hand() -> None:
    t = Table(Board(1, Deal.parse(SAMPLE_DEAL)))
    t.call("1S", alert=True, explanation="five or more spades")
    for seat in Seat:
        v = view(t, seat)
        assert set(v.hands) == {seat}
        assert v.deal is None
        explanation = v.auction[0].explanation
        assert (explanation is not None) == seat.is_opponent(Seat.NORTH)
        assert v.auction[0].alert


def test_views_show_dummy_after_the_opening_lead() -> None:
    t = Table(Board(1, Deal.parse(SAMPLE_DEAL)))
    for call in AUCTION:
        t.call(call)
    assert set(view(t, Seat.EAST).hands) == {Seat.EAST}
    t.play("CA")
    for seat in Seat:
        assert set(view(t, seat).hands) == {seat, Seat.SOUTH}
    assert Card.parse("CA") in view(t, Seat.WEST).visible_cards()


def test_director_view_and_end_of_board_show_everything() -> None:
    t = played_table()
    assert len(view(t, None).visible_cards()) == 52
    t.claim(9)
    assert all(len(view(t, seat).visible_cards()) == 52 for seat in Seat)
