"""Hand records as an HTML page (jinja2): hand diagrams, double-dummy table and par.

The pieces every page of bridgelaw shares live here too: :func:`template_environment`
(the templates of ``render/templates`` with a caller's own, and the filters that write
suits as symbols with a text alternative) and :func:`board_context` (a board's diagram,
double-dummy table and par as the ``_board.html.j2`` macros take them). The results
pages (:mod:`bridgelaw.results.page_html`) use both.

>>> print(suit_html("H"))
<span class="s red" role="img" aria-label="hearts">♥</span>
>>> print(contract_html("3NTx-2"), card_html("ST"))
3NTx-2 <span class="s" role="img" aria-label="spades">♠</span>10
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

import jinja2
from markupsafe import Markup, escape

from bridgelaw.core.board import Board
from bridgelaw.core.calls import Strain
from bridgelaw.core.cards import SUITS_HIGH_FIRST, Suit
from bridgelaw.core.seats import Seat
from bridgelaw.dd import DDTable, Par
from bridgelaw.render.records import HandRecord

__all__ = [
    "board_context",
    "card_html",
    "contract_html",
    "hand_records_html",
    "suit_html",
    "template_environment",
]

_RED = (Suit.HEARTS, Suit.DIAMONDS)
_DD_STRAINS = (Strain.NOTRUMP, Strain.SPADES, Strain.HEARTS, Strain.DIAMONDS, Strain.CLUBS)
_SUIT_NAMES: Final = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
_SYMBOLS: Final = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def suit_html(letter: str) -> Markup:
    """A suit (``"S"``, ``"H"``, ``"D"``, ``"C"``) as its symbol, red for hearts and
    diamonds, with its name for screen readers (the symbol's shape, not its colour,
    tells the suits apart)."""
    red = " red" if letter in "HD" else ""
    return Markup(
        f'<span class="s{red}" role="img" aria-label="{_SUIT_NAMES[letter]}">'
        f"{_SYMBOLS[letter]}</span>"
    )


def contract_html(text: str | None) -> Markup:
    """A contract or result (``"4H="``, ``"3NTx-2"``, ``"Pass"``) with its suit as a
    symbol; notrump stays ``NT``."""
    if not text:
        return Markup("")
    if len(text) > 1 and text[0].isdigit() and text[1] in _SYMBOLS:
        return escape(text[0]) + suit_html(text[1]) + escape(text[2:])
    return escape(text)


def card_html(token: str | None) -> Markup:
    """A card (``"HA"``, ``"ST"``) as suit symbol and rank (``♥A``, ``♠10``)."""
    if not token or len(token) < 2 or token[0].upper() not in _SYMBOLS:
        return escape(token or "")
    rank = token[1:].upper()
    return suit_html(token[0].upper()) + escape("10" if rank == "T" else rank)


def _english(message: str) -> str:
    return message


def template_environment(*packages: str) -> jinja2.Environment:
    """A jinja2 environment over the templates of ``packages`` (searched first) and of
    :mod:`bridgelaw.render`, with the filters ``suit``, ``contract`` and ``card``."""
    loaders: list[jinja2.BaseLoader] = [jinja2.PackageLoader(p, "templates") for p in packages]
    loaders.append(jinja2.PackageLoader("bridgelaw.render", "templates"))
    environment = jinja2.Environment(
        loader=jinja2.ChoiceLoader(loaders),
        autoescape=jinja2.select_autoescape(["html", "j2"]),
        trim_blocks=True,
        lstrip_blocks=True,
    )
    environment.filters.update(suit=suit_html, contract=contract_html, card=card_html)
    environment.globals["_"] = _english  # a page in another language renders with its own
    return environment


_ENV = template_environment()


def _hand(board: Board, seat: Seat) -> list[dict[str, Any]] | None:
    deal = board.deal
    if deal is None or not deal[seat]:
        return None
    hand = deal[seat]
    return [
        {
            "letter": suit.letter,
            "ranks": "".join(rank.letter for rank in hand.holding(suit)).replace("T", "10") or "—",
        }
        for suit in SUITS_HIGH_FIRST
    ]


def _par_contracts(par: Par) -> list[str]:
    """The par contracts as players write them, partners together: ``3NT= by E/W``."""
    seats: dict[str, list[str]] = {}
    for option in par.contracts:
        contract = option.contract
        strain = "NT" if contract.strain.suit is None else contract.strain.letter
        doubled = "x" * int(contract.doubling)
        made = "=" if option.result == 0 else f"{option.result:+d}"
        seats.setdefault(f"{contract.level}{strain}{doubled}{made}", []).append(
            option.declarer.letter
        )
    return [f"{text} by {'/'.join(by)}" for text, by in seats.items()]


def board_context(
    board: Board, dd: DDTable | None = None, par: Par | None = None
) -> dict[str, Any]:
    """What the ``_board.html.j2`` macros show of a board: the four hands with their
    high-card points, dealer and vulnerability, the double-dummy table and par."""
    deal = board.deal
    table = None
    if dd is not None:
        table = {
            "strains": ["NT" if s.suit is None else s.suit.letter for s in _DD_STRAINS],
            "rows": [
                {"seat": seat.letter, "tricks": [dd.tricks(seat, s) for s in _DD_STRAINS]}
                for seat in Seat
            ],
        }
    par_context = None
    if par is not None:
        par_context = {"score": par.score_ns, "contracts": _par_contracts(par) or ["passed out"]}
    return {
        "number": board.number,
        "dealer": board.dealer.name.title(),
        "vulnerability": board.vulnerability.pbn,
        "hands": {seat.letter: _hand(board, seat) for seat in Seat},
        "hcp": {seat.letter: deal[seat].hcp for seat in Seat} if deal is not None else {},
        "dd": table,
        "par": par_context,
    }


def hand_records_html(
    records: Sequence[HandRecord], *, title: str = "Hand records", per_page: int = 4
) -> str:
    """A self-contained HTML page with one diagram per board (no external assets).
    Printed (or made a PDF by :func:`bridgelaw.render.pdf.hand_records_pdf`) it holds
    ``per_page`` boards on each A4 page: 4 (two rows of two) or 1."""
    if per_page not in (1, 4):
        raise ValueError(f"hand records print 1 or 4 boards to a page, not {per_page}")
    boards = [board_context(r.board, r.dd, r.par) for r in records]
    sheets = [boards[k : k + per_page] for k in range(0, len(boards), per_page)]
    template = _ENV.get_template("hand_records.html.j2")
    return template.render(title=title, sheets=sheets, per_page=per_page)
