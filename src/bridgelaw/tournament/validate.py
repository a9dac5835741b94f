"""Proving a movement: the validator (Law 8A1: the Director's movement must work).

:func:`validate` lists every :class:`Problem` it finds; :func:`check` raises
:class:`~bridgelaw.tournament.errors.MovementError` if there is any. The
properties checked:

* the rounds are numbered 1, 2, ...; every table number, contestant and board
  set named exists; no board is in two sets;
* in each round no contestant is at two tables (a team: exactly at two tables,
  North-South at one and East-West at the other, against the same team, on the
  same boards), and every contestant is at a table or listed as sitting out;
* in each round each board set is at one table only, or at exactly one group of
  tables declared to share it (a relay, or duplicated boards); declared groups
  really share; a set on the bye stand is at no table;
* no contestant plays a board twice (a team: twice in the same direction);
* each board set is put on the promised number of tables;
* the intended opponents meet: in a Mitchell each NS pair meets each EW pair
  at most once (exactly once in a complete one) and never a pair of its own
  field; otherwise every contestant meets every other at most (or exactly) once;
* arrow-switched tables really swap directions: the East-West field sits
  North-South there, and only there.

>>> from bridgelaw.tournament.movements.mitchell import mitchell
>>> validate(mitchell(5))
[]
"""

from __future__ import annotations

from collections import Counter, defaultdict
from itertools import combinations

from bridgelaw.core.seats import Side
from bridgelaw.tournament.errors import MovementError, Problem
from bridgelaw.tournament.model import Movement, Round, Seating, describe_boards

__all__ = ["Problem", "check", "validate"]


def check(movement: Movement) -> Movement:
    """Return ``movement`` if it is valid.

    :raises MovementError: listing every problem :func:`validate` finds.
    """
    problems = validate(movement)
    if problems:
        shown = "\n  ".join(str(p) for p in problems[:20])
        more = f"\n  ... and {len(problems) - 20} more" if len(problems) > 20 else ""
        raise MovementError(
            f"{movement.name} is not a valid movement:\n  {shown}{more}", tuple(problems)
        )
    return movement


def validate(movement: Movement) -> list[Problem]:
    """Every problem found in ``movement``; an empty list means it keeps its promises."""
    problems = _structure(movement)
    if problems:
        return problems  # the other checks assume well-formed references
    for rnd in movement.rounds:
        problems += _placement(movement, rnd)
        problems += _sets_in_round(movement, rnd)
    problems += _repeats(movement)
    problems += _plays(movement)
    problems += _directions(movement)
    problems += _meetings(movement)
    return problems


def _where(rnd: int, table: int | None = None) -> str:
    return f"round {rnd}" + ("" if table is None else f", table {table}")


def _structure(m: Movement) -> list[Problem]:
    out: list[Problem] = []
    if len(set(m.contestants)) != len(m.contestants):
        twice = sorted(c for c, n in Counter(m.contestants).items() if n > 1)
        out.append(Problem("structure", f"contestants listed twice: {', '.join(twice)}"))
    numbers = [r.number for r in m.rounds]
    if numbers != list(range(1, len(numbers) + 1)):
        out.append(Problem("structure", f"rounds must be numbered 1-{len(numbers)}: {numbers}"))
    set_numbers = Counter(s.number for s in m.board_sets)
    for number, n in set_numbers.items():
        if n > 1:
            out.append(Problem("structure", f"board set {number} is defined {n} times"))
    holder: dict[int, int] = {}
    for board_set in m.board_sets:
        for board in board_set.boards:
            if board in holder:
                out.append(
                    Problem(
                        "structure",
                        f"board {board} is in set {holder[board]} and in set {board_set.number}",
                        board=board,
                    )
                )
            holder[board] = board_set.number
    known = set(m.contestants)
    if m.fields is not None:
        for side, members in zip(Side, m.fields, strict=True):
            for c in members:
                if c not in known:
                    out.append(Problem("structure", f"{side} field names unknown {c!r}"))
    for rnd in m.rounds:
        tables = Counter(s.table for s in rnd.tables)
        for table, n in tables.items():
            if n > 1:
                out.append(
                    Problem(
                        "structure",
                        f"{_where(rnd.number, table)}: the table is listed {n} times",
                        rnd.number,
                        table,
                    )
                )
        for s in rnd.tables:
            where = _where(rnd.number, s.table)
            if s.board_set not in set_numbers:
                out.append(
                    Problem(
                        "structure",
                        f"{where}: board set {s.board_set} does not exist",
                        rnd.number,
                        s.table,
                    )
                )
            for label in (s.ns, s.ew):
                if label is not None and label not in known:
                    out.append(
                        Problem(
                            "structure",
                            f"{where}: unknown contestant {label!r}",
                            rnd.number,
                            s.table,
                            label,
                        )
                    )
            if s.ns is not None and s.ns == s.ew:
                out.append(
                    Problem(
                        "structure", f"{where}: {s.ns} is on both sides", rnd.number, s.table, s.ns
                    )
                )
        for c in rnd.sitting_out:
            if c not in known:
                out.append(
                    Problem("structure", f"round {rnd.number}: unknown contestant {c!r} sits out")
                )
        for group in rnd.shared:
            for table in group:
                if rnd.seating(table) is None:
                    out.append(
                        Problem(
                            "structure",
                            f"{_where(rnd.number, table)}: declared to share boards, "
                            "but not in use",
                            rnd.number,
                            table,
                        )
                    )
    return out


def _placement(m: Movement, rnd: Round) -> list[Problem]:
    out: list[Problem] = []
    seated: dict[str, list[Seating]] = defaultdict(list)
    for s in rnd.tables:
        for c in (s.ns, s.ew):
            if c is not None:
                seated[c].append(s)
    for c in m.contestants:
        places = seated.get(c, [])
        tables = " and ".join(str(s.table) for s in places)
        if c in rnd.sitting_out and places:
            out.append(
                Problem(
                    "placement",
                    f"round {rnd.number}: {c} sits out but is also at table {tables}",
                    rnd.number,
                    places[0].table,
                    c,
                )
            )
        elif not places and c not in rnd.sitting_out:
            out.append(
                Problem(
                    "placement",
                    f"round {rnd.number}: {c} is at no table and not listed as sitting out",
                    rnd.number,
                    None,
                    c,
                )
            )
        elif m.teams and places:
            out += _team_placement(m, rnd, c, places)
        elif not m.teams and len(places) > 1:
            out.append(
                Problem(
                    "placement",
                    f"round {rnd.number}: {c} is at two tables at once (tables {tables})",
                    rnd.number,
                    places[1].table,
                    c,
                )
            )
    return out


def _team_placement(m: Movement, rnd: Round, team: str, places: list[Seating]) -> list[Problem]:
    tables = " and ".join(str(s.table) for s in places)
    where = f"round {rnd.number}: team {team}"
    if len(places) != 2:
        return [
            Problem(
                "placement",
                f"{where} must be at two tables (one pair at each), not at table(s) {tables}",
                rnd.number,
                places[0].table,
                team,
            )
        ]
    sides = {s.side_of(team) for s in places}
    opponents = {s.ew if s.side_of(team) == Side.NS else s.ns for s in places}
    sets = {s.board_set for s in places}
    if sides != {Side.NS, Side.EW}:
        return [
            Problem(
                "placement",
                f"{where} sits in the same direction at tables {tables}",
                rnd.number,
                places[1].table,
                team,
            )
        ]
    if len(opponents) != 1:
        return [
            Problem(
                "placement",
                f"{where} faces different teams at tables {tables}",
                rnd.number,
                places[1].table,
                team,
            )
        ]
    if len(sets) != 1:
        return [
            Problem(
                "placement",
                f"{where} plays different boards at tables {tables} (sets "
                + ", ".join(str(x) for x in sorted(sets))
                + ")",
                rnd.number,
                places[1].table,
                team,
            )
        ]
    return []


def _sets_in_round(m: Movement, rnd: Round) -> list[Problem]:
    out: list[Problem] = []
    at: dict[int, list[int]] = defaultdict(list)
    for s in rnd.tables:
        at[s.board_set].append(s.table)
    groups = [frozenset(g) for g in rnd.shared]
    for board_set, tables in sorted(at.items()):
        if len(tables) > 1 and frozenset(tables) not in groups:
            boards = describe_boards(m.board_set(board_set).boards)
            listed = ", ".join(str(t) for t in tables)
            out.append(
                Problem(
                    "board set",
                    f"round {rnd.number}: board set {board_set} ({boards}) is at tables "
                    f"{listed} at once, which are not declared to share it",
                    rnd.number,
                    tables[1],
                    None,
                    m.board_set(board_set).boards[0],
                )
            )
        if board_set in rnd.bye_stand:
            out.append(
                Problem(
                    "board set",
                    f"round {rnd.number}: board set {board_set} is on the bye stand and at "
                    f"table {tables[0]}",
                    rnd.number,
                    tables[0],
                    None,
                    m.board_set(board_set).boards[0],
                )
            )
    for group in rnd.shared:
        sets = {seat.board_set for t in group if (seat := rnd.seating(t)) is not None}
        if len(sets) > 1:
            listed = " and ".join(str(t) for t in group)
            out.append(
                Problem(
                    "relay",
                    f"round {rnd.number}: tables {listed} are declared to share boards but "
                    "play sets " + ", ".join(str(x) for x in sorted(sets)),
                    rnd.number,
                    group[0],
                )
            )
    return out


def _repeats(m: Movement) -> list[Problem]:
    out: list[Problem] = []
    first: dict[tuple[str, int, Side | None], tuple[int, int]] = {}
    for rnd, s in m.seatings():
        if not s.plays:
            continue
        for c in (s.ns, s.ew):
            assert c is not None
            side = s.side_of(c) if m.teams else None
            for board in m.board_set(s.board_set).boards:
                key = (c, board, side)
                if key in first:
                    r0, t0 = first[key]
                    who = f"team {c} ({side} pair)" if m.teams else c
                    out.append(
                        Problem(
                            "board repeated",
                            f"{_where(rnd.number, s.table)}: {who} plays board {board} "
                            f"again (set {s.board_set}; first played in round {r0} at table {t0})",
                            rnd.number,
                            s.table,
                            c,
                            board,
                        )
                    )
                    break  # one problem per set is enough
                first[key] = (rnd.number, s.table)
    return out


def _plays(m: Movement) -> list[Problem]:
    if m.plays_per_set is None:
        return []
    count = Counter(s.board_set for _, s in m.seatings())
    return [
        Problem(
            "plays",
            f"board set {bs.number} ({describe_boards(bs.boards)}) is put on "
            f"{count[bs.number]} tables, not {m.plays_per_set}",
            board=bs.boards[0],
        )
        for bs in m.board_sets
        if count[bs.number] != m.plays_per_set
    ]


def _directions(m: Movement) -> list[Problem]:
    if m.fields is None:
        return []
    out: list[Problem] = []
    for rnd, s in m.seatings():
        where = _where(rnd.number, s.table)
        for c, side in ((s.ns, Side.NS), (s.ew, Side.EW)):
            if c is None:
                continue
            home = m.field_of(c)
            if home is None:
                out.append(
                    Problem("field", f"{where}: {c} is in neither field", rnd.number, s.table, c)
                )
                continue
            expected = home.other if s.switched else home
            if side == expected:
                continue
            if s.switched:
                message = (
                    f"{where}: the table is arrow-switched but {c} still sits {side} "
                    f"(its home direction)"
                )
                out.append(Problem("arrow switch", message, rnd.number, s.table, c))
            else:
                message = (
                    f"{where}: {c} of the {home} field sits {side} but the table is not "
                    "arrow-switched"
                )
                out.append(Problem("field", message, rnd.number, s.table, c))
    return out


def _meetings(m: Movement) -> list[Problem]:
    out: list[Problem] = []
    met: dict[frozenset[str], list[tuple[int, int]]] = defaultdict(list)
    for rnd, s in m.seatings():
        if s.ns is None or s.ew is None:
            continue
        key = frozenset((s.ns, s.ew))
        if m.teams and met[key] and met[key][-1][0] == rnd.number:
            continue  # a team match: the second table of the same meeting
        met[key].append((rnd.number, s.table))
    for key, where in met.items():
        if len(where) > m.meetings:
            a, b = sorted(key)
            r1, t1 = where[0]
            r2, t2 = where[m.meetings]
            out.append(
                Problem(
                    "meets again",
                    f"{_where(r2, t2)}: {a} meets {b} again (first in round {r1} at table {t1})",
                    r2,
                    t2,
                    a,
                )
            )
    if not m.complete:
        return out
    if m.fields is not None:
        intended = [frozenset((a, b)) for a in m.fields[0] for b in m.fields[1]]
    else:
        intended = [frozenset(p) for p in combinations(m.contestants, 2)]
    for key in intended:
        times = len(met.get(key, ()))
        if times < m.meetings:
            a, b = sorted(key)
            how = "never meets" if times == 0 else f"meets only {times} of {m.meetings} times"
            out.append(
                Problem(
                    "missing opponent",
                    f"{a} {how} {b} (the movement promises every meeting)",
                    contestant=a,
                )
            )
    return out
