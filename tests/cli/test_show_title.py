"""``bridgelaw show --html/--pdf`` titles the hand records with the event's name and date
(PBN ``Event``/``Date`` tags), else with the file's name."""

from __future__ import annotations

import re
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from typer.testing import CliRunner

from bridgelaw.cli import app
from bridgelaw.cli.commands import event_title
from tests.conftest import SHARED_DATA

BOARDS = Path(__file__).resolve().parents[2] / "examples" / "club-night" / "boards.pbn"
runner = CliRunner()


def _title(page: str) -> tuple[str, str]:
    title = re.search(r"<title>(.*?)</title>", page)
    heading = re.search(r"<h1>(.*?)</h1>", page)
    assert title is not None and heading is not None
    return title.group(1), heading.group(1)


def test_the_event_name_and_date_title_the_page_and_the_pdf(tmp_path: Path) -> None:
    html, pdf = tmp_path / "records.html", tmp_path / "records.pdf"
    result = runner.invoke(
        app, ["show", str(BOARDS), "--no-dd", "--html", str(html), "--pdf", str(pdf)]
    )
    assert result.exit_code == 0, result.output
    named = "Tuesday club night, 2026-11-24"
    assert _title(html.read_text(encoding="utf-8")) == (named, named)
    first = pdfium.PdfDocument(pdf.read_bytes())[0].get_textpage().get_text_range()
    assert named in first and "boards" not in first


def test_a_file_without_an_event_tag_is_titled_with_its_name(tmp_path: Path) -> None:
    text = BOARDS.read_text(encoding="utf-8")
    source = tmp_path / "tuesday.pbn"
    source.write_text(re.sub(r'^\[Event "[^"]*"\]\n', "", text, flags=re.M), encoding="utf-8")
    assert "[Event " not in source.read_text(encoding="utf-8")
    html = tmp_path / "records.html"
    result = runner.invoke(app, ["show", str(source), "--no-dd", "--html", str(html)])
    assert result.exit_code == 0, result.output
    assert _title(html.read_text(encoding="utf-8")) == ("tuesday", "tuesday")


def test_a_lin_file_is_titled_with_its_name(tmp_path: Path) -> None:
    path = SHARED_DATA / "lin" / "endplay_example1_bbo_myhands.lin"
    html = tmp_path / "records.html"
    result = runner.invoke(app, ["show", str(path), "--no-dd", "--html", str(html)])
    assert result.exit_code == 0, result.output
    assert _title(html.read_text(encoding="utf-8"))[0] == path.stem


@pytest.mark.parametrize(
    ("event", "date", "title"),
    [
        ("Tuesday club night", "2026.11.24", "Tuesday club night, 2026-11-24"),
        ("Camrose", "2024.??.??", "Camrose, 2024"),
        ("Camrose", "????.??.??", "Camrose"),
        ("Camrose", None, "Camrose"),
        ("?", "2026.11.24", None),
        ("", "2026.11.24", None),
        (None, None, None),
    ],
)
def test_event_title(event: str | None, date: str | None, title: str | None) -> None:
    assert event_title(event, date) == title
