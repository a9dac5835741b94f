"""The database: three tables (``tables``, ``seats``, ``events``) in SQLAlchemy 2, and
their Alembic migrations (``migrations/``), applied when the server starts.

A table's state is never stored: only its log of events, one row per accepted action,
written in the transaction that accepts it. SQLite runs in WAL mode with full
synchronisation by default, so a committed action survives a ``kill -9`` of the server
and a power cut (``NORMAL``: a ``kill -9`` only).

PostgreSQL is used by URL (``postgresql+psycopg://user@host/db``; a plain
``postgresql://`` URL is taken as psycopg 3's). Several server processes may share it:
the unique ``(table_id, board, seq)`` of ``events`` is the table's version, so of two
processes writing action ``seq`` of a board at once exactly one commits and the other is
refused (``Store.append``); the migrations take an advisory lock, so processes starting
together do not run them twice.
"""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import Any

from sqlalchemy import (
    JSON,
    DateTime,
    ForeignKey,
    Integer,
    String,
    UniqueConstraint,
    create_engine,
    event,
    text,
)
from sqlalchemy.engine import Engine
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

__all__ = ["Base", "EventRow", "SeatRow", "TableRow", "connect", "migrate", "utcnow"]

MIGRATIONS = Path(__file__).parent / "migrations"


def utcnow() -> datetime.datetime:
    """Now, in UTC, without a time zone (as stored)."""
    return datetime.datetime.now(datetime.UTC).replace(tzinfo=None)


class Base(DeclarativeBase):
    """The declarative base of the server's tables."""


class TableRow(Base):
    """A table of the room: its name, the secret seed its deals come from, the board in
    play."""

    __tablename__ = "tables"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    name: Mapped[str] = mapped_column(String(80))
    seed: Mapped[str] = mapped_column(String(64))
    edition: Mapped[str] = mapped_column(String(8), default="2017")
    board: Mapped[int] = mapped_column(Integer, default=1)
    kibitz: Mapped[str] = mapped_column(String(16), default="after", server_default="after")
    """Who may watch and when (migration 0004; :mod:`bridgelaw.server.kibitz`)."""
    undo: Mapped[str] = mapped_column(String(16), default="consent", server_default="consent")
    """Whether a misclick is withdrawn by the opponents' consent (migration 0009;
    :mod:`bridgelaw.server.undo_rule`)."""
    created_at: Mapped[datetime.datetime] = mapped_column(DateTime, default=utcnow)


class SeatRow(Base):
    """Who holds a seat: the SHA-256 of the seat's token (never the token), its expiry,
    and the session and user it was given to."""

    __tablename__ = "seats"

    table_id: Mapped[int] = mapped_column(ForeignKey("tables.id"), primary_key=True)
    seat: Mapped[str] = mapped_column(String(1), primary_key=True)
    player: Mapped[str] = mapped_column(String(40))
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    expires_at: Mapped[datetime.datetime] = mapped_column(DateTime)
    session_hash: Mapped[str | None] = mapped_column(String(64), nullable=True)
    """The SHA-256 of the session that took the seat: the token works only with it."""
    user_id: Mapped[int | None] = mapped_column(Integer, nullable=True)
    """The user who took the seat (migration 0002)."""


class EventRow(Base):
    """One accepted action of a board at a table, in order (``seq`` from 0)."""

    __tablename__ = "events"
    __table_args__ = (UniqueConstraint("table_id", "board", "seq"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("tables.id"), index=True)
    board: Mapped[int] = mapped_column(Integer)
    seq: Mapped[int] = mapped_column(Integer)
    payload: Mapped[dict[str, Any]] = mapped_column(JSON)
    at: Mapped[datetime.datetime] = mapped_column(DateTime, default=utcnow)


def _sqlite_pragmas(synchronous: str) -> Any:
    def pragmas(connection: Any, record: Any) -> None:
        cursor = connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute(f"PRAGMA synchronous={synchronous}")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.close()

    return pragmas


MIGRATION_LOCK = 0x6272_6964_6765
"""The key of the PostgreSQL advisory lock held while the migrations run."""


def normalise_url(url: str) -> str:
    """``url`` with PostgreSQL's driver named: psycopg 3 (SQLAlchemy's default for a
    plain ``postgresql://`` is psycopg2, which bridgelaw does not install).

    >>> normalise_url("postgres://u@db/bridge")
    'postgresql+psycopg://u@db/bridge'
    >>> normalise_url("sqlite:///x.sqlite3")
    'sqlite:///x.sqlite3'
    """
    for prefix in ("postgresql://", "postgres://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url.removeprefix(prefix)
    return url


def connect(url: str, *, synchronous: str = "FULL") -> Engine:
    """An engine for ``url``; SQLite gets WAL, ``synchronous`` (``FULL`` or ``NORMAL``)
    and foreign keys, and the folder of its file is created. PostgreSQL keeps its own
    durability settings (``synchronous_commit`` on: a commit returns once it is on disk)."""
    if synchronous not in ("FULL", "NORMAL"):
        raise ValueError(f"synchronous must be FULL or NORMAL, not {synchronous!r}")
    if url.startswith("sqlite"):
        path = url.split("///", 1)[-1]
        if path and path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        engine = create_engine(url, connect_args={"check_same_thread": False})
        event.listen(engine, "connect", _sqlite_pragmas(synchronous))
        return engine
    return create_engine(normalise_url(url), pool_pre_ping=True)


def migrate(engine: Engine, target: str = "head") -> None:
    """Bring the database's schema to the newest migration (Alembic ``upgrade head``), or
    to revision ``target`` (a test of a migration starts from the one before)."""
    from alembic import command
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as connection:
        if connection.dialect.name == "postgresql":
            # held until this transaction ends: one process migrates, the others wait
            connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": MIGRATION_LOCK})
        config.attributes["connection"] = connection
        command.upgrade(config, target)
