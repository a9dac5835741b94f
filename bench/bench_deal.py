"""Benchmark: random deals per second, bridgelaw.dealing vs endplay.dealer.generate_deals.

Run: ``.venv/bin/python bench/bench_deal.py``
"""

from __future__ import annotations

import time
from collections.abc import Callable

from endplay.dealer import generate_deals

from bridgelaw.dealing import deal_batch, deals


def rate(run: Callable[[int], object], n: int, repeats: int = 3) -> float:
    """Items per second of ``run(n)``, best of ``repeats`` runs."""
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        run(n)
        best = min(best, time.perf_counter() - start)
    return n / best


def main() -> None:
    peer = rate(lambda n: list(generate_deals(produce=n, seed=1, show_progress=False)), 5_000)
    rows = [
        ("endplay generate_deals (Deal objects)", peer),
        ("bridgelaw deal_batch (uint8 array)", rate(lambda n: deal_batch(n, seed=1), 500_000)),
        ("bridgelaw deals (Deal objects)", rate(lambda n: deals(n, seed=1), 100_000)),
    ]
    print(f"{'method':<40} {'deals/s':>14} {'vs endplay':>11}")
    for name, value in rows:
        print(f"{name:<40} {value:>14,.0f} {value / peer:>10.1f}x")


if __name__ == "__main__":
    main()
