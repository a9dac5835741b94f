"""The robot that bids by the natural system, explains its calls, and reads the auction."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from bridgelaw.core.board import Board
from bridgelaw.core.calls import PASS, Call
from bridgelaw.core.cards import Card
from bridgelaw.core.seats import Seat
from bridgelaw.robots.base import Robot, RobotCall
from bridgelaw.robots.bidding.engine import System, default_system
from bridgelaw.robots.bidding.handrange import HandRange
from bridgelaw.table.table import Phase, Table
from bridgelaw.table.views import SeatView, SeenCall, view

__all__ = ["NaturalBidder", "bid_board", "explain"]


def _calls(auction: Sequence[SeenCall | Call]) -> tuple[Call, ...]:
    return tuple(c.call if isinstance(c, SeenCall) else c for c in auction)


def explain(
    auction_so_far: Sequence[SeenCall | Call], index: int, system: System | None = None
) -> str:
    """The explanation, by the natural system, of the call at ``index`` of an auction
    (calls from the dealer), in the context of the calls before it.

    >>> from bridgelaw.core.calls import Call
    >>> explain([Call.parse(c) for c in ("1NT", "P", "2C")], 2)
    'Stayman: asks for a four-card major; 8+ HCP, a four-card major'
    """
    calls = _calls(auction_so_far)
    return (system or default_system()).meaning(calls[:index], calls[index])[0]


class NaturalBidder:
    """A robot that bids by the natural system (``docs/bidding-system.md``).

    Its calls carry the system's explanation, alerted where the system alerts (Stayman,
    transfers, the strong 2C, Blackwood and its answers...). It plays its highest legal
    card: a card player composes this bidder with its own play.
    """

    def __init__(self, system: System | None = None, *, name: str = "natural") -> None:
        self.system = system or default_system()
        self._name = name

    @property
    def name(self) -> str:
        return self._name

    def call(self, view: SeatView) -> RobotCall:
        """The system's call for ``view.seat``'s hand (always one of ``view.legal_calls``)."""
        assert view.seat is not None
        hand = view.hands[view.seat]
        calls = _calls(view.auction)
        legal = view.legal_calls
        choice = self.system.choose(calls, hand, legal)
        call = choice.call if choice.call in legal else PASS
        text, alert = self.system.meaning(calls, call)
        if choice.rule is None or call != choice.call:
            alert = False
        return RobotCall(call, alert, text)

    def play(self, view: SeatView) -> Card:
        """The highest legal card (a fallback: card play is not this robot's work)."""
        return max(view.legal_cards, key=lambda card: (card.rank, -card.suit))

    def explain(self, auction_so_far: Sequence[SeenCall | Call], index: int) -> str:
        """The explanation of the call at ``index`` of ``auction_so_far`` (see
        :func:`explain`)."""
        return explain(auction_so_far, index, self.system)

    def inferences(self, view: SeatView) -> Mapping[Seat, HandRange]:
        """What each other player's calls so far show, read by the natural system: a
        range of points and of each suit's length that the player's hand lies in
        (:meth:`HandRange.admits`). A player who has not called shows nothing."""
        calls = _calls(view.auction)
        return {
            seat: self.system.player_range(calls, (seat - view.dealer) % 4)
            for seat in Seat
            if seat != view.seat
        }


def bid_board(board: Board, robot: Robot) -> Table:
    """A strict table for ``board`` with its auction bid by ``robot`` in every seat (the
    play is not started: the table is left in the play, or ended when passed out)."""
    table = Table(board)
    while table.phase == Phase.AUCTION:
        seat = table.acting_player
        assert seat is not None
        made = robot.call(view(table, seat))
        table.call(made.call, seat=seat, alert=made.alert, explanation=made.explanation)
    return table
