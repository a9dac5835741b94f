"""The 2017 text of Laws 72-93 and of Law 12C's arithmetic, as hooks named after the Law.

:class:`Laws72To93` is a mixin of :class:`~bridgelaw.editions.edition.Edition`: the
differences :mod:`bridgelaw.scoring` needs (adjusted scores, Law 12C; corrections of
the score, Law 79; Law 86; procedural penalties, Law 90). An older edition overrides
the hooks whose Law reads differently in its text.
"""

from __future__ import annotations

from bridgelaw.editions.base import EditionText

__all__ = ["Laws72To93"]


class Laws72To93(EditionText):
    """Law 12C's arithmetic and Laws 72-93 of the 2017 text, as hooks named after the Law."""
