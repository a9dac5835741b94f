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
_PAIR: Final = re.compile(r"[^|]*\|[^|]*\|")
"""A pair as written: the white space before the tag, the tag, ``|``, the value, ``|``
(a text's pairs follow each other: each match starts where the one before ended)."""
_SHARED: Final[dict[int, dict[str, LinToken]]] = {}
"""Tokens of short values made so far, by line and by the pair as written: a pair met
again on the same line is the same (immutable) token; bounded (see :func:`_share`)."""
_SHARED_MAX: Final = 8192
_SHARED_COUNT: Final = [0]
_NONE_SHARED: Final[dict[str, LinToken]] = {}
"""The table of a line with no token kept (never written to)."""


def _share(line: int, pair: str, token: LinToken) -> dict[str, LinToken]:
    """Keep ``token`` for ``pair`` on line ``line``; past :data:`_SHARED_MAX` tokens (a
    file of junk cannot make the tables grow without bound), start again. Returns the
    line's table."""
    if _SHARED_COUNT[0] >= _SHARED_MAX:
        _SHARED.clear()
        _SHARED_COUNT[0] = 0
    table = _SHARED.get(line)
    if table is None:
        table = _SHARED[line] = {}
    table[pair] = token
    _SHARED_COUNT[0] += 1
    return table


def _make(written: str, value: str, line: int, closed: bool = True) -> LinToken:
    """``LinToken(tag, value, lead, closed, line)`` for a tag ``written`` with the white
    space before it, made the quick way (a frozen dataclass's ``__init__`` costs twice as
    much): every slot filled directly."""
    tag = written.lstrip()
    token: LinToken = _new(LinToken)
    set_tag, set_value, set_lead, set_closed, set_line, set_name = _SETTERS
    set_tag(token, tag)
    set_value(token, value)
    set_lead(token, written[: len(written) - len(tag)])
    set_closed(token, closed)
    set_line(token, line)
    set_name(token, _NAMES.get(tag) or _name(tag))
    return token


def _made(pair: str, line: int) -> LinToken:
    """The token of a ``pair`` as written (``tag|value|`` with its lead) on ``line``."""
    bar = pair.index("|")
    return _make(pair[:bar], pair[bar + 1 : -1], line)


def tokenize(text: str) -> tuple[tuple[LinToken, ...], str, tuple[str, ...]]:
    """Split LIN ``text`` into its pairs.

    :returns: ``(tokens, trailer, notes)``: the pairs in order, the text after the
        last pair (white space, usually), and notes on anything odd (a last value
        not closed by ``|``, text after the last bar that is not white space).
    """
    pairs = _PAIR.findall(text)
    closed = text.count("|") % 2 == 0  # else the last value has no closing bar
    rest = text[text.rfind("|") + 1 :] if closed else ""
    if closed and SHARE_TOKENS and text.count("\n") == rest.count("\n"):
        tokens, line = _one_line(pairs), 1  # every pair on line 1: the usual BBO file
    else:
        tokens, line = _tokens(pairs)
    if not closed:
        tag, value = text[sum(map(len, pairs)) :].split("|")
        lead = tag[: len(tag) - len(tag.lstrip())]
        token = _make(tag, value, line + lead.count("\n"), closed=False)
        tokens.append(token)
        note = f"line {token.line}: the value of '{token.tag.strip()}' is not closed by '|'"
        return tuple(tokens), "", (note,)
    if rest.strip():
        note = f"line {line}: text after the last '|' is not a tag|value| pair"
        return tuple(tokens), rest, (note,)
    return tuple(tokens), rest, ()


def _one_line(pairs: list[str]) -> list[LinToken]:
    """The tokens of pairs all on line 1 (no line break in any): the short ones shared,
    all looked up at once, and those not found made one by one."""
    shared = _SHARED.get(1, _NONE_SHARED)
    found: list[LinToken | None] = list(map(shared.get, pairs))
    known = list(map(shared.__contains__, pairs))  # (None in found would call __eq__)
    index = -1
    try:
        while True:
            index = known.index(False, index + 1)
            pair = pairs[index]
            token = shared.get(pair)  # made for the same pair earlier in this text
            if token is None:
                token = _made(pair, 1)
                if len(token.value) <= _SHORT:
                    shared = _share(1, pair, token)
            found[index] = token
    except ValueError:  # every token found or made
        return found  # type: ignore[return-value]


def _tokens(pairs: list[str]) -> tuple[list[LinToken], int]:
    """The tokens of pairs over any number of lines, and the line after the last pair."""
    tokens: list[LinToken] = []
    line = 1
    append = tokens.append
    share = SHARE_TOKENS
    shared = _SHARED.get(line, _NONE_SHARED) if share else _NONE_SHARED
    for pair in pairs:
        if "\n" in pair:
            lead = pair[: len(pair) - len(pair.lstrip())]
            if lead:
                line += lead.count("\n")
                shared = _SHARED.get(line, _NONE_SHARED) if share else _NONE_SHARED
        token = shared.get(pair)
        if token is not None:  # the same pair on the same line before: the same token
            append(token)
            continue
        token = _made(pair, line)
        append(token)
        if "\n" in token.value or "\n" in token.tag:
            line += token.tag.count("\n") + token.value.count("\n")
            shared = _SHARED.get(line, _NONE_SHARED) if share else _NONE_SHARED
        elif share and len(token.value) <= _SHORT:
            shared = _share(line, pair, token)
    return tokens, line


def join_tokens(tokens: Iterable[LinToken]) -> str:
    """The text of ``tokens``, each written as :attr:`LinToken.text`."""
    return "".join(token.text for token in tokens)
