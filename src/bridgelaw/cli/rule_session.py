"""The work of ``bridgelaw rule`` (:mod:`bridgelaw.cli.rule_cmd`): a script run, or an
interactive session that asks the director's questions at the terminal. Imported when
the command runs, not when the CLI starts (it reaches the director and the table)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import typer
from rich.console import Console
from rich.prompt import IntPrompt, Prompt

from bridgelaw.cli.console import console as _make_console
from bridgelaw.cli.console import fail
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

__all__ = ["run"]


def _console(stderr: bool = False) -> Console:
    # soft wrap: a ruling's facts and options stay one line each (the terminal wraps them)
    return _make_console(stderr=stderr, soft_wrap=True)


def _fail(message: str, code: int = 2) -> typer.Exit:
    return fail(message, code=code)


def run(
    *, script: Path | None, as_json: bool, board: int | None, edition: str | None, help_text: str
) -> None:
    """Run ``bridgelaw rule``: set up the board and edition, then the script or a session."""
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
        _interactive(session, as_json, ask_setup=board is None, help_text=help_text)


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


def _interactive(session: Session, as_json: bool, *, ask_setup: bool, help_text: str) -> None:
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
            console.print(help_text, markup=False)
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
