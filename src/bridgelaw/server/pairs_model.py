"""The pairs events' values (:mod:`bridgelaw.server.pairs` runs them): an event as it
stands (its movement, pairs, round and tables), a pair's member, where a player sits,
and the movement's specification checked.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any, Final

from bridgelaw.core.seats import Seat, Side
from bridgelaw.errors import BridgeError
from bridgelaw.server.pairs_db import PairEventRow
from bridgelaw.server.pairs_words import _
from bridgelaw.server.robot_seats import ROBOT_NAME
from bridgelaw.server.store import Denied
from bridgelaw.tournament.model import Movement, Seating, describe_boards
from bridgelaw.tournament.specs import movement_from_spec

__all__ = [
    "EDITIONS",
    "FAMILIES",
    "MAX_BOARDS_PER_ROUND",
    "MAX_TABLES",
    "ROBOT",
    "Member",
    "PairEvent",
    "Place",
    "check_spec",
]

FAMILIES: Final = ("mitchell", "howell")
MAX_TABLES: Final = 15
MAX_BOARDS_PER_ROUND: Final = 6
EDITIONS: Final = ("2017", "2007", "1997", "1987")

Row = dict[str, Any]


@dataclass(frozen=True, slots=True)
class Member:
    """A player of a pair: a person (his account's or guest's id) or a robot."""

    name: str
    user: int | None

    @property
    def robot(self) -> bool:
        """Whether the server's robot plays this place."""
        return self.user is None

    @staticmethod
    def from_json(data: Mapping[str, Any] | None) -> Member | None:
        """A member as stored (``None``: an open place)."""
        if data is None:
            return None
        user = data.get("user")
        return Member(str(data["name"]), None if user is None else int(user))

    def to_json(self) -> Row:
        """As stored."""
        return {"name": self.name, "user": self.user}


ROBOT: Final = Member(ROBOT_NAME, None)


@dataclass(frozen=True, slots=True)
class Place:
    """Where a player sits in a round: the event's table, the server table, the seat and
    the boards."""

    round: int
    table: int
    table_id: int
    seat: Seat
    boards: tuple[int, ...]

    def describe(self, gettext: Callable[[str], str] = str) -> str:
        """``"round 2: table 3, North, boards 5-6"``, in the language of ``gettext``."""
        seat = gettext(self.seat.name.capitalize())  # a bridge term: every catalog has it
        if len(self.boards) == 1:
            boards = gettext("board %(board)s") % {"board": self.boards[0]}
        else:
            numbers = describe_boards(self.boards).removeprefix("boards ")
            boards = gettext("boards %(boards)s") % {"boards": numbers}
        where = {"round": self.round, "table": self.table, "seat": seat, "boards": boards}
        return gettext("round %(round)s: table %(table)s, %(seat)s, %(boards)s") % where


def _seats(side: Side) -> tuple[Seat, Seat]:
    """The seats of a pair sitting ``side``: its first member North (East)."""
    return (Seat.NORTH, Seat.SOUTH) if side == Side.NS else (Seat.EAST, Seat.WEST)


@dataclass(eq=False)
class PairEvent:
    """An event in memory (as its row says, with its tables)."""

    id: int
    name: str
    spec: dict[str, Any]
    edition: str
    seed: str
    status: str
    round: int
    pairs: list[Row]
    tables: dict[tuple[int, int], int] = field(default_factory=dict)
    """(round, table) -> the server table."""
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    adjustments: list[Row] = field(default_factory=list)
    """The director's adjusted scores (:mod:`bridgelaw.server.pairs_rulings`)."""
    version: int = 0
    """The row's version this was read at (a write is made over it only)."""
    movement: Movement = field(init=False)

    def __post_init__(self) -> None:
        self.movement = movement_from_spec(self.spec)

    def respec(self, spec: Mapping[str, Any]) -> None:
        """Play the movement ``spec`` gives (an arrow switch changes it)."""
        if dict(spec) != self.spec:
            self.spec = dict(spec)
            self.movement = movement_from_spec(self.spec)

    @property
    def rounds(self) -> int:
        """The movement's number of rounds."""
        return len(self.movement.rounds)

    def members(self, index: int) -> tuple[Member | None, Member | None]:
        """The two places of pair ``index`` (``None``: open)."""
        first, second = self.pairs[index]["members"]
        return Member.from_json(first), Member.from_json(second)

    def label(self, index: int) -> str:
        """Pair ``index``'s position in the movement (given at the start)."""
        return str(self.pairs[index].get("label") or "")

    def names(self, gettext: Callable[[str], str] = str) -> dict[str, str]:
        """Movement label -> the pair's names (``"Ann & Bob"``, :meth:`pair_name`)."""
        return {self.label(i): self.pair_name(i, gettext) for i in range(len(self.pairs))}

    def pair_name(self, index: int, gettext: Callable[[str], str] = str) -> str:
        """``"Ann & Bob"`` (an open place: ``"(open)"``); with its substitutes (Law 4,
        :mod:`bridgelaw.server.pairs_substitutes`) as they sit: ``"Ann & Bob, Sue for Bob
        from round 3"``, the members who entered named first; in the language of
        ``gettext``. A substitution changed again before its round (``Sue for Bob``, then
        ``Bob for Sue`` from the same round) never sat: the name shows who sits (nothing
        here), every substitution made stays in the pair's record
        (:meth:`substitutions`)."""
        entered, changes = self._entered(index), self.pairs[index].get("substitutes", [])
        named = " & ".join("(open)" if m is None else m.name for m in entered)
        sat: list[list[tuple[int, Member | None]]] = [[(0, m)] for m in entered]
        for change in changes:  # a later change from the same round takes the earlier's
            timeline = sat[int(change["place"])]
            rnd = int(change["from_round"])
            timeline[:] = [(r, m) for r, m in timeline if r < rnd]
            timeline.append((rnd, Member.from_json(change["in"])))
        sitting = sorted(
            (
                (rnd, place, came, out)
                for place, timeline in enumerate(sat)
                for (_r, out), (rnd, came) in pairwise(timeline)
                if came != out
            ),
            key=lambda sat_in: sat_in[:2],
        )
        for rnd, _place, came, out in sitting:
            where = {"player": (came or ROBOT).name, "out": (out or ROBOT).name, "round": rnd}
            named += ", " + gettext("%(player)s for %(out)s from round %(round)s") % where
        return named

    def _entered(self, index: int) -> list[Member | None]:
        """The two members who entered pair ``index`` (before any substitution)."""
        members = list(self.members(index))
        for change in reversed(self.pairs[index].get("substitutes", [])):
            members[int(change["place"])] = Member.from_json(change.get("out"))
        return members

    def substitutions(self, index: int, gettext: Callable[[str], str] = str) -> list[str]:
        """Every substitution the director made in pair ``index``, in order, with who made
        it (the event's record, Law 4), those changed again before their round too."""
        made = []
        for change in self.pairs[index].get("substitutes", []):
            out, came = Member.from_json(change.get("out")), Member.from_json(change["in"])
            where = {
                "player": (came or ROBOT).name,
                "out": (out or ROBOT).name,
                "round": change["from_round"],
                "by": change.get("by") or "?",
            }
            made.append(gettext("%(player)s for %(out)s from round %(round)s, by %(by)s") % where)
        return made

    def pair_of(self, user: int) -> int | None:
        """The pair the user plays in, by index."""
        for index in range(len(self.pairs)):
            if any(m is not None and m.user == user for m in self.members(index)):
                return index
        return None

    def index_of(self, label: str) -> int:
        """The pair at movement position ``label``."""
        for index in range(len(self.pairs)):
            if self.label(index) == label:
                return index
        raise Denied("pairs", _("no pair %(pair)s in %(event)s", pair=repr(label), event=self.name))

    def seating(self, rnd: int, table: int) -> Seating:
        """The movement's seating of a table in a round."""
        found = self.movement.round(rnd).seating(table)
        if found is None:
            raise Denied(
                "pairs",
                _("table %(table)s is not in play in round %(round)s", table=table, round=rnd),
            )
        return found

    def boards(self, rnd: int, table: int) -> tuple[int, ...]:
        """The boards a table plays in a round."""
        return self.movement.board_set(self.seating(rnd, table).board_set).boards

    def players(self, rnd: int, table: int) -> dict[Seat, Member]:
        """Who sits where at a table in a round."""
        seating = self.seating(rnd, table)
        seated: dict[Seat, Member] = {}
        for label, side in ((seating.ns, Side.NS), (seating.ew, Side.EW)):
            if label is None:
                continue
            members = self.members(self.index_of(label))
            for seat, member in zip(_seats(side), members, strict=True):
                seated[seat] = ROBOT if member is None else member
        return seated

    def place(self, rnd: int, user: int) -> Place | None:
        """Where the user plays in round ``rnd`` (``None``: he sits out, or is not in it)."""
        index = self.pair_of(user)
        if index is None or not self.label(index) or not 1 <= rnd <= self.rounds:
            return None
        label = self.label(index)
        for seating in self.movement.round(rnd).seatings_of(label):
            table_id = self.tables.get((rnd, seating.table))
            side = seating.side_of(label)
            if table_id is None or side is None or not seating.plays:
                return None
            members = self.members(index)
            for seat, member in zip(_seats(side), members, strict=True):
                if member is not None and member.user == user:
                    return Place(
                        rnd, seating.table, table_id, seat, self.boards(rnd, seating.table)
                    )
        return None

    def values(self) -> Row:
        """What changes, as the event's row keeps it (its version raised by one)."""
        return {
            "status": self.status,
            "round": self.round,
            "pairs": list(self.pairs),
            "spec": dict(self.spec),
            "adjustments": list(self.adjustments),
            "version": self.version + 1,
        }

    def read(self, row: PairEventRow) -> None:
        """Take what changes from the event's row (another process may have changed it)."""
        self.status, self.round, self.pairs = row.status, row.round, list(row.pairs)
        self.adjustments = list(row.adjustments or [])
        self.version = int(row.version or 0)
        self.respec(row.spec)


def check_spec(
    family: str, tables: int, boards_per_round: int, rounds: int | None, half_table: bool = False
) -> Row:
    """The movement's specification, checked; ``half_table``: a Mitchell with one
    East-West pair fewer (its opponents sit out each round; a late pair may take its
    place, :meth:`PairEvents.enter`).

    :raises Denied: not a Mitchell or Howell this server runs, or an impossible one.
    """
    if family not in FAMILIES:
        raise Denied(
            "spec",
            _("the movement is a Mitchell or a Howell, not %(family)s", family=repr(family)),
        )
    if not 2 <= tables <= MAX_TABLES:
        raise Denied(
            "spec",
            _(
                "an event here has 2-%(most)s tables, not %(tables)s",
                most=MAX_TABLES,
                tables=tables,
            ),
        )
    if not 1 <= boards_per_round <= MAX_BOARDS_PER_ROUND:
        raise Denied(
            "spec",
            _(
                "1-%(most)s boards a round, not %(boards)s",
                most=MAX_BOARDS_PER_ROUND,
                boards=boards_per_round,
            ),
        )
    spec: Row = {"family": family, "tables": tables, "boards_per_round": boards_per_round}
    if rounds is not None:
        if family != "mitchell":
            raise Denied("spec", _("a Howell plays all its rounds: leave the rounds out"))
        spec["rounds"] = rounds
    if half_table:
        if family != "mitchell":
            raise Denied("spec", _("a half table is a Mitchell's: a Howell seats every pair"))
        spec["missing"] = "EW"
    try:
        movement_from_spec(spec)
    except BridgeError as error:
        raise Denied("spec", str(error)) from error
    return spec
