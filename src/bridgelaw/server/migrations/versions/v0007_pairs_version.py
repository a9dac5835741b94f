"""Pairs events: a version number, raised by every write of an event's row, so that a
write made from a stale read is refused and made again from the row as it is
(:meth:`bridgelaw.server.pairs.PairEvents._change`: two players taking the last place of
an event at the same moment, an entry while the director starts it).

Revision ID: 0007
Revises: 0006
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add the events' version (existing events: 0)."""
    op.add_column(
        "pair_events", sa.Column("version", sa.Integer, nullable=False, server_default="0")
    )


def downgrade() -> None:
    """Drop it."""
    with op.batch_alter_table("pair_events") as events:
        events.drop_column("version")
