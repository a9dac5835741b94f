"""Complete Howell movements: every pair meets every other pair once and plays every board.

With ``n`` tables there are ``2n`` pairs, ``2n - 1`` rounds and ``2n - 1``
board sets; each pair plays every set exactly once, so every board is played
at ``n`` tables. Pair ``2n`` is stationary at table 1, North-South.

**4 to 10 tables** (no shared boards). A Howell in which no two tables ever
share a board set is a *Room square* of side ``m = 2n - 1`` (rows are rounds,
columns board sets, each cell a meeting). These are built by the starter-adder
method (R. G. Stanton and R. C. Mullin, "Construction of Room squares", Ann.
Math. Statist. 39 (1968) 1540-1548): a *starter* partitions the non-zero
residues modulo ``m`` into pairs ``{x, y}`` whose differences ``±(x - y)``
cover every non-zero residue once; an *adder* gives each starter pair a
distinct non-zero shift ``a`` such that the ``x - a`` and ``y - a`` are again
all distinct and non-zero. In round ``r`` pair ``x + r`` meets ``y + r`` on set
``r + a``, and the stationary pair meets pair ``r`` on set ``r``. The starters
and adders in :data:`_STARTERS` were found by an exhaustive search (the first
found in lexicographic order) and are proved by :func:`validate` in the tests.

**2 and 3 tables** (shared boards). Room squares of side 3 and 5 do not exist
(Mullin and Wallis, 1975), so some tables must share a set:

* 2 tables: both tables play the same set every round (the usual two-table
  Howell of three long rounds, stationary pair 4 at table 1 North-South; see
  e.g. the ACBL/BridgeScorePlus list of recommended movements,
  bridgescoreplus.com/movements/recommended.html);
* 3 tables: four rounds on four different sets, and a last round in which all
  three tables share the fifth set, as in the traditional three-table Howell
  (described e.g. at robinsbridge.blogspot.com, "Howell some more", 2010). The
  table below came from an exhaustive search for the fewest shared tables over
  the round-robin pairing used here.

>>> m = howell(4, boards_per_round=2)
>>> len(m.contestants), len(m.rounds), len(m.board_sets), m.plays_per_set
(8, 7, 7, 4)
"""

from __future__ import annotations

from typing import Final

from bridgelaw.tournament.errors import MovementError
from bridgelaw.tournament.model import Movement, Round, Seating, board_sets

__all__ = ["SUPPORTED_TABLES", "howell"]

_STARTERS: Final[dict[int, tuple[tuple[tuple[int, int], ...], tuple[int, ...]]]] = {
    # m = 2n - 1: (starter pairs, adders)
    7: (((1, 3), (2, 6), (4, 5)), (2, 4, 1)),
    9: (((1, 2), (3, 7), (4, 6), (5, 8)), (5, 4, 2, 7)),
    11: (((1, 2), (3, 6), (4, 8), (5, 10), (7, 9)), (3, 9, 1, 4, 5)),
    13: (((1, 2), (3, 6), (4, 9), (5, 12), (7, 11), (8, 10)), (3, 11, 2, 9, 10, 4)),
    15: (
        ((1, 2), (3, 5), (4, 10), (6, 14), (7, 11), (8, 13), (9, 12)),
        (3, 10, 7, 12, 6, 2, 5),
    ),
    17: (
        ((1, 2), (3, 5), (4, 9), (6, 12), (7, 14), (8, 16), (10, 13), (11, 15)),
        (3, 8, 2, 1, 11, 15, 4, 7),
    ),
    19: (
        ((1, 2), (3, 5), (4, 8), (6, 13), (7, 15), (9, 18), (10, 16), (11, 14), (12, 17)),
        (3, 1, 13, 17, 10, 15, 9, 2, 6),
    ),
}

# Three tables: per round, (NS, EW, set) at tables 1, 2, 3; pair 6 is stationary.
_THREE_TABLES: Final = (
    ((6, 2, 1), (3, 1, 2), (4, 5, 3)),
    ((6, 3, 3), (4, 2, 2), (5, 1, 4)),
    ((6, 4, 4), (5, 3, 1), (1, 2, 3)),
    ((6, 5, 2), (1, 4, 1), (2, 3, 4)),
    ((6, 1, 5), (2, 5, 5), (3, 4, 5)),
)

SUPPORTED_TABLES: Final = (2, 3, *sorted((m + 1) // 2 for m in _STARTERS))
"""Table counts for which :func:`howell` has a complete Howell: 2 to 10."""


def howell(tables: int, *, boards_per_round: int = 3) -> Movement:
    """The complete Howell for ``tables`` tables (``2 * tables`` pairs, labelled ``"1"``...).

    :raises MovementError: no complete Howell is known here for that size.
    """
    if tables not in SUPPORTED_TABLES:
        raise MovementError(
            f"no complete Howell for {tables} tables: supported sizes are "
            + ", ".join(str(n) for n in SUPPORTED_TABLES)
        )
    pairs = 2 * tables
    m = pairs - 1
    labels = tuple(str(p) for p in range(1, pairs + 1))
    made: list[Round] = []
    seatings: tuple[Seating, ...]
    if tables == 2:
        for r in range(m):
            seatings = (
                Seating(1, "4", str(r + 1), r + 1),
                Seating(2, str((r + 2) % 3 + 1), str((r + 1) % 3 + 1), r + 1),
            )
            made.append(Round(r + 1, seatings, shared=((1, 2),)))
        notes: tuple[str, ...] = ("both tables share the boards every round",)
    elif tables == 3:
        for r, row in enumerate(_THREE_TABLES):
            seatings = tuple(
                Seating(t + 1, str(ns), str(ew), board_set)
                for t, (ns, ew, board_set) in enumerate(row)
            )
            made.append(Round(r + 1, seatings, shared=((1, 2, 3),) if r == m - 1 else ()))
        notes = ("all three tables share the boards in the last round",)
    else:
        starter, adder = _STARTERS[m]
        for r in range(m):
            seatings_list = [Seating(1, labels[-1], labels[r], r + 1)]
            for i, ((x, y), a) in enumerate(zip(starter, adder, strict=True)):
                seatings_list.append(
                    Seating(i + 2, labels[(x + r) % m], labels[(y + r) % m], (r + a) % m + 1)
                )
            made.append(Round(r + 1, tuple(seatings_list)))
        notes = (f"pair {pairs} stationary at table 1 North-South; no shared boards",)
    return Movement(
        name=f"Howell, {tables} tables, {m} rounds",
        family="howell",
        contestants=labels,
        board_sets=board_sets(m, boards_per_round),
        rounds=tuple(made),
        complete=True,
        plays_per_set=tables,
        notes=notes,
    )
