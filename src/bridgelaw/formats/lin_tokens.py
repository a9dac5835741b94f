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


@dataclass(frozen=True, slots=True)
class LinToken:
    """One ``tag|value|`` pair, exactly as written.

    :ivar tag: the tag as written (``"pn"``, ``"md"``...), without the leading white space.
    :ivar value: the value between the two bars, verbatim.
    :ivar lead: white space written before the tag (usually ``""`` or a line break).
    :ivar closed: ``False`` only for a last value that the text leaves open (no final ``|``).
    :ivar line: the 1-based line where the tag starts (0 when unknown); not compared.
    """

    tag: str
    value: str
    lead: str = ""
    closed: bool = True
    line: int = field(default=0, compare=False)

    @property
    def name(self) -> str:
        """The tag in lower case without surrounding spaces: what the tag means."""
        return self.tag.strip().lower()

    @property
    def text(self) -> str:
        """The pair as written: ``lead + tag + "|" + value + "|"``."""
        return f"{self.lead}{self.tag}|{self.value}{'|' if self.closed else ''}"

    @property
    def is_valid_name(self) -> bool:
        """Whether the tag looks like a LIN tag (one to three letters or digits)."""
        return _TAG_NAME.fullmatch(self.name) is not None


def tokenize(text: str) -> tuple[tuple[LinToken, ...], str, tuple[str, ...]]:
    """Split LIN ``text`` into its pairs.

    :returns: ``(tokens, trailer, notes)``: the pairs in order, the text after the
        last pair (white space, usually), and notes on anything odd (a last value
        not closed by ``|``, text after the last bar that is not white space).
    """
    tokens: list[LinToken] = []
    notes: list[str] = []
    pos = 0
    line = 1
    size = len(text)
    while pos < size:
        bar = text.find("|", pos)
        if bar < 0:
            break
        chunk = text[pos:bar]
        tag = chunk.lstrip()
        lead = chunk[: len(chunk) - len(tag)]
        tag_line = line + lead.count("\n")
        close = text.find("|", bar + 1)
        if close < 0:
            value = text[bar + 1 :]
            tokens.append(LinToken(tag, value, lead, closed=False, line=tag_line))
            notes.append(f"line {tag_line}: the value of '{tag.strip()}' is not closed by '|'")
            return tuple(tokens), "", tuple(notes)
        value = text[bar + 1 : close]
        tokens.append(LinToken(tag, value, lead, line=tag_line))
        line = tag_line + tag.count("\n") + value.count("\n")
        pos = close + 1
    trailer = text[pos:]
    if trailer.strip():
        notes.append(f"line {line}: text after the last '|' is not a tag|value| pair")
    return tuple(tokens), trailer, tuple(notes)


def join_tokens(tokens: Iterable[LinToken]) -> str:
    """The text of ``tokens``, each written as :attr:`LinToken.text`."""
    return "".join(token.text for token in tokens)
