"""Group commit: the log rows of many tables committed in one transaction, one flush to
disk for all of them.

While the server runs, :meth:`Store.append <bridgelaw.server.store.Store.append>` does
not commit by itself: it queues its write here and returns, and the engine's table in
memory has the action at once. One committer (a task, with the database work in one
thread) takes every write queued so far and commits them together; writes queued while
it commits go in the next transaction. So under load one ``fsync`` serves many actions,
and while the database works the event loop goes on serving the other tables.

An action is still acknowledged only once it is committed: the websocket awaits
:meth:`Commits.durable` for its table before it sends the ``ack`` and the states. A
write that fails (another process took the row number first) fails alone (the batch is
done again with a savepoint per write), its waiter is told (``Denied``), the table is
dropped from memory (``lost``) and reloaded from the database on next use, and the
table's writes queued after it, made from that memory, fail too.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from sqlalchemy.exc import IntegrityError

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    from bridgelaw.server.timings import Timings

__all__ = ["Commits", "Insert", "Write"]

Insert = Callable[["Session", Sequence[dict[str, Any]]], None]
"""Inserts rows (dicts) with one statement: the rows of many writes go in one call."""


class Conflict(Exception):
    """A queued write that could not be committed; its message is the user's."""


@dataclass(eq=False, slots=True)
class Write:
    """One queued write of a table's log."""

    table_id: int
    work: Callable[[Session], None]
    conflict: str
    """The message if the write cannot be committed."""
    generation: int
    done: asyncio.Future[None]
    failed: str | None = field(default=None)
    insert: Insert | None = field(default=None)
    """With ``rows``: the write only inserts them, and in a batch together with the other
    writes' rows of the same ``insert`` (one statement, one round trip)."""
    rows: Sequence[dict[str, Any]] = ()


class Commits:
    """The queue of writes and its committer."""

    def __init__(
        self, session: Callable[[], Session], lost: Callable[[int], None] | None = None
    ) -> None:
        self._session = session
        self.lost = lost or (lambda table_id: None)
        """Called (in the event loop) with a table whose memory ran ahead of a failed write."""
        self._queue: list[Write] = []
        self._last: dict[int, Write] = {}
        self._generation: dict[int, int] = {}
        self._wake = asyncio.Event()
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="commits")
        self._task = asyncio.get_running_loop().create_task(self._run())
        self.batches = 0
        """Transactions committed (for the benchmark)."""
        self.writes = 0
        """Writes committed."""
        self.timings: Timings | None = None
        """Where each commit's time is recorded (:mod:`bridgelaw.server.timings`)."""

    def add(self, table_id: int, work: Callable[[Session], None], conflict: str) -> None:
        """Queue ``work`` (it adds rows to a session) for the table's log."""
        self._add(table_id, work, conflict)

    def add_rows(
        self, table_id: int, insert: Insert, rows: Sequence[dict[str, Any]], conflict: str
    ) -> None:
        """Queue ``rows`` for the table's log, inserted by ``insert`` together with the
        rows of the other writes of its batch."""
        write = self._add(table_id, lambda session: insert(session, rows), conflict)
        write.insert, write.rows = insert, rows

    def _add(self, table_id: int, work: Callable[[Session], None], conflict: str) -> Write:
        write = Write(
            table_id,
            work,
            conflict,
            self._generation.get(table_id, 0),
            asyncio.get_running_loop().create_future(),
        )
        self._queue.append(write)
        self._last[table_id] = write
        self._wake.set()
        return write

    async def durable(self, table_id: int) -> None:
        """Wait until every write queued for the table is committed.

        :raises Conflict: one of them could not be (the table has been dropped from
            memory).
        """
        write = self._last.get(table_id)
        if write is None:
            return
        await asyncio.shield(write.done)
        if self._last.get(table_id) is write:
            del self._last[table_id]
        if write.failed is not None:
            raise Conflict(write.failed)

    async def close(self) -> None:
        """Commit what is queued, then stop."""
        while self._queue:
            self._wake.set()
            await asyncio.sleep(0.01)
        self._task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._task
        self._executor.shutdown(wait=True)

    async def _run(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            await self._wake.wait()
            self._wake.clear()
            batch, self._queue = self._queue, []
            if not batch:
                continue
            batch = [write for write in batch if not self._stale(write)]
            started, cpu = time.perf_counter(), 0.0
            try:
                cpu = await loop.run_in_executor(self._executor, self._timed_commit, batch)
            except Exception as error:  # the savepoints' round failed too: none is saved
                for write in batch:
                    write.failed = f"the action could not be saved ({type(error).__name__})"
            self.batches += 1
            if self.timings is not None:
                rows = sum(len(write.rows) for write in batch)
                self.timings.commit(len(batch), rows, time.perf_counter() - started, cpu)
            for table_id in dict.fromkeys(w.table_id for w in batch if w.failed is not None):
                self._fail(table_id)
            for write in batch:
                self.writes += write.failed is None
                if not write.done.done():
                    write.done.set_result(None)

    def _stale(self, write: Write) -> bool:
        """Whether the write was made from memory that a failed write made wrong."""
        if write.generation == self._generation.get(write.table_id, 0):
            return False
        write.failed = write.conflict
        write.done.set_result(None)
        return True

    def _fail(self, table_id: int) -> None:
        self._generation[table_id] = self._generation.get(table_id, 0) + 1
        self.lost(table_id)

    def _timed_commit(self, batch: list[Write]) -> float:
        """:meth:`_commit`; the CPU time the committer's thread took for it."""
        started = time.thread_time()
        self._commit(batch)
        return time.thread_time() - started

    def _commit(self, batch: list[Write]) -> None:
        """Commit the batch in one transaction; if that fails, each write alone (under a
        savepoint), the failed ones marked and their tables' later writes skipped."""
        try:
            with self._session() as session, session.begin():
                _together(session, batch)
            return
        except IntegrityError:
            pass
        except Exception as error:  # the database is away: nothing of the batch is saved
            for write in batch:
                write.failed = f"the action could not be saved ({type(error).__name__}): try again"
            return
        failed: set[int] = set()
        with self._session() as session, session.begin():
            for write in batch:
                if write.table_id in failed:
                    write.failed = write.conflict
                    continue
                try:
                    with session.begin_nested():
                        write.work(session)
                except IntegrityError:
                    write.failed = write.conflict
                    failed.add(write.table_id)


def _together(session: Session, batch: list[Write]) -> None:
    """Do the batch's writes in ``session``: the rows of each ``insert`` in one call."""
    inserts: dict[Insert, list[dict[str, Any]]] = {}
    for write in batch:
        if write.insert is None:
            write.work(session)
        else:
            inserts.setdefault(write.insert, []).extend(write.rows)
    for insert, rows in inserts.items():
        insert(session, rows)
