"""A pairs event's movement and refusals in the players' languages (stop 22: the
movement's name and every refusal were English on a Slovak, Croatian or Russian page):
the movement's name is told again from its parts (the movement module's English name is
read, and every Mitchell and Howell the server makes is recognised), and a refusal made
with :func:`~bridgelaw.server.pairs_words._` is shown in the page's language, its Law
too, while the API answers in English."""

from __future__ import annotations

import pytest
from fastapi import FastAPI
from starlette.testclient import TestClient

from bridgelaw.server.i18n import translations
from bridgelaw.server.pairs_words import _, movement_text, translated
from bridgelaw.server.settings import Settings
from bridgelaw.tournament.specs import movement_from_spec
from tests.server.players import csrf
from tests.server.test_pairs import pairs_app
from tests.server.test_pairs_people import log_in, use

SPECS = [
    {"family": "mitchell", "tables": 3, "boards_per_round": 1},
    {"family": "mitchell", "tables": 4, "boards_per_round": 2},
    {"family": "mitchell", "tables": 6, "boards_per_round": 2, "even": "relay"},
    {"family": "mitchell", "tables": 5, "boards_per_round": 1, "missing": "EW"},
    {"family": "mitchell", "tables": 4, "boards_per_round": 1, "rounds": 3, "arrow_switch": [3]},
    {"family": "mitchell", "tables": 5, "boards_per_round": 1, "arrow_switch": [4, 5]},
    {"family": "howell", "tables": 3, "boards_per_round": 2},
]


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: movement_from_spec(s).name)
def test_every_movement_of_the_server_is_told_in_each_language(spec: dict[str, object]) -> None:
    name = movement_from_spec(spec).name
    assert movement_text(name, str) == name  # English: the movement module's own words
    for lang, english in (("sk", "tables"), ("hr", "rounds"), ("ru", "Mitchell")):
        told = movement_text(name, translations(lang).gettext)
        assert told != name and english not in told, (lang, told)
        for word in ("straight", "skip after", "half table", "arrow switch", "relay"):
            assert word not in told, (lang, told)


def test_a_refusal_is_english_for_the_api_and_translated_for_a_page() -> None:
    said = _("%(event)s is full", event="Friday")
    assert said == "Friday is full" and isinstance(said, str)
    assert translated(said, translations("sk").gettext) == "Turnaj Friday je plný"
    nested = _(
        "%(event)s has started and every place is taken (%(why)s): a late pair cannot "
        "enter it. %(advice)s",
        event="F",
        why=_("robots took the places left at the start, and it has no half table"),
        advice="-",
    )
    assert "robots took" in nested
    assert "roboty obsadili miesta" in translated(nested, translations("sk").gettext)
    assert translated("an English message", translations("ru").gettext) == "an English message"


def test_the_pages_say_the_movement_and_the_refusals_in_the_players_language(
    settings: Settings,
) -> None:
    app: FastAPI = pairs_app(settings)
    with TestClient(app) as client:
        tessa = log_in(client, "Tessa", register=True)
        spec = {"family": "mitchell", "tables": 3, "boards_per_round": 1}
        event_id = client.post("/api/pairs", json={"name": "Piatok", **spec}).json()["event"]
        ann = log_in(client, "Ann")
        assert client.post(f"/api/pairs/{event_id}/entries", json={"partner": "robot"}).is_success
        use(client, tessa)
        assert client.post(f"/api/pairs/{event_id}/start", json={}).is_success
        # round 2 (in round 1 a late pair gets a new table: tests/server/test_pairs_director.py)
        assert client.post(f"/api/pairs/{event_id}/end-round", json={}).is_success

        log_in(client, "Dee")  # a late player, in Slovak
        client.cookies.set("lang", "sk")
        page = client.get(f"/pairs/{event_id}").text
        assert "Mitchell, stoly: 3, kolá: 3 (priamy)" in page
        assert "Mitchell, 3 tables" not in page
        form = client.post(
            f"/pairs/{event_id}/enter", data={"partner": "robot", "csrf": csrf(client)}
        )
        assert form.status_code == 409
        assert "Turnaj Piatok sa začal a všetky miesta sú obsadené" in form.text
        assert "roboty obsadili miesta" in form.text and "every place" not in form.text
        api = client.post(f"/api/pairs/{event_id}/entries", json={"partner": "robot"})
        assert api.status_code == 409 and "every place is taken" in api.text  # the API: English

        use(client, ann)  # Ann has played no board: the board's page says why, in Russian
        client.cookies.set("lang", "ru")
        board = client.get(f"/pairs/{event_id}/boards/1")
        assert board.status_code == 403 and "text/html" in board.headers["content-type"]
        assert "сдача 1 показывается паре, когда та её сыграет" in board.text
        results = client.get(f"/pairs/{event_id}/results")
        assert results.status_code == 403 and "публикуются после его окончания" in results.text
        missing = client.get("/pairs/999")
        assert missing.status_code == 404 and "парного турнира 999 нет" in missing.text


def test_the_directors_refusals_in_his_language(settings: Settings) -> None:
    app: FastAPI = pairs_app(settings)
    with TestClient(app) as client:
        log_in(client, "Tessa", register=True)
        spec = {"family": "howell", "tables": 2, "boards_per_round": 1}
        event_id = client.post("/api/pairs", json={"name": "Piątek", **spec}).json()["event"]
        client.cookies.set("lang", "pl")
        token = csrf(client)
        early = client.post(
            f"/pairs/{event_id}/arrow-switch", data={"round": "2", "csrf": token}
        )  # a Howell: Law 8A1's refusal, with its Law, in Polish
        assert early.status_code == 409
        assert "zamianę linii stosuje się tylko w rundach Mitchella (przepis 8A1)" in early.text
        assert client.post(f"/api/pairs/{event_id}/start", json={}).is_success
        form = {"where": "1-1-1", "kind": "artificial", "basis": "12A2", "csrf": token}
        unsaid = client.post(f"/pairs/{event_id}/adjust", data=form)
        assert unsaid.status_code == 409
        assert "podaj, dlaczego przyznano wynik arbitralny" in unsaid.text
        made = client.post("/pairs", data={"family": "howell", "tables": "99", "csrf": token})
        assert made.status_code == 422 and "turniej ma tu 2-15 stołów, nie 99" in made.text
