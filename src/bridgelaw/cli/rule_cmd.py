"""``bridgelaw rule``: the director's assistant at the table, in the auction and in the
play (Laws 9-71).

Interactive: enter the board number (dealer and vulnerability from Law 2), the edition
and the deal, then what happened, one step per line (``call E 1S``, ``director``,
``expose W SK``, ``W plays SJ``, ``designate high``, ``attention S E``, ``claim S 4 all
high``...: the language of :mod:`bridgelaw.cli.rule_script` and
:mod:`bridgelaw.cli.rule_play`). When the table waits for the director, the assistant
shows the ruling with the Laws cited, asks its judgment questions and the choice of the
player who has one, applies it and shows the table afterwards: who must pass, lead
restrictions, exposed and penalty cards, the ledger of unauthorized information and the
review flags; in the play the tricks, the hands, the play restrictions, the revokes, the
claims, and the result and score once the board is over. After play the board may still
go on (``moment next-board``, ``withdraw W``, ``cancel-concession S``, ``attention``).

``--script FILE`` reads the same steps from a file; its ``expect`` lines make it a
test (exit status 1 when one fails, 2 for a malformed script). ``--json`` prints the
final state of the table as JSON.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.prompt import IntPrompt, Prompt

from bridgelaw.cli.rule_script import (
    DEFAULT_DEAL,
    ScriptFailure,
    Session,
    describe_table,
    table_state,
)
from bridgelaw.editions import EDITIONS
from bridgelaw.errors import BridgeError, FormatError, RulingError
from bridgelaw.laws.irregularity import Irregularity, Kind, ProcedureStatus

__all__ = ["register", "rule"]

_HELP = "\n\n".join(
    (
        "The director's assistant at the table: enter the board, the edition, the "
        "auction and the play so far, including the irregularity; see the ruling with the "
        "Laws cited, answer its questions, give the offended side's choice, and see the "
        "table afterwards (who must pass, lead restrictions, penalty cards, UI ledger, "
        "review flags; tricks, hands, revokes, claims and the score in the play).",
        "Auction steps: SEAT CALL (a call by any seat, e.g. 'E 1S'), board N, edition YEAR, "
        "deal PBN, change SEAT CALL, together SEAT CALL SEAT CALL, expose SEAT CARD [led], "
        "wrong-hand SEAT [BOARD], misinformation SEAT RECORD, report KIND SEAT LAW, "
        "director [SEAT], forfeit SEAT, answer KEY VALUE, choose [OPTION], show, expect ...",
        "Play steps: play CARD... (each from its holder), SEAT plays CARD, play SEAT CARD "
        "[by SEAT], revoke SEAT CARD, designate WORDS, expose SEAT CARD [shown|dropped|named], "
        "retract SEAT CARD [slip|opponent-changed|misinformed-turn|misinformation|other], "
        "together SEAT CARD SEAT CARD, several SEAT CARD CARD [faced=CARD,CARD], "
        "face-down SEAT CARD, face-lead, spread SEAT, dummy KIND, inquiry ASKER ASKED, "
        "attention BY OFFENDER [TRICK], inspect SEAT [TRICK] [own], repoint BY SEAT [TRICK], "
        "defective SEAT TRICK [CARD], claim SEAT TRICKS [line=STEPS] [trumps=yes] "
        "[statement], concede SEAT [TRICKS], agree|dispute|play-on|object SEAT..., "
        "moment hands-returned|next-board|round-ended, withdraw SEAT [MINUTES], "
        "cancel-concession SEAT [MINUTES].",
        "With --script FILE the steps come from a file; its 'expect' lines are checked "
        "(exit status 1 if one fails, 2 if the script is malformed).",
    )
)


def _console(stderr: bool = False) -> Console:
    # soft wrap: a ruling's facts and options stay one line each (the terminal wraps them)
    return Console(stderr=stderr, highlight=False, soft_wrap=True)


def _fail(message: str, code: int = 2) -> typer.Exit:
    _console(stderr=True).print(f"[bold red]error:[/] {message}", markup=True, soft_wrap=True)
    return typer.Exit(code=code)


def register(app: typer.Typer) -> None:
    """Add the ``rule`` command to ``app``."""
    app.command("rule", help=_HELP)(rule)


def rule(
    script: Annotated[
        Path | None, typer.Option("--script", help="Read the steps from this file.")
    ] = None,
    as_json: Annotated[
        bool, typer.Option("--json", help="Print the final state of the table as JSON.")
    ] = False,
    board: Annotated[
        int | None, typer.Option("--board", min=1, help="The board number (Law 2).")
    ] = None,
    edition: Annotated[
        str | None, typer.Option("--edition", help="Edition of the Laws (default 2017).")
    ] = None,
) -> None:
    """Direct a table: rulings on irregularities of the auction and the play (Laws 9-71)."""
    session = Session()
    try:
        if board is not None:
            session.run(f"board {board}")
        if edition is not None:
            session.run(f"edition {edition}")
    except FormatError as error:
        raise _fail(str(error)) from None
    if script is not None:
        _run_script(session, script, as_json)
    else:
        _interactive(session, as_json, ask_setup=board is None)


def _run_script(session: Session, path: Path, as_json: bool) -> None:
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as error:
        raise _fail(f"cannot read {path}: {error}") from None
    session.source = str(path)
    console = _console()
    printed = 0
    try:
        for number, text in enumerate(lines, 1):
            session.run(text, number)
            if not as_json:
                for message in session.output[printed:]:
                    console.print(message, markup=False, soft_wrap=True)
            printed = len(session.output)
        session.finish()
        table = session.start()
    except FormatError as error:
        raise _fail(str(error)) from None
    except ScriptFailure as failure:
        raise _fail(str(failure), code=1) from None
    if as_json:
        sys.stdout.write(json.dumps(table_state(table), ensure_ascii=False, indent=2) + "\n")
        return
    for line in describe_table(table):
        console.print(line, markup=False, soft_wrap=True)


def _interactive(session: Session, as_json: bool, *, ask_setup: bool) -> None:
    console = _console()
    session.strict = False
    if ask_setup:
        number = IntPrompt.ask("Board number", console=console, default=1)
        session.run(f"board {max(number, 1)}")
        year = Prompt.ask(
            "Edition of the Laws",
            console=console,
            choices=[str(y) for y in EDITIONS],
            default="2017",
        )
        session.run(f"edition {year}")
        deal = Prompt.ask("Deal (PBN, empty for a default deal)", console=console, default="")
        if deal.strip():
            try:
                session.run(f"deal {deal}")
            except FormatError as error:
                console.print(f"error: {error}; the default deal is used", markup=False)
                session.deal = DEFAULT_DEAL
    table = session.start()
    console.print(describe_table(table)[0], markup=False)
    printed = 0
    over = False
    while True:
        if _waits(session):
            if not _dialog(session, console):
                break
            continue
        if table.is_over and not over:
            over = True
            if table.contract is None:
                break
            for line in describe_table(table):
                console.print(line, markup=False)
            console.print(
                "the board is over: steps after play (attention, moment, withdraw, "
                "cancel-concession), or 'done'",
                markup=False,
            )
        elif not table.is_over:
            over = False
        blocking = table.laws_state.blocking()
        if blocking is not None:
            console.print(_pending(blocking.irregularity), markup=False)
        try:
            text = Prompt.ask("step (or 'help', 'show', 'done')", console=console)
        except EOFError:
            break
        command = text.strip().lower()
        if command in ("done", "quit", "exit", ""):
            break
        if command == "help":
            console.print(_HELP, markup=False)
            continue
        if command == "show":
            for line in describe_table(table):
                console.print(line, markup=False)
            continue
        try:
            session.run(text)
        except (FormatError, ScriptFailure) as error:
            console.print(f"error: {error}", markup=False)
        for message in session.output[printed:]:
            console.print(message, markup=False)
        printed = len(session.output)
    _finish(console, session, as_json)


def _pending(irregularity: Irregularity) -> str:
    """What the table waits for, when the director has not been called yet."""
    if irregularity.kind == Kind.CLAIM:
        return (
            f"pending: {irregularity.describe()} - answer with 'agree SEAT...', "
            "'dispute SEAT', 'play-on SEAT...' or 'object SEAT', or type 'director'"
        )
    return f"pending: {irregularity.describe()} - the next player may act on it, or type 'director'"


def _waits(session: Session) -> bool:
    table = session.start()
    if session.forfeit is not None:
        return True
    blocking = table.laws_state.blocking()
    return blocking is not None and blocking.status == ProcedureStatus.RULING


def _dialog(session: Session, console: Console) -> bool:
    """Rule on what the table waits on: ask the questions and the choice, apply."""
    try:
        ruling = session.ruling()
        while ruling.questions:
            question = ruling.questions[0]
            console.print(ruling.describe(), markup=False)
            value = Prompt.ask(
                f"{question.key} (Law {question.law})",
                console=console,
                choices=list(question.answers),
            )
            session.answers[question.key] = value
            ruling = session.ruling()
        console.print(ruling.describe(), markup=False)
        choice = None
        if len(ruling.options) > 1:
            who = "the director" if ruling.chooser is None else str(ruling.chooser)
            choice = Prompt.ask(
                f"{who} chooses", console=console, choices=[o.key for o in ruling.options]
            )
        applied = session.apply(choice)
    except EOFError:
        return False
    except (RulingError, ScriptFailure) as error:
        console.print(f"error: {error}", markup=False)
        session.answers = {}
        session.forfeit = None
        return False
    except BridgeError as error:
        console.print(f"error: {error}", markup=False)
        return False
    console.print(f"applied: Law {applied.law}", markup=False)
    for line in describe_table(session.start()):
        console.print(line, markup=False)
    return True


def _finish(console: Console, session: Session, as_json: bool) -> None:
    table = session.start()
    if as_json:
        sys.stdout.write(json.dumps(table_state(table), ensure_ascii=False, indent=2) + "\n")
        return
    for line in describe_table(table):
        console.print(line, markup=False)
