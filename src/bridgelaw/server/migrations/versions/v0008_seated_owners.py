"""Who sat at a table before the tables' logs kept it: a ``seated`` row (board -2 of the
table's log, :data:`bridgelaw.server.rooms.SEATED`) for each player who holds a seat
there by his account (``seats.user_id``, migration 0002), so that a player of a table
that existed before the rooms (stop 22) is refused a seat at another table of its room
as one seated since is (Law 16D).

What cannot be known is not made up: a seat taken before and given since to another
player, a seat's holder before accounts (no user), and who opened a table before the
rooms (no row says it: such a table counts as the club's, whose boards anyone may copy,
as the server's own tables do). A pairs event's tables get none (its movement says who
plays which board). Each row made here says so (``"by": "migration 0008"``), so the
downgrade removes only those.

Revision ID: 0008
Revises: 0007
"""

from __future__ import annotations

import datetime
import time

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None

SEATED = -2
"""The board of a table's log that keeps who sat at it (:data:`bridgelaw.server.rooms.SEATED`)."""

_SEATS = sa.table(
    "seats",
    sa.column("table_id", sa.Integer),
    sa.column("seat", sa.String),
    sa.column("user_id", sa.Integer),
)
_EVENTS = sa.table(
    "events",
    sa.column("table_id", sa.Integer),
    sa.column("board", sa.Integer),
    sa.column("seq", sa.Integer),
    sa.column("payload", sa.JSON),
    sa.column("at", sa.DateTime),
)
_PAIR_TABLES = sa.table("pair_tables", sa.column("table_id", sa.Integer))
_MADE = "migration 0008"


def upgrade() -> None:
    """Add the ``seated`` rows the seats' users give (none twice, none already there)."""
    bind = op.get_bind()
    events = set(bind.execute(sa.select(_PAIR_TABLES.c.table_id)).scalars())
    held = bind.execute(
        sa.select(_SEATS.c.table_id, _SEATS.c.user_id)
        .where(_SEATS.c.user_id.is_not(None), _SEATS.c.seat != "D")
        .distinct()
    ).all()
    known = set(
        bind.execute(sa.select(_EVENTS.c.table_id, _EVENTS.c.seq).where(_EVENTS.c.board == SEATED))
    )
    now, stamp = time.time(), datetime.datetime.now(datetime.UTC).replace(tzinfo=None)
    rows = [
        {
            "table_id": table_id,
            "board": SEATED,
            "seq": user,
            "payload": {"kind": "seated", "user": user, "at": now, "by": _MADE},
            "at": stamp,
        }
        for table_id, user in sorted(set(held))
        if table_id not in events and (table_id, user) not in known
    ]
    if rows:
        op.bulk_insert(_EVENTS, rows)


def downgrade() -> None:
    """Remove the rows this migration made."""
    bind = op.get_bind()
    made = bind.execute(
        sa.select(_EVENTS.c.table_id, _EVENTS.c.seq, _EVENTS.c.payload).where(
            _EVENTS.c.board == SEATED
        )
    ).all()
    for table_id, seq, payload in made:
        if isinstance(payload, dict) and payload.get("by") == _MADE:
            bind.execute(
                sa.delete(_EVENTS).where(
                    _EVENTS.c.table_id == table_id,
                    _EVENTS.c.board == SEATED,
                    _EVENTS.c.seq == seq,
                )
            )
