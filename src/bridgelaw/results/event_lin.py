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
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

from bridgelaw.core.board import Board
from bridgelaw.core.seats import Seat
from bridgelaw.errors import FormatError
from bridgelaw.formats.lin_convert import load_table_results
from bridgelaw.formats.records import TableResult
from bridgelaw.formats.source import nothing_read
from bridgelaw.results.event import Contestant, DifferentDealsError, Event, TableEntry, law77

__all__ = ["event_from_lin", "event_from_table_results"]


def _side(result: TableResult, first: Seat, second: Seat) -> str:
    names = [result.players.get(first) or "?", result.players.get(second) or "?"]
    return " - ".join(names)


def _entry(result: TableResult) -> TableEntry:
    board = result.board
    contract = None if result.contract is None else str(result.contract)
    declarer = result.contract.declarer if result.contract is not None else None
    computed, problem = law77(board, result.contract, declarer, result.result, result.passed_out)
    if result.passed_out:
        contract = "Pass"
    entry = computed if computed is not None else result.score_ns
    return TableEntry(
        board=board.number,
        ns=_side(result, Seat.NORTH, Seat.SOUTH),
        ew=_side(result, Seat.EAST, Seat.WEST),
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
    results: Sequence[TableResult], *, source: str, name: str = ""
) -> Event:
    """The event of ``results`` (see the module doc).

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
    tables = tuple(_entry(result) for result in results)
    contestants = {who: Contestant(who) for table in tables for who in (table.ns, table.ew)}
    return Event(
        name=name,
        source=source,
        boards=dict(sorted(boards.items())),
        tables=tables,
        contestants=contestants,
        kind="pairs",
    )


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
    for file in files:
        results += load_table_results(file, errors=errors)
    if not results:
        raise nothing_read(os.fspath(path), "table result", errors or [])
    return event_from_table_results(results, source=os.fspath(path), name=where.stem)
