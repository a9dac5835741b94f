"""PBN boards read per second: our reader against endplay's, on the same big file.

The file is the rpbridge vugraph archive (7,632 games, 2 MB) from the shared data.
Each reader runs three times on the text already in memory; the best time counts,
timed as the process's CPU time (the machine may be shared: wall time would count
the waits for a core).

What each side makes of every game:

* ``bridgelaw pbn.loads``: the tag pairs in file order (name, value, line, comments),
  the inheritance of ``#`` and second-room tags, the board (number, dealer,
  vulnerability, deal checked for duplicate cards and hand sizes), players, contract
  with declarer, result and score; the Auction and Play sections kept as tokens (with
  the line of each), read only when asked for; notes on anything odd; the game's text.
* ``bridgelaw pbn.loads + auction, play``: the same with ``sections=True``: every
  game's Auction read as the auction from the dealer (calls, ``AP`` spelt out) and Play
  as tricks of cards in their columns, as ``game.auction`` and ``game.play`` give them.
  The Auction's units as written (``game.calls``, which endplay has no counterpart of)
  are made when first asked for in a plain game, at once in the others.
* ``endplay parsers.pbn.loads``: the deal, dealer, vulnerability, contract with
  declarer and result, the auction as bids, the play as cards (put in the order played,
  trick by trick), the other tags as text.

The CPU time of each side includes its garbage collector's work: endplay reads with the
collector on; ours pauses it while reading and puts the records made in the oldest
generation afterwards (``formats.source.collector_paused``). Equal immutable units
(calls and cards by column) are shared between games, as a user of ``pbn.loads`` gets
them.
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
    """Our reader with every auction and play read as calls and cards."""
    return len(pbn.loads(text, sections=True))


def endplay_loads(text: str) -> int:
    """endplay's PBN parser (boards with deal, auction and play)."""
    from endplay.parsers import pbn as endplay_pbn

    return len(endplay_pbn.loads(text))


def best_rate(reader: Callable[[str], int], text: str) -> tuple[int, float]:
    """(boards read, best boards per second over :data:`RUNS` runs)."""
    best = float("inf")
    count = 0
    for _ in range(RUNS):
        start = time.process_time()
        count = reader(text)
        best = min(best, time.process_time() - start)
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
    print(
        "same file, same text in memory, best CPU time of 3 runs each; both sides read deal,"
        " contract, result, auction and play as objects; ours keeps the play in its columns"
        " as written, endplay puts it in the order played"
    )


if __name__ == "__main__":
    main()
