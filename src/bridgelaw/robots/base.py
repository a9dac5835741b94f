"""The robot interface, two baseline robots and a driver that plays a board with robots.

The driver hands each robot only :func:`bridgelaw.table.views.view` of its own seat:
its hand, dummy once the opening lead is faced, the calls (explanations of the
opponents' calls only), the cards played, and the legal calls or cards when it must act.
Declarer chooses dummy's cards: the robot seated as declarer is asked, with its own view,
when ``view.turn`` is dummy.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from bridgelaw.core.board import Board
from bridgelaw.core.calls import Call, Pass
from bridgelaw.core.cards import Card
from bridgelaw.core.seats import Seat
from bridgelaw.table.table import Phase, Table
from bridgelaw.table.views import SeatView, view

__all__ = ["HighestCardRobot", "RandomRobot", "Robot", "RobotCall", "play_board"]


@dataclass(frozen=True, slots=True)
class RobotCall:
    """A robot's call, with its alert and the explanation its opponents are given."""

    call: Call
    alert: bool = False
    explanation: str | None = None


class Robot(Protocol):
    """A player that decides from its seat's view only."""

    @property
    def name(self) -> str:
        """A short name for records and results (e.g. ``"random"``)."""
        ...

    def call(self, view: SeatView) -> RobotCall:
        """The call to make; ``view.seat`` is due to call, ``view.legal_calls`` is not empty."""
        ...

    def play(self, view: SeatView) -> Card:
        """The card to play for ``view.turn`` (``view.seat`` itself, or dummy when
        ``view.seat`` is declarer); one of ``view.legal_cards``."""
        ...


class RandomRobot:
    """Chooses uniformly among the legal calls and cards (a baseline, and a load driver).

    Passes with probability ``pass_rate`` when passing is legal, so that auctions end.
    """

    def __init__(self, seed: int | None = None, *, pass_rate: float = 0.75) -> None:
        self._random = random.Random(seed)
        self._pass_rate = pass_rate

    @property
    def name(self) -> str:
        return "random"

    def call(self, view: SeatView) -> RobotCall:
        calls = view.legal_calls
        if any(isinstance(c, Pass) for c in calls) and self._random.random() < self._pass_rate:
            return RobotCall(next(c for c in calls if isinstance(c, Pass)))
        return RobotCall(self._random.choice(calls))

    def play(self, view: SeatView) -> Card:
        return self._random.choice(view.legal_cards)


class HighestCardRobot:
    """Passes throughout and plays its highest legal card (a weak baseline)."""

    @property
    def name(self) -> str:
        return "highest-card"

    def call(self, view: SeatView) -> RobotCall:
        return RobotCall(next(c for c in view.legal_calls if isinstance(c, Pass)))

    def play(self, view: SeatView) -> Card:
        return max(view.legal_cards, key=lambda card: (card.rank, -card.suit))


def play_board(
    board: Board,
    robots: Mapping[Seat, Robot],
    *,
    edition: str | int | None = None,
    calls: Sequence[Call] = (),
    on_play: Callable[[Table, Seat, Card, float], object] | None = None,
) -> Table:
    """Seat ``robots`` at a strict table for ``board`` and play it to its end.

    Each robot sees only its own seat's view. ``calls``, when given, are made first, in
    turn, in the robots' place (an auction set by a harness). ``on_play(table, seat,
    card, seconds)`` is called for each card a robot chooses, before it is played:
    the table is still in the position the card was chosen in, ``seat`` is the hand it
    comes from and ``seconds`` the time the robot took. Returns the finished table.

    :raises IllegalCallError, IllegalPlayError: a robot chose a call or card that is not
        legal (the table refuses it with the Law; nothing is recorded).
    """
    table = Table(board, edition=edition)
    for made in calls:
        table.call(made)
    while table.phase != Phase.ENDED:
        actor = table.acting_player
        if actor is None:  # pragma: no cover - a strict table always has one until the end
            break
        seen = view(table, actor)
        if table.phase == Phase.AUCTION:
            answer = robots[actor].call(seen)
            table.call(answer.call, seat=actor, alert=answer.alert, explanation=answer.explanation)
        else:
            turn = table.turn
            start = time.perf_counter()
            card = robots[actor].play(seen)
            if on_play is not None and turn is not None:
                on_play(table, turn, card, time.perf_counter() - start)
            table.play(card, seat=turn)
    return table
