"""An event run from its movement and entries as the one event model,
:class:`bridgelaw.results.event.Event`, scored and published by :mod:`bridgelaw.results`.

``bridgelaw event run`` checks each table result against the movement
(:class:`~bridgelaw.tournament.event.ResultSheet`: the right pairs at the right table,
no result twice) and then hands the event to the path ``bridgelaw score`` takes for a
PBN file: :func:`bridgelaw.results.score.score_event`, the pages of
:mod:`bridgelaw.results.pages_scored`, and the PBN, CSV and JSON of
:mod:`bridgelaw.results.publish`. :func:`results_event` makes the model: one
:class:`~bridgelaw.results.event.TableEntry` per table result with its round, table,
contract, declarer and tricks, the contestants with their names, the boards with their
deals when the hand records are given, and what the movement says (its description,
the results it expects that were not entered) as the event's notes.

A table's score is North-South's by Law 77 from the contract, declarer and tricks, on
the board's Law 2 markings (an entries file has no deals: the hand records given with
it are for the page); a stated score stays what it is; an artificial adjusted score
(Law 12C2a) is its percentages; a split or weighted assigned score (Laws 12C1e, 12C1c)
is the scoring library's :class:`~bridgelaw.scoring.entries.SplitScore` or
:class:`~bridgelaw.scoring.entries.WeightedScore`.

In a teams event an artificial adjusted score is IMPs, ±3 for average plus and minus
(Law 12C2b), and the teams are ranked by victory points as ``score`` ranks them.

The one path takes a pairs or teams event of one session and one section (a club
night, a teams match or round robin); :func:`one_path` says whether an event is one.
Individuals and events of several sessions or sections are still scored by
:func:`bridgelaw.tournament.event_results.score_event` (docs/architecture.md, "One
event model", says what remains).
"""

from __future__ import annotations

from collections.abc import Sequence

from bridgelaw.core.board import Board
from bridgelaw.render.records import HandRecord
from bridgelaw.results.event import Contestant, TableEntry
from bridgelaw.results.event import Event as ResultsEvent
from bridgelaw.results.page_model import record_notes
from bridgelaw.results.score import DEFAULT, Fields, Method, ScoredEvent, score_event
from bridgelaw.scoring.conditions import Conditions
from bridgelaw.scoring.entries import ArtificialScore
from bridgelaw.tournament.event import Entry, Event, Kind, Played, ResultSheet, Score
from bridgelaw.tournament.event_results import missing_results

__all__ = ["fields_of", "missing_of", "one_path", "results_event", "scored_event"]


def one_path(event: Event) -> bool:
    """Whether ``event`` is scored through the one event model: a pairs or teams event
    of one session with one section."""
    return (
        event.kind is not Kind.INDIVIDUALS
        and len(event.sessions) == 1
        and len(event.sessions[0].sections) == 1
    )


def fields_of(event: Event) -> Fields:
    """How the one path ranks ``event``: each field apart when its movement has two
    (a Mitchell not arrow-switched), else everyone together."""
    movement = event.sessions[0].sections[0].movement
    if movement is None or movement.fields is None or movement.arrow_switched:
        return Fields.ONE
    return Fields.AUTO


def _table_entry(entry: Entry, teams: bool) -> TableEntry:
    outcome = entry.outcome
    score = entry.scoring_entry()
    if teams and isinstance(score, ArtificialScore):  # Law 12C2b: ±3 IMPs per 10 %
        score = ArtificialScore(_imps(score.ns), _imps(score.ew))
    contract = declarer = None
    tricks = computed = stated = None
    if isinstance(outcome, Played):
        computed = entry.score_ns()
        if outcome.contract is None:
            contract = "Pass"
        else:
            contract = str(outcome.contract)
            seat = outcome.contract.declarer
            declarer = None if seat is None else seat.letter
            tricks = outcome.tricks
    elif isinstance(outcome, Score) and outcome.ew is None:
        stated = outcome.ns
    return TableEntry(
        board=entry.board,
        ns=entry.ns,
        ew=entry.ew,
        entry=score,
        table=None if entry.table is None else str(entry.table),
        round=None if entry.round is None else str(entry.round),
        contract=contract,
        declarer=declarer,
        tricks=tricks,
        line=_line(entry.where),
        stated=stated,
        computed=computed,
    )


def _imps(percent: float) -> float:
    """An artificial score's IMPs in a teams event: average plus (60 %) is +3 (Law 12C2b)."""
    return round((percent - 50.0) * 0.3, 6) + 0.0


def _line(where: str) -> int:
    """The line number of ``"file.csv:12"`` (0 for a JSON path)."""
    tail = where.rsplit(":", 1)[-1]
    return int(tail) if tail.isdigit() else 0


def results_event(
    event: Event,
    entries: Sequence[Entry],
    *,
    source: str = "",
    records: Sequence[HandRecord] = (),
    missing: Sequence[str] = (),
) -> ResultsEvent:
    """The event model of ``event`` and its accepted ``entries`` (module doc).

    :param records: the event's hand records: each board's deal, by number.
    :param missing: the table results the movement expects that were not entered
        (:attr:`~bridgelaw.tournament.event_results.EventResults.missing`), kept as notes.
    """
    by_number = {record.board.number: record for record in records}
    numbers = sorted({entry.board for entry in entries})
    boards = {n: by_number[n].board if n in by_number else Board(n) for n in numbers}
    tables = tuple(_table_entry(entry, event.kind is Kind.TEAMS) for entry in entries)
    contestants: dict[str, Contestant] = {}
    for table in tables:
        for who in (table.ns, table.ew):
            contestants.setdefault(who, Contestant(who, event.names.get(who, "")))
    notes = (*(f"{_MISSING}{line}" for line in missing), *record_notes(numbers, by_number))
    return ResultsEvent(
        name=event.name,
        source=source,
        boards=boards,
        tables=tables,
        contestants=contestants,
        kind=event.kind.value,
        scoring="MP",
        notes=notes,
        movement=_movement_text(event),
    )


def missing_of(model: ResultsEvent) -> list[str]:
    """The table results the movement expected and did not get, as
    :func:`results_event` noted them."""
    return [note.removeprefix(_MISSING) for note in model.notes if note.startswith(_MISSING)]


_MISSING = "missing: "


def _movement_text(event: Event) -> str:
    """``"Mitchell, 3 tables, 3 boards"``: each section's movement, its tables and boards."""
    parts = []
    for session in event.sessions:
        for section in session.sections:
            movement = section.movement
            if movement is None:
                continue
            tables = len({s.table for r in movement.rounds for s in r.tables})
            boards = len(set(movement.boards))
            parts.append(f"{movement.name}, {tables} tables, {boards} boards")
    return "; ".join(parts)


def scored_event(
    event: Event,
    entries: Sequence[Entry],
    *,
    conditions: Conditions = DEFAULT,
    records: Sequence[HandRecord] = (),
    source: str = "",
) -> ScoredEvent:
    """``event run`` of a pairs event of one section: ``entries`` checked against the
    movement (:class:`~bridgelaw.tournament.event.ResultSheet`), made the one event model
    (:func:`results_event`, the missing results in its notes) and scored by
    :func:`bridgelaw.results.score.score_event` under ``conditions``, each field of a
    Mitchell ranked apart.

    :raises EntryError: the first entry that does not fit the movement.
    :raises NotationError: nothing can be scored.
    """
    sheet = ResultSheet(event)
    sheet.enter_all(entries)
    accepted = sheet.entries
    missing = missing_results(event, accepted)
    model = results_event(event, accepted, source=source, records=records, missing=missing)
    method = Method.IMPS if event.kind is Kind.TEAMS else Method.MATCHPOINTS
    return score_event(model, method, conditions=conditions, fields=fields_of(event))
