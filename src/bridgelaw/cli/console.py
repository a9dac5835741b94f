"""The consoles and the error line shared by the commands (rich imported on first use)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

import typer

if TYPE_CHECKING:
    from rich.console import Console

__all__ = [
    "console",
    "counted",
    "error_line",
    "error_lines",
    "fail",
    "markup_safe",
    "progress_bar",
    "write_output",
]


def console(*, stderr: bool = False, soft_wrap: bool = False) -> Console:
    """A console on stdout (or stderr) without highlighting."""
    from rich.console import Console

    return Console(stderr=stderr, highlight=False, soft_wrap=soft_wrap)


def fail(message: str, *, code: int = 2) -> typer.Exit:
    """Print ``message`` as an error line on stderr and return the exit to raise.

    The line is not wrapped at the terminal's width (the terminal wraps it): a file's
    path in it stays whole for a reader or a program that copies it. The message is
    printed as it is: square brackets in it (a file named ``night[b].pbn``) are not
    read as markup.
    """
    error_line(message)
    return typer.Exit(code=code)


def error_line(message: str) -> None:
    """Print ``message`` as an error line on stderr (see :func:`fail`), and go on."""
    error_lines([message])


def error_lines(messages: Iterable[object]) -> None:
    """Print each message (an error's text) as an error line on stderr."""
    from rich.markup import escape

    err = console(stderr=True)
    for message in messages:
        err.print(f"[bold red]error:[/] {escape(str(message))}", markup=True, soft_wrap=True)


def markup_safe(text: str) -> str:
    """``text`` for a typer help text, with its square brackets escaped so that rich
    shows ``[led]`` instead of reading it as markup and dropping it."""
    return text.replace("[", "\\[")


def counted(count: int, noun: str) -> str:
    """``"1 board"``, ``"2 boards"``: a count with its noun in the right number."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


@contextmanager
def progress_bar(
    description: str, total: int, *, enabled: bool = True
) -> Iterator[Callable[[int, int], None]]:
    """A rich progress bar on stderr; yields ``update(done, total)``."""
    if not enabled:
        yield lambda done, total: None
        return
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeRemainingColumn,
    )

    columns = (
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
    )
    with Progress(*columns, console=console(stderr=True), transient=True) as progress:
        task = progress.add_task(description, total=total)

        def update(done: int, total: int) -> None:
            progress.update(task, completed=done, total=total)

        yield update


def write_output(path: Path, data: bytes) -> None:
    """Write an output file (and its folder) and say so on stderr; a file that cannot be
    written is an error line and exit status 2."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    except OSError as error:
        raise fail(f"cannot write {path}: {error.strerror or error}") from None
    console(stderr=True).print(f"wrote {path}", markup=False)
