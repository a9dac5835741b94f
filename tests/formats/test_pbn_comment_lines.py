"""Escape lines, comments and tabs inside a game, as PBN 2.1 has them, read the same
with the compiled core (which cuts such a game at once) and without (line by line).

* §2.4: ``%`` in the first column makes the rest of the line ignored (it does not end
  the game, nor is it a token); a ``%`` elsewhere is not an escape; inside a brace
  comment a ``%`` line is part of the comment (§3.8).
* §3.8: a comment may stand between tokens, and refers to what precedes it: a comment
  right after a tag pair is the tag's, one after a call is among the section's tokens;
  tokens after it on its line are read on.
* §2.2-2.3: horizontal and vertical tabs are white space in import format (the tolerant
  reader notes the first line with one), and not allowed in export format.

Every game is written back as it was read (the round trip keeps the comments where
they stand)."""

from __future__ import annotations

import contextlib

import pytest
from tests.formats.test_pbn_core import _python_only

from bridgelaw.formats import pbn, pbn_lexer

GAME = (
    '[Event "Club"]\n[Site "Here"]\n[Date "2026.11.27"]\n[Board "1"]\n[West "W"]\n'
    '[North "N"]\n[East "E"]\n[South "S"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
    '[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]\n'
    '[Scoring ""]\n[Declarer "S"]\n[Contract "4H"]\n[Result "9"]\n'
    '[Auction "N"]\nPass Pass 1H Pass\n4H AP\n[Play "W"]\nS2 SA S8 S5\n*\n'
)
CALLS = ["Pass", "Pass", "1H", "Pass", "4H", "Pass", "Pass", "Pass"]


def _read(text: str, core: bool) -> pbn.PbnGame:
    with contextlib.nullcontext() if core else _python_only():
        (game,) = pbn.loads(text, sections=True, source="made.pbn")
        assert pbn.dumps([game]) == text  # written back as read
        assert pbn.validate(text, source="made.pbn") == []  # the standard allows it
    return game


def _tag(game: pbn.PbnGame, name: str) -> pbn.PbnTag:
    tag = game.tag(name)
    assert tag is not None
    return tag


@pytest.mark.parametrize("core", [True, False])
def test_escape_lines_inside_a_game_are_ignored_where_they_stand(core: bool) -> None:
    text = (
        GAME.replace("[Deal ", "% dealt by hand\n[Deal ")
        .replace("4H AP", "4H\n%\n% {not a comment\nAP")
        .replace("S2 SA", "% the lead\nS2 SA")
    )
    game = _read(text, core)
    assert _tag(game, "Vulnerable").comments == ("% dealt by hand",)
    assert _tag(game, "Auction").section == (
        "Pass", "Pass", "1H", "Pass", "4H", "%", "% {not a comment", "AP",
    )  # fmt: skip
    assert _tag(game, "Play").comments == ("% the lead",)
    assert [str(c.call) for c in game.auction or ()] == CALLS
    assert len(game.play or ()) == 1 and game.notes == ()


@pytest.mark.parametrize("core", [True, False])
def test_a_percent_not_in_the_first_column_is_no_escape(core: bool) -> None:
    """`` %x`` is a token of the section (not a call: the tolerant reader notes it),
    and a ``%`` line inside a brace comment is part of the comment."""
    with contextlib.nullcontext() if core else _python_only():
        (game,) = pbn.loads(GAME.replace("4H AP", "4H AP\n %x"), source="made.pbn")
    assert _tag(game, "Auction").section[-1] == "%x"
    text = GAME.replace("4H AP", "4H {a\n% b\nc} AP")
    game = _read(text, core)
    assert "{a\n% b\nc}" in _tag(game, "Auction").section


@pytest.mark.parametrize("core", [True, False])
def test_tokens_after_a_comment_on_its_line_are_read_on(core: bool) -> None:
    text = GAME.replace("Pass Pass 1H Pass", "{opening} Pass Pass 1H Pass").replace(
        "4H AP", "4H {good} AP ; end"
    )
    game = _read(text, core)
    auction = _tag(game, "Auction")
    assert auction.comments == ("{opening}",)  # it follows the tag pair
    assert auction.section == ("Pass", "Pass", "1H", "Pass", "4H", "{good}", "AP", "; end")
    assert auction.section_lines == (17, 17, 17, 17, 18, 18, 18, 18)
    assert [str(c.call) for c in game.auction or ()] == CALLS


@pytest.mark.parametrize("core", [True, False])
@pytest.mark.parametrize("tab", ["\t", "\x0b"])
def test_tabs_on_comment_lines_are_white_space_but_in_export_format(core: bool, tab: str) -> None:
    text = GAME.replace("[Play", f"{tab}{{the play}}{tab}; as played\n[Play")
    game = _read(text, core)
    assert _tag(game, "Auction").section[-2:] == ("{the play}", "; as played")
    noted = ("line 19: tokens separated by tabs",) if tab == "\t" else ()
    assert game.notes == noted
    with contextlib.nullcontext() if core else _python_only():
        problems = [str(e) for e in pbn.validate("% EXPORT\n" + text, source="made.pbn")]
    assert problems == ["made.pbn:20: tab character in export format (PBN 2.1 §2.3)"]


@pytest.mark.parametrize("lines_at_once", [True, False])
def test_escape_lines_before_a_game_are_its_prelude_and_headers_count(
    lines_at_once: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A run of escape lines before a first tag pair is read at once (the tolerant
    lexer's fast path) or line by line: the same prelude, and the headers among them
    (% PBN 2.0, % EXPORT, % IMPORT, §2.4) set what the next games are."""
    monkeypatch.setattr(pbn_lexer, "PLAIN_GAMES", lines_at_once)
    text = "% one\n%\n% PBN 2.0\n% the PBN file\n% export \n" + GAME + "\n%x\n% IMPORT\n" + GAME
    first, second = pbn.loads(text, source="made.pbn")
    assert first.prelude == ("% one", "%", "% PBN 2.0", "% the PBN file", "% export ")
    assert (first.version, first.export, first.line) == ((2, 0), True, 6)
    assert second.prelude == ("%x", "% IMPORT")
    assert (second.version, second.export, second.line) == ((2, 0), False, 30)
