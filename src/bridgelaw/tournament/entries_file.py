"""The entries file of ``bridgelaw event run``: an event and its table results, as JSON or CSV.

**JSON.** An object::

    {
      "event": "Tuesday pairs",
      "date": "2026-11-24",                  # optional: the day played (YYYY-MM-DD)
      "kind": "pairs",                       # pairs (default), teams or individuals
      "names": {"1NS": "Ann & Bob"},         # optional display names
      "sessions": [
        {"name": "1",
         "sections": [
           {"name": "A",
            "movement": {"family": "mitchell", "tables": 5, "boards_per_round": 3},
            "seating": {"1NS": "12"},        # optional: movement position -> contestant
            "results": [
              {"table": 1, "board": 1, "ns": "1NS", "ew": "1EW",
               "contract": "4S", "declarer": "N", "tricks": 10},
              {"table": 1, "board": 2, "ns": "1NS", "ew": "1EW",
               "contract": "3NTX", "declarer": "E", "result": "-2"},
              {"table": 1, "board": 3, "ns": "1NS", "ew": "1EW", "score": -620},
              {"table": 2, "board": 4, "ns": "2NS", "ew": "5EW", "adjusted": "A+/A-"}
            ]}]}]
    }

The director's procedural penalties and fouled boards may follow (``"penalties"``,
``"fouled"``: :mod:`bridgelaw.tournament.entries_rulings`).
With a single session and section, ``movement``, ``seating`` and ``results``
may sit at the top level. A section without ``movement`` (a barometer, a
game run by hand) has its entries checked only for consistency. The movement
is a specification (see :mod:`bridgelaw.tournament.specs`) or an explicit
movement. A result gives the contract (``"Pass"`` for a passed-out board) with
``declarer`` and ``tricks`` (total tricks) or ``result`` (``"="``, ``"+1"``,
``"-2"``); or ``score`` (North-South's, with ``score_ew`` for a split assigned
score); or ``adjusted`` (``"A+/A-"``, ``"A"``, ``"60%/40%"``); or ``weighted``, a
weighted assigned score (Law 12C1c) as North-South scores with their weights
(``"420:0.6 -50:0.4"``, scored under ``--conditions``).

**CSV.** A header line and one line per table result; the columns are those
keys (``session``, ``section``, ``round``, ``table``, ``board``, ``ns``,
``ew``, ``contract``, ``declarer``, ``tricks``, ``result``, ``score``,
``score_ew``, ``adjusted``, ``weighted``); only ``board``, ``ns`` and ``ew`` are required;
``session`` defaults to ``1`` and ``section`` to ``A``. Lines starting with
``#`` are directives or comments::

    # event: Tuesday pairs
    # date: 2026-11-24                        (the day played, shown on the page)
    # kind: pairs
    # movement A: mitchell tables=5 boards_per_round=3
    # movement 2/A: howell tables=4           (session 2, section A)
    # seating A: 1NS=12 1EW=7
    # name 12: Ann & Bob
    # penalty 12: 25% board=9 law=90B2 unduly slow play    (Law 90)
    # fouled 7: 2=1 5=1                   (Law 87: tables 2 and 5 played another form)
    session,section,table,board,ns,ew,contract,declarer,tricks,score,adjusted
    1,A,1,1,1NS,1EW,4S,N,10,,
"""

from __future__ import annotations

import csv
import datetime
import io
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bridgelaw.errors import BridgeError, FormatError
from bridgelaw.formats.source import nothing_read, read_text
from bridgelaw.scoring.penalties import ProceduralPenalty
from bridgelaw.tournament.entries_rulings import (
    fouled_of_json,
    fouled_of_text,
    penalty_of_json,
    penalty_of_text,
)
from bridgelaw.tournament.event import (
    Entry,
    Event,
    Kind,
    Outcome,
    Score,
    Section,
    Session,
    parse_adjusted,
    parse_outcome,
    parse_weighted,
)
from bridgelaw.tournament.specs import movement_from_spec, parse_spec_text

__all__ = ["load_entries", "read_entries_csv", "read_entries_json"]

_COLUMNS = (
    "session",
    "section",
    "round",
    "table",
    "board",
    "ns",
    "ew",
    "contract",
    "declarer",
    "tricks",
    "result",
    "score",
    "score_ew",
    "adjusted",
    "weighted",
)


def load_entries(
    path: Path, *, errors: list[FormatError] | None = None
) -> tuple[Event, tuple[Entry, ...]]:
    """Read an entries file (``.json`` or ``.csv``), its encoding detected (UTF-8 with or
    without a byte order mark, Windows-1250, Windows-1252...).

    :param errors: where to put the errors of results that cannot be read, going on
        with the others (default: raise the first).
    :raises FormatError: naming the file and line (or JSON path) of what is wrong; also
        when the file cannot be read, is empty or is binary.
    """
    text = read_text(path)
    if path.suffix.lower() == ".json":
        return read_entries_json(text, source=str(path), errors=errors)
    if path.suffix.lower() in (".csv", ".txt", ".tsv"):
        return read_entries_csv(text, source=str(path), errors=errors)
    raise FormatError(
        "an entries file is .json or .csv", source=str(path), rule="bridgelaw entries"
    )


def _kind(value: Any, source: str, line: int = 0) -> Kind:
    try:
        return Kind(str(value).strip().lower())
    except ValueError:
        raise FormatError(
            f"kind is pairs, teams or individuals, not {value!r}", source=source, line=line
        ) from None


def _outcome(row: dict[str, Any]) -> Outcome:
    """The outcome of a result row (strings or JSON values)."""

    def text(key: str) -> str:
        value = row.get(key)
        return "" if value is None else str(value).strip()

    present = [k for k in ("contract", "score", "adjusted", "weighted") if text(k)]
    if len(present) != 1:
        what = " and ".join(present) if present else "none of them"
        raise BridgeError(
            f"give exactly one of contract, score, adjusted or weighted (found {what})"
        )
    if present[0] == "adjusted":
        return parse_adjusted(text("adjusted"))
    if present[0] == "weighted":
        return parse_weighted(text("weighted"))
    if present[0] == "score":
        score_ew = text("score_ew")
        return Score(
            _whole(text("score"), "score"), _whole(score_ew, "score_ew") if score_ew else None
        )
    tricks = text("tricks")
    return parse_outcome(
        text("contract"),
        text("declarer") or None,
        _whole(tricks, "tricks") if tricks else None,
        result=text("result") or None,
    )


def _whole(value: Any, key: str) -> int:
    if isinstance(value, bool):
        raise BridgeError(f"{key} must be a whole number, not {value!r}")
    try:
        return int(str(value).strip())
    except (TypeError, ValueError):
        raise BridgeError(f"{key} must be a whole number, not {value!r}") from None


def _entry(row: dict[str, Any], session: str, section: str, where: str) -> Entry:
    for key in ("board", "ns", "ew"):
        value = row.get(key)
        if value is None or not str(value).strip():
            raise BridgeError(f"the result has no {key}")
    table = row.get("table")
    rnd = row.get("round")
    return Entry(
        board=_whole(row["board"], "board"),
        ns=str(row["ns"]).strip(),
        ew=str(row["ew"]).strip(),
        outcome=_outcome(row),
        table=None if table in (None, "") else _whole(table, "table"),
        round=None if rnd in (None, "") else _whole(rnd, "round"),
        session=session,
        section=section,
        where=where,
    )


def read_entries_json(
    text: str, *, source: str = "<string>", errors: list[FormatError] | None = None
) -> tuple[Event, tuple[Entry, ...]]:
    """An event and its entries from the JSON form (see the module's documentation).

    :param errors: where to put the error of a result that cannot be read, leaving it out
        and going on (default: raise the first).
    """
    found: list[FormatError] = []
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise FormatError(f"not JSON: {error.msg}", source=source, line=error.lineno) from None
    if not isinstance(data, dict):
        raise FormatError("the entries file must hold a JSON object", source=source)
    if "sessions" in data:
        sessions_data = data["sessions"]
    elif "sections" in data:
        sessions_data = [{"name": "1", "sections": data["sections"]}]
    else:
        sessions_data = [{"name": "1", "sections": [{**data, "name": data.get("section", "A")}]}]
    if not isinstance(sessions_data, list) or not sessions_data:
        raise FormatError("sessions must be a non-empty list", source=source)
    sessions: list[Session] = []
    entries: list[Entry] = []
    for i, session_data in enumerate(sessions_data):
        path = f"sessions[{i}]"
        if not isinstance(session_data, dict):
            raise FormatError(f"{path} must be an object", source=source)
        session_name = str(session_data.get("name", i + 1))
        sections: list[Section] = []
        for j, section_data in enumerate(session_data.get("sections", [])):
            spath = f"{path}.sections[{j}]"
            if not isinstance(section_data, dict):
                raise FormatError(f"{spath} must be an object", source=source)
            section_name = str(section_data.get("name", chr(ord("A") + j)))
            movement = None
            if section_data.get("movement") is not None:
                try:
                    movement = movement_from_spec(section_data["movement"])
                except (BridgeError, TypeError, AttributeError) as error:
                    raise FormatError(f"{spath}.movement: {error}", source=source) from None
            seating = section_data.get("seating", {})
            if not isinstance(seating, dict):
                raise FormatError(f"{spath}.seating must be an object", source=source)
            sections.append(
                Section(section_name, movement, {str(k): str(v) for k, v in seating.items()})
            )
            results = section_data.get("results", [])
            if not isinstance(results, list):
                raise FormatError(f"{spath}.results must be a list", source=source)
            for k, row in enumerate(results):
                where = (f"{spath}.results[{k}]", session_name, section_name)
                _collect(found, errors, _json_entry, row, where, source, entries)
        if not sections:
            raise FormatError(f"{path} has no sections", source=source)
        sessions.append(Session(session_name, tuple(sections)))
    names = data.get("names", {})
    if not isinstance(names, dict):
        raise FormatError("names must be an object", source=source)
    key = "date"
    try:
        date = event_date(str(data.get("date", "")))
        key = "penalties"
        penalties = tuple(map(penalty_of_json, data.get("penalties") or []))
        key = "fouled"
        fouled = fouled_of_json(data.get("fouled") or {})
    except (BridgeError, TypeError) as error:
        raise FormatError(f"{key}: {error}", source=source) from None
    event = Event(
        name=str(data.get("event", "event")),
        kind=_kind(data.get("kind", "pairs"), source),
        sessions=tuple(sessions),
        names={str(k): str(v) for k, v in names.items()},
        date=date,
        penalties=penalties,
        fouled=fouled,
    )
    if errors is not None:
        if found and not entries:
            raise nothing_read(source, "result", found)
        errors.extend(found)
    return event, tuple(entries)


def _json_entry(row: Any, where: tuple[str, str, str], source: str, entries: list[Entry]) -> None:
    """Read one result of the JSON form into ``entries``."""
    rpath, session_name, section_name = where
    if not isinstance(row, dict):
        raise FormatError(f"{rpath} must be an object", source=source)
    unknown = sorted(set(row) - set(_COLUMNS))
    if unknown:
        raise FormatError(f"{rpath}: unknown key {unknown[0]!r}", source=source)
    try:
        entries.append(_entry(row, session_name, section_name, f"{source} {rpath}"))
    except BridgeError as error:
        board = row.get("board")
        number = board if isinstance(board, int) and not isinstance(board, bool) else None
        raise FormatError(f"{rpath}: {error}", source=source, board=number) from None


def _split_target(target: str) -> tuple[str, str]:
    session, sep, section = target.strip().partition("/")
    return (session.strip(), section.strip()) if sep else ("1", session.strip())


class _Directives:
    """What the ``#`` lines of an entries CSV say."""

    def __init__(self) -> None:
        self.name = "event"
        self.date = ""
        self.kind = Kind.PAIRS
        self.movements: dict[tuple[str, str], Any] = {}
        self.seatings: dict[tuple[str, str], dict[str, str]] = {}
        self.names: dict[str, str] = {}
        self.penalties: list[ProceduralPenalty] = []
        self.fouled: dict[int, dict[int, int]] = {}

    def take(self, line: str, number: int, source: str) -> None:
        """Read one ``#`` line (a directive, or a comment).

        :raises FormatError: a directive that cannot be read, naming the line.
        """
        directive, sep, value = line[1:].partition(":")
        words = directive.split(None, 1)
        if not sep or not words:
            return  # a comment
        key = words[0].lower()
        target = words[1] if len(words) > 1 else ""
        try:
            if key == "event":
                self.name = value.strip()
            elif key == "date":
                self.date = event_date(value)
            elif key == "kind":
                self.kind = _kind(value, source, number)
            elif key == "movement":
                spec = movement_from_spec(parse_spec_text(value))
                self.movements[_split_target(target or "A")] = spec
            elif key == "seating":
                self.seatings[_split_target(target or "A")] = _seating(value)
            elif key == "penalty":
                self.penalties.append(penalty_of_text(target, value))
            elif key == "fouled":
                board, forms = fouled_of_text(target, value)
                self.fouled[board] = forms
            elif key == "name":
                if not target:
                    raise BridgeError("write '# name CONTESTANT: display name'")
                self.names[target.strip()] = value.strip()
        except BridgeError as error:
            raise FormatError(f"# {key}: {error}", source=source, line=number) from None


def event_date(text: str) -> str:
    """The day an event was played as ISO 8601 (``"2026-11-24"``), from that or the PBN
    form ``"2026.11.24"``; ``""`` for none.

    >>> event_date("2026.11.24"), event_date(" 2026-11-24 "), event_date("")
    ('2026-11-24', '2026-11-24', '')

    :raises BridgeError: not a date.
    """
    cleaned = text.strip().replace(".", "-")
    if not cleaned:
        return ""
    try:
        return datetime.date.fromisoformat(cleaned).isoformat()
    except ValueError:
        raise BridgeError(f"{text.strip()!r} is not a date: write it 2026-11-24") from None


def _seating(value: str) -> dict[str, str]:
    pairs = {}
    for item in value.split():
        label, eq, contestant = item.partition("=")
        if not eq or not label or not contestant:
            raise BridgeError(f"seating is written label=contestant, not {item!r}")
        pairs[label] = contestant
    return pairs


def _delimiter(header: str) -> str:
    """The field separator of a CSV: comma, semicolon or tab, whichever the header has most
    of (a spreadsheet in a Polish or Nordic locale writes semicolons)."""
    counts = {sep: header.count(sep) for sep in (",", ";", "\t")}
    best = max(counts, key=lambda sep: counts[sep])
    return best if counts[best] else ","


def _header(row: list[str], line: int, source: str) -> list[str]:
    header = [h.strip().lower() for h in row]
    unknown = [h for h in header if h not in _COLUMNS]
    if unknown:
        raise FormatError(
            f"unknown column {unknown[0]!r} (columns: {', '.join(_COLUMNS)})",
            source=source,
            line=line,
        )
    for needed in ("board", "ns", "ew"):
        if needed not in header:
            raise FormatError(f"the header has no {needed!r} column", source=source, line=line)
    return header


def read_entries_csv(
    text: str, *, source: str = "<string>", errors: list[FormatError] | None = None
) -> tuple[Event, tuple[Entry, ...]]:
    """An event and its entries from the CSV form (see the module's documentation); the
    fields are separated by commas, semicolons or tabs.

    :param errors: where to put the errors of lines that cannot be read (a directive, a
        result), leaving them out and going on (default: raise the first).
    :raises FormatError: naming the line of what is wrong; with ``errors``, only when the
        header cannot be read or not one result can.
    """
    found: list[FormatError] = []
    directives = _Directives()
    body: list[tuple[int, str]] = []
    for number, line in enumerate(text.splitlines(), 1):
        stripped = line.strip()
        if stripped.startswith("#"):
            _collect(found, errors, directives.take, stripped, number, source)
        elif stripped:
            body.append((number, line))
    if not body:
        raise FormatError("no header line and no results", source=source)
    reader = csv.reader(
        io.StringIO("\n".join(line for _, line in body)), delimiter=_delimiter(body[0][1])
    )
    rows = list(reader)
    if len(rows) != len(body):
        raise FormatError("a quoted field spans several lines", source=source)
    header = _header(rows[0], body[0][0], source)
    order: dict[tuple[str, str], None] = dict.fromkeys(directives.movements)
    entries: list[Entry] = []
    seen: dict[tuple[str, ...], int] = {}

    def add(row: list[str], number: int) -> None:
        if len(row) > len(header):
            raise FormatError(
                f"{len(row)} fields for {len(header)} columns", source=source, line=number
            )
        values = dict(zip(header, (v.strip() for v in row), strict=False))
        session = values.get("session") or "1"
        section = values.get("section") or "A"
        try:
            entries.append(_entry(values, session, section, f"{source}:{number}"))
        except BridgeError as error:
            raise _row_error(str(error), values, source, number) from None
        key = (session, section, values["board"], values["ns"], values["ew"])
        if errors is not None and key in seen:  # else the movement check names it
            entries.pop()
            message = f"{key[3]} v {key[4]} entered twice (first on line {seen[key]}): left out"
            raise _row_error(message, values, source, number)
        seen.setdefault(key, number)
        order.setdefault((session, section), None)

    for (number, _), row in zip(body[1:], rows[1:], strict=True):
        _collect(found, errors, add, row, number)
    if errors is not None:
        if found and not entries:
            raise nothing_read(source, "result", found)
        errors.extend(found)
    return _csv_event(directives, order, entries), tuple(entries)


def _row_error(message: str, values: dict[str, str], source: str, line: int) -> FormatError:
    board = values.get("board", "")
    number = int(board) if board.isdigit() else None
    return FormatError(message, source=source, line=line, board=number)


def _collect(
    found: list[FormatError],
    errors: list[FormatError] | None,
    step: Callable[..., None],
    *args: Any,
) -> None:
    """``step(*args)``; its error is raised, or kept in ``found`` when collecting."""
    try:
        step(*args)
    except FormatError as error:
        if errors is None:
            raise
        found.append(error)


def _csv_event(
    directives: _Directives, order: dict[tuple[str, str], None], entries: list[Entry]
) -> Event:
    by_session: dict[str, list[Section]] = {}
    for session, section in order:
        by_session.setdefault(session, []).append(
            Section(
                section,
                directives.movements.get((session, section)),
                directives.seatings.get((session, section), {}),
            )
        )
    return Event(
        name=directives.name,
        kind=directives.kind,
        sessions=tuple(Session(s, tuple(secs)) for s, secs in by_session.items()),
        names=directives.names,
        date=directives.date,
        penalties=tuple(directives.penalties),
        fouled=directives.fouled,
    )
