"""The state of an auction, derived call by call from the legal auction (Laws 17-22).

:class:`AuctionState` is a plain record that the rules of an edition read and
update; it knows nothing of legality. :class:`bridgelaw.editions.Edition`
decides what is legal.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import Final

from bridgelaw.core.calls import Bid, Call, Contract, Double, Doubling, Pass, Redouble, Strain
from bridgelaw.core.seats import Seat

__all__ = ["AuctionState"]

_SEATS: Final = tuple(Seat)
_UNDOUBLED, _DOUBLED, _REDOUBLED = Doubling.UNDOUBLED, Doubling.DOUBLED, Doubling.REDOUBLED
"""Read once: a member looked up on its enum class costs ~150 ns (EnumType's hook)."""


@dataclass(slots=True)
class AuctionState:
    """What the legal auction so far implies (Laws 17-22)."""

    dealer: Seat
    calls: list[tuple[Seat, Call]] = field(default_factory=list)
    """The calls of the legal auction, in order."""
    last_bid: Bid | None = None
    last_bid_by: Seat | None = None
    doubling: Doubling = Doubling.UNDOUBLED
    last_double_by: Seat | None = None
    """Who made the double or redouble now in force (None when undoubled)."""
    passes: int = 0
    """Consecutive passes since the last bid, double or redouble (or since the start)."""
    first_named: dict[tuple[int, Strain], Seat] = field(default_factory=dict)
    """For each (side, strain): the first player of that side to bid the strain."""

    next_seat: Seat = field(init=False, repr=False, compare=False)
    """The seat whose turn it is to call (Law 17B, 17C): the dealer, then the left-hand
    opponent of the last caller (after a call out of rotation that was accepted, the
    auction continues from it, Law 29A). Kept by :meth:`apply` (read on every call)."""

    def __post_init__(self) -> None:
        self.next_seat = self.calls[-1][0].lho if self.calls else self.dealer

    @property
    def is_complete(self) -> bool:
        """Whether the auction has ended (Law 22): three passes after a call, or four passes."""
        if self.last_bid is None:
            return self.passes >= 4
        return self.passes >= 3

    @property
    def is_passed_out(self) -> bool:
        """Four passes and no bid (Law 22B)."""
        return self.last_bid is None and self.passes >= 4

    def apply(self, seat: Seat, call: Call) -> None:
        """Record ``call`` by ``seat`` (no legality check: the edition's rules decide)."""
        self.calls.append((seat, call))
        self.next_seat = _SEATS[(seat + 1) & 3]  # seat.lho, without the property's call
        if isinstance(call, Pass):
            self.passes += 1
        elif isinstance(call, Bid):
            self.last_bid, self.last_bid_by = call, seat
            self.doubling, self.last_double_by = _UNDOUBLED, None
            self.passes = 0
            self.first_named.setdefault((seat & 1, call.strain), seat)
        elif isinstance(call, Double):
            self.doubling, self.last_double_by, self.passes = _DOUBLED, seat, 0
        elif isinstance(call, Redouble):
            self.doubling, self.last_double_by, self.passes = _REDOUBLED, seat, 0

    @property
    def declarer(self) -> Seat | None:
        """The first player of the side that made the final bid to have named its strain
        (Definitions: "Declarer"); ``None`` while no bid has been made."""
        if self.last_bid is None or self.last_bid_by is None:
            return None
        return self.first_named[(self.last_bid_by.side, self.last_bid.strain)]

    @property
    def contract(self) -> Contract | None:
        """The contract the auction stands on (Law 22A, 19D), ``None`` if no bid yet."""
        if self.last_bid is None:
            return None
        return _contract(self.last_bid.level, self.last_bid.strain, self.doubling, self.declarer)

    def copy(self) -> AuctionState:
        """An independent copy."""
        return AuctionState(
            self.dealer,
            list(self.calls),
            self.last_bid,
            self.last_bid_by,
            self.doubling,
            self.last_double_by,
            self.passes,
            dict(self.first_named),
        )


@functools.lru_cache(maxsize=1024, typed=True)
def _contract(level: int, strain: Strain, doubling: Doubling, declarer: Seat | None) -> Contract:
    """The contract of these values, made once (a frozen value, shared by every auction
    that ends in it: a strict table asks for it on every board; 35 bids x 3 x 5, typed:
    a strain given as an int gives its own contract)."""
    return Contract(level, strain, doubling, declarer)
