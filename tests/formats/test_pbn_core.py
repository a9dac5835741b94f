"""The compiled plain paths of the PBN reader (``_pbncore.c``) against the Python code.

:mod:`bridgelaw.formats.pbncore` cuts plain games and reads plain Play and Auction
sections in C when a C compiler and ``Python.h`` are there. Everything the reader gives
must be the same either way: every field of every record with its lines, the notes, the
sections, the text as read, and the errors with their file, line and board. Compared
here on every shared PBN file, the edge texts of the fast-path tests, random texts made
of PBN's pieces, random bytes, and the shared files cut at random points.
"""

from __future__ import annotations

import contextlib
import gc
import os
import random
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.conftest import SHARED_DATA
from tests.formats.test_reader_fast_paths import GAME, _edge_texts, _pbn_digest, _pbn_texts

from bridgelaw.errors import FormatError
from bridgelaw.formats import pbn, pbn_lexer, pbncore
from bridgelaw.formats.pbn_units import PbnTag
from bridgelaw.formats.source import collector_paused

SHARED_PBN = sorted(SHARED_DATA.rglob("*.pbn"))


@contextmanager
def _python_only() -> Iterator[None]:
    """The Python code alone while inside (the core's ``core()`` gives None)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(pbncore, "core", lambda: None)
        yield


def _same(text: str, source: str = "<text>", *, every_reader: bool = False) -> None:
    """The reader gives the same with the core and without; ``every_reader``: also
    :func:`pbn.read` (the good games and the errors with file, line and board) and the
    strict reader's problems (:func:`pbn.validate`) of a good file, and every game's
    sections asked for later (the units as written, made when first asked for)."""
    fast = _digest(text, source, every_reader)
    with _python_only():
        slow = _digest(text, source, every_reader)
    assert fast == slow, source


def _digest(text: str, source: str, every_reader: bool) -> list[object]:
    out = _pbn_digest(text, source)
    if every_reader:
        read = pbn.read(text, source=source)
        out.append([(g, g.notes, g.line, g.calls, g.play) for g in read.items])
        out.append([(str(e), e.line, e.board, e.rule) for e in read.errors])
        out.append([(str(e), e.line, e.rule) for e in pbn.validate(text, source=source)])
    return out


def test_the_core_is_built_where_a_compiler_and_python_h_are() -> None:
    """Where ``cc`` and ``Python.h`` are (CI installs gcc: scripts/system-deps.sh), the
    core must build and load: a build that fails fails here, it is not skipped."""
    if os.environ.get("BRIDGELAW_PURE_PYTHON"):  # the Python code alone, as asked
        assert pbncore.core() is None
    elif (shutil.which("cc") or shutil.which("gcc")) and pbncore.include_dir() is not None:
        assert pbncore.core() is not None
        reporter = pbn_lexer.Reporter("x", strict=False)
        games = [g for g in pbn_lexer.lex(GAME, reporter) if g.tags]
        assert isinstance(games[0], pbn_lexer.PlainGame)
        assert all(type(tag) is PbnTag for tag in games[0].tags)
    else:
        assert pbncore.core() is None


@pytest.mark.parametrize("without", ["BRIDGELAW_PURE_PYTHON", "Python.h", "compiler"])
def test_without_a_compiler_or_python_h_the_python_code_reads(
    monkeypatch: pytest.MonkeyPatch, without: str
) -> None:
    if without == "BRIDGELAW_PURE_PYTHON":
        monkeypatch.setenv(without, "1")
    elif without == "Python.h":
        monkeypatch.setattr(pbncore, "include_dir", lambda: None)
    else:
        monkeypatch.setattr(shutil, "which", lambda name: None)
    pbncore.core.cache_clear()
    try:
        assert pbncore.core() is None
        (game,) = pbn.loads(GAME, sections=True)
        assert game.board is not None and game.board.number == 1
        assert (len(game.auction or ()), len(game.play or ())) == (8, 2)
    finally:
        pbncore.core.cache_clear()


def test_the_core_reads_every_shared_file_and_edge_text_as_the_python_code() -> None:
    texts = _pbn_texts()
    assert len([t for t in texts if t.endswith(".pbn")]) == len(SHARED_PBN) > 60
    for source, text in texts.items():
        _same(text, source, every_reader=source.endswith(".pbn"))


def test_the_core_cuts_the_games_of_the_bench_file_into_records() -> None:
    """The bench file's games are all cut by the core (not left to the Python code)."""
    core = pbncore.core()
    if core is None:  # no compiler here: the test above has shown why
        assert pbncore.include_dir() is None or not shutil.which("cc")
        return
    text = pbn.read_text(SHARED_DATA / "pbn_events" / "rpbridge_2012_vugraph_archive.pbn")
    games = [g for g in pbn_lexer.lex(text, pbn_lexer.Reporter("x", strict=False)) if g.tags]
    assert len(games) == 7632
    with _python_only():
        reporter = pbn_lexer.Reporter("x", strict=False)
        python = [g for g in pbn_lexer.lex(text, reporter) if g.tags]
    for game, slow in zip(games, python, strict=True):
        assert isinstance(game, pbn_lexer.PlainGame) and isinstance(slow, pbn_lexer.PlainGame)
        cut = core.plain_game(text, game.offset, game.line, pbn_lexer._pieces)
        assert isinstance(cut, tuple)
        assert cut[0] == game.tags == slow.tags
        assert [t.section_lines for t in cut[0]] == [t.section_lines for t in slow.tags]


CUT_BY_THE_CORE = {
    # edge text: the lexer's note on tabs (PBN 2.1 allows them as white space, §3.2)
    "comments after tag pairs": [],
    "comment lines among tags and rows": [],
    "comment lines and tabs in rows": ["line 11: tokens separated by tabs"],
    "semicolon": [],
    "comment in a game": [],
    "comment then a token": [],  # §3.8: a comment, then tokens on its line
    "escape line in a game": [],  # §2.4: '%' in the first column, the rest ignored
    "escape lines among rows": [],
    "escape word of six in a game": [],
    "tokens around comments": [],
    "comment over lines then tokens": ["line 12: tokens separated by tabs"],  # its last line
    "comment over lines then a tab": [],  # nothing after the brace: not read on
    "tab after a tag pair": ["line 3: tokens separated by tabs"],
    "tab before a semicolon": ["line 11: tokens separated by tabs"],
    "comment line with a tab": ["line 2: tokens separated by tabs"],
    "strings after a comment": [],
    "word with a percent": [],
}
"""Games the line-by-line lexer reads a line at a time (comments, escape lines, tabs on
their lines, tokens after a comment) that the core cuts at once into the same tags."""

LEFT_TO_THE_PYTHON_CODE = [
    "escape header in a game",  # % EXPORT changes how the next games are read
    "escape word not ascii in a game",  # '% ımport' is % IMPORT to str.upper
    "two tags on a line",
    "leading space before a tag",
    "comment not closed in a game",
    "string with a tab in a table",
]


@pytest.mark.parametrize("name", CUT_BY_THE_CORE)
def test_games_with_comments_escape_lines_and_tabs_are_cut_by_the_core(name: str) -> None:
    """Each is cut at once by the core, the Python code reads it line by line: the
    comparisons above show the two give the same records; the tab notes agree here."""
    if pbncore.core() is None:  # no compiler here: the first test has shown why
        return
    text = _edge_texts()[name]
    reporter = pbn_lexer.Reporter("x", strict=False)
    games = [g for g in pbn_lexer.lex(text, reporter) if g.tags]
    assert [type(g) for g in games] == [pbn_lexer.PlainGame]
    assert reporter.notes == CUT_BY_THE_CORE[name]
    with _python_only():
        reporter = pbn_lexer.Reporter("x", strict=False)
        slow = [g for g in pbn_lexer.lex(text, reporter) if g.tags]
    assert [type(g) for g in slow] == [pbn_lexer.RawGame]
    assert reporter.notes == CUT_BY_THE_CORE[name]
    assert [t.comments for t in games[0].tags] == [tuple(t.comments) for t in slow[0].tags]
    assert [t.section for t in games[0].tags] == [tuple(t.section) for t in slow[0].tags]


@pytest.mark.parametrize("name", LEFT_TO_THE_PYTHON_CODE)
def test_games_the_core_leaves_to_the_python_code(name: str) -> None:
    if pbncore.core() is None:
        return
    reporter = pbn_lexer.Reporter("x", strict=False)
    games = [g for g in pbn_lexer.lex(_edge_texts()[name], reporter) if g.tags]
    assert pbn_lexer.RawGame in {type(g) for g in games}


def _games(path: Path, core: bool) -> dict[int, str]:
    """Each game of a file by its first line: the kind the lexer makes of it."""
    text = pbn.read_text(path)
    with contextlib.nullcontext() if core else _python_only():
        reporter = pbn_lexer.Reporter(str(path), strict=False, collect=True)
        return {g.line: type(g).__name__ for g in pbn_lexer.lex(text, reporter) if g.tags}


def test_the_verifier_files_games_with_escape_lines_and_comments_are_cut_by_the_core() -> None:
    """The PBN verifier's games with '%' lines inside them (errors_10.pbn describes each
    error so) and with tokens after a comment (correct_10.pbn: ``3H {A1} {A2} ! {B1}``)
    are cut by the core (the same records as the Python code's, shown above); two are
    left to the Python code: two tag pairs on a line (game 71), a bad character (74)."""
    if pbncore.core() is None:
        return
    verifier = SHARED_DATA / "pbn_verifier"
    escapes = [123, 162, 171, 180, 189, 198, 207, 217, 319, 331, 352, 371, 396, 414, 441]
    escapes += [453, 465, 477, 507, 547, 583, 620, 676, 870, 886]
    for name, lines, left in [
        ("correct_10.pbn", [57, 309], []),
        ("errors_10.pbn", escapes, [839, 920]),
    ]:
        fast, slow = _games(verifier / name, True), _games(verifier / name, False)
        assert {line: fast[line] for line in lines} == dict.fromkeys(lines, "PlainGame")
        assert {line: slow[line] for line in lines} == dict.fromkeys(lines, "RawGame")
        assert [fast[line] for line in left] == ["RawGame"] * len(left)


_PIECES = [
    '[Board "1"]\n', '[Dealer "N"]\n', '[Vulnerable "None"]\n', '[Auction "N"]\n',
    '[Play "W"]\n', '[Note "1:x"]\n', '[Contract "4H"]\n', '[Declarer "S"]\n',
    '[Result "10"]\n', GAME[GAME.index("[Deal") : GAME.index("[Declarer")],
    '[ScoreTable "Names\\20L;Score\\4R"]\n', '[Value "a\\"b\\\\c"]\n', '[X "#"]\n',
    "Pass 1H =1= Pass\n", "4H AP\n", "S2 SA S5 S4\n", "H2! HA $3 H5\n", "*\n", "+\n",
    '"A ; B" 100\n', '"C\\"D" x"z"w\n', "1H=1= 2C\n", " \t SK\tS3 \n", "\n", "  \n", "\x0c\n",
    "{c}\n", "; c\n", "% c\n", "[", "]", '"', "\\", "\t", " ", "é", "\u2003", "\x85", "#",
    "{", "}", "{a\n\nb}\n", " {x}", " ; y\n", "\t{t}\n", '{[Z "1"]}', "% EXPORT\n",
    "% PBN 2.0\n", "%x{\n", "% \u0131mport\n", "{c} 1H", "1H {d}\t2C\n", "{e\n}\t", "%",
    "S", "H", "2", "=", "^R", "x",
]  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_PIECES), max_size=40))
def test_random_texts_of_pbn_pieces_read_as_the_python_code(pieces: list[str]) -> None:
    _same("".join(pieces))


@settings(max_examples=150, deadline=None)
@given(st.binary(max_size=400))
def test_random_bytes_read_as_the_python_code(data: bytes) -> None:
    _same(data.decode("latin-1"))
    _same(GAME + "\n" + data.decode("utf-8", errors="replace"))


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(SHARED_PBN), st.randoms(use_true_random=False))
def test_shared_files_cut_at_random_points_read_as_the_python_code(
    path: object, rng: random.Random
) -> None:
    text = pbn.read_text(path)  # type: ignore[arg-type]
    start = rng.randrange(len(text))
    size = rng.choice([50, 300, 2000, 20000])
    _same(text[start : start + size], str(path))
    _same(text[: rng.randrange(len(text) + 1)], str(path))


@pytest.mark.parametrize("core", [True, False])
def test_what_follows_a_comment_over_lines_is_read_from_its_closing_brace(core: bool) -> None:
    """The rest of the last line of a ``{...}`` comment over lines is read from just after
    the brace (the line-by-line lexer once read it from as far into the rest as the brace
    was into the line, dropping characters: ``; c`` became the token ``c``)."""
    text = '[Event "x"] {a\nbc} ; c\n[Auction "N"]\n{d\ne}  1H Pass\n2H AP\n'
    with contextlib.nullcontext() if core else _python_only():
        (game,) = pbn.loads(text, sections=True)
    assert game.tags[0].comments == ("{a\nbc}", "; c")
    assert game.tags[1].comments == ("{d\ne}",)
    assert game.tags[1].section == ("1H", "Pass", "2H", "AP")
    assert game.tags[1].section_lines == (5, 5, 6, 6)
    assert [str(c.call) for c in game.auction or ()] == ["1H", "Pass", "2H", "Pass", "Pass", "Pass"]


def test_the_collector_is_paused_while_reading_and_on_again_after_an_error() -> None:
    assert gc.isenabled()
    with collector_paused():
        assert not gc.isenabled()
    assert gc.isenabled()
    with pytest.raises(FormatError), collector_paused():
        pbn.loads('[Board "1"]\n[Deal "N:KK"]\n')
    assert gc.isenabled()
    gc.disable()
    try:
        with collector_paused():  # off already: left to whoever turned it off
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_every_shared_file_cut_at_random_points_reads_as_the_python_code() -> None:
    """Every shared file, cut at three random points (seeded): the 20,000 characters
    before each cut and a stretch after it, read with the core and without."""
    rng = random.Random(10)
    for path in SHARED_PBN:
        text = pbn.read_text(path)
        for _ in range(3):
            cut = rng.randrange(len(text) + 1)
            _same(text[max(0, cut - 20_000) : cut], str(path))
            _same(text[cut : cut + rng.choice([40, 400, 4000])], str(path))


def test_the_core_is_built_from_every_c_file_of_it() -> None:
    """The core is several C files and a header (none over the project's 800 lines:
    tests/test_architecture.py counts C files too), all compiled together."""
    here = Path(pbncore.__file__).parent
    files = sorted(p.name for p in here.glob("_pbncore*") if p.suffix in (".c", ".h"))
    assert sorted(pbncore._SOURCES) == files
    assert len(files) >= 3
