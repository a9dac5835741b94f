"""The engine that reads the bidding system's rules: one set of rules, three uses.

* :meth:`System.choose`: the call a hand makes (the first rule, in file order, of the
  contexts matching the auction, whose call is legal and whose conditions hold);
* :meth:`System.meaning`: the explanation of a call in its context (the explanations of
  the rules that make that call there), for alerts and for the opponents' questions;
* :meth:`System.shown`: what a call shows, a :class:`HandRange` holding the ranges of
  every rule that makes that call there; :meth:`System.player_range` intersects them
  over a player's calls.

A call that no rule makes (a call from outside the system, or the pass made when no
rule of a context applies) shows nothing, except that where a context has rules for
Pass, its passes are taken to show what those rules say (the system's author says the
context's rules cover every hand; the tests check it on random deals).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from importlib import resources
from typing import Final

from bridgelaw.core.calls import PASS, Call, Pass
from bridgelaw.core.hands import Hand
from bridgelaw.robots.bidding.conditions import Bindings, Context
from bridgelaw.robots.bidding.handrange import EMPTY, HandRange
from bridgelaw.robots.bidding.rules import (
    ParsedSystem,
    Rule,
    RuleContext,
    parse_system,
)

__all__ = ["NO_AGREEMENT", "Choice", "System", "default_system"]

NO_AGREEMENT: Final = "No agreement: not a call of the system"
_CACHE_LIMIT: Final = 100_000
_Meaning = tuple[HandRange, tuple[str, ...], bool]
"""What a call shows, its explanations, and whether it is alerted."""


@dataclass(frozen=True, slots=True)
class Choice:
    """A call chosen by the system, the rule that chose it (``None``: no rule applied
    and the player passes) and the suit variables' values."""

    call: Call
    rule: Rule | None
    bindings: Bindings


def strip(calls: Sequence[Call]) -> tuple[Call, ...]:
    """The auction without its leading passes (what the patterns describe)."""
    start = 0
    while start < len(calls) and isinstance(calls[start], Pass):
        start += 1
    return tuple(calls[start:])


class System:
    """A bidding system read from its rules."""

    def __init__(self, parsed: ParsedSystem, name: str = "natural") -> None:
        self.parsed = parsed
        self.name = name
        self.contexts: tuple[RuleContext, ...] = parsed.contexts
        self._shown: dict[tuple[tuple[Call, ...], Call], _Meaning] = {}

    @classmethod
    def from_text(cls, text: str, name: str = "natural") -> System:
        """The system of a system file's text."""
        return cls(parse_system(text), name)

    # -------------------------------------------------------------- matching

    def chain(self, calls: Sequence[Call]) -> list[tuple[RuleContext, Bindings]]:
        """The contexts that apply after ``calls`` (from the dealer), in order: up to and
        including the first closed one."""
        stripped = strip(calls)
        found: list[tuple[RuleContext, Bindings]] = []
        for context in self.contexts:
            bindings = context.pattern.match(stripped)
            if bindings is None:
                continue
            found.append((context, bindings))
            if not context.open:
                break
        return found

    def _context(self, calls: tuple[Call, ...], bindings: Bindings, call: Call) -> Context:
        n = len(calls)
        return Context(strip(calls), bindings, call, lambda: self.player_range(calls, n - 2))

    # -------------------------------------------------------------- the three uses

    def choose(self, calls: Sequence[Call], hand: Hand, legal: Collection[Call]) -> Choice:
        """The call ``hand`` makes after ``calls`` (from the dealer), among ``legal``."""
        calls = tuple(calls)
        stripped = strip(calls)
        for context, bindings in self.chain(calls):
            for rule in context.rules:
                for call, full in rule.candidates(stripped, bindings, hand):
                    if call not in legal:
                        continue
                    for extended in rule.extensions(full):
                        if rule.holds(hand, self._context(calls, extended, call)):
                            return Choice(call, rule, extended)
        return Choice(PASS, None, {})

    def _analyse(
        self, calls: tuple[Call, ...], call: Call
    ) -> tuple[HandRange, tuple[str, ...], bool]:
        key = (calls, call)
        cached = self._shown.get(key)
        if cached is not None:
            return cached
        stripped = strip(calls)
        shown = EMPTY
        texts: list[str] = []
        alert = False
        has_pass_rule = False
        for context, bindings in self.chain(calls):
            for rule in context.rules:
                if rule.call.kind == "P":
                    has_pass_rule = True
                full = rule.call.match(stripped, call, bindings)
                if full is None:
                    continue
                box = EMPTY
                for extended in rule.extensions(full):
                    box = box | rule.box(self._context(calls, extended, call))
                if box.empty:
                    continue
                shown = shown | box
                text = rule.explain(full)
                if text not in texts:
                    texts.append(text)
                alert = alert or rule.alert
        if isinstance(call, Pass) and not has_pass_rule:
            shown = HandRange.ANY
        if shown.empty:
            shown = HandRange.ANY
        result = (shown, tuple(texts), alert)
        if len(self._shown) > _CACHE_LIMIT:
            self._shown.clear()
        self._shown[key] = result
        return result

    def shown(self, calls: Sequence[Call], call: Call) -> HandRange:
        """What ``call`` made after ``calls`` (from the dealer) shows."""
        return self._analyse(tuple(calls), call)[0]

    def meaning(self, calls: Sequence[Call], call: Call) -> tuple[str, bool]:
        """The explanation of ``call`` made after ``calls``, and whether it is alerted."""
        _, texts, alert = self._analyse(tuple(calls), call)
        if not texts:
            return NO_AGREEMENT, False
        return "; or ".join(texts), alert

    def player_range(self, calls: Sequence[Call], position: int) -> HandRange:
        """What the calls made at ``position`` (0 the dealer, 1 the next...) and every
        fourth call after it, among ``calls``, show together."""
        calls = tuple(calls)
        shown = HandRange.ANY
        if position < 0:
            return shown
        for i in range(position % 4, len(calls), 4):
            shown = shown & self.shown(calls[:i], calls[i])
        return shown


_DEFAULT: list[System] = []


def default_system() -> System:
    """The natural system of ``system.txt`` (read once)."""
    if not _DEFAULT:
        text = resources.files("bridgelaw.robots.bidding").joinpath("system.txt").read_text("utf-8")
        _DEFAULT.append(System.from_text(text))
    return _DEFAULT[0]
