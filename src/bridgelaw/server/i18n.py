"""The platform's words in the players' languages (gettext catalogs read with Babel).

English is the source language. The other languages are those of our sources, the
Laws' translations in ``shared/seeds``: Finnish (2017), Slovak (2007), Croatian and
Polish (1997) and Russian (1987). Each has a catalog
``locale/<lang>/LC_MESSAGES/messages.po`` with at least the bridge terms
(:data:`BRIDGE_TERMS`: seats, suits, calls, vulnerabilities and the table's words),
taken where the seeds use them (each such entry's comment quotes the seed's word);
the other strings fall back to English until someone translates them.

A page's language is chosen by :func:`negotiate`: ``?lang=`` on the address (and then
remembered in a cookie), else that cookie, else the browser's ``Accept-Language``,
else English. Templates call ``_("...")`` and ``pgettext("seat letter", "N")``; the
table's script receives :func:`js_catalog` (the bridge terms and its own messages) in
the page. ``python -m tools.i18n`` extracts the strings of the templates, the script and
this package into ``locale/messages.pot`` and merges them into each catalog.

Catalogs are read from their ``.po`` text when first used (no compiled ``.mo`` files,
so no build step): :func:`translations` compiles them in memory once per language.
"""

from __future__ import annotations

import functools
import io
import re
from pathlib import Path
from typing import Final

from babel.core import Locale, UnknownLocaleError, negotiate_locale
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from babel.support import NullTranslations, Translations
from starlette.datastructures import MutableHeaders
from starlette.requests import Request
from starlette.responses import Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

__all__ = [
    "BRIDGE_TERMS",
    "COOKIE",
    "DEFAULT_LANGUAGE",
    "LANGUAGES",
    "LOCALE_DIR",
    "RememberLanguage",
    "js_catalog",
    "language_name",
    "negotiate",
    "page_context",
    "request_language",
    "script_messages",
    "translations",
]

LOCALE_DIR: Final = Path(__file__).parent / "locale"
DOMAIN: Final = "messages"
DEFAULT_LANGUAGE: Final = "en"

LANGUAGES: Final[dict[str, str]] = {
    "en": "English",
    "fi": "Suomi",
    "sk": "Slovenčina",
    "hr": "Hrvatski",
    "pl": "Polski",
    "ru": "Русский",
}
"""The languages a page may be shown in, each by its own name."""

SEAT_LETTER: Final = "seat letter"
STRAIN_LETTER: Final = "strain letters"

BRIDGE_TERMS: Final[tuple[tuple[str | None, str], ...]] = (
    (None, "North"),
    (None, "East"),
    (None, "South"),
    (None, "West"),
    (SEAT_LETTER, "N"),
    (SEAT_LETTER, "E"),
    (SEAT_LETTER, "S"),
    (SEAT_LETTER, "W"),
    (None, "Spades"),
    (None, "Hearts"),
    (None, "Diamonds"),
    (None, "Clubs"),
    (None, "Notrump"),
    (STRAIN_LETTER, "NT"),
    (None, "Pass"),
    (None, "Double"),
    (None, "Redouble"),
    (None, "Dealer"),
    (None, "Nobody vulnerable"),
    (None, "North-South vulnerable"),
    (None, "East-West vulnerable"),
    (None, "Both vulnerable"),
    (None, "Board"),
    (None, "Auction"),
    (None, "Contract"),
    (None, "Declarer"),
    (None, "Dummy"),
    (None, "Opening lead"),
    (None, "Trick"),
    (None, "Tricks"),
    (None, "Score"),
    (None, "Result"),
    (None, "Partner"),
    (None, "Left-hand opponent"),
    (None, "Right-hand opponent"),
    (None, "Your hand"),
    (None, "Alert"),
    (None, "Explanation"),
    (None, "Claim"),
    (None, "Concede"),
    (None, "Undo"),
    (None, "Director"),
    (None, "Call the director"),
    (None, "Accept"),
    (None, "Reject"),
    (None, "Bidding box"),
    (None, "Next board"),
    (None, "Table"),
    (None, "Lobby"),
)
"""(context, English) of the words every language's catalog must translate: seats,
suits, calls, vulnerabilities and the table's words and buttons."""


def _catalog_path(lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


@functools.lru_cache(maxsize=len(LANGUAGES))
def translations(lang: str) -> NullTranslations:
    """The translations of ``lang`` (English, or an unknown language: the English words
    themselves). Read from the ``.po`` catalog and compiled in memory, once."""
    path = _catalog_path(lang)
    if lang == DEFAULT_LANGUAGE or lang not in LANGUAGES or not path.is_file():
        return NullTranslations()
    with path.open("rb") as source:
        catalog = read_po(source, locale=lang, domain=DOMAIN)
    compiled = io.BytesIO()
    write_mo(compiled, catalog, use_fuzzy=False)
    compiled.seek(0)
    return Translations(compiled, domain=DOMAIN)


def negotiate(
    asked: str | None = None,
    remembered: str | None = None,
    accept_language: str | None = None,
) -> str:
    """The language to show: the one ``asked`` (``?lang=``), else the one
    ``remembered`` (a cookie), else the first of the browser's ``Accept-Language`` that
    we have, else English. Unknown codes are passed over."""
    for code in (asked, remembered):
        if code in LANGUAGES:
            return code
    if accept_language:
        preferred = []
        for part in accept_language.split(","):
            tag, _, quality = part.strip().partition(";q=")
            try:
                weight = float(quality) if quality else 1.0
            except ValueError:
                continue
            if tag and weight > 0:
                preferred.append((weight, tag.strip()))
        tags = [tag for _, tag in sorted(preferred, key=lambda item: -item[0])]
        found = negotiate_locale(
            [t.replace("-", "_") for t in tags], list(LANGUAGES), sep="_"
        ) or negotiate_locale([t.split("-")[0] for t in tags], list(LANGUAGES))
        if found in LANGUAGES:
            return found
    return DEFAULT_LANGUAGE


def language_name(lang: str) -> str:
    """``lang``'s name in English (``"Finnish"``), for an ``aria-label`` or a title."""
    try:
        return Locale.parse(lang).get_display_name("en") or lang
    except (ValueError, UnknownLocaleError):
        return lang


STATIC_DIR: Final = Path(__file__).parent / "static"
_SCRIPT_CALL = re.compile(r'\btf?\(\s*"((?:[^"\\]|\\.)*)"(?:\s*,\s*"([^"]*)"\s*\))?')


@functools.lru_cache(maxsize=1)
def script_messages() -> tuple[tuple[str | None, str, str, int], ...]:
    """The messages the pages' scripts translate with ``t("English")``, ``t("English",
    "context")`` or ``tf("English %(name)s", {...})`` (``static/*.js``; the English must be
    a string literal): (context, English, file, line) each, in file order."""
    found: list[tuple[str | None, str, str, int]] = []
    for path in sorted(STATIC_DIR.glob("*.js")):
        text = path.read_text(encoding="utf-8")
        for match in _SCRIPT_CALL.finditer(text):
            line = text.count("\n", 0, match.start()) + 1
            message = match.group(1).replace('\\"', '"')
            found.append((match.group(2), message, f"static/{path.name}", line))
    return tuple(found)


def js_catalog(lang: str, extra: tuple[str, ...] = ()) -> dict[str, str]:
    """The bridge terms, the messages of the pages' scripts (:func:`script_messages`) and
    the ``extra`` messages in ``lang``, as ``{English: translation}``; a context is
    written ``"context\\x04English"`` as gettext does."""
    found = translations(lang)
    words: dict[str, str] = {}
    terms = [*BRIDGE_TERMS, *((context, message) for context, message, _, _ in script_messages())]
    for context, message in terms:
        if context is None:
            words[message] = found.gettext(message)
        else:
            words[f"{context}\x04{message}"] = str(found.pgettext(context, message))
    for message in extra:
        words[message] = found.gettext(message)
    return words


COOKIE: Final = "lang"
"""The cookie that remembers a language chosen with ``?lang=``."""


def request_language(request: Request) -> str:
    """The language of a page for ``request`` (see :func:`negotiate`)."""
    return negotiate(
        request.query_params.get("lang"),
        request.cookies.get(COOKIE),
        request.headers.get("accept-language"),
    )


def page_context(request: Request) -> dict[str, object]:
    """What every template may use: ``_``/``gettext``, ``ngettext`` and ``pgettext`` in
    the page's language, ``lang``, the ``languages`` offered, and ``words`` (the bridge
    terms for the page's script, see :func:`js_catalog`)."""
    lang = request_language(request)
    found = translations(lang)
    return {
        "_": found.gettext,
        "gettext": found.gettext,
        "ngettext": found.ngettext,
        "pgettext": found.pgettext,
        "lang": lang,
        "languages": LANGUAGES,
        "words": js_catalog(lang),
    }


class RememberLanguage:
    """ASGI middleware: a page asked for with a known ``?lang=`` sets the language
    cookie, so that the next pages keep it. (A plain ASGI middleware: the
    ``@app.middleware("http")`` kind costs every request of the server, the phones'
    entries of a club night too, about 0.3 ms of CPU.)"""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or b"lang=" not in scope.get("query_string", b""):
            await self.app(scope, receive, send)
            return
        request = Request(scope)
        asked = request.query_params.get("lang")
        if asked not in LANGUAGES or request.cookies.get(COOKIE) == asked:
            await self.app(scope, receive, send)
            return
        cookie = Response()
        cookie.set_cookie(COOKIE, asked, max_age=365 * 24 * 3600, samesite="lax")
        header = cookie.headers["set-cookie"]

        async def send_with_cookie(message: Message) -> None:
            if message["type"] == "http.response.start":
                MutableHeaders(scope=message).append("set-cookie", header)
            await send(message)

        await self.app(scope, receive, send_with_cookie)
