"""An event's table results read from LIN files (BBO: one table a file, or several), as
the one event model, :class:`bridgelaw.results.event.Event`.

Each table (:class:`~bridgelaw.formats.records.TableResult`, with the results of the
BBO pages saved beside the files when the LIN lacks them) becomes a
:class:`~bridgelaw.results.event.TableEntry`: the board, the pairs by their players
(``"Ann - Bob"``, North and South, as a PBN game without pair numbers gives them), the
contract, declarer, tricks and opening lead, the score by Law 77 (the stated one kept
to compare), the LIN file as the table. Boards keep their deals; a second deal under a
board number is an error naming both files. ``bridgelaw score FILE.lin`` or ``score
FOLDER`` (every ``*.lin`` in it) scores it as it scores a PBN file.

A vugraph archive of a teams match (its ``vg`` header scored ``I``, IMPs, or ``B``,
board-a-match, naming the two teams) is read as a teams event: the first team sits
North-South in the open room (``qx|o1|``) and East-West in the closed room
(``qx|c1|``), so each table's sides are the teams, its players kept as the names of
the side (``"Ann - Bob"``), and the event is named as the header names it. A header
scored ``P`` (pairs: two tables of a pairs event, its "teams" placeholders) is read as
pairs, as is a folder mixing the two. The IMPs a teams match's header carries into
its segment from earlier segments (its carry-over) are added to the match
(:attr:`Event.carried`: the teams' totals and victory points), once a match: where a
folder holds several segments of one match, the carry-over of its first segment there
(the later ones' carry-overs count the segments read). Each is said in
:attr:`Event.notes`; a pairs archive's carry-over is said, not added.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from bridgelaw.core.board import Board
from bridgelaw.core.seats import Seat
from bridgelaw.errors import FormatError
from bridgelaw.formats.lin import LinRecord, load
from bridgelaw.formats.lin_convert import load_table_results, table_results
from bridgelaw.formats.lin_values import VugraphHeader
from bridgelaw.formats.records import TableResult
from bridgelaw.formats.source import nothing_read
from bridgelaw.results.event import (
    Carried,
    Contestant,
    DifferentDealsError,
    Event,
    TableEntry,
    law77,
)

__all__ = ["event_from_lin", "event_from_table_results"]


def _side(result: TableResult, first: Seat, second: Seat) -> str:
    names = [result.players.get(first) or "?", result.players.get(second) or "?"]
    return " - ".join(names)


def _entry(result: TableResult, teams: tuple[str, str] | None = None) -> TableEntry:
    board = result.board
    contract = None if result.contract is None else str(result.contract)
    declarer = result.contract.declarer if result.contract is not None else None
    computed, problem = law77(board, result.contract, declarer, result.result, result.passed_out)
    if result.passed_out:
        contract = "Pass"
    entry = computed if computed is not None else result.score_ns
    ns_players, ew_players = (
        _side(result, Seat.NORTH, Seat.SOUTH),
        _side(result, Seat.EAST, Seat.WEST),
    )
    ns, ew = teams if teams is not None else (ns_players, ew_players)
    return TableEntry(
        board=board.number,
        ns=ns,
        ew=ew,
        ns_players=ns_players if teams is not None else "",
        ew_players=ew_players if teams is not None else "",
        entry=entry,
        table=result.table,
        contract=contract,
        declarer=None if declarer is None else declarer.letter,
        tricks=result.result,
        lead=str(result.play[0]) if result.play else None,
        line=result.line,
        stated=result.score_ns,
        computed=computed,
        problem="" if entry is not None else problem,
    )


def event_from_table_results(
    results: Sequence[TableResult],
    *,
    source: str,
    name: str = "",
    teams: Sequence[tuple[str, str] | None] = (),
) -> Event:
    """The event of ``results`` (see the module doc).

    :param teams: each result's (North-South team, East-West team) when it is a room of
        a vugraph teams match: a teams event when every result has them.
    :raises DifferentDealsError: two different deals under one board number.
    """
    boards: dict[int, Board] = {}
    first: dict[int, TableResult] = {}
    for result in results:
        number = result.board.number
        known = boards.get(number)
        if known is None or known.deal is None:
            boards[number] = result.board
            first.setdefault(number, result)
        elif result.board.deal is not None and result.board.deal != known.deal:
            raise DifferentDealsError(
                f"board {number} holds two different deals: {first[number].source} and"
                f" {result.source}",
                source=result.source, line=result.line,
            )  # fmt: skip
    matched = len(teams) == len(results) and all(pair is not None for pair in teams)
    sides = teams if matched else [None] * len(results)
    tables = tuple(_entry(result, pair) for result, pair in zip(results, sides, strict=True))
    contestants = {who: Contestant(who) for table in tables for who in (table.ns, table.ew)}
    return Event(
        name=name,
        source=source,
        boards=dict(sorted(boards.items())),
        tables=tables,
        contestants=contestants,
        kind="teams" if matched else "pairs",
    )


def _vugraph(file: Path) -> bool:
    """Whether ``file`` is a vugraph archive: it opens with its ``vg`` header."""
    try:
        with file.open("rb") as stream:
            head = stream.read(64)
    except OSError:
        return False  # the reader says why
    return head.lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"vg|")


def _match(record: LinRecord) -> tuple[str, str] | None:
    """(North-South team, East-West team) of a room of a vugraph teams match."""
    header = record.vugraph
    if header is None or header.scoring.upper() not in ("I", "B") or not all(header.teams):
        return None
    home, away = header.teams
    if record.room == "o":
        return home, away
    if record.room == "c":
        return away, home
    return None


def _event_name(records: Sequence[LinRecord], default: str) -> str:
    """The vugraph header's event (and segment, when the file holds one), else ``default``."""
    headers = {(r.vugraph.event, r.vugraph.segment) for r in records if r.vugraph is not None}
    if len(headers) == 1:
        event, segment = next(iter(headers))
        return f"{event}, {segment}" if event and segment else event or default
    events = {event for event, _ in headers if event}
    return next(iter(events)) if len(events) == 1 else default


def event_from_lin(
    path: str | os.PathLike[str], *, errors: list[FormatError] | None = None
) -> Event:
    """The event of a LIN file, or of every ``*.lin`` file in a folder (in name order).

    :param errors: where to put the errors of boards that cannot be read, going on with
        the good ones (default: raise the first).
    :raises FormatError: nothing can be read (no LIN file in the folder, or no table).
    """
    where = Path(path)
    files = sorted(where.glob("*.lin")) if where.is_dir() else [where]
    if not files:
        raise FormatError("the folder holds no .lin files", source=os.fspath(path))
    results: list[TableResult] = []
    teams: list[tuple[str, str] | None] = []
    vugraph: list[LinRecord] = []
    for file in files:
        if _vugraph(file):  # many tables, their results in the file: no BBO pages
            records = load(file, errors=errors)
            results += table_results(records)
            teams += map(_match, records)
            vugraph += records
        else:
            found = load_table_results(file, errors=errors)
            results += found
            teams += [None] * len(found)
    if not results:
        raise nothing_read(os.fspath(path), "table result", errors or [])
    name = _event_name(vugraph, where.stem) if len(vugraph) == len(results) else where.stem
    event = event_from_table_results(results, source=os.fspath(path), name=name, teams=teams)
    teams_match = event.kind == "teams"
    carried, notes = _carried(vugraph, add=teams_match)
    if teams_match and any(r.vugraph and r.vugraph.scoring.upper() == "B" for r in vugraph):
        notes.append(_BOARD_A_MATCH)
    if carried:
        event = replace(event, carried=carried)
    return replace(event, notes=(*event.notes, *notes)) if notes else event


def _carried(records: Sequence[LinRecord], *, add: bool) -> tuple[tuple[Carried, ...], list[str]]:
    """What each match's vugraph headers carry into it from earlier segments (``vg``
    carry-over), once a match (the least a header of it carries: the carry-over of the
    first of its segments read, as carry-overs only grow), and one note each: added
    when ``add`` (a teams event), else said only."""
    segments: dict[tuple[str, frozenset[str]], dict[str, VugraphHeader]] = {}
    for record in records:
        header = record.vugraph
        if header is not None:
            match = (header.event, frozenset(header.teams))
            segments.setdefault(match, {})[header.text] = header
    carried: list[Carried] = []
    notes: list[str] = []
    for headers in segments.values():
        first, *later = sorted(headers.values(), key=_carry_sum)
        if not add:
            notes += [
                f"{_said(h)}, not added: the event is scored as pairs, not as a match"
                for h in (first, *later)
                if any(h.carry_over)
            ]
            continue
        if any(first.carry_over):  # None or 0: nothing carried
            home_imps, away_imps = (score or 0.0 for score in first.carry_over)
            before = (first.first_board or 1) - 1 or None
            carried.append(Carried(*first.teams, home_imps, away_imps, before))
            unknown = (
                " (the victory points over the boards read here: the header does not say"
                " how many boards came before)"
            )
            added = ", added to the teams' totals and victory points"
            notes.append(_said(first) + added + ("" if before else unknown))
        notes += [
            f"{_said(h)}, not added: the segments before it are among those read"
            for h in later
            if any(h.carry_over)
        ]
    return tuple(carried), notes


def _carry_sum(header: VugraphHeader) -> float:
    return sum(score or 0.0 for score in header.carry_over)


def _said(header: VugraphHeader) -> str:
    """What a segment's header carries into it, in words."""
    said = " and ".join(
        f"{team} {score:g}"
        for team, score in zip(header.teams, header.carry_over, strict=True)
        if score is not None
    )
    segment = ", ".join(part for part in (header.event, header.segment) if part)
    return (
        f"carried into {segment} from the segments before it: {said}"
        " (the vugraph header's carry-over)"
    )


_BOARD_A_MATCH = (
    "the vugraph header says board-a-match (B): scored here by IMPs between the two rooms,"
    " as board-a-match scoring is not implemented"
)
