"""The club night's ranking, travellers, results page and PBN: the one event model's.

:func:`score_club` makes the night the one event model
(:func:`~bridgelaw.tournament.results_event.results_event`: each table result checked
against the movement, its fouled boards and procedural penalties with it) and scores it
with :func:`bridgelaw.results.score.score_event` under the night's conditions of contest
(Law 78D), the path of ``bridgelaw score`` and ``bridgelaw event run --conditions``: a
fouled board (Law 87B) is scored form by form (each form's tables matchpointed among
themselves, factored to the whole board), each procedural penalty (Law 90) is deducted
from its pair's total (a percentage of a top converted with the penalised board's top,
else the night's largest), and the pairs ranked (each field of a Mitchell apart). The
big screen's JSON (:meth:`ClubScore.ranking_json`, :meth:`ClubScore.travellers_json`),
the results page (:meth:`ClubScore.page`, :mod:`bridgelaw.results.pages_scored`), the
PBN (:meth:`ClubScore.pbn`, :func:`bridgelaw.results.publish.results_pbn`) and the CSV
(:meth:`ClubScore.csv`) all come from that one scoring.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from bridgelaw.render.records import HandRecord
from bridgelaw.results.page_model import ResultsPage
from bridgelaw.results.ranking import place_text
from bridgelaw.results.score import Method, ScoredEvent, Standing, rank_within, score_event
from bridgelaw.scoring.conditions import Conditions, conditions
from bridgelaw.scoring.penalties import ProceduralPenalty
from bridgelaw.tournament.club import ClubNight
from bridgelaw.tournament.event import Entry, Event, ResultSheet
from bridgelaw.tournament.results_event import fields_of, results_event

__all__ = ["ClubScore", "score_club", "score_entries"]


@dataclass(frozen=True, slots=True)
class ClubScore:
    """The night scored by the one event model: the entries (in the model's table
    order), the scored event (penalties deducted in its standings) and the conditions."""

    event: Event
    entries: tuple[Entry, ...]
    scored: ScoredEvent
    conditions: Conditions
    _made: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)
    """The JSON forms made so far (each is made once and shared: do not change them)."""

    @property
    def deductions(self) -> dict[str, float]:
        """Each penalised pair's procedural penalties in matchpoints (Law 90)."""
        return {s.contestant.id: s.penalty for s in self.scored.standings if s.penalty}

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

    def page(
        self,
        *,
        records: Sequence[HandRecord] = (),
        conditions: Sequence[str] = (),
        downloads: Sequence[tuple[str, str]] = (),
    ) -> ResultsPage:
        """The night's results page (:func:`bridgelaw.results.pages_scored.scored_page`),
        each board with its deal, double-dummy table and par from ``records``."""
        from bridgelaw.results.pages_scored import scored_page

        lines = (f"conditions of contest {self.conditions.summary()}", *conditions)
        return scored_page(
            _with_deals(self.scored, records),
            records=records,
            conditions=lines,
            downloads=downloads,
        )

    def pbn(self, *, records: Sequence[HandRecord] = ()) -> str:
        """The night as a PBN file in export format (a ``ScoreTable`` per board, the
        ranking in the ``TotalScoreTable``), each board with its deal from ``records``."""
        from bridgelaw.results.publish import results_pbn

        return results_pbn(_with_deals(self.scored, records))

    def csv(self) -> str:
        """Every table of every board with its matchpoints and percentages
        (:func:`bridgelaw.results.publish.travellers_csv`, as ``score --csv`` writes)."""
        from bridgelaw.results.publish import travellers_csv

        return travellers_csv(self.scored)

    def _ranking_json(self) -> list[dict[str, Any]]:
        """Each group's standings, then its pairs with no result yet (no place, no
        score: ``None``, not 0)."""
        names = self.event.names
        out = []
        for title, members in _groups(self.event):
            standings = rank_within(self.scored.standings, members, Method.MATCHPOINTS)
            ordered = sorted(standings, key=lambda s: (s.place, _natural(s.contestant.id)))
            lines = [_line(s, names.get(s.contestant.id, "")) for s in ordered]
            ranked = {s.contestant.id for s in standings}
            lines += [
                {
                    "place": "",
                    "pair": pair,
                    "names": names.get(pair, ""),
                    "points": None,
                    "percent": None,
                    "penalty": 0.0,
                }
                for pair in members
                if pair not in ranked
            ]
            out.append({"title": title, "lines": lines})
        return out

    def _travellers_json(self) -> dict[int, list[dict[str, Any]]]:
        entry_of = dict(zip(map(id, self.scored.event.tables), self.entries, strict=True))
        rows: list[tuple[Entry, dict[str, Any]]] = []
        for board in self.scored.boards:
            for scored in board.tables:
                entry = entry_of[id(scored.table)]
                row = {
                    "round": entry.round,
                    "table": entry.table,
                    "ns": entry.ns,
                    "ew": entry.ew,
                    "result": str(entry.outcome),
                    "score": entry.score_ns(),
                    "ns_mp": _figure(scored.ns),
                    "ew_mp": _figure(scored.ew),
                    "top": _figure(board.top),
                }
                rows.append((entry, row))
        out: dict[int, list[dict[str, Any]]] = defaultdict(list)
        for entry, row in sorted(rows, key=lambda item: (item[0].board, item[0].table or 0)):
            out[entry.board].append(row)
        return dict(out)


def _figure(value: float | None) -> float | None:
    return None if value is None else round(value, 2)


def _line(standing: Standing, names: str) -> dict[str, Any]:
    """A ranking line of the big screen: its place written as the results page writes
    it (:func:`~bridgelaw.results.ranking.place_text`: ``3``, or ``3-4`` when shared)."""
    return {
        "place": place_text(*standing.place),
        "pair": standing.contestant.id,
        "names": names,
        "points": _figure(standing.total),
        "percent": _figure(standing.percent),
        "penalty": _figure(standing.penalty),
    }


def _groups(event: Event) -> list[tuple[str, tuple[str, ...]]]:
    """Each ranking group of the night with its pairs, those with no result yet too:
    each section's, or in a Mitchell (not arrow-switched) each field's."""
    out: list[tuple[str, tuple[str, ...]]] = []
    for session in event.sessions:
        for section in session.sections:
            title = f"session {session.name}, section {section.name}"
            movement = section.movement
            if movement is None:
                continue
            if movement.fields is None or movement.arrow_switched:
                named = [(title, movement.contestants)]
            else:
                ns, ew = movement.fields
                named = [(f"{title}, North-South", ns), (f"{title}, East-West", ew)]
            for name, labels in named:
                pairs = tuple(c for c in map(section.contestant, labels) if c is not None)
                out.append((name, pairs))
    return out


def _natural(name: str) -> tuple[int, str]:
    """``"2NS"`` before ``"10NS"`` (a shared place lists its pairs by number)."""
    digits = len(name) - len(name.lstrip("0123456789"))
    return (int(name[:digits]) if digits else 0, name[digits:])


def _with_deals(scored: ScoredEvent, records: Sequence[HandRecord]) -> ScoredEvent:
    """``scored`` with each board's deal from its hand record (the night's deals)."""
    known = {r.board.number: r.board for r in records}
    if not known:
        return scored
    boards = tuple(replace(b, board=known.get(b.number, b.board)) for b in scored.boards)
    event = replace(scored.event, boards={**scored.event.boards, **known})
    return replace(scored, boards=boards, event=event)


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
    does, from a copy taken under the night's lock).

    :raises EntryError: an entry that does not fit the movement.
    """
    chosen = conditions(named)
    sheet = ResultSheet(event)
    sheet.enter_all(entries)
    accepted = sheet.entries
    model = results_event(event, accepted, penalties=penalties, fouled=fouled)
    if not accepted:  # nothing entered yet: every pair listed with no score
        empty = ScoredEvent(model, Method.MATCHPOINTS, (), (), chosen)
        return ClubScore(event, accepted, empty, chosen)
    scored = score_event(model, Method.MATCHPOINTS, conditions=chosen, fields=fields_of(event))
    return ClubScore(event, accepted, scored, chosen)
