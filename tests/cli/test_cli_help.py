"""The ``bridgelaw`` command's version and help texts."""

from __future__ import annotations

from importlib.metadata import version

from typer.testing import CliRunner

from bridgelaw.cli import app

runner = CliRunner()


def test_version_prints_the_installed_version() -> None:
    result = runner.invoke(app, ["--version"])
    assert result.exit_code == 0
    assert result.output.strip() == f"bridgelaw {version('bridgelaw')}"


def test_bracketed_words_of_a_help_text_are_shown() -> None:
    result = runner.invoke(app, ["rule", "--help"], env={"COLUMNS": "400"})
    assert result.exit_code == 0
    text = " ".join(result.output.split())
    for words in ("expose SEAT CARD [led]", "[by SEAT]", "[shown|dropped|named]", "[BOARD]"):
        assert words in text, words
    assert "\\[" not in text
