"""Where an action's time goes, recorded by the server while it runs (off by default).

With ``BRIDGELAW_TIMINGS_FILE`` set (:class:`~bridgelaw.server.settings.Settings`), the
server appends one JSON line per record to that file (written once a second, and when
it stops): the load benchmark (``BENCH_TIMINGS=1 python -m bench serve``) reads it to
tell why the slowest actions are slow, with figures that do not depend on how loaded
the machine is (CPU time of the event loop's thread) beside the wall times that do:

* ``action``: one frame of a seat (``kind``: ``call``, ``play``, ``next``, ``hello``...):
  ``wait`` ms from the frame read off the socket until its task ran; ``act`` and
  ``act_cpu``: applying it (the engine, the rows queued for the commit); ``durable``: the
  wait for its commit; ``after`` and ``after_cpu``: the ``ack`` and the states sent to
  the table (and to the room at the end of a board); ``states``: how many states that was;
* ``gc``: a collection of the garbage collector (``gen``, ``ms``);
* ``lag``: the event loop late by ``ms`` (more than 2 ms) for a timer of 10 ms;
* ``commit``: one group commit (``writes``, ``rows``, ``ms`` in the committer's thread).

Each record has ``at``, the wall clock (``time.time()``) when it ended. :func:`summary`
turns the records of a time window into the figures the benchmark prints.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import statistics
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import orjson

__all__ = ["Pauses", "Timings", "read", "summary"]

LAG_TIMER = 0.010
"""The loop-lag monitor's timer, in seconds."""
LAG_SHOWN = 0.002
"""Lateness below this is not recorded."""


@dataclass(eq=False)
class Pauses:
    """The garbage collector's pauses and the event loop's lateness in this process: the
    recorder the server uses, also run in the benchmark's client process."""

    records: list[dict[str, Any]] = field(default_factory=list)
    _gc_started: float = 0.0
    _gc_cpu: float = 0.0
    _task: asyncio.Task[None] | None = None

    def start(self) -> None:
        """Record from now on (call it in the event loop)."""
        gc.callbacks.append(self._gc)
        self._task = asyncio.get_running_loop().create_task(self._lag())

    def stop(self) -> None:
        """Stop recording."""
        with contextlib.suppress(ValueError):
            gc.callbacks.remove(self._gc)
        if self._task is not None:
            self._task.cancel()
            self._task = None

    def _gc(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            self._gc_started, self._gc_cpu = time.perf_counter(), time.thread_time()
            return
        pause = 1000 * (time.perf_counter() - self._gc_started)
        cpu = 1000 * (time.thread_time() - self._gc_cpu)
        record = {"k": "gc", "gen": info["generation"], "ms": round(pause, 3)}
        record |= {"cpu": round(cpu, 3), "collected": info["collected"]}
        self.records.append(record | {"at": time.time()})

    async def _lag(self) -> None:
        while True:
            before, cpu = time.perf_counter(), time.process_time()
            await asyncio.sleep(LAG_TIMER)
            late = time.perf_counter() - before - LAG_TIMER
            if late > LAG_SHOWN:
                used = time.process_time() - cpu  # ~ the time: the process was busy
                record = {"k": "lag", "ms": round(1000 * late, 3), "at": time.time()}
                self.records.append(record | {"cpu": round(1000 * used, 3)})


class Timings(Pauses):
    """The server's recorder: :class:`Pauses` and the actions' and commits' records,
    appended to ``path`` once a second."""

    def __init__(self, path: Path) -> None:
        super().__init__()
        self.path = path
        self._flusher: asyncio.TimerHandle | None = None

    def start(self) -> None:
        super().start()
        self._flusher = asyncio.get_running_loop().call_later(1.0, self._flush_soon)

    def stop(self) -> None:
        super().stop()
        if self._flusher is not None:
            self._flusher.cancel()
        self.flush()

    def _flush_soon(self) -> None:
        self.flush()
        self._flusher = asyncio.get_running_loop().call_later(1.0, self._flush_soon)

    def flush(self) -> None:
        """Append the records kept so far to the file."""
        records, self.records = self.records, []
        if records:
            with self.path.open("ab") as out:
                out.write(b"".join(orjson.dumps(record) + b"\n" for record in records))

    def action(self, kind: str, **figures: float) -> None:
        """Record one frame's figures (seconds, kept as ms)."""
        record: dict[str, Any] = {"k": "action", "kind": kind, "at": time.time()}
        for name, value in figures.items():
            record[name] = round(1000 * value, 3) if name != "states" else value
        self.records.append(record)

    def commit(self, writes: int, rows: int, seconds: float, cpu: float) -> None:
        """Record one group commit: ``seconds`` from its start to its end as the event
        loop saw them, ``cpu`` the committer's thread's CPU time."""
        record = {"k": "commit", "writes": writes, "rows": rows, "ms": round(1000 * seconds, 3)}
        record["cpu"] = round(1000 * cpu, 3)
        self.records.append(record | {"at": time.time()})


def read(path: Path, start: float = 0.0, end: float = float("inf")) -> list[dict[str, Any]]:
    """The records of a timings file made between ``start`` and ``end`` (wall clock)."""
    if not path.exists():
        return []
    records = (orjson.loads(line) for line in path.read_bytes().splitlines() if line)
    return [record for record in records if start <= record["at"] <= end]


def _quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[max(0, int(len(ordered) * q) - 1)] if ordered else 0.0


def _figures(values: Iterable[float]) -> str:
    listed = list(values)
    if not listed:
        return "-"
    return (
        f"mean {statistics.fmean(listed):.2f}, p99 {_quantile(listed, 0.99):.2f}, "
        f"max {max(listed):.1f}"
    )


def summary(records: list[dict[str, Any]], seconds: float) -> list[str]:
    """Lines that say where the time of the actions in ``records`` went (``seconds``: the
    window's length)."""
    lines: list[str] = []
    actions = [r for r in records if r["k"] == "action"]
    kinds = sorted({r["kind"] for r in actions})
    for kind in kinds:
        mine = [r for r in actions if r["kind"] == kind]
        cpu = [r.get("act_cpu", 0.0) + r.get("after_cpu", 0.0) for r in mine]
        lines.append(
            f"  {kind} ({len(mine)}): CPU ms {_figures(cpu)}; act CPU "
            f"{_figures(r.get('act_cpu', 0.0) for r in mine)}; states sent CPU "
            f"{_figures(r.get('after_cpu', 0.0) for r in mine)}"
        )
        lines.append(
            f"    wall ms: waited for the loop {_figures(r.get('wait', 0.0) for r in mine)}; "
            f"commit {_figures(r.get('durable', 0.0) for r in mine)}; total "
            f"{_figures(r.get('total', 0.0) for r in mine)}"
        )
    cpu_total = sum(r.get("act_cpu", 0.0) + r.get("after_cpu", 0.0) for r in actions)
    lines.append(
        f"  actions' CPU in all: {cpu_total / 1000:.2f} s of {seconds:.0f} s "
        f"({cpu_total / 10 / seconds:.0f}% of a core)"
    )
    collections = [r for r in records if r["k"] == "gc"]
    for generation in (0, 1, 2):
        pauses = [r["ms"] for r in collections if r["gen"] == generation]
        cpus = [r.get("cpu", 0.0) for r in collections if r["gen"] == generation]
        if pauses:
            lines.append(
                f"  gc generation {generation}: {len(pauses)} collections, "
                f"{sum(pauses):.0f} ms in all, {_figures(pauses)}, "
                f"{sum(p > 10 for p in pauses)} over 10 ms; CPU ms {_figures(cpus)}"
            )
    lags = [r["ms"] for r in records if r["k"] == "lag"]
    spans = sum(r["ms"] + 1000 * LAG_TIMER for r in records if r["k"] == "lag")
    busy = 100 * sum(r.get("cpu", 0.0) for r in records if r["k"] == "lag") / (spans or 1)
    lines.append(
        f"  event loop late (> {1000 * LAG_SHOWN:.0f} ms for a {1000 * LAG_TIMER:.0f} ms "
        f"timer): {len(lags)} times, {sum(x > 20 for x in lags)} over 20 ms, "
        f"{sum(x > 50 for x in lags)} over 50 ms, max {max(lags, default=0):.0f} ms; "
        f"the process's CPU in those intervals {busy:.0f}% of their time (the rest: the "
        "machine's other work, or waiting)"
    )
    commits = [r for r in records if r["k"] == "commit"]
    if commits:
        lines.append(
            f"  commits: {len(commits)}, {sum(r['rows'] for r in commits)} rows, writes per "
            f"commit {statistics.fmean(r['writes'] for r in commits):.1f}; ms "
            f"{_figures(r['ms'] for r in commits)}; the committer's CPU ms "
            f"{_figures(r.get('cpu', 0.0) for r in commits)}"
        )
    return lines
