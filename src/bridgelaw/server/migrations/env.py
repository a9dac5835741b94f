"""Alembic's environment: migrations run on the connection the server hands over
(:func:`bridgelaw.server.db.migrate`)."""

from __future__ import annotations

from alembic import context

from bridgelaw.server.db import Base

connection = context.config.attributes["connection"]
context.configure(connection=connection, target_metadata=Base.metadata)
with context.begin_transaction():
    context.run_migrations()
