"""Bad input never crashes a command and loses nothing (issue 10, item 6).

A corpus of bad files is made in the test's tmp dir (binary, empty, truncated, other
encodings, wrong tag values, a bad board among good ones, duplicate boards, 10 MB of
junk, a missing file, a directory). Every command that reads a user's file runs on
each and must: show no traceback, name the file (and the line and board where one
board is bad) in a clear message, exit with the documented status (0 ok, 1 problems
found, 2 the file cannot be used), and still process the good boards.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from bridgelaw.cli import app
from tests.conftest import SHARED_DATA
from tests.tournament.test_entries_file import CSV

RUNNER = CliRunner()
RUTER = SHARED_DATA / "pbn_events" / "ruter71_klubbkveld_2012-01-24_butler_imp_pairs.pbn"
LIN = SHARED_DATA / "lin" / "endplay_example1_bbo_myhands.lin"
RUTER_BOARDS = 21


def _ruter() -> str:
    return RUTER.read_bytes().decode("utf-8")


def _replace_in_board(text: str, board: int, tag: str, value: str) -> tuple[str, int]:
    """``text`` with the value of ``tag`` in board ``board``'s game replaced, and the line."""
    start = text.index(f'[{tag} "', text.index(f'[Board "{board}"]'))
    end = text.index('"]', start)
    return text[:start] + f'[{tag} "{value}' + text[end:], text.count("\n", 0, start) + 1


def _junk(size: int) -> bytes:
    """``size`` bytes of printable junk with PBN's special characters and line breaks."""
    alphabet = b'abcdefXYZ0123456789 []{}";%=$!?^*+#-:.\\\t\n'
    table = bytes(alphabet[i % len(alphabet)] for i in range(256))
    return random.Random(10).randbytes(size).translate(table)


class Corpus:
    """The bad files, made once for the module."""

    def __init__(self, root: Path) -> None:
        self.root = root
        text = _ruter()
        self.bad_deal_line = self._board_error(text, "bad_deal.pbn", 2, "Deal", "N:KK")
        self.bad_tag_line = self._board_error(text, "bad_tag.pbn", 3, "Vulnerable", "Sometimes")
        cut = text.index('[Deal "', text.index('[Board "5"]')) + 15
        (root / "truncated.pbn").write_text(text[:cut], encoding="utf-8")
        self.truncated_line = text.count("\n", 0, cut) + 1
        first = text.rindex("[Event", 0, text.index('[Board "1"]'))
        board_1 = text[first : text.rindex("[Event", 0, text.index('[Board "2"]'))]
        (root / "duplicate.pbn").write_text(text.rstrip() + "\n\n" + board_1, encoding="utf-8")
        (root / "binary.pbn").write_bytes(bytes(range(256)) * 16)
        (root / "empty.pbn").write_bytes(b"")
        (root / "blank.pbn").write_bytes(b"\n  \r\n\t\n")
        (root / "junk.pbn").write_bytes(_junk(10_000_000))
        (root / "directory.pbn").mkdir()
        (root / "latin1.pbn").write_bytes(text.encode("latin-1"))
        (root / "bom.pbn").write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))
        polish = text.replace("Magne Tønnessen", "Paweł Świątek")
        polish = polish.translate(str.maketrans("øØåÅæÆ", "oOaAeE"))
        (root / "cp1250.pbn").write_bytes(polish.encode("cp1250"))
        lin = LIN.read_text(encoding="utf-8").splitlines(keepends=True)
        lin[1] = lin[1].replace("|md|", "|md|9", 1)
        (root / "bad_board.lin").write_text("".join(lin), encoding="utf-8")
        (root / "binary.lin").write_bytes(bytes(range(256)) * 4)

    def _board_error(self, text: str, name: str, board: int, tag: str, value: str) -> int:
        changed, line = _replace_in_board(text, board, tag, value)
        (self.root / name).write_text(changed, encoding="utf-8")
        return line

    def __truediv__(self, name: str) -> Path:
        return self.root / name


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Corpus:
    return Corpus(tmp_path_factory.mktemp("bad_input"))


def _run(*args: str | Path) -> Result:
    result = RUNNER.invoke(app, [str(a) for a in args])
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result


def _errors(result: Result) -> list[str]:
    return [line for line in result.stderr.splitlines() if line.startswith("error: ")]


COMMANDS: dict[str, Callable[[Path], Result]] = {
    "show": lambda path: _run("show", "--no-dd", path),
    "check": lambda path: _run("check", "--quiet", path),
    "score": lambda path: _run("score", path),
}

UNUSABLE = {
    "binary.pbn": "binary data, not a text file",
    "empty.pbn": "the file is empty",
    "blank.pbn": "the file is empty",
    "junk.pbn": "can be read",
    "directory.pbn": "cannot read the file",
    "missing.pbn": "cannot read the file",
    "binary.lin": "binary data, not a text file",
}


@pytest.mark.parametrize(
    ("command", "name"),
    [(c, n) for c in COMMANDS for n in sorted(UNUSABLE) if c != "score" or n.endswith(".pbn")],
)
def test_a_file_that_cannot_be_used_gives_one_error_line_and_exit_2(
    corpus: Corpus, command: str, name: str
) -> None:
    result = COMMANDS[command](corpus / name)
    assert result.exit_code == 2, result.output
    errors = _errors(result)
    assert len(errors) == 1, result.output
    assert errors[0].startswith(f"error: {corpus / name}: ")
    assert UNUSABLE[name] in errors[0]


def test_check_of_several_files_goes_on_after_one_it_cannot_use(corpus: Corpus) -> None:
    result = _run("check", "--quiet", corpus / "binary.pbn", RUTER, corpus / "empty.pbn")
    assert result.exit_code == 2
    assert len(_errors(result)) == 2
    assert (
        "168 table results, 0 with problems; 21 boards without a result (hand records); "
        "2 of 3 files cannot be used"
    ) in " ".join(result.stderr.split())


BAD_BOARD = {
    # file: (board, what the error says, the attribute of the corpus holding its line)
    "bad_deal.pbn": (2, "bad deal", "bad_deal_line"),
    "bad_tag.pbn": (3, "bad value 'Sometimes' for tag Vulnerable", "bad_tag_line"),
    "truncated.pbn": (5, "the value of tag Deal is not closed", "truncated_line"),
}


def _board_error(corpus: Corpus, name: str) -> str:
    board, message, line_attribute = BAD_BOARD[name]
    line = getattr(corpus, line_attribute)
    return f"{corpus / name}:{line}: board {board}: {message}"


@pytest.mark.parametrize("name", sorted(BAD_BOARD))
def test_show_names_the_bad_board_and_shows_the_good_ones(corpus: Corpus, name: str) -> None:
    result = _run("show", "--no-dd", corpus / name)
    assert result.exit_code == 1, result.output
    errors = _errors(result)
    assert len(errors) == 1 and errors[0].startswith("error: " + _board_error(corpus, name))
    good = 4 if name == "truncated.pbn" else RUTER_BOARDS - 1
    assert len(re.findall(r"^Board \d+", result.stdout, re.MULTILINE)) == good


@pytest.mark.parametrize("name", sorted(BAD_BOARD))
def test_check_reports_the_bad_board_and_checks_the_good_ones(corpus: Corpus, name: str) -> None:
    result = _run("check", corpus / name)
    assert result.exit_code == 1, result.output
    board, message, line_attribute = BAD_BOARD[name]
    line = getattr(corpus, line_attribute)
    assert f"{corpus / name}:{line} board {board}: ?, ? tricks, NS ?" in result.stdout
    assert f"unreadable: {message}" in result.stdout
    ok = result.stdout.count(" ok\n") + result.stdout.count("nothing to check\n")
    assert ok >= (4 if name == "truncated.pbn" else 170)
    assert ", 1 with problems" in result.stderr


@pytest.mark.parametrize("name", sorted(BAD_BOARD))
def test_score_names_the_bad_board_and_scores_the_good_ones(corpus: Corpus, name: str) -> None:
    result = _run("score", corpus / name)
    assert result.exit_code == 1, result.output
    errors = _errors(result)
    assert len(errors) == 1 and errors[0].startswith("error: " + _board_error(corpus, name))
    good = 4 if name == "truncated.pbn" else RUTER_BOARDS - 1
    assert f"Klubbkveld: {good} boards" in result.stdout


def test_a_bad_lin_board_is_named_and_the_others_are_shown_and_checked(corpus: Corpus) -> None:
    path = corpus / "bad_board.lin"
    shown = _run("show", "--no-dd", path)
    assert shown.exit_code == 1, shown.output
    errors = _errors(shown)
    assert len(errors) == 1 and errors[0].startswith(f"error: {path}:2: board 2: md|9")
    assert "dealer digit 9 is not 1 (S), 2 (W), 3 (N) or 4 (E) (LIN md)" in errors[0]
    assert len(re.findall(r"^Board \d+", shown.stdout, re.MULTILINE)) == 7
    checked = _run("check", path)
    assert checked.exit_code == 1
    assert (
        checked.stdout.count(" ok\n")
        + checked.stdout.count("check\n")
        + checked.stdout.count("\n    ")
        >= 7
    )
    assert "unreadable: board 2" in checked.stdout


def test_a_board_given_twice_is_scored_once_and_read_by_every_command(corpus: Corpus) -> None:
    path = corpus / "duplicate.pbn"
    scored = _run("score", path)
    assert scored.exit_code == 1, scored.output  # the repeats named, the rest agrees
    errors = _errors(scored)
    assert len(errors) == 8 and all(" given again (first on line " in e for e in errors)
    assert errors[0].startswith(f"error: {path}:") and ": board 1: " in errors[0]
    assert "Klubbkveld: 21 boards, 168 table results" in scored.stdout
    assert "536 of 536 agree" in scored.stderr
    checked = _run("check", "--quiet", path)  # the Laws find nothing wrong in either copy
    assert (
        checked.exit_code == 0
        and "176 table results, 0 with problems; 22 boards without a result" in checked.stderr
    )
    shown = _run("show", "--no-dd", path)  # a hand record shows each deal once
    assert shown.exit_code == 0
    assert len(re.findall(r"^Board \d+", shown.stdout, re.MULTILINE)) == RUTER_BOARDS


@pytest.mark.parametrize("name", ["latin1.pbn", "bom.pbn", "cp1250.pbn"])
def test_files_in_other_encodings_are_read_as_the_good_file(corpus: Corpus, name: str) -> None:
    checked = _run("check", "--quiet", corpus / name)
    assert checked.exit_code == 0, checked.output
    assert "168 table results, 0 with problems; 21 boards without a result" in checked.stderr
    scored = _run("score", corpus / name)
    assert scored.exit_code == 0, scored.output
    expected = "Paweł Świątek" if name == "cp1250.pbn" else "Magne Tønnessen"
    assert expected in scored.stdout
    shown = _run("show", "--no-dd", corpus / name)
    assert shown.exit_code == 0
    assert len(re.findall(r"^Board \d+", shown.stdout, re.MULTILINE)) == RUTER_BOARDS


# event run: the entries CSV ---------------------------------------------------------------


@pytest.fixture(scope="module")
def entries(corpus: Corpus) -> Corpus:
    root = corpus.root
    (root / "entries.csv").write_text(CSV, encoding="utf-8")
    nordic = CSV.replace("Ann & Bob", "Bjørn & Åse")
    (root / "latin1.csv").write_bytes(nordic.encode("latin-1"))
    polish = CSV.replace("Ann & Bob", "Paweł & Łucja")
    (root / "cp1250.csv").write_bytes(polish.encode("cp1250"))
    (root / "semicolon.csv").write_text(CSV.replace(",", ";"), encoding="utf-8")
    (root / "tab.csv").write_text(CSV.replace(",", "\t"), encoding="utf-8")
    bad = CSV.replace("1,2,1NS,3EW,2H,S,8,,,", "1,2,1NS,3EW,2H,S,8,,140,")
    (root / "bad_row.csv").write_text(bad, encoding="utf-8")
    (root / "duplicate.csv").write_text(CSV + "1,1,1NS,1EW,4S,N,11,,,\n", encoding="utf-8")
    (root / "binary.csv").write_bytes(bytes(range(256)) * 16)
    (root / "empty.csv").write_bytes(b"")
    (root / "junk.csv").write_bytes(_junk(10_000_000))
    (root / "directory.csv").mkdir()
    return corpus


@pytest.mark.parametrize(
    ("name", "names"),
    [
        ("entries.csv", "Ann & Bob"),
        ("latin1.csv", "Bjørn & Åse"),
        ("cp1250.csv", "Paweł & Łucja"),
        ("semicolon.csv", "Ann & Bob"),
        ("tab.csv", "Ann & Bob"),
    ],
)
def test_event_run_reads_other_encodings_and_separators(
    entries: Corpus, name: str, names: str
) -> None:
    result = _run("event", "run", entries / name)
    assert result.exit_code == 0, result.output
    assert "Tuesday pairs: 9 table results" in result.stdout and names in result.stdout


@pytest.mark.parametrize(
    ("name", "error"),
    [
        ("bad_row.csv", ":10: board 2: give exactly one of contract, score, adjusted or weighted"),
        ("duplicate.csv", ":16: board 1: 1NS v 1EW entered twice (first on line 7): left out"),
    ],
)
def test_event_run_names_a_bad_line_and_scores_the_others(
    entries: Corpus, name: str, error: str
) -> None:
    result = _run("event", "run", entries / name)
    assert result.exit_code == 1, result.output
    errors = _errors(result)
    assert len(errors) == 1 and errors[0].startswith(f"error: {entries / name}{error}")
    good = 8 if name == "bad_row.csv" else 9
    assert f"Tuesday pairs: {good} table results" in result.stdout


# rule --script ----------------------------------------------------------------------------

SCRIPT = Path(__file__).resolve().parent / "rule_scripts" / "law64_revoke_established.txt"


@pytest.fixture(scope="module")
def scripts(corpus: Corpus) -> Corpus:
    root = corpus.root
    text = SCRIPT.read_text(encoding="utf-8")
    (root / "latin1.txt").write_bytes((text + "# Bjørn Ødegård directs\n").encode("latin-1"))
    (root / "cp1250.txt").write_bytes((text + "# Paweł Świątek directs\n").encode("cp1250"))
    lines = text.splitlines(keepends=True)
    bad = [*lines[:4], "frobnicate 7\n", *lines[4:], "expect bogus\n"]
    (root / "bad_lines.txt").write_text("".join(bad), encoding="utf-8")
    (root / "binary.txt").write_bytes(bytes(range(256)) * 16)
    (root / "empty.txt").write_bytes(b"")
    (root / "comments.txt").write_text("# only a comment\n\n", encoding="utf-8")
    (root / "junk.txt").write_bytes(_junk(10_000_000))
    (root / "directory.txt").mkdir()
    return corpus


@pytest.mark.parametrize(
    ("command", "name", "message"),
    [
        (("event", "run"), "binary.csv", "binary data, not a text file"),
        (("event", "run"), "empty.csv", "the file is empty"),
        (("event", "run"), "junk.csv", "a quoted field spans several lines"),
        (("event", "run"), "directory.csv", "cannot read the file"),
        (("event", "run"), "missing.csv", "cannot read the file"),
        (("rule", "--script"), "binary.txt", "binary data, not a text file"),
        (("rule", "--script"), "empty.txt", "the file is empty"),
        (("rule", "--script"), "comments.txt", "no step in the script"),
        (("rule", "--script"), "junk.txt", "not a rule script: its first 20 lines are all"),
        (("rule", "--script"), "directory.txt", "cannot read the file"),
        (("rule", "--script"), "missing.txt", "cannot read the file"),
    ],
)
def test_entries_and_scripts_that_cannot_be_used_exit_2(
    entries: Corpus, scripts: Corpus, command: tuple[str, str], name: str, message: str
) -> None:
    result = _run(*command, entries / name)
    assert result.exit_code == 2, result.output
    errors = _errors(result)
    assert len(errors) == 1 and errors[0].startswith(f"error: {entries / name}")
    assert message in errors[0]


@pytest.mark.parametrize("name", ["latin1.txt", "cp1250.txt"])
def test_rule_script_in_another_encoding_runs(scripts: Corpus, name: str) -> None:
    result = _run("rule", "--script", scripts / name)
    assert result.exit_code == 0, result.output
    assert "result: 4H by S, 10 tricks, score NS +420" in result.stdout


def test_rule_script_names_every_malformed_line_and_runs_the_others(scripts: Corpus) -> None:
    path = scripts / "bad_lines.txt"
    result = _run("rule", "--script", path)
    assert result.exit_code == 2, result.output
    last = len(SCRIPT.read_text(encoding="utf-8").splitlines()) + 2
    assert _errors(result) == [
        f"error: {path}:5: unknown step 'frobnicate' (bridgelaw rule script)",
        f"error: {path}:{last}: unknown expectation 'bogus' (bridgelaw rule script)",
    ]
    assert "tricks transferred after play: +2" in result.stdout  # the steps after line 5 ran


def test_event_run_names_a_bad_json_result_and_scores_the_others(corpus: Corpus) -> None:
    path = corpus / "entries.json"
    results = [
        {"table": 1, "board": 1, "ns": "A", "ew": "B", "score": "zz"},
        {"table": 1, "board": 2, "ns": "A", "ew": "B", "score": 100},
        {"table": 2, "board": 2, "ns": "C", "ew": "D", "score": 120},
    ]
    path.write_text(json.dumps({"event": "Friday", "results": results}), encoding="utf-8")
    result = _run("event", "run", path)
    assert result.exit_code == 1, result.output
    assert _errors(result) == [
        f"error: {path}: board 1: sessions[0].sections[0].results[0]:"
        " score must be a whole number, not 'zz'"
    ]
    assert "Friday: 2 table results" in result.stdout
