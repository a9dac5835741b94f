"""The pairs events' words in the players' languages, where they are made in Python: a
refusal's reason (:class:`Said`, marked with :func:`_` for the catalogs) and the
movement's name.

A refusal is raised in English (``Denied("pairs", _("%(event)s is full", event=...))``):
the API answers it so, and a page translates it with the request's ``gettext``
(:func:`translated`). The movement's name is the movement module's English
(``Mitchell, 4 tables, 3 rounds (skip after round 2), half table (4EW missing)``), told
again in the page's language from its parts (:func:`movement_text`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Final

__all__ = ["Said", "_", "boards_said", "movement_text", "translated"]

Gettext = Callable[[str], str]


class Said(str):
    """An English message that keeps its catalog id and values, so that a page in
    another language can say it in that language."""

    msgid: str
    values: Mapping[str, object]

    def __new__(cls, msgid: str, values: Mapping[str, object]) -> Said:
        made = super().__new__(cls, msgid % dict(values) if values else msgid)
        made.msgid, made.values = msgid, dict(values)
        return made

    def said(self, gettext: Gettext) -> str:
        """The message in the language of ``gettext``."""
        values = {k: _said(v, gettext) for k, v in self.values.items()}
        return gettext(self.msgid) % values if values else gettext(self.msgid)


def _said(value: object, gettext: Gettext) -> object:
    return value.said(gettext) if isinstance(value, Said) else value


def _(msgid: str, /, **values: object) -> Said:
    """``msgid`` (a catalog's id, ``%(name)s`` for each value) with ``values``: English
    as a string, translatable by :meth:`Said.said`."""
    return Said(msgid, values)


def boards_said(boards: tuple[int, ...]) -> Said:
    """``board 7``, ``boards 4-6`` (a run) or ``boards 1, 5``, translatable (the words of
    :func:`bridgelaw.tournament.model.describe_boards`)."""
    if len(boards) == 1:
        return _("board %(board)s", board=boards[0])
    if list(boards) == list(range(boards[0], boards[0] + len(boards))):
        return _("boards %(first)s-%(last)s", first=boards[0], last=boards[-1])
    return _("boards %(boards)s", boards=", ".join(str(b) for b in boards))


def translated(message: str, gettext: Gettext) -> str:
    """``message`` in the language of ``gettext`` if it was made by :func:`_` (else as
    it is: a message from elsewhere stays English)."""
    return message.said(gettext) if isinstance(message, Said) else message


_MITCHELL: Final = re.compile(
    r"^Mitchell, (?P<tables>\d+) tables, (?P<rounds>\d+) rounds \((?P<kind>[^)]*)\)"
    r"(?:, half table \((?P<pair>\w+) missing\))?"
    r"(?:, arrow switch in rounds? (?P<arrow>[\d, ]+))?$"
)
_HOWELL: Final = re.compile(r"^Howell, (?P<tables>\d+) tables, (?P<rounds>\d+) rounds$")
_SKIP: Final = re.compile(r"^skip after round (?P<round>\d+)$")


def movement_text(name: str, gettext: Gettext) -> str:
    """A Mitchell's or Howell's name (the movement module's English) in the language of
    ``gettext``; another name as it is."""
    found = _HOWELL.match(name)
    if found is not None:
        return gettext("Howell, %(tables)s tables, %(rounds)s rounds") % found.groupdict()
    found = _MITCHELL.match(name)
    if found is None:
        return name
    parts = [gettext("Mitchell, %(tables)s tables, %(rounds)s rounds") % found.groupdict()]
    kind = found["kind"]
    skip = _SKIP.match(kind)
    if kind == "straight":
        parts[0] += " (" + gettext("straight") + ")"
    elif kind == "relay and bye stand":
        parts[0] += " (" + gettext("relay and bye stand") + ")"
    elif skip is not None:
        parts[0] += " (" + gettext("skip after round %(round)s") % skip.groupdict() + ")"
    else:
        return name
    if found["pair"]:
        parts.append(gettext("half table (%(pair)s missing)") % {"pair": found["pair"]})
    arrow = found["arrow"]
    if arrow and "," in arrow:
        parts.append(gettext("arrow switch in rounds %(rounds)s") % {"rounds": arrow})
    elif arrow:
        parts.append(gettext("arrow switch in round %(round)s") % {"round": arrow})
    return ", ".join(parts)
