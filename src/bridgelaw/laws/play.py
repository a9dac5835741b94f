"""The state of the play, derived card by card (Laws 41-47, 65-66, 79).

:class:`PlayState` is a plain record that the rules of an edition read and
update; it knows nothing of legality.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from bridgelaw.core.calls import Contract
from bridgelaw.core.cards import Card, Suit
from bridgelaw.core.deal import Deal
from bridgelaw.core.hands import Hand
from bridgelaw.core.seats import Seat, Side
from bridgelaw.core.tricks import winning_index

__all__ = ["PlayState", "Trick"]

_SEATS: Final = tuple(Seat)
"""The seats by number, for rotation arithmetic (``_SEATS[(seat + n) & 3]``)."""


@dataclass(frozen=True, slots=True)
class Trick:
    """A completed trick (Law 44B): who led, the four cards in playing order, who won."""

    number: int
    """1 to 13."""
    leader: Seat
    cards: tuple[Card, Card, Card, Card]
    winner: Seat

    def card_of(self, seat: Seat) -> Card:
        """The card ``seat`` played to this trick."""
        return self.cards[(seat - self.leader) & 3]

    @property
    def led_suit(self) -> Suit:
        """The suit of the card led."""
        return self.cards[0].suit


class PlayState:
    """Tricks, the trick in progress, the cards still held."""

    __slots__ = (
        "_leader",
        "contract",
        "current",
        "declarer",
        "hands",
        "next_seat",
        "tricks",
        "won",
    )

    contract: Contract
    declarer: Seat
    hands: list[Hand]
    """Cards not yet played, per seat (index = seat)."""
    current: list[Card]
    """Cards played to the trick in progress, in order."""
    tricks: list[Trick]
    won: list[int]
    """Tricks won by each side (index = Side)."""
    next_seat: Seat
    """The seat whose card is to be played next (Law 44B, 44G): kept by :meth:`apply` and
    by setting :attr:`leader` (read on every card, so not worked out each time)."""

    def __init__(
        self,
        contract: Contract,
        declarer: Seat,
        hands: list[Hand],
        leader: Seat,
        current: list[Card] | None = None,
        tricks: list[Trick] | None = None,
        won: list[int] | None = None,
    ) -> None:
        self.contract = contract
        self.declarer = declarer
        self.hands = hands
        self.current = [] if current is None else current
        self.tricks = [] if tricks is None else tricks
        self.won = [0, 0] if won is None else won
        self.leader = leader

    @property
    def leader(self) -> Seat:
        """Leader of the trick in progress."""
        return self._leader

    @leader.setter
    def leader(self, seat: Seat) -> None:
        self._leader = seat
        self.next_seat = _SEATS[(seat + len(self.current)) & 3]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, PlayState):
            return NotImplemented
        return self._fields() == other._fields()

    __hash__ = None  # type: ignore[assignment]  # mutable, like the dataclass it was

    def _fields(self) -> tuple[object, ...]:
        return (
            self.contract,
            self.declarer,
            self.hands,
            self._leader,
            self.current,
            self.tricks,
            self.won,
        )

    def __repr__(self) -> str:
        contract, declarer, hands, leader, current, tricks, won = self._fields()
        return (
            f"PlayState(contract={contract!r}, declarer={declarer!r}, hands={hands!r}, "
            f"leader={leader!r}, current={current!r}, tricks={tricks!r}, won={won!r})"
        )

    @classmethod
    def start(cls, deal: Deal, contract: Contract, declarer: Seat) -> PlayState:
        """The state before the opening lead: declarer's LHO leads (Law 41A)."""
        return cls(contract, declarer, list(deal.hands), declarer.lho)

    @property
    def dummy(self) -> Seat:
        """Declarer's partner."""
        return _SEATS[self.declarer ^ 2]

    @property
    def opening_lead_made(self) -> bool:
        """Whether the opening lead has been faced (dummy is then spread, Law 41C/D)."""
        return bool(self.tricks) or bool(self.current)

    @property
    def is_complete(self) -> bool:
        """Whether all 13 tricks have been played."""
        return len(self.tricks) == 13

    @property
    def led_suit(self) -> Suit | None:
        """The suit led to the trick in progress, if any card has been led."""
        return self.current[0].suit if self.current else None

    def declarer_tricks(self) -> int:
        """Tricks won so far by declarer's side."""
        return self.won[self.declarer.side]

    def apply(self, seat: Seat, card: Card) -> Trick | None:
        """Play ``card`` from ``seat``'s hand (no legality check). Returns the trick if
        this card completed one."""
        hands = self.hands
        hands[seat] = Hand(hands[seat].mask & ~(1 << card.index))
        current = self.current
        current.append(card)
        if len(current) < 4:
            self.next_seat = _SEATS[(self._leader + len(current)) & 3]
            return None
        return self._complete_trick(current)

    def _complete_trick(self, current: list[Card]) -> Trick:
        """Close the trick in progress, whose fourth card ``current`` holds (Law 44E-G)."""
        cards = (current[0], current[1], current[2], current[3])
        leader = self.leader
        winner = _SEATS[(leader + winning_index(cards, self.contract.strain)) & 3]
        trick = Trick(len(self.tricks) + 1, leader, cards, winner)
        self.tricks.append(trick)
        self.won[winner & 1] += 1
        self.current = []
        self._leader = self.next_seat = winner
        return trick

    def side_tricks(self, side: Side) -> int:
        """Tricks won by ``side`` so far."""
        return self.won[side]

    def copy(self) -> PlayState:
        """An independent copy."""
        return PlayState(
            self.contract,
            self.declarer,
            list(self.hands),
            self.leader,
            list(self.current),
            list(self.tricks),
            list(self.won),
        )
