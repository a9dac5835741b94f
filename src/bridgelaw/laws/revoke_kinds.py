"""What a revoke failed to do (Law 61A), as a typed value.

A leaf module: the play records, the end-of-play state and their effects carry a
revoke's kind without importing the Law 64 machinery of :mod:`bridgelaw.laws.revoke`
(which re-exports :class:`RevokeKind`).
"""

from __future__ import annotations

import enum

__all__ = ["RevokeKind"]


class RevokeKind(enum.StrEnum):
    """What the offender failed to do (Law 61A) and which 64B3 / 67B1 rule it meets."""

    FAILURE_TO_FOLLOW = "failure to follow suit"
    """A card from a concealed hand when the player could follow (44C)."""
    RESTRICTION = "failure to comply with a lead or play restriction"
    """A card or suit required by law or by a rectification the opponent chose (61A)."""
    PENALTY_CARD = "failure to play a penalty card"
    """64B3 in every edition (a penalty card lies faced on the table)."""
    DUMMY_CARD = "failure to play a card of dummy's"
    """64B3 in every edition."""
    FACED_CARD = "failure to play another card faced on the table"
    """A card of a hand faced on the table other than dummy's (e.g. a claimer's): 64B3 in
    1987, 1997 and 2007 only; the 2017 text names penalty cards and dummy only."""
    DEFECTIVE_TRICK = "deemed revoke: failure to play to a defective trick"
    """67B1: one trick under 64A2 (2007, 2017); 1987/1997 only when the offender had no
    card of the suit led (67B1(a) gives no penalty otherwise)."""

    @classmethod
    def not_following(cls, from_dummy: bool) -> RevokeKind:
        """A card that fails to follow suit: :attr:`DUMMY_CARD` from dummy, else
        :attr:`FAILURE_TO_FOLLOW`."""
        return cls.DUMMY_CARD if from_dummy else cls.FAILURE_TO_FOLLOW
