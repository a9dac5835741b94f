"""Run every benchmark: ``python -m bench`` (or ``make bench``); ``python -m bench NAME``
runs only ``bench/bench_NAME.py``. Each benchmark runs our code and its peer in the
same run and prints the ratio."""

from __future__ import annotations

import importlib
import pkgutil
import sys
from pathlib import Path


def main(argv: list[str]) -> None:
    """Run the benchmarks named in ``argv`` (all when empty)."""
    here = Path(__file__).resolve().parent
    names = sorted(m.name for m in pkgutil.iter_modules([str(here)]) if m.name.startswith("bench_"))
    wanted = [f"bench_{a.removeprefix('bench_')}" for a in argv] or names
    for name in wanted:
        if name not in names:
            raise SystemExit(f"no benchmark {name!r}; known: {', '.join(names)}")
        print(f"\n== {name}")
        module = importlib.import_module(f"bench.{name}")
        module.main()


if __name__ == "__main__":
    main(sys.argv[1:])
