"""Run code that needs a thread with no running event loop: Playwright's sync API keeps a
loop running in the main thread of a test process that has opened the browser, so
``asyncio.run`` there fails (pytest-xdist puts browser and asyncio tests in one process)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

T = TypeVar("T")


def apart(run: Callable[[], T]) -> T:
    """``run()`` in a thread of its own, its result or its exception."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(run).result()


def run_async(coroutine: Coroutine[Any, Any, T]) -> T:
    """``asyncio.run(coroutine)`` in a thread of its own."""
    return apart(lambda: asyncio.run(coroutine))
