"""The websocket of one seat: ``/ws/{table}/{seat}``.

The connection is authenticated by the seat's cookie or, failing that, by a first
``hello`` frame with the seat's token, and by the session cookie of the login that took
the seat (:mod:`bridgelaw.server.auth`); a missing, wrong, expired or other seat's token,
or one given to another session, closes it with an error frame. Each accepted action is
acknowledged to its sender (``ack``, once committed) and every connection at the table
then receives its own seat's ``state``. A refused frame gets an ``error`` frame
(``code``, ``message``, the ``law`` when the Laws refuse it) and changes nothing. A token
bucket limits each connection's actions.

The director's connection, ``/ws/{table}/director``, is the session of the account with
the director role (:mod:`bridgelaw.server.auth`), or is authenticated the same way by the
table's director token (:meth:`~bridgelaw.server.store.Store.director_token`); it receives
the director's state (every hand, every row of the log) and sends ``rule`` frames. Each
state carries who is connected, so the others see a player leave and come back; a
rejected claim's analysis is computed off the event loop and then sent to the director;
the end of a board is published to every table of the room (for the traveller).
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass
from typing import Any

import orjson
from fastapi import WebSocket, WebSocketDisconnect

from bridgelaw.core.seats import Seat
from bridgelaw.errors import NotationError
from bridgelaw.server.auth import current_user
from bridgelaw.server.game import Game
from bridgelaw.server.i18n import COOKIE, negotiate, translations
from bridgelaw.server.kibitz import KibitzRule, keep_watch
from bridgelaw.server.pairs_words import translated
from bridgelaw.server.protocol import Hello, Ping, Rule, parse
from bridgelaw.server.robot_seats import ROBOT_NAME, RobotSeats, is_robot
from bridgelaw.server.security import Bucket, same_origin, session_id
from bridgelaw.server.settings import Settings
from bridgelaw.server.store import Denied
from bridgelaw.server.timings import Timings

__all__ = ["Bucket", "Hub", "cookie_name", "serve_kibitz", "serve_seat"]

HELLO_TIMEOUT = 10.0
"""Seconds a connection without a cookie has to send its ``hello``."""


def _json(message: dict[str, Any]) -> str:
    """A message as JSON text (orjson: a state is encoded ~20 times faster than by the
    standard library's ``json``)."""
    return orjson.dumps(message, option=orjson.OPT_NON_STR_KEYS).decode()


def cookie_name(table_id: int, seat: Seat) -> str:
    """The cookie that holds a seat's token in a browser."""
    return f"bridgelaw_{table_id}_{seat}"


@dataclass(eq=False, slots=True)
class Connection:
    """One open websocket, bound to a seat."""

    socket: WebSocket
    table_id: int
    seat: Seat | None
    """``None``: the director, or a kibitzer."""
    name: str = ""
    kibitz: bool = False
    """A kibitzer's connection (:mod:`bridgelaw.server.kibitz`): it only watches."""


class Hub:
    """The open connections of each table (in this process)."""

    def __init__(self) -> None:
        self._tables: dict[int, set[Connection]] = {}
        self.robots: RobotSeats | None = None
        """The robots seated at this server's tables (``None``: no robot plays here)."""
        self.timings: Timings | None = None
        """Where each frame's times are recorded (``None``: they are not)."""
        self.states_sent = 0
        """States sent to the players (for the timings)."""

    def join(self, connection: Connection) -> None:
        """Add a connection."""
        self._tables.setdefault(connection.table_id, set()).add(connection)

    def leave(self, connection: Connection) -> None:
        """Remove a connection."""
        self._tables.get(connection.table_id, set()).discard(connection)

    def present(self, table_id: int) -> frozenset[str]:
        """The seats of the table with a connected player."""
        connections = self._tables.get(table_id, ())
        return frozenset(str(c.seat) for c in connections if c.seat is not None)

    def _present(self, game: Game, table_id: int) -> frozenset[str]:
        present = self.present(table_id)
        if self.robots is not None:  # a robot is always at its seat
            players = game.live(table_id).players
            present |= {seat for seat, player in players.items() if is_robot(player)}
        return present

    async def watch(self, game: Game, connection: Connection) -> None:
        """Send a kibitzer who has just come the table's state (the players are not
        told: a kibitzer is nobody at the table)."""
        state = game.kibitz_state(connection.table_id, self._present(game, connection.table_id))
        await connection.socket.send_text(_json(state))

    async def publish(self, game: Game, table_id: int) -> None:
        """Send every connection at the table its own seat's state."""
        present = self._present(game, table_id)
        connections = [c for c in self._tables.get(table_id, ()) if not c.kibitz]
        states = game.states(table_id, [c.seat for c in connections], present)
        sends = [(c, _json(state)) for c, state in zip(connections, states, strict=True)]
        self.states_sent += len(sends)
        watchers = [c for c in self._tables.get(table_id, ()) if c.kibitz]
        if watchers:  # every kibitzer sees the same
            shown = _json(game.kibitz_state(table_id, present))
            sends += [(connection, shown) for connection in watchers]
        for connection, text in sends:
            try:
                await connection.socket.send_text(text)
            except (RuntimeError, WebSocketDisconnect):
                self.leave(connection)

    async def after(self, game: Game, table_id: int, ended_before: bool) -> None:
        """Publish an accepted action: to the table; to the room's other tables still on
        the board when it was the last to finish it (they see the traveller now), and the
        analysis of a rejected claim to the director once computed."""
        await self.publish(game, table_id)
        live = game.live(table_id)
        if not ended_before and live.table.is_over:
            for other in game.traveller_shown(table_id):  # none until the room is done
                await self.publish(game, other)
        job = game.analysis_job(table_id)
        if job is not None:
            await asyncio.to_thread(job)
            await self.publish(game, table_id)
        await self.robots_move(game, table_id)

    async def robots_move(self, game: Game, table_id: int) -> None:
        """Let the table's robots act while it is their turn, each action published as a
        person's is."""
        if self.robots is not None:
            await self.robots.advance(game, table_id, lambda: self.after(game, table_id, False))


def _substitute(table_id: int, game: Game, hub: Hub, named: str | None, robot: bool) -> str:
    """Free a disconnected player's seat (his token stops working) for a substitute: a
    robot, or whoever takes it from the lobby (regulations, section 6: the director seats
    a named substitute or a robot); the seat's new player (``""``: none yet)."""
    try:
        seat = Seat.parse(named or "")
    except NotationError as error:
        raise Denied("rule", "name the seat to substitute") from error
    if str(seat) in hub.present(table_id):
        raise Denied("rule", f"{seat.name.lower()} is connected: nobody to replace")
    if robot and hub.robots is None:
        raise Denied("rule", "no robots play at this server")
    game.store.release(table_id, seat)
    if robot and hub.robots is not None:
        hub.robots.seat(game.store, table_id, seat)
        return ROBOT_NAME
    return ""


def _error(denied: Denied, socket: WebSocket) -> dict[str, Any]:
    """The refusal as the page is told it: a message made with ``pairs_words._`` (a pairs
    event's, Law 8B1) in the page's language (its cookie, else the browser's)."""
    lang = negotiate(None, socket.cookies.get(COOKIE), socket.headers.get("accept-language"))
    message = translated(denied.message, translations(lang).gettext)
    return {"t": "error", **denied.public(), "message": message}


async def _token(socket: WebSocket, settings: Settings, cookie: str, whose: str) -> str:
    """The token in the browser's ``cookie``, else in the connection's first frame."""
    if not same_origin(socket):
        raise Denied("origin", "a table is played from this site's own pages")
    token = socket.cookies.get(cookie)
    if token is None:
        text = await asyncio.wait_for(socket.receive_text(), HELLO_TIMEOUT)
        frame = parse(text, limit=settings.max_message_bytes)
        if not isinstance(frame, Hello):
            raise Denied("token", f"send {whose} token first: {{'t': 'hello', 'token': ...}}")
        token = frame.token
    return token


async def _authenticate(
    socket: WebSocket, game: Game, settings: Settings, table_id: int, seat: Seat
) -> str:
    token = await _token(socket, settings, cookie_name(table_id, seat), "your seat's")
    return game.store.authenticate(table_id, seat, token, session_id(socket))


async def serve_seat(
    socket: WebSocket, game: Game, hub: Hub, settings: Settings, table_id: int, seat_text: str
) -> None:
    """Run one seat's connection until the client goes."""
    await socket.accept()
    try:
        seat = Seat.parse(seat_text)
        game.live(table_id)
        player = await _authenticate(socket, game, settings, table_id, seat)
    except (Denied, NotationError, TimeoutError, ValueError) as error:
        denied = error if isinstance(error, Denied) else Denied("token", str(error) or "no hello")
        await socket.send_json(_error(denied, socket))
        await socket.close(code=4401, reason=denied.code)
        return
    except WebSocketDisconnect:
        return
    game.seated(table_id, seat, player)
    await _serve(Connection(socket, table_id, seat, player), game, hub, settings)


async def _serve(connection: Connection, game: Game, hub: Hub, settings: Settings) -> None:
    hub.join(connection)
    try:
        if connection.kibitz:
            await hub.watch(game, connection)
        else:
            await hub.publish(game, connection.table_id)
            await hub.robots_move(game, connection.table_id)  # a robot dealer calls first
        await _run(connection, game, hub, settings)
    except WebSocketDisconnect:
        pass
    finally:
        hub.leave(connection)
        if not connection.kibitz:
            await hub.publish(game, connection.table_id)  # the others see the seat go


async def serve_director(
    socket: WebSocket, game: Game, hub: Hub, settings: Settings, table_id: int
) -> None:
    """Run the director's connection to a table until he goes."""
    await socket.accept()
    try:
        game.live(table_id)
        user = current_user(socket)
        if user is not None and user.director and same_origin(socket):
            name = user.name  # the account with the director role directs every table
        else:
            cookie = f"bridgelaw_{table_id}_director"
            token = await _token(socket, settings, cookie, "the director")
            name = game.store.authenticate_director(table_id, token)
    except (Denied, TimeoutError, ValueError) as error:
        denied = error if isinstance(error, Denied) else Denied("token", str(error) or "no hello")
        await socket.send_json(_error(denied, socket))
        await socket.close(code=4401, reason=denied.code)
        return
    except WebSocketDisconnect:
        return
    await _serve(Connection(socket, table_id, None, name), game, hub, settings)


async def serve_kibitz(
    socket: WebSocket, game: Game, hub: Hub, settings: Settings, table_id: int
) -> None:
    """Run a kibitzer's connection to a table until he goes: logged in (or a guest),
    under the table's rule (:mod:`bridgelaw.server.kibitz`)."""
    await socket.accept()
    try:
        live = game.live(table_id)
        if not same_origin(socket):
            raise Denied("origin", "a table is watched from this site's own pages")
        user = current_user(socket)
        if user is None:
            raise Denied("session", "log in (or come in as a guest) to watch a table")
        rule = KibitzRule.parse(live.kibitz)
        if rule.mode == "off":
            raise Denied("kibitz", "this table has no kibitzers")
        if rule.mode == "delay":  # kept as the page keeps it; refused to a player of the room
            await keep_watch(game.store, game.room(table_id), table_id, user.id, live.board)
    except Denied as denied:
        await socket.send_json(_error(denied, socket))
        await socket.close(code=4401, reason=denied.code)
        return
    except WebSocketDisconnect:
        return
    await _serve(Connection(socket, table_id, None, user.name, kibitz=True), game, hub, settings)


async def _run(connection: Connection, game: Game, hub: Hub, settings: Settings) -> None:
    socket, bucket = connection.socket, Bucket(settings.actions_per_second, settings.action_burst)

    async def answer(message: Any, marks: _Marks | None) -> None:
        """Apply the frame, wait for its commit, acknowledge it and send the table its
        states (``marks``: the times of these steps, when they are recorded)."""
        ended = game.live(connection.table_id).table.is_over
        try:
            acted = _act(connection, game, hub, bucket, settings, message, marks)
            if marks is not None:
                marks.mark()
            await game.store.durable(connection.table_id)  # committed before it is told
        except Denied as denied:
            await socket.send_json(_error(denied, socket))
            return
        if acted is None:
            await socket.send_json({"t": "pong"})
            return
        if marks is not None:
            marks.mark()
        await socket.send_text(_json({"t": "ack", "seq": acted}))
        if marks is not None:
            marks.mark()
        sent = hub.states_sent
        await hub.after(game, connection.table_id, ended)
        if marks is not None:
            marks.states = hub.states_sent - sent

    while True:
        message = await socket.receive()
        if message["type"] == "websocket.disconnect":
            raise WebSocketDisconnect(message.get("code", 1000))
        if hub.timings is None:
            await answer(message, None)
            continue
        marks = _Marks(message.get("received"))
        await answer(message, marks)
        marks.record(hub.timings)


class _Marks:
    """The times of one frame's steps (:mod:`bridgelaw.server.timings`)."""

    __slots__ = ("cpus", "kind", "received", "states", "walls")

    def __init__(self, received: float | None) -> None:
        now = time.perf_counter()
        self.received = now if received is None else received
        self.kind = "?"
        self.states = 0
        self.walls = [now]
        self.cpus = [time.thread_time()]

    def mark(self) -> None:
        self.walls.append(time.perf_counter())
        self.cpus.append(time.thread_time())

    def record(self, timings: Timings) -> None:
        self.mark()
        walls, cpus = self.walls, self.cpus
        figures = {"wait": walls[0] - self.received, "total": walls[-1] - self.received}
        if len(walls) == 5:  # acted: its steps are known (else refused: all in ``act``)
            figures |= {"act": walls[1] - walls[0], "act_cpu": cpus[1] - cpus[0]}
            figures |= {"durable": walls[2] - walls[1]}
            figures |= {"after": walls[4] - walls[2], "after_cpu": cpus[4] - cpus[2]}
        else:
            figures |= {"act": walls[-1] - walls[0], "act_cpu": cpus[-1] - cpus[0]}
        timings.action(self.kind, states=self.states, **figures)


def _act(
    connection: Connection,
    game: Game,
    hub: Hub,
    bucket: Bucket,
    settings: Settings,
    message: Any,
    marks: _Marks | None = None,
) -> int | None:
    """Apply one received frame; the number of the table's log entries after it (``None``
    for a ping)."""
    text = message.get("text")
    if text is None:
        raise Denied("malformed", "binary frames are not accepted: send JSON text")
    frame = parse(text, limit=settings.max_message_bytes)
    if marks is not None:
        marks.kind = frame.t
    if isinstance(frame, Ping):
        return None
    if isinstance(frame, Hello):
        raise Denied("hello", "this connection already holds its seat")
    if not bucket.take():
        raise Denied("rate", f"too many actions: at most {settings.actions_per_second:g} a second")
    if connection.kibitz:
        raise Denied("kibitz", "a kibitzer watches: he cannot act, ask or chat at the table")
    seat = connection.seat
    if seat is None:
        if not isinstance(frame, Rule):
            raise Denied("director", "the director's connection sends rulings ('t': 'rule')")
        action = frame.model_dump()
        if frame.decision == "substitute":
            action["player"] = _substitute(connection.table_id, game, hub, frame.seat, frame.robot)
        game.rule(connection.table_id, connection.name, action)
        return game.live(connection.table_id).seq
    if isinstance(frame, Rule):
        raise Denied("director", "only the director rules")
    named = getattr(frame, "seat", None)
    if named is not None:
        try:
            other = Seat.parse(named)
        except NotationError as error:
            raise Denied("malformed", f"seat: {named!r} is not a seat") from error
        if other != seat:
            raise Denied(
                "seat",
                f"this connection holds {seat.name.lower()}: "
                f"it cannot act for {other.name.lower()}",
            )
    game.act(connection.table_id, seat, frame.model_dump())
    return game.live(connection.table_id).seq
