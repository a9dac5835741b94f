"""Mitchell movements: North-South pairs stay, East-West pairs move up, boards move down.

With ``n`` tables the NS pair ``t`` sits at table ``t`` all session, and there
are ``n`` board sets. After each round the EW pairs move up one table
(``n`` to 1) and the boards move down one table (1 to ``n``); so EW pair ``e``
meets NS pair ``e + r`` in round ``r + 1`` on set ``e + 2r`` (counting from 0,
modulo ``n``). Three cases:

* **odd** ``n``: the straight Mitchell; ``2r`` runs through every set, so each
  EW pair plays each set once and meets every NS pair in ``n`` rounds;
* **even** ``n``, ``even="skip"``: after half the rounds the EW pairs move up
  two tables instead of one (the skip), so they reach the odd-numbered sets
  they would otherwise miss. At most ``n - 1`` rounds: a last round would pair
  them again with the NS pair they started against (the "revenge round"), and
  each EW pair misses the NS pair it skips;
* **even** ``n``, ``even="relay"`` (share and relay, or relay and bye stand):
  tables 1 and ``n`` share a board set every round, and a bye stand between
  tables ``n/2`` and ``n/2 + 1`` holds one set out of play; the boards move down
  through the ``n`` stations (bye stand included) and the pairs move as usual,
  so all ``n`` rounds can be played and every EW pair meets every NS pair.

A half table (an odd number of pairs) is a Mitchell with one pair missing
(``missing=Side.EW`` drops EW pair ``n``): the pair due to meet it sits out
that round, and its board set rests.

Pairs are labelled ``"1NS"`` ... ``"nNS"`` and ``"1EW"`` ... ``"nEW"``, after
their starting table.

>>> m = mitchell(8, boards_per_round=3)
>>> len(m.rounds), len(m.board_sets), m.complete
(7, 8, False)
>>> [a.table for a in m.schedule("1EW")]
[1, 2, 3, 4, 6, 7, 8]
"""

from __future__ import annotations

from typing import Literal

from bridgelaw.core.seats import Side
from bridgelaw.tournament.errors import MovementError
from bridgelaw.tournament.model import Movement, Round, Seating, board_sets

__all__ = ["MAX_TABLES", "MIN_TABLES", "mitchell"]

MIN_TABLES = 2
"""Two tables make a Mitchell (a relay with a bye stand for two tables is the
two-table Howell, so an even Mitchell needs 4 tables with ``relay``)."""
MAX_TABLES = 60


def ns_label(table: int) -> str:
    """The label of the North-South pair that starts at ``table``."""
    return f"{table}NS"


def ew_label(table: int) -> str:
    """The label of the East-West pair that starts at ``table``."""
    return f"{table}EW"


def mitchell(
    tables: int,
    *,
    rounds: int | None = None,
    boards_per_round: int = 3,
    even: Literal["skip", "relay"] = "skip",
    skip_after: int | None = None,
    missing: Side | None = None,
) -> Movement:
    """A Mitchell movement for ``tables`` tables.

    :param rounds: how many rounds to play (default: all, ``tables`` for an odd
        number or a relay, ``tables - 1`` with a skip). Fewer make a curtailed
        Mitchell, in which every board set is still played equally often (not
        with ``relay``, which must be played in full).
    :param boards_per_round: boards in each set.
    :param even: the treatment of an even number of tables: ``"skip"`` or ``"relay"``.
    :param skip_after: the round after which EW pairs skip a table (default: half
        the tables; any round from ``rounds - tables/2`` to ``tables/2`` works).
    :param missing: the direction of the pair that is missing at a half table
        (the last pair of that direction); ``None`` for full tables.
    :raises MovementError: for an impossible combination.
    """
    relay, played, skip = _shape(tables, rounds, even, skip_after)
    absent = None
    if missing is not None:  # (Side.NS is 0: test against None)
        absent = ns_label(tables) if missing == Side.NS else ew_label(tables)
    ns_field = tuple(ns_label(t + 1) for t in range(tables))
    ew_field = tuple(ew_label(t + 1) for t in range(tables))
    ns_field = tuple(c for c in ns_field if c != absent)
    ew_field = tuple(c for c in ew_field if c != absent)
    half = tables // 2
    if relay:
        kind = "relay and bye stand"
    elif skip is not None:
        kind = f"skip after round {skip}"
    else:
        kind = "straight"
    name = f"Mitchell, {tables} tables, {played} rounds ({kind})"
    if missing is not None:
        name += f", half table ({absent} missing)"
    notes = []
    if relay:
        notes.append(f"tables 1 and {tables} share boards; bye stand between {half} and {half + 1}")
    if skip is not None and played > skip:
        notes.append(f"East-West skip a table after round {skip}")
    return Movement(
        name=name,
        family="mitchell",
        contestants=ns_field + ew_field,
        board_sets=board_sets(tables, boards_per_round),
        rounds=_rounds(tables, played, relay, skip, absent),
        fields=(ns_field, ew_field),
        complete=played == tables,
        plays_per_set=played,
        notes=tuple(notes),
    )


def _shape(
    tables: int, rounds: int | None, even: str, skip_after: int | None
) -> tuple[bool, int, int | None]:
    """Whether the movement is a relay Mitchell, its rounds, and the round after which
    EW skip a table (``None``: no skip), checked against each other.

    :raises MovementError: for an impossible combination.
    """
    if not MIN_TABLES <= tables <= MAX_TABLES:
        raise MovementError(f"a Mitchell needs {MIN_TABLES}-{MAX_TABLES} tables, not {tables}")
    if even not in ("skip", "relay"):
        raise MovementError(f"unknown treatment of even tables {even!r}: use 'skip' or 'relay'")
    odd = tables % 2 == 1
    relay = not odd and even == "relay"
    most = tables if odd or relay else tables - 1
    played = most if rounds is None else rounds
    if not 1 <= played <= most:
        what = "relay Mitchell" if relay else "skip Mitchell" if not odd else "Mitchell"
        raise MovementError(f"a {tables}-table {what} has 1-{most} rounds, not {played}")
    if relay and played != tables:
        raise MovementError(
            "a relay and bye stand Mitchell must be played in full "
            f"({tables} rounds): curtailed, its boards are not played equally often"
        )
    if relay and tables < 4:
        raise MovementError("a relay and bye stand Mitchell needs at least 4 tables")
    half = tables // 2
    skip = None
    if not odd and not relay:
        skip = half if skip_after is None else skip_after
        if not played - half <= skip <= half:
            raise MovementError(
                f"with {tables} tables and {played} rounds the skip must come after round "
                f"{max(played - half, 0)}-{half}, not {skip}"
            )
    return relay, played, skip


def _rounds(
    tables: int, played: int, relay: bool, skip: int | None, absent: str | None
) -> tuple[Round, ...]:
    """The rounds: NS stay, EW move up one table a round (and skip one table once, after
    round ``skip``), the boards move down one (in a relay, tables 1 and ``tables`` share a
    set and one set rests on the bye stand)."""
    half = tables // 2

    def station(table: int) -> int:
        """Position of a (0-based) table in the boards' circuit of a relay Mitchell."""
        if table == 0 or table == tables - 1:
            return 0
        return table if table < half else table + 1

    made: list[Round] = []
    for r in range(played):
        offset = r + (1 if skip is not None and r >= skip else 0)
        seatings = []
        for t in range(tables):
            ew = ew_label((t - offset) % tables + 1)
            ns = ns_label(t + 1)
            board_set = (station(t) if relay else t) + r
            seatings.append(
                Seating(
                    t + 1,
                    None if ns == absent else ns,
                    None if ew == absent else ew,
                    board_set % tables + 1,
                )
            )
        made.append(
            Round(
                r + 1,
                tuple(seatings),
                bye_stand=((half + r) % tables + 1,) if relay else (),
                shared=((1, tables),) if relay else (),
            )
        )
    return tuple(made)
