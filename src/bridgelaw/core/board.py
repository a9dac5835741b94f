"""Duplicate boards: number, dealer and vulnerability (Law 2).

>>> b = Board(7)
>>> b.dealer, b.vulnerability
(<Seat.SOUTH: 2>, <Vulnerability.BOTH: 3>)
>>> Board(100).dealer, Board(100).vulnerability
(<Seat.WEST: 3>, <Vulnerability.BOTH: 3>)
"""

from __future__ import annotations

from typing import Any, Final

from bridgelaw.core.deal import Deal
from bridgelaw.core.seats import Seat, Vulnerability
from bridgelaw.core.slots import slot_setters
from bridgelaw.errors import NotationError

__all__ = ["Board", "standard_dealer", "standard_vulnerability"]

_VUL_CYCLE: Final = (Vulnerability.NONE, Vulnerability.NS, Vulnerability.EW, Vulnerability.BOTH)
_SEATS: Final = tuple(Seat)


def standard_dealer(number: int) -> Seat:
    """The dealer of board ``number`` by Law 2's cycle: N, E, S, W repeating."""
    if number < 1:
        raise NotationError(f"board numbers start at 1, not {number}")
    return _SEATS[(number - 1) % 4]


def standard_vulnerability(number: int) -> Vulnerability:
    """The vulnerability of board ``number`` by Law 2's table, repeating every 16 boards."""
    if number < 1:
        raise NotationError(f"board numbers start at 1, not {number}")
    k = (number - 1) % 16
    return _VUL_CYCLE[(k % 4 + k // 4) % 4]


class Board:
    """A duplicate board: its number, dealer, vulnerability and (when known) its deal.

    ``Board(n)`` takes dealer and vulnerability from Law 2. A board marked
    otherwise may be given them explicitly; Law 2 says the markings govern, and
    :attr:`is_standard` is then false.
    """

    __slots__ = ("deal", "dealer", "number", "vulnerability")

    number: int
    dealer: Seat
    vulnerability: Vulnerability
    deal: Deal | None

    def __init__(
        self,
        number: int,
        deal: Deal | None = None,
        *,
        dealer: Seat | None = None,
        vulnerability: Vulnerability | None = None,
    ) -> None:
        if number < 1:
            raise NotationError(f"board numbers start at 1, not {number}")
        # the slots set directly (the class refuses __setattr__): a table is made per board
        _SET_NUMBER(self, number)
        _SET_DEALER(self, standard_dealer(number) if dealer is None else dealer)
        if vulnerability is None:
            vulnerability = standard_vulnerability(number)
        _SET_VULNERABILITY(self, vulnerability)
        _SET_DEAL(self, deal)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"Board is immutable: cannot set {name}")

    def __reduce__(self) -> tuple[Any, ...]:
        # Pickle through the constructor (the slots cannot be set after creation).
        return (_make_board, (self.number, self.deal, self.dealer, self.vulnerability))

    @property
    def is_standard(self) -> bool:
        """Whether dealer and vulnerability are those Law 2 gives the number."""
        return (self.dealer, self.vulnerability) == (
            standard_dealer(self.number),
            standard_vulnerability(self.number),
        )

    def with_deal(self, deal: Deal | None) -> Board:
        """The same board holding ``deal``."""
        return Board(self.number, deal, dealer=self.dealer, vulnerability=self.vulnerability)

    def _key(self) -> tuple[int, Seat, Vulnerability, Deal | None]:
        return (self.number, self.dealer, self.vulnerability, self.deal)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Board) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        extra = "" if self.deal is None else f", {self.deal!r}"
        if not self.is_standard:
            extra += f", dealer={self.dealer!s}, vulnerability={self.vulnerability!s}"
        return f"Board({self.number}{extra})"


_SET_NUMBER, _SET_DEALER, _SET_VULNERABILITY, _SET_DEAL = slot_setters(
    Board, "number", "dealer", "vulnerability", "deal"
)


def _make_board(
    number: int, deal: Deal | None, dealer: Seat, vulnerability: Vulnerability
) -> Board:
    return Board(number, deal, dealer=dealer, vulnerability=vulnerability)
