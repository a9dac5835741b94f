"""Start-up: how long the ``bridgelaw`` command takes to answer ``--help``.

Each command runs in a fresh subprocess of this interpreter (the venv's python and
its ``bridgelaw`` script), several times, interleaved so that the machine's load
falls on all of them alike; the figure is the median wall time, as a ratio to
``python -c "import json"`` (the peer: the least a Python program costs) in the
same run, with the peak resident memory of the process (``ru_maxrss``). The goal
is under 10x.

Run: ``python -m bench startup``
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPEATS = 9
"""Runs of each command (the median is reported)."""


def _bridgelaw() -> list[str]:
    """The ``bridgelaw`` console script next to this interpreter (else ``-m``)."""
    script = Path(sys.executable).with_name("bridgelaw")
    if script.exists():
        return [str(script)]
    found = shutil.which("bridgelaw")
    return [found] if found else [sys.executable, "-m", "bridgelaw.cli"]


def commands() -> dict[str, list[str]]:
    """The commands timed, by label; the first is the reference."""
    cli = _bridgelaw()
    return {
        'python -c "import json"': [sys.executable, "-c", "import json"],
        'python -c "import bridgelaw"': [sys.executable, "-c", "import bridgelaw"],
        "bridgelaw --help": [*cli, "--help"],
        "bridgelaw score --help": [*cli, "score", "--help"],
        "bridgelaw rule --help": [*cli, "rule", "--help"],
    }


def run_once(argv: list[str]) -> tuple[float, int]:
    """Wall seconds and peak RSS (bytes) of one run of ``argv``."""
    start = time.perf_counter()
    process = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise SystemExit(f"{' '.join(argv)} failed with status {process.returncode}")
    return elapsed, usage.ru_maxrss * 1024  # Linux reports kilobytes


def main() -> None:
    """Time every command and print medians, ratios and peak memory."""
    table = commands()
    times: dict[str, list[float]] = {label: [] for label in table}
    memory: dict[str, list[int]] = {label: [] for label in table}
    for argv in table.values():  # warm the file cache and the bytecode
        run_once(argv)
    for _ in range(REPEATS):
        for label, argv in table.items():
            seconds, rss = run_once(argv)
            times[label].append(seconds)
            memory[label].append(rss)
    reference = statistics.median(times[next(iter(table))])
    print(f"{REPEATS} runs each, median wall time; peak RSS; ratio to the first line")
    for label in table:
        median = statistics.median(times[label])
        peak = max(memory[label]) / 2**20
        print(f"  {label:<30} {median:7.3f} s  {peak:6.1f} MB  {median / reference:6.1f}x")


if __name__ == "__main__":
    main()
