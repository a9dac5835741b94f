"""Helpers for the tournament tests: the shared data folder, and entries made from a movement."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

from bridgelaw.tournament.event import Entry, Score, Section
from bridgelaw.tournament.model import Movement

SHARED_DATA = Path(__file__).resolve().parents[2] / ".." / "shared" / "data"
"""``../shared/data`` beside the repository."""


def entries_for(
    movement: Movement,
    score: Callable[[int, int, int], int] | None = None,
    *,
    section: Section | None = None,
    session: str = "1",
    seed: int = 0,
) -> list[Entry]:
    """One :class:`Score` entry for every board played at every table of ``movement``.

    ``score(round, table, board)`` gives North-South's score (default: random
    multiples of 10 from a seeded generator).
    """
    rng = random.Random(seed)
    name = section.name if section is not None else "A"
    out = []
    for rnd, seating in movement.seatings():
        if not seating.plays:
            continue
        ns = section.contestant(seating.ns) if section else seating.ns
        ew = section.contestant(seating.ew) if section else seating.ew
        assert ns is not None and ew is not None
        for board in movement.board_set(seating.board_set).boards:
            value = (
                score(rnd.number, seating.table, board)
                if score is not None
                else 10 * rng.randint(-80, 80)
            )
            out.append(
                Entry(
                    board=board,
                    ns=ns,
                    ew=ew,
                    outcome=Score(value),
                    table=seating.table,
                    round=rnd.number,
                    session=session,
                    section=name,
                )
            )
    return out
