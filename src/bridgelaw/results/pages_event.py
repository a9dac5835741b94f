"""A results page (:class:`~bridgelaw.results.page_model.ResultsPage`) from the results
of :func:`bridgelaw.tournament.event_results.score_event`: only the club night's live
pages (``server/club_director.py``) use it; ``bridgelaw event run`` publishes through the
one event model (:mod:`bridgelaw.tournament.results_event`, :mod:`.pages_scored`).

The same page as for a scored PBN file: a ranking per group the movement has
(North-South and East-West fields of a Mitchell, each section, the overall one over
sessions), a traveller per board and section, personal score cards with running
totals, and the team matches with both rooms side by side. An entries file has no
deals: given the event's hand records (``event run --boards FILE.pbn``), each board
shows its diagram, double-dummy table and par beside its traveller; without them, the
traveller alone. A board the entries name that the hand records lack, or whose markings
(dealer, vulnerability) are not those of Law 2 that the entries were scored with, is
named in the page's notes.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence

from bridgelaw.core.board import Board
from bridgelaw.core.seats import Side
from bridgelaw.render.records import HandRecord
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
    record_notes,
    result_text,
)
from bridgelaw.tournament.event import Artificial, Entry, Kind, Played, Weighted
from bridgelaw.tournament.event_results import Award, EventResults, MatchScore
from bridgelaw.tournament.ranking import Standing

__all__ = ["event_page"]

_TEAMS = (
    "IMPs between the two rooms of each match (Law 78B); an artificial adjusted score"
    " is ±3 IMPs (Law 12C2b)"
)
_PAIRS = (
    "matchpoints, 2 per score beaten and 1 per tie (Law 78A); an artificial adjusted score"
    " is its percentage of the full top, the other results scaled up to it (Law 12C2a)"
)

_Key = tuple[int, Side]
"""An award's entry (by id) and side."""


def _who(names: Mapping[str, str], contestant: str) -> Who:
    return Who(contestant, names.get(contestant, ""))


def _result(entry: Entry) -> tuple[str, str, str]:
    """The result (``4H=``), declarer and adjusted score of an entry."""
    outcome = entry.outcome
    if isinstance(outcome, Played):
        if outcome.contract is None:
            return "Pass", "", ""
        declarer = outcome.contract.declarer
        text = result_text(str(outcome.contract), None, outcome.tricks)
        return text, "" if declarer is None else declarer.letter, ""
    if isinstance(outcome, Artificial | Weighted):
        return "", "", str(outcome)
    return "", "", "" if outcome.ew is None else str(outcome)


def _percent(award: Award | None) -> str:
    if award is None or award.top is None or award.top <= 0:
        return ""
    return number_text(100 * award.points / award.top)


def _row(entry: Entry, names: Mapping[str, str], awards: Mapping[_Key, Award]) -> TravellerRow:
    result, declarer, adjusted = _result(entry)
    score = entry.score_ns()
    ns, ew = awards.get((id(entry), Side.NS)), awards.get((id(entry), Side.EW))
    return TravellerRow(
        ns=_who(names, entry.ns),
        ew=_who(names, entry.ew),
        table="" if entry.table is None else str(entry.table),
        round="" if entry.round is None else str(entry.round),
        result=result,
        declarer=declarer,
        score_ns=number_text(score, 0) if score is not None and score > 0 else "",
        score_ew=number_text(-score, 0) if score is not None and score < 0 else "",
        adjusted=adjusted,
        ns_points=number_text(None if ns is None else ns.points),
        ew_points=number_text(None if ew is None else ew.points),
        ns_percent=_percent(ns),
        ew_percent=_percent(ew),
    )


def _boards(
    results: EventResults,
    names: Mapping[str, str],
    awards: Mapping[_Key, Award],
    records: Mapping[int, HandRecord],
) -> tuple[BoardPage, ...]:
    by_board: dict[tuple[str, str, int], list[Entry]] = defaultdict(list)
    for entry in results.entries:
        by_board[(entry.session, entry.section, entry.board)].append(entry)
    pages = []
    for (_, _, number), entries in sorted(by_board.items(), key=lambda item: item[0][2]):
        rows = tuple(_row(e, names, awards) for e in entries)
        counts: dict[str, list[TravellerRow]] = defaultdict(list)
        for row in rows:
            score = row.adjusted or row.score_ns or (f"-{row.score_ew}" if row.score_ew else "0")
            counts[score].append(row)
        frequencies = tuple(
            Frequency(score, len(group), group[0].ns_points, group[0].ew_points)
            for score, group in sorted(counts.items(), key=lambda kv: _order(kv[0]))
        )
        top = next((a.top for e in entries if (a := awards.get((id(e), Side.NS)))), None)
        record = records.get(number)
        board = Board(number) if record is None else record.board
        dd, par = (None, None) if record is None else (record.dd, record.par)
        pages.append(BoardPage(number, board, rows, frequencies, dd, par, top=number_text(top)))
    return tuple(pages)


def _order(score: str) -> float:
    try:
        return -float(score)
    except ValueError:
        return float("inf")


def _card(who: Who, place: str, awards: Sequence[Award], names: Mapping[str, str]) -> ScoreCard:
    lines = []
    points = top = 0.0
    for award in sorted(awards, key=lambda a: (a.session, a.entry.round or 0, a.board)):
        entry = award.entry
        ns = award.side is Side.NS
        result, declarer, adjusted = _result(entry)
        score = entry.score_ns()
        points += award.points
        top += award.top or 0.0
        lines.append(
            CardLine(
                board=award.board,
                direction="NS" if ns else "EW",
                opponents=_who(names, entry.ew if ns else entry.ns),
                result=result,
                declarer=declarer,
                score=adjusted or ("" if score is None else f"{score if ns else -score:+d}"),
                points=number_text(award.points),
                percent=_percent(award),
                running=number_text(points),
                running_percent=number_text(100 * points / top) if top else "",
                round="" if entry.round is None else str(entry.round),
            )
        )
    return ScoreCard(who, place, tuple(lines), number_text(points))


def _ranking(
    title: str, standings: Sequence[Standing], names: Mapping[str, str], unit: str
) -> Ranking:
    rows = tuple(
        RankingRow(
            place=s.place_label,
            tied=s.tied,
            who=_who(names, s.contestant),
            total=number_text(s.tally.points),
            percent=number_text(s.tally.percent),
            boards=s.tally.boards,
        )
        for s in standings
    )
    return Ranking(title, unit, rows, percent=any(r.percent for r in rows))


def _match(
    match: MatchScore,
    results: EventResults,
    row_of: Mapping[int, TravellerRow],
    awards: Mapping[_Key, Award],
) -> MatchPage:
    """A team match: home sits North-South in the open room."""
    rooms: dict[int, dict[str, Entry]] = defaultdict(dict)
    for e in results.entries:
        if (e.session, e.section, e.round) != (match.session, match.section, match.round):
            continue
        if (e.ns, e.ew) == (match.home, match.away):
            rooms[e.board]["open"] = e
        elif (e.ns, e.ew) == (match.away, match.home):
            rooms[e.board]["closed"] = e
    boards = []
    gained = lost = 0.0
    for number, pair in sorted(rooms.items()):
        opened, closed = pair.get("open"), pair.get("closed")
        award = None if opened is None else awards.get((id(opened), Side.NS))
        imps = None if award is None else award.points
        gained += max(imps or 0.0, 0.0)
        lost += max(-(imps or 0.0), 0.0)
        boards.append(
            MatchBoard(
                number,
                None if opened is None else row_of[id(opened)],
                None if closed is None else row_of[id(closed)],
                number_text(imps) if imps is not None and imps > 0 else "",
                number_text(-imps) if imps is not None and imps < 0 else "",
            )
        )
    names = results.event.names
    return MatchPage(
        title=f"round {match.round}: {match.home} v {match.away}",
        home=_who(names, match.home),
        away=_who(names, match.away),
        home_imps=number_text(gained),
        away_imps=number_text(lost),
        boards=tuple(boards),
        home_vp="" if match.vp_home is None else f"{match.vp_home:.2f}",
        away_vp="" if match.vp_away is None else f"{match.vp_away:.2f}",
    )


def _facts(results: EventResults) -> tuple[tuple[str, str], ...]:
    event = results.event
    facts: list[tuple[str, str]] = []
    for session in event.sessions:
        for section in session.sections:
            movement = section.movement
            where = f"Session {session.name}, section {section.name}"
            if movement is not None:
                tables = len({s.table for r in movement.rounds for s in r.tables})
                boards = len(set(movement.boards))
                facts.append((where, f"{movement.name}, {tables} tables, {boards} boards"))
    contestants = {"pairs": "Pairs", "teams": "Teams", "individuals": "Players"}[event.kind.value]
    facts.append((contestants, str(len(results.overall))))
    facts.append(("Table results", str(len(results.entries))))
    tops = {a.top for a in results.awards if a.top is not None}
    if tops:
        facts.append(("Top", "/".join(number_text(t) for t in sorted(tops))))
    return tuple(facts)


def event_page(
    results: EventResults,
    *,
    downloads: Sequence[tuple[str, str]] = (),
    records: Sequence[HandRecord] = (),
    conditions: Sequence[str] = (),
) -> ResultsPage:
    """The results page of an event run from its entries (see the module doc).

    :param downloads: (label, relative link) of the files published beside the page.
    :param records: the event's hand records (deal, double-dummy table, par), by board.
    :param conditions: the conditions of contest the scoring used, one line each (default:
        the scaling of :func:`~bridgelaw.tournament.event_results.score_event` without
        named conditions).
    """
    event = results.event
    names = dict(event.names)
    teams = event.kind is Kind.TEAMS
    awards: dict[_Key, Award] = {}
    for award in results.awards:
        awards.setdefault((id(award.entry), award.side), award)
    unit = "MP"
    if teams:
        unit = "VP" if any(m.vp_home is not None for m in results.matches) else "IMP"
    rankings = [_ranking(g.title, g.standings, names, unit) for g in results.groups]
    if len(results.sessions) > 1:
        rankings.append(_ranking("Overall", results.overall, names, unit))
    places = {s.contestant: s.place_label for s in results.overall}
    by_contestant: dict[str, list[Award]] = defaultdict(list)
    for award in results.awards:
        by_contestant[award.contestant].append(award)
    cards: tuple[ScoreCard, ...] = ()
    if not teams:
        cards = tuple(
            _card(
                _who(names, s.contestant), places[s.contestant], by_contestant[s.contestant], names
            )
            for s in results.overall
        )
    row_of = {id(e): _row(e, names, awards) for e in results.entries}
    by_number = {record.board.number: record for record in records}
    conditions = tuple(conditions) or (_TEAMS if teams else _PAIRS,)
    return ResultsPage(
        title=event.name or "Results",
        unit="IMP" if teams else "MP",
        rankings=tuple(rankings),
        boards=_boards(results, names, awards, by_number),
        cards=cards,
        matches=tuple(_match(m, results, row_of, awards) for m in results.matches),
        kind=event.kind.value,
        facts=_facts(results),
        conditions=conditions,
        downloads=tuple(downloads),
        notes=(
            *(f"missing: {line}" for line in results.missing),
            *record_notes([e.board for e in results.entries], by_number),
        ),
        percentages=not teams,
    )
