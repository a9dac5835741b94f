"""Double-dummy analysis: a thin adapter over the DDS solver bundled with endplay.

bridgelaw values go in and come out; endplay's types appear only inside this
module, where the orders differ and are converted:

* strains: bridgelaw clubs, diamonds, hearts, spades, notrump (0-4); endplay/DDS
  spades, hearts, diamonds, clubs, notrump (0-4);
* seats: both North, East, South, West (0-3);
* vulnerability: bridgelaw none, NS, EW, both (0-3); endplay/DDS none, both, NS, EW.

DDS is called by one thread at a time (:data:`DDS_LOCK`).

>>> from bridgelaw.core import Deal, Seat, Strain, Vulnerability
>>> deal = Deal.parse("N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432")
>>> table = dd_table(deal)
>>> table.tricks(Seat.NORTH, Strain.NOTRUMP), table.tricks(Seat.EAST, Strain.SPADES)
(13, 0)
>>> result = par(table, vulnerability=Vulnerability.NONE, dealer=Seat.NORTH)
>>> result.score_ns, [str(c) for c in result.contracts]
(1520, ['7NTN=', '7NTS='])
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Final

from bridgelaw.core.calls import Contract, Doubling, Strain
from bridgelaw.core.deal import Deal
from bridgelaw.core.seats import Seat, Side, Vulnerability
from bridgelaw.errors import DealError
from bridgelaw.scoring.law77 import ns_score

# endplay is imported inside the functions that call it: importing it runs endplay's
# package import, which takes matplotlib with it (half a second), and most users of
# bridgelaw (the CLI's help, the table, scoring) never solve a deal.

__all__ = [
    "CHUNK",
    "DDTable",
    "Ending",
    "Par",
    "ParContract",
    "Progress",
    "dd_table",
    "dd_tables",
    "ending_card_tricks",
    "ending_tricks",
    "endings_card_tricks",
    "par",
]

Progress = Callable[[int, int], object]
"""A callback ``progress(done, total)`` called as batches of tables are finished."""

DDS_LOCK: Final = threading.RLock()
"""Held around every call into DDS: its solver keeps shared state, and two threads
solving at once crash the process (a club night's hand records solved in the server's
background while a robot or a claim solves an ending)."""

CHUNK: Final = 40
"""Deals sent to DDS in one call: 40 deals x 5 strains is DDS's limit of 200 boards."""

_TO_DENOM: Final = (3, 2, 1, 0, 4)
"""bridgelaw Strain value -> endplay ``Denom`` (and DDS strain) value."""
_FROM_DENOM: Final = {denom: strain for strain, denom in zip(Strain, _TO_DENOM, strict=True)}
_TO_VUL: Final = {
    Vulnerability.NONE: 0,
    Vulnerability.BOTH: 1,
    Vulnerability.NS: 2,
    Vulnerability.EW: 3,
}
"""bridgelaw Vulnerability -> endplay ``Vul`` (and DDS) value."""
_FROM_PENALTY: Final = {1: Doubling.UNDOUBLED, 2: Doubling.DOUBLED, 4: Doubling.REDOUBLED}
"""endplay ``Penalty`` value -> bridgelaw Doubling."""
_SUIT: Final = 0x1FFF


@dataclass(frozen=True, slots=True)
class DDTable:
    """The double-dummy tricks of a deal for each declarer in each strain.

    ``grid[strain][seat]`` holds the tricks declarer ``seat`` takes in
    ``strain`` (indexed by :class:`Strain` and :class:`Seat` values) against
    best defence, with everyone seeing all four hands.

    :raises DealError: the grid is not 5 x 4 numbers from 0 to 13.
    """

    grid: tuple[tuple[int, int, int, int], ...]

    def __post_init__(self) -> None:
        if len(self.grid) != 5 or any(len(row) != 4 for row in self.grid):
            raise DealError(f"a double-dummy table has 5 strains x 4 seats, not {self.grid!r}")
        for strain, row in zip(Strain, self.grid, strict=True):
            for seat, value in zip(Seat, row, strict=True):
                if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 13:
                    raise DealError(
                        f"double-dummy tricks for {seat.name.lower()} in {strain.letter} "
                        f"must be 0 to 13, not {value!r}"
                    )

    @classmethod
    def from_function(cls, tricks: Callable[[Seat, Strain], int]) -> DDTable:
        """The table whose entries are ``tricks(seat, strain)``."""
        return cls(tuple(_row(tricks(seat, strain) for seat in Seat) for strain in Strain))

    def tricks(self, declarer: Seat, strain: Strain) -> int:
        """Tricks ``declarer`` takes double dummy in ``strain``."""
        return self.grid[strain][declarer]

    def row(self, strain: Strain) -> tuple[int, int, int, int]:
        """The tricks in ``strain`` for declarers North, East, South, West."""
        return self.grid[strain]

    def column(self, declarer: Seat) -> tuple[int, int, int, int, int]:
        """The tricks of ``declarer`` in clubs, diamonds, hearts, spades, notrump."""
        c, d, h, s, n = (row[declarer] for row in self.grid)
        return (c, d, h, s, n)

    def rows(self) -> Iterator[tuple[Strain, tuple[int, int, int, int]]]:
        """``(strain, tricks by seat)`` for each strain, clubs first."""
        return zip(Strain, self.grid, strict=True)

    def __iter__(self) -> Iterator[tuple[Seat, Strain, int]]:
        """``(declarer, strain, tricks)`` for all 20 entries, North's first."""
        for seat in Seat:
            for strain in Strain:
                yield seat, strain, self.grid[strain][seat]

    def best_level(self, declarer: Seat, strain: Strain) -> int:
        """The highest level ``declarer`` makes in ``strain`` (0 when not even one)."""
        return max(self.grid[strain][declarer] - 6, 0)

    def __str__(self) -> str:
        lines = ["     N  E  S  W"]
        for strain in reversed(Strain):
            cells = "".join(f"{value:3d}" for value in self.grid[strain])
            lines.append(f"{strain.letter:>2} {cells}")
        return "\n".join(lines)


def _row(values: Iterable[int]) -> tuple[int, int, int, int]:
    n, e, s, w = values
    return (n, e, s, w)


def _to_endplay_deal(deal: Deal, where: str) -> Any:
    from endplay.types import Deal as EndplayDeal

    if not deal.is_complete:
        counts = ", ".join(f"{seat.letter} {len(deal[seat])}" for seat in Seat)
        raise DealError(f"{where}: double-dummy analysis needs a complete deal ({counts})")
    return EndplayDeal(deal.pbn())


def _from_endplay_table(table: Any) -> DDTable:
    from endplay.types import Denom, Player

    return DDTable(
        tuple(
            _row(table[Denom(_TO_DENOM[strain]), Player(seat)] for seat in Seat)
            for strain in Strain
        )
    )


def _to_endplay_table(table: DDTable) -> Any:
    # endplay has no public constructor of its DDTable from values: fill DDS's
    # ddTableResults, so that par() need not solve the deal again.
    from endplay import _dds
    from endplay.dds.ddtable import DDTable as EndplayTable

    data = _dds.ddTableResults()
    for strain in Strain:
        for seat in Seat:
            data.resTable[_TO_DENOM[strain]][seat] = table.grid[strain][seat]
    return EndplayTable(data)


def dd_table(deal: Deal) -> DDTable:
    """The double-dummy table of ``deal`` (DDS ``CalcDDtable``).

    :raises DealError: the deal is not complete (13 cards in each hand).
    """
    from endplay.dds import calc_dd_table

    converted = _to_endplay_deal(deal, "deal")
    with DDS_LOCK:
        solved = calc_dd_table(converted)
    return _from_endplay_table(solved)


def dd_tables(deals: Iterable[Deal], *, progress: Progress | None = None) -> list[DDTable]:
    """The double-dummy tables of many deals, solved in batches on all cores (DDS
    ``CalcAllTables``), in the order given.

    ``progress(done, total)`` is called once before the first batch and after
    each batch of :data:`CHUNK` deals, e.g. to drive a progress bar.

    :raises DealError: a deal is not complete (its position in ``deals`` is named).
    """
    from endplay.dds import calc_all_tables

    converted = [_to_endplay_deal(deal, f"deal {index}") for index, deal in enumerate(deals)]
    total = len(converted)
    if progress is not None:
        progress(0, total)
    tables: list[DDTable] = []
    for start in range(0, total, CHUNK):
        chunk = converted[start : start + CHUNK]
        with DDS_LOCK:
            results = calc_all_tables(chunk)
        tables.extend(_from_endplay_table(results[i]) for i in range(len(chunk)))
        if progress is not None:
            progress(len(tables), total)
    return tables


@dataclass(frozen=True, slots=True)
class ParContract:
    """One par contract: the contract with its declarer, and how many tricks it makes
    over (positive) or under (negative) the contract double dummy."""

    contract: Contract
    result: int

    @property
    def declarer(self) -> Seat:
        """The declarer."""
        assert self.contract.declarer is not None  # guaranteed by par()
        return self.contract.declarer

    @property
    def tricks(self) -> int:
        """The tricks declarer's side takes."""
        return self.contract.tricks_needed + self.result

    def score_ns(self, vulnerability: Vulnerability) -> int:
        """North-South's Law 77 score for this result."""
        return ns_score(self.contract, vulnerability=vulnerability, tricks=self.tricks)

    def __str__(self) -> str:
        made = "=" if self.result == 0 else f"{self.result:+d}"
        return f"{self.contract}{self.declarer.letter}{made}"


@dataclass(frozen=True, slots=True)
class Par:
    """The par result of a deal: the score when both sides bid perfectly, knowing the
    double-dummy table (DDS ``DealerPar``, which accounts for who bids first)."""

    score_ns: int
    """The par score for North-South (East-West's is its negative)."""
    contracts: tuple[ParContract, ...]
    """The contracts reaching par; a contract either partner may declare appears once
    for each."""

    @property
    def score_ew(self) -> int:
        """The par score for East-West."""
        return -self.score_ns

    @property
    def side(self) -> Side | None:
        """The side that declares at par, or ``None`` for a passed-out par."""
        return self.contracts[0].declarer.side if self.contracts else None


def _from_endplay_contract(contract: Any) -> ParContract:
    doubling = _FROM_PENALTY[int(contract.penalty)]
    strain = _FROM_DENOM[int(contract.denom)]
    declarer = Seat(int(contract.declarer))
    return ParContract(
        Contract(int(contract.level), strain, doubling, declarer), int(contract.result)
    )


def par(
    deal_or_table: Deal | DDTable,
    *,
    vulnerability: Vulnerability,
    dealer: Seat,
) -> Par:
    """The par score and contracts of a deal (DDS ``DealerParBin``).

    Pass a :class:`DDTable` already computed to avoid solving the deal again.

    :raises DealError: the deal is not complete.
    """
    if isinstance(deal_or_table, Deal):
        table = dd_table(deal_or_table)
    elif isinstance(deal_or_table, DDTable):
        table = deal_or_table
    else:
        raise DealError(f"par needs a Deal or a DDTable, not {deal_or_table!r}")
    from endplay.dds import par as endplay_par
    from endplay.types import Player, Vul

    with DDS_LOCK:
        result = endplay_par(
            _to_endplay_table(table), Vul(_TO_VUL[vulnerability]), Player(int(dealer))
        )
    # endplay's iterator reuses one record for the two seats of a side: convert each
    # contract as soon as it is yielded.
    contracts = tuple(_from_endplay_contract(contract) for contract in result)
    return Par(int(result.score), contracts)


# ------------------------------------------------------------------ endings
#
# The claim analysis (bridgelaw.analysis.endings) solves thousands of endings (hands of
# fewer than 13 cards, a trick in progress) per claim. endplay's public solve_board
# takes its Deal objects and yields its Card objects: building them costs more than
# the solve of a small ending. These two functions call DDS's SolveBoard directly on
# bit masks, the one place bridgelaw uses endplay's private ``_dds`` module.


def _ending_deal(trump: int, leader: int, current: Sequence[int], masks: Sequence[int]) -> Any:
    from endplay import _dds

    dl = _dds.deal()
    dl.trump = 4 if trump < 0 else 3 - trump
    dl.first = leader
    for i in range(3):
        if i < len(current):
            card = current[i]
            dl.currentTrickSuit[i] = 3 - card // 13
            dl.currentTrickRank[i] = card % 13 + 2
        else:
            dl.currentTrickSuit[i] = 0
            dl.currentTrickRank[i] = 0
    for seat in range(4):
        mask = masks[seat]
        for suit in range(4):
            dl.remainCards[seat][3 - suit] = ((mask >> 13 * suit) & _SUIT) << 2
    return dl


def _solve_ending(
    trump: int, leader: int, current: Sequence[int], masks: Sequence[int], solutions: int
) -> Any:
    from endplay import _dds

    fut = _dds.futureTricks()
    try:
        with DDS_LOCK:
            _dds.SolveBoard(_ending_deal(trump, leader, current, masks), -1, solutions, 1, fut, 0)
    except _dds.DDSError as exc:
        raise DealError(str(exc)) from None
    return fut


def ending_tricks(trump: int, leader: int, current: Sequence[int], masks: Sequence[int]) -> int:
    """The tricks the seat to play takes from an ending with best play by both sides
    (DDS ``SolveBoard``).

    ``trump`` is the trump suit's value (clubs 0 .. spades 3, -1 for notrump),
    ``leader`` the seat that led the trick in progress, ``current`` the indices
    (:attr:`Card.index`) of the cards played to it, ``masks`` each seat's cards as a
    bit mask of card indices, North first.

    :raises DealError: DDS rejects the ending.
    """
    return int(_solve_ending(trump, leader, current, masks, 1).score[0])


def ending_card_tricks(
    trump: int, leader: int, current: Sequence[int], masks: Sequence[int]
) -> list[tuple[int, int]]:
    """``(card index, tricks)`` for every legal card of the seat to play: the tricks that
    seat takes after playing it, with best play afterwards (arguments as
    :func:`ending_tricks`).

    :raises DealError: DDS rejects the ending.
    """
    return _card_scores(_solve_ending(trump, leader, current, masks, 3))


def _card_scores(fut: Any) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for i in range(fut.cards):
        score = int(fut.score[i])
        suit = 3 - int(fut.suit[i])
        holding = (1 << int(fut.rank[i])) | int(fut.equals[i])
        for rank in range(2, 15):
            if holding >> rank & 1:
                out.append((13 * suit + rank - 2, score))
    return out


Ending = tuple[int, int, Sequence[int], Sequence[int]]
"""An ending as :func:`ending_tricks` takes it: ``(trump, leader, current, masks)``."""


def endings_card_tricks(endings: Sequence[Ending]) -> list[list[tuple[int, int]]]:
    """:func:`ending_card_tricks` of many endings, solved in batches on all cores (DDS
    ``SolveAllBoardsBin``, up to ``MAXNOOFBOARDS`` endings a call), in the order given.

    DDS solves each ending once for all the cards of the seat to play, and gives cards
    that are equivalent in it (adjacent among the cards still live) together.

    DDS takes two endings of one call with the same cards held, leader and trump for the
    same board even when the cards played to the trick differ (its check for duplicate
    boards leaves the trick out), and gives the second the first's solution: such
    endings are solved in separate calls (:func:`_batches`).

    :raises DealError: DDS rejects an ending.
    """
    from endplay import _dds

    answers: dict[int, list[tuple[int, int]]] = {}
    for batch in _batches(endings, int(_dds.MAXNOOFBOARDS)):
        chunk = [endings[i] for i in batch]
        bop = _dds.boards()
        bop.noOfBoards = len(chunk)
        for i, (trump, leader, current, masks) in enumerate(chunk):
            bop.deals[i] = _ending_deal(trump, leader, current, masks)
            bop.target[i] = -1
            bop.solutions[i] = 3
            bop.mode[i] = 1
        solved = _dds.solvedBoards()
        try:
            with DDS_LOCK:
                _dds.SolveAllBoardsBin(bop, solved)
        except _dds.DDSError as exc:
            raise DealError(str(exc)) from None
        for place, index in enumerate(batch):
            answers[index] = _card_scores(solved.solvedBoard[place])
    return [answers[i] for i in range(len(endings))]


def _batches(endings: Sequence[Ending], limit: int) -> list[list[int]]:
    """The endings' indices in calls of at most ``limit``, in order, no two of a call
    alike in trump, leader and cards held but for the cards played to the trick."""
    batches: list[list[int]] = []
    pending = list(range(len(endings)))
    while pending:
        batch: list[int] = []
        seen: dict[tuple[int, int, tuple[int, ...]], tuple[int, ...]] = {}
        later: list[int] = []
        for index in pending:
            trump, leader, current, masks = endings[index]
            key = (trump, leader, tuple(masks))
            trick = tuple(current)
            if len(batch) < limit and seen.setdefault(key, trick) == trick:
                batch.append(index)
            else:
                later.append(index)
        batches.append(batch)
        pending = later
    return batches
