"""Pairs events online: each event's setup and pairs, and the server table of each
(round, table) of its movement (:mod:`bridgelaw.server.pairs_db`).

Revision ID: 0005
Revises: 0004
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Create pair_events and pair_tables."""
    op.create_table(
        "pair_events",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("name", sa.String(80), nullable=False),
        sa.Column("spec", sa.JSON, nullable=False),
        sa.Column("edition", sa.String(8), nullable=False),
        sa.Column("seed", sa.String(64), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("round", sa.Integer, nullable=False),
        sa.Column("pairs", sa.JSON, nullable=False),
        sa.Column("created_at", sa.DateTime, nullable=False),
    )
    op.create_table(
        "pair_tables",
        sa.Column("event_id", sa.Integer, sa.ForeignKey("pair_events.id"), primary_key=True),
        sa.Column("round", sa.Integer, primary_key=True),
        sa.Column("table", sa.Integer, primary_key=True),
        sa.Column("table_id", sa.Integer, sa.ForeignKey("tables.id"), nullable=False, unique=True),
    )


def downgrade() -> None:
    """Drop them."""
    op.drop_table("pair_tables")
    op.drop_table("pair_events")
