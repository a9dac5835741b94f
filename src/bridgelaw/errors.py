"""The exceptions bridgelaw raises.

Every error that a caller can cause is a subclass of :class:`BridgeError`, and
those caused by bad values are also :class:`ValueError`. An error about an
action at the table names the Law it breaks; an error about a file names the
file, the line and the rule broken.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaw.core.base_errors import BridgeError, NotationError

if TYPE_CHECKING:
    from bridgelaw.core.lawref import LawRef

__all__ = [
    "BridgeError",
    "DealError",
    "FormatError",
    "IllegalActionError",
    "IllegalCallError",
    "IllegalPlayError",
    "NotationError",
    "PhaseError",
    "RulingError",
]


class DealError(BridgeError, ValueError):
    """A deal is not a valid distribution of the 52 cards (Laws 1, 6)."""

    def __init__(self, message: str, *, law: LawRef | None = None) -> None:
        super().__init__(message)
        self.law = law


class IllegalActionError(BridgeError, ValueError):
    """An action that the Laws do not allow at this moment.

    :ivar law: the Law of correct procedure the action breaks.
    :ivar rectification: the Law that rectifies such an irregularity, when there is one.
    """

    def __init__(self, message: str, *, law: LawRef, rectification: LawRef | None = None) -> None:
        cited = law.cite()
        if rectification is not None:
            cited += f"; rectification: Law {rectification}"
        super().__init__(f"{message} [{cited}]")
        self.law = law
        self.rectification = rectification
        self.reason = message


class IllegalCallError(IllegalActionError):
    """A call that is not legal now (Laws 17-22; irregularities: Laws 25-39)."""


class IllegalPlayError(IllegalActionError):
    """A card that may not be played now (Laws 41-47, 44; irregularities: Laws 53-64)."""


class PhaseError(IllegalActionError):
    """An action in the wrong period of the board (a card during the auction...)."""


class RulingError(BridgeError, ValueError):
    """A director's ruling that cannot be applied: a judgment question is unanswered, the
    choice is not one of the options, or the table is not waiting for this ruling."""


class FormatError(BridgeError, ValueError):
    """A file in PBN or LIN that breaks a rule of its format.

    :ivar source: the file name (or ``"<string>"``).
    :ivar line: the 1-based line number, or 0 when unknown.
    :ivar rule: the rule broken, e.g. ``"PBN 3.4.5"``.
    :ivar board: the number of the board the error is in, when known.
    """

    def __init__(
        self,
        message: str,
        *,
        source: str = "<string>",
        line: int = 0,
        rule: str = "",
        board: int | None = None,
    ) -> None:
        where = f"{source}:{line}" if line else source
        if board is not None:
            where += f": board {board}"
        text = f"{where}: {message}"
        if rule:
            text += f" ({rule})"
        super().__init__(text)
        self.source = source
        self.line = line
        self.rule = rule
        self.board = board
        self.reason = message
