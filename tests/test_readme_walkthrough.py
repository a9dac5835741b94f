"""The README's club-night walkthrough: its three commands, run exactly as written.

The commands are read from the README itself (the ``sh`` block of "A club night"),
run through the installed ``bridgelaw`` script in a fresh folder holding a copy of
``examples/``, and their outputs checked: the movement, the results page ranking the
14 pairs by name with each board's double-dummy table and par, and a hand-record PDF of
7 A4 pages with 4 boards each.
"""

from __future__ import annotations

import re
import shlex
import shutil
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import pypdfium2 as pdfium

ROOT = Path(__file__).resolve().parents[1]
BRIDGELAW = Path(sys.executable).parent / "bridgelaw"
ENTRIES = ROOT / "examples" / "club-night" / "entries.csv"


def entry_names() -> dict[str, str]:
    """The pairs' names as the entries file's ``# name`` directives give them."""
    text = ENTRIES.read_text(encoding="utf-8")
    return dict(re.findall(r"^# name (\w+): (.+)$", text, re.MULTILINE))


def readme_commands() -> list[list[str]]:
    """The commands of the README's "A club night" section, split as a shell would."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("\n## A club night\n", 1)[1].split("\n## ", 1)[0]
    block = re.search(r"```sh\n(.*?)```", section, re.DOTALL)
    assert block is not None, "no sh block in the README's club-night section"
    return [shlex.split(line, comments=True) for line in block[1].splitlines() if line.strip()]


class _Ranking(HTMLParser):
    """The rows of the results page's ranking tables: (pair id, name shown)."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[tuple[str, str]] = []
        self._in_ranking = self._in_row_head = False
        self._text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        classes = (dict(attrs).get("class") or "").split()
        if tag == "table" and "ranking" in classes:
            self._in_ranking = True
        elif tag == "th" and self._in_ranking and dict(attrs).get("scope") == "row":
            self._in_row_head, self._text = True, []
        elif tag == "small" and self._in_row_head:
            self._text.append("|")

    def handle_endtag(self, tag: str) -> None:
        if tag == "table":
            self._in_ranking = False
        elif tag == "th" and self._in_row_head:
            self._in_row_head = False
            pair, _, name = "".join(self._text).partition("|")
            self.rows.append((pair.strip(), name.strip()))

    def handle_data(self, data: str) -> None:
        if self._in_row_head:
            self._text.append(data)


def test_the_readme_club_night_commands_score_and_publish_it(tmp_path: Path) -> None:
    commands = readme_commands()
    assert [c[:2] for c in commands] == [
        ["bridgelaw", "movement"],
        ["bridgelaw", "event"],
        ["bridgelaw", "show"],
    ]
    shutil.copytree(ROOT / "examples", tmp_path / "examples")
    outputs = []
    for command in commands:
        done = subprocess.run(
            [str(BRIDGELAW), *command[1:]],
            cwd=tmp_path,
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
        )
        assert done.returncode == 0, f"{shlex.join(command)}: {done.stderr}"
        assert "Traceback" not in done.stderr
        outputs.append(done.stdout)

    movement, ranking, records = outputs
    assert "Mitchell, 7 tables, 7 rounds" in movement
    assert "each NS pair meets every EW pair once" in movement
    cards = pdfium.PdfDocument((tmp_path / "out" / "table-cards.pdf").read_bytes())
    assert len(cards) == 8  # 7 table cards two to a page, 14 guide cards four to a page
    assert "196 table results" in ranking

    page = _Ranking()
    page.feed((tmp_path / "out" / "results.html").read_text(encoding="utf-8"))
    names = entry_names()
    assert len(names) == 14
    assert sorted(page.rows) == sorted(names.items())
    assert [pair[-2:] for pair, _ in page.rows] == ["NS"] * 7 + ["EW"] * 7
    html = (tmp_path / "out" / "results.html").read_text(encoding="utf-8")
    assert html.count('<table class="dd"') == 28, "every board shows its double-dummy table"
    assert html.count("Par: ") == 28
    assert (tmp_path / "out" / "results.csv").is_file()
    exported = (tmp_path / "out" / "results.pbn").read_text(encoding="utf-8")
    assert exported.count("[ScoreTable ") == 28
    assert (tmp_path / "out" / "results.json").is_file()

    assert records.count("Board ") >= 28
    pdf = pdfium.PdfDocument((tmp_path / "out" / "hand-records.pdf").read_bytes())
    pages = [page.get_textpage().get_text_range() for page in pdf]
    assert len(pages) == 7
    for k, text in enumerate(pages):
        boards = [int(n) for n in re.findall(r"Board (\d+)", text)]
        assert boards == [4 * k + n for n in (1, 2, 3, 4)]


def test_the_command_list_gives_each_command_one_summary() -> None:
    """`bridgelaw --help` lists show, check and score by a one-line summary each
    (before, their docstrings' line breaks cut the list mid-sentence)."""
    done = subprocess.run(
        [str(BRIDGELAW), "--help"],
        capture_output=True,
        text=True,
        env={"COLUMNS": "120", "PATH": "/usr/bin:/bin"},
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    rows = [line.strip("│ ") for line in done.stdout.splitlines() if line.startswith("│ ")]
    commands = {row.split()[0]: row.split(None, 1)[1] for row in rows if row.split()}
    assert commands["show"] == "Show hand records: diagrams, double-dummy tables and par."
    assert commands["check"] == (
        "Replay PBN or LIN files through the Laws; compare with their scores."
    )
    assert commands["score"] == "Score an event recorded in PBN (Law 77) and rank it."


def test_one_board_is_not_written_as_boards(tmp_path: Path) -> None:
    """Counts in the commands' summaries take the right number: 1 board, 2 boards."""

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        done = subprocess.run(
            [str(BRIDGELAW), *args],
            cwd=tmp_path,
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
        assert done.returncode == 0, done.stderr
        return done

    assert (
        "wrote 1 board to one.pbn"
        in run("deal", "--boards", "1", "--seed", "3", "-o", "one.pbn").stderr
    )
    assert "1 board without a result (hand records)" in run("check", "one.pbn").stderr
    assert (
        "wrote 2 boards to two.pbn" in run("deal", "-n", "2", "--seed", "3", "-o", "two.pbn").stderr
    )
