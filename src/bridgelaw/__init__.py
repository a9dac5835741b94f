"""bridgelaw: the Laws of Duplicate Bridge in Python.

>>> from bridgelaw import Board, Table, dealing
>>> t = Table(Board(1, dealing.random_deal(1)))
>>> _ = t.call("1NT")
>>> t.turn
<Seat.EAST: 1>

Layers (see ``docs/architecture.md``): :mod:`bridgelaw.core` (values),
:mod:`bridgelaw.laws` (the rules, one class per edition),
:mod:`bridgelaw.table` (the table as an event log), :mod:`bridgelaw.scoring`,
:mod:`bridgelaw.dealing`, :mod:`bridgelaw.dd`, :mod:`bridgelaw.formats`.
"""

from bridgelaw import dealing, scoring
from bridgelaw.core import (
    DOUBLE,
    PASS,
    REDOUBLE,
    Bid,
    Board,
    Call,
    Card,
    Contract,
    Deal,
    Hand,
    LawRef,
    Rank,
    Seat,
    Side,
    Strain,
    Suit,
    Vulnerability,
)
from bridgelaw.editions import DEFAULT_EDITION, EDITIONS, Edition, find_edition
from bridgelaw.table import Phase, SeatView, Table, view

__version__ = "0.1.0"

__all__ = [
    "DEFAULT_EDITION",
    "DOUBLE",
    "EDITIONS",
    "PASS",
    "REDOUBLE",
    "Bid",
    "Board",
    "Call",
    "Card",
    "Contract",
    "Deal",
    "Edition",
    "Hand",
    "LawRef",
    "Phase",
    "Rank",
    "Seat",
    "SeatView",
    "Side",
    "Strain",
    "Suit",
    "Table",
    "Vulnerability",
    "__version__",
    "dealing",
    "find_edition",
    "scoring",
    "view",
]
