"""The club night's server under a burst (bench/bench_club.py measures it): sixty phones
entering at once are written in a few commits and all stored, their pages and the big
screen cost a few scorings of the night, not one each, and a failed write loses nothing
the database does not have."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy.engine import Engine

from bridgelaw.server.club import ClubRooms, LiveNight
from bridgelaw.server.db import connect, migrate
from bridgelaw.tournament.club import ClubSetup
from bridgelaw.tournament.club_score import score_entries
from tests.apart import run_async
from tests.tournament.test_club import entry as club_entry

TABLES = 60


@pytest.fixture
def engine(tmp_path: Path) -> Iterator[Engine]:
    made = connect(f"sqlite:///{tmp_path / 'club.sqlite3'}")
    migrate(made)
    yield made
    made.dispose()


def big_night(rooms: ClubRooms) -> LiveNight:
    setup = ClubSetup(
        "big", {"family": "mitchell", "tables": TABLES, "rounds": 2, "boards_per_round": 2}
    )
    return rooms.live(rooms.create(setup))


def entry(table: int, board: int) -> dict[str, Any]:
    return club_entry(1, table, board, tricks=9 + table % 3, client=f"t{table}b{board}")


async def burst(rooms: ClubRooms, live: LiveNight) -> list[Any]:
    """Every table enters its first board at once."""
    return await asyncio.gather(
        *(rooms.act_async(live, entry(t, live.night.boards(1, t)[0])) for t in range(1, TABLES + 1))
    )


def test_sixty_tables_entering_at_once_are_all_stored_in_a_few_commits(
    engine: Engine, monkeypatch: pytest.MonkeyPatch
) -> None:
    rooms = ClubRooms(engine)
    live = big_night(rooms)
    commits = []
    write = rooms._write

    def counted(night: LiveNight) -> None:
        commits.append(len(night.pending))
        write(night)

    monkeypatch.setattr(rooms, "_write", counted)

    results = run_async(burst(rooms, live))
    assert all(r is not None and r.version == 1 for r in results)
    assert rooms.actions(live.id) == TABLES  # each answered entry is in the database
    assert len(commits) < TABLES / 2  # the writer took them in batches
    again = run_async(rooms.act_async(live, entry(1, live.night.boards(1, 1)[0])))
    assert again is not None and again.version == 1  # sent again: counted once, not written
    assert rooms.actions(live.id) == TABLES
    fresh = ClubRooms(engine).live(live.id)  # a restart replays the same night
    assert fresh.night.results == live.night.results


def test_sixty_pages_asking_at_once_cost_a_few_scorings(
    engine: Engine, monkeypatch: pytest.MonkeyPatch
) -> None:
    rooms = ClubRooms(engine)
    live = big_night(rooms)
    scorings = []

    def counted(*args: Any) -> Any:
        scorings.append(1)
        return score_entries(*args)

    monkeypatch.setattr("bridgelaw.server.club.score_entries", counted)

    async def night() -> list[tuple[int, Any]]:
        await burst(rooms, live)
        covering = live.night.changes
        # every table's page wants its own entry scored; the big screen the latest
        return await asyncio.gather(
            *(live.scored_async(2.0, covering) for _ in range(TABLES)),
            live.scored_async(0.3),
        )

    answers = run_async(night())
    assert all(changes == TABLES for changes, _ in answers)
    assert len(answers[0][1].entries) == TABLES
    assert len(scorings) <= 3


def test_a_failed_write_keeps_nothing_the_database_lacks(
    engine: Engine, monkeypatch: pytest.MonkeyPatch
) -> None:
    rooms = ClubRooms(engine)
    live = big_night(rooms)
    assert rooms.act(live, entry(1, 1)) is not None

    def broken() -> Any:
        raise OSError("disk full")

    monkeypatch.setattr(rooms.engine, "begin", broken)
    with pytest.raises(OSError, match="disk full"):
        rooms.act(live, entry(2, 3))
    with pytest.raises(OSError, match="disk full"):  # this copy of the night is dropped
        rooms.act(live, entry(3, 5))
    monkeypatch.undo()
    reloaded = rooms.live(live.id)
    assert reloaded is not live
    assert set(reloaded.night.results) == {(1, 1, 1)}
    assert rooms.act(reloaded, entry(2, 3)) is not None
    assert rooms.actions(live.id) == 2
