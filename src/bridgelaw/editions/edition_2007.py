"""The Laws of Duplicate Bridge 2007: every way their text differs from the 2017 Laws.

:class:`Edition2007` is the one class of this module. It overrides every hook of
:class:`~bridgelaw.editions.edition.Edition` (the 2017 text) whose Law reads
differently in the 2007 text (Slovak text, updated 2008), in the order of the Laws;
each hook names its Law. A hook not overridden here reads as in 2017.
"""

from __future__ import annotations

from typing import ClassVar

from bridgelaw.editions.edition import Edition
from bridgelaw.editions.laws_09_40 import Law15WrongBoard, Law15WrongHand, Law20F4Until, Law27
from bridgelaw.editions.laws_41_71 import Law57AOption, Law62D2, Law65B3, Law66BUntil

__all__ = ["Edition2007"]


class Edition2007(Edition):
    """The Laws of Duplicate Bridge 2007 (Slovak text, updated 2008).

    Overrides only where the 2007 text differs from 2017 (digest §5).
    """

    year: ClassVar[int] = 2007
    name: ClassVar[str] = "Laws of Duplicate Bridge 2007"
    aliases: ClassVar[tuple[str, ...]] = ("2007", "wbf2007")

    def law_9_dummy_ref(self) -> str:
        """SK07 9A3: dummy may not draw attention during play (no exception written)."""
        return "9A3"

    def law_9_dummy_may_correct_explanation(self) -> bool:
        """SK07 9A3 has no exception for declarer's mistaken explanation."""
        return False

    def law_9_own_side_ref(self) -> str | None:
        """SK07 9A4."""
        return "9A4"

    def law_11a_adjust_gainer_only(self) -> bool:
        """SK07 11A: the director rules the right forfeited, e.g. when the non-offenders
        could gain through an unaware opponent's action; no split score is written."""
        return False

    def law_12_assigned_ref(self) -> str:
        """SK07 12C1(a)."""
        return "12C1(a)"

    def law_12_most_favourable_ref(self) -> str | None:
        """SK07 12C1(e): the RA may use the most favourable / least favourable method."""
        return "12C1(e)"

    def law_12_self_inflicted_ref(self) -> str | None:
        """SK07 12C1(b)."""
        return "12C1(b)"

    def law_12c1c_weighting(self, *, regulating_authority_forbids: bool) -> bool:
        """2007 Law 12C1(c): weighting unless the Regulating Authority forbids it."""
        return not regulating_authority_forbids

    def law_13_sections(self) -> dict[str, str]:
        """SK07 13: A (called: play on), B (called: adjusted score), C (after play),
        D (no call: D1, D2(a), D2(b)), E (UI to partner), F (extra card)."""
        return {
            "no-call": "13D1",
            "no-call-seen": "13D2(a)",
            "no-call-seen-adjust": "13D2(b)",
            "called": "13A",
            "called-adjust": "13B",
            "extra": "13F",
            "after-play": "13C",
        }

    def law_13_seen(self) -> str:
        """SK07 13D2: played if the information is unlikely to interfere, else an
        artificial adjusted score."""
        return "judgment"

    def law_13_ui_ref(self) -> str | None:
        """SK07 13E."""
        return "13E"

    def law_14_late_limit(self) -> str:
        """SK07 14B: after the opening lead, before the end of play."""
        return "play"

    def law_15_wrong_hand(self) -> Law15WrongHand:
        """2007 Law 17D."""
        return Law15WrongHand.LAW_17D

    def law_15_wrong_board(self) -> Law15WrongBoard:
        """SK07 15A-C (HR97 the same; SK07 adds a procedural penalty for a deliberate
        attempt to prevent normal play, a review flag here)."""
        return Law15WrongBoard.LAW_15ABC

    def law_15a_ref(self) -> str:
        """2007: cards from a wrong board are ruled under Law 17D."""
        return "17D"

    def law_15c_attempt_penalty_flag(self) -> bool:
        """2007 Law 15C: a procedural penalty for a deliberate attempt to prevent normal
        play."""
        return True

    def law_16_withdrawn_ref(self) -> str:
        """2007: information from withdrawn calls is Law 16D."""
        return "16D"

    def law_16_section(self, source: str) -> str:
        """SK07: 16B partner, 16C other sources, 16D withdrawn actions."""
        return {"use": "16A", "partner": "16B", "outside": "16C", "withdrawn": "16D"}[source]

    def law_16_partner_standard(self) -> str:
        """SK07 16B1(a): a logical alternative demonstrably suggested."""
        return (
            "he may not choose from among logical alternatives one that could demonstrably "
            "have been suggested by the extraneous information"
        )

    def law_16_outside_remedies(self, first_call_made: bool) -> tuple[tuple[str, str], ...]:
        """SK07 16C2 (a)-(d) before any call; after the first call only 16C2(c) (16C3)."""
        remedies = (
            ("rotate", "16C2(a)"),
            ("redeal", "16C2(b)"),
            ("play-on", "16C2(c)"),
            ("adjust", "16C2(d)"),
        )
        if first_call_made:
            return tuple(r for r in remedies if r[0] == "play-on")
        return remedies

    def law_16_outside_adjust_artificial(self) -> bool:
        """SK07 16C2(d): an *artificial* adjusted score."""
        return True

    def law_16_withdrawn_adjust_ref(self) -> str | None:
        """SK07 16D has no adjustment clause of its own."""
        return None

    def law_17d2_partner_called_artificial(self) -> bool:
        """2007 Law 17D2: the offender's partner had called: artificial adjusted scores."""
        return True

    def law_17d3_ref(self) -> str:
        """2007: the three-passes rule is Law 17E2."""
        return "17E2"

    def law_17d3_ui(self) -> str | None:
        """2007 Law 17E2: Law 16D applies to the cancelled calls."""
        return "16D"

    def law_20_explanation_barred_when_obliged_to_pass(self) -> bool:
        """SK07 20F1: no limit for a player required to pass."""
        return False

    def law_20_own_correction(self) -> tuple[str, Law20F4Until, str] | None:
        """SK07 20F4: call the director immediately; he applies 21B or 40B4."""
        return ("20F4", Law20F4Until.IMMEDIATELY, "40B4")

    def law_21b1_question(self) -> str:
        """2007 Law 21B1(a): the call was made as a result of the misinformation."""
        return "Did {seat} make his {call} as a result of the misinformation?"

    def law_22_refs(self) -> tuple[str, str]:
        """SK07 22A2 (a bid and three passes), 22A1 (all four pass)."""
        return ("22A2", "22A1")

    def law_23_damage(self, *, enforced_pass: bool, pass_out_of_rotation: bool) -> str | None:
        """SK07 Law 23, awareness of potential damage: any irregularity."""
        return "23"

    def law_23_comparable(self) -> bool:
        """No comparable call before 2017."""
        return False

    def law_24e_automatic_penalty_cards(self) -> bool:
        """2007 Law 24 (SK07): declarer *may treat* each exposed card as a penalty card."""
        return False

    def law_25a_question(self) -> str:
        """2007 Law 25A: an inadvertent call replaced without pause for thought."""
        return (
            "Was {seat}'s {original} inadvertent, and did he replace it by {new} without "
            "pause for thought?"
        )

    def law_25b2_law_26_applies(self) -> bool:
        """2007 Law 25B2: no lead restriction for the cancelled change."""
        return False

    def law_26_comparable_call(self) -> bool:
        """2007 Law 26: 26A (a call related solely to specific suits) and 26B."""
        return False

    def law_26a_solely(self) -> bool:
        """2007 Law 26A: related *solely* to specific suits."""
        return True

    def law_26a2_refs(self) -> tuple[str, str]:
        """2007 Law 26A2(a) (require) and 26A2(b) (forbid)."""
        return ("26A2(a)", "26A2(b)")

    def law_27b(self) -> Law27:
        """2007 Law 27B1: (a) the lowest sufficient bid in the same denomination, neither
        bid artificial in the director's opinion; (b) a legal call with the same or a more
        precise meaning (the Slovak text prints "bid"; 27B3 needs "call")."""
        return Law27(
            b1a_same_strain_only=True,
            b1a_question="In the director's opinion, are both {ib} and {r} not artificial?",
            b1b_question="Does {r} have the same or a more precise meaning than {ib}?",
            b1b_law="27B1(b)",
            any_legal_call=True,
            lho_accepts_new_ib=True,
            damage_law="27D",
        )

    def law_28b_ui(self) -> str | None:
        """2007 Law 28B: Law 16D2 applies."""
        return "16D2"

    def law_30_32_comparable_calls(self) -> bool:
        """2007 Laws 30-32: no comparable calls; the offending side is silenced (30B2,
        31A2, 31B, 32A, 32B2) and Law 26 applies to a different final call."""
        return False

    def law_30_damage_ref(self) -> str:
        """2007 Law 30 cites Law 23."""
        return "23"

    def law_31b_partner_may_call(self) -> bool:
        """2007 Laws 30B2(a), 31B, 32A: after a call out of rotation at his turn the
        offender's partner is silenced; no call of his is free before the ruling."""
        return False

    def law_32_sections(self) -> tuple[str, str]:
        """2007 Law 32: A is partner's turn, B is RHO's turn."""
        return ("B", "A")

    def law_36_37_38_sections(self) -> dict[str, str]:
        """2007: as 2017, but Law 26 is cited whole."""
        return {**super().law_36_37_38_sections(), "26": "26"}

    def law_36c_after_lead(self) -> bool:
        """2007: no Law 36C (new in 2017)."""
        return False

    def law_40_refs(self) -> dict[str, str]:
        """SK07 40: B4 failure to disclose, B5 illegal understanding, B6(b) withheld
        information, C1 deviation, C3(b) repeated violations."""
        return {
            "disclosure": "40B4",
            "illegal": "40B5",
            "withheld": "40B6(b)",
            "deviation": "40C1",
            "repeated": "40C3(b)",
        }

    def law_42b2_dummy_may_prevent_any(self) -> bool:
        """2007 Law 42B2: dummy may try to prevent an irregularity by declarer only."""
        return False

    def law_43a3(self) -> bool:
        """2007: no Law 43A3."""
        return False

    def law_43b3(self) -> tuple[str, str]:
        """2007 Law 43B3: no rectification; play continues; the director may adjust at the
        end (12B1)."""
        return ("43B3", "the director may adjust the score at the end of play (12B1)")

    def law_45c4b_declarer_only(self) -> bool:
        """2007 Law 45C4(b): any player may change an inadvertent designation."""
        return False

    def law_45c4b_question(self) -> str:
        """2007 Law 45C4(b): an inadvertent designation changed without pause for thought."""
        return (
            "Was {seat}'s designation of {card} inadvertent, and did he change it without "
            "pause for thought?"
        )

    def law_45d2_ref(self) -> str:
        """2007: Law 45D has no D2 (a card noticed too late stands: 45D)."""
        return "45D"

    def law_47e1_no_establishment(self) -> bool:
        """2007 Law 47E1 does not mention Law 63A1."""
        return False

    def law_50_damage_ref(self) -> str:
        """2007 Law 50 cites Law 23."""
        return "23"

    def law_50e4(self) -> bool:
        """2007: no Law 50E4 (the end-of-play adjustment for a penalty card's help)."""
        return False

    def law_51b2c_neither(self) -> bool:
        """2007 Law 51B has no "neither" option (50D2(b) gives it: INTERP)."""
        return False

    def law_53_sections(self) -> tuple[str, str]:
        """2007 Law 53: C is the proper lead, B the wrong defender's play."""
        return ("53C", "53B")

    def law_53a_trick13_withdrawn(self) -> bool:
        """2007 Law 53A: any lead out of turn may be accepted (no trick-13 footnote)."""
        return False

    def law_54e_refs(self) -> tuple[str, str]:
        """2007 Law 54E refers to Law 24, whose intro (no 24D) sends the cards of an
        offender who becomes declarer or dummy back to his hand."""
        return ("54E", "24")

    def law_56_sections(self) -> tuple[str, str]:
        """2007 Law 56 reads "see 54D": acceptance under 53A, withdrawal under 54D."""
        return ("53A", "54D")

    def law_57a_options(self) -> tuple[Law57AOption, ...]:
        """2007 Law 57A: highest, lowest, or not a card of a suit declarer names."""
        return (Law57AOption.HIGHEST, Law57AOption.LOWEST, Law57AOption.NOT_SUIT)

    def law_57a_option_ref(self, option: Law57AOption) -> str:
        """2007 Law 57A1-A3."""
        return {
            Law57AOption.HIGHEST: "57A1",
            Law57AOption.LOWEST: "57A2",
            Law57AOption.NOT_SUIT: "57A3",
        }[option]

    def law_57c_dummy_ref(self) -> str:
        """2007 Law 57C1 covers dummy's premature play or suggestion."""
        return "57C1"

    def law_57c3_ref(self) -> str:
        """2007 Law 57C2: declarer's premature play is played and cannot be withdrawn."""
        return "57C2"

    def law_57d(self) -> bool:
        """2007: no Law 57D."""
        return False

    def law_62c3_both_corrected(self) -> bool:
        """2007: no Law 62C3."""
        return False

    def law_62d2(self) -> Law62D2:
        """2007 Law 62D2: the partner may not choose a play the revoke card could have
        suggested."""
        return Law62D2.RESTRICT

    def law_63a4_acquiescence(self) -> bool:
        """2007: Law 63A has three subsections (no A4)."""
        return False

    def law_64b3_faced_card_exempt(self) -> bool:
        """2007 Law 64B3: also a failure to play a card faced on the table."""
        return True

    def law_64c_ref(self, subsection: str) -> str:
        """2007 Law 64C: one paragraph."""
        return "64C"

    def law_65b3_repointing(self) -> Law65B3 | None:
        """2007 Law 65B3: declarer may direct; dummy and the defenders until a lead to the
        next trick."""
        return Law65B3.LEAD

    def law_66b_own_card_until(self) -> Law66BUntil:
        """2007 Law 66B: until a lead is made to the next trick."""
        return Law66BUntil.LEAD

    def law_66d_mixed(self) -> str:
        """2007 Law 66D: the director rules for the opponents of the side that mixed."""
        return "the director rules in favour of the opponents of the side that mixed (66D)"

    def law_67b3_missing_card(self) -> bool:
        """2007: no Law 67B3."""
        return False

    def law_68b2_ui_ref(self) -> str:
        """2007 Law 68B2: Law 16D applies."""
        return "16D"

    def law_68d2b_play_on(self) -> bool:
        """2007 Law 68D: play ceases; the director must be called."""
        return False

    def law_68d2a_ref(self) -> str:
        """2007 Law 68D: play ceases."""
        return "68D"

    def law_70d3_play_after_claim(self) -> bool:
        """2007 Law 70D3: the director may consider play after the claim."""
        return True

    def law_70e1_irrational(self) -> bool:
        """2007 Law 70E1 keeps the "irrational" exception."""
        return True

    def law_71_normal_ref(self) -> str:
        """2007 Law 71 (one paragraph)."""
        return "71"

    def law_72c_ref(self) -> str:
        """2007 Law 23: awareness of potential damage."""
        return "23"

    def law_79b_ref(self) -> str:
        """2007 Law 79B (no subsection 3)."""
        return "79B"

    def law_79b3_satisfied_restores(self) -> bool:
        """2007 Law 79B: after the round there is no obligation to raise any score."""
        return False

    def law_79c2_late_correction(
        self, *, organizer_consents: bool, regulation_allows: bool, director_sure: bool
    ) -> str | None:
        """2007 Law 79C2: after the correction period, if the regulations allow it and the
        Director is sure."""
        if regulation_allows and director_sure:
            return "after the correction period, as regulations allow"
        return None

    def law_86_no_fault_ref(self) -> str:
        """2007: Law 12C2(a) (average plus to both)."""
        return "12C2(a)"

    def law_86_both_at_fault_ref(self) -> str:
        """2007: Law 12C2(a) (average minus to both)."""
        return "12C2(a)"

    def law_86_one_side_at_fault(
        self, assigned_imps: float | None, average_plus: float
    ) -> tuple[str, float, str]:
        """2007 Law 86D (the other table's result favours the non-offenders) or 86A (an
        artificial score, average plus)."""
        if assigned_imps is not None and assigned_imps > average_plus:
            return "86D", float(assigned_imps), "other table's result favours the non-offenders"
        return "86A", average_plus, "artificial score: average plus"
