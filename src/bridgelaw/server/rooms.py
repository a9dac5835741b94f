"""Rooms: the tables that play the same boards (one seed, one traveller), and who may
open a table in a room or sit in one.

A table opened through the API with ``same_boards_as`` joins that table's room. A player
never sees a board, nor its result, before he plays it (the regulations file, section 7:
"an enrolled player can never view a board, or its results, before playing it"; Law 16D,
information from another table), so a table's boards are copied only where no player
can see one early:

* a table a player opens is his: its boards are played there only, unless he opens it
  with ``share_boards`` (or copies it himself, or the director does): nobody else
  brings them to a table of his choosing. The tables the server opens (the lobby's
  demo room) are the club's, and anyone logged in may open a table of their room;
* a room has one rule for kibitzers, its first table's: a copy takes it (or ``off``),
  never one that would show a board sooner than the room does; and a room under
  ``delay:N`` is not copied at all (its kibitzers have seen its hands as they were
  played, :mod:`bridgelaw.server.kibitz`);
* one table of a room per player: whoever has taken a seat at a table of a room may
  not take one at another table of it (he would play boards he has played or may have
  seen there), so a copy's players and its source's are never the same people.
  A pairs event's tables are the event's: its movement says who plays which board.

Who opened a table is kept in board :data:`OPENED` of its log, written with the table;
who has sat at it in board :data:`SEATED`, written with the seat (one row per user,
numbered by the user's id, so two players sitting at once never write the same row);
like the kibitzers' watches (:data:`bridgelaw.server.kibitz.WATCHES`), every server
process knows them, after a restart too.
"""

from __future__ import annotations

import time
from typing import Any

from bridgelaw.server.kibitz import KibitzRule, check_rule
from bridgelaw.server.store import Denied, Fact, Store

__all__ = ["OPENED", "SEATED", "check_copy", "check_seat", "opened", "seated"]

Row = dict[str, Any]

OPENED = -1
"""The board under which a table's log keeps who opened it: one row ``{"kind":
"opened", "user": ..., "share": ...}`` (none for the server's own tables)."""

SEATED = -2
"""The board under which a table's log keeps who has taken a seat at it: one row
``{"kind": "seated", "user": ...}`` per user, numbered by the user's id."""


def opened(user_id: int, *, share: bool) -> Fact:
    """The row that keeps who opened a table, and whether others may copy its boards
    (written with the table, :meth:`Store.create_table`)."""
    return OPENED, 0, {"kind": "opened", "user": user_id, "share": share, "at": time.time()}


def check_copy(
    store: Store, source: int, user_id: int, director: bool, kibitz: str | None, law: str
) -> tuple[str, str]:
    """The seed and the kibitzers' rule of a new table of ``source``'s room, opened by
    the user (``director``: he has the director's role); ``kibitz``: the rule asked for
    (``None``: the room's); ``law``: the Law a refusal cites (16D in the source's
    edition).

    :raises Denied: no such table; its owner keeps its boards; its room shows its hands
        to kibitzers as they are played; another rule for kibitzers is asked for.
    """
    info, seed = store.table(source)
    rule = KibitzRule.parse(info.kibitz)
    if rule.mode == "delay":
        raise Denied(
            "room",
            f"table {source}'s kibitzers see its hands as they are played ({rule}): its "
            "boards are not played again at another table",
            law=law,
        )
    asked = info.kibitz if kibitz is None else check_rule(kibitz)
    if asked not in (info.kibitz, "off"):
        raise Denied(
            "room",
            f"a room has one rule for kibitzers (table {source}'s is {info.kibitz}): a "
            "table of its room may not show a board sooner, only show none (off)",
            law=law,
        )
    owner = next(iter(store.events(source, OPENED)), None)
    if owner is not None and not (owner["share"] or owner["user"] == user_id or director):
        raise Denied(
            "private",
            f"table {source} is its player's own: its boards are played there only, unless "
            "he shares them (share_boards when he opens it)",
            law=law,
        )
    return seed, asked


def check_seat(store: Store, room: list[int], table_id: int, user_id: int, law: str) -> None:
    """Refuse a seat at ``table_id`` to a user who has sat at another table of its room.

    :raises Denied: so (``law``: 16D in the table's edition).
    """
    for other in room:
        if other != table_id and any(row["user"] == user_id for row in _seated(store, other)):
            raise Denied(
                "room",
                f"you have played this room's boards at table {other}: a player plays "
                "them at one table of the room only (he may have seen them there)",
                law=law,
            )


def seated(user_id: int) -> Fact:
    """The row that keeps that the user has taken a seat at a table (written with the
    seat, :meth:`Store.sit`; once: a second is not written)."""
    return SEATED, user_id, {"kind": "seated", "user": user_id, "at": time.time()}


def _seated(store: Store, table_id: int) -> list[Row]:
    return store.events(table_id, SEATED)
