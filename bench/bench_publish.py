"""Benchmark: publishing the results page of a 100-board event whose double-dummy tables
are already known (issue 10's goal: under 2 s); no peer runs beside it (the programs
that publish such pages, JFR Pary and BridgeComposer, do not run here).

The event is the one the page tests use (tests/results/pages_data.py): 100 real deals of
the Camrose 2024 file with their double-dummy tables, each played at 10 tables by a
20-pair Mitchell field. The page is the whole of ``score --html``: ranking, 20 personal
score cards and 100 boards with diagram, DD table, par, traveller and frequencies.
Run: ``.venv/bin/python -m bench publish``.
"""

from __future__ import annotations

import time

from tests.results.pages_data import hundred_boards

from bridgelaw.results.html import results_html

RUNS = 3
GOAL_SECONDS = 2.0


def main() -> None:
    """Print the best of :data:`RUNS` times to publish the page, against the goal."""
    event, records = hundred_boards()
    best = float("inf")
    html = ""
    for _ in range(RUNS):
        start = time.perf_counter()
        html = results_html(event, records=records)
        best = min(best, time.perf_counter() - start)
    boards = html.count('<table class="dd">')
    print(f"100-board event, {boards} boards with DD tables, {len(html):,} characters of HTML")
    print(
        f"publish: best of {RUNS}: {best:.3f} s (goal < {GOAL_SECONDS:g} s: "
        f"{'met' if best < GOAL_SECONDS else 'NOT met'})"
    )


if __name__ == "__main__":
    main()
