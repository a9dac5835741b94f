"""How much of what the engine says at the table a non-English page says in its own words:
every sentence of the rulings the Laws tests of Laws 24-71 make
(:func:`tests.server.engine_sentences.ruling_sentences`) is put through the page's
``engineWords`` in a real browser, in Polish, Finnish, Slovak, Croatian and Russian.

Over every ruling of the whole tests/laws suite, 34.5% of the sentences' occurrences (67 of
624 forms) were said in the page's language at stop 22, 86.1% (301 of 636 forms) with the
templates added since; on the sentences collected here, 90% (2,266 of 2,509). A template
lost, or a translation that leaves a placeholder unfilled or a seat in English, fails here. The
English of those sentences agrees in number ("SA goes back", "SA HK go back")."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from tests.browser import DESKTOP, SHOTS
from tests.server.engine_sentences import (
    ENGLISH_LEFT,
    LANGUAGES,
    assert_all_said,
    review_reasons,
    ruling_sentences,
    said_in,
)
from tests.server.laws_room_pages import LAWS, answer_every_question, sit, wait_text
from tests.server.laws_room_pages import director as console
from tests.server.live import server
from tests.server.test_browser import _type

if TYPE_CHECKING:
    from playwright.sync_api import Browser

SHARE = 0.85
"""The least share of the sentences' occurrences each language says in its own words."""


NUMBER = re.compile(r"\b(go\(es\)|become\(s\)|card\(s\)|trick\(s\)|revoke\(s\)|trump\(s\))")
"""The engine's former "one or several" wording."""


@pytest.fixture
def address(tmp_path: Path) -> Iterator[str]:
    with server(tmp_path, demo_seed="screenshots") as running:
        yield running


def test_the_rulings_english_agrees_in_number() -> None:
    said = ruling_sentences()
    assert len(said) > 500
    assert [text for text in said if NUMBER.search(text)] == []
    assert any(re.search(r"[SHDC][2-9TJQKA] goes back", text) for text in said)
    assert any(re.search(r"[SHDC][2-9TJQKA] [SHDC][2-9TJQKA] go back", text) for text in said)
    assert any(" becomes a major penalty card of " in text for text in said)
    assert any(" become major penalty cards of " in text for text in said)


def test_most_of_the_rulings_sentences_are_said_in_the_pages_language(
    browser: Browser, address: str
) -> None:
    said = ruling_sentences()
    texts = sorted(said)
    total = sum(said.values())
    page = browser.new_page()
    try:
        for lang in LANGUAGES:
            words = said_in(page, address, lang, texts)
            known = sum(said[text] for text, local in zip(texts, words, strict=True) if local)
            assert known / total >= SHARE, (lang, known, total)
            left = [local for local in words if local and ENGLISH_LEFT.search(local)]
            assert left == [], (lang, left[:5])
        assert said_in(page, address, "en", texts[:50]) == [None] * 50  # the engine's own
    finally:
        page.close()


def test_the_review_flags_reasons_are_said_in_the_pages_language(
    browser: Browser, address: str
) -> None:
    """The director's list of what to look at after the board (stop 22: English only)."""
    reasons = review_reasons()
    texts = sorted(reasons)
    assert len(texts) >= 8
    page = browser.new_page()
    try:
        assert_all_said(page, address, texts)
    finally:
        page.close()


def test_the_directors_review_list_in_polish(browser: Browser, address: str) -> None:
    """East's insufficient 1D replaced by a pass (Law 27B2): the flag the ruling raises is
    on the director's console in Polish, with its Law and side."""
    with ExitStack() as stack:
        director = console(browser, stack, address)
        pages = {seat: sit(browser, stack, address, seat, DESKTOP) for seat in "NESW"}
        _type(pages["N"], "1h")
        wait_text(pages["E"], "#auction td", "1♥")
        pages["E"].get_by_role("button", name="1 diamond").click()
        wait_text(pages["S"], "#laws-irregularity", "insufficient")
        pages["S"].get_by_role("button", name="Call the director…").click()
        pages["S"].get_by_role("button", name="Call the director", exact=True).click()
        wait_text(director, "#advice h2", "Law 27A1")
        director.get_by_role("button", name="Ask South to choose").click()
        pages["S"].locator("#laws-choice button[data-option=decline]").click()
        wait_text(director, "#rows", "South's choice")
        _type(pages["E"], "p")
        answer_every_question(director, "no")
        wait_text(director, "#advice h2", "Law 27B2")
        director.locator("#advice button.option").first.click()
        wait_text(pages["W"], "#laws-faced", "must pass whenever it is his turn to call")
        director.goto(f"http://{address}/tables/{LAWS}/director?lang=pl")
        item = director.locator("#review-list li").first
        item.wait_for()
        said = item.inner_text()
        assert "winowajca mógł wiedzieć" in said and said.endswith("(EW)"), said
        assert said.startswith("Prawo "), said
        assert item.get_attribute("lang") is None  # not marked English
        SHOTS.mkdir(parents=True, exist_ok=True)
        director.screenshot(path=str(SHOTS / "director-review-pl.png"), full_page=True)
