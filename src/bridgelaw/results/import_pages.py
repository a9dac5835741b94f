"""Travellers from saved result pages of scoring programs: JFR Pary, KOPS and BBO.

Each reader gives a :class:`PageTraveller` per board: one :class:`PageRow` per
table with the pairs, contract, declarer, lead, tricks, North-South's score or
the Director's artificial score, and the program's own figure for each side
(matchpoint percentage, or IMPs). :func:`read_event_pages` reads a saved event
folder, whichever of the three programs wrote it.

The pages are decoded by their declared charset (:mod:`.html_tables`); rows that
are not table results (headers, footers, hand diagrams) are skipped.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Final

from bridgelaw.errors import FormatError
from bridgelaw.results.html_tables import HtmlRow, html_tables, read_page

__all__ = [
    "PageRow",
    "PageTraveller",
    "read_bbo_traveller",
    "read_event_pages",
    "read_jfr_traveller",
    "read_kops_traveller",
]


@dataclass(frozen=True, slots=True)
class PageRow:
    """One table's line on a traveller page."""

    ns: str
    """North-South's pair number (JFR, KOPS) or players (BBO: ``"north-south"``)."""
    ew: str
    contract: str | None
    """As shown, suits as letters: ``"4H"``, ``"3NTx"``, ``"PASS"``; ``None`` for an
    adjusted score."""
    declarer: str | None
    lead: str | None
    tricks: str | None
    """Over- or undertricks as shown: ``"=", "+1", "-2"``."""
    score_ns: int | None
    """North-South's points; ``None`` for an adjusted score."""
    adjusted: tuple[float, float] | None
    """The Director's artificial score (North-South's, East-West's) in the page's unit."""
    ns_value: float | None
    """The program's figure for North-South: a percentage or IMPs."""
    ew_value: float | None
    line: int


@dataclass(frozen=True, slots=True)
class PageTraveller:
    """All the tables of one board on a result page."""

    board: int
    rows: tuple[PageRow, ...]
    unit: str
    """``"%"`` (matchpoint percentages) or ``"IMP"``."""
    source: str
    program: str
    """``"JFR"``, ``"KOPS"`` or ``"BBO"``."""
    datum: int | None = None
    """The Butler datum the page prints, if any."""
    missing: int = 0
    """Tables the page leaves out although they played the board (gaps in its numbering
    of the rows: BBO lists each table's number)."""

    def scores(self) -> list[int]:
        """North-South's points at the tables with a table result."""
        return [row.score_ns for row in self.rows if row.score_ns is not None]


def _number(text: str) -> float | None:
    cleaned = text.replace("\xa0", "").replace(" ", "").replace(",", ".").rstrip("%")
    if re.fullmatch(r"[+-]?\d+(\.\d+)?", cleaned):
        return float(cleaned)
    return None


def _int(text: str) -> int | None:
    value = _number(text)
    return int(value) if value is not None and value == int(value) else None


def _contract(text: str) -> str:
    return text.replace("×", "x").replace(" ", "").upper().replace("X", "x")


def _fail(message: str, source: str, line: int) -> FormatError:
    return FormatError(message, source=source, line=line, rule="result page")


_JFR_FILE: Final = re.compile(r"(\d{3})\.(?:html?|txt)$", re.I)


def read_jfr_traveller(path: str | os.PathLike[str], *, board: int | None = None) -> PageTraveller:
    """A JFR Pary traveller page (``wb130808007.txt``, ``impy001.html``...): the board's
    number is the three digits at the end of the file name unless given.

    :raises FormatError: the page holds no traveller, or a row cannot be read.
    """
    source = os.fspath(path)
    if board is None:
        match = _JFR_FILE.search(source)
        if match is None:
            raise _fail("cannot tell the board number from the file name", source, 0)
        board = int(match.group(1))
    rows: list[PageRow] = []
    unit = ""
    datum: int | None = None
    for table in html_tables(read_page(path)):
        for row in table.rows:
            cells = row.expanded()
            if "IMP" in cells[-2:] and not unit:
                unit = "IMP"
            elif "%" in cells[-2:] and not unit:
                unit = "%"
            if cells and cells[0].startswith("średnia") and len(cells) >= 9:
                value = _int(cells[7]) if cells[7] else _int(cells[8])
                if value is not None:
                    datum = value if cells[7] else -value
                continue
            if len(cells) != 11 or not cells[1].isdigit():
                continue
            rows.append(_jfr_row(cells, row, source))
    if not rows:
        raise _fail("no traveller rows on the page", source, 0)
    return PageTraveller(board, tuple(rows), unit or "%", source, "JFR", datum)


def _jfr_row(cells: tuple[str, ...], row: HtmlRow, source: str) -> PageRow:
    ns, ew = cells[1], cells[2]
    v_ns, v_ew = _number(cells[9]), _number(cells[10])
    if cells[3] == "TD" or not (cells[7] or cells[8]):
        if v_ns is None or v_ew is None:
            raise _fail(f"adjusted score row without values: {cells}", source, row.line)
        return PageRow(ns, ew, None, None, None, None, None, (v_ns, v_ew), v_ns, v_ew, row.line)
    plus, minus = _int(cells[7]) if cells[7] else None, _int(cells[8]) if cells[8] else None
    if plus is None and minus is None:
        raise _fail(f"cannot read the score in {cells}", source, row.line)
    score = plus if plus is not None else -(minus or 0)
    contract = _contract(cells[3])
    return PageRow(
        ns,
        ew,
        contract,
        cells[4] or None,
        cells[5] or None,
        cells[6] or None,
        score,
        None,
        v_ns,
        v_ew,
        row.line,
    )


_KOPS_FILE: Final = re.compile(r"p(\d+)\.html?$", re.I)


def read_kops_traveller(path: str | os.PathLike[str], *, board: int | None = None) -> PageTraveller:
    """A KOPS traveller page (``p8.html``): North-South and East-West pair numbers,
    contract, declarer, lead, tricks, the two score columns and the two percentages or
    IMPs. An adjusted score reads ``sędzia`` (Director) with the percentages awarded.

    :raises FormatError: the page holds no traveller, or a row cannot be read.
    """
    source = os.fspath(path)
    if board is None:
        match = _KOPS_FILE.search(source)
        if match is None:
            raise _fail("cannot tell the board number from the file name", source, 0)
        board = int(match.group(1))
    rows: list[PageRow] = []
    unit = "%"
    for table in html_tables(read_page(path)):
        for row in table.rows:
            cells = row.texts()
            if "IMP" in cells or "IMPY" in cells or "PUNKTY" in cells:
                unit = "IMP"
            if len(cells) < 7 or not cells[0].isdigit() or not cells[1].isdigit():
                continue
            if len(cells) >= 11 and cells[2] not in ("sędzia", "TD"):
                plus = _int(cells[6]) if cells[6] else None
                minus = _int(cells[7]) if cells[7] else None
                if plus is None and minus is None:
                    raise _fail(f"cannot read the score in {cells}", source, row.line)
                score = plus if plus is not None else minus
                rows.append(
                    PageRow(
                        cells[0],
                        cells[1],
                        _contract(cells[2]),
                        cells[3] or None,
                        cells[4] or None,
                        cells[5] or None,
                        score,
                        None,
                        _number(cells[8]),
                        _number(cells[9]),
                        row.line,
                    )
                )
                continue
            values = (_number(cells[5]), _number(cells[6]))
            if cells[3].lower() in ("średnia", "avg", "average"):
                even = 0.0 if unit == "IMP" else 50.0
                awards: tuple[float | None, float | None] = (even, even)
            else:
                awards = (_number(cells[3]), _number(cells[4]))
            if awards[0] is None or awards[1] is None:
                raise _fail(f"cannot read the adjusted score in {cells}", source, row.line)
            rows.append(
                PageRow(
                    cells[0],
                    cells[1],
                    None,
                    None,
                    None,
                    None,
                    None,
                    (awards[0], awards[1]),
                    values[0],
                    values[1],
                    row.line,
                )
            )
    if not rows:
        raise _fail("no traveller rows on the page", source, 0)
    return PageTraveller(board, tuple(rows), unit, source, "KOPS")


_BBO_AVERAGES: Final = {"=": 50.0, "+": 60.0, "-": 40.0}
"""BBO's adjusted results ``A+=`` (average plus to North-South, average to East-West)..."""
_AVERAGE_IMPS: Final = {50.0: 0.0, 60.0: 3.0, 40.0: -3.0}
_BBO_RESULT: Final = re.compile(r"^(PASS|A[=+-]{2}|\d(?:NT|[CDHSN])[xX]{0,2}[NESW][=+-]\d*)$")


def read_bbo_traveller(path: str | os.PathLike[str], *, board: int) -> PageTraveller:
    """A BBO traveller page (``hands.php?traveller=...``): players, result (``3NE-2``,
    ``PASS``, ``A==`` for an adjusted average), North-South's points and the score
    (matchpoint percentage or IMPs).

    :raises FormatError: the page holds no traveller, or a row cannot be read.
    """
    source = os.fspath(path)
    rows: list[PageRow] = []
    numbers: list[int] = []
    unit = "%"
    for table in html_tables(read_page(path)):
        header: tuple[str, ...] | None = None
        for row in table.rows:
            cells = row.texts()
            if "Result" in cells and "Score" in cells:
                header = cells
                continue
            if header is None or len(cells) != len(header):
                continue
            named = dict(zip(header, cells, strict=True))
            result = named.get("Result", "").replace("♠", "S").replace("♥", "H")
            result = result.replace("♦", "D").replace("♣", "C")
            if not _BBO_RESULT.match(result):
                continue
            value = _number(named.get("Score", ""))
            if named.get("Score", "").strip().endswith("%"):
                unit = "%"
            elif value is not None:
                unit = "IMP"
            number = _int(named.get("Nº", named.get("No", "")))
            if number is not None:
                numbers.append(number)
            points = named.get("Points", named.get("NS Points", ""))
            ns = f"{named.get('North', '')}-{named.get('South', '')}"
            ew = f"{named.get('East', '')}-{named.get('West', '')}"
            if result.startswith("A"):
                award = (_BBO_AVERAGES[result[1]], _BBO_AVERAGES[result[2]])
                rows.append(
                    PageRow(ns, ew, None, None, None, None, None, award, value, None, row.line)
                )
                continue
            score = _int(points) if points not in ("", "N/A") else None
            contract, declarer, tricks = _split_bbo_result(result)
            rows.append(
                PageRow(
                    ns, ew, contract, declarer, None, tricks, score, None, value, None, row.line
                )
            )
    if not rows:
        raise _fail("no traveller rows on the page", source, 0)
    missing = max(numbers) - len(set(numbers)) if numbers else 0
    if unit == "IMP":
        rows = [
            replace(row, adjusted=(_AVERAGE_IMPS[row.adjusted[0]], _AVERAGE_IMPS[row.adjusted[1]]))
            if row.adjusted is not None
            else row
            for row in rows
        ]
    return PageTraveller(board, tuple(rows), unit, source, "BBO", None, missing)


def _split_bbo_result(result: str) -> tuple[str, str | None, str | None]:
    if result == "PASS":
        return "PASS", None, None
    match = re.match(r"^(\d(?:NT|[CDHSN]))([xX]{0,2})([NESW])([=+-]\d*)$", result)
    assert match is not None
    strain = match.group(1).replace("N", "NT") if match.group(1)[1:] == "N" else match.group(1)
    return strain + match.group(2).lower(), match.group(3), match.group(4)


def _pages(folder: Path, pattern: str) -> Iterator[Path]:
    return iter(sorted(p for p in folder.rglob(pattern) if p.is_file()))


def read_event_pages(folder: str | os.PathLike[str]) -> list[PageTraveller]:
    """Every traveller of a saved event folder, by board number: JFR Pary (``*NNN.txt``
    or ``*NNN.html`` pages with a traveller), KOPS (``pNN.html``) or BBO
    (``*traveller=*.html``, boards numbered in the order of the tourney page).

    :raises FormatError: no travellers in the folder, or a page cannot be read.
    """
    base = Path(folder)
    travellers: dict[int, PageTraveller] = {}
    bbo = sorted(p for p in base.rglob("*traveller=*.htm*"))
    if bbo:
        for number, page in enumerate(bbo, start=1):
            travellers[number] = read_bbo_traveller(page, board=number)
        return [travellers[k] for k in sorted(travellers)]
    kops = [p for p in _pages(base, "p*.htm*") if _KOPS_FILE.search(p.name)]
    if kops:
        for page in kops:
            traveller = read_kops_traveller(page)
            travellers[traveller.board] = traveller
        return [travellers[k] for k in sorted(travellers)]
    for page in _pages(base, "*"):
        if not _JFR_FILE.search(page.name):
            continue
        if page.suffix.lower() != ".txt" and page.with_suffix(".txt").exists():
            continue
        try:
            traveller = read_jfr_traveller(page)
        except FormatError:
            continue
        travellers[traveller.board] = traveller
    if not travellers:
        raise FormatError("no travellers found", source=os.fspath(folder), rule="result page")
    return [travellers[k] for k in sorted(travellers)]
