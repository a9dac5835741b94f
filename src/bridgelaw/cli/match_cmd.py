"""``bridgelaw match``: a duplicate match between two robot configurations.

The robots, the solver and the scoring are imported inside the command, so that
``bridgelaw --help`` stays fast.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Annotated

import typer

from bridgelaw.cli.console import console, counted, fail, progress_bar

if TYPE_CHECKING:
    from bridgelaw.robots.match import MatchReport

__all__ = ["match", "register"]

_HELP = "\n\n".join(
    (
        "Play a duplicate match between two robot configurations and report its figures.",
        "A and B are dd (samples the hidden hands and solves them double dummy), random "
        "(a random legal player) or highest (plays its highest legal card). Each board is "
        "played at two tables with A and B switched; the boards are scored by Law 77 and "
        "A's result is given in IMPs per board with a 95% confidence interval. Each "
        "card is measured against the double-dummy result of the position (tricks lost, "
        "declarer and defence apart, with 95% confidence intervals), and each decision "
        "is timed.",
        "--auction par has the harness bid each deal's par contract at both tables, so "
        "that only the card play differs (the dd robot then draws no inference from the "
        "calls); --auction robots lets the robots bid.",
        "The dd robots lead the top of equal cards and otherwise play the lowest (their "
        "carding agreement, disclosed like every agreement, Law 40A1(b)): where the "
        "defenders are dd robots, their declarer reads both defenders' cards by it, and "
        "each defender its partner's (--no-carding: no one's cards are read so).",
        "The dd robots read the calls (by their system) and the cards (as good play) of "
        "the dd players only: a random or highest-card player's calls and cards tell "
        "nothing (--trust-all: they read everyone's so).",
    )
)


def _print(report: MatchReport, per_board: bool) -> None:
    out = console(soft_wrap=True)
    mean, low, high = report.imps()
    if per_board:
        for board in report.boards:
            cells = []
            for table in board.tables:
                contract = "passed out" if table.contract is None else str(table.contract)
                made = "" if table.tricks is None else f" {table.tricks}"
                cells.append(f"{contract}{made} ({table.score_ns:+d})")
            out.print(f"board {board.number:3d}  {cells[0]:<22} {cells[1]:<22} {board.imps:+3d}")
    out.print(
        f"{report.a} vs {report.b}, {counted(len(report.boards), 'board')} "
        f"(auction: {report.auction}, carding {'read' if report.carding else 'not read'}, "
        f"{'every player' if report.trust_all else 'dd players only'} read, "
        f"seed {report.seed}): "
        f"{mean:+.2f} IMPs per board for {report.a}, 95% CI [{low:+.2f}, {high:+.2f}]"
    )
    for name in dict.fromkeys((report.a, report.b)):
        declarer, dlow, dhigh, declared = report.dd_error_ci(name, "declarer")
        defence, flow, fhigh, defended = report.dd_error_ci(name, "defence")
        p50, p95, count = report.times(name)
        _, cpu95, _ = report.times(name, cpu=True)
        out.print(
            f"{name}: double-dummy error {declarer:.2f} tricks per board as declarer "
            f"[{dlow:.2f}, {dhigh:.2f}] ({counted(declared, 'board')}), {defence:.2f} in "
            f"defence [{flow:.2f}, {fhigh:.2f}] ({counted(defended, 'board')}); "
            f"time per card p50 {1000 * p50:.1f} ms, p95 {1000 * p95:.1f} ms "
            f"(CPU p95 {1000 * cpu95:.1f} ms; {count} cards)"
        )
        for role in ("declarer", "defence"):
            by = report.dd_breakdown(name, role)
            tricks = ", ".join(f"{band}: {lost}" for band, lost in by["trick"].items())
            kinds = ", ".join(f"{kind} {lost}" for kind, lost in by["kind"].items())
            out.print(f"  {name} tricks lost in {role}, by trick {tricks}; by card {kinds}")


def match(
    a: Annotated[str, typer.Argument(help="The first configuration: dd, random or highest.")],
    b: Annotated[str, typer.Argument(help="The second configuration.")],
    boards: Annotated[
        int, typer.Option("--boards", "-n", min=1, max=10000, help="How many boards.")
    ] = 16,
    seed: Annotated[int, typer.Option(min=0, help="Deal the boards from this seed.")] = 1,
    auction: Annotated[str, typer.Option(help="robots or par (see above).")] = "robots",
    samples: Annotated[
        int, typer.Option(min=1, max=200, help="Layouts the dd robot solves per batch.")
    ] = 20,
    max_samples: Annotated[
        int | None,
        typer.Option(
            min=1,
            max=1000,
            help="The most layouts the dd robot solves for a card where no card is clearly "
            "best yet (default 120; the first tricks fewer; equal to --samples: no more).",
        ),
    ] = None,
    weigh: Annotated[
        int | None,
        typer.Option(
            min=0,
            max=8,
            help="How many of the hidden hands' last cards weigh the dd robot's layouts "
            "(default 2; 0: every layout counts the same).",
        ),
    ] = None,
    scoring: Annotated[
        str, typer.Option(help="The dd robot's aim: imps, matchpoints or total.")
    ] = "imps",
    carding: Annotated[
        bool,
        typer.Option(
            "--carding/--no-carding",
            help="The dd robots read the dd defenders' cards by their carding agreement.",
        ),
    ] = True,
    trust_all: Annotated[
        bool,
        typer.Option(
            "--trust-all/--trust-dd",
            help="The dd robots read every player's calls and cards (default: the dd "
            "players' only).",
        ),
    ] = False,
    per_board: Annotated[
        bool, typer.Option("--per-board/--summary", help="List each board's results.")
    ] = True,
    as_json: Annotated[bool, typer.Option("--json", help="Print the report as JSON.")] = False,
    progress: Annotated[
        bool, typer.Option("--progress/--no-progress", help="A progress bar on stderr.")
    ] = True,
) -> None:
    from bridgelaw.robots.match import AUCTIONS, MAX_SAMPLES, ROBOTS, WEIGH, play_match
    from bridgelaw.robots.play import SCORING_FORMS

    for name in (a, b):
        if name not in ROBOTS:
            raise fail(f"no robot configuration {name!r}; known: {', '.join(ROBOTS)}")
    if auction not in AUCTIONS:
        raise fail(f"--auction is {' or '.join(AUCTIONS)}, not {auction!r}")
    if scoring not in SCORING_FORMS:
        raise fail(f"--scoring is one of {', '.join(SCORING_FORMS)}, not {scoring!r}")
    with progress_bar("boards", boards, enabled=progress and not as_json) as update:
        report = play_match(
            a,
            b,
            boards=boards,
            seed=seed,
            auction=auction,
            samples=samples,
            max_samples=MAX_SAMPLES if max_samples is None else max(samples, max_samples),
            weigh=WEIGH if weigh is None else weigh,
            scoring=scoring,
            carding=carding,
            trust_all=trust_all,
            progress=update,
        )
    if as_json:
        typer.echo(json.dumps(report.as_json(), indent=2))
    else:
        _print(report, per_board)


def register(app: typer.Typer) -> None:
    """Add the ``match`` command to the ``bridgelaw`` application."""
    app.command(name="match", help=_HELP)(match)
