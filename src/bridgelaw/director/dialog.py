"""A table being directed, step by step: the director's dialog behind ``bridgelaw rule``.

:class:`Dialog` holds a laws-mode table and what the director has said about the ruling
it waits on, and keeps the dialog honest:

- an answer is taken only for a question the pending ruling asks now (an answer given
  before its question is refused, never kept for another ruling);
- a choice is *proposed* (:meth:`Dialog.propose`), shown, and applied only when
  confirmed (:meth:`Dialog.confirm`); until then it may be withdrawn
  (:meth:`Dialog.withdraw`);
- every step that changed something is a mark (:meth:`Dialog.begin`), so the director
  may undo any number of steps (:meth:`Dialog.undo`) or go back to any event of the log
  (:meth:`Dialog.undo_to`): a data-entry correction, not a Law procedure;
- each ruling applied is kept with its options, so that a program may read what was
  offered, chosen and done (:meth:`Dialog.report`);
- the board is saved as PBN with the irregularity marks and the event log as JSON, and
  resumed from the JSON (:meth:`Dialog.save`, :meth:`Dialog.load`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from bridgelaw.core.board import Board
from bridgelaw.core.deal import Deal
from bridgelaw.core.seats import Seat, Vulnerability
from bridgelaw.director.director import Director
from bridgelaw.director.laws_09_11 import forfeiture
from bridgelaw.director.ruling import Option, Question, Ruling
from bridgelaw.errors import FormatError, RulingError
from bridgelaw.formats.event_log import events_from_json, events_to_json
from bridgelaw.laws.irregularity import ProcedureStatus
from bridgelaw.laws.steps import Step
from bridgelaw.table.events import RulingApplied
from bridgelaw.table.table import Mode, Table

__all__ = ["AppliedRuling", "Dialog", "Proposal"]

FORMAT: Final = "bridgelaw-rule-board"
"""The ``format`` of a saved board's JSON."""


@dataclass(frozen=True, slots=True)
class Proposal:
    """A choice given but not yet applied: it may still be withdrawn."""

    irregularity: int
    step: Step
    ruling: Ruling
    option: Option


@dataclass(frozen=True, slots=True)
class AppliedRuling:
    """A ruling applied at the table: what was offered, what was chosen, and the event."""

    event: int
    """The index of its :class:`RulingApplied` event in the log."""
    ruling: Ruling
    choice: str


@dataclass(frozen=True, slots=True)
class _Mark:
    """The dialog as it was before one step (what :meth:`Dialog.undo` goes back to)."""

    label: str
    events: int
    answers: tuple[tuple[str, str], ...]
    forfeit: Seat | None
    proposal: Proposal | None
    applied: int


@dataclass
class Dialog:
    """A laws-mode table being directed (see the module doc)."""

    table: Table
    answers: dict[str, str] = field(default_factory=dict)
    """The answers given to the pending ruling's questions (key -> value)."""
    forfeit: Seat | None = None
    """A player of the non-offending side who acted before the director came (Law 11A)."""
    proposal: Proposal | None = None
    applied: list[AppliedRuling] = field(default_factory=list)
    marks: list[_Mark] = field(default_factory=list)
    saved: tuple[int, int] | None = (0, 0)
    """(events, marks) when last saved or loaded; ``None``: never saved since a change."""
    floor: int = 0
    """The first events that are a position entered, not a history (see
    :mod:`bridgelaw.director.position`): undo does not go back into them."""

    # ------------------------------------------------------------ the ruling
    def waits(self) -> bool:
        """Whether the table waits for the director's ruling now."""
        if self.forfeit is not None:
            return True
        blocking = self.table.laws_state.blocking()
        return blocking is not None and blocking.status == ProcedureStatus.RULING

    def ruling(self) -> Ruling:
        """The director's ruling now, with the answers given so far.

        :raises RulingError: nothing waits for the director.
        """
        if self.forfeit is not None:
            return forfeiture(self.table, self.forfeit, answer=self.answers.get("11A"))
        return Director(self.table.edition).rule(self.table, answers=self.answers)

    def pending(self) -> Ruling | None:
        """The ruling on the irregularity the table waits on, the director called or not
        (``None``: it waits on none)."""
        if self.forfeit is None and self.table.laws_state.blocking() is None:
            return None
        try:
            return self.ruling()
        except RulingError:
            return None

    def answer(self, key: str, value: str) -> Question:
        """Answer the pending ruling's question ``key``.

        :raises RulingError: no ruling waits, the ruling does not ask ``key`` now (an
            answer before its question is not kept for a later ruling), or ``value`` is
            not one of its answers.
        """
        ruling = self.pending()
        if ruling is None:
            raise RulingError(f"no ruling is pending: there is no question {key} to answer")
        for question in ruling.questions:
            if question.key == key:
                if value not in question.answers:
                    raise RulingError(
                        f"{key} is answered {' or '.join(question.answers)}, not {value!r}"
                    )
                self.answers[key] = value
                return question
        asked = ", ".join(q.key for q in ruling.questions) or "none"
        raise RulingError(f"the pending ruling does not ask {key} (its open questions: {asked})")

    def propose(self, choice: str | None) -> Proposal:
        """Give the choice ``choice`` (``None``: the only option) without applying it.

        :raises RulingError: no ruling waits, a question is open, or no such option.
        """
        ruling = self.pending()
        if ruling is None:
            raise RulingError("no ruling is pending: there is nothing to choose")
        if ruling.questions:
            question = ruling.questions[0]
            raise RulingError(
                f"the ruling still asks {question.key}: {question.text} "
                f"(answer {question.key} {'|'.join(question.answers)})"
            )
        option = ruling.option(choice)
        self.proposal = Proposal(ruling.irregularity.id, ruling.step, ruling, option)
        return self.proposal

    def withdraw(self) -> Proposal:
        """Withdraw the choice proposed (nothing has been applied).

        :raises RulingError: no choice is proposed.
        """
        proposal = self.proposal
        if proposal is None:
            raise RulingError("no choice is waiting for confirmation: nothing to withdraw")
        self.proposal = None
        return proposal

    def confirm(self) -> AppliedRuling:
        """Apply the choice proposed; the answers are spent.

        :raises RulingError: no choice is proposed, or the table no longer waits for it.
        """
        proposal = self.proposal
        if proposal is None:
            raise RulingError("no choice is waiting for confirmation")
        ruling = proposal.ruling
        key = proposal.option.key
        if self.forfeit is not None and ruling.law.law == 11:
            ruling.apply(self.table, key)
        else:
            rest = {k: v for k, v in self.answers.items() if k != "11A"}
            ruling.apply(self.table, key, answers=rest or None)
        event = len(self.table.events) - 1
        assert isinstance(self.table.events[event], RulingApplied)
        done = AppliedRuling(event, ruling, key)
        self.applied.append(done)
        self.answers = {}
        self.forfeit = None
        self.proposal = None
        return done

    def choose(self, choice: str | None) -> AppliedRuling:
        """Propose ``choice`` and confirm it at once (a script's ``choose``)."""
        self.propose(choice)
        return self.confirm()

    # ------------------------------------------------------------ undo
    def begin(self, label: str) -> None:
        """Mark the dialog before a step (``label``: the step as typed)."""
        self.marks.append(self._mark(label))

    def end(self) -> bool:
        """After the step begun last: drop its mark if it changed nothing. Returns whether
        it changed something."""
        if not self.marks:
            return False
        mark = self.marks[-1]
        if self._mark(mark.label) == mark:
            self.marks.pop()
            return False
        self.saved = None
        return True

    def _mark(self, label: str) -> _Mark:
        return _Mark(
            label,
            len(self.table.events),
            tuple(self.answers.items()),
            self.forfeit,
            self.proposal,
            len(self.applied),
        )

    def undo(self, steps: int = 1) -> list[str]:
        """Take back the last ``steps`` steps (answers and choices included) and return
        them, last first. Without marks (a resumed board), events are taken back.

        :raises RulingError: there is nothing to undo.
        """
        if steps < 1:
            raise RulingError("undo takes back one step or more")
        if not self.marks:
            count = len(self.table.events)
            if count <= self.floor:
                raise RulingError("nothing to undo")
            back = max(count - steps, self.floor)
            self.undo_to(back)
            return [f"event {i}" for i in range(count - 1, back - 1, -1)]
        undone: list[str] = []
        mark = self.marks[-1]
        while self.marks and len(undone) < steps:
            mark = self.marks.pop()
            undone.append(mark.label)
        self._rebuild(mark.events)
        self.answers = dict(mark.answers)
        self.forfeit, self.proposal = mark.forfeit, mark.proposal
        del self.applied[mark.applied :]
        self.saved = None
        return undone

    def undo_to(self, events: int) -> None:
        """Go back to the table as it was after its first ``events`` events.

        :raises RulingError: the log has fewer events.
        """
        count = len(self.table.events)
        if not self.floor <= events <= count:
            raise RulingError(
                f"the log has {count} events: undo to {self.floor}..{count}"
                + (f" (the first {self.floor} are the position entered)" if self.floor else "")
            )
        self._rebuild(events)
        self.marks = [m for m in self.marks if m.events < events]
        self.applied = [a for a in self.applied if a.event < events]
        self.answers, self.forfeit, self.proposal = {}, None, None
        self.saved = None

    def _rebuild(self, events: int) -> None:
        table = self.table
        if events == len(table.events):
            return
        self.table = Table.replay(
            table.board, table.events[:events], edition=table.edition, mode=Mode.LAWS
        )

    @property
    def unsaved(self) -> bool:
        """Whether the board changed since it was last saved or loaded."""
        return self.saved is None and bool(self.table.events)

    # ------------------------------------------------------------ save and resume
    def save(self, path: Path) -> tuple[Path, Path]:
        """Write the board: ``path`` (JSON: the board and the event log) and the same
        name with ``.pbn`` (the board, auction and play with irregularity marks).
        Returns both paths.

        :raises OSError: a file cannot be written.
        """
        from bridgelaw.formats.pbn_writer import dumps
        from bridgelaw.formats.play_marks_export import pbn_game_with_play

        path = path if path.suffix.lower() == ".json" else path.with_suffix(".json")
        table = self.table
        deal = table.board.deal
        assert deal is not None
        data = {
            "format": FORMAT,
            "version": 1,
            "board": table.board.number,
            "dealer": table.board.dealer.letter,
            "vulnerability": table.board.vulnerability.pbn,
            "deal": deal.pbn(Seat.NORTH),
            "edition": table.edition.year,
            "floor": self.floor,
            "events": events_to_json(table.events),
        }
        path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        pbn = path.with_suffix(".pbn")
        pbn.write_text(dumps([pbn_game_with_play(table)]), encoding="utf-8")
        self.saved = (len(table.events), len(self.marks))
        return path, pbn

    @classmethod
    def load(cls, path: Path) -> Dialog:
        """A dialog resumed from a board saved by :meth:`save`.

        :raises FormatError: the file is not such a board, or its log cannot be replayed.
        :raises OSError: the file cannot be read.
        """
        source = str(path)
        try:
            data: Any = json.loads(path.read_text(encoding="utf-8"))
        except (UnicodeError, json.JSONDecodeError) as error:
            raise FormatError(f"not a saved board: {error}", source=source) from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise FormatError(f'not a saved board (no "format": "{FORMAT}")', source=source)
        try:
            board = Board(
                int(data["board"]),
                Deal.parse(str(data["deal"])),
                dealer=Seat.parse(str(data["dealer"])),
                vulnerability=Vulnerability.parse(str(data["vulnerability"])),
            )
            events = events_from_json(data["events"], source=source)
            table = Table.replay(board, events, edition=data["edition"], mode=Mode.LAWS)
        except FormatError:
            raise
        except (KeyError, ValueError, TypeError) as error:
            raise FormatError(f"not a saved board: {error!r}", source=source) from None
        except Exception as error:  # an event the Laws refuse: the log was edited
            raise FormatError(f"its event log cannot be replayed: {error}", source=source) from None
        dialog = cls(table, floor=int(data.get("floor", 0)))
        dialog.saved = (len(table.events), 0)
        return dialog

    # ------------------------------------------------------------ report
    def report(self) -> dict[str, Any]:
        """The rulings as JSON-ready data: for each ruling applied its Law, facts,
        answers, options with their consequences, who chose and what; the ruling still
        pending (with its questions) if any; and the result and score."""
        table = self.table
        pending = self.pending()
        contract = table.contract
        return {
            "rulings": [
                {**_ruling_data(a.ruling), "choice": a.choice, "event": a.event}
                for a in self.applied
            ],
            "pending": None if pending is None else _ruling_data(pending),
            "proposal": None if self.proposal is None else self.proposal.option.key,
            "result": {
                "contract": None if contract is None else str(contract),
                "declarer": None if table.declarer is None else str(table.declarer),
                "declarer_tricks": table.declarer_tricks,
                "over": table.is_over,
                "entered_events": self.floor,
                "score_ns": table.score_ns(),
            },
        }


def _ruling_data(ruling: Ruling) -> dict[str, Any]:
    return {
        "irregularity": ruling.irregularity.describe(),
        "law": f"{ruling.law} ({ruling.edition})",
        "facts": list(ruling.facts),
        "questions": [
            {"key": q.key, "law": str(q.law), "text": q.text, "answers": list(q.answers)}
            for q in ruling.questions
        ],
        "answers": [{"key": a.key, "value": a.value, "by": a.by} for a in ruling.answers],
        "chooser": None if ruling.chooser is None else str(ruling.chooser),
        "options": [
            {
                "key": o.key,
                "text": o.text,
                "law": f"{o.law} ({o.law.edition})",
                "consequences": [_effect_text(e) for e in o.effects],
            }
            for o in ruling.options
        ],
    }


def _effect_text(effect: object) -> str:
    """An effect in words: its class and the values it carries."""
    fields = getattr(effect, "__dataclass_fields__", {})
    values = ", ".join(f"{name}={getattr(effect, name)}" for name in fields)
    return f"{type(effect).__name__}({values})"
