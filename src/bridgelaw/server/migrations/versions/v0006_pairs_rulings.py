"""Pairs events: the director's adjusted scores (Law 12C) of the event's boards
(:mod:`bridgelaw.server.pairs_rulings`).

Revision ID: 0006
Revises: 0005
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add the events' adjusted scores (existing events: none)."""
    op.add_column(
        "pair_events", sa.Column("adjustments", sa.JSON, nullable=False, server_default="[]")
    )


def downgrade() -> None:
    """Drop them."""
    with op.batch_alter_table("pair_events") as events:
        events.drop_column("adjustments")
