"""A card player that samples the hidden hands and solves each layout double dummy.

:class:`SamplingRobot` reads only its seat's :class:`~bridgelaw.table.views.SeatView`.
For each card it must choose it deals the unseen cards at random a number of times,
consistent with its view (:mod:`bridgelaw.robots.sampling`: its hand, dummy, the cards
played, the suits shown out of, and the hands its bidder infers from the auction),
solves every layout double dummy in one batch (DDS ``SolveAllBoards``, one solve per
layout for all its cards at once), and plays the card with the best expected result
for the form of scoring:

* ``matchpoints``: in each layout a card scores against each other card as a field of
  players would (1 for more tricks, 1/2 for as many); the sums are compared;
* ``imps``: the IMPs a card loses in each layout against the best card there (so going
  down in a game that makes weighs its full swing, an overtrick one IMP);
* ``total``: the expected total points.

Cards touching in the hand once the cards played are taken out are equivalent: they
are scored once and the lowest is played. Calls come from the bidder it is given.
"""

from __future__ import annotations

import hashlib
import importlib
import random
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import Final, Literal, Protocol, runtime_checkable

from bridgelaw.core.calls import PASS, Contract
from bridgelaw.core.cards import Card
from bridgelaw.core.hands import Hand
from bridgelaw.core.seats import Seat
from bridgelaw.dd import Ending
from bridgelaw.robots.base import RobotCall
from bridgelaw.robots.sampling import Layout, knowledge, sample_layouts
from bridgelaw.table.views import SeatView

__all__ = [
    "SCORING_FORMS",
    "Bidder",
    "PassBidder",
    "SamplingRobot",
    "ScoringForm",
    "card_classes",
]

ScoringForm = Literal["matchpoints", "imps", "total"]
SCORING_FORMS: Final[tuple[ScoringForm, ...]] = ("matchpoints", "imps", "total")

Solver = Callable[[Sequence[Ending]], list[list[tuple[int, int]]]]
"""Solves endings ``(trump, leader, current, masks)`` for every card of the seat to play
(:func:`bridgelaw.dd.endings_card_tricks`)."""


class Bidder(Protocol):
    """What :class:`SamplingRobot` needs of a bidder: its calls. A bidder may also offer
    ``inferences(view) -> Mapping[Seat, HandRange]`` (``HandRange.admits(hand)``), which
    the robot uses to reject layouts the auction denies."""

    @property
    def name(self) -> str: ...

    def call(self, view: SeatView) -> RobotCall: ...


@runtime_checkable
class _HandRange(Protocol):
    def admits(self, hand: Hand) -> bool: ...


class PassBidder:
    """Passes throughout: a stand-in bidder where the auction does not matter."""

    @property
    def name(self) -> str:
        return "pass"

    def call(self, view: SeatView) -> RobotCall:
        return RobotCall(PASS)


def default_bidder() -> Bidder:
    """The project's natural system (:mod:`bridgelaw.robots.bidding`) when it is there,
    else :class:`PassBidder`."""
    try:
        module = importlib.import_module("bridgelaw.robots.bidding")
    except ImportError:
        return PassBidder()
    natural = getattr(module, "NaturalBidder", None)
    if natural is None:
        return PassBidder()
    bidder: Bidder = natural()
    return bidder


def card_classes(view: SeatView) -> list[tuple[Card, ...]]:
    """The legal cards of ``view`` in classes of equivalent cards (touching in the hand
    to play once the cards of the completed tricks are left out), each class lowest
    card first."""
    turn = view.turn
    if turn is None or not view.legal_cards:
        return []
    held = view.hands[turn].mask if turn in view.hands else 0
    played = 0
    for trick in view.tricks:  # not the trick in progress: its cards still compete
        for card in trick.cards:
            played |= 1 << card.index
    classes: list[list[Card]] = []
    last: Card | None = None
    for card in sorted(view.legal_cards):
        if last is not None and last.suit == card.suit and _touching(last, card, held, played):
            classes[-1].append(card)
        else:
            classes.append([card])
        last = card
    return [tuple(group) for group in classes]


def _touching(low: Card, high: Card, held: int, played: int) -> bool:
    between = range(low.index + 1, high.index)
    return all((held | played) >> index & 1 for index in between)


def _seed(base: int, view: SeatView) -> int:
    """A seed drawn from everything the view shows, so that the same view always gives
    the same decision (and nothing the view does not show can change it)."""
    parts = [
        str(base),
        str(view.board_number),
        str(view.seat),
        str(view.turn),
        str(view.contract),
        " ".join(f"{seat}{hand}" for seat, hand in sorted(view.hands.items())),
        " ".join(str(card) for trick in view.tricks for card in trick.cards),
        " ".join(str(card) for _, card in view.current_trick),
    ]
    digest = hashlib.blake2b("|".join(parts).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")


class SamplingRobot:
    """Plays by sampling layouts and solving them double dummy; bids with ``bidder``.

    :param bidder: makes the calls (default: :func:`default_bidder`); its
        ``inferences`` are used, when it has them, to reject layouts.
    :param samples: layouts dealt per decision.
    :param scoring: ``"matchpoints"``, ``"imps"`` or ``"total"``.
    :param seed: with the view, decides the layouts (same view, same card).
    :param solver: solves the layouts (default: :func:`bridgelaw.dd.endings_card_tricks`).
    """

    def __init__(
        self,
        bidder: Bidder | None = None,
        *,
        samples: int = 20,
        scoring: ScoringForm = "imps",
        seed: int = 0,
        solver: Solver | None = None,
    ) -> None:
        if scoring not in SCORING_FORMS:
            raise ValueError(f"scoring must be one of {', '.join(SCORING_FORMS)}, not {scoring!r}")
        if samples < 1:
            raise ValueError(f"samples must be at least 1, not {samples}")
        self._bidder = bidder if bidder is not None else default_bidder()
        self.samples = samples
        self.scoring: ScoringForm = scoring
        self._seed = seed
        self._solver = solver

    @property
    def name(self) -> str:
        return "dd"

    @property
    def bidder(self) -> Bidder:
        """The bidder that makes this robot's calls."""
        return self._bidder

    def call(self, view: SeatView) -> RobotCall:
        return self._bidder.call(view)

    def play(self, view: SeatView) -> Card:
        classes = card_classes(view)
        if len(classes) == 1:
            return classes[0][0]
        values = self.values(view, classes)
        if not values:
            return min(view.legal_cards)
        return max(values, key=lambda item: (item[1], -item[0].index))[0]

    def values(
        self, view: SeatView, classes: Sequence[tuple[Card, ...]] | None = None
    ) -> list[tuple[Card, tuple[float, float]]]:
        """The lowest card of each class of equivalent legal cards with its value for the
        form of scoring and its mean tricks (for the side to play, from now on), over the
        layouts sampled; empty when there is no layout to sample (no contract, or a view
        that contradicts itself, as after a revoke in laws mode)."""
        if classes is None:
            classes = card_classes(view)
        contract = view.contract
        turn = view.turn
        if not classes or contract is None or contract.declarer is None or turn is None:
            return []
        layouts = Counter(self._layouts(view))
        if not layouts:
            return []
        solve = self._solver
        if solve is None:
            from bridgelaw.dd import endings_card_tricks

            solve = endings_card_tricks
        trump = -1 if contract.strain.suit is None else int(contract.strain.suit)
        leader = view.current_trick[0][0] if view.current_trick else turn
        current = [card.index for _, card in view.current_trick]
        unique = list(layouts)
        solved = solve([(trump, int(leader), current, layout) for layout in unique])
        # tricks for the side to play, from now on: one row per layout, one column per class
        rows: list[tuple[int, list[int]]] = []
        for layout, scores in zip(unique, solved, strict=True):
            by_card = dict(scores)
            rows.append((layouts[layout], [by_card[group[0].index] for group in classes]))
        values = _values(rows, self.scoring, view, contract, turn)
        return [(group[0], value) for group, value in zip(classes, values, strict=True)]

    def _layouts(self, view: SeatView) -> list[Layout]:
        known = knowledge(view)
        rng = random.Random(_seed(self._seed, view))
        admits = self._admits(view)
        return sample_layouts(known, self.samples, rng, admits=admits)

    def _admits(self, view: SeatView) -> Callable[[Seat, Hand], bool] | None:
        infer = getattr(self._bidder, "inferences", None)
        if infer is None:
            return None
        ranges = infer(view)
        if not isinstance(ranges, Mapping) or not ranges:
            return None
        usable = {seat: r for seat, r in ranges.items() if isinstance(r, _HandRange)}

        def admits(seat: Seat, hand: Hand) -> bool:
            limit = usable.get(seat)
            return limit is None or bool(limit.admits(hand))

        return admits


def _values(
    rows: list[tuple[int, list[int]]],
    scoring: ScoringForm,
    view: SeatView,
    contract: Contract,
    turn: Seat,
) -> list[tuple[float, float]]:
    """Each class's value for the form of scoring, with its mean tricks as tie-break."""
    count = len(rows[0][1])
    weight = sum(w for w, _ in rows)
    tricks = [sum(w * row[i] for w, row in rows) / weight for i in range(count)]
    if scoring == "matchpoints":
        points = [0.0] * count
        for w, row in rows:
            for i in range(count):
                points[i] += w * sum(
                    1.0 if row[i] > other else 0.5 if row[i] == other else 0.0 for other in row
                )
        return [(points[i] / weight, tricks[i]) for i in range(count)]
    from bridgelaw.scoring.law77 import contract_score
    from bridgelaw.scoring.law78 import imps

    declarer = contract.declarer
    assert declarer is not None
    ours = turn.side == declarer.side
    won = sum(1 for trick in view.tricks if trick.winner.side == declarer.side)
    left = 13 - len(view.tricks)
    vulnerable = view.vulnerability.is_vulnerable(declarer)

    def score(future: int) -> int:
        made = won + (future if ours else left - future)
        value = contract_score(contract, vulnerable=vulnerable, tricks=made)
        return value if ours else -value

    totals = [0.0] * count
    for w, row in rows:
        scores = [score(future) for future in row]
        if scoring == "total":
            for i in range(count):
                totals[i] += w * scores[i]
        else:
            top = max(scores)
            for i in range(count):
                totals[i] += w * imps(scores[i] - top)
    return [(totals[i] / weight, tricks[i]) for i in range(count)]
