"""The bidding system as a person reads it: ``docs/bidding-system.md``, made from the
rules of ``system.txt`` (a test checks the two are in step).

Write it again after changing the rules::

    .venv/bin/python -m bridgelaw.robots.bidding.doc > docs/bidding-system.md
"""

from __future__ import annotations

import sys

from bridgelaw.robots.bidding.conditions import RANGE_HELP, TERMS_HELP
from bridgelaw.robots.bidding.engine import System, default_system
from bridgelaw.robots.bidding.rules import RuleContext
from bridgelaw.robots.carding import AGREEMENT

__all__ = ["render"]

_HEADER = """\
# The natural bidding system of bridgelaw's robots

<!-- Made from src/bridgelaw/robots/bidding/system.txt by
`python -m bridgelaw.robots.bidding.doc`; do not edit: change the rules and make it
again (tests/robots/test_bidding_doc.py checks that the two agree). -->

The robots (`bridgelaw.robots.bidding.NaturalBidder`) bid by the rules below, give
these explanations with their calls (alerting the calls marked **alert**), answer the
opponents' questions with them (`explain`), and read the other players' calls by them
(`NaturalBidder.inferences`: what each player's calls show, as a range of points and of
suit lengths).
"""

_LANGUAGE = """\
## How to read the rules

Each table is one *context*: the auction so far (leading passes left out), the player
due to call last. `P` is Pass, `X` double, `XX` redouble; `?x` a bid of any level;
`B` any bid; `*` any call; `...` any calls; `P|X` either. Suit variables: `M` a major,
`m` a minor, `x`, `y`, `z` any suit (different letters are different suits). In a
rule's call, `>x` is the cheapest bid in `x` and `>>x` a jump (one level higher); a
variable the context does not fix is tried on the hand's suits, longest first (of two
four-card suits the lower first, of two longer suits the higher first).

The rules of a context are tried from the top: the first whose call is legal and whose
conditions the hand meets is made. When none applies the player passes, except in a
context marked *falls through*, where the contexts after it are tried.

What a call shows (for the other players' inferences) is the range of every rule that
makes that call in its context; a player's calls together show the intersection. A
pass in a context that has rules for Pass shows what those rules say.

Conditions (all must hold; "-" is none):

| Condition | Meaning |
|---|---|
"""


def _pattern(text: str) -> str:
    if text == "-":
        return "Opening (only passes so far)"
    return " – ".join(f"`{word}`" for word in text.split()) + " – ?"


def _context(context: RuleContext) -> list[str]:
    title = _pattern(context.pattern.text)
    if context.open:
        title += " (falls through)"
    lines = [f"### {title}", "", "| Call | Hand | Meaning |", "|---|---|---|"]
    for rule in context.rules:
        meaning = rule.explanation + (" **alert**" if rule.alert else "")
        hand = rule.conditions or "-"
        lines.append(f"| `{rule.call.text}` | {hand.replace('|', '/')} | {meaning} |")
    lines.append("")
    return lines


def render(system: System | None = None) -> str:
    """The system's document, in Markdown."""
    system = system or default_system()
    lines = [_HEADER]
    paragraph: list[str] = []

    def flush() -> None:
        if paragraph:
            lines.append(" ".join(paragraph))
            lines.append("")
            paragraph.clear()

    for kind, value in system.parsed.outline:
        if kind == "prose":
            if value:
                paragraph.append(str(value))
            else:
                flush()
            continue
        flush()
        if kind == "section":
            lines.append(f"## {value}")
            lines.append("")
        else:
            assert isinstance(value, int)
            lines.extend(_context(system.contexts[value]))
    flush()
    lines.append("## Card play: the carding agreement")
    lines.append("")
    lines.append(AGREEMENT)
    lines.append("")
    lines.append(_LANGUAGE.rstrip("\n"))
    for term, meaning in TERMS_HELP:
        lines.append(f"| `{term}` | {meaning} |")
    lines.append("")
    lines.append(f"Ranges: {RANGE_HELP}.")
    return "\n".join(lines) + "\n"


def main() -> None:
    """Print the document."""
    sys.stdout.write(render())


if __name__ == "__main__":
    main()
