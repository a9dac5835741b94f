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

Ours runs with its compiled core when there is one (``formats/_pbncore*.c``, built on first
use with the system C compiler: the cut of plain games into tag records, the plain Play
and Auction sections; ``BRIDGELAW_PURE_PYTHON=1`` times the Python code alone, which gives
the same records). The CPU time of each side includes its garbage collector's work:
endplay reads with the collector on; ours pauses it while reading and puts the records
made in the oldest generation afterwards (``formats.source.collector_paused``). Equal
immutable units
(calls and cards by column) are shared between games, as a user of ``pbn.loads`` gets
them.

With ``BENCH_PBN_ALL=1`` the same run also reads every PBN file of the shared data that
endplay reads (a file endplay raises on is named and left out), ours with auction and
play against endplay, the two interleaved file by file (best CPU time of 3 runs each),
and prints each file's ratio and the aggregate: endplay's total time over ours.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path

from bridgelaw.formats import pbn, pbncore

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
FILE = DATA / "pbn_events" / "rpbridge_2012_vugraph_archive.pbn"
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
    core = "compiled core" if pbncore.core() is not None else "Python only"
    print(f"{FILE.name}: {len(text):,} characters; ours: {core}")
    print(f"{'reader':40s} {'boards':>7s} {'boards/s':>10s} {'vs endplay':>11s}")
    for name, count, rate in rows:
        print(f"{name:40s} {count:7d} {rate:10,.0f} {rate / peer:10.2f}x")
    print(
        "same file, same text in memory, best CPU time of 3 runs each; both sides read deal,"
        " contract, result, auction and play as objects; ours keeps the play in its columns"
        " as written, endplay puts it in the order played"
    )
    if os.environ.get("BENCH_PBN_ALL") == "1":
        print()
        all_files()


def _cpu(reader: Callable[[str], int], text: str) -> float:
    start = time.process_time()
    reader(text)
    return time.process_time() - start


def all_files() -> None:
    """Ours with auction and play against endplay on every shared PBN file endplay reads:
    each file's boards, best CPU times (ms) and ratio, then the totals and the aggregate."""
    rows: list[tuple[str, int, float, float]] = []
    for path in sorted(DATA.rglob("*.pbn")):
        text = pbn.read_text(path)
        name = str(path.relative_to(DATA))
        try:
            count = endplay_loads(text)
        except Exception as err:  # endplay's own failure: the file is left out
            print(f"left out (endplay cannot read it: {type(err).__name__}): {name}")
            continue
        ours_count = ours_full(text)
        if ours_count != count:
            print(f"{name}: {ours_count} boards read by ours, {count} by endplay")
        ours = peer = float("inf")
        for _ in range(RUNS):  # interleaved: a busy moment of the machine hits both
            ours = min(ours, _cpu(ours_full, text))
            peer = min(peer, _cpu(endplay_loads, text))
        rows.append((name, count, ours, peer))
    print(f"{'file':72s} {'boards':>6s} {'ours ms':>8s} {'endplay':>8s} {'ratio':>7s}")
    for name, count, ours, peer in sorted(rows, key=lambda r: r[3] / max(r[2], 1e-9)):
        ratio = peer / max(ours, 1e-9)
        print(f"{name[-72:]:72s} {count:6d} {ours * 1e3:8.1f} {peer * 1e3:8.1f} {ratio:6.2f}x")
    total_ours = sum(r[2] for r in rows)
    total_peer = sum(r[3] for r in rows)
    boards = sum(r[1] for r in rows)
    print(
        f"all {len(rows)} files endplay reads, {boards:,} boards: ours {total_ours * 1e3:,.0f} ms,"
        f" endplay {total_peer * 1e3:,.0f} ms: {total_peer / total_ours:.2f}x"
    )
    rest = [r for r in rows if Path(r[0]).name != FILE.name]
    rest_ours = sum(r[2] for r in rest)
    rest_peer = sum(r[3] for r in rest)
    print(
        f"the {len(rest)} files but {FILE.name}: ours {rest_ours * 1e3:,.0f} ms,"
        f" endplay {rest_peer * 1e3:,.0f} ms: {rest_peer / rest_ours:.2f}x"
    )


if __name__ == "__main__":
    main()
