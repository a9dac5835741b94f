"""A club night's hand records with double-dummy tables and par (:mod:`bridgelaw.dd`,
DDS through endplay), for its results page and PBN export.

Solving a night's deals takes seconds to a minute (DDS on every core), so it is never
done in a request: the first page that asks starts a thread that solves the deals a few
at a time, and every page shows what is solved so far (the results page says how many
boards are still to come). Each deal is solved once per server process.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping

from bridgelaw.core.board import Board
from bridgelaw.core.deal import Deal
from bridgelaw.dd import DDTable, Par, dd_tables, par
from bridgelaw.render.records import HandRecord

__all__ = ["CHUNK", "NightRecords"]

CHUNK = 4
"""Deals solved together (DDS ``CalcAllTables``): the records fill in as they are done."""

_SOLVED: dict[tuple[int, str], tuple[DDTable, Par]] = {}
"""(board number, PBN deal) -> its DD table and par, for every night of the process."""
_SOLVED_LOCK = threading.Lock()


class NightRecords:
    """The hand records of a night's deals (board -> PBN deal), solved in the background."""

    def __init__(self, deals: Mapping[int, str]) -> None:
        self.deals = {b: Deal.parse(d) for b, d in sorted(deals.items())}
        self.boards = {b: Board(b, deal) for b, deal in self.deals.items()}
        self._solved: dict[int, tuple[DDTable, Par]] = {}
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self.error: str | None = None
        """Why the analysis stopped, if it failed (the records are shown without it)."""

    def records(self) -> tuple[list[HandRecord], int]:
        """The hand records, with DD and par where solved, and how many boards are still
        to be solved (the solving starts on the first call)."""
        self.start()
        with self._lock:
            solved = dict(self._solved)
        records = [
            HandRecord(board, *solved[number]) if number in solved else HandRecord(board)
            for number, board in self.boards.items()
        ]
        waiting = 0 if self.error is not None else len(self.boards) - len(solved)
        return records, waiting

    def start(self) -> None:
        """Start solving (once)."""
        with self._lock:
            if self._thread is not None:
                return
            self._thread = threading.Thread(target=self._solve, name="club-dd", daemon=True)
        self._thread.start()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for the solving to end; whether it has."""
        self.start()
        assert self._thread is not None
        self._thread.join(timeout)
        return not self._thread.is_alive()

    def _solve(self) -> None:
        with _SOLVED_LOCK:
            known = {n: _SOLVED.get((n, d.pbn())) for n, d in self.deals.items()}
        with self._lock:
            self._solved.update({n: k for n, k in known.items() if k is not None})
        numbers = [n for n, k in known.items() if k is None]
        try:
            for start in range(0, len(numbers), CHUNK):
                part = numbers[start : start + CHUNK]
                chunk = [self.boards[n] for n in part]
                tables = dd_tables([self.deals[n] for n in part])  # DDS one thread at a time
                made = {
                    b.number: (t, par(t, vulnerability=b.vulnerability, dealer=b.dealer))
                    for b, t in zip(chunk, tables, strict=True)
                }
                with self._lock:
                    self._solved.update(made)
                with _SOLVED_LOCK:
                    _SOLVED.update({(n, self.deals[n].pbn()): m for n, m in made.items()})
        except Exception as error:  # the records are still shown, without DD
            self.error = f"the double-dummy analysis failed: {error}"
