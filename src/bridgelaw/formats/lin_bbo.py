"""BBO result pages saved next to LIN files: the recorded result of each table.

BBO's "hand records" pages (``hands.php?traveller=...``, ``hands.php?tourney=...``,
the "my hands" history) list one row per table: the four players, the result
(``3NE-1``, ``4♠N+1``, ``PASS``, ``A==`` for an adjusted average), North-South's
score, and a link to the table's LIN file (``20784110.lin``, or a movie link
naming ``myhand=M-20784110-...``). :func:`read_bbo_travellers` reads those
rows from every page in a folder, keyed by the LIN file name, so that
:func:`bridgelaw.formats.lin_convert.table_results` can give each LIN table the
result BBO recorded for it.
"""

from __future__ import annotations

import html
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from bridgelaw.core.seats import Seat
from bridgelaw.errors import NotationError
from bridgelaw.formats.lin_values import RsEntry, parse_rs_entry

__all__ = ["BboTraveller", "parse_bbo_page", "read_bbo_travellers"]

_ROW: Final = re.compile(r"<tr[^>]*>(.*?)</tr>", re.S | re.I)
_CELL: Final = r'<td class="{}"[^>]*>(.*?)</td>'
_SCORE: Final = re.compile(r'<td class="(?:neg)?score"[^>]*>(.*?)</td>', re.S | re.I)
_LIN_LINK: Final = re.compile(r'href="(?:[^"]*/)?(\d+)\.lin"', re.I)
_MOVIE_LINK: Final = re.compile(r"myhand=M-(\d+)-", re.I)
_TAG: Final = re.compile(r"<[^>]*>")
_SUITS: Final = {"♣": "C", "♦": "D", "♥": "H", "♠": "S"}
_ADJUSTED: Final = re.compile(r"A[-=+]{2}")


@dataclass(frozen=True, slots=True)
class BboTraveller:
    """One table's row on a BBO result page."""

    lin: str
    """The LIN file name the row links to, e.g. ``"20784110.lin"``."""
    source: str
    """The page the row was read from."""
    line: int
    """The line of the row in :attr:`source`."""
    players: tuple[str, str, str, str]
    """The names by :class:`Seat` (N, E, S, W), as the page shows them."""
    result: str
    """The result column with suit symbols as letters: ``"3NE-1"``, ``"PASS"``, ``"A=="``."""
    entry: RsEntry | None
    """The result read as contract and tricks; ``None`` for an adjusted score."""
    adjusted: bool
    """The director gave an artificial score (``A==``, ``A+=``...: averages)."""
    score_ns: int | None
    """North-South's points; ``None`` when the page shows none (``N/A``)."""


def _cell(row: str, name: str) -> str:
    match = re.search(_CELL.format(name), row, re.S | re.I)
    return _clean(match.group(1)) if match else ""


def _clean(cell: str) -> str:
    text = html.unescape(_TAG.sub("", cell)).strip()
    for symbol, letter in _SUITS.items():
        text = text.replace(symbol, letter)
    return text


def parse_bbo_page(text: str, *, source: str = "<string>") -> list[BboTraveller]:
    """The table rows of one BBO result page (rows without a result or LIN link are skipped).

    :raises NotationError: a row's result cannot be read.
    """
    rows: list[BboTraveller] = []
    for match in _ROW.finditer(text):
        row = match.group(1)
        if 'class="result"' not in row:
            continue
        link = _LIN_LINK.search(row) or _MOVIE_LINK.search(row)
        if link is None:
            continue
        line = text.count("\n", 0, match.start()) + 1
        result = _cell(row, "result")
        adjusted = _ADJUSTED.fullmatch(result) is not None
        try:
            entry = None if adjusted else parse_rs_entry(result)
        except NotationError as err:
            raise NotationError(f"{source}:{line}: {err}") from err
        scores = _SCORE.findall(row)
        points = _clean(scores[0]) if scores else ""
        score = int(points) if re.fullmatch(r"-?\d+", points) else None
        names = {seat: _cell(row, seat.name.lower()) for seat in Seat}
        players = (names[Seat.NORTH], names[Seat.EAST], names[Seat.SOUTH], names[Seat.WEST])
        rows.append(
            BboTraveller(
                f"{link.group(1)}.lin", source, line, players, result, entry, adjusted, score
            )
        )
    return rows


def read_bbo_travellers(folder: str | os.PathLike[str]) -> dict[str, BboTraveller]:
    """The rows of every ``*.htm``/``*.html`` page in ``folder``, by LIN file name.

    Pages are decoded as UTF-8 (Latin-1 if they are not). When several pages
    list the same table, the first page in name order wins.
    """
    found: dict[str, BboTraveller] = {}
    pages = sorted(p for p in Path(folder).iterdir() if p.suffix.lower() in (".htm", ".html"))
    for page in pages:
        data = page.read_bytes()
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            text = data.decode("latin-1")
        for row in parse_bbo_page(text, source=str(page)):
            found.setdefault(row.lin, row)
    return found
