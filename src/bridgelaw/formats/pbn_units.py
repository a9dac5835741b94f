"""The parts of a PBN game: tag pairs, call and card units, tricks, table sections.

These are the values :mod:`bridgelaw.formats.pbn_model`'s :class:`PbnGame` is made of;
they are here, below the readers of sections (:mod:`~bridgelaw.formats.pbn_auction`,
:mod:`~bridgelaw.formats.pbn_play`, :mod:`~bridgelaw.formats.pbn_tables`), so that a game
can read its sections without an import circle. :mod:`bridgelaw.formats.pbn_model`
re-exports them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Final

from bridgelaw.core.calls import Call, Contract, parse_contract
from bridgelaw.core.cards import Card
from bridgelaw.core.seats import Seat
from bridgelaw.errors import NotationError

__all__ = [
    "NO_PLAYERS",
    "Column",
    "PbnCall",
    "PbnCard",
    "PbnTable",
    "PbnTag",
    "PbnTrick",
    "Players",
    "TableRow",
    "new_tag",
    "new_trick",
    "unquote",
]

Players = tuple[str | None, str | None, str | None, str | None]
"""Player names indexed by :class:`Seat` (N, E, S, W); ``None`` where not given."""

NO_PLAYERS: Final[Players] = (None, None, None, None)


@dataclass(frozen=True, slots=True)
class PbnTag:
    """A tag pair and what follows it up to the next tag.

    :attr:`value` is the string as written, without quotes and with the
    escapes ``\\"`` and ``\\\\`` undone; ``"#"`` and ``"##..."`` are kept (the
    inherited value is in :attr:`PbnGame.inherited`).
    """

    name: str
    value: str
    section: tuple[str, ...] = ()
    """The section data after the tag (Auction calls, Play cards, table
    elements...), one token each, as written; comments among them are kept as
    tokens starting with ``{``, ``;`` or ``%``. Table elements that are strings
    keep their quotes."""
    comments: tuple[str, ...] = ()
    """Comments between the tag pair and its section data (``{...}``, ``;...``
    or ``%...`` escape lines), as written."""
    line: int = field(default=0, compare=False)
    """The line where the tag pair starts (1-based; 0 if unknown)."""
    section_lines: tuple[int, ...] = field(default=(), compare=False, repr=False)
    """The line of each token of :attr:`section` (empty if unknown)."""

    def token_line(self, index: int) -> int:
        """The line of section token ``index`` (the tag's line if unknown)."""
        if 0 <= index < len(self.section_lines):
            return self.section_lines[index]
        return self.line


class _TagSlots:
    """:class:`PbnTag`'s slots in its order, without its frozen ``__setattr__``: a tag is
    made here by plain attribute stores (the interpreter's quickest way to fill slots; a
    frozen dataclass's ``__init__`` costs three times as much), and then its class is set
    to :class:`PbnTag`, which Python allows between two classes of the same slots. The
    object made is a ``PbnTag`` like any other."""

    __slots__ = ("name", "value", "section", "comments", "line", "section_lines")  # noqa: RUF023

    def __init__(
        self,
        name: str,
        value: str,
        section: tuple[str, ...],
        comments: tuple[str, ...],
        line: int,
        section_lines: tuple[int, ...],
    ) -> None:
        self.name = name
        self.value = value
        self.section = section
        self.comments = comments
        self.line = line
        self.section_lines = section_lines
        self.__class__ = PbnTag  # type: ignore[assignment]


new_tag: Final[
    Callable[[str, str, tuple[str, ...], tuple[str, ...], int, tuple[int, ...]], PbnTag]
] = _TagSlots  # type: ignore[assignment]
"""``new_tag(name, value, section, comments, line, section_lines)``: the
``PbnTag(name, value, section, comments, line, section_lines)`` the reader makes, the
quick way (see :class:`_TagSlots`)."""


@dataclass(frozen=True, slots=True)
class PbnCall:
    """One call of the Auction section with its annotations, as written.

    :attr:`token` is ``"Pass"``, ``"X"``, ``"1NT"``..., ``"AP"`` (all pass),
    ``"-"`` (not this player's turn yet), ``"^S"`` (a call skipped by a call out
    of rotation) or ``"+"`` (the next call, to be made).
    """

    token: str
    call: Call | None
    """The call (``AP`` gives :data:`~bridgelaw.core.calls.PASS`); ``None`` for
    ``-``, ``^S`` and ``+``."""
    seat: Seat
    """The column's seat: the Auction tag's seat for the first token, then in rotation."""
    marks: str = ""
    """Irregularity marks: ``"I"`` for ``^I`` (insufficient bid accepted)."""
    suffix: str | None = None
    """``"!"``, ``"?"``, ``"!!"``, ``"??"``, ``"!?"`` or ``"?!"``."""
    note: int | None = None
    """The note reference ``=n=``."""
    note_text: str | None = None
    """The text of the auction's ``[Note "n:..."]`` for :attr:`note`."""
    nags: tuple[int, ...] = ()
    """Numeric annotation glyphs ``$n``, in the order written."""

    @property
    def alert(self) -> bool:
        """Alerted: the call has a note or the ``!`` suffix."""
        return self.note is not None or self.suffix == "!"


@dataclass(frozen=True, slots=True)
class PbnCard:
    """One card of the Play section with its annotations, as written.

    :attr:`token` is a card (``"SK"``), ``"-"`` (unknown or not played) or
    ``"+"`` (the next card, to be played).
    """

    token: str
    card: Card | None
    seat: Seat
    """The column's seat: the Play tag's seat for the first column."""
    marks: str = ""
    """``"R"`` for ``^R`` (a revoke), ``"L"`` for ``^L`` (a lead out of turn)."""
    suffix: str | None = None
    note: int | None = None
    note_text: str | None = None
    nags: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class PbnTrick:
    """One row of the Play section: the cards in columns, from :attr:`first` in rotation."""

    first: Seat
    cards: tuple[PbnCard, ...]
    line: int = field(default=0, compare=False)
    """The line of the row's first card."""

    def __getitem__(self, seat: Seat) -> PbnCard | None:
        """The entry in ``seat``'s column (``None`` if the row is short)."""
        index = (seat - self.first) & 3
        return self.cards[index] if index < len(self.cards) else None

    def __iter__(self) -> Iterator[PbnCard]:
        return iter(self.cards)

    def __len__(self) -> int:
        return len(self.cards)


_COLUMN: Final = re.compile(r"([+-]?)([^\\]*)(?:\\(\d+)([LR]?))?\Z")


@dataclass(frozen=True, slots=True)
class Column:
    """A column of a table, from its tag value: ``-Rank\\3R`` is column ``Rank``,
    ascending, at least 3 characters wide, right-aligned (PBN 2.1 §5.2)."""

    name: str
    width: int | None = None
    align: str | None = None
    """``"L"``, ``"R"`` or ``None`` (not given)."""
    order: str | None = None
    """``"+"`` (descending), ``"-"`` (ascending) or ``None``."""

    @classmethod
    def parse(cls, text: str) -> Column:
        """Read one column name token.

        :raises NotationError: a backslash not followed by a width.
        """
        match = _COLUMN.match(text)
        if match is None:
            raise NotationError(
                f"bad column {text!r}: a width specifier is a backslash, a number and"
                " optionally L or R (e.g. 'Score\\6R')"
            )
        order, name, width, align = match.groups()
        return cls(name, int(width) if width else None, align or None, order or None)

    def __str__(self) -> str:
        text = (self.order or "") + self.name
        if self.width is not None:
            text += f"\\{self.width}{self.align or ''}"
        return text


def unquote(cell: str) -> str:
    """A table element without its quotes (strings) or as is."""
    if len(cell) >= 2 and cell[0] == '"' and cell[-1] == '"':
        return cell[1:-1].replace('\\"', '"').replace("\\\\", "\\")
    return cell


_NUMBER: Final = re.compile(r"[+-]?(\d+\.?\d*|\.\d+)\Z")


@dataclass(frozen=True, slots=True)
class TableRow:
    """One row of a table: its elements as written (strings keep their quotes)."""

    cells: tuple[str, ...]
    columns: tuple[Column, ...] = field(repr=False)
    line: int = field(default=0, compare=False)

    def index(self, name: str) -> int:
        """The position of column ``name``.

        :raises KeyError: no such column.
        """
        for i, column in enumerate(self.columns):
            if column.name == name:
                return i
        raise KeyError(name)

    def __getitem__(self, key: str | int) -> str:
        """The element of a column (by name or position), without quotes."""
        index = key if isinstance(key, int) else self.index(key)
        return unquote(self.cells[index])

    def get(self, name: str) -> str | None:
        """The element of column ``name`` without quotes; ``None`` if there is no such
        column or the element is unknown (``?``) or irrelevant (``-``)."""
        try:
            value = self[name]
        except (KeyError, IndexError):
            return None
        return None if value in ("-", "?", "") else value

    def as_dict(self) -> dict[str, str]:
        """Column name to element (without quotes)."""
        return {c.name: unquote(v) for c, v in zip(self.columns, self.cells, strict=False)}

    def number(self, name: str) -> float | None:
        """The element as a number (an artificial score's ``^`` is ignored); ``None``
        if missing, ``-``, ``?`` or not a number."""
        value = self.get(name)
        if value is None:
            return None
        value = value.removeprefix("^")
        return float(value) if _NUMBER.match(value) else None

    def integer(self, name: str) -> int | None:
        """The element as an integer; ``None`` if missing or not an integer."""
        value = self.number(name)
        return int(value) if value is not None and value == int(value) else None

    def seat(self, name: str = "Declarer") -> Seat | None:
        """The element as a seat (``N``, ``E``, ``S``, ``W``); ``None`` if missing."""
        value = self.get(name)
        if value is None:
            return None
        try:
            return Seat.parse(value.removeprefix("^"))
        except NotationError:
            return None

    def contract(self, name: str = "Contract", declarer: str = "Declarer") -> Contract | None:
        """The element as a contract, with the declarer from column ``declarer``;
        ``None`` if missing or passed out (see :meth:`passed_out`).

        :raises NotationError: not a contract.
        """
        value = self.get(name)
        if value is None:
            return None
        return parse_contract(value, declarer=self.seat(declarer))

    def passed_out(self, name: str = "Contract") -> bool:
        """Whether the contract element says all four passed."""
        value = self.get(name)
        return value is not None and value.upper() in ("PASS", "P", "AP")


class _TrickSlots:
    """:class:`PbnTrick`'s slots in its order, to make a trick quickly (see
    :class:`_TagSlots`)."""

    __slots__ = ("first", "cards", "line")  # noqa: RUF023 (PbnTrick's order)

    def __init__(self, first: Seat, cards: tuple[PbnCard, ...], line: int) -> None:
        self.first = first
        self.cards = cards
        self.line = line
        self.__class__ = PbnTrick  # type: ignore[assignment]


new_trick: Final[Callable[[Seat, tuple[PbnCard, ...], int], PbnTrick]] = _TrickSlots  # type: ignore[assignment]
"""``new_trick(first, cards, line)``: ``PbnTrick(first, cards, line)`` made the quick
way (see :class:`_TagSlots`)."""

assert _TagSlots.__slots__ == PbnTag.__slots__ and _TrickSlots.__slots__ == PbnTrick.__slots__


@dataclass(frozen=True, slots=True)
class PbnTable:
    """A table section (``ScoreTable``, ``OptimumResultTable``... PBN 2.1 §5.2)."""

    name: str
    columns: tuple[Column, ...]
    rows: tuple[TableRow, ...]
    line: int = field(default=0, compare=False)

    def column(self, name: str) -> Column | None:
        """The column called ``name``, if any."""
        for column in self.columns:
            if column.name == name:
                return column
        return None

    def values(self, name: str) -> list[str]:
        """Column ``name``'s elements, row by row, without quotes.

        :raises KeyError: no such column.
        """
        index = [c.name for c in self.columns].index(name) if self.column(name) else -1
        if index < 0:
            raise KeyError(name)
        return [unquote(row.cells[index]) for row in self.rows if index < len(row.cells)]

    def __iter__(self) -> Iterator[TableRow]:
        return iter(self.rows)

    def __len__(self) -> int:
        return len(self.rows)
