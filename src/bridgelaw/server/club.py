"""The club nights of the server: each night's setup and log of actions in the database
(:mod:`bridgelaw.server.club_db`), the night itself in memory
(:class:`~bridgelaw.tournament.club.ClubNight`, rebuilt by replaying its log after a
restart), and its scoring, shared by every page that asks.

An action is applied under the night's lock (in memory, a fraction of a millisecond) and
then written (``seq`` = the number of actions before it); the request is answered once
it is committed. A writer thread per night commits the actions that arrive together in
one transaction (a group commit: one disk flush for a burst of sixty tables); a phone's
request waits for it without holding a thread (:meth:`ClubRooms.act_async`). If the
write fails, that copy of the night is dropped and reloaded from the database on next
use, so memory does not keep an action the database lost. An action that changes
nothing (a phone sending an entry again under the same client id) is not written.

The scoring of the night (20-30 ms for sixty tables) is made by a scorer thread per
night, :data:`SCORE_DELAY` after a change and then at most every :data:`SCORE_GAP`
seconds while changes come, never in an entry's request: the pages that need a newer
scoring (a phone its own entry's traveller, the big screen the latest results) wait for
it without a thread, and sixty of them asking at once cost one scoring.
"""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import partial
from typing import Any

from sqlalchemy import func, insert, select
from sqlalchemy.engine import Engine
from sqlalchemy.orm import Session, sessionmaker
from starlette.concurrency import run_in_threadpool

from bridgelaw.server.club_db import ClubActionRow, ClubNightRow, ClubTableRow
from bridgelaw.server.club_records import NightRecords
from bridgelaw.tournament.club import ClubNight, ClubSetup, TableResult
from bridgelaw.tournament.club_score import ClubScore, score_entries

__all__ = ["CODE_LETTERS", "ClubRooms", "LiveNight", "NoSuchNight"]

CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
"""The letters of a join code: no 0/O or 1/I to misread."""
CODE_LENGTH = 5
SCORE_DELAY = 0.05
"""The scorer waits this many seconds after a change before scoring the night: the
entries of a burst arrive meanwhile and cost one scoring."""
SCORE_GAP = 0.25
"""While changes keep coming, the night is scored at most once in this many seconds (a
60-table night takes 20-30 ms to score: a tenth of a core at most)."""
SCORE_WAIT = 5.0
"""A request waits at most this many seconds for the scorer, then scores for itself."""


class NoSuchNight(LookupError):
    """No night, or no table, by that number or code."""


@dataclass
class Batch:
    """Actions applied and waiting for one commit: set ``done`` (and calls each of
    ``waiters``) once written, with ``error`` when the write failed."""

    done: threading.Event = field(default_factory=threading.Event)
    error: Exception | None = None
    waiters: list[Callable[[], object]] = field(default_factory=list)

    def finish(self, error: Exception | None = None) -> None:
        """The batch is written (or failed with ``error``): wake everyone waiting."""
        self.error = error
        self.done.set()
        for wake in self.waiters:
            _wake_up(wake)


@dataclass
class LiveNight:
    """A night in memory: the night, its number, its tables' codes, the next ``seq``."""

    id: int
    night: ClubNight
    codes: dict[int, str]
    seq: int
    lock: threading.Lock = field(default_factory=threading.Lock)
    scoring: threading.Lock = field(default_factory=threading.Lock)
    pending: list[dict[str, Any]] = field(default_factory=list)
    """The rows of the actions applied and not yet written (``night_id``, ``seq``,
    ``payload``), all in ``batch``."""
    batch: Batch = field(default_factory=Batch)
    writer: bool = False
    """A writer thread is at work on this night (it takes every batch until none is left)."""
    failed: Exception | None = None
    """A write failed: this copy of the night is dropped (what is in memory after the
    failed actions is refused too; the night is reloaded from the database)."""
    scorer: bool = False
    """A scorer thread is at work on this night (module doc)."""
    waiting: list[tuple[int, Callable[[], object]]] = field(default_factory=list)
    """The requests waiting for a scoring: the changes it must include, and their wake-up."""
    _scored: tuple[int, float, ClubScore] | None = None

    def scored(self, max_age: float = 0.0, covering: int = 0) -> tuple[int, ClubScore]:
        """The night scored, with the number of changes it includes: the last scoring
        when it includes the night's first ``covering`` changes and either every change
        made before this call or is at most ``max_age`` seconds old; else a new one.

        One thread scores at a time, outside the night's lock (from a copy of the
        entries), so entering goes on; the threads that waited for it take its scoring
        when it covers what they asked for (sixty phones asking at once cost one
        scoring, not sixty)."""
        target = self.night.changes
        fresh = self._fresh(max_age, covering, target)
        if fresh is not None:
            return fresh
        with self.scoring:
            fresh = self._fresh(max_age, covering, target)
            if fresh is not None:
                return fresh
            with self.lock:
                changes = self.night.changes
                night = self.night
                copy = (
                    night.event,
                    night.entries(),
                    list(night.penalties),
                    night.setup.conditions,
                    {b: dict(forms) for b, forms in night.fouled.items()},
                )
            scored = score_entries(*copy)
            self._scored = (changes, time.monotonic(), scored)
            return changes, scored

    async def scored_async(self, max_age: float = 0.0, covering: int = 0) -> tuple[int, ClubScore]:
        """:meth:`scored` for the event loop: a request that needs a newer scoring
        waits, without a thread, for the night's scorer thread to make it."""
        loop = asyncio.get_running_loop()
        ready: asyncio.Future[None] = loop.create_future()
        with self.lock:
            target = self.night.changes
            fresh = self._fresh(max_age, covering, target)
            if fresh is not None:
                return fresh
            cached = self._scored
            recent = cached is not None and time.monotonic() - cached[1] <= max_age
            need = covering if recent else max(covering, target)
            self.waiting.append((need, partial(loop.call_soon_threadsafe, _settle, ready)))
            self.rescore()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(ready, SCORE_WAIT)
        cached = self._scored
        if cached is not None and cached[0] >= need:
            return cached[0], cached[2]
        return await run_in_threadpool(self.scored)  # the scorer failed: say why

    def rescore(self) -> None:
        """The night changed (call it under :attr:`lock`): its scorer thread scores it
        soon, unless it is at work already."""
        if not self.scorer:
            self.scorer = True
            threading.Thread(target=self._scorer, name="club-scorer", daemon=True).start()

    def _scorer(self) -> None:
        """The scorer thread: scores the night :data:`SCORE_DELAY` seconds after a
        change (so a burst of entries costs one scoring), again at most every
        :data:`SCORE_GAP` seconds while changes come, and wakes the requests waiting."""
        delay = SCORE_DELAY
        woken: list[tuple[int, Callable[[], object]]] = []
        try:
            while True:
                time.sleep(delay)
                began = time.monotonic()
                with self.lock:
                    cached = self._scored
                    if cached is not None and cached[0] >= self.night.changes:
                        self.scorer = False  # in the same hold as the check: no change lost
                        woken, self.waiting = self.waiting, []
                        break
                self.scored()
                self._wake()
                delay = max(0.0, SCORE_GAP - (time.monotonic() - began))
        except BaseException:
            with self.lock:
                self.scorer = False
                woken, self.waiting = self.waiting, []
            raise
        finally:
            for _, wake in woken:  # those not covered score for themselves
                _wake_up(wake)

    def _wake(self) -> None:
        cached = self._scored
        if cached is None:
            return
        with self.lock:
            woken = [w for w in self.waiting if w[0] <= cached[0]]
            self.waiting = [w for w in self.waiting if w[0] > cached[0]]
        for _, wake in woken:
            _wake_up(wake)

    def _fresh(self, max_age: float, covering: int, target: int) -> tuple[int, ClubScore] | None:
        cached = self._scored
        if cached is None:
            return None
        changes, when, scored = cached
        if changes >= covering and (changes >= target or time.monotonic() - when <= max_age):
            return changes, scored
        return None


class ClubRooms:
    """Every club night of the server (module doc)."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.sessions = sessionmaker(engine, expire_on_commit=False)
        self._live: dict[int, LiveNight] = {}
        self._codes: dict[str, tuple[int, int]] = {}
        """Join code -> (night, table), as looked up."""
        self._lock = threading.Lock()
        self._records: dict[int, NightRecords] = {}

    def records(self, live: LiveNight) -> NightRecords:
        """The night's hand records, DD and par solved in the background
        (:mod:`bridgelaw.server.club_records`)."""
        with self._lock:
            found = self._records.get(live.id)
            if found is None:
                found = self._records[live.id] = NightRecords(live.night.setup.deals)
            return found

    def create(self, setup: ClubSetup) -> int:
        """A new night (its movement checked by :class:`ClubNight`); its number."""
        night = ClubNight(setup)
        with self.sessions.begin() as session:
            row = ClubNightRow(name=setup.name[:80], setup=setup.to_json())
            session.add(row)
            session.flush()
            for table in range(1, night.movement.table_count + 1):
                code = "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))
                session.add(ClubTableRow(code=code, night_id=row.id, table=table))
            return row.id

    def nights(self) -> list[tuple[int, str, datetime]]:
        """(number, name, created) of every night, newest first."""
        with self.sessions() as session:
            rows = session.execute(
                select(ClubNightRow.id, ClubNightRow.name, ClubNightRow.created_at).order_by(
                    ClubNightRow.id.desc()
                )
            ).all()
        return [(r[0], r[1], r[2]) for r in rows]

    def live(self, night_id: int) -> LiveNight:
        """The night in memory, loaded (its log replayed) on first use.

        :raises NoSuchNight: there is none.
        """
        found = self._live.get(night_id)
        if found is not None:
            return found
        with self._lock:
            found = self._live.get(night_id)
            if found is None:
                found = self._load(night_id)
                self._live[night_id] = found
            return found

    def _load(self, night_id: int) -> LiveNight:
        with self.sessions() as session:
            row = session.get(ClubNightRow, night_id)
            if row is None:
                raise NoSuchNight(f"there is no club night {night_id}")
            night = ClubNight(ClubSetup.from_json(row.setup))
            codes = _codes(session, night_id)
            actions = session.scalars(
                select(ClubActionRow.payload)
                .where(ClubActionRow.night_id == night_id)
                .order_by(ClubActionRow.seq)
            ).all()
        for action in actions:
            night.apply(action)
        return LiveNight(night_id, night, codes, len(actions))

    def table_of(self, code: str) -> tuple[LiveNight, int]:
        """The night and table a join code opens.

        :raises NoSuchNight: no table has that code.
        """
        key = code.strip().upper()
        found = self._codes.get(key)
        if found is None:
            with self.sessions() as session:
                row = session.get(ClubTableRow, key) if key else None
            if row is None:
                raise NoSuchNight(
                    f"no table has the code {code.strip()!r}: check it with the director"
                )
            found = self._codes[key] = (row.night_id, row.table)
        return self.live(found[0]), found[1]

    def act(self, live: LiveNight, action: Mapping[str, Any]) -> TableResult | None:
        """Apply ``action`` to the night and write it (module doc); returns once it is
        committed (call it from a worker thread: it waits for the disk).

        :raises ClubError: the night refuses it (nothing is written).
        """
        result, batch = self._apply(live, action, None)
        if batch is not None:
            batch.done.wait()
            if batch.error is not None:
                raise batch.error
        return result

    async def act_async(self, live: LiveNight, action: Mapping[str, Any]) -> TableResult | None:
        """:meth:`act` for the event loop: the action is applied at once (in memory, a
        fraction of a millisecond), and the request waits, without a thread, for the
        writer thread to commit it with the others that came in meanwhile.

        :raises ClubError: the night refuses it (nothing is written).
        """
        loop = asyncio.get_running_loop()
        written: asyncio.Future[None] = loop.create_future()
        result, batch = self._apply(live, action, (loop, written))
        if batch is not None:
            await written
            if batch.error is not None:
                raise batch.error
        return result

    def _apply(
        self,
        live: LiveNight,
        action: Mapping[str, Any],
        waiter: tuple[asyncio.AbstractEventLoop, asyncio.Future[None]] | None,
    ) -> tuple[TableResult | None, Batch | None]:
        """Apply the action under the night's lock and queue its row for the writer;
        the batch it will be written in (``None``: it changed nothing, nothing to write)."""
        stamped = {**action, "at": datetime.now(UTC).isoformat(timespec="milliseconds")}
        with live.lock:
            if live.failed is not None:
                raise live.failed
            before = live.night.changes
            result = live.night.apply(stamped)
            if live.night.changes == before:
                return result, None
            live.pending.append({"night_id": live.id, "seq": live.seq, "payload": stamped})
            live.seq += 1
            live.rescore()
            batch = live.batch
            if waiter is not None:
                loop, future = waiter
                batch.waiters.append(partial(loop.call_soon_threadsafe, _settle, future))
            start = not live.writer
            live.writer = True
        if start:
            threading.Thread(target=self._write, args=(live,), name="club-writer").start()
        return result, batch

    def _write(self, live: LiveNight) -> None:
        """The writer thread of a night: group commit, every action applied so far in one
        transaction (one disk flush for a burst of sixty tables), until none is left."""
        while True:
            with live.lock:
                rows, batch = live.pending, live.batch
                if not rows:
                    live.writer = False
                    return
                live.pending, live.batch = [], Batch()
            error = live.failed
            if error is None:
                try:
                    with self.engine.begin() as connection:
                        connection.execute(insert(ClubActionRow), rows)
                except Exception as failed:
                    error = failed
                    with live.lock:
                        live.failed = failed
                        self._live.pop(live.id, None)  # reloaded from the database on next use
            batch.finish(error)

    def actions(self, night_id: int) -> int:
        """How many actions the night's log holds in the database."""
        with self.sessions() as session:
            count = session.scalar(select(func.count()).where(ClubActionRow.night_id == night_id))
        return int(count or 0)


def _codes(session: Session, night_id: int) -> dict[int, str]:
    rows = session.execute(
        select(ClubTableRow.table, ClubTableRow.code).where(ClubTableRow.night_id == night_id)
    ).all()
    return {int(t): str(c) for t, c in rows}


def _wake_up(wake: Callable[[], object]) -> None:
    """Wake a waiting request; its event loop may be gone (a client that left with its
    loop): the others are woken all the same."""
    with contextlib.suppress(RuntimeError):
        wake()


def _settle(future: asyncio.Future[None]) -> None:
    if not future.done():
        future.set_result(None)
