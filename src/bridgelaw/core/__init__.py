"""Layer 0: the values of the game (Laws 1-6, 18, 19, 22). No rules of play."""

from typing import TYPE_CHECKING

from bridgelaw._lazy import lazy_exports

if TYPE_CHECKING:
    from bridgelaw.core.board import Board, standard_dealer, standard_vulnerability
    from bridgelaw.core.calls import (
        ALL_BIDS,
        DOUBLE,
        PASS,
        REDOUBLE,
        Bid,
        Call,
        Contract,
        Double,
        Doubling,
        Pass,
        Redouble,
        Strain,
        parse_contract,
    )
    from bridgelaw.core.cards import DECK, SUITS_HIGH_FIRST, Card, Rank, Suit
    from bridgelaw.core.deal import DEAL_COUNT, Deal
    from bridgelaw.core.hands import Hand
    from bridgelaw.core.lawref import LawRef, law
    from bridgelaw.core.seats import Seat, Side, Vulnerability

__all__ = [
    "ALL_BIDS",
    "DEAL_COUNT",
    "DECK",
    "DOUBLE",
    "PASS",
    "REDOUBLE",
    "SUITS_HIGH_FIRST",
    "Bid",
    "Board",
    "Call",
    "Card",
    "Contract",
    "Deal",
    "Double",
    "Doubling",
    "Hand",
    "LawRef",
    "Pass",
    "Rank",
    "Redouble",
    "Seat",
    "Side",
    "Strain",
    "Suit",
    "Vulnerability",
    "law",
    "parse_contract",
    "standard_dealer",
    "standard_vulnerability",
]

_EXPORTS = {
    "Board": "bridgelaw.core.board",
    "standard_dealer": "bridgelaw.core.board",
    "standard_vulnerability": "bridgelaw.core.board",
    "ALL_BIDS": "bridgelaw.core.calls",
    "DOUBLE": "bridgelaw.core.calls",
    "PASS": "bridgelaw.core.calls",
    "REDOUBLE": "bridgelaw.core.calls",
    "Bid": "bridgelaw.core.calls",
    "Call": "bridgelaw.core.calls",
    "Contract": "bridgelaw.core.calls",
    "Double": "bridgelaw.core.calls",
    "Doubling": "bridgelaw.core.calls",
    "Pass": "bridgelaw.core.calls",
    "Redouble": "bridgelaw.core.calls",
    "Strain": "bridgelaw.core.calls",
    "parse_contract": "bridgelaw.core.calls",
    "DECK": "bridgelaw.core.cards",
    "SUITS_HIGH_FIRST": "bridgelaw.core.cards",
    "Card": "bridgelaw.core.cards",
    "Rank": "bridgelaw.core.cards",
    "Suit": "bridgelaw.core.cards",
    "DEAL_COUNT": "bridgelaw.core.deal",
    "Deal": "bridgelaw.core.deal",
    "Hand": "bridgelaw.core.hands",
    "LawRef": "bridgelaw.core.lawref",
    "law": "bridgelaw.core.lawref",
    "Seat": "bridgelaw.core.seats",
    "Side": "bridgelaw.core.seats",
    "Vulnerability": "bridgelaw.core.seats",
}
"""Each lazily re-exported name -> the module that defines it."""

if not TYPE_CHECKING:
    __getattr__, __dir__ = lazy_exports(__name__, _EXPORTS, __all__)
