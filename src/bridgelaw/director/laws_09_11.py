"""Laws 9-11: the procedure after an irregularity, the assessment of rectification, and
its forfeiture.

* Law 9 (who may draw attention to an irregularity, who may call the director, who
  may try to prevent one) are rights of the players: :mod:`bridgelaw.laws.disclosure`
  answers them for each seat at each moment; 9B2 (no action before the director has
  ruled) is enforced by the table (:class:`~bridgelaw.errors.PhaseError`).
* Law 10: only the director rules (a table changes only through a
  :class:`~bridgelaw.table.RulingApplied`); every ruling lists all its options (10C1)
  and names the one seat that chooses (10C2).
* Law 11: :func:`forfeiture` is the director's ruling when a player of the
  non-offending side acted before the director was called (11A): a judgment, except
  in 1987, where the offender's LHO's call or play forfeits the right by itself
  (RU87 11B). A procedural penalty remains possible (11B; 1997 11C; 1987 11D).
"""

from __future__ import annotations

from dataclasses import replace

from bridgelaw.core.lawref import LawRef
from bridgelaw.core.seats import Seat
from bridgelaw.director.context import name
from bridgelaw.director.director import Director, rule_again
from bridgelaw.director.ruling import Answer, Option, Question, Ruling
from bridgelaw.errors import RulingError
from bridgelaw.laws.effects import AcceptCall, CancelCall, Effect, FlagReview, Resolve
from bridgelaw.laws.irregularity import Irregularity, Kind, Procedure
from bridgelaw.laws.steps import StepName
from bridgelaw.table.table import Mode, Table

__all__ = ["ACCEPTED_ON_FORFEIT", "CANCELLED_ON_FORFEIT", "NOT_FORFEITABLE", "forfeiture"]

ACCEPTED_ON_FORFEIT = frozenset(
    {
        Kind.INSUFFICIENT_BID,
        Kind.PASS_OUT_OF_ROTATION,
        Kind.BID_OUT_OF_ROTATION,
        Kind.DOUBLE_OUT_OF_ROTATION,
        Kind.CHANGE_OF_CALL,
        Kind.PASS_OBLIGATION,
    }
)
"""Irregular calls that stand when the right to rectify them is forfeited."""

CANCELLED_ON_FORFEIT = frozenset(
    {Kind.INADMISSIBLE_DOUBLE, Kind.BID_ABOVE_SEVEN, Kind.CALL_AFTER_AUCTION}
)
"""Calls that can never stand (Laws 19, 38A, 22): cancelled without further rectification."""

NOT_FORFEITABLE = frozenset(
    {
        Kind.SKIPPED_TURN,
        Kind.LEAD_RESTRICTION,
        Kind.EXPOSED_CARD_OPTION,
        Kind.WRONG_HAND,
        Kind.WRONG_BOARD,
    }
)
"""Procedures that are not a rectification a side may forfeit: correct procedure (17D3),
a player's option (24, 26), or a board that cannot be played as it stands (15)."""


def _waiting(table: Table) -> Procedure:
    if table.mode != Mode.LAWS:
        raise RulingError("Law 11 is ruled on a table in laws mode; this one is strict")
    procedure = table.laws_state.blocking()
    if procedure is None:
        raise RulingError("no irregularity waits for a ruling: nothing to forfeit")
    return procedure


def forfeiture(
    table: Table,
    actor: Seat,
    *,
    answer: str | None = None,
    by: str = "director",
    spectator: bool = False,
) -> Ruling:
    """The director's ruling on the irregularity the table waits on, when ``actor`` (a
    player of the non-offending side) took an action before the director was called.

    2017-1997 Law 11A is a judgment (question ``"11A"``, answered by ``answer``):
    ``"yes"`` (the right is forfeited) gives a ruling whose one option, ``"forfeit"``,
    lets an irregular call stand (or cancels a call that can never stand, Laws 19,
    38A, 22), resolves the irregularity without rectification and flags the board for
    a possible split adjustment (2017 11A) and a procedural penalty (11B). ``"no"``
    gives the director's usual ruling. In 1987 a call or play by the offender's LHO
    forfeits the right without a judgment (RU87 11B).

    ``spectator``: attention was drawn by a spectator for whose presence ``actor``'s
    (non-offending) side is responsible: 1997 Law 11B1, 1987 Law 11C1 ("the right may
    be lost", a judgment); no such rule in 2007/2017 Law 11.

    Apply the ruling with ``ruling.apply(table, "forfeit")`` (no answers: they are in
    the ruling).

    :raises RulingError: the table waits on nothing, the actor is an offender, the
        procedure is not one a side may forfeit or is past its first step, or the
        answer is not yes/no.
    """
    procedure = _forfeitable(table, actor)
    irregularity = procedure.irregularity
    offender = irregularity.offender
    assert offender is not None
    general = table.edition
    ref = table.edition.ref
    facts = _acted(table, actor, irregularity, spectator)
    automatic = general.law_11_lho_forfeits() and actor == offender.lho and not spectator
    if automatic:
        law = ref("11B")
        facts.append("the offender's LHO called or played before the penalty was stated")
        answers: tuple[Answer, ...] = ()
    else:
        law = ref(general.law_11_spectator_ref() or "11A") if spectator else ref("11A")
        question = _question_11a(law, irregularity, actor, spectator)
        if answer is None:
            return Ruling(
                irregularity,
                procedure.step,
                law,
                tuple(facts),
                None,
                (),
                (question,),
                (),
                rule_again,
            )
        if answer not in question.answers:
            raise RulingError(f"{answer!r} does not answer 11A (allowed: yes, no)")
        answers = (Answer("11A", answer, by),)
        if answer == "no":
            usual = Director(table.edition).rule(table)
            return replace(
                usual,
                facts=(*facts, "the right to rectification is kept (11A)", *usual.facts),
                answers=(*answers, *usual.answers),
            )
    option = _forfeit_option(table, procedure, law)
    return Ruling(
        irregularity, procedure.step, law, tuple(facts), None, (option,), (), answers, rule_again
    )


def _forfeitable(table: Table, actor: Seat) -> Procedure:
    """The procedure the table waits on, if ``actor``'s side may forfeit its right to
    rectification of it (Law 11A: the non-offending side, at the first step)."""
    procedure = _waiting(table)
    irregularity = procedure.irregularity
    offender = irregularity.offender
    if offender is None:
        raise RulingError(f"{irregularity.describe()}: no offender, so no non-offending side")
    if actor.side == offender.side:
        raise RulingError(
            f"{name(actor)} is on the offending side: Law 11A concerns the non-offending side"
        )
    if irregularity.kind in NOT_FORFEITABLE:
        raise RulingError(f"{irregularity.kind}: not a rectification a side may forfeit")
    if procedure.step != StepName.MADE:
        raise RulingError(
            f"the rectification of {irregularity.describe()} is already under way "
            f"(step {str(procedure.step)!r}): Law 11A no longer applies"
        )
    return procedure


def _acted(table: Table, actor: Seat, irregularity: Irregularity, spectator: bool) -> list[str]:
    """The facts: ``actor`` acted before the director was called, or (1997 11B1, 1987
    11C1) a spectator his side is responsible for drew attention."""
    if not spectator:
        return [
            f"{name(actor)}, of the non-offending side, acted before the director was called "
            f"({irregularity.reason})"
        ]
    if table.edition.law_11_spectator_ref() is None:
        raise RulingError(
            f"the {table.edition.year} Law 11 has no rule on a spectator drawing attention "
            "(see Law 76)"
        )
    return [
        f"a spectator for whom {actor.side} is responsible drew attention to {irregularity.reason}"
    ]


def _question_11a(
    law: LawRef, irregularity: Irregularity, actor: Seat, spectator: bool
) -> Question:
    """Law 11A's judgment: has the non-offending side forfeited its right?"""
    return Question(
        "11A",
        law,
        f"Has the non-offending side forfeited the right to rectification of "
        f"{irregularity.reason}, "
        + (
            "its spectator having drawn attention to it?"
            if spectator
            else f"{name(actor)} having acted before the director was called?"
        ),
    )


def _forfeit_option(table: Table, procedure: Procedure, law: LawRef) -> Option:
    """The one option of a forfeit (Law 11A): the call stands or is cancelled, no
    rectification; a procedural penalty remains possible (11B)."""
    kind = procedure.irregularity.kind
    return Option(
        "forfeit",
        "the right to rectification is forfeited: "
        + (
            "the irregular call stands"
            if kind in ACCEPTED_ON_FORFEIT
            else "the call is cancelled, without further rectification"
            if kind in CANCELLED_ON_FORFEIT
            else "no rectification"
        )
        + f"; a procedural penalty is still possible "
        f"(Law {table.edition.law_11_penalty_ref()})",
        law,
        _forfeit_effects(table, procedure, law),
    )


def _forfeit_effects(table: Table, procedure: Procedure, law: LawRef) -> tuple[Effect, ...]:
    irregularity = procedure.irregularity
    general = table.edition
    ref = table.edition.ref
    offender = irregularity.offender
    assert offender is not None
    effects: list[Effect] = []
    index = irregularity.call_index
    kind = irregularity.kind
    cannot_stand = kind in CANCELLED_ON_FORFEIT or (
        kind == Kind.PASS_OBLIGATION
        and irregularity.broken is not None
        and irregularity.broken.law == 19
    )
    if index is not None and cannot_stand:
        effects.append(CancelCall(index))
    elif index is not None and kind in ACCEPTED_ON_FORFEIT:
        effects.append(AcceptCall(index))
    if general.law_11a_adjust_gainer_only():
        reason = (
            "right to rectification forfeited: if a side gained because an opponent, unaware "
            "of the Law, acted afterwards, adjust only that side's score (the other keeps the "
            "table score)"
        )
    else:
        reason = "right to rectification forfeited: the non-offending side acted first"
    effects.append(FlagReview(law, reason, None))
    effects.append(
        FlagReview(
            ref(general.law_11_penalty_ref()),
            "a procedural penalty may be given although the right to rectification was "
            "forfeited (Law 90)",
            offender.side,
        )
    )
    effects.append(Resolve(f"right to rectification forfeited (Law {law})"))
    return tuple(effects)
