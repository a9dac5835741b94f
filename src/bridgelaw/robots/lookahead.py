"""One step of lookahead for the declarer: the next decision taken single dummy.

Sampling layouts and solving each one double dummy (what
:class:`~bridgelaw.robots.play.SamplingRobot` does) values a card as if the declarer
would know the layout at every later decision: a line that needs a guess later (finesse
or drop, which way to play a suit) is valued as if the guess were always right, so it
ties with or beats a line that needs none. That flaw is known as *strategy fusion*.

:func:`lookahead_tricks` removes it for the declarer's next decision. For each
candidate card and each sampled layout it plays the card, lets the defenders play their
double-dummy card (the lowest of equal ones) until it is the declarer's turn again (his
own hand or dummy's), and there makes the declarer choose ONE card for all the sampled
layouts consistent with what he has then seen: those in which the defenders hold the
cards they just played (and could play them: a card of another suit only from a void).
That card is the one best on average over those layouts (IMPs against the best card
of each layout, then mean tricks, as the robot chooses); the candidate's value in the
layout is the double-dummy result of that card there. Later decisions are still taken
double dummy.

The defenders' cards are read as telling nothing beyond the cards themselves (a random
player's are not good play), so the layouts the declarer weighs at the next decision are
all those in which the defenders held the cards, not only those in which double dummy
would have played them.

Every position is solved once (batched, DDS ``SolveAllBoardsBin``); the declarer's next
card is chosen over the first ``members`` layouts of each set he cannot tell apart (and
played in every layout of the set, whether among those or not).

Measured against the random player (docs/robots.md), the lookahead gave more tricks away
than plain sampling, so :class:`~bridgelaw.robots.play.SamplingRobot` uses it only when
asked (``lookahead=Lookahead()``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from bridgelaw.analysis.endings import winner_offset
from bridgelaw.core.seats import Seat
from bridgelaw.dd import Ending
from bridgelaw.robots.sampling import Layout

__all__ = [
    "Lookahead",
    "Position",
    "Situation",
    "lookahead_choice",
    "lookahead_tricks",
    "trick_winner",
]

Solver = Callable[[Sequence[Ending]], list[list[tuple[int, int]]]]
Reply = tuple[tuple[Seat, int], ...]
"""The defenders' cards between two of the declarer's decisions, with their holders."""
Scorer = Callable[[int], float]
"""The score of the declarer's side for a number of tricks it takes from the decision on."""


def trick_winner(trump: int, leader: Seat, cards: Sequence[int]) -> Seat:
    """The seat that wins a trick of ``cards`` (card indices, in order from ``leader``'s)
    with ``trump`` the trump suit (-1: notrump)."""
    return leader.next(winner_offset(cards, trump))


@dataclass(frozen=True, slots=True)
class Position:
    """A layout in play: the cards held, who led the trick in progress and its cards,
    and the tricks the declarer's side has won since the decision."""

    masks: Layout
    leader: Seat
    current: tuple[int, ...]
    won: int

    @property
    def turn(self) -> Seat:
        return self.leader.next(len(self.current))

    @property
    def left(self) -> int:
        return sum(mask.bit_count() for mask in self.masks)

    def play(self, card: int, trump: int, ours: Callable[[Seat], bool]) -> Position:
        """The position after the seat to play plays ``card``."""
        seat = self.turn
        masks = list(self.masks)
        masks[seat] &= ~(1 << card)
        current = (*self.current, card)
        if len(current) < 4:
            return Position(_layout(masks), self.leader, current, self.won)
        winner = trick_winner(trump, self.leader, current)
        won = self.won + (1 if ours(winner) else 0)
        return Position(_layout(masks), winner, (), won)

    def ending(self, trump: int) -> Ending:
        return (trump, int(self.leader), list(self.current), list(self.masks))

    def can_play(self, seat: Seat, card: int) -> bool:
        """Whether ``seat`` holds ``card`` here and may play it (following suit)."""
        if self.turn != seat or not self.masks[seat] >> card & 1:
            return False
        if not self.current:
            return True
        led = self.current[0] // 13
        return card // 13 == led or not self.masks[seat] >> (13 * led) & 0x1FFF


def _layout(masks: Sequence[int]) -> Layout:
    return (masks[0], masks[1], masks[2], masks[3])


def _lowest_best(scores: Sequence[tuple[int, int]]) -> int:
    """The defender's double-dummy card: the most tricks, then the lowest rank."""
    top = max(tricks for _, tricks in scores)
    return min((card for card, tricks in scores if tricks == top), key=lambda c: (c % 13, c // 13))


@dataclass(frozen=True, slots=True)
class Situation:
    """The decision looked at: trumps (-1: notrump), who led the trick in progress and
    its cards, the declarer, his side's score for the tricks it takes from now on
    (``score``), and the double-dummy solver."""

    trump: int
    leader: Seat
    current: tuple[int, ...]
    declarer: Seat
    score: Scorer
    solve: Solver


def lookahead_tricks(
    layouts: Sequence[Layout],
    weights: Sequence[float],
    candidates: Sequence[int],
    situation: Situation,
    *,
    members: int = 40,
) -> list[list[int]]:
    """For each layout (rows) and each candidate card (columns): the tricks the
    declarer's side takes from now on when it plays the candidate, the defenders then
    play double dummy, and the declarer's next card is chosen once for every layout he
    cannot tell from this one (then double dummy to the end).

    ``layouts`` are the sampled hidden hands with the seen ones (North first), with
    ``weights``; the next card is chosen by the situation's ``score`` (IMPs against the
    best card of each layout, then mean tricks)."""
    side = situation.declarer.side

    def ours(seat: Seat) -> bool:
        return seat.side == side

    start = [Position(layout, situation.leader, situation.current, 0) for layout in layouts]
    trump, score, solve = situation.trump, situation.score, situation.solve
    columns: list[list[int]] = []
    for card in candidates:
        columns.append(_candidate(start, weights, card, trump, ours, score, solve, members))
    return [[column[row] for column in columns] for row in range(len(layouts))]


def _candidate(
    start: Sequence[Position],
    weights: Sequence[float],
    card: int,
    trump: int,
    ours: Callable[[Seat], bool],
    score: Scorer,
    solve: Solver,
    members: int,
) -> list[int]:
    """One candidate's column of :func:`lookahead_tricks`."""
    after = [position.play(card, trump, ours) for position in start]
    replies: list[Reply] = [() for _ in after]
    # the defenders play double dummy until it is the declarer's side's turn again
    while True:
        waiting = [i for i, p in enumerate(after) if p.left and not ours(p.turn)]
        if not waiting:
            break
        answers = solve([after[i].ending(trump) for i in waiting])
        for i, scores in zip(waiting, answers, strict=True):
            defence = _lowest_best(scores)
            replies[i] = (*replies[i], (after[i].turn, defence))
            after[i] = after[i].play(defence, trump, ours)
    # the layouts the declarer cannot tell apart after each distinct reply
    groups: dict[Reply, list[int]] = {}
    for reply in dict.fromkeys(replies):
        found: list[int] = []
        for j, position in enumerate(start):
            if len(found) >= members:
                break
            if _follows(position.play(card, trump, ours), reply, trump, ours):
                found.append(j)
        groups[reply] = found
    # the positions to solve: each group's members after the reply, and each layout's own
    wanted: dict[tuple[int, Reply], Position] = {}
    for i, reply in enumerate(replies):
        wanted[(i, reply)] = after[i]
        for j in groups[reply]:
            if (j, reply) not in wanted:
                wanted[(j, reply)] = _replay(start[j].play(card, trump, ours), reply, trump, ours)
    keys = [key for key, p in wanted.items() if p.left]
    answers = solve([wanted[key].ending(trump) for key in keys])
    tricks: dict[tuple[int, Reply], dict[int, int]] = {}
    for key, scores in zip(keys, answers, strict=True):
        tricks[key] = {c: wanted[key].won + t for c, t in scores}
    for key, p in wanted.items():
        if not p.left:
            tricks[key] = {-1: p.won}
    chosen: dict[Reply, int] = {}
    for reply, found in groups.items():
        rows = [(weights[j], tricks[(j, reply)]) for j in found]
        chosen[reply] = _choose(rows, score)
    out: list[int] = []
    for i, reply in enumerate(replies):
        own = tricks[(i, reply)]
        pick = chosen.get(reply)
        out.append(own[pick] if pick in own else max(own.values()))
    return out


def _follows(position: Position, reply: Reply, trump: int, ours: Callable[[Seat], bool]) -> bool:
    """Whether the defenders could have played ``reply`` from ``position``."""
    for seat, card in reply:
        if not position.can_play(seat, card):
            return False
        position = position.play(card, trump, ours)
    return True


def _replay(position: Position, reply: Reply, trump: int, ours: Callable[[Seat], bool]) -> Position:
    for _, card in reply:
        position = position.play(card, trump, ours)
    return position


def _choose(rows: Sequence[tuple[float, dict[int, int]]], score: Scorer) -> int:
    """The card best on average over ``rows`` (weight, tricks by card): the most IMPs
    against the best card of each row (the tricks scored by ``score``), then the most
    tricks, then the lowest card."""
    from bridgelaw.scoring.law78 import imps

    common = set(rows[0][1])
    for _, by_card in rows[1:]:
        common &= set(by_card)  # the same cards in every row, unless a solution is wrong
    cards = sorted(common) or sorted(rows[0][1])
    total = sum(w for w, _ in rows) or 1.0
    best: tuple[float, float, int] | None = None
    pick = cards[0]
    for card in cards:
        points = 0.0
        mean = 0.0
        for w, by_card in rows:
            top = max(score(t) for t in by_card.values())
            tricks = by_card.get(card, min(by_card.values()))
            points += w * imps(int(score(tricks) - top))
            mean += w * tricks
        key = (points / total, mean / total, -card)
        if best is None or key > best:
            best, pick = key, card
    return pick


@dataclass(frozen=True, slots=True)
class Lookahead:
    """Where and how far :class:`~bridgelaw.robots.play.SamplingRobot` looks ahead as
    declarer (:func:`lookahead_choice`).

    :param margin: only the classes of cards within this many IMPs of the best, on the
        layouts, are looked at again (the others keep their place behind).
    :param candidates: at most this many of them, best first.
    :param layouts: at most this many of the decision's layouts (the first dealt).
    :param members: at most this many layouts the declarer cannot tell apart are solved
        for each reply of the defenders (:func:`lookahead_tricks`).
    :param leading: only when the declarer leads to a trick, where every candidate's next
        decision is the card of the leader's partner in the same trick (after the second
        hand's card: the finesse or the drop). Elsewhere the next decision is a lead for
        some candidates and a forced card for others, and one step looks further down
        some lines than others (it took the lead after a trick won as a choice made blind,
        the card that follows suit from a singleton as none).
    """

    margin: float = 0.5
    candidates: int = 3
    layouts: int = 40
    members: int = 20
    leading: bool = True

    def __post_init__(self) -> None:
        if not self.margin >= 0:
            raise ValueError(f"the lookahead's margin must be at least 0, not {self.margin}")
        for name in ("candidates", "layouts", "members"):
            value = getattr(self, name)
            if value < (2 if name == "candidates" else 1):
                least = 2 if name == "candidates" else 1
                raise ValueError(f"the lookahead's {name} must be at least {least}, not {value}")


def lookahead_choice(
    config: Lookahead,
    means: Sequence[tuple[float, float]],
    cards: Sequence[int],
    layouts: Sequence[Layout],
    weights: Sequence[float],
    situation: Situation,
) -> int | None:
    """The class to play by :func:`lookahead_tricks` among those ``config`` names (by
    ``means``, each class's mean IMPs and tricks on the layouts; ``cards``, each class's
    lowest card), or ``None`` where fewer than two classes are near the best (or the
    trick is under way and ``config`` looks ahead from leads only)."""
    if config.leading and situation.current:
        return None
    order = sorted(range(len(cards)), key=lambda i: (-means[i][0], -means[i][1], cards[i]))
    top = means[order[0]][0]
    near = [i for i in order if means[i][0] >= top - config.margin][: config.candidates]
    if len(near) < 2:
        return None
    kept = list(layouts[: config.layouts])
    chosen = [cards[i] for i in near]
    rows = lookahead_tricks(kept, weights[: len(kept)], chosen, situation, members=config.members)
    by_class = [
        (w, {near[k]: tricks for k, tricks in enumerate(row)})
        for w, row in zip(weights[: len(rows)], rows, strict=True)
    ]
    return _choose_class(by_class, situation.score, cards)


def _choose_class(
    rows: Sequence[tuple[float, dict[int, int]]], score: Scorer, cards: Sequence[int]
) -> int:
    """:func:`_choose` over classes keyed by position, ties to the class of the lowest card."""
    by_card = [(w, {cards[i]: t for i, t in row.items()}) for w, row in rows]
    card = _choose(by_card, score)
    return cards.index(card)
