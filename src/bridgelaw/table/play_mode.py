"""The table in laws mode, the play period (Laws 41-60): every physically possible lead
or play is recorded; irregular ones open a procedure that waits for the director.

The functions here are called by :mod:`bridgelaw.table.laws_mode` on copies of the
table's state (a rejected event leaves the table unchanged). The tricks are
rebuilt from the play records after every change (:func:`rebuild`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaw.laws.procedure import LawsState
from bridgelaw.table.events import (
    CardHandled,
    CardPlayed,
    CardRetracted,
    CardsExposed,
    CardsPlayedTogether,
    DummyCardCalled,
    DummyInfraction,
    Event,
    FaceDownLead,
    HandSpread,
    LeadFaced,
    SimultaneousPlays,
)

if TYPE_CHECKING:
    from bridgelaw.table.table import Table


from bridgelaw.table.play_actions import (
    designation,
    dummy_infraction,
    exposed,
    flag_dummy_call,
    handled,
    retraction,
    simultaneous,
    together,
)
from bridgelaw.table.play_core import face_down_lead, face_lead, play_card, rebuild, spread_hand
from bridgelaw.table.play_sync import sync_play

__all__ = ["apply_play_event", "flag_dummy_call", "rebuild", "sync_play"]

_PLAY_EVENTS = (
    CardPlayed,
    FaceDownLead,
    LeadFaced,
    HandSpread,
    DummyCardCalled,
    CardRetracted,
    SimultaneousPlays,
    CardsPlayedTogether,
    DummyInfraction,
    CardHandled,
)


def apply_play_event(table: Table, laws: LawsState, event: Event, log_index: int) -> bool:
    """Apply a play-period event; ``False`` if ``event`` is not one."""
    if isinstance(event, CardsExposed):
        return exposed(table, laws, event, log_index)
    if not isinstance(event, _PLAY_EVENTS):
        return False
    if isinstance(event, CardPlayed):
        play_card(table, laws, event.seat, event.card, event.by, log_index)
    elif isinstance(event, FaceDownLead):
        face_down_lead(table, laws, event, log_index)
    elif isinstance(event, LeadFaced):
        face_lead(table, laws)
    elif isinstance(event, HandSpread):
        spread_hand(table, laws, event.seat)
    elif isinstance(event, DummyCardCalled):
        designation(table, laws, event.text, log_index)
    elif isinstance(event, CardRetracted):
        retraction(table, laws, event, log_index)
    elif isinstance(event, SimultaneousPlays):
        simultaneous(table, laws, event, log_index)
    elif isinstance(event, CardsPlayedTogether):
        together(table, laws, event, log_index)
    elif isinstance(event, CardHandled):
        handled(table, laws, event)
    else:
        dummy_infraction(table, laws, event)
    return True
