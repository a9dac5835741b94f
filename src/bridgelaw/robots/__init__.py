"""Robots: players that see only their seat's view of the table.

A robot is any object with the :class:`Robot` interface. It is given a
:class:`bridgelaw.table.views.SeatView` (what its seat may see, with the calls or cards
it may legally choose from) and answers with a call or a card; it never reaches the
table itself, so it cannot see a hidden card. :func:`play_board` seats four robots at a
strict table and plays a board to its end. :class:`SamplingRobot` plays its cards by
sampling the hidden hands and solving them double dummy (:mod:`bridgelaw.robots.play`);
:mod:`bridgelaw.robots.match` plays duplicate matches between robots.
"""

from bridgelaw.robots.base import (
    HighestCardRobot,
    RandomRobot,
    Robot,
    RobotCall,
    play_board,
)
from bridgelaw.robots.play import PassBidder, SamplingRobot

__all__ = [
    "HighestCardRobot",
    "PassBidder",
    "RandomRobot",
    "Robot",
    "RobotCall",
    "SamplingRobot",
    "play_board",
]
