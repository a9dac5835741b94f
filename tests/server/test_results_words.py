"""A pairs event's results page in the page's language (stop 22: English whatever the
page's language): its headings, column names, captions and notes of the results template
(``results/templates/results.html.j2``) and of its hand diagrams (``_board.html.j2``) are
the catalogues', on the page a Slovak, Croatian or Russian player reads; the library's own
page (``bridgelaw score``) stays English."""

from __future__ import annotations

from typing import TYPE_CHECKING

from fastapi import FastAPI
from starlette.testclient import TestClient

from tests.browser import SHOTS
from tests.server.test_pairs import events_app, round_ended_early, step
from tests.server.test_table_words import _english_left

if TYPE_CHECKING:
    from playwright.sync_api import Page

__all__ = ["events_app"]  # the fixture

RESULTS = {"results.html.j2", "_board.html.j2"}


def _results(client: TestClient, app: FastAPI) -> int:
    event_id, _ = round_ended_early(client, app, "Piatok")
    for _round in range(6):
        if step(client, event_id)["status"] == "ended":
            return event_id
        client.post(f"/api/pairs/{event_id}/end-round", json={})
    raise AssertionError("the event never ended")


def test_a_pairs_events_results_page_in_each_language(events_app: FastAPI) -> None:
    with TestClient(events_app) as client:
        event_id = _results(client, events_app)
        english = client.get(f"/pairs/{event_id}/results?lang=en").text
        assert '<html lang="en">' in english and ">Personal score cards<" in english
        assert _english_left(english, "sk", RESULTS) != []  # what the check looks for
        for lang, heading in (
            ("sk", "Osobné výsledkové karty"),
            ("hr", "Osobne kartice rezultata"),
            ("ru", "Личные карточки"),
        ):
            page = client.get(f"/pairs/{event_id}/results?lang={lang}").text
            assert f'<html lang="{lang}">' in page and f">{heading}<" in page
            assert _english_left(page, lang, RESULTS) == [], lang


def test_the_results_page_in_croatian_in_a_browser(events_app: FastAPI, page: Page) -> None:
    with TestClient(events_app) as client:
        event_id = _results(client, events_app)
        html = client.get(f"/pairs/{event_id}/results?lang=hr").text
    page.set_content(html)
    shown = page.inner_text("body")
    assert "Poredak" in shown and "Putni list" in shown and "Ranking" not in shown, shown[:400]
    assert "Djelitelj Sjever" in shown and "Dealer" not in shown and " HCP" not in shown
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / "pairs-results-hr.png"
    page.screenshot(path=str(path), full_page=True)
    assert path.stat().st_size > 10_000
