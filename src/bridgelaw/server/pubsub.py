"""Several server processes behind one database: each tells the others, through Redis
pub/sub, that a table has changed, so a seat connected to one process sees the actions
made through another.

The database stays the one truth: a message says only *which* table changed and to
what (board, number of log rows). A process that has the table in memory drops it, and
when seats of that table are connected to it, reloads it from the database and sends
each of them its seat's state. Redis's pub/sub delivers at most once, so nothing depends
on a message arriving: a process that writes from a stale table is refused by the
database (``Store.append``: the row number is taken) and reloads; a process whose
subscription broke drops every table it holds when it subscribes again; and every
``RESYNC_SECONDS`` each process asks the database, in one query, for the board and
number of rows of the tables its seats watch, and reloads any the database is ahead
of. Why Redis and not PostgreSQL's LISTEN/NOTIFY: docs/architecture.md, "Several
processes".
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import secrets
from typing import TYPE_CHECKING, Any

from bridgelaw.server.store import Denied
from bridgelaw.server.ws import Hub

if TYPE_CHECKING:
    from redis.asyncio import Redis
    from redis.asyncio.client import PubSub

    from bridgelaw.server.game import Game

__all__ = ["Relay", "RelayHub"]

log = logging.getLogger(__name__)

RETRY_SECONDS = 0.5
"""The wait before subscribing again after Redis went away."""

RESYNC_SECONDS = 2.0
"""How often a process compares the tables its seats watch with the database (the
backstop for a lost message)."""


def _mark(game: Game, table_id: int) -> tuple[int, int]:
    """The board in play at a table and the number of its log's rows (this process)."""
    live = game.live(table_id)
    rows = getattr(live, "seq", None)
    return live.board, rows if isinstance(rows, int) else len(live.table.events)


def _marks(game: Game, table_ids: list[int]) -> dict[int, tuple[int, int]]:
    """The board in play at each table and the number of its log's rows, in the database."""
    from sqlalchemy import and_, func, select

    from bridgelaw.server.db import EventRow, TableRow

    query = (
        select(TableRow.id, TableRow.board, func.count(EventRow.id))
        .outerjoin(
            EventRow, and_(EventRow.table_id == TableRow.id, EventRow.board == TableRow.board)
        )
        .where(TableRow.id.in_(table_ids))
        .group_by(TableRow.id, TableRow.board)
    )
    with game.store.session() as session:
        return {row[0]: (row[1], row[2]) for row in session.execute(query)}


def _forget(game: Game, table_id: int) -> bool:
    """Drop a table from this process's memory (it is reloaded from the database on next
    use); whether it was there."""
    return game._live.pop(table_id, None) is not None


class Relay:
    """This process's link to the others: it announces its tables' changes and hears
    theirs on one Redis channel."""

    def __init__(self, url: str, channel: str) -> None:
        from redis.asyncio import Redis

        self.channel = channel
        self.origin = secrets.token_hex(8)
        """This process's name in its messages (it ignores its own)."""
        self.redis: Redis = Redis.from_url(url)
        self.received = 0
        """Messages from other processes handled (for tests and the benchmark)."""
        self.resynced = 0
        """Tables found behind the database by the backstop and reloaded."""
        self._tasks: list[asyncio.Task[None]] = []
        self._subscribed = asyncio.Event()

    async def start(self, game: Game, hub: RelayHub) -> None:
        """Subscribe (and wait until subscribed), then listen in a task; and the backstop."""
        loop = asyncio.get_running_loop()
        self._tasks = [
            loop.create_task(self._listen(game, hub)),
            loop.create_task(self._resync(game, hub)),
        ]
        await asyncio.wait_for(self._subscribed.wait(), 10)

    async def stop(self) -> None:
        """Stop listening and close the connections."""
        for task in self._tasks:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
        await self.redis.aclose()

    async def _resync(self, game: Game, hub: RelayHub) -> None:
        """Every ``RESYNC_SECONDS``, reload the watched tables the database is ahead of
        (a change whose message was lost)."""
        while True:
            await asyncio.sleep(RESYNC_SECONDS)
            watched = [table_id for table_id in list(game._live) if hub.watching(table_id)]
            if not watched:
                continue
            try:
                stored = await asyncio.to_thread(_marks, game, watched)
            except Exception as error:  # the database is away: try again later
                log.warning("could not compare the tables with the database: %s", error)
                continue
            for table_id, mark in stored.items():
                if table_id in game._live and mark > _mark(game, table_id):
                    self.resynced += 1
                    _forget(game, table_id)
                    await hub.publish_here(game, table_id)

    async def announce(self, game: Game, table_id: int) -> None:
        """Tell the other processes that the table has changed. A failure is logged, not
        raised: the action is committed already, and the others catch up when they next
        write to the table or subscribe again."""
        board, rows = _mark(game, table_id)
        message = json.dumps({"o": self.origin, "t": table_id, "b": board, "n": rows})
        try:
            await self.redis.publish(self.channel, message)
        except Exception as error:  # redis-py's errors, OSError
            log.warning("could not announce table %s to the other processes: %s", table_id, error)

    async def _listen(self, game: Game, hub: RelayHub) -> None:
        while True:
            pubsub: PubSub = self.redis.pubsub(ignore_subscribe_messages=True)
            try:
                await pubsub.subscribe(self.channel)
                if self._subscribed.is_set():  # again: messages may have been missed
                    await self._forget_all(game, hub)
                self._subscribed.set()
                async for message in pubsub.listen():
                    await self._heard(game, hub, message)
            except asyncio.CancelledError:
                raise
            except Exception as error:  # Redis went away: subscribe again
                log.warning("lost the Redis subscription (%s); subscribing again", error)
                await asyncio.sleep(RETRY_SECONDS)
            finally:
                with contextlib.suppress(Exception):
                    await pubsub.aclose()  # type: ignore[no-untyped-call]

    async def _heard(self, game: Game, hub: RelayHub, message: dict[str, Any]) -> None:
        if message.get("type") != "message":
            return
        try:
            data = json.loads(message["data"])
            origin, table_id = data["o"], int(data["t"])
        except (ValueError, KeyError, TypeError):
            log.warning("ignored a malformed message on %s", self.channel)
            return
        if origin == self.origin:
            return
        self.received += 1
        with contextlib.suppress(Denied):  # our own writes first, or they would be missed
            await game.store.durable(table_id)
        _forget(game, table_id)
        await hub.publish_here(game, table_id)

    async def _forget_all(self, game: Game, hub: RelayHub) -> None:
        for table_id in list(game._live):
            _forget(game, table_id)
            await hub.publish_here(game, table_id)


class RelayHub(Hub):
    """A hub that also announces each table's change to the other processes."""

    def __init__(self, relay: Relay) -> None:
        super().__init__()
        self.relay = relay

    async def start(self, game: Game) -> None:
        """Subscribe to the other processes' changes."""
        await self.relay.start(game, self)

    async def stop(self) -> None:
        """Unsubscribe."""
        await self.relay.stop()

    def watching(self, table_id: int) -> bool:
        """Whether a seat of the table is connected to this process."""
        return bool(self._tables.get(table_id))

    async def publish(self, game: Game, table_id: int, *args: Any, **kwargs: Any) -> None:
        """Send this process's connections at the table their states, and tell the other
        processes."""
        await super().publish(game, table_id, *args, **kwargs)
        with contextlib.suppress(Denied):  # a failed write: the table is reloaded anyway
            await game.store.durable(table_id)
        await self.relay.announce(game, table_id)

    async def publish_here(self, game: Game, table_id: int) -> None:
        """Send this process's connections at the table their states (a change heard
        from another process)."""
        if self.watching(table_id):
            await super().publish(game, table_id)
