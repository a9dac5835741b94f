"""The club nights of the server: each night's setup and log of actions in the database
(:mod:`bridgelaw.server.club_db`), the night itself in memory
(:class:`~bridgelaw.tournament.club.ClubNight`, rebuilt by replaying its log after a
restart), and its scoring, made once per change and shared by every page that asks.

An action is applied under the night's lock and then written (``seq`` = the number of
actions before it); the request is answered once it is committed. Actions that arrive
together are committed together (a group commit: one transaction, one disk flush, for
a burst of sixty tables). If the write fails, the night is dropped from memory and
reloaded from the database on next use, so memory does not keep an action the database
lost. An action that changes nothing (a phone sending an entry
again under the same client id) is not written.
"""

from __future__ import annotations

import secrets
import threading
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.engine import Engine
from sqlalchemy.orm import Session, sessionmaker

from bridgelaw.server.club_db import ClubActionRow, ClubNightRow, ClubTableRow
from bridgelaw.tournament.club import ClubNight, ClubSetup, TableResult
from bridgelaw.tournament.club_score import ClubScore, score_entries

__all__ = ["CODE_LETTERS", "ClubRooms", "LiveNight", "NoSuchNight"]

CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
"""The letters of a join code: no 0/O or 1/I to misread."""
CODE_LENGTH = 5


class NoSuchNight(LookupError):
    """No night, or no table, by that number or code."""


@dataclass
class Batch:
    """Actions applied and waiting for one commit; ``error`` when it failed."""

    done: bool = False
    error: Exception | None = None


@dataclass
class LiveNight:
    """A night in memory: the night, its number, its tables' codes, the next ``seq``."""

    id: int
    night: ClubNight
    codes: dict[int, str]
    seq: int
    lock: threading.Lock = field(default_factory=threading.Lock)
    scoring: threading.Lock = field(default_factory=threading.Lock)
    writing: threading.Lock = field(default_factory=threading.Lock)
    pending: list[ClubActionRow] = field(default_factory=list)
    batch: Batch = field(default_factory=Batch)
    _scored: tuple[int, float, ClubScore] | None = None

    def scored(self, max_age: float = 0.0) -> tuple[int, ClubScore]:
        """The night scored, with the number of changes it includes: the last scoring
        when nothing changed since or when it is at most ``max_age`` seconds old, else a
        new one. One thread scores at a time, outside the night's lock (from a copy of
        the entries), so entering goes on."""
        fresh = self._fresh(max_age)
        if fresh is not None:
            return fresh
        with self.scoring:
            fresh = self._fresh(max_age)
            if fresh is not None:
                return fresh
            with self.lock:
                changes = self.night.changes
                night = self.night
                copy = (night.event, night.entries(), list(night.penalties), night.setup.conditions)
            scored = score_entries(*copy)
            self._scored = (changes, time.monotonic(), scored)
            return changes, scored

    def _fresh(self, max_age: float) -> tuple[int, ClubScore] | None:
        cached = self._scored
        if cached is None:
            return None
        changes, when, scored = cached
        if changes == self.night.changes or time.monotonic() - when <= max_age:
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
        committed.

        :raises ClubError: the night refuses it (nothing is written).
        """
        stamped = {**action, "at": datetime.now(UTC).isoformat(timespec="milliseconds")}
        with live.lock:
            before = live.night.changes
            result = live.night.apply(stamped)
            if live.night.changes == before:
                return result
            live.pending.append(ClubActionRow(night_id=live.id, seq=live.seq, payload=stamped))
            live.seq += 1
            batch = live.batch
        self._commit(live, batch)
        return result

    def _commit(self, live: LiveNight, batch: Batch) -> None:
        """Group commit: the first waiting thread writes every action applied so far in
        one transaction; the others find theirs written when they get their turn."""
        with live.writing:
            if not batch.done:
                with live.lock:
                    rows, live.pending = live.pending, []
                    live.batch = Batch()
                try:
                    with self.sessions.begin() as session:
                        session.add_all(rows)
                except Exception as error:
                    batch.error = error
                    self._live.pop(live.id, None)  # reloaded from the database on next use
                batch.done = True
        if batch.error is not None:
            raise batch.error

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
