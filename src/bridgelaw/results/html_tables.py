"""The tables of a saved HTML page, as rows of cell texts (stdlib :mod:`html.parser`).

Result pages of scoring programs (JFR Pary, KOPS, BBO) are HTML tables. This
module reads any page into :class:`HtmlTable` records: each row's cells with
their text (images replaced by their ``alt`` text, or a suit letter taken from
an image file name such as ``H.gif``), their ``class``, spans and links, and
the line where the row starts. A table inside a cell is a table of its own; its
text is not part of the outer cell's text.

>>> page = '<table><tr class="x"><td>4<img src="img/S.gif"> N</td><td>-1</td></tr></table>'
>>> [row.texts() for row in html_tables(page)[0].rows]
[('4S N', '-1')]
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path
from typing import Final

from bridgelaw.errors import FormatError

__all__ = ["HtmlCell", "HtmlRow", "HtmlTable", "decode_page", "html_tables", "read_page"]


@dataclass(frozen=True, slots=True)
class HtmlCell:
    """One ``td`` or ``th`` cell."""

    text: str
    """The cell's text: entities decoded, whitespace collapsed, non-breaking spaces
    kept as ``"\\xa0"`` only inside words, images as their alt text."""
    classes: tuple[str, ...] = ()
    colspan: int = 1
    rowspan: int = 1
    links: tuple[str, ...] = ()
    """The ``href`` of each link in the cell, in order."""
    header: bool = False
    """A ``th`` cell."""


@dataclass(frozen=True, slots=True)
class HtmlRow:
    """One ``tr`` row."""

    cells: tuple[HtmlCell, ...]
    line: int
    """The line (1-based) where the row starts in the page."""
    classes: tuple[str, ...] = ()

    def texts(self) -> tuple[str, ...]:
        """The text of each cell."""
        return tuple(cell.text for cell in self.cells)

    def expanded(self) -> tuple[str, ...]:
        """The text of each cell, a cell spanning ``k`` columns repeated ``k`` times."""
        out: list[str] = []
        for cell in self.cells:
            out.extend([cell.text] * max(cell.colspan, 1))
        return tuple(out)


@dataclass(frozen=True, slots=True)
class HtmlTable:
    """One ``table`` element: its rows in order."""

    rows: tuple[HtmlRow, ...]
    line: int
    depth: int
    """0 for a table at the top level, 1 for a table inside a cell of another, ..."""


_SUIT_IMAGE: Final = re.compile(r"(?:^|/)([CDHSN])(?:T)?\.gif$", re.I)
_SPACES: Final = re.compile(r"[ \t\r\n\f]+")
_SUIT_ALT: Final = {"c": "C", "d": "D", "h": "H", "s": "S", "nt": "NT", "n": "NT"}


def _int(value: str | None) -> int:
    if value is None:
        return 1
    digits = re.match(r"\s*(\d+)", value)
    return int(digits.group(1)) if digits else 1


class _Cell:
    def __init__(self, attrs: dict[str, str | None], header: bool) -> None:
        self.parts: list[str] = []
        self.classes = tuple((attrs.get("class") or "").split())
        self.colspan = _int(attrs.get("colspan"))
        self.rowspan = _int(attrs.get("rowspan"))
        self.links: list[str] = []
        self.header = header

    def close(self) -> HtmlCell:
        text = _SPACES.sub(" ", "".join(self.parts)).strip(" \xa0")
        text = re.sub(r"(?<= )\xa0+|\xa0+(?= )", "", text)
        return HtmlCell(
            text, self.classes, self.colspan, self.rowspan, tuple(self.links), self.header
        )


class _Table:
    def __init__(self, line: int, depth: int) -> None:
        self.line = line
        self.depth = depth
        self.rows: list[HtmlRow] = []
        self.row: list[HtmlCell] | None = None
        self.row_line = 0
        self.row_classes: tuple[str, ...] = ()
        self.cell: _Cell | None = None

    def close_cell(self) -> None:
        if self.cell is not None:
            if self.row is None:
                self.open_row(self.row_line, ())
            assert self.row is not None
            self.row.append(self.cell.close())
            self.cell = None

    def open_row(self, line: int, classes: tuple[str, ...]) -> None:
        self.close_row()
        self.row = []
        self.row_line = line
        self.row_classes = classes

    def close_row(self) -> None:
        if self.cell is not None:
            self.close_cell()
        if self.row is not None:
            self.rows.append(HtmlRow(tuple(self.row), self.row_line, self.row_classes))
            self.row = None


class _Parser(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[_Table] = []
        self.done: list[_Table] = []
        self.skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        line = self.getpos()[0]
        if tag in ("script", "style"):
            self.skip += 1
            return
        if tag == "table":
            if self.stack and self.stack[-1].cell is not None:
                self.stack[-1].cell.parts.append(" ")
            self.stack.append(_Table(line, len(self.stack)))
            return
        if not self.stack:
            return
        table = self.stack[-1]
        if tag == "tr":
            table.open_row(line, tuple((values.get("class") or "").split()))
        elif tag in ("td", "th"):
            table.close_cell()
            if table.row is None:
                table.open_row(line, ())
            table.cell = _Cell(values, tag == "th")
        elif table.cell is not None:
            if tag == "img":
                table.cell.parts.append(_image_text(values))
            elif tag == "br":
                table.cell.parts.append(" ")
            elif tag == "a" and values.get("href"):
                table.cell.links.append(values["href"] or "")

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("img", "br"):
            self.handle_starttag(tag, attrs)

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style"):
            self.skip = max(0, self.skip - 1)
            return
        if not self.stack:
            return
        table = self.stack[-1]
        if tag in ("td", "th"):
            table.close_cell()
        elif tag == "tr":
            table.close_row()
        elif tag == "table":
            table.close_row()
            self.done.append(self.stack.pop())

    def handle_data(self, data: str) -> None:
        if self.skip or not self.stack:
            return
        cell = self.stack[-1].cell
        if cell is not None:
            cell.parts.append(data)

    def finish(self) -> list[HtmlTable]:
        self.close()
        while self.stack:
            table = self.stack.pop()
            table.close_row()
            self.done.append(table)
        ordered = sorted(self.done, key=lambda t: (t.line, t.depth))
        return [HtmlTable(tuple(t.rows), t.line, t.depth) for t in ordered]


def _image_text(attrs: dict[str, str | None]) -> str:
    src = attrs.get("src") or ""
    match = _SUIT_IMAGE.search(src)
    if match is not None:
        letter = match.group(1).upper()
        return "NT" if letter == "N" else letter
    alt = (attrs.get("alt") or "").strip()
    return _SUIT_ALT.get(alt.lower(), alt)


def html_tables(text: str) -> list[HtmlTable]:
    """Every table of an HTML page, in the order they start (outer before inner)."""
    parser = _Parser()
    parser.feed(text)
    return parser.finish()


_CHARSET: Final = re.compile(rb"""charset\s*=\s*["']?([A-Za-z0-9_-]+)""", re.I)


def decode_page(data: bytes) -> str:
    """A page's text: in the charset its ``meta`` tag declares, else UTF-8, else Latin-1."""
    match = _CHARSET.search(data[:4096])
    if match is not None:
        try:
            return data.decode(match.group(1).decode("ascii"))
        except (LookupError, UnicodeDecodeError):
            pass
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def read_page(path: str | os.PathLike[str]) -> str:
    """The text of a saved page (see :func:`decode_page`).

    :raises FormatError: the file cannot be read.
    """
    try:
        data = Path(path).read_bytes()
    except OSError as err:
        raise FormatError(f"cannot read the page: {err.strerror}", source=os.fspath(path)) from err
    return decode_page(data)
