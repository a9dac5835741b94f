"""The club night's ranking and travellers: the event model's scoring, the fouled
boards scored by form and the procedural penalties deducted.

:func:`score_club` scores the night's entries with
:func:`~bridgelaw.tournament.event_results.score_event` under the night's conditions of
contest (Law 78D), the path of ``bridgelaw event run --conditions``. Each fouled board
(Law 87B) is then scored again form by form (each form's tables matchpointed among
themselves under the conditions, factored to the whole board) and the pairs' totals
move by the difference. Each procedural penalty (Law 90) is deducted from its pair's
total, a percentage of a top converted with the board's top (the penalised board's,
else the night's largest), and the pairs are ranked again
(:func:`~bridgelaw.tournament.ranking.rank`).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from bridgelaw.core.seats import Side
from bridgelaw.scoring.conditions import Conditions, conditions, matchpoint_board
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
        """The standings, then the group's pairs with no result yet (no place, no score:
        ``None``, not 0)."""
        names = self.results.event.names
        out = []
        for group, members in zip(self.results.groups, _group_members(self.results), strict=True):
            lines = [
                {
                    "place": s.place_label,
                    "pair": s.contestant,
                    "names": names.get(s.contestant, ""),
                    "points": round(s.tally.points, 2),
                    "percent": None if s.tally.percent is None else round(s.tally.percent, 2),
                    "penalty": round(self.deductions.get(s.contestant, 0.0), 2),
                }
                for s in group.standings
            ]
            ranked = {s.contestant for s in group.standings}
            lines += [
                {
                    "place": "",
                    "pair": pair,
                    "names": names.get(pair, ""),
                    "points": None,
                    "percent": None,
                    "penalty": round(self.deductions.get(pair, 0.0), 2),
                }
                for pair in members
                if pair not in ranked
            ]
            out.append({"title": group.title, "lines": lines})
        return out

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


def _group_members(results: EventResults) -> list[tuple[str, ...]]:
    """The pairs of each ranking group of ``results`` (in the groups' order), those with
    no result yet too: a section's pairs, or in a Mitchell (not arrow-switched) each
    field's, as :func:`~bridgelaw.tournament.event_results.score_event` groups them."""
    out: list[tuple[str, ...]] = []
    made: dict[tuple[str, str], list[tuple[str, ...]]] = {}
    for group in results.groups:
        key = (group.session, group.section)
        if key not in made:
            section = results.event.session(group.session).section(group.section)
            movement = section.movement
            if movement is None:
                fields: list[tuple[str, ...]] = [()]
            elif movement.fields is None or movement.arrow_switched:
                fields = [movement.contestants]
            else:
                fields = list(movement.fields)
            made[key] = [
                tuple(c for c in map(section.contestant, field) if c is not None)
                for field in fields
            ]
        out.append(made[key].pop(0) if made[key] else ())
    return out


def _board_tops(awards: Iterable[Award]) -> dict[int, float]:
    tops: dict[int, float] = {}
    for award in awards:
        if award.top is not None:
            tops[award.board] = max(tops.get(award.board, 0.0), award.top)
    return tops


def _shifted(results: EventResults, shifts: Mapping[str, float]) -> EventResults:
    """``results`` with each contestant's points moved by ``shifts``, ranked again."""

    def moved(tallies: Mapping[str, Tally]) -> dict[str, Tally]:
        return {
            who: replace(t, points=round(t.points + shifts.get(who, 0.0), 10))
            for who, t in tallies.items()
        }

    def again(standings: Sequence[Standing]) -> tuple[Standing, ...]:
        return rank(moved({s.contestant: s.tally for s in standings}))

    sessions = tuple((name, moved(tallies)) for name, tallies in results.sessions)
    groups = tuple(
        RankingGroup(g.title, g.session, g.section, again(g.standings)) for g in results.groups
    )
    overall = rank(cumulative(t for _, t in sessions))
    return replace(results, sessions=sessions, groups=groups, overall=overall)


def _fouled(
    results: EventResults, fouled: Mapping[int, Mapping[int, int]], c: Conditions
) -> EventResults:
    """Each fouled board scored again by form (Law 87B): the tables that played the same
    form are matchpointed among themselves under the conditions, factored to the size of
    the whole board (as the board was scored, unfouled), and the pairs' totals move by
    the difference."""
    fouled = {b: forms for b, forms in fouled.items() if forms}
    if not fouled:
        return results
    counts: dict[int, int] = defaultdict(int)
    for entry in results.entries:
        counts[entry.board] += 1
    largest = max(counts.values(), default=0)
    points: dict[tuple[int, Side], float] = {}
    for board, forms in fouled.items():
        size = largest if c.factoring else counts.get(board, 0)
        groups: dict[int, list[Entry]] = defaultdict(list)
        for entry in results.entries:
            if entry.board == board:
                groups[forms.get(entry.table or 0, 0)].append(entry)
        for members in groups.values():
            by_form, _ = matchpoint_board([e.scoring_entry() for e in members], c, size=size)
            for entry, (ns, ew) in zip(members, by_form, strict=True):
                points[(id(entry), Side.NS)] = ns or 0.0
                points[(id(entry), Side.EW)] = ew or 0.0
    shifts: dict[str, float] = defaultdict(float)
    awards: list[Award] = []
    for award in results.awards:
        new = points.get((id(award.entry), award.side))
        if new is None:
            awards.append(award)
            continue
        shifts[award.contestant] += new - award.points
        awards.append(replace(award, points=new))
    return _shifted(replace(results, awards=tuple(awards)), shifts)


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
    shifted = _shifted(results, {who: -points for who, points in deductions.items()})
    return ClubScore(shifted, dict(deductions), c)


def score_club(night: ClubNight) -> ClubScore:
    """The night's results and ranking (module doc)."""
    return score_entries(
        night.event, night.entries(), night.penalties, night.setup.conditions, night.fouled
    )


def score_entries(
    event: Event,
    entries: Sequence[Entry],
    penalties: Sequence[ProceduralPenalty],
    named: str,
    fouled: Mapping[int, Mapping[int, int]] | None = None,
) -> ClubScore:
    """A night's ``entries`` and ``penalties`` scored under the conditions ``named``, the
    ``fouled`` boards (board -> table -> form, Law 87) by form (what :func:`score_club`
    does, from a copy taken under the night's lock)."""
    chosen = conditions(named)
    if not entries:  # nothing entered yet: the groups, every pair in them with no score
        return ClubScore(score_event(event, entries), {}, chosen)
    results = _fouled(score_event(event, entries, conditions=chosen), fouled or {}, chosen)
    return _penalised(results, penalties, chosen)
