"""Layer 3: the rules (state derivation and irregularities); the editions are in
:mod:`bridgelaw.editions`."""

from typing import TYPE_CHECKING

from bridgelaw._lazy import lazy_exports

if TYPE_CHECKING:
    from bridgelaw.laws.auction import AuctionState
    from bridgelaw.laws.play import PlayState, Trick

__all__ = [
    "AuctionState",
    "PlayState",
    "Trick",
]

_EXPORTS = {
    "AuctionState": "bridgelaw.laws.auction",
    "PlayState": "bridgelaw.laws.play",
    "Trick": "bridgelaw.laws.play",
}
"""Each lazily re-exported name -> the module that defines it."""

if not TYPE_CHECKING:
    __getattr__, __dir__ = lazy_exports(__name__, _EXPORTS, __all__)
