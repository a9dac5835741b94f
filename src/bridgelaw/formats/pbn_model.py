"""The records the PBN reader makes: tags, call and card units, tables, games.

A :class:`PbnGame` keeps what the file says as written (tag names and values,
the tokens of the Auction, Play and table sections, comments) so that it can
be written back, plus the values read from it (board, contract, auction...).
The values are computed by the reader and are not compared: two games are
equal when their text content is.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Final

from bridgelaw.core.board import Board
from bridgelaw.core.calls import Contract
from bridgelaw.core.deal import Deal
from bridgelaw.core.seats import Seat, Vulnerability
from bridgelaw.formats.pbn_moves import read_moves
from bridgelaw.formats.pbn_tables import read_table
from bridgelaw.formats.pbn_units import (
    NO_PLAYERS,
    Column,
    PbnCall,
    PbnCard,
    PbnTable,
    PbnTag,
    PbnTrick,
    Players,
    TableRow,
    unquote,
)
from bridgelaw.formats.pbn_values import note_parts
from bridgelaw.formats.records import AnnotatedCall

__all__ = [
    "CALLS_LATER",
    "NO_PLAYERS",
    "Column",
    "PbnCall",
    "PbnCard",
    "PbnGame",
    "PbnTable",
    "PbnTag",
    "PbnTrick",
    "Players",
    "TableRow",
    "new_game",
    "unquote",
]


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
    _text: str | None = field(default=None, init=False, compare=False, repr=False)
    """The game's text exactly as read (from its first line to the next game's, so with
    the empty lines after it; the last game's runs to the end of the file). Only the
    reader sets it, and :func:`dataclasses.replace` does not copy it: a game the user
    changed is written anew, an unchanged one as it was (:func:`~bridgelaw.formats.pbn.dumps`)."""

    @property
    def text_as_read(self) -> str | None:
        """The game's text exactly as the reader found it, or ``None`` for a game built or
        changed since (see :func:`~bridgelaw.formats.pbn.dumps`)."""
        return self._text

    # Sections --------------------------------------------------------------------------

    def _moves(
        self,
    ) -> tuple[
        tuple[PbnCall, ...] | None, tuple[AnnotatedCall, ...] | None, tuple[PbnTrick, ...] | None
    ]:
        cached = self._cache.get("moves")
        if cached is None:
            cached = self._cache["moves"] = read_moves(self)
        return cached  # type: ignore[return-value]

    @property
    def calls(self) -> tuple[PbnCall, ...] | None:
        """The Auction section as written (with ``-`` and ``AP`` units); ``None``
        without one."""
        moves = self._moves()
        if self._cache.pop(CALLS_LATER, False):  # the reader left them for when asked
            calls = read_moves(self)[0]
            moves = self._cache["moves"] = (calls, moves[1], moves[2])
        return moves[0]

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
                number, text, _ = note_parts(tag.value) if current == section else (None, "", "")
                if number is not None:  # read as the reader reads it (it notes any problem)
                    notes.setdefault(number, text.strip())
            else:
                current = tag.name
        return notes

    # Tables ----------------------------------------------------------------------------

    def tables(self) -> dict[str, PbnTable]:
        """Every table section (tags whose name ends in ``Table``) by name."""
        out: dict[str, PbnTable] = {}
        for tag in self.tags:
            if tag.name.endswith("Table") and tag.name not in out:
                out[tag.name] = read_table(tag, self.get(tag.name) or "")
        return out

    def table(self, name: str) -> PbnTable | None:
        """The table section ``name`` (e.g. ``"ScoreTable"``), if any."""
        tag = self.tag(name)
        return None if tag is None else read_table(tag, self.get(name) or "")


CALLS_LATER: Final = "calls later"
"""The key in a game's cache (its value ``True``) of a reader that read the auction and
play of the game's sections but left the units as written (:attr:`PbnGame.calls`) to be
made when first asked for."""


class _GameSlots:
    """:class:`PbnGame`'s slots in its order, to make a game quickly (see
    :class:`~bridgelaw.formats.pbn_units.new_tag`): filled by plain attribute stores,
    then given its class, :class:`PbnGame`."""

    __slots__ = (  # noqa: RUF023 (PbnGame's order: the layouts must be the same)
        "tags", "prelude", "trailer", "inherited", "source", "line", "notes", "board", "dealer",
        "vulnerability", "deal", "players", "contract", "declarer", "passed_out", "result",
        "score_ns", "play_end", "version", "export", "_cache", "_text",
    )  # fmt: skip

    def __init__(
        self,
        tags: tuple[PbnTag, ...],
        prelude: tuple[str, ...],
        inherited: tuple[tuple[str, str], ...],
        source: str,
        line: int,
        notes: tuple[str, ...],
        board: Board | None,
        dealer: Seat | None,
        vulnerability: Vulnerability | None,
        deal: Deal | None,
        players: Players,
        contract: Contract | None,
        declarer: Seat | None,
        passed_out: bool,
        result: int | None,
        score_ns: int | None,
        play_end: str,
        version: tuple[int, int] | None,
        export: bool,
    ) -> None:
        self.tags = tags
        self.prelude = prelude
        self.trailer = ()
        self.inherited = inherited
        self.source = source
        self.line = line
        self.notes = notes
        self.board = board
        self.dealer = dealer
        self.vulnerability = vulnerability
        self.deal = deal
        self.players = players
        self.contract = contract
        self.declarer = declarer
        self.passed_out = passed_out
        self.result = result
        self.score_ns = score_ns
        self.play_end = play_end
        self.version = version
        self.export = export
        self._cache: dict[str, object] = {}
        self._text: str | None = None
        self.__class__ = PbnGame  # type: ignore[assignment]


assert _GameSlots.__slots__ == PbnGame.__slots__

new_game: Final[Callable[..., PbnGame]] = _GameSlots  # type: ignore[assignment]
"""``new_game(tags, prelude, inherited, source, line, notes, board, dealer,
vulnerability, deal, players, contract, declarer, passed_out, result, score_ns,
play_end, version, export)``: ``PbnGame(...)`` with these fields (no trailer, an empty
cache, no text as read), made the quick way for the reader: a frozen dataclass's
``__init__`` sets its 22 fields through ``object.__setattr__``, which costs more than
the rest of a plain game's record; here they are stored as :class:`_GameSlots` stores
them, so the object is the same."""
