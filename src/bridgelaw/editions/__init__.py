"""Every difference between the editions of the Laws, in one place.

One class tree: :class:`Edition` is the 2017 Laws (its hooks split by Law range over
:mod:`~bridgelaw.editions.laws_09_40`, :mod:`~bridgelaw.editions.laws_41_71` and
:mod:`~bridgelaw.editions.laws_72_93`); each older edition is one class in one module
that overrides every hook whose Law reads differently from the next newer edition:
``Edition`` (2017) <- :class:`Edition2007` (:mod:`~bridgelaw.editions.edition_2007`)
<- :class:`Edition1997` (:mod:`~bridgelaw.editions.edition_1997`) <-
:class:`Edition1987` (:mod:`~bridgelaw.editions.edition_1987`). Reading one of those
modules tells every way that edition differs, with the Law numbers. No code outside
this package compares edition years: it asks the edition a hook named after the Law.

This package sits just above :mod:`bridgelaw.core` and imports nothing else but
:mod:`bridgelaw.errors`.

>>> find_edition("2007").year, find_edition(1987).name
(2007, 'Laws of Duplicate Bridge 1987')
>>> DEFAULT_EDITION.year
2017
"""

from __future__ import annotations

from typing import Final

from bridgelaw.editions.edition import Edition
from bridgelaw.editions.edition_1987 import Edition1987
from bridgelaw.editions.edition_1997 import Edition1997
from bridgelaw.editions.edition_2007 import Edition2007
from bridgelaw.editions.laws_09_40 import Law15WrongBoard, Law15WrongHand, Law20F4Until, Law27
from bridgelaw.editions.laws_41_71 import Law57AOption, Law62D2, Law65B3, Law66BUntil
from bridgelaw.errors import NotationError

__all__ = [
    "DEFAULT_EDITION",
    "EDITIONS",
    "Edition",
    "Edition1987",
    "Edition1997",
    "Edition2007",
    "Law15WrongBoard",
    "Law15WrongHand",
    "Law20F4Until",
    "Law27",
    "Law57AOption",
    "Law62D2",
    "Law65B3",
    "Law66BUntil",
    "find_edition",
]

EDITIONS: Final[dict[int, Edition]] = {
    edition.year: edition for edition in (Edition(), Edition2007(), Edition1997(), Edition1987())
}
"""The registered editions by year, newest first."""

DEFAULT_EDITION: Final = EDITIONS[2017]
"""The 2017 Laws: the default everywhere."""


def find_edition(name: str | int | Edition | None = None) -> Edition:
    """The edition named by its year or an alias (``"2017"``, ``2007``, ``"wbf1997"``).

    ``None`` gives the default (2017); an :class:`Edition` is returned as it is.

    :raises NotationError: no such edition.
    """
    if name is None:
        return DEFAULT_EDITION
    if isinstance(name, Edition):
        return name
    key = str(name).strip().lower()
    for edition in EDITIONS.values():
        if key in edition.aliases:
            return edition
    raise NotationError(
        f"unknown edition of the Laws: {name!r} (known: {', '.join(map(str, EDITIONS))})"
    )
