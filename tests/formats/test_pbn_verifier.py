"""The official PBN verifier files: correct games pass the strict reader, each error
game is rejected with a message that names its error.

``errors_*.pbn`` hold 99 games, each opening with a ``% ==== game N ====`` line.
A game's error is described in its ``%`` lines (above the tag pairs, or above the
line at fault inside the game). The test cuts the files at those lines and checks
each game on its own with :func:`pbn.validate`, which goes on after each problem.

How descriptions map to messages: :data:`KEYWORDS` pairs a phrase of the
verifier's descriptions with a regular expression that a message about that
error must match (our messages use the words of the standard: "bad side",
"bad denomination", "double nag"...). The first problem we report for a game
must match one of the phrases its description contains. Some games have no
description of their own:

* those that repeat the previous game's error with another value (errors_20
  games 2, 4, 6, 13, 14, 17 to 20; errors_10 game 61, whose "Bad result" is
  written at the end of game 60) take the previous game's description;
* :data:`OWN_WORDS` describes the two kinds that the file leaves unexplained:
  errors_10 game 70 (values outside the lists of §4: WestType, Competition,
  Scoring, Mode "Unknown tag") and errors_20 games 22 and 23 (a TotalScoreTable
  column marked ``-``, ascending, whose values descend; game 23 inherits the
  column names with ``#``, so it is checked after game 22).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bridgelaw.errors import FormatError
from bridgelaw.formats import pbn

DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data"
VERIFIER = DATA / "pbn_verifier"

KEYWORDS: dict[str, str] = {
    "new tag name": r"new tag name",
    "no tag value": r"has no value",
    "bad character": r"character|string in quotes",
    "no integer tag value": r"integer",
    "no non-negative integer tag value": r"non-negative integer",
    "bad date character": r"bad date character",
    "bad date format": r"bad date format",
    "bad side": r"bad side",
    "wrong tag value": r"bad value|given twice|one space",
    "bad rank": r"bad rank",
    "bad deal": r"bad deal",
    "bad tag value": r"bad value|bad side|bad contract",
    "bad trump": r"denomination",
    "bad number": r"bad number|not an integer",
    "wrong character": r"outside any tag pair",
    "bad section": r"bad section",
    "no dealer": r"no dealer",
    "no deal": r"no deal",
    "no declarer": r"no declarer",
    "no contract": r"no contract",
    "tag exists already": r"exists already",
    "bad call": r"bad call",
    "double suffix": r"double suffix",
    "double nag": r"double nag",
    "bad nag": r"bad nag",
    "bad note": r"note",
    "double note": r"double note",
    "no note for": r"no note for",
    "bad declarer": r"bad declarer",
    "bad risk": r"bad risk",
    "revoke": r"revoke",
    "bad card": r"bad card",
    "bad suit": r"bad suit",
    "double illegal": r"double irregularity",
    "bad illegal": r"irregularity",
    "bad lead": r"bad lead",
    "unused note": r"unused note",
    "sufficient": r"is sufficient",
    "bad result": r"bad result",
    "bad inheritance": r"bad inheritance",
    "line too long": r"line too long",
    "export": r"export format",
    "new scoring fields": r"Scoring field",
    "inconsistent": r"inconsistent",
    "double '+'": r"double '\+'",
    "card after '+'": r"card \S+ after '\+'",
    "call after '+'": r"after '\+'|second '\+'",
    "width specifier": r"width",
    "no comment allowed": r"comment",
    "forbidden characters": r"forbidden character",
    "missing table elements": r"missing table elements",
}

OWN_WORDS: dict[tuple[str, int], str] = {
    ("errors_10", 70): r"bad value 'Unknown tag': expected one of",
    ("errors_20", 22): r"marked '-' \(ascending\) but",
    ("errors_20", 23): r"marked '-' \(ascending\) but",
}

REJECTED_BY_TOLERANT: dict[str, set[int]] = {
    # What the tolerant reader cannot read: broken tag pairs and strings, bad values of
    # the tags the record types (Dealer, Vulnerable, Deal, Declarer, Contract, Result),
    # calls and cards that are not calls and cards, a '#' Auction with no game before,
    # stray brackets. Everything else (unknown tags, illegal auctions and plays, results
    # that disagree with the play, bad dates, table rules, export layout...) is read:
    # the laws engine and the checker judge the bridge, and oddities go to notes.
    "errors_10": {2, 3, 9, 10, 11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 22, 30, 48, 59, 62, 73}
    | {74},
    "errors_20": {12, 13, 17, 18, 20},
    "errors_21": set(),
}

NOTED_BY_TOLERANT: dict[str, set[int]] = {
    # Quirks the tolerant reader accepts and notes on the game.
    "errors_10": {4, 16, 23, 28, 31, 35, 46, 56, 63, 64, 65, 66, 72},
    "errors_20": {19},
    "errors_21": set(),
}


def split_games(path: Path) -> list[str]:
    """The games of a verifier file, cut at the ``% ==== game N ====`` lines."""
    parts = re.split(r"(?m)^(?=% =+ game \d+ =+)", pbn.read_text(path))
    return [part for part in parts if part.strip()]


def description(chunk: str) -> str:
    """The ``%`` lines of a game, but the marker and the file's introduction."""
    lines = [line[1:].strip() for line in chunk.splitlines()[1:] if line.startswith("%")]
    skip = ("The intention", "The file contains", "EXPORT")
    text = " | ".join(line for line in lines if line and not line.startswith(skip))
    return "EXPORT" if "% EXPORT" in chunk and not text else text


def expected_patterns(name: str, number: int, text: str) -> list[str]:
    if (name, number) in OWN_WORDS:
        return [OWN_WORDS[(name, number)]]
    lowered = text.lower()
    return [pattern for phrase, pattern in KEYWORDS.items() if phrase in lowered]


def error_games() -> list[tuple[str, int, str, str, str]]:
    """(file, game number, game text, text of the game before, description)."""
    out = []
    for path in sorted(VERIFIER.glob("errors_*.pbn")):
        games = split_games(path)
        described = ""
        for number, chunk in enumerate(games, 1):
            own = description(chunk)
            described = own or described
            before = games[number - 2] if number > 1 else ""
            out.append((path.stem, number, chunk, before, described))
    return out


ERROR_GAMES = error_games()


def test_the_error_files_hold_99_games() -> None:
    counts = dict.fromkeys(("errors_10", "errors_20", "errors_21"), 0)
    for name, *_ in ERROR_GAMES:
        counts[name] += 1
    assert counts == {"errors_10": 74, "errors_20": 23, "errors_21": 2}


@pytest.mark.parametrize("name", ["correct_10", "correct_20", "correct_21"])
def test_correct_files_pass_the_strict_reader(name: str) -> None:
    path = VERIFIER / f"{name}.pbn"
    games = pbn.load(path, strict=True)
    assert len(games) == len(split_games(path))
    assert pbn.validate(pbn.read_text(path), source=name) == []


@pytest.mark.parametrize(
    ("name", "number", "chunk", "before", "text"),
    ERROR_GAMES,
    ids=[f"{g[0]}-game{g[1]}" for g in ERROR_GAMES],
)
def test_each_error_game_is_rejected_naming_its_error(
    name: str, number: int, chunk: str, before: str, text: str
) -> None:
    patterns = expected_patterns(name, number, text)
    assert patterns, f"no keyword for the description {text!r}"
    # A game that inherits with "#" is read after the game it inherits from.
    context = before if '"#"' in chunk else ""
    offset = context.count("\n")
    errors = [e for e in pbn.validate(context + chunk, source=name) if e.line > offset]
    assert errors, f"{name} game {number} ({text}) passed the strict reader"
    first = errors[0]
    assert any(re.search(p, first.reason) for p in patterns), (first.reason, text)
    assert first.source == name and first.rule.startswith("PBN 2.1 §")
    with pytest.raises(FormatError):
        pbn.loads(context + chunk, strict=True)


@pytest.mark.parametrize(
    ("name", "number", "chunk"),
    [(g[0], g[1], g[2]) for g in ERROR_GAMES],
    ids=[f"{g[0]}-game{g[1]}" for g in ERROR_GAMES],
)
def test_tolerant_reader_accepts_quirks_and_rejects_the_unreadable(
    name: str, number: int, chunk: str
) -> None:
    if number in REJECTED_BY_TOLERANT[name]:
        with pytest.raises(FormatError) as caught:
            pbn.loads(chunk, source=name)
        assert caught.value.line > 0 and caught.value.source == name
        return
    games = pbn.loads(chunk, source=name)
    assert games
    notes = [note for game in games for note in game.notes]
    assert bool(notes) == (number in NOTED_BY_TOLERANT[name]), notes


def test_every_problem_of_a_game_is_reported() -> None:
    # Game 35 of errors_10 holds one error per line, each described above it.
    chunk = next(g[2] for g in ERROR_GAMES if g[:2] == ("errors_10", 35))
    reasons = [e.reason for e in pbn.validate(chunk)]
    for phrase in ("double suffix", "double nag", "bad nag", "bad number", "bad note",
                   "double note", "no note for"):  # fmt: skip
        assert any(phrase in reason for reason in reasons), phrase
    assert len(reasons) >= 11


def test_validate_keeps_going_through_a_whole_file() -> None:
    text = pbn.read_text(VERIFIER / "errors_10.pbn")
    errors = pbn.validate(text, source="errors_10.pbn")
    starts = [m.start() for m in re.finditer(r"(?m)^% =+ game \d+ =+", text)]
    lines = [text.count("\n", 0, s) + 1 for s in starts]
    games_with_errors = {sum(1 for start in lines if start <= e.line) for e in errors}
    # Game 20's unclosed table comment swallows later games in a whole-file read, so a
    # few games go unreported here; game by game (above) every one is.
    assert len(games_with_errors) >= 70
