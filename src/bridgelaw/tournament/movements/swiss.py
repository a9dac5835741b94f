"""Swiss pairings (teams or pairs): each round pairs contestants by their current ranking.

Rules, in order of priority:

1. no two contestants meet twice, if any pairing of the field avoids it;
2. with an odd number, one contestant has a bye: the lowest-ranked one who has
   not had a bye yet (if all have, the lowest-ranked);
3. otherwise pair from the top: the leader meets the highest-ranked contestant
   it has not met, then the highest remaining, and so on, going back
   (backtracking) only when the rest could not be paired without a repeat.

Ties in the ranking are broken by the order the contestants were entered in
(their seeding), so the pairings are deterministic. If no pairing avoids a
repeat (late in a small field), the top-down pairing that repeats the fewest
meetings is used, and :attr:`SwissPairing.repeats` says how many.

Each round is one board set played at every table from duplicated boards
(the usual Swiss teams or Swiss pairs). The higher-ranked contestant sits
North-South (for teams: in the open room).

>>> pairing = swiss_pairing(["A", "B", "C", "D", "E"], played=[("A", "B")])
>>> pairing.matches, pairing.bye
((('A', 'C'), ('B', 'D')), 'E')
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass

from bridgelaw.tournament.errors import MovementError
from bridgelaw.tournament.model import Movement, Round, Seating, board_sets

__all__ = [
    "SwissPairing",
    "play_swiss",
    "swiss_movement",
    "swiss_order",
    "swiss_pairing",
    "swiss_round",
]

_SEARCH_LIMIT = 200_000
"""Nodes explored before giving up on a pairing with no repeat."""


@dataclass(frozen=True, slots=True)
class SwissPairing:
    """The meetings of one Swiss round: (higher-ranked, lower-ranked), and the bye."""

    matches: tuple[tuple[str, str], ...]
    bye: str | None
    repeats: int = 0
    """How many of the matches repeat an earlier meeting (0 whenever avoidable)."""


def swiss_order(scores: Mapping[str, float], seeding: Sequence[str]) -> list[str]:
    """The ranking used for pairing: by score, highest first; ties by seeding order.

    >>> swiss_order({"A": 10, "B": 12, "C": 10}, ["C", "B", "A"])
    ['B', 'C', 'A']
    """
    missing = [c for c in seeding if c not in scores]
    if missing:
        raise MovementError(f"no score for {missing[0]!r}")
    position = {c: i for i, c in enumerate(seeding)}
    return sorted(seeding, key=lambda c: (-scores[c], position[c]))


def swiss_pairing(
    ranking: Sequence[str],
    *,
    played: Iterable[tuple[str, str]] = (),
    had_bye: Collection[str] = (),
) -> SwissPairing:
    """Pair ``ranking`` (best first) for the next round.

    :param played: the meetings so far, in any order within each.
    :param had_bye: contestants that have already had a bye.
    """
    if len(set(ranking)) != len(ranking):
        raise MovementError("a contestant is listed twice in the Swiss ranking")
    if len(ranking) < 2:
        raise MovementError("a Swiss round needs at least two contestants")
    met = {frozenset(p) for p in played}
    order = list(ranking)
    if len(order) % 2 == 0:
        candidates: list[str | None] = [None]
    else:
        fresh = [c for c in reversed(order) if c not in had_bye]
        candidates = [*fresh, *(c for c in reversed(order) if c in had_bye)]
    for bye in candidates:
        rest = [c for c in order if c != bye]
        matches = _pair_without_repeats(rest, met)
        if matches is not None:
            return SwissPairing(tuple(matches), bye)
    bye = candidates[0]
    rest = [c for c in order if c != bye]
    matches, repeats = _pair_fewest_repeats(rest, met)
    return SwissPairing(tuple(matches), bye, repeats)


def _pair_without_repeats(
    order: list[str], met: set[frozenset[str]]
) -> list[tuple[str, str]] | None:
    budget = [_SEARCH_LIMIT]

    def search(left: list[str]) -> list[tuple[str, str]] | None:
        if not left:
            return []
        budget[0] -= 1
        if budget[0] < 0:
            return None
        top = left[0]
        for i in range(1, len(left)):
            other = left[i]
            if frozenset((top, other)) in met:
                continue
            rest = search(left[1:i] + left[i + 1 :])
            if rest is not None:
                return [(top, other), *rest]
        return None

    return search(order)


def _pair_fewest_repeats(
    order: list[str], met: set[frozenset[str]]
) -> tuple[list[tuple[str, str]], int]:
    """Top-down greedy pairing: a fresh opponent when there is one, else the next one."""
    left = list(order)
    matches: list[tuple[str, str]] = []
    repeats = 0
    while left:
        top = left.pop(0)
        pick = next((c for c in left if frozenset((top, c)) not in met), None)
        if pick is None:
            pick = left[0]
            repeats += 1
        left.remove(pick)
        matches.append((top, pick))
    return matches, repeats


def swiss_round(number: int, pairing: SwissPairing, *, teams: bool) -> Round:
    """The round ``number`` of a Swiss movement from its pairing (board set ``number``)."""
    seatings: list[Seating] = []
    for high, low in pairing.matches:
        table = len(seatings) + 1
        seatings.append(Seating(table, high, low, number))
        if teams:
            seatings.append(Seating(table + 1, low, high, number))
    shared = (tuple(s.table for s in seatings),) if len(seatings) > 1 else ()
    byes = (pairing.bye,) if pairing.bye is not None else ()
    return Round(number, tuple(seatings), sitting_out=byes, shared=shared)


def swiss_movement(
    contestants: Sequence[str],
    rounds: Sequence[Round],
    *,
    teams: bool,
    boards_per_round: int,
) -> Movement:
    """The Swiss movement made of ``rounds`` so far (from :func:`swiss_round`)."""
    what = "teams" if teams else "pairs"
    return Movement(
        name=f"Swiss {what}, {len(contestants)} {what}, {len(rounds)} rounds",
        family="swiss",
        contestants=tuple(contestants),
        board_sets=board_sets(max(len(rounds), 1), boards_per_round),
        rounds=tuple(rounds),
        teams=teams,
        complete=False,
        plays_per_set=len(rounds[0].tables) if rounds else None,
        duplicated=True,
        notes=("each round is played from duplicated boards at every table",),
    )


MatchResult = Callable[[int, str, str], tuple[float, float]]
"""``result(round, high, low) -> (points of high, points of low)`` for one match."""


def play_swiss(
    contestants: Sequence[str],
    rounds: int,
    result: MatchResult,
    *,
    teams: bool = True,
    boards_per_round: int = 7,
    bye_points: float = 0.0,
) -> tuple[Movement, dict[str, float]]:
    """Run a whole Swiss: pair, ask ``result`` for each match, accumulate, repeat.

    :returns: the movement played and the final scores.
    """
    if rounds < 1:
        raise MovementError(f"a Swiss needs at least one round, not {rounds}")
    scores = dict.fromkeys(contestants, 0.0)
    played: list[tuple[str, str]] = []
    byes: list[str] = []
    made: list[Round] = []
    for number in range(1, rounds + 1):
        ranking = swiss_order(scores, contestants)
        pairing = swiss_pairing(ranking, played=played, had_bye=byes)
        made.append(swiss_round(number, pairing, teams=teams))
        for high, low in pairing.matches:
            got_high, got_low = result(number, high, low)
            scores[high] += got_high
            scores[low] += got_low
            played.append((high, low))
        if pairing.bye is not None:
            scores[pairing.bye] += bye_points
            byes.append(pairing.bye)
    movement = swiss_movement(contestants, made, teams=teams, boards_per_round=boards_per_round)
    return movement, scores
