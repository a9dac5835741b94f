"""Layer 2: the table, a state machine over an append-only log of events."""

from bridgelaw.table.events import (
    Answer,
    CallChanged,
    CallMade,
    CardPlayed,
    CardsExposed,
    ClaimAgreed,
    DirectorCalled,
    Event,
    IrregularityReported,
    MisinformationReported,
    RulingApplied,
    SimultaneousCalls,
    WrongHandDiscovered,
)
from bridgelaw.table.table import Mode, Phase, Table
from bridgelaw.table.views import SeatView, SeenCall, view

__all__ = [
    "Answer",
    "CallChanged",
    "CallMade",
    "CardPlayed",
    "CardsExposed",
    "ClaimAgreed",
    "DirectorCalled",
    "Event",
    "IrregularityReported",
    "MisinformationReported",
    "Mode",
    "Phase",
    "RulingApplied",
    "SeatView",
    "SeenCall",
    "SimultaneousCalls",
    "Table",
    "WrongHandDiscovered",
    "view",
]
