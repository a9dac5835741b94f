"""The robots' carding agreement, and what a seat may read from it.

:class:`~bridgelaw.robots.play.SamplingRobot` chooses among classes of equal cards
(cards touching in the hand it plays from, the cards of completed tricks left out:
:func:`~bridgelaw.robots.play.card_classes`) and plays from the class it chooses by an
agreement (:func:`agreed_card`): it **leads the top** of equal cards and **otherwise
plays the lowest** (top of a sequence, lowest of equals in third seat, as most
partnerships play). That is its partnership's carding agreement, disclosed as every
agreement must be (Law 40A1(b), Law 40B2: the opponents are entitled to know it), so
declarer may read the defenders' cards by it, and a defender its partner's: a defender
who leads the king does not hold the ace (with ace-king it would have led the ace), and
one who follows with the queen does not hold the jack (with queen-jack it would have
played the jack), unless that card was played before.

:func:`carding_bars` reads that from a :class:`~bridgelaw.table.views.SeatView`: for
each card a defender whose carding the seat may read has played, the card just above
it (a lead) or just below it (any other card) not played before that trick, if any, is
one that defender did not hold then, so does not hold now. Only the defenders' cards
are read: declarer has no partner to tell, so no agreement to disclose. A defender whose
cards themselves break the agreement (it later played a card it was read as not
holding) is not read at all.

>>> from bridgelaw.core import Board, Deal, Seat
>>> from bridgelaw.table import Table, view
>>> table = Table(Board(1, Deal.parse("N:AKT2.2.A.AKQJT98 QJ3.KQJ.KQJ.7654 "
...                                   "9876.6543.5432.2 54.AT987.T9876.3"), dealer=Seat.NORTH))
>>> for call in "1NT P P P".split():
...     _ = table.call(call)
>>> _ = table.play("HK")  # East leads the king from king-queen-jack: it has not the ace
>>> bars = carding_bars(view(table, Seat.NORTH), frozenset(Seat))
>>> [(str(seat), str(Card.from_index(mask.bit_length() - 1))) for seat, mask in bars.items()]
[('E', 'HA')]
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Final

from bridgelaw.core.cards import Card
from bridgelaw.core.seats import Seat
from bridgelaw.table.views import SeatView

__all__ = ["AGREEMENT", "LEAD_TOP", "agreed_card", "carding_bars", "readable_seats"]

LEAD_TOP: Final = True
"""The agreement leads the top of equal cards (false: the lowest, as it plays otherwise)."""

AGREEMENT: Final = (
    "Equal cards are cards touching in the hand, the cards of completed tricks left out "
    "(from K-Q-J, or from K-J once the queen has been played). The robots lead the top of "
    "equal cards (the king from K-Q-J: it denies the ace) and otherwise play the lowest "
    "(the jack from K-Q-J in third seat: it denies the ten); they give no other signal. "
    "Declarer reads the defenders' cards by it, and each defender its partner's "
    "(`bridgelaw.robots.carding`). Opening leads have no other agreement (no fourth "
    "best, no top of nothing, no rule for partner's suit): the leader leads the card "
    "that does best double dummy, on average, over layouts in which each other hand "
    "lies within the points and suit lengths its calls show by the explanations above, "
    "and the top of equal cards; so a spot card led tells nothing of the length it "
    "comes from (`bridgelaw.robots.lead`)."
)
"""The agreement as the system's document discloses it (``docs/bidding-system.md``)."""


def agreed_card(equal: Sequence[Card], *, leading: bool) -> Card:
    """The card the agreement plays from ``equal`` (a class of equal cards, lowest
    first): the top when ``leading`` (and :data:`LEAD_TOP`), else the lowest."""
    return equal[-1] if leading and LEAD_TOP else equal[0]


def readable_seats(view: SeatView, carding: Collection[Seat]) -> frozenset[Seat]:
    """The seats whose cards ``view``'s seat may read by the agreement: the defenders
    among ``carding`` (the seats that play by it) whose hands the view does not show."""
    contract = view.contract
    if contract is None or contract.declarer is None:
        return frozenset()
    defenders = (contract.declarer.next(), contract.declarer.next(3))
    return frozenset(
        seat
        for seat in defenders
        if seat in carding and seat != view.seat and seat not in view.hands
    )


def carding_bars(view: SeatView, carding: Collection[Seat]) -> dict[Seat, int]:
    """The cards each readable seat (:func:`readable_seats`) cannot hold, as bit masks
    (bit :attr:`Card.index`): for each card it played, the next card of the suit not
    played before that trick, up from a lead (:data:`LEAD_TOP`), else down."""
    readable = readable_seats(view, carding)
    if not readable:
        return {}
    # (holder, card, whether it led, cards of the tricks completed before its trick)
    sequence: list[tuple[Seat, Card, bool, int]] = []
    before = 0
    for trick in view.tricks:
        for place, card in enumerate(trick.cards):
            sequence.append((trick.leader.next(place), card, place == 0, before))
        for card in trick.cards:
            before |= 1 << card.index
    for place, (holder, card) in enumerate(view.current_trick):
        sequence.append((holder, card, place == 0, before))
    bars = dict.fromkeys(readable, 0)
    broken: set[Seat] = set()
    for at, (holder, card, led, played) in enumerate(sequence):
        if holder not in readable:
            continue
        step = 1 if led and LEAD_TOP else -1
        lowest = 13 * card.suit
        next_card = card.index + step
        while lowest <= next_card < lowest + 13 and played >> next_card & 1:
            next_card += step
        if not lowest <= next_card < lowest + 13:
            continue
        if any(seat == holder and later.index == next_card for seat, later, _, _ in sequence[at:]):
            broken.add(holder)  # it held the card and played it later: not the agreement
        bars[holder] |= 1 << next_card
    return {seat: mask for seat, mask in bars.items() if seat not in broken and mask}
