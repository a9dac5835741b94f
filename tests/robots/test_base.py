"""The robot interface: robots see only their seat's view and finish a board legally."""

from __future__ import annotations

from bridgelaw.core.board import Board
from bridgelaw.core.cards import Card
from bridgelaw.core.seats import Seat
from bridgelaw.dealing import deal_for_board
from bridgelaw.robots import HighestCardRobot, RandomRobot, RobotCall, play_board
from bridgelaw.table.table import Phase
from bridgelaw.table.views import SeatView


class _Spy:
    """Wraps a robot and records every view it was given."""

    def __init__(self, inner: RandomRobot) -> None:
        self.inner = inner
        self.views: list[SeatView] = []

    @property
    def name(self) -> str:
        return "spy"

    def call(self, view: SeatView) -> RobotCall:
        self.views.append(view)
        return self.inner.call(view)

    def play(self, view: SeatView) -> Card:
        self.views.append(view)
        return self.inner.play(view)


def _board(number: int) -> Board:
    return Board(number, deal_for_board("robots", number))


def test_random_robots_finish_boards_legally() -> None:
    for number in range(1, 21):
        table = play_board(_board(number), {s: RandomRobot(seed=number * 4 + s) for s in Seat})
        assert table.phase == Phase.ENDED
        if not table.passed_out:
            assert len(table.tricks) == 13 or table.claim_made is not None


def test_a_robot_is_shown_only_its_seat_and_its_legal_choices() -> None:
    spies = {s: _Spy(RandomRobot(seed=int(s), pass_rate=0.6)) for s in Seat}
    board = _board(7)
    table = play_board(board, spies)
    assert board.deal is not None
    for seat, spy in spies.items():
        assert spy.views, f"{seat} was never asked"
        for seen in spy.views:
            assert seen.seat == seat
            assert seen.deal is None
            assert seen.legal_calls or seen.legal_cards
            hidden = set()
            for holder in Seat:
                if holder != seat and not (
                    table.dummy == holder and (seen.tricks or seen.current_trick)
                ):
                    hidden |= set(board.deal[holder])
            played = {c for t in seen.tricks for c in t.cards} | {c for _, c in seen.current_trick}
            assert not (seen.visible_cards() & (hidden - played))


def test_declarer_is_asked_for_dummys_cards() -> None:
    for number in range(1, 30):
        spies = {s: _Spy(RandomRobot(seed=number * 10 + int(s), pass_rate=0.3)) for s in Seat}
        table = play_board(_board(number), spies)
        if table.dummy is not None:
            break
    assert table.dummy is not None and table.declarer is not None
    dummy_views = spies[table.dummy].views
    assert all(v.legal_calls for v in dummy_views)  # dummy only calls, never plays
    asked_for_dummy = [v for v in spies[table.declarer].views if v.turn == table.dummy]
    assert len(asked_for_dummy) >= 1
    for v in asked_for_dummy:
        assert set(v.legal_cards) <= set(v.hands[table.dummy])


def test_highest_card_robot_passes_and_plays_high() -> None:
    table = play_board(_board(3), {s: HighestCardRobot() for s in Seat})
    assert table.passed_out
