"""Replay what files record and check it against the Laws (``bridgelaw check``).

For every table result a file records, :func:`check_result` replays the
auction and the play through the strict :class:`~bridgelaw.table.Table`,
compares the contract, the tricks and the score the file records with what
the Laws give, and reports every disagreement as a :class:`Problem`.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from bridgelaw.core.board import Board
from bridgelaw.core.calls import Contract
from bridgelaw.core.seats import Side
from bridgelaw.editions import Edition, find_edition
from bridgelaw.errors import FormatError, IllegalActionError
from bridgelaw.formats.records import TableResult
from bridgelaw.formats.source import nothing_read
from bridgelaw.scoring import contract_score
from bridgelaw.table.table import Phase, Table

__all__ = ["CheckReport", "Problem", "check_file", "check_result", "check_results"]


@dataclass(frozen=True, slots=True)
class Problem:
    """One disagreement between a file and the Laws."""

    kind: str
    """``illegal-call``, ``illegal-card``, ``contract``, ``tricks``, ``claim``, ``score``,
    ``incomplete`` or ``unreadable``."""
    message: str
    law: str | None = None
    """The Law broken (``"44C"``), for an illegal call or card."""


@dataclass(frozen=True, slots=True)
class CheckReport:
    """What ``bridgelaw check`` reports of one table result."""

    source: str
    line: int
    board: int
    table: str | None
    contract: str | None
    """The contract (``"4SX"``, ``"Pass"``), as replayed or else as recorded."""
    declarer: str | None
    tricks: int | None
    """Tricks taken by declarer's side: as replayed when the play is complete, else as recorded."""
    score: int | None
    """Our Law 77 score, North-South's point of view."""
    recorded_score: int | None
    """The score the file records, North-South's point of view."""
    replayed_calls: int = 0
    replayed_cards: int = 0
    problems: tuple[Problem, ...] = field(default=())

    @property
    def ok(self) -> bool:
        """No problem found."""
        return not self.problems

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict."""
        data = asdict(self)
        data["problems"] = [asdict(p) for p in self.problems]
        return data


def _score_ns(board: Board, contract: Contract | None, tricks: int | None) -> int | None:
    if contract is None:
        return 0
    if tricks is None or contract.declarer is None:
        return None
    vulnerable = board.vulnerability.is_vulnerable(contract.declarer)
    score = contract_score(contract, vulnerable=vulnerable, tricks=tricks)
    return score if contract.declarer.side == Side.NS else -score


def _replay(
    record: TableResult, edition: Edition, problems: list[Problem]
) -> tuple[Table | None, int, int]:
    """Replay the auction and play through a strict table; stop at the first illegal action."""
    deal = record.board.deal
    if record.auction is None or deal is None or not deal.is_complete:
        return None, 0, 0
    table = Table(record.board, edition=edition)
    calls = cards = 0
    for entry in record.auction:
        if table.phase != Phase.AUCTION:
            problems.append(Problem("illegal-call", f"call {entry.call} after the auction ended"))
            return table, calls, cards
        try:
            table.call(entry.call, alert=entry.alert, explanation=entry.explanation)
        except IllegalActionError as error:
            problems.append(Problem("illegal-call", str(error), str(error.law)))
            return table, calls, cards
        calls += 1
    if table.phase == Phase.AUCTION:
        problems.append(Problem("incomplete", f"the auction stops after {calls} calls"))
        return table, calls, cards
    for card in record.play or ():
        if table.phase != Phase.PLAY:
            break
        try:
            table.play(card)
        except IllegalActionError as error:
            problems.append(Problem("illegal-card", str(error), str(error.law)))
            return table, calls, cards
        cards += 1
    return table, calls, cards


def check_result(record: TableResult, *, edition: str | int | Edition | None = None) -> CheckReport:
    """Replay and check one table result."""
    rules = find_edition(edition)
    problems: list[Problem] = []
    table, n_calls, n_cards = _replay(record, rules, problems)
    contract, passed_out = _contract(record, table, problems)
    tricks = _tricks(record, table, problems)
    if passed_out:
        contract, tricks = None, None
    score = (
        None if (contract is None and not passed_out) else _score_ns(record.board, contract, tricks)
    )
    if score is not None and record.score_ns is not None and score != record.score_ns:
        problems.append(
            Problem(
                "score", f"Law 77 gives {score:+d} for NS, the file records {record.score_ns:+d}"
            )
        )
    return CheckReport(
        source=record.source,
        line=record.line,
        board=record.board.number,
        table=record.table,
        contract="Pass" if passed_out else (None if contract is None else str(contract)),
        declarer=None
        if contract is None or contract.declarer is None
        else contract.declarer.letter,
        tricks=tricks,
        score=score,
        recorded_score=record.score_ns,
        replayed_calls=n_calls,
        replayed_cards=n_cards,
        problems=tuple(problems),
    )


def _contract(
    record: TableResult, table: Table | None, problems: list[Problem]
) -> tuple[Contract | None, bool]:
    """The contract and whether the board was passed out: the replayed auction's when it
    ended without a problem (noting where the file differs), else the file's."""
    contract = record.contract
    passed_out = record.passed_out
    if table is not None and table.phase != Phase.AUCTION and not problems:
        replayed = table.contract
        if not record.passed_out and record.contract is not None and replayed != record.contract:
            problems.append(
                Problem(
                    "contract",
                    f"the auction gives {_contract_text(replayed)} but the file records "
                    f"{_contract_text(record.contract)}",
                )
            )
        if record.passed_out and replayed is not None:
            problems.append(Problem("contract", f"recorded passed out, auction gives {replayed}"))
        contract, passed_out = replayed, replayed is None
    return contract, passed_out


def _tricks(record: TableResult, table: Table | None, problems: list[Problem]) -> int | None:
    """Declarer's tricks: the file's result (or its claim), the play's when all 13 tricks
    were replayed without a problem (noting where the file differs)."""
    tricks = record.result
    if record.claimed_tricks is not None and tricks is None:
        tricks = record.claimed_tricks
    elif record.claimed_tricks is not None and record.claimed_tricks != tricks:
        problems.append(
            Problem(
                "claim",
                f"the claim gives declarer {record.claimed_tricks} tricks, "
                f"the file records {tricks}",
            )
        )
    if table is not None and not problems and table.phase == Phase.ENDED and table.contract:
        played = table.declarer_tricks
        if played is not None and len(table.tricks) == 13:
            if tricks is not None and tricks != played:
                problems.append(
                    Problem("tricks", f"the play gives {played} tricks, the file records {tricks}")
                )
            tricks = played
    return tricks


def _contract_text(contract: Contract | None) -> str:
    if contract is None:
        return "no contract"
    seat = "" if contract.declarer is None else f" by {contract.declarer.letter}"
    return f"{contract}{seat}"


def check_results(
    records: Iterable[TableResult], *, edition: str | int | Edition | None = None
) -> Iterator[CheckReport]:
    """:func:`check_result` for each record."""
    for record in records:
        yield check_result(record, edition=edition)


def read_results(path: Path, *, errors: list[FormatError] | None = None) -> list[TableResult]:
    """The table results recorded in a PBN or LIN file (by its suffix).

    :param errors: where to put the errors of boards that cannot be read, going on with
        the good ones (default: raise the first).
    :raises FormatError: the file cannot be read (or, without ``errors``, a board cannot).
    """
    suffix = path.suffix.lower()
    if suffix == ".lin":
        from bridgelaw.formats.lin_convert import load_table_results

        return load_table_results(path, errors=errors)
    from bridgelaw.formats import pbn

    return pbn.table_results(pbn.load(path, errors=errors), source=str(path), errors=errors)


def check_file(path: Path, *, edition: str | int | Edition | None = None) -> list[CheckReport]:
    """Check every table result a file records, in the file's order. A board that cannot
    be read gives a report with an ``unreadable`` problem naming its line (and board);
    the other boards are checked all the same.

    :raises FormatError: the file cannot be used at all (missing, a directory,
        unreadable, empty, binary, no game or board in it).
    """
    errors: list[FormatError] = []
    records = read_results(path, errors=errors)
    if not records and errors:
        raise nothing_read(str(path), "table result", errors)
    reports = list(check_results(records, edition=edition))
    reports.extend(_unreadable(str(path), error) for error in errors)
    reports.sort(key=lambda report: report.line)
    return reports


def _unreadable(source: str, error: FormatError) -> CheckReport:
    """The report of a board that cannot be read."""
    message = f"{error.reason} ({error.rule})" if error.rule else error.reason
    board = error.board if error.board is not None else 0
    return CheckReport(source, error.line, board, None, None, None, None, None, None,
                       problems=(Problem("unreadable", message),))  # fmt: skip
