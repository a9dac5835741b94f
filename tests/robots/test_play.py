"""The sampling double-dummy card player: it never peeks, its layouts fit what its seat
knows, and it finds the plain plays of constructed positions."""

from __future__ import annotations

import dataclasses
import random

import pytest

from bridgelaw.core.board import Board
from bridgelaw.core.cards import Card, Suit
from bridgelaw.core.deal import Deal
from bridgelaw.core.hands import Hand
from bridgelaw.core.seats import Seat
from bridgelaw.dealing import deal_for_board
from bridgelaw.robots import HighestCardRobot, Robot
from bridgelaw.robots.play import PassBidder, SamplingRobot, card_classes
from bridgelaw.robots.sampling import knowledge, sample_layouts
from bridgelaw.table.table import Table
from bridgelaw.table.views import SeatView, view

# West cashes hearts against 2NT: W AKQJT9 of hearts; N-S hold every other top card.
CASH = Deal.parse("S:T98.76.T98.T9876 432.AKQJT9.432.2 AKQJ.8.AKQJ.AKQJ 765.5432.765.543")


def _table(deal: Deal, calls: str, cards: str = "", *, dealer: Seat = Seat.SOUTH) -> Table:
    table = Table(Board(1, deal, dealer=dealer))
    for call in calls.split():
        table.call(call)
    for card in cards.split():
        table.play(card)
    return table


def _robot(samples: int = 8, **options: object) -> SamplingRobot:
    return SamplingRobot(PassBidder(), samples=samples, seed=3, **options)  # type: ignore[arg-type]


def _hidden_from(seen: SeatView, deal: Deal) -> set[Card]:
    played = {c for t in seen.tricks for c in t.cards} | {c for _, c in seen.current_trick}
    hidden: set[Card] = set()
    for seat in Seat:
        if seat not in seen.hands:
            hidden |= set(deal[seat])
    return hidden - played


# ---------------------------------------------------------------- no peeking


def _other_deal(table: Table, seat: Seat, seed: int) -> Deal:
    """A deal that differs from ``table``'s in the hands ``seat`` cannot see, but that
    its view cannot tell apart: the unseen cards dealt again within what it knows."""
    seen = view(table, seat)
    known = knowledge(seen)
    for attempt in range(50):
        layout = sample_layouts(known, 1, random.Random(seed + attempt))[0]
        hands = [Hand(layout[s] | known.played[s]) for s in Seat]
        other = Deal((hands[0], hands[1], hands[2], hands[3]))
        if other != table.board.deal:
            return other
    raise AssertionError("no other layout")


# a fixed number of layouts; adaptive, weighed by the hidden hands' last cards; reading
# the defenders' cards by the robots' carding agreement
@pytest.mark.parametrize(
    ("max_samples", "weigh", "carding"), [(8, 0, ()), (48, 2, ()), (48, 2, tuple(Seat))]
)
@pytest.mark.parametrize(
    ("seat", "played"), [(Seat.WEST, 0), (Seat.SOUTH, 3), (Seat.EAST, 9), (Seat.SOUTH, 22)]
)
def test_the_same_view_over_other_hidden_hands_gives_the_same_card(
    seat: Seat, played: int, max_samples: int, weigh: int, carding: tuple[Seat, ...]
) -> None:
    deal = deal_for_board("no-peeking", 4)
    table = _table(deal, "1NT P P P")
    for _ in range(played):  # the lowest legal cards, whoever holds them
        table.play(min(table.legal_cards()))
    while table.acting_player != seat:
        table.play(min(table.legal_cards()))
    seen = view(table, seat)
    assert seen.deal is None
    assert not (seen.visible_cards() & _hidden_from(seen, deal))
    other_deal = _other_deal(table, seat, seed=11)
    other = Table(Board(1, other_deal, dealer=Seat.SOUTH))
    for event in table.events:
        other.apply(event)
    assert view(other, seat) == seen  # the seat cannot tell the two tables apart
    robot = _robot(max_samples=max_samples, weigh=weigh, carding=carding)
    assert robot.play(seen) == robot.play(view(other, seat))


def test_the_robot_is_given_only_a_view_holding_no_table() -> None:
    table = _table(CASH, "2NT P P P", "HA H8 H2 H6")
    seen = view(table, Seat.WEST)
    for item in dataclasses.fields(seen):
        value = getattr(seen, item.name)
        assert not isinstance(value, Table)
    assert seen.deal is None
    assert set(seen.hands) == {Seat.WEST, Seat.NORTH}  # its own hand and dummy


# ---------------------------------------------------------------- sampling


def test_layouts_respect_shown_out_suits_and_hand_sizes() -> None:
    # hearts: W leads AK Q; South shows out on the third round, so East holds H5
    table = _table(CASH, "2NT P P P", "HA H8 H2 H6 HK CJ H3 H7 HQ DJ H4 C6")
    seen = view(table, Seat.WEST)
    known = knowledge(seen)
    assert known.voids[Seat.SOUTH] >> Suit.HEARTS & 1
    assert known.counts == {Seat.EAST: 10, Seat.SOUTH: 10}
    layouts = sample_layouts(known, 40, random.Random(5))
    assert len(layouts) == 40
    heart_five = Card.parse("H5").index
    unplayed = 0
    for seat in Seat:
        unplayed |= Hand.from_cards(table.remaining(seat)).mask
    for layout in layouts:
        assert layout[Seat.EAST] >> heart_five & 1
        assert not Hand(layout[Seat.SOUTH]).has_suit(Suit.HEARTS)
        assert [bin(m).count("1") for m in layout] == [10, 10, 10, 10]
        assert layout[Seat.WEST] == Hand.from_cards(table.remaining(Seat.WEST)).mask
        assert layout[Seat.NORTH] == Hand.from_cards(table.remaining(Seat.NORTH)).mask
        assert layout[0] | layout[1] | layout[2] | layout[3] == unplayed
    assert len(set(layouts)) > 5  # the layouts do vary


def test_layouts_at_the_opening_lead_deal_three_full_hands() -> None:
    table = _table(CASH, "2NT P P P")
    known = knowledge(view(table, Seat.WEST))
    assert known.hidden == (Seat.NORTH, Seat.EAST, Seat.SOUTH)
    for layout in sample_layouts(known, 10, random.Random(1)):
        assert [bin(m).count("1") for m in layout] == [13, 13, 13, 13]


def test_layouts_an_inference_refuses_are_rejected() -> None:
    table = _table(CASH, "2NT P P P", "HA H8 H2 H6")
    known = knowledge(view(table, Seat.WEST))

    def admits(seat: Seat, hand: Hand) -> bool:  # "South has at least two spades"
        return seat != Seat.SOUTH or hand.length(Suit.SPADES) >= 2

    for layout in sample_layouts(known, 20, random.Random(2), admits=admits):
        original = Hand(layout[Seat.SOUTH] | known.played[Seat.SOUTH])
        assert original.length(Suit.SPADES) >= 2


# ---------------------------------------------------------------- card choice


def test_a_defender_cashes_the_setting_tricks() -> None:
    table = _table(CASH, "2NT P P P", "HA H8 H2 H6")
    seen = view(table, Seat.WEST)
    for scoring in ("imps", "matchpoints", "total"):
        assert _robot(scoring=scoring).play(seen).suit == Suit.HEARTS


def test_declarer_takes_the_finesse_of_the_queen() -> None:
    # 3NT by South; West leads a low spade into dummy's AQ: the queen is never worse
    deal = Deal.parse("S:432.AKQ.AKQ.5432 K765.432.432.876 AQ.JT98.JT98.AKQ JT98.765.765.JT9")
    table = _table(deal, "3NT P P P", "S5")
    seen = view(table, Seat.SOUTH)
    assert seen.turn == Seat.NORTH
    robot = _robot()
    assert robot.play(seen) == Card.parse("SQ")
    values = dict(robot.values(seen))
    assert values[Card.parse("SQ")] > values[Card.parse("SA")]  # not a tie broken low


def test_touching_cards_are_one_class_and_the_lowest_is_played() -> None:
    table = _table(CASH, "2NT P P P", "HA H8 H2 H6")
    classes = card_classes(view(table, Seat.WEST))
    hearts = [c for c in classes if c[0].suit == Suit.HEARTS]
    assert [str(card) for card in hearts[0]] == ["H9", "HT", "HJ", "HQ", "HK"]


def test_a_whole_board_with_the_robot_declaring_against_highest_cards() -> None:
    table = _table(CASH, "2NT P P P")
    robots: dict[Seat, Robot] = {Seat.NORTH: _robot(), Seat.SOUTH: _robot(),
              Seat.EAST: HighestCardRobot(), Seat.WEST: HighestCardRobot()}  # fmt: skip
    while not table.is_over:
        actor = table.acting_player
        assert actor is not None
        table.play(robots[actor].play(view(table, actor)), seat=table.turn)
    # West cashes its six hearts (highest first); declarer takes the other seven
    assert table.declarer_tricks == 7
