"""LIN reading and writing speed: bridgelaw vs endplay's LIN parser.

Reads the single-table BBO files in the shared data (the pbntools files and the
"my hands" file; endplay's parser cannot read vugraph archives) and reports
tables per second for each library, plus bridgelaw's speed on the vugraph
archives and its writer (no peer for those two).

Like with like: both readers get the same files, those endplay reads without an
error (it fails on a board with no play; those files are left out for both, and
counted before timing), and both read them from the same in-memory text (each file
read from disk once, as UTF-8, before any timing): ``lin.loads(text)`` against
``endplay.parsers.lin.loads(text)``, one call per file. What is timed is the
process's CPU time (:func:`time.process_time`), not the wall clock: on a shared
machine the wall clock counts the waits for a core, while the CPU time of each side
and so their ratio hardly depend on the load. Each side reads all the files three
times in turn (ours, endplay's, ours...); the best of the three counts, and the
first run's ratio is printed too: our reader keeps bounded tables of what recurs
from file to file (the token of a short pair such as ``pc|SA|``, a card, a call, an
``md`` deal: every table of a board gives the same ``md``), which the first run
fills, as a program that reads one file after another would.

What each side makes of a table:

* bridgelaw ``lin.loads``: every ``tag|value|`` pair kept as written (with its line),
  the deal (checked: a card twice, hands of unequal size), dealer, vulnerability,
  the auction as calls with alerts and explanations, the play as cards, the claim,
  the players by seat, the board number and room, the ``rs`` result, and notes on
  anything odd. A short pair (a card, a call) written again on the same line gives the
  token made for it before (tokens are immutable; every pair still has its token).
* endplay ``parsers.lin.loads``: the deal, dealer, vulnerability, the auction as
  bids with alerts and announcements, the play as cards, the contract worked out
  from the auction and the result from the play or claim, the other tags as text.

Run: ``.venv/bin/python -m bench lin`` (``--profile``: where our reader spends its time).
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path

from endplay.parsers import lin as endplay_lin

from bridgelaw.formats import lin

DATA = Path(__file__).resolve().parents[1] / ".." / "shared" / "data"
RUNS = 3


def _cpu(work: Callable[[], int]) -> tuple[int, float]:
    """The number of tables one run of ``work`` reads and its CPU time in seconds."""
    start = time.process_time()
    count = work()
    return count, time.process_time() - start


def _peer_reads(text: str) -> bool:
    """Whether endplay reads the file (it fails on boards with no play)."""
    try:
        endplay_lin.loads(text)
    except (AttributeError, ValueError, TypeError, IndexError):
        return False
    return True


def texts() -> tuple[list[str], list[str]]:
    """The single-table files endplay reads, and the vugraph archives, as text."""
    files = sorted(DATA.rglob("*.lin"))
    single = [
        text for p in files if "vugraph" not in str(p) and _peer_reads(text := p.read_text("utf-8"))
    ]
    vugraph = [p.read_text("utf-8") for p in files if "vugraph" in str(p)]
    return single, vugraph


def main() -> None:
    single, vugraph = texts()

    def ours_single() -> int:
        return sum(len(lin.loads(text)) for text in single)

    def peer_single() -> int:
        return sum(len(endplay_lin.loads(text)) for text in single)

    def ours_vugraph() -> int:
        return sum(len(lin.loads(text)) for text in vugraph)

    ours: list[tuple[int, float]] = []
    peer: list[tuple[int, float]] = []
    for _ in range(RUNS):  # in turn, so that a burst of load falls on both sides
        ours.append(_cpu(ours_single))
        peer.append(_cpu(peer_single))
    vugraph_runs = [_cpu(ours_vugraph) for _ in range(RUNS)]
    parsed = [lin.loads(text) for text in single + vugraph]

    def ours_write() -> int:
        return sum(len(lin.dumps(records)) and len(records) for records in parsed)

    write_runs = [_cpu(ours_write) for _ in range(RUNS)]

    load = os.getloadavg()[0]
    print(
        f"{len(single)} single-table files (those endplay reads), {len(vugraph)} vugraph"
        f" archives; both sides read the same in-memory texts; CPU time, best of {RUNS}"
        f" (load average {load:.1f})"
    )
    print(f"{'task':<26}{'tables':>8}{'bridgelaw/s':>14}{'endplay/s':>12}{'CPU ratio':>11}")
    best_ours, best_peer = min(ours, key=_seconds), min(peer, key=_seconds)
    rows: list[tuple[str, tuple[int, float], tuple[int, float] | None]] = [
        ("read single-table files", best_ours, best_peer),
        ("read vugraph archives", min(vugraph_runs, key=_seconds), None),
        ("write (dumps) all files", min(write_runs, key=_seconds), None),
    ]
    for name, (count, seconds), other in rows:
        rate = count / seconds
        if other is None:
            print(f"{name:<26}{count:>8}{rate:>14,.0f}{'-':>12}{'-':>11}")
        else:
            other_rate = other[0] / other[1]
            print(
                f"{name:<26}{count:>8}{rate:>14,.0f}{other_rate:>12,.0f}{rate / other_rate:>11.2f}"
            )
    first = peer[0][1] / ours[0][1]
    each = ", ".join(f"{p[1] / o[1]:.2f}" for o, p in zip(ours, peer, strict=True))
    print(
        f"single-table CPU ratio run by run: {each} (the first with our tables empty: {first:.2f})"
    )


def _seconds(run: tuple[int, float]) -> float:
    return run[1]


def profile() -> None:
    """Where ``lin.loads`` spends its time on the single-table files (ten reads of each)."""
    import cProfile
    import pstats

    single, _ = texts()
    profiler = cProfile.Profile()
    profiler.runcall(lambda: [lin.loads(text) for _ in range(10) for text in single])
    pstats.Stats(profiler).sort_stats("tottime").print_stats(20)


if __name__ == "__main__":
    main()
