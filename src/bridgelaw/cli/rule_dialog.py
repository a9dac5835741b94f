"""The director's own steps in ``bridgelaw rule`` (the dialog of
:class:`bridgelaw.director.dialog.Dialog`), and the echo of each action.

The steps::

    ruling                   # the pending ruling: its facts, questions (keys) and options
    answer 23A yes           # a question the pending ruling asks now (else an error)
    propose decline          # give a choice; nothing is applied yet
    confirm                  # apply the choice proposed
    withdraw                 # withdraw the choice proposed (withdraw SEAT: Law 69)
    choose decline           # propose and confirm at once
    undo [N]                 # take back the last step (N steps), answers and choices too
    undo to 12               # back to the table after its first 12 events
    history                  # the event log, numbered (for 'undo to')
    save FILE                # FILE.json (event log) and FILE.pbn (with irregularity marks)
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Final, Protocol

from bridgelaw.cli.rule_play import PLAY_STEPS
from bridgelaw.cli.rule_report import describe_table
from bridgelaw.core import Seat
from bridgelaw.errors import RulingError
from bridgelaw.table import (
    CallMade,
    CardPlayed,
    DirectorCalled,
    DummyCardCalled,
    IrregularityReported,
    RulingApplied,
    Table,
)

if TYPE_CHECKING:
    from bridgelaw.director import Ruling
    from bridgelaw.director.dialog import Dialog
    from bridgelaw.table import Event
    from bridgelaw.table import RulingApplied as Applied

__all__ = ["DIALOG_STEPS", "DIALOG_UNMARKED", "describe_pending", "echo"]


class Session(Protocol):
    """What these steps use of a script session (:class:`bridgelaw.cli.rule_script.Session`)."""

    output: list[str]
    last_ruling: Applied | None

    def director(self) -> Dialog:
        """The dialog, created with the table at the first action."""
        ...


class _Bad(ValueError):
    """A malformed step."""


# ------------------------------------------------------------------ echo
def _seat(seat: Seat) -> str:
    return seat.name.lower()


def _event_text(table: Table, event: Event) -> str:
    if isinstance(event, CallMade):
        return f"{_seat(event.seat)} calls {event.call}"
    if isinstance(event, CardPlayed):
        by = "" if event.by in (event.seat, table.declarer) else f" (by {_seat(event.by)})"
        return f"{_seat(event.seat)} plays {event.card}{by}"
    if isinstance(event, DirectorCalled):
        by = "" if event.by is None else f" by {_seat(event.by)}"
        return f"the director is called{by}"
    if isinstance(event, RulingApplied):
        choice = "" if event.choice is None else f": {event.choice}"
        return f"ruling applied, Law {event.law}{choice}"
    if isinstance(event, DummyCardCalled):
        records = table.play_records
        card = f": {records[-1].card} is played" if records else ""
        return f"declarer designates {event.text!r}{card}"
    if isinstance(event, IrregularityReported):
        return f"reported: {event.reason} (Law {event.law})"
    words = re.sub(r"(?<!^)(?=[A-Z])", " ", type(event).__name__).lower()
    fields = getattr(event, "__dataclass_fields__", {})
    values = [_value_text(table, getattr(event, name)) for name in fields]
    return f"{words}: {' '.join(v for v in values if v)}"


def _value_text(table: Table, value: object) -> str:
    """A value of an event in words: seats by name, cards and calls as written."""
    if isinstance(value, CallMade | CardPlayed):
        return _event_text(table, value)
    if isinstance(value, Seat):
        return _seat(value)
    if isinstance(value, enum.Enum):
        return value.name.lower().replace("_", "-")
    if isinstance(value, tuple):
        return " ".join(_value_text(table, v) for v in value)
    if value is None or value is False:
        return ""
    if value is True:
        return "yes"
    return str(value)


def echo(table: Table, before: int, was_auction: bool = False) -> list[str]:
    """What the events after the first ``before`` did, one line each, and the end of
    the auction announced when it has just ended."""
    lines = [f"> {_event_text(table, e)}" for e in table.events[before:]]
    if was_auction and (table.contract is not None or table.passed_out):
        lines.append(auction_end(table))
    return lines


def auction_end(table: Table) -> str:
    """The end of the auction announced: the contract, declarer and the opening leader."""
    contract, declarer, leader = table.contract, table.declarer, table.opening_leader
    if contract is None or declarer is None:
        return "the auction is over: passed out (Law 22B)"
    lead = "" if leader is None else f"; {_seat(leader)} makes the opening lead"
    return f"the auction is over: {contract} by {_seat(declarer)}{lead}"


def describe_pending(dialog: Dialog) -> list[str]:
    """The pending ruling and what to type next, or why none is pending."""
    ruling = dialog.pending()
    if ruling is None:
        blocking = dialog.table.laws_state.blocking()
        if blocking is None:
            return ["no ruling is pending"]
        return [f"no ruling yet: {blocking.irregularity.describe()} - type 'director'"]
    lines = ruling.describe().splitlines()
    for question in ruling.questions:
        lines.append(f"question {question.key}: answer {question.key} {'|'.join(question.answers)}")
    if not ruling.questions:
        lines.append(_choice_line(ruling))
    if dialog.proposal is not None:
        lines.append(f"proposed: {dialog.proposal.option.key} - 'confirm' or 'withdraw'")
    return lines


def _choice_line(ruling: Ruling) -> str:
    keys = "|".join(o.key for o in ruling.options)
    if len(ruling.options) == 1:
        return f"one option: 'choose' applies {ruling.options[0].key}"
    who = "the director" if ruling.chooser is None else _seat(ruling.chooser)
    return f"{who} chooses: choose {keys}"


# ------------------------------------------------------------------ steps
def _ruling(session: Session, args: list[str]) -> None:
    session.output.extend(describe_pending(session.director()))


def _answer(session: Session, args: list[str]) -> None:
    if len(args) < 2:
        raise _Bad("usage: answer KEY VALUE")
    question = session.director().answer(args[0], args[1])
    session.output.append(f"> answered {question.key}: {args[1]}")


def _propose(session: Session, args: list[str]) -> None:
    proposal = session.director().propose(args[0] if args else None)
    option = proposal.option
    session.output.append(f"> proposed: {option.key}: {option.text} [Law {option.law}]")
    session.output.append("  nothing is applied yet: 'confirm' applies it, 'withdraw' withdraws it")


def _confirm(session: Session, args: list[str]) -> None:
    dialog = session.director()
    proposal = dialog.proposal
    done = dialog.confirm()
    event = dialog.table.events[done.event]
    assert isinstance(event, RulingApplied)
    session.last_ruling = event
    option = proposal.option if proposal is not None else None
    text = option.text if option is not None else "applied"
    session.output.append(f"applied: Law {done.ruling.law}: {text}")


def _choose(session: Session, args: list[str]) -> None:
    dialog = session.director()
    proposal = dialog.propose(args[0] if args else None)
    session.output.extend(proposal.ruling.describe().splitlines())
    _confirm(session, [])


def _withdraw(session: Session, args: list[str]) -> None:
    if args and args[0].lower() != "choice":
        PLAY_STEPS["withdraw"](session, args)  # type: ignore[arg-type]  # Law 69: withdraw SEAT
        return
    proposal = session.director().withdraw()
    session.output.append(f"> withdrawn: {proposal.option.key} (nothing was applied)")


def _undo(session: Session, args: list[str]) -> None:
    dialog = session.director()
    if args and args[0].lower() == "to":
        if len(args) < 2 or not args[1].isdigit():
            raise _Bad("usage: undo to EVENTS (see 'history')")
        dialog.undo_to(int(args[1]))
        session.output.append(f"> back to the table after its first {args[1]} events")
    else:
        if args and not args[0].isdigit():
            raise _Bad("usage: undo [STEPS] | undo to EVENTS")
        undone = dialog.undo(int(args[0]) if args else 1)
        session.output.append("> undone: " + "; ".join(undone))
    events = dialog.table.events
    last = f"event {len(events) - 1}: {_event_text(dialog.table, events[-1])}" if events else "-"
    session.output.append(f"  now: {len(events)} events, the last {last}")


def _show(session: Session, args: list[str]) -> None:
    dialog = session.director()
    session.output.extend(describe_table(dialog.table, dialog.floor))


def _history(session: Session, args: list[str]) -> None:
    table = session.director().table
    session.output.append("events (undo to N keeps the first N):")
    for index, event in enumerate(table.events):
        session.output.append(f"  {index}: {_event_text(table, event)}")


def _save(session: Session, args: list[str]) -> None:
    if not args:
        raise _Bad("usage: save FILE")
    try:
        json_path, pbn_path = session.director().save(Path(" ".join(args)))
    except OSError as error:
        raise RulingError(f"cannot save: {error}") from None
    session.output.append(f"> saved: {json_path} (event log) and {pbn_path} (PBN)")


Step = Callable[[Session, list[str]], None]

DIALOG_STEPS: Final[dict[str, Step]] = {
    "ruling": _ruling,
    "pending": _ruling,
    "answer": _answer,
    "propose": _propose,
    "confirm": _confirm,
    "choose": _choose,
    "withdraw": _withdraw,
    "undo": _undo,
    "history": _history,
    "show": _show,
    "save": _save,
}
"""The director's steps."""

DIALOG_UNMARKED: Final = frozenset({"ruling", "pending", "undo", "history", "save", "show"})
"""Steps that change nothing to take back (``undo`` takes back; it is not taken back)."""
