"""Layer 3: the director. Rulings on irregularities (Laws 9-71) for a table in laws mode.

>>> from bridgelaw.core import Board, Deal, Seat
>>> from bridgelaw.table import Mode, Table
>>> deal = Deal.parse("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
>>> table = Table(Board(1, deal), mode=Mode.LAWS)
>>> _ = table.call("1H"); _ = table.call("1D", seat=Seat.EAST)
>>> ruling = Director().rule(table)
>>> str(ruling.law), ruling.chooser, [o.key for o in ruling.options]
('27A1', <Seat.SOUTH: 2>, ['accept', 'decline'])
"""

from bridgelaw.director import (  # noqa: F401  (they register their rulings)
    general,  # Laws 9-11, OTHER
    law_15,
    law_15b,
    law_16,
    law_20_40,
    law_21,
    law_24,
    law_25,
    law_26,
    law_27,
    laws_13_14,
    laws_28_33,
    laws_34_39,
    laws_41_47,
    laws_48_52,
    laws_53_56,
    laws_57_60,
    laws_61_64,
    laws_65_67,
    laws_68_71,
)
from bridgelaw.director.director import HANDLERS, Director, Handler, register
from bridgelaw.director.ruling import Answer, Option, Question, Ruling

__all__ = [
    "HANDLERS",
    "Answer",
    "Director",
    "Handler",
    "Option",
    "Question",
    "Ruling",
    "register",
]
