"""The director: ``Director(edition).rule(table) -> Ruling``.

The director is pure: :meth:`Director.rule` reads the table and returns a
:class:`~bridgelaw.director.ruling.Ruling`; only applying the ruling changes the
table. Each kind of irregularity is ruled by the module of its Law; a module
registers its ruling function with :func:`register` when it is imported
(``bridgelaw.director`` imports them all).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Final

from bridgelaw.director.context import Context, OpenQuestion, Spec
from bridgelaw.director.ruling import Answer, Ruling
from bridgelaw.editions import Edition, find_edition
from bridgelaw.errors import RulingError
from bridgelaw.laws.irregularity import Kind
from bridgelaw.table.table import Mode, Table

__all__ = ["HANDLERS", "Director", "Handler", "register"]

Handler = Callable[[Context], Spec]
"""A Law module's ruling function."""

HANDLERS: Final[dict[Kind, Handler]] = {}
"""The Law module that rules each kind of irregularity."""


def register(*kinds: Kind) -> Callable[[Handler], Handler]:
    """Decorator: ``@register(Kind.INSUFFICIENT_BID)`` makes a function the ruling of
    those kinds."""

    def decorate(handler: Handler) -> Handler:
        for kind in kinds:
            HANDLERS[kind] = handler
        return handler

    return decorate


class Director:
    """The tournament director, under one edition of the Laws."""

    def __init__(self, edition: str | int | Edition | None = None) -> None:
        self.edition = find_edition(edition)

    def __repr__(self) -> str:
        return f"Director({self.edition.year})"

    def rule(self, table: Table, *, answers: Mapping[str, str | Answer] | None = None) -> Ruling:
        """The ruling on the irregularity ``table`` waits on, at its current step.

        ``answers`` answer judgment questions (key -> value); questions still
        unanswered are returned in :attr:`Ruling.questions`.

        :raises RulingError: the table is strict, of another edition, or waits on nothing.
        """
        if table.mode != Mode.LAWS:
            raise RulingError("the director rules on a table in laws mode; this one is strict")
        if table.edition != self.edition:
            raise RulingError(
                f"the director applies the {self.edition.year} Laws; the table plays under "
                f"the {table.edition.year} Laws"
            )
        procedure = table.laws_state.blocking()
        if procedure is None:
            raise RulingError("no irregularity waits for a ruling")
        given = {
            key: value if isinstance(value, Answer) else Answer(key, value)
            for key, value in (answers or {}).items()
        }
        handler = HANDLERS.get(procedure.irregularity.kind)
        if handler is None:
            raise RulingError(
                f"no Law module rules on {procedure.irregularity.kind} yet "
                f"({procedure.irregularity.describe()})"
            )
        ctx = Context(table, procedure.copy(), given)
        try:
            spec = handler(ctx)
        except OpenQuestion as open_:
            return Ruling(
                procedure.irregularity,
                procedure.step,
                open_.question.law,
                tuple(ctx.facts),
                None,
                (),
                (open_.question,),
                tuple(ctx.used),
                rule_again,
            )
        return Ruling(
            procedure.irregularity,
            procedure.step,
            spec.law,
            tuple(ctx.facts),
            spec.chooser,
            spec.options,
            (),
            tuple(ctx.used),
            rule_again,
        )


def rule_again(table: Table, answers: Mapping[str, Answer]) -> Ruling:
    """The ruling on ``table`` by a director of its edition, with ``answers`` (the
    :attr:`Ruling.ruler` of the director's rulings)."""
    return Director(table.edition).rule(table, answers=answers)
