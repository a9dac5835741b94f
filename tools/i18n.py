"""Extract the platform's strings into ``locale/messages.pot`` and merge them into each
language's catalog (``python -m tools.i18n``); ``--check`` only says whether the
template and the catalogs are up to date with the sources (the test suite runs it).

Strings are those passed to ``_``, ``gettext``, ``ngettext`` and ``pgettext`` in the
server's templates (``*.j2``), its script (``static/*.js``) and its Python modules, the
results pages' templates and hand diagrams (``results/templates``, ``render/templates``),
plus :data:`bridgelaw.server.i18n.BRIDGE_TERMS`, which every language must translate, and
the scripts' ``t("...")`` (:func:`bridgelaw.server.i18n.script_messages`).
"""

from __future__ import annotations

import argparse
import io
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po, write_po

from bridgelaw.server.i18n import BRIDGE_TERMS, DOMAIN, LANGUAGES, LOCALE_DIR, script_messages

SERVER = LOCALE_DIR.parent
PAGES = [SERVER.parent / "results" / "templates", SERVER.parent / "render" / "templates"]
"""The results pages' templates and their hand diagrams (a server's results page says their
words in its language)."""
METHODS = [
    ("templates/**.j2", "jinja2.ext:babel_extract"),
    ("static/**.js", "javascript"),
    ("**.py", "python"),
]
WIDTH = 100


def template() -> Catalog:
    """The catalog of every string the sources mark, and the bridge terms."""
    catalog = Catalog(project="bridgelaw", domain=DOMAIN, fuzzy=False)
    for term_context, term in BRIDGE_TERMS:
        catalog.add(term, context=term_context, auto_comments=["bridge term"])
    for context, english, script, line in script_messages():  # t("...") in the scripts
        catalog.add(english, locations=[(f"server/{script}", line)], context=context)
    pages = [(where, [("**.j2", METHODS[0][1])]) for where in PAGES]
    for where, methods in [(SERVER, METHODS), *pages]:
        found = extract_from_dir(where, methods, comment_tags=("TRANSLATORS:",))
        prefix = where.relative_to(SERVER.parent).as_posix()
        for filename, lineno, message, comments, context in found:
            catalog.add(
                message,
                locations=[(f"{prefix}/{filename}", lineno)],
                auto_comments=comments,
                context=context,
            )
    return catalog


def _keys(catalog: Catalog) -> set[tuple[str | None, str]]:
    return {(m.context, str(m.id)) for m in catalog if m.id}


def _text(catalog: Catalog, *, template_file: bool) -> bytes:
    out = io.BytesIO()
    write_po(
        out,
        catalog,
        width=WIDTH,
        omit_header=False,
        sort_output=template_file,
        include_lineno=False,
    )
    return out.getvalue()


def _read(path: Path, lang: str | None = None) -> Catalog:
    with path.open("rb") as source:
        return read_po(source, locale=lang, domain=DOMAIN)


def problems() -> list[str]:
    """What is out of date: strings missing from the template or a catalog, and bridge
    terms a catalog leaves untranslated."""
    found = _keys(template())
    pot = LOCALE_DIR / f"{DOMAIN}.pot"
    out: list[str] = []
    if not pot.is_file():
        return [f"{pot} is missing: run python -m tools.i18n"]
    missing = found - _keys(_read(pot))
    out += [f"{pot.name}: {message!r} not extracted" for _, message in sorted(missing)]
    for lang in LANGUAGES:
        if lang == "en":
            continue
        path = LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
        catalog = _read(path, lang)
        missing = found - _keys(catalog)
        out += [f"{lang}: {message!r} not in the catalog" for _, message in sorted(missing)]
        for context, message in BRIDGE_TERMS:
            entry = catalog.get(message, context=context)
            if entry is None or not entry.string:
                out.append(f"{lang}: the bridge term {message!r} is not translated")
    return out


def update() -> None:
    """Write the template and merge it into each catalog (translations kept)."""
    catalog = template()
    pot = LOCALE_DIR / f"{DOMAIN}.pot"
    pot.write_bytes(_text(catalog, template_file=True))
    for lang in LANGUAGES:
        if lang == "en":
            continue
        path = LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
        translated = _read(path, lang)
        translated.update(catalog, no_fuzzy_matching=True)
        path.write_bytes(_text(translated, template_file=False))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.i18n", description=__doc__)
    parser.add_argument("--check", action="store_true", help="only report what is stale")
    args = parser.parse_args(argv)
    if args.check:
        found = problems()
        for line in found:
            sys.stdout.write(line + "\n")
        return 1 if found else 0
    update()
    sys.stdout.write(f"wrote {LOCALE_DIR / (DOMAIN + '.pot')} and {len(LANGUAGES) - 1} catalogs\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
