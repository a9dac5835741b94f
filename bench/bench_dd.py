"""Benchmark: double-dummy tables of 100 deals, bridgelaw.dd.dd_tables vs endplay's
calc_all_tables on the same deals in the same run (the goal: under 5% overhead).

DDS's CalcAllTables solves a batch on every core (2 threads here); bridgelaw adds the
conversion of its deals to endplay's and of the tables back. Run:
``.venv/bin/python -m bench dd``.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from endplay.dds import calc_all_tables
from endplay.types import Deal as EndplayDeal
from endplay.types import Denom, Player

from bridgelaw.dd import CHUNK, dd_tables
from bridgelaw.dealing import deals

N = 100


def interleaved(runs: list[Callable[[], object]], repeats: int = 3) -> list[float]:
    """The best wall time of each run over ``repeats`` rounds, the runs taking turns in
    each round (so that a load from elsewhere falls on both alike), in seconds."""
    times: list[list[float]] = [[] for _ in runs]
    for _ in range(repeats):
        for run, spent in zip(runs, times, strict=True):
            start = time.perf_counter()
            run()
            spent.append(time.perf_counter() - start)
    return [min(spent) for spent in times]


def main() -> None:
    ours = list(deals(N, seed=2026))
    theirs = [EndplayDeal(deal.pbn()) for deal in ours]

    def peer() -> None:
        for start in range(0, N, CHUNK):
            calc_all_tables(theirs[start : start + CHUNK])

    tables = dd_tables(ours)
    results = [calc_all_tables(theirs[s : s + CHUNK]) for s in range(0, N, CHUNK)]
    flat = [table for batch in results for table in (batch[i] for i in range(len(batch)))]
    denoms = {"CLUBS": Denom.clubs, "DIAMONDS": Denom.diamonds, "HEARTS": Denom.hearts,
              "SPADES": Denom.spades, "NOTRUMP": Denom.nt}  # fmt: skip
    agree = sum(
        tricks == flat[i][denoms[strain.name], Player[seat.name.lower()]]
        for i, table in enumerate(tables)
        for seat, strain, tricks in table
    )
    peer_time, our_time = interleaved([peer, lambda: dd_tables(ours)])
    print(f"{N} deals, DDS CalcAllTables in batches of {CHUNK}")
    print(f"endplay calc_all_tables   {peer_time:7.3f} s  {N / peer_time:6.1f} deals/s")
    print(f"bridgelaw dd_tables       {our_time:7.3f} s  {N / our_time:6.1f} deals/s")
    print(
        f"overhead: {100 * (our_time / peer_time - 1):+.1f}% (goal < 5%); entries agreeing: {agree}"
    )
