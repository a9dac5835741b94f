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
from functools import lru_cache
from typing import Final

__all__ = ["LinToken", "join_tokens", "tokenize", "valid_name"]

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
        return valid_name(self.name)


@lru_cache(maxsize=4096)
def valid_name(name: str) -> bool:
    """Whether a tag's name looks like a LIN tag (one to three letters or digits)."""
    return _TAG_NAME.fullmatch(name) is not None


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


SHARE_TOKENS = True
"""Whether :func:`tokenize` gives a pair met again on the same line the token made for
it before (the tests turn it off to compare with tokens made one by one)."""
_SHORT: Final = 4
"""Values this long or shorter (cards, calls, vulnerabilities, claims) are the ones that
recur from file to file."""
_SHARED: Final[dict[int, dict[tuple[str, str, str], LinToken]]] = {}
"""Tokens of short values made so far, by line and by (lead, tag, value): a pair met
again on the same line is the same (immutable) token; bounded (see :func:`_share`)."""
_SHARED_MAX: Final = 8192
_SHARED_COUNT: Final = [0]
_NONE_SHARED: Final[dict[tuple[str, str, str], LinToken]] = {}
"""The table of a line with no token kept (never written to)."""


def _share(line: int, pair: tuple[str, str, str], token: LinToken) -> None:
    """Keep ``token`` for ``pair`` on line ``line``; past :data:`_SHARED_MAX` tokens (a
    file of junk cannot make the tables grow without bound), start again."""
    if _SHARED_COUNT[0] >= _SHARED_MAX:
        _SHARED.clear()
        _SHARED_COUNT[0] = 0
    table = _SHARED.get(line)
    if table is None:
        table = _SHARED[line] = {}
    table[pair] = token
    _SHARED_COUNT[0] += 1


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
    share = SHARE_TOKENS
    shared = _SHARED.get(line, _NONE_SHARED) if share else _NONE_SHARED
    for pair in _PAIR.findall(text):
        lead = pair[0]
        if lead and "\n" in lead:
            line += lead.count("\n")
            shared = _SHARED.get(line, _NONE_SHARED) if share else _NONE_SHARED
        token = shared.get(pair)
        if token is not None:  # the same pair on the same line before: the same token
            append(token)
            continue
        lead, tag, value = pair
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
            shared = _SHARED.get(line, _NONE_SHARED) if share else _NONE_SHARED
        elif share and len(value) <= _SHORT:
            _share(line, pair, token)
            shared = _SHARED[line]
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
