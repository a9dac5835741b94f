"""A scored event as an HTML page people like to read (jinja2, no external assets).

The page has the ranking (shared places written ``3-4``), a traveller for each
board (every table's contract, result and score, with the frequency of each score
and what it earned), and each contestant's personal score card.
"""

from __future__ import annotations

from typing import Any

import jinja2

from bridgelaw.core.cards import SUITS_HIGH_FIRST, Suit
from bridgelaw.core.seats import Seat
from bridgelaw.results.publish import entry_text
from bridgelaw.results.ranking import place_text
from bridgelaw.results.score import Method, ScoredBoard, ScoredEvent

__all__ = ["results_html"]

_ENV = jinja2.Environment(
    loader=jinja2.PackageLoader("bridgelaw.results", "templates"),
    autoescape=jinja2.select_autoescape(["html", "j2"]),
    trim_blocks=True,
    lstrip_blocks=True,
)
_RED = (Suit.HEARTS, Suit.DIAMONDS)
_SUIT_LETTERS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def _fmt(value: float | None, digits: int = 2) -> str:
    if value is None:
        return ""
    text = f"{value:.{digits}f}"
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _contract(text: str | None) -> dict[str, Any]:
    """A contract with its suit as a symbol (``4♥X``) and whether the suit is red;
    ``1N`` is written ``1NT``."""
    if not text:
        return {"text": "", "red": False}
    if len(text) > 1 and text[1] == "N" and text[2:3] != "T":
        return {"text": text[:2] + "T" + text[2:], "red": False}
    for letter, symbol in _SUIT_LETTERS.items():
        if len(text) > 1 and text[1] == letter:
            return {"text": text[0] + symbol + text[2:], "red": letter in "HD"}
    return {"text": text, "red": False}


def _lead(text: str | None) -> dict[str, Any]:
    """An opening lead (``"ST"``, ``"HA"``) as ``♠10``, ``♥A``."""
    if not text or len(text) < 2 or text[0] not in _SUIT_LETTERS:
        return {"text": text or "", "red": False}
    rank = "10" if text[1:] == "T" else text[1:]
    return {"text": _SUIT_LETTERS[text[0]] + rank, "red": text[0] in "HD"}


def _hands(board: ScoredBoard) -> dict[str, list[dict[str, Any]]] | None:
    if board.board is None or board.board.deal is None:
        return None
    deal = board.board.deal
    out: dict[str, list[dict[str, Any]]] = {}
    for seat in Seat:
        hand = deal[seat]
        out[seat.letter] = [
            {
                "symbol": suit.symbol,
                "red": suit in _RED,
                "ranks": "".join(r.letter for r in hand.holding(suit)).replace("T", "10") or "—",
            }
            for suit in SUITS_HIGH_FIRST
        ]
    return out


def _board_context(scored: ScoredEvent, board: ScoredBoard) -> dict[str, Any]:
    mp = scored.method is Method.MATCHPOINTS
    rows = []
    for s in board.tables:
        t = s.table
        score = t.entry if isinstance(t.entry, int | float) else None
        rows.append(
            {
                "table": t.table or "",
                "ns": t.ns,
                "ew": t.ew,
                "contract": _contract(t.contract),
                "declarer": t.declarer or "",
                "tricks": "" if t.tricks is None else t.tricks,
                "lead": _lead(t.lead),
                "score_ns": "" if score is None or score < 0 else _fmt(score, 0),
                "score_ew": "" if score is None or score >= 0 else _fmt(-score, 0),
                "adjusted": "" if score is not None else entry_text(t.entry),
                "ns_points": _fmt(s.ns),
                "ew_points": _fmt(s.ew),
                "ns_percent": _fmt(s.ns_percent) if mp else "",
                "ew_percent": _fmt(s.ew_percent) if mp else "",
            }
        )
    frequencies = [
        {"result": entry_text(entry), "count": count, "ns": _fmt(ns), "ew": _fmt(ew)}
        for entry, count, ns, ew in board.frequencies()
    ]
    info = board.board
    return {
        "number": board.number,
        "dealer": info.dealer.name.title() if info is not None else "",
        "vulnerability": info.vulnerability.pbn if info is not None else "",
        "hands": _hands(board),
        "rows": rows,
        "frequencies": frequencies,
        "top": _fmt(board.top),
        "datum": _fmt(board.datum, 0),
    }


def _cards(scored: ScoredEvent) -> list[dict[str, Any]]:
    cards = []
    for standing in scored.standings:
        who = standing.contestant.id
        lines = []
        for board, s, direction in scored.card(who):
            t = s.table
            ours = s.ns if direction == "NS" else s.ew
            percent = s.ns_percent if direction == "NS" else s.ew_percent
            score = t.entry if isinstance(t.entry, int | float) else None
            own = None if score is None else (score if direction == "NS" else -score)
            lines.append(
                {
                    "board": board.number,
                    "direction": direction,
                    "opponents": t.ew if direction == "NS" else t.ns,
                    "contract": _contract(t.contract),
                    "declarer": t.declarer or "",
                    "tricks": "" if t.tricks is None else t.tricks,
                    "score": entry_text(t.entry) if own is None else _fmt(own, 0),
                    "points": _fmt(ours),
                    "percent": _fmt(percent),
                }
            )
        cards.append(
            {
                "id": who,
                "names": standing.contestant.names,
                "place": place_text(*standing.place),
                "lines": lines,
            }
        )
    return cards


def results_html(scored: ScoredEvent, *, title: str | None = None) -> str:
    """The scored event as a self-contained HTML page (see the module doc)."""
    event = scored.event
    mp = scored.method is Method.MATCHPOINTS
    standings = [
        {
            "place": place_text(*s.place),
            "tied": s.place[0] != s.place[1],
            "id": s.contestant.id,
            "names": s.contestant.names if s.contestant.names != s.contestant.id else "",
            "total": _fmt(s.total),
            "percent": _fmt(s.percent),
            "vp": "" if s.vp is None else f"{s.vp:.2f}",
            "boards": s.boards,
        }
        for s in scored.standings
    ]
    method_names = {
        Method.MATCHPOINTS: "matchpoints (Law 78A)",
        Method.IMPS: "IMPs, teams (Law 78B)",
        Method.BUTLER: "Butler IMPs (Law 78B)",
        Method.CROSS_IMPS: "cross-IMPs (Law 78B)",
    }
    template = _ENV.get_template("results.html.j2")
    return template.render(
        title=title or event.name or "Results",
        date=event.date or "",
        method=method_names[scored.method],
        unit=scored.unit,
        mp=mp,
        teams=event.kind == "teams",
        standings=standings,
        names=any(s["names"] for s in standings),
        boards=[_board_context(scored, b) for b in scored.boards],
        cards=_cards(scored),
    )
