"""PBN boards read per second: our reader against endplay's, on the same big file.

The file is the rpbridge vugraph archive (7,632 games, 2 MB) from the shared data.
Ours is timed twice: ``loads`` alone (tag pairs, board, deal, contract, result and
score read; sections kept as tokens), and ``loads`` followed by reading every
game's auction and play as calls and cards, which is what endplay's
``pbn.loads`` does for each board. Each reader runs a few times on the text
already in memory; the best time counts.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from bridgelaw.formats import pbn

FILE = (
    Path(__file__).resolve().parents[1].parent
    / "shared"
    / "data"
    / "pbn_events"
    / "rpbridge_2012_vugraph_archive.pbn"
)
RUNS = 3


def ours_loads(text: str) -> int:
    """Our tolerant reader: the records, sections left as tokens."""
    return len(pbn.loads(text))


def ours_full(text: str) -> int:
    """Our reader, then every auction and play read as calls and cards."""
    games = pbn.loads(text)
    for game in games:
        _ = game.auction
        _ = game.play
    return len(games)


def endplay_loads(text: str) -> int:
    """endplay's PBN parser (boards with deal, auction and play)."""
    from endplay.parsers import pbn as endplay_pbn

    return len(endplay_pbn.loads(text))


def best_rate(reader: Callable[[str], int], text: str) -> tuple[int, float]:
    """(boards read, best boards per second over :data:`RUNS` runs)."""
    best = float("inf")
    count = 0
    for _ in range(RUNS):
        start = time.perf_counter()
        count = reader(text)
        best = min(best, time.perf_counter() - start)
    return count, count / best


def main() -> None:
    """Print boards per second for each reader and our ratio to endplay."""
    text = pbn.read_text(FILE)
    rows = [
        ("bridgelaw pbn.loads", *best_rate(ours_loads, text)),
        ("bridgelaw pbn.loads + auction, play", *best_rate(ours_full, text)),
        ("endplay parsers.pbn.loads", *best_rate(endplay_loads, text)),
    ]
    peer = rows[-1][2]
    print(f"{FILE.name}: {len(text):,} characters")
    print(f"{'reader':40s} {'boards':>7s} {'boards/s':>10s} {'vs endplay':>11s}")
    for name, count, rate in rows:
        print(f"{name:40s} {count:7d} {rate:10,.0f} {rate / peer:10.2f}x")


if __name__ == "__main__":
    main()
