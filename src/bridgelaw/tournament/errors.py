"""The errors of movements and events.

Both are :class:`~bridgelaw.errors.BridgeError` and :class:`ValueError`, like
every error a caller can cause. A result entry read from a file is reported as
a :class:`~bridgelaw.errors.FormatError` naming the file and line instead.
"""

from __future__ import annotations

from dataclasses import dataclass

from bridgelaw.errors import BridgeError

__all__ = ["EntryError", "MovementError", "Problem"]


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with a movement, with where it is.

    :ivar kind: a short tag: ``"structure"``, ``"placement"``, ``"board set"``,
        ``"relay"``, ``"board repeated"``, ``"plays"``, ``"field"``,
        ``"arrow switch"``, ``"meets again"``, ``"missing opponent"``.
    """

    kind: str
    message: str
    round: int | None = None
    table: int | None = None
    contestant: str | None = None
    board: int | None = None

    def __str__(self) -> str:
        return self.message


class MovementError(BridgeError, ValueError):
    """A movement that cannot be built, or one that breaks its own promises (Law 8).

    :ivar problems: what the validator found, when the error comes from :func:`check`.
    """

    def __init__(self, message: str, problems: tuple[Problem, ...] = ()) -> None:
        super().__init__(message)
        self.problems = problems


class EntryError(BridgeError, ValueError):
    """A result entry that does not fit its event: wrong pair, wrong table, entered twice."""
