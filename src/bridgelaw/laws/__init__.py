"""Layer 1: the rules. Editions of the Laws as one rules core with thin overrides."""

from bridgelaw.laws.auction import AuctionState
from bridgelaw.laws.editions import DEFAULT_EDITION, EDITIONS, Edition, find_edition
from bridgelaw.laws.play import PlayState, Trick

__all__ = [
    "DEFAULT_EDITION",
    "EDITIONS",
    "AuctionState",
    "Edition",
    "PlayState",
    "Trick",
    "find_edition",
]
