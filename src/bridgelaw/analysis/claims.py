"""Law 70: what the director's screen shows for a disputed claim.

:func:`analyse_claim` takes the ending at the moment of the claim and the
claimer's statement, and computes, by search over the remaining cards:

* the double-dummy tricks (best play by both sides), for reference;
* the tricks the claimer takes **following his stated line** against the best
  defence, the choices the statement leaves open made in his favour among the
  normal plays (*careful*) and against him (*careless*);
* each **normal alternative line**: every order of cashing the suits in which
  his side holds winners that keeps the stated part of the line, with the
  tricks it takes played carefully and carelessly; and the **worst normal
  outcome** (every doubtful point resolved against the claimer, 70A), with the
  line that reaches it. The lines are searched in a fixed order (by their careful
  figures); a line's careless figure is exact when it is below the worst found on
  the lines before it (or it is the first line). Otherwise the search only proves
  that the line does no worse, and the figure given is that worst so far, with
  :attr:`LineOutcome.careless_exact` False: it means exactly "at least this many"
  (the line may take more), and depends only on the position and the lines, not on
  how the search went;
* the 70C facts about an outstanding trump the statement does not mention: the
  worst outcome if the claimer was aware of it (lines that draw it once the
  stated steps are played, or first when none are) and if not.

Every other figure is exact (alpha-beta over the remaining cards with a
transposition table, checked against DDS where the two compute the same thing). The cost
grows with the number of winning suits (up to 24 orders, 30 with an outstanding
trump) and with the cards left. The searches of the lines run in C
(:mod:`bridgelaw.analysis.linecore`, built with the system compiler on first use): a
claim at trick 5 takes milliseconds to about 0.2 s of CPU for 24 orders; without a
compiler the same searches run in Python (same figures; up to about eight seconds for
24 orders). ``bench/bench_claims.py`` times them and counts the searches
(:attr:`ClaimAnalysis.searches`).

What "normal" covers is the model of :mod:`bridgelaw.analysis.normal`
(Law 70 footnote 20: careless or inferior play for the class of player, but
not irrational, 1987/1997; 70C, 70D1, 70E1, 70E2). The director decides (Law
70 is judgment throughout); this only computes.

>>> from bridgelaw.core import Hand, Seat, Strain
>>> from bridgelaw.analysis.endings import Position
>>> pos = Position.create(
...     [Hand.parse("-.-.-.5432"), Hand.parse("-.-.AKQJ.-"), Hand.parse("Q.AKQ.-.-"),
...      Hand.parse("J.-.432.-")],
...     leader=Seat.SOUTH, strain=Strain.SPADES)
>>> result = analyse_claim(pos, ClaimStatement(Seat.SOUTH, 4))
>>> result.stated.careful, result.worst_normal, result.trump_70c
(4, 3, True)
"""

from __future__ import annotations

import gc
import itertools
import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from bridgelaw.analysis import linecore
from bridgelaw.analysis.endings import (
    Position,
    SearchMemo,
    SearchTable,
    dd_tricks,
    line_tricks,
)
from bridgelaw.analysis.linecore import CoreTable
from bridgelaw.analysis.normal import (
    Cash,
    CrossRuff,
    DrawTrumps,
    NormalPlay,
    PlayCard,
    Step,
    describe_step,
)
from bridgelaw.core.cards import DECK, Card, Suit
from bridgelaw.core.lawref import LawRef
from bridgelaw.core.seats import Seat, Side
from bridgelaw.editions import Edition, find_edition
from bridgelaw.errors import NotationError

__all__ = [
    "ClaimAnalysis",
    "ClaimStatement",
    "LineOutcome",
    "analyse_claim",
    "format_line",
    "parse_line",
]

_SUIT = 0x1FFF
_SUIT_WORDS = {
    "spade": Suit.SPADES,
    "spades": Suit.SPADES,
    "heart": Suit.HEARTS,
    "hearts": Suit.HEARTS,
    "diamond": Suit.DIAMONDS,
    "diamonds": Suit.DIAMONDS,
    "club": Suit.CLUBS,
    "clubs": Suit.CLUBS,
}


def parse_line(text: str) -> tuple[Step, ...]:
    """Read a stated line: cards (``"DQ"``), suits to cash (``"spades"``), ``"trumps"``
    (draw them) and ``"cross-ruff"``, separated by spaces, commas or ``then``.

    >>> steps = parse_line("trumps, then spades, then D2 DQ")
    >>> steps[:2]
    (DrawTrumps(), Cash(suit=<Suit.SPADES: 3>))
    >>> steps[2:]
    (PlayCard(card=Card.parse('D2')), PlayCard(card=Card.parse('DQ')))

    :raises NotationError: a word is neither a card, a suit, "trumps" nor "cross-ruff".
    """
    steps: list[Step] = []
    words = re.sub(r"cross[\s-]*ruff(ing)?", "crossruff", text.strip().lower())
    for word in re.split(r"[\s,;]+", words):
        if word in _FILLER:
            continue
        if word in ("trumps", "trump"):
            steps.append(DrawTrumps())
        elif word == "crossruff":
            steps.append(CrossRuff())
        elif word in _SUIT_WORDS:
            steps.append(Cash(_SUIT_WORDS[word]))
        else:
            try:
                steps.append(PlayCard(Card.parse(word)))
            except NotationError:
                raise NotationError(
                    f"not a step of a claim line: {word!r} in {text!r} (expected a card "
                    "such as 'DQ', a suit such as 'spades', 'trumps' or 'cross-ruff')"
                ) from None
    return tuple(steps)


def format_line(steps: Sequence[Step]) -> str:
    """The steps as :func:`parse_line` reads them (the form a claim record keeps).

    >>> format_line(parse_line("draw trumps, then clubs from the top, then D2 DQ"))
    'trumps, clubs, D2, DQ'
    """
    words: list[str] = []
    for step in steps:
        if isinstance(step, DrawTrumps):
            words.append("trumps")
        elif isinstance(step, CrossRuff):
            words.append("cross-ruff")
        elif isinstance(step, Cash):
            words.append(step.suit.name.lower())
        else:
            words.append(str(step.card))
    return ", ".join(words)


_FILLER = frozenset(
    ("", "then", "and", "cash", "draw", "play", "the", "from", "top", "run", "lead", "a")
)


@dataclass(frozen=True, slots=True)
class ClaimStatement:
    """A claim and its clarification statement (Law 68C)."""

    claimer: Seat
    tricks: int
    """Tricks claimed for the claimer's side, of those left (the trick in progress
    included)."""
    line: tuple[Step, ...] = ()
    """The stated line, in order; empty when the statement gives no order."""
    mentions_trump: bool = False
    """The statement mentions the outstanding trump(s) (70C1): the claimer is taken to
    draw them first."""
    text: str = ""
    """The statement verbatim."""

    @property
    def side(self) -> Side:
        """The claimer's side."""
        return self.claimer.side


@dataclass(frozen=True, slots=True)
class LineOutcome:
    """One line of play for the claimer and what it takes against the best defence."""

    steps: tuple[Step, ...]
    description: str
    careful: int
    """Tricks when the choices the line leaves open are made in the claimer's favour."""
    careless: int
    """Tricks when they are made against him (any normal play may be made)."""
    careless_exact: bool = True
    """False when :attr:`careless` is only a lower bound: it is then the worst careless
    figure of the lines searched before this one (among those that draw trumps, for a
    line that does), which this line was proved not to fall below; it may take more."""
    aware: bool = False
    """A line of a claimer aware of the outstanding trumps (70C): one that draws them, or
    when every trump the opponents hold is above all of his, one that leaves them alone."""


@dataclass(frozen=True, slots=True)
class ClaimAnalysis:
    """What the director sees for a disputed claim (Law 70)."""

    statement: ClaimStatement
    remaining: int
    """Tricks left to play, the one in progress included."""
    double_dummy: int
    """The claimer's tricks with best play by both sides (a reference, not a ruling)."""
    stated: LineOutcome
    """The stated line, completed by normal play where it is silent."""
    lines: tuple[LineOutcome, ...]
    """Each normal alternative order of cashing the winning suits, keeping what was
    stated; for each, the careful and careless tricks."""
    worst_normal: int
    """The fewest tricks any normal play gives the claimer against the best defence
    (doubtful points resolved against him, 70A), any order included."""
    worst_line: LineOutcome
    """The listed line with the fewest (careless) tricks."""
    outstanding_trumps: tuple[Card, ...]
    """Trumps the opponents held at the claim."""
    worst_if_aware: int
    """The worst normal outcome on the lines of a claimer aware of the outstanding trumps
    (:attr:`LineOutcome.aware`: they are drawn once the stated steps are played, first
    when none are; trumps all above his are left alone); equal to :attr:`worst_normal`
    when no trump is outstanding or the statement mentions it."""
    trump_70c: bool
    """70C: a trump is outstanding, the statement does not mention it, and some normal
    line loses a trick to it (the director judges whether the claimer was at all likely
    unaware of it)."""
    notes: tuple[str, ...] = field(default=())
    law: LawRef = field(default_factory=lambda: LawRef.parse("70C"))
    """Law 70C of the edition the analysis follows."""
    normal: str = ""
    """What the edition calls "normal" play (the Law 70 footnote), which the model of
    :mod:`bridgelaw.analysis.normal` stands for."""
    searches: int = field(default=0, compare=False)
    """The searches the analysis made (double-dummy solves and searches of lines): what
    it cost, not a figure."""

    @property
    def claimed(self) -> int:
        """The tricks claimed."""
        return self.statement.tricks

    @property
    def holds(self) -> bool:
        """Whether every normal line gives the claimer the tricks claimed."""
        return self.worst_normal >= self.statement.tricks

    @property
    def shortfall(self) -> int:
        """Tricks claimed beyond the worst normal outcome (0 when the claim holds)."""
        return max(0, self.statement.tricks - self.worst_normal)

    def report(self) -> str:
        """The analysis as text for the director's screen."""
        who = self.statement.claimer.name.lower()
        out = [
            f"{who} claims {self.claimed} of the {self.remaining} tricks left"
            + (f': "{self.statement.text}"' if self.statement.text else ""),
            f"double dummy: {self.double_dummy}",
            f"stated line ({self.stated.description}): {self.stated.careful} played carefully, "
            f"{self.stated.careless} at worst",
        ]
        for line in self.lines:
            bound = "" if line.careless_exact else ">= "
            out.append(f"  {line.description}: {line.careful} (at worst {bound}{line.careless})")
        out.append(f"worst normal outcome: {self.worst_normal}")
        if self.outstanding_trumps:
            cards = " ".join(str(c) for c in self.outstanding_trumps)
            trumps = "trump" if len(self.outstanding_trumps) == 1 else "trumps"
            out.append(
                f"outstanding {trumps} {cards}: worst if aware {self.worst_if_aware}, "
                f"if unaware {self.worst_normal}"
                + (f" - Law {self.law.law}{self.law.section}" if self.trump_70c else "")
            )
        out.extend(self.notes)
        if self.normal:
            out.append(f"normal play ({self.law.edition} Laws): {self.normal}")
        out.append("the director decides (Law 70): these figures are not a ruling")
        return "\n".join(out)


def _outstanding_trumps(pos: Position, side: Side) -> tuple[Card, ...]:
    trump = pos.trump
    if trump < 0:
        return ()
    theirs = pos.masks[1 - int(side)] | pos.masks[3 - int(side)]
    held = theirs >> 13 * trump & _SUIT
    return tuple(DECK[13 * trump + r] for r in range(12, -1, -1) if held >> r & 1)


def _winning_suits(pos: Position, side: Side) -> list[Suit]:
    ours = pos.masks[int(side)] | pos.masks[int(side) + 2]
    theirs = pos.masks[1 - int(side)] | pos.masks[3 - int(side)]
    out: list[Suit] = []
    for suit in Suit:
        held = ours >> 13 * suit & _SUIT
        opp = theirs >> 13 * suit & _SUIT
        if held and (not opp or held.bit_length() > opp.bit_length()):
            out.append(suit)
    return sorted(out, reverse=True)


def _describe(steps: Sequence[Step], trump: Suit | None) -> str:
    if not steps:
        return "no order stated (any normal order)"
    return ", then ".join(describe_step(s, trump) for s in steps)


def _trump_suit(pos: Position) -> Suit | None:
    return None if pos.trump < 0 else Suit(pos.trump)


class _Evaluator:
    """Searches the lines of one claim, sharing transposition tables between them."""

    def __init__(self, pos: Position, side: Side, top_down: bool) -> None:
        self.pos = pos
        self.side = side
        self.top_down = top_down
        self.dd = dd_tricks(pos, side)
        self.searches = 1
        """The searches made: the double-dummy solve, then each :func:`line_tricks`."""
        self.careful_table: SearchTable = {}
        self.careless_table: SearchTable = {}
        self.choosers: dict[tuple[Step, ...], NormalPlay] = {}
        self.memos: dict[tuple[tuple[Step, ...], bool], SearchMemo] = {}
        self.follows: dict[tuple[object, ...], set[int]] = {}
        self.core = linecore.core()
        """The compiled search (:mod:`bridgelaw.analysis.linecore`), or None: Python."""
        self.core_tables: dict[tuple[tuple[Step, ...], bool], CoreTable] = {}

    def memo(self, steps: tuple[Step, ...], maximise: bool) -> SearchMemo:
        """What the searches of one line, careful or careless, keep between them."""
        found = self.memos.get((steps, maximise))
        if found is None:
            found = self.memos[steps, maximise] = SearchMemo()
        return found

    def chooser(self, steps: tuple[Step, ...]) -> NormalPlay:
        """The normal plays of a line (one chooser per line, for all its searches)."""
        found = self.choosers.get(steps)
        if found is None:
            found = self.choosers[steps] = NormalPlay(
                steps, self.side, top_down=self.top_down, follows=self.follows
            )
        return found

    def careful(self, steps: tuple[Step, ...]) -> int:
        """The line played carefully. The careful tricks never exceed the double-dummy
        tricks: null-window searches ask whether they reach the bound, lowering it until
        one does (the searches share one table, so each reuses the work of the last)."""
        bound = self.dd
        while bound > 0:
            value = self._test(steps, True, bound)
            if value >= bound:
                break
            bound = min(bound - 1, value)
        return bound

    def careless(self, steps: tuple[Step, ...], upper: int, cap: int | None) -> tuple[int, bool]:
        """The line played carelessly, against the worst found so far (``cap``): its
        exact tricks if they are below the cap (or there is no cap yet), else the cap
        itself, not exact (the line takes at least that many).

        A null-window search first asks whether the defence can hold the line below the
        cap; only if it can is the exact figure searched, by null windows lowered from
        the cap until one holds (the careless search only minimises, so each failure
        gives a line of play that reaches the value it returns)."""
        if cap is not None and cap <= upper:
            if self._careless_test(steps, cap) >= cap:
                return cap, False
            bound = cap - 1
        else:
            bound = upper
        while bound > 0:
            value = self._careless_test(steps, bound)
            if value >= bound:
                break
            bound = min(bound - 1, value)
        return bound, True

    def _careless_test(self, steps: tuple[Step, ...], bound: int) -> int:
        """Whether the line played carelessly reaches ``bound`` (a null window: a
        result at or above it is a lower bound, one below it an upper bound)."""
        return self._test(steps, False, bound)

    def _test(self, steps: tuple[Step, ...], maximise: bool, bound: int) -> int:
        """A null-window search of a line at ``bound``, careful (``maximise``) or
        careless: by the compiled core when it is there, else :func:`line_tricks`."""
        chooser = self.chooser(steps)
        self.searches += 1
        fast = self.core
        if fast is not None:
            table = self.core_tables.get((steps, maximise))
            if table is None:
                table = self.core_tables[steps, maximise] = fast.table()
            try:
                return fast.search(
                    table,
                    self.pos,
                    chooser,
                    maximise=maximise,
                    alpha=bound - 1,
                    beta=min(min(bound, len(self.pos)) + 1, bound),
                )
            except MemoryError:
                self.core = None
                self.core_tables.clear()
        return line_tricks(
            self.pos,
            self.side,
            chooser,
            maximise=maximise,
            key_cards=chooser.key_cards,
            upper=bound,
            above=bound - 1,
            below=bound,
            table=self.careful_table if maximise else self.careless_table,
            memo=self.memo(steps, maximise),
        )

    def lines(
        self, orders: list[tuple[tuple[Step, ...], bool]], trump: Suit | None
    ) -> list[LineOutcome]:
        """Each line, careful and careless. The careless searches run in the order of the
        careful results (stable) and first ask whether a line does worse than the worst
        found so far (among the lines that draw trumps, for those): its figure is exact
        when it sets a new worst; otherwise it is that worst, a lower bound."""
        careful = [self.careful(steps) for steps, _aware in orders]
        careless: list[tuple[int, bool]] = [(0, True)] * len(orders)
        worst: int | None = None
        worst_aware: int | None = None
        for i in sorted(range(len(orders)), key=lambda i: careful[i]):
            steps, aware = orders[i]
            cap = worst_aware if aware else worst
            value, exact = self.careless(steps, careful[i], cap)
            careless[i] = (value, exact)
            if exact:
                worst = value if worst is None else min(worst, value)
                if aware:
                    worst_aware = value if worst_aware is None else min(worst_aware, value)
        return [
            LineOutcome(steps, _describe(steps, trump), careful[i], *careless[i], aware)
            for i, (steps, aware) in enumerate(orders)
        ]


def _master_trump_out(pos: Position, side: Side) -> bool:
    """Whether every trump the opponents hold is above every trump of ``side``, which
    holds some (70C, 70D1): a trump led draws nothing, it only gives them the lead."""
    trump = pos.trump
    if trump < 0:
        return False
    ours = (pos.masks[int(side)] | pos.masks[int(side) + 2]) >> 13 * trump & _SUIT
    theirs = (pos.masks[1 - int(side)] | pos.masks[3 - int(side)]) >> 13 * trump & _SUIT
    return bool(ours) and bool(theirs) and (theirs & -theirs).bit_length() > ours.bit_length()


def _orders(
    pos: Position, statement: ClaimStatement, outstanding: tuple[Card, ...]
) -> tuple[tuple[Step, ...], list[tuple[tuple[Step, ...], bool]]]:
    """The stated line (with the trumps drawn first if the claimer mentioned them while
    some are out, 70C), and every normal order of cashing the side's other winning suits
    after it (70D, 70E), each with whether it is a line for a claimer aware of the
    outstanding trumps.

    When every trump the opponents hold is above all of the side's (70C, 70D1), a claimer
    aware of them does not lead a trump into them first (it draws nothing and gives them
    the lead, their winners waiting): that is irrational, not careless. The orders of the
    winning suits are then his lines, and the lines that lead trumps first those of a
    claimer unaware of them (he takes his trumps for winners); a statement that mentions
    the trumps draws none."""
    side = statement.side
    trump = _trump_suit(pos)
    stated_steps = statement.line
    draws = any(isinstance(s, DrawTrumps) for s in stated_steps)
    master_out = _master_trump_out(pos, side)
    if outstanding and statement.mentions_trump and not draws and not master_out:
        stated_steps = (DrawTrumps(), *stated_steps)
        draws = True
    cashed = {s.suit for s in stated_steps if isinstance(s, Cash)}
    winning = [
        s for s in _winning_suits(pos, side) if s not in cashed and not (draws and s == trump)
    ]
    orders: list[tuple[tuple[Step, ...], bool]] = []
    for order in itertools.permutations(winning):
        orders.append((stated_steps + tuple(Cash(s) for s in order), draws or master_out))
    if outstanding and not draws and not (master_out and statement.mentions_trump):
        for order in itertools.permutations([s for s in winning if s != trump]):
            steps = (*stated_steps, DrawTrumps(), *(Cash(s) for s in order))
            orders.append((steps, not master_out))
    return stated_steps, orders


def analyse_claim(
    pos: Position,
    statement: ClaimStatement,
    *,
    top_down: bool = False,
    max_lines: int = 30,
    edition: Edition | int | str | None = None,
) -> ClaimAnalysis:
    """The Law 70 figures for ``statement`` made at ``pos`` (see the module docstring).

    The edition (2017 by default) gives the 70C reference and the words of its "normal"
    footnote (1987, 1997: "but not irrational"; the model leaves irrational plays out in
    every edition, so the figures are the same in all four).

    :param top_down: the Regulating Authority's default suit order (70E2): suits are
        played from the top, a split suit never started with a low card.
    :param max_lines: at most this many alternative orders are listed (24 covers every
        order of four suits).
    :raises NotationError: the claim is for more tricks than are left, or the claimer's
        side is not the one whose plays the line describes.
    """
    ed = find_edition(edition)
    remaining = len(pos)
    if not 0 <= statement.tricks <= remaining:
        raise NotationError(
            f"{statement.claimer.name.lower()} claims {statement.tricks} tricks but only "
            f"{remaining} are left"
        )
    side = statement.side
    trump = _trump_suit(pos)
    outstanding = _outstanding_trumps(pos, side)
    stated_steps, orders = _orders(pos, statement, outstanding)
    # The searches make millions of tuples and no reference cycles: the cyclic garbage
    # collector, run over the growing tables again and again, only costs time.
    collecting = gc.isenabled()
    gc.disable()
    try:
        search = _Evaluator(pos, side, top_down)
        lines = search.lines(orders[:max_lines], trump)
        stated = LineOutcome(
            stated_steps,
            _describe(stated_steps, trump),
            search.careful(stated_steps),
            min(line.careless for line in lines),
        )
    finally:
        if collecting:
            gc.enable()
    worst = stated.careless
    worst_line = min(lines, key=lambda line: (line.careless, not line.careless_exact))
    aware_values = [line.careless for line in lines if line.aware]
    aware = min(aware_values) if aware_values else worst
    notes: list[str] = []
    if stated.careful < statement.tricks:
        notes.append(f"the stated line takes at most {stated.careful} tricks: fewer than claimed")
    return ClaimAnalysis(
        statement=statement,
        remaining=remaining,
        double_dummy=search.dd,
        stated=stated,
        lines=tuple(lines),
        worst_normal=worst,
        worst_line=worst_line,
        outstanding_trumps=outstanding,
        worst_if_aware=aware,
        trump_70c=bool(outstanding) and not statement.mentions_trump and aware > worst,
        notes=tuple(notes),
        law=ed.ref("70C"),
        normal=ed.law_70_normal(),
        searches=search.searches,
    )
