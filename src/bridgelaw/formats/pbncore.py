"""The compiled plain paths of the tolerant PBN reader (``_pbncore*.c``), and its loader.

Most games of real files are plain (tag pairs alone on their lines, rows of plain
tokens), and reading them is making objects: tags, tokens, cards, calls. ``_pbncore.c``
with ``_pbncore_lines.c``, ``_pbncore_game.c``, ``_pbncore_sections.c`` and their header
``_pbncore.h`` is a CPython extension module doing what three Python functions do, with the same
results: the lexer's cut of a plain game into its :class:`~bridgelaw.formats.pbn_units.
PbnTag` records (:meth:`bridgelaw.formats.pbn_lexer._Lexer._plain`; also a game with
comments, escape lines and tabs among its tags and rows, or tokens after a comment on a
line, which the Python code reads line by line: the same tags), the rows of a plain
Play section (:func:`bridgelaw.formats.pbn_play.plain_tricks`) and the calls of a plain
Auction (:func:`bridgelaw.formats.pbn_auction.plain_moves`). :func:`core` compiles it
with the system C compiler and the interpreter's ``Python.h`` the first time it is
needed, into the cache directory (:mod:`bridgelaw.analysis.cbuild`), and imports it.
Without a compiler or ``Python.h``, or with ``BRIDGELAW_PURE_PYTHON=1``, :func:`core`
gives ``None`` and the Python code runs (tests/formats/test_pbn_core.py compares the two
on every shared PBN file, edge texts and random texts).
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import sysconfig
from collections.abc import Callable, Sequence
from functools import cache
from pathlib import Path
from typing import Any, Protocol, cast

from bridgelaw.analysis import cbuild
from bridgelaw.formats.pbn_units import PbnTag, PbnTrick

__all__ = ["Core", "PlainCut", "core", "include_dir"]

_SOURCES = (
    "_pbncore.h",
    "_pbncore.c",
    "_pbncore_lines.c",
    "_pbncore_game.c",
    "_pbncore_sections.c",
)
"""The core's files (``_pbncore.h`` says what each holds), compiled together."""

PlainCut = tuple[list[PbnTag], dict[str, PbnTag], dict[str, str], int, int, bool]
"""A plain game cut by the core: its tags, each tag by name, each value by name, where
the game ends, the line of the first row with a tab (0 if none), whether a value starts
with ``#``."""


class Core(Protocol):
    """The functions of the compiled module (see ``_pbncore.c``)."""

    def plain_game(
        self, text: str, start: int, line: int, pieces: Callable[[str], tuple[str, ...]], /
    ) -> PlainCut | Any | None:
        """The plain game at ``start`` (its first line ``line``), ``None`` for a game that
        is not plain, ``NotImplemented`` for one left to the Python code."""

    def tricks(
        self,
        tokens: Sequence[str],
        lines: Sequence[int],
        seat: object,
        tag_line: int,
        columns: tuple[dict[str, Any], ...],
        /,
    ) -> tuple[PbnTrick, ...] | None:
        """The rows of a Play section (``None``: a token not in the columns' tables)."""

    def spelt_calls(
        self, tokens: Sequence[str], spelt: dict[str, Any], plain_pass: object, /
    ) -> tuple[Any, ...] | None:
        """The calls of an Auction section (``None``: a token not in ``spelt``)."""


def include_dir() -> Path | None:
    """The directory of the interpreter's ``Python.h``, if it is there."""
    include = sysconfig.get_paths().get("include")
    if not include or not (Path(include) / "Python.h").is_file():
        return None
    return Path(include)


@cache
def core() -> Core | None:
    """The compiled module, built on first use; None without a C compiler or ``Python.h``,
    or with ``BRIDGELAW_PURE_PYTHON=1`` (the Python code then runs, same results)."""
    compiler = cbuild.compiler()
    include = include_dir()
    if compiler is None or include is None:
        return None
    suffix = (importlib.machinery.EXTENSION_SUFFIXES or [".so"])[0]
    here = Path(__file__).parent
    try:
        sources = {name: (here / name).read_bytes() for name in _SOURCES}
    except OSError:
        return None
    path = cbuild.build(sources, "pbncore", compiler, [f"-I{include}"], suffix)
    if path is None:
        return None
    try:
        loader = importlib.machinery.ExtensionFileLoader("_pbncore", str(path))
        spec = importlib.util.spec_from_file_location("_pbncore", path, loader=loader)
        if spec is None:
            return None
        module = importlib.util.module_from_spec(spec)
        loader.exec_module(module)
        module.setup(PbnTag, PbnTag.__slots__, PbnTrick, PbnTrick.__slots__)
    except (ImportError, OSError, TypeError, AttributeError):
        return None
    return cast(Core, module)
