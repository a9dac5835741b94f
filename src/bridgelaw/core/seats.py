"""Seats, sides and vulnerability (Laws 2, 3, 4).

>>> Seat.NORTH.lho, Seat.NORTH.partner, Seat.NORTH.rho
(<Seat.EAST: 1>, <Seat.SOUTH: 2>, <Seat.WEST: 3>)
>>> Vulnerability.NS.is_vulnerable(Seat.SOUTH)
True
"""

from __future__ import annotations

import enum
from collections.abc import Iterator
from typing import Final

from bridgelaw.errors import NotationError

__all__ = ["Seat", "Side", "Vulnerability"]


class Side(enum.IntEnum):
    """The two partnerships (Law 4): North-South and East-West."""

    NS = 0
    EW = 1

    @property
    def other(self) -> Side:
        """The opposing side."""
        return _SIDES[1 - self]

    @property
    def seats(self) -> tuple[Seat, Seat]:
        """The two seats of the side."""
        return (Seat.NORTH, Seat.SOUTH) if self == Side.NS else (Seat.EAST, Seat.WEST)

    def __str__(self) -> str:
        return self.name


class Seat(enum.IntEnum):
    """The four compass positions (Law 3); rotation is clockwise N, E, S, W."""

    NORTH = 0
    EAST = 1
    SOUTH = 2
    WEST = 3

    @property
    def letter(self) -> str:
        """``"N"``, ``"E"``, ``"S"`` or ``"W"``."""
        return "NESW"[self]

    @property
    def lho(self) -> Seat:
        """Left-hand opponent: the next seat in rotation."""
        return _SEATS[(self + 1) & 3]

    @property
    def partner(self) -> Seat:
        """The partner, sitting opposite."""
        return _SEATS[(self + 2) & 3]

    @property
    def rho(self) -> Seat:
        """Right-hand opponent: the previous seat in rotation."""
        return _SEATS[(self + 3) & 3]

    @property
    def side(self) -> Side:
        """The seat's partnership."""
        return _SIDES[self & 1]

    def next(self, steps: int = 1) -> Seat:
        """The seat ``steps`` places on in rotation."""
        return _SEATS[(self + steps) & 3]

    def rotation(self) -> Iterator[Seat]:
        """The four seats in rotation, starting with this one."""
        for step in range(4):
            yield _SEATS[(self + step) & 3]

    def is_opponent(self, other: Seat) -> bool:
        """Whether ``other`` sits on the opposing side."""
        return (self ^ other) & 1 == 1

    @classmethod
    def parse(cls, text: str) -> Seat:
        """Read ``"N"``, ``"north"``, ``"E"``... (case-insensitive).

        :raises NotationError: not a seat.
        """
        key = text.strip().upper()
        index = _SEAT_KEYS.get(key)
        if index is None:
            raise NotationError(f"not a seat: {text!r} (expected N, E, S or W)")
        return _SEATS[index]

    def __str__(self) -> str:
        return self.letter


_SIDES: Final = (Side.NS, Side.EW)
_SEATS: Final = (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST)
_SEAT_KEYS: Final = {"N": 0, "E": 1, "S": 2, "W": 3, "NORTH": 0, "EAST": 1, "SOUTH": 2, "WEST": 3}


class Vulnerability(enum.IntEnum):
    """Which sides are vulnerable on a board (Law 2)."""

    NONE = 0
    NS = 1
    EW = 2
    BOTH = 3

    def is_vulnerable(self, who: Seat | Side) -> bool:
        """Whether the seat's (or side's) partnership is vulnerable."""
        side = who.side if isinstance(who, Seat) else who
        return bool(self & (1 << side))

    @property
    def pbn(self) -> str:
        """The PBN spelling: ``"None"``, ``"NS"``, ``"EW"`` or ``"All"``."""
        return ("None", "NS", "EW", "All")[self]

    @classmethod
    def parse(cls, text: str) -> Vulnerability:
        """Read the PBN and common spellings (``None``, ``Love``, ``-``, ``NS``, ``EW``,
        ``All``, ``Both``; LIN ``o``, ``n``, ``e``, ``b``).

        :raises NotationError: not a vulnerability.
        """
        key = text.strip().upper().replace("-", "").replace("/", "")
        value = _VUL_KEYS.get(key)
        if value is None:
            raise NotationError(f"not a vulnerability: {text!r} (expected None, NS, EW or All)")
        return cls(value)

    def __str__(self) -> str:
        return self.pbn


_VUL_KEYS: Final = {
    "NONE": 0, "LOVE": 0, "": 0, "O": 0, "0": 0,
    "NS": 1, "N": 1,
    "EW": 2, "E": 2,
    "ALL": 3, "BOTH": 3, "B": 3,
}  # fmt: skip
