"""Reading a user's file as text: encodings detected, unusable files named in one line."""

from __future__ import annotations

import codecs
from pathlib import Path

import pytest

from bridgelaw.errors import FormatError
from bridgelaw.formats import pbn
from bridgelaw.formats.source import decode, nothing_read, read_text

POLISH = '[North "Paweł Świątek"]\n[South "Zażółć gęślą jaźń"]\n[Site "Łódź"]\n'
NORDIC = '[North "Bjørn Ødegård"]\n[South "Åse Sæther"]\n[Site "Göteborg"]\n'


@pytest.mark.parametrize(
    ("text", "encoding"),
    [
        (POLISH, "utf-8"),
        (POLISH, "utf-8-sig"),
        (POLISH, "utf-16"),
        (POLISH, "cp1250"),
        (NORDIC, "latin-1"),
        (NORDIC, "cp1252"),
        (NORDIC, "utf-8-sig"),
        ('[North "Jürgen Weiß"]\n[South "Ñoño"]\n', "latin-1"),
    ],
)
def test_the_encoding_is_detected(text: str, encoding: str) -> None:
    assert decode(text.encode(encoding)) == text


def test_a_strict_reading_takes_a_text_that_is_not_utf8_as_latin1() -> None:
    data = bytes(range(0xA0, 0x100))
    assert decode(data, code_page="latin-1") == data.decode("latin-1")


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"", "the file is empty"),
        (b" \r\n\t\n", "the file is empty"),
        (codecs.BOM_UTF8 + b"\n", "the file is empty"),
        (b'[Board "1"]\x00\x00', "binary data, not a text file (byte 0x00 at offset 11)"),
        (bytes(range(256)) * 8, "binary data, not a text file (byte 0x00 at offset 0)"),
    ],
)
def test_empty_and_binary_data_are_named(data: bytes, message: str) -> None:
    with pytest.raises(FormatError) as caught:
        decode(data, source="night.pbn")
    assert str(caught.value) == f"night.pbn: {message}"


def test_a_missing_file_and_a_directory_cannot_be_read(tmp_path: Path) -> None:
    for path in (tmp_path / "missing.pbn", tmp_path):
        with pytest.raises(FormatError, match=f"^{path}: cannot read the file: "):
            read_text(path)


def test_nothing_read_counts_the_errors_and_gives_the_first() -> None:
    errors = [FormatError("bad deal", source="a.pbn", line=7, board=2)] * 3
    error = nothing_read("a.pbn", "board", errors)
    assert str(error) == "a.pbn: no board can be read (3 errors; the first, line 7: bad deal)"
    assert str(nothing_read("a.pbn", "board", [])) == "a.pbn: no board in the file"


@pytest.mark.parametrize("char", ["\x1c", "\x1f", "\x85", "\u2028"])
def test_the_lexer_takes_unicode_line_separators_as_white_space(char: str) -> None:
    # \s characters that are not PBN white space once made the tokenizer assert
    games = pbn.loads(f'[Board "1"]\n{{a comment}}{char}word\n[Event "x"] {char} y\n')
    assert [g.board.number for g in games if g.board is not None] == [1]


def test_read_goes_on_after_a_bad_game_and_names_its_board() -> None:
    good = '[Board "{n}"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
    text = "\n".join(
        [good.format(n=1), good.format(n=2).replace('"None"', '"Often"'), good.format(n=3)]
    )
    read = pbn.read(text, source="t.pbn")
    assert [g.board.number for g in read.items if g.board is not None] == [1, 3]
    assert [(e.line, e.board) for e in read.errors] == [(7, 2)]
    assert str(read.errors[0]).startswith("t.pbn:7: board 2: bad value 'Often'")
    assert not read.ok
