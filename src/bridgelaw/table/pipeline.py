"""The pipeline of one action at a laws-mode table.

Every event goes through the same stages, each in one place:

1. **validate** the moment: nothing but a ruling once the director has closed the board
   (:meth:`~bridgelaw.laws.procedure.LawsState.check_open`); then the event's handler,
   found by its class in :data:`~bridgelaw.table.action.HANDLERS`, checks that the
   action is physically possible now (Laws 7, 9B2...);
2. **classify** it: legal, or which irregularity under which Law (the edition's rules,
   :mod:`bridgelaw.laws.classify`, :mod:`bridgelaw.laws.play_classify`);
3. **record** it: a call or play record, a fact, a procedure for the director
   (:class:`~bridgelaw.laws.procedure.LawsState`);
4. **apply its effects**: a ruling's, or those of a reaction that settles an
   irregularity, each by its applier (:func:`bridgelaw.laws.procedure_steps.apply_effect`);
5. **derive** the state: the play rebuilt from the records, and the procedures due at a
   lead, a turn or the end of play opened (:mod:`bridgelaw.table.derive`).

The stages work on an :class:`~bridgelaw.table.action.Action` (copies of the table's
state); the table keeps it only when all have passed.
"""

from __future__ import annotations

from bridgelaw.errors import PhaseError
from bridgelaw.table import laws_mode, play_actions, play_core, play_end
from bridgelaw.table.action import HANDLERS, Action
from bridgelaw.table.derive import derive
from bridgelaw.table.events import Event, RulingApplied

__all__ = ["run"]

_HANDLER_MODULES = (laws_mode, play_actions, play_core, play_end)
"""The modules whose ``@handles`` register the handlers (imported for that)."""


def run(action: Action, event: Event) -> None:
    """Apply ``event`` to ``action``: validate, classify, record, apply effects, derive.

    :raises IllegalActionError: the event is not possible now (``action`` is then to be
        discarded).
    """
    if not isinstance(event, RulingApplied):  # a ruling may still close the board
        action.laws.check_open(type(event).__name__)
    handler = HANDLERS.find(type(event))
    if handler is None:
        raise PhaseError(f"{type(event).__name__}: not an event", law=action.law("9B1"))
    handler(action, event)
    derive(action)
