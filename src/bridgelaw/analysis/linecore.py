"""The compiled search core of the claim analysis (``_linecore.c``), and its loader.

:func:`bridgelaw.analysis.endings.line_tricks` with a :class:`~bridgelaw.analysis.normal.
NormalPlay` chooser is the cost of a claim analysis: millions of nodes in pure Python
for a claim at trick 5 with four winning suits. ``_linecore.c`` is the same search and
the same normal-play model written in C; :func:`core` compiles it with the system C
compiler (``cc``, from Debian's ``gcc``: ``scripts/system-deps.sh``) the first time it is
needed, into a cache directory (``BRIDGELAW_CACHE_DIR``, else ``~/.cache/bridgelaw``),
and loads it with :mod:`ctypes`. Without a compiler, or with ``BRIDGELAW_PURE_PYTHON=1``,
:func:`core` gives ``None`` and the analysis runs the Python search: the figures are the
same (tests/analysis/test_line_core.py compares the two).
"""

from __future__ import annotations

import ctypes
from functools import cache
from pathlib import Path

from bridgelaw.analysis import cbuild
from bridgelaw.analysis.endings import Position
from bridgelaw.analysis.normal import NormalPlay

__all__ = ["LineCore", "core"]

_SOURCE = Path(__file__).with_name("_linecore.c")


class LineCore:
    """The loaded core: transposition tables (one per line and direction) and searches."""

    def __init__(self, library: ctypes.CDLL) -> None:
        self._lib = library
        library.lc_table_new.restype = ctypes.c_void_p
        library.lc_table_new.argtypes = []
        library.lc_table_free.restype = None
        library.lc_table_free.argtypes = [ctypes.c_void_p]
        ints = ctypes.POINTER(ctypes.c_int)
        u64 = ctypes.c_uint64
        library.lc_search.restype = ctypes.c_int
        library.lc_search.argtypes = [
            ctypes.c_void_p,
            ints,
            ints,
            ctypes.c_int,
            ints,
            ctypes.c_int,
            ctypes.c_int,
            ctypes.c_int,
            ctypes.c_int,
            u64,
            u64,
            u64,
            u64,
            ctypes.c_int,
            ints,
            ctypes.c_int,
            ctypes.c_int,
            ctypes.c_int,
            ctypes.POINTER(ctypes.c_long),
        ]
        self.nodes = 0
        """Nodes searched by this core (all searches)."""

    def table(self) -> CoreTable:
        """A new transposition table (freed when the object is)."""
        return CoreTable(self._lib)

    def search(
        self,
        table: CoreTable,
        pos: Position,
        chooser: NormalPlay,
        *,
        maximise: bool,
        alpha: int,
        beta: int,
    ) -> int:
        """What :func:`~bridgelaw.analysis.endings.line_tricks` gives for ``chooser`` from
        ``pos`` with the window (``alpha``, ``beta``): exact inside it, a bound outside.

        :raises MemoryError: the table could not grow.
        """
        kinds, values = chooser.plan()
        n = len(kinds)
        order = chooser.suit_order(pos.trump)
        current = pos.current
        nodes = ctypes.c_long(0)
        value = int(
            self._lib.lc_search(
                table.handle,
                (ctypes.c_int * max(n, 1))(*kinds),
                (ctypes.c_int * max(n, 1))(*values),
                n,
                (ctypes.c_int * 4)(*order),
                chooser.side,
                int(chooser.top_down),
                int(maximise),
                pos.trump,
                *pos.masks,
                pos.leader,
                (ctypes.c_int * 4)(*current),
                len(current),
                alpha,
                beta,
                ctypes.byref(nodes),
            )
        )
        self.nodes += nodes.value
        if value < 0:
            raise MemoryError("the claim search's table could not grow")
        return value


class CoreTable:
    """A transposition table of the core (bounds by the raw cards and the leader), for the
    searches of one line in one direction (careful or careless)."""

    def __init__(self, library: ctypes.CDLL) -> None:
        self._free = library.lc_table_free
        self.handle = library.lc_table_new()
        if not self.handle:
            raise MemoryError("no memory for a claim search table")

    def __del__(self) -> None:
        handle, self.handle = getattr(self, "handle", None), None
        if handle:
            self._free(handle)


def _build(source: bytes, compiler: str) -> Path | None:
    """The shared library built from ``source`` (cached by its hash), or None."""
    return cbuild.build(source, "linecore", compiler)


@cache
def core() -> LineCore | None:
    """The compiled core, built on first use; None without a C compiler or with
    ``BRIDGELAW_PURE_PYTHON=1`` (the Python search then runs, same figures)."""
    compiler = cbuild.compiler()
    if compiler is None:
        return None
    path = _build(_SOURCE.read_bytes(), compiler)
    if path is None:
        return None
    try:
        return LineCore(ctypes.CDLL(str(path)))
    except OSError:
        return None
