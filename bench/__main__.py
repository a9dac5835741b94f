"""Run every benchmark: ``python -m bench`` (or ``make bench``); ``python -m bench NAME``
runs only ``bench/bench_NAME.py``. Each benchmark runs our code and its peer in the
same run and prints the ratio. ``python -m bench NAME --profile`` prints instead where
our code spends its time, for a benchmark that offers a ``profile()`` function."""

from __future__ import annotations

import importlib
import pkgutil
import sys
from pathlib import Path


def main(argv: list[str]) -> None:
    """Run the benchmarks named in ``argv`` (all when empty); ``--profile`` profiles them."""
    here = Path(__file__).resolve().parent
    names = sorted(m.name for m in pkgutil.iter_modules([str(here)]) if m.name.startswith("bench_"))
    profile = "--profile" in argv
    args = [a for a in argv if a != "--profile"]
    wanted = [f"bench_{a.removeprefix('bench_')}" for a in args] or names
    for name in wanted:
        if name not in names:
            raise SystemExit(f"no benchmark {name!r}; known: {', '.join(names)}")
        print(f"\n== {name}")
        module = importlib.import_module(f"bench.{name}")
        if not profile:
            module.main()
        elif hasattr(module, "profile"):
            module.profile()
        else:
            print("(no profile() in this benchmark)")


if __name__ == "__main__":
    main(sys.argv[1:])
