"""Rulings: what the director tells the table, as values.

A :class:`Ruling` states the facts, the Law that applies (in the table's
edition), who must now choose, the options in the Law's order with each
option's consequences (a tuple of effects), and the judgment questions still
open. A ruling with open questions cannot be applied: answer them
(``ruling.apply(table, answers={"23A": "yes"})``); every answer records who
gave it. Applying a ruling appends one :class:`~bridgelaw.table.RulingApplied`
event to the table's log.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from bridgelaw.core.lawref import LawRef
from bridgelaw.core.seats import Seat
from bridgelaw.errors import RulingError
from bridgelaw.laws.effects import Effect
from bridgelaw.laws.irregularity import Irregularity
from bridgelaw.laws.steps import Step
from bridgelaw.table.events import Answer, RulingApplied

if TYPE_CHECKING:
    from bridgelaw.table.table import Table

__all__ = ["Answer", "AnswerInput", "Option", "Question", "Ruling"]

AnswerInput = Mapping[str, "str | Answer"]
"""Answers as given to :meth:`Ruling.apply`: question key -> value (or an :class:`Answer`)."""

Ruler = Callable[["Table", Mapping[str, Answer]], "Ruling"]
"""Rules again on a table with the answers given (the director sets it on its rulings:
:func:`bridgelaw.director.director.rule_again`), so that this module does not import the
director that imports it."""


@dataclass(frozen=True, slots=True)
class Question:
    """A judgment the Law leaves to a person (the director, or a player for a fact
    only he knows), with the answers it allows."""

    key: str
    """Unique within a ruling; answers are given by key (``"23A"``, ``"27B1(a)"``)."""
    law: LawRef
    text: str
    answers: tuple[str, ...] = ("yes", "no")

    def __str__(self) -> str:
        return f"{self.text} [{self.law.cite()}] ({'/'.join(self.answers)})"


@dataclass(frozen=True, slots=True)
class Option:
    """One choice of a ruling and what it does."""

    key: str
    """What to pass as ``choice``: ``"accept"``, ``"decline"``, ``"forbid-S"``..."""
    text: str
    law: LawRef
    effects: tuple[Effect, ...]

    def __str__(self) -> str:
        return f"{self.key}: {self.text} [{self.law.cite()}]"


@dataclass(frozen=True, slots=True)
class Ruling:
    """The director's ruling on one step of one irregularity."""

    irregularity: Irregularity
    step: Step
    law: LawRef
    """The Law that applies at this step, in the table's edition."""
    facts: tuple[str, ...]
    chooser: Seat | None
    """Who must choose among :attr:`options` (``None``: the Law leaves no choice)."""
    options: tuple[Option, ...]
    """The options in the Law's order; empty while questions are open."""
    questions: tuple[Question, ...] = ()
    """Judgment questions still to answer before the ruling can be applied."""
    answers: tuple[Answer, ...] = ()
    """The answers given so far."""
    ruler: Ruler | None = field(default=None, compare=False, repr=False)
    """How :meth:`apply` rules again with answers (set by the director that ruled)."""

    @property
    def edition(self) -> int:
        """The edition of the Laws the ruling is made under."""
        return self.law.edition

    @property
    def ready(self) -> bool:
        """Whether the ruling can be applied (no open question)."""
        return not self.questions

    def option(self, key: str | None = None) -> Option:
        """The option ``key`` (or the only one).

        :raises RulingError: no such option, or a choice is needed.
        """
        if self.questions:
            open_ = "; ".join(str(q) for q in self.questions)
            raise RulingError(f"the ruling has open questions: {open_}")
        if key is None:
            if len(self.options) != 1:
                keys = ", ".join(o.key for o in self.options)
                who = "the director" if self.chooser is None else self.chooser.name.lower()
                raise RulingError(f"{who} must choose one of: {keys}")
            return self.options[0]
        for option in self.options:
            if option.key == key:
                return option
        keys = ", ".join(o.key for o in self.options)
        raise RulingError(f"{key!r} is not an option of this ruling (options: {keys})")

    def apply(
        self,
        table: Table,
        choice: str | None = None,
        *,
        answers: AnswerInput | None = None,
        by: str = "director",
    ) -> RulingApplied:
        """Apply the ruling to ``table``: answer the open questions (``answers``, given by
        ``by``), take the option ``choice`` (may be omitted when there is only one) and
        append the :class:`RulingApplied` event.

        :raises RulingError: a question is unanswered or answered outside its answers, the
            choice is not an option, or the table no longer waits for this ruling.
        """
        ruling = self
        if answers or self.questions:
            if self.ruler is None:
                raise RulingError("a ruling not made by the director cannot take answers")
            given = {a.key: a for a in self.answers}
            given.update(_answers(answers or {}, by))
            ruling = self.ruler(table, given)
            if ruling.irregularity.id != self.irregularity.id or ruling.step != self.step:
                raise RulingError("the table no longer waits for this ruling")
        option = ruling.option(choice)
        event = RulingApplied(
            ruling.irregularity.id,
            ruling.step,
            option.law,
            option.effects,
            option.key,
            ruling.chooser,
            ruling.answers,
        )
        table.apply(event)
        return event

    def describe(self) -> str:
        """The ruling as text, for a director at the table."""
        lines = [f"{self.irregularity.describe()}", f"Law {self.law} ({self.edition}):"]
        lines += [f"  - {fact}" for fact in self.facts]
        for answer in self.answers:
            lines.append(f"  answered {answer.key}: {answer.value} (by {answer.by})")
        for question in self.questions:
            lines.append(f"  ? {question}")
        if len(self.options) == 1 and self.chooser is None:
            lines.append("  the Law leaves no choice:")
        elif self.options:
            who = "the director" if self.chooser is None else self.chooser.name.lower()
            lines.append(f"  options ({who} chooses):")
        lines += [f"    {option}" for option in self.options]
        return "\n".join(lines)


def _answers(given: AnswerInput, by: str) -> dict[str, Answer]:
    out = {}
    for key, value in given.items():
        out[key] = value if isinstance(value, Answer) else Answer(key, value, by)
    return out
