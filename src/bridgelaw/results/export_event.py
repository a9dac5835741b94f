"""The results of :func:`bridgelaw.tournament.event_results.score_event` as a PBN file in
export format: the club night's (``server/club_director.py``); ``bridgelaw event run``
writes its PBN through the one event model (:func:`bridgelaw.results.publish.results_pbn`).

One game per board (and per section, when several play it) with its deal when the hand
records are known, and a ``ScoreTable`` (PBN 2.1 §5.9) with a row per table: round,
table, the contestants, contract, declarer, tricks, North-South's or East-West's score,
and the matchpoints and percentages (pairs) or IMPs (teams) each side earned. The first
game also carries the ``TotalScoreTable`` (§5.10): every ranking of the event, each
line with its rank, contestant, total, percentage, boards and names; in a Mitchell the
two fields' rankings follow each other and a ``Direction`` column tells them apart.

An artificial adjusted score (Law 12C2) is written as PBN 2.1 writes one: ``-`` for
contract, declarer and result, and its percentages marked with ``^``. Other scoring
programs read the file, and so does ``bridgelaw score``, which gives each pair the same
percentages (tests/results/test_export_event.py).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence

from bridgelaw.core.board import Board
from bridgelaw.core.seats import Side
from bridgelaw.formats.pbn import PbnGame, PbnTag, dumps, export
from bridgelaw.render.records import HandRecord
from bridgelaw.results.publish import pbn_element
from bridgelaw.tournament.event import Artificial, Entry, Kind, Played, Score
from bridgelaw.tournament.event_results import Award, EventResults

__all__ = ["event_results_pbn"]

_Key = tuple[int, Side]


def _figure(value: float | None) -> float | None:
    return None if value is None else round(value, 2)


def _outcome_cells(entry: Entry) -> list[object]:
    """Contract, Declarer, Result, Score_NS, Score_EW of a table."""
    outcome = entry.outcome
    if isinstance(outcome, Played):
        if outcome.contract is None:
            return ["Pass", None, None, 0, None]
        declarer = outcome.contract.declarer
        score = entry.score_ns() or 0
        contract = str(outcome.contract)
        letter = None if declarer is None else declarer.letter
        ns, ew = (score, None) if score >= 0 else (None, -score)
        return [contract, letter, outcome.tricks, ns, ew]
    if isinstance(outcome, Score):
        ns, ew = (outcome.ns, None) if outcome.ns >= 0 else (None, -outcome.ns)
        return [None, None, None, ns, ew]
    return [None, None, None, None, None]


def _row(entry: Entry, awards: Mapping[_Key, Award], teams: bool) -> list[object]:
    ns, ew = awards.get((id(entry), Side.NS)), awards.get((id(entry), Side.EW))
    row: list[object] = [entry.round, entry.table, entry.ns, entry.ew, *_outcome_cells(entry)]
    row += [_figure(None if ns is None else ns.points), _figure(None if ew is None else ew.points)]
    if not teams:
        artificial = isinstance(entry.outcome, Artificial)
        for award in (ns, ew):
            percent = None
            if award is not None and award.top:
                percent = _figure(100 * award.points / award.top)
            row.append(
                f"^{pbn_element(percent)}" if artificial and percent is not None else percent
            )
    return row


def _score_table(entries: Sequence[Entry], awards: Mapping[_Key, Award], teams: bool) -> PbnTag:
    names = ["Round\\2R", "Table\\2R", "PairId_NS\\4R", "PairId_EW\\4R", "Contract\\5L",
             "Declarer\\1R", "Result\\2R", "Score_NS\\6R", "Score_EW\\6R"]  # fmt: skip
    names += ["IMP_NS\\6R", "IMP_EW\\6R"] if teams else ["MP_NS\\5R", "MP_EW\\5R"]
    if not teams:
        names += ["Percentage_NS\\6R", "Percentage_EW\\6R"]
    cells: list[str] = []
    for entry in entries:
        for value in _row(entry, awards, teams):
            if isinstance(value, str) and value.startswith("^"):
                cells.append(value)  # an artificial score's figure, marked as PBN 2.1 does
            else:
                cells.append(pbn_element(value))
    return PbnTag("ScoreTable", ";".join(names), tuple(cells))


def _total_table(results: EventResults, unit: str) -> PbnTag:
    names = dict(results.event.names)
    groups = [(g.title, g.standings) for g in results.groups]
    if len(results.sessions) > 1:
        groups.append(("overall", results.overall))
    columns = ["Rank\\3R", "PairId\\4R", "Direction\\2L", f"Total{unit}\\7R"]
    columns += ["TotalPercentage\\6R", "NrBoards\\2R", "Names\\30L"]
    cells: list[str] = []
    for title, standings in groups:
        direction = {"North-South": "NS", "East-West": "EW"}.get(title.rsplit(", ", 1)[-1])
        for standing in standings:
            row: list[object] = [standing.place_label, standing.contestant, direction]
            row += [_figure(standing.tally.points), _figure(standing.tally.percent)]
            row += [standing.tally.boards, names.get(standing.contestant) or standing.contestant]
            cells.extend(pbn_element(v) for v in row)
    return PbnTag("TotalScoreTable", ";".join(columns), tuple(cells))


def event_results_pbn(
    results: EventResults, *, records: Sequence[HandRecord] = (), date: str = "????.??.??"
) -> str:
    """The event's results as a PBN file in export format (CR LF line ends)."""
    event = results.event
    teams = event.kind is Kind.TEAMS
    unit = "IMP" if teams else "MP"
    awards: dict[_Key, Award] = {}
    for award in results.awards:
        awards.setdefault((id(award.entry), award.side), award)
    by_board: dict[tuple[str, str, int], list[Entry]] = defaultdict(list)
    for entry in results.entries:
        by_board[(entry.session, entry.section, entry.board)].append(entry)
    known = {record.board.number: record.board for record in records}
    several = len({(session, section) for session, section, _ in by_board}) > 1
    games: list[PbnGame] = []
    for index, ((session, section, number), entries) in enumerate(
        sorted(by_board.items(), key=lambda item: (item[0][0], item[0][1], item[0][2]))
    ):
        board = known.get(number) or Board(number)
        tags = [PbnTag("Event", event.name or "?"), PbnTag("Date", date)]
        if several:
            tags.append(PbnTag("Section", section if session == "1" else f"{session}/{section}"))
        tags += [
            PbnTag("Board", str(number)),
            PbnTag("Dealer", board.dealer.letter),
            PbnTag("Vulnerable", board.vulnerability.pbn),
        ]
        if board.deal is not None:
            tags.append(PbnTag("Deal", board.deal.pbn(board.dealer)))
        tags += [
            PbnTag("Scoring", unit),
            PbnTag("Declarer", ""),
            PbnTag("Contract", ""),
            PbnTag("Result", ""),
            PbnTag("Competition", event.kind.value.capitalize()),
        ]
        if index == 0:
            tags.append(_total_table(results, unit))
        tags.append(_score_table(entries, awards, teams))
        games.append(PbnGame(tuple(tags)))
    return dumps(export(games), newline="\r\n")
