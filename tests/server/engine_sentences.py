"""The engine's sentences as the director and the players read them: every fact, option,
question and irregularity reason of the rulings the Laws tests of the auction and the play
make (Laws 24-71), and the reasons of the review flags their options raise, collected by
running those tests' functions (the ones that take no argument, or only the edition) while
:meth:`Director.rule` is watched.

What the words tests measure on it: how many the pages say in each language
(``static/engine_words.js``) and that the English agrees in number."""

from __future__ import annotations

import functools
import importlib
import inspect
import re
from collections import Counter
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any
from unittest import mock

from bridgelaw.director import Director
from bridgelaw.director.ruling import Ruling
from bridgelaw.laws.effects import FlagReview
from bridgelaw.table import Table

if TYPE_CHECKING:
    from playwright.sync_api import Page

LAWS_TESTS = Path(__file__).resolve().parents[1] / "laws"

FIRST_LAW = 24
"""The first Law whose tests are run (the auction's irregularities from Law 24 on, and the
play's): the earlier ones (cards, boards, the general Laws) rule little a player reads."""


def _modules() -> list[str]:
    names = []
    for path in sorted(LAWS_TESTS.glob("test_law_*.py")):
        number = path.stem.split("_")[2]
        if number[:2].isdigit() and int(number[:2]) >= FIRST_LAW:
            names.append(f"tests.laws.{path.stem}")
    return names


def _runnable(module: Any) -> list[Callable[..., object]]:
    found = []
    for name, function in sorted(vars(module).items()):
        if not name.startswith("test_") or not callable(function):
            continue
        if set(inspect.signature(function).parameters) <= {"edition"}:
            found.append(function)
    return found


def _edition(function: Callable[..., object]) -> object:
    """The first edition a test is parametrized with (2017 when it says none)."""
    for mark in getattr(function, "pytestmark", []):
        if mark.name == "parametrize" and mark.args[0] == "edition":
            return next(iter(mark.args[1]))
    return 2017


def ruling_sentences() -> Counter[str]:
    """Every sentence of the rulings those tests make, with how often it was made."""
    return _collected()[0]


def review_reasons() -> Counter[str]:
    """Every reason of the review flags those rulings' options raise (the director's list of
    what to look at after the board), with how often."""
    return _collected()[1]


@functools.cache
def _collected() -> tuple[Counter[str], Counter[str]]:
    said: Counter[str] = Counter()
    flags: Counter[str] = Counter()
    original = Director.rule

    def watched(
        self: Director, table: Table, *, answers: Mapping[str, Any] | None = None
    ) -> Ruling:
        ruling = original(self, table, answers=answers)
        said[ruling.irregularity.reason] += 1
        said.update(ruling.facts)
        said.update(option.text for option in ruling.options)
        said.update(question.text for question in ruling.questions)
        flags.update(
            effect.reason
            for option in ruling.options
            for effect in option.effects
            if isinstance(effect, FlagReview)
        )
        return ruling

    with mock.patch.object(Director, "rule", watched):
        for name in _modules():
            for function in _runnable(importlib.import_module(name)):
                if "edition" in inspect.signature(function).parameters:
                    function(edition=_edition(function))
                else:
                    function()
    return said, flags


LANGUAGES = ("fi", "sk", "hr", "pl", "ru")
"""The pages' languages other than English."""

TRANSLATE = """async (texts) => {
  const words = await import('/static/engine_words.js');
  return texts.map((text) => words.engineWords(text));
}"""

ENGLISH_LEFT = re.compile(r"%\(|\b(north|east|south|west)\b")
"""A placeholder unfilled, or a seat left in English."""


def said_in(page: Page, address: str, lang: str, texts: list[str]) -> list[str | None]:
    """``texts`` as a page in ``lang`` says them (``None``: left in the engine's English)."""
    page.goto(f"http://{address}/login?lang={lang}")
    return list(page.evaluate(TRANSLATE, texts))


def assert_all_said(page: Page, address: str, texts: list[str]) -> None:
    """Every one of ``texts`` is said in each language, nothing left unfilled or English."""
    for lang in LANGUAGES:
        words = said_in(page, address, lang, texts)
        missing = [text for text, local in zip(texts, words, strict=True) if local is None]
        assert missing == [], (lang, missing)
        left = [local for local in words if local and ENGLISH_LEFT.search(local)]
        assert left == [], (lang, left)
