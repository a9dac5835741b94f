"""A natural bidding system written as data, and the robot that bids by it.

The system (``system.txt``, described in ``docs/bidding-system.md``) is a list of rules:
an auction pattern, the hand's conditions, the call and its explanation. The same rules
make the calls (:class:`NaturalBidder`), explain them (:func:`explain`) and read the
other players' calls (:meth:`NaturalBidder.inferences`, a :class:`HandRange` per seat).
"""

from bridgelaw.robots.bidding.bidder import NaturalBidder, bid_board, explain
from bridgelaw.robots.bidding.engine import System, default_system
from bridgelaw.robots.bidding.handrange import HandRange

__all__ = [
    "HandRange",
    "NaturalBidder",
    "System",
    "bid_board",
    "default_system",
    "explain",
]
