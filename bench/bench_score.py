"""Benchmark: Law 77 scores per second, bridgelaw.scoring vs endplay ``Contract.score``.

All methods score the same random results (level, strain, doubling, declarer's
vulnerability, tricks); the answers are checked to agree before timing.

Run: ``.venv/bin/python bench/bench_score.py``
"""

from __future__ import annotations

import time
from collections.abc import Callable

import numpy as np
import numpy.typing as npt
from endplay.types import Contract as EndplayContract
from endplay.types import Denom, Penalty, Player, Vul

from bridgelaw.core import Contract, Doubling, Strain
from bridgelaw.scoring import contract_score, contract_scores

N = 200_000
_DENOM = (Denom.clubs, Denom.diamonds, Denom.hearts, Denom.spades, Denom.nt)
_PENALTY = (Penalty.passed, Penalty.doubled, Penalty.redoubled)


def rate(run: Callable[[], object], n: int, repeats: int = 3) -> float:
    """Items per second of ``run()`` scoring ``n`` items, best of ``repeats`` runs."""
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return n / best


def main() -> None:
    rng = np.random.default_rng(77)
    levels = rng.integers(1, 8, N)
    strains = rng.integers(0, 5, N)
    doublings = rng.integers(0, 3, N)
    vulnerable = rng.integers(0, 2, N).astype(bool)
    tricks = rng.integers(0, 14, N)

    rows = list(
        zip(
            levels.tolist(),
            strains.tolist(),
            doublings.tolist(),
            vulnerable.tolist(),
            tricks.tolist(),
            strict=True,
        )
    )
    ours = [(Contract(lv, Strain(st), Doubling(db)), vul, tr) for lv, st, db, vul, tr in rows]
    texts = [(str(c), vul, tr) for c, vul, tr in ours]
    peers = [
        (
            EndplayContract(
                level=lv,
                denom=_DENOM[st],
                declarer=Player.north,
                penalty=_PENALTY[db],
                result=tr - lv - 6,
            ),
            Vul.ns if vul else Vul.none,
        )
        for lv, st, db, vul, tr in rows
    ]

    def run_peer() -> list[int]:
        return [c.score(v) for c, v in peers]

    def run_contracts() -> list[int]:
        return [contract_score(c, vulnerable=v, tricks=t) for c, v, t in ours]

    def run_texts() -> list[int]:
        return [contract_score(s, vulnerable=v, tricks=t) for s, v, t in texts]

    def run_batch() -> npt.NDArray[np.int32]:
        return contract_scores(levels, strains, doublings, vulnerable, tricks)

    expected = run_peer()
    assert run_contracts() == expected
    assert run_texts() == expected
    assert run_batch().tolist() == expected

    peer = rate(run_peer, N)
    results = [
        ("endplay Contract.score", peer),
        ("bridgelaw contract_score(Contract)", rate(run_contracts, N)),
        ("bridgelaw contract_score(str)", rate(run_texts, N)),
        ("bridgelaw contract_scores (numpy)", rate(run_batch, N)),
    ]
    print(f"{N:,} random results; all methods agree on every score.")
    print(f"{'method':<36} {'scores/s':>14} {'vs endplay':>11}")
    for name, value in results:
        print(f"{name:<36} {value:>14,.0f} {value / peer:>10.1f}x")


if __name__ == "__main__":
    main()
