"""The declarer's one-step lookahead (against strategy fusion): a trick's winner, the
option's bounds, the layouts the declarer cannot tell apart, and a kept position of the
match against the random player where plain sampling chooses a line that needs a guess
at the next card and the lookahead the line that needs none."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest

from bridgelaw.core.board import Board
from bridgelaw.core.cards import Card
from bridgelaw.core.seats import Seat
from bridgelaw.dd import Ending, endings_card_tricks
from bridgelaw.dealing import deal_for_board
from bridgelaw.robots.lookahead import (
    Lookahead,
    Position,
    Situation,
    lookahead_choice,
    lookahead_tricks,
    trick_winner,
)
from bridgelaw.robots.match import _dd_by_card, make_robot
from bridgelaw.robots.play import SamplingRobot
from bridgelaw.table.table import Table
from bridgelaw.table.views import SeatView, view


def _cards(text: str) -> list[int]:
    return [Card.parse(card).index for card in text.split()]


def test_the_trick_goes_to_the_highest_trump_else_the_highest_card_of_the_suit_led() -> None:
    assert trick_winner(-1, Seat.WEST, _cards("S5 SK SA H2")) == Seat.EAST
    assert trick_winner(-1, Seat.WEST, _cards("S5 HA D2 S6")) == Seat.SOUTH
    assert trick_winner(0, Seat.WEST, _cards("S5 SA C2 S6")) == Seat.EAST  # clubs trumps
    assert trick_winner(0, Seat.WEST, _cards("S5 C3 C2 CA")) == Seat.SOUTH
    assert trick_winner(3, Seat.NORTH, _cards("SA S2 S3 S4")) == Seat.NORTH


def test_a_position_plays_out_its_trick_and_knows_who_may_follow() -> None:
    north = sum(1 << i for i in _cards("SA H2"))
    east = sum(1 << i for i in _cards("SK S3"))
    south = sum(1 << i for i in _cards("S4 H5"))
    west = sum(1 << i for i in _cards("D6 D7"))
    position = Position((north, east, south, west), Seat.NORTH, (), 0)
    assert position.turn == Seat.NORTH and position.left == 8
    after = position.play(Card.parse("SA").index, -1, lambda seat: seat.side == Seat.NORTH.side)
    assert after.turn == Seat.EAST
    assert after.can_play(Seat.EAST, Card.parse("S3").index)
    assert not after.can_play(Seat.EAST, Card.parse("D6").index)  # East holds no D6
    assert not after.can_play(Seat.SOUTH, Card.parse("S4").index)  # not South's turn
    for card in ("S3", "S4"):
        after = after.play(Card.parse(card).index, -1, lambda seat: seat.side == Seat.NORTH.side)
    assert after.can_play(Seat.WEST, Card.parse("D6").index)  # void in spades: any card
    done = after.play(Card.parse("D6").index, -1, lambda seat: seat.side == Seat.NORTH.side)
    assert (done.leader, done.current, done.won, done.left) == (Seat.NORTH, (), 1, 4)


@pytest.mark.parametrize(
    ("field", "make"),
    [
        ("margin", lambda: Lookahead(margin=-0.1)),
        ("candidates", lambda: Lookahead(candidates=1)),
        ("layouts", lambda: Lookahead(layouts=0)),
        ("members", lambda: Lookahead(members=0)),
    ],
)
def test_the_lookahead_refuses_bounds_that_leave_nothing_to_do(
    field: str, make: Callable[[], Lookahead]
) -> None:
    with pytest.raises(ValueError, match=field):
        make()


def test_the_default_lookahead_is_bounded() -> None:
    config = Lookahead()
    assert (config.margin, config.candidates, config.layouts, config.members) == (0.5, 3, 40, 20)
    assert config.leading


# Board 170 of `bridgelaw match dd random --boards 200 --seed 2 --auction robots`, the
# first table: South (dd) declares 2NT; West leads S5, East wins the SQ and switches to
# the HJ, won by the HK. South on lead at trick 3 holds S8 HAT8 DQ95 C8762, dummy
# SAJ7 (after the S6) DKT742 CAT4.
KEPT_DEAL = deal_for_board(2, 170)
KEPT_CALLS = "P P P 1D P 1H P 1S P 2NT P P P"
KEPT_PLAYS = "S5 S6 SQ S4 HJ HK H7 H6"
KEPT_SEED = 2682
OURS = (Seat.NORTH, Seat.SOUTH)


def _kept() -> Table:
    table = Table(Board(170, KEPT_DEAL))
    for call in KEPT_CALLS.split():
        table.call(call)
    for card in KEPT_PLAYS.split():
        table.play(card)
    return table


def _robot(lookahead: Lookahead | None) -> SamplingRobot:
    robot = make_robot("dd", seed=KEPT_SEED, infer=True, carding=OURS, trust=OURS)
    assert isinstance(robot, SamplingRobot)
    robot.lookahead = lookahead
    return robot


def test_plain_sampling_leads_the_diamond_that_needs_a_guess_and_the_lookahead_does_not() -> None:
    table = _kept()
    seen: SeatView = view(table, Seat.SOUTH)
    assert str(table.contract) == "2NT" and seen.turn == Seat.SOUTH
    dd = _dd_by_card(table)
    plain = _robot(None).play(seen)
    ahead = _robot(Lookahead(candidates=2, layouts=20, members=10)).play(seen)
    # the D9 toward dummy's KT742 leaves declarer to guess the king or the ten once West
    # has played; double dummy it costs a trick in the true layout, the HA does not
    assert plain == Card.parse("D9")
    assert ahead == Card.parse("HA")
    assert max(dd.values()) - dd[plain.index] == 1
    assert max(dd.values()) - dd[ahead.index] == 0


def test_the_lookahead_values_a_line_needing_a_guess_below_its_double_dummy_value() -> None:
    table = _kept()
    seen = view(table, Seat.SOUTH)
    robot = _robot(None)
    classes = [(Card.parse("D9"),), (Card.parse("HA"),)]
    sampled = robot.sampled(seen, classes)
    assert sampled is not None
    layouts = list(sampled.layouts[:16])
    solved: list[int] = []

    def solve(endings: Sequence[Ending]) -> list[list[tuple[int, int]]]:
        solved.append(len(endings))
        return endings_card_tricks(endings)

    situation = Situation(-1, Seat.SOUTH, (), Seat.SOUTH, float, solve)
    candidates = [Card.parse("D9").index, Card.parse("HA").index]
    rows = lookahead_tricks(layouts, [1.0] * len(layouts), candidates, situation, members=8)
    fused = [row for _, row in sampled.rows[: len(layouts)]]
    # never above double dummy; the diamond loses tricks to the guess, the ace none
    pairs = [zip(row, old, strict=True) for row, old in zip(rows, fused, strict=True)]
    assert all(ahead <= fusion for pair in pairs for ahead, fusion in pair)
    diamond_loss = sum(old[0] - row[0] for row, old in zip(rows, fused, strict=True))
    heart_loss = sum(old[1] - row[1] for row, old in zip(rows, fused, strict=True))
    assert diamond_loss >= 3 * max(heart_loss, 1), (diamond_loss, heart_loss)
    assert sum(solved) > len(layouts)  # the defenders' replies and the next decisions


def test_from_leads_only_the_lookahead_leaves_a_trick_under_way_alone() -> None:
    def refuse(endings: Sequence[Ending]) -> list[list[tuple[int, int]]]:
        raise AssertionError("nothing is to be solved")

    situation = Situation(-1, Seat.WEST, (Card.parse("S5").index,), Seat.NORTH, float, refuse)
    cards = [Card.parse("S2").index, Card.parse("SA").index]
    means = [(0.0, 5.0), (0.0, 5.0)]
    assert lookahead_choice(Lookahead(), means, cards, [], [], situation) is None
    # one class near the best: nothing to look at, whatever the trick
    lead = Situation(-1, Seat.NORTH, (), Seat.NORTH, float, refuse)
    far = [(0.0, 5.0), (-2.0, 4.0)]
    assert lookahead_choice(Lookahead(leading=False), far, cards, [], [], situation) is None
    assert lookahead_choice(Lookahead(), far, cards, [], [], lead) is None
