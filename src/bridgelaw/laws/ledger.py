"""What a board leaves for the director after it: the unauthorized-information ledger (Law
16) and review flags (score adjustments the director may have to decide, Laws 12, 16, 21B3,
23, 27D, 72C...). Frozen values; :mod:`bridgelaw.laws.effects` re-exports them.
"""

from __future__ import annotations

from dataclasses import dataclass

from bridgelaw.core.lawref import LawRef
from bridgelaw.core.seats import Side

__all__ = ["ReviewFlag", "UIEntry"]


@dataclass(frozen=True, slots=True)
class UIEntry:
    """An entry of the unauthorized-information ledger (Law 16).

    ``unauthorized_to`` is the side for which the information is unauthorized;
    it is authorized for the other side. ``None``: authorized for both.
    """

    source: str
    """What conveyed the information ("W's withdrawn 1D", "E's exposed SK"...)."""
    law: LawRef
    unauthorized_to: Side | None
    call_index: int | None = None
    irregularity: int | None = None


@dataclass(frozen=True, slots=True)
class ReviewFlag:
    """A reminder for the director: a score adjustment may be due after the board
    (Laws 12, 16, 21B3, 23, 27D, 72C...)."""

    law: LawRef
    reason: str
    side: Side | None = None
    """The side whose score may be adjusted (usually the offending side)."""
    irregularity: int | None = None
