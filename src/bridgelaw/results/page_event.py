"""Saved result pages (JFR Pary, KOPS) as an event: one PBN game per table.

:func:`pages_pbn` turns a saved event folder into what a club's hand-made file or an
exporter gives: one game per table with the board, the pair numbers, the contract,
declarer and tricks, and no score. A table the Director scored is written in our
per-table convention for an artificial adjusted score (see
:mod:`bridgelaw.results.event`), a sit-out included (60 % and 0 %). The program's
own figure for each played table is kept as ``ScorePercentage`` or ``ScoreIMP``
(both sides); a row with neither a result nor a figure (a pair without opponents
on a KOPS page) is a board not played and gives no game. The program's ranking
(:func:`read_ranking_page`: place, pair, names, club, total) is kept as a
``TotalScoreTable``, so that ``bridgelaw score`` compares its scores with
the program's. :func:`event_from_pages` reads the folder as an
:class:`~bridgelaw.results.event.Event` the same way.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from bridgelaw.core.board import Board
from bridgelaw.errors import FormatError
from bridgelaw.formats import pbn
from bridgelaw.results.event import Event, event_from_games
from bridgelaw.results.html_tables import html_tables, read_page
from bridgelaw.results.import_pages import PageRow, PageTraveller, read_event_pages
from bridgelaw.results.publish import pbn_element

__all__ = ["RankingRow", "event_from_pages", "find_ranking", "pages_pbn", "read_ranking_page"]

_VULNERABLE: Final = {"NONE": "None", "NS": "NS", "EW": "EW", "BOTH": "All"}


@dataclass(frozen=True, slots=True)
class RankingRow:
    """One line of a program's final ranking."""

    place: int
    """The place, shared places given as the first (a blank place on the page)."""
    pair: str
    names: str
    club: str
    total: float
    """The percentage (matchpoints) or IMPs, penalties included."""
    adjustment: float | None = None
    """A penalty or bonus the page shows on its own (the ``±`` column)."""


_PLACE: Final = ("m-ce", "miejsce")
_PAIR: Final = ("nr", "numer")
_TOTAL: Final = ("wynik %", "wynik", "%", "WYNIK")


def _column(header: Sequence[str], names: Sequence[str]) -> int | None:
    return next((header.index(n) for n in names if n in header), None)


def read_ranking_page(path: str | os.PathLike[str]) -> list[RankingRow]:
    """The ranking on a JFR Pary (``W-*.html``) or KOPS (``wyn.html``) results page.

    :raises FormatError: no ranking on the page.
    """
    rows: list[RankingRow] = []
    for table in html_tables(read_page(path)):
        header: tuple[str, ...] | None = None
        for row in table.rows:
            cells = row.texts()
            if header is None:
                if _column(cells, _PLACE) is not None and _column(cells, _TOTAL) is not None:
                    header = cells
                continue
            if len(cells) != len(header):
                continue
            ranking = _ranking_row(cells, header, rows[-1].place if rows else 1)
            if ranking is not None:
                rows.append(ranking)
    if not rows:
        raise FormatError("no ranking on the page", source=os.fspath(path), rule="result page")
    return rows


def _ranking_row(cells: tuple[str, ...], header: tuple[str, ...], last: int) -> RankingRow | None:
    place_at, pair_at, total_at = (
        _column(header, _PLACE),
        _column(header, _PAIR),
        _column(header, _TOTAL),
    )
    assert place_at is not None and total_at is not None
    pair_at = place_at + 1 if pair_at is None else pair_at
    pair = cells[pair_at]
    total = cells[total_at].replace(",", ".")
    if not pair.isdigit():
        return None
    try:
        value = float(total)
    except ValueError:
        return None
    place = int(cells[place_at]) if cells[place_at].isdigit() else last
    club_at = _column(header, ("klub",))
    adjust_at = _column(header, ("±",))
    adjustment = cells[adjust_at] if adjust_at is not None else ""
    return RankingRow(
        place=place,
        pair=pair,
        names=cells[pair_at + 1],
        club=cells[club_at] if club_at is not None else "",
        total=value,
        adjustment=float(adjustment) if adjustment else None,
    )


def find_ranking(folder: str | os.PathLike[str]) -> Path | None:
    """The ranking page of a saved event folder (JFR ``W-*.html``, KOPS ``wyn.html``),
    or ``None`` when the folder holds none that can be read (JFR pages saved without
    the ranking their script loads)."""
    base = Path(folder)
    for page in sorted([*base.rglob("W-*.htm*"), *base.rglob("wyn.htm*")]):
        try:
            read_ranking_page(page)
        except FormatError:
            continue
        return page
    return None


def _tricks(row: PageRow) -> int | None:
    if row.contract is None or row.tricks is None or not row.contract[:1].isdigit():
        return None
    level = int(row.contract[0])
    change = 0 if row.tricks == "=" else int(row.tricks)
    return level + 6 + change


def _contract(text: str) -> str:
    if text.upper() in ("PASS", "PAS", "AP"):
        return "Pass"
    return text.upper()


def _figures(row: PageRow, traveller: PageTraveller) -> str | None:
    ns, ew = row.adjusted if row.adjusted is not None else (row.ns_value, row.ew_value)
    if ns is None or ew is None:
        return None
    tag = "ScorePercentage" if traveller.unit == "%" else "ScoreIMP"
    caret = "^" if row.adjusted is not None else ""
    return f'[{tag} "{caret}NS {ns:g} EW {ew:g}"]'


def _game(traveller: PageTraveller, row: PageRow, event: str, scoring: str) -> list[str]:
    board = Board(traveller.board)
    lines = [
        f'[Event "{event}"]',
        f'[Board "{traveller.board}"]',
        f'[Dealer "{board.dealer.letter}"]',
        f'[Vulnerable "{_VULNERABLE[board.vulnerability.name]}"]',
        f'[Scoring "{scoring}"]',
        f'[PairNS "{row.ns}"]',
        f'[PairEW "{row.ew}"]',
    ]
    if row.adjusted is not None or row.contract is None:
        lines += ['[Contract ""]', '[Result ""]']
    else:
        contract = _contract(row.contract)
        lines.append(f'[Contract "{contract}"]')
        if contract != "Pass":
            lines.append(f'[Declarer "{row.declarer or ""}"]')
            lines.append(f'[Result "{_tricks(row)}"]')
    figures = _figures(row, traveller)
    if figures is not None:
        lines.append(figures)
    return lines


def _not_played(row: PageRow) -> bool:
    """A row the page lists with no result and no figure (KOPS: a pair without
    opponents): the board was not played there."""
    return row.adjusted is not None and row.ns_value is None and row.ew_value is None


def _scoring(travellers: Sequence[PageTraveller]) -> str:
    if travellers[0].unit == "%":
        return "MP"
    return "IMP;Butler" if travellers[0].datum is not None else "IMP;Cross2"


def _total_table(ranking: Sequence[RankingRow], unit: str) -> list[str]:
    column = "TotalPercentage" if unit == "%" else "TotalIMP"
    lines = [f'[TotalScoreTable "Rank\\2R;PairId\\3R;Names\\40L;Club;{column}\\7R"]']
    for r in ranking:
        lines.append(
            " ".join(pbn_element(v) for v in (r.place, r.pair, r.names, r.club, f"{r.total:.2f}"))
        )
    return lines


def pages_pbn(folder: str | os.PathLike[str], *, event: str | None = None) -> str:
    """A saved event folder as PBN text, one game per table (see the module doc).

    :raises FormatError: the folder holds no travellers, or a page cannot be read.
    """
    travellers = read_event_pages(folder)
    name = event or Path(folder).name
    scoring = _scoring(travellers)
    games: list[list[str]] = [
        _game(t, row, name, scoring) for t in travellers for row in t.rows if not _not_played(row)
    ]
    ranking_page = find_ranking(folder)
    if ranking_page is not None and games:
        games[-1] += _total_table(read_ranking_page(ranking_page), travellers[0].unit)
    return "% PBN 2.1\n% EXPORT\n\n" + "\n\n".join("\n".join(g) for g in games) + "\n"


def event_from_pages(folder: str | os.PathLike[str]) -> Event:
    """A saved event folder read as an event: :func:`pages_pbn` read back as PBN (one
    path for the pages and for a file of one game per table).

    :raises FormatError: the folder holds no travellers, or a page cannot be read.
    """
    games = pbn.loads(pages_pbn(folder), source=os.fspath(folder))
    return event_from_games(games, source=os.fspath(folder))
