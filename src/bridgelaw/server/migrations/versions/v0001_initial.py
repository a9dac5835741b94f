"""The first schema: tables, seats, events.

Revision ID: 0001
Revises:
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Create the three tables."""
    op.create_table(
        "tables",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("name", sa.String(80), nullable=False),
        sa.Column("seed", sa.String(64), nullable=False),
        sa.Column("edition", sa.String(8), nullable=False),
        sa.Column("board", sa.Integer, nullable=False),
        sa.Column("created_at", sa.DateTime, nullable=False),
    )
    op.create_table(
        "seats",
        sa.Column("table_id", sa.Integer, sa.ForeignKey("tables.id"), primary_key=True),
        sa.Column("seat", sa.String(1), primary_key=True),
        sa.Column("player", sa.String(40), nullable=False),
        sa.Column("token_hash", sa.String(64), nullable=False, unique=True),
        sa.Column("expires_at", sa.DateTime, nullable=False),
    )
    op.create_table(
        "events",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("table_id", sa.Integer, sa.ForeignKey("tables.id"), nullable=False),
        sa.Column("board", sa.Integer, nullable=False),
        sa.Column("seq", sa.Integer, nullable=False),
        sa.Column("payload", sa.JSON, nullable=False),
        sa.Column("at", sa.DateTime, nullable=False),
        sa.UniqueConstraint("table_id", "board", "seq"),
    )
    op.create_index("ix_events_table_id", "events", ["table_id"])


def downgrade() -> None:
    """Drop them."""
    op.drop_index("ix_events_table_id", "events")
    op.drop_table("events")
    op.drop_table("seats")
    op.drop_table("tables")
