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

In an event of several sessions or sections each table carries its section
(``"session 2, section A"``): each section's boards are scored among themselves,
each section is ranked (each field of a Mitchell apart), and everyone over all of
them (over sessions, the totals carried).

In an individual event each side is a partnership, ``"Ann+Bob"``, and its result is
credited to each of the two players (Law 4).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from bridgelaw.core.board import Board
from bridgelaw.render.records import HandRecord
from bridgelaw.results.event import Contestant, TableEntry
from bridgelaw.results.event import Event as ResultsEvent
from bridgelaw.results.page_model import record_notes
from bridgelaw.results.score import DEFAULT, Fields, Method, ScoredEvent, score_event
from bridgelaw.scoring.adjusted import artificial_imps_of_percentage
from bridgelaw.scoring.conditions import Conditions
from bridgelaw.scoring.entries import ArtificialScore
from bridgelaw.scoring.penalties import ProceduralPenalty
from bridgelaw.tournament.errors import EntryError
from bridgelaw.tournament.event import (
    Entry,
    Event,
    Kind,
    Played,
    ResultSheet,
    Score,
    missing_results,
    players,
)

__all__ = [
    "checked_event",
    "fields_of",
    "missing_of",
    "results_event",
    "scored_event",
    "section_name",
]


def fields_of(event: Event) -> Fields:
    """How the one path ranks ``event``: each field apart when its one section's movement
    has two (a Mitchell not arrow-switched), else everyone together (an event of several
    sections ranks each section, each field of a Mitchell apart, and everyone)."""
    sections = [section for session in event.sessions for section in session.sections]
    movement = sections[0].movement if len(sections) == 1 else None
    if movement is None or movement.fields is None or movement.arrow_switched:
        return Fields.ONE
    return Fields.AUTO


def section_name(event: Event, session: str, section: str) -> str:
    """The section of a table in the model: ``""`` in an event of one section, else
    ``"session 1, section A"``."""
    if sum(len(s.sections) for s in event.sessions) == 1:
        return ""
    return f"session {session}, section {section}"


def _table_entry(entry: Entry, teams: bool, section: str, form: int = 0) -> TableEntry:
    outcome = entry.outcome
    score = entry.scoring_entry()
    if teams and isinstance(score, ArtificialScore):  # Law 12C2b: ±3 IMPs per 10 %
        ns, ew = artificial_imps_of_percentage(score.ns), artificial_imps_of_percentage(score.ew)
        score = ArtificialScore(ns, ew)
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
        section=section,
        form=form,
    )


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
    penalties: Sequence[ProceduralPenalty] = (),
    fouled: Mapping[int, Mapping[int, int]] | None = None,
) -> ResultsEvent:
    """The event model of ``event`` and its accepted ``entries`` (module doc).

    :param records: the event's hand records: each board's deal, by number.
    :param missing: the table results the movement expects that were not entered
        (:func:`~bridgelaw.tournament.event.missing_results`), kept as notes.
    :param penalties: the procedural penalties (Law 90), deducted from the totals.
    :param fouled: the fouled boards (Law 87): board -> table -> the form it played
        (a table not named played the board as dealt, form 0); each form is scored
        apart, and each fouled board named in the notes.
    """
    by_number = {record.board.number: record for record in records}
    numbers = sorted({entry.board for entry in entries})
    boards = {n: by_number[n].board if n in by_number else Board(n) for n in numbers}
    teams = event.kind is Kind.TEAMS
    forms = {b: dict(f) for b, f in (fouled or {}).items() if f}
    tables = tuple(
        _table_entry(
            entry,
            teams,
            section_name(event, entry.session, entry.section),
            forms.get(entry.board, {}).get(entry.table or 0, 0),
        )
        for entry in entries
    )
    contestants: dict[str, Contestant] = {}
    for table in tables:
        for side in (table.ns, table.ew):
            for who in players(side, event.kind):
                contestants.setdefault(who, Contestant(who, event.names.get(who, "")))
    notes = (
        *(f"{_MISSING}{line}" for line in missing),
        *record_notes(numbers, by_number),
        *(_fouled_note(board, forms[board]) for board in sorted(forms)),
    )
    return ResultsEvent(
        name=event.name,
        source=source,
        boards=boards,
        tables=tables,
        contestants=contestants,
        kind=event.kind.value,
        scoring="MP",
        date=event.date.replace("-", ".") or None,
        notes=notes,
        movement=_movement_text(event),
        penalties=tuple(penalties),
    )


def _fouled_note(board: int, forms: Mapping[int, int]) -> str:
    """``"board 1 fouled (Law 87B): each form scored apart; tables 2, 5 played form 1"``."""
    by_form: dict[int, list[int]] = {}
    for table, form in sorted(forms.items()):
        by_form.setdefault(form, []).append(table)
    played = "; ".join(
        f"table{'s' if len(tables) > 1 else ''} {', '.join(map(str, tables))} played form {form}"
        for form, tables in sorted(by_form.items())
    )
    return f"board {board} fouled (Law 87B): each form scored apart; {played}"


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
            named = movement.name
            if f"{tables} tables" not in named:  # "Mitchell, 7 tables, 7 rounds" says it
                named += f", {tables} tables"
            parts.append(f"{named}, {boards} boards")
    return "; ".join(parts)


def checked_event(
    event: Event,
    entries: Sequence[Entry],
    *,
    records: Sequence[HandRecord] = (),
    source: str = "",
) -> ResultsEvent:
    """``entries`` checked against the movement
    (:class:`~bridgelaw.tournament.event.ResultSheet`) and made the one event model
    (:func:`results_event`, the results the movement expects and did not get in its
    notes): what ``bridgelaw score ENTRIES.csv`` scores.

    :raises EntryError: the first entry that does not fit the movement.
    """
    sheet = ResultSheet(event)
    sheet.enter_all(entries)
    accepted = sheet.entries
    missing = missing_results(event, accepted)
    _check_rulings(event, accepted)
    return results_event(
        event,
        accepted,
        source=source,
        records=records,
        missing=missing,
        penalties=event.penalties,
        fouled=event.fouled,
    )


def _check_rulings(event: Event, entries: Sequence[Entry]) -> None:
    """The event's procedural penalties name contestants who played, its fouled boards
    tables that played them (Laws 90, 87).

    :raises EntryError: the first that does not.
    """
    played = {who for e in entries for side in (e.ns, e.ew) for who in players(side, event.kind)}
    for penalty in event.penalties:
        if penalty.contestant not in played:
            raise EntryError(
                f"procedural penalty (Law {penalty.law}) on {penalty.contestant!r}, who has"
                " no result in the event"
            )
    if event.fouled and sum(len(s.sections) for s in event.sessions) > 1:
        raise EntryError("fouled boards (Law 87) are given for an event of one section")
    tables = {(e.board, e.table) for e in entries}
    for board, forms in event.fouled.items():
        for table in forms:
            if (board, table) not in tables:
                raise EntryError(
                    f"fouled board {board} (Law 87): table {table} has no result on it"
                )


def scored_event(
    event: Event,
    entries: Sequence[Entry],
    *,
    conditions: Conditions = DEFAULT,
    records: Sequence[HandRecord] = (),
    source: str = "",
) -> ScoredEvent:
    """``event run``: ``entries`` checked against the movement and made the one event
    model (:func:`checked_event`), scored by :func:`bridgelaw.results.score.score_event`
    under ``conditions``: matchpoints, or IMPs for teams; each field of a Mitchell
    ranked apart.

    :raises EntryError: the first entry that does not fit the movement.
    :raises NotationError: nothing can be scored.
    """
    model = checked_event(event, entries, records=records, source=source)
    method = Method.IMPS if event.kind is Kind.TEAMS else Method.MATCHPOINTS
    return score_event(model, method, conditions=conditions, fields=fields_of(event))
