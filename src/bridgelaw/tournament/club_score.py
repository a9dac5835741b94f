"""The club night's ranking and travellers: the event model's scoring with the
procedural penalties deducted.

:func:`score_club` scores the night's entries with
:func:`~bridgelaw.tournament.event_results.score_event` under the night's conditions of
contest (Law 78D), the path of ``bridgelaw event run --conditions``; then each
procedural penalty (Law 90) is deducted from its pair's total, a percentage of a top
converted with the board's top (the penalised board's, else the night's largest), and
the pairs are ranked again (:func:`~bridgelaw.tournament.ranking.rank`).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from bridgelaw.core.seats import Side
from bridgelaw.scoring.conditions import Conditions, conditions
from bridgelaw.scoring.penalties import ProceduralPenalty
from bridgelaw.tournament.club import ClubNight
from bridgelaw.tournament.event import Entry, Event
from bridgelaw.tournament.event_results import Award, EventResults, RankingGroup, score_event
from bridgelaw.tournament.ranking import Standing, Tally, cumulative, rank

__all__ = ["ClubScore", "score_club", "score_entries"]


@dataclass(frozen=True, slots=True)
class ClubScore:
    """The night scored: the event model's results (penalties deducted in the rankings),
    the deductions by pair, and the conditions used."""

    results: EventResults
    deductions: Mapping[str, float]
    conditions: Conditions
    _made: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)
    """The JSON forms made so far (each is made once and shared: do not change them)."""

    def ranking_json(self) -> list[dict[str, Any]]:
        """Each ranking group with its lines (place, pair, names, points, percent)."""
        made: list[dict[str, Any]] | None = self._made.get("ranking")
        if made is None:
            made = self._made["ranking"] = self._ranking_json()
        return made

    def travellers_json(self) -> dict[int, list[dict[str, Any]]]:
        """Board -> its traveller rows (in table order) with each side's matchpoints."""
        made: dict[int, list[dict[str, Any]]] | None = self._made.get("travellers")
        if made is None:
            made = self._made["travellers"] = self._travellers_json()
        return made

    def _ranking_json(self) -> list[dict[str, Any]]:
        names = self.results.event.names
        return [
            {
                "title": group.title,
                "lines": [
                    {
                        "place": s.place_label,
                        "pair": s.contestant,
                        "names": names.get(s.contestant, ""),
                        "points": round(s.tally.points, 2),
                        "percent": None if s.tally.percent is None else round(s.tally.percent, 2),
                        "penalty": round(self.deductions.get(s.contestant, 0.0), 2),
                    }
                    for s in group.standings
                ],
            }
            for group in self.results.groups
        ]

    def _travellers_json(self) -> dict[int, list[dict[str, Any]]]:
        awards: dict[tuple[int, Side], Award] = {}
        for award in self.results.awards:
            awards.setdefault((id(award.entry), award.side), award)
        out: dict[int, list[dict[str, Any]]] = defaultdict(list)
        for entry in sorted(self.results.entries, key=lambda e: (e.board, e.table or 0)):
            ns, ew = awards.get((id(entry), Side.NS)), awards.get((id(entry), Side.EW))
            score = entry.score_ns()
            out[entry.board].append(
                {
                    "round": entry.round,
                    "table": entry.table,
                    "ns": entry.ns,
                    "ew": entry.ew,
                    "result": str(entry.outcome),
                    "score": score,
                    "ns_mp": None if ns is None else round(ns.points, 2),
                    "ew_mp": None if ew is None else round(ew.points, 2),
                    "top": None if ns is None or ns.top is None else round(ns.top, 2),
                }
            )
        return dict(out)


def _board_tops(awards: Iterable[Award]) -> dict[int, float]:
    tops: dict[int, float] = {}
    for award in awards:
        if award.top is not None:
            tops[award.board] = max(tops.get(award.board, 0.0), award.top)
    return tops


def _penalised(
    results: EventResults, penalties: Sequence[ProceduralPenalty], c: Conditions
) -> ClubScore:
    tops = _board_tops(results.awards)
    largest = max(tops.values(), default=None)
    deductions: dict[str, float] = defaultdict(float)
    for penalty in penalties:
        top = tops.get(penalty.board, largest) if penalty.board is not None else largest
        deductions[penalty.contestant] += penalty.deduction(top=top)
    if not deductions:
        return ClubScore(results, {}, c)

    def less(tallies: Mapping[str, Tally]) -> dict[str, Tally]:
        return {
            who: replace(t, points=round(t.points - deductions.get(who, 0.0), 10))
            for who, t in tallies.items()
        }

    def again(standings: Sequence[Standing]) -> tuple[Standing, ...]:
        return rank(less({s.contestant: s.tally for s in standings}))

    sessions = tuple((name, less(tallies)) for name, tallies in results.sessions)
    groups = tuple(
        RankingGroup(g.title, g.session, g.section, again(g.standings)) for g in results.groups
    )
    overall = rank(cumulative(t for _, t in sessions))
    scored = replace(results, sessions=sessions, groups=groups, overall=overall)
    return ClubScore(scored, dict(deductions), c)


def score_club(night: ClubNight) -> ClubScore:
    """The night's results and ranking (module doc)."""
    return score_entries(night.event, night.entries(), night.penalties, night.setup.conditions)


def score_entries(
    event: Event, entries: Sequence[Entry], penalties: Sequence[ProceduralPenalty], named: str
) -> ClubScore:
    """A night's ``entries`` and ``penalties`` scored under the conditions ``named``
    (what :func:`score_club` does, from a copy taken under the night's lock)."""
    chosen = conditions(named)
    results = score_event(event, entries, conditions=chosen)
    return _penalised(results, penalties, chosen)
