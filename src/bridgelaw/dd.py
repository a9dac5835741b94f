"""Double-dummy analysis: a thin adapter over the DDS solver bundled with endplay.

bridgelaw values go in and come out; endplay's types appear only inside this
module, where the orders differ and are converted:

* strains: bridgelaw clubs, diamonds, hearts, spades, notrump (0-4); endplay/DDS
  spades, hearts, diamonds, clubs, notrump (0-4);
* seats: both North, East, South, West (0-3);
* vulnerability: bridgelaw none, NS, EW, both (0-3); endplay/DDS none, both, NS, EW.

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

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any, Final

from endplay import _dds
from endplay.dds import calc_all_tables, calc_dd_table
from endplay.dds import par as _endplay_par
from endplay.dds.ddtable import DDTable as _EndplayTable
from endplay.types import Deal as _EndplayDeal
from endplay.types import Denom, Penalty, Player, Vul

from bridgelaw.core.calls import Contract, Doubling, Strain
from bridgelaw.core.deal import Deal
from bridgelaw.core.seats import Seat, Side, Vulnerability
from bridgelaw.errors import DealError
from bridgelaw.scoring.law77 import ns_score

__all__ = ["CHUNK", "DDTable", "Par", "ParContract", "Progress", "dd_table", "dd_tables", "par"]

Progress = Callable[[int, int], object]
"""A callback ``progress(done, total)`` called as batches of tables are finished."""

CHUNK: Final = 40
"""Deals sent to DDS in one call: 40 deals x 5 strains is DDS's limit of 200 boards."""

_TO_DENOM: Final = (Denom.clubs, Denom.diamonds, Denom.hearts, Denom.spades, Denom.nt)
"""bridgelaw Strain value -> endplay Denom."""
_FROM_DENOM: Final = {denom: strain for strain, denom in zip(Strain, _TO_DENOM, strict=True)}
_TO_VUL: Final = {
    Vulnerability.NONE: Vul.none,
    Vulnerability.NS: Vul.ns,
    Vulnerability.EW: Vul.ew,
    Vulnerability.BOTH: Vul.both,
}


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


def _to_endplay_deal(deal: Deal, where: str) -> _EndplayDeal:
    if not deal.is_complete:
        counts = ", ".join(f"{seat.letter} {len(deal[seat])}" for seat in Seat)
        raise DealError(f"{where}: double-dummy analysis needs a complete deal ({counts})")
    return _EndplayDeal(deal.pbn())


def _from_endplay_table(table: _EndplayTable) -> DDTable:
    return DDTable(
        tuple(_row(table[_TO_DENOM[strain], Player(seat)] for seat in Seat) for strain in Strain)
    )


def _to_endplay_table(table: DDTable) -> _EndplayTable:
    data = _dds.ddTableResults()
    for strain in Strain:
        for seat in Seat:
            data.resTable[_TO_DENOM[strain]][seat] = table.grid[strain][seat]
    return _EndplayTable(data)


def dd_table(deal: Deal) -> DDTable:
    """The double-dummy table of ``deal`` (DDS ``CalcDDtable``).

    :raises DealError: the deal is not complete (13 cards in each hand).
    """
    return _from_endplay_table(calc_dd_table(_to_endplay_deal(deal, "deal")))


def dd_tables(deals: Iterable[Deal], *, progress: Progress | None = None) -> list[DDTable]:
    """The double-dummy tables of many deals, solved in batches on all cores (DDS
    ``CalcAllTables``), in the order given.

    ``progress(done, total)`` is called once before the first batch and after
    each batch of :data:`CHUNK` deals, e.g. to drive a progress bar.

    :raises DealError: a deal is not complete (its position in ``deals`` is named).
    """
    converted = [_to_endplay_deal(deal, f"deal {index}") for index, deal in enumerate(deals)]
    total = len(converted)
    if progress is not None:
        progress(0, total)
    tables: list[DDTable] = []
    for start in range(0, total, CHUNK):
        chunk = converted[start : start + CHUNK]
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
    doubling = {
        Penalty.passed: Doubling.UNDOUBLED,
        Penalty.doubled: Doubling.DOUBLED,
        Penalty.redoubled: Doubling.REDOUBLED,
    }[contract.penalty]
    strain = _FROM_DENOM[Denom(contract.denom)]
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
    result = _endplay_par(_to_endplay_table(table), _TO_VUL[vulnerability], Player(int(dealer)))
    # endplay's iterator reuses one record for the two seats of a side: convert each
    # contract as soon as it is yielded.
    contracts = tuple(_from_endplay_contract(contract) for contract in result)
    return Par(int(result.score), contracts)
