"""Club nights: their setup, their tables' join codes and their logs of actions.

Revision ID: 0003
Revises: 0002
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Create club_nights, club_tables and club_actions."""
    op.create_table(
        "club_nights",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("name", sa.String(80), nullable=False),
        sa.Column("setup", sa.JSON, nullable=False),
        sa.Column("created_at", sa.DateTime, nullable=False),
    )
    op.create_table(
        "club_tables",
        sa.Column("code", sa.String(12), primary_key=True),
        sa.Column("night_id", sa.Integer, sa.ForeignKey("club_nights.id"), nullable=False),
        sa.Column("table", sa.Integer, nullable=False),
    )
    op.create_index("ix_club_tables_night_id", "club_tables", ["night_id"])
    op.create_table(
        "club_actions",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("night_id", sa.Integer, sa.ForeignKey("club_nights.id"), nullable=False),
        sa.Column("seq", sa.Integer, nullable=False),
        sa.Column("payload", sa.JSON, nullable=False),
        sa.Column("at", sa.DateTime, nullable=False),
        sa.UniqueConstraint("night_id", "seq"),
    )
    op.create_index("ix_club_actions_night_id", "club_actions", ["night_id"])


def downgrade() -> None:
    """Drop them."""
    op.drop_index("ix_club_actions_night_id", "club_actions")
    op.drop_table("club_actions")
    op.drop_index("ix_club_tables_night_id", "club_tables")
    op.drop_table("club_tables")
    op.drop_table("club_nights")
