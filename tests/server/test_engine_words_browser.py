"""The engine's option, question and fact texts in the director's dialog (and what the
irregularity is, its reason), in the page's language
(``static/engine_words.js`` and the catalogues' ``engine`` messages): every option,
question and fact the engine gives for the common irregularities of the auction (Laws 25, 27,
29-32, 36) and for a lead out of turn (Laws 54, 50D2) is said in Finnish, Slovak,
Croatian, Polish and Russian with its seats, calls and cards in that language, nothing
left unfilled; on the English page the engine's own words stay."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from bridgelaw.core import Call, Seat
from bridgelaw.director import Director
from bridgelaw.table import Table
from tests.laws.laws_helpers import laws_table
from tests.server.engine_sentences import assert_all_said, said_in
from tests.server.live import server

if TYPE_CHECKING:
    from playwright.sync_api import Browser

AUCTIONS = (
    ("N 1H", "E 1D"),  # 27
    ("N 1H", "W 1S"),  # 31 at partner's turn
    ("N 1H", "S 1S"),  # 31 at RHO's turn
    ("E Pass",),  # 30 at RHO's turn
    ("S Pass",),  # 30 at partner's turn
    ("N 1H", "W Pass"),
    ("N 1H", "E 1S", "N X"),  # 32
    ("N 1H", "E 1S", "W X"),  # 36
    ("N 1H", "W 1S", "E 2C"),  # 28B
)


def _texts(table: Table, answers: dict[str, str], found: set[str], depth: int = 0) -> None:
    """Every question and option the engine gives on ``table`` for each sequence of
    answers (up to four questions deep), into ``found``."""
    ruling = Director(table.edition).rule(table, answers=answers)
    found.update(option.text for option in ruling.options)
    found.update(ruling.facts)
    found.add(ruling.irregularity.reason)
    if not ruling.questions or depth == 4:
        return
    question = ruling.questions[0]
    found.add(question.text)
    for value in question.answers:
        _texts(table, {**answers, question.key: value}, found, depth + 1)


def engine_texts() -> list[str]:
    """The option, question and fact texts of :data:`AUCTIONS`, of Law 27's replacements and
    of a lead out of turn refused (Laws 54, 50D2)."""
    found: set[str] = set()
    for auction in AUCTIONS:
        _texts(laws_table(1, *auction), {}, found)
    for replacement in ("2D", "2C", "Pass", "X"):  # LHO declines 1D: East replaces it
        table = laws_table(1, "N 1H", "E 1D")
        Director(table.edition).rule(table).apply(table, "decline")
        table.call(Call.parse(replacement), seat=Seat.EAST)
        _texts(table, {}, found)
    for change in ("1D", "2C", "Pass"):  # North changes his 1C (Law 25)
        table = laws_table(1, "N 1C")
        table.change_call(Call.parse(change), seat=Seat.NORTH)
        _texts(table, {}, found)
    table = laws_table(1, "N 1NT", "E Pass", "S 3NT", "W Pass", "N Pass", "E Pass")
    table.play(table.remaining(Seat.WEST)[0], seat=Seat.WEST)  # East is on lead
    _texts(table, {}, found)
    ruling = Director(table.edition).rule(table, answers={"54C": "no"})
    ruling.apply(table, "refuse", answers={"54C": "no"})
    _texts(table, {}, found)
    return sorted(found)


@pytest.fixture
def address(tmp_path: Path) -> Iterator[str]:
    """A real server (its pages carry the catalogues' words)."""
    with server(tmp_path, demo_seed="screenshots") as running:
        yield running


def test_the_engines_options_and_questions_are_said_in_the_pages_language(
    browser: Browser, address: str
) -> None:
    texts = engine_texts()
    assert len(texts) >= 25 and any("does not accept it" in text for text in texts)
    page = browser.new_page()
    try:
        assert_all_said(page, address, texts)
        assert said_in(page, address, "en", texts) == [None] * len(texts)  # the engine's own
    finally:
        page.close()
