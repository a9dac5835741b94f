"""Layer 2: the table, a state machine over an append-only log of events."""

from typing import TYPE_CHECKING

from bridgelaw._lazy import lazy_exports

if TYPE_CHECKING:
    from bridgelaw.table.batch import RandomBoard, play_random_boards
    from bridgelaw.table.events import (
        Answer,
        CallChanged,
        CallMade,
        CardHandled,
        CardPlayed,
        CardRetracted,
        CardsExposed,
        CardsPlayedTogether,
        ClaimAgreed,
        DirectorCalled,
        DummyCardCalled,
        DummyInfraction,
        Event,
        FaceDownLead,
        HandSpread,
        IrregularityReported,
        LeadFaced,
        MisinformationReported,
        RulingApplied,
        SimultaneousCalls,
        SimultaneousPlays,
        WrongHandDiscovered,
    )
    from bridgelaw.table.table import Mode, Phase, Table
    from bridgelaw.table.views import SeatView, SeenCall, view

__all__ = [
    "Answer",
    "CallChanged",
    "CallMade",
    "CardHandled",
    "CardPlayed",
    "CardRetracted",
    "CardsExposed",
    "CardsPlayedTogether",
    "ClaimAgreed",
    "DirectorCalled",
    "DummyCardCalled",
    "DummyInfraction",
    "Event",
    "FaceDownLead",
    "HandSpread",
    "IrregularityReported",
    "LeadFaced",
    "MisinformationReported",
    "Mode",
    "Phase",
    "RandomBoard",
    "RulingApplied",
    "SeatView",
    "SeenCall",
    "SimultaneousCalls",
    "SimultaneousPlays",
    "Table",
    "WrongHandDiscovered",
    "play_random_boards",
    "view",
]

_EXPORTS = {
    "RandomBoard": "bridgelaw.table.batch",
    "play_random_boards": "bridgelaw.table.batch",
    "Answer": "bridgelaw.table.events",
    "CallChanged": "bridgelaw.table.events",
    "CallMade": "bridgelaw.table.events",
    "CardHandled": "bridgelaw.table.events",
    "CardPlayed": "bridgelaw.table.events",
    "CardRetracted": "bridgelaw.table.events",
    "CardsExposed": "bridgelaw.table.events",
    "CardsPlayedTogether": "bridgelaw.table.events",
    "ClaimAgreed": "bridgelaw.table.events",
    "DirectorCalled": "bridgelaw.table.events",
    "DummyCardCalled": "bridgelaw.table.events",
    "DummyInfraction": "bridgelaw.table.events",
    "Event": "bridgelaw.table.events",
    "FaceDownLead": "bridgelaw.table.events",
    "HandSpread": "bridgelaw.table.events",
    "IrregularityReported": "bridgelaw.table.events",
    "LeadFaced": "bridgelaw.table.events",
    "MisinformationReported": "bridgelaw.table.events",
    "RulingApplied": "bridgelaw.table.events",
    "SimultaneousCalls": "bridgelaw.table.events",
    "SimultaneousPlays": "bridgelaw.table.events",
    "WrongHandDiscovered": "bridgelaw.table.events",
    "Mode": "bridgelaw.table.table",
    "Phase": "bridgelaw.table.table",
    "Table": "bridgelaw.table.table",
    "SeatView": "bridgelaw.table.views",
    "SeenCall": "bridgelaw.table.views",
    "view": "bridgelaw.table.views",
}
"""Each lazily re-exported name -> the module that defines it."""

if not TYPE_CHECKING:
    __getattr__, __dir__ = lazy_exports(__name__, _EXPORTS, __all__)
