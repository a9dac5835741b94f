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

A per-table game may carry an artificial adjusted score (Law 12C2). No exporter we
know writes one in a single game (PBN 2.1 defines one only in a ``ScoreTable`` row:
``-`` for Contract, Declarer and Result, ``^`` before the artificial figures, which is
read as well), so this is our convention, mirroring that row: a game with no contract
(``Contract`` absent, ``""`` or ``"-"``, and not passed out) and a ``ScorePercentage``
(matchpoints) or ``ScoreIMP`` (IMPs) naming both sides, a ``^`` first allowed::

    [Board "7"] [PairNS "9"] [PairEW "17"] [Contract ""] [Result ""]
    [ScorePercentage "^NS 61.8 EW 38.2"]

is the Director's award of 61.8 % to North-South and 38.2 % to East-West; 60 % and
0 % is a sit-out (the missing pair gets 0), which conditions of contest may leave out
of the board's top. A percentage on one side only (``"NS 60"``, BBO's way of stating a
played table's result) is not an award.

A table's score is computed from its contract, declarer and tricks by Law 77
(:attr:`TableEntry.computed`); the score the file states (``Score``, ``Score_NS``) is
kept in :attr:`TableEntry.stated`. The computed score is the one used unless the
caller trusts the stated scores; a table with neither (no contract, no tricks) has no
score, and says why in :attr:`TableEntry.problem`.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final

from bridgelaw.core.board import Board
from bridgelaw.core.calls import Contract, parse_contract
from bridgelaw.core.seats import Seat
from bridgelaw.errors import FormatError, NotationError
from bridgelaw.formats import pbn
from bridgelaw.formats.pbn_model import PbnGame, PbnTable, TableRow
from bridgelaw.formats.pbn_values import Sides, read_score
from bridgelaw.formats.source import nothing_read
from bridgelaw.scoring.entries import ArtificialScore, Entry
from bridgelaw.scoring.law77 import ns_score
from bridgelaw.scoring.penalties import ProceduralPenalty

__all__ = [
    "Carried",
    "Contestant",
    "DifferentDealsError",
    "Event",
    "TableEntry",
    "event_from_games",
    "event_from_pbn",
    "law77",
]


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
    stated: int | None = None
    """North-South's score as the file states it (``Score``, ``Score_NS``/``Score_EW``)."""
    computed: int | None = None
    """North-South's score by Law 77 from contract, declarer and tricks (0 when passed
    out); ``None`` when the file does not give them all."""
    problem: str = ""
    """Why :attr:`computed` is ``None`` (``"no contract"``, ``"no tricks"``...)."""
    ns_players: str = ""
    """North and South by name (``"Ann - Bob"``), when the file names them."""
    ew_players: str = ""
    section: str = ""
    """The section whose tables are scored together (``"session 1, section A"``); ``""``
    when the event has one. Read from the ``Section`` tag of a scoring program's export
    (a game per board and section with its ``ScoreTable``)."""
    form: int = 0
    """The form of a fouled board this table played (Law 87B): the tables of each form
    are scored among themselves, factored to the whole board; 0, the board as dealt."""

    @property
    def where(self) -> str:
        """``"board 3, table 2 (5 v 8)"``: the board, table and contestants."""
        return f"board {self.board}, table {self.table or '?'} ({self.ns} v {self.ew})"

    @property
    def disagrees(self) -> bool:
        """Whether the stated score differs from the one Law 77 gives."""
        return (
            self.stated is not None and self.computed is not None and self.stated != self.computed
        )

    def result_text(self) -> str:
        """The result as the file gives it: ``"4S by N, 10 tricks"``, ``"passed out"``,
        ``"adjusted 60/40"``."""
        if isinstance(self.entry, ArtificialScore) and not self.contract:
            return f"adjusted {self.entry.ns:g}/{self.entry.ew:g}"
        contract = self.contract or "no contract"
        if contract.upper() in ("PASS", "P", "AP"):
            return "passed out"
        tricks = "?" if self.tricks is None else self.tricks
        return f"{contract} by {self.declarer or '?'}, {tricks} tricks"

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
    club: str = ""
    """The club (``TotalScoreTable`` column ``Club``)."""
    masterpoints: float | None = None
    """Masterpoints awarded (``TotalScoreTable`` column ``MasterPoints``)."""


@dataclass(frozen=True, slots=True)
class Carried:
    """The IMPs a match of a teams event carries in from its segments before those read
    (a vugraph header's carry-over): each team's, and how many boards those segments
    had (``None``: the header does not say)."""

    home: str
    away: str
    home_imps: float
    away_imps: float
    boards: int | None = None

    @property
    def margin(self) -> float:
        """What the home team leads by on the carried IMPs."""
        return self.home_imps - self.away_imps


@dataclass(frozen=True, slots=True)
class Event:
    """An event's results: the boards and every table's result on them."""

    name: str
    source: str
    boards: Mapping[int, Board]
    tables: tuple[TableEntry, ...]
    contestants: Mapping[str, Contestant]
    kind: str = "pairs"
    """``"pairs"``, ``"teams"`` or ``"individuals"`` (each side a partnership of two
    players, ``"Ann+Bob"``, credited to each: :meth:`members`)."""
    scoring: str = ""
    """The file's ``Scoring`` tag (``"IMP;Butler-2;Mean"``, ``"MP"``...)."""
    date: str | None = None
    notes: tuple[str, ...] = ()
    """What the reader changed to make the file scorable (a second deal under one board
    number scored as another board), or what the movement expected and did not get
    (an event run from its entries), one line each."""
    movement: str = ""
    """The movement played (``"Mitchell, 7 tables, 7 rounds..."``) when it is known: an
    event run from its movement and entries (:mod:`bridgelaw.tournament.results_event`)."""
    penalties: tuple[ProceduralPenalty, ...] = ()
    """The procedural penalties (Law 90), deducted from the contestants' totals apart
    from their board scores (:func:`bridgelaw.results.score.score_event`)."""
    carried: tuple[Carried, ...] = ()
    """The IMPs each match carries in from earlier segments, added to its teams' totals
    and to the margin their victory points are scored on."""

    def board_tables(self, number: int) -> list[TableEntry]:
        """The tables that played board ``number``, in file order."""
        return [t for t in self.tables if t.board == number]

    def members(self, side: str) -> tuple[str, ...]:
        """The contestants a side's result is credited to: the two players of an
        individual event's partnership ``"Ann+Bob"``, else the side itself."""
        if self.kind != "individuals":
            return (side,)
        return tuple(player.strip() for player in side.split("+"))

    @property
    def sections(self) -> tuple[str, ...]:
        """The sections of the tables, in file order (``("",)`` for an event of one)."""
        return tuple(dict.fromkeys(t.section for t in self.tables))

    @property
    def disagreements(self) -> tuple[TableEntry, ...]:
        """The tables whose stated score is not the one Law 77 gives for their result."""
        return tuple(t for t in self.tables if t.disagrees)

    @property
    def unscored(self) -> tuple[TableEntry, ...]:
        """The tables with no score: no stated score, and no contract or tricks to
        compute one from (:attr:`TableEntry.problem` says which)."""
        return tuple(t for t in self.tables if t.entry is None)


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


def law77(
    board: Board,
    contract: str | Contract | None,
    declarer: Seat | None,
    tricks: int | None,
    passed_out: bool = False,
) -> tuple[int | None, str]:
    """North-South's score by Law 77, or ``None`` with the reason it cannot be computed."""
    if passed_out:
        return 0, ""
    if contract is None:
        return None, "no contract"
    try:
        parsed = parse_contract(contract) if isinstance(contract, str) else contract
    except NotationError:
        return None, f"contract {contract!r} not understood"
    if parsed is None:
        return 0, ""
    if tricks is None:
        return None, "no tricks"
    seat = declarer if declarer is not None else parsed.declarer
    if seat is None:
        return None, "no declarer"
    try:
        return ns_score(parsed, vulnerability=board.vulnerability, tricks=tricks, declarer=seat), ""
    except NotationError as err:
        return None, str(err)


def _chosen(stated: Entry, computed: int | None, trust_stated: bool) -> Entry:
    """The score used: Law 77's, unless the stated one is trusted or there is no other."""
    if computed is None or (trust_stated and stated is not None):
        return stated
    return computed


def _seat(text: str | None) -> Seat | None:
    try:
        return None if text is None else Seat.parse(text)
    except (NotationError, ValueError):
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


def _score_table_rows(
    game: PbnGame, table: PbnTable, number: int, trust_stated: bool
) -> list[TableEntry]:
    out: list[TableEntry] = []
    board = game.board or Board(number)
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
        tricks = row.integer("Result")
        computed, problem = law77(board, contract, _seat(row.get("Declarer")), tricks)
        stated = entry if isinstance(entry, int) else None
        out.append(
            TableEntry(
                board=number,
                ns=ns,
                ew=ew,
                entry=_chosen(entry, computed, trust_stated),
                table=row.get("Table"),
                round=row.get("Round"),
                contract=contract,
                declarer=row.get("Declarer"),
                tricks=tricks,
                lead=row.get("Lead"),
                recorded=recorded,
                line=row.line,
                stated=stated,
                computed=computed,
                problem=problem,
                section=game.get("Section") or "",
            )
        )
    return out


def _score_tags(game: PbnGame, tags: Sequence[str]) -> Iterator[tuple[str, Sides]]:
    """Each of ``tags`` the game gives, read as a score (PBN 4.2)."""
    for tag in tags:
        text = game.get(tag)
        if not text:
            continue
        try:
            yield tag, read_score(text, tag, decimal=True)
        except NotationError as err:
            raise FormatError(str(err), source=game.source, line=game.line, rule="PBN 4.2") from err


def _tag_recorded(game: PbnGame) -> dict[str, str]:
    recorded: dict[str, str] = {}
    keys = {"ScoreIMP": "IMP", "ScoreMP": "MP", "ScorePercentage": "Percentage"}
    for tag, sides in _score_tags(game, tuple(keys)):
        key = keys[tag]
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


def _artificial(game: PbnGame) -> ArtificialScore | None:
    """A game's artificial adjusted score in our per-table convention (module doc)."""
    if game.contract is not None or game.passed_out:
        return None
    if (game.get("Contract") or "").strip() not in ("", "-"):
        return None
    for _, sides in _score_tags(game, ("ScorePercentage", "ScoreIMP")):
        if sides.ns is not None and sides.ew is not None:
            return ArtificialScore(sides.ns, sides.ew)
    return None


def _game_entry(game: PbnGame, number: int, trust_stated: bool) -> TableEntry:
    home, visit = game.get("HomeTeam"), game.get("VisitTeam")
    ns = home or game.get("PairNS") or _names(game, "North", "South")
    ew = visit or game.get("PairEW") or _names(game, "East", "West")
    passed = game.passed_out or (game.get("Contract") or "").lower() == "pass"
    score: Entry = game.score_ns
    if score is None and passed:
        score = 0
    contract = None if game.contract is None else str(game.contract)
    if game.passed_out:
        contract = "Pass"
    computed, problem = law77(
        game.board or Board(number), game.contract, game.declarer, game.result, passed
    )
    entry = _chosen(score, computed, trust_stated)
    if entry is None:
        entry = _artificial(game)
        problem = "" if entry is not None else problem
    return TableEntry(
        board=number,
        ns=ns,
        ew=ew,
        entry=entry,
        stated=game.score_ns,
        computed=computed,
        problem=problem,
        table=game.get("Table") or game.get("Room"),
        round=game.get("Round"),
        contract=contract,
        declarer=game.declarer.letter if game.declarer is not None else None,
        tricks=game.result,
        lead=_opening_lead(game),
        recorded=_tag_recorded(game),
        line=game.line,
        ns_players=_players(game, "North", "South"),
        ew_players=_players(game, "East", "West"),
    )


def _opening_lead(game: PbnGame) -> str | None:
    """The first card of the Play section (``"HA"``), or ``None``."""
    if game.get("Play") is None:
        return None
    play = game.play
    if not play or not play[0].cards or play[0].cards[0].card is None:
        return None
    return str(play[0].cards[0].card)


def _players(game: PbnGame, first: str, second: str) -> str:
    """``"Ann - Bob"`` from the seat tags, without the ``#123`` of online ids."""
    names = [(game.get(seat) or "").split("#")[0].strip() for seat in (first, second)]
    if names[0] == names[1]:
        return ""  # the pair's name, already its id
    return " - ".join(names) if any(names) else ""


def _names(game: PbnGame, first: str, second: str) -> str:
    """A side by its players (``"Ann - Bob"``), or once when both seats give the pair's
    name (``"Para-6"``, as JFR Pary writes a pair)."""
    a, b = game.get(first) or "?", game.get(second) or "?"
    return a if a == b and a != "?" else f"{a} - {b}"


class DifferentDealsError(FormatError):
    """Two games give different deals under one board number."""


def _game_where(game: PbnGame) -> str:
    """``"table 7 (Open room, line 6)"``, ``"line 2"``: where a game is."""
    table, room = game.get("Table"), game.get("Room")
    inside = f"{room} room, line {game.line}" if room else f"line {game.line}"
    return f"table {table} ({inside})" if table else inside


class _Boards:
    """The boards of an event, each deal under its own number: a game whose deal differs
    from the one already read under its number is an error, or (``split``) is given the
    next number after the file's last board."""

    def __init__(self, games: Sequence[PbnGame], split: bool) -> None:
        self.boards: dict[int, Board] = {}
        self.notes: list[str] = []
        self._split = split
        self._first: dict[int, PbnGame] = {}
        self._moved: dict[tuple[int, object], int] = {}
        self._next = 1 + max((g.board.number for g in games if g.board is not None), default=0)

    def number(self, game: PbnGame, board: Board) -> int:
        """The number ``game`` is scored under (its own, unless it was split off)."""
        number = board.number
        known = self.boards.get(number)
        if known is None or known.deal is None:
            self.boards[number] = board
            self._first.setdefault(number, game)
            return number
        if board.deal is None or board.deal == known.deal:
            return number
        first = self._first[number]
        if not self._split:
            raise DifferentDealsError(
                f"board {number} holds two different deals: {_game_where(first)} and"
                f" {_game_where(game)}",
                source=game.source, line=game.line,
            )  # fmt: skip
        key = (number, board.deal)
        if key not in self._moved:
            self._moved[key] = self._next
            self.boards[self._next] = Board(
                self._next, board.deal, dealer=board.dealer, vulnerability=board.vulnerability
            )
            self.notes.append(
                f"board {number} at {_game_where(game)} holds another deal than at"
                f" {_game_where(first)}: scored as board {self._next}"
            )
            self._next += 1
        return self._moved[key]


def event_from_games(
    games: Sequence[PbnGame],
    *,
    source: str = "<games>",
    trust_stated: bool = False,
    split_boards: bool = False,
    errors: list[FormatError] | None = None,
) -> Event:
    """An event from PBN games (see the module doc).

    :param errors: where to put the error of a game without a board number and of a
        table result given twice (the same contestants on the same board), leaving them
        out (default: a game without a board number raises; repeats are kept).

    :param trust_stated: use the scores the file states where it states one, and Law 77's
        only where it does not; by default Law 77's score is used wherever the contract,
        declarer and tricks are given.
    :param split_boards: score a second deal given under a board number as another board
        (numbered after the file's last board, said in :attr:`Event.notes`) instead of
        raising :class:`DifferentDealsError`.

    :raises FormatError: a game without a board number, or a table row that cannot be read.
    :raises DifferentDealsError: two different deals under one board number.
    """
    boards = _Boards(games, split_boards)
    tables: list[TableEntry] = []
    contestants: dict[str, Contestant] = {}
    teams = False
    for game in games:
        if game.board is None:
            error = FormatError("a game without a Board tag", source=game.source, line=game.line)
            if errors is None:
                raise error
            errors.append(error)
            continue
        number = boards.number(game, game.board)
        score_table = game.table("ScoreTable")
        if score_table is not None:
            tables.extend(_score_table_rows(game, score_table, number, trust_stated))
        else:
            tables.append(_game_entry(game, number, trust_stated))
            teams = teams or game.get("HomeTeam") is not None
        total = game.table("TotalScoreTable")
        if total is not None:
            contestants.update(_contestants(total))
    if errors is not None:
        tables = _without_repeats(tables, source, errors)
    for entry in tables:
        for who in (entry.ns, entry.ew):
            contestants.setdefault(who, Contestant(who, who if not who.isdigit() else ""))
    first = games[0] if games else None
    competition = (first.get("Competition") or "") if first is not None else ""
    kind = "teams" if teams or competition.lower() == "teams" else "pairs"
    return Event(
        name=(first.get("Event") or "") if first is not None else "",
        source=source,
        boards=dict(sorted(boards.boards.items())),
        tables=tuple(tables),
        contestants=contestants,
        kind=kind,
        scoring=(first.get("Scoring") or "") if first is not None else "",
        date=(first.get("Date") or None) if first is not None else None,
        notes=tuple(boards.notes),
    )


_TOTAL_COLUMNS: Final = (
    ("TotalScoreIMP", "IMP"), ("TotalIMP", "IMP"), ("TotalMP", "MP"), ("TotalScoreMP", "MP"),
    ("TotalPercentage", "Percentage"), ("TotalScoreVP", "VP"), ("TotalVP", "VP"),
    ("TotalScore", "Score"),
)  # fmt: skip


def _without_repeats(
    tables: list[TableEntry], source: str, errors: list[FormatError]
) -> list[TableEntry]:
    """The table results but those that give a board's contestants a second time (a
    game or row pasted twice would be scored twice); an error for each names both lines.
    Results whose contestants are unknown (``?``) are all kept."""
    first: dict[tuple[int, str, str, str], int] = {}
    kept: list[TableEntry] = []
    for entry in tables:
        key = (entry.board, entry.ns, entry.ew, entry.section)
        if "?" in entry.ns or "?" in entry.ew or key not in first:
            first.setdefault(key, entry.line)
            kept.append(entry)
            continue
        message = f"{entry.ns} v {entry.ew} given again (first on line {first[key]}): left out"
        errors.append(FormatError(message, source=source, line=entry.line, board=entry.board))
    return kept


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
        club = row.get("Club") or row.get("Clubs") or ""
        masterpoints = _number(row.get("MasterPoints") or row.get("Masterpoints"))
        out[pair] = Contestant(
            pair, names, total, row.integer("Rank"), kind, club=club, masterpoints=masterpoints
        )
    return out


def event_from_pbn(
    path: str | os.PathLike[str],
    *,
    trust_stated: bool = False,
    split_boards: bool = False,
    errors: list[FormatError] | None = None,
) -> Event:
    """Read an event from a PBN file (see the module doc and :func:`event_from_games`).

    :param errors: where to put the errors of games that cannot be read, going on with
        the good ones (default: raise the first).
    :raises FormatError: the file cannot be read, or holds no games.
    """
    games = pbn.load(path, errors=errors)
    if not games:
        raise FormatError("the file holds no games", source=os.fspath(path))
    event = event_from_games(
        games,
        source=os.fspath(path),
        trust_stated=trust_stated,
        split_boards=split_boards,
        errors=errors,
    )
    if errors and not event.tables:
        raise nothing_read(os.fspath(path), "table result", errors)
    return event
