"""Robots at the server's tables: a seat held by :data:`ROBOT_NAME` is played by a
bridgelaw robot (:class:`bridgelaw.robots.SamplingRobot`: the natural bidding system and
double-dummy sampling in the play).

A robot decides from its seat's :func:`~bridgelaw.table.views.view` only, like every
robot (it never sees a hidden card), in a worker thread so that the server goes on
serving the other tables while it thinks. Its call or card then goes through
:meth:`Game.act <bridgelaw.server.game.Game.act>` like a person's: checked by the
engine, committed to the table's log, sent to the seats. If the table moved while the
robot thought (an undo, a claim), the decision is dropped and the robot looks again.

Requests a robot is asked to answer: a question about one of its calls is answered with
the natural system's explanation of it (Law 20F; :func:`bridgelaw.robots.bidding.explain`);
an undo of a misclick is granted (Law 25A); a claim
is accepted when it asks for no more tricks than double dummy gives the claimer's side
from the position, else rejected, which brings the director with the engine's analysis.
That answer is the server's, made as a director would from the whole deal: it ends the
robot's part in the board either way, so it tells the robot's play nothing.
"""

from __future__ import annotations

import asyncio
import datetime
import itertools
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, Final

from bridgelaw.core.seats import Seat
from bridgelaw.server.store import Denied
from bridgelaw.table import Phase

if TYPE_CHECKING:
    from bridgelaw.robots import Robot
    from bridgelaw.server.game import Game, Live
    from bridgelaw.server.store import Store
    from bridgelaw.table import Table

__all__ = ["ROBOT_NAME", "RobotSeats", "is_robot", "robot_factory"]

ROBOT_NAME: Final = "bridgelaw robot"
"""The player name of a seat the server plays (a person may not take this name)."""

_LOG = logging.getLogger(__name__)
_FOREVER: Final = datetime.timedelta(days=36_500)

Action = dict[str, Any]


def is_robot(player: str | None) -> bool:
    """Whether a seat held by ``player`` is a robot's."""
    return player is not None and player.strip().casefold() == ROBOT_NAME


def _default_robot() -> Robot:
    from bridgelaw.robots import SamplingRobot

    return SamplingRobot(samples=12)


def robot_factory(kind: str) -> Callable[[], Robot]:
    """How the server makes a seat's robot: ``sampling`` (:class:`SamplingRobot`) or
    ``random`` (:class:`RandomRobot`, each with its own seed: quick)."""
    if kind != "random":
        return _default_robot
    seeds = itertools.count()

    def make() -> Robot:
        from bridgelaw.robots import RandomRobot

        return RandomRobot(seed=next(seeds), pass_rate=0.65)

    return make


def _claim_judge(table: Table, claimer: Seat, tricks: int) -> Callable[[], Action]:
    """The answer to a claim of ``tricks`` of the tricks left by ``claimer``: accepted
    when double dummy gives his side that many from the position (taken now; solved when
    called, in the robot's thread)."""
    from bridgelaw.analysis.endings import dd_tricks, position_after

    deal, contract = table.board.deal, table.contract
    if deal is None or contract is None:
        return lambda: {"t": "claim_answer", "accept": False}
    played = [card for trick in table.tricks for card in trick.cards]
    played += [card for _, card in table.current_trick]
    position = position_after(deal, contract, played)
    side = claimer.side
    return lambda: {"t": "claim_answer", "accept": dd_tricks(position, side) >= tricks}


def _unanswered(live: Live) -> tuple[Seat, Callable[[], Action]] | None:
    """A question about a robot's call that the robot has not yet answered."""
    rows = live.online.rows
    answered = {row["question"] for row in rows if row.get("kind") == "answer"}
    auction = live.table.auction
    calls = tuple(event.call for event in auction)
    for number, row in enumerate(rows):
        if row.get("kind") != "question" or number in answered:
            continue
        if not is_robot(live.players.get(row["caller"])):
            continue
        about = int(row["about"])
        given = auction[about].explanation if about < len(auction) else None

        def answer(number: int = number, about: int = about, given: str | None = given) -> Action:
            from bridgelaw.robots.bidding import explain

            text = given or explain(calls, about)
            return {"t": "answer", "question": number, "text": text[:500] or "natural"}

        return Seat.parse(row["caller"]), answer
    return None


class RobotSeats:
    """The robots of the server's tables, and the driver that lets them act in turn.

    :param factory: makes the robot of a seat (default: :class:`SamplingRobot`).
    :param max_moves: actions one :meth:`advance` makes at most before it yields.
    """

    def __init__(
        self, factory: Callable[[], Robot] = _default_robot, *, max_moves: int = 200
    ) -> None:
        self._factory = factory
        self._robots: dict[tuple[int, Seat], Robot] = {}
        self._driving: set[int] = set()
        self.max_moves = max_moves

    def seat(self, store: Store, table_id: int, seat: Seat) -> None:
        """Sit a robot at ``seat`` of the table (its token is never used)."""
        store.sit(table_id, seat, ROBOT_NAME, ttl=_FOREVER)

    def robot(self, table_id: int, seat: Seat) -> Robot:
        """The robot playing ``seat`` at the table."""
        found = self._robots.get((table_id, seat))
        if found is None:
            found = self._robots[(table_id, seat)] = self._factory()
        return found

    async def advance(
        self, game: Game, table_id: int, publish: Callable[[], Awaitable[None]]
    ) -> int:
        """Let the table's robots act while it is their turn (or their answer is awaited);
        ``publish`` after each action. Returns the number of actions made. One driver per
        table: a call while the table's robots are already moving returns at once."""
        if table_id in self._driving:
            return 0
        self._driving.add(table_id)
        made = 0
        try:
            while made < self.max_moves:
                live = game.live(table_id)
                due = self._due(live)
                if due is None:
                    break
                seat, decide = due
                seq = live.seq
                action = await asyncio.to_thread(decide)
                if game.live(table_id).seq != seq:
                    continue  # the table moved while the robot thought: look again
                try:
                    game.act(table_id, seat, action)
                    await game.store.durable(table_id)  # committed before it is shown
                except Denied as denied:  # a robot's action refused: stop, say why
                    _LOG.warning("robot %s at table %s: %s", seat, table_id, denied.message)
                    break
                made += 1
                await publish()
        finally:
            self._driving.discard(table_id)
        return made

    def _due(self, live: Live) -> tuple[Seat, Callable[[], Action]] | None:
        """The robot seat that must act now and how it decides, if any."""
        online, table = live.online, live.table
        claim, undo = online.claim, online.undo
        if claim is not None and claim.status == "open":
            for answerer in claim.answerers:
                if answerer not in claim.answers and is_robot(live.players.get(answerer)):
                    judge = _claim_judge(table, Seat.parse(claim.seat), claim.tricks)
                    return Seat.parse(answerer), judge
        if undo is not None and undo.status == "open":
            for answerer in undo.answerers:
                if answerer not in undo.answers and is_robot(live.players.get(answerer)):
                    return Seat.parse(answerer), lambda: {"t": "undo_answer", "accept": True}
        question = _unanswered(live)
        if question is not None:
            return question
        if online.frozen is not None or table.phase not in (Phase.AUCTION, Phase.PLAY):
            return None
        actor = table.acting_player
        if actor is None or not is_robot(live.players.get(str(actor))):
            return None
        return actor, self._decision(live, actor)

    def _decision(self, live: Live, actor: Seat) -> Callable[[], Action]:
        from bridgelaw.table.views import view

        seen = view(live.table, actor)  # taken now: the robot's thread reads only this
        robot = self.robot(live.id, actor)
        if live.table.phase == Phase.AUCTION:

            def call() -> Action:
                made = robot.call(seen)
                action: Action = {"t": "call", "call": str(made.call), "alert": made.alert}
                if made.explanation:
                    action["explanation"] = made.explanation
                return action

            return call
        return lambda: {"t": "play", "card": str(robot.play(seen))}
