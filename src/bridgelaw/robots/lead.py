"""The opening lead: one decision a board, made from the auction and one hand.

The opening leader sees only its own hand and the auction, so the layouts it deals
decide its lead. :class:`~bridgelaw.robots.play.SamplingRobot` deals them for the
opening lead with :func:`~bridgelaw.robots.constrained.constrained_layouts`: every
hidden hand within the range its calls show (the bidder's explanations, read by
``inferences``), where one-at-a-time rejection would leave most layouts unconstrained;
and it deals more of them (:data:`LEAD_FACTOR` batches, in batches, until one card is clearly
best), as it is one decision a board and the costliest to get wrong.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from bridgelaw.core.seats import Seat
from bridgelaw.robots.constrained import Box
from bridgelaw.table.views import SeatView

__all__ = ["LEAD_FACTOR", "boxes", "is_opening_lead"]

LEAD_FACTOR: Final = 3
"""The opening lead deals up to this many times the layouts of a batch (60 for the
robots of ``bridgelaw match``)."""


def is_opening_lead(view: SeatView) -> bool:
    """Whether ``view``'s seat is to make the opening lead (Law 41C: the defender on
    declarer's left, before any card is played)."""
    contract = view.contract
    if contract is None or contract.declarer is None or view.tricks or view.current_trick:
        return False
    return view.turn == contract.declarer.next() and view.seat == view.turn


def boxes(ranges: Mapping[Seat, object]) -> dict[Seat, Box]:
    """The ranges among ``ranges`` that give points and suit lengths
    (:class:`~bridgelaw.robots.constrained.Box`), by seat."""
    return {seat: shown for seat, shown in ranges.items() if isinstance(shown, Box)}
