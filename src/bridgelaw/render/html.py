"""Hand records as an HTML page (jinja2): hand diagrams, double-dummy table and par."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import jinja2

from bridgelaw.core.calls import Strain
from bridgelaw.core.cards import SUITS_HIGH_FIRST, Suit
from bridgelaw.core.seats import Seat
from bridgelaw.render.records import HandRecord

__all__ = ["hand_records_html"]

_ENV = jinja2.Environment(
    loader=jinja2.PackageLoader("bridgelaw.render", "templates"),
    autoescape=jinja2.select_autoescape(["html", "j2"]),
    trim_blocks=True,
    lstrip_blocks=True,
)
_RED = (Suit.HEARTS, Suit.DIAMONDS)
_DD_STRAINS = (Strain.NOTRUMP, Strain.SPADES, Strain.HEARTS, Strain.DIAMONDS, Strain.CLUBS)


def _hand(record: HandRecord, seat: Seat) -> list[dict[str, Any]] | None:
    deal = record.board.deal
    if deal is None or not deal[seat]:
        return None
    hand = deal[seat]
    return [
        {
            "symbol": suit.symbol,
            "red": suit in _RED,
            "ranks": "".join(rank.letter for rank in hand.holding(suit)).replace("T", "10") or "—",
        }
        for suit in SUITS_HIGH_FIRST
    ]


def _context(record: HandRecord) -> dict[str, Any]:
    board = record.board
    deal = board.deal
    dd = None
    if record.dd is not None:
        table = record.dd
        dd = {
            "strains": [
                {"label": "NT" if s.suit is None else s.suit.symbol, "red": s.suit in _RED}
                for s in _DD_STRAINS
            ],
            "rows": [
                {"seat": seat.letter, "tricks": [table.tricks(seat, s) for s in _DD_STRAINS]}
                for seat in Seat
            ],
        }
    par = None
    if record.par is not None:
        par = {
            "score": record.par.score_ns,
            "contracts": [str(c) for c in record.par.contracts] or ["passed out"],
        }
    return {
        "number": board.number,
        "dealer": board.dealer.name.title(),
        "vulnerability": board.vulnerability.pbn,
        "hands": {seat.letter: _hand(record, seat) for seat in Seat},
        "hcp": {seat.letter: deal[seat].hcp for seat in Seat} if deal is not None else {},
        "dd": dd,
        "par": par,
    }


def hand_records_html(records: Sequence[HandRecord], *, title: str = "Hand records") -> str:
    """A self-contained HTML page with one diagram per board (no external assets)."""
    template = _ENV.get_template("hand_records.html.j2")
    return template.render(title=title, boards=[_context(r) for r in records])
