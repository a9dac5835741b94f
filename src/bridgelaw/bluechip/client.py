"""The Blue Chip client: a bridgelaw robot at a table run by any host of the protocol.

The client keeps what its seat may know (its hand, the calls, dummy once the opening lead
is faced, the cards played) in an auction and a play state of the laws layer, and gives
its :class:`~bridgelaw.robots.Robot` a :class:`~bridgelaw.table.views.SeatView` built
from them, with the legal calls or cards when it must act: the robot never sees more than
its seat would. A ``Start of board`` in the middle of a board cancels it (the protocol's
only way); any other unexpected line stops the client with a :class:`ClientError`.

With ``reconnect`` seconds a client whose connection is lost (or that finds no host
listening yet) connects again, waiting 0.5 s, then 1, 2, 4, up to 8 s between tries,
for up to that many seconds; once seated again (the seat it had) the host replays the
board from ``Start of board`` (protocol page, section 4), and the client makes again
the calls and cards it had made on that board, as it made them.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TypeVar

from bridgelaw.bluechip.messages import (
    BoardInfo,
    CallLine,
    CardLine,
    Connecting,
    DummyCards,
    EndOfSession,
    ErrorLine,
    HandCards,
    Message,
    ProtocolError,
    ReadyForCall,
    ReadyForCard,
    ReadyForCards,
    ReadyForDeal,
    ReadyForDummy,
    ReadyForTeams,
    ReadyToStart,
    Seated,
    StartOfBoard,
    Teams,
    Timing,
    ToLead,
    parse,
    seat_name,
)
from bridgelaw.core.calls import Contract
from bridgelaw.core.hands import Hand
from bridgelaw.core.seats import Seat
from bridgelaw.editions import Edition, find_edition
from bridgelaw.errors import BridgeError
from bridgelaw.laws.auction import AuctionState
from bridgelaw.laws.play import PlayState
from bridgelaw.robots.base import HighestCardRobot, RandomRobot, Robot
from bridgelaw.table.table import Phase
from bridgelaw.table.views import SeatView, SeenCall

__all__ = ["ROBOTS", "Client", "ClientError", "ClientResult", "make_robot", "run_client"]

_M = TypeVar("_M", bound=Message)
_L = TypeVar("_L", CallLine, CardLine)


def _sampling(seed: int | None) -> Robot:
    """wt-robots' card player (sampling and double dummy) with the natural bidding system."""
    from bridgelaw.robots.match import make_robot as match_robot

    return match_robot("dd", seed=seed or 0)


def _natural(seed: int | None) -> Robot:
    """The natural bidding system (its calls alerted and explained); highest card in play."""
    from bridgelaw.robots.bidding import NaturalBidder

    return NaturalBidder()


ROBOTS: dict[str, Callable[[int | None], Robot]] = {
    "random": lambda seed: RandomRobot(seed),
    "highest-card": lambda seed: HighestCardRobot(),
    "dd": _sampling,
    "natural": _natural,
}
"""The robots a client can be given by name."""


def make_robot(name: str, seed: int | None = None) -> Robot:
    """The robot called ``name`` (see :data:`ROBOTS`).

    :raises ClientError: no robot has that name.
    """
    factory = ROBOTS.get(name)
    if factory is None:
        raise ClientError(f"no robot called {name!r} (robots: {', '.join(sorted(ROBOTS))})")
    return factory(seed)


class ClientError(BridgeError):
    """The client cannot go on (the host refused it, went away, or sent a wrong line)."""


class _Lost(ClientError):
    """The connection to the host was lost (it may be made again)."""


class _Restart(Exception):
    """A ``Start of board`` in the middle of a board: the board is cancelled."""


@dataclass(slots=True)
class ClientResult:
    seat: Seat | None = None
    teams: tuple[str, str] = ("", "")
    boards: list[int] = field(default_factory=list)
    """The numbers of the boards played to their end."""
    cancelled: int = 0
    reconnects: int = 0
    """How many times the client connected again after losing the host."""


@dataclass(slots=True)
class _Board:
    info: BoardInfo
    hand: Hand
    auction: AuctionState
    seen: list[SeenCall] = field(default_factory=list)
    play: PlayState | None = None


class Client:
    """One robot at one seat of a Blue Chip host.

    :param seat: the seat to ask for (``None``: ``ANYPL``, the host chooses).
    :param timeout: seconds to wait for a line from the host (``None``: for ever, as the
        protocol has it).
    :param reconnect: seconds to go on trying to connect when the connection is lost or
        cannot be made (0: stop at once with a :class:`ClientError`).
    """

    FIRST_WAIT = 0.5
    """Seconds before the first try to connect again; doubled after each failed try."""
    LONGEST_WAIT = 8.0

    def __init__(
        self,
        robot: Robot,
        seat: Seat | None,
        *,
        team: str = "bridgelaw",
        edition: str | int | None = None,
        timeout: float | None = None,
        reconnect: float = 0.0,
        log: Callable[[str], None] = lambda line: None,
    ) -> None:
        self.robot = robot
        self.seat = seat
        self.team = team
        self.edition: Edition = find_edition(edition)
        self.timeout = timeout
        self.reconnect = reconnect
        self.log = log
        self.result = ClientResult()
        self._reader: asyncio.StreamReader | None = None
        self._writer: asyncio.StreamWriter | None = None
        self._board_number: int | None = None
        self._seated = False
        self._made: dict[tuple[int, int], list[CallLine | CardLine]] = {}
        """This seat's calls and cards on each board, in order, to make again on a replay."""
        self._key = (0, 0)
        """The board being played: its number and this seat's cards."""
        self._own = 0
        """How many of this seat's calls and cards the current board has had."""

    # ----------------------------------------------------------------- lines
    def _send(self, message: Message) -> None:
        assert self._writer is not None
        self._writer.write(message.text().encode("ascii", "replace") + b"\r\n")

    async def _read(self) -> Message:
        assert self._reader is not None
        while True:
            try:
                raw = await asyncio.wait_for(self._reader.readline(), self.timeout)
            except TimeoutError:
                waited = f"no line from the host in {self.timeout:g} s"
                raise ClientError(self._where(waited)) from None
            except ConnectionError as error:
                raise _Lost(self._where(f"connection lost: {error}")) from None
            if not raw:
                raise _Lost(self._where("the host closed the connection"))
            line = raw.decode("ascii", "replace")
            if not line.strip():
                continue
            try:
                message = parse(line)
            except ProtocolError as error:
                self.log(self._where(f"ignored: {error}"))
                continue
            if isinstance(message, ErrorLine):
                raise ClientError(self._where(f"the host says: Error {message.reason}"))
            return message

    async def _expect(self, kind: type[_M], what: str) -> _M:
        message = await self._read()
        if isinstance(message, StartOfBoard) and kind is not StartOfBoard:
            raise _Restart
        if not isinstance(message, kind):
            raise ClientError(self._where(f"expected {what}, got {message.text()!r}"))
        return message

    def _where(self, text: str) -> str:
        seat = "" if self.seat is None else f"{seat_name(self.seat)}, "
        board = "" if self._board_number is None else f"board {self._board_number}: "
        return f"{seat}{board}{text}"

    # --------------------------------------------------------------- session
    async def run(self, host: str, port: int) -> ClientResult:
        """Connect, play until ``End of session``, close; what was played. With
        :attr:`reconnect`, a lost connection (or none yet) is tried again, waiting longer
        each time, until the host answers or ``reconnect`` seconds have passed."""
        since: float | None = None  # when the host was lost (or first not found)
        wait = self.FIRST_WAIT
        problem = ""
        while True:
            if since is not None:
                left = since + self.reconnect - time.monotonic()
                if left <= 0:
                    raise ClientError(f"{problem}; no host again in {self.reconnect:g} s")
                await asyncio.sleep(min(wait, left))
                wait = min(2 * wait, self.LONGEST_WAIT)
            try:
                self._reader, self._writer = await asyncio.open_connection(host, port)
            except OSError as error:
                problem = f"cannot connect to {host}:{port}: {error}"
                if self.reconnect <= 0:
                    raise ClientError(problem) from None
                self.log(f"{problem}; trying again")
                since = time.monotonic() if since is None else since
                continue
            self._seated = False
            try:
                await self._session(again=self.result.reconnects > 0)
                return self.result
            except _Lost as error:
                if self.reconnect <= 0:
                    raise ClientError(str(error)) from None
                problem = str(error)
                self.log(f"{problem}; connecting again")
                if self._seated or since is None:  # lost after a new seating: a new wait
                    since, wait = time.monotonic(), self.FIRST_WAIT
                self.result.reconnects += 1
            finally:
                self._writer.close()

    async def _session(self, *, again: bool = False) -> None:
        self._send(Connecting(self.team, self.seat))
        seated = await self._expect(Seated, "'<seat> (\"<team>\") seated'")
        self._seated = True
        if again:
            self.log(self._where("seated again"))
        if self.seat is not None and seated.seat != self.seat:
            raise ClientError(f"asked for {seat_name(self.seat)}, seated {seat_name(seated.seat)}")
        me = self.seat = seated.seat
        self.result.seat = me
        self._send(ReadyForTeams(me))
        teams = await self._expect(Teams, "the teams")
        self.result.teams = (teams.ns, teams.ew)
        self._send(ReadyToStart(me))
        message = await self._read()
        while not isinstance(message, EndOfSession):
            if isinstance(message, StartOfBoard):
                try:
                    self._board_number = None
                    await self._board(me)
                    message = await self._read()
                except _Restart:
                    self.result.cancelled += 1
                    self.log(self._where("cancelled by the host"))
                    message = StartOfBoard()
            else:
                self.log(self._where(f"ignored: {message.text()!r}"))
                message = await self._read()

    async def _board(self, me: Seat) -> None:
        self._send(ReadyForDeal(me))
        info = await self._expect(BoardInfo, "'Board number ...'")
        self._board_number = info.number
        self._own = 0
        self._send(ReadyForCards(me))
        cards = await self._expect(HandCards, "this seat's cards")
        board = _Board(info, cards.hand, AuctionState(info.dealer))
        await self._auction(me, board)
        contract = board.auction.contract
        if board.auction.is_passed_out or contract is None or contract.declarer is None:
            await self._expect(Timing, "'Timing ...'")
        else:
            await self._play(me, board, contract)
            await self._expect(Timing, "'Timing ...'")
        self.result.boards.append(info.number)

    # --------------------------------------------------------------- auction
    async def _auction(self, me: Seat, board: _Board) -> None:
        auction = board.auction
        while not auction.is_complete:
            turn = auction.next_seat
            if turn == me:
                line = self._again(board)
                if not isinstance(line, CallLine) or not self._legal_call(me, line, auction):
                    made = self.robot.call(self._view(me, board))
                    line = self._keep(board, CallLine(me, made.call, made.alert, made.explanation))
                self._send(line)
                seen = SeenCall(me, line.call, line.alert, None)
            else:
                self._send(ReadyForCall(me, turn))
                line = await self._expect(CallLine, f"{seat_name(turn)}'s call")
                if line.seat != turn:
                    raise ClientError(self._where(f"expected {seat_name(turn)}'s call"))
                try:
                    self.edition.check_call(turn, line.call, auction)
                except BridgeError as error:
                    raise ClientError(self._where(f"the host relayed {error}")) from None
                shown = line.explanation if turn.is_opponent(me) else None
                seen = SeenCall(turn, line.call, line.alert, shown)
            auction.apply(turn, line.call)
            board.seen.append(seen)

    # ------------------------------------------------------------------ play
    async def _play(self, me: Seat, board: _Board, contract: Contract) -> None:
        declarer = contract.declarer
        assert declarer is not None
        hands = [Hand(0)] * 4
        hands[me] = board.hand
        play = board.play = PlayState(contract, declarer, hands, declarer.lho)
        dummy = play.dummy
        while not play.is_complete:
            turn = play.next_seat
            controller = declarer if turn == dummy else turn
            trick = len(play.tricks) + 1
            if controller == me:
                if not play.current:
                    await self._expect(ToLead, f"'{seat_name(turn)} to lead'")
                again = self._again(board)
                legal = self.edition.legal_cards(play) if again is not None else ()
                if isinstance(again, CardLine) and again.seat == turn and again.card in legal:
                    card = again.card
                else:
                    card = self.robot.play(self._view(me, board))
                    self._keep(board, CardLine(turn, card))
                self._send(CardLine(turn, card))
            else:
                self._send(ReadyForCard(me, None if turn == dummy else turn, trick))
                line = await self._expect(CardLine, f"{seat_name(turn)}'s card")
                if line.seat != turn:
                    raise ClientError(self._where(f"expected {seat_name(turn)}'s card"))
                card = line.card
            first = not play.opening_lead_made
            play.apply(turn, card)
            if first and me != dummy:
                self._send(ReadyForDummy(me))
                shown = await self._expect(DummyCards, "dummy's cards")
                play.hands[dummy] = shown.hand

    def _again(self, board: _Board) -> CallLine | CardLine | None:
        """The call or card this seat made at this point of the board before the host
        replayed it (``None``: none, it is made now); counts this seat's turn."""
        self._key = (board.info.number, board.hand.mask)
        made = self._made.get(self._key, [])
        self._own += 1
        return made[self._own - 1] if self._own <= len(made) else None

    def _keep(self, board: _Board, line: _L) -> _L:
        """Record this seat's ``line`` (for a replay of the board) and return it."""
        made = self._made.setdefault(self._key, [])
        del made[self._own - 1 :]
        made.append(line)
        return line

    def _legal_call(self, me: Seat, line: CallLine, auction: AuctionState) -> bool:
        try:
            self.edition.check_call(me, line.call, auction)
        except BridgeError:
            return False
        return True

    def _view(self, me: Seat, board: _Board) -> SeatView:
        """What ``me`` may see now, with its legal calls or cards."""
        info = board.info
        play = board.play
        hands = {me: board.hand if play is None else play.hands[me]}
        if play is None:
            phase, turn, contract = Phase.AUCTION, board.auction.next_seat, None
        else:
            phase, turn, contract = Phase.PLAY, play.next_seat, play.contract
            if play.opening_lead_made:
                hands[play.dummy] = play.hands[play.dummy]
        view = SeatView(
            seat=me,
            board_number=info.number,
            dealer=info.dealer,
            vulnerability=info.vulnerability,
            phase=phase,
            turn=turn,
            auction=tuple(board.seen),
            contract=contract,
            hands=hands,
        )
        if play is None:
            return replace(view, legal_calls=self.edition.legal_calls(board.auction))
        leader = play.leader
        return replace(
            view,
            tricks=tuple(play.tricks),
            current_trick=tuple((leader.next(i), c) for i, c in enumerate(play.current)),
            legal_cards=self.edition.legal_cards(play),
        )


def run_client(
    robot: Robot,
    seat: Seat | None,
    host: str,
    port: int,
    *,
    team: str = "bridgelaw",
    timeout: float | None = None,
    reconnect: float = 0.0,
    log: Callable[[str], None] = lambda line: None,
) -> ClientResult:
    """Play a session at ``host:port`` (blocking)."""
    client = Client(robot, seat, team=team, timeout=timeout, reconnect=reconnect, log=log)
    return asyncio.run(client.run(host, port))
