"""The work of ``bridgelaw rule`` (:mod:`bridgelaw.cli.rule_cmd`): a script run, or an
interactive session that asks the director's questions at the terminal. Imported when
the command runs, not when the CLI starts (it reaches the director and the table).

The dialog itself (answers, a choice proposed then confirmed or withdrawn, undo, save
and resume) is :class:`bridgelaw.director.dialog.Dialog`; this module reads lines and
prints."""

from __future__ import annotations

import json
import os
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

import typer
from rich.console import Console
from rich.markup import escape
from rich.prompt import IntPrompt, Prompt

from bridgelaw.cli.console import console as _make_console
from bridgelaw.cli.console import error_lines, fail
from bridgelaw.cli.rule_dialog import describe_pending
from bridgelaw.cli.rule_script import (
    DEFAULT_DEAL,
    ScriptFailure,
    Session,
    describe_table,
    table_state,
)
from bridgelaw.director.dialog import Dialog
from bridgelaw.editions import EDITIONS
from bridgelaw.errors import BridgeError, FormatError
from bridgelaw.formats.source import read_text
from bridgelaw.laws.irregularity import Irregularity, Kind
from bridgelaw.table import Table

__all__ = ["Start", "run"]

PENDING_EXIT = 3
"""The exit status of a script that ends while a ruling is pending."""


@dataclass(frozen=True, slots=True)
class Start:
    """Where the session starts: ``--board`` (a number or FILE:N), ``--edition``,
    ``--position``, ``--resume``."""

    board: str | None = None
    edition: str | None = None
    position: str | None = None
    resume: Path | None = None


def _console(stderr: bool = False) -> Console:
    # soft wrap: a ruling's facts and options stay one line each (the terminal wraps them)
    return _make_console(stderr=stderr, soft_wrap=True)


def _fail(message: str, code: int = 2) -> typer.Exit:
    return fail(message, code=code)


def run(*, script: Path | None, as_json: bool, start: Start, help_text: str) -> None:
    """Run ``bridgelaw rule``: set up the board and edition, then the script or a session."""
    session = Session()
    try:
        ask_setup = _setup(session, start)
    except FormatError as error:
        raise _fail(str(error)) from None
    except OSError as error:
        raise _fail(f"cannot read {error.filename}: {error.strerror}") from None
    if script is not None:
        _run_script(session, script, as_json)
    else:
        _interactive(session, as_json, ask_setup=ask_setup, help_text=help_text)


def _setup(session: Session, start: Start) -> bool:
    """Apply the options; return whether the session should still ask for the board."""
    if start.edition is not None:
        session.run(f"edition {start.edition}")
    if start.resume is not None:
        session.dialog = Dialog.load(start.resume)
        return False
    if start.board is not None:
        if start.board.isdigit():
            session.run(f"board {start.board}")
        else:
            session.dialog = Dialog(_recorded(start.board, session.edition))
            return False
    if start.position is not None:
        session.run(f"position {start.position}")
        return False
    return start.board is None


def _recorded(spec: str, edition: int) -> Table:
    """The table of ``FILE.pbn:N`` (board N; the first board without ``:N``)."""
    from bridgelaw.check import read_results
    from bridgelaw.director.replay import table_from_record

    name, sep, number = spec.rpartition(":")
    if not (sep and number.isdigit()):
        name, number = spec, ""
    records = read_results(Path(name))
    if not records:
        raise FormatError("the file records no board", source=name)
    chosen = [r for r in records if not number or r.board.number == int(number)]
    if not chosen:
        boards = sorted({r.board.number for r in records})
        raise FormatError(f"no board {number} (boards {boards[0]}-{boards[-1]})", source=name)
    return table_from_record(chosen[0], edition=edition)


def _script_lines(path: Path) -> list[str]:
    """The lines of a script (its encoding detected); exit 2 for a file that cannot be
    used or holds no step."""
    try:
        lines = read_text(path).splitlines()
    except FormatError as error:
        raise _fail(str(error)) from None
    if not any(line.split("#", 1)[0].strip() for line in lines):
        raise _fail(f"{path}: no step in the script (only comments and empty lines)")
    return lines


def _run_script(session: Session, path: Path, as_json: bool) -> None:
    lines = _script_lines(path)
    session.source = str(path)
    console = _console()
    printed = 0
    errors: list[FormatError] = []
    try:
        for number, text in enumerate(lines, 1):
            try:
                session.run(text, number)
            except FormatError as error:  # a malformed line: noted, the others are run
                errors.append(error)
                if len(errors) == number == _MAX_ERRORS:
                    first = f"line 1: {errors[0].reason}"
                    raise _fail(
                        f"{path}: not a rule script: its first {number} lines are all"
                        f" malformed ({first})"
                    ) from None
                continue
            if not as_json:
                for message in session.output[printed:]:
                    console.print(message, markup=False, soft_wrap=True)
            printed = len(session.output)
        if errors:
            raise _malformed(errors)
        session.finish()
        dialog = session.director()
    except FormatError as error:
        raise _fail(str(error)) from None
    except ScriptFailure as failure:
        error_lines(errors[:_MAX_ERRORS])
        raise _fail(str(failure), code=2 if errors else 1) from None
    pending = dialog.pending() is not None or dialog.proposal is not None
    if as_json:
        _write_json(dialog)
    else:
        for line in describe_table(dialog.table, dialog.floor):
            console.print(line, markup=False, soft_wrap=True)
    if pending:
        err = _console(stderr=True)
        err.print(f"{path}: the ruling is still pending at the end of the script", markup=False)
        for line in describe_pending(dialog):
            err.print(line, markup=False)
        raise typer.Exit(PENDING_EXIT)


def _write_json(dialog: Dialog) -> None:
    state = table_state(dialog.table)
    state["director"] = dialog.report()
    sys.stdout.write(json.dumps(state, ensure_ascii=False, indent=2) + "\n")


def _ask_setup(session: Session, console: Console) -> None:
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


_OVER = (
    "the board is over: steps after play (attention, moment, withdraw, cancel-concession), "
    "'undo', 'save FILE' or 'done'"
)
_STEP_PROMPT = "step (or 'help', 'show', 'ruling', 'undo', 'save FILE', 'done')"


_MAX_ERRORS = 20
"""Malformed lines of a script printed (the rest are counted)."""


def _malformed(errors: list[FormatError]) -> typer.Exit:
    """Print the malformed lines of a script (the first ones) and return exit 2."""
    error_lines(errors[:_MAX_ERRORS])
    if len(errors) > _MAX_ERRORS:
        return _fail(f"... and {len(errors) - _MAX_ERRORS} more malformed lines")
    return typer.Exit(code=2)


def _interactive(session: Session, as_json: bool, *, ask_setup: bool, help_text: str) -> None:
    console = _console()
    session.strict = False
    if ask_setup:
        _ask_setup(session, console)
    dialog = session.director()
    console.print(describe_table(dialog.table)[0], markup=False)
    loop = _Loop(session, console, help_text, len(session.output))
    while True:
        try:
            if not loop.turn():
                break
        except KeyboardInterrupt:  # Ctrl-C, at a prompt or during a step: as 'done'
            console.print("", markup=False)
            if _may_quit(session.director(), console):
                break
    _finish(console, session, as_json)


@dataclass
class _Loop:
    """One prompt and its step at a time (see :func:`_interactive`)."""

    session: Session
    console: Console
    help_text: str
    printed: int
    shown: object = None
    """The ruling last shown (shown again when it changes)."""
    over: bool = False

    def turn(self) -> bool:
        """Ask, and carry out what the director typed; ``False`` ends the session."""
        session, console = self.session, self.console
        dialog = session.director()
        table = dialog.table
        if table.is_over and not self.over:
            for line in describe_table(table, dialog.floor):
                console.print(line, markup=False)
            console.print(_OVER, markup=False)
        self.over = table.is_over
        label, self.shown = _prompt(dialog, console, self.shown)
        try:
            text = Prompt.ask(escape(label), console=console)
        except EOFError:
            _quit_at_eof(dialog, console)
            return False
        command = text.strip()
        if not command:
            console.print("(an empty line does nothing; 'done' ends the session)", markup=False)
            return True
        if command.lower() in ("done", "quit", "exit"):
            return not _may_quit(dialog, console)
        if command.lower() == "help":
            console.print(self.help_text, markup=False)
            return True
        _step(session, _translate(dialog, command), console)
        for message in session.output[self.printed :]:
            console.print(message, markup=False)
        self.printed = len(session.output)
        if dialog.table is not session.director().table or command.lower().startswith("undo"):
            self.shown = None
        return True


def _prompt(dialog: Dialog, console: Console, shown: object) -> tuple[str, object]:
    """What to ask now (the ruling shown first when it is new)."""
    if dialog.proposal is not None:
        key = dialog.proposal.option.key
        return f"apply {key}? ('yes' applies it, 'withdraw' withdraws it)", shown
    ruling = dialog.pending() if dialog.waits() else None
    if ruling is None:
        blocking = dialog.table.laws_state.blocking()
        if blocking is not None:
            console.print(_pending(blocking.irregularity), markup=False)
        return _STEP_PROMPT, None
    if ruling != shown:
        for line in describe_pending(dialog):
            console.print(line, markup=False)
    if ruling.questions:
        question = ruling.questions[0]
        return f"{question.key} (Law {question.law}) [{'/'.join(question.answers)}]", ruling
    keys = "/".join(o.key for o in ruling.options)
    who = "the director" if ruling.chooser is None else str(ruling.chooser)
    if len(ruling.options) == 1:
        return f"the Law leaves no choice: apply {ruling.options[0].key}? [yes]", ruling
    return f"{who} chooses [{keys}]", ruling


def _translate(dialog: Dialog, text: str) -> str:
    """A bare answer, option or confirmation typed at a question becomes its step."""
    word = text.strip()
    if dialog.proposal is not None:
        if word.lower() in ("yes", "y", "confirm"):
            return "confirm"
        if word.lower() in ("no", "n", "withdraw"):
            return "withdraw"
        return text
    ruling = dialog.pending() if dialog.waits() else None
    if ruling is None or " " in word:
        return text
    if ruling.questions and word in ruling.questions[0].answers:
        return f"answer {ruling.questions[0].key} {word}"
    if word in [o.key for o in ruling.options]:
        return f"propose {word}"
    if len(ruling.options) == 1 and word.lower() in ("yes", "y"):
        return "choose"  # the prompt asked to confirm the only option
    return text


def _step(session: Session, text: str, console: Console) -> None:
    try:
        session.run(text)
    except (FormatError, ScriptFailure) as error:
        reason = getattr(error, "reason", str(error))  # a typed line: no file, no rule
        console.print(f"error: {reason} (nothing was done)", markup=False)
    except BridgeError as error:
        console.print(f"error: {error}", markup=False)


def _may_quit(dialog: Dialog, console: Console) -> bool:
    """Whether to end the session: asks to save a board changed since it was saved."""
    if not dialog.unsaved:
        return True
    try:
        answer = Prompt.ask(
            "the board is not saved: a file name saves it, 'no' quits without saving, "
            "empty goes on",
            console=console,
            default="",
        )
    except (EOFError, KeyboardInterrupt):
        _quit_at_eof(dialog, console)
        return True
    answer = answer.strip()
    if not answer:
        return False
    if answer.lower() == "no":
        return True
    try:
        json_path, pbn_path = dialog.save(Path(answer))
    except OSError as error:
        console.print(f"error: cannot save: {error}", markup=False)
        return False
    console.print(f"> saved: {json_path} and {pbn_path}", markup=False)
    return True


def _quit_at_eof(dialog: Dialog, console: Console) -> None:
    """The input ended: at a terminal (Ctrl-D), a board not saved is saved to a new
    temporary file; input piped in is a script that has simply ended."""
    if not dialog.unsaved:
        return
    if not sys.stdin.isatty():
        console.print("the input ended; the board was not saved", markup=False)
        return
    handle, name = tempfile.mkstemp(prefix="bridgelaw-rule-", suffix=".json")
    os.close(handle)
    json_path, _ = dialog.save(Path(name))
    console.print(f"the input ended; the board is saved: bridgelaw rule --resume {json_path}",
                  markup=False)  # fmt: skip


def _pending(irregularity: Irregularity) -> str:
    """What the table waits for, when the director has not been called yet."""
    if irregularity.kind == Kind.CLAIM:
        return (
            f"pending: {irregularity.describe()} - answer with 'agree SEAT...', "
            "'dispute SEAT', 'play-on SEAT...' or 'object SEAT', or type 'director'"
        )
    return f"pending: {irregularity.describe()} - the next player may act on it, or type 'director'"


def _finish(console: Console, session: Session, as_json: bool) -> None:
    dialog = session.director()
    if as_json:
        _write_json(dialog)
        return
    for line in describe_table(dialog.table, dialog.floor):
        console.print(line, markup=False)
