"""The records the PBN reader makes: tags, call and card units, tables, games.

A :class:`PbnGame` keeps what the file says as written (tag names and values,
the tokens of the Auction, Play and table sections, comments) so that it can
be written back, plus the values read from it (board, contract, auction...).
The values are computed by the reader and are not compared: two games are
equal when their text content is.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Final

from bridgelaw.core.board import Board
from bridgelaw.core.calls import Call, Contract, parse_contract
from bridgelaw.core.cards import Card
from bridgelaw.core.deal import Deal
from bridgelaw.core.seats import Seat, Vulnerability
from bridgelaw.errors import NotationError
from bridgelaw.formats.records import AnnotatedCall

__all__ = [
    "Column",
    "PbnCall",
    "PbnCard",
    "PbnGame",
    "PbnTable",
    "PbnTag",
    "PbnTrick",
    "Players",
    "TableRow",
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


@dataclass(frozen=True, slots=True)
class PbnGame:
    """One game of a PBN file: one board at one table (or a hand record).

    :attr:`tags` (with :attr:`prelude`, :attr:`trailer` and :attr:`inherited`)
    are the content of the game as written; they are what is compared and what
    :func:`~bridgelaw.formats.pbn.dumps` writes. The other fields are read from
    them by the reader and are not compared.
    """

    tags: tuple[PbnTag, ...]
    """The tag pairs in file order, each with its section data and comments."""
    prelude: tuple[str, ...] = ()
    """What comes before the first tag: ``%`` lines, comments, ``""`` for an empty line."""
    trailer: tuple[str, ...] = ()
    """Comments and ``%`` lines after the last game of a file (last game only)."""
    inherited: tuple[tuple[str, str], ...] = ()
    """Values this game takes from earlier games: tags written ``"#"`` (PBN 2.1 §4.8),
    tags absent here but set with ``"##..."`` before, and (when read tolerantly) the
    board tags a second-room game leaves out."""
    source: str = field(default="<string>", compare=False)
    line: int = field(default=0, compare=False)
    """The line of the game's first tag."""
    notes: tuple[str, ...] = field(default=(), compare=False)
    """Oddities the reader tolerated, each starting with ``"line N: "``."""
    board: Board | None = field(default=None, compare=False)
    """Number, dealer, vulnerability and deal; ``None`` without a board number."""
    dealer: Seat | None = field(default=None, compare=False)
    vulnerability: Vulnerability | None = field(default=None, compare=False)
    deal: Deal | None = field(default=None, compare=False)
    players: Players = field(default=NO_PLAYERS, compare=False)
    contract: Contract | None = field(default=None, compare=False)
    """The contract with its declarer; ``None`` if passed out or not given."""
    declarer: Seat | None = field(default=None, compare=False)
    """The declarer (for ``"^S"``, declarer and dummy swapped, the seat after ``^``)."""
    passed_out: bool = field(default=False, compare=False)
    result: int | None = field(default=None, compare=False)
    """Tricks taken by declarer's side, as recorded."""
    score_ns: int | None = field(default=None, compare=False)
    """The ``Score`` tag as North-South's score."""
    play_end: str = field(default="", compare=False)
    """How the Play section ends: ``"*"``, ``"+"`` (to be continued) or ``""``."""
    version: tuple[int, int] | None = field(default=None, compare=False)
    """The PBN version the file declares (``% PBN 2.1``), if any."""
    export: bool = field(default=False, compare=False)
    """Whether the file declares export format (``% EXPORT``)."""
    _cache: dict[str, object] = field(default_factory=dict, init=False, compare=False, repr=False)

    # Sections --------------------------------------------------------------------------

    def _moves(
        self,
    ) -> tuple[
        tuple[PbnCall, ...] | None, tuple[AnnotatedCall, ...] | None, tuple[PbnTrick, ...] | None
    ]:
        cached = self._cache.get("moves")
        if cached is None:
            from bridgelaw.formats.pbn_reader import read_moves

            cached = self._cache["moves"] = read_moves(self)
        return cached  # type: ignore[return-value]

    @property
    def calls(self) -> tuple[PbnCall, ...] | None:
        """The Auction section as written (with ``-`` and ``AP`` units); ``None``
        without one."""
        return self._moves()[0]

    @property
    def auction(self) -> tuple[AnnotatedCall, ...] | None:
        """The calls in order from the dealer's, ``AP`` spelt out as passes, note texts
        as explanations; ``None`` without an Auction section."""
        return self._moves()[1]

    @property
    def play(self) -> tuple[PbnTrick, ...] | None:
        """The Play section as written: one row of four columns per trick, the first
        column the Play tag's seat; ``None`` without a Play section."""
        return self._moves()[2]

    # Tags ------------------------------------------------------------------------------

    def tag(self, name: str) -> PbnTag | None:
        """The first tag pair called ``name``, if any."""
        for tag in self.tags:
            if tag.name == name:
                return tag
        return None

    def get(self, name: str) -> str | None:
        """The value of tag ``name`` with inheritance resolved (``"#"``, ``"##"``);
        ``None`` if the game has no such tag and inherits none."""
        inherited = dict(self.inherited)
        tag = self.tag(name)
        if tag is not None:
            if tag.value.startswith("##"):
                return tag.value[2:]
            if tag.value == "#":
                return inherited.get(name, "")
            return tag.value
        return inherited.get(name)

    def __getitem__(self, name: str) -> str:
        """Like :meth:`get`, but a missing tag raises :class:`KeyError`."""
        value = self.get(name)
        if value is None:
            raise KeyError(name)
        return value

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self.get(name) is not None

    def player(self, seat: Seat) -> str | None:
        """The name in the tag of ``seat`` (``North``...), if given."""
        return self.players[seat]

    def note_texts(self, section: str) -> dict[int, str]:
        """The ``[Note "n:text"]`` tags of ``"Auction"`` or ``"Play"``: number to text."""
        notes: dict[int, str] = {}
        current = ""
        for tag in self.tags:
            if tag.name == "Note":
                if current == section:
                    number, _, text = tag.value.partition(":")
                    if number.strip().isdigit():
                        notes.setdefault(int(number), text.strip())
            else:
                current = tag.name
        return notes

    # Tables ----------------------------------------------------------------------------

    def tables(self) -> dict[str, PbnTable]:
        """Every table section (tags whose name ends in ``Table``) by name."""
        from bridgelaw.formats.pbn_tables import read_table

        out: dict[str, PbnTable] = {}
        for tag in self.tags:
            if tag.name.endswith("Table") and tag.name not in out:
                out[tag.name] = read_table(tag, self.get(tag.name) or "")
        return out

    def table(self, name: str) -> PbnTable | None:
        """The table section ``name`` (e.g. ``"ScoreTable"``), if any."""
        from bridgelaw.formats.pbn_tables import read_table

        tag = self.tag(name)
        return None if tag is None else read_table(tag, self.get(name) or "")
