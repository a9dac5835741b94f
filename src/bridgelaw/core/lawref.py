"""References to the Laws of Duplicate Bridge.

A :class:`LawRef` names a Law and, optionally, a subsection path such as
``27B1(a)``. Every check, rectification and ruling in bridgelaw carries one,
together with the edition of the Laws it was taken from.

>>> ref = LawRef.parse("27B1(a)")
>>> ref.law, ref.section
(27, 'B1(a)')
>>> str(ref)
'27B1(a)'
>>> LawRef.parse("Law 44C")
LawRef.parse('44C')
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bridgelaw.core.base_errors import NotationError

_LAWREF = re.compile(r"^\s*(?:Law\s+)?(\d{1,2})([A-Z](?:\d+(?:\([a-z]+\))?(?:\([ivx]+\))?)?)?\s*$")

DEFAULT_EDITION_YEAR = 2017
"""The edition of the Laws used wherever none is named."""


@dataclass(frozen=True, slots=True, order=True)
class LawRef:
    """A Law number with an optional subsection (``"B1(a)"``) and edition year."""

    law: int
    """The Law's number, 1 to 93."""
    section: str = ""
    """The subsection path after the number, such as ``"B1(a)"``; empty for the whole Law."""
    edition: int = DEFAULT_EDITION_YEAR
    """The year of the edition the reference is taken from (2017, 2007, 1997 or 1987)."""

    def __post_init__(self) -> None:
        if not 1 <= self.law <= 93:
            raise NotationError(f"there is no Law {self.law}: the Laws are numbered 1 to 93")

    @classmethod
    def parse(cls, text: str, *, edition: int = DEFAULT_EDITION_YEAR) -> LawRef:
        """Read ``"27B1(a)"``, ``"27B1a"`` or ``"Law 44C"``.

        :raises NotationError: the text is not a Law reference.
        """
        compact = re.sub(r"^(\s*(?:Law\s+)?\d{1,2}[A-Z]\d+)([a-z]+)\s*$", r"\1(\2)", text)
        match = _LAWREF.match(compact)
        if match is None:
            raise NotationError(f"not a Law reference: {text!r} (expected e.g. '27B1(a)')")
        return cls(int(match.group(1)), match.group(2) or "", edition)

    def __str__(self) -> str:
        return f"{self.law}{self.section}"

    def __repr__(self) -> str:
        if self.edition == DEFAULT_EDITION_YEAR:
            return f"LawRef.parse({str(self)!r})"
        return f"LawRef.parse({str(self)!r}, edition={self.edition})"

    def cite(self) -> str:
        """The reference as a citation with its edition: ``"Law 27B1(a) (2017)"``."""
        return f"Law {self} ({self.edition})"


def law(text: str, *, edition: int = DEFAULT_EDITION_YEAR) -> LawRef:
    """Shorthand for :meth:`LawRef.parse`."""
    return LawRef.parse(text, edition=edition)
