"""The language of the bidding system's data file (``system.txt``), and its parser.

A system file is read line by line:

* ``# text``: prose (it goes into the system's document); ``## Title`` starts a section;
* ``@ PATTERN``: a context, the auction so far (leading passes left out), seen from the
  player due to call; ``@+ PATTERN`` is an *open* context: when none of its rules applies
  the contexts after it are tried as well (a plain ``@`` context is closed: the player
  passes when none of its rules applies);
* ``CALL | CONDITIONS | EXPLANATION``: a rule of the context above it. The first rule
  (in file order) whose call is legal and whose conditions the hand meets is made.
  An explanation starting with ``!`` is alerted; an empty one repeats the explanation of
  the rule before it with the same call.

Patterns are calls separated by spaces, each matching one call of the auction: ``1NT``,
``P``, ``X``, ``XX``; ``*`` any call; ``B`` any bid; ``?x`` a bid of any level;
``P|X`` one of several; ``...`` any number of calls. Suit variables: ``M`` a major,
``m`` a minor, ``x``, ``y``, ``z`` any suit; different variables are different suits, and
a variable names the same suit wherever it appears in the context and its rules.

Calls of rules: ``P``, ``X``, ``XX``, a bid such as ``2C`` or ``3M``, ``>x`` the cheapest
bid in ``x``, ``>>x`` a jump bid (one level above the cheapest). A variable in a rule's
call that the pattern did not fix is tried on each suit the hand holds, longest first
(of two four-card suits the lower first, of two longer suits the higher first).

Conditions, separated by commas, all to be met (see :data:`TERMS_HELP`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from bridgelaw.core.calls import DOUBLE, PASS, REDOUBLE, Bid, Call, Strain
from bridgelaw.core.hands import Hand
from bridgelaw.robots.bidding.conditions import (
    SUIT_NAMES,
    VARIABLES,
    Bindings,
    Context,
    SystemSyntaxError,
    Term,
    bind,
    parse_term,
    resolve,
    strain_ref,
)
from bridgelaw.robots.bidding.handrange import HandRange

__all__ = [
    "CallSpec",
    "ParsedSystem",
    "Pattern",
    "Rule",
    "RuleContext",
    "parse_system",
]


def cheapest_level(calls: Sequence[Call], strain: Strain) -> int:
    """The lowest level at which ``strain`` may be bid after ``calls``."""
    last = next((c for c in reversed(calls) if isinstance(c, Bid)), None)
    if last is None:
        return 1
    return last.level if strain > last.strain else last.level + 1


@dataclass(frozen=True, slots=True)
class CallSpec:
    """The call of a rule: ``kind`` is ``P``, ``X``, ``XX`` or ``bid`` (with ``level``:
    a number, ``">"`` cheapest or ``">>"`` jump; and ``strain``)."""

    kind: str
    level: int | str = 0
    strain: Strain | str = Strain.NOTRUMP
    text: str = ""

    @classmethod
    def parse(cls, text: str) -> CallSpec:
        t = text.strip()
        upper = t.upper()
        if upper in ("P", "PASS"):
            return cls("P", text="Pass")
        if upper == "X":
            return cls("X", text="X")
        if upper == "XX":
            return cls("XX", text="XX")
        match = re.fullmatch(r"(>>|>|[1-7])(NT|N|[CDHS]|[Mmxyz])", t)
        if match is None:
            raise SystemSyntaxError(f"not a call: {text!r}")
        level: int | str = match.group(1)
        if isinstance(level, str) and level.isdigit():
            level = int(level)
        return cls("bid", level, strain_ref(match.group(2)), t)

    @property
    def free(self) -> str | None:
        """The variable of the call, if it has one."""
        return self.strain if self.kind == "bid" and isinstance(self.strain, str) else None

    def make(self, calls: Sequence[Call], bindings: Bindings) -> Call | None:
        """The call under ``bindings`` after ``calls`` (``None``: no such call)."""
        if self.kind == "P":
            return PASS
        if self.kind == "X":
            return DOUBLE
        if self.kind == "XX":
            return REDOUBLE
        strain = resolve(self.strain, bindings)
        if strain is None:
            return None
        if isinstance(self.level, int):
            level = self.level
        else:
            level = cheapest_level(calls, strain) + (1 if self.level == ">>" else 0)
        return Bid(level, strain) if level <= 7 else None

    def match(self, calls: Sequence[Call], call: Call, bindings: Bindings) -> Bindings | None:
        """The bindings under which this spec makes ``call`` after ``calls``."""
        if self.kind != "bid":
            return bindings if self.make(calls, bindings) == call else None
        if not isinstance(call, Bid):
            return None
        full = bind(self.strain, call.strain, bindings)
        if full is None or self.make(calls, full) != call:
            return None
        return full


# ------------------------------------------------------------------ patterns


@dataclass(frozen=True, slots=True)
class _Alt:
    kind: str  # "P", "X", "XX", "*", "B", "bid"
    level: int | None = None
    strain: Strain | str | None = None


@dataclass(frozen=True, slots=True)
class Pattern:
    """A pattern of the auction so far; ``tokens`` holds alternatives per call, or
    ``None`` for ``...``."""

    text: str
    tokens: tuple[tuple[_Alt, ...] | None, ...]

    @classmethod
    def parse(cls, text: str) -> Pattern:
        tokens: list[tuple[_Alt, ...] | None] = []
        words = text.split()
        if words == ["-"]:
            words = []
        for word in words:
            if word == "...":
                tokens.append(None)
                continue
            tokens.append(tuple(_parse_alt(alt) for alt in word.split("|")))
        return cls(text.strip(), tuple(tokens))

    def match(self, calls: Sequence[Call]) -> Bindings | None:
        """The bindings under which the pattern is the whole of ``calls``, or ``None``."""
        return _match(self.tokens, 0, calls, 0, {})


def _parse_alt(word: str) -> _Alt:
    upper = word.upper()
    if upper in ("P", "X", "XX"):
        return _Alt(upper)
    if word in ("*", "B"):
        return _Alt(word)
    match = re.fullmatch(r"([1-7?])(NT|N|[CDHS]|[Mmxyz])", word)
    if match is None:
        raise SystemSyntaxError(f"not a call of a pattern: {word!r}")
    level = None if match.group(1) == "?" else int(match.group(1))
    return _Alt("bid", level, strain_ref(match.group(2)))


def _match_alt(alt: _Alt, call: Call, bindings: Bindings) -> Bindings | None:
    if alt.kind == "*":
        return bindings
    if alt.kind == "P":
        return bindings if call == PASS else None
    if alt.kind == "X":
        return bindings if call == DOUBLE else None
    if alt.kind == "XX":
        return bindings if call == REDOUBLE else None
    if not isinstance(call, Bid):
        return None
    if alt.kind == "B":
        return bindings
    if alt.level is not None and alt.level != call.level:
        return None
    assert alt.strain is not None
    return bind(alt.strain, call.strain, bindings)


def _match(
    tokens: tuple[tuple[_Alt, ...] | None, ...],
    t: int,
    calls: Sequence[Call],
    c: int,
    bindings: Bindings,
) -> Bindings | None:
    if t == len(tokens):
        return bindings if c == len(calls) else None
    token = tokens[t]
    if token is None:  # '...': any number of calls
        for skip in range(c, len(calls) + 1):
            found = _match(tokens, t + 1, calls, skip, bindings)
            if found is not None:
                return found
        return None
    if c == len(calls):
        return None
    for alt in token:
        bound = _match_alt(alt, calls[c], bindings)
        if bound is not None:
            found = _match(tokens, t + 1, calls, c + 1, bound)
            if found is not None:
                return found
    return None


# ------------------------------------------------------------------ rules and contexts


@dataclass(frozen=True, slots=True)
class Rule:
    """One rule: the call, its conditions, its explanation and whether it is alerted."""

    call: CallSpec
    terms: tuple[Term, ...]
    explanation: str
    alert: bool
    line: int
    conditions: str = ""
    variables: tuple[str, ...] = ()
    """Suit variables the conditions name."""

    def candidates(
        self, calls: Sequence[Call], bindings: Bindings, hand: Hand
    ) -> Iterator[tuple[Call, Bindings]]:
        """The calls the rule may make, with their bindings, in the order to try them."""
        free = self.call.free
        if free is None or free in bindings:
            made = self.call.make(calls, bindings)
            if made is not None:
                yield made, bindings
            return
        taken = set(bindings.values())
        options = [s for s in VARIABLES[free] if s not in taken]
        options.sort(key=lambda s: _suit_order(hand, s))
        for strain in options:
            full = {**bindings, free: strain}
            made = self.call.make(calls, full)
            if made is not None:
                yield made, full

    def extensions(self, bindings: Bindings) -> Iterator[Bindings]:
        """``bindings`` extended to the variables only the conditions name (a rule holds
        when its conditions hold for one of them)."""
        free = [v for v in self.variables if v not in bindings]
        if not free:
            yield bindings
            return
        yield from _extend(free, bindings)

    def holds(self, hand: Hand, ctx: Context) -> bool:
        return all(term.holds(hand, ctx) for term in self.terms)

    def box(self, ctx: Context) -> HandRange:
        box = HandRange.ANY
        for term in self.terms:
            box = box & term.box(ctx)
        return box

    def explain(self, bindings: Bindings) -> str:
        return _fill(self.explanation, bindings)


def _extend(free: Sequence[str], bindings: Bindings) -> Iterator[Bindings]:
    if not free:
        yield bindings
        return
    for strain in VARIABLES[free[0]]:
        full = bind(free[0], strain, bindings)
        if full is not None:
            yield from _extend(free[1:], full)


def _variables(terms: Sequence[Term]) -> tuple[str, ...]:
    found: list[str] = []
    for term in terms:
        for name in ("suit", "left", "right"):
            ref = getattr(term, name, None)
            if isinstance(ref, str) and ref not in found:
                found.append(ref)
    return tuple(found)


def _suit_order(hand: Hand, strain: Strain) -> tuple[int, int]:
    assert strain.suit is not None
    n = hand.length(strain.suit)
    return (-n, int(strain) if n <= 4 else -int(strain))


def _fill(text: str, bindings: Bindings) -> str:
    def name(match: re.Match[str]) -> str:
        strain = bindings.get(match.group(1))
        return SUIT_NAMES[strain] if strain is not None else match.group(0)

    return re.sub(r"\{([Mmxyz])\}", name, text)


@dataclass(frozen=True, slots=True)
class RuleContext:
    """A context of the system: its pattern, whether it is open, its rules, and the
    section and prose it sits in (for the document)."""

    pattern: Pattern
    open: bool
    rules: tuple[Rule, ...]
    section: str
    line: int
    prose: tuple[str, ...] = field(default=())


@dataclass(frozen=True, slots=True)
class ParsedSystem:
    """A parsed system file: its contexts, and its lines in order for the document
    (``("prose", text)``, ``("section", title)``, ``("context", index)``)."""

    contexts: tuple[RuleContext, ...]
    outline: tuple[tuple[str, str | int], ...]


def parse_system(text: str) -> ParsedSystem:
    """Read a system file.

    :raises SystemSyntaxError: a line is not in the language (its number is given).
    """
    contexts: list[RuleContext] = []
    outline: list[tuple[str, str | int]] = []
    section = ""
    current: dict[str, object] | None = None
    rules: list[Rule] = []

    def close() -> None:
        nonlocal current, rules
        if current is not None:
            contexts.append(
                RuleContext(
                    current["pattern"],  # type: ignore[arg-type]
                    bool(current["open"]),
                    tuple(rules),
                    section,
                    int(current["line"]),  # type: ignore[call-overload]
                )
            )
            outline.append(("context", len(contexts) - 1))
        current, rules = None, []

    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line:
            continue
        try:
            if line.startswith("## "):
                close()
                section = line[3:].strip()
                outline.append(("section", section))
            elif line.startswith("#"):
                close()
                outline.append(("prose", line[1:].strip()))
            elif line.startswith("@"):
                close()
                is_open = line.startswith("@+")
                pattern = Pattern.parse(line[2 if is_open else 1 :])
                current = {"pattern": pattern, "open": is_open, "line": number}
            else:
                if current is None:
                    raise SystemSyntaxError("a rule before any context ('@ PATTERN')")
                rules.append(_parse_rule(line, number, rules))
        except SystemSyntaxError as error:
            raise SystemSyntaxError(f"line {number}: {error}") from None
    close()
    return ParsedSystem(tuple(contexts), tuple(outline))


def _parse_rule(line: str, number: int, before: Sequence[Rule]) -> Rule:
    parts = [p.strip() for p in line.split("|", 2)] if "|" in line else []
    if len(parts) != 3:
        raise SystemSyntaxError("a rule is 'CALL | CONDITIONS | EXPLANATION'")
    # A range such as 'aces 0|4' holds a '|' too: split the conditions from the right.
    call_text, rest = parts[0], line.split("|", 1)[1]
    conditions, _, explanation = rest.rpartition("|")
    call = CallSpec.parse(call_text)
    terms = tuple(parse_term(t) for t in conditions.split(",") if t.strip() not in ("", "-"))
    explanation = explanation.strip()
    alert = explanation.startswith("!")
    explanation = explanation.lstrip("!").strip()
    if not explanation:
        earlier = next((r for r in reversed(before) if r.call == call), None)
        if earlier is None:
            raise SystemSyntaxError(f"no explanation for {call_text!r} (and none above)")
        explanation, alert = earlier.explanation, earlier.alert
    return Rule(call, terms, explanation, alert, number, conditions.strip(), _variables(terms))
