"""The system's document is made from its rules and kept in step with them; the rules'
language refuses what it cannot read, with the line."""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgelaw.robots.bidding import System, default_system
from bridgelaw.robots.bidding.conditions import SystemSyntaxError
from bridgelaw.robots.bidding.doc import render

DOC = Path(__file__).resolve().parents[2] / "docs" / "bidding-system.md"


def test_the_document_is_in_step_with_the_rules() -> None:
    assert DOC.read_text("utf-8") == render(), (
        "docs/bidding-system.md is out of date: run "
        "`.venv/bin/python -m bridgelaw.robots.bidding.doc > docs/bidding-system.md`"
    )


def test_every_rule_and_its_explanation_is_in_the_document() -> None:
    text = DOC.read_text("utf-8")
    system = default_system()
    assert len(system.contexts) > 40
    for context in system.contexts:
        for rule in context.rules:
            assert rule.explanation in text
            assert f"`{rule.call.text}`" in text


def test_a_small_system_of_ones_own() -> None:
    system = System.from_text(
        "## Mini\n@ -\n1NT | hcp 15-17, balanced | ! Strong notrump\nP | - | Anything else\n"
    )
    assert "### Opening (only passes so far)" in render(system)
    assert "Strong notrump **alert**" in render(system)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("1NT | hcp 15 | x", "line 1: a rule before any context"),
        ("@ -\n1NT hcp 15", "line 2: a rule is 'CALL | CONDITIONS | EXPLANATION'"),
        ("@ -\n9Q | hcp 15 | x", "line 2: not a call: '9Q'"),
        ("@ -\n1NT | points 15 | x", "line 2: not a condition: 'points 15'"),
        ("@ -\n1NT | hcp lots | x", "line 2: not a range: 'lots'"),
        ("@ 1Q P\n1NT | - | x", "line 1: not a call of a pattern: '1Q'"),
        ("@ -\n1NT | - |", "line 2: no explanation for '1NT'"),
    ],
)
def test_the_language_refuses_what_it_cannot_read(text: str, message: str) -> None:
    with pytest.raises(SystemSyntaxError, match=message.replace("(", r"\(")):
        System.from_text(text)
