"""A Note tag's value is read one way (``pbn_values.note_parts``, PBN 2.1 §3.5.5): the
reader's notes, :meth:`PbnGame.note_texts` (which the Auction and Play sections take
their explanations from) and :func:`read_note` (the standard's form) all use it. They
once disagreed: ``"1 : five"`` and ``"33:x"`` were bad notes to the reader, dropped, while
``note_texts`` gave their texts to the calls; ``"²:x"`` raised ``ValueError`` (a
traceback) in ``note_texts``."""

from __future__ import annotations

import pytest
from tests.formats.test_reader_fast_paths import GAME

from bridgelaw.errors import FormatError, NotationError
from bridgelaw.formats import pbn, pbn_lexer
from bridgelaw.formats.pbn_reader import _notes
from bridgelaw.formats.pbn_values import note_parts, read_note

FORMS = {
    # value: (index read, text, a problem the standard has with it)
    "1:five": (1, "five", ""),
    "1 : five": (1, "five", "is not written '<index>:<text>'"),
    " 2:two": (2, "two", "is not written '<index>:<text>'"),
    "33:x": (33, "x", "notes are numbered 1 to 32"),
    "0:zero": (0, "zero", "notes are numbered 1 to 32"),
    "²:x": (None, "", "is not written '<index>:<text>'"),
    "one:a": (None, "", "is not written '<index>:<text>'"),
    ":": (None, "", "is not written '<index>:<text>'"),
    "": (None, "", "is not written '<index>:<text>'"),
}


def _game(value: str, index: int = 1) -> str:
    return GAME.replace("1H Pass", f"1H ={index}= Pass").replace(
        "[Play", f'[Note "{value}"]\n[Play'
    )


@pytest.mark.parametrize("value", FORMS)
def test_one_reading_of_a_note_s_value(value: str) -> None:
    index, text, problem = FORMS[value]
    number, note, said = note_parts(value)
    assert (number, note.strip(), bool(said)) == (index, text, bool(problem))
    assert problem in said
    if problem:
        with pytest.raises(NotationError, match="Note"):
            read_note(value)
    else:
        assert read_note(value) == (index, text)


@pytest.mark.parametrize("value", FORMS)
def test_the_reader_s_notes_are_the_game_s_note_texts(value: str) -> None:
    """What the reader keeps of the Note (and notes about it) is what ``note_texts``
    gives the calls, with a note on the game exactly where the standard objects."""
    index, text, problem = FORMS[value]
    source = _game(value, index or 1)
    reporter = pbn_lexer.Reporter("x", strict=False)
    (raw,) = [g for g in pbn_lexer.lex(source, reporter) if g.tags]
    auction, play = _notes(raw, reporter)
    (game,) = pbn.loads(source, sections=True)
    assert auction == game.note_texts("Auction") == ({} if index is None else {index: text})
    assert play == game.note_texts("Play") == {}
    assert [problem in n for n in game.notes] == ([True] if problem else [])
    if index:  # the call's explanation is the note's text, either way read
        (later,) = pbn.loads(source)
        for read in (game, later):
            assert read.auction is not None and read.auction[2].explanation == text


@pytest.mark.parametrize("value", ["1 : five", "33:x", "²:x"])
def test_the_strict_reader_rejects_a_note_the_standard_does_not_allow(value: str) -> None:
    with pytest.raises(FormatError) as err:
        pbn.loads(_game(value), strict=True, source="notes.pbn")
    assert err.value.line == 11 and "notes.pbn:11:" in str(err.value)
    assert "§3.5.5" in str(err.value)
