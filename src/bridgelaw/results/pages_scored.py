"""A results page (:class:`~bridgelaw.results.page_model.ResultsPage`) from an event read
from PBN and scored by :func:`bridgelaw.results.score.score_event`.

Pairs events get the ranking, a traveller per board and a personal score card per pair
(each board, against whom, the percentage or IMPs it earned and the running total);
teams events get the ranking and a page per match with both rooms side by side.
Double-dummy tables and par are shown for the boards whose
:class:`~bridgelaw.render.records.HandRecord` the caller passes (from the file, or
solved with ``--dd``).
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import replace

from bridgelaw.render.records import HandRecord
from bridgelaw.results.event import Contestant
from bridgelaw.results.page_model import (
    BoardPage,
    CardLine,
    Frequency,
    MatchBoard,
    MatchPage,
    Ranking,
    RankingRow,
    ResultsPage,
    ScoreCard,
    TravellerRow,
    Who,
    number_text,
    percent_text,
    result_text,
)
from bridgelaw.results.publish import adjusted_text, entry_text
from bridgelaw.results.ranking import place_text
from bridgelaw.results.score import (
    Method,
    ScoredBoard,
    ScoredEvent,
    ScoredTable,
    Standing,
    penalty_points,
)
from bridgelaw.scoring.entries import Entry
from bridgelaw.scoring.vp import wbf_vp

__all__ = ["METHOD_NAMES", "date_text", "scored_page"]

METHOD_NAMES = {
    Method.MATCHPOINTS: "matchpoints (Law 78A)",
    Method.IMPS: "IMPs, teams (Law 78B), VPs on the WBF scale",
    Method.BUTLER: "Butler IMPs against a datum (Law 78B)",
    Method.CROSS_IMPS: "cross-IMPs (Law 78B)",
}
"""How each method is named on a page."""


def date_text(date: str | None) -> str:
    """A PBN date (``"2026.11.24"``, its unknown parts ``?``) as the page writes it, ISO
    8601: what is known, from the year on (a day without its month says nothing); a
    time after a whole date is kept, a date in another form is left as it is.

    >>> date_text("2026.11.24"), date_text("2026.11.??"), date_text("2026.??.??")
    ('2026-11-24', '2026-11', '2026')
    >>> date_text("????.??.??"), date_text("????.11.24"), date_text(None)
    ('', '', '')
    >>> date_text("20151006"), date_text("2013-08-10 17:32"), date_text("Nov 2026")
    ('2015-10-06', '2013-08-10 17:32', 'Nov 2026')
    """
    text = (date or "").strip()
    found = _DATE.match(text)
    if found is None:
        return text.replace("?", "")
    known: list[str] = []
    for part in found.group(1, 2, 3):
        if part is None or "?" in part:
            break
        known.append(part)
    tail = (found.group(4) or "") if len(known) == 3 else ""
    return "-".join(known) + tail


_DATE = re.compile(r"^(\d{4}|\?{4})(?:[.-]?(\d\d|\?\?)(?:[.-]?(\d\d|\?\?))?)?(\s.*)?$")


def _who(contestants: Mapping[str, Contestant], id: str, players: str = "") -> Who:
    known = contestants.get(id)
    names = known.names if known is not None and known.names != id else ""
    club = known.club if known is not None else ""
    return Who(id, names or players, club)


def _vp(value: float | None) -> str:
    """Victory points with their two decimals (``14.80``)."""
    return "" if value is None else f"{value:.2f}"


def _signed(score: float) -> str:
    return f"{score:+g}" if score else "0"


def _adjusted(entry: Entry, event: ScoredEvent) -> str:
    """An adjusted score as written (``A+/A-``), in IMPs unless matchpointed."""
    return adjusted_text(entry, imps=event.method is not Method.MATCHPOINTS)


def _traveller_row(scored: ScoredTable, event: ScoredEvent) -> TravellerRow:
    t = scored.table
    contestants = event.event.contestants
    score = t.entry if isinstance(t.entry, int | float) else None
    mp = event.method is Method.MATCHPOINTS
    return TravellerRow(
        ns=_who(contestants, t.ns, t.ns_players),
        ew=_who(contestants, t.ew, t.ew_players),
        table=t.table or "",
        round=t.round or "",
        result=result_text(t.contract, t.declarer, t.tricks) if score is not None else "",
        declarer=t.declarer or "",
        lead=t.lead or "",
        score_ns=number_text(score, 0) if score is not None and score > 0 else "",
        score_ew=number_text(-score, 0) if score is not None and score < 0 else "",
        adjusted="" if score is not None else adjusted_text(t.entry, imps=not mp),
        ns_points=number_text(scored.ns),
        ew_points=number_text(scored.ew),
        ns_percent=percent_text(scored.ns_percent) if mp else "",
        ew_percent=percent_text(scored.ew_percent) if mp else "",
    )


def _board_page(
    board: ScoredBoard, event: ScoredEvent, records: Mapping[int, HandRecord]
) -> BoardPage:
    record = records.get(board.number)
    forms = sorted({t.table.form for t in board.tables})
    parts = [(f"form {f}: " if len(forms) > 1 else "", _form(board, f)) for f in forms]
    frequencies = tuple(
        Frequency(
            label + (_adjusted(entry, event) or entry_text(entry)),
            count,
            number_text(ns),
            number_text(ew),
        )
        for label, part in parts
        for entry, count, ns, ew in part.frequencies()
    )
    fouled = "; ".join(
        f"form {f} at table{'s' * (len(tables) > 1)} {', '.join(tables)}"
        for f in forms[1:]
        if (tables := [t.table.table or "?" for t in board.tables if t.table.form == f])
    )
    return BoardPage(
        fouled=f"fouled (Law 87B), each form scored apart: {fouled}" if fouled else "",
        section=board.section,
        number=board.number,
        board=board.board,
        rows=tuple(_traveller_row(t, event) for t in _by_table(board.tables)),
        frequencies=frequencies,
        dd=None if record is None else record.dd,
        par=None if record is None else record.par,
        top=number_text(board.top) if event.method is Method.MATCHPOINTS else "",
        datum=number_text(board.datum, 0),
    )


def _form(board: ScoredBoard, form: int) -> ScoredBoard:
    """The tables of ``board`` that played ``form`` of it (all of them, unfouled)."""
    mine = tuple(t for t in board.tables if t.table.form == form)
    return board if len(mine) == len(board.tables) else replace(board, tables=mine)


_CardItem = tuple[ScoredBoard, ScoredTable, str]


def _play_order(event: ScoredEvent, items: list[_CardItem]) -> list[_CardItem]:
    """A score card's boards in the order they were played (section by section, round
    by round: the running total as it stood after each round) when the rounds are known,
    else by board."""
    if not items or not all(t.table.round and t.table.round.isdigit() for _, t, _ in items):
        return items
    sections = {name: k for k, name in enumerate(event.event.sections)}
    return sorted(
        items,
        key=lambda i: (sections.get(i[0].section, 0), int(i[1].table.round or 0), i[0].number),
    )


def _by_table(tables: Sequence[ScoredTable]) -> list[ScoredTable]:
    """A traveller's tables in table order (1, 2, ... 10) when each has a number, else as
    the file gives them."""
    if not all(t.table.table and t.table.table.isdigit() for t in tables):
        return list(tables)
    return sorted(tables, key=lambda t: int(t.table.table or 0))


def _card(event: ScoredEvent, ranked: RankingRow) -> ScoreCard:
    who, place = ranked.who, ranked.place
    contestants = event.event.contestants
    lines: list[CardLine] = []
    points = top = 0.0
    for board, scored, direction in _play_order(event, list(event.card(who.id))):
        t = scored.table
        ns = direction == "NS"
        ours = scored.ns if ns else scored.ew
        percent = scored.ns_percent if ns else scored.ew_percent
        score = t.entry if isinstance(t.entry, int | float) else None
        adjusted = _adjusted(t.entry, event)
        if ours is not None:
            points += ours
            top += board.top or 0.0
        lines.append(
            CardLine(
                section=board.section,
                board=board.number,
                direction=direction,
                opponents=_who(
                    contestants, t.ew if ns else t.ns, t.ew_players if ns else t.ns_players
                ),
                result=result_text(t.contract, t.declarer, t.tricks) if score is not None else "",
                declarer=t.declarer or "",
                lead=t.lead or "",
                score=adjusted if score is None else _signed(score if ns else -score),
                points=number_text(ours),
                percent=percent_text(percent),
                running=number_text(points),
                running_percent=percent_text(100 * points / top) if top else "",
                round=t.round or "",
            )
        )
    if ranked.penalty:  # the ranking's figures, the penalty deducted
        return ScoreCard(who, place, tuple(lines), ranked.total, ranked.percent, ranked.penalty)
    final = lines[-1].running_percent if lines else ""
    return ScoreCard(who, place, tuple(lines), number_text(points), final)


def _rankings(event: ScoredEvent) -> tuple[Ranking, ...]:
    """The ranking, or one per field of a two-field event (North-South, East-West); in
    an event of several sections, each section's (or each of its fields'), then everyone's."""
    if event.sections:
        out = []
        for section in event.sections:
            out += [
                _ranking(event, f"{section.title}, {f.title}", f.standings) for f in section.fields
            ]
            if not section.fields:
                out.append(_ranking(event, section.title, section.standings))
        return (*out, _ranking(event, "Overall", event.standings))
    if not event.fields:
        return (_ranking(event, "Ranking", event.standings),)
    return tuple(_ranking(event, f.title, f.standings) for f in event.fields)


def _ranking(event: ScoredEvent, title: str, standings: Sequence[Standing]) -> Ranking:
    teams = event.event.kind == "teams"
    rows = []
    for s in standings:
        who = _who(event.event.contestants, s.contestant.id)
        rows.append(
            RankingRow(
                place=place_text(*s.place),
                tied=s.place[0] != s.place[1],
                who=who,
                total=number_text(s.total),
                percent=percent_text(s.percent),
                vp=_vp(s.vp),
                boards=s.boards,
                masterpoints=number_text(s.contestant.masterpoints),
                penalty=number_text(-s.penalty) if s.penalty else "",
            )
        )
    return Ranking(
        title=title,
        unit=event.unit,
        rows=tuple(rows),
        percent=event.method is Method.MATCHPOINTS,
        vp=teams,
        masterpoints=any(r.masterpoints for r in rows),
        clubs=any(r.who.club for r in rows),
        penalty=any(r.penalty for r in rows),
    )


def _matches(event: ScoredEvent) -> tuple[MatchPage, ...]:
    """Each team match: the boards where the two teams met, both rooms side by side."""
    rooms: dict[tuple[str, str], dict[int, list[ScoredTable]]] = defaultdict(dict)
    for board in event.boards:
        for scored in board.tables:
            t = scored.table
            key = (t.ns, t.ew) if (t.ew, t.ns) not in rooms else (t.ew, t.ns)
            rooms[key].setdefault(board.number, []).append(scored)
    return tuple(_match(event, home, away, boards) for (home, away), boards in rooms.items())


def _match(
    event: ScoredEvent, home: str, away: str, boards: Mapping[int, list[ScoredTable]]
) -> MatchPage:
    """The match of ``home`` and ``away``: home sits North-South in the open room."""
    rows: list[MatchBoard] = []
    margin = gained = lost = 0.0
    for number, tables in sorted(boards.items()):
        open_room = next((s for s in tables if s.table.ns == home), None)
        closed_room = next((s for s in tables if s.table.ns == away), None)
        imps = None if open_room is None else open_room.ns
        if imps is not None:
            margin += imps
            gained += max(imps, 0.0)
            lost += max(-imps, 0.0)
        rows.append(
            MatchBoard(
                number,
                None if open_room is None else _traveller_row(open_room, event),
                None if closed_room is None else _traveller_row(closed_room, event),
                number_text(imps) if imps is not None and imps > 0 else "",
                number_text(-imps) if imps is not None and imps < 0 else "",
            )
        )
    played = sum(1 for r in rows if r.open_room is not None and r.closed_room is not None)
    carried = ("", "")
    for carry in event.event.carried:  # the IMPs of earlier segments (vg carry-over)
        if {carry.home, carry.away} == {home, away}:
            mine, theirs = (
                (carry.home_imps, carry.away_imps)
                if carry.home == home
                else (carry.away_imps, carry.home_imps)
            )
            gained, lost, margin = gained + mine, lost + theirs, margin + mine - theirs
            if played:  # and the boards of those segments, when the header says
                played += carry.boards or 0
            carried = (number_text(mine), number_text(theirs))
    vp_home, vp_away = wbf_vp(margin, played) if played else (None, None)
    contestants = event.event.contestants
    return MatchPage(
        title=f"{home} v {away}",
        home=_who(contestants, home),
        away=_who(contestants, away),
        home_imps=number_text(gained),
        away_imps=number_text(lost),
        boards=tuple(rows),
        home_vp=_vp(vp_home),
        away_vp=_vp(vp_away),
        players=_players(rows),
        carried=carried,
    )


def _players(rows: Sequence[MatchBoard]) -> tuple[str, ...]:
    """Who sat where in each room of a match, from the room's first board."""
    lines = []
    for room in ("Open", "Closed"):
        first = next(
            (r for b in rows if (r := b.open_room if room == "Open" else b.closed_room)), None
        )
        if first is not None and (first.ns.names or first.ew.names):
            ns, ew = first.ns.names or first.ns.id, first.ew.names or first.ew.id
            lines.append(f"{room} room: NS {ns}, EW {ew}")
    return tuple(lines)


def _facts(event: ScoredEvent) -> tuple[tuple[str, str], ...]:
    source = event.event
    tables = {(t.table, t.round) for t in source.tables if t.table}
    facts = [
        ("Boards", str(len(event.boards))),
        ("Teams" if source.kind == "teams" else "Pairs", str(len(event.standings))),
        ("Table results", str(len(source.tables))),
    ]
    if tables and source.kind != "teams":
        facts.insert(0, ("Tables", str(len({t for t, _ in tables}))))
    if source.movement:
        facts.insert(0, ("Movement", source.movement))
    tops = {b.top for b in event.boards if b.top is not None}
    if event.method is Method.MATCHPOINTS and tops:
        facts.append(("Top", "/".join(number_text(t) for t in sorted(tops))))
    facts.append(("Scoring", METHOD_NAMES[event.method]))
    return tuple(facts)


def _penalty_notes(event: ScoredEvent) -> list[str]:
    """One line per procedural penalty: ``"procedural penalty (Law 90B2) on 5NS: 3 MP
    (25% of a top), unduly slow play, board 9"``, the deduction in the event's unit."""
    lines = []
    for p in event.event.penalties:
        deducted = penalty_points((p,), event.boards)[p.contestant]
        unit = p.unit.value if p.unit.value.startswith("%") else f" {p.unit.value}"
        given = "" if p.unit.value == event.unit else f" ({p.amount:g}{unit})"
        board = "" if p.board is None else f", board {p.board}"
        lines.append(
            f"procedural penalty (Law {p.law}) on {p.contestant}:"
            f" -{number_text(deducted)} {event.unit}{given}, {p.reason}{board}"
        )
    return lines


def scored_page(
    event: ScoredEvent,
    *,
    title: str | None = None,
    records: Sequence[HandRecord] = (),
    conditions: Sequence[str] = (),
    downloads: Sequence[tuple[str, str]] = (),
) -> ResultsPage:
    """The results page of a scored event (see the module doc).

    :param records: hand records (double-dummy table, par) of the boards that have them.
    :param conditions: the conditions of contest the scoring used, one line each.
    :param downloads: (label, relative link) of the files published beside the page.
    """
    source = event.event
    by_number = {r.board.number: r for r in records}
    teams = source.kind == "teams"
    rankings = _rankings(event)
    rows = [row for ranking in rankings[-1:] if event.sections for row in ranking.rows] or [
        row for ranking in rankings for row in ranking.rows
    ]
    cards = () if teams else tuple(_card(event, r) for r in rows)
    notes = [*source.notes, *_penalty_notes(event)]
    unscored = len(source.unscored)
    if unscored:
        notes.append(f"{unscored} table results could not be scored and are left out")
    return ResultsPage(
        title=title or source.name or "Results",
        unit=event.unit,
        rankings=rankings,
        boards=tuple(_board_page(b, event, by_number) for b in event.boards),
        cards=cards,
        matches=_matches(event) if teams else (),
        date=date_text(source.date),
        kind=source.kind,
        facts=_facts(event),
        conditions=(METHOD_NAMES[event.method], *conditions),
        downloads=tuple(downloads),
        notes=tuple(notes),
        percentages=event.method is Method.MATCHPOINTS,
    )
