"""Table sections (PBN 2.1 §5): column names, rows, and how to write them.

A table's tag value names its columns (``"Rank\\2R;PairId;Score_NS\\6R"``);
its section data are the elements, row after row, as many to a row as there
are columns (§5.2). Elements are section tokens or strings (kept with their
quotes).
"""

from __future__ import annotations

import re
from typing import Final

from bridgelaw.core.calls import Strain
from bridgelaw.core.seats import Seat
from bridgelaw.errors import NotationError
from bridgelaw.formats.pbn_report import Reporter
from bridgelaw.formats.pbn_units import Column, PbnTable, PbnTag, TableRow

__all__ = ["check_table", "format_rows", "optimum_results", "read_columns", "read_table"]


def read_columns(value: str) -> tuple[Column, ...]:
    """The columns named by a table's tag value (``""`` gives none).

    :raises NotationError: a bad width specifier.
    """
    if value == "":
        return ()
    return tuple(Column.parse(name) for name in value.split(";"))


def _elements(tag: PbnTag) -> list[tuple[str, int]]:
    return [
        (token, tag.token_line(i)) for i, token in enumerate(tag.section) if token[0] not in "{;%"
    ]


def read_table(tag: PbnTag, value: str | None = None) -> PbnTable:
    """The table of a tag pair; ``value`` is its (inherited) column specification.

    A column name that cannot be read becomes a column of that name; comments
    among the elements are skipped; a last row may be short.
    """
    spec = tag.value if value is None else value
    try:
        columns = read_columns(spec)
    except NotationError:
        columns = tuple(Column(name) for name in spec.split(";")) if spec else ()
    elements = _elements(tag)
    width = len(columns) or 1
    rows = tuple(
        TableRow(
            tuple(token for token, _ in elements[i : i + width]),
            columns,
            elements[i][1],
        )
        for i in range(0, len(elements), width)
    )
    return PbnTable(tag.name, columns, rows, tag.line)


_FORBIDDEN: Final = re.compile(r"[^\x21-\x7e]|[\[\]{};\"%]")


def check_table(tag: PbnTag, value: str, rep: Reporter) -> None:
    """The strict reader's checks of a table: column names, elements (no forbidden
    characters, a whole number of rows) and the order of sorted columns (§5.1, §5.2)."""
    try:
        columns = read_columns(value)
    except NotationError as err:
        rep.check(f"table {tag.name}: {err}", tag.line, "3.2")
        return
    elements = _elements(tag)
    for token, line in elements:
        if token.startswith('"'):
            continue
        bad = _FORBIDDEN.search(token)
        if bad is not None:
            rep.check(
                f"forbidden character {bad.group()!r} in element {token!r} of table {tag.name}",
                line,
                "3.2",
            )
            return
    if not columns:
        if elements:
            rep.check(f"table {tag.name} has elements but no columns", tag.line, "5.2")
        return
    if len(elements) % len(columns):
        missing = len(columns) - len(elements) % len(columns)
        rep.check(
            f"missing table elements: table {tag.name} has {len(columns)} columns but"
            f" {len(elements)} elements ({missing} missing in the last row)",
            elements[-1][1],
            "5.2",
        )
        return
    table = read_table(tag, value)
    for index, column in enumerate(columns):
        if column.order is None:
            continue
        previous: float | None = None
        for row in table.rows:
            number = row.number(column.name) if index < len(row.cells) else None
            if number is None:
                continue
            if previous is not None and (
                (column.order == "+" and number > previous)
                or (column.order == "-" and number < previous)
            ):
                way = "descending" if column.order == "+" else "ascending"
                rep.check(
                    f"table {tag.name}: column {column.name} is marked {column.order!r}"
                    f" ({way}) but {row[column.name]} follows {previous:g}",
                    row.line,
                    "5.2",
                )
                break
            previous = number


def format_rows(tag: PbnTag, value: str) -> list[str] | None:
    """The lines of a table's elements, one row a line, padded to the column widths
    (§5.2); ``None`` when the section cannot be written as rows (it holds comments,
    or its columns cannot be read)."""
    if any(token[0] in "{;%" for token in tag.section):
        return None
    try:
        columns = read_columns(value)
    except NotationError:
        return None
    if not columns:
        return None
    lines: list[str] = []
    width = len(columns)
    cells = tag.section
    for start in range(0, len(cells), width):
        parts = []
        for column, cell in zip(columns, cells[start : start + width], strict=False):
            size = column.width or 0
            if len(cell) < size:
                cell = cell.rjust(size) if column.align == "R" else cell.ljust(size)
            parts.append(cell)
        lines.append(" ".join(parts).rstrip())
    return lines


_STRAINS: Final = {"C": Strain.CLUBS, "D": Strain.DIAMONDS, "H": Strain.HEARTS,
                   "S": Strain.SPADES, "NT": Strain.NOTRUMP, "N": Strain.NOTRUMP}  # fmt: skip


def optimum_results(table: PbnTable) -> dict[tuple[Seat, Strain], int]:
    """The double-dummy tricks of an ``OptimumResultTable`` (§5.7): (declarer, strain)
    to tricks, for the rows that can be read."""
    out: dict[tuple[Seat, Strain], int] = {}
    for row in table.rows:
        seat = row.seat("Declarer")
        strain = _STRAINS.get((row.get("Denomination") or "").upper())
        tricks = row.integer("Result")
        if seat is not None and strain is not None and tricks is not None:
            out[(seat, strain)] = tricks
    return out
