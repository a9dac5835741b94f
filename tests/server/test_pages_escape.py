"""Every server page escapes what people type: a name with markup reaches the page as
text, never as HTML (the templates end in ``.html.j2``, which Jinja's default
autoescaping does not match; ``server.pages`` turns it on for every page)."""

from __future__ import annotations

from fastapi import FastAPI
from starlette.testclient import TestClient

from bridgelaw.server.pages import templates
from bridgelaw.server.settings import Settings
from tests.server.test_pairs import pairs_app
from tests.server.test_pairs_director import MITCHELL
from tests.server.test_pairs_people import log_in

MARKUP = '<img src=x onerror="alert(1)">Friday'


def test_the_server_templates_escape_html_j2_templates() -> None:
    environment = templates.env  # the pairs pages render with these templates too
    assert callable(environment.autoescape)
    assert environment.autoescape("pairs_event.html.j2") is True


def test_a_pairs_event_named_with_markup_shows_the_markup_as_text(settings: Settings) -> None:
    app: FastAPI = pairs_app(settings)
    with TestClient(app) as client:
        log_in(client, "Tessa", register=True)
        made = client.post("/api/pairs", json={"name": MARKUP, **MITCHELL})
        assert made.is_success, made.text
        page = client.get(f"/pairs/{made.json()['event']}").text
        assert MARKUP not in page
        assert "&lt;img src=x onerror=&#34;alert(1)&#34;&gt;Friday" in page
        lobby = client.get("/").text
        assert MARKUP not in lobby
