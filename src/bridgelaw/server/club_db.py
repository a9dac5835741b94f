"""The club nights' tables (migration 0003): a night's setup, the join code of each of
its tables, and its log of accepted actions.

A club night's state is never stored, like a table's: only its setup
(:class:`~bridgelaw.tournament.club.ClubSetup` as JSON) and its actions, one row each,
``seq`` from 0; the unique ``(night_id, seq)`` is the night's version, so of two
processes writing the same action number exactly one commits.
"""

from __future__ import annotations

import datetime
from typing import Any

from sqlalchemy import JSON, DateTime, ForeignKey, Integer, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from bridgelaw.server.db import Base, utcnow

__all__ = ["ClubActionRow", "ClubNightRow", "ClubTableRow"]


class ClubNightRow(Base):
    """A club night: its name and setup."""

    __tablename__ = "club_nights"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    name: Mapped[str] = mapped_column(String(80))
    setup: Mapped[dict[str, Any]] = mapped_column(JSON)
    created_at: Mapped[datetime.datetime] = mapped_column(DateTime, default=utcnow)


class ClubTableRow(Base):
    """A table of a night and the short code its phones join with."""

    __tablename__ = "club_tables"

    code: Mapped[str] = mapped_column(String(12), primary_key=True)
    night_id: Mapped[int] = mapped_column(ForeignKey("club_nights.id"), index=True)
    table: Mapped[int] = mapped_column(Integer)


class ClubActionRow(Base):
    """One accepted action of a night, in order (``seq`` from 0)."""

    __tablename__ = "club_actions"
    __table_args__ = (UniqueConstraint("night_id", "seq"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    night_id: Mapped[int] = mapped_column(ForeignKey("club_nights.id"), index=True)
    seq: Mapped[int] = mapped_column(Integer)
    payload: Mapped[dict[str, Any]] = mapped_column(JSON)
    at: Mapped[datetime.datetime] = mapped_column(DateTime, default=utcnow)
