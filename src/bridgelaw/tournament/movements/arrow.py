"""The arrow switch: pairs change direction on chosen rounds (a transformation of a movement).

In a Mitchell the North-South and East-West fields are ranked separately (two
winners). If on some rounds the pairs switch directions (the arrows on the
boards are turned), each pair plays some boards in the other direction and
its scores are compared with the other field's: one winner. The usual choice
is the last round (or the last ``rounds / tables`` part of each round set).

>>> from bridgelaw.tournament.movements.mitchell import mitchell
>>> m = arrow_switch(mitchell(5), [5])
>>> seating = m.round(5).seating(1)
>>> seating.ns, seating.ew, seating.switched
('2EW', '1NS', True)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from bridgelaw.tournament.errors import MovementError
from bridgelaw.tournament.model import Movement, Round

__all__ = ["arrow_switch"]


def arrow_switch(
    movement: Movement, rounds: Iterable[int], *, tables: Iterable[int] | None = None
) -> Movement:
    """``movement`` with the directions swapped at ``tables`` (default: all) in ``rounds``.

    Switching a table twice (applying the transformation again to the same
    round) switches it back.

    :raises MovementError: a round or table does not exist, or the movement has
        no fields (only a Mitchell-type movement has directions to switch).
    """
    if movement.fields is None:
        raise MovementError(
            f"{movement.name}: only a movement with North-South and East-West fields "
            "(a Mitchell) can be arrow-switched"
        )
    chosen = sorted(set(rounds))
    if not chosen:
        raise MovementError("name at least one round to arrow-switch")
    numbers = {r.number for r in movement.rounds}
    for number in chosen:
        if number not in numbers:
            raise MovementError(
                f"{movement.name} has no round {number} to arrow-switch "
                f"(rounds 1-{len(movement.rounds)})"
            )
    which = None if tables is None else set(tables)
    if which is not None:
        used = {s.table for r in movement.rounds for s in r.tables}
        unknown = sorted(which - used)
        if unknown:
            raise MovementError(f"{movement.name} has no table {unknown[0]} to arrow-switch")
    new_rounds: list[Round] = []
    for rnd in movement.rounds:
        if rnd.number not in chosen:
            new_rounds.append(rnd)
            continue
        seatings = tuple(
            replace(s, ns=s.ew, ew=s.ns, switched=not s.switched)
            if which is None or s.table in which
            else s
            for s in rnd.tables
        )
        new_rounds.append(replace(rnd, tables=seatings))
    listed = ", ".join(str(n) for n in chosen)
    where = "" if which is None else " at tables " + ", ".join(str(t) for t in sorted(which))
    return movement.with_rounds(
        tuple(new_rounds),
        name=f"{movement.name}, arrow switch in round{'s' if len(chosen) > 1 else ''} "
        f"{listed}{where}",
        notes=(*movement.notes, f"arrow switch: rounds {listed}{where}"),
    )
