"""A pairs event's pages in the players' languages (stop 21: 25 strings of the pairs
pages were untranslated in Finnish and Polish, more in the others): every string of the
pairs pages, their script and "where you play" is translated in every catalog, and the
event page, the lobby's line and the JSON's place speak Finnish and Polish."""

from __future__ import annotations

import pytest
from babel.messages.pofile import read_po
from fastapi import FastAPI
from starlette.testclient import TestClient

from bridgelaw.server.i18n import LANGUAGES, LOCALE_DIR
from bridgelaw.server.settings import Settings
from tests.server.test_pairs import pairs_app
from tests.server.test_pairs_people import log_in, use

PAIRS_FILES = (
    "pairs.html.j2",
    "pairs_board.html.j2",
    "pairs.js",
    "pairs_model.py",
    "pairs.py",
    "pairs_pages.py",
    "pairs_penalties.py",
    "pairs_rulings.py",
    "pairs_substitutes.py",
    "pairs_words.py",
)


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_every_string_of_the_pairs_pages_is_translated(lang: str) -> None:
    path = LOCALE_DIR / lang / "LC_MESSAGES" / "messages.po"
    with path.open("rb") as source:
        catalog = read_po(source, locale=lang)
    pairs = [m for m in catalog if m.id and any(f.endswith(PAIRS_FILES) for f, _ in m.locations)]
    assert len(pairs) > 60
    assert [m.id for m in pairs if not m.string] == []


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("fi", ("Parit", "Kierros 1", "Kilpailunjohtaja", "Korjaa pistetulos (laki 12C)")),
        ("pl", ("Pary", "Runda 1", "Sędzia", "Przyznaj wynik arbitralny (przepis 12C)")),
    ],
)
def test_the_event_page_and_where_you_play_in_the_players_language(
    settings: Settings, lang: str, words: tuple[str, ...]
) -> None:
    app: FastAPI = pairs_app(settings)
    with TestClient(app) as client:
        tessa = log_in(client, "Tessa", register=True)
        spec = {"family": "mitchell", "tables": 3, "boards_per_round": 2}
        event_id = client.post("/api/pairs", json={"name": "Ilta", **spec}).json()["event"]
        ann = log_in(client, "Ann")
        assert client.post(f"/api/pairs/{event_id}/entries", json={"partner": "robot"}).is_success
        use(client, tessa)
        assert client.post(f"/api/pairs/{event_id}/start", json={}).is_success
        page = client.get(f"/pairs/{event_id}?lang={lang}").text
        for word in words:
            assert word in page, word
        for english in ("Adjust a score", "Start the event", "finished: waits", "Round 1<"):
            assert english not in page, english
        use(client, ann)
        client.cookies.set("lang", lang)
        where = {
            "fi": "kierros 1: pöytä 1, Pohjoinen, jaot 1-2",
            "pl": "runda 1: stół 1, Północ, rozdania 1-2",
        }[lang]
        assert where in client.get(f"/pairs/{event_id}?lang={lang}").text
        assert where in client.get(f"/?lang={lang}").text  # the lobby's line
        status = client.get(f"/api/pairs/{event_id}").json()
        assert status["me"]["place"]["text"] == where
