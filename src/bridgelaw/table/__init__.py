"""Layer 2: the table, a state machine over an append-only log of events."""

from bridgelaw.table.events import CallMade, CardPlayed, ClaimAgreed, Event
from bridgelaw.table.table import Phase, Table
from bridgelaw.table.views import SeatView, SeenCall, view

__all__ = [
    "CallMade",
    "CardPlayed",
    "ClaimAgreed",
    "Event",
    "Phase",
    "SeatView",
    "SeenCall",
    "Table",
    "view",
]
