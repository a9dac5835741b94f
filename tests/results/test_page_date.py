"""A results page writes what is known of a partial PBN date (``"2026.??.??"``: the
year), never ``"2026--"`` (stop 20: the page wrote the unknown parts as empty ones)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from tests.results.pages_data import RUTER, scored

from bridgelaw.results.html import page_html
from bridgelaw.results.pages_scored import scored_page


@pytest.mark.parametrize(
    ("date", "shown"),
    [("2026.??.??", "2026"), ("2026.11.??", "2026-11"), ("2026.11.27", "2026-11-27")],
)
def test_a_partial_date_shows_what_is_known(date: str, shown: str) -> None:
    event, _ = scored(RUTER)
    dated = replace(event, event=replace(event.event, date=date))
    page = scored_page(dated)
    assert page.date == shown
    html = page_html(page)
    assert f"{shown} · " in html
    assert "2026--" not in html


def test_an_unknown_date_shows_nothing() -> None:
    event, _ = scored(RUTER)
    page = scored_page(replace(event, event=replace(event.event, date="????.??.??")))
    assert page.date == ""
