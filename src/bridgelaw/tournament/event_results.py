"""Scoring an event: board awards, match scores, session totals and rankings.

Pairs and individuals: on each board of a section, every result is compared
with the others by the event's board scorer (default
:func:`~bridgelaw.tournament.matchpoints.matchpoints`), once for North-South
and once for East-West. Artificial adjusted scores (Law 12C2a) are worth
their fraction of the full top (the top for all the results on the board); the
real results are compared among themselves and scaled up to the same full
top (so each keeps the percentage it earned against the other real results); a
lone real result gets half the top. With a scorer that has no top (IMPs
against a datum), an artificial score is worth ``±3`` IMPs per ten percent
from average (Law 12C2b: average plus +3, average minus -3).

Teams: in each match the two rooms' results on a board are netted and
converted to IMPs (Law 78B), from each team's point of view; an artificial
adjusted score in either room gives the team ``±3`` IMPs (12C2b) instead. A
match's IMPs may be converted to victory points by a ``vp`` function; a
team's total is its VPs, or its net IMPs without one.

Under named conditions of contest (``conditions=``, :mod:`bridgelaw.scoring.conditions`:
``bridgelaw``, ``acbl``, ``ebu``, ``jfr``...), pairs and individuals are matchpointed by
the one scoring path, :func:`bridgelaw.results.score.score_event` on the event model
(:mod:`bridgelaw.tournament.results_event`), as ``bridgelaw score`` and ``bridgelaw
event run`` score them: the matchpoint scale, factoring to each section's most played
board, sit-outs, where artificial scores stand, and rounding are the conditions'. The
club night (:mod:`bridgelaw.tournament.club_score`) is scored so; ``event run`` scores
and ranks on the model itself (tests/results/test_one_event_model.py).

Rankings: each section of each session is ranked (each field separately in a
Mitchell without an arrow switch: two winners); :attr:`EventResults.overall`
ranks the totals over all sessions.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from bridgelaw.core.seats import Side
from bridgelaw.results.score import Fields, Method
from bridgelaw.results.score import score_event as score_model
from bridgelaw.scoring import imps
from bridgelaw.scoring.adjusted import artificial_imps_of_percentage
from bridgelaw.scoring.conditions import Conditions
from bridgelaw.tournament.errors import EntryError
from bridgelaw.tournament.event import (
    Artificial,
    Entry,
    Event,
    Kind,
    ResultSheet,
    Score,
    Section,
    Weighted,
    missing_results,
    players,
)
from bridgelaw.tournament.matchpoints import BoardScorer, TopFunction, matchpoint_top, matchpoints
from bridgelaw.tournament.ranking import Standing, Tally, cumulative, rank
from bridgelaw.tournament.results_event import results_event

__all__ = ["Award", "EventResults", "MatchScore", "RankingGroup", "score_event"]

VictoryPoints = Callable[[float, int], tuple[float, float]]
"""``vp(imp_margin, boards) -> (home VPs, away VPs)`` for one team match."""


@dataclass(frozen=True, slots=True)
class Award:
    """What one contestant scored on one board.

    For a team, the award is the board's IMPs (or artificial IMPs) and is
    attached to the room where the team sat North-South.
    """

    session: str
    section: str
    board: int
    contestant: str
    side: Side
    points: float
    top: float | None
    entry: Entry


@dataclass(frozen=True, slots=True)
class MatchScore:
    """A team match: IMPs (and VPs) of the home and away teams over its boards."""

    session: str
    section: str
    round: int
    home: str
    away: str
    imps_home: float
    imps_away: float
    boards: int
    vp_home: float | None = None
    vp_away: float | None = None


@dataclass(frozen=True, slots=True)
class RankingGroup:
    """A ranking with its title (``"session 1, section A, North-South"``)."""

    title: str
    session: str
    section: str
    standings: tuple[Standing, ...]


@dataclass(frozen=True, slots=True)
class EventResults:
    """Everything computed from an event's entries."""

    event: Event
    entries: tuple[Entry, ...]
    awards: tuple[Award, ...]
    matches: tuple[MatchScore, ...]
    sessions: tuple[tuple[str, dict[str, Tally]], ...]
    groups: tuple[RankingGroup, ...]
    overall: tuple[Standing, ...]
    missing: tuple[str, ...]
    """Table results the movement expects and that were not entered."""

    def awards_of(self, contestant: str) -> tuple[Award, ...]:
        """The contestant's awards, in entry order."""
        return tuple(a for a in self.awards if a.contestant == contestant)


def score_event(
    event: Event,
    entries: Iterable[Entry],
    *,
    scorer: BoardScorer = matchpoints,
    top: TopFunction | None = matchpoint_top,
    vp: VictoryPoints | None = None,
    artificial_imps: float = 3.0,
    conditions: Conditions | None = None,
) -> EventResults:
    """Check ``entries`` against the event (see :class:`~bridgelaw.tournament.event.ResultSheet`)
    and score them.

    :param scorer: the board scorer for pairs and individuals.
    :param top: its top for ``n`` results, or ``None`` when awards are not
        percentages (then contestants rank by total points).
    :param vp: converts a team match's IMP margin to victory points.
    :param artificial_imps: IMPs for average plus (Law 12C2b; the RA may vary it).
    :param conditions: pairs and individuals: matchpoint each board under these
        conditions of contest (Law 78D) as ``bridgelaw score`` does, instead of
        ``scorer`` and ``top``.
    :raises EntryError: the first entry that does not fit.
    """
    sheet = ResultSheet(event)
    sheet.enter_all(entries)
    accepted = sheet.entries
    weighted = next((e for e in accepted if isinstance(e.outcome, Weighted)), None)
    if weighted is not None and (conditions is None or event.kind is Kind.TEAMS):
        raise EntryError(
            f"{weighted.location()}: a weighted adjusted score (Law 12C1c) is scored only"
            " in a pairs event under conditions of contest"
        )
    awards: list[Award] = []
    matches: list[MatchScore] = []
    use_top: TopFunction | None
    if event.kind is Kind.TEAMS:
        for session in event.sessions:
            for section in session.sections:
                assert section.movement is not None
                found = _team_matches(
                    session.name, section, accepted, vp=vp, artificial_imps=artificial_imps
                )
                matches += found[0]
                awards += found[1]
        use_top = None
    elif conditions is not None:
        awards = _conditions_awards(event, accepted, conditions)
        use_top = matchpoint_top
    else:
        awards = _pair_awards(event, accepted, scorer, top, artificial_imps)
        use_top = top
    sessions: list[tuple[str, dict[str, Tally]]] = []
    groups: list[RankingGroup] = []
    for session in event.sessions:
        mine = [a for a in awards if a.session == session.name]
        totals = _tally(mine, use_top is not None)
        if event.kind is Kind.TEAMS and vp is not None:
            totals = _vp_tally([m for m in matches if m.session == session.name], totals)
        sessions.append((session.name, totals))
        for section in session.sections:
            groups += _section_groups(event, session.name, section, mine, totals)
    overall = rank(cumulative(t for _, t in sessions))
    return EventResults(
        event=event,
        entries=accepted,
        awards=tuple(awards),
        matches=tuple(matches),
        sessions=tuple(sessions),
        groups=tuple(groups),
        overall=overall,
        missing=tuple(missing_results(event, accepted)),
    )


def _artificial_points(fraction: float, full_top: float | None, artificial_imps: float) -> float:
    if full_top is not None:
        return fraction * full_top
    return artificial_imps_of_percentage(100 * fraction, average_plus=artificial_imps)


def _pair_awards(
    event: Event,
    entries: Sequence[Entry],
    scorer: BoardScorer,
    top: TopFunction | None,
    artificial_imps: float,
) -> list[Award]:
    by_board: dict[tuple[str, str, int], list[Entry]] = defaultdict(list)
    for entry in entries:
        by_board[(entry.session, entry.section, entry.board)].append(entry)
    out: list[Award] = []
    for (session, section, board), results in by_board.items():
        real = [e for e in results if not isinstance(e.outcome, Artificial)]
        ns_scores = [_score(e) for e in real]
        ew_scores = [
            -(e.outcome.ew_view if isinstance(e.outcome, Score) else _score(e)) for e in real
        ]
        ns_awards = list(scorer(ns_scores)) if real else []
        ew_awards = list(scorer(ew_scores)) if real else []
        full = top(len(results)) if top is not None else None
        if top is not None and full is not None:
            part = top(len(real))
            if part > 0:
                ns_awards = [a * full / part for a in ns_awards]
                ew_awards = [a * full / part for a in ew_awards]
            else:
                ns_awards = [full / 2 for _ in real]
                ew_awards = [full / 2 for _ in real]
        awarded: dict[int, tuple[float, float]] = {
            id(e): (n, w) for e, n, w in zip(real, ns_awards, ew_awards, strict=True)
        }
        for entry in results:
            if isinstance(entry.outcome, Artificial):
                pair = (
                    _artificial_points(entry.outcome.ns, full, artificial_imps),
                    _artificial_points(entry.outcome.ew, full, artificial_imps),
                )
            else:
                pair = awarded[id(entry)]
            out += _table_awards(event, (session, section, board), entry, pair, full)
    return out


def _table_awards(
    event: Event,
    where: tuple[str, str, int],
    entry: Entry,
    pair: tuple[float, float],
    top: float | None,
) -> list[Award]:
    """The awards of a table's two sides (each player's, in an individual event)."""
    session, section, board = where
    return [
        Award(session, section, board, player, side, points, top, entry)
        for side, contestant, points in ((Side.NS, entry.ns, pair[0]), (Side.EW, entry.ew, pair[1]))
        for player in players(contestant, event.kind)
    ]


def _conditions_awards(event: Event, entries: Sequence[Entry], c: Conditions) -> list[Award]:
    """Every board of every section matchpointed under the conditions ``c`` by the one
    scoring path, :func:`bridgelaw.results.score.score_event` on the event model
    (:func:`bridgelaw.tournament.results_event.results_event`), as ``bridgelaw score``
    and ``bridgelaw event run`` score it."""
    if not entries:
        return []  # a night not yet begun: nothing scored, nobody ranked
    model = results_event(event, entries)
    scored = score_model(model, Method.MATCHPOINTS, conditions=c, fields=Fields.ONE)
    entry_of = {id(table): entry for table, entry in zip(model.tables, entries, strict=True)}
    out: list[Award] = []
    for board in scored.boards:
        for table in board.tables:
            entry = entry_of[id(table.table)]
            pair = (table.ns or 0.0, table.ew or 0.0)
            where = (entry.session, entry.section, entry.board)
            out += _table_awards(event, where, entry, pair, board.top)
    return out


def _score(entry: Entry) -> int:
    score = entry.score_ns()
    assert score is not None
    return score


def _team_matches(
    session: str,
    section: Section,
    entries: Sequence[Entry],
    *,
    vp: VictoryPoints | None,
    artificial_imps: float,
) -> tuple[list[MatchScore], list[Award]]:
    movement = section.movement
    assert movement is not None
    found = {
        (e.round, e.table, e.board): e
        for e in entries
        if e.session == session and e.section == section.name
    }
    matches: list[MatchScore] = []
    awards: list[Award] = []
    for rnd in movement.rounds:
        done: set[int] = set()
        for seating in rnd.tables:
            if seating.table in done or not seating.plays:
                continue
            other = next(
                s
                for s in rnd.tables
                if s.table != seating.table and s.ns == seating.ew and s.ew == seating.ns
            )
            done |= {seating.table, other.table}
            home, away = section.contestant(seating.ns), section.contestant(seating.ew)
            assert home is not None and away is not None
            totals = [0.0, 0.0]
            boards = 0
            for board in movement.board_set(seating.board_set).boards:
                open_room = found.get((rnd.number, seating.table, board))
                closed_room = found.get((rnd.number, other.table, board))
                if open_room is None or closed_room is None:
                    continue
                pair = _board_imps(open_room, closed_room, artificial_imps)
                boards += 1
                for i, (team, room) in enumerate(((home, open_room), (away, closed_room))):
                    totals[i] += pair[i]
                    awards.append(
                        Award(session, section.name, board, team, Side.NS, pair[i], None, room)
                    )
            vps = vp(totals[0] - totals[1], boards) if vp is not None and boards else None
            matches.append(
                MatchScore(
                    session,
                    section.name,
                    rnd.number,
                    home,
                    away,
                    totals[0],
                    totals[1],
                    boards,
                    None if vps is None else vps[0],
                    None if vps is None else vps[1],
                )
            )
    return matches, awards


def _board_imps(
    open_room: Entry, closed_room: Entry, artificial_imps: float
) -> tuple[float, float]:
    """IMPs of (home, away) on one board: home sits NS in the open room, EW in the closed."""
    artificial = [
        (room, home_side)
        for room, home_side in ((open_room, "ns"), (closed_room, "ew"))
        if isinstance(room.outcome, Artificial)
    ]
    if artificial:
        home = sum(
            _artificial_points(getattr(room.outcome, side), None, artificial_imps)
            for room, side in artificial
        ) / len(artificial)
        away = sum(
            _artificial_points(
                getattr(room.outcome, "ew" if side == "ns" else "ns"), None, artificial_imps
            )
            for room, side in artificial
        ) / len(artificial)
        return home, away
    open_ns = _score(open_room)
    closed_ns = _score(closed_room)
    open_ew = open_room.outcome.ew_view if isinstance(open_room.outcome, Score) else open_ns
    closed_ew = closed_room.outcome.ew_view if isinstance(closed_room.outcome, Score) else closed_ns
    return float(imps(open_ns - closed_ew)), float(imps(closed_ns - open_ew))


def _tally(awards: Sequence[Award], with_top: bool) -> dict[str, Tally]:
    totals: dict[str, Tally] = {}
    for award in awards:
        tally = Tally(award.points, award.top if with_top else None, 1)
        if award.contestant in totals:
            totals[award.contestant] = totals[award.contestant] + tally
        else:
            totals[award.contestant] = tally
    return totals


def _vp_tally(matches: Sequence[MatchScore], imps_totals: dict[str, Tally]) -> dict[str, Tally]:
    totals: dict[str, Tally] = {}
    for match in matches:
        for team, got in ((match.home, match.vp_home), (match.away, match.vp_away)):
            if got is None:
                continue
            tally = Tally(got, None, match.boards)
            totals[team] = totals[team] + tally if team in totals else tally
    for team in imps_totals:
        totals.setdefault(team, Tally(0.0, None, 0))
    return totals


def _section_groups(
    event: Event,
    session: str,
    section: Section,
    awards: Sequence[Award],
    totals: dict[str, Tally],
) -> list[RankingGroup]:
    present = {a.contestant for a in awards if a.section == section.name}
    here = {c: t for c, t in totals.items() if c in present}
    title = f"session {session}, section {section.name}"
    movement = section.movement
    if movement is None or movement.fields is None or movement.arrow_switched:
        return [RankingGroup(title, session, section.name, rank(here))]
    groups = []
    for side, field in zip(Side, movement.fields, strict=True):
        members = {section.contestant(label) for label in field}
        mine = {c: t for c, t in here.items() if c in members}
        name = "North-South" if side == Side.NS else "East-West"
        groups.append(RankingGroup(f"{title}, {name}", session, section.name, rank(mine)))
    return groups
