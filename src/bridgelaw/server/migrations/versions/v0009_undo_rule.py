"""Undo by the opponents' consent, a room's choice: each table's ``undo`` rule
(``consent``: a misclick is withdrawn when both opponents consent, as the server's
casual tables did; ``laws``: only as the Laws allow it, the director deciding, Law 25A
for a call, 47 for a card: :mod:`bridgelaw.server.undo_rule`). Existing tables keep
what they had (``consent``), but a pairs event's tables, which are played for results:
``laws``.

Revision ID: 0009
Revises: 0008
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add the tables' undo rule (``consent``; a pairs event's tables ``laws``)."""
    op.add_column(
        "tables", sa.Column("undo", sa.String(16), nullable=False, server_default="consent")
    )
    tables = sa.table("tables", sa.column("id", sa.Integer), sa.column("undo", sa.String))
    events = sa.select(sa.table("pair_tables", sa.column("table_id", sa.Integer)).c.table_id)
    op.execute(sa.update(tables).where(tables.c.id.in_(events)).values(undo="laws"))


def downgrade() -> None:
    """Drop it."""
    with op.batch_alter_table("tables") as tables:
        tables.drop_column("undo")
