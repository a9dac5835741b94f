"""The tables, seats and logs in the database (synchronous SQLAlchemy 2).

Every write is one transaction: :meth:`Store.append` commits one action of a board's log,
and only after it is committed is the action acknowledged to anyone. While the server
runs, the actions of all tables are committed in groups (:mod:`bridgelaw.server.commits`):
``append`` queues its write and :meth:`Store.durable` waits for the commit. A seat's token is random
(32 bytes, URL-safe); the database keeps its SHA-256 and its expiry, never the token.
"""

from __future__ import annotations

import datetime
import hashlib
import hmac
import secrets
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import delete, insert, select, update
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, sessionmaker

from bridgelaw.core.seats import Seat
from bridgelaw.server.auth_db import SessionRow
from bridgelaw.server.commits import Commits, Conflict
from bridgelaw.server.db import EventRow, SeatRow, TableRow, utcnow

__all__ = ["Denied", "Fact", "Store", "TableInfo", "add_facts"]


DIRECTOR_SEAT = "D"
"""The seat row that holds a table's director token (until accounts give the role)."""

DIRECTOR_TTL = datetime.timedelta(days=366)


class Denied(Exception):
    """A request the server refuses, with the reason shown to the user.

    :ivar code: a short machine-readable word (``token``, ``seat``, ``turn``, ``law``...).
    :ivar law: the Law cited, when the refusal is the Laws'.
    """

    def __init__(self, code: str, message: str, *, law: str | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.law = law

    @property
    def cited(self) -> str:
        """The reason with its Law, when it is the Laws' (``"... (Law 90A)"``)."""
        return self.message if self.law is None else f"{self.message} (Law {self.law})"

    def public(self) -> dict[str, str | None]:
        """What the user is told, on every channel: ``code``, ``message``, ``law``."""
        return {"code": self.code, "message": self.message, "law": self.law}


@dataclass(frozen=True, slots=True)
class TableInfo:
    """A table as the lobby shows it."""

    id: int
    name: str
    board: int
    edition: str
    players: dict[str, str]
    """The seated players by seat letter (``N``, ``E``, ``S``, ``W``)."""
    kibitz: str = "after"
    """The table's rule for kibitzers (:mod:`bridgelaw.server.kibitz`)."""
    undo: str = "consent"
    """The table's undo rule (:mod:`bridgelaw.server.undo_rule`)."""


def token_hash(token: str) -> str:
    """The stored form of a token."""
    return hashlib.sha256(token.encode()).hexdigest()


class Store:
    """The server's persistent state."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self._session = sessionmaker(engine, expire_on_commit=False)
        self.commits: Commits | None = None
        """The group commit, while the server runs (else each write commits at once)."""
        self._rooms: dict[int, list[int]] | None = None
        """The room of each table asked for (``None``: not kept, see :meth:`keep_rooms`)."""

    def session(self) -> Session:
        """A new session (use it in a ``with`` block)."""
        return self._session()

    def group_commits(self, lost: Callable[[int], None]) -> Commits:
        """From now on, commit the logs' writes in groups (call it in the event loop);
        ``lost`` is told of a table whose queued write failed."""
        self.commits = Commits(self._session, lost)
        return self.commits

    async def durable(self, table_id: int) -> None:
        """Wait until the table's queued writes are committed.

        :raises Denied: one could not be (another process wrote first); the table's
            memory has been dropped.
        """
        if self.commits is not None:
            try:
                await self.commits.durable(table_id)
            except Conflict as error:
                raise Denied("conflict", str(error)) from error

    def _write(self, table_id: int, work: Callable[[Session], None], conflict: str) -> None:
        """Add rows to a table's log (``work``) in a transaction: queued for the group
        commit while the server runs, else committed now.

        :raises Denied: (committed now) a row number is taken.
        """
        if self.commits is not None:
            self.commits.add(table_id, work, conflict)
            return
        try:
            with self.session() as session, session.begin():
                work(session)
        except IntegrityError as error:
            raise Denied("conflict", conflict) from error

    # ------------------------------------------------------------------ tables
    def create_table(
        self,
        name: str,
        *,
        seed: str | None = None,
        edition: str = "2017",
        kibitz: str = "after",
        undo: str = "consent",
        facts: Sequence[Fact] = (),
    ) -> int:
        """A new table at board 1; its deals come from ``seed`` (random if not given);
        ``kibitz``: its rule for kibitzers; ``undo``: its undo rule; ``facts``: rows of
        its log written with it (:meth:`add_facts`)."""
        with self.session() as session, session.begin():
            made = seed or secrets.token_hex(16)
            row = self.add_table(
                session, name, seed=made, edition=edition, kibitz=kibitz, undo=undo
            )
            add_facts(session, row.id, facts)
            return row.id

    def add_table(
        self,
        session: Session,
        name: str,
        *,
        seed: str,
        edition: str,
        kibitz: str,
        board: int = 1,
        undo: str = "consent",
    ) -> TableRow:
        """Add a new table in the caller's transaction (``session``), at ``board``; every
        table is made here, so the rooms kept in memory are forgotten (the new table may
        join a room)."""
        row = TableRow(name=name, seed=seed, edition=edition, board=board)
        row.kibitz, row.undo = kibitz, undo
        session.add(row)
        session.flush()
        if self._rooms is not None:
            self._rooms.clear()
        return row

    def set_kibitz(self, table_ids: Sequence[int], rule: str) -> None:
        """Change the rule for kibitzers (:mod:`bridgelaw.server.kibitz`) of the tables
        ``table_ids`` (a room's, :meth:`room`), in one transaction."""
        with self.session() as session, session.begin():
            query = update(TableRow).where(TableRow.id.in_(list(table_ids)))
            session.execute(query.values(kibitz=rule))

    def keep_rooms(self) -> None:
        """Keep each table's room in memory once asked (a room changes only when a table
        is created, and this store creates them all: the server's only process)."""
        self._rooms = {}

    @property
    def only_process(self) -> bool:
        """Whether this store is the server's only process (:meth:`keep_rooms`): every
        change to a table is made through it."""
        return self._rooms is not None

    def _players(self, session: Session, table_id: int) -> dict[str, str]:
        now = utcnow()
        rows = session.scalars(select(SeatRow).where(SeatRow.table_id == table_id))
        return {
            row.seat: row.player
            for row in rows
            if row.expires_at > now and row.seat != DIRECTOR_SEAT
        }

    def tables(self) -> list[TableInfo]:
        """Every table, oldest first."""
        with self.session() as session:
            rows = session.scalars(select(TableRow).order_by(TableRow.id)).all()
            return [self._info(session, row) for row in rows]

    def _info(self, session: Session, row: TableRow) -> TableInfo:
        players = self._players(session, row.id)
        return TableInfo(row.id, row.name, row.board, row.edition, players, row.kibitz, row.undo)

    def table(self, table_id: int) -> tuple[TableInfo, str]:
        """A table and its secret seed.

        :raises Denied: no such table.
        """
        with self.session() as session:
            row = session.get(TableRow, table_id)
            if row is None:
                raise Denied("table", f"there is no table {table_id}")
            return self._info(session, row), row.seed

    # ------------------------------------------------------------------ logs
    def events(self, table_id: int, board: int) -> list[dict[str, Any]]:
        """The stored actions of a board at a table, in order."""
        with self.session() as session:
            query = (
                select(EventRow.payload)
                .where(EventRow.table_id == table_id, EventRow.board == board)
                .order_by(EventRow.seq)
            )
            return list(session.scalars(query))

    def append(self, table_id: int, board: int, seq: int, payload: dict[str, Any]) -> None:
        """Commit one action as number ``seq`` of the board's log (see :meth:`_write`).

        :raises Denied: that number is taken (another process wrote first).
        """
        self.append_many(table_id, board, seq, [payload])

    def append_many(
        self, table_id: int, board: int, first: int, payloads: list[dict[str, Any]]
    ) -> None:
        """Commit ``payloads`` as numbers ``first``, ``first + 1``... of the board's log, in
        one transaction (all or none): queued for the group commit while the server runs
        (inserted with the other tables' rows of its batch), else committed now.

        :raises Denied: (committed now) a number is taken (another process wrote first).
        """
        rows = [
            {"table_id": table_id, "board": board, "seq": first + i, "payload": payload}
            for i, payload in enumerate(payloads)
        ]
        conflict = f"action {first} of board {board} is already taken"
        if self.commits is not None:
            self.commits.add_rows(table_id, _insert_events, rows, conflict)
            return
        self._write(table_id, lambda session: _insert_events(session, rows), conflict)

    def room(self, table_id: int) -> list[int]:
        """The tables dealt from the same seed as ``table_id`` (the same boards), by id."""
        rooms = self._rooms
        known = None if rooms is None else rooms.get(table_id)
        if known is not None:
            return list(known)
        with self.session() as session:
            seed = select(TableRow.seed).where(TableRow.id == table_id).scalar_subquery()
            query = select(TableRow.id).where(TableRow.seed == seed).order_by(TableRow.id)
            found = list(session.scalars(query))
        if rooms is not None and found:
            rooms[table_id] = found
        return list(found)

    def seed_of(self, table_id: int) -> str:
        """The secret seed of a table's deals (for a new table of the same room).

        :raises Denied: no such table.
        """
        return self.table(table_id)[1]

    def next_board(self, table_id: int, board: int) -> None:
        """Move the table from ``board`` to the next one (nothing if it has moved): like a
        log's rows, committed with the group while the server runs (see :meth:`_write`),
        so the event loop never waits for the disk."""
        query = (
            update(TableRow)
            .where(TableRow.id == table_id, TableRow.board == board)
            .values(board=board + 1)
        )

        def work(session: Session) -> None:
            session.execute(query)

        self._write(table_id, work, f"board {board} has moved")

    # ------------------------------------------------------------------ seats
    def sit(
        self,
        table_id: int,
        seat: Seat,
        player: str,
        *,
        ttl: datetime.timedelta,
        session: str | None = None,
        user_id: int | None = None,
        facts: Sequence[Fact] = (),
    ) -> str:
        """Give ``seat`` to ``player`` and return the seat's new token, which works only
        with the ``session`` (its id) that took the seat; ``facts``: rows of the table's
        log written in the same transaction (:func:`add_facts`).

        :raises Denied: no such table, or the seat is held by someone else whose token is
            valid (the same user may take their seat again, from another session).
        """
        self.table(table_id)
        token = secrets.token_urlsafe(32)
        now = utcnow()
        with self.session() as session_, session_.begin():
            held = session_.get(SeatRow, (table_id, str(seat)))
            mine = held is not None and user_id is not None and held.user_id == user_id
            if held is not None and held.expires_at > now and not mine:
                raise Denied("seat", f"{seat.name.lower()} is taken by {held.player}")
            session_.execute(
                delete(SeatRow).where(SeatRow.table_id == table_id, SeatRow.seat == str(seat))
            )
            session_.add(
                SeatRow(
                    table_id=table_id,
                    seat=str(seat),
                    player=player,
                    token_hash=token_hash(token),
                    expires_at=now + ttl,
                    session_hash=None if session is None else token_hash(session),
                    user_id=user_id,
                )
            )
            add_facts(session_, table_id, facts)
        return token

    def release(self, table_id: int, seat: Seat) -> None:
        """Free a seat (its token stops working): the director's substitution."""
        with self.session() as session, session.begin():
            session.execute(
                delete(SeatRow).where(SeatRow.table_id == table_id, SeatRow.seat == str(seat))
            )

    def director_token(self, table_id: int, name: str = "Director") -> str:
        """A new director token for the table (the previous one stops working): the
        director's key to the table until accounts carry the director role.

        :raises Denied: no such table.
        """
        self.table(table_id)
        token = secrets.token_urlsafe(32)
        with self.session() as session, session.begin():
            session.execute(
                delete(SeatRow).where(SeatRow.table_id == table_id, SeatRow.seat == DIRECTOR_SEAT)
            )
            session.add(
                SeatRow(
                    table_id=table_id,
                    seat=DIRECTOR_SEAT,
                    player=name,
                    token_hash=token_hash(token),
                    expires_at=utcnow() + DIRECTOR_TTL,
                )
            )
        return token

    def authenticate_director(self, table_id: int, token: str) -> str:
        """The director's name, if ``token`` is the table's director token.

        :raises Denied: it is not.
        """
        with self.session() as session:
            held = session.get(SeatRow, (table_id, DIRECTOR_SEAT))
        if (
            held is None
            or not hmac.compare_digest(held.token_hash, token_hash(token))
            or held.expires_at <= utcnow()
        ):
            raise Denied("token", "not this table's director token")
        return held.player

    def plays_at(self, tables: list[int], user_id: int) -> bool:
        """Whether the user holds a seat (unexpired) at one of ``tables``."""
        with self.session() as session:
            query = select(SeatRow.table_id).where(
                SeatRow.table_id.in_(tables),
                SeatRow.user_id == user_id,
                SeatRow.expires_at > utcnow(),
            )
            return session.execute(query.limit(1)).first() is not None

    def seats_of(self, session: str | None) -> set[tuple[int, str]]:
        """The seats (table, seat letter) that ``session`` holds now."""
        if not session:
            return set()
        with self.session() as session_:
            query = select(SeatRow.table_id, SeatRow.seat).where(
                SeatRow.session_hash == token_hash(session), SeatRow.expires_at > utcnow()
            )
            return {(row[0], row[1]) for row in session_.execute(query)}

    def authenticate(
        self, table_id: int, seat: Seat, token: str, session: str | None = None
    ) -> str:
        """The player whose ``token`` holds ``seat`` at the table, in ``session`` (the id
        of the connection's session cookie).

        :raises Denied: the token is unknown, expired, holds another seat, or was given
            to another session (copied or stolen), or that session has ended.
        """
        with self.session() as session_:
            row = session_.scalars(select(SeatRow).where(SeatRow.token_hash == token_hash(token)))
            held = row.first()
            alive = None
            if held is not None and held.session_hash is not None:
                alive = session_.get(SessionRow, held.session_hash)
        if held is None:
            raise Denied("token", "unknown token: take a seat from the lobby")
        if (held.table_id, held.seat) != (table_id, str(seat)):
            raise Denied(
                "token",
                f"this token holds seat {held.seat} at table {held.table_id}, "
                f"not seat {seat} at table {table_id}",
            )
        if held.expires_at <= utcnow():
            raise Denied("token", "this seat's token has expired: take the seat again")
        if session is None:
            raise Denied("session", "log in (or play as a guest) in this browser first")
        if held.session_hash != token_hash(session):
            raise Denied(
                "token",
                "this seat's token was given to another session (another browser or login): "
                "take the seat from the lobby",
            )
        if alive is None or alive.expires_at <= utcnow():
            raise Denied("session", "your login has ended: log in again and take the seat")
        return held.player


Fact = tuple[int, int, dict[str, Any]]
"""A row of a table's log kept outside its boards' play: (board, number, payload), e.g.
who opened the table or sat at it (:mod:`bridgelaw.server.rooms`)."""


def add_facts(session: Session, table_id: int, facts: Sequence[Fact]) -> None:
    """Add ``facts`` to the table's log in the caller's transaction, each once: a row
    already at its place is kept as it is."""
    for board, seq, payload in facts:
        taken = select(EventRow.id).where(
            EventRow.table_id == table_id, EventRow.board == board, EventRow.seq == seq
        )
        if session.execute(taken.limit(1)).first() is None:
            session.add(EventRow(table_id=table_id, board=board, seq=seq, payload=payload))


def _insert_events(session: Session, rows: Sequence[dict[str, Any]]) -> None:
    """Insert rows of the logs with one statement (SQLAlchemy Core: no ORM objects)."""
    if rows:
        session.execute(insert(EventRow.__table__), list(rows))  # type: ignore[arg-type]
