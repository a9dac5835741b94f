"""A PBN file read and written back without changes is the same file; only what the user
changed, changes (issue: faithful round trip)."""

from __future__ import annotations

import difflib
from dataclasses import replace
from pathlib import Path

import pytest

from bridgelaw.formats import pbn

DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data"


def pbn_files() -> list[Path]:
    """Every PBN file of the shared data except the verifier's error files."""
    return sorted(p for p in DATA.rglob("*.pbn") if not p.name.startswith("errors_"))


def _text(path: Path) -> str:
    text = pbn.read_text(path)
    return text[1:] if text.startswith("\ufeff") else text


def test_there_are_real_files_of_every_kind() -> None:
    files = pbn_files()
    assert len(files) > 60
    assert any("\r\n" in _text(p) for p in files)  # exporters' CRLF files among them
    assert any("{" in _text(p) for p in files)  # and files with brace comments


@pytest.mark.parametrize("path", pbn_files(), ids=lambda p: p.name)
def test_every_real_file_is_written_back_as_it_was(path: Path) -> None:
    games = pbn.load(path)
    assert pbn.dumps(games) == _text(path)


def _changed_lines(before: str, after: str) -> set[int]:
    """The 1-based lines of ``before`` that differ in ``after``."""
    out: set[int] = set()
    matcher = difflib.SequenceMatcher(a=before.splitlines(), b=after.splitlines(), autojunk=False)
    for kind, i1, i2, _j1, _j2 in matcher.get_opcodes():
        if kind != "equal":
            out.update(range(i1 + 1, max(i2, i1 + 1) + 1))
    return out


@pytest.mark.parametrize(
    "name",
    [
        "pbn_events/camrose2024_bridgecomposer_dd_par.pbn",
        "pbn_events/hand_trophy_pairs_2016-08-16_dd.pbn",
        "pbn_events/realbridge_2021_online_qual_open_r2_teams_imp.pbn",
    ],
)
def test_a_changed_game_is_the_only_text_that_changes(name: str) -> None:
    path = DATA / name
    before = _text(path)
    games = pbn.load(path)
    k = len(games) // 2
    games[k] = replace(games[k], tags=tuple(
        replace(tag, value="Changed") if tag.name == "Event" else tag for tag in games[k].tags
    ))  # fmt: skip
    after = pbn.dumps(games)
    assert pbn.loads(after) == games
    first = games[k].line
    last = games[k + 1].line - 1 if k + 1 < len(games) else before.count("\n") + 1
    changed = _changed_lines(before, after)
    assert changed, "the change is written"
    assert min(changed) >= first - 2 and max(changed) <= last, (min(changed), max(changed))
    # Every other game's text is there as it was, comments and column alignment included.
    for i, game in enumerate(games):
        if i != k:
            text = game.text_as_read
            assert text is not None and text in after


def test_crlf_files_stay_crlf_and_a_changed_game_follows_them() -> None:
    source = '[Board "1"]\r\n[Event "A"]  ; a comment\r\n\r\n[Board "2"]\r\n[Event "B"]\r\n'
    games = pbn.loads(source)
    assert pbn.dumps(games) == source
    games[1] = replace(games[1], tags=(*games[1].tags, pbn.PbnTag("Site", "Here")))
    written = pbn.dumps(games)
    assert written.startswith('[Board "1"]\r\n[Event "A"]  ; a comment\r\n\r\n')
    assert "\r\n" in written and "\n" not in written.replace("\r\n", "")
    assert pbn.loads(written) == games


def test_a_game_added_after_read_ones_is_separated_by_an_empty_line() -> None:
    source = '% a file\n[Board "1"]\n[Dealer "N"]   {aligned as I like}\n'
    games = pbn.loads(source)
    games.append(replace(games[0], tags=(pbn.PbnTag("Board", "2"),), prelude=()))
    written = pbn.dumps(games)
    assert written == source + '\n[Board "2"]\n'
    assert pbn.loads(written) == games


def test_inheritance_is_kept_when_the_game_before_changes() -> None:
    # Board 2 inherits West with "#"; when board 1's West changes, board 2 cannot be
    # written as read (it would inherit the new name): it is written with its value.
    source = '[Board "1"]\n[West "Ann"]\n\n[Board "2"]\n[West "#"]\n'
    games = pbn.loads(source)
    games[0] = replace(games[0], tags=(pbn.PbnTag("Board", "1"), pbn.PbnTag("West", "Bob")))
    written = pbn.dumps(games)
    again = pbn.loads(written)
    assert again[1].get("West") == "Ann" and again[0].get("West") == "Bob"


def test_layout_anew_on_request() -> None:
    source = '[Board "1"]   [Dealer "N"]\n'
    assert pbn.dumps(pbn.loads(source)) == source
    assert pbn.dumps(pbn.loads(source), as_read=False) == '[Board "1"]\n[Dealer "N"]\n'
