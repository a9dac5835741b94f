"""bridgelaw: the Laws of Duplicate Bridge in Python.

>>> from bridgelaw import Board, Table, dealing
>>> t = Table(Board(1, dealing.random_deal(1)))
>>> _ = t.call("1NT")
>>> t.turn
<Seat.EAST: 1>

The names below are imported when first used: ``import bridgelaw`` alone imports
none of the engine, nor numpy or the DDS solver.

Layers (see ``docs/architecture.md``): :mod:`bridgelaw.core` (values),
:mod:`bridgelaw.laws` (the rules, one class per edition),
:mod:`bridgelaw.table` (the table as an event log), :mod:`bridgelaw.scoring`,
:mod:`bridgelaw.dealing`, :mod:`bridgelaw.dd`, :mod:`bridgelaw.formats`.
"""

from typing import TYPE_CHECKING

from bridgelaw._lazy import lazy_exports

if TYPE_CHECKING:
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

_EXPORTS = {
    "dealing": "bridgelaw.dealing",
    "scoring": "bridgelaw.scoring",
    "DOUBLE": "bridgelaw.core",
    "PASS": "bridgelaw.core",
    "REDOUBLE": "bridgelaw.core",
    "Bid": "bridgelaw.core",
    "Board": "bridgelaw.core",
    "Call": "bridgelaw.core",
    "Card": "bridgelaw.core",
    "Contract": "bridgelaw.core",
    "Deal": "bridgelaw.core",
    "Hand": "bridgelaw.core",
    "LawRef": "bridgelaw.core",
    "Rank": "bridgelaw.core",
    "Seat": "bridgelaw.core",
    "Side": "bridgelaw.core",
    "Strain": "bridgelaw.core",
    "Suit": "bridgelaw.core",
    "Vulnerability": "bridgelaw.core",
    "DEFAULT_EDITION": "bridgelaw.editions",
    "EDITIONS": "bridgelaw.editions",
    "Edition": "bridgelaw.editions",
    "find_edition": "bridgelaw.editions",
    "Phase": "bridgelaw.table",
    "SeatView": "bridgelaw.table",
    "Table": "bridgelaw.table",
    "view": "bridgelaw.table",
}
"""Each lazily re-exported name -> the module that defines it."""

if not TYPE_CHECKING:
    __getattr__, __dir__ = lazy_exports(
        __name__, _EXPORTS, __all__, submodules=("dealing", "scoring")
    )
