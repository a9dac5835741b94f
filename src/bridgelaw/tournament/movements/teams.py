"""Team matches and round robins (for teams or pairs).

**A two-table team match.** Each team has a pair in each room: in the open room
(table 1) team A sits North-South against team B, in the closed room (table 2)
team B sits North-South against team A, and the boards played in one room are
then played in the other (swapped between the rooms): each team plays each
board once in each direction, and the two results are compared (Law 78B).

**A round robin** (everyone meets everyone once) uses the circle method: the
last contestant stays put and the others rotate one place each round; with an
odd number, a phantom completes the circle and whoever meets it has a bye
(sits out). In a team round robin each match uses two tables (open and
closed rooms); every match of a round plays the same boards, from duplicated
boards (Law 6F), so the whole field can be compared.

>>> m = team_match(segments=2, boards_per_segment=8)
>>> [(s.table, s.ns, s.ew) for s in m.round(1).tables]
[(1, 'A', 'B'), (2, 'B', 'A')]
>>> rr = round_robin(5)
>>> len(rr.rounds), rr.round(1).sitting_out
(5, ('1',))
"""

from __future__ import annotations

from collections.abc import Sequence

from bridgelaw.tournament.errors import MovementError
from bridgelaw.tournament.model import Movement, Round, Seating, board_sets

__all__ = ["circle_pairings", "round_robin", "team_match"]

MAX_CONTESTANTS = 200


def team_match(
    *, segments: int = 1, boards_per_segment: int = 16, teams: tuple[str, str] = ("A", "B")
) -> Movement:
    """A match between two teams at two tables, in ``segments`` segments (rounds).

    Table 1 is the open room (``teams[0]`` North-South), table 2 the closed room.
    """
    if segments < 1:
        raise MovementError(f"a team match has at least one segment, not {segments}")
    if teams[0] == teams[1]:
        raise MovementError(f"a team cannot play itself ({teams[0]!r})")
    home, away = teams
    rounds = tuple(
        Round(
            r + 1,
            (Seating(1, home, away, r + 1), Seating(2, away, home, r + 1)),
            shared=((1, 2),),
        )
        for r in range(segments)
    )
    return Movement(
        name=f"team match {home} v {away}, {segments} segment{'s' if segments > 1 else ''}",
        family="team match",
        contestants=(home, away),
        board_sets=board_sets(segments, boards_per_segment),
        rounds=rounds,
        teams=True,
        complete=True,
        meetings=segments,
        plays_per_set=2,
        notes=("table 1 is the open room, table 2 the closed room; boards swap rooms",),
    )


def circle_pairings(count: int) -> list[list[tuple[int, int | None]]]:
    """The circle method: for each round, the meetings of contestants ``0..count-1``.

    A meeting ``(a, None)`` is a bye for ``a`` (odd ``count``). The first of a
    meeting is the home side (North-South, or the open room's North-South);
    the fixed contestant alternates home and away.

    >>> circle_pairings(4)
    [[(3, 0), (1, 2)], [(1, 3), (2, 0)], [(3, 2), (0, 1)]]
    """
    if count < 2:
        raise MovementError(f"a round robin needs at least 2 contestants, not {count}")
    size = count + count % 2
    rotating = size - 1
    fixed = size - 1
    rounds: list[list[tuple[int, int | None]]] = []
    for r in range(rotating):
        meetings: list[tuple[int, int | None]] = []
        pairs = [(fixed, r) if r % 2 == 0 else (r, fixed)]
        pairs += [((r + k) % rotating, (r - k) % rotating) for k in range(1, size // 2)]
        for a, b in pairs:
            if a >= count:
                meetings.append((b, None))
            elif b >= count:
                meetings.append((a, None))
            else:
                meetings.append((a, b))
        rounds.append(meetings)
    return rounds


def round_robin(
    contestants: int | Sequence[str],
    *,
    teams: bool = True,
    boards_per_round: int = 8,
    rounds: int | None = None,
) -> Movement:
    """A round robin of teams (two tables per match) or of pairs (one table per match).

    :param contestants: how many (labelled ``"1"``...), or their labels.
    :param rounds: play only the first ``rounds`` rounds (an incomplete round robin).
    """
    labels = (
        tuple(str(i + 1) for i in range(contestants))
        if isinstance(contestants, int)
        else tuple(contestants)
    )
    if not 2 <= len(labels) <= MAX_CONTESTANTS:
        raise MovementError(
            f"a round robin needs 2-{MAX_CONTESTANTS} contestants, not {len(labels)}"
        )
    if len(set(labels)) != len(labels):
        raise MovementError("the contestants of a round robin must have different labels")
    schedule = circle_pairings(len(labels))
    played = len(schedule) if rounds is None else rounds
    if not 1 <= played <= len(schedule):
        raise MovementError(
            f"a round robin of {len(labels)} has 1-{len(schedule)} rounds, not {played}"
        )
    made: list[Round] = []
    for r, meetings in enumerate(schedule[:played]):
        seatings: list[Seating] = []
        byes: list[str] = []
        for a, b in meetings:
            if b is None:
                byes.append(labels[a])
                continue
            table = len(seatings) + 1
            seatings.append(Seating(table, labels[a], labels[b], r + 1))
            if teams:
                seatings.append(Seating(table + 1, labels[b], labels[a], r + 1))
        shared = (tuple(s.table for s in seatings),) if len(seatings) > 1 else ()
        made.append(Round(r + 1, tuple(seatings), sitting_out=tuple(byes), shared=shared))
    tables = len(made[0].tables)
    what = "teams" if teams else "pairs"
    return Movement(
        name=f"round robin, {len(labels)} {what}, {played} rounds",
        family="round robin",
        contestants=labels,
        board_sets=board_sets(played, boards_per_round),
        rounds=tuple(made),
        teams=teams,
        complete=played == len(schedule),
        plays_per_set=tables,
        duplicated=True,
        notes=("every match of a round plays the same boards, from duplicated boards (Law 6F)",),
    )
