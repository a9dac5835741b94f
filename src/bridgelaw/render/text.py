"""Hand records as plain text.

>>> from bridgelaw.core import Board, Deal
>>> deal = Deal.parse("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
>>> print(hand_diagram(Board(1, deal)))  # doctest: +NORMALIZE_WHITESPACE
Board 1          S AKQJ
Dealer N         H T98
None vul         D 765
                 C 432
S 432                         S T98
H AKQJ                        H 765
D T98                         D 432
C 765                         C AKQJ
                 S 765
                 H 432
                 D AKQJ
                 C T98
"""

from __future__ import annotations

from bridgelaw.core.board import Board
from bridgelaw.core.calls import Strain
from bridgelaw.core.cards import SUITS_HIGH_FIRST
from bridgelaw.core.hands import Hand
from bridgelaw.core.seats import Seat
from bridgelaw.dd import DDTable, Par
from bridgelaw.render.records import HandRecord

__all__ = ["dd_table_text", "hand_diagram", "hand_record_text"]

_LETTERS = ("S", "H", "D", "C")
_SYMBOLS = ("♠", "♥", "♦", "♣")


def _suit_lines(hand: Hand | None, unicode: bool) -> list[str]:
    marks = _SYMBOLS if unicode else _LETTERS
    if hand is None:
        return [f"{mark} ?" for mark in marks]
    lines = []
    for mark, suit in zip(marks, SUITS_HIGH_FIRST, strict=True):
        ranks = "".join(rank.letter for rank in hand.holding(suit)) or "-"
        lines.append(f"{mark} {ranks}")
    return lines


def hand_diagram(board: Board, *, unicode: bool = False, width: int = 17) -> str:
    """The four hands in the usual cross layout, with board number, dealer and
    vulnerability in the top-left corner. ``unicode`` uses suit symbols."""
    deal = board.deal
    hands = {seat: (deal[seat] if deal is not None and deal[seat] else None) for seat in Seat}
    north = _suit_lines(hands[Seat.NORTH], unicode)
    south = _suit_lines(hands[Seat.SOUTH], unicode)
    west = _suit_lines(hands[Seat.WEST], unicode)
    east = _suit_lines(hands[Seat.EAST], unicode)
    corner = [
        f"Board {board.number}",
        f"Dealer {board.dealer.letter}",
        f"{board.vulnerability.pbn} vul",
        "",
    ]
    lines = [f"{corner[i]:<{width}}{north[i]}".rstrip() for i in range(4)]
    lines += [f"{west[i]:<{2 * width + 13}}{east[i]}".rstrip() for i in range(4)]
    lines += [f"{'':<{width}}{south[i]}".rstrip() for i in range(4)]
    return "\n".join(lines)


def dd_table_text(table: DDTable) -> str:
    """The double-dummy table: one row per declarer, one column per strain."""
    strains = (Strain.NOTRUMP, Strain.SPADES, Strain.HEARTS, Strain.DIAMONDS, Strain.CLUBS)
    lines = ["    " + "".join(f"{s.letter:>4}" for s in strains)]
    for seat in Seat:
        lines.append(f"{seat.letter:>3} " + "".join(f"{table.tricks(seat, s):>4}" for s in strains))
    return "\n".join(lines)


def par_text(par: Par) -> str:
    """``Par NS +620: 4SN=, 4SS=``."""
    contracts = ", ".join(str(c) for c in par.contracts) or "passed out"
    return f"Par NS {par.score_ns:+d}: {contracts}"


def hand_record_text(record: HandRecord, *, unicode: bool = False) -> str:
    """A hand record: the diagram, then the double-dummy table and par when known."""
    parts = [hand_diagram(record.board, unicode=unicode)]
    if record.dd is not None:
        parts.append(dd_table_text(record.dd))
    if record.par is not None:
        parts.append(par_text(record.par))
    return "\n\n".join(parts)
