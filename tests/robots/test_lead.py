"""The opening lead: its layouts honour the auction (every hidden hand in the range its
calls show, where one-at-a-time rejection leaves most layouts unconstrained), the facts
of the view are never broken, the real hands always lie in the ranges read, and on a
board where that matters the robot's lead is better than it was."""

from __future__ import annotations

import random

import pytest

from bridgelaw.core.board import Board
from bridgelaw.core.cards import Card
from bridgelaw.core.deal import Deal
from bridgelaw.core.hands import Hand
from bridgelaw.core.seats import Seat
from bridgelaw.dd import ending_card_tricks
from bridgelaw.dealing import deal_for_board
from bridgelaw.robots.bidding import NaturalBidder
from bridgelaw.robots.bidding.bidder import bid_board
from bridgelaw.robots.bidding.handrange import EMPTY, HandRange
from bridgelaw.robots.constrained import constrained_layouts
from bridgelaw.robots.lead import boxes, is_opening_lead
from bridgelaw.robots.play import SamplingRobot
from bridgelaw.robots.sampling import knowledge, sample_layouts
from bridgelaw.table.table import Table
from bridgelaw.table.views import view

BIDDER = NaturalBidder()


def _bid(seed: int | str, number: int) -> Table:
    return bid_board(Board(number, deal_for_board(seed, number)), BIDDER)


def _admitted(
    ranges: dict[Seat, HandRange], layout: tuple[int, ...], seats: tuple[Seat, ...]
) -> bool:
    return all(ranges[seat].admits(Hand(layout[seat])) for seat in seats)


def test_the_lead_layouts_lie_in_the_ranges_the_auction_shows() -> None:
    # board 2 of seed 1: 1C P 1S P 1NT P 2NT P P P, South on lead; three hands described
    table = _bid(1, 2)
    assert table.contract is not None and str(table.contract) == "2NT"
    seen = view(table, Seat.SOUTH)
    assert is_opening_lead(seen)
    ranges = dict(BIDDER.inferences(seen))
    known = knowledge(seen)
    layouts = constrained_layouts(known, 30, random.Random(5), boxes(ranges))
    assert len(layouts) == 30
    assert all(_admitted(ranges, layout, known.hidden) for layout in layouts)
    # dealt one at a time, the auction admits under one layout in a hundred: nearly all
    # the layouts are the spares dealt without it
    old = sample_layouts(known, 30, random.Random(5), admits=lambda s, h: ranges[s].admits(h))
    assert sum(_admitted(ranges, layout, known.hidden) for layout in old) < 10
    # the same random state, the same layouts; the cards seen stay where they are
    assert constrained_layouts(known, 30, random.Random(5), boxes(ranges)) == layouts
    south = seen.hands[Seat.SOUTH].mask
    assert all(layout[Seat.SOUTH] == south for layout in layouts)


@pytest.mark.parametrize("seed", [7, "lead"])
def test_the_ranges_read_from_the_auction_admit_the_real_hands(seed: int | str) -> None:
    # the bidder's ranges are bounds every hand making the calls meets: dealing only
    # hands within them never rules out the real ones
    checked = 0
    for number in range(1, 41):
        table = _bid(seed, number)
        deal = table.board.deal
        assert deal is not None
        for reader in Seat:
            for seat, shown in BIDDER.inferences(view(table, reader)).items():
                assert shown.admits(deal[seat]), (number, reader, seat, str(shown))
                checked += 1
    assert checked == 40 * 12


# East has shown out of hearts at trick 1 (West leads the heart king against 1NT)
VOID = Deal.parse("N:AKT2.2.AQ.AKQJT9 QJ3.-.KJ5432.8765 9876.6543.T987.2 54.AKQJT987.6.43")


def test_the_facts_are_kept_when_the_ranges_admit_no_hand() -> None:
    table = Table(Board(1, VOID, dealer=Seat.SOUTH))
    for call in ["1NT", "P", "P", "P"]:
        table.call(call)
    for card in ["HK", "H2", "D2", "H3"]:
        table.play(card)
    seen = view(table, Seat.SOUTH)
    known = knowledge(seen)
    hearts = 0x1FFF << 13 * 2
    impossible = {Seat.EAST: EMPTY, Seat.WEST: HandRange.ANY.with_hcp(30, 37)}
    layouts = constrained_layouts(known, 12, random.Random(3), impossible)
    assert len(layouts) == 12
    assert all(not layout[Seat.EAST] & hearts for layout in layouts)  # East is void
    assert all(bin(layout[Seat.WEST]).count("1") == 12 for layout in layouts)


def test_only_the_defender_on_declarers_left_makes_the_opening_lead() -> None:
    table = _bid(1, 2)  # 2NT by East: South leads
    assert table.contract is not None and table.contract.declarer == Seat.EAST
    assert is_opening_lead(view(table, Seat.SOUTH))
    assert not any(is_opening_lead(view(table, seat)) for seat in (Seat.NORTH, Seat.EAST))
    table.play(min(table.legal_cards()))
    assert not is_opening_lead(view(table, Seat.WEST))


def test_read_from_the_auction_the_lead_beats_the_contract() -> None:
    # board 5 of seed 1: 1C P 1H P 1S P 2NT P P P by South. West (QT6.9742.QJT94.8) has
    # the unbid diamonds: the queen, top of the sequence, sets 2NT double dummy; any
    # other suit lets it make
    table = _bid(1, 5)
    calls = " ".join(str(entry.call) for entry in table.auction)
    assert calls == "1C Pass 1H Pass 1S Pass 2NT Pass Pass Pass"
    seen = view(table, Seat.WEST)
    assert str(seen.hands[Seat.WEST]) == "QT6.9742.QJT94.8"
    deal = table.board.deal
    assert deal is not None
    tricks = dict(ending_card_tricks(-1, int(Seat.WEST), [], [deal[seat].mask for seat in Seat]))
    assert tricks[Card.parse("DQ").index] == 6 and tricks[Card.parse("C8").index] == 5
    # with the auction's ranges West finds it whatever the seed; dealt one at a time
    # (most layouts without the auction) and fewer, it leads the club eight on seed 0
    new = [SamplingRobot(BIDDER, samples=6, seed=seed).play(seen) for seed in range(3)]
    assert new == [Card.parse("DQ")] * 3
    old = SamplingRobot(BIDDER, samples=6, seed=0, lead_samples=0).play(seen)
    assert old == Card.parse("C8")
