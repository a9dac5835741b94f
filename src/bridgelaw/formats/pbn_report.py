"""Where the PBN reader's problems go (:class:`Reporter`), and how they cite the standard
(:func:`rule`): raised, noted on the game, or collected with file and line."""

from __future__ import annotations

from bridgelaw.errors import FormatError

__all__ = ["Reporter", "rule"]


def rule(section: str) -> str:
    """The citation of a section of the standard, e.g. ``rule("3.4.11")``."""
    return f"PBN 2.1 §{section}"


class Reporter:
    """Where problems go: strict mode makes every problem an error, tolerant mode
    notes the tolerable ones; errors raise, or are collected when ``collect``."""

    __slots__ = ("collect", "deals", "errors", "notes", "source", "strict")

    def __init__(self, source: str, *, strict: bool, collect: bool = False) -> None:
        self.source = source
        self.strict = strict
        self.collect = collect
        self.errors: list[FormatError] = []
        self.notes: list[str] = []
        self.deals: dict[str, object] = {}
        """Deals read so far (text to the reader's result), to read each only once."""

    def error(self, message: str, line: int, section: str) -> None:
        """A problem in either mode: raised, or kept when collecting."""
        err = FormatError(message, source=self.source, line=line, rule=rule(section))
        if not self.collect:
            raise err
        self.errors.append(err)

    def quirk(self, message: str, line: int, section: str) -> None:
        """Something real exporters write that the standard forbids: an error when
        strict, else a note on the game."""
        if self.strict:
            self.error(message, line, section)
        else:
            self.notes.append(f"line {line}: {message} ({rule(section)})")

    def check(self, message: str, line: int, section: str) -> None:
        """A rule only the strict reader checks (the tolerant reader never calls it)."""
        self.error(message, line, section)
