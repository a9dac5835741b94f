"""How likely a sampled layout makes the cards the hidden hands have played.

The players a robot cannot see play well: a layout in which one of their recent cards
gave a trick away double dummy is less likely than one in which that card was best.
:func:`recent_plays` finds the last cards the hidden hands played (from the view: the
tricks and the trick in progress, nothing else), and :func:`play_weights` solves, for
each layout, the position each of those cards was played from (:func:`play_endings`:
the layout with the cards played since given back to their holders) and weights the
layout by ``slip ** tricks given away`` (:func:`play_weights`). The robot then counts
each layout by its weight.

Only plays from positions with at most ``most_cards`` cards in the hands are weighed: a
position of a full deal costs a hundred times a late one to solve.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from bridgelaw.core.cards import Card
from bridgelaw.core.seats import Seat
from bridgelaw.dd import Ending
from bridgelaw.robots.sampling import Layout
from bridgelaw.table.views import SeatView

__all__ = ["Play", "play_endings", "play_weights", "recent_plays", "weighed"]


@dataclass(frozen=True, slots=True)
class Play:
    """A card a hidden hand played, and what it was played into."""

    seat: Seat
    card: Card
    leader: Seat
    """Who led the trick it was played to."""
    before: tuple[Card, ...]
    """The cards played to that trick before it."""
    after: tuple[tuple[Seat, Card], ...]
    """Every card played since it, in order, with its holder (the card itself first)."""
    cards: int
    """How many cards the four hands held (the trick's cards included) when it was played."""


def recent_plays(view: SeatView, count: int, seats: Collection[Seat] | None = None) -> list[Play]:
    """The last ``count`` cards played by the seats whose hands ``view`` does not show
    (of ``seats`` only, when given: the players whose cards are evidence), latest first."""
    sequence: list[tuple[Seat, Card, Seat, int]] = []  # holder, card, leader, place in trick
    for trick in view.tricks:
        for place, card in enumerate(trick.cards):
            sequence.append((trick.leader.next(place), card, trick.leader, place))
    if view.current_trick:
        leader = view.current_trick[0][0]
        for place, (holder, card) in enumerate(view.current_trick):
            sequence.append((holder, card, leader, place))
    out: list[Play] = []
    for at in range(len(sequence) - 1, -1, -1):
        if len(out) == count:
            break
        holder, card, leader, place = sequence[at]
        if holder in view.hands or (seats is not None and holder not in seats):
            continue
        before = tuple(entry[1] for entry in sequence[at - place : at])
        after = tuple((entry[0], entry[1]) for entry in sequence[at:])
        out.append(Play(holder, card, leader, before, after, 52 - (at - place)))
    return out


def weighed(plays: Sequence[Play], most_cards: int = 40) -> list[Play]:
    """The ``plays`` worth weighing: those from positions of at most ``most_cards`` cards."""
    return [play for play in plays if play.cards <= most_cards]


def play_endings(layouts: Sequence[Layout], plays: Sequence[Play], trump: int) -> list[Ending]:
    """The positions the ``plays`` were made from, in each layout (layout by layout, the
    plays in order): the layout with the cards played since given back."""
    endings: list[Ending] = []
    for layout in layouts:
        for play in plays:
            masks = list(layout)
            for holder, card in play.after:
                masks[holder] |= 1 << card.index
            endings.append((trump, int(play.leader), [c.index for c in play.before], masks))
    return endings


def play_weights(
    answers: Sequence[Sequence[tuple[int, int]]], plays: Sequence[Play], *, slip: float = 0.25
) -> list[float]:
    """A weight for each layout from the solutions of :func:`play_endings`: ``slip`` to
    the power of the tricks the ``plays`` gave away in it, double dummy (1 when each
    was a best card)."""
    if not plays:
        return []
    weights: list[float] = []
    for start in range(0, len(answers), len(plays)):
        lost = 0
        for play, scores in zip(plays, answers[start : start + len(plays)], strict=True):
            tricks = dict(scores)
            if play.card.index in tricks:
                lost += max(tricks.values()) - tricks[play.card.index]
        weights.append(slip**lost)
    return weights
