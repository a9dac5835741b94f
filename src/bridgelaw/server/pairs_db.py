"""The pairs events' tables (migrations 0005, 0006, 0007): an event's setup and its pairs, and the
server table each (round, table) of its movement is played at.

An event's play is never stored here: each round's tables are ordinary server tables
(``tables``, ``seats``, ``events``) whose logs hold every call and card; this keeps only
what the event adds: its name, movement, edition and deals' seed, the pairs entered, the
round in play and which server table is which table of which round. The unique
``(event_id, round, table)`` makes opening a round's tables happen once, even if two
processes try.
"""

from __future__ import annotations

import datetime
from typing import Any

from sqlalchemy import JSON, DateTime, ForeignKey, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from bridgelaw.server.db import Base, utcnow

__all__ = ["PairEventRow", "PairTableRow"]


class PairEventRow(Base):
    """A pairs event: its setup, its pairs, where it stands."""

    __tablename__ = "pair_events"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    name: Mapped[str] = mapped_column(String(80))
    spec: Mapped[dict[str, Any]] = mapped_column(JSON)
    """The movement (:func:`bridgelaw.tournament.specs.movement_from_spec`)."""
    edition: Mapped[str] = mapped_column(String(8))
    seed: Mapped[str] = mapped_column(String(64))
    """The secret seed of the event's deals: every table of the event deals from it."""
    status: Mapped[str] = mapped_column(String(16))
    """``entry`` (pairs enter), ``running`` or ``ended``."""
    round: Mapped[int] = mapped_column(Integer, default=0)
    """The round in play (0 before the start)."""
    pairs: Mapped[list[Any]] = mapped_column(JSON)
    """The entries, in order: ``{"members": [member, member], "label": ...}``, a member
    ``{"name": ..., "user": id}``, a robot's ``user`` ``None``, an open place ``None``."""
    created_at: Mapped[datetime.datetime] = mapped_column(DateTime, default=utcnow)
    adjustments: Mapped[list[Any]] = mapped_column(JSON, default=list)
    """The director's adjusted scores (migration 0006), each a board at a table of a round
    (:class:`bridgelaw.server.pairs_rulings.PairAdjustment`)."""
    version: Mapped[int] = mapped_column(Integer, default=0)
    """Raised by every write of the row (migration 0007): a write is made only over the
    version it was read at (:meth:`bridgelaw.server.pairs.PairEvents._change`)."""


class PairTableRow(Base):
    """The server table at which a table of a round of an event is played."""

    __tablename__ = "pair_tables"

    event_id: Mapped[int] = mapped_column(ForeignKey("pair_events.id"), primary_key=True)
    round: Mapped[int] = mapped_column(Integer, primary_key=True)
    table: Mapped[int] = mapped_column(Integer, primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("tables.id"), unique=True)
