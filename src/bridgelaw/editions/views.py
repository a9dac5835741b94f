"""What the correct-procedure checks of an edition read from the auction and the play.

The checks of Laws 17-22 and 41-47 (:meth:`Edition.check_call`,
:meth:`Edition.check_play`...) take the states the rules layer derives
(:class:`bridgelaw.laws.auction.AuctionState`, :class:`bridgelaw.laws.play.PlayState`).
The editions sit below the rules layer and may not import it, not even for type
checking, so the checks are typed against these read-only protocols, which those
states satisfy structurally. They cost nothing at run time: the checks read the
states' attributes directly, with no adapter in between (the strict table's hot path).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from bridgelaw.core.calls import Bid, Doubling
from bridgelaw.core.cards import Card, Suit
from bridgelaw.core.hands import Hand
from bridgelaw.core.seats import Seat

__all__ = ["AuctionView", "PlayView"]


class AuctionView(Protocol):
    """The facts of an auction Laws 17-22 read (an :class:`AuctionState`)."""

    @property
    def last_bid(self) -> Bid | None:
        """The last bid made, if any."""

    @property
    def last_bid_by(self) -> Seat | None:
        """Who made the last bid."""

    @property
    def last_double_by(self) -> Seat | None:
        """Who doubled the last bid, if it stands doubled."""

    @property
    def doubling(self) -> Doubling:
        """Whether the last bid stands undoubled, doubled or redoubled."""

    @property
    def next_seat(self) -> Seat:
        """The seat whose turn it is to call."""

    @property
    def is_complete(self) -> bool:
        """Whether the auction has ended (Law 22)."""

    @property
    def passes(self) -> int:
        """Consecutive passes since the last bid, double or redouble (or the start)."""


class PlayView(Protocol):
    """The facts of the play Laws 41-47 read (a :class:`PlayState`)."""

    @property
    def declarer(self) -> Seat:
        """Declarer."""

    @property
    def dummy(self) -> Seat:
        """Dummy."""

    @property
    def hands(self) -> Sequence[Hand]:
        """The cards each seat still holds, indexed by seat."""

    @property
    def masks(self) -> Sequence[int]:
        """The same, as :attr:`Hand.mask` bits (what the legal-card mask reads)."""

    @property
    def current(self) -> Sequence[Card]:
        """The cards played to the trick in progress."""

    @property
    def next_seat(self) -> Seat:
        """The seat whose turn it is to play."""

    @property
    def opening_lead_made(self) -> bool:
        """Whether the opening lead has been made."""

    @property
    def is_complete(self) -> bool:
        """Whether all thirteen tricks have been played."""

    @property
    def led_suit(self) -> Suit | None:
        """The suit led to the trick in progress, if any."""
