"""One table of the Blue Chip host: four connected programs, the boards, the strict table.

Each seat has its own coroutine that reads that program's lines in order and answers
them (:class:`TableRunner`). A ``ready for ...`` line is a request for the next call or
card that program has not yet been sent: the host checks that it names the right player
and trick, waits until that call or card has been made, and sends it (an alert and its
explanation to the caller's opponents only). A call or card is checked by the strict
:class:`~bridgelaw.table.Table`; one it refuses is answered ``Illegal bid`` or ``Illegal
card`` and the host waits for another. A line that is not the protocol's, or not in its
place, is answered ``Error <what was wrong>`` and the state is kept; after
``max_errors`` such lines, a disconnect, or ``timeout`` seconds without a line from a
program the table is waiting for, the table stops with a :class:`SeatFailure` naming the
seat, the board and what was wrong. What the table recorded is kept.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Coroutine, Mapping
from dataclasses import dataclass, field
from typing import Any

from bridgelaw.bluechip.messages import (
    BoardInfo,
    CallLine,
    CardLine,
    DummyCards,
    EndOfSession,
    ErrorLine,
    HandCards,
    Illegal,
    Message,
    ProtocolError,
    ReadyForCall,
    ReadyForCard,
    ReadyForCards,
    ReadyForDeal,
    ReadyForDummy,
    ReadyForTeams,
    ReadyToStart,
    StartOfBoard,
    Teams,
    Timing,
    ToLead,
    parse,
    seat_name,
)
from bridgelaw.core.board import Board
from bridgelaw.core.seats import Seat, Side
from bridgelaw.errors import BridgeError
from bridgelaw.table.table import Phase, Table

__all__ = ["Connection", "SeatFailure", "TableRunner", "TableSettings"]


class SeatFailure(Exception):
    """The table cannot go on because of one seat's program."""

    def __init__(self, seat: Seat, reason: str) -> None:
        super().__init__(reason)
        self.seat = seat
        self.reason = reason


class _Reseated(Exception):
    """A program connected again: its seat starts the board again from its start."""


class Connection:
    """One program's connection: its lines (``None`` once it has gone) and its writer."""

    def __init__(self, writer: asyncio.StreamWriter, team: str) -> None:
        self.writer = writer
        self.team = team
        self.lines: asyncio.Queue[str | None] = asyncio.Queue()
        self.closed = False
        self.gone = False
        """The program hung up (its seat may be given back to it)."""

    def send(self, message: Message) -> None:
        if self.closed or self.writer.is_closing():
            return
        self.writer.write(message.text().encode("ascii", "replace") + b"\r\n")

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            self.writer.close()


@dataclass(frozen=True, slots=True)
class TableSettings:
    timeout: float = 60.0
    """Seconds without a line from a program the table is waiting for."""
    max_errors: int = 3
    """Bad lines (or refused calls and cards) from one program before the table stops."""
    reconnect: float = 0.0
    """Seconds a program that disconnected has to connect again as its seat (0: the
    table stops at once)."""
    edition: str | int | None = None


@dataclass(slots=True)
class _Action:
    line: CallLine | CardLine
    trick: int = 0
    """1-13 for a card, 0 for a call."""


@dataclass(slots=True)
class _BoardState:
    table: Table
    actions: list[_Action] = field(default_factory=list)
    cursor: dict[Seat, int] = field(default_factory=lambda: dict.fromkeys(Seat, 0))
    prompted: set[int] = field(default_factory=set)
    replayed: dict[Seat, set[int]] = field(default_factory=dict)
    """For a program seated again: the actions whose ``to lead`` it has been sent again."""
    changed: asyncio.Event = field(default_factory=asyncio.Event)
    """Set (and replaced) whenever a call or card is made."""
    last_action: float = field(default_factory=time.monotonic)
    thinking: list[float] = field(default_factory=lambda: [0.0, 0.0])


class TableRunner:
    """Runs the boards at one table for the four ``connections``.

    :param name: the room (``"Open"``, ``"Closed"``) or ``None`` for a single table.
    :param on_board: called with each finished table.
    :param log: where warnings and progress lines go.
    """

    def __init__(
        self,
        name: str | None,
        connections: Mapping[Seat, Connection],
        settings: TableSettings,
        *,
        on_board: Callable[[Table], None],
        log: Callable[[str], None],
    ) -> None:
        self.name = name
        self.connections = dict(connections)
        self.settings = settings
        self.on_board = on_board
        self.log = log
        self.board: Board | None = None
        self.state: _BoardState | None = None
        self.errors: dict[Seat, int] = dict.fromkeys(Seat, 0)
        self.expecting: dict[Seat, str | None] = dict.fromkeys(Seat, None)
        self._returns: dict[Seat, asyncio.Future[None]] = {}
        self.last_activity = time.monotonic()
        self.totals = [0.0, 0.0]

    # -------------------------------------------------------------- helpers
    def team(self, side: Side) -> str:
        return self.connections[side.seats[0]].team

    def where(self, seat: Seat) -> str:
        """``board 3 (Open), East ("team")``: where a message is about."""
        board = "before the first board" if self.board is None else f"board {self.board.number}"
        room = f" ({self.name})" if self.name else ""
        return f'{board}{room}, {seat_name(seat)} ("{self.connections[seat].team}")'

    def send(self, seat: Seat, message: Message) -> None:
        self.last_activity = time.monotonic()
        self.connections[seat].send(message)

    async def read(self, seat: Seat, expecting: str) -> Message:
        """The next message from ``seat`` (bad lines answered and counted, skipped)."""
        while True:
            self.expecting[seat] = expecting
            connection = self.connections[seat]
            try:
                line = await connection.lines.get()
            finally:
                self.expecting[seat] = None
            self.last_activity = time.monotonic()
            if line is None and self.connections[seat] is connection:
                await self._await_return(seat, expecting)
            if self.connections[seat] is not connection:
                raise _Reseated
            if line is None:  # pragma: no cover - a new connection was just checked for
                raise _Reseated
            if not line.strip():
                continue
            try:
                message = parse(line)
            except ProtocolError as error:
                self.bad(seat, str(error))
                continue
            named = getattr(message, "seat", seat)
            if named is not None and named != seat and not isinstance(message, CardLine):
                self.bad(seat, f"{line.strip()!r} names {seat_name(named)}, not this seat")
                continue
            return message

    async def _await_return(self, seat: Seat, expecting: str) -> None:
        """Wait :attr:`TableSettings.reconnect` seconds for ``seat``'s program to connect
        again (:meth:`reseat`); :class:`SeatFailure` when it does not."""
        gone = f"disconnected while the host waited for {expecting}"
        wait = self.settings.reconnect
        if wait <= 0:
            raise SeatFailure(seat, gone)
        self.log(f"{self.where(seat)}: {gone}; waiting {wait:g} s for it to connect again")
        back = self._returns[seat] = asyncio.get_running_loop().create_future()
        self.expecting[seat] = "its program to connect again"
        try:
            await asyncio.wait_for(back, wait)
        except TimeoutError:
            raise SeatFailure(seat, f"{gone}, and did not connect again in {wait:g} s") from None
        finally:
            self.expecting[seat] = None
            self._returns.pop(seat, None)
            self.last_activity = time.monotonic()

    def reseat(self, seat: Seat, connection: Connection) -> None:
        """Give ``seat`` to ``connection``, its program connected again: the seat's
        coroutine starts the board again from ``Start of board``."""
        self.connections[seat] = connection
        back = self._returns.get(seat)
        if back is not None and not back.done():
            back.set_result(None)

    def bad(self, seat: Seat, reason: str, reply: Message | None = None) -> None:
        """Answer a bad line (or a refused call or card) and count it."""
        self.errors[seat] += 1
        self.send(seat, reply or ErrorLine(reason))
        self.log(f"{self.where(seat)}: {reason}")
        if self.errors[seat] >= self.settings.max_errors:
            raise SeatFailure(
                seat, f"{self.errors[seat]} bad lines or refused actions, the last: {reason}"
            )

    async def watchdog(self) -> None:
        """Stop the table when it waits more than ``timeout`` seconds for a program."""
        timeout = self.settings.timeout
        while True:
            await asyncio.sleep(min(0.2, timeout / 4))
            if time.monotonic() - self.last_activity <= timeout:
                continue
            waited = [s for s in Seat if self.expecting[s] is not None and s not in self._returns]
            if not waited:
                self.last_activity = time.monotonic()
                continue
            seat = self._first_blamed(waited)
            raise SeatFailure(
                seat, f"no line in {timeout:g} s while the host waited for {self.expecting[seat]}"
            )

    def _first_blamed(self, waited: list[Seat]) -> Seat:
        state = self.state
        if state is not None and state.table.turn is not None:
            controller = self._controller(state.table, state.table.turn)
            if controller in waited:
                return controller
        return waited[0]

    async def _all(self, each: Callable[[Seat], Coroutine[Any, Any, None]]) -> None:
        """Run ``each(seat)`` for the four seats with the watchdog; the first failure stops
        them all and is raised."""
        tasks = [asyncio.ensure_future(each(seat)) for seat in Seat]
        watch = asyncio.ensure_future(self.watchdog())
        pending: set[asyncio.Future[None]] = {*tasks, watch}
        try:
            while not all(task.done() for task in tasks):
                done, pending = await asyncio.wait(pending, return_when=asyncio.FIRST_COMPLETED)
                for task in done:
                    error = task.exception()
                    if error is not None:
                        raise error
        finally:
            for task in (*tasks, watch):
                task.cancel()
            await asyncio.gather(*tasks, watch, return_exceptions=True)

    # ------------------------------------------------------------ handshake
    async def handshake(self) -> None:
        """``ready for teams`` -> the team names; ``ready to start``."""
        self.last_activity = time.monotonic()
        await self._all(self._handshake_seat)

    async def _handshake_seat(self, seat: Seat) -> None:
        while True:
            try:
                await self._greet(seat)
                return
            except _Reseated:
                continue

    async def _greet(self, seat: Seat) -> None:
        message = await self.read(seat, "'ready for teams'")
        while not isinstance(message, ReadyForTeams):
            self.bad(seat, f"expected '{seat_name(seat)} ready for teams'")
            message = await self.read(seat, "'ready for teams'")
        self.send(seat, Teams(self.team(Side.NS), self.team(Side.EW)))
        message = await self.read(seat, "'ready to start'")
        while not isinstance(message, ReadyToStart):
            self.bad(seat, f"expected '{seat_name(seat)} ready to start'")
            message = await self.read(seat, "'ready to start'")

    # ---------------------------------------------------------------- board
    async def play(self, board: Board) -> Table:
        """Play ``board`` at this table; the finished table."""
        self.board = board
        self.state = _BoardState(Table(board, edition=self.settings.edition))
        self.last_activity = time.monotonic()
        for seat in Seat:
            self.send(seat, StartOfBoard())
        await self._all(self._board_seat)
        table = self.state.table
        self.on_board(table)
        return table

    def end_session(self) -> None:
        for seat in Seat:
            self.send(seat, EndOfSession())

    @staticmethod
    def _controller(table: Table, hand: Seat) -> Seat:
        return table.declarer if hand == table.dummy and table.declarer is not None else hand

    async def _board_seat(self, seat: Seat) -> None:
        again = False
        while True:
            try:
                await self._seat_board(seat, again=again)
                return
            except _Reseated:
                again = True

    async def _seat_board(self, seat: Seat, *, again: bool) -> None:
        """The board for ``seat``; ``again``: its program connected again, and is greeted
        and sent the board from ``Start of board`` (the calls and cards so far are sent
        again as it asks for them, its own are checked against those recorded)."""
        state = self.state
        board = self.board
        assert state is not None and board is not None and board.deal is not None
        if again:
            await self._greet(seat)
            state.cursor[seat] = 0
            state.replayed[seat] = set()
            table = state.table
            if table.turn is not None and self._controller(table, table.turn) == seat:
                state.prompted.discard(len(table.tricks) + 1)  # its "to lead" again
            self.send(seat, StartOfBoard())
        message = await self.read(seat, "'ready for deal'")
        while not isinstance(message, ReadyForDeal):
            if not isinstance(message, ReadyToStart):
                self.bad(seat, f"expected '{seat_name(seat)} ready for deal'")
            message = await self.read(seat, "'ready for deal'")
        self.send(seat, BoardInfo(board.number, board.dealer, board.vulnerability))
        message = await self.read(seat, "'ready for cards'")
        while not isinstance(message, ReadyForCards):
            self.bad(seat, f"expected '{seat_name(seat)} ready for cards'")
            message = await self.read(seat, "'ready for cards'")
        self.send(seat, HandCards(seat, board.deal[seat]))
        table = state.table
        while True:
            self._prompt(seat)
            if table.phase == Phase.ENDED and state.cursor[seat] == len(state.actions):
                break
            message = await self.read(seat, self._expected(seat))
            await self._handle(seat, message)
        self.send(seat, self._timing())

    def _expected(self, seat: Seat) -> str:
        state = self.state
        assert state is not None
        table = state.table
        if state.cursor[seat] < len(state.actions) or table.turn is None:
            return "its next 'ready for ...' line"
        if self._controller(table, table.turn) == seat:
            if table.phase == Phase.AUCTION:
                return f"{seat_name(seat)}'s call"
            return f"{seat_name(table.turn)}'s card to trick {len(table.tricks) + 1}"
        return f"'ready for {seat_name(table.turn)}'s ...'"

    def _prompt(self, seat: Seat) -> None:
        """``<seat> to lead`` / ``Dummy to lead`` to the controller of the hand on lead,
        once it has been sent every card before."""
        state = self.state
        assert state is not None
        table = state.table
        if self._prompt_again(seat):
            return
        turn = table.turn
        if table.phase != Phase.PLAY or table.current_trick or turn is None:
            return
        trick = len(table.tricks) + 1
        if trick in state.prompted or state.cursor[seat] != len(state.actions):
            return
        if self._controller(table, turn) != seat:
            return
        state.prompted.add(trick)
        self.send(seat, ToLead(None if turn == table.dummy else turn))

    def _prompt_again(self, seat: Seat) -> bool:
        """For a program seated again that is behind: ``to lead`` before a lead of its own
        that it is to play again. Whether it is behind."""
        state = self.state
        assert state is not None
        index = state.cursor[seat]
        if index >= len(state.actions):
            return False
        action = state.actions[index]
        line = action.line
        table = state.table
        if (
            isinstance(line, CardLine)
            and (index == 0 or state.actions[index - 1].trick != action.trick)
            and self._controller(table, line.seat) == seat
            and index not in state.replayed.setdefault(seat, set())
        ):
            state.replayed[seat].add(index)
            self.send(seat, ToLead(None if line.seat == table.dummy else line.seat))
        return True

    def _replay(self, seat: Seat, line: CallLine | CardLine) -> bool:
        """A call or card of a program seated again that the table recorded before: it is
        checked against the record (an error line when it differs). Whether it was one."""
        state = self.state
        assert state is not None
        index = state.cursor[seat]
        if index >= len(state.actions):
            return False
        recorded = state.actions[index].line
        mine = isinstance(recorded, CallLine) and recorded.seat == seat
        if isinstance(recorded, CardLine):
            mine = self._controller(state.table, recorded.seat) == seat
        if not mine:
            return False
        if isinstance(line, CallLine) and isinstance(recorded, CallLine):
            same = line.seat == recorded.seat and line.call == recorded.call
        elif isinstance(line, CardLine) and isinstance(recorded, CardLine):
            same = line.seat == recorded.seat and line.card == recorded.card
        else:
            same = False
        if same:
            state.cursor[seat] = index + 1
        else:
            self.bad(seat, f"{line.text()!r} differs from {recorded.text()!r}, made before")
        return True

    def _timing(self) -> Timing:
        state = self.state
        assert state is not None
        ns, ew = (round(t) for t in state.thinking)
        return Timing(ns, round(self.totals[0]), ew, round(self.totals[1]))

    async def _handle(self, seat: Seat, message: Message) -> None:
        if isinstance(message, CallLine):
            self._call(seat, message)
        elif isinstance(message, CardLine):
            self._card(seat, message)
        elif isinstance(message, ReadyForCall):
            await self._relay(seat, self._check_call_request(seat, message))
        elif isinstance(message, ReadyForCard):
            await self._relay(seat, self._check_card_request(seat, message))
        elif isinstance(message, ReadyForDummy):
            await self._dummy(seat)
        elif not isinstance(message, ReadyToStart):
            self.bad(seat, f"{message.text()!r} is not expected now")

    def _caught_up(self, seat: Seat, what: str) -> bool:
        state = self.state
        assert state is not None
        behind = len(state.actions) - state.cursor[seat]
        if behind:
            self.bad(seat, f"{what} before asking for the last {behind} call(s) or card(s)")
        return not behind

    def _record(self, seat: Seat, action: _Action) -> None:
        state = self.state
        assert state is not None
        now = time.monotonic()
        side = seat.side
        state.thinking[side] += now - state.last_action
        self.totals[side] += now - state.last_action
        state.last_action = now
        state.actions.append(action)
        state.cursor[seat] = len(state.actions)

    def _call(self, seat: Seat, line: CallLine) -> None:
        state = self.state
        assert state is not None
        if self._replay(seat, line) or not self._caught_up(seat, "a call"):
            return
        try:
            state.table.call(line.call, seat=seat, alert=line.alert, explanation=line.explanation)
        except BridgeError as error:
            self.bad(seat, f"{line.text()!r} refused: {error}", Illegal("bid"))
            return
        self._record(seat, _Action(line))
        self._notify()

    def _card(self, seat: Seat, line: CardLine) -> None:
        state = self.state
        assert state is not None
        table = state.table
        hand = line.seat
        if seat == table.dummy:
            self.bad(seat, f"{line.text()!r}: dummy's cards are played by declarer")
            return
        if hand != seat and not (seat == table.declarer and hand == table.dummy):
            self.bad(seat, f"{line.text()!r}: {seat_name(seat)} may not play that hand's cards")
            return
        if self._replay(seat, line) or not self._caught_up(seat, "a card"):
            return
        trick = len(table.tricks) + 1
        try:
            table.play(line.card, seat=hand)
        except BridgeError as error:
            self.bad(seat, f"{line.text()!r} refused: {error}", Illegal("card"))
            return
        self._record(seat, _Action(line, trick))
        self._notify()

    def _notify(self) -> None:
        state = self.state
        assert state is not None
        changed, state.changed = state.changed, asyncio.Event()
        changed.set()

    async def _until(self, done: Callable[[], bool]) -> None:
        state = self.state
        assert state is not None
        while not done():
            await state.changed.wait()

    def _check_call_request(self, seat: Seat, request: ReadyForCall) -> str | None:
        """Why ``request`` is wrong now, or ``None``."""
        state = self.state
        assert state is not None
        table = state.table
        bidder = request.bidder
        index = state.cursor[seat]
        if index < len(state.actions):
            line = state.actions[index].line
            if isinstance(line, CallLine) and line.seat == bidder:
                return None
            return f"asked for {seat_name(bidder)}'s bid; the next is {_what(line)}"
        if table.phase != Phase.AUCTION or table.turn is None:
            return f"asked for {seat_name(bidder)}'s bid after the auction"
        if table.turn == seat:
            return f"asked for {seat_name(bidder)}'s bid when it is {seat_name(seat)}'s turn"
        if table.turn != bidder:
            return f"asked for {seat_name(bidder)}'s bid; {seat_name(table.turn)} calls next"
        return None

    def _check_card_request(self, seat: Seat, request: ReadyForCard) -> str | None:
        state = self.state
        assert state is not None
        table = state.table
        player = table.dummy if request.player is None else request.player
        asked = f"asked for {request.text().split(' ready for ', 1)[1]}"
        if player is None:
            return f"{asked} before there is a dummy"
        index = state.cursor[seat]
        if index < len(state.actions):
            action = state.actions[index]
            line = action.line
            if isinstance(line, CardLine) and line.seat == player and action.trick == request.trick:
                return None
            return f"{asked}; the next is {_what(line, action.trick)}"
        if table.phase != Phase.PLAY or table.turn is None:
            return f"{asked} {'after the play' if table.phase == Phase.ENDED else 'now'}"
        trick = len(table.tricks) + 1
        if self._controller(table, table.turn) == seat:
            return f"{asked} when {seat_name(seat)} is to play {seat_name(table.turn)}'s card"
        if table.turn != player or request.trick != trick:
            return f"{asked}; {seat_name(table.turn)} plays next, to trick {trick}"
        return None

    async def _relay(self, seat: Seat, problem: str | None) -> None:
        """Send ``seat`` the next call or card it has not been sent, once it is made."""
        if problem is not None:
            self.bad(seat, problem)
            return
        state = self.state
        assert state is not None
        index = state.cursor[seat]
        connection = self.connections[seat]
        await self._until(lambda: len(state.actions) > index)
        if self.connections[seat] is not connection:
            raise _Reseated
        line = state.actions[index].line
        if isinstance(line, CallLine) and not line.seat.is_opponent(seat):
            line = CallLine(line.seat, line.call)  # the partner is not told the alert
        state.cursor[seat] = index + 1
        self.send(seat, line)

    async def _dummy(self, seat: Seat) -> None:
        state = self.state
        assert state is not None
        table = state.table
        if table.dummy is None:
            self.bad(seat, "asked for dummy when there is no dummy")
            return
        if seat == table.dummy:
            self.bad(seat, "dummy asked for its own cards")
            return
        await self._until(lambda: table.opening_lead_made)
        deal = table.board.deal
        assert deal is not None
        self.send(seat, DummyCards(deal[table.dummy]))


def _what(line: CallLine | CardLine, trick: int = 0) -> str:
    if isinstance(line, CallLine):
        return f"{seat_name(line.seat)}'s bid"
    return f"{seat_name(line.seat)}'s card to trick {trick}"
