"""The ``bridgelaw`` command: ``deal``, ``show``, ``check``.

Every command reports bad input as one clear line (file, line, what is wrong)
and exits with status 2; it never shows a traceback for a user's mistake.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from bridgelaw.cli.console import console as _make_console
from bridgelaw.cli.console import (
    counted,
    error_line,
    error_lines,
    fail,
    progress_bar,
    write_output,
)
from bridgelaw.errors import BridgeError, FormatError

if TYPE_CHECKING:
    from rich.console import Console

__all__ = ["app", "main"]

app = typer.Typer(
    name="bridgelaw",
    help="The Laws of Duplicate Bridge: deal, show and check boards.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


def _console(stderr: bool = False) -> Console:
    return _make_console(stderr=stderr)


def _show_version(value: bool) -> None:
    if value:
        from importlib.metadata import version

        typer.echo(f"bridgelaw {version('bridgelaw')}")
        raise typer.Exit()


@app.callback()
def _options(
    version: Annotated[
        bool,
        typer.Option(
            "--version", callback=_show_version, is_eager=True, help="Show the version and exit."
        ),
    ] = False,
) -> None:
    """The Laws of Duplicate Bridge: deal, show and check boards."""


@app.command()
def deal(
    boards: Annotated[
        int, typer.Option("--boards", "-n", min=1, max=10000, help="How many boards.")
    ],
    output: Annotated[Path, typer.Option("--output", "-o", help="The PBN file to write.")],
    seed: Annotated[
        int | None,
        typer.Option(help="Make the deals reproducible from this seed (default: OS entropy)."),
    ] = None,
    dd: Annotated[bool, typer.Option("--dd", help="Add double-dummy tables and par.")] = False,
    first: Annotated[int, typer.Option(min=1, help="Number of the first board.")] = 1,
    event: Annotated[str, typer.Option(help="The PBN Event tag.")] = "bridgelaw session",
) -> None:
    """Deal a session's boards (Law 6E4) and write their hand records as PBN."""
    from bridgelaw.cli.commands import deal_session

    try:
        count = deal_session(
            boards=boards,
            output=output,
            seed=seed,
            with_dd=dd,
            first=first,
            event=event,
            progress=progress_bar,
        )
    except (BridgeError, OSError) as error:
        raise fail(str(error)) from None
    _console(stderr=True).print(f"wrote {counted(count, 'board')} to {output}")


@app.command(short_help="Show hand records: diagrams, double-dummy tables and par.")
def show(
    file: Annotated[Path, typer.Argument(help="A PBN or LIN file.")],
    html: Annotated[
        Path | None, typer.Option("--html", help="Also write an HTML page of hand records here.")
    ] = None,
    unicode: Annotated[bool, typer.Option(help="Suit symbols instead of letters.")] = False,
    dd: Annotated[
        bool, typer.Option("--dd/--no-dd", help="Solve double dummy where the file has no table.")
    ] = True,
    pdf: Annotated[
        Path | None,
        typer.Option("--pdf", help="Also write the hand records as an A4 PDF here."),
    ] = None,
    one_per_page: Annotated[
        bool,
        typer.Option("--one-per-page", help="Print one board to a page (default: four)."),
    ] = False,
) -> None:
    """Show hand records: diagrams, double-dummy tables and par. A board that cannot be
    read is named in an error line and the others are shown. Exit status: 0 ok, 1 some
    boards cannot be read, 2 the file cannot be used at all."""
    from bridgelaw.cli.commands import load_titled_hand_records
    from bridgelaw.render.html import hand_records_html
    from bridgelaw.render.text import hand_record_text

    errors: list[FormatError] = []
    try:
        title, records = load_titled_hand_records(
            file, solve=dd, progress=progress_bar, errors=errors
        )
    except (BridgeError, OSError) as error:
        raise fail(str(error)) from None
    error_lines(errors)
    console = _console()
    for record in records:
        console.print(hand_record_text(record, unicode=unicode), markup=False, soft_wrap=True)
        console.print()
    per_page = 1 if one_per_page else 4
    if html is not None:
        page = hand_records_html(records, title=title, per_page=per_page)
        write_output(html, page.encode("utf-8"))
    if pdf is not None:
        from bridgelaw.render.pdf import hand_records_pdf

        write_output(pdf, hand_records_pdf(records, title=title, per_page=per_page))
    if errors:
        raise typer.Exit(code=1)


@app.command(short_help="Replay PBN or LIN files through the Laws; compare with their scores.")
def check(
    files: Annotated[list[Path], typer.Argument(help="PBN or LIN files.")],
    as_json: Annotated[
        bool, typer.Option("--json", help="One JSON object per table result.")
    ] = False,
    edition: Annotated[str, typer.Option(help="Edition of the Laws.")] = "2017",
    quiet: Annotated[
        bool, typer.Option("--quiet", "-q", help="Only results with problems.")
    ] = False,
    dd: Annotated[
        bool,
        typer.Option(
            "--dd",
            help="Also verify the double-dummy tables and par scores the files state "
            "(OptimumResultTable, DoubleDummyTricks, Ability, OptimumScore, Minimax, "
            "ParContract) against DDS; each deal is solved once.",
        ),
    ] = False,
) -> None:
    """Replay every board and table of PBN or LIN files through the Laws and compare the
    contract, tricks and score with what the files record. A board that cannot be read
    is reported (file, line, board) and the others are checked. Exit status: 0 all
    agree, 1 a problem was found, 2 a file cannot be used at all (missing, empty,
    binary, no board)."""
    from bridgelaw.check import check_file
    from bridgelaw.editions import find_edition

    try:
        rules = find_edition(edition)
    except BridgeError as error:
        raise fail(str(error)) from None
    total = problems = unusable = blank = 0
    console = _console()
    with progress_bar("checking", len(files), enabled=not as_json and len(files) > 1) as update:
        for done, path in enumerate(files, 1):
            try:
                reports = check_file(path, edition=rules)
            except BridgeError as error:
                error_line(str(error))
                unusable += 1
                reports = []
            for report in reports:
                if _no_result(report):
                    blank += 1
                else:
                    total += 1
                problems += not report.ok
                if as_json:
                    sys.stdout.write(json.dumps(report.to_json(), ensure_ascii=False) + "\n")
                elif not (quiet and report.ok):
                    console.print(_report_line(report), markup=False, soft_wrap=True)
            update(done, len(files))
    if not as_json:
        summary = f"{counted(total, 'table result')}, {problems} with problems"
        if blank:
            summary += f"; {counted(blank, 'board')} without a result (hand records)"
        if unusable:
            summary += f"; {unusable} of {len(files)} files cannot be used"
        _console(stderr=True).print(summary, soft_wrap=True)
    if dd:
        problems += _check_dd(files, as_json=as_json)
    if unusable or problems:
        raise typer.Exit(code=2 if unusable else 1)


def _check_dd(files: list[Path], *, as_json: bool) -> int:
    """``check --dd``: print every stated double-dummy figure that DDS contradicts, and a
    summary line; the number of findings."""
    from bridgelaw.check_dd import verify_dd

    console = _console()
    deals = figures = wrong = 0
    for path in files:
        try:
            report = verify_dd(path)
        except BridgeError as error:
            _console(stderr=True).print(f"{path}: double dummy not checked: {error}", markup=False)
            continue
        deals += report.boards
        figures += report.figures
        wrong += len(report.findings)
        for finding in report.findings:
            if as_json:
                sys.stdout.write(json.dumps(finding.to_json(), ensure_ascii=False) + "\n")
            else:
                console.print(str(finding), markup=False, soft_wrap=True)
    if not as_json:
        _console(stderr=True).print(
            f"double dummy: {deals} deals with stated figures, {figures} figures compared, "
            f"{wrong} findings"
        )
    return wrong


def _no_result(report: object) -> bool:
    """A board of a hand record: no contract, tricks or score, and nothing wrong."""
    from bridgelaw.check import CheckReport

    assert isinstance(report, CheckReport)
    return report.ok and report.contract is None and report.tricks is None and report.score is None


def _report_line(report: object) -> str:
    from bridgelaw.check import CheckReport

    assert isinstance(report, CheckReport)
    where = f"{report.source}:{report.line} board {report.board or '?'}"
    if report.table:
        where += f" ({report.table})"
    if _no_result(report):
        return f"{where}: no result (a hand record): nothing to check"
    contract = report.contract or "?"
    if report.declarer:
        contract += f" by {report.declarer}"
    score = "?" if report.score is None else f"{report.score:+d}"
    tricks = "?" if report.tricks is None else str(report.tricks)
    head = f"{where}: {contract}, {tricks} tricks, NS {score}"
    if report.ok:
        return head + " ok"
    return head + "".join(f"\n    {p.kind}: {p.message}" for p in report.problems)


def main() -> None:
    """Entry point of the ``bridgelaw`` script."""
    app()


def _register_subcommands() -> None:
    from bridgelaw.cli.bluechip_cmd import register as register_bluechip
    from bridgelaw.cli.match_cmd import register as register_match
    from bridgelaw.cli.rule_cmd import register as register_rule
    from bridgelaw.cli.score_cmd import register as register_score
    from bridgelaw.cli.serve_cmd import register as register_serve
    from bridgelaw.cli.tournament_cmd import register as register_tournament

    register_match(app)
    register_rule(app)
    register_score(app)
    register_serve(app)
    register_tournament(app)
    register_bluechip(app)


_register_subcommands()
