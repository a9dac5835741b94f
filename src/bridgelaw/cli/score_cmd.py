"""The ``bridgelaw score`` command: score an event recorded in PBN (Laws 78A-78C).

``bridgelaw score FILE.pbn [--method mp|imp|butler|crossimp] [--conditions jfr]
[--factoring/--no-factoring ...] [--html OUT] [--json]`` reads the table results of
an event (``ScoreTable`` rows, or one game per table), scores every board, prints
the ranking, and compares our scores with those the file records. A table's score
is computed from its contract, declarer and tricks (Law 77); a stated score that
differs is reported, and Law 77's is used unless ``--trust-stated-scores`` is
given. Tables with no score are listed and left out. The conditions of contest
(:mod:`bridgelaw.scoring.conditions`: a named set, each choice overridable by its
own option) are printed with the ranking, and given in the JSON, the CSV and the
HTML page. A pairs event where no pair sat both North-South and East-West (a
Mitchell) is ranked in two fields, each direction apart, as ``event run`` ranks it
(``--fields one|two|auto``). Exit status: 0 when everything recorded agrees, 1 when a
recorded score differs or a board cannot be read (the error names its line and board;
the others are scored), 2 for a file that cannot be used at all or where no table
result can be scored.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from bridgelaw.cli.console import console as _make_console
from bridgelaw.cli.console import counted, error_lines, fail
from bridgelaw.errors import BridgeError, FormatError

if TYPE_CHECKING:
    from rich.console import Console

    from bridgelaw.render.records import HandRecord
    from bridgelaw.results.event import Event
    from bridgelaw.results.score import Agreement, ScoredEvent, Standing

__all__ = ["conditions_lines", "register", "write_pages"]


class ConditionsChoice(StrEnum):
    """The ``--conditions`` values (:data:`bridgelaw.scoring.conditions.NAMED`)."""

    bridgelaw = "bridgelaw"
    jfr = "jfr"
    kops = "kops"
    acbl = "acbl"
    ebu = "ebu"
    wbf = "wbf"
    bbo = "bbo"


class RoundingChoice(StrEnum):
    """The ``--butler-rounding`` values (:class:`bridgelaw.scoring.teams.Rounding`)."""

    half_away = "half-away"
    half_up = "half-up"
    half_even = "half-even"
    toward_zero = "toward-zero"
    none = "none"


class ArtificialChoice(StrEnum):
    """The ``--artificial`` values (:class:`bridgelaw.scoring.board.ArtificialPlacement`)."""

    counted = "count"
    exclude = "exclude"
    in_field = "in-field"


class VpChoice(StrEnum):
    """The ``--vp-scale`` values."""

    wbf = "wbf"
    acbl_6_8 = "acbl-6-8"


class FieldsChoice(StrEnum):
    """The ``--fields`` values (:class:`bridgelaw.results.score.Fields`)."""

    auto = "auto"
    one = "one"
    two = "two"


class MethodChoice(StrEnum):
    """The ``--method`` values."""

    mp = "mp"
    imp = "imp"
    butler = "butler"
    crossimp = "crossimp"


def _console(stderr: bool = False) -> Console:
    return _make_console(stderr=stderr)


def _fail(message: str) -> typer.Exit:
    return fail(message)


def score(
    file: Annotated[
        Path,
        typer.Argument(
            help="A PBN file of an event's results, a LIN file or a folder of them (BBO: a"
            " table a file), or the entries file of `event run` (.csv, .json) with its"
            " movement."
        ),
    ],
    method: Annotated[
        MethodChoice | None,
        typer.Option(
            "--method",
            "-m",
            help="mp (matchpoints), imp (teams), butler or crossimp; default: the file's"
            " Scoring tag.",
            case_sensitive=False,
        ),
    ] = None,
    html: Annotated[
        Path | None,
        typer.Option(
            "--html",
            help="Write the results as an HTML page here, with its PBN, CSV and JSON beside it.",
        ),
    ] = None,
    as_json: Annotated[
        bool, typer.Option("--json", help="Print the scored event as JSON instead of text.")
    ] = False,
    pbn_out: Annotated[
        Path | None,
        typer.Option("--pbn", help="Write the results as PBN with ScoreTable/TotalScoreTable."),
    ] = None,
    csv_out: Annotated[
        Path | None, typer.Option("--csv", help="Write every table's result as CSV here.")
    ] = None,
    conditions_name: Annotated[
        ConditionsChoice,
        typer.Option(
            "--conditions",
            "-c",
            help="Conditions of contest (Law 78D): bridgelaw, jfr, kops, acbl, ebu, wbf or"
            " bbo; each option below overrides one choice of the set.",
            case_sensitive=False,
        ),
    ] = ConditionsChoice.bridgelaw,
    one_per_beat: Annotated[
        bool | None,
        typer.Option(
            "--acbl/--two-per-beat",
            help="Matchpoints 1 per score beaten and 1/2 per tie, or 2 and 1.",
            show_default=False,
        ),
    ] = None,
    factoring: Annotated[
        bool | None,
        typer.Option(
            "--factoring/--no-factoring",
            "--factor",
            help="Factor boards played fewer times up to the most played (Neuberg).",
            show_default=False,
        ),
    ] = None,
    butler_drop: Annotated[
        int | None, typer.Option(min=0, help="Top and bottom scores the Butler datum leaves out.")
    ] = None,
    butler_drop_fraction: Annotated[
        float | None,
        typer.Option(
            min=0.0,
            max=0.49,
            help="Drop this fraction of the board's field at each end for the Butler datum"
            " (JFR: 0.45).",
        ),
    ] = None,
    butler_rounding: Annotated[
        RoundingChoice | None,
        typer.Option(help="How the Butler datum is rounded to 10.", case_sensitive=False),
    ] = None,
    cross_imp_average: Annotated[
        bool | None,
        typer.Option(
            "--cross-imp-average/--cross-imp-total",
            help="Cross-IMPs averaged over the comparisons, or totalled.",
            show_default=False,
        ),
    ] = None,
    sit_outs_left_out: Annotated[
        bool | None,
        typer.Option(
            "--sit-outs-left-out/--sit-outs-counted",
            help="Leave sit-out and phantom tables (0 to one side) out of a board's top.",
            show_default=False,
        ),
    ] = None,
    artificial: Annotated[
        ArtificialChoice | None,
        typer.Option(
            help="Where artificial adjusted scores stand when matchpointing the others:"
            " count (in the board's size), exclude, in-field (a balanced one placed).",
            case_sensitive=False,
        ),
    ] = None,
    vp_scale: Annotated[
        VpChoice | None, typer.Option(help="Victory-point scale for teams.", case_sensitive=False)
    ] = None,
    verbose: Annotated[
        bool, typer.Option("--verbose", "-v", help="List every disagreement.")
    ] = False,
    trust_stated: Annotated[
        bool,
        typer.Option(
            "--trust-stated-scores",
            help="Use the scores the file states (e.g. adjusted ones) where they differ from"
            " the contract's Law 77 score.",
        ),
    ] = False,
    split_boards: Annotated[
        bool,
        typer.Option(
            "--split-boards",
            help="Score two different deals under one board number as two boards (the"
            " second numbered after the last board) instead of stopping.",
        ),
    ] = False,
    fields: Annotated[
        FieldsChoice,
        typer.Option(
            "--fields",
            help="Rank North-South and East-West apart (two: a Mitchell), everyone together"
            " (one), or as the seating shows (auto: two when no pair sat both ways).",
            case_sensitive=False,
        ),
    ] = FieldsChoice.auto,
    dd: Annotated[
        bool,
        typer.Option(
            "--dd",
            help="On the HTML page, solve double dummy (table and par) for the boards whose"
            " file gives no table.",
        ),
    ] = False,
) -> None:
    """Score an event recorded in PBN (or LIN, or the entries file of `event run`,
    checked against its movement) and compare with the scores the file records. Exit status: 0
    ok, 1 a recorded score differs from ours or a board cannot be read (the others are
    scored), 2 the file cannot be used at all."""
    from bridgelaw.results.event import DifferentDealsError, event_from_pbn
    from bridgelaw.results.report import stated_score_lines, unscored_lines
    from bridgelaw.results.score import Fields, Method, compare_with_recorded, score_event
    from bridgelaw.scoring.board import ArtificialPlacement
    from bridgelaw.scoring.conditions import conditions as named_conditions
    from bridgelaw.scoring.matchpoints import MatchpointScale
    from bridgelaw.scoring.teams import Rounding

    errors: list[FormatError] = []
    try:
        chosen_conditions = named_conditions(conditions_name.value).but(
            scale=None
            if one_per_beat is None
            else MatchpointScale.ONE_PER_BEAT
            if one_per_beat
            else MatchpointScale.TWO_PER_BEAT,
            factoring=factoring,
            butler_drop=butler_drop,
            butler_drop_fraction=butler_drop_fraction,
            butler_rounding=None if butler_rounding is None else Rounding(butler_rounding.value),
            cross_imp_average=cross_imp_average,
            sit_outs_left_out=sit_outs_left_out,
            artificial=None if artificial is None else ArtificialPlacement(artificial.value),
            vp_scale=None if vp_scale is None else vp_scale.value,
        )
        if file.suffix.lower() in ENTRIES_SUFFIXES:
            event = _entries_event(file, errors)
        elif file.suffix.lower() == ".lin" or (file.is_dir() and any(file.glob("*.lin"))):
            from bridgelaw.results.event_lin import event_from_lin

            event = event_from_lin(file, errors=errors)
        else:
            event = event_from_pbn(
                file, trust_stated=trust_stated, split_boards=split_boards, errors=errors
            )
        error_lines(errors)
        chosen = None if method is None else Method(method.value)
        scored = score_event(
            event, chosen, conditions=chosen_conditions, fields=Fields(fields.value)
        )
    except DifferentDealsError as error:
        raise _fail(f"{error} (--split-boards scores them as two boards)") from None
    except (BridgeError, OSError) as error:
        raise _fail(str(error)) from None
    agreement = compare_with_recorded(scored)
    differ, unscored = stated_score_lines(event, trust_stated=trust_stated), unscored_lines(event)
    conditions = conditions_lines(scored, _USED[trust_stated])
    _write_results(scored, pbn_out=pbn_out, csv_out=csv_out)
    written = [path for path in (pbn_out, csv_out) if path is not None]
    if html is not None:
        written = write_pages(
            scored, html, pbn_out, csv_out, conditions=conditions, records=_records(file, dd)
        )
    if as_json:
        _print_json(scored, agreement, differ, unscored)
    else:
        _print_standings(event, scored, file)
    err = _console(stderr=True)
    _print_notes(err, event, differ, unscored, verbose=verbose)
    _print_agreement(err, agreement, verbose=verbose)
    for path in written:
        err.print(f"wrote {path}", markup=False, soft_wrap=True)
    if errors or agreement.disagreed or (differ and not trust_stated):
        raise typer.Exit(code=1)


ENTRIES_SUFFIXES = (".csv", ".tsv", ".txt", ".json")
"""Files ``score`` reads as ``event run``'s entries file (with its movement), not PBN."""


def _entries_event(file: Path, errors: list[FormatError]) -> Event:
    """An entries file (``event run``'s) as the one event model, checked against its
    movement: ``score`` and ``event run`` are two views of one event."""
    from bridgelaw.tournament.entries_file import load_entries
    from bridgelaw.tournament.results_event import checked_event

    event, entries = load_entries(file, errors=errors)
    return checked_event(event, entries, source=str(file))


_USED = {
    False: "every score computed from contract, declarer and tricks (Law 77)",
    True: "the scores the file states are used where they differ from the contract's",
}


def conditions_lines(scored: ScoredEvent, used: str) -> list[str]:
    """The conditions of contest the scoring used, as the page lists them: the set's
    name, then each of its choices (:meth:`Conditions.describe`), then ``used`` (which
    scores were used)."""
    described = scored.conditions.describe()
    lines = [f"conditions of contest: {described.pop('name')}"]
    lines += [f"{key.replace('_', ' ')}: {value}" for key, value in described.items()]
    lines.append(used)
    return lines


def _records(source: Path, dd: bool) -> list[HandRecord]:
    """The hand records of the scored file (none when it holds no deals)."""
    from bridgelaw.cli.commands import load_hand_records

    try:
        return load_hand_records(source, solve=dd)
    except BridgeError:
        return []  # no deals in the file: the page shows travellers only


def write_pages(
    scored: ScoredEvent,
    html: Path,
    pbn_out: Path | None,
    csv_out: Path | None,
    *,
    conditions: Sequence[str],
    records: Sequence[HandRecord],
    extra: dict[str, object] | None = None,
) -> list[Path]:
    """Write the HTML page and, beside it, the PBN, CSV and JSON it links to for download
    (those given by --pbn and --csv are linked where they are); the paths written. The
    one publication of an event, for ``score`` and ``event run`` alike.

    :param extra: more keys for the JSON (``event run``'s missing results).
    """
    import os

    from bridgelaw.results.html import results_html
    from bridgelaw.results.publish import results_json

    pbn_link = pbn_out or html.with_suffix(".pbn")
    csv_link = csv_out or html.with_suffix(".csv")
    json_link = html.with_suffix(".json")
    try:
        html.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise _fail(f"cannot write the results: {error}") from None
    _write_results(scored, pbn_out=pbn_link, csv_out=csv_link)
    downloads = [
        (label, os.path.relpath(path, html.parent))
        for label, path in (("PBN", pbn_link), ("CSV", csv_link), ("JSON", json_link))
    ]
    try:
        data = results_json(scored) | (extra or {})
        json_link.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
        page = results_html(scored, records=records, conditions=conditions, downloads=downloads)
        html.write_text(page, encoding="utf-8")
    except OSError as error:
        raise _fail(f"cannot write the results: {error}") from None
    return [html, pbn_link, csv_link, json_link]


def _write_results(scored: ScoredEvent, *, pbn_out: Path | None, csv_out: Path | None) -> None:
    """Write the PBN and the CSV asked for."""
    from bridgelaw.formats.pbn import encode
    from bridgelaw.results.publish import results_pbn, travellers_csv

    try:
        if pbn_out is not None:
            pbn_out.write_bytes(encode(results_pbn(scored)))
        if csv_out is not None:
            csv_out.write_text(travellers_csv(scored), encoding="utf-8")
    except OSError as error:
        raise _fail(f"cannot write the results: {error}") from None


def _print_json(
    scored: ScoredEvent, agreement: Agreement, differ: list[str], unscored: list[str]
) -> None:
    """The scored event as JSON on stdout, with the comparison with the file's scores."""
    from bridgelaw.results.publish import results_json

    data = results_json(scored)
    data["agreement"] = {
        "checked": agreement.checked,
        "agreed": agreement.agreed,
        "differences": list(agreement.differences),
        "unscored": list(agreement.unscored),
    }
    data["stated_scores_differ"] = differ
    data["unscored_results"] = unscored
    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=1) + "\n")


def _print_standings(event: Event, scored: ScoredEvent, file: Path) -> None:
    """The ranking as text on stdout, one line per contestant (one ranking per field of
    a two-field event)."""
    console = _console()
    console.print(
        f"{event.name or file.name}: {counted(len(scored.boards), 'board')},"
        f" {counted(len(event.tables), 'table result')}, scored by {scored.method.value}",
        markup=False,
    )
    console.print(f"conditions {scored.conditions.summary()}", markup=False, soft_wrap=True)
    if not scored.fields:
        _print_ranking(console, scored, scored.standings)
    for field in scored.fields:
        console.print(f"{field.title}:", markup=False)
        _print_ranking(console, scored, field.standings)


def _print_ranking(console: Console, scored: ScoredEvent, standings: Sequence[Standing]) -> None:
    """One line per contestant."""
    from bridgelaw.results.ranking import place_text

    for s in standings:
        figure = f"{s.total:8.2f} {scored.unit}"
        if s.percent is not None:
            figure += f"  {s.percent:6.2f} %"
        if s.vp is not None:
            figure += f"  {s.vp:6.2f} VP"
        if s.penalty:  # Law 90, already off the total
            figure += f"  (penalty -{s.penalty:g})"
        names = s.contestant.names if s.contestant.names != s.contestant.id else ""
        line = f"{place_text(*s.place):>6}  {s.contestant.id:<12} {figure}  {names}"
        console.print(line.rstrip(), markup=False, soft_wrap=True)


def _print_notes(
    err: Console, event: Event, differ: list[str], unscored: list[str], *, verbose: bool
) -> None:
    """Boards split, the event's other notes, stated scores that differ, and results left
    out (ten of each unless ``verbose``)."""
    moved = [note for note in event.notes if " holds another deal than at " in note]
    for title, lines in (
        (
            f"{len(moved)} more deals under board numbers already used, scored as other boards:",
            moved,
        ),
        ("about the event:", [note for note in event.notes if note not in moved]),
        (f"{len(differ)} stated scores differ from the contract's (Law 77):", differ),
        (f"{len(unscored)} table results could not be scored and are left out:", unscored),
    ):
        if lines:
            err.print(title, markup=False)
            for line in lines if verbose else lines[:10]:
                err.print(f"  {line}", markup=False, soft_wrap=True)
            if not verbose and len(lines) > 10:
                err.print(f"  ... and {len(lines) - 10} more (-v lists them)", markup=False)


def _print_agreement(err: Console, agreement: Agreement, *, verbose: bool) -> None:
    """How many of the scores the file records agree with ours, and which differ."""
    if agreement.checked:
        err.print(
            f"recorded scores: {agreement.agreed} of {agreement.checked} agree,"
            f" {agreement.disagreed} differ",
            markup=False,
        )
        shown = agreement.differences if verbose else agreement.differences[:10]
        for line in shown:
            err.print(f"  {line}", markup=False, soft_wrap=True)
        if len(shown) < len(agreement.differences):
            err.print(f"  ... and {len(agreement.differences) - len(shown)} more", markup=False)
    if agreement.unscored:
        err.print(f"{len(agreement.unscored)} recorded scores could not be compared:", markup=False)
        for line in agreement.unscored if verbose else agreement.unscored[:5]:
            err.print(f"  {line}", markup=False, soft_wrap=True)
    elif not agreement.checked:
        err.print("the file records no scores to compare with", markup=False)


def register(app: typer.Typer) -> None:
    """Add the ``score`` command to the ``bridgelaw`` application."""
    app.command(name="score", short_help="Score an event recorded in PBN (Law 77) and rank it.")(
        score
    )
