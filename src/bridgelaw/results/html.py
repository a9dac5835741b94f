"""Results pages as HTML: one template set for every event (jinja2, no JavaScript, no
external assets).

:func:`page_html` renders a :class:`~bridgelaw.results.page_model.ResultsPage`,
however it was scored: the ranking (names, clubs, masterpoints when given), personal
score cards with running totals, team matches with both rooms side by side, and a
traveller per board with its hand diagram, double-dummy table, par and the
frequencies of its scores. Every contestant links to its score card (or match),
every board number to its traveller. It reads well from a 390 px phone to a desktop
(tables scroll inside their box, never the page), and prints with a page per score
card (``@media print``). Suits are symbols with their names for screen readers;
tables have real header cells.

:func:`results_html` is the page of a PBN event scored by
:func:`bridgelaw.results.score.score_event`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from bridgelaw.render.html import board_context, template_environment
from bridgelaw.render.records import HandRecord
from bridgelaw.results.page_model import ResultsPage
from bridgelaw.results.pages_scored import scored_page
from bridgelaw.results.score import ScoredEvent

__all__ = ["page_html", "results_html"]

_ENV = template_environment("bridgelaw.results")


def _english(message: str) -> str:
    return message


def page_html(page: ResultsPage, gettext: Callable[[str], str] = _english, lang: str = "en") -> str:
    """The results page as a self-contained HTML document (see the module doc); its own
    words (headings, column names, captions) through ``gettext`` in the language ``lang``
    (a server page passes its catalogue's; the page model's words stay as they are)."""
    contexts: dict[int, dict[str, Any]] = {
        b.number: board_context(b.board, b.dd, b.par) for b in page.boards if b.board is not None
    }
    link: dict[str, str] = {}
    for match in page.matches:
        link.setdefault(match.home.id, match.anchor)
        link.setdefault(match.away.id, match.anchor)
    template = _ENV.get_template("results.html.j2")
    return template.render(page=page, board_contexts=contexts, link=link, _=gettext, lang=lang)


def results_html(
    scored: ScoredEvent,
    *,
    title: str | None = None,
    records: Sequence[HandRecord] = (),
    conditions: Sequence[str] = (),
    downloads: Sequence[tuple[str, str]] = (),
) -> str:
    """The page of a scored PBN event (:func:`~bridgelaw.results.pages_scored.scored_page`
    says what the options add)."""
    page = scored_page(
        scored, title=title, records=records, conditions=conditions, downloads=downloads
    )
    return page_html(page)
