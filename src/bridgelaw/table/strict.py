"""Values a strict table shares between boards: the events it logs, made once (events are
frozen values), and the bit of each shared call in a legal-call mask.

Nothing here is a result of play: only immutable events and a table of identities.
"""

from __future__ import annotations

from typing import Final

from bridgelaw.core.calls import CALLS
from bridgelaw.core.cards import DECK, Card
from bridgelaw.core.seats import Seat
from bridgelaw.editions import Edition
from bridgelaw.editions.laws_41_71 import Laws41To71
from bridgelaw.table.events import CallMade, CardPlayed

__all__ = [
    "CALL_BITS",
    "CALL_EVENTS",
    "CARD_EVENTS",
    "CARD_KEYS",
    "call_made",
    "card_played",
    "law_44_inline",
]

CARD_EVENTS: list[CardPlayed | None] = [None] * (4 * 4 * 52)
"""Every :class:`CardPlayed` a table can log (seat x player x card), made once: events are
frozen values, so tables share them."""


CALL_BITS: dict[int, int] = {id(call): bit for bit, call in enumerate(CALLS)}
"""The bit of each of the shared :data:`CALLS` in a legal-call mask, by identity (those
values live as long as the module, so their ids are theirs)."""

CALL_EVENTS: list[CallMade | None] = [None] * (4 * len(CALLS))
"""Every plain :class:`CallMade` (no alert, no explanation) a table can log, made once."""


def call_made(seat: Seat, bit: int) -> CallMade:
    """The event of ``seat`` making ``CALLS[bit]``, unalerted (shared, like card events)."""
    key = seat * len(CALLS) + bit
    event = CALL_EVENTS[key]
    if event is None:
        event = CALL_EVENTS[key] = CallMade(seat, CALLS[bit])
    return event


def card_played(seat: Seat, card: Card, by: Seat) -> CardPlayed:
    """The event of ``by`` playing ``card`` from ``seat``'s hand (shared, see above)."""
    key = (seat << 2 | by) * 52 + card.index
    event = CARD_EVENTS[key]
    if event is None:
        event = CARD_EVENTS[key] = CardPlayed(seat, DECK[card.index], by)
    return event


def _card_keys(declarer: int) -> tuple[int, ...]:
    dummy = declarer ^ 2
    return tuple((seat << 2 | (declarer if seat == dummy else seat)) * 52 for seat in range(4))


CARD_KEYS: Final = tuple(_card_keys(declarer) for declarer in range(4))
"""For each declarer, for each seat: the key in :data:`CARD_EVENTS` of the seat's club two
played by its player (declarer plays dummy's cards); a card's key is that plus its
:attr:`Card.index`."""


def law_44_inline(edition: Edition) -> bool:
    """Whether ``edition``'s ``legal_card_mask`` is the text of Laws 44A, 44C and 44D that
    all four editions share (a lead: any card; else follow suit if able), which a strict
    table works out inline after each card instead of calling it; an edition that rewrites
    it is asked (``tests/table/test_strict_masks.py`` holds both to the same cards)."""
    return type(edition).legal_card_mask is Laws41To71.legal_card_mask
