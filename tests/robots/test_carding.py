"""The robots' carding agreement (lead the top of equal cards, else play the lowest) and
its reading: the robots keep it, declarer reads both defenders by it and a defender its
partner, no one reads declarer, a defender whose cards break it is not read, and the
layouts dealt keep it."""

from __future__ import annotations

import random

import pytest

from bridgelaw.core.board import Board
from bridgelaw.core.cards import Card
from bridgelaw.core.deal import Deal
from bridgelaw.core.hands import Hand
from bridgelaw.core.seats import Seat
from bridgelaw.dealing import deal_for_board
from bridgelaw.robots.base import play_board
from bridgelaw.robots.carding import agreed_card, carding_bars, readable_seats
from bridgelaw.robots.match import par_auction
from bridgelaw.robots.play import PassBidder, SamplingRobot
from bridgelaw.robots.sampling import knowledge, sample_layouts
from bridgelaw.table.table import Table
from bridgelaw.table.views import view

# 1NT by North; East holds KQJ of hearts, West AT987
DEAL = Deal.parse("N:AKT2.2.A.AKQJT98 QJ3.KQJ.KQJ.7654 9876.6543.5432.2 54.AT987.T9876.3")
EVERYONE = frozenset(Seat)


def _table(cards: str) -> Table:
    table = Table(Board(1, DEAL, dealer=Seat.NORTH))
    for call in ["1NT", "P", "P", "P"]:
        table.call(call)
    for card in cards.split():
        table.play(card)
    return table


def _cards(mask: int) -> set[str]:
    return {str(Card.from_index(i)) for i in range(52) if mask >> i & 1}


def test_declarer_reads_both_defenders_and_no_one_reads_declarer() -> None:
    # East leads the king (top of KQJ), South follows, West plays the seven (lowest of
    # T987), North follows
    table = _table("HK H3 H7 H2")
    north = carding_bars(view(table, Seat.NORTH), EVERYONE)
    assert _cards(north[Seat.EAST]) == {"HA"}
    assert _cards(north[Seat.WEST]) == {"H6"}  # the six is dummy's: nothing more to learn
    assert readable_seats(view(table, Seat.NORTH), EVERYONE) == {Seat.EAST, Seat.WEST}
    # East reads its partner West, never declarer North (no partner, so no agreement)
    assert readable_seats(view(table, Seat.EAST), EVERYONE) == {Seat.WEST}
    assert set(carding_bars(view(table, Seat.EAST), EVERYONE)) == {Seat.WEST}


def test_only_the_seats_that_play_by_the_agreement_are_read() -> None:
    table = _table("HK H3 H7 H2")
    assert carding_bars(view(table, Seat.NORTH), {Seat.NORTH, Seat.SOUTH}) == {}
    assert set(carding_bars(view(table, Seat.NORTH), {Seat.WEST})) == {Seat.WEST}


def test_a_defender_whose_cards_break_the_agreement_is_not_read() -> None:
    # East leads the queen from KQJ, wins the trick and leads the king: it held the card
    # above
    table = _table("HQ H3 H7 H2 HK")
    assert Seat.EAST not in carding_bars(view(table, Seat.NORTH), EVERYONE)


def test_the_layouts_dealt_keep_the_agreement() -> None:
    table = _table("HK H3 H7 H2")
    seen = view(table, Seat.NORTH)
    ace = Card.parse("HA").index
    read = knowledge(seen, carding_bars(seen, EVERYONE))
    for layout in sample_layouts(read, 30, random.Random(4)):
        assert layout[Seat.WEST] >> ace & 1 and not layout[Seat.EAST] >> ace & 1
    unread = sample_layouts(knowledge(seen), 30, random.Random(4))
    assert any(layout[Seat.EAST] >> ace & 1 for layout in unread)


def test_bars_that_leave_no_layout_are_dropped() -> None:
    table = _table("HK H3 H7 H2")
    seen = view(table, Seat.NORTH)
    ace = 1 << Card.parse("HA").index
    read = knowledge(seen, {Seat.EAST: ace, Seat.WEST: ace})  # no one may hold it
    layouts = sample_layouts(read, 5, random.Random(1))
    assert len(layouts) == 5
    assert all((layout[Seat.EAST] | layout[Seat.WEST]) & ace for layout in layouts)


@pytest.mark.parametrize("number", [1, 2])
def test_the_robots_keep_their_agreement_so_the_reading_never_denies_the_real_cards(
    number: int,
) -> None:
    board = Board(number, deal_for_board("carding", number))
    robot = SamplingRobot(PassBidder(), samples=6, seed=number, carding=EVERYONE)
    assert board.deal is not None
    checked = 0

    def check(table: Table, seat: Seat, card: Card, seconds: float) -> None:
        nonlocal checked
        actor = table.acting_player
        assert actor is not None
        for reader in Seat:
            for read, mask in carding_bars(view(table, reader), EVERYONE).items():
                assert not Hand.from_cards(table.remaining(read)).mask & mask
                checked += 1

    play_board(board, dict.fromkeys(Seat, robot), calls=par_auction(board), on_play=check)
    assert checked > 50


def test_the_agreement_leads_the_top_of_equal_cards_and_otherwise_plays_the_lowest() -> None:
    equal = tuple(Card.parse(text) for text in ("HJ", "HQ", "HK"))
    assert agreed_card(equal, leading=True) == Card.parse("HK")
    assert agreed_card(equal, leading=False) == Card.parse("HJ")
