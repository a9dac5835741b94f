"""Benchmark: the sampling double-dummy robot's time per card, against one raw endplay
solve of the same position.

Positions: every card of two boards played by four :class:`SamplingRobot` (the par
contract bid by the harness), at the moment each card was chosen. Ours: the robot's
decision (``samples`` layouts dealt from its view, solved in one DDS batch, the best
card for IMPs; batches of ``SAMPLES`` layouts until a card is clearly best, up to
``MAX_SAMPLES``; the layouts weighed by the hidden hands' last ``WEIGH`` cards and the
defenders' cards read by the robots' carding agreement, as in ``bridgelaw match``).
The peer: endplay's ``solve_board`` of the true position, once. The
ratio says how many plain solves a decision costs (about ``samples`` / cores at the
opening lead, less later: a single legal card, or touching cards only, needs none).
The goal (issue 14): p95 under 1 s per card. Run: ``.venv/bin/python -m bench robots``.

A second case times the robot as it plays where the robots bid (:func:`bid_positions`:
the auction bid by the natural system, which the robot reads, as in ``bridgelaw match``
with the robots' auction): every card of two such boards, and apart the opening leads of
:data:`LEADS` boards, the costliest decision of a board (one hand seen, full deals
solved for each card, more layouts: :mod:`bridgelaw.robots.lead`), which the first case,
whose robots bid nothing, never reaches with an auction to read.
"""

from __future__ import annotations

import time

from endplay.dds import solve_board
from endplay.types import Card as EndplayCard
from endplay.types import Deal as EndplayDeal
from endplay.types import Denom, Player

from bridgelaw.core import Board, Card, Hand, Seat, Strain
from bridgelaw.dealing import deal_for_board
from bridgelaw.robots import PassBidder, SamplingRobot, play_board
from bridgelaw.robots.bidding import NaturalBidder
from bridgelaw.robots.bidding.bidder import bid_board
from bridgelaw.robots.match import MAX_SAMPLES, SLIP, WEIGH, par_auction
from bridgelaw.table import SeatView, Table, view

BOARDS = 2
SAMPLES = 20
LEADS = 12
"""The boards whose opening lead is timed in the robots' auction case."""
_DENOMS = {Strain.CLUBS: Denom.clubs, Strain.DIAMONDS: Denom.diamonds,
           Strain.HEARTS: Denom.hearts, Strain.SPADES: Denom.spades,
           Strain.NOTRUMP: Denom.nt}  # fmt: skip


def _endplay_position(table: Table) -> EndplayDeal:
    """The true position of ``table`` as endplay's deal, the trick in progress played."""
    contract = table.contract
    assert contract is not None and table.turn is not None
    current = table.current_trick
    hands = [Hand.from_cards(table.remaining(seat)) for seat in Seat]
    for seat, card in current:
        hands[seat] = hands[seat].add(card)
    deal = EndplayDeal("N:" + " ".join(str(hand) for hand in hands))
    deal.trump = _DENOMS[contract.strain]
    deal.first = Player(int(current[0][0] if current else table.turn))
    for _, card in current:
        deal.play(EndplayCard(str(card)))
    return deal


def positions() -> list[tuple[SeatView, EndplayDeal]]:
    """Each card's decision of :data:`BOARDS` boards: the robot's view, the true position."""
    robot = SamplingRobot(PassBidder(), samples=8, seed=1, carding=tuple(Seat))
    out: list[tuple[SeatView, EndplayDeal]] = []

    def keep(table: Table, seat: Seat, card: Card, seconds: float) -> None:
        actor = table.acting_player
        assert actor is not None
        out.append((view(table, actor), _endplay_position(table)))

    for number in range(1, BOARDS + 1):
        board = Board(number, deal_for_board("bench-robots", number))
        play_board(board, dict.fromkeys(Seat, robot), calls=par_auction(board), on_play=keep)
    return out


def bid_positions() -> tuple[list[SeatView], list[SeatView]]:
    """Where the robots bid: every card's view of :data:`BOARDS` boards played by four
    robots that bid by the natural system, and the opening leader's view of each of
    :data:`LEADS` boards bid by it (passed-out boards left out)."""
    robot = SamplingRobot(NaturalBidder(), samples=8, seed=1, carding=tuple(Seat))
    cards: list[SeatView] = []

    def keep(table: Table, seat: Seat, card: Card, seconds: float) -> None:
        actor = table.acting_player
        assert actor is not None
        cards.append(view(table, actor))

    for number in range(1, BOARDS + 1):
        board = Board(number, deal_for_board("bench-robots-bid", number))
        play_board(board, dict.fromkeys(Seat, robot), on_play=keep)
    leads: list[SeatView] = []
    for number in range(1, LEADS + 1):
        table = bid_board(Board(number, deal_for_board("bench-robots-bid", number)), robot)
        if table.turn is not None and table.contract is not None:
            leads.append(view(table, table.turn))
    return cards, leads


def _timed(robot: SamplingRobot, views: list[SeatView]) -> tuple[list[float], list[float]]:
    """The wall and CPU seconds of ``robot``'s decision in each of ``views``."""
    wall: list[float] = []
    cpu: list[float] = []
    for seen in views:
        start, used = time.perf_counter(), time.process_time()
        robot.play(seen)
        wall.append(time.perf_counter() - start)
        cpu.append(time.process_time() - used)
    return wall, cpu


def _line(label: str, wall: list[float], cpu: list[float]) -> str:
    return (
        f"{label:<36}p50 {1000 * _percentile(wall, 0.5):7.1f} ms, "
        f"p95 {1000 * _percentile(wall, 0.95):7.1f} ms, max {1000 * max(wall):7.1f} ms "
        f"(CPU p50 {1000 * _percentile(cpu, 0.5):.1f}, p95 {1000 * _percentile(cpu, 0.95):.1f}, "
        f"max {1000 * max(cpu):.1f} ms)"
    )


def robots_auction() -> None:
    """The second case: the robot of ``bridgelaw match`` where the robots bid."""
    cards, leads = bid_positions()
    robot = SamplingRobot(
        NaturalBidder(), samples=SAMPLES, max_samples=MAX_SAMPLES, seed=2, carding=tuple(Seat),
        weigh=WEIGH, slip=SLIP,
    )  # fmt: skip
    print(
        f"where the robots bid: {len(cards)} decisions of {BOARDS} boards, "
        f"and the opening leads of {len(leads)} boards (goal p95 < 1000 ms)"
    )
    print(_line("SamplingRobot.play, every card", *_timed(robot, cards)))
    print(_line("SamplingRobot.play, opening leads", *_timed(robot, leads)))


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    cases = positions()
    robot = SamplingRobot(
        PassBidder(), samples=SAMPLES, max_samples=MAX_SAMPLES, seed=2, carding=tuple(Seat),
        weigh=WEIGH, slip=SLIP,
    )  # fmt: skip
    ours: list[float] = []
    cpu: list[float] = []
    peer: list[float] = []
    for seen, position in cases:
        start = time.perf_counter()
        solve_board(position)
        middle = time.perf_counter()
        used = time.process_time()
        robot.play(seen)
        ours.append(time.perf_counter() - middle)
        cpu.append(time.process_time() - used)
        peer.append(middle - start)
    total_ours, total_peer = sum(ours), sum(peer)
    print(
        f"{len(cases)} decisions of {BOARDS} boards, {SAMPLES} layouts a batch, "
        f"up to {MAX_SAMPLES} where no card is clearly best, weighed by the last {WEIGH} cards"
    )
    print(f"endplay solve_board (true position)  {1000 * total_peer / len(cases):7.1f} ms/card")
    print(
        f"SamplingRobot.play                    {1000 * total_ours / len(cases):7.1f} ms/card  "
        f"p50 {1000 * _percentile(ours, 0.5):.1f} ms, p95 {1000 * _percentile(ours, 0.95):.1f} ms "
        f"(goal p95 < 1000 ms)"
    )
    print(
        f"  its CPU time (all solver threads, so not slowed by other processes' load): "
        f"p50 {1000 * _percentile(cpu, 0.5):.1f} ms, p95 {1000 * _percentile(cpu, 0.95):.1f} ms"
    )
    print(f"ratio: {total_ours / total_peer:.1f} raw solves per decision")
    robots_auction()
