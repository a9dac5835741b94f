"""Publishing a scored event: JSON, CSV, and PBN with ``ScoreTable``/``TotalScoreTable``.

* :func:`results_json` gives a dictionary ready for :func:`json.dumps`: the event,
  the ranking (and each field's of a two-field event) and every board's traveller;
* :func:`travellers_csv` and :func:`standings_csv` give comma-separated text; a column
  the entries file of ``event run`` also has means the same in both (``result`` is the
  tricks relative to the contract, ``=``, ``+1``, ``-2``; ``score`` is North-South's);
* :func:`results_pbn` writes a PBN file in export format (PBN 2.1 §5.9, §5.10): one
  game per board with its ``ScoreTable`` (a row per table), the first game also with
  the ``TotalScoreTable``. Other programs read it, and so does our strict reader.

The HTML page is :func:`bridgelaw.results.html.results_html`.
"""

from __future__ import annotations

import csv
import io
import re
from typing import Any, Final

from bridgelaw.formats.pbn import PbnGame, PbnTag, dumps, export
from bridgelaw.results.ranking import place_text
from bridgelaw.results.score import Method, ScoredBoard, ScoredEvent, ScoredTable, Standing
from bridgelaw.scoring.entries import ArtificialScore, Entry, SplitScore, WeightedScore

__all__ = [
    "adjusted_text",
    "entry_text",
    "pbn_element",
    "relative_result",
    "results_json",
    "results_pbn",
    "session_section",
    "standings_csv",
    "travellers_csv",
]


def entry_text(entry: Entry) -> str:
    """A table's result as North-South's score: ``"620"``, ``"-100"``, ``"A 60/40"``
    (artificial), ``"W 404"`` (weighted, its mean), ``"420/450"`` (split)."""
    if entry is None:
        return ""
    if isinstance(entry, ArtificialScore):
        return f"A {entry.ns:g}/{entry.ew:g}"
    if isinstance(entry, WeightedScore):
        return f"W {entry.mean:g}"
    if isinstance(entry, SplitScore):
        ns = entry.ns.mean if isinstance(entry.ns, WeightedScore) else entry.ns
        ew = entry.ew.mean if isinstance(entry.ew, WeightedScore) else entry.ew
        return f"{ns:g}/{ew:g}"
    return f"{entry:g}"


_MARKERS: Final = {60.0: "A+", 50.0: "A", 40.0: "A-"}
_IMP_MARKERS: Final = {3.0: "A+", 0.0: "A", -3.0: "A-"}


def adjusted_text(entry: Entry, *, imps: bool = False) -> str:
    """An adjusted score as the entries file writes it (``adjusted`` column): ``"A+/A-"``
    or ``"A"`` for average plus, average and average minus (Law 12C2a), else the
    percentages ``"61.8%/38.2%"``; a split score as :func:`entry_text`; ``""`` for a
    table score.

    >>> adjusted_text(ArtificialScore(60, 40)), adjusted_text(ArtificialScore(50, 50))
    ('A+/A-', 'A')
    >>> adjusted_text(ArtificialScore(61.8, 0))
    '61.8%/0%'

    An artificial score in IMPs (``imps``, Law 12C2b) is ``A+/A-`` for +3 and -3 IMPs, else
    its IMPs (``"+2/-2 IMPs"``). A weighted score (Law 12C1c) is its results with their
    weights:

    >>> adjusted_text(WeightedScore.of((620, 0.7), (-100, 0.3)))
    'W 70% of +620 + 30% of -100'
    """
    if isinstance(entry, ArtificialScore) and imps:
        ns, ew = _IMP_MARKERS.get(entry.ns), _IMP_MARKERS.get(entry.ew)
        if ns is not None and ew is not None:
            return ns if ns == ew == "A" else f"{ns}/{ew}"
        return f"{entry.ns:+g}/{entry.ew:+g} IMPs"
    if isinstance(entry, ArtificialScore):
        ns, ew = _MARKERS.get(entry.ns), _MARKERS.get(entry.ew)
        if ns is not None and ew is not None:
            return ns if ns == ew == "A" else f"{ns}/{ew}"
        return f"{entry.ns:g}%/{entry.ew:g}%"
    if isinstance(entry, WeightedScore):  # Law 12C1c, as the Director gives it
        return "W " + " + ".join(f"{100 * w:g}% of {score:+g}" for score, w in entry.components)
    if entry is None or isinstance(entry, int | float):
        return ""
    return entry_text(entry)


def relative_result(contract: str | None, tricks: int | None) -> str:
    """The ``result`` column, as the entries file of ``event run`` reads it: the tricks
    relative to the contract, ``"="``, ``"+1"``, ``"-2"`` (``""`` when passed out, or
    without a contract or tricks).

    >>> relative_result("4S", 10), relative_result("3NTX", 7), relative_result("Pass", None)
    ('=', '-2', '')
    """
    if not contract or tricks is None or not contract[:1].isdigit():
        return ""
    delta = tricks - 6 - int(contract[0])
    return "=" if delta == 0 else f"{delta:+d}"


def _number(value: float | None, digits: int = 2) -> float | None:
    return None if value is None else round(value, digits) + 0.0


def _table_json(scored: ScoredTable, *, imps: bool = False) -> dict[str, Any]:
    t = scored.table
    return {
        "table": t.table,
        "round": t.round,
        "ns": t.ns,
        "ew": t.ew,
        "contract": t.contract,
        "declarer": t.declarer,
        "tricks": t.tricks,
        "result": relative_result(t.contract, t.tricks),
        "score": t.entry if isinstance(t.entry, int | float) else None,
        "adjusted": adjusted_text(t.entry, imps=imps),
        "lead": t.lead,
        "ns_points": _number(scored.ns),
        "ew_points": _number(scored.ew),
        "ns_percent": _number(scored.ns_percent),
        "ew_percent": _number(scored.ew_percent),
    }


def results_json(scored: ScoredEvent) -> dict[str, Any]:
    """The scored event as plain data (see the module doc)."""
    event = scored.event
    return {
        "event": event.name,
        "date": event.date,
        "source": event.source,
        "kind": event.kind,
        "method": scored.method.value,
        "unit": scored.unit,
        "conditions": scored.conditions.describe(),
        "standings": [_standing_json(s) for s in scored.standings],
        "fields": [
            {
                "direction": f.direction,
                "title": f.title,
                "standings": [_standing_json(s) for s in f.standings],
            }
            for f in scored.fields
        ],
        "sections": [
            {
                "title": section.title,
                "standings": [_standing_json(s) for s in section.standings],
                "fields": [
                    {
                        "direction": f.direction,
                        "standings": [_standing_json(s) for s in f.standings],
                    }
                    for f in section.fields
                ],
            }
            for section in scored.sections
        ],
        "boards": [
            {
                "section": b.section,
                "board": b.number,
                "top": b.top,
                "datum": b.datum,
                "tables": [_table_json(t, imps=scored.unit == "IMP") for t in b.tables],
            }
            for b in scored.boards
        ],
    }


def _standing_json(s: Standing) -> dict[str, Any]:
    return {
        "place": place_text(*s.place),
        "rank": s.place[0],
        "id": s.contestant.id,
        "names": s.contestant.names,
        "total": _number(s.total),
        "percent": _number(s.percent),
        "vp": s.vp,
        "boards": s.boards,
        "penalty": _number(s.penalty),
        "carried": _number(s.carried),
    }


_TRAVELLER_FIELDS: Final = (
    "board", "table", "ns", "ew", "round", "contract", "declarer", "tricks", "result",
    "score", "adjusted", "lead", "ns_points", "ew_points", "ns_percent", "ew_percent",
    "conditions",
)  # fmt: skip
"""The columns of :func:`travellers_csv`. Those the entries file of ``event run`` has
mean what they mean there: ``result`` is the tricks relative to the contract (``=``,
``+1``, ``-2``; ``tricks`` is the total), ``score`` North-South's score, ``adjusted`` an
adjusted score (``A+/A-``)."""


def session_section(section: str) -> tuple[str, str]:
    """The session and section of a table's :attr:`~bridgelaw.results.event.TableEntry.section`:
    ``("2", "A")`` for ``"session 2, section A"`` (an event run from its movement),
    ``("", "B")`` for a ``Section`` tag ``"B"``.

    >>> session_section("session 2, section A"), session_section("B")
    (('2', 'A'), ('', 'B'))
    """
    found = re.fullmatch(r"session (.+?), section (.+)", section)
    return (found[1], found[2]) if found else ("", section)


def travellers_csv(scored: ScoredEvent) -> str:
    """Every table of every board as comma-separated values, with a header line; the
    last column names the conditions of contest it was scored under. An event of several
    sections (or sessions) has ``session`` and ``section`` columns first."""
    several = len(scored.event.sections) > 1
    fields = (*_PLACE, *_TRAVELLER_FIELDS) if several else _TRAVELLER_FIELDS
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=fields, lineterminator="\n")
    writer.writeheader()
    for board in scored.boards:
        session, section = session_section(board.section)
        for table in board.tables:
            row = _table_json(table, imps=scored.unit == "IMP")
            row |= {"board": board.number, "session": session, "section": section}
            row["conditions"] = scored.conditions.name
            writer.writerow({k: ("" if row.get(k) is None else row[k]) for k in fields})
    return out.getvalue()


_PLACE: Final = ("session", "section")


def standings_csv(scored: ScoredEvent) -> str:
    """The ranking as comma-separated values, with a header line. An event of several
    sections (or sessions) has ``session``, ``section`` and ``direction`` columns first
    and each section's ranking (each field's, ``NS`` or ``EW``, of a Mitchell) before
    the overall one (section ``overall``)."""
    header = ["place", "id", "names", "total", "percent", "vp", "boards"]
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    if not scored.sections:
        writer.writerow(header)
        writer.writerows(_standing_row(s) for s in scored.standings)
        return out.getvalue()
    writer.writerow([*_PLACE, "direction", *header])
    for ranking in scored.sections:
        where = session_section(ranking.title)
        groups = [(f.direction, f.standings) for f in ranking.fields]
        for direction, standings in groups or [("", ranking.standings)]:
            writer.writerows([*where, direction, *_standing_row(s)] for s in standings)
    writer.writerows(["", "overall", "", *_standing_row(s)] for s in scored.standings)
    return out.getvalue()


def _standing_row(s: Standing) -> list[object]:
    return [
        place_text(*s.place),
        s.contestant.id,
        s.contestant.names,
        _number(s.total),
        "" if s.percent is None else _number(s.percent),
        "" if s.vp is None else s.vp,
        s.boards,
    ]


def pbn_element(value: object) -> str:
    """A table element: numbers and simple tokens as they are, text with spaces or
    special characters quoted, unknown values as ``-``."""
    if value is None or value == "":
        return "-"
    if isinstance(value, float):
        text = f"{value:.2f}".rstrip("0").rstrip(".")
        return "0" if text == "-0" else text
    text = str(value)
    if all(c.isalnum() or c in "+-._" for c in text):
        return text
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _score_table(scored: ScoredEvent, board: ScoredBoard) -> PbnTag:
    """A board's ``ScoreTable``: a row per table, with its round when the event knows
    the rounds (an event run from its movement). An artificial adjusted score is written
    as PBN 2.1 writes one: ``-`` for contract, declarer and result, and its own
    percentages marked with ``^`` (or its IMPs, scoring by IMPs)."""
    mp = scored.method is Method.MATCHPOINTS
    rounds = any(s.table.round for s in board.tables)
    names = ["Round\\2R"] if rounds else []
    names += ["Table\\2R", "PairId_NS\\2R", "PairId_EW\\2R", "Contract\\4L", "Declarer\\1R",
              "Result\\2R", "Score_NS\\6R", "Score_EW\\6R"]  # fmt: skip
    names += (
        ["MP_NS\\5R", "MP_EW\\5R", "Percentage_NS\\6R", "Percentage_EW\\6R"]
        if mp
        else ["IMP_NS\\6R", "IMP_EW\\6R"]
    )
    cells: list[str] = []
    for s in board.tables:
        t = s.table
        entry = t.entry
        score_ns = score_ew = None
        if isinstance(entry, int | float):
            score_ns, score_ew = (int(entry), None) if entry >= 0 else (None, -int(entry))
        row: list[object] = [t.round] if rounds else []
        row += [t.table, t.ns, t.ew, t.contract, t.declarer, t.tricks, score_ns, score_ew]
        figures: list[object] = (
            [_number(s.ns), _number(s.ew), _number(s.ns_percent), _number(s.ew_percent)]
            if mp
            else [_number(s.ns), _number(s.ew)]
        )
        if isinstance(entry, ArtificialScore):
            figures[-2:] = [f"^{pbn_element(entry.ns + 0.0)}", f"^{pbn_element(entry.ew + 0.0)}"]
        for value in (*row, *figures):
            if isinstance(value, str) and value.startswith("^"):
                cells.append(value)  # an artificial score's figure, marked as PBN 2.1 does
            else:
                cells.append(pbn_element(value))
    return PbnTag("ScoreTable", ";".join(names), tuple(cells))


def _total_table(scored: ScoredEvent) -> PbnTag:
    """The ranking; a two-field event's two rankings, each row with its ``Direction``."""
    mp = scored.method is Method.MATCHPOINTS
    total_name = "TotalMP\\7R" if mp else "TotalIMP\\7R"
    names = ["Rank\\3R", "PairId\\2R", total_name]
    if scored.fields:
        names.insert(2, "Direction\\2L")
    rankings = [(f.direction, f.standings) for f in scored.fields]
    if mp:
        names.append("TotalPercentage\\6R")
    if scored.event.kind == "teams":
        names.append("TotalVP\\6R")
    names += ["NrBoards\\2R", "Names\\30L"]
    cells: list[str] = []
    for direction, standings in rankings or [("", scored.standings)]:
        for s in standings:
            cells.extend(_total_row(scored, s, direction))
    return PbnTag("TotalScoreTable", ";".join(names), tuple(cells))


def _total_row(scored: ScoredEvent, s: Standing, direction: str) -> list[str]:
    """A row of the ``TotalScoreTable`` (``direction`` ``""`` when the event is one field)."""
    row: list[object] = [s.place[0], s.contestant.id]
    if direction:
        row.append(direction)
    row.append(_number(s.total))
    if scored.method is Method.MATCHPOINTS:
        row.append(_number(s.percent))
    if scored.event.kind == "teams":
        row.append(s.vp)
    row += [s.boards, s.contestant.names or s.contestant.id]
    return [pbn_element(v) for v in row]


def results_pbn(scored: ScoredEvent) -> str:
    """The scored event as a PBN file in export format (CR LF line ends): one game per
    board with its ``ScoreTable``, the first also with the ``TotalScoreTable``."""
    event = scored.event
    scoring = "MP" if scored.method is Method.MATCHPOINTS else "IMP"
    if scored.method is Method.BUTLER:
        scoring = "IMP;Butler"
    elif scored.method is Method.CROSS_IMPS:
        scoring = "IMP;Cross"
    games: list[PbnGame] = []
    for index, board_scores in enumerate(scored.boards):
        board = board_scores.board
        tags = [
            PbnTag("Event", event.name or "?"),
            PbnTag("Date", _pbn_date(event.date)),
        ]
        if board_scores.section:
            tags.append(PbnTag("Section", board_scores.section))
        tags.append(PbnTag("Board", str(board_scores.number)))
        if board is not None:
            tags.append(PbnTag("Dealer", board.dealer.letter))
            tags.append(PbnTag("Vulnerable", board.vulnerability.pbn))
            if board.deal is not None:
                tags.append(PbnTag("Deal", board.deal.pbn(board.dealer)))
        tags.append(PbnTag("Scoring", scoring))
        tags.append(PbnTag("Declarer", ""))
        tags.append(PbnTag("Contract", ""))
        tags.append(PbnTag("Result", ""))
        tags.append(PbnTag("Competition", "Teams" if event.kind == "teams" else "Pairs"))
        if index == 0:
            tags.append(_total_table(scored))
        tags.append(_score_table(scored, board_scores))
        games.append(PbnGame(tuple(tags)))
    return dumps(export(games), newline="\r\n")


def _pbn_date(date: str | None) -> str:
    if date and len(date) == 10 and date[4] == "." and date[7] == ".":
        return date
    return "????.??.??"
