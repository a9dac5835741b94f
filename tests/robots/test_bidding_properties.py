"""The natural bidder on random deals: every call is legal, every auction ends, and
what the system says a player's calls show admits the hand that made them."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaw.core.board import Board
from bridgelaw.core.cards import Card
from bridgelaw.core.seats import Seat
from bridgelaw.dealing import deal_for_board
from bridgelaw.robots import RobotCall, play_board
from bridgelaw.robots.bidding import NaturalBidder, bid_board
from bridgelaw.table.table import Phase, Table
from bridgelaw.table.views import SeatView, view
from tests.property.fuzz import examples

BIDDER = NaturalBidder()


class _Checked:
    """A NaturalBidder that checks its own calls and, at each call, that its reading of
    the other players' calls admits their actual hands."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self.calls = 0

    @property
    def name(self) -> str:
        return "checked"

    def call(self, seen: SeatView) -> RobotCall:
        made = BIDDER.call(seen)
        assert made.call in seen.legal_calls
        assert made.explanation
        deal = self.board.deal
        assert deal is not None
        for seat, shown in BIDDER.inferences(seen).items():
            assert shown.admits(deal[seat]), (seat, str(shown), str(deal[seat]), seen.auction)
        self.calls += 1
        return made

    def play(self, seen: SeatView) -> Card:
        return BIDDER.play(seen)


def _auction(board: Board) -> Table:
    return bid_board(board, _Checked(board))


def test_four_natural_bidders_play_boards_to_the_end() -> None:
    for number in range(1, 41):
        board = Board(number, deal_for_board("bidding-play", number))
        table = play_board(board, {seat: _Checked(board) for seat in Seat})
        assert table.phase == Phase.ENDED
        assert table.passed_out or len(table.tricks) == 13


def test_inferences_admit_the_hands_that_made_the_calls() -> None:
    contracts = 0
    for number in range(1, 401):
        board = Board(number, deal_for_board("bidding-inferences", number))
        table = _auction(board)
        assert table.phase != Phase.AUCTION
        assert len(table.auction) < 40
        contracts += table.contract is not None
        # at the end, from every seat: each other player's calls admit the hand
        for seat in Seat:
            for other, shown in BIDDER.inferences(view(table, seat)).items():
                assert board.deal is not None and shown.admits(board.deal[other])
    assert contracts > 300  # most boards are bid to a contract


@settings(max_examples=examples(60), deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1), number=st.integers(1, 32))
def test_random_deals_any_dealer_and_vulnerability(seed: int, number: int) -> None:
    board = Board(number, deal_for_board(seed, number))
    table = _auction(board)
    assert table.phase != Phase.AUCTION
