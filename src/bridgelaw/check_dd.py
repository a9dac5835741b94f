"""Verify the double-dummy figures a file states against DDS (``bridgelaw check --dd``).

Hand records and results files often carry a double-dummy table and a par that some
program computed: PBN 2.1's ``OptimumResultTable`` (§5.7) and ``OptimumScore`` (§4.2.7),
BridgeComposer's ``DoubleDummyTricks`` and ``ParContract``, JFR's ``Ability`` and
``Minimax``. They are shown to players as facts, so a wrong one misleads. Each distinct
deal that states any of them is solved once (:func:`bridgelaw.dd.dd_tables`, which
batches DDS's ``CalcAllTables``) and every stated figure is compared with the solution.

The tags' layouts, as the files of ``../shared/data`` write them:

- ``DoubleDummyTricks "54555546658977889778"``: 20 hexadecimal digits, declarers North,
  South, East, West, each in notrump, spades, hearts, diamonds, clubs.
- ``Ability "N:89797 E:44535 S:89797 W:44535"``: per declarer, notrump, spades, hearts,
  diamonds, clubs.
- ``OptimumScore "NS 140"`` / ``"NS -400"`` / ``"EW 140"``: the par score.
- ``Minimax "4SS650"`` / ``"7SDW800"`` / ``"3NW-660"``: the par contract (level, strain
  with ``N`` for notrump, ``D``/``R`` when doubled/redoubled, declarer) and North-South's
  par score.
- ``ParContract "EW 1S+2"`` / ``"NS 5Hx-2"``: a par contract and its result, whose score
  must be the par score.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Final

from bridgelaw.core.board import Board
from bridgelaw.core.calls import Contract, Strain
from bridgelaw.core.deal import Deal
from bridgelaw.core.seats import Seat
from bridgelaw.errors import NotationError

if TYPE_CHECKING:
    from bridgelaw.core.seats import Vulnerability
    from bridgelaw.dd import DDTable
    from bridgelaw.formats.pbn_model import PbnGame

__all__ = ["DDFinding", "DDReport", "verify_dd", "verify_dd_games"]

_HEX_ORDER: Final = (Seat.NORTH, Seat.SOUTH, Seat.EAST, Seat.WEST)
_STRAINS_NT_FIRST: Final = (
    Strain.NOTRUMP,
    Strain.SPADES,
    Strain.HEARTS,
    Strain.DIAMONDS,
    Strain.CLUBS,
)
_HEX: Final = frozenset("0123456789abcdefABCDEF")
_SEAT_LETTERS: Final = {seat.letter: seat for seat in Seat}
_MINIMAX: Final = re.compile(r"^([1-7])(NT|[NSHDC])([DR]{0,2})([NESW])(-?\+?\d+)$", re.IGNORECASE)
_PAR_CONTRACT: Final = re.compile(
    r"^(NS|EW|[NESW])\s+([1-7])(NT|[NSHDC])(XX|X)?\s*([+-]\d+|=)$", re.IGNORECASE
)
_SCORE: Final = re.compile(r"^(NS|EW)\s+([+-]?\d+)$", re.IGNORECASE)

Tricks = dict[tuple[Seat, Strain], int]


@dataclass(frozen=True, slots=True)
class DDFinding:
    """A stated figure that double dummy contradicts, or a tag that cannot be read."""

    source: str
    line: int
    board: int
    tag: str
    message: str

    def __str__(self) -> str:
        return f"{self.source}:{self.line} board {self.board}: {self.tag}: {self.message}"

    def to_json(self) -> dict[str, object]:
        """The finding as a JSON object (``check --dd --json``)."""
        return {
            "kind": "double-dummy",
            "source": self.source,
            "line": self.line,
            "board": self.board,
            "tag": self.tag,
            "message": self.message,
        }


@dataclass(frozen=True, slots=True)
class DDReport:
    """What :func:`verify_dd` found in one file."""

    source: str
    boards: int
    """Distinct deals that state a double-dummy figure (each solved once)."""
    figures: int
    """Stated figures compared (table entries, par scores)."""
    findings: tuple[DDFinding, ...]

    @property
    def ok(self) -> bool:
        """Whether every stated figure agrees with double dummy."""
        return not self.findings


@dataclass(frozen=True, slots=True)
class _Stated:
    """The figures one game states, with the line of each tag."""

    board: Board
    line: int
    tables: tuple[tuple[str, int, Tricks], ...]
    scores: tuple[tuple[str, int, int | None, str], ...]
    """(tag, line, par score for North-South or None when unreadable, text)."""


def _tricks_hex(text: str) -> Tricks | None:
    text = text.strip()
    if len(text) != 20 or any(c not in _HEX for c in text):
        return None
    values = [int(c, 16) for c in text]
    return {
        (seat, strain): values[5 * i + j]
        for i, seat in enumerate(_HEX_ORDER)
        for j, strain in enumerate(_STRAINS_NT_FIRST)
    }


def _ability(text: str) -> Tricks | None:
    out: Tricks = {}
    for part in text.split():
        seat_text, _, digits = part.partition(":")
        seat = _SEAT_LETTERS.get(seat_text.upper())
        if seat is None or len(digits) != 5 or any(c not in _HEX for c in digits):
            return None
        for strain, digit in zip(_STRAINS_NT_FIRST, digits, strict=True):
            out[(seat, strain)] = int(digit, 16)
    return out or None


def _strain(text: str) -> str:
    return "NT" if text.upper() in ("N", "NT") else text.upper()


def _minimax_score(text: str) -> int | None:
    found = _MINIMAX.match(text.strip())
    return None if found is None else int(found.group(5))


def _optimum_score(text: str) -> int | None:
    found = _SCORE.match(text.strip())
    if found is None:
        return None
    score = int(found.group(2))
    return score if found.group(1).upper() == "NS" else -score


def _par_contract_score(text: str, board: Board) -> int | None:
    """North-South's score of a ``ParContract``; with several contracts (``"NS 4H=; NS
    4S="``) each must score the same, else ``None`` (unreadable)."""
    scores = {_one_par_contract(part, board) for part in text.split(";")}
    return scores.pop() if len(scores) == 1 else None


def _one_par_contract(text: str, board: Board) -> int | None:
    from bridgelaw.scoring import ns_score

    found = _PAR_CONTRACT.match(text.strip())
    if found is None:
        return None
    side, level, strain, doubling, result = found.groups()
    declarer = Seat.NORTH if side.upper() in ("NS", "N", "S") else Seat.EAST
    try:
        contract = Contract.parse(
            f"{level}{_strain(strain)}{(doubling or '').upper()}", declarer=declarer
        )
    except NotationError:
        return None
    over = 0 if result == "=" else int(result)
    return ns_score(
        contract, vulnerability=board.vulnerability, tricks=contract.tricks_needed + over
    )


def _stated(game: PbnGame) -> _Stated | None:
    from bridgelaw.formats import pbn

    board = game.board
    if board is None or board.deal is None:
        return None
    tables: list[tuple[str, int, Tricks]] = []
    scores: list[tuple[str, int, int | None, str]] = []

    def line_of(name: str) -> int:
        tag = game.tag(name)
        return tag.line if tag is not None else 0

    table = game.table("OptimumResultTable")
    if table is not None:
        tables.append(
            ("OptimumResultTable", line_of("OptimumResultTable"), pbn.optimum_results(table))
        )
    readers: dict[str, Callable[[str], Tricks | None]] = {
        "DoubleDummyTricks": _tricks_hex,
        "Ability": _ability,
    }
    for name, reader in readers.items():
        text = game.get(name)
        if text is not None:
            tables.append((name, line_of(name), reader(text) or {}))
    score_readers: dict[str, Callable[[str], int | None]] = {
        "OptimumScore": _optimum_score,
        "Minimax": _minimax_score,
        "ParContract": lambda text: _par_contract_score(text, board),
    }
    for name, score_reader in score_readers.items():
        text = game.get(name)
        if text is not None:
            scores.append((name, line_of(name), score_reader(text), text))
    if not tables and not scores:
        return None
    first = min((line for _, line, _ in tables), default=0) or min(
        (line for _, line, _, _ in scores), default=0
    )
    return _Stated(board, first, tuple(tables), tuple(scores))


def _compare_table(
    source: str, stated: _Stated, tag: str, line: int, given: Tricks, solved: DDTable
) -> tuple[int, list[DDFinding]]:
    number = stated.board.number
    if not given:
        return 0, [DDFinding(source, line, number, tag, "cannot be read")]
    wrong = [
        (seat, strain, tricks, solved.tricks(seat, strain))
        for (seat, strain), tricks in given.items()
        if solved.tricks(seat, strain) != tricks
    ]
    if not wrong:
        return len(given), []
    shown = "; ".join(
        f"{seat.name.lower()} in {strain.letter} {tricks} (double dummy {right})"
        for seat, strain, tricks, right in wrong[:4]
    )
    more = f"; and {len(wrong) - 4} more" if len(wrong) > 4 else ""
    message = f"{len(wrong)} of {len(given)} entries wrong: {shown}{more}"
    written = {tricks for _, _, tricks, _ in wrong}
    if len(written) == 1 and all(right < 7 for *_, right in wrong) and min(written) < 7:
        message += (
            f" (every wrong entry is written {min(written)} where double dummy gives fewer"
            " than 7 tricks: the exporter seems to state only the makeable contracts exactly)"
        )
    return len(given), [DDFinding(source, line, number, tag, message)]


def _compare_scores(source: str, stated: _Stated, par_ns: int) -> tuple[int, list[DDFinding]]:
    findings: list[DDFinding] = []
    number = stated.board.number
    for tag, line, score, text in stated.scores:
        if score is None:
            findings.append(DDFinding(source, line, number, tag, f"cannot be read: {text!r}"))
        elif score != par_ns:
            findings.append(
                DDFinding(
                    source,
                    line,
                    number,
                    tag,
                    f"{text!r} gives North-South {score:+d}; the par score is {par_ns:+d}",
                )
            )
    return len(stated.scores), findings


def verify_dd_games(
    games: Sequence[PbnGame],
    source: str,
    *,
    progress: Callable[[int, int], None] | None = None,
) -> DDReport:
    """Verify the double-dummy tables and par scores stated by read PBN games (see the
    module's docstring for the tags); each distinct deal is solved once."""
    from bridgelaw.dd import dd_tables, par

    stated = [s for s in (_stated(game) for game in games) if s is not None]
    deals: dict[Deal, int] = {}
    for item in stated:
        assert item.board.deal is not None
        deals.setdefault(item.board.deal, len(deals))
    solved = dd_tables(list(deals), progress=progress) if deals else []
    figures = 0
    findings: list[DDFinding] = []
    pars: dict[tuple[Deal, Vulnerability, Seat], int] = {}
    for item in stated:
        deal = item.board.deal
        assert deal is not None
        table = solved[deals[deal]]
        for tag, line, given in item.tables:
            count, found = _compare_table(source, item, tag, line, given, table)
            figures += count
            findings.extend(found)
        if item.scores:
            key = (deal, item.board.vulnerability, item.board.dealer)
            if key not in pars:
                pars[key] = par(
                    table, vulnerability=item.board.vulnerability, dealer=item.board.dealer
                ).score_ns
            count, found = _compare_scores(source, item, pars[key])
            figures += count
            findings.extend(found)
    return DDReport(source, len(deals), figures, tuple(findings))


def verify_dd(path: Path, *, progress: Callable[[int, int], None] | None = None) -> DDReport:
    """Verify the double-dummy figures a PBN file states (a LIN file states none).

    :raises FormatError: the file cannot be read.
    """
    if path.suffix.lower() == ".lin":
        return DDReport(str(path), 0, 0, ())
    from bridgelaw.formats import pbn

    return verify_dd_games(pbn.load(path), str(path), progress=progress)
