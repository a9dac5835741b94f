"""Benchmark: rescoring a 1,000-table, 26-board pairs event (26,000 table results: every
board played at every table), goal under 1 s; no peer runs beside it (endplay scores no
events).

Each result's score is first computed by Law 77 from its contract, declarer and tricks
(as ``bridgelaw score`` does for a file without scores), then the event is scored by
matchpoints (Law 78A), Butler and cross-IMPs (Law 78B). The event is built in memory
with a fixed seed; reading a file is the PBN reader's benchmark (``bench pbn``). Run:
``.venv/bin/python -m bench event``.
"""

from __future__ import annotations

import random
import time

from bridgelaw.core.board import Board
from bridgelaw.core.calls import Contract, Doubling, Strain
from bridgelaw.core.seats import Seat
from bridgelaw.dealing import deals
from bridgelaw.results.event import Contestant, Event, TableEntry
from bridgelaw.results.score import Method, score_event
from bridgelaw.scoring import ns_score

TABLES = 1_000
BOARDS = 26


def _results(rng: random.Random) -> list[tuple[int, str, str, Contract, int]]:
    """(board, NS pair, EW pair, contract with declarer, tricks) of every table."""
    out = []
    for number in range(1, BOARDS + 1):
        for table in range(1, TABLES + 1):
            declarer = rng.choice(list(Seat))
            contract = Contract(
                rng.randint(1, 7), rng.choice(list(Strain)), rng.choice(list(Doubling)), declarer
            )
            tricks = max(0, min(13, contract.tricks_needed + rng.randint(-3, 2)))
            out.append((number, f"{table}NS", f"{table}EW", contract, tricks))
    return out


def main() -> None:
    rng = random.Random(2026)
    boards = {n: Board(n, deal) for n, deal in enumerate(deals(BOARDS, seed=2026), start=1)}
    results = _results(rng)
    contestants = {
        f"{t}{d}": Contestant(f"{t}{d}") for t in range(1, TABLES + 1) for d in ("NS", "EW")
    }

    start = time.perf_counter()
    tables = tuple(
        TableEntry(
            number,
            ns,
            ew,
            ns_score(contract, vulnerability=boards[number].vulnerability, tricks=tricks),
            contract=str(contract),
            declarer=contract.declarer.letter if contract.declarer else None,
            tricks=tricks,
        )
        for number, ns, ew, contract, tricks in results
    )
    law77 = time.perf_counter() - start
    event = Event("bench", "<memory>", boards, tables, contestants)
    print(f"{TABLES} tables x {BOARDS} boards = {len(tables):,} table results")
    print(f"Law 77 scores from contracts      {law77:6.3f} s")
    for method in (Method.MATCHPOINTS, Method.BUTLER, Method.CROSS_IMPS):
        start = time.perf_counter()
        scored = score_event(event, method)
        spent = time.perf_counter() - start
        total = law77 + spent
        verdict = "met" if total < 1 else "NOT met"
        print(
            f"{method.name.lower():12s} ranking of {len(scored.standings):,}: {spent:6.3f} s;"
            f" with Law 77 {total:6.3f} s (goal < 1 s: {verdict})"
        )
