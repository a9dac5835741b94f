"""The garbage collector of a busy server: no long pause while people play.

CPython's collector looks for reference cycles in three generations. A young collection
(generations 0 and 1) looks only at the objects made since the last one and takes a
millisecond or a few; a full one (generation 2) looks at every object the process holds.
A server with 1,000 tables holds ~700,000 such objects: each of its 4,000 websocket
connections has ~170 (uvicorn's protocol, the ``websockets`` connection, Starlette's
``WebSocket``, the ASGI task and its chain of ~25 coroutines...), and the tables their
logs. Every action leaves a few objects that live as long as the board (its event, its
row), so a full collection came every ~7 s at 1,000 actions a second and stopped the
event loop for 0.3-0.6 s each time (``BENCH_TIMINGS=1 python -m bench serve``,
:mod:`bridgelaw.server.timings`): every action that arrived meanwhile waited, and those
were the slowest 1-2% of all.

:class:`Collector` moves the survivors of each young collection out of the collector's
sight (:func:`gc.freeze`): they are alive, and the few of them that later die in a cycle
(measured: ~0.1% of the objects full collections used to look at; the others are freed
by their reference counts, frozen or not) wait for the next *periodic* full collection,
made every ``full_seconds`` (``BRIDGELAW_GC_FULL_SECONDS``, default 10 minutes) with
every object given back to the collector (:func:`gc.unfreeze`) first. So the automatic
full collections look at a few seconds' survivors only, and one full pause is taken
every ten minutes instead of every few seconds: at 1,000 actions a second it touches
~0.05% of the actions, not 1-2%.
"""

from __future__ import annotations

import asyncio
import gc
import time
from typing import Any

__all__ = ["FULL_SECONDS", "Collector"]

FULL_SECONDS = 600.0
"""The default time between two full collections of every object."""


class Collector:
    """Freezes the survivors of each young collection; a full collection of everything
    every ``full_seconds``, in the event loop's thread between two callbacks."""

    def __init__(self, full_seconds: float = FULL_SECONDS) -> None:
        self.full_seconds = full_seconds
        self.frozen = 0
        """Times the survivors were frozen."""
        self.fulls = 0
        """Periodic full collections made."""
        self._last_full = time.monotonic()
        self._due = False

    def install(self) -> None:
        """Start (the objects alive now are frozen at the first young collection)."""
        if self._after not in gc.callbacks:
            gc.callbacks.append(self._after)

    def uninstall(self) -> None:
        """Stop: the collector works as CPython's again (what is frozen stays frozen)."""
        if self._after in gc.callbacks:
            gc.callbacks.remove(self._after)

    def _after(self, phase: str, info: dict[str, Any]) -> None:
        if phase != "stop" or info["generation"] < 1:
            return
        gc.freeze()  # generations 0 and 1 are empty now: the survivors are in 2
        self.frozen += 1
        if self._due or time.monotonic() - self._last_full < self.full_seconds:
            return
        try:  # a collection in another thread (the commits') leaves it to the next one
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return
        self._due = True
        loop.call_soon(self.full)

    def full(self) -> int:
        """Collect every object now (those frozen too); how many were garbage."""
        self._due = True  # its own collection does not schedule another
        gc.unfreeze()
        found = gc.collect()
        gc.freeze()
        self.fulls += 1
        self._due, self._last_full = False, time.monotonic()
        return found
