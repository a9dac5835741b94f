"""Our client at a host stub written from the protocol page (its own strings and card
rules, none of bridgelaw's code). The stub plays the other three seats itself (they
pass unless scripted, and play their lowest card of the suit led) and checks every line
our client sends, word for word, in the canonical form.

Board 1: our client deals and opens 1NT (alerted, "15-17"); it declares and plays
dummy's cards. Board 2: its right-hand opponent opens 1C and the stub cancels the board
with a new ``Start of board`` once, then plays it: our client is on lead. Board 3: its
partner opens 1NT with an alert: the stub shows it to our client (a host should not; the
client must not pass the explanation of its partner's call to the robot). Our client is
dummy.
"""

from __future__ import annotations

import asyncio
import re

import pytest

from bridgelaw.bluechip.client import Client
from bridgelaw.core.calls import Bid, Pass
from bridgelaw.core.cards import Card
from bridgelaw.core.seats import Seat
from bridgelaw.robots import RobotCall
from bridgelaw.table.views import SeatView
from tests.apart import run_async

NAMES = ["North", "East", "South", "West"]
RANKS = "23456789TJQKA"
DEAL = {  # North, East, South, West (SAMPLE_DEAL of tests/conftest.py)
    0: "AKQJ.T98.765.432",
    1: "T98.765.432.AKQJ",
    2: "765.432.AKQJ.T98",
    3: "432.AKQJ.T98.765",
}


def cards_of(hand: str) -> set[str]:
    return {r + s for s, ranks in zip("SHDC", hand.split("."), strict=True) for r in ranks}


def hand_line(cards: set[str]) -> str:
    parts = []
    for suit in "SHDC":
        ranks = sorted((c[0] for c in cards if c[1] == suit), key=RANKS.index, reverse=True)
        parts.append(f"{suit} {' '.join(ranks) or '-'}.")
    return " ".join(parts)


def lowest(cards: set[str], suit: str | None) -> str:
    pool = [c for c in cards if c[1] == suit] or list(cards)
    return min(pool, key=lambda c: (RANKS.index(c[0]), "CDHS".index(c[1])))


class OpensOneNotrump:
    """A robot for the test: opens 1NT (alerted) if nobody has bid, else passes; plays the
    lowest legal card. It records the explanations it was shown."""

    name = "1nt"

    def __init__(self) -> None:
        self.shown: list[str | None] = []

    def call(self, view: SeatView) -> RobotCall:
        self.shown.extend(seen.explanation for seen in view.auction)
        if any(isinstance(seen.call, Bid) for seen in view.auction):
            return RobotCall(next(c for c in view.legal_calls if isinstance(c, Pass)))
        return RobotCall(Bid.parse("1NT"), alert=True, explanation="15-17")

    def play(self, view: SeatView) -> Card:
        return min(view.legal_cards, key=lambda card: (card.rank, card.suit))


class Stub:
    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader = reader
        self.writer = writer
        self.heard: list[str] = []

    def send(self, line: str) -> None:
        self.writer.write(line.encode() + b"\r\n")

    async def hear(self, pattern: str) -> re.Match[str]:
        line = (await asyncio.wait_for(self.reader.readline(), 5)).decode()
        assert line.endswith("\r\n"), repr(line)
        self.heard.append(line.strip())
        match = re.fullmatch(pattern, line.strip())
        assert match is not None, (pattern, line)
        return match

    async def session(self, me: int, boards: list[tuple[int, int, dict[int, str]]]) -> None:
        name = NAMES[me]
        match = await self.hear(r'Connecting "(.*)" as (\w+) using protocol version 18')
        assert match.group(2) == name
        self.send(f'{name} ("{match.group(1)}") seated')
        await self.hear(f"{name} ready for teams")
        self.send('Teams : N/S : "stub" E/W : "client"')
        await self.hear(f"{name} ready to start")
        for number, dealer, scripted in boards:
            await self.board(me, number, dealer, scripted)
        self.send("End of session")

    async def board(self, me: int, number: int, dealer: int, scripted: dict[int, str]) -> None:
        name = NAMES[me]
        self.send("Start of board")
        await self.hear(f"{name} ready for deal")
        self.send(f"Board number {number}. Dealer {NAMES[dealer]}. Neither vulnerable.")
        await self.hear(f"{name} ready for cards")
        hands = {seat: cards_of(DEAL[seat]) for seat in range(4)}
        self.send(f"{name}'s cards : {hand_line(hands[me])}")
        turn, passes, last = dealer, 0, None
        while not (last is not None and passes == 3):
            if turn == me:
                call = await self.hear(rf"{name} (passes|bids 1NT Alert\. 15-17)")
                words = call.group(1)
            else:
                await self.hear(f"{name} ready for {NAMES[turn]}'s bid")
                words = scripted.get(turn, "passes")
                if number == 2 and turn == (me + 3) % 4 and "cancelled" not in self.heard:
                    self.heard.append("cancelled")  # once: a new Start of board cancels it
                    await self.board(me, number, dealer, scripted)
                    return
                self.send(f"{NAMES[turn]} {words}")
            if words.startswith("bids"):
                last, passes = turn, 0
            else:
                passes += 1
            turn = (turn + 1) % 4
        assert last is not None
        await self.play(me, hands, declarer=last)
        self.send("Timing - N/S : this board  00:01,  total  0:00:03.  E/W : this board  00:01,")

    async def play(self, me: int, hands: dict[int, set[str]], declarer: int) -> None:
        name = NAMES[me]
        dummy = (declarer + 2) % 4
        leader = (declarer + 1) % 4
        for number in range(1, 14):
            trick: list[tuple[int, str]] = []
            for position in range(4):
                seat = (leader + position) % 4
                controller = declarer if seat == dummy else seat
                led = trick[0][1][1] if trick else None
                if controller == me:
                    if position == 0:
                        self.send(f"{'Dummy' if seat == dummy else NAMES[seat]} to lead")
                    match = await self.hear(rf"{NAMES[seat]} plays ([2-9TJQKA][SHDC])")
                    card = match.group(1)
                    assert card in hands[seat]
                    assert card[1] == led or not any(c[1] == led for c in hands[seat])
                else:
                    who = f"(dummy|{NAMES[seat]})" if seat == dummy else NAMES[seat]
                    await self.hear(rf"{name} ready for {who}'s card to trick {number}")
                    card = lowest(hands[seat], led)
                    self.send(f"{NAMES[seat]} plays {card}")
                hands[seat].discard(card)
                trick.append((seat, card))
                if number == 1 and position == 0 and me != dummy:
                    await self.hear(f"{name} ready for dummy")
                    self.send(f"Dummy's cards : {hand_line(hands[dummy])}")
            best = trick[0]  # notrump or clubs: no trump ruffs in this deal's lines
            for seat, card in trick[1:]:
                if card[1] == best[1][1] and RANKS.index(card[0]) > RANKS.index(best[1][0]):
                    best = (seat, card)
            leader = best[0]


@pytest.mark.parametrize("me", [Seat.SOUTH, Seat.WEST])
def test_our_client_at_a_stub_host(me: Seat) -> None:
    robot = OpensOneNotrump()
    stub_done: list[Stub] = []
    boards = [
        (1, int(me), {}),
        (2, (me + 3) % 4, {(me + 3) % 4: "bids 1C"}),
        (3, (me + 2) % 4, {(me + 2) % 4: "bids 1NT Alert. 15-17"}),
    ]

    async def main() -> object:
        async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            stub = Stub(reader, writer)
            try:
                await stub.session(int(me), boards)
            finally:
                stub_done.append(stub)
                await writer.drain()
                writer.close()

        server = await asyncio.start_server(serve, "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        try:
            client = Client(robot, me, team="client", timeout=5)
            return await client.run("127.0.0.1", port)
        finally:
            server.close()
            await server.wait_closed()

    result = run_async(main())
    assert stub_done and "cancelled" in stub_done[0].heard
    assert result.boards == [1, 2, 3]  # type: ignore[attr-defined]
    assert result.cancelled == 1  # type: ignore[attr-defined]
    assert result.teams == ("stub", "client")  # type: ignore[attr-defined]
    assert f"{NAMES[me]} bids 1NT Alert. 15-17" in stub_done[0].heard
    assert "15-17" not in robot.shown  # partner's explanation is not the robot's to see
