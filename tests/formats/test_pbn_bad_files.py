"""Small bad PBN files never give a traceback: each error names the file and the line
(and the board, when the game has a readable one) and says what was wrong, and the
good games around the bad one are still read, by ``pbn.read_file`` and by the strict
reader's ``pbn.load``, with the compiled core and without, also in games the core cuts
at once (escape lines, comments and tabs among their tags and rows)."""

from __future__ import annotations

import contextlib
from pathlib import Path

import pytest
from tests.formats.test_pbn_comment_lines import GAME
from tests.formats.test_pbn_core import _python_only
from typer.testing import CliRunner

from bridgelaw.cli import app
from bridgelaw.errors import FormatError
from bridgelaw.formats import pbn

SECOND = GAME.replace('[Board "1"]', '[Board "2"]').replace('[Dealer "N"]', '[Dealer "E"]')
THIRD = GAME.replace('[Board "1"]', '[Board "3"]').replace('[Dealer "N"]', '[Dealer "S"]')
DEAL_LINE = 11
"""The line of the Deal tag pair in each game (the second game starts on line 23)."""
TWO = 22
"""Lines before the second game (the first and an empty line)."""

BAD = {
    # name: (the text, the line and board of the error, what it says)
    "truncated in a tag pair": (
        GAME + "\n" + SECOND[: SECOND.index('[Deal "') + 20],
        (TWO + DEAL_LINE, 2),
        "the value of tag Deal is not closed",
    ),
    "truncated in a card": (
        GAME + "\n" + SECOND[: SECOND.index("S2 SA S") + 7],
        (TWO + 20, 2),
        "bad card 'S'",
    ),
    "truncated in a call": (
        GAME + "\n" + SECOND[: SECOND.index("1H Pass") + 5],
        (TWO + 17, 2),
        "bad call 'Pa'",
    ),
    "bad deal string": (
        GAME + "\n" + SECOND.replace("T98.765.432.AKQJ", "T98.765.432.AKQX") + "\n" + THIRD,
        (TWO + DEAL_LINE, 2),
        "bad deal",
    ),
    "deal of 14 cards": (
        GAME + "\n" + SECOND.replace("AKQJ.T98.765.432 ", "AKQJ.T98.765.4322 ") + "\n" + THIRD,
        (TWO + DEAL_LINE, 2),
        "bad deal",
    ),
    "unclosed quote": (
        GAME + "\n" + SECOND.replace('[Contract "4H"]', '[Contract "4H]') + "\n" + THIRD,
        (TWO + 14, 2),
        "the value of tag Contract is not closed",
    ),
    "unclosed quote after escape lines and tabs": (
        GAME
        + "\n"
        + SECOND.replace('[Contract "4H"]', '% by hand\n\t{c}\n[Contract "4H]')
        + "\n"
        + THIRD,
        (TWO + 16, 2),
        "the value of tag Contract is not closed",
    ),
}


@pytest.mark.parametrize("core", [True, False])
@pytest.mark.parametrize("name", BAD)
def test_a_bad_game_is_named_by_file_line_and_board_and_the_good_ones_read(
    tmp_path: Path, name: str, core: bool
) -> None:
    text, (line, board), message = BAD[name]
    path = tmp_path / "bad.pbn"
    path.write_text(text, encoding="latin-1")
    with contextlib.nullcontext() if core else _python_only():
        read = pbn.read_file(path)
        with pytest.raises(FormatError) as strict:
            pbn.load(path, strict=True)
    (error,) = read.errors
    assert str(error).startswith(f"{path}:{line}: board {board}: {message}")
    assert (error.line, error.board) == (line, board)
    good = [g.board.number for g in read.items if g.board is not None]
    assert good == [1, 3] if text.endswith(THIRD) else good == [1]
    assert str(strict.value).startswith(f"{path}:{line}: {message}")


@pytest.mark.parametrize("core", [True, False])
def test_a_comment_not_closed_is_noted_on_its_line_and_refused_by_the_strict_reader(
    tmp_path: Path, core: bool
) -> None:
    """The tolerant reader closes it at the end of the file and notes where it began;
    the strict reader refuses the file, naming it and the line."""
    path = tmp_path / "open.pbn"
    path.write_text(GAME + "\n" + SECOND.replace("4H AP", "4H AP {the end ..."), "latin-1")
    with contextlib.nullcontext() if core else _python_only():
        read = pbn.read_file(path)
        with pytest.raises(FormatError) as strict:
            pbn.load(path, strict=True)
    assert read.errors == () and [g.board.number for g in read.items if g.board] == [1, 2]
    assert read.items[1].notes == ("line 40: comment not closed: '{' without '}' (PBN 2.1 §3.8)",)
    assert str(strict.value) == f"{path}:40: comment not closed: '{{' without '}}' (PBN 2.1 §3.8)"


@pytest.mark.parametrize("name", ["bad deal string", "unclosed quote after escape lines and tabs"])
def test_check_and_show_name_the_bad_board_with_no_traceback(tmp_path: Path, name: str) -> None:
    text, (line, board), message = BAD[name]
    path = tmp_path / "bad.pbn"
    path.write_text(text, encoding="latin-1")
    for command in (["check"], ["show", "--no-dd"]):
        result = CliRunner().invoke(app, [*command, str(path)])
        assert "Traceback" not in result.output and result.exit_code == 1, result.output
        assert isinstance(result.exception, SystemExit | None)
        said = result.stdout if command == ["check"] else result.stderr
        assert f"{path}:{line}" in said and f"board {board}" in said and message in said
