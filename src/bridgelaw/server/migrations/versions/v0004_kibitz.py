"""Kibitzers: each table's rule for them (``after``: the board once every table of the
room has finished it; ``delay:N``: the table N actions behind; ``off``).

Revision ID: 0004
Revises: 0003
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add the tables' kibitz rule (existing tables: ``after``)."""
    op.add_column(
        "tables", sa.Column("kibitz", sa.String(16), nullable=False, server_default="after")
    )


def downgrade() -> None:
    """Drop it."""
    with op.batch_alter_table("tables") as tables:
        tables.drop_column("kibitz")
