"""Scoring a whole event (Laws 78A-78C) and comparing with the scores a file records.

:func:`score_event` scores every board of an :class:`~bridgelaw.results.event.Event`
by one method: matchpoints (pairs), IMPs between the two tables of each teams match,
Butler IMPs against a datum, or cross-IMPs; it totals each contestant's scores and
ranks them, ties sharing places. :func:`compare_with_recorded` checks the result
against what the scoring program wrote in the file.

A pairs event where no pair sat both North-South and East-West (a Mitchell movement
not arrow-switched) has two fields: besides the ranking of everyone by the same
figure, each field is ranked apart (:attr:`ScoredEvent.fields`), as the movement's
own results (``event run``) rank them; :class:`Fields` chooses (``--fields``).

A fouled board (Law 87B: :attr:`TableEntry.form` says which form each table played) is
matchpointed form by form, each form's tables among themselves, factored to the whole
board; the event's procedural penalties (Law 90, :attr:`Event.penalties`) come off the
totals after the boards are scored (:attr:`Standing.penalty`). A teams match's IMPs
carried in from segments before those read (:attr:`Event.carried`, a vugraph header's
carry-over) are added to its teams' totals and to the margin its victory points are
scored on (:attr:`Standing.carried`).
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum

from bridgelaw.core.board import Board
from bridgelaw.errors import NotationError
from bridgelaw.results.event import Carried, Contestant, Event, TableEntry
from bridgelaw.results.ranking import rank_with_ties
from bridgelaw.results.report import nothing_scored
from bridgelaw.scoring.conditions import (
    NAMED,
    Conditions,
    counted_results,
    is_sit_out,
    matchpoint_board,
    round_half_up,
)
from bridgelaw.scoring.entries import ArtificialScore, Entry
from bridgelaw.scoring.penalties import ProceduralPenalty
from bridgelaw.scoring.teams import butler_datum, butler_imps, cross_imps, match_imps

DEFAULT = NAMED["bridgelaw"]

__all__ = [
    "Agreement",
    "FieldRanking",
    "Fields",
    "Method",
    "ScoredBoard",
    "ScoredEvent",
    "ScoredTable",
    "SectionRanking",
    "Standing",
    "compare_with_recorded",
    "default_method",
    "penalty_points",
    "rank_within",
    "score_event",
    "two_fields",
]


class Method(Enum):
    """How an event's boards are scored."""

    MATCHPOINTS = "mp"
    """Law 78A: each score against every other in its direction."""
    IMPS = "imp"
    """Law 78B, teams: each table against the other table of its match."""
    BUTLER = "butler"
    """Law 78B against a datum: the average score with the extremes dropped."""
    CROSS_IMPS = "crossimp"
    """Law 78B against every other score, averaged."""

    @property
    def unit(self) -> str:
        """``"MP"`` or ``"IMP"``."""
        return "MP" if self is Method.MATCHPOINTS else "IMP"


def default_method(event: Event) -> Method:
    """The method the file's ``Scoring`` tag names (``"IMP;Butler"``, ``"MP"``...), else
    IMPs for a teams event and matchpoints for pairs."""
    text = event.scoring.lower()
    if "butler" in text:
        return Method.BUTLER
    if "cross" in text:
        return Method.CROSS_IMPS
    if text.startswith(("mp", "matchpoint")):
        return Method.MATCHPOINTS
    if text.startswith("imp"):
        return Method.IMPS if event.kind == "teams" else Method.CROSS_IMPS
    return Method.IMPS if event.kind == "teams" else Method.MATCHPOINTS


@dataclass(frozen=True, slots=True)
class ScoredTable:
    """One table's scores on a board: matchpoints or IMPs for each side."""

    table: TableEntry
    ns: float | None
    ew: float | None
    ns_percent: float | None = None
    ew_percent: float | None = None
    exact: tuple[float | None, float | None] | None = None
    """North-South's and East-West's figures before they were rounded for publication
    (IMPs under conditions that round them), which the totals add up."""


@dataclass(frozen=True, slots=True)
class ScoredBoard:
    """A board's tables, scored."""

    number: int
    board: Board | None
    tables: tuple[ScoredTable, ...]
    top: float | None = None
    """The top in matchpoints."""
    datum: float | None = None
    """The Butler datum."""
    section: str = ""
    """The section whose tables these are (:attr:`TableEntry.section`)."""

    def frequencies(self) -> list[tuple[Entry, int, float | None, float | None]]:
        """Each distinct North-South result with how many tables got it and the
        matchpoints or IMPs it earned each side, best for North-South first (a fouled
        board's forms apart: the same score earns each form its own)."""
        seen: dict[tuple[int, str], list[ScoredTable]] = defaultdict(list)
        for scored in self.tables:  # a fouled board's forms apart (Law 87B)
            seen[(scored.table.form, repr(scored.table.entry))].append(scored)
        rows = []
        for group in seen.values():
            first = group[0]
            rows.append((first.table.entry, len(group), first.ns, first.ew))

        def key(row: tuple[Entry, int, float | None, float | None]) -> float:
            entry = row[0]
            if isinstance(entry, int | float):
                return -float(entry)
            return float("inf")

        rows.sort(key=key)
        return rows


@dataclass(frozen=True, slots=True)
class Standing:
    """A contestant's place in the final ranking."""

    place: tuple[int, int]
    """First and last place shared (equal when not tied)."""
    contestant: Contestant
    total: float
    """Matchpoints or IMPs, with VPs for a teams event in :attr:`vp`."""
    boards: int
    percent: float | None = None
    """Matchpoints as a percentage of the tops of the boards played."""
    vp: float | None = None
    penalty: float = 0.0
    """The procedural penalties deducted (Law 90), in the event's unit: :attr:`total`
    and :attr:`percent` are after the deduction."""
    carried: float = 0.0
    """The IMPs a team's matches carry in from earlier segments, net of its opponents'
    (:attr:`Event.carried`): :attr:`total` and :attr:`vp` include them."""


class Fields(Enum):
    """How a pairs event is ranked: one field, North-South and East-West apart, or as
    the seating shows (two fields when no pair sat both ways)."""

    AUTO = "auto"
    ONE = "one"
    TWO = "two"


@dataclass(frozen=True, slots=True)
class FieldRanking:
    """The ranking of one field of a two-field event (one direction of a Mitchell)."""

    direction: str
    """``"NS"`` or ``"EW"``."""
    standings: tuple[Standing, ...]
    """The field's pairs, places counted within the field."""

    @property
    def title(self) -> str:
        """``"North-South"`` or ``"East-West"``."""
        return "North-South" if self.direction == "NS" else "East-West"


@dataclass(frozen=True, slots=True)
class SectionRanking:
    """The ranking of one section of an event of several (each section's boards only),
    and of each of its fields when it has two (a Mitchell)."""

    title: str
    """The section (``"session 1, section A"``)."""
    standings: tuple[Standing, ...]
    fields: tuple[FieldRanking, ...] = ()


@dataclass(frozen=True, slots=True)
class ScoredEvent:
    """An event with every board scored and the contestants ranked."""

    event: Event
    method: Method
    boards: tuple[ScoredBoard, ...]
    standings: tuple[Standing, ...]
    conditions: Conditions = DEFAULT
    """The conditions of contest the event was scored under."""
    fields: tuple[FieldRanking, ...] = ()
    """North-South's and East-West's rankings of a two-field event (see :class:`Fields`);
    empty when the event is ranked as one field."""
    sections: tuple[SectionRanking, ...] = ()
    """Each section's ranking, when the event has several (:attr:`standings` then ranks
    everyone over all the sections' boards: over sessions, the totals carried)."""

    @property
    def unit(self) -> str:
        """``"MP"`` or ``"IMP"``."""
        return self.method.unit

    def card(self, contestant: str) -> Iterator[tuple[ScoredBoard, ScoredTable, str]]:
        """A contestant's personal score card: each board it played, with its table and
        its direction (``"NS"`` or ``"EW"``)."""
        for board in self.boards:
            for scored in board.tables:
                if contestant in self.event.members(scored.table.ns):
                    yield board, scored, "NS"
                elif contestant in self.event.members(scored.table.ew):
                    yield board, scored, "EW"


def _board_mp(
    number: int, board: Board | None, tables: list[TableEntry], c: Conditions, size: int | None
) -> ScoredBoard:
    """A board matchpointed (its section's tables); a fouled board form by form (Law
    87B): each form's tables among themselves, factored to the whole board's size (the
    section's most played board when the conditions factor)."""
    forms: dict[int, list[TableEntry]] = defaultdict(list)
    for t in tables:
        forms[t.form].append(t)
    if len(forms) > 1:
        size = size if size is not None else counted_results([t.entry for t in tables], c)
    by_table: dict[int, ScoredTable] = {}
    tops: list[float] = []
    for members in forms.values():
        awards, top = matchpoint_board([t.entry for t in members], c, size=size)
        tops.append(top)
        for t, (ns_mp, ew_mp) in zip(members, awards, strict=True):
            entry = t.entry
            if c.sit_outs_left_out and is_sit_out(entry):
                assert isinstance(entry, ArtificialScore)
                by_table[id(t)] = ScoredTable(t, ns_mp, ew_mp, entry.ns, entry.ew)
            else:
                percents = _percent(ns_mp, top, c), _percent(ew_mp, top, c)
                by_table[id(t)] = ScoredTable(t, ns_mp, ew_mp, *percents)
    scored = tuple(by_table[id(t)] for t in tables)
    return ScoredBoard(number, board, scored, max(tops))


def _percent(mp: float | None, top: float | None, c: Conditions) -> float | None:
    if mp is None:
        return None
    if not top:
        return 50.0
    return round_half_up(100.0 * mp / top, c.percent_decimals)


def _board_imps(
    number: int, board: Board | None, tables: list[TableEntry], method: Method, c: Conditions
) -> ScoredBoard:
    entries = [t.entry for t in tables]
    if method is Method.BUTLER:
        plain = [e for e in entries if e is not None and not isinstance(e, ArtificialScore)]
        if not plain:
            return ScoredBoard(number, board, tuple(ScoredTable(t, None, None) for t in tables))
        datum = butler_datum(
            entries,
            drop=c.butler_drop,
            drop_fraction=c.butler_drop_fraction,
            step=c.butler_step,
            rounding=c.butler_rounding,
            field=len(tables) if c.butler_drop_fraction is not None else None,
        )
        result = butler_imps(entries, datum=datum)
    else:
        result = cross_imps(entries, average=c.cross_imp_average)
    scored = tuple(
        ScoredTable(
            t,
            round_half_up(result.ns[k], c.imp_decimals),
            round_half_up(result.ew[k], c.imp_decimals),
            exact=(result.ns[k], result.ew[k]),
        )
        for k, t in enumerate(tables)
    )
    return ScoredBoard(number, board, scored, datum=result.datum)


def _board_teams(number: int, board: Board | None, tables: list[TableEntry]) -> ScoredBoard:
    by_pair = {(t.ns, t.ew): t for t in tables}
    scored: list[ScoredTable] = []
    for t in tables:
        other = by_pair.get((t.ew, t.ns))
        if other is None or t.entry is None or other.entry is None:
            scored.append(ScoredTable(t, None, None))
            continue
        match = match_imps([t.entry], [other.entry])
        scored.append(ScoredTable(t, match.a[0], -match.a[0] + 0.0))
    return ScoredBoard(number, board, tuple(scored))


def _by_board(event: Event) -> dict[tuple[str, int], list[TableEntry]]:
    """The tables of each section's boards, sections in file order, boards by number."""
    found: dict[tuple[str, int], list[TableEntry]] = defaultdict(list)
    for t in event.tables:
        found[(t.section, t.board)].append(t)
    order = {section: k for k, section in enumerate(event.sections)}
    return dict(sorted(found.items(), key=lambda item: (order[item[0][0]], item[0][1])))


def _largest(tables: dict[tuple[str, int], list[TableEntry]], c: Conditions) -> dict[str, int]:
    """Each section's most results any of its boards is scored over (sit-outs left out if
    they are): what factoring scales to."""
    out: dict[str, int] = defaultdict(int)
    for (section, _), here in tables.items():
        out[section] = max(out[section], counted_results([t.entry for t in here], c))
    return out


def score_event(
    event: Event,
    method: Method | None = None,
    *,
    conditions: Conditions = DEFAULT,
    fields: Fields = Fields.AUTO,
) -> ScoredEvent:
    """Score every board of ``event`` and rank the contestants, under ``conditions``
    (Law 78D: the matchpoint unit, factoring, the Butler datum, cross-IMP averaging,
    sit-outs, artificial scores, rounding and the VP scale).

    :param method: by default :func:`default_method`.
    :param fields: rank North-South and East-West apart as well (a pairs event):
        ``AUTO`` when :func:`two_fields` finds two fields, ``TWO`` always, ``ONE`` never.
    :raises NotationError: the event has no tables, or none of them has a score; or
        ``TWO`` fields asked of an event where a pair sat both ways, or of teams.
    """
    if not event.tables:
        raise NotationError(f"{event.source}: the event holds no table results to score")
    nothing = nothing_scored(event)
    if nothing is not None:
        raise NotationError(nothing)
    chosen = method or default_method(event)
    c = conditions
    by_board = _by_board(event)
    largest = _largest(by_board, c)
    boards: list[ScoredBoard] = []
    for (section, number), tables in by_board.items():
        board = event.boards.get(number)
        if chosen is Method.MATCHPOINTS:
            scored = _board_mp(number, board, tables, c, largest[section] if c.factoring else None)
        elif chosen is Method.IMPS:
            scored = _board_teams(number, board, tables)
        else:
            scored = _board_imps(number, board, tables, chosen, c)
        boards.append(replace(scored, section=section) if section else scored)
    deducted = penalty_points(event.penalties, boards)
    standings = _standings(event, chosen, boards, c, deducted)
    if len(event.sections) > 1:
        sections = _section_rankings(event, chosen, boards, c, deducted)
        return ScoredEvent(event, chosen, tuple(boards), standings, c, (), sections)
    ranked = _field_rankings(event, chosen, standings, fields)
    return ScoredEvent(event, chosen, tuple(boards), standings, c, ranked)


def _section_rankings(
    event: Event,
    method: Method,
    boards: list[ScoredBoard],
    c: Conditions,
    deducted: Mapping[str, float],
) -> tuple[SectionRanking, ...]:
    """Each section ranked on its own boards, each of its fields apart when it has two."""
    out: list[SectionRanking] = []
    for section in event.sections:
        tables = tuple(t for t in event.tables if t.section == section)
        present = {who for t in tables for side in (t.ns, t.ew) for who in event.members(side)}
        mine = [b for b in boards if b.section == section]
        standings = tuple(
            s for s in _standings(event, method, mine, c, deducted) if s.contestant.id in present
        )
        part = replace(event, tables=tables)
        fields = _field_rankings(part, method, standings, Fields.AUTO)
        out.append(SectionRanking(section, standings, fields))
    return tuple(out)


def two_fields(event: Event) -> tuple[frozenset[str], frozenset[str]] | None:
    """The pairs that sat North-South and those that sat East-West when no pair sat both
    ways and each side has two pairs or more (two fields, as in a Mitchell movement that
    is not arrow-switched); ``None`` otherwise, and for a teams event."""
    if event.kind != "pairs":
        return None
    ns = frozenset(t.ns for t in event.tables)
    ew = frozenset(t.ew for t in event.tables)
    if ns & ew or len(ns) < 2 or len(ew) < 2:
        return None
    return ns, ew


def _field_rankings(
    event: Event, method: Method, standings: tuple[Standing, ...], fields: Fields
) -> tuple[FieldRanking, ...]:
    """Each field's ranking, places counted within the field (see :func:`score_event`)."""
    if fields is Fields.ONE:
        return ()
    split = two_fields(event) if method is not Method.IMPS else None
    if split is None:
        if fields is Fields.TWO:
            raise NotationError(f"{event.source}: {_one_field(event, method)}")
        return ()
    return tuple(
        FieldRanking(direction, rank_within(standings, members, method))
        for direction, members in zip(("NS", "EW"), split, strict=True)
    )


def rank_within(
    standings: Sequence[Standing], members: Collection[str], method: Method
) -> tuple[Standing, ...]:
    """The standings of ``members`` (contestant ids) ranked among themselves, places
    counted within the group (a field of a Mitchell), by what :func:`score_event` ranks."""
    mine = [s for s in standings if s.contestant.id in members]
    places = rank_with_ties([_key(s, method) for s in mine], decimals=6)
    field = [replace(s, place=place) for s, place in zip(mine, places, strict=True)]
    field.sort(key=lambda s: (s.place, s.contestant.id))
    return tuple(field)


def _one_field(event: Event, method: Method) -> str:
    """Why the event cannot be ranked in two fields."""
    if method is Method.IMPS or event.kind == "teams":
        return "a teams event is ranked as one field"
    both = sorted({t.ns for t in event.tables} & {t.ew for t in event.tables})
    if both:
        return (
            f"pair {both[0]} sat both North-South and East-West: not two fields"
            " (one field: --fields one)"
        )
    return "two fields need two pairs or more in each direction"


def _key(standing: Standing, method: Method) -> float:
    """What a standing is ranked by (as :func:`_standings` ranks)."""
    if not standing.boards and standing.vp is None:
        return -math.inf
    if method is Method.MATCHPOINTS:
        return standing.percent if standing.percent is not None else 50.0
    return standing.total


def _phantoms(event: Event, c: Conditions) -> set[str]:
    """Under conditions that leave sit-outs out: the contestants who never played, every
    table of theirs an artificial score of 0 to their side (the missing pair of a
    sit-out, a phantom): not ranked."""
    if not c.sit_outs_left_out:
        return set()
    seen: dict[str, bool] = {}
    for t in event.tables:
        entry = t.entry
        for players, side in ((t.ns, "ns"), (t.ew, "ew")):
            missing = isinstance(entry, ArtificialScore) and getattr(entry, side) == 0.0
            for who in event.members(players):
                seen[who] = seen.get(who, True) and missing
    return {who for who, only in seen.items() if only}


@dataclass(slots=True)
class _Tally:
    totals: dict[str, float] = field(default_factory=lambda: defaultdict(float))
    played: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    tops: dict[str, float] = field(default_factory=lambda: defaultdict(float))
    margins: dict[tuple[str, str], float] = field(default_factory=lambda: defaultdict(float))
    match_boards: dict[tuple[str, str], int] = field(default_factory=lambda: defaultdict(int))
    carried: dict[str, float] = field(default_factory=lambda: defaultdict(float))

    def add(
        self, event: Event, board: ScoredBoard, scored: ScoredTable, teams: bool, skip: set[str]
    ) -> None:
        t = scored.table
        if teams:
            if scored.ns is not None:
                self.totals[t.ns] += scored.ns
                self.played[t.ns] += 1
                self.margins[(t.ns, t.ew)] += scored.ns
                self.match_boards[(t.ns, t.ew)] += 1
            return
        ns, ew = scored.exact if scored.exact is not None else (scored.ns, scored.ew)
        for side, value in ((t.ns, ns), (t.ew, ew)):
            for who in event.members(side):
                if value is None or who in skip:
                    continue
                self.totals[who] += value
                self.played[who] += 1
                if board.top is not None:
                    self.tops[who] += board.top

    def carry(self, carried: Carried) -> None:
        """Add what a match carries in from earlier segments to its teams' totals, and to
        the margin (and the boards) its victory points are scored on, when the match
        was played here."""
        margin = carried.margin
        for team, sign in ((carried.home, 1.0), (carried.away, -1.0)):
            self.totals[team] += sign * margin
            self.carried[team] += sign * margin
        for key, sign in (
            ((carried.home, carried.away), 1.0),
            ((carried.away, carried.home), -1.0),
        ):
            if key in self.margins:
                self.margins[key] += sign * margin
                self.match_boards[key] += carried.boards or 0

    def vps(self, c: Conditions) -> dict[str, float]:
        out: dict[str, float] = {}
        for (a, b), margin in self.margins.items():
            if (b, a) in self.margins and a > b:
                continue
            va, vb = c.vp(margin, self.match_boards[(a, b)])
            out[a] = out.get(a, 0.0) + va
            out[b] = out.get(b, 0.0) + vb
        return out


def penalty_points(
    penalties: Sequence[ProceduralPenalty], boards: Sequence[ScoredBoard]
) -> dict[str, float]:
    """Each penalised contestant's procedural penalties (Law 90) in the event's unit: a
    percentage of a top converted with the penalised board's top, else the event's
    largest (a board-less penalty).

    :raises NotationError: a percentage of a top in an event scored without tops (IMPs).
    """
    tops: dict[int, float] = {}
    for board in boards:
        if board.top is not None:
            tops[board.number] = max(tops.get(board.number, 0.0), board.top)
    largest = max(tops.values(), default=None)
    out: dict[str, float] = defaultdict(float)
    for penalty in penalties:
        top = tops.get(penalty.board, largest) if penalty.board is not None else largest
        out[penalty.contestant] += penalty.deduction(top=top)
    return dict(out)


def _standings(
    event: Event,
    method: Method,
    boards: list[ScoredBoard],
    c: Conditions,
    deducted: Mapping[str, float],
) -> tuple[Standing, ...]:
    """Every contestant ranked, those with nothing scored last (not left out); phantom
    pairs of sit-outs are not ranked. The procedural penalties ``deducted`` come off
    the totals (Law 90; a teams event's off its victory points, what it is ranked by)."""
    skip = _phantoms(event, c)
    tally = _Tally()
    for board in boards:
        for scored in board.tables:
            tally.add(event, board, scored, method is Method.IMPS, skip)
    if method is Method.IMPS:
        for carried in event.carried:
            tally.carry(carried)
    vps = tally.vps(c) if method is Method.IMPS else {}
    sides = {side for t in event.tables for side in (t.ns, t.ew)}
    everyone = {who for side in sides for who in event.members(side)} | set(event.contestants)
    ids = sorted(everyone - skip)
    totals, tops, played = tally.totals, tally.tops, tally.played
    for who, points in deducted.items():
        if who not in ids:
            continue
        if who in vps:  # a teams event ranked by victory points
            vps[who] -= points
        else:
            totals[who] -= points
    percent = {i: 100.0 * totals[i] / tops[i] for i in ids if tops.get(i)}
    keys: list[float] = []
    for i in ids:
        if not played.get(i) and i not in vps:
            keys.append(-math.inf)
        elif method is Method.MATCHPOINTS:
            keys.append(percent.get(i, 50.0))
        elif method is Method.IMPS:
            keys.append(vps.get(i, 0.0))
        else:
            keys.append(totals[i])
    places = rank_with_ties(keys, decimals=6)
    standings = [
        Standing(
            place=places[k],
            contestant=event.contestants.get(i, Contestant(i)),
            total=round(totals.get(i, 0.0), 10),
            boards=played.get(i, 0),
            percent=percent.get(i) if method is Method.MATCHPOINTS else None,
            vp=round(vps[i], 2) if i in vps else None,
            penalty=round(deducted.get(i, 0.0), 10),
            carried=round(tally.carried.get(i, 0.0), 10),
        )
        for k, i in enumerate(ids)
    ]
    standings.sort(key=lambda s: (s.place, s.contestant.id))
    return tuple(standings)


@dataclass(frozen=True, slots=True)
class Agreement:
    """How our scores compare with those the file records."""

    checked: int
    agreed: int
    differences: tuple[str, ...]
    """One line per disagreement: board, table, what, file's value, ours."""
    unscored: tuple[str, ...] = ()
    """Recorded scores we could not compute (a teams table whose other table is missing):
    not counted in :attr:`checked`."""

    @property
    def disagreed(self) -> int:
        """The number of scores that differ."""
        return self.checked - self.agreed


def _close(ours: float | None, recorded: tuple[float, int]) -> bool:
    if ours is None:
        return False
    value, decimals = recorded
    return abs(ours - value) <= 0.5 * 10.0**-decimals + 1e-9


def compare_with_recorded(scored: ScoredEvent) -> Agreement:
    """Compare every score the file records (``ScoreTable`` columns, ``ScoreIMP``...
    tags, ``TotalScoreTable`` totals and ranks) with ours. A recorded value agrees
    when ours rounds to it at the number of decimals it is written with; a rank is
    compared with the place in the contestant's field in a two-field event."""
    checked = 0
    agreed = 0
    differences: list[str] = []
    unscored: list[str] = []

    def check(where: str, what: str, ours: float | None, recorded: tuple[float, int]) -> None:
        nonlocal checked, agreed
        if ours is None:
            unscored.append(f"{where}: {what} is {recorded[0]:g} in the file, not scored here")
            return
        checked += 1
        if _close(ours, recorded):
            agreed += 1
        else:
            shown = f"{ours:.{max(recorded[1], 2)}f}"
            differences.append(f"{where}: {what} is {recorded[0]:g} in the file, {shown} here")

    columns: list[tuple[str, str]]
    if scored.method is Method.MATCHPOINTS:
        columns = [("MP_NS", "ns"), ("MP_EW", "ew"), ("Percentage_NS", "ns_percent"),
                   ("Percentage_EW", "ew_percent")]  # fmt: skip
    else:
        columns = [("IMP_NS", "ns"), ("IMP_EW", "ew")]
    for board in scored.boards:
        for s in board.tables:
            t = s.table
            where = t.where
            for column, attribute in columns:
                recorded = t.recorded_value(column)
                if recorded is not None:
                    check(where, column, getattr(s, attribute), recorded)
            datum = t.recorded_value("ButlerDatum")
            if datum is not None and scored.method is Method.BUTLER:
                check(where, "ButlerDatum", board.datum, datum)
    field_place = {s.contestant.id: s.place for f in scored.fields for s in f.standings}
    for standing in scored.standings:
        contestant = standing.contestant
        if contestant.recorded_total is not None and contestant.recorded_kind != "Score":
            total: float | None = standing.total
            if contestant.recorded_kind == "Percentage":
                total = standing.percent
            elif contestant.recorded_kind == "VP":
                total = standing.vp
            elif contestant.recorded_kind != scored.unit:
                total = None
            decimals = 0 if contestant.recorded_total == int(contestant.recorded_total) else 2
            if total is not None:
                where = f"contestant {contestant.id}"
                check(where, "total", total, (contestant.recorded_total, decimals))
        comparable = (
            contestant.recorded_kind in ("", scored.unit)
            or (contestant.recorded_kind == "Percentage" and scored.method is Method.MATCHPOINTS)
            or (contestant.recorded_kind == "VP" and scored.method is Method.IMPS)
        )
        if contestant.recorded_rank is not None and comparable:
            check(
                f"contestant {contestant.id}",
                "rank",
                float(field_place.get(contestant.id, standing.place)[0]),
                (float(contestant.recorded_rank), 0),
            )
    return Agreement(checked, agreed, tuple(differences), tuple(unscored))
