"""A hand record: a board with its double-dummy table and par, ready to show."""

from __future__ import annotations

from dataclasses import dataclass

from bridgelaw.core.board import Board
from bridgelaw.dd import DDTable, Par

__all__ = ["HandRecord"]


@dataclass(frozen=True, slots=True)
class HandRecord:
    """What a hand-record sheet shows of one board."""

    board: Board
    dd: DDTable | None = None
    par: Par | None = None
