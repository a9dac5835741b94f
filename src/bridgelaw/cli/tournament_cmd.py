"""The ``bridgelaw movement`` and ``bridgelaw event`` commands.

``register(app)`` adds them to the main typer application. Bad input is one
clear error line and exit status 2; an invalid movement lists its problems and
exits with status 1.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from bridgelaw.cli.console import console as _make_console
from bridgelaw.cli.console import counted, error_lines, fail, write_output
from bridgelaw.cli.score_cmd import ConditionsChoice
from bridgelaw.errors import BridgeError, FormatError

if TYPE_CHECKING:
    from rich.console import Console

__all__ = ["register"]

_MOVEMENT_HELP = "\n\n".join(
    (
        "Print a movement (Law 8) as a table of rounds and tables, and validate it.",
        "NAME is mitchell, howell, teams (a two-table team match) or roundrobin. For a "
        "round robin, --tables (or --contestants) is the number of teams (or of pairs, "
        "with --pairs). Exit status 1 if the movement is invalid.",
    )
)

_EVENT_RUN_HELP = "\n\n".join(
    (
        "Score an event from its entries file and print the rankings.",
        "ENTRIES is a .json or .csv file. CSV: a header line, then one line per table "
        "result with the columns session, section, round, table, board, ns, ew, contract, "
        "declarer, tricks, result, score, score_ew, adjusted. Board, ns and ew are "
        "required; give a contract with declarer and tricks (or result: =, +1, -2), or "
        "a score, or an adjusted score such as A+/A-. The CSV written beside the --html page"
        " has the same columns with the same meaning (result: =, +1, -2; score:"
        " North-South's).",
        "Lines starting with '#' are directives: '# event: NAME', "
        "'# kind: pairs|teams|individuals', "
        "'# movement A: mitchell tables=7 boards_per_round=3' (section A; '2/A' for "
        "session 2), '# seating A: 1NS=12 1EW=7', '# name 12: Ann & Bob'.",
        "JSON: an object with event, kind, names and sessions, each with sections holding "
        "movement, seating and results (see bridgelaw.tournament.entries_file).",
        "Each result is checked against the movement (the right pairs at the right "
        "table, no double entry); an error names the file and line.",
        "The file may be UTF-8, Windows-1250 or Windows-1252 (Latin-1), its fields "
        "separated by commas, semicolons or tabs. A line that cannot be read is named in "
        "an error line and the others are scored. Exit status: 0 ok, 1 some lines cannot "
        "be read, 2 the file cannot be used (missing, empty, binary, no result readable) "
        "or a result does not fit the movement.",
    )
)


def _console(stderr: bool = False) -> Console:
    return _make_console(stderr=stderr)


def _fail(message: str) -> typer.Exit:
    return fail(message)


def _parse_rounds(text: str) -> list[int | str]:
    out: list[int | str] = []
    for part in text.split(","):
        part = part.strip()
        if part.lower() == "last":
            out.append("last")
        elif part.isdigit():
            out.append(int(part))
        else:
            raise BridgeError(f"--arrow-switch takes round numbers such as 7 or 6,7, not {text!r}")
    return out


def movement_command(
    name: Annotated[str, typer.Argument(help="mitchell, howell, teams or roundrobin.")],
    tables: Annotated[int | None, typer.Option("--tables", "-t", help="Number of tables.")] = None,
    rounds: Annotated[
        int | None, typer.Option("--rounds", "-r", help="Rounds to play (default: all).")
    ] = None,
    boards_per_round: Annotated[
        int | None, typer.Option("--boards-per-round", "-b", min=1, help="Boards in each set.")
    ] = None,
    arrow_switch: Annotated[
        str | None,
        typer.Option("--arrow-switch", help="Rounds to arrow-switch, e.g. 7 or 6,7 or last."),
    ] = None,
    even: Annotated[
        str, typer.Option(help="Mitchell with even tables: skip or relay (and bye stand).")
    ] = "skip",
    missing: Annotated[
        str | None,
        typer.Option(help="Mitchell half table: the missing pair's direction, NS or EW."),
    ] = None,
    contestants: Annotated[
        int | None, typer.Option("--contestants", "-c", help="Round robin: number of teams/pairs.")
    ] = None,
    pairs: Annotated[
        bool, typer.Option("--pairs", help="Round robin of pairs, not teams.")
    ] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print the movement as JSON.")] = False,
    html: Annotated[
        Path | None,
        typer.Option(
            "--html",
            help="Also write the table cards and guide cards to print (A4: two table cards"
            " or four guide cards to a page).",
        ),
    ] = None,
    pdf: Annotated[
        Path | None,
        typer.Option("--pdf", help="Also write the table cards and guide cards as an A4 PDF."),
    ] = None,
) -> None:
    from bridgelaw.tournament.report import movement_table
    from bridgelaw.tournament.specs import FAMILIES, movement_from_spec
    from bridgelaw.tournament.validate import validate

    family = name.lower().replace("-", "").replace("_", "")
    if family not in FAMILIES:
        raise _fail(f"unknown movement {name!r}: use {', '.join(FAMILIES)}")
    spec = _spec(
        family,
        tables=tables,
        rounds=rounds,
        contestants=contestants,
        pairs=pairs,
        even=even,
        missing=missing,
        boards_per_round=boards_per_round,
    )
    try:
        if arrow_switch:
            spec["arrow_switch"] = _parse_rounds(arrow_switch)
        movement = movement_from_spec(spec)
    except BridgeError as error:
        raise _fail(str(error)) from None
    problems = validate(movement)
    if as_json:
        data = movement.to_json()
        data["problems"] = [p.message for p in problems]
        sys.stdout.write(json.dumps(data, indent=1) + "\n")
    else:
        console = _console()
        grid = movement_table(movement)
        if not console.is_terminal:  # a file or a pipe: do not squeeze the grid
            from rich.console import Console

            wide = Console(highlight=False, width=10_000).measure(grid).maximum
            console = Console(highlight=False, width=max(80, wide))
        console.print(grid)
        for note in movement.notes:
            console.print(f"note: {note}", markup=False)
        if not problems:
            console.print(f"valid: {_promises(movement)}", markup=False, soft_wrap=True)
    _write_cards(movement, html, pdf)
    if problems:
        err = _console(stderr=True)
        for problem in problems:
            err.print(f"invalid: {problem.message}", markup=False, soft_wrap=True)
        raise typer.Exit(code=1)


def _write_cards(movement: Any, html: Path | None, pdf: Path | None) -> None:
    """The movement's table cards and guide cards, as HTML and/or PDF."""
    from bridgelaw.tournament.cards import movement_cards_html, movement_cards_pdf

    outputs: list[tuple[Path, bytes]] = []
    if html is not None:
        outputs.append((html, movement_cards_html(movement).encode("utf-8")))
    if pdf is not None:
        outputs.append((pdf, movement_cards_pdf(movement)))
    for path, data in outputs:
        write_output(path, data)


def _spec(
    family: str,
    *,
    tables: int | None,
    rounds: int | None,
    contestants: int | None,
    pairs: bool,
    even: str,
    missing: str | None,
    boards_per_round: int | None,
) -> dict[str, Any]:
    """The movement spec (:func:`bridgelaw.tournament.specs.movement_from_spec`) that the
    command's options describe for ``family``."""
    spec: dict[str, Any] = {"family": family}
    if family == "roundrobin":
        count = contestants if contestants is not None else tables
        if count is None:
            raise _fail("a round robin needs --contestants (or --tables)")
        spec.update(contestants=count, pairs=pairs)
    elif family == "teams":
        spec["tables"] = 2 if tables is None else tables
        if rounds is not None:
            spec["segments"] = rounds
    else:
        if tables is None:
            raise _fail(f"a {family} movement needs --tables")
        spec["tables"] = tables
    if family in ("mitchell", "roundrobin") and rounds is not None:
        spec["rounds"] = rounds
    if family == "howell" and rounds is not None:
        raise _fail("a complete Howell has 2 x tables - 1 rounds: leave out --rounds")
    if family == "mitchell":
        spec["even"] = even
        if missing:
            spec["missing"] = missing
    if boards_per_round is not None:
        spec["boards_per_round"] = boards_per_round
    return spec


def _promises(movement: Any) -> str:
    parts = [
        "no contestant plays a board twice",
        "each board set is at one table (or one group sharing it) at a time",
    ]
    if movement.fields is not None:
        parts.append(
            "each NS pair meets every EW pair once"
            if movement.complete
            else "each NS pair meets each EW pair at most once"
        )
    elif movement.complete:
        parts.append(
            "every contestant meets every other once"
            if movement.meetings == 1
            else f"the teams meet in all {movement.meetings} segments"
        )
    if movement.arrow_switched:
        parts.append("arrow-switched tables swap directions")
    return "; ".join(parts)


event_app = typer.Typer(
    help="Run an event: check table results against the movement and rank the contestants.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


@event_app.command("run", help=_EVENT_RUN_HELP)
def event_run(
    entries: Annotated[Path, typer.Argument(help="The entries file, .json or .csv.")],
    html: Annotated[
        Path | None,
        typer.Option(
            "--html",
            help="Also write the results as an HTML page (rankings, score cards, travellers,"
            " matches), with its PBN (ScoreTable per board), JSON and CSV beside it.",
        ),
    ] = None,
    boards: Annotated[
        Path | None,
        typer.Option(
            "--boards",
            help="The event's deals (PBN or LIN, as dealt or from a dealing machine): the"
            " HTML page then shows each board's diagram, double-dummy table and par beside"
            " its traveller.",
        ),
    ] = None,
    dd: Annotated[
        bool,
        typer.Option(
            "--dd",
            help="With --boards: solve double dummy for the boards whose file gives no"
            " double-dummy table (DDS).",
        ),
    ] = False,
    conditions_name: Annotated[
        ConditionsChoice,
        typer.Option(
            "--conditions",
            "-c",
            help="Pairs and individuals: matchpoint each board under these conditions of"
            " contest (Law 78D), as `bridgelaw score` does: bridgelaw, jfr, kops, acbl, ebu,"
            " wbf or bbo.",
            case_sensitive=False,
        ),
    ] = ConditionsChoice.bridgelaw,
    as_json: Annotated[bool, typer.Option("--json", help="Print the rankings as JSON.")] = False,
) -> None:
    from bridgelaw.scoring.conditions import conditions as named_conditions
    from bridgelaw.tournament.entries_file import load_entries

    errors: list[FormatError] = []
    try:
        event, table_results = load_entries(entries, errors=errors)
        error_lines(errors)
        chosen = named_conditions(conditions_name.value)
        out = _Outputs(html, boards, dd, as_json)
        _run(event, table_results, chosen, entries, out, errors)
    except BridgeError as error:
        raise _fail(str(error)) from None
    except OSError as error:
        raise _fail(f"cannot read {entries}: {error.strerror or error}") from None
    if html is None and boards is not None:
        _console(stderr=True).print(
            "--boards is used by the HTML page: give --html FILE as well", markup=False
        )
    if errors:
        raise typer.Exit(code=1)


@dataclass(frozen=True, slots=True)
class _Outputs:
    """What ``event run`` is asked to write: the HTML page (with the hand records of
    ``boards``, DD solved when ``dd``), or JSON instead of the text rankings."""

    html: Path | None
    boards: Path | None
    dd: bool
    as_json: bool


def _run(
    event: Any,
    table_results: Any,
    chosen: Any,
    source: Path,
    out: _Outputs,
    errors: list[FormatError],
) -> None:
    """The event, checked against its movement, scored and published as ``bridgelaw
    score`` scores and publishes a PBN file: the one event model
    (:mod:`bridgelaw.tournament.results_event`)."""
    from bridgelaw.cli.score_cmd import conditions_lines, write_pages
    from bridgelaw.results.publish import results_json
    from bridgelaw.tournament.report import standings_table
    from bridgelaw.tournament.results_event import missing_of, scored_event

    records = _hand_records(out.boards, out.dd, errors) if out.html is not None else []
    scored = scored_event(
        event, table_results, conditions=chosen, records=records, source=str(source)
    )
    missing = missing_of(scored.event)
    accepted = scored.event.tables
    session = event.sessions[0]
    title = f"session {session.name}, section {session.sections[0].name}"
    extra = {"missing": missing, "rankings": _rankings_json(scored, title)}
    if out.as_json:
        data = results_json(scored) | extra
        sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=1) + "\n")
    else:
        console = _console()
        console.print(f"{event.name}: {counted(len(accepted), 'table result')}", markup=False)
        for name, standings in _groups(scored, title):
            console.print(standings_table(name, standings, scored.unit))
        for line in missing:
            _console(stderr=True).print(f"missing: {line}", markup=False, soft_wrap=True)
    if out.html is not None:
        used = "every score computed from contract, declarer and tricks (Law 77), or as entered"
        written = write_pages(
            scored,
            out.html,
            None,
            None,
            conditions=conditions_lines(scored, used),
            records=records,
            extra=extra,
        )
        for path in written:
            _console(stderr=True).print(f"wrote {path}", markup=False)


def _rankings_json(scored: Any, title: str) -> list[dict[str, Any]]:
    """The rankings as ``event run --json`` has always given them (the club's big screen
    compares with them): a title and standings of place, contestant, points, percent and
    boards for each field (or the one ranking)."""
    from bridgelaw.results.ranking import place_text

    return [
        {
            "title": name,
            "standings": [
                {
                    "place": place_text(*s.place),
                    "contestant": s.contestant.id,
                    "points": s.total,
                    "percent": s.percent,
                    "boards": s.boards,
                }
                for s in standings
            ],
        }
        for name, standings in _groups(scored, title)
    ]


def _groups(scored: Any, title: str) -> list[tuple[str, Any]]:
    """Each ranking as (title, standings): the section's fields, or the section; in an
    event of several sections each section's (or its fields'), then the overall one."""
    if not scored.sections:
        fields = [(f"{title}, {f.title}", f.standings) for f in scored.fields]
        return fields or [(title, scored.standings)]
    out: list[tuple[str, Any]] = []
    for section in scored.sections:
        out += [(f"{section.title}, {f.title}", f.standings) for f in section.fields]
        if not section.fields:
            out.append((section.title, section.standings))
    return [*out, ("overall", scored.standings)]


def _hand_records(boards: Path | None, dd: bool, errors: list[FormatError]) -> list[Any]:
    """The hand records of ``boards`` (none without it); a board that cannot be read is
    an error line, the others are used."""
    if boards is None:
        return []
    from bridgelaw.cli.commands import load_hand_records

    found: list[FormatError] = []
    try:
        records = load_hand_records(boards, solve=dd, errors=found)
    except BridgeError as error:
        raise _fail(str(error)) from None
    except OSError as error:
        raise _fail(f"cannot read {boards}: {error.strerror or error}") from None
    error_lines(found)
    errors.extend(found)
    return records


def register(app: typer.Typer) -> None:
    """Add ``movement`` and ``event`` to the ``bridgelaw`` command."""
    app.command("movement", help=_MOVEMENT_HELP)(movement_command)
    app.add_typer(event_app, name="event")
