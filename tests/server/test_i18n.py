"""The platform's words in the languages of our sources (gettext catalogs via Babel)."""

from __future__ import annotations

import json
import re

import pytest
from babel.messages.pofile import read_po
from starlette.testclient import TestClient
from tools.i18n import problems

from bridgelaw.server.i18n import (
    BRIDGE_TERMS,
    LANGUAGES,
    LOCALE_DIR,
    js_catalog,
    negotiate,
    translations,
)
from tests.server.players import csrf, log_in_as_guest

OTHERS = [lang for lang in LANGUAGES if lang != "en"]


def test_catalogs_are_up_to_date_and_translate_every_bridge_term() -> None:
    """`python -m tools.i18n --check`: every marked string is in the template and every
    catalog, and every language translates every bridge term."""
    assert problems() == []


@pytest.mark.parametrize("lang", OTHERS)
def test_each_catalog_reads_cleanly_with_its_placeholders_kept(lang: str) -> None:
    path = LOCALE_DIR / lang / "LC_MESSAGES" / "messages.po"
    with path.open("rb") as source:
        catalog = read_po(source, locale=lang)
    assert len(catalog) >= len(BRIDGE_TERMS)
    for message in catalog:
        if not message.id or not message.string:
            continue
        wanted = sorted(re.findall(r"%\(\w+\)s", str(message.id)))
        assert sorted(re.findall(r"%\(\w+\)s", str(message.string))) == wanted, message.id
    assert [error for _, errors in catalog.check() for error in errors] == []


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("fi", {"North": "Pohjoinen", "Pass": "Passi", "Double": "Kahdennus", "Dummy": "Lepääjä"}),
        ("sk", {"South": "Juh", "Redouble": "Rekontra", "Declarer": "Hlavný hráč"}),
        ("hr", {"Trick": "Štih", "Director": "Direktor", "Dummy": "Mrtvac"}),
        ("pl", {"Hearts": "Kiery", "Dummy": "Dziadek", "Director": "Sędzia"}),
        ("ru", {"Pass": "Пас", "Dummy": "Болван", "Trick": "Взятка"}),
    ],
)
def test_the_seeds_words_are_used(lang: str, words: dict[str, str]) -> None:
    found = translations(lang)
    for english, translated in words.items():
        assert found.gettext(english) == translated


def test_english_and_unknown_languages_give_the_english_words() -> None:
    assert translations("en").gettext("Dummy") == "Dummy"
    assert translations("xx").gettext("Dummy") == "Dummy"


def test_seat_letters_have_their_own_context() -> None:
    """The letter S is South in English and North in Slovak (Sever): letters are kept
    apart from other words by their context."""
    assert translations("sk").pgettext("seat letter", "S") == "J"
    assert translations("sk").pgettext("seat letter", "N") == "S"
    assert js_catalog("fi")["seat letter\x04W"] == "L"
    assert js_catalog("ru")["strain letters\x04NT"] == "БК"


@pytest.mark.parametrize(
    ("asked", "remembered", "accept", "chosen"),
    [
        ("fi", "pl", "ru", "fi"),
        (None, "pl", "ru", "pl"),
        (None, None, "ru-RU,ru;q=0.9,en;q=0.8", "ru"),
        (None, None, "de-DE,de;q=0.9,pl;q=0.5", "pl"),
        (None, None, "de, fr;q=0.5", "en"),
        ("xx", "yy", "sk-SK", "sk"),
        (None, None, "hr;q=0, fi;q=0.3", "fi"),
        (None, None, None, "en"),
        (None, None, ";q=nonsense,,", "en"),
    ],
)
def test_negotiate(
    asked: str | None, remembered: str | None, accept: str | None, chosen: str
) -> None:
    assert negotiate(asked, remembered, accept) == chosen


def test_the_lobby_in_the_language_asked_then_remembered(client: TestClient) -> None:
    log_in_as_guest(client, "Ann")
    page = client.get("/?lang=pl")
    assert page.status_code == 200
    assert '<html lang="pl">' in page.text
    assert "Poczekalnia" in page.text and "Północ" in page.text and "Usiądź: północ" in page.text
    assert page.cookies.get("lang") == "pl"
    again = client.get("/")
    assert '<html lang="pl">' in again.text
    words = re.search(r'<script type="application/json" id="words">(.*?)</script>', again.text)
    assert words is not None
    assert json.loads(words[1])["Pass"] == "Pas"


def test_the_browsers_language_when_none_is_chosen(client: TestClient) -> None:
    page = client.get("/", headers={"Accept-Language": "fi-FI,fi;q=0.9"})
    assert '<html lang="fi">' in page.text
    assert "Aula" in page.text and "Pohjoinen" in page.text
    assert "lang" not in page.cookies
    english = client.get("/", headers={"Accept-Language": "en-GB"})
    assert '<html lang="en">' in english.text and ">Lobby<" in english.text


def test_the_language_menu_offers_each_language_by_its_own_name(client: TestClient) -> None:
    page = client.get("/?lang=ru").text
    for code, name in LANGUAGES.items():
        assert f'href="?lang={code}" lang="{code}" hreflang="{code}"' in page
        assert f">{name}</a>" in page
    assert 'href="?lang=ru" lang="ru" hreflang="ru" aria-current="true"' in page


def test_the_table_page_speaks_the_players_language(client: TestClient) -> None:
    """The table's own words (the hands' labels, the auction's seats, the buttons) and the
    bridge terms its script shows are in the page's language."""
    log_in_as_guest(client, "Ann")
    taken = client.post(
        "/tables/1/sit?lang=pl", data={"seat": "S", "csrf": csrf(client)}, follow_redirects=False
    )
    assert taken.status_code == 303, taken.text
    page = client.get("/tables/1/S?lang=pl").text
    assert '<html lang="pl">' in page
    assert 'aria-label="Lewy przeciwnik"' in page and 'aria-label="Twoja ręka"' in page
    assert '<abbr title="Północ">N</abbr>' in page
    assert ">Deklaracja…</button>" in page and ">Wezwij sędziego…</button>" in page
    words = re.search(r'<script type="application/json" id="words">(.*?)</script>', page)
    assert words is not None
    assert json.loads(words[1])["Nobody vulnerable"] == "Wszyscy przed partią"
    finnish = client.get("/tables/1/S?lang=fi").text
    assert '<abbr title="Pohjoinen">P</abbr>' in finnish


def test_the_lobbys_welcome_and_help_lines_are_translated(client: TestClient) -> None:
    """The lines above the tables, for a visitor and for a player, and the table's facts
    and links (not inside its heading: a screen reader reads the name alone)."""
    visitor = client.get("/?lang=fi").text
    assert "Ottaaksesi paikan" in visitor and "kirjaudu tai pelaa vieraana</a>" in visitor
    assert "Pelaa hiirellä tai näppäimistöllä" in visitor and "<kbd>Enter</kbd>" in visitor
    assert "To take a seat" not in visitor and ">Kirjaudu</a>" in visitor
    log_in_as_guest(client, "Ann")
    player = client.get("/?lang=pl").text
    assert "Witaj, Ann. Wybierz wolne miejsce." in player
    assert "tryb przepisów" in player and ">Wyloguj</button>" in player
    assert re.search(r'<h2 id="t1">Demo table</h2>', player)
    assert 'class="kibitz-link" href="/tables/1/kibitz">Oglądaj</a>' in player


def test_the_login_and_register_pages_follow_the_lobbys_language(client: TestClient) -> None:
    """From the Polish lobby's link a visitor comes to a Polish login page, and a Finnish
    one to a Finnish registration page (the language is remembered)."""
    login = client.get("/login?lang=pl").text
    assert '<label for="guest-name">Nazwa gościa</label>' in login
    assert ">Graj jako gość</button>" in login and 'Nie masz konta? <a href="/register">' in login
    register = client.get("/register?lang=fi").text
    assert ">Salasana uudelleen</label>" in register and "Vähintään 8 merkkiä." in register
    assert ">Guest name<" in client.get("/login?lang=en").text
