"""The server's garbage collector (bridgelaw.server.collector, issue 12): the survivors of
each young collection are frozen, so no automatic full collection looks at every object
of a busy server; a periodic full collection still finds a cycle that died frozen."""

from __future__ import annotations

import asyncio
import gc
import weakref
from collections.abc import Iterator

import pytest

from bridgelaw.server.collector import Collector
from tests.apart import run_async


class Node:
    """An object in a reference cycle."""

    def __init__(self) -> None:
        self.me = self


@pytest.fixture
def collector() -> Iterator[Collector]:
    made = Collector(full_seconds=3600)
    made.install()
    yield made
    made.uninstall()
    gc.unfreeze()  # the test process's objects back to the collector
    gc.collect()


def test_the_survivors_of_a_young_collection_are_frozen(collector: Collector) -> None:
    before = gc.get_freeze_count()
    alive = [Node() for _ in range(100)]
    gc.collect(1)
    assert collector.frozen >= 1
    assert gc.get_freeze_count() >= before + len(alive)
    assert gc.get_objects(generation=2) == []  # nothing for a full collection to look at


def test_a_cycle_that_dies_frozen_is_found_by_the_periodic_full_collection(
    collector: Collector,
) -> None:
    node = Node()
    gone = weakref.ref(node)
    gc.collect(1)  # frozen alive
    del node
    gc.collect()  # an automatic-style collection does not see it
    assert gone() is not None
    assert collector.full() >= 1
    assert gone() is None and collector.fulls == 1


def test_the_full_collection_is_made_in_the_event_loop_when_it_is_due() -> None:
    collector = Collector(full_seconds=0)

    async def young_then_a_turn() -> int:
        gc.collect(1)  # in the loop's thread: the full collection is scheduled
        await asyncio.sleep(0)
        return collector.fulls

    collector.install()
    try:
        assert run_async(young_then_a_turn()) == 1
    finally:
        collector.uninstall()
        gc.unfreeze()
