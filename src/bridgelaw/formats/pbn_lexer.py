"""Cut PBN text into games of tag pairs, section tokens and comments (PBN 2.1 §2-3).

The lexer works line by line. Lines in export format (a tag pair alone on its
line, a row of plain calls or cards) take a fast path; anything else (tag pairs
spread over lines or sharing a line, comments, annotations glued to a card)
goes through a small tokenizer. Problems are given to a :class:`Reporter`,
which raises them, notes them or collects them.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from operator import itemgetter
from typing import Final, Protocol

from bridgelaw.formats import pbncore
from bridgelaw.formats.pbn_report import Reporter, rule
from bridgelaw.formats.pbn_units import PbnTag, new_tag

__all__ = [
    "GameRead",
    "PlainGame",
    "RawGame",
    "RawTag",
    "Reporter",
    "TagRead",
    "lex",
    "rule",
    "split_annotations",
]

MAX_LINE: Final = 254
"""Printing characters allowed on a line: 255 with the end-of-line (PBN 2.1 §2.3)."""

PLAIN_GAMES = True
"""Whether the tolerant lexer reads plain games at once (see :data:`_BLANK`); the
tests turn it off to compare with the line-by-line reading."""

GENERIC, MOVES, TABLE = 0, 1, 2
"""Kinds of section: other data, Auction/Play (annotations split off), tables."""


_KINDS: Final = {"Auction": MOVES, "Play": MOVES, "Board": GENERIC, "Deal": GENERIC}


class RawTag:
    """A tag pair being read, with what follows it."""

    __slots__ = ("comments", "kind", "line", "name", "section", "section_lines", "value")

    def __init__(self, name: str, value: str, line: int) -> None:
        self.name = name
        self.value = value
        self.line = line
        self.comments: list[str] = []
        self.section: list[str] = []
        self.section_lines: list[int] = []
        kind = _KINDS.get(name)
        if kind is None:
            kind = TABLE if name.endswith("Table") else GENERIC
        self.kind = kind


class TagRead(Protocol):
    """What the reader reads of a tag pair: a :class:`RawTag` of the line-by-line lexer,
    or the :class:`~bridgelaw.formats.pbn_units.PbnTag` of a :class:`PlainGame`."""

    @property
    def name(self) -> str: ...
    @property
    def value(self) -> str: ...
    @property
    def line(self) -> int: ...
    @property
    def section(self) -> Sequence[str]: ...
    @property
    def section_lines(self) -> Sequence[int]: ...
    @property
    def comments(self) -> Sequence[str]: ...


class GameRead(Protocol):
    """What the reader reads of a game the lexer gives: a :class:`RawGame` or a
    :class:`PlainGame`."""

    @property
    def line(self) -> int: ...
    @property
    def export(self) -> bool: ...
    @property
    def version(self) -> tuple[int, int] | None: ...
    @property
    def prelude(self) -> Sequence[str]: ...
    @property
    def tags(self) -> Sequence[TagRead]: ...


class PlainGame:
    """A plain game (see :data:`_BLANK`) read at once, its tag pairs made as the records'
    :class:`~bridgelaw.formats.pbn_units.PbnTag` straight away."""

    __slots__ = (
        "export", "first", "line", "marked", "offset", "prelude", "tags", "values", "version",
    )  # fmt: skip

    def __init__(
        self,
        line: int,
        export: bool,
        version: tuple[int, int] | None,
        offset: int,
        cut: tuple[list[PbnTag], dict[str, PbnTag], dict[str, str], bool],
    ) -> None:
        self.line = line
        self.offset = offset
        """Where the game's first line starts in the text the lexer read."""
        self.export = export
        self.version = version
        self.tags: list[PbnTag]
        self.first: dict[str, PbnTag]
        """Each tag by name (the last of a name given twice: then shorter than ``tags``)."""
        self.values: dict[str, str]
        """Each tag's value by name, as :attr:`first`."""
        self.marked: bool
        """Whether a value starts with ``#`` (inheritance, PBN 2.1 §4.8)."""
        self.tags, self.first, self.values, self.marked = cut
        self.prelude: Sequence[str] = ()
        """The comments and escape lines before the first tag pair, read line by line."""


class RawGame:
    """A game being read: its prelude items and tag pairs."""

    __slots__ = ("export", "line", "prelude", "tabs", "tags", "version")

    def __init__(self, line: int, export: bool, version: tuple[int, int] | None) -> None:
        self.line = line
        self.prelude: list[str] = []
        self.tags: list[RawTag] = []
        self.export = export
        self.version = version
        self.tabs = 0


_TAG_LINE: Final = re.compile(r'\[([A-Za-z0-9_]+) "([^"\\\t]*)"\]\Z')
_EXPORT_TAG: Final = re.compile(r'\[[A-Za-z0-9_]+ "(?:[^"\\\t]|\\.)*"\]\Z')
_NEEDS_TOKENIZER: Final = re.compile(r'[\[\]{};"%=$!?^*+\\]')
_BAD_CHAR: Final = re.compile("[\x00-\x08\x0e-\x1f\x7f-\x9f\u0100-\U0010ffff]")
_STRING: Final = re.compile(r'"((?:[^"\\\n]|\\.)*)"')
_WORD: Final = re.compile(r'[^\s\[\]{};"]+')
_SPACE: Final = re.compile(r"\s*")
_NAME: Final = re.compile(r"[A-Za-z0-9_]+\Z")
_GLUE: Final = re.compile(r"[=$!?^*+]")
_PIECE: Final = re.compile(r"=[^=]*=|\$\w*|[!?]{1,2}|\^.?|[*+]|[^=$!?^*+]+|.")
_STRING_TOKEN: Final = r'"[^"\\\t\n]*+(?:\\[^\t\n][^"\\\t\n]*+)*+"'
"""A string of a row, closed, without a tab (the tokenizer's :data:`_STRING`)."""
_PLAIN_TAG: Final = re.compile(
    r'\[([A-Za-z0-9_]+) "([^"\\\t\n]*+(?:\\[^\t\n][^"\\\t\n]*+)*+)"\]\n'
    r'((?:[^\S\n]*+(?:[^\s\[\]{};"%]|' + _STRING_TOKEN + r")"
    r'[^\n\[\]{};"]*+(?:' + _STRING_TOKEN + r'[^\n\[\]{};"]*+)*+\n)*+)'
)  # possessive: nothing to try again once a run is read (a run ends where its class does)
"""A tag pair alone on its line (its value without a tab, escapes allowed) and the rows
of tokens after it: lines with a token, no comment or bracket (no ``{}[];``), strings
closed on the line (without a tab), not starting with ``%`` (an escape line)."""
_ROW_TOKEN: Final = re.compile(_STRING_TOKEN + r'|[^\s\[\]{};"]+')
"""A token of a row with a string: a string (with its quotes), or a word."""
_PLAIN_LINES: Final = re.compile(_PLAIN_TAG.pattern + r"|([^\n]*+\n)")
""":data:`_PLAIN_TAG`, or a line that is not one of its lines."""
_OTHER_LINE: Final = itemgetter(3)
_BLANK: Final = re.compile(r"[^\S\n]*(?:\n|\Z)")
"""A plain game is a run of tag pairs alone on their lines (no tab in the value), each
followed by rows of tokens (no comment, string or bracket) separated by white space, up to
an empty line or the end of the text: what export format files mostly hold. The tolerant
lexer reads such a game a tag at a time (:meth:`_Lexer._plain`); its lines, one by one,
would give the same tags, tokens and lines, and no note but the one on tabs between
tokens. A token of an Auction or Play section is cut into its annotations
(:func:`split_annotations`) as the line-by-line reading cuts it."""
_MOVES: Final = frozenset(["Auction", "Play"])
_BLANK_LINE: Final = re.compile(r"\n[^\S\n]*\n")
"""The end of a line and an empty line (or one of white space): the end of a game."""
_HEADER: Final = re.compile(r"%\s*PBN\s+(\d+)\.(\d+)")
_ESCAPES: Final = re.compile(r"%[^\n]*+(?:\n%[^\n]*+)*+")
"""Escape lines one after the other (the last without its line break)."""
_UNESCAPE: Final = re.compile(r'\\([\\"])')
_ESCAPED: Final = itemgetter(1)
"""The character an escape of :data:`_UNESCAPE` stands for."""


def _plain_tags(game: PlainGame, parts: list[tuple[str, str, str, str]]) -> int:
    """Make the tags of a plain game from its tag pairs (name, value, rows of tokens, and
    an empty string: :data:`_PLAIN_LINES`); the line of the first row with a tab (0 if
    none)."""
    tags = game.tags
    first = game.first
    values = game.values
    append = tags.append
    line = game.line
    tab_line = 0
    make = new_tag
    for name, value, rows, _ in parts:
        if "\\" in value:
            value = unescape(value)
        if rows:
            if not tab_line and "\t" in rows:
                tab_line = line + 1 + rows[: rows.index("\t")].count("\n")
            section, lines = _rows(rows, line + 1, name in _MOVES)
            tag = make(name, value, section, (), line, lines)
            line += 1 + rows.count("\n")
        else:
            tag = make(name, value, (), (), line, ())
            line += 1
        append(tag)
        first[name] = tag
        values[name] = value
    return tab_line


_GLUED_TOKEN: Final = re.compile(r"[^\s=$!?^*+][=$!?^*+]|[=$!?^*+][^\s]")
"""An annotation character next to another character of a token."""


def _rows(rows: str, line: int, moves: bool) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """The tokens of a tag's rows (each ending with a line break, the first on line
    ``line``) and the line of each; an Auction or Play section's tokens cut into their
    annotations (:func:`split_annotations`)."""
    strings = '"' in rows  # cut as the tokenizer cuts them
    glued = None  # the search for a glued annotation, if one may be there
    glue = _GLUE.search(rows) if moves else None  # the first annotation character
    if glue is not None:
        at = glue.start()
        if at != len(rows) - 2 or not (at == 0 or rows[at - 1].isspace()):  # not a lone end
            glued = _GLUED_TOKEN.search
    section: list[str] = []
    lines: list[int] = []
    for row in rows.split("\n")[:-1]:
        tokens = _ROW_TOKEN.findall(row) if strings else row.split()
        if glued is not None and glued(row) is not None:
            tokens = [piece for token in tokens for piece in _pieces(token)]
        section.extend(tokens)
        lines.extend([line] * len(tokens))
        line += 1
    return tuple(section), tuple(lines)


_PIECES: Final[dict[str, tuple[str, ...]]] = {}
"""The pieces of tokens cut so far (a bounded table)."""


def _pieces(token: str) -> tuple[str, ...]:
    """:func:`split_annotations` of ``token``, kept for the next time."""
    pieces = _PIECES.get(token)
    if pieces is None:
        pieces = tuple(split_annotations(token))
        if len(_PIECES) >= 4096:
            _PIECES.clear()
        _PIECES[token] = pieces
    return pieces


def _plain_with_ends(line: str) -> bool:
    """Whether a line's only special characters are ``*`` or ``+`` standing alone as
    tokens (the end of an Auction or Play section): the tokenizer would cut it the same
    way as :meth:`str.split`."""
    if _NEEDS_TOKENIZER.search(line.replace("*", "").replace("+", "")) is not None:
        return False
    return all(token in ("*", "+") or ("*" not in token and "+" not in token)
               for token in line.split())  # fmt: skip


def split_annotations(token: str) -> list[str]:
    """Cut a token of the Auction or Play section into the tokens glued in it:
    ``"HK=1="`` gives ``["HK", "=1="]``, ``"!!!"`` gives ``["!!", "!"]`` (§3.2)."""
    if _GLUE.search(token) is None:
        return [token]
    return _PIECE.findall(token)


def unescape(text: str) -> str:
    """A string token's content with ``\\"`` and ``\\\\`` undone (§3.2)."""
    if '\\"' not in text and "\\\\" not in text:  # no escape to undo (a table's \\2R)
        return text
    return _UNESCAPE.sub(_ESCAPED, text)


def lex(text: str, reporter: Reporter) -> Iterator[RawGame | PlainGame]:
    """The games of ``text`` in order. A game holds at least one tag pair; the
    comments, ``%`` lines and empty lines before it are its prelude, even across
    empty lines. What follows the last game comes as a last game without tags."""
    lexer = _Lexer(reporter)
    yield from lexer.run(text)


class _Lexer:
    """The state of the line-by-line reading."""

    def __init__(self, reporter: Reporter) -> None:
        self.rep = reporter
        self.strict = reporter.strict
        self.core = pbncore.core()
        """The compiled cut of plain games (the same games), if there is one."""
        self.game: RawGame | None = None
        self.tag: RawTag | None = None
        self.done: list[RawGame] = []
        self.export = False
        self.version: tuple[int, int] | None = None
        # A tag pair spread over tokens: 0 none, 1 after '[', 2 after the name, 3 after the value.
        self.state = 0
        self.pname = ""
        self.pvalue = ""
        self.pline = 0
        # A brace comment spread over lines.
        self.brace: list[str] | None = None
        self.brace_line = 0
        self.export_line = 0

    # Items ------------------------------------------------------------------------------

    def _game(self, line: int) -> RawGame:
        game = self.game
        if game is None:
            game = self.game = RawGame(line, self.export, self.version)
        return game

    def add_comment(self, text: str, line: int) -> None:
        """A comment or escape line at the current place."""
        game = self._game(line)
        tag = self.tag
        if tag is None:
            game.prelude.append(text)
        elif tag.section:
            tag.section.append(text)
            tag.section_lines.append(line)
            if tag.kind == TABLE and self.strict and text[0] != "%":
                self.rep.check(
                    f"comment {_short(text)} after the elements of table {tag.name}:"
                    " only the tag pair of a section may be followed by a comment",
                    line,
                    "5.1",
                )
        else:
            tag.comments.append(text)

    def add_tokens(self, tokens: list[str], line: int) -> None:
        """Section tokens (or stray text before the first tag)."""
        tag = self.tag
        if tag is None:
            game = self._game(line)
            game.prelude.extend(tokens)
            self.rep.quirk(
                f"text {_short(' '.join(tokens))} outside any tag pair or section",
                line,
                "3",
            )
            return
        if tag.kind == TABLE and self.strict:
            for token in tokens:
                if "%" in token:
                    self.rep.check(
                        f"forbidden character '%' in element {token!r} of table {tag.name}",
                        line,
                        "3.2",
                    )
        if tag.kind == MOVES:
            pieces: list[str] = []
            for token in tokens:
                pieces.extend(split_annotations(token))
            tokens = pieces
        tag.section.extend(tokens)
        tag.section_lines.extend([line] * len(tokens))

    def add_tag(self, name: str, value: str, line: int) -> None:
        game = self._game(line)
        if not game.tags:
            game.line = line
        tag = RawTag(name, value, line)
        game.tags.append(tag)
        self.tag = tag

    def end_game(self, line: int) -> None:
        """An empty line: the current game ends (if it has a tag pair)."""
        if self.state:
            self._broken_tag(line, "an empty line ends the game inside a tag pair")
        game = self.game
        if game is None:
            return
        if game.tags:
            self.done.append(game)
            self.game = None
            self.tag = None
        elif game.prelude and game.prelude[-1] != "":
            game.prelude.append("")

    # Lines ------------------------------------------------------------------------------

    def run(self, text: str) -> Iterator[RawGame | PlainGame]:
        if text.startswith("\ufeff"):
            text = text[1:]
        if "\r" in text:
            text = text.replace("\r\n", "\n").replace("\r", "\n")
        strict = self.strict
        plain = PLAIN_GAMES and not strict
        tag_line = _TAG_LINE.match
        needs_tokenizer = _NEEDS_TOKENIZER.search
        header = _HEADER.match
        find = text.find
        size = len(text)
        pos = 0
        lineno = 0
        while pos < size:
            prelude = self.game  # comments and escape lines before a first tag pair
            if (
                plain
                and text[pos] == "["
                and (prelude is None or not (prelude.tags or prelude.tabs))
                and not self.state
                and self.brace is None
            ):
                read = self._plain(text, pos, lineno)
                if read is not None:
                    plain_game, end = read
                    if prelude is not None:
                        plain_game.prelude = prelude.prelude
                        self.game = None
                    yield plain_game
                    lineno += text.count("\n", pos, end)
                    pos = end
                    while pos < size and text[pos] == "\n":  # empty lines: nothing to end
                        pos += 1
                        lineno += 1
                    continue
            if (  # a run of escape lines before a first tag pair, read at once (as _escape)
                plain
                and text[pos] == "%"
                and (self.tag, self.brace, self.state) == (None, None, 0)
                and (escapes := _ESCAPES.match(text, pos)) is not None
            ):
                pos = escapes.end() + 1
                prelude = self._game(lineno + 1)
                for line in escapes.group().split("\n"):
                    lineno += 1
                    if header(line) or line[1:].strip().upper() in ("EXPORT", "IMPORT"):
                        self._escape(line, lineno)  # a header: it changes what is read next
                    else:
                        prelude.prelude.append(line)
                prelude.export, prelude.version = self.export, self.version
                continue
            end = find("\n", pos)
            if end < 0:
                end = size
            line = text[pos:end]
            pos = end + 1
            lineno += 1
            if strict:
                self._check_line(line, lineno)
            if self.brace is not None:
                end = line.find("}")
                if end < 0:
                    self.brace.append(line)
                    continue
                self.brace.append(line[: end + 1])
                self.add_comment("\n".join(self.brace), self.brace_line)
                self.brace = None
                if line[end + 1 :].strip():  # what follows the comment on its last line
                    self._tokenize(line, lineno, end + 1)
                continue
            if not line or line.isspace():
                self.end_game(lineno)
                if self.done:
                    yield from self.done
                    self.done.clear()
                continue
            first = line[0]
            if first == "%":
                self._escape(line, lineno)
                continue
            if self.state == 0:
                if first == "[":
                    match = tag_line(line)
                    if match is not None:  # add_tag, inline
                        game = self.game
                        if game is None:
                            game = self._game(lineno)
                        if not game.tags:
                            game.line = lineno
                        tag = RawTag(match[1], match[2], lineno)
                        game.tags.append(tag)
                        self.tag = tag
                        continue
                elif self.tag is not None and (
                    needs_tokenizer(line) is None or _plain_with_ends(line)
                ):
                    if "\t" in line:
                        self._tabs(lineno)
                    tokens = line.split()
                    tag = self.tag
                    tag.section.extend(tokens)
                    tag.section_lines.extend([lineno] * len(tokens))
                    continue
            self._tokenize(line, lineno, 0)
        if self.brace is not None:
            table = self._in_table()
            if table is not None:
                message = (
                    f"forbidden character '{{' in the elements of table {table}:"
                    " a comment not closed"
                )
            else:
                message = "comment not closed: '{' without '}'"
            self.rep.quirk(message, self.brace_line, "3.8")
            self.brace.append("}")
            self.add_comment("\n".join(self.brace), self.brace_line)
            self.brace = None
        self.end_game(lineno + 1)
        yield from self.done
        self.done.clear()
        if self.game is not None and self.game.prelude:
            yield self.game

    def _plain(self, text: str, start: int, lineno: int) -> tuple[PlainGame, int] | None:
        """The game at ``start`` (where line ``lineno + 1`` starts) and where it ends, if it
        is a plain game (:data:`_BLANK`): the game its lines, one by one, would give;
        ``None`` for another game (to be read line by line). The tag pairs up to the next
        empty line are cut by one search, used if they are all the text there; else the
        game is read a tag pair at a time (the last game of a text, or one followed by a
        line of spaces)."""
        core = self.core
        if core is not None:
            cut = core.plain_game(text, start, lineno + 1, _pieces)
            if cut is None:
                return None
            if cut is not NotImplemented:
                tags, first, values, end, tab_line, marked = cut
                game = PlainGame(lineno + 1, self.export, self.version, start,
                                 (tags, first, values, marked))  # fmt: skip
                if tab_line:  # as _tabs notes it
                    self.rep.notes.append(f"line {tab_line}: tokens separated by tabs")
                return game, end
        blank = _BLANK_LINE.search(text, start)
        end = len(text) if blank is None else blank.start() + 1
        parts = _PLAIN_LINES.findall(text, start, end)
        if any(map(_OTHER_LINE, parts)) or text[end - 1] != "\n":
            parts = []
            match_tag = _PLAIN_TAG.match
            end = start
            while (match := match_tag(text, end)) is not None:
                parts.append((*match.groups(), ""))
                end = match.end()
            if end == start or (end < len(text) and _BLANK.match(text, end) is None):
                return None
        marked = text.find('"#', start, end) >= 0
        game = PlainGame(lineno + 1, self.export, self.version, start, ([], {}, {}, marked))
        tab_line = _plain_tags(game, parts)
        if tab_line:  # as _tabs notes it
            self.rep.notes.append(f"line {tab_line}: tokens separated by tabs")
        return game, end

    def _check_line(self, line: str, lineno: int) -> None:
        if len(line) > MAX_LINE:
            self.rep.check(
                f"line too long: {len(line)} characters (at most {MAX_LINE} and the end of line)",
                lineno,
                "2.3",
            )
        bad = _BAD_CHAR.search(line)
        if bad is not None:
            code = ord(bad.group())
            self.rep.check(
                f"bad character U+{code:04X} at column {bad.start() + 1}: not a printing"
                " character of ISO 8859/1",
                lineno,
                "2.2",
            )
        if self.export and ("\t" in line or "\x0b" in line):  # both kinds of tab (§2.3)
            self.rep.check("tab character in export format", lineno, "2.3")

    def _tabs(self, lineno: int) -> None:
        game = self.game
        if game is not None:
            if not game.tabs and not self.strict:
                self.rep.notes.append(f"line {lineno}: tokens separated by tabs")
            game.tabs += 1

    def _escape(self, line: str, lineno: int) -> None:
        header = _HEADER.match(line)
        if header is not None:
            self.version = (int(header.group(1)), int(header.group(2)))
        else:
            word = line[1:].strip().upper()
            if word == "EXPORT":
                self.export = True
            elif word == "IMPORT":
                self.export = False
        if self.game is None or not self.game.tags:
            game = self._game(lineno)
            game.export = self.export
            game.version = self.version
        self.add_comment(line, lineno)

    # Tokens -----------------------------------------------------------------------------

    def _tokenize(self, line: str, lineno: int, start: int) -> None:
        """Read a line (from column ``start``) token by token."""
        if self._scan(line, lineno, start):
            self._tabs(lineno)

    def _scan(self, line: str, lineno: int, start: int) -> bool:
        """The work of :meth:`_tokenize`; whether tabs separate tokens on the line."""
        tabs = False
        tags_here = 0
        words: list[str] = []
        pos = start
        size = len(line)
        while True:
            space = _SPACE.match(line, pos)
            assert space is not None
            if space.end() > pos:
                tabs = tabs or "\t" in space.group()
                pos = space.end()
            if pos >= size:
                break
            char = line[pos]
            if char == '"':
                match = _STRING.match(line, pos)
                if match is None:
                    self._flush(words, lineno)
                    self._unclosed_string(line[pos:], lineno)
                    return tabs
                if self.state == 2:
                    if "\t" in match.group(1):
                        self.rep.quirk(
                            f"tab character inside the value of tag {self.pname}", lineno, "2.3"
                        )
                    self.pvalue = unescape(match.group(1))
                    self.state = 3
                elif self.state:
                    self._broken_tag(lineno, f"unexpected string {_short(match.group())}")
                else:
                    words.append(match.group())
                pos = match.end()
                continue
            if char == "{":
                self._flush(words, lineno)
                end = line.find("}", pos)
                if self.state:
                    self._broken_tag(lineno, "a comment cannot be inside a tag pair (§3.8)")
                if end < 0:
                    self.brace = [line[pos:]]
                    self.brace_line = lineno
                    return tabs
                self.add_comment(line[pos : end + 1], lineno)
                pos = end + 1
                continue
            if char == ";":
                self._flush(words, lineno)
                if self.state:
                    self._broken_tag(lineno, "a comment cannot be inside a tag pair (§3.8)")
                self.add_comment(line[pos:], lineno)
                return tabs
            if char == "[":
                self._flush(words, lineno)
                if self.state:
                    self._broken_tag(lineno, "'[' inside a tag pair")
                self.state = 1
                self.pline = lineno
                tags_here += 1
                if self.export and self.strict and (pos > 0 or tags_here > 1):
                    self._export_problem(lineno)
                pos += 1
                continue
            if char == "]":
                self._flush(words, lineno)
                if self.state == 3:
                    self.state = 0
                    self.add_tag(self.pname, self.pvalue, self.pline)
                    if self.export and self.strict:
                        self._check_export_tag(line, lineno)
                elif self.state == 2:
                    self._broken_tag(lineno, f"tag {self.pname} has no value (no string)")
                elif self.state == 1:
                    self._broken_tag(lineno, "tag pair without a name")
                else:
                    self._stray(lineno, "]")
                pos += 1
                continue
            if char == "}":
                self._flush(words, lineno)
                self._stray(lineno, "}")
                pos += 1
                continue
            match = _WORD.match(line, pos)
            assert match is not None
            word = match.group()
            pos = match.end()
            if self.state == 0:
                words.append(word)
            elif self.state == 1:
                if _NAME.match(word) is None:
                    self._broken_tag(lineno, f"bad tag name {word!r}")
                    return tabs
                self.pname = word
                self.state = 2
            elif self.state == 2:
                self._broken_tag(
                    lineno,
                    f"the value of tag {self.pname} must be a string in quotes, not {word!r}",
                )
                return tabs
            else:
                self._broken_tag(lineno, f"tag {self.pname}: ']' expected, not {word!r}")
                return tabs
        self._flush(words, lineno)
        return tabs

    def _flush(self, words: list[str], lineno: int) -> None:
        if words:
            self.add_tokens(words[:], lineno)
            words.clear()

    def _check_export_tag(self, line: str, lineno: int) -> None:
        if _EXPORT_TAG.match(line) is None:
            self._export_problem(lineno)

    def _export_problem(self, lineno: int) -> None:
        if self.export_line != lineno:
            self.export_line = lineno
            self.rep.check(
                'export format: a tag pair is written [Name "value"] alone on its line',
                lineno,
                "3.3",
            )

    def _in_table(self) -> str | None:
        tag = self.tag
        return tag.name if tag is not None and tag.kind == TABLE and tag.section else None

    def _stray(self, lineno: int, char: str) -> None:
        table = self._in_table()
        if table is not None:
            self.rep.error(
                f"forbidden character {char!r} in the elements of table {table}", lineno, "3.2"
            )
        else:
            self.rep.error(f"unexpected {char!r} outside a tag pair", lineno, "3.3")

    def _unclosed_string(self, rest: str, lineno: int) -> None:
        if self.state == 2:
            name = self.pname
            self.state = 0
            message = f"the value of tag {name} is not closed: missing quote"
            if "\\" in rest and name.endswith("Table"):
                message += (
                    "; a backslash in a column name must be followed by the column width"
                    ' (and \\" is an escaped quote)'
                )
            self.rep.error(message, lineno, "3.2")
            return
        table = self._in_table()
        where = f" in table {table}" if table else ""
        self.state = 0
        self.rep.error(f"string not closed{where}: missing quote", lineno, "3.2")

    def _broken_tag(self, lineno: int, message: str) -> None:
        if self.state:
            lineno = self.pline
        self.state = 0
        table = self._in_table()
        if table is not None and message.startswith(("tag pair without", "an empty line")):
            message = f"forbidden character '[' in the elements of table {table} ({message})"
        self.rep.error(message, lineno, "3.3")


def _short(text: str, size: int = 30) -> str:
    text = text.replace("\n", " ")
    return repr(text if len(text) <= size else text[: size - 3] + "...")
