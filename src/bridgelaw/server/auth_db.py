"""The accounts' tables: ``users``, ``sessions`` and ``server_keys`` (migration 0002).

A password is stored only as its argon2id hash; a session only as the SHA-256 of its id
(the id itself is in the browser's signed cookie); a guest is a user without a password
and without a unique name.
"""

from __future__ import annotations

import datetime

from sqlalchemy import Boolean, DateTime, ForeignKey, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from bridgelaw.server.db import Base, utcnow

__all__ = ["KeyRow", "SessionRow", "UserRow"]


class UserRow(Base):
    """A person who plays or directs: a registered account or a guest."""

    __tablename__ = "users"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    name: Mapped[str] = mapped_column(String(40))
    name_key: Mapped[str | None] = mapped_column(String(40), unique=True, nullable=True)
    """The name folded to lower case, for a registered account (``None`` for a guest):
    two accounts cannot share a name, and a guest cannot take an account's name."""
    password_hash: Mapped[str | None] = mapped_column(String(200), nullable=True)
    """The argon2id hash (``None`` for a guest, who has no password)."""
    guest: Mapped[bool] = mapped_column(Boolean, default=False)
    director: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[datetime.datetime] = mapped_column(DateTime, default=utcnow)


class SessionRow(Base):
    """A logged-in browser (or client): the SHA-256 of the session's id, never the id."""

    __tablename__ = "sessions"

    id_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id"), index=True)
    created_at: Mapped[datetime.datetime] = mapped_column(DateTime, default=utcnow)
    expires_at: Mapped[datetime.datetime] = mapped_column(DateTime)


class KeyRow(Base):
    """A secret of the server (the key that signs cookies), shared by all its processes."""

    __tablename__ = "server_keys"

    name: Mapped[str] = mapped_column(String(40), primary_key=True)
    value: Mapped[str] = mapped_column(String(200))
