"""LIN records to and from the format-neutral :class:`~bridgelaw.formats.records.TableResult`.

What a LIN file records of the outcome is taken as recorded: a vugraph
``rs`` entry gives contract, declarer and tricks; a BBO result page saved
next to a single-table LIN file gives contract, tricks and North-South's score
(:mod:`bridgelaw.formats.lin_bbo`); ``mc`` gives the tricks agreed by claim.
Deriving the contract from the auction, or the tricks from the play, is left
to the table engine.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Iterable, Mapping
from functools import lru_cache
from pathlib import Path

from bridgelaw.core.board import Board
from bridgelaw.core.seats import Seat
from bridgelaw.errors import FormatError, NotationError
from bridgelaw.formats.lin import LinRecord, load
from bridgelaw.formats.lin_bbo import BboTraveller, read_bbo_travellers
from bridgelaw.formats.lin_tokens import LinToken
from bridgelaw.formats.lin_values import (
    LIN_SEATS,
    RsEntry,
    format_call,
    format_md,
    format_sv,
)
from bridgelaw.formats.records import TableResult

__all__ = ["load_table_results", "record_from_table", "table_results", "to_table_result"]

_ROOMS = {"o": "Open", "c": "Closed"}


def _same_players(record: LinRecord, row: BboTraveller) -> bool:
    """Whether the page's names are the record's (BBO pages show robots as ``GiB``)."""
    for ours, theirs in zip(record.players, row.players, strict=True):
        if ours is None or ours.startswith("~~") or theirs in ("", "GiB"):
            continue
        if ours.lower() != theirs.lower():
            return False
    return True


def to_table_result(
    record: LinRecord,
    *,
    source: str | None = None,
    traveller: BboTraveller | None = None,
    position: int = 1,
) -> TableResult:
    """One record as a :class:`TableResult`.

    :param source: the name for :attr:`TableResult.source` (default: the record's source).
    :param traveller: the BBO result-page row of this table, if known.
    :param position: the record's 1-based place in its file (numbers a board without one).
    """
    src = record.source if source is None else source
    notes = list(record.notes)
    number = record.board_number
    if number is None or number < 1:
        notes.append(f"no board number (qx/ah): numbered {position} by its place in the file")
        number = position
    if record.dealer is None:
        notes.append("no dealer digit in md: dealer by Law 2 from the board number")
    if record.vulnerability is None:
        notes.append("no sv: vulnerability by Law 2 from the board number")
    board = Board(number, record.deal, dealer=record.dealer, vulnerability=record.vulnerability)
    if record.room is not None:
        table = _ROOMS.get(record.room, record.room)
    else:
        table = os.path.basename(src) or src
    players = {seat: name for seat, name in zip(Seat, record.players, strict=True) if name}

    entry: RsEntry | None = record.recorded
    score: int | None = None
    if traveller is not None:
        if not _same_players(record, traveller):
            notes.append(
                f"{traveller.source}:{traveller.line}: result page names other players"
                f" ({', '.join(traveller.players)}): its result is not used"
            )
        elif traveller.adjusted:
            notes.append(f"result page: adjusted score {traveller.result} (no contract result)")
        else:
            entry, score = traveller.entry, traveller.score_ns

    result = entry.tricks if entry is not None else None
    if entry is not None and record.claim is not None and entry.tricks != record.claim:
        notes.append(
            f"claim (mc) of {record.claim} tricks but the recorded result"
            f" {entry.text} gives {entry.tricks}: the recorded result is kept"
        )
    if result is None and record.claim is not None:
        result = record.claim
    if record.play and record.claim is None and len(record.play) < 52:
        notes.append(f"play stops after {len(record.play)} cards with no claim (mc)")
    return TableResult(
        source=src,
        line=record.line,
        board=board,
        table=table,
        players=players,
        auction=record.auction or None,
        contract=entry.contract if entry is not None else None,
        passed_out=entry.passed_out if entry is not None else False,
        play=record.play or None,
        claimed_tricks=record.claim,
        result=result,
        score_ns=score,
        notes=tuple(notes),
    )


def table_results(
    records: Iterable[LinRecord],
    *,
    source: str | None = None,
    travellers: Mapping[str, BboTraveller] | None = None,
) -> list[TableResult]:
    """Convert records to :class:`TableResult` values (see :func:`to_table_result`).

    :param travellers: BBO result-page rows by LIN file name
        (:func:`~bridgelaw.formats.lin_bbo.read_bbo_travellers`); a row is used for
        a file holding a single table.
    """
    items = list(records)
    per_file = Counter(record.source for record in items)
    position: Counter[str] = Counter()
    out = []
    for record in items:
        position[record.source] += 1
        row = None
        if travellers is not None and per_file[record.source] == 1:
            row = travellers.get(os.path.basename(record.source))
        out.append(
            to_table_result(record, source=source, traveller=row, position=position[record.source])
        )
    return out


def load_table_results(
    path: str | os.PathLike[str], *, errors: list[FormatError] | None = None
) -> list[TableResult]:
    """Read a LIN file and convert it, with results from BBO pages saved in its folder.

    :param errors: where to put the errors of boards that cannot be read, going on with
        the others (default: raise the first).
    :raises FormatError: the LIN file cannot be read, or a page's result cannot.
    """
    records = load(path, errors=errors)
    return table_results(records, travellers=_travellers_near(Path(path).parent))


def _travellers_near(folder: Path) -> dict[str, BboTraveller] | None:
    """The BBO rows of the pages in ``folder`` (cached while the pages are unchanged)."""
    pages = sorted(p for p in folder.iterdir() if p.suffix.lower() in (".htm", ".html"))
    if not pages:
        return None
    stamp = tuple((p.name, p.stat().st_mtime_ns, p.stat().st_size) for p in pages)
    try:
        return _read_pages(str(folder.resolve()), stamp)
    except NotationError as err:
        raise FormatError(str(err), source=str(folder), rule="BBO result page") from err


@lru_cache(maxsize=16)
def _read_pages(folder: str, stamp: tuple[tuple[str, int, int], ...]) -> dict[str, BboTraveller]:
    """The BBO rows of the pages in ``folder`` whose names, times and sizes are ``stamp``
    (the key: a changed page is read again); the 16 folders read last are kept."""
    return read_bbo_travellers(Path(folder))


def record_from_table(result: TableResult) -> LinRecord:
    """A BBO-style single-table LIN record (``pn|...|st||md|...|rh||ah|Board n|sv|...``)
    holding the board, players, auction (alerts and explanations), play and claim.

    :raises FormatError: the result has no deal (LIN needs ``md``).
    """
    board = result.board
    if board.deal is None:
        raise FormatError(
            f"board {board.number}: no deal to write as md", source=result.source, rule="LIN md"
        )
    names = ",".join(result.players.get(seat, "") for seat in LIN_SEATS)
    tokens = [
        LinToken("pn", names),
        LinToken("st", ""),
        LinToken("md", format_md(board.deal, board.dealer)),
        LinToken("rh", ""),
        LinToken("ah", f"Board {board.number}"),
        LinToken("sv", format_sv(board.vulnerability)),
    ]
    for call in result.auction or ():
        tokens.append(LinToken("mb", format_call(call.call, call.alert)))
        if call.explanation is not None:
            tokens.append(LinToken("an", call.explanation.replace("|", "/")))
    if result.auction:
        tokens.append(LinToken("pg", ""))
    for index, card in enumerate(result.play or ()):
        tokens.append(LinToken("pc", str(card)))
        if index % 4 == 3:
            tokens.append(LinToken("pg", ""))
    if result.claimed_tricks is not None:
        tokens.append(LinToken("mc", str(result.claimed_tricks)))
    return LinRecord.from_tokens(tokens, source=result.source)
