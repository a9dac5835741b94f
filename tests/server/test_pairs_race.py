"""Two players taking the last place of a pairs event at the same moment (stop 22), on
SQLite and on PostgreSQL: two server processes (two apps on one database, each its own
:class:`PairEvents`) both read the event before either writes it. The half table's
place of a running Mitchell, or the open place of a pair before the start, goes to one
of them; the other is refused with the reason (before: both were told they had it, and
the second write wiped out the first, or two pairs took the one place).

Each attempt's read is held at a barrier until both have read, so the race is made
every time, not left to timing; the write is made over the version read
(migration 0007), and the loser's attempt is made again from the event as it then is.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from fastapi import FastAPI

from bridgelaw.server.pairs import PairEvent, PairEvents
from bridgelaw.server.pairs_model import check_spec
from bridgelaw.server.settings import Settings
from bridgelaw.server.store import Denied
from tests.server.test_pairs import pairs_app


def _both_read_first(processes: list[PairEvents]) -> None:
    """Make each process's next read of the event wait until the other has read too."""
    barrier = threading.Barrier(len(processes))
    for events in processes:
        read = events.refresh
        armed = [True]

        def held(
            event: PairEvent,
            read: Callable[[PairEvent], PairEvent] = read,
            armed: list[bool] = armed,
        ) -> PairEvent:
            found = read(event)
            if armed:
                armed.clear()
                barrier.wait(timeout=30)
            return found

        events.refresh = held  # type: ignore[method-assign]


def _race(processes: list[PairEvents], take: Callable[[PairEvents, int], int]) -> list[Any]:
    """``take(process, user)`` by users 2 and 3 at the same moment, one process each:
    what each got (a pair's index, or the refusal)."""
    _both_read_first(processes)

    def attempt(index: int) -> Any:
        try:
            return take(processes[index], index + 2)
        except Denied as denied:
            return denied

    with ThreadPoolExecutor(max_workers=2) as pool:
        return list(pool.map(attempt, range(2)))


@pytest.mark.parametrize("place", ["half table", "open place"])
def test_of_two_players_taking_the_last_place_at_once_one_has_it(
    settings: Settings, place: str
) -> None:
    """Two late players at once in round 1 of a Mitchell with a half table: one has the
    half table's place, the other (his write made again on the event as it is now) a new
    table's (:func:`~bridgelaw.server.pairs_rulings.late_place`), never the same place;
    two players joining the last open place at once: one has it."""
    one, two = pairs_app(settings), pairs_app(settings)  # two processes, one database
    processes: list[PairEvents] = [one.state.pairs, two.state.pairs]
    first = processes[0]
    if place == "half table":
        spec = check_spec("mitchell", 3, 1, None, half_table=True)
        event = first.create("Race", spec)
        first.enter(event.id, 1, "Ann", "robot")
        first.start(event.id)

        def take(events: PairEvents, user: int) -> int:
            return events.enter(event.id, user, f"Player {user}", "robot")

    else:
        event = first.create("Race", check_spec("howell", 2, 1, None))
        first.enter(event.id, 1, "Ann", "open")

        def take(events: PairEvents, user: int) -> int:
            return events.join(event.id, user, f"Player {user}", 1)

    got = _race(processes, take)

    won = [g for g in got if isinstance(g, int)]
    if place == "half table":
        assert sorted(won) == [5, 6], got  # two pairs more, each its own
        for events in processes:  # both processes, read again, agree on who is where
            now = PairEvents.refresh(events, events.event(event.id))
            labels = {now.label(now.pair_of(user) or 0) for user in (2, 3)}
            assert labels == {"3EW", "4NS"}, labels  # the half table's, the new table's
            assert len(now.pairs) == 7 and len(now.movement.contestants) == 7
    else:
        lost = [g for g in got if isinstance(g, Denied)]
        assert len(won) == 1 and len(lost) == 1, got
        assert "pair 1 has no open place" in lost[0].message
        winner = got.index(won[0]) + 2
        for events in processes:  # both processes, read again, agree on who has the place
            now = PairEvents.refresh(events, events.event(event.id))
            assert now.pair_of(winner) == won[0]
            assert now.pair_of(5 - winner) is None  # the other player is in no pair
            assert len(now.pairs) == 1, now.pairs
    _close(one, two)


def _close(*apps: FastAPI) -> None:
    for app in apps:
        app.state.store.engine.dispose()
