"""The Laws of Duplicate Bridge 1987: every way their text differs from the 1997 Laws.

:class:`Edition1987` is the one class of this module. It overrides every hook of
:class:`~bridgelaw.editions.edition_1997.Edition1997` whose Law reads differently in
the 1987 text (Russian text), in the order of the Laws; each hook names its Law. A
hook not overridden here reads as in 1997.
"""

from __future__ import annotations

from typing import ClassVar

from bridgelaw.editions.edition_1997 import Edition1997
from bridgelaw.editions.laws_09_40 import Law15WrongBoard, Law15WrongHand, Law27
from bridgelaw.editions.laws_41_71 import Law62D2, Law66BUntil

__all__ = ["Edition1987"]


class Edition1987(Edition1997):
    """The Laws of Duplicate Bridge 1987 (Russian text).

    Overrides where the 1987 text differs from 1997.
    """

    year: ClassVar[int] = 1987
    name: ClassVar[str] = "Laws of Duplicate Bridge 1987"
    aliases: ClassVar[tuple[str, ...]] = ("1987", "wbf1987")

    def law_11_lho_forfeits(self) -> bool:
        """RU87 11B: the right to penalise is lost if the offender's LHO calls or plays
        after the irregularity, before the penalty is stated."""
        return True

    def law_11_penalty_ref(self) -> str:
        """RU87 11D."""
        return "11D"

    def law_11_spectator_ref(self) -> str | None:
        """RU87 11C1."""
        return "11C1"

    def law_12c_most_favourable_score_ref(self) -> str:
        """1987 Law 12C."""
        return "12C"

    def law_13_called(self) -> str:
        """RU87 13: a call made with a wrong hand: an artificial adjusted score."""
        return "never"

    def law_15_wrong_hand(self) -> Law15WrongHand:
        """1987 Law 17D: the director may cancel the board, and must if a non-offender asks."""
        return Law15WrongHand.LAW_17D_1987

    def law_15_wrong_board(self) -> Law15WrongBoard:
        """RU87 15C: before a second auction any player may demand that the board be
        cancelled."""
        return Law15WrongBoard.LAW_15ABC_DEMAND

    def law_16_partner_standard(self) -> str:
        """RU87 16A: the alternative that could *reasonably* have been suggested."""
        return (
            "he may not choose from among logical alternatives one that could reasonably "
            "have been suggested by the extraneous information"
        )

    def law_16_suspect_choice(self) -> tuple[str, str]:
        """RU87 16A2: call the director immediately (footnote: when play has ended or
        dummy has been faced)."""
        return ("16A2", "immediately")

    def law_16c2_own_withdrawn_unauthorized(self) -> bool:
        """1987 Law 16C2: the offending side may use information from its own withdrawn
        actions once the penalty has been paid."""
        return False

    def law_20_opening_lead_question_by(self) -> str:
        """RU87 20C1: any defender."""
        return "defender"

    def law_21b1_question(self) -> str:
        """1987 Law 21B1: it is probable that the call resulted from the misinformation."""
        return "Is it probable that {seat}'s {call} resulted from the misinformation?"

    def law_23_damage(self, *, enforced_pass: bool, pass_out_of_rotation: bool) -> str | None:
        """RU87 23A (an enforced pass of the offender's partner), 23B (a pass out of
        rotation at partner's turn)."""
        if enforced_pass:
            return "23A"
        if pass_out_of_rotation:
            return "23B"
        return None

    def law_23b_pass_out_of_rotation(self) -> bool:
        """1987 Law 23B: a pass out of rotation at partner's turn."""
        return True

    def law_25a_until_partner_calls(self) -> bool:
        """1987 Law 25A: replaced without pause for thought; no limit at partner's call."""
        return False

    def law_25b2_offender_choice(self) -> str | None:
        """1987 Law 25B2: keep the first call (partner passes once) or make another legal
        call (partner passes throughout)."""
        return "rest-pass"

    def law_27b(self) -> Law27:
        """1987 Law 27B1: no penalty when the insufficient bid was incontrovertibly not
        conventional and is replaced by the lowest sufficient bid in the same denomination."""
        return Law27(
            b1a_same_strain_only=True,
            b1a_question="Was {ib} incontrovertibly not conventional?",
            b1b_question=None,
            b1b_law="27B1(b)",
            any_legal_call=False,
            lho_accepts_new_ib=False,
            damage_law="27B1(b)",
        )

    def law_28b_ui(self) -> str | None:
        """1987 Law 28B: no clause on information."""
        return None

    def law_29c_specified_denomination(self) -> bool:
        """1987 Law 29 has no section C: the denomination named counts."""
        return False

    def law_30_damage_ref(self) -> str:
        """1987 Law 30 cites Law 23B (a damaging pass out of rotation)."""
        return "23B"

    def law_43b2b_ref(self) -> str:
        """1987 Law 43B2(c)."""
        return "43B2(c)"

    def law_43b3(self) -> tuple[str, str]:
        """1987 Law 43B2(a): declarer may not enforce any penalty for the defender's
        irregularity."""
        return ("43B2(a)", "declarer may not enforce any penalty for it")

    def law_45d_declarer_may_retract(self) -> bool:
        """1987 Law 45D: only a defender may take back a card played after dummy's unnamed
        card."""
        return False

    def law_46b1b_win(self) -> bool:
        """1987 Law 46B1: only "high" and "low"; no rule for "win the trick"."""
        return False

    def law_47e1_lho_may_accept(self) -> bool:
        """1987 Law 47E1 does not say that the LHO may not accept."""
        return True

    def law_50_damage_ref(self) -> str:
        """1987 Law 50A: an adjusted score instead of the rectification when the offender
        could have known the exposure might damage."""
        return "50A"

    def law_50c_ui_ref(self) -> str:
        """1987 Law 50D: the information from a minor penalty card is unauthorized."""
        return "50D"

    def law_50e2_ref(self) -> str | None:
        """1987: nothing is said of the information from a major penalty card."""
        return None

    def law_50e3_ref(self) -> str | None:
        """1987: nothing is said of the information from a major penalty card."""
        return None

    def law_54_face_down_ref(self) -> str:
        """1987 Law 54 has no clause on the partner's face-down lead: it is returned as the
        later editions do (41A, INTERP)."""
        return "41A"

    def law_61b_refs(self) -> dict[str, str]:
        """1987 Law 61B: declarer may ask a defender, dummy and the defenders may ask
        declarer, "but no one else"."""
        return {
            "declarer-defender": "61B",
            "dummy-declarer": "61B",
            "defender-declarer": "61B",
        }

    def law_62d2(self) -> Law62D2:
        """1987 Law 62D2: declarer may require the partner to play either of his two cards
        that could legally be played."""
        return Law62D2.DECLARER_CHOOSES

    def law_63_no_correction_ref(self) -> str:
        """1987 Law 63B."""
        return "63B"

    def law_63b_illegal_inquiry(self) -> str | None:
        """1987: no such clause (Law 63 has A and B)."""
        return None

    def law_66b_own_card_until(self) -> Law66BUntil:
        """1987 Law 66B: until a lead is made to the next trick."""
        return Law66BUntil.LEAD

    def law_70e1_irrational(self) -> bool:
        """1987 Law 70E: no "irrational" exception."""
        return False

    def law_71_normal_ref(self) -> str:
        """1987 Law 71B: the "normal play" ground."""
        return "71B"

    def law_71_legal_ref(self) -> str:
        """1987 Law 71A1: the "legal play" ground."""
        return "71A1"

    def law_72c_ref(self) -> str:
        """1987 Law 23A: a penalty forcing the offender's partner to pass that the offender
        could have known would damage the other side."""
        return "23A"
