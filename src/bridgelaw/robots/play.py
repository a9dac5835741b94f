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

For the opening lead, where the leader sees one hand and the auction, it deals
``lead_samples`` layouts at most (one batch by default: each is a full deal, the
costliest to solve), every hidden hand within the range its calls show
(:mod:`bridgelaw.robots.lead`).

Cards touching in the hand once the cards played are taken out are equivalent: they
are scored once, and the card played from the class chosen is the one the robots'
carding agreement names (:mod:`bridgelaw.robots.carding`: the top when leading, else
the lowest). Calls come from the bidder it is given.

With ``max_samples`` above ``samples`` the number of layouts adapts: batches of
``samples`` layouts are dealt and solved until one card is clearly best (layout by
layout, its edge over every other card is more than twice its standard error, or nil
throughout) or the limit is reached; the limit grows with the tricks played, as the
layouts get cheaper to solve (a full deal costs a hundred times an ending of five
tricks). The layouts depend on the view and the seed only, never on the time taken,
so the same view still gives the same card.
"""

from __future__ import annotations

import hashlib
import importlib
import random
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Final, Literal, Protocol, runtime_checkable

from bridgelaw.core.calls import PASS, Contract
from bridgelaw.core.cards import Card
from bridgelaw.core.hands import Hand
from bridgelaw.core.seats import Seat
from bridgelaw.dd import Ending
from bridgelaw.robots.base import RobotCall
from bridgelaw.robots.carding import agreed_card, carding_bars
from bridgelaw.robots.lead import LEAD_FACTOR, is_opening_lead, layout_source
from bridgelaw.robots.likelihood import play_endings, play_weights, recent_plays, weighed
from bridgelaw.robots.lookahead import Lookahead, Situation, lookahead_choice
from bridgelaw.robots.sampling import Layout, knowledge, sample_layouts
from bridgelaw.table.views import SeatView

__all__ = [
    "SCORING_FORMS",
    "Bidder",
    "PassBidder",
    "Sampled",
    "SamplingRobot",
    "ScoringForm",
    "card_classes",
]

ScoringForm = Literal["matchpoints", "imps", "total"]
SCORING_FORMS: Final[tuple[ScoringForm, ...]] = ("matchpoints", "imps", "total")

Solver = Callable[[Sequence[Ending]], list[list[tuple[int, int]]]]
"""Solves endings ``(trump, leader, current, masks)`` for every card of the seat to play
(:func:`bridgelaw.dd.endings_card_tricks`)."""


@dataclass(frozen=True, slots=True)
class Sampled:
    """The layouts a decision dealt (those of weight above 0, in order, a layout as often
    as it was dealt), each with its weight and tricks by class (``rows``) and its value by
    class for the form of scoring (``valued``)."""

    layouts: tuple[Layout, ...]
    rows: tuple[tuple[float, list[int]], ...]
    valued: tuple[tuple[float, list[float]], ...]


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
        ``inferences`` are used, when it has them and ``infer`` is true, to reject layouts.
    :param samples: layouts dealt per decision (the first batch, when ``max_samples``
        is larger).
    :param max_samples: when larger than ``samples``, more layouts are dealt, a batch of
        ``samples`` at a time, while no card is clearly best (see :meth:`values`), up to
        this many (fewer in the first tricks, where a layout costs most to solve).
    :param scoring: ``"matchpoints"``, ``"imps"`` or ``"total"``.
    :param seed: with the view, decides the layouts (same view, same card).
    :param solver: solves the layouts (default: :func:`bridgelaw.dd.endings_card_tricks`).
    :param infer: read the auction with the bidder's ``inferences``; false where the
        calls were not made by the system (e.g. a contract set by a harness).
    :param weigh: weigh each layout by how well the hidden hands' last ``weigh`` cards
        played in it, double dummy (:mod:`bridgelaw.robots.likelihood`); 0: count each
        layout once.
    :param slip: a weighed layout counts ``slip`` to the power of the tricks those cards
        gave away in it (1: no weighing; smaller: the hidden hands trusted to play well).
    :param weigh_cards: only cards played from positions of at most this many cards are
        weighed (52: from the opening lead; each costs one more solve per layout).
    :param ramp_after: tricks played before :meth:`limit` starts doubling (1: the opening
        lead and trick 1 at ``samples``, trick 2 twice that; 0: one trick sooner).
    :param lead_samples: the most layouts dealt for the opening lead, each hidden hand in
        the range the auction shows (:mod:`bridgelaw.robots.lead`; default
        :data:`~bridgelaw.robots.lead.LEAD_FACTOR` times ``samples``); 0: dealt and
        counted as for any other card.
    :param defence_ranges: as a defender, deal every hidden hand within the range the
        auction shows for each card, not only the opening lead
        (:func:`~bridgelaw.robots.lead.layout_source`).
    :param carding: the seats that play by the robots' carding agreement (lead the top of
        equal cards, otherwise play the lowest: :mod:`bridgelaw.robots.carding`); when they
        defend, this robot reads their cards by it (declarer both defenders, a defender its
        partner) and deals no layout the agreement denies. Empty: no one's cards are read so.
    :param trust: the seats whose calls and cards tell this robot something (``None``:
        every seat): their calls are read by the bidder's ``inferences`` and their cards
        weigh the layouts as good play. Leave out a player whose methods it knows to carry
        no such information (a random caller, a player of its highest card): reading a
        random 3S as a preempt, or a random card as a best card, misplaces the cards.
    :param lookahead: as declarer, with ``scoring`` ``"imps"``, value the classes of
        cards near the best once more with the declarer's next decision taken single
        dummy (:mod:`bridgelaw.robots.lookahead`: against strategy fusion); ``None``: not.
    """

    def __init__(
        self,
        bidder: Bidder | None = None,
        *,
        samples: int = 20,
        max_samples: int | None = None,
        scoring: ScoringForm = "imps",
        seed: int = 0,
        solver: Solver | None = None,
        infer: bool = True,
        weigh: int = 0,
        slip: float = 0.25,
        weigh_cards: int = 40,
        ramp_after: int = 1,
        carding: Collection[Seat] = (),
        trust: Collection[Seat] | None = None,
        lead_samples: int | None = None,
        defence_ranges: bool = True,
        lookahead: Lookahead | None = None,
    ) -> None:
        if scoring not in SCORING_FORMS:
            raise ValueError(f"scoring must be one of {', '.join(SCORING_FORMS)}, not {scoring!r}")
        if samples < 1:
            raise ValueError(f"samples must be at least 1, not {samples}")
        if max_samples is not None and max_samples < samples:
            raise ValueError(f"max_samples must be at least samples ({samples}), not {max_samples}")
        if not 0 < slip <= 1:
            raise ValueError(f"slip must be above 0 and at most 1, not {slip}")
        if ramp_after < 0:
            raise ValueError(f"ramp_after must be at least 0, not {ramp_after}")
        if lead_samples is not None and lead_samples < 0:
            raise ValueError(f"lead_samples must be at least 0, not {lead_samples}")
        self._bidder = bidder if bidder is not None else default_bidder()
        self.samples = samples
        self.max_samples = samples if max_samples is None else max_samples
        self.scoring: ScoringForm = scoring
        self._seed = seed
        self._solver = solver
        self._infer = infer
        self.weigh = weigh
        self.slip = slip
        self.weigh_cards = weigh_cards
        self.ramp_after = ramp_after
        self.carding = frozenset(carding)
        self.trust = None if trust is None else frozenset(trust)
        self.defence_ranges = defence_ranges
        self.lookahead = lookahead
        self.lead_samples = LEAD_FACTOR * samples if lead_samples is None else lead_samples

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
        """The card of the best class of equal cards (:meth:`values`; the class of the
        lowest card when nothing can be sampled), by the carding agreement: the top of
        the class when leading, else its lowest (:func:`~bridgelaw.robots.carding.agreed_card`)."""
        classes = card_classes(view)
        if not classes:
            return min(view.legal_cards)
        chosen = 0
        if len(classes) > 1:
            sampled = self.sampled(view, classes)
            if sampled is not None:
                values = _means(sampled.rows, sampled.valued)
                chosen = max(range(len(values)), key=lambda i: (values[i], -classes[i][0].index))
                if self.lookahead is not None:
                    chosen = self._look_ahead(view, classes, sampled, values, chosen)
        return agreed_card(classes[chosen], leading=not view.current_trick)

    def _look_ahead(
        self,
        view: SeatView,
        classes: Sequence[tuple[Card, ...]],
        sampled: Sampled,
        values: Sequence[tuple[float, float]],
        chosen: int,
    ) -> int:
        """The class :func:`~bridgelaw.robots.lookahead.lookahead_choice` picks where this
        robot plays as declarer (from either hand) for IMPs; else ``chosen``."""
        contract, turn = view.contract, view.turn
        declarer = None if contract is None else contract.declarer
        if (
            self.lookahead is None
            or self.scoring != "imps"
            or contract is None
            or declarer is None
            or turn is None
            or view.seat != declarer
            or turn.side != declarer.side
        ):
            return chosen
        from bridgelaw.scoring.law77 import contract_score

        won = sum(1 for trick in view.tricks if trick.winner.side == declarer.side)
        vulnerable = view.vulnerability.is_vulnerable(declarer)

        def score(tricks: int) -> float:
            return float(contract_score(contract, vulnerable=vulnerable, tricks=won + tricks))

        solve = self._solver
        if solve is None:
            from bridgelaw.dd import endings_card_tricks

            solve = endings_card_tricks
        situation = Situation(
            trump=-1 if contract.strain.suit is None else int(contract.strain.suit),
            leader=view.current_trick[0][0] if view.current_trick else turn,
            current=tuple(card.index for _, card in view.current_trick),
            declarer=declarer,
            score=score,
            solve=solve,
        )
        cards = [group[0].index for group in classes]
        weights = [w for w, _ in sampled.rows]
        pick = lookahead_choice(self.lookahead, values, cards, sampled.layouts, weights, situation)
        return chosen if pick is None else pick

    def limit(self, view: SeatView) -> int:
        """The most layouts dealt for a decision in ``view``: :attr:`max_samples`, but in
        the first tricks, where each layout costs most to solve, at most ``samples``
        (the opening lead and trick 1), twice that (trick 2), four times (trick 3); with
        :attr:`ramp_after` 0, one trick sooner; for the opening lead, :attr:`lead_samples`."""
        if self.lead_samples and is_opening_lead(view):
            return max(self.lead_samples, self.samples)
        played = len(view.tricks)
        return min(self.max_samples, self.samples << max(0, played - self.ramp_after))

    def values(
        self, view: SeatView, classes: Sequence[tuple[Card, ...]] | None = None
    ) -> list[tuple[Card, tuple[float, float]]]:
        """The lowest card of each class of equivalent legal cards with its value for the
        form of scoring and its mean tricks (for the side to play, from now on), over the
        layouts sampled; empty when there is no layout to sample (no contract, or a view
        that contradicts itself, as after a revoke in laws mode).

        Layouts are dealt and solved a batch of :attr:`samples` at a time, until the best
        card is clearly best (its edge over each other card, layout by layout, is more
        than twice its standard error, or nil in every layout) or :meth:`limit` layouts
        are dealt. The same view always deals the same layouts."""
        if classes is None:
            classes = card_classes(view)
        sampled = self.sampled(view, classes)
        if sampled is None:
            return []
        values = _means(sampled.rows, sampled.valued)
        return [(group[0], value) for group, value in zip(classes, values, strict=True)]

    def sampled(self, view: SeatView, classes: Sequence[tuple[Card, ...]]) -> Sampled | None:
        """The layouts :meth:`values` deals and their solutions (``None``: no layout)."""
        contract = view.contract
        turn = view.turn
        if not classes or contract is None or contract.declarer is None or turn is None:
            return None
        solve = self._solver
        if solve is None:
            from bridgelaw.dd import endings_card_tricks

            solve = endings_card_tricks
        trump = -1 if contract.strain.suit is None else int(contract.strain.suit)
        leader = view.current_trick[0][0] if view.current_trick else turn
        current = [card.index for _, card in view.current_trick]
        known = knowledge(view, carding_bars(view, self.carding) if self.carding else None)
        rng = random.Random(_seed(self._seed, view))
        ranges = self._ranges(view) if self._infer else {}
        admits = _admits(ranges)
        limit = self.limit(view)
        opening = bool(self.lead_samples) and is_opening_lead(view)
        source = layout_source(
            view, known, rng, ranges, opening=opening, defence=self.defence_ranges,
        )  # fmt: skip
        plays = recent_plays(view, self.weigh, self.trust) if self.weigh else []
        plays = weighed(plays, self.weigh_cards)
        solved: dict[Layout, tuple[float, list[int]]] = {}
        # tricks for the side to play, from now on: one row per layout, one column per class
        rows: list[tuple[float, list[int]]] = []
        layouts: list[Layout] = []
        valued: list[tuple[float, list[float]]] = []
        dealt = 0
        while dealt < limit:
            wanted = min(self.samples, limit - dealt)
            if source is not None:
                batch = source.take(wanted)
            else:
                batch = sample_layouts(known, wanted, rng, admits=admits)
            if not batch:
                break
            dealt += len(batch)
            fresh = list(dict.fromkeys(layout for layout in batch if layout not in solved))
            endings = [(trump, int(leader), current, layout) for layout in fresh]
            answers = solve([*endings, *play_endings(fresh, plays, trump)])
            weights = play_weights(answers[len(fresh) :], plays, slip=self.slip)
            weights = weights or [1.0] * len(fresh)
            for layout, scores, weight in zip(fresh, answers[: len(fresh)], weights, strict=True):
                by_card = dict(scores)
                solved[layout] = (weight, [by_card[group[0].index] for group in classes])
            kept = [layout for layout in batch if solved[layout][0] > 0]
            new_rows = [solved[layout] for layout in kept]
            layouts.extend(kept)
            rows.extend(new_rows)
            valued.extend(_layout_values(new_rows, self.scoring, view, contract, turn))
            if dealt >= limit or _settled(valued):
                break
        if not rows:
            return None
        return Sampled(tuple(layouts), tuple(rows), tuple(valued))

    def _ranges(self, view: SeatView) -> Mapping[Seat, _HandRange]:
        """The bidder's ``inferences`` of ``view``: what each trusted player's calls show."""
        infer = getattr(self._bidder, "inferences", None)
        ranges = None if infer is None else infer(view)
        if not isinstance(ranges, Mapping):
            return {}
        return {
            seat: r
            for seat, r in ranges.items()
            if isinstance(r, _HandRange) and (self.trust is None or seat in self.trust)
        }


def _admits(usable: Mapping[Seat, _HandRange]) -> Callable[[Seat, Hand], bool] | None:
    """Whether a hidden seat's hand lies in its range among ``usable`` (``None``: no range)."""
    if not usable:
        return None

    def admits(seat: Seat, hand: Hand) -> bool:
        limit = usable.get(seat)
        return limit is None or bool(limit.admits(hand))

    return admits


def _layout_values(
    rows: list[tuple[float, list[int]]],
    scoring: ScoringForm,
    view: SeatView,
    contract: Contract,
    turn: Seat,
) -> list[tuple[float, list[float]]]:
    """Each class's value in each layout for the form of scoring (with the layout's weight):
    matchpoints against the other cards, the IMPs lost against the best card there, or
    the score."""
    if scoring == "matchpoints":
        return [
            (w, [sum(1.0 if t > o else 0.5 if t == o else 0.0 for o in row) for t in row])
            for w, row in rows
        ]
    from bridgelaw.scoring.law77 import contract_score
    from bridgelaw.scoring.law78 import imps

    declarer = contract.declarer
    assert declarer is not None
    ours = turn.side == declarer.side
    won = sum(1 for trick in view.tricks if trick.winner.side == declarer.side)
    left = 13 - len(view.tricks)
    vulnerable = view.vulnerability.is_vulnerable(declarer)
    cache: dict[int, int] = {}

    def score(future: int) -> int:
        if future not in cache:
            made = won + (future if ours else left - future)
            value = contract_score(contract, vulnerable=vulnerable, tricks=made)
            cache[future] = value if ours else -value
        return cache[future]

    out: list[tuple[float, list[float]]] = []
    for w, row in rows:
        scores = [score(future) for future in row]
        if scoring == "total":
            out.append((w, [float(value) for value in scores]))
        else:
            top = max(scores)
            out.append((w, [float(imps(value - top)) for value in scores]))
    return out


def _means(
    rows: Sequence[tuple[float, list[int]]], valued: Sequence[tuple[float, list[float]]]
) -> list[tuple[float, float]]:
    """Each class's mean value over the layouts, with its mean tricks as tie-break."""
    count = len(rows[0][1])
    weight = sum(w for w, _ in rows)
    tricks = [sum(w * row[i] for w, row in rows) / weight for i in range(count)]
    points = [sum(w * row[i] for w, row in valued) / weight for i in range(count)]
    return list(zip(points, tricks, strict=True))


def _settled(valued: list[tuple[float, list[float]]], z: float = 2.0) -> bool:
    """Whether the card with the best mean value is clearly best: against each other
    card, its edge layout by layout is nil in every layout, or its mean is more than
    ``z`` standard errors above nothing (the layouts counted by weight: their effective
    number is ``sum(w) ** 2 / sum(w ** 2)``)."""
    if not valued:
        return False
    count = len(valued[0][1])
    weight = sum(w for w, _ in valued)
    effective = weight * weight / sum(w * w for w, _ in valued)
    if effective < 2:
        return count < 2
    means = [sum(w * row[i] for w, row in valued) / weight for i in range(count)]
    best = max(range(count), key=lambda i: means[i])
    for other in range(count):
        if other == best:
            continue
        edges = [(w, row[best] - row[other]) for w, row in valued]
        if all(edge == 0 for _, edge in edges):
            continue
        mean = means[best] - means[other]
        variance = sum(w * (edge - mean) ** 2 for w, edge in edges) / weight
        variance *= effective / (effective - 1)
        if mean <= 0 or mean * mean * effective <= z * z * variance:
            return False
    return True
