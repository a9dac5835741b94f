"""The errors of movements and events.

Both are :class:`~bridgelaw.errors.BridgeError` and :class:`ValueError`, like
every error a caller can cause. A result entry read from a file is reported as
a :class:`~bridgelaw.errors.FormatError` naming the file and line instead.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaw.errors import BridgeError

if TYPE_CHECKING:
    from bridgelaw.tournament.validate import Problem

__all__ = ["EntryError", "MovementError"]


class MovementError(BridgeError, ValueError):
    """A movement that cannot be built, or one that breaks its own promises (Law 8).

    :ivar problems: what the validator found, when the error comes from :func:`check`.
    """

    def __init__(self, message: str, problems: tuple[Problem, ...] = ()) -> None:
        super().__init__(message)
        self.problems = problems


class EntryError(BridgeError, ValueError):
    """A result entry that does not fit its event: wrong pair, wrong table, entered twice."""
