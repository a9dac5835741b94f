"""The claim analysis's search checked against a plain reference search.

:func:`bridgelaw.analysis.endings.line_tricks` is tuned for speed (bounds kept per
raw position, trump bounds, remembered equivalence classes and trick winners, a single
legal card played without asking the chooser) and :mod:`bridgelaw.analysis.claims`
searches with null windows. The figures must not move: here a plain alpha-beta (the
search as first written, kept deliberately simple) recomputes the exact careful and
careless figures of every line of :func:`~bridgelaw.analysis.claims.analyse_claim` on
random endings of 3-6 tricks. A careless figure the analysis gives as exact must equal
the reference's; one it does not must be the worst found so far on the earlier lines
(in the analysis's order), and the reference's exact figure must be at least that.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from bridgelaw.analysis.claims import ClaimStatement, analyse_claim
from bridgelaw.analysis.endings import Position, dd_tricks
from bridgelaw.analysis.normal import NormalPlay, Step
from bridgelaw.core import Hand, Seat, Side, Strain

_SUIT = 0x1FFF
RefTable = dict[tuple[object, ...], tuple[int, int]]


def _winner(cards: Sequence[int], trump: int) -> int:
    best, best_card = 0, cards[0]
    for i in range(1, len(cards)):
        card = cards[i]
        if card // 13 == best_card // 13:
            if card > best_card:
                best, best_card = i, card
        elif card // 13 == trump:
            best, best_card = i, card
    return best


def _high_first(mask: int) -> list[int]:
    return [c for c in range(51, -1, -1) if mask >> c & 1]


class RefSearch:
    """Alpha-beta over every play, the claimer's cards chosen by a :class:`NormalPlay`,
    a transposition table of bounds at the start of each trick."""

    def __init__(
        self, pos: Position, side: Side, chooser: NormalPlay, maximise: bool, table: RefTable
    ) -> None:
        self.strain = pos.strain
        self.trump = pos.trump
        self.side = int(side)
        self.chooser = chooser
        self.maximise = maximise
        self.table = table
        self.keys = sum(1 << c.index for c in chooser.key_cards)

    def run(self, pos: Position, upper: int, below: int | None) -> int:
        beta = min(upper, len(pos)) + 1 if below is None else min(upper + 1, below)
        return self.node(pos.masks, pos.leader, pos.current, -1, beta)

    def key(self, masks: tuple[int, int, int, int], leader: int) -> tuple[object, ...] | int:
        remaining = masks[leader].bit_count()
        if remaining == 0:
            return 0
        ours = masks[leader] | masks[leader ^ 2]
        theirs = masks[leader ^ 1] | masks[leader ^ 3]
        decided = not (self.trump >= 0 and theirs >> 13 * self.trump & _SUIT)
        for suit in range(4):
            held, opp = ours >> 13 * suit & _SUIT, theirs >> 13 * suit & _SUIT
            if held and opp and (held & -held).bit_length() <= opp.bit_length():
                decided = False
        if decided:
            return remaining if (leader & 1) == self.side else 0
        key: list[object] = [leader]
        for suit in range(4):
            code = 1
            for rank in range(12, -1, -1):
                bit = 1 << (13 * suit + rank)
                owners = [s for s in range(4) if masks[s] & bit]
                if owners:
                    code = code * 64 + owners[0] + (4 * (rank + 1) if self.keys & bit else 0)
            key.append(code)
        pos = Position(masks, leader, (), self.strain)
        return (*key, *self.chooser.signature(pos))

    def start(self, masks: tuple[int, int, int, int], leader: int, alpha: int, beta: int) -> int:
        key = self.key(masks, leader)
        if isinstance(key, int):
            return key
        lo, hi = self.table.get(key, (0, masks[leader].bit_count()))
        if lo >= beta:
            return lo
        if hi <= alpha or lo == hi:
            return hi
        a, b = max(alpha, lo), min(beta, hi)
        value = self.node(masks, leader, (), a, b)
        if value <= a:
            hi = min(hi, value)
        elif value >= b:
            lo = max(lo, value)
        else:
            lo = hi = value
        self.table[key] = (lo, hi)
        return value

    def node(
        self,
        masks: tuple[int, int, int, int],
        leader: int,
        current: tuple[int, ...],
        alpha: int,
        beta: int,
    ) -> int:
        seat = (leader + len(current)) & 3
        hand = masks[seat]
        playable = hand
        if current:
            playable = hand & (_SUIT << 13 * (current[0] // 13)) or hand
        maximising = False
        if (seat & 1) == self.side:
            allowed = self.chooser.choices(Position(masks, leader, current, self.strain))
            candidates = [c for c in allowed if playable >> c & 1] or _high_first(playable)
            candidates.sort(reverse=self.maximise)
            maximising = self.maximise
        else:
            others = masks[seat ^ 1] | masks[seat ^ 2] | masks[seat ^ 3]
            for card in current:
                others |= 1 << card
            candidates = []
            for card in _high_first(playable):
                if candidates:
                    prev = candidates[-1]
                    # No card of another seat between the two: one class.
                    if prev // 13 == card // 13 and not others & ((1 << prev) - (2 << card)):
                        continue
                candidates.append(card)
        best = -1 if maximising else 99
        for card in candidates:
            left = hand & ~(1 << card)
            new = [left if s == seat else masks[s] for s in range(4)]
            child = (new[0], new[1], new[2], new[3])
            cards = (*current, card)
            if len(cards) == 4:
                winner = (leader + _winner(cards, self.trump)) & 3
                won = 1 if (winner & 1) == self.side else 0
                value = won + self.start(child, winner, alpha - won, beta - won)
            else:
                value = self.node(child, leader, cards, alpha, beta)
            if maximising and value > best:
                best = value
                alpha = max(alpha, best)
            elif not maximising and value < best:
                best = value
                beta = min(beta, best)
            if alpha >= beta:
                break
        return best


def reference_lines(
    pos: Position, side: Side, orders: list[tuple[tuple[Step, ...], bool]]
) -> list[tuple[int, int, bool, int]]:
    """Careful, careless, whether careless is exact, and the exact careless figure, for
    each line, as the analysis defines them: lines in the order of their careful
    figures; a careless figure below the worst so far (among the lines that draw trumps,
    for those) is exact and the new worst, any other is given as that worst."""
    dd = dd_tricks(pos, side)
    careful_table: RefTable = {}
    careless_table: RefTable = {}

    def search(steps: tuple[Step, ...], maximise: bool, upper: int) -> int:
        chooser = NormalPlay(steps, side)
        table = careful_table if maximise else careless_table
        return RefSearch(pos, side, chooser, maximise, table).run(pos, upper, None)

    careful = [search(steps, True, dd) for steps, _aware in orders]
    out = [(c, 0, True, 0) for c in careful]
    worst: int | None = None
    worst_aware: int | None = None
    for i in sorted(range(len(orders)), key=lambda i: careful[i]):
        steps, aware = orders[i]
        cap = worst_aware if aware else worst
        value = search(steps, False, careful[i])
        if cap is None or value < cap:
            out[i] = (careful[i], value, True, value)
            worst = value if worst is None else min(worst, value)
            if aware:
                worst_aware = value if worst_aware is None else min(worst_aware, value)
        else:
            out[i] = (careful[i], cap, False, value)
    return out


def random_claim(rng: random.Random) -> tuple[Position, ClaimStatement]:
    """A random ending of 3-6 tricks (0-2 cards of a trick played), claimed by the side
    to play for its double-dummy tricks, no line stated."""
    n = rng.randint(3, 6)
    cards = list(range(52))
    rng.shuffle(cards)
    hands = [Hand(sum(1 << c for c in cards[i * n : (i + 1) * n])) for i in range(4)]
    pos = Position.create(hands, leader=Seat(rng.randrange(4)), strain=Strain(rng.randrange(5)))
    for _ in range(rng.choice((0, 0, 1, 2))):
        pos, _ = pos.play(rng.choice(pos.legal()))
    return pos, ClaimStatement(pos.to_play, dd_tricks(pos, pos.to_play.side))


def test_claim_figures_match_the_reference_search() -> None:
    rng = random.Random(20261122)
    checked = 0
    while checked < 36:
        pos, statement = random_claim(rng)
        result = analyse_claim(pos, statement)
        side = statement.side
        orders = [(line.steps, line.aware) for line in result.lines]
        want = reference_lines(pos, side, orders)
        got = [(line.careful, line.careless, line.careless_exact) for line in result.lines]
        assert got == [w[:3] for w in want], str(pos)
        assert all(w[3] >= w[1] for w in want), str(pos)
        assert result.worst_normal == min(w[3] for w in want), str(pos)
        stated = RefSearch(pos, side, NormalPlay((), side), True, {}).run(pos, len(pos), None)
        assert result.stated.careful == stated, str(pos)
        assert result.double_dummy == dd_tricks(pos, side)
        checked += 1
