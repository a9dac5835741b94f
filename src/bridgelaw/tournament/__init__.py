"""Tournaments: movements (Law 8), their validator, events, result entry and rankings.

>>> from bridgelaw.tournament import arrow_switch, howell, mitchell, validate
>>> validate(arrow_switch(mitchell(8, even="relay"), [8])), validate(howell(5))
([], [])

Movements are frozen data (:class:`Movement`: rounds of :class:`Seating`);
:func:`validate` proves what they promise; an :class:`Event` of sessions and
sections takes :class:`Entry` table results through a :class:`ResultSheet`
that checks them against the movement, and :func:`scored_event` makes them the one
event model (:mod:`bridgelaw.results.event`) and scores and ranks it
(:func:`bridgelaw.results.score.score_event`), as ``bridgelaw event run`` does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaw._lazy import lazy_exports

if TYPE_CHECKING:
    from bridgelaw.tournament.errors import EntryError, MovementError
    from bridgelaw.tournament.event import (
        Artificial,
        Entry,
        Event,
        Kind,
        Outcome,
        Played,
        ResultSheet,
        Score,
        Section,
        Session,
        Weighted,
        parse_adjusted,
        parse_outcome,
    )
    from bridgelaw.tournament.model import (
        Appearance,
        BoardSet,
        Movement,
        Round,
        Seating,
        board_sets,
    )
    from bridgelaw.tournament.movements.arrow import arrow_switch
    from bridgelaw.tournament.movements.howell import howell
    from bridgelaw.tournament.movements.mitchell import mitchell
    from bridgelaw.tournament.movements.swiss import (
        SwissPairing,
        play_swiss,
        swiss_movement,
        swiss_order,
        swiss_pairing,
        swiss_round,
    )
    from bridgelaw.tournament.movements.teams import circle_pairings, round_robin, team_match
    from bridgelaw.tournament.results_event import checked_event, scored_event
    from bridgelaw.tournament.specs import movement_from_json, movement_from_spec
    from bridgelaw.tournament.validate import Problem, check, validate

__all__ = [
    "Appearance",
    "Artificial",
    "BoardSet",
    "Entry",
    "EntryError",
    "Event",
    "Kind",
    "Movement",
    "MovementError",
    "Outcome",
    "Played",
    "Problem",
    "ResultSheet",
    "Round",
    "Score",
    "Seating",
    "Section",
    "Session",
    "SwissPairing",
    "Weighted",
    "arrow_switch",
    "board_sets",
    "check",
    "checked_event",
    "circle_pairings",
    "howell",
    "mitchell",
    "movement_from_json",
    "movement_from_spec",
    "parse_adjusted",
    "parse_outcome",
    "play_swiss",
    "round_robin",
    "scored_event",
    "swiss_movement",
    "swiss_order",
    "swiss_pairing",
    "swiss_round",
    "team_match",
    "validate",
]

_EXPORTS = {
    "EntryError": "bridgelaw.tournament.errors",
    "MovementError": "bridgelaw.tournament.errors",
    "Artificial": "bridgelaw.tournament.event",
    "Entry": "bridgelaw.tournament.event",
    "Event": "bridgelaw.tournament.event",
    "Kind": "bridgelaw.tournament.event",
    "Outcome": "bridgelaw.tournament.event",
    "Played": "bridgelaw.tournament.event",
    "ResultSheet": "bridgelaw.tournament.event",
    "Score": "bridgelaw.tournament.event",
    "Section": "bridgelaw.tournament.event",
    "Session": "bridgelaw.tournament.event",
    "Weighted": "bridgelaw.tournament.event",
    "parse_adjusted": "bridgelaw.tournament.event",
    "parse_outcome": "bridgelaw.tournament.event",
    "Appearance": "bridgelaw.tournament.model",
    "BoardSet": "bridgelaw.tournament.model",
    "Movement": "bridgelaw.tournament.model",
    "Round": "bridgelaw.tournament.model",
    "Seating": "bridgelaw.tournament.model",
    "board_sets": "bridgelaw.tournament.model",
    "arrow_switch": "bridgelaw.tournament.movements.arrow",
    "howell": "bridgelaw.tournament.movements.howell",
    "mitchell": "bridgelaw.tournament.movements.mitchell",
    "SwissPairing": "bridgelaw.tournament.movements.swiss",
    "play_swiss": "bridgelaw.tournament.movements.swiss",
    "swiss_movement": "bridgelaw.tournament.movements.swiss",
    "swiss_order": "bridgelaw.tournament.movements.swiss",
    "swiss_pairing": "bridgelaw.tournament.movements.swiss",
    "swiss_round": "bridgelaw.tournament.movements.swiss",
    "circle_pairings": "bridgelaw.tournament.movements.teams",
    "round_robin": "bridgelaw.tournament.movements.teams",
    "team_match": "bridgelaw.tournament.movements.teams",
    "checked_event": "bridgelaw.tournament.results_event",
    "scored_event": "bridgelaw.tournament.results_event",
    "movement_from_json": "bridgelaw.tournament.specs",
    "movement_from_spec": "bridgelaw.tournament.specs",
    "Problem": "bridgelaw.tournament.validate",
    "check": "bridgelaw.tournament.validate",
    "validate": "bridgelaw.tournament.validate",
}
"""Each lazily re-exported name -> the module that defines it."""

if not TYPE_CHECKING:
    __getattr__, __dir__ = lazy_exports(__name__, _EXPORTS, __all__)
