"""The values of a plain LIN board read by their tags at once (see
:meth:`bridgelaw.formats.lin._Context.read_plain`), and the calls and cards shared
between records.

A plain board is what BBO writes for a table: first some of the tags of
:data:`PLAIN_SETUP`, each once, ``md`` among them; then, from the first call or card,
only those of :data:`PLAIN_ACTIONS`, with at most one ``mc``.
"""

from __future__ import annotations

from typing import Final

from bridgelaw.core.calls import CALLS
from bridgelaw.core.cards import Card
from bridgelaw.formats.lin_tokens import LinToken
from bridgelaw.formats.lin_values import parse_card, parse_mb
from bridgelaw.formats.records import AnnotatedCall

__all__ = [
    "PLAIN_ACTIONS",
    "PLAIN_SETUP",
    "explained",
    "first_action",
    "plain_call",
    "plain_calls",
    "plain_cards",
]

PLAIN_SETUP: Final = frozenset({"pn", "st", "md", "rh", "ah", "sv", "pg", "nt"})
"""The tags a plain board may give before its first call or card."""
PLAIN_ACTIONS: Final = frozenset({"mb", "an", "pc", "pg", "mc", "nt"})
"""The tags a plain board may give from its first call or card."""
_CALLS: Final = {call: AnnotatedCall(call) for call in CALLS}
"""Calls with nothing said about them, shared between records."""
_MB: Final[dict[str, AnnotatedCall]] = {}
"""``mb`` values read so far and their calls (bounded)."""
_CARD_OF: Final[dict[str, Card]] = {}
"""``pc`` values read so far and their cards (bounded)."""
_BOUND: Final = 4096


def explained(call: AnnotatedCall, text: str) -> AnnotatedCall:
    """``call`` with ``text`` added to its explanation (an ``an`` pair after its ``mb``)."""
    old = call.explanation
    explanation = text if old is None else f"{old} {text}"
    return AnnotatedCall(call.call, call.alert, explanation, call.mark)


def plain_call(value: str) -> AnnotatedCall:
    """The call of an ``mb`` value (alerted or not), shared between records.

    :raises NotationError: not a call.
    """
    made = _MB.get(value)
    if made is None:
        call, alert = parse_mb(value)
        made = AnnotatedCall(call, alert=True) if alert else _CALLS.get(call) or AnnotatedCall(call)
        if len(_MB) < _BOUND:
            _MB[value] = made
    return made


def plain_cards(values: list[str]) -> tuple[Card, ...]:
    """The cards of ``pc`` values.

    :raises NotationError: a value is not a card.
    """
    try:  # cards met before: all at once
        return tuple(map(_CARD_OF.__getitem__, values))
    except KeyError:
        return tuple(map(_card, values))


def _card(value: str) -> Card:
    card = parse_card(value)
    if len(_CARD_OF) < _BOUND:
        _CARD_OF[value] = card
    return card


def plain_calls(tokens: tuple[LinToken, ...], texts: bool) -> list[AnnotatedCall] | None:
    """The auction of a plain board: its ``mb`` calls, with the ``an`` texts after each if
    there are ``texts`` (``None`` where an ``an`` follows no call: the record reader notes
    it).

    :raises NotationError: an ``mb`` value is not a call.
    """
    values = [t.value for t in tokens if t.name == "mb"]
    try:  # calls met before: all at once
        calls = list(map(_MB.__getitem__, values))
    except KeyError:
        calls = list(map(plain_call, values))
    if not texts:
        return calls
    index, last = -1, ""
    for token in tokens:
        name = token.name
        if name == "mb":
            index, last = index + 1, name
        elif name == "an":
            if last != "mb":
                return None
            calls[index] = explained(calls[index], token.value)
        elif name in ("pc", "mc"):
            last = name
    return calls


def first_action(names: list[str]) -> int:
    """Where the first call or card is among a board's tag ``names`` (else their number)."""
    end = len(names)
    for tag in ("mb", "pc"):
        try:
            end = names.index(tag, 0, end)
        except ValueError:
            continue
    return end
