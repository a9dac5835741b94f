"""Movements as data (Law 8): who sits where, and which boards they play, in each round.

A :class:`Movement` is a frozen table: for each :class:`Round`, for each
table, the North-South and East-West contestants and the board set played
there (a :class:`Seating`), plus the board sets resting on a bye stand, the
groups of tables that share a board set (a relay, or duplicated boards) and the
contestants who sit out. The builders in :mod:`bridgelaw.tournament.movements`
make movements; :func:`bridgelaw.tournament.validate.validate` proves their
properties; :meth:`Movement.schedule` gives a contestant's own card.

>>> m = Movement(
...     name="one round",
...     family="custom",
...     contestants=("A", "B"),
...     board_sets=(BoardSet(1, (1, 2)),),
...     rounds=(Round(1, (Seating(1, "A", "B", 1),)),),
... )
>>> m.schedule("B")[0].describe()
'round 1: table 1 East-West against A, boards 1-2'
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from typing import Any

from bridgelaw.core.seats import Side
from bridgelaw.tournament.errors import MovementError

__all__ = [
    "Appearance",
    "BoardSet",
    "Movement",
    "Round",
    "Seating",
    "board_sets",
    "describe_boards",
]


def describe_boards(boards: tuple[int, ...]) -> str:
    """``"boards 1-3"`` for a run of consecutive boards, else ``"boards 1, 5, 9"``.

    >>> describe_boards((4, 5, 6)), describe_boards((7,)), describe_boards((1, 5))
    ('boards 4-6', 'board 7', 'boards 1, 5')
    """
    if len(boards) == 1:
        return f"board {boards[0]}"
    if boards and list(boards) == list(range(boards[0], boards[0] + len(boards))):
        return f"boards {boards[0]}-{boards[-1]}"
    return "boards " + ", ".join(str(b) for b in boards)


@dataclass(frozen=True, slots=True)
class BoardSet:
    """A set of boards that travels together: its number and the board numbers in it."""

    number: int
    boards: tuple[int, ...]

    def __str__(self) -> str:
        return f"set {self.number} ({describe_boards(self.boards)})"


def board_sets(count: int, per_set: int, *, first_board: int = 1) -> tuple[BoardSet, ...]:
    """``count`` sets of ``per_set`` consecutive boards, numbered from 1.

    >>> board_sets(2, 3)
    (BoardSet(number=1, boards=(1, 2, 3)), BoardSet(number=2, boards=(4, 5, 6)))
    """
    if count < 1 or per_set < 1:
        raise MovementError(f"need at least one set of at least one board, not {count}x{per_set}")
    return tuple(
        BoardSet(s + 1, tuple(range(first_board + s * per_set, first_board + (s + 1) * per_set)))
        for s in range(count)
    )


@dataclass(frozen=True, slots=True)
class Seating:
    """One table in one round.

    ``ns`` or ``ew`` is ``None`` at a half table: the contestant who is there
    has no opponents this round and plays no board. ``switched`` marks an arrow
    switch: the pairs sit in the direction opposite to their usual one.
    """

    table: int
    ns: str | None
    ew: str | None
    board_set: int
    switched: bool = False

    @property
    def plays(self) -> bool:
        """Both pairs are present, so the board set is played here."""
        return self.ns is not None and self.ew is not None

    def side_of(self, contestant: str) -> Side | None:
        """The direction ``contestant`` sits here, or ``None`` if not at this table."""
        if contestant == self.ns:
            return Side.NS
        if contestant == self.ew:
            return Side.EW
        return None


@dataclass(frozen=True, slots=True)
class Round:
    """One round: its tables, plus what is not at a table.

    :ivar shared: groups of tables that play the same board set in this round,
        by relaying the boards between them or from duplicated boards (Law 6F).
        A board set at several tables outside such a group is an error.
    :ivar bye_stand: board sets resting on a bye stand (played at no table).
    :ivar sitting_out: contestants at no table this round (a bye).
    """

    number: int
    tables: tuple[Seating, ...]
    sitting_out: tuple[str, ...] = ()
    bye_stand: tuple[int, ...] = ()
    shared: tuple[tuple[int, ...], ...] = ()

    def seating(self, table: int) -> Seating | None:
        """The seating at ``table``, or ``None`` if the table is not in use."""
        for seating in self.tables:
            if seating.table == table:
                return seating
        return None

    def seatings_of(self, contestant: str) -> tuple[Seating, ...]:
        """The tables where ``contestant`` sits (two for a team, one for a pair)."""
        return tuple(s for s in self.tables if contestant in (s.ns, s.ew))


@dataclass(frozen=True, slots=True)
class Appearance:
    """A line of a contestant's card: where it goes in one round and what it plays."""

    round: int
    table: int | None
    """``None`` when the contestant sits out the round."""
    direction: Side | None
    opponent: str | None
    """``None`` at a half table or on a bye."""
    board_set: int | None
    boards: tuple[int, ...]
    """The boards played: empty at a half table or on a bye."""

    def describe(self) -> str:
        """One readable line."""
        if self.table is None:
            return f"round {self.round}: sits out"
        where = f"round {self.round}: table {self.table}"
        if self.direction is not None:
            where += " North-South" if self.direction == Side.NS else " East-West"
        if self.opponent is None:
            return f"{where}, no opponents (sits out set {self.board_set})"
        return f"{where} against {self.opponent}, {describe_boards(self.boards)}"


@dataclass(frozen=True, slots=True)
class Movement:
    """A movement: contestants, board sets and rounds, and what the movement promises.

    :ivar family: ``"mitchell"``, ``"howell"``, ``"team match"``, ``"round robin"``,
        ``"swiss"`` or anything else for a movement made by hand.
    :ivar fields: for a Mitchell, the North-South and the East-West field (the
        pairs whose home direction it is); ``None`` when every contestant meets
        every other (Howell, round robin, Swiss).
    :ivar teams: contestants are teams: each sits at two tables per round (its
        two pairs), North-South at one and East-West at the other.
    :ivar complete: every intended meeting happens exactly :attr:`meetings` times
        (each NS pair meets each EW pair, or each contestant every other); else
        at most that many times.
    :ivar meetings: how many times two contestants meet: 1, or the number of
        segments of a team match.
    :ivar plays_per_set: how many tables play each board set over the movement,
        when the movement promises a number.
    :ivar duplicated: the boards are duplicated (Law 6F), so that a board set may
        be in play at several tables of the same round as a declared group.
    """

    name: str
    family: str
    contestants: tuple[str, ...]
    board_sets: tuple[BoardSet, ...]
    rounds: tuple[Round, ...]
    fields: tuple[tuple[str, ...], tuple[str, ...]] | None = None
    teams: bool = False
    complete: bool = False
    meetings: int = 1
    plays_per_set: int | None = None
    duplicated: bool = False
    notes: tuple[str, ...] = field(default=())

    @property
    def table_count(self) -> int:
        """The highest table number used."""
        return max((s.table for r in self.rounds for s in r.tables), default=0)

    @property
    def boards(self) -> tuple[int, ...]:
        """Every board of the movement, in set order."""
        return tuple(b for s in self.board_sets for b in s.boards)

    @property
    def arrow_switched(self) -> tuple[int, ...]:
        """The rounds in which some table plays arrow-switched."""
        return tuple(r.number for r in self.rounds if any(s.switched for s in r.tables))

    def round(self, number: int) -> Round:
        """Round ``number`` (1-based)."""
        for rnd in self.rounds:
            if rnd.number == number:
                return rnd
        raise MovementError(f"{self.name} has no round {number} (rounds 1-{len(self.rounds)})")

    def board_set(self, number: int) -> BoardSet:
        """Board set ``number``."""
        for board_set in self.board_sets:
            if board_set.number == number:
                return board_set
        raise MovementError(f"{self.name} has no board set {number}")

    def set_of_board(self, board: int) -> BoardSet:
        """The set that holds ``board``.

        :raises MovementError: no set holds it.
        """
        for board_set in self.board_sets:
            if board in board_set.boards:
                return board_set
        boards = self.boards
        span = f"{min(boards)}-{max(boards)}" if boards else "none"
        raise MovementError(f"board {board} is not in {self.name} (boards {span})")

    def field_of(self, contestant: str) -> Side | None:
        """The home direction of ``contestant`` in a Mitchell, else ``None``."""
        if self.fields is None:
            return None
        if contestant in self.fields[0]:
            return Side.NS
        if contestant in self.fields[1]:
            return Side.EW
        return None

    def seatings(self) -> Iterator[tuple[Round, Seating]]:
        """Every (round, seating), round by round."""
        for rnd in self.rounds:
            for seating in rnd.tables:
                yield rnd, seating

    def schedule(self, contestant: str) -> tuple[Appearance, ...]:
        """The contestant's card: one :class:`Appearance` per round and table.

        A team has two appearances per round (its two pairs).

        :raises MovementError: ``contestant`` is not in the movement.
        """
        if contestant not in self.contestants:
            raise MovementError(f"{contestant!r} is not a contestant of {self.name}")
        card: list[Appearance] = []
        for rnd in self.rounds:
            here = rnd.seatings_of(contestant)
            if not here:
                card.append(Appearance(rnd.number, None, None, None, None, ()))
            for seating in here:
                side = seating.side_of(contestant)
                opponent = seating.ew if side == Side.NS else seating.ns
                boards = self.board_set(seating.board_set).boards if seating.plays else ()
                card.append(
                    Appearance(rnd.number, seating.table, side, opponent, seating.board_set, boards)
                )
        return tuple(card)

    def guide(self, table: int) -> tuple[tuple[int, Seating | None], ...]:
        """The table's guide card: (round, seating) for every round."""
        return tuple((rnd.number, rnd.seating(table)) for rnd in self.rounds)

    def with_rounds(self, rounds: tuple[Round, ...], **changes: Any) -> Movement:
        """A copy with other rounds (and any other field changed)."""
        return replace(self, rounds=rounds, **changes)

    def to_json(self) -> dict[str, Any]:
        """The movement as plain JSON values."""
        return {
            "name": self.name,
            "family": self.family,
            "contestants": list(self.contestants),
            "fields": None if self.fields is None else [list(f) for f in self.fields],
            "teams": self.teams,
            "complete": self.complete,
            "meetings": self.meetings,
            "plays_per_set": self.plays_per_set,
            "duplicated": self.duplicated,
            "board_sets": {str(s.number): list(s.boards) for s in self.board_sets},
            "rounds": [
                {
                    "round": rnd.number,
                    "tables": [
                        {
                            "table": s.table,
                            "ns": s.ns,
                            "ew": s.ew,
                            "board_set": s.board_set,
                            "switched": s.switched,
                        }
                        for s in rnd.tables
                    ],
                    "sitting_out": list(rnd.sitting_out),
                    "bye_stand": list(rnd.bye_stand),
                    "shared": [list(g) for g in rnd.shared],
                }
                for rnd in self.rounds
            ],
            "notes": list(self.notes),
        }
