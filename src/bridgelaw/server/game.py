"""The tables in play: each one's engine table, rebuilt from its stored log, and the
actions of the seats.

:meth:`Game.act` is the one way an action reaches a table. The engine (strict mode)
checks it first: an irregular call or card is refused with the Law it breaks, and the
engine's table is unchanged. An accepted action is then committed to the table's log;
if the commit fails the engine takes the action back, so memory never runs ahead of the
database. The server runs in one event loop and :meth:`act` does not await, so the
actions of one table are applied one at a time.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bridgelaw.core.board import Board
from bridgelaw.core.calls import Call
from bridgelaw.core.cards import Card
from bridgelaw.core.seats import Seat
from bridgelaw.dealing import deal_for_board
from bridgelaw.errors import BridgeError, IllegalActionError
from bridgelaw.server.codec import decode, encode, seat_state
from bridgelaw.server.store import Denied, Store
from bridgelaw.table import Phase, Table
from bridgelaw.table.events import Event

__all__ = ["Game", "Live"]


@dataclass(slots=True)
class Live:
    """A table in memory: the board in play and its engine table."""

    id: int
    name: str
    seed: str
    board: int
    table: Table
    players: dict[str, str] = field(default_factory=dict)


def _board(seed: str, number: int) -> Board:
    return Board(number, deal_for_board(seed, number))


class Game:
    """Every table the server has loaded, and the actions on them."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._live: dict[int, Live] = {}

    def live(self, table_id: int) -> Live:
        """The table in memory, loaded and replayed from its log on first use.

        :raises Denied: there is no such table.
        """
        found = self._live.get(table_id)
        if found is not None:
            return found
        info, seed = self.store.table(table_id)
        events = [decode(payload) for payload in self.store.events(table_id, info.board)]
        table = Table.replay(_board(seed, info.board), events, edition=info.edition)
        loaded = Live(info.id, info.name, seed, info.board, table, dict(info.players))
        self._live[table_id] = loaded
        return loaded

    def seated(self, table_id: int, seat: Seat, player: str) -> None:
        """Note that ``player`` now holds ``seat`` (shown to the others)."""
        self.live(table_id).players[str(seat)] = player

    def state(self, table_id: int, seat: Seat) -> dict[str, Any]:
        """What ``seat`` may see at the table now."""
        live = self.live(table_id)
        return seat_state(live.table, seat, table_id=table_id, players=dict(live.players))

    def act(self, table_id: int, seat: Seat, action: dict[str, Any]) -> None:
        """Apply one seat's action (``call``, ``play`` or ``next``) and commit it.

        :raises Denied: the action is refused (with the Law, when the Laws refuse it);
            the table is unchanged.
        """
        live = self.live(table_id)
        kind = action["t"]
        if kind == "next":
            self._next_board(live)
            return
        try:
            event = self._apply(live.table, seat, kind, action)
        except IllegalActionError as error:
            raise Denied("law", str(error), law=str(error.law)) from error
        except BridgeError as error:
            raise Denied("input", str(error)) from error
        try:
            self.store.append(table_id, live.board, len(live.table.events) - 1, encode(event))
        except BaseException:
            live.table.undo()
            self._live.pop(table_id, None)  # reload from the database on next use
            raise

    def _apply(self, table: Table, seat: Seat, kind: str, action: dict[str, Any]) -> Event:
        if kind == "call":
            return table.call(
                Call.parse(action["call"]),
                seat=seat,
                alert=bool(action.get("alert")),
                explanation=action.get("explanation") or None,
            )
        card = Card.parse(action["card"])
        holder = table.board.deal.holder(card) if table.board.deal is not None else None
        dummy_card = holder is not None and holder == table.dummy and seat == table.declarer
        # a card from another hand is refused as not in this seat's hand: the refusal must
        # not tell who holds it (Law 7B3)
        return table.play(card, seat=holder if dummy_card else seat, by=seat)

    def _next_board(self, live: Live) -> None:
        if live.table.phase != Phase.ENDED:
            raise Denied("phase", f"board {live.board} is still in play")
        self.store.next_board(live.id, live.board)
        live.board += 1
        live.table = Table(_board(live.seed, live.board), edition=live.table.edition)
