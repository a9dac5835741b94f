"""An event's table results, read from PBN, ready to be scored and published.

:func:`event_from_pbn` reads either kind of PBN event file:

* a scoring program's export, with a ``ScoreTable`` per board (one row per table:
  pair numbers, contract, result, score, and the program's matchpoints or IMPs) and
  a ``TotalScoreTable`` ranking (Ruter, ScorePad...);
* one game per table (RealBridge, BBO...): the board, the ``Table``, the teams
  (``HomeTeam``/``VisitTeam``) or pairs, the ``Score`` and the program's ``ScoreIMP``,
  ``ScoreMP`` or ``ScorePercentage``.

What the file says the scores were is kept in :attr:`TableEntry.recorded`, so that
our scoring can be compared with the program's.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final

from bridgelaw.core.board import Board
from bridgelaw.errors import FormatError, NotationError
from bridgelaw.formats import pbn
from bridgelaw.formats.pbn_model import PbnGame, PbnTable, TableRow
from bridgelaw.formats.pbn_values import read_score
from bridgelaw.scoring.entries import ArtificialScore, Entry

__all__ = ["Contestant", "Event", "TableEntry", "event_from_games", "event_from_pbn"]


@dataclass(frozen=True, slots=True)
class TableEntry:
    """One board at one table."""

    board: int
    ns: str
    """North-South's contestant (pair number, team name)."""
    ew: str
    entry: Entry
    """North-South's score, or the adjusted score."""
    table: str | None = None
    round: str | None = None
    contract: str | None = None
    """As recorded (``"4SX"``, ``"Pass"``); ``None`` for an adjusted score."""
    declarer: str | None = None
    tricks: int | None = None
    lead: str | None = None
    recorded: Mapping[str, str] = field(default_factory=dict)
    """What the file gives as this table's scores, as written: ``IMP_NS``, ``IMP_EW``,
    ``MP_NS``, ``MP_EW``, ``Percentage_NS``, ``Percentage_EW``, ``ButlerDatum``."""
    line: int = 0

    def recorded_value(self, name: str) -> tuple[float, int] | None:
        """A recorded score as a number with the count of decimals it is written with
        (``("52.38", 2)``), or ``None``."""
        text = self.recorded.get(name)
        value = _number(text)
        if text is None or value is None:
            return None
        cleaned = text.strip().lstrip("^").replace(",", ".")
        decimals = len(cleaned.split(".")[1]) if "." in cleaned else 0
        return value, decimals


@dataclass(frozen=True, slots=True)
class Contestant:
    """A pair or team of the event."""

    id: str
    names: str = ""
    recorded_total: float | None = None
    """The total the file's ``TotalScoreTable`` gives."""
    recorded_rank: int | None = None
    recorded_kind: str = ""
    """What :attr:`recorded_total` counts: ``"IMP"``, ``"MP"``, ``"Percentage"``, ``"VP"``
    or ``"Score"`` (total points)."""


@dataclass(frozen=True, slots=True)
class Event:
    """An event's results: the boards and every table's result on them."""

    name: str
    source: str
    boards: Mapping[int, Board]
    tables: tuple[TableEntry, ...]
    contestants: Mapping[str, Contestant]
    kind: str = "pairs"
    """``"pairs"`` or ``"teams"``."""
    scoring: str = ""
    """The file's ``Scoring`` tag (``"IMP;Butler-2;Mean"``, ``"MP"``...)."""
    date: str | None = None

    def board_tables(self, number: int) -> list[TableEntry]:
        """The tables that played board ``number``, in file order."""
        return [t for t in self.tables if t.board == number]


_RECORDED_COLUMNS: Final = (
    "IMP_NS", "IMP_EW", "MP_NS", "MP_EW", "Percentage_NS", "Percentage_EW", "ButlerDatum",
)  # fmt: skip


def _number(text: str | None) -> float | None:
    if text is None:
        return None
    cleaned = text.strip().lstrip("^").replace(",", ".")
    try:
        return float(cleaned)
    except ValueError:
        return None


def _row_entry(row: TableRow, source: str) -> tuple[Entry, dict[str, str]]:
    recorded = {
        name: text
        for name in _RECORDED_COLUMNS
        if (text := row.get(name)) is not None and _number(text) is not None
    }
    ns = _number(row.get("Score_NS"))
    ew = _number(row.get("Score_EW"))
    if ns is not None or ew is not None:
        if ns is not None and ew is not None and ns != -ew:
            raise FormatError(
                f"Score_NS {ns:g} and Score_EW {ew:g} do not balance",
                source=source, line=row.line, rule="PBN 5.9",
            )  # fmt: skip
        score = ns if ns is not None else -(ew or 0.0)
        return int(score), recorded
    pct_ns, pct_ew = _number(recorded.get("Percentage_NS")), _number(recorded.get("Percentage_EW"))
    if pct_ns is not None and pct_ew is not None:
        return ArtificialScore(pct_ns, pct_ew), recorded
    imp_ns, imp_ew = _number(recorded.get("IMP_NS")), _number(recorded.get("IMP_EW"))
    if imp_ns is not None and imp_ew is not None:
        return ArtificialScore(imp_ns, imp_ew), recorded
    return None, recorded


def _score_table_rows(game: PbnGame, table: PbnTable, number: int) -> list[TableEntry]:
    out: list[TableEntry] = []
    for row in table.rows:
        ns = row.get("PairId_NS") or row.get("Names_NS")
        ew = row.get("PairId_EW") or row.get("Names_EW")
        if ns is None or ew is None:
            raise FormatError(
                f"ScoreTable row of board {number} without PairId_NS and PairId_EW",
                source=game.source, line=row.line, rule="PBN 5.9",
            )  # fmt: skip
        entry, recorded = _row_entry(row, game.source)
        contract = row.get("Contract")
        out.append(
            TableEntry(
                board=number,
                ns=ns,
                ew=ew,
                entry=entry,
                table=row.get("Table"),
                round=row.get("Round"),
                contract=contract,
                declarer=row.get("Declarer"),
                tricks=row.integer("Result"),
                lead=row.get("Lead"),
                recorded=recorded,
                line=row.line,
            )
        )
    return out


def _tag_recorded(game: PbnGame) -> dict[str, str]:
    recorded: dict[str, str] = {}
    for tag, key in (("ScoreIMP", "IMP"), ("ScoreMP", "MP"), ("ScorePercentage", "Percentage")):
        text = game.get(tag)
        if not text:
            continue
        try:
            sides = read_score(text, tag, decimal=True)
        except NotationError as err:
            raise FormatError(str(err), source=game.source, line=game.line, rule="PBN 4.2") from err
        ns = sides.for_ns(game.declarer)
        ew = sides.ew if sides.ew is not None else (None if ns is None else -ns)
        if tag == "ScorePercentage" and sides.ew is None and ns is not None:
            ew = 100.0 - ns
        if ns is not None:
            recorded[f"{key}_NS"] = _text(ns)
        if ew is not None:
            recorded[f"{key}_EW"] = _text(ew)
    return recorded


def _text(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".") if value != int(value) else str(int(value))


def _game_entry(game: PbnGame, number: int) -> TableEntry:
    home, visit = game.get("HomeTeam"), game.get("VisitTeam")
    ns = home or game.get("PairNS") or _names(game, "North", "South")
    ew = visit or game.get("PairEW") or _names(game, "East", "West")
    score: Entry = game.score_ns
    if score is None and (game.passed_out or (game.get("Contract") or "").lower() == "pass"):
        score = 0
    contract = None if game.contract is None else str(game.contract)
    if game.passed_out:
        contract = "Pass"
    return TableEntry(
        board=number,
        ns=ns,
        ew=ew,
        entry=score,
        table=game.get("Table") or game.get("Room"),
        round=game.get("Round"),
        contract=contract,
        declarer=game.declarer.letter if game.declarer is not None else None,
        tricks=game.result,
        recorded=_tag_recorded(game),
        line=game.line,
    )


def _names(game: PbnGame, first: str, second: str) -> str:
    a, b = game.get(first) or "?", game.get(second) or "?"
    return f"{a} - {b}"


def event_from_games(games: Sequence[PbnGame], *, source: str = "<games>") -> Event:
    """An event from PBN games (see the module doc).

    :raises FormatError: a game without a board number, or a table row that cannot be read.
    """
    boards: dict[int, Board] = {}
    tables: list[TableEntry] = []
    contestants: dict[str, Contestant] = {}
    teams = False
    for game in games:
        if game.board is None:
            raise FormatError("a game without a Board tag", source=game.source, line=game.line)
        number = game.board.number
        if number not in boards or boards[number].deal is None:
            boards[number] = game.board
        score_table = game.table("ScoreTable")
        if score_table is not None:
            tables.extend(_score_table_rows(game, score_table, number))
        else:
            tables.append(_game_entry(game, number))
            teams = teams or game.get("HomeTeam") is not None
        total = game.table("TotalScoreTable")
        if total is not None:
            contestants.update(_contestants(total))
    for entry in tables:
        for who in (entry.ns, entry.ew):
            contestants.setdefault(who, Contestant(who, who if not who.isdigit() else ""))
    first = games[0] if games else None
    competition = (first.get("Competition") or "") if first is not None else ""
    kind = "teams" if teams or competition.lower() == "teams" else "pairs"
    return Event(
        name=(first.get("Event") or "") if first is not None else "",
        source=source,
        boards=dict(sorted(boards.items())),
        tables=tuple(tables),
        contestants=contestants,
        kind=kind,
        scoring=(first.get("Scoring") or "") if first is not None else "",
        date=(first.get("Date") or None) if first is not None else None,
    )


_TOTAL_COLUMNS: Final = (
    ("TotalScoreIMP", "IMP"), ("TotalIMP", "IMP"), ("TotalMP", "MP"), ("TotalScoreMP", "MP"),
    ("TotalPercentage", "Percentage"), ("TotalScoreVP", "VP"), ("TotalVP", "VP"),
    ("TotalScore", "Score"),
)  # fmt: skip


def _contestants(table: PbnTable) -> dict[str, Contestant]:
    out: dict[str, Contestant] = {}
    for row in table.rows:
        pair = row.get("PairId") or row.get("TeamId") or row.get("Names")
        if pair is None:
            continue
        total: float | None = None
        kind = ""
        for name, what in _TOTAL_COLUMNS:
            total = _number(row.get(name))
            if total is not None:
                kind = what
                break
        names = row.get("Names") or ""
        out[pair] = Contestant(pair, names, total, row.integer("Rank"), kind)
    return out


def event_from_pbn(path: str | os.PathLike[str]) -> Event:
    """Read an event from a PBN file (see the module doc).

    :raises FormatError: the file cannot be read, or holds no games.
    """
    games = pbn.load(path)
    if not games:
        raise FormatError("the file holds no games", source=os.fspath(path))
    return event_from_games(games, source=os.fspath(path))
