"""The lexical layer of LIN: a stream of ``tag|value|`` pairs.

A LIN text is a sequence of pairs ``tag|value|``. Files written by BBO put
line breaks between some pairs (after ``pg||`` in vugraph archives, one board
per line in "my hands" files); nothing else separates them. :func:`tokenize`
keeps every character: the white space before a tag (:attr:`LinToken.lead`),
the tag as written, the value as written, and the text after the last pair, so
that :func:`join_tokens` gives back the exact text.

>>> tokens, trailer, notes = tokenize("pn|a,b,c,d|st||md|3SA,,,|\\n")
>>> [(t.name, t.value) for t in tokens]
[('pn', 'a,b,c,d'), ('st', ''), ('md', '3SA,,,')]
>>> join_tokens(tokens) + trailer == "pn|a,b,c,d|st||md|3SA,,,|\\n"
True
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Final

__all__ = ["LinToken", "join_tokens", "tokenize"]

_TAG_NAME: Final = re.compile(r"[a-z][a-z0-9]{0,2}")
_PAIR: Final = re.compile(r"(\s*)([^|]*)\|([^|]*)\|")
"""A pair: the white space before the tag, the tag, the value."""


@dataclass(frozen=True, slots=True)
class LinToken:
    """One ``tag|value|`` pair, exactly as written.

    :ivar tag: the tag as written (``"pn"``, ``"md"``...), without the leading white space.
    :ivar value: the value between the two bars, verbatim.
    :ivar lead: white space written before the tag (usually ``""`` or a line break).
    :ivar closed: ``False`` only for a last value that the text leaves open (no final ``|``).
    :ivar line: the 1-based line where the tag starts (0 when unknown); not compared.
    :ivar name: the tag in lower case without surrounding spaces: what the tag means
        (computed from :attr:`tag`).
    """

    tag: str
    value: str
    lead: str = ""
    closed: bool = True
    line: int = field(default=0, compare=False)
    name: str = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        _SET_NAME(self, _name(self.tag))

    @property
    def text(self) -> str:
        """The pair as written: ``lead + tag + "|" + value + "|"``."""
        return f"{self.lead}{self.tag}|{self.value}{'|' if self.closed else ''}"

    @property
    def is_valid_name(self) -> bool:
        """Whether the tag looks like a LIN tag (one to three letters or digits)."""
        return _TAG_NAME.fullmatch(self.name) is not None


_SET: Final = {slot: getattr(LinToken, slot).__set__ for slot in LinToken.__slots__}
"""Each slot's setter, to fill a new token's slots directly (the class refuses setattr)."""
_SET_NAME: Final = _SET["name"]
_NAMES: Final[dict[str, str]] = {}
"""Tags read so far and their names (bounded: a file of junk cannot make it grow without
bound)."""


def _name(tag: str) -> str:
    name = _NAMES.get(tag)
    if name is None:
        name = tag.strip().lower()
        if len(_NAMES) < 4096:
            _NAMES[tag] = name
    return name


_new: Final = object.__new__
_SETTERS: Final = tuple(_SET[slot] for slot in ("tag", "value", "lead", "closed", "line", "name"))


def _end_of_pairs(text: str, pairs: int) -> int:
    """Where the text after the first ``pairs`` complete pairs starts: past their
    ``2 * pairs`` bars (a pair's tag and value hold no bar)."""
    if not pairs:
        return 0
    end = text.rfind("|")
    if text.count("|") > 2 * pairs:  # one more bar: a last value not closed
        end = text.rfind("|", 0, end)
    return end + 1


def tokenize(text: str) -> tuple[tuple[LinToken, ...], str, tuple[str, ...]]:
    """Split LIN ``text`` into its pairs.

    :returns: ``(tokens, trailer, notes)``: the pairs in order, the text after the
        last pair (white space, usually), and notes on anything odd (a last value
        not closed by ``|``, text after the last bar that is not white space).
    """
    tokens: list[LinToken] = []
    notes: list[str] = []
    line = 1
    append = tokens.append
    new, names, name_of = _new, _NAMES, _name
    set_tag, set_value, set_lead, set_closed, set_line, set_name = _SETTERS
    for lead, tag, value in _PAIR.findall(text):
        if lead:
            line += lead.count("\n")
        # LinToken(tag, value, lead, line=line) made the quick way (a frozen dataclass's
        # __init__ costs twice as much): every slot filled directly
        token = new(LinToken)
        set_tag(token, tag)
        set_value(token, value)
        set_lead(token, lead)
        set_closed(token, True)
        set_line(token, line)
        set_name(token, names.get(tag) or name_of(tag))
        append(token)
        if "\n" in value or "\n" in tag:
            line += tag.count("\n") + value.count("\n")
    pos = _end_of_pairs(text, len(tokens))
    bar = text.find("|", pos)
    if bar >= 0:  # a last value without its closing bar
        chunk = text[pos:bar]
        tag = chunk.lstrip()
        lead = chunk[: len(chunk) - len(tag)]
        tag_line = line + lead.count("\n")
        token = LinToken(tag, text[bar + 1 :], lead, closed=False, line=tag_line)
        tokens.append(token)
        notes.append(f"line {tag_line}: the value of '{tag.strip()}' is not closed by '|'")
        return tuple(tokens), "", tuple(notes)
    trailer = text[pos:]
    if trailer.strip():
        notes.append(f"line {line}: text after the last '|' is not a tag|value| pair")
    return tuple(tokens), trailer, tuple(notes)


def join_tokens(tokens: Iterable[LinToken]) -> str:
    """The text of ``tokens``, each written as :attr:`LinToken.text`."""
    return "".join(token.text for token in tokens)
