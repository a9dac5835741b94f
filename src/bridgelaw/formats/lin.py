"""LIN, Bridge Base Online's format: read, write, and keep every byte.

A LIN text is a stream of ``tag|value|`` pairs (see
:mod:`bridgelaw.formats.lin_tokens`). :func:`loads` cuts it into one
:class:`LinRecord` per board played at one table:

* a BBO "my hands" file holds one board per line, each starting with ``pn``;
* a vugraph archive starts with a header (``vg`` event and teams, ``rs``
  results, ``pn`` players of both rooms), then each table opens with
  ``qx|o1|`` (open room, board 1) or ``qx|c1|`` (closed room).

The tags and where their values go:

======  ===========================================  ================================
tag     meaning                                      on :class:`LinRecord`
======  ===========================================  ================================
``pn``  player names, S, W, N, E (8 in vugraph)      :attr:`~LinRecord.players`
``md``  dealer digit (1 S, 2 W, 3 N, 4 E) and hands  :attr:`~LinRecord.dealer`, ``deal``
``sv``  vulnerability: ``o``/``0``/``-``, n, e, b    :attr:`~LinRecord.vulnerability`
``ah``  heading, ``Board 12``                        :attr:`~LinRecord.board_name`
``qx``  table: ``o12`` open room board 12, ``c12``   :attr:`~LinRecord.room`, number
``mb``  a call (``1N``, ``p``, ``d``, ``r``; ``!``)  :attr:`~LinRecord.auction`
``an``  explanation of the call before it            ``auction[i].explanation``
``pc``  a card played                                :attr:`~LinRecord.play`
``mc``  claim: declarer's side's total tricks        :attr:`~LinRecord.claim`
``nt``  commentary                                   :attr:`~LinRecord.commentary`
``vg``  vugraph event, segment, scoring, teams       :attr:`~LinRecord.vugraph`
``rs``  results, per board open then closed room     :attr:`~LinRecord.recorded`
``bn``  the boards the ``rs`` list is ordered by     (used for ``recorded``)
other   ``st``, ``rh``, ``pg``, ``pw``, ``mp``,      kept verbatim: :meth:`~LinRecord.values`
        ``sk``, ``pf``, unknown tags
======  ===========================================  ================================

Each record keeps its tokens exactly as written (white space and line breaks
included) and the header it shares with the other records of its section, so
that ``dumps(loads(text)) == text``. Its typed fields (deal, auction, play...)
are read from the tokens when it is made; a value that cannot be read (a
malformed deal, an unknown card, a bad call) raises
:class:`~bridgelaw.errors.FormatError` naming the file, line and board. Oddities
that do not prevent reading are noted in :attr:`LinRecord.notes` (or raise too
with ``strict=True``).

>>> records = loads("pn|S,W,N,E|st||md|3SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,"
...                 "|ah|Board 1|sv|o|mb|7S|mb|p|mb|p|mb|p|pc|HA|mc|13|")
>>> rec = records[0]
>>> rec.board_number, rec.dealer, rec.player(Seat.NORTH), str(rec.auction[0].call), rec.claim
(1, <Seat.NORTH: 0>, 'N', '7S', 13)
>>> dumps(records) == "pn|S,W,N,E|st||md|3SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,"\\
...     "|ah|Board 1|sv|o|mb|7S|mb|p|mb|p|mb|p|pc|HA|mc|13|"
True
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import BinaryIO, Final, TextIO

from bridgelaw.core.cards import Card
from bridgelaw.core.deal import Deal
from bridgelaw.core.seats import Seat, Vulnerability
from bridgelaw.errors import FormatError, NotationError
from bridgelaw.formats.lin_plain import (
    PLAIN_ACTIONS,
    PLAIN_SETUP,
    explained,
    first_action,
    plain_call,
    plain_calls,
    plain_cards,
)
from bridgelaw.formats.lin_tokens import LinToken, join_tokens, tokenize, valid_name
from bridgelaw.formats.lin_values import (
    LIN_SEATS,
    RsEntry,
    VugraphHeader,
    parse_ah,
    parse_card,
    parse_claim,
    parse_md,
    parse_pn,
    parse_qx,
    parse_rs,
    parse_rs_entry,
    parse_sv,
    parse_vg,
)
from bridgelaw.formats.records import AnnotatedCall
from bridgelaw.formats.source import FileRead, collector_paused, decode, nothing_read, read_text

__all__ = ["LinRecord", "dump", "dumps", "load", "loads", "read_file"]

Players = tuple[str | None, str | None, str | None, str | None]
_NO_PLAYERS: Final[Players] = (None, None, None, None)

_SETUP_TAGS: Final = frozenset({"pn", "st", "rh", "ah", "sv"})
"""Tags that may come before ``md`` in a board that does not open with ``qx``."""
_SMALL: Final = 1 << 16
"""A text this short (a BBO file of one table is about 500 characters) makes too few
objects for the cyclic collector's pause (:func:`collector_paused`) to pay."""
PLAIN_BOARDS = True
"""Whether :func:`loads` reads a plain board each value by its tag at once
(:meth:`_Context.read_plain`) before going pair by pair (the tests turn it off to compare)."""

_MOJIBAKE: Final = re.compile("[\u00c2-\u00df][\u0080-\u00bf]")
_TEXT_TAGS: Final = frozenset({"pn", "nt", "an", "vg", "ah"})


@dataclass(frozen=True, slots=True)
class LinRecord:
    """One board played at one table, as a LIN file records it.

    :attr:`tokens` (with :attr:`header` and :attr:`trailer`) are the exact
    text; the other fields are read from them by :func:`loads` (or
    :meth:`from_tokens`) and are never set independently. :attr:`source` and
    :attr:`line` say where the record was read and are not compared.
    """

    tokens: tuple[LinToken, ...] = field(repr=False)
    """The record's own pairs, in file order, from the one that opens the board
    (``qx``, or the ``pn``/``st`` before ``md``) to the one before the next board."""
    header: tuple[LinToken, ...] = field(default=(), repr=False)
    """The pairs written before the first board of the record's section (a vugraph
    ``vg``/``rs``/``pn`` header); shared by every record of the section."""
    starts_section: bool = False
    """Whether the header is written just before this record in the file."""
    trailer: str = ""
    """Text after the last pair of the file (only on a file's last record)."""
    source: str = field(default="<string>", compare=False)
    line: int = field(default=0, compare=False)
    board_number: int | None = None
    """From ``qx`` (``o12`` is board 12) or else from ``ah`` (``Board 12``)."""
    board_name: str | None = None
    """The ``ah`` heading as written, e.g. ``"Board 12"``."""
    room: str | None = None
    """``"o"`` (open) or ``"c"`` (closed) from ``qx``; ``None`` without ``qx``."""
    dealer: Seat | None = None
    deal: Deal | None = None
    vulnerability: Vulnerability | None = None
    players: Players = _NO_PLAYERS
    """Player names indexed by :class:`Seat` (N, E, S, W); ``None`` where not given."""
    auction: tuple[AnnotatedCall, ...] = ()
    """The ``mb`` calls; ``!`` sets ``alert``, a following ``an`` the ``explanation``."""
    play: tuple[Card, ...] = ()
    """The ``pc`` cards in the order played."""
    claim: int | None = None
    """The ``mc`` value: total tricks for declarer's side agreed by claim."""
    commentary: tuple[str, ...] = ()
    """The ``nt`` texts in order."""
    vugraph: VugraphHeader | None = None
    """The section's ``vg`` header, if any."""
    recorded: RsEntry | None = None
    """This board and room's entry of the section's ``rs`` list, if any."""
    notes: tuple[str, ...] = ()
    """Oddities the reader tolerated, each starting with ``"line N: "``."""

    # Raw access ----------------------------------------------------------------------------

    def values(self, tag: str) -> tuple[str, ...]:
        """The values of the record's own pairs with this tag, in order."""
        key = tag.lower()
        return tuple(t.value for t in self.tokens if t.name == key)

    def value(self, tag: str) -> str | None:
        """The value of the first pair with this tag in the record, else in its header."""
        key = tag.lower()
        for token in (*self.tokens, *self.header):
            if token.name == key:
                return token.value
        return None

    def player(self, seat: Seat) -> str | None:
        """The name of the player at ``seat``, or ``None``."""
        return self.players[seat]

    @property
    def text(self) -> str:
        """The record's own text (without its header)."""
        return join_tokens(self.tokens) + self.trailer

    @property
    def label(self) -> str:
        """How errors and notes name the board: ``"board 3 (open)"``, ``"board ?"``."""
        number = "?" if self.board_number is None else str(self.board_number)
        room = {"o": " (open)", "c": " (closed)"}.get(self.room or "", "")
        return f"board {number}{room}"

    @classmethod
    def from_tokens(
        cls,
        tokens: Sequence[LinToken],
        *,
        header: Sequence[LinToken] = (),
        source: str = "<string>",
        strict: bool = False,
    ) -> LinRecord:
        """Make a record from pairs (and the header pairs that precede it).

        :raises FormatError: a value cannot be read (or, if ``strict``, anything odd).
        """
        context = _Context(source, strict)
        context.read_header(tuple(header))
        return context.read_record(tuple(tokens), tuple(header), bool(header), "")


# Reading ------------------------------------------------------------------------------------


class _Context:
    """What carries from one record to the next while reading a file."""

    def __init__(self, source: str, strict: bool) -> None:
        self.source = source
        self.strict = strict
        self.names: tuple[str, ...] = ()
        self.vugraph: VugraphHeader | None = None
        self.rs: tuple[str, ...] | None = None
        self.boards: tuple[str, ...] | None = None
        self.pending: list[str] = []
        self.mojibake = True
        """Whether the text may hold double-encoded text (:meth:`check_text` looks)."""

    def note(self, notes: list[str], line: int, message: str, rule: str, label: str = "") -> None:
        """Record an oddity (or raise it when strict)."""
        where = f"{label}: " if label else ""
        if self.strict:
            raise FormatError(where + message, source=self.source, line=line, rule=rule)
        notes.append(f"line {line}: {where}{message}")

    def fail(self, token: LinToken, label: str, message: str) -> FormatError:
        """The error for a value that cannot be read."""
        return FormatError(
            f"{label}: {token.name}|{token.value}|: {message}",
            source=self.source,
            line=token.line,
            rule=f"LIN {token.name}",
        )

    def read_header(self, header: tuple[LinToken, ...]) -> None:
        """Take the section's ``vg``, ``rs`` and ``pn`` (notes go to its first record)."""
        self.vugraph, self.rs, self.boards = None, None, None
        for token in header:
            self._read_shared(token, self.pending, "header")
        self.check_text(header, self.pending, "header")

    def _read_shared(self, token: LinToken, notes: list[str], label: str) -> None:
        name = token.name
        if name == "vg":
            self.vugraph, vg_notes = parse_vg(token.value)
            for message in vg_notes:
                self.note(notes, token.line, message, "LIN vg", label)
        elif name == "rs":
            self.rs = parse_rs(token.value)
        elif name == "bn":
            self.boards = tuple(part.strip() for part in token.value.split(","))
        elif name == "pn":
            self.names = parse_pn(token.value)
            if len(self.names) not in (4, 8):
                self.note(notes, token.line, f"pn gives {len(self.names)} names", "LIN pn", label)
        elif not token.is_valid_name:
            self.note(notes, token.line, f"{token.tag!r} is not a LIN tag", "LIN tag", label)

    def check_text(self, tokens: Sequence[LinToken], notes: list[str], label: str) -> None:
        """Note text that looks double-encoded (once for all of ``tokens``)."""
        if not self.mojibake:
            return
        odd = [t for t in tokens if t.name in _TEXT_TAGS and _MOJIBAKE.search(t.value)]
        if odd:
            sample = _MOJIBAKE.search(odd[0].value)
            tags = "/".join(sorted({t.name for t in odd}))
            message = (
                f"{len(odd)} {tags} text(s) look like UTF-8 read as Latin-1"
                f" (e.g. {sample.group(0) if sample else ''!r}): kept as written"
            )
            self.note(notes, odd[0].line, message, "LIN text", label)

    def read_record(
        self, tokens: tuple[LinToken, ...], header: tuple[LinToken, ...], starts: bool, trailer: str
    ) -> LinRecord:
        """Interpret one board's tokens."""
        notes: list[str] = []
        if starts:
            notes.extend(self.pending)
            self.pending = []
        room, number, board_name, label = self._identify(tokens, notes)
        dealer: Seat | None = None
        deal: Deal | None = None
        vulnerability: Vulnerability | None = None
        names = self.names
        calls: list[AnnotatedCall] = []
        play: list[Card] = []
        claim: int | None = None
        commentary: list[str] = []
        last_action = ""
        add_card = play.append
        for token in tokens:
            name = token.name
            try:
                if name == "pc":  # the most frequent pairs first
                    add_card(parse_card(token.value))
                    last_action = name
                    continue
                if name == "mb":
                    calls.append(plain_call(token.value))
                    last_action = name
                    continue
                if name == "md":
                    dealer, deal, md_notes = parse_md(token.value)
                    for message in md_notes:
                        self.note(notes, token.line, message, "LIN md", label)
                elif name == "sv":
                    vulnerability = parse_sv(token.value)
                elif name == "an":
                    if last_action != "mb":
                        self.note(notes, token.line, "an| follows no call", "LIN an", label)
                    else:
                        calls[-1] = explained(calls[-1], token.value)
                elif name == "mc":
                    if claim is not None:
                        self.note(notes, token.line, "a second claim (mc)", "LIN mc", label)
                    claim = parse_claim(token.value)
                elif name == "nt":
                    commentary.append(token.value)
                elif name in ("vg", "rs", "bn", "pn") or not valid_name(name):
                    self._read_shared(token, notes, label)
                    if name == "pn" and not calls and not play:
                        names = self.names
            except NotationError as err:
                raise self.fail(token, label, str(err)) from err
            if name == "mc":
                last_action = name
        self.check_text(tokens, notes, label)
        if deal is None:
            self.note(notes, _first_line(tokens), "no deal (md)", "LIN md", label)
        recorded = self._recorded(number, room, notes, _first_line(tokens), label)
        board = (number, board_name, room, dealer, deal, vulnerability)
        where, done = (tokens, header, starts, trailer), (calls, play, claim, commentary)
        return self._made(where, board, names, done, recorded, notes)

    def read_plain(
        self,
        tokens: tuple[LinToken, ...],
        names: list[str],
        header: tuple[LinToken, ...],
        starts: bool,
        trailer: str,
    ) -> LinRecord | None:
        """:meth:`read_record` for a plain board (:mod:`~bridgelaw.formats.lin_plain`),
        each value taken by its tag at once: the same record, or ``None`` for a board that
        is not plain or where anything would be noted or fail (:meth:`read_record` then
        reads it pair by pair, and says why)."""
        start = first_action(names)
        setup = names[:start]  # pn, st, md, rh, ah, sv: each once
        tags = set(setup)
        if len(tags) != start or "md" not in tags or not tags <= PLAIN_SETUP:
            return None
        actions = set(names[start:])
        if not actions <= PLAIN_ACTIONS:
            return None
        claim: int | None = None
        try:
            if "mc" in actions:
                last = names[::-1]
                if last.count("mc") > 1:
                    return None
                claim = parse_claim(tokens[len(names) - 1 - last.index("mc")].value)
            dealer, deal, md_notes = parse_md(tokens[setup.index("md")].value)
            players = parse_pn(tokens[setup.index("pn")].value) if "pn" in tags else self.names
            vulnerability = parse_sv(tokens[setup.index("sv")].value) if "sv" in tags else None
            play = plain_cards([t.value for t in tokens if t.name == "pc"])
            texts = "an" in actions
            calls = plain_calls(tokens, texts) if "mb" in actions or texts else []
        except NotationError:
            return None
        if md_notes or len(players) not in (4, 8) or calls is None:
            return None
        board_name = number = None
        if "ah" in tags:
            board_name = tokens[setup.index("ah")].value
            number = parse_ah(board_name)
        notes: list[str] = []
        if starts:
            notes.extend(self.pending)
            self.pending = []
        if self.mojibake:
            self.check_text(tokens, notes, f"board {number if number is not None else '?'}")
        self.names = players
        commentary: tuple[str, ...] = ()
        if "nt" in tags or "nt" in actions:
            commentary = tuple([t.value for t in tokens if t.name == "nt"])
        board = (number, board_name, None, dealer, deal, vulnerability)
        where, done = (tokens, header, starts, trailer), (calls, play, claim, commentary)
        return self._made(where, board, players, done, None, notes)

    def _made(
        self,
        where: tuple[tuple[LinToken, ...], tuple[LinToken, ...], bool, str],
        board: tuple[
            int | None, str | None, str | None, Seat | None, Deal | None, Vulnerability | None
        ],
        names: tuple[str, ...],
        actions: tuple[Sequence[AnnotatedCall], Sequence[Card], int | None, Sequence[str]],
        recorded: RsEntry | None,
        notes: list[str],
    ) -> LinRecord:
        """The record of a board read: ``where`` (its tokens, its section's header, whether
        the header is written before it, the text after it), ``board`` (number, heading,
        room, dealer, deal, vulnerability), the ``pn`` ``names`` in force, ``actions``
        (calls, cards, claim, commentary), the ``rs`` entry, the notes."""
        tokens, header, starts, trailer = where
        calls, play, claim, commentary = actions
        number, board_name, room, dealer, deal, vulnerability = board
        return LinRecord(
            tokens=tokens,
            header=header,
            starts_section=starts and bool(header),
            trailer=trailer,
            source=self.source,
            line=_first_line(tokens),
            board_number=number,
            board_name=board_name,
            room=room,
            dealer=dealer,
            deal=deal,
            vulnerability=vulnerability,
            players=_players(names, room),
            auction=tuple(calls),
            play=tuple(play),
            claim=claim,
            commentary=tuple(commentary),
            vugraph=self.vugraph,
            recorded=recorded,
            notes=tuple(notes),
        )

    def _identify(
        self, tokens: tuple[LinToken, ...], notes: list[str]
    ) -> tuple[str | None, int | None, str | None, str]:
        """Room, board number, heading, and the label for messages, from ``qx``/``ah``."""
        room: str | None = None
        qx_number: int | None = None
        ah_number: int | None = None
        board_name: str | None = None
        ah_line = 0
        for token in tokens:
            if token.name == "qx" and room is None and qx_number is None:
                room, qx_number = parse_qx(token.value)
            elif token.name == "ah" and board_name is None:
                board_name, ah_number, ah_line = token.value, parse_ah(token.value), token.line
        number = qx_number if qx_number is not None else ah_number
        label = f"board {number if number is not None else '?'}"
        if room in ("o", "c"):
            label += " (open)" if room == "o" else " (closed)"
        if qx_number is not None and ah_number is not None and qx_number != ah_number:
            message = f"qx says board {qx_number} but ah says {board_name!r}"
            self.note(notes, ah_line, message, "LIN ah", label)
        return room, number, board_name, label

    def _recorded(
        self, number: int | None, room: str | None, notes: list[str], line: int, label: str
    ) -> RsEntry | None:
        """This table's entry of the ``rs`` list: board by board (in the order of the
        ``bn`` list if there is one, else from the ``vg`` first board), open room then closed."""
        if self.rs is None or number is None or room not in ("o", "c"):
            return None
        if self.boards is not None:
            if str(number) not in self.boards:
                self.note(notes, line, f"board {number} is not in the bn list", "LIN bn", label)
                return None
            place = self.boards.index(str(number))
        elif self.vugraph is not None and self.vugraph.first_board is not None:
            place = number - self.vugraph.first_board
        else:
            self.note(notes, line, "rs list without a vg board range", "LIN rs", label)
            return None
        index = 2 * place + (room == "c")
        if not 0 <= index < len(self.rs):
            message = f"rs has {len(self.rs)} entries, none for this table (entry {index + 1})"
            self.note(notes, line, message, "LIN rs", label)
            return None
        text = self.rs[index]
        if not text.strip():
            return None
        try:
            return parse_rs_entry(text)
        except NotationError as err:
            self.note(notes, line, f"rs entry {index + 1}: {err}", "LIN rs", label)
            return None


def _first_line(tokens: tuple[LinToken, ...]) -> int:
    return tokens[0].line if tokens else 0


def _players(names: tuple[str, ...], room: str | None) -> Players:
    """Names by seat from a ``pn`` list (eight names: open room then closed room)."""
    if len(names) >= 8 and room == "c":
        names = names[4:8]
    if len(names) >= 4:  # S, W, N, E
        return (names[2] or None, names[3] or None, names[0] or None, names[1] or None)
    by_seat: list[str | None] = [None, None, None, None]
    for seat, name in zip(LIN_SEATS, names, strict=False):
        by_seat[seat] = name or None
    return (by_seat[0], by_seat[1], by_seat[2], by_seat[3])


_MARKS: Final = frozenset({"vg", "qx", "md"})
"""The tags where a board or a section may start."""


@dataclass(slots=True)
class _Segment:
    header_start: int
    start: int
    end: int = 0


def _segment(tokens: tuple[LinToken, ...], names: list[str]) -> list[_Segment]:
    """Where each board starts: at ``qx``; or, without ``qx``, at ``md`` and the
    setup pairs (``pn``, ``st``, ``ah``...) just before it. A ``vg`` after a
    board opens a new section whose header runs to its first board. (``names``: the
    tokens' names.)"""
    if "qx" not in names and "vg" not in names and names.count("md") == 1:
        start = names.index("md")  # one board: a BBO file of one table
        while start > 0 and names[start - 1] in _SETUP_TAGS:
            start -= 1
        return [_Segment(0, start, len(tokens))]
    segments: list[_Segment] = []
    section = 0
    current: _Segment | None = None
    has_md = False
    marks = [index for index, name in enumerate(names) if name in _MARKS]
    for index in marks:
        name = tokens[index].name
        if name == "vg" and current is not None:
            section, current, has_md = index, None, False
        elif name == "qx":
            current, has_md = _Segment(section, index), False
            segments.append(current)
        elif name == "md":
            if current is None or has_md:
                low = current.start + 1 if current is not None else section
                start = index
                while start > low and tokens[start - 1].name in _SETUP_TAGS:
                    start -= 1
                current = _Segment(section, start)
                segments.append(current)
            has_md = True
    following: list[_Segment | None] = [*segments[1:], None]
    for seg, nxt in zip(segments, following, strict=False):
        if nxt is None:
            seg.end = len(tokens)
        elif nxt.header_start != seg.header_start:
            seg.end = nxt.header_start
        else:
            seg.end = nxt.start
    return segments


def loads(
    text: str,
    *,
    source: str = "<string>",
    strict: bool = False,
    errors: list[FormatError] | None = None,
) -> list[LinRecord]:
    """Read LIN ``text``: one :class:`LinRecord` per board at a table.

    :param source: the file name used in errors, notes and :attr:`LinRecord.source`.
    :param strict: raise on every oddity instead of noting it.
    :param errors: where to put the error of a board that cannot be read, leaving that
        board out and going on with the next (default: raise it).
    :raises FormatError: a value cannot be read (malformed deal, unknown card,
        bad call, bad claim or vulnerability), naming file, line and board.
    """
    if len(text) < _SMALL:
        return _loads(text, source, strict, errors)
    with collector_paused():
        return _loads(text, source, strict, errors)


def _loads(
    text: str, source: str, strict: bool, errors: list[FormatError] | None
) -> list[LinRecord]:
    tokens, trailer, lex_notes = tokenize(text)
    if strict and lex_notes:
        line, message = lex_notes[0].removeprefix("line ").split(": ", 1)
        raise FormatError(message, source=source, line=int(line), rule="LIN syntax")
    context = _Context(source, strict)
    context.mojibake = _MOJIBAKE.search(text) is not None
    if not tokens:
        if text.strip():
            raise FormatError("no tag|value| pairs: not LIN", source=source, line=1, rule="LIN")
        return []
    names = [token.name for token in tokens]
    segments = _segment(tokens, names)
    if not segments:
        context.note(context.pending, tokens[0].line, "no board (md or qx)", "LIN md")
        segments = [_Segment(0, 0, len(tokens))]
    records: list[LinRecord] = []
    header: tuple[LinToken, ...] = ()
    for number, seg in enumerate(segments):
        starts = number == 0 or seg.header_start != segments[number - 1].header_start
        if starts:
            header = tokens[seg.header_start : seg.start]
            context.read_header(header)
        last = number == len(segments) - 1
        board = tokens[seg.start : seg.end]
        end = trailer if last else ""
        try:
            record = (
                PLAIN_BOARDS
                and context.read_plain(board, names[seg.start : seg.end], header, starts, end)
            ) or context.read_record(board, header, starts, end)
        except FormatError as err:
            if errors is None:
                raise
            errors.append(err)
            continue
        records.append(record)
    if lex_notes and records:
        records[-1] = replace(records[-1], notes=records[-1].notes + lex_notes)
    return records


def load(
    file: str | os.PathLike[str] | TextIO | BinaryIO,
    *,
    strict: bool = False,
    errors: list[FormatError] | None = None,
) -> list[LinRecord]:
    """Read a LIN file (a path, or an open text or binary file); see :func:`loads`.

    Bytes are decoded as :func:`bridgelaw.formats.source.decode` does (UTF-8, else the
    code page that fits).

    :param errors: read a path as :func:`read_file` does: the errors of the boards left
        out go here and the good boards are returned.
    :raises FormatError: as :func:`loads`; also when the file cannot be read.
    """
    if errors is not None and isinstance(file, (str, os.PathLike)):
        read = read_file(file)
        errors.extend(read.errors)
        return list(read.items)
    if isinstance(file, (str, os.PathLike)):
        return loads(read_text(file), source=os.fspath(file), strict=strict)
    source = str(getattr(file, "name", "<stream>"))
    data = file.read()
    text = decode(data, source=source) if isinstance(data, bytes) else data
    return loads(text, source=source, strict=strict)


def read_file(path: str | os.PathLike[str]) -> FileRead[LinRecord]:
    """The boards of a LIN file read tolerantly, going on after a board that cannot be
    read (its error is returned with the good boards).

    :raises FormatError: the file cannot be used at all (missing, a directory,
        unreadable, empty, binary, not LIN, no board).
    """
    source = os.fspath(path)
    errors: list[FormatError] = []
    records = loads(read_text(path), source=source, errors=errors)
    if not records:
        raise nothing_read(source, "LIN board", errors)
    return FileRead(source, tuple(records), tuple(errors))


def dumps(records: Iterable[LinRecord]) -> str:
    """The LIN text of ``records``: each record's pairs, preceded by its header where
    its section starts (or where the header changes). ``dumps(loads(t)) == t``."""
    out: list[str] = []
    previous: LinRecord | None = None
    for record in records:
        if previous is None or record.starts_section or record.header != previous.header:
            out.append(join_tokens(record.header))
        out.append(join_tokens(record.tokens))
        out.append(record.trailer)
        previous = record
    return "".join(out)


def dump(
    records: Iterable[LinRecord],
    file: str | os.PathLike[str] | TextIO,
    *,
    encoding: str = "utf-8",
) -> None:
    """Write ``records`` (see :func:`dumps`) to a path or an open text file."""
    text = dumps(records)
    if isinstance(file, (str, os.PathLike)):
        Path(file).write_bytes(text.encode(encoding))
    else:
        file.write(text)
