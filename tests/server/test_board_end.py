"""The end of a board in a big room (issue 12: 1,000 tables with a p99 under 100 ms): the
states it sends do not grow with the number of tables in the room, until the last table
finishes the board, when the tables still on it are sent the traveller; and in one
process the end of a board and the move to the next read nothing from the database (the
event loop waits for no query: on PostgreSQL each was a round trip or three)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sqlalchemy import event

from bridgelaw.core.seats import Seat
from bridgelaw.server.db import connect, migrate
from bridgelaw.server.game import Game
from bridgelaw.server.store import Store
from bridgelaw.server.ws import Hub
from tests.apart import run_async


class CountingHub(Hub):
    """A hub with no connections that notes each table it publishes."""

    def __init__(self) -> None:
        super().__init__()
        self.published: list[int] = []

    async def publish(self, game: Game, table_id: int, *args: Any, **kwargs: Any) -> None:
        self.published.append(table_id)
        await super().publish(game, table_id)


def _room(folder: Path, tables: int, *, alone: bool = True) -> tuple[Game, list[int]]:
    engine = connect(f"sqlite:///{folder / 'room.sqlite3'}")
    migrate(engine)
    store = Store(engine)  # no group commit: each action is committed at once
    if alone:
        store.keep_rooms()  # the server's only process
    ids = [store.create_table(f"T{n}", seed="one-room") for n in range(tables)]
    return Game(store), ids


def _pass_out(game: Game, hub: CountingHub, table_id: int) -> list[int]:
    """Board 1 passed out at the table; the tables published after its last pass."""
    for _ in range(4):
        ended = game.live(table_id).table.is_over
        turn = game.live(table_id).table.turn
        assert turn is not None
        game.act(table_id, turn, {"t": "call", "call": "Pass"})
        hub.published.clear()
        run_async(hub.after(game, table_id, ended))
    return list(hub.published)


def test_a_board_ended_at_one_table_is_published_to_that_table_only(tmp_path: Path) -> None:
    for size in (3, 12):
        game, ids = _room(tmp_path / str(size), size)
        hub = CountingHub()
        assert _pass_out(game, hub, ids[0]) == [ids[0]]
        assert _pass_out(game, hub, ids[1]) == [ids[1]]  # the room's others still play it
        assert game.state(ids[0], Seat.NORTH)["traveller"] is None
        game.store.engine.dispose()


def test_the_last_table_to_finish_sends_the_traveller_to_the_tables_still_on_the_board(
    tmp_path: Path,
) -> None:
    game, (first, second, third) = _room(tmp_path, 3)
    hub = CountingHub()
    _pass_out(game, hub, first)
    _pass_out(game, hub, second)
    game.act(second, Seat.NORTH, {"t": "next"})  # the second table has gone on to board 2
    assert _pass_out(game, hub, third) == [third, first]
    traveller = game.state(first, Seat.NORTH)["traveller"]
    assert [row["table"] for row in traveller] == ["T0", "T1", "T2"]
    assert game.state(second, Seat.NORTH)["phase"] == "auction"
    game.store.engine.dispose()


def _selects(game: Game) -> list[str]:
    """The SELECT statements the game's database is asked from now on."""
    asked: list[str] = []

    def note(connection: Any, cursor: Any, statement: str, *args: Any) -> None:
        if statement.lstrip().upper().startswith("SELECT"):
            asked.append(statement)

    event.listen(game.store.engine, "before_cursor_execute", note)
    return asked


def test_the_end_of_a_board_and_the_next_read_nothing_from_the_database(
    tmp_path: Path,
) -> None:
    for alone in (True, False):
        game, (first, second) = _room(tmp_path / str(alone), 2, alone=alone)
        hub = CountingHub()
        _pass_out(game, hub, second)
        game.live(first), game.room(first)  # loaded, its room known (kept in memory)
        asked = _selects(game)
        _pass_out(game, hub, first)  # the last to finish: the traveller to both
        game.act(first, Seat.NORTH, {"t": "next"})
        state = game.state(first, Seat.EAST)
        assert state["board"] == 2 and state["withdraw"] is None
        if alone:
            assert asked == []
        else:  # another process may have changed the table: it is read again
            assert len(asked) >= 1 and all("FROM tables" in s or "FROM seats" in s for s in asked)
        game.store.engine.dispose()
