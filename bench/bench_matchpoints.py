"""Benchmark: Law 78A matchpoints, vectorised vs a naive pairwise comparison.

1. One board with 1,000,000 results (goal: under 0.1 s), table scores (whole
   multiples of 10) and non-integral scores (weighted adjusted scores).
2. The naive O(n²) comparison on 10,000 results, against ours on the same results,
   with the ratio (and the answers checked to agree).
3. Rescoring a whole event of 1,000 tables and 26 boards: matchpoints board by board
   from arrays, and through :func:`bridgelaw.results.score.score_event` (table
   records, percentages, totals and ranking).

Run: ``.venv/bin/python bench/bench_matchpoints.py``
"""

from __future__ import annotations

import time
from collections.abc import Callable

import numpy as np
import numpy.typing as npt

from bridgelaw.core.board import Board
from bridgelaw.results.event import Contestant, Event, TableEntry
from bridgelaw.results.score import Method, score_event
from bridgelaw.scoring.matchpoints import matchpoints, matchpoints_naive

SCORES = np.arange(-2000, 2010, 10)


def best_time(run: Callable[[], object], repeats: int = 5) -> float:
    """The fastest of ``repeats`` runs of ``run()``, in seconds."""
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return best


def table_scores(rng: np.random.Generator, n: int) -> npt.NDArray[np.int64]:
    """``n`` plausible North-South scores: multiples of 10 between -2000 and 2000,
    clustered around the common part scores and games."""
    centre = rng.choice([-620, -420, -110, 90, 140, 420, 620], size=n)
    spread = rng.integers(-6, 7, size=n) * 10
    return np.clip(centre + spread, -2000, 2000).astype(np.int64)


def row(label: str, items: int, seconds: float) -> str:
    """A line of the table: what, items, seconds, items per second."""
    return f"{label:<44} {items:>10,} {seconds:>10.4f} {items / seconds:>14,.0f}"


def main() -> None:
    rng = np.random.default_rng(78)
    print(f"{'what':<44} {'items':>10} {'seconds':>10} {'items/s':>14}")

    million = table_scores(rng, 1_000_000)
    t_million = best_time(lambda: matchpoints(million))
    print(row("ours, 1,000,000 table scores on one board", million.size, t_million))
    weighted = million + rng.random(million.size)
    t_float = best_time(lambda: matchpoints(weighted), repeats=3)
    print(row("ours, 1,000,000 non-integral scores", weighted.size, t_float))

    small = table_scores(rng, 10_000)
    assert np.array_equal(matchpoints(small), matchpoints_naive(small))
    t_naive = best_time(lambda: matchpoints_naive(small), repeats=3)
    t_ours = best_time(lambda: matchpoints(small))
    print(row("naive pairwise O(n²), 10,000 scores", small.size, t_naive))
    print(row("ours, 10,000 scores", small.size, t_ours))

    tables, boards = 1_000, 26
    grid = table_scores(rng, tables * boards).reshape(boards, tables)
    t_arrays = best_time(lambda: [matchpoints(grid[b]) for b in range(boards)])
    print(row("event 1,000 tables x 26 boards, arrays", tables * boards, t_arrays))

    entries = tuple(
        TableEntry(board=b + 1, ns=f"N{t}", ew=f"E{t}", entry=int(grid[b, t]), table=str(t))
        for b in range(boards)
        for t in range(tables)
    )
    contestants = {e.ns: Contestant(e.ns) for e in entries} | {
        e.ew: Contestant(e.ew) for e in entries
    }
    event = Event(
        name="bench",
        source="<bench>",
        boards={b: Board(b) for b in range(1, boards + 1)},
        tables=entries,
        contestants=contestants,
    )
    t_event = best_time(lambda: score_event(event, Method.MATCHPOINTS), repeats=3)
    print(row("event 1,000 tables x 26 boards, score_event", tables * boards, t_event))

    goal = "met" if t_million < 0.1 else "NOT met"
    print()
    print(f"1,000,000 results on one board: {t_million * 1000:.1f} ms (goal < 100 ms: {goal})")
    print(f"naive / ours on 10,000 results: {t_naive / t_ours:,.0f}x faster")
    print(f"whole event rescored in {t_event:.3f} s ({t_arrays * 1000:.1f} ms from arrays)")


if __name__ == "__main__":
    main()
