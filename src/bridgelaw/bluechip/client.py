"""The Blue Chip client: a bridgelaw robot at a table run by any host of the protocol.

The client keeps what its seat may know (its hand, the calls, dummy once the opening lead
is faced, the cards played) in an auction and a play state of the laws layer, and gives
its :class:`~bridgelaw.robots.Robot` a :class:`~bridgelaw.table.views.SeatView` built
from them, with the legal calls or cards when it must act: the robot never sees more than
its seat would. A ``Start of board`` in the middle of a board cancels it (the protocol's
only way); any other unexpected line stops the client with a :class:`ClientError`.
"""

from __future__ import annotations

import asyncio
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


class _Restart(Exception):
    """A ``Start of board`` in the middle of a board: the board is cancelled."""


@dataclass(slots=True)
class ClientResult:
    seat: Seat | None = None
    teams: tuple[str, str] = ("", "")
    boards: list[int] = field(default_factory=list)
    """The numbers of the boards played to their end."""
    cancelled: int = 0


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
    """

    def __init__(
        self,
        robot: Robot,
        seat: Seat | None,
        *,
        team: str = "bridgelaw",
        edition: str | int | None = None,
        timeout: float | None = None,
        log: Callable[[str], None] = lambda line: None,
    ) -> None:
        self.robot = robot
        self.seat = seat
        self.team = team
        self.edition: Edition = find_edition(edition)
        self.timeout = timeout
        self.log = log
        self.result = ClientResult()
        self._reader: asyncio.StreamReader | None = None
        self._writer: asyncio.StreamWriter | None = None
        self._board_number: int | None = None

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
                raise ClientError(self._where(f"connection lost: {error}")) from None
            if not raw:
                raise ClientError(self._where("the host closed the connection"))
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
        """Connect, play until ``End of session``, close; what was played."""
        try:
            self._reader, self._writer = await asyncio.open_connection(host, port)
        except OSError as error:
            raise ClientError(f"cannot connect to {host}:{port}: {error}") from None
        try:
            await self._session()
        finally:
            self._writer.close()
        return self.result

    async def _session(self) -> None:
        self._send(Connecting(self.team, self.seat))
        seated = await self._expect(Seated, "'<seat> (\"<team>\") seated'")
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
                made = self.robot.call(self._view(me, board))
                line = CallLine(me, made.call, made.alert, made.explanation)
                self._send(line)
                seen = SeenCall(me, made.call, made.alert, None)
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
                card = self.robot.play(self._view(me, board))
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
    log: Callable[[str], None] = lambda line: None,
) -> ClientResult:
    """Play a session at ``host:port`` (blocking)."""
    client = Client(robot, seat, team=team, timeout=timeout, log=log)
    return asyncio.run(client.run(host, port))
