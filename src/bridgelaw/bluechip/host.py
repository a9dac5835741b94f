"""The Blue Chip host (the "table manager"): seats four programs per table over TCP and
plays a session of boards.

All seats connect to one port and are seated by their ``Connecting`` line (``ANYPL``:
the first free seat); with ``seat_ports`` each seat has its own port as the protocol
page has it. A match (``teams=True``) has two tables, the second with the teams' seats
switched: the team named on a ``Connecting`` line decides the table. Every board's
deal comes from the session seed (:func:`bridgelaw.dealing.deal_for_board`), so both
tables play the same cards. After each board the PBN record of the finished boards is
written again; when a table stops (a program silent too long, too many bad lines, a
disconnect), the session stops with a :class:`HostError` whose message names the seat,
the board and what was wrong, and the record of the finished boards stays. With
``TableSettings.reconnect`` a program that disconnects may connect again as its seat
(same team) within that many seconds: it is seated again and replays the board from
``Start of board`` (protocol page, section 4), and the table goes on.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from bridgelaw.bluechip.host_table import Connection, SeatFailure, TableRunner, TableSettings
from bridgelaw.bluechip.messages import (
    PROTOCOL_VERSION,
    Connecting,
    ErrorLine,
    ProtocolError,
    Seated,
    parse,
    seat_name,
)
from bridgelaw.bluechip.record import FinishedBoard, write_record
from bridgelaw.core.board import Board
from bridgelaw.core.seats import Seat, Side
from bridgelaw.dealing import deal_for_board, new_seed
from bridgelaw.errors import BridgeError
from bridgelaw.table.table import Table

__all__ = ["Host", "HostError", "HostSettings", "SessionResult", "run_host"]

ROOMS = ("Open", "Closed")


class HostError(BridgeError):
    """The session stopped: the message names the seat, the board and what was wrong."""


@dataclass(frozen=True, slots=True)
class HostSettings:
    boards: int = 32
    output: Path | None = None
    """The PBN record, written after every board."""
    seed: int | None = None
    teams: bool = False
    """Two tables, the second with the teams' seats switched."""
    first_board: int = 1
    event: str = "bridgelaw Blue Chip session"
    table: TableSettings = field(default_factory=TableSettings)
    connect_timeout: float = 300.0
    """Seconds to wait for the programs to connect."""


@dataclass(slots=True)
class SessionResult:
    """What a session played: the finished boards and each table's board in play."""

    finished: list[FinishedBoard] = field(default_factory=list)
    in_play: dict[str, Table] = field(default_factory=dict)
    """Each table's board when the session stopped, by room ("" for a single table)."""
    error: HostError | None = None
    seconds: float = 0.0

    def imps(self) -> tuple[int, int] | None:
        """A match's IMPs for the team seated North-South at the open table and for the
        other (Law 78B), over the boards finished at both tables; ``None`` at one table."""
        from bridgelaw.scoring.law78 import imps

        rooms: dict[int, dict[str | None, int]] = {}
        for done in self.finished:
            score = done.table.score_ns()
            if done.room is None or score is None:
                return None
            rooms.setdefault(done.table.board.number, {})[done.room] = score
        first = second = 0
        for scores in rooms.values():
            if len(scores) == 2:
                swing = imps(scores["Open"] - scores["Closed"])
                first += max(swing, 0)
                second += max(-swing, 0)
        return first, second


class _Seating:
    """Who sits where: the tables' seats and the teams (a match links them: the team
    North-South at the open table sits East-West at the closed one)."""

    def __init__(self, tables: int) -> None:
        self.tables = tables
        self.slots: list[dict[Seat, Connection]] = [{} for _ in range(tables)]
        self.names: list[dict[Side, str]] = [{} for _ in range(tables)]
        self.full = asyncio.Event()

    def _team(self, table: int, side: Side) -> str | None:
        if self.tables == 1:
            return self.names[0].get(side)
        first_side = side if table == 0 else side.other
        return self.names[0].get(first_side)

    def _set(self, table: int, side: Side, team: str) -> None:
        if self.tables == 1:
            self.names[0][side] = team
        else:
            self.names[0][side if table == 0 else side.other] = team

    def take(self, team: str, wanted: Seat | None, port_seat: Seat | None) -> tuple[int, Seat]:
        """The table and seat for a program; :class:`ProtocolError` with the error text.
        A seat whose program of the same team has disconnected is given back to it."""
        if port_seat is not None:
            if wanted is not None and wanted != port_seat:
                raise ProtocolError(f"this port is for {seat_name(port_seat)}")
            wanted = port_seat
        seats = list(Seat) if wanted is None else [wanted]
        free = [(t, s) for t in range(self.tables) for s in seats if s not in self.slots[t]]
        gone = [
            (t, s)
            for t in range(self.tables)
            for s in seats
            if s in self.slots[t] and self.slots[t][s].gone and self.slots[t][s].team == team
        ]
        if not free and gone:
            return gone[0]
        if not free:
            what = "every seat" if wanted is None else f"seat {seat_name(wanted)}"
            raise ProtocolError(f"{what} is taken")
        for table, seat in free:
            mine = self._team(table, seat.side)
            other = self._team(table, seat.side.other)
            if mine == team or (mine is None and (other != team or self.tables == 1)):
                return table, seat
        raise ProtocolError("Team name mismatch")

    def seat(self, table: int, seat: Seat, connection: Connection) -> None:
        self._set(table, seat.side, connection.team)
        self.slots[table][seat] = connection
        if all(len(slots) == 4 for slots in self.slots):
            self.full.set()

    def missing(self) -> list[str]:
        out: list[str] = []
        for table, slots in enumerate(self.slots):
            room = f" ({ROOMS[table]})" if self.tables > 1 else ""
            out.extend(f"{seat_name(s)}{room}" for s in Seat if s not in slots)
        return out


class Host:
    """A Blue Chip host for one session.

    >>> host = Host(HostSettings(boards=2))  # then: await host.start(); await host.run()
    """

    def __init__(
        self,
        settings: HostSettings,
        *,
        address: str = "127.0.0.1",
        port: int = 0,
        seat_ports: Mapping[Seat, int] | None = None,
        log: Callable[[str], None] = lambda line: None,
    ) -> None:
        self.settings = settings
        self.address = address
        self.port = port
        self.seat_ports = dict(seat_ports) if seat_ports else None
        self.log = log
        self.seed = settings.seed if settings.seed is not None else new_seed()
        self.seating = _Seating(2 if settings.teams else 1)
        self.servers: list[asyncio.Server] = []
        self.ports: dict[Seat | None, int] = {}
        """The bound ports: ``None`` -> the shared port, or one per seat."""
        self.result = SessionResult()
        self.runners: list[TableRunner] = []
        self._handlers: set[asyncio.Task[None]] = set()

    async def start(self) -> None:
        """Listen (port 0: a free port; see :attr:`ports`)."""
        wanted: dict[Seat | None, int] = {None: self.port}
        if self.seat_ports is not None:
            wanted = {}
            for own, port in self.seat_ports.items():
                wanted[own] = port
        for seat, port in wanted.items():
            server = await asyncio.start_server(self._handler(seat), self.address, port)
            self.servers.append(server)
            self.ports[seat] = server.sockets[0].getsockname()[1]

    def _handler(
        self, seat: Seat | None
    ) -> Callable[[asyncio.StreamReader, asyncio.StreamWriter], Awaitable[None]]:
        def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> Awaitable[None]:
            return self._connected(reader, writer, seat)

        return handle

    async def _connected(
        self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, port_seat: Seat | None
    ) -> None:
        task = asyncio.current_task()
        if task is not None:
            self._handlers.add(task)
            task.add_done_callback(self._handlers.discard)
        try:
            first = await asyncio.wait_for(reader.readline(), self.settings.connect_timeout)
            message = parse(first.decode("ascii", "replace"))
            if not isinstance(message, Connecting):
                raise ProtocolError("expected 'Connecting ... using protocol version 18'")
            if message.version != PROTOCOL_VERSION:
                self.log(f"{message.team!r} speaks protocol version {message.version}; 18 used")
            table, seat = self.seating.take(message.team, message.seat, port_seat)
        except (ProtocolError, TimeoutError, ConnectionError) as error:
            text = str(error) or "no Connecting line"
            self.log(f"a program was refused: {text}")
            writer.write(ErrorLine(text).text().encode("ascii", "replace") + b"\r\n")
            writer.close()
            return
        connection = Connection(writer, message.team)
        returning = seat in self.seating.slots[table]
        self.seating.seat(table, seat, connection)
        connection.send(Seated(seat, message.team))
        room = f" at the {ROOMS[table].lower()} table" if self.settings.teams else ""
        again = " again" if returning else ""
        self.log(f'{seat_name(seat)} is "{message.team}"{room}{again}')
        if returning and table < len(self.runners):
            self.runners[table].reseat(seat, connection)
        try:
            while line := await reader.readline():
                connection.lines.put_nowait(line.decode("ascii", "replace"))
        except ConnectionError:
            pass
        connection.gone = True
        connection.lines.put_nowait(None)

    def _boards(self) -> list[Board]:
        first = self.settings.first_board
        return [
            Board(n, deal_for_board(self.seed, n))
            for n in range(first, first + self.settings.boards)
        ]

    def _finished(self, room: str | None, runner: TableRunner) -> Callable[[Table], None]:
        def done(table: Table) -> None:
            players = {s: runner.connections[s].team for s in Seat}
            self.result.finished.append(FinishedBoard(table, room, players))
            score = table.score_ns()
            contract = "passed out" if table.contract is None else f"{table.contract} by "
            if table.declarer is not None:
                contract += f"{table.declarer.letter}, {table.declarer_tricks} tricks"
            where = f" ({room})" if room else ""
            self.log(f"board {table.board.number}{where}: {contract}, NS {score:+d}")
            self._write()

        return done

    def _write(self) -> None:
        output = self.settings.output
        if output is None:
            return
        try:
            Path(output).parent.mkdir(parents=True, exist_ok=True)
            write_record(self.result.finished, output, event=self.settings.event)
        except OSError as error:
            raise HostError(f"cannot write the record {output}: {error}") from None

    async def _run_table(self, runner: TableRunner, boards: list[Board]) -> None:
        await runner.handshake()
        for board in boards:
            await runner.play(board)
        runner.end_session()

    async def run(self) -> SessionResult:
        """Wait for the programs, play the boards; the result (with :attr:`SessionResult.error`
        set when the session stopped early). Closes every connection and server."""
        start = time.monotonic()
        try:
            await self._play()
        except HostError as error:
            self.result.error = error
            self.log(str(error))
        finally:
            for slots in self.seating.slots:
                for connection in slots.values():
                    connection.close()
            for server in self.servers:
                server.close()
            if self._handlers:  # each sees its connection closed and ends
                await asyncio.wait(self._handlers, timeout=2)
            for server in self.servers:
                await server.wait_closed()
            self.result.seconds = time.monotonic() - start
            try:
                self._write()
            except HostError as error:
                if self.result.error is None:
                    self.result.error = error
                    self.log(str(error))
        return self.result

    async def _play(self) -> None:
        try:
            await asyncio.wait_for(self.seating.full.wait(), self.settings.connect_timeout)
        except TimeoutError:
            missing = ", ".join(self.seating.missing())
            raise HostError(
                f"before the first board: no program connected as {missing} "
                f"in {self.settings.connect_timeout:g} s"
            ) from None
        boards = self._boards()
        tasks: list[asyncio.Future[None]] = []
        for index, slots in enumerate(self.seating.slots):
            room = ROOMS[index] if self.settings.teams else None
            runner = TableRunner(
                room, slots, self.settings.table, on_board=lambda t: None, log=self.log
            )
            runner.on_board = self._finished(room, runner)
            self.runners.append(runner)
            tasks.append(asyncio.ensure_future(self._run_table(runner, boards)))
        try:
            done, _ = await asyncio.wait(tasks, return_when=asyncio.FIRST_EXCEPTION)
            for task in done:
                error = task.exception()
                if isinstance(error, SeatFailure):
                    runner = self.runners[tasks.index(task)]
                    raise HostError(self._failure(runner, error)) from None
                if error is not None:
                    raise error
        finally:
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            for runner in self.runners:
                if runner.state is not None and not runner.state.table.is_over:
                    self.result.in_play[runner.name or ""] = runner.state.table

    def _failure(self, runner: TableRunner, failure: SeatFailure) -> str:
        table = runner.state.table if runner.state is not None else None
        kept = ""
        if table is not None and not table.is_over:
            calls, cards = len(table.auction), sum(4 for _ in table.tricks)
            cards += len(table.current_trick)
            kept = f"; the board stays as recorded ({calls} calls, {cards} cards)"
        boards = len(self.result.finished)
        written = f"; {boards} finished board(s) in {self.settings.output}"
        if self.settings.output is None:
            written = f"; {boards} finished board(s)"
        return f"{runner.where(failure.seat)}: {failure.reason}{kept}{written}"


def run_host(
    settings: HostSettings,
    *,
    address: str = "127.0.0.1",
    port: int = 0,
    seat_ports: Mapping[Seat, int] | None = None,
    log: Callable[[str], None] = lambda line: None,
    on_listening: Callable[[Mapping[Seat | None, int]], None] | None = None,
) -> SessionResult:
    """Run a session to its end (blocking): listen, seat, play, write the record."""

    async def main() -> SessionResult:
        host = Host(settings, address=address, port=port, seat_ports=seat_ports, log=log)
        await host.start()
        if on_listening is not None:
            on_listening(host.ports)
        return await host.run()

    return asyncio.run(main())
