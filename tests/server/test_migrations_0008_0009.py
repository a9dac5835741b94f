"""Migration 0009: the tables there were keep undo by consent, but a pairs event's
(:mod:`bridgelaw.server.undo_rule`).

Migration 0008: who holds a seat by his account at a table made before the tables'
logs kept who sat (stop 22) gets the ``seated`` row a seat taken since gets, so the rooms
refuse him a seat at another table of the room (Law 16D) as they refuse anyone seated
since; no row twice, none for a pairs event's table, none without an account."""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest
from sqlalchemy import text

from bridgelaw.server.db import connect, migrate
from bridgelaw.server.rooms import SEATED, check_seat
from bridgelaw.server.store import Denied, Store

LATER = datetime.datetime(2030, 1, 1)


def _old_database(url: str) -> None:
    """A database at migration 0007 with tables 1 and 2 of one room (Ann, user 7, holds
    North at 1 since before the rows; Bob, user 8, South with his row written), table 3 of
    a pairs event (Ann holds East) and a seat of no account at table 2."""
    engine = connect(url)
    migrate(engine, "0007")
    now = datetime.datetime(2026, 11, 1)
    with engine.begin() as db:
        for table, seed in ((1, "room"), (2, "room"), (3, "event")):
            db.execute(
                text(
                    "INSERT INTO tables (id, name, seed, edition, board, kibitz, created_at) "
                    "VALUES (:id, :name, :seed, '2017', 1, 'after', :now)"
                ),
                {"id": table, "name": f"table {table}", "seed": seed, "now": now},
            )
        seats = ((1, "N", "Ann", 7), (1, "S", "Bob", 8), (3, "E", "Ann", 7), (2, "W", "Cy", None))
        for table, seat, player, user in seats:
            db.execute(
                text(
                    "INSERT INTO seats (table_id, seat, player, token_hash, expires_at, user_id) "
                    "VALUES (:table, :seat, :player, :hash, :expires, :user)"
                ),
                {
                    "table": table,
                    "seat": seat,
                    "player": player,
                    "hash": f"{table}{seat}",
                    "expires": LATER,
                    "user": user,
                },
            )
        db.execute(
            text(
                "INSERT INTO events (table_id, board, seq, payload, at) VALUES "
                "(1, :board, 8, :payload, :now)"
            ),
            {"board": SEATED, "payload": '{"kind": "seated", "user": 8, "at": 0}', "now": now},
        )
        db.execute(
            text(
                "INSERT INTO pair_events (id, name, spec, edition, seed, status, round, pairs, "
                "created_at) VALUES (1, 'E', '{}', '2017', 'event', 'running', 1, '[]', :now)"
            ),
            {"now": now},
        )
        db.execute(
            text('INSERT INTO pair_tables (event_id, round, "table", table_id) VALUES (1, 1, 1, 3)')
        )
    engine.dispose()


def test_who_held_a_seat_before_the_rows_is_kept_as_seated(
    database_url: str | None, tmp_path: Path
) -> None:
    url = database_url or f"sqlite:///{tmp_path / 'old.sqlite3'}"
    _old_database(url)
    engine = connect(url)
    migrate(engine)
    store = Store(engine)
    rows = {t: [r["user"] for r in store.events(t, SEATED)] for t in (1, 2, 3)}
    assert rows == {1: [7, 8], 2: [], 3: []}  # Bob's row not twice; no pairs table, no guest
    assert store.events(1, SEATED)[0]["by"] == "migration 0008"
    with pytest.raises(Denied, match="at table 1"):  # Ann may not play the room's boards again
        check_seat(store, store.room(2), 2, 7, "16D")
    migrate(engine)  # again: nothing more
    assert [r["user"] for r in store.events(1, SEATED)] == [7, 8]
    engine.dispose()


def test_the_tables_there_were_keep_undo_by_consent_but_a_pairs_events(
    database_url: str | None, tmp_path: Path
) -> None:
    url = database_url or f"sqlite:///{tmp_path / 'old.sqlite3'}"
    _old_database(url)  # at 0007: tables 1 and 2 of a room, table 3 a pairs event's
    engine = connect(url)
    migrate(engine)
    store = Store(engine)
    assert {t: store.table(t)[0].undo for t in (1, 2, 3)} == {1: "consent", 2: "consent", 3: "laws"}
    engine.dispose()
