"""What every edition is before any Law: its year, its name, and its Law references.

:class:`EditionText` is the root of the one class tree of :mod:`bridgelaw.editions`;
the mixins of the Law ranges (:mod:`~bridgelaw.editions.laws_09_40`,
:mod:`~bridgelaw.editions.laws_41_71`, :mod:`~bridgelaw.editions.laws_72_93`) derive
from it so that each hook may cite its Law with :meth:`EditionText.ref`.
"""

from __future__ import annotations

from typing import ClassVar

from bridgelaw.core.lawref import LawRef

__all__ = ["EditionText"]


class EditionText:
    """An edition of the Laws of Duplicate Bridge: its year, name and aliases.

    An edition answers rules questions; it holds no state.
    """

    year: ClassVar[int] = 2017
    """The year of the edition."""
    name: ClassVar[str] = "Laws of Duplicate Bridge 2017"
    aliases: ClassVar[tuple[str, ...]] = ("2017", "wbf2017", "current")

    def ref(self, text: str) -> LawRef:
        """A :class:`LawRef` in this edition: ``edition.ref("27B1(a)")``."""
        return LawRef.parse(text, edition=self.year)

    def __eq__(self, other: object) -> bool:
        """Two editions are equal when they are the same edition of the Laws."""
        return isinstance(other, EditionText) and other.year == self.year

    def __hash__(self) -> int:
        return hash(self.year)

    def __repr__(self) -> str:
        return f"find_edition({self.year})"
