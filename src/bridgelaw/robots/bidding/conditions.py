"""The conditions of the bidding system's rules: what a hand must hold for a rule to
apply, and for each condition a range (:class:`HandRange`) that every hand meeting it
lies in, from which the system reads what a call shows. Also the suit variables and
ranges of the rules' language (see :mod:`bridgelaw.robots.bidding.rules`)."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from bridgelaw.core.calls import Bid, Call, Strain
from bridgelaw.core.cards import Rank, Suit
from bridgelaw.core.hands import Hand
from bridgelaw.robots.bidding.handrange import EMPTY, HandRange

__all__ = [
    "RANGE_HELP",
    "SUIT_NAMES",
    "TERMS_HELP",
    "VARIABLES",
    "Bindings",
    "Context",
    "Range",
    "SystemSyntaxError",
    "Term",
    "bind",
    "parse_term",
    "resolve",
    "strain_ref",
]

Bindings = Mapping[str, Strain]

VARIABLES: Final[dict[str, tuple[Strain, ...]]] = {
    "M": (Strain.HEARTS, Strain.SPADES),
    "m": (Strain.CLUBS, Strain.DIAMONDS),
    "x": (Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS, Strain.SPADES),
    "y": (Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS, Strain.SPADES),
    "z": (Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS, Strain.SPADES),
}
SUIT_NAMES: Final = ("clubs", "diamonds", "hearts", "spades", "notrump")

TERMS_HELP: Final = (
    ("hcp R", "high-card points in the range R (A-K-Q-J = 4-3-2-1)"),
    ("S R, H R, D R, C R, x R", "the length of a suit (or of a suit variable) in R"),
    ("balanced", "4-3-3-3, 4-4-3-2 or 5-3-3-2"),
    ("unbalanced", "not balanced"),
    ("longest x", "no suit longer than x"),
    ("x >= y, x > y", "comparing two suits' lengths"),
    ("good x", "two of the top three honours or three of the top five in x"),
    ("stop x", "a stopper in x (A, Kx, Qxx or Jxxx); 'stop them': in each suit they bid"),
    ("aces R", "the number of aces held"),
    ("ouraces R", "aces held by the partnership, counting partner's Blackwood answer"),
    ("ours R", "own points plus partner's: the least shown, plus half the shown range (at most 3)"),
    ("fit x R", "own length in x plus the least partner has shown in x"),
    ("unbid R", "each suit nobody has named has a length in R"),
    ("unbidmajor R", "each major nobody has named has a length in R (there is one)"),
    ("lvl R", "the level of the rule's bid"),
    ("nogame", "our side has not yet bid a game (no hand needed)"),
    ("rank x < y, rank x > y", "comparing the rank of two suits (no hand needed)"),
)
"""Each condition of the rules' language, with what it means."""

RANGE_HELP: Final = "R is 'a-b', 'a+', '<=b', 'a' or 'a|b|...'"


class SystemSyntaxError(ValueError):
    """A line of a system file that is not in the language."""


# ------------------------------------------------------------------ ranges


@dataclass(frozen=True, slots=True)
class Range:
    """A range of numbers: ``lo..hi``, or only the values of ``values``."""

    lo: int
    hi: int
    values: frozenset[int] | None = None

    def __contains__(self, n: int) -> bool:
        if self.values is not None:
            return n in self.values
        return self.lo <= n <= self.hi

    @classmethod
    def parse(cls, text: str) -> Range:
        text = text.strip()
        try:
            if "|" in text:
                values = frozenset(int(v) for v in text.split("|"))
                return cls(min(values), max(values), values)
            if text.endswith("+"):
                return cls(int(text[:-1]), 99)
            if text.startswith("<="):
                return cls(-99, int(text[2:]))
            if "-" in text:
                lo, hi = text.split("-")
                return cls(int(lo), int(hi))
            return cls(int(text), int(text))
        except ValueError:
            raise SystemSyntaxError(f"not a range: {text!r} ({RANGE_HELP})") from None


# ------------------------------------------------------------------ suits and calls


def strain_ref(text: str) -> Strain | str:
    """A literal strain, or the name of a variable."""
    if text in VARIABLES:
        return text
    try:
        return Strain.parse(text)
    except ValueError:
        raise SystemSyntaxError(f"not a suit or suit variable: {text!r}") from None


def resolve(ref: Strain | str, bindings: Bindings) -> Strain | None:
    """The strain ``ref`` names under ``bindings`` (``None``: a variable not yet bound)."""
    if isinstance(ref, Strain):
        return ref
    return bindings.get(ref)


def bind(ref: Strain | str, strain: Strain, bindings: Bindings) -> dict[str, Strain] | None:
    """``bindings`` with ``ref`` naming ``strain``, or ``None`` if it cannot."""
    if isinstance(ref, Strain):
        return dict(bindings) if ref == strain else None
    bound = bindings.get(ref)
    if bound is not None:
        return dict(bindings) if bound == strain else None
    if strain not in VARIABLES[ref] or strain in bindings.values():
        return None
    return {**bindings, ref: strain}


# ------------------------------------------------------------------ conditions


class Context:
    """What a rule's conditions may consult besides the hand: the auction so far
    (leading passes left out), the suit variables, the call considered, and (asked for
    only when needed) what partner has shown."""

    def __init__(
        self,
        calls: Sequence[Call],
        bindings: Bindings,
        call: Call,
        partner: Callable[[], HandRange],
    ) -> None:
        self.calls = calls
        self.bindings = bindings
        self.call = call
        self._partner = partner
        self._partner_range: HandRange | None = None

    @property
    def partner(self) -> HandRange:
        """What partner's calls have shown."""
        if self._partner_range is None:
            self._partner_range = self._partner()
        return self._partner_range

    def suit(self, ref: Strain | str) -> Suit:
        strain = resolve(ref, self.bindings)
        if strain is None or strain.suit is None:
            raise SystemSyntaxError(f"suit variable {ref!r} is not bound here")
        return strain.suit

    def named(self, *, by_opponents: bool = False) -> set[Suit]:
        """Suits named in a bid (by anyone, or by the opponents of the player due)."""
        n = len(self.calls)
        return {
            c.strain.suit
            for i, c in enumerate(self.calls)
            if isinstance(c, Bid)
            and c.strain.suit is not None
            and (not by_opponents or (n - i) % 2 == 1)
        }

    def partner_aces(self, own: int) -> int | None:
        """Partner's aces by the answer to our Blackwood 4NT (``None``: no answer)."""
        calls = self.calls
        if len(calls) >= 4 and calls[-4] == Bid(4, Strain.NOTRUMP):
            answer = calls[-2]
            if isinstance(answer, Bid) and answer.level == 5 and answer.strain.suit is not None:
                shown = int(answer.strain)
                return (4 if own == 0 else 0) if shown == 0 else shown
        return None


class Term:
    """One condition of a rule: whether a hand meets it, and a range every hand meeting
    it lies in (for :meth:`box`, the conservative description of the condition)."""

    text: str = ""

    def holds(self, hand: Hand, ctx: Context) -> bool:
        raise NotImplementedError

    def box(self, ctx: Context) -> HandRange:
        return HandRange.ANY


class _ContextOnly(Term):
    """A condition on the auction, not the hand: its range is everything or nothing."""

    def box(self, ctx: Context) -> HandRange:
        return HandRange.ANY if self.holds(Hand(), ctx) else EMPTY


def _aces(hand: Hand) -> int:
    return sum(1 for suit in Suit if hand.suit_mask(suit) >> 12 & 1)


def _stopper(hand: Hand, suit: Suit) -> bool:
    ranks = hand.holding(suit)
    n = len(ranks)
    return (
        (n >= 1 and ranks[0] == Rank.ACE)
        or (n >= 2 and Rank.KING in ranks)
        or (n >= 3 and Rank.QUEEN in ranks)
        or (n >= 4 and Rank.JACK in ranks)
    )


def _good(hand: Hand, suit: Suit) -> bool:
    ranks = set(hand.holding(suit))
    top3 = len(ranks & {Rank.ACE, Rank.KING, Rank.QUEEN})
    top5 = len(ranks & {Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN})
    return top3 >= 2 or top5 >= 3


def _balanced(hand: Hand) -> bool:
    return sorted(hand.shape()) in ([3, 3, 3, 4], [2, 3, 4, 4], [2, 3, 3, 5])


@dataclass(frozen=True, slots=True)
class _Hcp(Term):
    range: Range
    text: str = ""

    def holds(self, hand: Hand, ctx: Context) -> bool:
        return hand.hcp in self.range

    def box(self, ctx: Context) -> HandRange:
        return HandRange.ANY.with_hcp(self.range.lo, self.range.hi)


@dataclass(frozen=True, slots=True)
class _Length(Term):
    suit: Strain | str
    range: Range
    text: str = ""

    def holds(self, hand: Hand, ctx: Context) -> bool:
        return hand.length(ctx.suit(self.suit)) in self.range

    def box(self, ctx: Context) -> HandRange:
        return HandRange.ANY.with_length(ctx.suit(self.suit), self.range.lo, self.range.hi)


@dataclass(frozen=True, slots=True)
class _Shape(Term):
    balanced: bool
    text: str = ""

    def holds(self, hand: Hand, ctx: Context) -> bool:
        return _balanced(hand) == self.balanced

    def box(self, ctx: Context) -> HandRange:
        return HandRange.ANY.with_lengths(Suit, 2, 5) if self.balanced else HandRange.ANY


@dataclass(frozen=True, slots=True)
class _Compare(Term):
    left: Strain | str
    op: str
    right: Strain | str
    text: str = ""

    def holds(self, hand: Hand, ctx: Context) -> bool:
        a, b = hand.length(ctx.suit(self.left)), hand.length(ctx.suit(self.right))
        return a >= b if self.op == ">=" else a > b


@dataclass(frozen=True, slots=True)
class _Longest(Term):
    suit: Strain | str
    text: str = ""

    def holds(self, hand: Hand, ctx: Context) -> bool:
        n = hand.length(ctx.suit(self.suit))
        return all(hand.length(s) <= n for s in Suit)

    def box(self, ctx: Context) -> HandRange:
        return HandRange.ANY.with_length(ctx.suit(self.suit), 4, 13)


@dataclass(frozen=True, slots=True)
class _Good(Term):
    suit: Strain | str
    text: str = ""

    def holds(self, hand: Hand, ctx: Context) -> bool:
        return _good(hand, ctx.suit(self.suit))

    def box(self, ctx: Context) -> HandRange:
        return HandRange.ANY.with_length(ctx.suit(self.suit), 2, 13).with_hcp(3, 37)


@dataclass(frozen=True, slots=True)
class _Stop(Term):
    suit: Strain | str | None  # None: each suit the opponents bid
    text: str = ""

    def holds(self, hand: Hand, ctx: Context) -> bool:
        suits = ctx.named(by_opponents=True) if self.suit is None else {ctx.suit(self.suit)}
        return all(_stopper(hand, s) for s in suits)

    def box(self, ctx: Context) -> HandRange:
        suits = ctx.named(by_opponents=True) if self.suit is None else {ctx.suit(self.suit)}
        return HandRange.ANY.with_lengths(suits, 1, 13)


@dataclass(frozen=True, slots=True)
class _Aces(Term):
    range: Range
    partnership: bool
    text: str = ""

    def holds(self, hand: Hand, ctx: Context) -> bool:
        own = _aces(hand)
        if not self.partnership:
            return own in self.range
        theirs = ctx.partner_aces(own)
        return theirs is not None and own + theirs in self.range

    def box(self, ctx: Context) -> HandRange:
        if self.partnership:
            return HandRange.ANY
        return HandRange.ANY.with_hcp(4 * max(self.range.lo, 0), 37)


def _expected(partner: HandRange) -> int:
    """The points counted on from partner: the least shown, plus up to 3 of the range."""
    return partner.hcp_min + min((partner.hcp_max - partner.hcp_min) // 2, 3)


@dataclass(frozen=True, slots=True)
class _Ours(Term):
    range: Range
    text: str = ""

    def holds(self, hand: Hand, ctx: Context) -> bool:
        return hand.hcp + _expected(ctx.partner) in self.range

    def box(self, ctx: Context) -> HandRange:
        least = _expected(ctx.partner)
        return HandRange.ANY.with_hcp(self.range.lo - least, self.range.hi - least)


@dataclass(frozen=True, slots=True)
class _Fit(Term):
    suit: Strain | str
    range: Range
    text: str = ""

    def holds(self, hand: Hand, ctx: Context) -> bool:
        suit = ctx.suit(self.suit)
        return hand.length(suit) + ctx.partner.length(suit)[0] in self.range

    def box(self, ctx: Context) -> HandRange:
        suit = ctx.suit(self.suit)
        least = ctx.partner.length(suit)[0]
        return HandRange.ANY.with_length(suit, self.range.lo - least, self.range.hi - least)


@dataclass(frozen=True, slots=True)
class _Unbid(Term):
    range: Range
    majors_only: bool
    text: str = ""

    def _suits(self, ctx: Context) -> list[Suit]:
        named = ctx.named()
        pool = (Suit.HEARTS, Suit.SPADES) if self.majors_only else tuple(Suit)
        return [s for s in pool if s not in named]

    def holds(self, hand: Hand, ctx: Context) -> bool:
        suits = self._suits(ctx)
        return bool(suits) and all(hand.length(s) in self.range for s in suits)

    def box(self, ctx: Context) -> HandRange:
        suits = self._suits(ctx)
        if not suits:
            return EMPTY
        return HandRange.ANY.with_lengths(suits, self.range.lo, self.range.hi)


@dataclass(frozen=True, slots=True)
class _Level(_ContextOnly):
    range: Range
    text: str = ""

    def holds(self, hand: Hand, ctx: Context) -> bool:
        return isinstance(ctx.call, Bid) and ctx.call.level in self.range


@dataclass(frozen=True, slots=True)
class _Rank(_ContextOnly):
    left: Strain | str
    op: str
    right: Strain | str
    text: str = ""

    def holds(self, hand: Hand, ctx: Context) -> bool:
        a, b = ctx.suit(self.left), ctx.suit(self.right)
        return a < b if self.op == "<" else a > b


@dataclass(frozen=True, slots=True)
class _NoGame(_ContextOnly):
    text: str = "nogame"

    def holds(self, hand: Hand, ctx: Context) -> bool:
        n = len(ctx.calls)
        return not any(
            isinstance(c, Bid) and (n - i) % 2 == 0 and c.level >= _GAME_LEVEL[c.strain]
            for i, c in enumerate(ctx.calls)
        )


_GAME_LEVEL: Final = (5, 5, 4, 4, 3)
_SUIT_WORD = r"(C|D|H|S|M|m|x|y|z)"


def parse_term(text: str) -> Term:
    """One condition of a rule (see :data:`TERMS_HELP`)."""
    t = text.strip()
    words = t.split()
    head = words[0] if words else ""
    rest = " ".join(words[1:])
    if t == "balanced":
        return _Shape(True, t)
    if t == "unbalanced":
        return _Shape(False, t)
    if t == "nogame":
        return _NoGame(t)
    if head == "hcp":
        return _Hcp(Range.parse(rest), t)
    if head == "longest" and len(words) == 2:
        return _Longest(strain_ref(words[1]), t)
    if head == "good" and len(words) == 2:
        return _Good(strain_ref(words[1]), t)
    if head == "stop" and len(words) == 2:
        return _Stop(None if words[1] == "them" else strain_ref(words[1]), t)
    if head in ("aces", "ouraces"):
        return _Aces(Range.parse(rest), head == "ouraces", t)
    if head == "ours":
        return _Ours(Range.parse(rest), t)
    if head == "fit" and len(words) == 3:
        return _Fit(strain_ref(words[1]), Range.parse(words[2]), t)
    if head in ("unbid", "unbidmajor"):
        return _Unbid(Range.parse(rest), head == "unbidmajor", t)
    if head == "lvl":
        return _Level(Range.parse(rest), t)
    match = re.fullmatch(rf"rank {_SUIT_WORD} ([<>]) {_SUIT_WORD}", t)
    if match:
        return _Rank(strain_ref(match.group(1)), match.group(2), strain_ref(match.group(3)), t)
    match = re.fullmatch(rf"{_SUIT_WORD} (>=|>) {_SUIT_WORD}", t)
    if match:
        return _Compare(strain_ref(match.group(1)), match.group(2), strain_ref(match.group(3)), t)
    match = re.fullmatch(rf"{_SUIT_WORD} (\S+)", t)
    if match:
        return _Length(strain_ref(match.group(1)), Range.parse(match.group(2)), t)
    raise SystemSyntaxError(f"not a condition: {t!r}")
