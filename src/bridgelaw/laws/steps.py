"""The steps of a director's procedure, as typed values.

A procedure (:class:`~bridgelaw.laws.irregularity.Procedure`) moves from step to step
as the director rules and the players call: the step tells the director's Law module
what to rule next. A step is a :class:`StepName` (a named step: ``"made"``,
``"replacement"``, ``"69B"``...) or a :class:`CardStep`, a step about one card of the
play record (Law 62C: a card played after a revoke, which its player may take back).

Steps travel in events (:class:`~bridgelaw.table.RulingApplied`) and effects
(:class:`~bridgelaw.laws.effects.NextStep`, :class:`~bridgelaw.laws.effects.AwaitCall`),
so they are frozen values; ``str(step)`` is the written form (``"made"``, ``"62C1-7"``)
that the rule scripts' JSON output shows.

>>> StepName.MADE == "made"
True
>>> str(CardStep(StepName.NOS_CARD_62C1, 7))
'62C1-7'
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import TypeAlias

__all__ = ["CardStep", "Step", "StepName"]


class StepName(enum.StrEnum):
    """A named step of a procedure (equal to its written form)."""

    MADE = "made"
    """The irregularity was just made (or attention drawn to it): the first ruling."""
    REPLACEMENT = "replacement"
    """Law 27B: the offender's replacement of an insufficient bid."""
    AGAIN = "again"
    """Law 27B3: the offender calls again after an illegal replacement."""
    COMPARABLE = "comparable"
    """Laws 30-32: is the offender's call comparable to the cancelled one (Law 23)?"""
    REPEAT = "repeat"
    """Law 31A2: the offender repeats the denomination of his bid out of rotation."""
    DIFFERS = "differs"
    """Law 31A2: the offender's call differs from the bid out of rotation (Law 26)."""
    CORRECT_PLAYER_CALLED = "correct-player-called"
    """Law 29B/28B: the player whose turn it was has called."""
    LHO_CALLED = "lho-called"
    """Laws 34-39: the offender's left-hand opponent has called over the irregularity."""
    AFTER_LEAD = "after-lead"
    """Law 36C: the opening lead has been faced."""
    NEW_CALL = "new-call"
    """Law 17D: a new call in place of one made on the wrong board."""
    LHO_OPTION = "lho-option"
    """Law 25B: the offender's left-hand opponent may accept the changed call."""
    OFFENDER_CHOICE = "offender-choice"
    """Law 25B: the offender chooses between his calls."""
    PROPER_OR_PLAY = "proper-or-play"
    """Laws 53-56: a lead out of turn, accepted or not (the proper lead or play on)."""
    REVOKE_62C3 = "62C3"
    """Law 62C3: both sides revoked on one trick; the other revoke is corrected too."""
    REVOKE_62D2 = "62D2"
    """1987 Law 62D2: declarer chooses the partner's card at trick 12."""
    NOS_CARD_62C1 = "62C1"
    """Law 62C1: a non-offender's card after a revoke (only in a :class:`CardStep`)."""
    OS_CARD_62C2 = "62C2"
    """Law 62C2: the offender's partner's card after a revoke (only in a
    :class:`CardStep`)."""
    CLAIM_69B = "69B"
    """Law 69B: acquiescence in a claim withdrawn."""
    CONCESSION_71 = "71"
    """Law 71: a concession the conceding side asks to cancel."""


@dataclass(frozen=True, slots=True)
class CardStep:
    """A step about the card at play record ``index`` (Law 62C1 or 62C2: a card played
    after a revoke, which its player may take back). Written ``"62C1-<index>"``."""

    name: StepName
    """:attr:`StepName.NOS_CARD_62C1` or :attr:`StepName.OS_CARD_62C2`."""
    index: int
    """The play record of the card."""

    def __str__(self) -> str:
        return f"{self.name}-{self.index}"


Step: TypeAlias = StepName | CardStep
"""A step of a procedure."""
