"""The opening lead: one decision a board, made from the auction and one hand.

The opening leader sees only its own hand and the auction, so the layouts it deals
decide its lead. :class:`~bridgelaw.robots.play.SamplingRobot` deals them for the
opening lead from a :class:`~bridgelaw.robots.constrained.LayoutSource`: every hidden
hand within the range its calls show (the bidder's explanations, read by
``inferences``), where one-at-a-time rejection would leave most layouts unconstrained.
It deals :data:`LEAD_FACTOR` batches of them at most: each layout is a full deal solved
for every card, the costliest solve of the board (30-200 ms of CPU under load), and
three batches took the lead's decision to 2.9 s of CPU on average, 12 s at most, for
no clear gain (docs/robots.md).

A defender's later cards are dealt the same way (:func:`layout_source`, with fewer
deals tried: :data:`DEFENCE_ATTEMPTS`): the auction's ranges held throughout, where
one-at-a-time rejection fell back on layouts dealt without them.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Final

from bridgelaw.core.seats import Seat
from bridgelaw.robots.constrained import ATTEMPTS, Box, LayoutSource
from bridgelaw.robots.sampling import Knowledge
from bridgelaw.table.views import SeatView

__all__ = ["DEFENCE_ATTEMPTS", "LEAD_FACTOR", "boxes", "is_opening_lead", "layout_source"]

LEAD_FACTOR: Final = 1
"""The opening lead deals up to this many times the layouts of a batch (20 for the
robots of ``bridgelaw match``). 3 was tried on the opening leads of 100 self-play boards
(seed 1, the robots' auction): 0.031 trick a lead better (95% CI -0.070 to 0.131) for
three times the CPU (p95 7.3 s against 2.5 s under load)."""
DEFENCE_ATTEMPTS: Final = 4096
"""The most deals tried for a defender's card after the opening lead (each card of a
board: fewer than for the lead, :data:`~bridgelaw.robots.constrained.ATTEMPTS`)."""


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


def layout_source(
    view: SeatView,
    known: Knowledge,
    rng: random.Random,
    ranges: Mapping[Seat, object],
    *,
    opening: bool,
    defence: bool,
) -> LayoutSource | None:
    """Where a decision of ``view`` takes its layouts from: for the ``opening`` lead, and
    with ``defence`` for each card of a defender where the auction shows something
    (``ranges``), a :class:`~bridgelaw.robots.constrained.LayoutSource` within the
    ranges; ``None`` otherwise (the caller deals one at a time)."""
    shown = boxes(ranges)
    if opening:
        return LayoutSource(known, shown, rng, attempts=ATTEMPTS)
    contract = view.contract
    if not defence or not shown or contract is None or contract.declarer is None:
        return None
    if view.seat is None or view.seat.side == contract.declarer.side:
        return None
    return LayoutSource(known, shown, rng, attempts=DEFENCE_ATTEMPTS)
