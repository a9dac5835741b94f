"""Layer 0: the values of the game (Laws 1-6, 18, 19, 22). No rules of play."""

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
