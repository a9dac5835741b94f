"""Alembic's environment: migrations run on the connection the server hands over
(:func:`bridgelaw.server.db.migrate`). Imported outside a migration (by the doctests) it
does nothing."""

from __future__ import annotations

from alembic import context

from bridgelaw.server.db import Base


def run() -> None:
    """Run the migrations on the connection in Alembic's configuration."""
    connection = context.config.attributes["connection"]
    context.configure(connection=connection, target_metadata=Base.metadata)
    with context.begin_transaction():
        context.run_migrations()


if getattr(context, "config", None) is not None:
    run()
