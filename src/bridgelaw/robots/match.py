"""A duplicate match between two robot configurations, to measure their strength.

Each board is played at two tables: configuration A sits North-South at the first and
East-West at the second, B the other way round, so the cards are the same for both
(a duplicate match). The boards are scored by Law 77 and the difference at each board
converted to IMPs (Law 78B). The auction is the robots' own, or, with ``auction="par"``,
the par contract of the deal bid by the harness at both tables, so that only the card
play differs.

Each card played is also measured against the double-dummy result of the position it
was played from (the harness sees the whole deal, the robots never do): the tricks it
loses, for declarer (declaring side) and defence apart, with the trick it was played to
and its kind (lead, follow, ruff, discard) to break the losses down. The wall time and
the CPU time (all threads, so less hit by other processes' load) of each decision are
kept.
"""

from __future__ import annotations

import dataclasses
import math
import time
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final, Literal

from bridgelaw.core.board import Board
from bridgelaw.core.calls import DOUBLE, PASS, REDOUBLE, Bid, Call, Contract, Doubling
from bridgelaw.core.cards import Card
from bridgelaw.core.hands import Hand
from bridgelaw.core.seats import Seat, Side
from bridgelaw.robots.base import HighestCardRobot, RandomRobot, Robot, RobotCall, play_board
from bridgelaw.robots.play import SamplingRobot, ScoringForm, default_bidder
from bridgelaw.table.table import Table
from bridgelaw.table.views import SeatView

__all__ = [
    "AUCTIONS",
    "ROBOTS",
    "BoardRecord",
    "Decision",
    "MatchReport",
    "TableRecord",
    "make_robot",
    "par_auction",
    "play_match",
]

ROBOTS: Final = ("dd", "random", "highest")
"""The configurations :func:`make_robot` knows."""
AUCTIONS: Final = ("robots", "par")
MAX_SAMPLES: Final = 120
"""The most layouts the ``dd`` configuration deals for a decision where no card is
clearly best (:class:`SamplingRobot` ``max_samples``)."""
WEIGH: Final = 2
"""How many of the hidden hands' last cards weigh the ``dd`` configuration's layouts
(:class:`SamplingRobot` ``weigh``). 4 at :data:`SLIP` 1/2 was tried on the declarer's
decisions of 100 self-play boards each way (seed 1, the same positions): 0.040 trick a
board less away with the par auction, none with the robots' (pooled 0.020, 95% CI
-0.014 to 0.054) for 30% more CPU: not kept (docs/robots.md)."""
SLIP: Final = 0.25
"""How much a layout in which one of those cards gave a trick away double dummy counts,
per trick (:class:`SamplingRobot` ``slip``)."""
Role = Literal["declarer", "defence"]
Kind = Literal["lead", "follow", "ruff", "discard"]
KINDS: Final[tuple[Kind, ...]] = ("lead", "follow", "ruff", "discard")
TRICK_BANDS: Final = ((1, 1), (2, 3), (4, 6), (7, 9), (10, 13))
"""The tricks :meth:`MatchReport.dd_breakdown` groups the losses by."""
Progress = Callable[[int, int], object]


@dataclass(frozen=True, slots=True)
class Decision:
    """One card chosen by a robot."""

    seat: Seat
    """The hand the card came from (dummy's cards are chosen by declarer)."""
    robot: str
    role: Role
    seconds: float
    lost: int | None
    """Tricks lost against the double-dummy result of the position (``None``: not measured)."""
    trick: int = 0
    """The trick the card was played to (1-13; 0: not known)."""
    kind: Kind = "lead"
    """A lead, a card of the suit led, a trump on another suit, or a discard."""
    cpu: float = 0.0
    """The CPU time of the decision in seconds (the process's, solver threads included)."""


@dataclass(frozen=True, slots=True)
class TableRecord:
    """One board at one table."""

    room: int
    ns: str
    ew: str
    calls: tuple[str, ...]
    contract: Contract | None
    tricks: int | None
    score_ns: int
    decisions: tuple[Decision, ...]

    def declaring(self) -> str | None:
        """The configuration that declared (``None``: passed out)."""
        if self.contract is None or self.contract.declarer is None:
            return None
        return self.ns if self.contract.declarer.side == Side.NS else self.ew

    def defending(self) -> str | None:
        """The configuration that defended (``None``: passed out)."""
        if self.contract is None or self.contract.declarer is None:
            return None
        return self.ew if self.contract.declarer.side == Side.NS else self.ns


@dataclass(frozen=True, slots=True)
class BoardRecord:
    """A board at both tables, and the IMPs configuration A won on it."""

    number: int
    tables: tuple[TableRecord, TableRecord]
    imps: int


def _percentile(values: Sequence[float], q: float) -> float:
    """The ``q`` quantile (0-1) by the nearest rank; 0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]


def _mean_ci(values: Sequence[float]) -> tuple[float, float, float]:
    """The mean of ``values`` and its 95% confidence interval (normal approximation)."""
    n = len(values)
    if n == 0:
        return (0.0, 0.0, 0.0)
    mean = sum(values) / n
    if n == 1:
        return (mean, mean, mean)
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1))
    half = 1.96 * sd / math.sqrt(n)
    return (mean, mean - half, mean + half)


@dataclass
class MatchReport:
    """The boards of a match and the figures drawn from them."""

    a: str
    b: str
    seed: int
    auction: str
    boards: list[BoardRecord] = field(default_factory=list)
    carding: bool = True
    """Whether the dd robots read the dd defenders' cards by their carding agreement."""
    trust_all: bool = False
    """Whether the dd robots read every player's calls by their system and cards as good
    play (else only the dd robots': a random or highest-card player's tell nothing)."""

    def imps(self) -> tuple[float, float, float]:
        """A's mean IMPs per board and the 95% confidence interval (normal approximation,
        from the boards' standard deviation)."""
        return _mean_ci([float(board.imps) for board in self.boards])

    def dd_losses(self, robot: str, role: Role) -> list[int]:
        """Tricks ``robot`` lost against double dummy at each table where it played in
        ``role`` (declared, or defended): the sum, over the cards its side chose there, of
        the tricks each card lost against the best card of its position. When both
        configurations are the same robot the second table repeats the first and counts
        once."""
        out: list[int] = []
        for board in self.boards:
            for table in board.tables[:1] if self.a == self.b else board.tables:
                side = table.declaring() if role == "declarer" else table.defending()
                if side == robot:
                    out.append(sum(d.lost or 0 for d in table.decisions if d.role == role))
        return out

    def dd_error(self, robot: str, role: Role) -> tuple[float, int]:
        """Tricks ``robot`` lost against double dummy per board played in ``role``, and the
        number of such boards (tables where it declared, or defended)."""
        mean, _, _, tables = self.dd_error_ci(robot, role)
        return (mean, tables)

    def dd_error_ci(self, robot: str, role: Role) -> tuple[float, float, float, int]:
        """:meth:`dd_error` with its 95% confidence interval (normal approximation, from
        the tables' standard deviation): ``(mean, low, high, tables)``."""
        losses = self.dd_losses(robot, role)
        mean, low, high = _mean_ci([float(lost) for lost in losses])
        return (mean, low, high, len(losses))

    def dd_breakdown(self, robot: str, role: Role) -> dict[str, dict[str, int]]:
        """The tricks of :meth:`dd_losses` by the trick the losing card was played to (in
        the bands of :data:`TRICK_BANDS`) and by its kind (:data:`KINDS`)."""
        bands = {f"{a}" if a == b else f"{a}-{b}": (a, b) for a, b in TRICK_BANDS}
        by_trick = dict.fromkeys(bands, 0)
        by_kind: dict[str, int] = dict.fromkeys(KINDS, 0)
        for board in self.boards:
            for table in board.tables[:1] if self.a == self.b else board.tables:
                side = table.declaring() if role == "declarer" else table.defending()
                if side != robot:
                    continue
                for d in table.decisions:
                    if d.role != role or not d.lost:
                        continue
                    by_kind[d.kind] += d.lost
                    for name, (low, high) in bands.items():
                        if low <= d.trick <= high:
                            by_trick[name] += d.lost
        return {"trick": by_trick, "kind": by_kind}

    def times(self, robot: str, *, cpu: bool = False) -> tuple[float, float, int]:
        """p50 and p95 of ``robot``'s decision time per card in seconds (wall time, or CPU
        time with ``cpu``), and the count."""
        spent = [
            d.cpu if cpu else d.seconds
            for board in self.boards
            for table in board.tables
            for d in table.decisions
            if d.robot == robot
        ]
        return (_percentile(spent, 0.5), _percentile(spent, 0.95), len(spent))

    def as_json(self) -> dict[str, Any]:
        """The report as plain data (for ``--json``)."""
        mean, low, high = self.imps()
        robots: dict[str, Any] = {}
        for name in dict.fromkeys((self.a, self.b)):
            p50, p95, count = self.times(name)
            _, cpu95, _ = self.times(name, cpu=True)
            declarer, dlow, dhigh, declared = self.dd_error_ci(name, "declarer")
            defence, flow, fhigh, defended = self.dd_error_ci(name, "defence")
            robots[name] = {
                "dd_error_declarer": round(declarer, 3),
                "dd_error_declarer_ci95": [round(dlow, 3), round(dhigh, 3)],
                "boards_declared": declared,
                "dd_error_defence": round(defence, 3),
                "dd_error_defence_ci95": [round(flow, 3), round(fhigh, 3)],
                "boards_defended": defended,
                "decision_seconds_p50": round(p50, 4),
                "decision_seconds_p95": round(p95, 4),
                "decision_cpu_seconds_p95": round(cpu95, 4),
                "decisions": count,
                "dd_lost_declarer_by": self.dd_breakdown(name, "declarer"),
                "dd_lost_defence_by": self.dd_breakdown(name, "defence"),
            }
        return {
            "a": self.a,
            "b": self.b,
            "seed": self.seed,
            "auction": self.auction,
            "carding": self.carding,
            "trust_all": self.trust_all,
            "boards": len(self.boards),
            "imps_per_board": round(mean, 3),
            "ci95": [round(low, 3), round(high, 3)],
            "robots": robots,
            "board_results": [
                {
                    "board": board.number,
                    "imps": board.imps,
                    "tables": [
                        {
                            "room": table.room,
                            "ns": table.ns,
                            "ew": table.ew,
                            "calls": list(table.calls),
                            "contract": None if table.contract is None else str(table.contract),
                            "tricks": table.tricks,
                            "score_ns": table.score_ns,
                            "dd_lost_declarer": sum(
                                d.lost or 0 for d in table.decisions if d.role == "declarer"
                            ),
                            "dd_lost_defence": sum(
                                d.lost or 0 for d in table.decisions if d.role == "defence"
                            ),
                        }
                        for table in board.tables
                    ],
                }
                for board in self.boards
            ],
        }


def make_robot(
    name: str,
    *,
    seed: int = 0,
    samples: int = 20,
    max_samples: int | None = MAX_SAMPLES,
    scoring: ScoringForm = "imps",
    infer: bool = True,
    weigh: int = WEIGH,
    slip: float = SLIP,
    carding: Collection[Seat] = (),
    trust: Collection[Seat] | None = None,
) -> Robot:
    """The robot configuration called ``name`` (one of :data:`ROBOTS`); for ``dd``,
    ``samples`` layouts a batch up to ``max_samples`` (``None``: just ``samples``), and
    ``infer`` whether it reads the auction by its bidding system (not when the auction
    was set by the harness), ``weigh`` how many of the hidden hands' last cards weigh
    its layouts and ``slip`` how much a layout counts per trick they gave away there,
    ``carding`` the seats whose defenders' cards it reads by the robots'
    carding agreement (:mod:`bridgelaw.robots.carding`), ``trust`` the seats whose calls
    and cards it reads at all (``None``: every seat; :class:`SamplingRobot`)."""
    if name == "dd":
        top = samples if max_samples is None else max(samples, max_samples)
        return SamplingRobot(
            default_bidder(), samples=samples, max_samples=top, scoring=scoring, seed=seed,
            infer=infer, weigh=weigh, slip=slip, carding=carding, trust=trust,
        )  # fmt: skip
    if name == "random":
        return RandomRobot(seed)
    if name == "highest":
        return HighestCardRobot()
    raise ValueError(f"no robot {name!r}; known: {', '.join(ROBOTS)}")


def par_auction(board: Board) -> list[Call]:
    """Calls that reach the deal's par contract (the first DDS names), bid directly by
    its declarer and doubled at once when par is doubled; four passes when par is to
    pass the board out."""
    from bridgelaw.dd import par

    assert board.deal is not None
    result = par(board.deal, vulnerability=board.vulnerability, dealer=board.dealer)
    if not result.contracts:
        return [PASS] * 4
    contract = result.contracts[0].contract
    declarer = result.contracts[0].declarer
    calls: list[Call] = []
    seat = board.dealer
    while seat != declarer:
        calls.append(PASS)
        seat = seat.next()
    calls.append(Bid(contract.level, contract.strain))
    if contract.doubling >= Doubling.DOUBLED:
        calls.append(DOUBLE)
    if contract.doubling == Doubling.REDOUBLED:
        calls.append(REDOUBLE)
    return [*calls, PASS, PASS, PASS]


def _dd_by_card(table: Table) -> dict[int, int]:
    """Tricks the side to play takes after each legal card, double dummy (the harness's
    view of the whole deal, never shown to a robot)."""
    from bridgelaw.dd import ending_card_tricks

    contract = table.contract
    assert contract is not None and table.turn is not None
    trump = -1 if contract.strain.suit is None else int(contract.strain.suit)
    current = table.current_trick
    leader = current[0][0] if current else table.turn
    masks = [Hand.from_cards(table.remaining(seat)).mask for seat in Seat]
    scores = ending_card_tricks(trump, int(leader), [c.index for _, c in current], masks)
    return dict(scores)


def _kind(table: Table, card: Card) -> Kind:
    """What ``card`` is in the trick in progress of ``table``."""
    current = table.current_trick
    if not current:
        return "lead"
    if card.suit == current[0][1].suit:
        return "follow"
    contract = table.contract
    trump = None if contract is None else contract.strain.suit
    return "ruff" if card.suit == trump else "discard"


class _CpuTimed:
    """``robot``, the CPU time of its last card kept in ``spent[0]``."""

    def __init__(self, robot: Robot, spent: list[float]) -> None:
        self._robot = robot
        self._spent = spent

    @property
    def name(self) -> str:
        return self._robot.name

    def call(self, view: SeatView) -> RobotCall:
        return self._robot.call(view)

    def play(self, view: SeatView) -> Card:
        start = time.process_time()
        card = self._robot.play(view)
        self._spent[0] = time.process_time() - start
        return card


def play_table(
    board: Board,
    robots: Mapping[Seat, Robot],
    names: Mapping[Seat, str],
    *,
    room: int = 1,
    calls: Sequence[Call] | None = None,
    measure: bool = True,
) -> TableRecord:
    """Play ``board`` with ``robots`` (auction given by ``calls`` when not ``None``),
    timing each card and measuring it against double dummy when ``measure``."""
    decisions: list[Decision] = []
    spent: list[float] = [0.0]  # the CPU time of the last decision

    def record(table: Table, turn: Seat, card: Card, seconds: float) -> None:
        declarer = table.declarer
        actor = table.acting_player
        assert declarer is not None and actor is not None
        lost = 0 if measure else None
        if measure and len(table.legal_cards()) > 1:  # one legal card loses nothing
            before = _dd_by_card(table)
            lost = max(before.values()) - before[card.index]
        role: Role = "declarer" if turn.side == declarer.side else "defence"
        trick = len(table.tricks) + 1
        kind = _kind(table, card)
        decisions.append(Decision(turn, names[actor], role, seconds, lost, trick, kind, spent[0]))

    timed = {seat: _CpuTimed(robot, spent) for seat, robot in robots.items()}
    table = play_board(board, timed, calls=calls or (), on_play=record)
    score = table.score_ns()
    return TableRecord(
        room=room,
        ns=names[Seat.NORTH],
        ew=names[Seat.EAST],
        calls=tuple(str(e.call) for e in table.auction),
        contract=table.contract,
        tricks=table.declarer_tricks,
        score_ns=0 if score is None else score,
        decisions=tuple(decisions),
    )


def play_match(
    a: str,
    b: str,
    *,
    boards: int,
    seed: int = 0,
    auction: str = "robots",
    samples: int = 20,
    max_samples: int | None = MAX_SAMPLES,
    weigh: int = WEIGH,
    scoring: ScoringForm = "imps",
    carding: bool = True,
    trust_all: bool = False,
    measure: bool = True,
    progress: Progress | None = None,
) -> MatchReport:
    """Play ``boards`` boards (dealt from ``seed``) between configurations ``a`` and ``b``
    at two tables each, and report the result (IMPs for ``a``). With ``carding`` the
    ``dd`` robots read the cards of the defenders who are ``dd`` robots by their carding
    agreement (disclosed, as every agreement: Law 40A1(b)); the other configurations
    have other carding, so theirs are not read. The ``dd`` robots read the calls (by their
    bidding system) and the cards (as good play) of the ``dd`` players only: a random or
    highest-card player's tell nothing (its methods are disclosed too); with
    ``trust_all`` they read everyone's so."""
    from bridgelaw.dealing import deal_for_board
    from bridgelaw.scoring.law78 import imps

    if auction not in AUCTIONS:
        raise ValueError(f"auction must be one of {', '.join(AUCTIONS)}, not {auction!r}")
    for name in (a, b):
        if name not in ROBOTS:
            raise ValueError(f"no robot {name!r}; known: {', '.join(ROBOTS)}")
    report = MatchReport(a, b, seed, auction, carding=carding, trust_all=trust_all)
    if progress is not None:
        progress(0, boards)
    for number in range(1, boards + 1):
        board = Board(number, deal_for_board(seed, number))
        calls = par_auction(board) if auction == "par" else None
        tables: list[TableRecord] = []
        for room, (ns, ew) in enumerate(((a, b), (b, a)), start=1):
            if room == 2 and a == b:  # the same robots, seeds and cards: the same table
                tables.append(dataclasses.replace(tables[0], room=2))
                break
            names = {seat: ns if seat.side == Side.NS else ew for seat in Seat}
            ours = [seat for seat in Seat if names[seat] == "dd"]
            agreed = ours if carding else []
            # the same robot (and random stream) for a seat at both tables
            robots = {
                seat: make_robot(
                    names[seat], seed=seed * 1000 + number * 4 + seat, samples=samples,
                    max_samples=max_samples, scoring=scoring, infer=auction != "par", weigh=weigh,
                    carding=agreed, trust=None if trust_all else ours,
                )
                for seat in Seat
            }  # fmt: skip
            tables.append(play_table(board, robots, names, room=room, calls=calls, measure=measure))
        first, second = tables
        report.boards.append(
            BoardRecord(number, (first, second), imps(first.score_ns - second.score_ns))
        )
        if progress is not None:
            progress(number, boards)
    return report
