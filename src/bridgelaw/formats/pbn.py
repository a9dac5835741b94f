"""PBN 2.1, the Portable Bridge Notation: read, check, write and convert.

:func:`loads` cuts a PBN text into :class:`PbnGame` records, one per game (a
board at one table, or a hand record). Each record keeps the tag pairs in
file order with their section data (Auction calls, Play cards, table rows)
and comments, so that :func:`dumps` can write the games back, and gives the
values read from them: ``board`` (number, dealer, vulnerability, deal),
``players``, ``contract``, ``result``, ``score_ns``, ``auction`` (as
:class:`~bridgelaw.formats.records.AnnotatedCall`), ``play`` (the rows of the
Play section) and :meth:`PbnGame.tables`.

Two modes:

* tolerant (the default) reads what real exporters write: ``"2Dx"``,
  ``Vulnerable "None "``, tab-separated tokens, a second-room game that leaves
  out the board tags, play cut short by a claim. Each oddity is kept in the
  game's :attr:`PbnGame.notes`. Only what cannot be read at all (a broken tag
  pair, a deal with a card twice, an unknown call) raises.
* strict (``strict=True``) applies the standard (PBN 2.1, or the version the
  file's ``% PBN x.y`` line declares, and export format after ``% EXPORT``):
  the auction is replayed, the play checked against the deal and the result,
  values checked against their syntax. The first problem raises;
  :func:`validate` collects them all.

Errors are :class:`~bridgelaw.errors.FormatError` naming the file, line and
section of the standard broken.

>>> games = loads('[Board "1"]\\n[Dealer "N"]\\n[Vulnerable "None"]\\n'
...     '[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]\\n'
...     '[Declarer "S"]\\n[Contract "4Hx"]\\n[Result "10"]\\n'
...     '[Auction "N"]\\nPass Pass 1H =1= Pass\\n4H X AP\\n[Note "1:five hearts"]\\n')
>>> game = games[0]
>>> game.board.number, str(game.contract), game.result, len(game.auction)
(1, '4HX', 10, 9)
>>> game.auction[2].alert, game.auction[2].explanation
(True, 'five hearts')
>>> game.notes
("line 6: Contract '4Hx' in lowercase (export format writes '4HX') (PBN 2.1 §3.11)",)
>>> loads(dumps(games)) == games
True
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path
from typing import TextIO

from bridgelaw.errors import FormatError
from bridgelaw.formats.pbn_convert import table_results
from bridgelaw.formats.pbn_model import (
    Column,
    PbnCall,
    PbnCard,
    PbnGame,
    PbnTable,
    PbnTag,
    PbnTrick,
    TableRow,
)
from bridgelaw.formats.pbn_reader import read_games
from bridgelaw.formats.pbn_report import Reporter
from bridgelaw.formats.pbn_tables import optimum_results
from bridgelaw.formats.pbn_writer import dumps, export
from bridgelaw.formats.source import FileRead, collector_paused, nothing_read
from bridgelaw.formats.source import read_text as source_text

__all__ = [
    "Column",
    "PbnCall",
    "PbnCard",
    "PbnGame",
    "PbnTable",
    "PbnTag",
    "PbnTrick",
    "TableRow",
    "dump",
    "dumps",
    "encode",
    "export",
    "load",
    "loads",
    "optimum_results",
    "read",
    "read_file",
    "table_results",
    "validate",
]


def loads(
    text: str, *, strict: bool = False, source: str = "<string>", sections: bool = False
) -> list[PbnGame]:
    """The games of a PBN text.

    :param strict: apply the standard (see the module doc); the first problem raises.
    :param source: the file name to put in errors and records.
    :param sections: read every game's Auction and Play sections now (``auction`` and
        ``play``; a plain section's units as written, ``calls``, may still be made when
        first asked for), not when first asked for: for a caller that uses them all.
    :raises FormatError: a problem the mode does not tolerate.
    """
    reporter = Reporter(source, strict=strict)
    with collector_paused():
        games = list(read_games(text, reporter, sections=sections))
        if sections:
            for game in games:
                if "moves" not in game._cache:  # the reader read most of them
                    _ = game.play  # read once, kept by the game
    return games


def validate(text: str, *, source: str = "<string>") -> list[FormatError]:
    """Every problem the strict reader finds in a PBN text, in order (an empty list
    for a text that follows the standard). It goes on after each problem, so that
    one call reports the problems of every game."""
    reporter = Reporter(source, strict=True, collect=True)
    with collector_paused():
        for _ in read_games(text, reporter):
            pass
    return reporter.errors


def read_text(path: str | os.PathLike[str], *, detect: bool = False) -> str:
    """A file's text: UTF-8 (with or without a byte order mark), or else ISO 8859-1, the
    standard's character set (§2.2); with ``detect``, the code page that fits
    (Windows-1250 for Polish files: see :func:`bridgelaw.formats.source.read_text`).

    :raises FormatError: the file cannot be read, is empty or is binary.
    """
    return source_text(path, code_page=None if detect else "latin-1")


def read(text: str, *, source: str = "<string>") -> FileRead[PbnGame]:
    """The games of a PBN text read tolerantly, going on after every error: a game with
    an error is left out and its errors (naming line and board) are returned with the
    good games.

    :raises FormatError: not one game can be read.
    """
    reporter = Reporter(source, strict=False, collect=True)
    with collector_paused():
        games = tuple(read_games(text, reporter, skip_bad=True))
    if not games:
        raise nothing_read(source, 'PBN game (tag pairs such as [Board "1"])', reporter.errors)
    return FileRead(source, games, tuple(reporter.errors))


def read_file(path: str | os.PathLike[str]) -> FileRead[PbnGame]:
    """:func:`read` on a file's text, its encoding detected (see :func:`read_text`).

    :raises FormatError: the file cannot be used at all (missing, a directory,
        unreadable, empty, binary, no game).
    """
    return read(read_text(path, detect=True), source=os.fspath(path))


def load(
    file: str | os.PathLike[str] | TextIO,
    *,
    strict: bool = False,
    errors: list[FormatError] | None = None,
) -> list[PbnGame]:
    """The games of a PBN file (a path or an open text file); see :func:`loads`.

    :param errors: read a path as :func:`read_file` does: the errors of the games left
        out go here and the good games are returned.
    :raises FormatError: as :func:`loads`; also when the file cannot be read.
    """
    if errors is not None and isinstance(file, (str, os.PathLike)):
        read = read_file(file)
        errors.extend(read.errors)
        return list(read.items)
    if isinstance(file, (str, os.PathLike)):
        return loads(read_text(file), strict=strict, source=os.fspath(file))
    return loads(file.read(), strict=strict, source=str(getattr(file, "name", "<stream>")))


def encode(text: str) -> bytes:
    """The bytes of a PBN text for a file: ISO 8859-1, the standard's character set
    (PBN 2.1 §2.2), when every character of the text is in it; otherwise UTF-8, the one
    way to keep names such as "Wiśniewski" whole. :func:`read_text` reads both (UTF-8
    first); the strict reader reports each character outside ISO 8859-1 of such a file,
    as the standard does not allow them."""
    try:
        return text.encode("latin-1")
    except UnicodeEncodeError:
        return text.encode("utf-8")


def dump(
    games: Iterable[PbnGame],
    file: str | os.PathLike[str] | TextIO,
    *,
    encoding: str = "utf-8",
) -> None:
    """Write ``games`` (see :func:`dumps`) to a path or an open text file."""
    text = dumps(games)
    if isinstance(file, (str, os.PathLike)):
        Path(file).write_bytes(text.encode(encoding))
    else:
        file.write(text)
