"""Kibitzers: who may watch a table, and what a kibitzer's connection is sent.

Each table has a rule for kibitzers (its room's choice: the regulations file, section 7;
``BRIDGELAW_KIBITZ`` for the tables the server opens, ``kibitz`` when a table is opened
through the API):

* ``after`` (the default): nothing of a board (no card, no call, no result) until the
  board is finished at every table of the room, then everything: a kibitzer who plays the
  board later at another table learns nothing of it first;
* ``delay:N``: the four hands and the play, as the table stood ``N`` actions (calls and
  cards) ago; the whole board once it is over at the table. Fit for a room whose boards
  are not replayed; a player seated in the room may not watch under it (he would see his
  opponents' hands), and whoever has watched a table of the room under it may not then
  take a seat in the room (he may have seen its boards: "an enrolled player can never view
  a board before playing it", the regulations file, section 7; Law 16D, information from
  another table). Who watched is kept in board :data:`WATCHES` of the table's log, so every
  server process knows it, after a restart too;
* ``off``: nobody watches.

A kibitzer never acts: his connection refuses every frame but a ping, and he gets no row
of the table's log (chat, questions, director calls are the players'), so the players
have no channel to him nor he to them. :func:`state` builds what he is sent.
"""

from __future__ import annotations

import contextlib
import time
from dataclasses import dataclass
from typing import Any

from bridgelaw.server.codec import seat_states
from bridgelaw.server.laws_room import legal_auction, new_table
from bridgelaw.server.replay import Live, deal_board, replay
from bridgelaw.server.store import Denied, Store
from bridgelaw.table import Mode, Phase, Table

__all__ = [
    "KIBITZ_MODES",
    "WATCHES",
    "KibitzRule",
    "check_rule",
    "cut",
    "has_watched",
    "hidden",
    "keep_watch",
    "state",
    "watch",
]

Row = dict[str, Any]

KIBITZ_MODES = ("after", "delay", "off")
MAX_DELAY = 52
"""The longest delay, in actions (a board has at most 52 cards and a long auction)."""

_ACTIONS = frozenset({"call", "play"})


@dataclass(frozen=True, slots=True)
class KibitzRule:
    """A table's rule for kibitzers."""

    mode: str = "after"
    delay: int = 0
    """``delay`` mode: how many actions (calls and cards) a kibitzer is behind."""

    @classmethod
    def parse(cls, text: str) -> KibitzRule:
        """``after``, ``off`` or ``delay:N``.

        >>> KibitzRule.parse("delay:4")
        KibitzRule(mode='delay', delay=4)

        :raises ValueError: not a rule.
        """
        mode, _, count = text.strip().lower().partition(":")
        if mode not in KIBITZ_MODES:
            raise ValueError(f"kibitz: {text!r} is not one of after, delay:N, off")
        if mode != "delay":
            if count:
                raise ValueError(f"kibitz: {mode} takes no number")
            return cls(mode)
        if not count.isdigit() or not 1 <= int(count) <= MAX_DELAY:
            raise ValueError(f"kibitz: delay:N needs N from 1 to {MAX_DELAY} actions")
        return cls(mode, int(count))

    def __str__(self) -> str:
        return f"delay:{self.delay}" if self.mode == "delay" else self.mode

    def public(self) -> Row:
        """The rule as the kibitzer's page shows it."""
        return {"mode": self.mode, "delay": self.delay}


def check_rule(text: str) -> str:
    """``text`` as a stored rule.

    :raises Denied: it is not a rule.
    """
    try:
        return str(KibitzRule.parse(text))
    except ValueError as error:
        raise Denied("input", str(error)) from error


WATCHES = 0
"""The board number (boards count from 1) under which a table's log keeps who watched it
under ``delay:N``: one row ``{"kind": "watched", "user": ..., "board": ...}`` per user,
written when he first opens the table's kibitzer page."""


def watch(store: Store, room: list[int], table_id: int, user_id: int, board: int) -> None:
    """Let the user watch the table under its ``delay:N`` rule, and keep that he did.

    :raises Denied: he holds a seat in the room (he would see his opponents' hands).
    """
    if store.plays_at(room, user_id):
        raise Denied(
            "kibitz",
            "you play these boards: kibitzers here see the hands, so a player of the room "
            "may not watch",
        )
    rows = store.events(table_id, WATCHES)
    if not any(row.get("user") == user_id for row in rows):
        row = {"kind": "watched", "user": user_id, "board": board, "at": time.time()}
        store.append_many(table_id, WATCHES, len(rows), [row])


async def keep_watch(
    store: Store, room: list[int], table_id: int, user_id: int, board: int
) -> None:
    """:func:`watch`, committed before the kibitzer is shown anything: written again if
    another process wrote a watch at the same place first. The page and the websocket
    both call it, so a kibitzer who only connects is kept as one who opened the page.

    :raises Denied: he holds a seat in the room.
    """
    for _ in range(2):
        watch(store, room, table_id, user_id, board)
        with contextlib.suppress(Denied):
            await store.durable(table_id)
            return


def has_watched(store: Store, room: list[int], user_id: int) -> bool:
    """Whether the user has watched a table of ``room`` under ``delay:N``."""
    return any(row.get("user") == user_id for table in room for row in store.events(table, WATCHES))


def cut(rows: list[Row], delay: int) -> int:
    """How many rows of a board's log a kibitzer ``delay`` actions behind sees: those
    before the ``delay``-th call or card from the end (all rows if fewer were made).

    >>> rows = [{"kind": "call"}, {"kind": "chat"}, {"kind": "call"}, {"kind": "play"}]
    >>> cut(rows, 1), cut(rows, 2), cut(rows, 5)
    (3, 2, 0)
    """
    left = delay
    for index in range(len(rows) - 1, -1, -1):
        if rows[index]["kind"] in _ACTIONS:
            left -= 1
            if left == 0:
                return index
    return 0


def hidden(state: Row) -> Row:
    """A kibitzer's state while the board is hidden from him: ``state`` (the state of the
    board before any action) without a card, the phase ``hidden``."""
    state |= {
        "phase": "hidden",
        "turn": None,
        "to_act": None,
        "hands": {},
        "auction": [],
        "trick": [],
        "last_trick": None,
        "legal": [],
        "result": None,
        "last": None,
    }
    return state


def state(live: Live, present: frozenset[str], traveller: list[Row] | None) -> Row:
    """What a kibitzer may see at the table now, under its rule: the board hidden, the
    table some actions behind, or the whole board once it may be shown; never a row of
    the log. ``traveller``: the room's results of the board (``None``: some table has not
    finished it)."""
    rule = KibitzRule.parse(live.kibitz)
    table = live.table
    over = table.phase == Phase.ENDED
    shown: Table | None = table
    if rule.mode != "delay":
        shown = table if traveller is not None else None
    elif not over:
        shown = _delayed(live, cut(live.online.rows, rule.delay))
    players = dict(live.players)
    if shown is None:
        fresh = new_table(deal_board(live.seed, live.board), live.edition)
        made = hidden(seat_states(fresh, [None], table_id=live.id, players=players)[0])
    else:
        made = seat_states(shown, [None], table_id=live.id, players=players)[0]
        if shown.mode == Mode.LAWS:
            made["auction"], _ = legal_auction(shown, made["auction"])
    made |= {
        "seq": live.seq,
        "kibitz": rule.public(),
        "log": [],
        "claim": None,
        "undo": None,
        "director": [],
        "frozen": None,
        "clock": None,
        "online": {s: s in present for s in "NESW"},
        "traveller": traveller if shown is table else None,
    }
    return made


def _delayed(live: Live, rows: int) -> Table:
    """The table replayed from the first ``rows`` rows of its board's log (kept while
    the kibitzers' view stays there)."""
    known = live.delayed
    if known is not None and known[:2] == (live.board, rows):
        return known[2]
    table, _ = replay(live.table.board, live.online.rows[:rows], live.edition)
    live.delayed = (live.board, rows, table)
    return table
