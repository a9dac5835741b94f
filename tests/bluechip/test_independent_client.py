"""A minimal client written from the protocol page alone (none of bridgelaw's code: its
own parsing, hands and trick rules) plays at our host, alone and beside our clients.

It writes its lines in upper case with a bare LF, as WBridge5 does and the page allows;
asks for dummy's cards with ``dummy's``; opens 1C when it deals the first call and
nobody has bid, otherwise passes; plays the lowest card of the suit led, else its
lowest card, and plays dummy's cards the same way when it is declarer.
"""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

from bridgelaw.bluechip.client import ClientResult
from bridgelaw.core.seats import Seat
from tests.bluechip.session import Program, play, robot_client, settings
from tests.bluechip.test_loopback import check

SEATS = ["NORTH", "EAST", "SOUTH", "WEST"]
RANKS = "23456789TJQKA"
SUITS = "CDHS"


def parse_hand(text: str) -> set[str]:
    """``S A K 7 3. H -. D Q J 8. C 9 4 2.`` -> {"AS", "KS", ...} (rank then suit)."""
    cards = set()
    for suit, ranks in re.findall(r"([SHDC]) ([^.]*)\.?", text.upper()):
        for rank in ranks.split():
            if rank != "-":
                cards.add(rank.replace("10", "T") + suit)
    return cards


def lowest(cards: set[str], suit: str | None) -> str:
    pool = [c for c in cards if c[1] == suit] or list(cards)
    return min(pool, key=lambda c: (RANKS.index(c[0]), SUITS.index(c[1])))


def winner(trick: list[tuple[int, str]], trump: str | None) -> int:
    best_seat, best = trick[0]
    for seat, card in trick[1:]:
        if card[1] == best[1]:
            if RANKS.index(card[0]) > RANKS.index(best[0]):
                best_seat, best = seat, card
        elif card[1] == trump:
            best_seat, best = seat, card
    return best_seat


class Minimal:
    """The client's state for one connection."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader = reader
        self.writer = writer
        self.me = -1
        self.lines: list[str] = []
        self.boards = 0

    def send(self, text: str) -> None:
        self.writer.write(text.upper().encode() + b"\n")

    async def get(self) -> str:
        line = (await asyncio.wait_for(self.reader.readline(), 10)).decode().strip()
        assert line, "the host closed the connection"
        self.lines.append(line)
        return line

    def name(self, seat: int) -> str:
        return SEATS[seat]

    async def session(self, seat: str, team: str) -> int:
        self.send(f'Connecting "{team}" as {seat} using protocol version 18')
        seated = await self.get()
        self.me = SEATS.index(seated.split()[0].upper())
        me = self.name(self.me)
        self.send(f"{me} ready for teams")
        teams = await self.get()
        assert len(re.findall(r'"[^"]*"', teams)) == 2
        self.send(f"{me} ready to start")
        while (line := await self.get()) != "End of session":
            assert line == "Start of board", line
            await self.board()
            self.boards += 1
        return self.boards

    async def board(self) -> None:
        me = self.name(self.me)
        self.send(f"{me} ready for deal")
        info = re.match(r"Board number (\d+)\. Dealer (\w+)\.", await self.get())
        assert info is not None
        dealer = SEATS.index(info.group(2).upper())
        self.send(f"{me} ready for cards")
        hand = parse_hand((await self.get()).split(":", 1)[1])
        assert len(hand) == 13
        contract = await self.auction(dealer)
        if contract is not None:
            await self.play(hand, *contract)
        timing = await self.get()
        assert timing.startswith("Timing"), timing

    async def auction(self, dealer: int) -> tuple[int, str | None] | None:
        """The declarer and trump suit (``None``: notrump), or ``None`` when passed out."""
        turn, passes, last = dealer, 0, None
        named: dict[tuple[int, str], int] = {}
        calls = 0
        while not (passes == 4 or (last is not None and passes == 3)):
            if turn == self.me:
                await self.before_call()
                if last is None and turn == dealer and calls == 0:
                    line = f"{self.name(turn)} bids 1C"
                else:
                    line = f"{self.name(turn)} passes"
                self.send(line)
            else:
                self.send(f"{self.name(self.me)} ready for {self.name(turn)}'s bid")
                line = await self.get()
                assert line.upper().startswith(self.name(turn)), line
            words = line.upper().split()
            if words[1] == "BIDS":
                strain = words[2][1:].replace("NT", "N")
                last = (turn, strain)
                named.setdefault((turn % 2, strain), turn)
                passes = 0
            elif words[1] in ("DOUBLES", "REDOUBLES"):
                passes = 0
            else:
                passes += 1
            calls += 1
            turn = (turn + 1) % 4
        if last is None:
            return None
        declarer = named[(last[0] % 2, last[1])]
        return declarer, None if last[1] == "N" else last[1]

    async def play(self, hand: set[str], declarer: int, trump: str | None) -> None:
        dummy = (declarer + 2) % 4
        mine = {self.me: hand}
        leader = (declarer + 1) % 4
        for trick_number in range(1, 14):
            trick: list[tuple[int, str]] = []
            for position in range(4):
                seat = (leader + position) % 4
                controller = declarer if seat == dummy else seat
                if controller == self.me:
                    if position == 0:
                        prompt = await self.get()
                        assert prompt.endswith("to lead"), prompt
                    led = trick[0][1][1] if trick else None
                    card = lowest(mine[seat], led)
                    await self.before_card(seat, mine[seat])
                    self.send(f"{self.name(seat)} plays {card}")
                else:
                    who = "dummy" if seat == dummy else self.name(seat)
                    self.send(
                        f"{self.name(self.me)} ready for {who}'s card to trick {trick_number}"
                    )
                    line = await self.get()
                    card = line.split()[-1].upper()
                    assert line.upper().startswith(self.name(seat)), line
                trick.append((seat, card))
                if seat in mine:
                    mine[seat].discard(card)
                if trick_number == 1 and position == 0 and self.me != dummy:
                    self.send(f"{self.name(self.me)} ready for dummy")
                    shown = await self.get()
                    assert shown.startswith("Dummy's cards"), shown
                    mine[dummy] = parse_hand(shown.split(":", 1)[1])
                    mine[dummy].discard(card)
            leader = winner(trick, trump)
            await self.after_trick(trick_number)

    # Hooks for the misbehaving clients of test_broken_clients.py.
    async def before_call(self) -> None:
        pass

    async def before_card(self, seat: int, held: set[str]) -> None:
        pass

    async def after_trick(self, number: int) -> None:
        pass


def minimal(seat: str, team: str = "minimal", kind: type[Minimal] = Minimal) -> Program:
    async def run(port: int) -> object:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        client = kind(reader, writer)
        try:
            return await client.session(seat, team)
        finally:
            writer.close()

    return run


def test_four_minimal_clients_play_at_our_host(tmp_path: Path) -> None:
    output = tmp_path / "minimal.pbn"
    programs = [minimal(name) for name in ("WEST", "ANYPL", "ANYPL", "ANYPL")]
    outcome = play(settings(4, output), programs)
    assert outcome.result.error is None, (outcome.result.error, outcome.log)
    assert outcome.programs == [4, 4, 4, 4]
    contracts = [str(f.table.contract) for f in outcome.result.finished]
    assert contracts == ["1C"] * 4  # the dealer opens 1C, everyone passes
    assert all(f.table.declarer_tricks is not None for f in outcome.result.finished)
    run = check(output)
    assert run.returncode == 0, run.stdout + run.stderr


def test_minimal_clients_beside_our_robots(tmp_path: Path) -> None:
    output = tmp_path / "mixed.pbn"
    programs = [
        minimal("NORTH"),
        robot_client(Seat.EAST, seed=1),
        minimal("SOUTH"),
        robot_client(Seat.WEST, seed=2),
    ]
    outcome = play(settings(8, output), programs)
    assert outcome.result.error is None, (outcome.result.error, outcome.log)
    assert outcome.programs[0] == outcome.programs[2] == 8
    for seen in (outcome.programs[1], outcome.programs[3]):
        assert isinstance(seen, ClientResult) and len(seen.boards) == 8
    assert not outcome.log or all("bad" not in line for line in outcome.log)
    run = check(output)
    assert run.returncode == 0, run.stdout + run.stderr
