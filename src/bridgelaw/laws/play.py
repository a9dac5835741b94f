"""The state of the play, derived card by card (Laws 41-47, 65-66, 79).

:class:`PlayState` is a plain record that the rules of an edition read and
update; it knows nothing of legality.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Final

from bridgelaw.core.calls import Contract
from bridgelaw.core.cards import Card, Suit
from bridgelaw.core.deal import Deal
from bridgelaw.core.hands import Hand
from bridgelaw.core.seats import Seat, Side
from bridgelaw.core.slots import slot_setters
from bridgelaw.core.tricks import TRICK_KEYS

__all__ = ["PlayState", "Trick"]

_SEATS: Final = tuple(Seat)
"""The seats by number, for rotation arithmetic (``_SEATS[(seat + n) & 3]``)."""

_WITHOUT: Final = tuple(~(1 << index) for index in range(52))
"""The mask that clears the bit of each card (by :attr:`Card.index`) from a hand's mask."""


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


_new = object.__new__
"""A :class:`Trick` is made by setting its slots (half the time of the frozen dataclass's
``__init__``: a table closes a trick every fourth card)."""
_SET_NUMBER, _SET_LEADER, _SET_CARDS, _SET_WINNER = slot_setters(
    Trick, "number", "leader", "cards", "winner"
)


class _Hands(list[Hand]):
    """The hands of a :class:`PlayState`, made from its masks; a hand set in it (a client
    learning dummy's cards) sets the masks too."""

    __slots__ = ("_masks",)

    def __init__(self, hands: Iterable[Hand], masks: list[int]) -> None:
        super().__init__(hands)
        self._masks = masks

    def __setitem__(self, index: Any, value: Any) -> None:
        super().__setitem__(index, value)
        self._masks[:] = [hand.mask for hand in self]


class PlayState:
    """Tricks, the trick in progress, the cards still held."""

    __slots__ = (
        "_hands",
        "_hands_of",
        "_leader",
        "contract",
        "current",
        "declarer",
        "masks",
        "next_seat",
        "tricks",
        "won",
    )

    contract: Contract
    declarer: Seat
    masks: list[int]
    """Cards not yet played, per seat (index = seat), as :attr:`Hand.mask` bits: kept by
    :meth:`apply` (and by a strict table's fast path, which plays as it does);
    :attr:`hands` makes the :class:`Hand` values from them when asked."""
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
        hands: Sequence[Hand],
        leader: Seat,
        current: list[Card] | None = None,
        tricks: list[Trick] | None = None,
        won: list[int] | None = None,
    ) -> None:
        self.contract = contract
        self.declarer = declarer
        self.masks = [hand.mask for hand in hands]
        self._hands = _Hands(hands, self.masks)
        self._hands_of = tuple(self.masks)
        self.current = [] if current is None else current
        self.tricks = [] if tricks is None else tricks
        self.won = [0, 0] if won is None else won
        self.leader = leader

    @property
    def hands(self) -> list[Hand]:
        """Cards not yet played, per seat (index = seat): made from :attr:`masks` when
        first asked for after they have changed (setting a hand in it sets the masks)."""
        masks = tuple(self.masks)
        if masks != self._hands_of:
            self._hands = _Hands([Hand(mask) for mask in masks], self.masks)
            self._hands_of = masks
        return self._hands

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
        self.masks[seat] &= _WITHOUT[card.index]
        current = self.current
        current.append(card)
        played = len(current)
        if played < 4:
            self.next_seat = _SEATS[(self._leader + played) & 3]
            return None
        return self.close_trick()

    def close_trick(self) -> Trick:
        """Close the trick in progress, whose four cards have been played (Law 44E-G),
        and return it: the card of highest :data:`~bridgelaw.core.tricks.TRICK_KEYS`
        power wins (what :func:`~bridgelaw.core.tricks.winning_index` finds, without its
        loop); the winner leads next."""
        current = self.current
        first, second, third, fourth = cards = (current[0], current[1], current[2], current[3])
        keys = TRICK_KEYS[first.suit * 5 + self.contract.strain]
        best, at = keys[first.index], 0
        power = keys[second.index]
        if power > best:
            best, at = power, 1
        power = keys[third.index]
        if power > best:
            best, at = power, 2
        if keys[fourth.index] > best:
            at = 3
        leader = self._leader
        winner = _SEATS[(leader + at) & 3]
        trick: Trick = _new(Trick)  # Trick(number, leader, cards, winner), by its slots
        tricks = self.tricks
        _SET_NUMBER(trick, len(tricks) + 1)
        _SET_LEADER(trick, leader)
        _SET_CARDS(trick, cards)
        _SET_WINNER(trick, winner)
        tricks.append(trick)
        self.won[winner & 1] += 1
        self.current = []
        self._leader = self.next_seat = winner
        return trick

    def side_tricks(self, side: Side) -> int:
        """Tricks won by ``side`` so far."""
        return self.won[side]

    def copy(self) -> PlayState:
        """An independent copy."""
        other = PlayState.__new__(PlayState)
        other.contract, other.declarer = self.contract, self.declarer
        other.masks = list(self.masks)
        other._hands = _Hands(self._hands, other.masks)
        other._hands_of = self._hands_of
        other.current, other.tricks = list(self.current), list(self.tricks)
        other.won = list(self.won)
        other._leader, other.next_seat = self._leader, self.next_seat
        return other
