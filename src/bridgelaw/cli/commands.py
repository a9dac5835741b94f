"""The work behind the CLI commands, as plain functions (testable without a terminal)."""

from __future__ import annotations

import datetime
from collections.abc import Callable
from contextlib import AbstractContextManager
from pathlib import Path

from bridgelaw.core.board import Board
from bridgelaw.core.calls import Strain
from bridgelaw.core.deal import Deal
from bridgelaw.core.seats import Seat
from bridgelaw.dd import DDTable, Par, dd_tables, par
from bridgelaw.dealing import deal_for_board, deals
from bridgelaw.errors import FormatError
from bridgelaw.formats import pbn
from bridgelaw.formats.lin_convert import load_table_results as load_lin_results
from bridgelaw.formats.records import TableResult
from bridgelaw.formats.source import nothing_read
from bridgelaw.render.records import HandRecord

__all__ = [
    "deal_session",
    "event_title",
    "hand_record_games",
    "load_hand_records",
    "load_titled_hand_records",
]

Update = Callable[[int, int], None]
ProgressFactory = Callable[[str, int], AbstractContextManager[Update]]

_RESULT_ORDER = (Strain.NOTRUMP, Strain.SPADES, Strain.HEARTS, Strain.DIAMONDS, Strain.CLUBS)


def _no_progress(description: str, total: int) -> AbstractContextManager[Update]:
    from contextlib import nullcontext

    return nullcontext(lambda done, total: None)


def hand_record_games(records: list[HandRecord], *, event: str, date: str) -> list[pbn.PbnGame]:
    """PBN games for hand records: the mandatory tags (PBN 2.1 §3.4), the deal, and when
    known the ``OptimumResultTable`` (§5.7) and ``OptimumScore`` (§4.2.7), with the par
    contracts in a comment (PBN 2.1 has no tag for them)."""
    games = []
    for record in records:
        board = record.board
        assert board.deal is not None
        tags = [
            pbn.PbnTag("Event", event),
            pbn.PbnTag("Site", ""),
            pbn.PbnTag("Date", date),
            pbn.PbnTag("Board", str(board.number)),
            pbn.PbnTag("West", ""),
            pbn.PbnTag("North", ""),
            pbn.PbnTag("East", ""),
            pbn.PbnTag("South", ""),
            pbn.PbnTag("Dealer", board.dealer.letter),
            pbn.PbnTag("Vulnerable", board.vulnerability.pbn),
            pbn.PbnTag("Deal", board.deal.pbn(board.dealer)),
            pbn.PbnTag("Scoring", ""),
            pbn.PbnTag("Declarer", ""),
            pbn.PbnTag("Contract", ""),
            pbn.PbnTag("Result", ""),
        ]
        if record.par is not None:
            contracts = " ".join(str(c) for c in record.par.contracts) or "passed out"
            comment = f"{{Par contracts: {contracts}}}"
            tags.append(pbn.PbnTag("OptimumScore", f"NS {record.par.score_ns}", (), (comment,)))
        if record.dd is not None:
            cells: list[str] = []
            for seat in (Seat.NORTH, Seat.SOUTH, Seat.EAST, Seat.WEST):
                for strain in _RESULT_ORDER:
                    cells += [seat.letter, strain.letter, str(record.dd.tricks(seat, strain))]
            tags.append(
                pbn.PbnTag(
                    "OptimumResultTable", "Declarer;Denomination\\2R;Result\\2R", tuple(cells)
                )
            )
        games.append(pbn.PbnGame(tuple(tags)))
    return games


def _analyse(
    boards: list[Board], *, progress: ProgressFactory, known: dict[int, DDTable] | None = None
) -> list[HandRecord]:
    """Solve the boards double dummy (those not in ``known``, by index) and add par."""
    known = known or {}
    todo = [i for i, b in enumerate(boards) if i not in known and _solvable(b.deal)]
    tables = dict(known)
    if todo:
        with progress("double dummy", len(todo)) as update:
            solved = dd_tables([boards[i].deal for i in todo], progress=update)  # type: ignore[misc]
        tables.update(zip(todo, solved, strict=True))
    records = []
    for i, board in enumerate(boards):
        table = tables.get(i)
        par_result: Par | None = None
        if table is not None:
            par_result = par(table, vulnerability=board.vulnerability, dealer=board.dealer)
        records.append(HandRecord(board, table, par_result))
    return records


def _solvable(deal: Deal | None) -> bool:
    return deal is not None and deal.is_complete


def deal_session(
    *,
    boards: int,
    output: Path,
    seed: int | None = None,
    with_dd: bool = False,
    first: int = 1,
    event: str = "bridgelaw session",
    progress: ProgressFactory = _no_progress,
) -> int:
    """Deal ``boards`` boards numbered from ``first`` and write them to ``output`` as PBN.

    With a seed, board ``n`` is always the same deal (:func:`deal_for_board`); without
    one the deals come from the operating system's entropy. Returns the number written.
    """
    numbers = range(first, first + boards)
    dealt = deals(boards) if seed is None else [deal_for_board(seed, n) for n in numbers]
    session = [Board(n, d) for n, d in zip(numbers, dealt, strict=True)]
    records = _analyse(session, progress=progress) if with_dd else [HandRecord(b) for b in session]
    today = datetime.date.today().strftime("%Y.%m.%d")
    pbn.dump(hand_record_games(records, event=event, date=today), output)
    return len(records)


def _boards_of(results: list[TableResult]) -> list[Board]:
    """The distinct boards of a file, in order (a board played at several tables once)."""
    seen: set[tuple[int, Deal | None]] = set()
    boards = []
    for result in results:
        key = (result.board.number, result.board.deal)
        if key not in seen:
            seen.add(key)
            boards.append(result.board)
    return boards


def load_hand_records(
    path: Path,
    *,
    solve: bool = True,
    progress: ProgressFactory = _no_progress,
    errors: list[FormatError] | None = None,
) -> list[HandRecord]:
    """The hand records of a PBN or LIN file: each distinct board with its double-dummy
    table (from the file's ``OptimumResultTable`` when complete, else solved when
    ``solve``) and its par.

    :param errors: where to put the errors of boards that cannot be read, going on with
        the good ones (default: raise the first).
    :raises FormatError: the file cannot be read, or holds no board with a deal.
    """
    _, records = load_titled_hand_records(path, solve=solve, progress=progress, errors=errors)
    return records


def load_titled_hand_records(
    path: Path,
    *,
    solve: bool = True,
    progress: ProgressFactory = _no_progress,
    errors: list[FormatError] | None = None,
) -> tuple[str, list[HandRecord]]:
    """The title of a file's hand records and the records (:func:`load_hand_records`):
    the event's name and date from a PBN file's ``Event`` and ``Date`` tags (PBN 2.1
    §3.4.1, §3.4.3), ``"Tuesday club night, 2026-11-24"``, else the file's name."""
    title = path.stem
    known: dict[int, DDTable] = {}
    if path.suffix.lower() == ".lin":
        boards = _boards_of(load_lin_results(path, errors=errors))
    else:
        games = pbn.load(path, errors=errors)
        named = event_title(games[0].get("Event"), games[0].get("Date")) if games else None
        title = named or path.stem
        boards = []
        seen: set[tuple[int, Deal | None]] = set()
        for game in games:
            if game.board is None or game.board.deal is None:
                continue
            key = (game.board.number, game.board.deal)
            if key in seen:
                continue
            seen.add(key)
            table = game.table("OptimumResultTable")
            if table is not None:
                values = pbn.optimum_results(table)
                if len(values) == 20:
                    known[len(boards)] = _dd_from(values)
            boards.append(game.board)
    if not boards:
        raise nothing_read(str(path), "board with a deal", errors or [])
    if not solve:
        return title, [
            HandRecord(b, known.get(i), None if i not in known else _par(b, known[i]))
            for i, b in enumerate(boards)
        ]
    return title, _analyse(boards, progress=progress, known=known)


def event_title(event: str | None, date: str | None) -> str | None:
    """An event's name with its date when known, ``"Tuesday club night, 2026-11-24"``
    (a PBN date ``2026.??.??`` gives ``2026``); ``None`` without a name (a missing tag,
    ``""`` or PBN's unknown ``"?"``)."""
    name = (event or "").strip()
    if name in ("", "?"):
        return None
    known = [part for part in (date or "").strip().split(".") if part and "?" not in part]
    return f"{name}, {'-'.join(known)}" if known else name


def _dd_from(values: dict[tuple[Seat, Strain], int]) -> DDTable:
    return DDTable.from_function(lambda seat, strain: values[(seat, strain)])


def _par(board: Board, table: DDTable) -> Par:
    return par(table, vulnerability=board.vulnerability, dealer=board.dealer)
