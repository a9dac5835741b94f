"""The laws table in Slovak, Croatian and Russian in a real browser: the text the page
shows (the script's and the template's) holds none of the table's English messages, the
cards of the hand and the bidding box's calls are spoken (ARIA) in the page's language,
and a screenshot of each (``table-words-LANG.png``) goes to ``tests.browser.SHOTS``."""

from __future__ import annotations

from contextlib import ExitStack
from pathlib import PurePosixPath
from typing import TYPE_CHECKING

import pytest
from babel.messages.pofile import read_po

from bridgelaw.server.i18n import LOCALE_DIR
from tests.browser import DESKTOP, SHOTS
from tests.server.laws_room_pages import LAWS, address, sit
from tests.server.test_table_words import PAGES

if TYPE_CHECKING:
    from playwright.sync_api import Browser

__all__ = ["address"]  # the fixture

SPOKEN = {
    "sk": ("piky", "srdcia", "káry", "trefy", "1 trefa", "2 bez tromfu"),
    "hr": ("pik", "herc", "karo", "tref", "1 tref", "2 bez aduta"),
    "ru": ("пики", "червы", "бубны", "трефы", "1 трефа", "2 без козыря"),
}
"""Each language's card suits as spoken, and two calls of the bidding box as spoken."""


SPEAK = """async (cards) => {
  const words = await import('/static/words.js');
  return cards.map((card) => words.cardWords(card));
}"""
"""The cards as the table's script speaks them (ARIA, the live region)."""


def _english(lang: str) -> list[str]:
    """The table's messages without placeholders that ``lang`` says in other words."""
    with (LOCALE_DIR / lang / "LC_MESSAGES" / "messages.po").open("rb") as source:
        catalog = read_po(source, locale=lang)
    return [
        str(message.id)
        for message in catalog
        if isinstance(message.id, str)
        and len(message.id) > 3
        and "%(" not in message.id
        and message.string != message.id
        and any(PurePosixPath(where).name in PAGES for where, _ in message.locations)
    ]


@pytest.mark.parametrize("lang", ["sk", "hr", "ru"])
def test_the_laws_table_shows_and_speaks_the_pages_language(
    browser: Browser, address: str, lang: str
) -> None:
    with ExitStack() as stack:
        page = sit(browser, stack, address, "S", DESKTOP)
        page.goto(f"http://{address}/tables/{LAWS}/S?lang={lang}")
        page.locator("#laws").wait_for()
        page.locator("#bidding-box button.bid").first.wait_for()
        shown = page.evaluate("document.body.innerText")
        lines = {line.strip() for line in shown.splitlines()}
        left = [
            english
            for english in _english(lang)
            if english in lines or (len(english) > 20 and english in shown)
        ]
        assert left == [], (lang, left)
        *suits, one, two = SPOKEN[lang]
        labels = page.evaluate(SPEAK, ["SA", "HK", "DT", "C2"])
        assert [label.split()[-1] for label in labels] == suits, (lang, labels)
        assert all(" of " not in label for label in labels), labels
        calls = page.locator("#bidding-box button.bid")
        names = {calls.nth(i).get_attribute("aria-label") for i in range(calls.count())}
        assert {one, two} <= names, (lang, sorted(n or "" for n in names)[:8])
        SHOTS.mkdir(parents=True, exist_ok=True)
        path = SHOTS / f"table-words-{lang}.png"
        page.screenshot(path=str(path), full_page=True)
        assert path.stat().st_size > 10_000
