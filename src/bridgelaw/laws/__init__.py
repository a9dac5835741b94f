"""Layer 3: the rules (state derivation and irregularities); the editions are in
:mod:`bridgelaw.editions`."""

from bridgelaw.laws.auction import AuctionState
from bridgelaw.laws.play import PlayState, Trick

__all__ = [
    "AuctionState",
    "PlayState",
    "Trick",
]
