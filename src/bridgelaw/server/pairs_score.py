"""A pairs event's results through the one event model: each board played at each table
of each round is an :class:`~bridgelaw.tournament.event.Entry` of the movement's pairs
(contract, declarer and tricks from the table's log), checked against the movement and
scored by :func:`bridgelaw.tournament.results_event.scored_event` (matchpoints; each
field of a Mitchell ranked apart), with the pairs' names; published by
:mod:`bridgelaw.results` (the results page: ranking, travellers, score cards, hand
records; the PBN file with its score tables).

Every pair of the movement is ranked, one that has finished no board too (last, no place,
no score, 0 boards: it does not vanish), in its field of a Mitchell.

The hand records' double-dummy tables and par are solved in the background
(:class:`~bridgelaw.server.club_records.NightRecords`), never in a request: the page shows
what is solved so far.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from bridgelaw.dealing import deal_for_board
from bridgelaw.render.records import HandRecord
from bridgelaw.results.event import Contestant, TableEntry
from bridgelaw.results.html import page_html
from bridgelaw.results.page_model import BoardPage, CardLine, Ranking, ResultsPage, ScoreCard
from bridgelaw.results.pages_scored import scored_page
from bridgelaw.results.publish import results_json, results_pbn
from bridgelaw.results.score import FieldRanking, Method, rank_within, score_event
from bridgelaw.server.club_records import NightRecords
from bridgelaw.server.pairs_penalties import penalties
from bridgelaw.server.pairs_rulings import PairAdjustment, adjustments
from bridgelaw.server.pairs_words import movement_text
from bridgelaw.tournament.event import (
    Entry,
    Event,
    Kind,
    Outcome,
    Section,
    Session,
    parse_outcome,
)
from bridgelaw.tournament.results_event import checked_event, fields_of

if TYPE_CHECKING:
    from bridgelaw.results.score import ScoredEvent
    from bridgelaw.server.game import Game
    from bridgelaw.server.pairs import PairEvent

__all__ = ["EventScore", "entries", "event_of", "score"]

Row = dict[str, Any]


def event_of(event: PairEvent) -> Event:
    """The event as the tournament module knows it: one session, one section, the
    movement and the pairs' names."""
    section = Section("A", event.movement)
    return Event(event.name, Kind.PAIRS, (Session("1", (section,)),), names=event.names())


def entries(event: PairEvent, game: Game) -> list[Entry]:
    """Every board played to its end at the event's tables, as entries of the movement's
    pairs (round and table order); a board with an adjusted score (Law 12C) is that
    score, played or not."""
    found: list[Entry] = []
    adjusted = adjustments(event)
    for (rnd, table), table_id in sorted(event.tables.items()):
        seating = event.seating(rnd, table)
        if seating.ns is None or seating.ew is None:
            continue
        for board in event.boards(rnd, table):
            adjustment = adjusted.get((rnd, table, board))
            result = None if adjustment is not None else game.result(table_id, board)
            if adjustment is not None:
                outcome: Outcome = adjustment.outcome()
            elif result is not None:
                contract = result["contract"] or "Pass"
                outcome = parse_outcome(contract, result["declarer"], result["tricks"])
            else:
                continue
            where = f"round {rnd}, table {table}"
            found.append(
                Entry(board, seating.ns, seating.ew, outcome, table=table, round=rnd, where=where)
            )
    return found


def scored_all(
    event: PairEvent, found: Sequence[Entry], records: Sequence[HandRecord] = ()
) -> ScoredEvent:
    """The results checked against the movement and scored by the one event model
    (:func:`~bridgelaw.tournament.results_event.checked_event`,
    :func:`~bridgelaw.results.score.score_event`: matchpoints, each field of a Mitchell
    apart) with every pair of the movement a contestant: one that has finished no board
    is ranked last with 0 boards, in its field.

    :raises EntryError: a result that does not fit the movement.
    :raises NotationError: no result at all.
    """
    played = {who for entry in found for who in (entry.ns, entry.ew)}
    given = [p.penalty(event.edition) for p in penalties(event) if p.pair in played]
    known = replace(event_of(event), penalties=tuple(given))  # Law 90: off the totals
    model = checked_event(known, found, records=records)
    adjusted = adjustments(event)
    if adjusted:  # each with its Law in the event's edition
        tables = tuple(_with_law(t, adjusted, event.edition) for t in model.tables)
        model = replace(model, tables=tables)
    labels = event.movement.contestants
    everyone = {label: Contestant(label, known.names.get(label, "")) for label in labels}
    model = replace(model, contestants={**everyone, **model.contestants})
    scored = score_event(model, Method.MATCHPOINTS, fields=fields_of(known))
    fields = event.movement.fields
    if not scored.fields or fields is None:
        return scored
    ranked = tuple(
        FieldRanking(f.direction, rank_within(scored.standings, set(members), Method.MATCHPOINTS))
        for f, members in zip(scored.fields, fields, strict=True)
    )
    return replace(scored, fields=ranked)


def _with_law(
    table: TableEntry, adjusted: Mapping[tuple[int, int, int], PairAdjustment], edition: str
) -> TableEntry:
    key = (int(table.round or 0), int(table.table or 0), table.board)
    adjustment = adjusted.get(key)
    return table if adjustment is None else replace(table, entry=adjustment.entry(edition))


def adjusted_page(page: ResultsPage, event: PairEvent) -> ResultsPage:
    """The page with each adjusted score's kind and Laws (``artificial A+/A- (Law
    12C2(a), under 12A2)``) in its traveller row and in both pairs' score cards (each
    with its own mark or points), and a note for each (board, table, score, Laws,
    reason) above the ranking."""
    adjusted = adjustments(event)
    if not adjusted:
        return page
    edition = event.edition
    by_table = {(str(r), str(t), b): a for (r, t, b), a in adjusted.items()}

    def board(shown: BoardPage) -> BoardPage:
        rows = tuple(
            replace(row, adjusted=found.described(edition), score_ns="", score_ew="")
            if (found := by_table.get((row.round, row.table, shown.number))) is not None
            else row
            for row in shown.rows
        )
        return replace(shown, rows=rows)

    def card(shown: ScoreCard) -> ScoreCard:
        lines = []
        for line in shown.lines:
            found = _card_adjustment(event, adjusted, shown.who.id, line)
            if found is not None:
                line = replace(
                    line,
                    adjusted=found.described(edition),
                    score=found.own(line.direction),
                    result="",
                    declarer="",
                    lead="",
                )
            lines.append(line)
        return replace(shown, lines=tuple(lines))

    notes = tuple(
        f"board {b}, round {r}, table {t} ({event.seating(r, t).ns} v {event.seating(r, t).ew}):"
        f" adjusted score {a.shown(edition)}: {a.reason}"
        for (r, t, b), a in sorted(adjusted.items(), key=lambda item: (item[0][2], item[0]))
    )
    return replace(
        page,
        boards=tuple(board(b) for b in page.boards),
        cards=tuple(card(c) for c in page.cards),
        notes=(*notes, *page.notes),
    )


def _card_adjustment(
    event: PairEvent,
    adjusted: Mapping[tuple[int, int, int], PairAdjustment],
    label: str,
    line: CardLine,
) -> PairAdjustment | None:
    """The adjusted score of a score card's line (pair ``label``'s board of a round), if
    the board has one at the table where the pair played it."""
    if not line.round.isdigit() or not 1 <= int(line.round) <= event.rounds:
        return None
    rnd = int(line.round)
    for seating in event.movement.round(rnd).seatings_of(label):
        found = adjusted.get((rnd, seating.table, line.board))
        if found is not None:
            return found
    return None


def unplaced(page: ResultsPage) -> ResultsPage:
    """The page with a pair that has finished no board shown without a place or a score
    (it has none), not as last with 0."""

    def fixed(ranking: Ranking) -> Ranking:
        rows = tuple(
            replace(row, place="", tied=False, total="", percent="") if not row.boards else row
            for row in ranking.rows
        )
        return replace(ranking, rows=rows)

    return replace(page, rankings=tuple(fixed(r) for r in page.rankings))


class EventScore:
    """An ended event scored once, its pages made once (the results do not change)."""

    def __init__(self, event: PairEvent, game: Game) -> None:
        deals = {b: deal_for_board(event.seed, b).pbn() for b in event.movement.boards}
        self.records = NightRecords(deals)
        self.event = event
        self.adjustments = list(event.adjustments)
        self.entries = entries(event, game)
        self.title = event.name
        deals_only = [HandRecord(board) for board in self.records.boards.values()]
        self.scored: ScoredEvent = scored_all(event, self.entries, deals_only)

    def html(self, gettext: Callable[[str], str] = str, lang: str = "en") -> str:
        """The results page (ranking, travellers, score cards, hand records), its own words
        in the language of ``gettext`` (``lang``)."""
        records, waiting = self.records.records()
        page = scored_page(
            self.scored,
            title=self.title,
            records=records,
            downloads=((gettext("PBN with the score tables"), "results.pbn"),),
        )
        page = adjusted_page(unplaced(page), self.event)
        played = {who for entry in self.entries for who in (entry.ns, entry.ew)}
        idle = [
            f"procedural penalty (Law {p.law}) on {p.pair} not deducted: the pair has no result"
            for p in penalties(self.event)
            if p.pair not in played
        ]
        if idle:
            page = replace(page, notes=(*page.notes, *idle))
        if waiting:
            note = gettext(
                "the double-dummy analysis of %(boards)s boards is still to come: reload"
            ) % {"boards": waiting}
            page = replace(page, notes=(*page.notes, note))
        facts = tuple(  # the movement's name in the page's language, as the lobby says it
            (label, movement_text(value, gettext) if label == "Movement" else value)
            for label, value in page.facts
        )
        return page_html(replace(page, facts=facts), gettext, lang)

    def pbn(self) -> str:
        """The PBN file of the results (a ``ScoreTable`` per board, the totals)."""
        return results_pbn(self.scored)

    def json(self) -> Row:
        """The results as JSON (:func:`bridgelaw.results.publish.results_json`)."""
        return results_json(self.scored)


def score(event: PairEvent, game: Game, cache: dict[int, Any]) -> EventScore:
    """The event's score, kept in ``cache`` and made again only when a result has come
    since (a table the director's end of the last round left playing, Law 8B1) or the
    director has adjusted a score."""
    found = cache.get(event.id)
    if (
        not isinstance(found, EventScore)
        or len(entries(event, game)) != len(found.entries)
        or found.adjustments != event.adjustments  # adjusted scores and penalties
    ):
        found = cache[event.id] = EventScore(event, game)
    return found
