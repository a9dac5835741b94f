"""Calls and contracts (Laws 18, 19, 22).

>>> Call.parse("1NT"), Call.parse("p"), Call.parse("X")
(Bid(1, Strain.NOTRUMP), PASS, DOUBLE)
>>> Bid(1, Strain.NOTRUMP) > Bid(1, Strain.SPADES)
True
>>> Contract.parse("4SX", declarer=Seat.SOUTH)
Contract.parse('4SXS')
"""

from __future__ import annotations

import enum
import functools
import re
from dataclasses import dataclass, field
from typing import ClassVar, Final

from bridgelaw.core.cards import Suit
from bridgelaw.core.seats import Seat
from bridgelaw.errors import NotationError

__all__ = [
    "CALLS",
    "DOUBLE",
    "PASS",
    "REDOUBLE",
    "Bid",
    "Call",
    "Contract",
    "Double",
    "Doubling",
    "Pass",
    "Redouble",
    "Strain",
    "calls_of_mask",
]


class Strain(enum.IntEnum):
    """Denominations in their rank order (Law 18E): clubs lowest, notrump highest."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3
    NOTRUMP = 4

    @property
    def letter(self) -> str:
        """``"C"``, ``"D"``, ``"H"``, ``"S"`` or ``"NT"``."""
        return ("C", "D", "H", "S", "NT")[self]

    @property
    def suit(self) -> Suit | None:
        """The trump suit, or ``None`` for notrump."""
        return _STRAIN_SUITS[self]

    @property
    def is_major(self) -> bool:
        """Hearts or spades."""
        return self in (Strain.HEARTS, Strain.SPADES)

    @property
    def is_minor(self) -> bool:
        """Clubs or diamonds."""
        return self in (Strain.CLUBS, Strain.DIAMONDS)

    @classmethod
    def parse(cls, text: str) -> Strain:
        """Read ``"C"``, ``"D"``, ``"H"``, ``"S"``, ``"N"``/``"NT"`` or a suit symbol.

        :raises NotationError: not a strain.
        """
        key = text.strip().upper()
        value = _STRAIN_KEYS.get(key)
        if value is None:
            raise NotationError(f"not a strain: {text!r} (expected C, D, H, S or NT)")
        return cls(value)

    def __str__(self) -> str:
        return self.letter


_STRAIN_SUITS: Final = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES, None)

_STRAIN_KEYS: Final = {
    "C": 0, "D": 1, "H": 2, "S": 3, "N": 4, "NT": 4, "SA": 4,
    "♣": 0, "♦": 1, "♥": 2, "♠": 3,
}  # fmt: skip


class Doubling(enum.IntEnum):
    """Whether a contract is undoubled, doubled or redoubled (Law 19D)."""

    UNDOUBLED = 0
    DOUBLED = 1
    REDOUBLED = 2

    @property
    def suffix(self) -> str:
        """``""``, ``"X"`` or ``"XX"``."""
        return ("", "X", "XX")[self]


class Call:
    """A call in the auction: a :class:`Bid`, or :data:`PASS`, :data:`DOUBLE`, :data:`REDOUBLE`.

    Calls are immutable values; alerts and explanations belong to the event
    that records the call at a table, not to the call.
    """

    __slots__ = ()

    is_bid: ClassVar[bool] = False

    @staticmethod
    def parse(text: str) -> Call:
        """Read ``"1NT"``, ``"1N"``, ``"7C"``, ``"P"``/``"Pass"``, ``"X"``/``"Dbl"``,
        ``"XX"``/``"Rdbl"`` (case-insensitive; ``"1♠"`` too).

        :raises NotationError: not a call.
        """
        key = text.strip().upper()
        special = _SPECIAL_CALLS.get(key)
        if special is not None:
            return special
        match = _BID.match(key)
        if match is None:
            raise NotationError(f"not a call: {text!r} (expected e.g. '1NT', '4S', 'P', 'X', 'XX')")
        level, strain = int(match.group(1)), Strain.parse(match.group(2))
        if level <= 7:  # the shared value (see CALLS): a table checks calls by identity first
            return ALL_BIDS[5 * (level - 1) + strain]
        return Bid(level, strain)


@dataclass(frozen=True, slots=True)
class Bid(Call):
    """A bid of ``level`` odd tricks in ``strain`` (Law 18A).

    Levels above 7 can be made (Law 38 deals with them) but never are legal.
    """

    level: int
    strain: Strain
    key: int = field(init=False, repr=False, compare=False)
    """Rank in the bidding order (Law 18B): 0 for 1C up to 34 for 7NT (computed once,
    when the bid is made: the legal calls are worked out from it after every call)."""

    is_bid: ClassVar[bool] = True

    def __post_init__(self) -> None:
        if self.level < 1:
            raise NotationError(f"a bid names at least one odd trick, not {self.level}")
        object.__setattr__(self, "key", 5 * (self.level - 1) + self.strain)

    def __lt__(self, other: Bid) -> bool:
        return self.key < other.key

    def __le__(self, other: Bid) -> bool:
        return self.key <= other.key

    def __gt__(self, other: Bid) -> bool:
        return self.key > other.key

    def __ge__(self, other: Bid) -> bool:
        return self.key >= other.key

    def __str__(self) -> str:
        return f"{self.level}{self.strain.letter}"

    def __repr__(self) -> str:
        return f"Bid({self.level}, Strain.{self.strain.name})"


@dataclass(frozen=True, slots=True)
class Pass(Call):
    """Pass."""

    def __str__(self) -> str:
        return "Pass"

    def __repr__(self) -> str:
        return "PASS"


@dataclass(frozen=True, slots=True)
class Double(Call):
    """Double (Law 19A)."""

    def __str__(self) -> str:
        return "X"

    def __repr__(self) -> str:
        return "DOUBLE"


@dataclass(frozen=True, slots=True)
class Redouble(Call):
    """Redouble (Law 19B)."""

    def __str__(self) -> str:
        return "XX"

    def __repr__(self) -> str:
        return "REDOUBLE"


PASS: Final = Pass()
DOUBLE: Final = Double()
REDOUBLE: Final = Redouble()

_SPECIAL_CALLS: Final[dict[str, Call]] = {
    "P": PASS, "PASS": PASS, "AP": PASS,
    "X": DOUBLE, "D": DOUBLE, "DBL": DOUBLE, "DOUBLE": DOUBLE,
    "XX": REDOUBLE, "R": REDOUBLE, "RDBL": REDOUBLE, "REDOUBLE": REDOUBLE,
}  # fmt: skip
_BID: Final = re.compile(r"^([1-9])\s*(NT|N|SA|[CDHS♣♦♥♠])$")

ALL_BIDS: Final = tuple(Bid(level, strain) for level in range(1, 8) for strain in Strain)
"""The 35 legal bids from 1C to 7NT, in bidding order."""

CALLS: Final[tuple[Call, ...]] = (PASS, DOUBLE, REDOUBLE, *ALL_BIDS)
"""The 38 calls a player can legally make, in the order of a legal-call mask: bit ``i``
of the mask stands for ``CALLS[i]`` (Pass 0, Double 1, Redouble 2, a bid ``3 + key``)."""


@functools.lru_cache(maxsize=512)
def calls_of_mask(mask: int) -> tuple[Call, ...]:
    """The calls whose bits are set in ``mask`` (see :data:`CALLS`), in that order."""
    return tuple(call for i, call in enumerate(CALLS) if mask >> i & 1)


_CONTRACT: Final = re.compile(r"^([1-7])(NT|N|[CDHS])(XX|X|R|D)?([NESW])?$")


@dataclass(frozen=True, slots=True)
class Contract:
    """A contract (Law 22A): level, strain, doubling and, when known, declarer."""

    level: int
    strain: Strain
    doubling: Doubling = Doubling.UNDOUBLED
    declarer: Seat | None = None

    def __post_init__(self) -> None:
        if not 1 <= self.level <= 7:
            raise NotationError(f"a contract's level is 1 to 7, not {self.level}")

    @classmethod
    def parse(cls, text: str, *, declarer: Seat | None = None) -> Contract:
        """Read ``"4S"``, ``"3NTX"``, ``"2Dx"``, ``"6HXX"``, ``"4SXS"`` (with declarer).

        A passed-out board has no contract: see :func:`parse_contract`.

        :raises NotationError: not a contract.
        """
        key = text.strip().upper().replace(" ", "").replace("*", "X")
        match = _CONTRACT.match(key)
        if match is None:
            raise NotationError(f"not a contract: {text!r} (expected e.g. '4S', '3NTX', '6HXX')")
        mark = match.group(3) or ""
        doubling = {"": 0, "X": 1, "D": 1, "XX": 2, "R": 2}[mark]
        seat = Seat.parse(match.group(4)) if match.group(4) else declarer
        return cls(int(match.group(1)), Strain.parse(match.group(2)), Doubling(doubling), seat)

    @property
    def bid(self) -> Bid:
        """The final bid."""
        return Bid(self.level, self.strain)

    @property
    def tricks_needed(self) -> int:
        """Tricks declarer's side must take to make the contract: ``level + 6``."""
        return self.level + 6

    def __str__(self) -> str:
        return f"{self.level}{self.strain.letter}{self.doubling.suffix}"

    def __repr__(self) -> str:
        seat = self.declarer.letter if self.declarer is not None else ""
        return f"Contract.parse({str(self) + seat!r})"


def parse_contract(text: str, *, declarer: Seat | None = None) -> Contract | None:
    """Like :meth:`Contract.parse`, but ``"Pass"`` (a passed-out board) gives ``None``."""
    if text.strip().upper() in ("PASS", "P", "AP", "PASSED", "PASSED OUT", "-", ""):
        return None
    return Contract.parse(text, declarer=declarer)
