"""A table in memory (:class:`Live`) and the replay of a board's log into the engine's
table and the online state (:func:`replay`): shared by the game, the kibitzers' view and
the director's review of an earlier board (Law 69B)."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from bridgelaw.core.board import Board
from bridgelaw.dealing import deal_for_board
from bridgelaw.server.codec import decode
from bridgelaw.server.laws_room import law_event, new_table
from bridgelaw.server.online import ENGINE_KINDS, Online
from bridgelaw.table import Table

__all__ = ["Live", "deal_board", "replay"]

Row = dict[str, Any]


@dataclass(slots=True)
class Live:
    """A table in memory: the board in play, its engine table and online state."""

    id: int
    name: str
    seed: str
    board: int
    table: Table
    online: Online
    players: dict[str, str] = field(default_factory=dict)
    analysis: dict[int, Row] = field(default_factory=dict)
    """The director's analysis of each rejected claim, by the claim's ``seq``."""
    edition: str = "2017"
    """The stored edition (``2017L``: laws mode)."""
    kibitz: str = "after"
    """The table's rule for kibitzers (:mod:`bridgelaw.server.kibitz`)."""
    undo: str = "consent"
    """The table's undo rule (:mod:`bridgelaw.server.undo_rule`)."""
    delayed: tuple[int, int, Table] | None = None
    """The table as a delayed kibitzer sees it: (board, rows replayed, table)."""
    previous: tuple[int, Row | None] | None = None
    """The agreed claim the previous board ended with (Law 69B), by that board's number."""

    @property
    def seq(self) -> int:
        """The number of rows in the board's log."""
        return len(self.online.rows)


def deal_board(seed: str, number: int) -> Board:
    """Board ``number`` of the deals from ``seed``."""
    return Board(number, deal_for_board(seed, number))


def replay(board: Board, rows: list[Row], edition: str) -> tuple[Table, Online]:
    """The engine's table and the online state of ``board`` after the log ``rows``
    (``edition``: the stored field, ``2017L`` for laws mode)."""
    table = new_table(board, edition)
    online = Online(started=float(rows[0].get("at", time.time())) if rows else time.time())
    for seq, stored in enumerate(rows):
        row = {**stored, "seq": seq}
        if row["kind"] == "undo":
            table.undo()
        elif row["kind"] == "law":
            for _ in range(row.get("replaces", 0)):  # Law 33: the calls it records anew
                table.undo()
            table.apply(law_event(row))
        elif row["kind"] in ENGINE_KINDS:
            table.apply(decode(row))
        online.apply(row)
    return table, online
