"""LIN reading and writing speed: bridgelaw vs endplay's LIN parser.

Reads the single-table BBO files in the shared data (the pbntools files and the
"my hands" file; endplay's parser cannot read vugraph archives) and reports
tables per second for each library, plus bridgelaw's speed on the vugraph
archive and its writer.

Both readers get the same files: those endplay reads without an error (it fails
on a board with no play; those files are left out for both, and counted before
timing). Each file's text is in memory; the best of three runs counts, timed as
the process's CPU time (the machine may be shared: wall time would count the waits
for a core).

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

Run: ``.venv/bin/python bench/bench_lin.py``
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from endplay.parsers import lin as endplay_lin

from bridgelaw.formats import lin

DATA = Path(__file__).resolve().parents[1] / ".." / "shared" / "data"


def _timed(work: Callable[[], int], repeat: int = 3) -> tuple[int, float]:
    """Best time of ``repeat`` runs and the number of tables one run handles."""
    best = float("inf")
    count = 0
    for _ in range(repeat):
        start = time.process_time()
        count = work()
        best = min(best, time.process_time() - start)
    return count, best


def _peer_reads(text: str) -> bool:
    """Whether endplay reads the file (it fails on boards with no play)."""
    try:
        endplay_lin.loads(text)
    except (AttributeError, ValueError, TypeError, IndexError):
        return False
    return True


def main() -> None:
    files = sorted(DATA.rglob("*.lin"))
    single = [
        text for p in files if "vugraph" not in str(p) and _peer_reads(text := p.read_text("utf-8"))
    ]
    vugraph = [p.read_text("utf-8") for p in files if "vugraph" in str(p)]

    def ours_single() -> int:
        return sum(len(lin.loads(text)) for text in single)

    def peer_single() -> int:
        return sum(len(endplay_lin.loads(text)) for text in single)

    def ours_vugraph() -> int:
        return sum(len(lin.loads(text)) for text in vugraph)

    parsed = [lin.loads(text) for text in single + vugraph]

    def ours_write() -> int:
        return sum(len(lin.dumps(records)) and len(records) for records in parsed)

    rows = [
        ("read single-table files", _timed(ours_single), _timed(peer_single)),
        ("read vugraph archives", _timed(ours_vugraph), None),
        ("write (dumps) all files", _timed(ours_write), None),
    ]
    print(
        f"{len(single)} single-table files (those endplay reads), {len(vugraph)} vugraph archives"
    )
    print(f"{'task':<26}{'tables':>8}{'bridgelaw/s':>14}{'endplay/s':>12}{'ratio':>8}")
    for name, (count, seconds), peer in rows:
        ours_rate = count / seconds
        if peer is None:
            print(f"{name:<26}{count:>8}{ours_rate:>14,.0f}{'-':>12}{'-':>8}")
        else:
            peer_rate = peer[0] / peer[1]
            ratio = ours_rate / peer_rate
            print(f"{name:<26}{count:>8}{ours_rate:>14,.0f}{peer_rate:>12,.0f}{ratio:>8.2f}")


if __name__ == "__main__":
    main()
