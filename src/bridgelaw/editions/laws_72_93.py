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

    # ------------------------------------------------------ Law 12C: adjusted scores
    def law_12c_artificial_ref(self) -> str:
        """The artificial adjusted score in percentages: 12C2(a) (1987/1997: 12C1)."""
        return "12C2(a)"

    def law_12c_session_ref(self) -> str:
        """A contestant's session percentage replacing average plus: 12C2(c) (1987/1997:
        Law 88's indemnity)."""
        return "12C2(c)"

    def law_12c2c_session_below_40(self) -> bool:
        """12C2(c): a contestant directly at fault whose session score is below 40 % gets
        his session percentage (1987/1997: no such rule)."""
        return True

    def law_12c_imps_ref(self) -> str:
        """The artificial adjusted score in IMPs: 12C2(b) (1987/1997: 86A, 60 % = 3 IMPs)."""
        return "12C2(b)"

    def law_12c1c_weighting(self, *, regulating_authority_forbids: bool) -> bool:
        """12C1(c): an assigned adjusted score may always be weighted (2007: unless the
        Regulating Authority forbids it; 1987/1997: never)."""
        return True

    def law_12c1c_weighting_ref(self) -> str:
        """The Law cited when weighting is refused: 12C1(c) (1987/1997: 12C)."""
        return "12C1(c)"

    def law_12c_most_favourable_score_ref(self) -> str:
        """The most favourable / least favourable assigned score: 12C1(e), the 2007 option
        (1997: 12C2; 1987: 12C)."""
        return "12C1(e)"

    def law_12c4_knockout_ref(self) -> str:
        """Non-balancing adjusted scores in a knockout match, averaged: 12C4 (1987/1997:
        86B)."""
        return "12C4"

    # ---------------------------------------------------- Law 79: the score corrected
    def law_79b_ref(self) -> str:
        """A dispute over the number of tricks raised after the round: 79B3 (1987-2007:
        79B)."""
        return "79B3"

    def law_79b3_satisfied_restores(self) -> bool:
        """79B3: if the Director is satisfied that the claimed result was the table result,
        both scores change, whenever he was called (1987-2007: only if he was called before
        the round ended; otherwise only the other side may be lowered)."""
        return True

    def law_79c1_ref(self) -> str:
        """An error in the agreed score corrected within the correction period: 79C1
        (1987/1997: 79C)."""
        return "79C1"

    def law_79c2_late_correction(
        self, *, organizer_consents: bool, regulation_allows: bool, director_sure: bool
    ) -> str | None:
        """79C2: after the correction period, a correction if the Tournament Organizer
        consents and the Director is sufficiently sure the record is wrong (2007: if the
        regulations allow it; 1987/1997: never). The reason given, or ``None``."""
        if organizer_consents and director_sure:
            return "after the correction period, with the organizer's consent"
        return None

    # --------------------------------------------------------- Law 86: team events
    def law_86_no_fault_ref(self) -> str:
        """A team board cancelled with no one at fault, average plus to both: 86B2(a)
        (2007: 12C2(a); 1987/1997: 86A)."""
        return "86B2(a)"

    def law_86_both_at_fault_ref(self) -> str:
        """A team board cancelled with both sides at fault: 86B2(c) (2007: 12C2(a);
        1987/1997: 86A)."""
        return "86B2(c)"

    def law_86_one_side_at_fault(
        self, assigned_imps: float | None, average_plus: float
    ) -> tuple[str, float, str]:
        """86B2(b): the non-offending team gets the better of the assigned score and
        average plus; the Law, the IMPs and why (2007: 86D, the other table's result, or
        86A, average plus; 1987/1997: 86A, 60 % = 3 IMPs)."""
        if assigned_imps is not None and assigned_imps > average_plus:
            return "86B2(b)", float(assigned_imps), "assigned score, better than average plus"
        return "86B2(b)", average_plus, "average plus, at least as good as the assigned score"
