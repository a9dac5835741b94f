"""What a Law module of the director works with: the table, the procedure, the answers
given so far, and helpers that build the common effects (forced passes, lead
restrictions, ledger entries, review flags) in the table's edition.

A Law module is a function ``rule(ctx) -> Spec``. It asks judgment questions with
:meth:`Context.ask`; an unanswered question stops it, and the director returns a
ruling that asks that question.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from bridgelaw.core.calls import Bid, Call
from bridgelaw.core.lawref import LawRef
from bridgelaw.core.seats import Seat, Side
from bridgelaw.director.ruling import Option, Question
from bridgelaw.errors import RulingError
from bridgelaw.laws.auction import AuctionState
from bridgelaw.laws.effects import (
    FlagReview,
    ImposeObligation,
    ObligationKind,
    RecordUI,
    RestrictLead,
)
from bridgelaw.laws.irregularity import CallRecord, Irregularity, Procedure
from bridgelaw.laws.steps import Step
from bridgelaw.table.events import Answer

if TYPE_CHECKING:
    from bridgelaw.editions import Edition
    from bridgelaw.laws.procedure import LawsState
    from bridgelaw.table.table import Table

__all__ = ["Context", "OpenQuestion", "Spec", "lowest_sufficient", "name", "one_or_several"]


def name(seat: Seat) -> str:
    """``"north"``..."""
    return seat.name.lower()


def one_or_several(count: int, one: str, several: str) -> str:
    """``one`` when ``count`` is 1, else ``several``: the engine's sentences agree with the
    number of cards they name ("SA goes back", "SA HK go back"; never "go(es)")."""
    return one if count == 1 else several


class OpenQuestion(Exception):
    """Raised by :meth:`Context.ask` for a question not yet answered."""

    def __init__(self, question: Question) -> None:
        super().__init__(question.text)
        self.question = question


@dataclass(frozen=True, slots=True)
class Spec:
    """What a Law module decides for the current step."""

    law: LawRef
    options: tuple[Option, ...]
    chooser: Seat | None = None


class Context:
    """The director's view of one step of one procedure."""

    def __init__(self, table: Table, procedure: Procedure, answers: dict[str, Answer]) -> None:
        self.table = table
        self.state: LawsState = table.laws_state
        self.procedure = procedure
        self.edition: Edition = table.edition
        self.answers = answers
        self.used: list[Answer] = []
        self.facts: list[str] = []

    # ------------------------------------------------------------ basics
    @property
    def irregularity(self) -> Irregularity:
        """The irregularity ruled on."""
        return self.procedure.irregularity

    @property
    def step(self) -> Step:
        """The procedure's current step."""
        return self.procedure.step

    @property
    def offender(self) -> Seat:
        """The offender (every procedure of the auction laws has one)."""
        seat = self.irregularity.offender
        assert seat is not None
        return seat

    @property
    def year(self) -> int:
        """The edition's year."""
        return self.edition.year

    def ref(self, text: str) -> LawRef:
        """A Law reference in the table's edition."""
        return self.edition.ref(text)

    def record(self, index: int | None) -> CallRecord:
        """The call record ``index``."""
        assert index is not None
        return self.state.records[index]

    @property
    def call(self) -> CallRecord:
        """The irregular call."""
        return self.record(self.irregularity.call_index)

    @property
    def auction(self) -> AuctionState:
        """The legal auction as it stands."""
        return self.state.auction

    def fact(self, text: str) -> None:
        """State a fact in the ruling."""
        self.facts.append(text)

    def option(self, key: str, text: str, law: str | LawRef, *effects: object) -> Option:
        """An option with its effects."""
        ref = law if isinstance(law, LawRef) else self.ref(law)
        return Option(key, text, ref, tuple(effects))  # type: ignore[arg-type]

    # --------------------------------------------------------- questions
    def ask(self, key: str, law: str, text: str, answers: tuple[str, ...] = ("yes", "no")) -> str:
        """The answer to a judgment question; stops the ruling while it is unanswered.

        :raises RulingError: the answer given is not one the question allows.
        """
        question = Question(key, self.ref(law), text, answers)
        answer = self.answers.get(key)
        if answer is None:
            previous = self.earlier(key)
            if previous is not None:
                return previous
        if answer is None:
            raise OpenQuestion(question)
        if answer.value not in answers:
            raise RulingError(
                f"{answer.value!r} does not answer {key} (allowed: {', '.join(answers)})"
            )
        if answer not in self.used:
            self.used.append(answer)
        return answer.value

    def earlier(self, key: str) -> str | None:
        """The answer given to ``key`` in an earlier ruling on the same irregularity."""
        from bridgelaw.table.events import RulingApplied

        for event in self.table.events:
            if isinstance(event, RulingApplied) and event.irregularity == self.irregularity.id:
                for answer in event.answers:
                    if answer.key == key:
                        return answer.value
        return None

    def yes(self, key: str, law: str, text: str) -> bool:
        """A yes/no judgment question."""
        return self.ask(key, law, text) == "yes"

    def comparable(self, withdrawn: Call, seat: Seat, replacement: Call, law: str = "23A") -> bool:
        """Law 23A (2017): is ``replacement`` comparable to the withdrawn call?"""
        return self.yes(
            "23A",
            law,
            f"Is {name(seat)}'s {replacement} comparable to his withdrawn {withdrawn} (same or "
            "similar meaning, a subset of its meanings, or the same purpose)?",
        )

    # ----------------------------------------------------------- effects
    def rest_pass(self, seat: Seat, law: str) -> ImposeObligation:
        """``seat`` must pass for the rest of the auction."""
        return ImposeObligation(seat, ObligationKind.REST_PASS, self.ref(law))

    def next_pass(self, seat: Seat, law: str) -> ImposeObligation:
        """``seat`` must pass at his next turn."""
        return ImposeObligation(seat, ObligationKind.NEXT_PASS, self.ref(law))

    def lead(self, law: str, *withdrawn: Call, offender: Seat | None = None) -> RestrictLead:
        """A possible lead restriction against the offender's partner (Law 26)."""
        return RestrictLead(offender or self.offender, self.ref(law), tuple(withdrawn))

    def ui(
        self, record: CallRecord, clause: str | None = None, what: str = "withdrawn"
    ) -> RecordUI:
        """Ledger entry for a withdrawn or cancelled call of the offending side: authorized
        for the other side, unauthorized for the offenders (Law 16C; 1987: authorized for
        both once the penalty is paid)."""
        law = clause or self.edition.law_16_withdrawn_ref() + "2"
        side: Side | None = record.seat.side
        if not self.edition.law_16c2_own_withdrawn_unauthorized() and record.seat.side == (
            self.offender.side
        ):
            side = None
        return RecordUI(
            f"{name(record.seat)}'s {what} {record.call}", self.ref(law), side, record.index
        )

    def ui_for(self, record: CallRecord, unauthorized_to: Side, clause: str) -> RecordUI:
        """Ledger entry for a withdrawn call, unauthorized to ``unauthorized_to``."""
        return RecordUI(
            f"{name(record.seat)}'s withdrawn {record.call}",
            self.ref(clause),
            unauthorized_to,
            record.index,
        )

    def damage(self, law: str | None = None, reason: str = "") -> FlagReview:
        """Flag: the offender could have known the rectification might damage the other
        side (2017 Law 72C; 2007 and 1997 Law 23; 1987 Law 23A)."""
        clause = law or self.edition.law_72c_ref()
        text = reason or "the offender could have known that the irregularity might damage"
        return FlagReview(self.ref(clause), text, self.offender.side)

    def review(self, law: str, reason: str) -> FlagReview:
        """Flag the board for review after play."""
        return FlagReview(self.ref(law), reason, self.offender.side)


def lowest_sufficient(strain_of: Bid, auction: AuctionState) -> Bid:
    """The lowest bid in ``strain_of``'s strain that is sufficient over ``auction``."""
    last = auction.last_bid
    level = 1
    while last is not None and Bid(level, strain_of.strain).key <= last.key:
        level += 1
    return Bid(level, strain_of.strain)
