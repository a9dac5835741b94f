"""The Laws of Duplicate Bridge 1997: every way their text differs from the 2007 Laws.

:class:`Edition1997` is the one class of this module. It overrides every hook of
:class:`~bridgelaw.editions.edition_2007.Edition2007` whose Law reads differently in
the 1997 text (Polish text for Chapter V, Croatian otherwise; where they differ, the
Polish is followed), in the order of the Laws; each hook names its Law. A hook not
overridden here reads as in 2007.
"""

from __future__ import annotations

from typing import ClassVar

from bridgelaw.editions.edition_2007 import Edition2007
from bridgelaw.editions.laws_09_40 import Law20F4Until, Law27
from bridgelaw.editions.laws_41_71 import Law65B3, Law66BUntil

__all__ = ["Edition1997"]


class Edition1997(Edition2007):
    """The Laws of Duplicate Bridge 1997 (Polish text for Chapter V, Croatian otherwise).

    Overrides where the 1997 text differs from 2007; where the Croatian and the Polish
    1997 texts differ, the Polish is followed.
    """

    year: ClassVar[int] = 1997
    name: ClassVar[str] = "Laws of Duplicate Bridge 1997"
    aliases: ClassVar[tuple[str, ...]] = ("1997", "wbf1997")

    def law_9_dummy_ref(self) -> str:
        """HR97 9A2(b): dummy may not draw attention during play, may after it."""
        return "9A2(b)"

    def law_9_prevention(self) -> tuple[str, bool]:
        """HR97 9A2(b): dummy may try to prevent *declarer's* irregularity (42B2)."""
        return ("9A2(b)", False)

    def law_9_own_side_ref(self) -> str | None:
        """No such rule in 1997."""
        return None

    def law_11_penalty_ref(self) -> str:
        """HR97 11C (11B is about spectators)."""
        return "11C"

    def law_11_spectator_ref(self) -> str | None:
        """HR97 11B1."""
        return "11B1"

    def law_12_artificial_mandatory(self) -> bool:
        """HR97 12A2: the director *may* award an artificial score."""
        return False

    def law_12_assigned_ref(self) -> str:
        """HR97 12C2: most favourable result for the non-offenders, least favourable for
        the offenders."""
        return "12C2"

    def law_12_weighted_ref(self) -> str | None:
        """No weighting before 2007."""
        return None

    def law_12_most_favourable_ref(self) -> str | None:
        """HR97 12C2."""
        return "12C2"

    def law_12_self_inflicted_ref(self) -> str | None:
        """Not in 1997."""
        return None

    def law_12_artificial_ref(self) -> str:
        """HR97 12C1."""
        return "12C1"

    def law_12_individual_ref(self) -> str:
        """1997: Law 89 (individual events)."""
        return "89"

    def law_12c_artificial_ref(self) -> str:
        """1997 Law 12C1: the artificial adjusted score."""
        return "12C1"

    def law_12c_session_ref(self) -> str:
        """1997 Law 88: the non-offenders' session percentage when higher than 60 %."""
        return "88"

    def law_12c_imps_ref(self) -> str:
        """1997 Law 86A: 60 % = 3 IMPs."""
        return "86A"

    def law_12c_most_favourable_score_ref(self) -> str:
        """1997 Law 12C2."""
        return "12C2"

    def law_12c1c_weighting(self, *, regulating_authority_forbids: bool) -> bool:
        """1997 Law 12C2: no weighting (most favourable / least favourable result)."""
        return False

    def law_12c1c_weighting_ref(self) -> str:
        """1997 Law 12C."""
        return "12C"

    def law_12c2c_session_below_40(self) -> bool:
        """1997 Law 12C1: no rule for an offender's session below 40 % ("at most 40 %")."""
        return False

    def law_12c4_knockout_ref(self) -> str:
        """1997 Law 86B."""
        return "86B"

    def law_13_sections(self) -> dict[str, str]:
        """HR97 13: preamble (called), A (no card seen), B1 (immaterial), B2 (material),
        C (after play)."""
        return {
            "no-call": "13A",
            "no-call-seen": "13B1",
            "no-call-seen-adjust": "13B2",
            "called": "13",
            "called-adjust": "13",
            "after-play": "13C",
        }

    def law_13_called(self) -> str:
        """HR97 13: corrected and played without change of call, with the concurrence of
        all four players; otherwise an artificial score."""
        return "consent"

    def law_13_seen(self) -> str:
        """HR97 13B: immaterial information and the consent of all four players."""
        return "consent"

    def law_13_ui_ref(self) -> str | None:
        """No UI clause in 1997."""
        return None

    def law_14_any_short_hand(self) -> bool:
        """HR97 14: three hands correct, the fourth short."""
        return False

    def law_14_late_limit(self) -> str:
        """HR97 14B: during play."""
        return "play-only"

    def law_14_no_change_of_call(self) -> bool:
        """HR97 14A has no "without change of call" clause."""
        return False

    def law_14_ui_ref(self) -> str | None:
        """No 14C before 2007."""
        return None

    def law_14b_paragraphs_lettered(self) -> bool:
        """1997 Law 14B: 14B1(a), 14B1(b)...; the deemed revoke is 14B3."""
        return True

    def law_15c_attempt_penalty_flag(self) -> bool:
        """1997 Law 15C: no procedural penalty clause."""
        return False

    def law_16_withdrawn_ref(self) -> str:
        """1997: information from withdrawn calls is Law 16C."""
        return "16C"

    def law_16_section(self, source: str) -> str:
        """HR97 16: preamble (use), 16A partner, 16B other sources, 16C withdrawn."""
        return {"use": "16", "partner": "16A", "outside": "16B", "withdrawn": "16C"}[source]

    def law_16_logical_alternative_ref(self) -> str | None:
        """No definition before 2007."""
        return None

    def law_16_suspect_choice(self) -> tuple[str, str]:
        """HR97 16A2: he must call the director at once."""
        return ("16A2", "at-once")

    def law_16_reserve_ref(self) -> str:
        """HR97 16A1."""
        return "16A1"

    def law_16_outside_remedies(self, first_call_made: bool) -> tuple[tuple[str, str], ...]:
        """HR97 16B: adjust positions, a substitute with the consent of all four players,
        an artificial adjusted score at once (no rule on the moment)."""
        return (("rotate", "16B1"), ("substitute", "16B2"), ("adjust", "16B3"))

    def law_16_outside_ref(self, first_call_made: bool) -> str:
        """1997 Law 16B (one paragraph)."""
        return self.law_16_section("outside")

    def law_16b_play_if_no_interference(self) -> bool:
        """1997 Law 16B: the board is played if the information will not interfere with
        normal play."""
        return True

    def law_17d2_partner_called_artificial(self) -> bool:
        """1997 Law 17D: no clause on the partner having called."""
        return False

    def law_17d3_ref(self) -> str:
        """1997: Law 34, retention of the right to call."""
        return "34"

    def law_17d3_ui(self) -> str | None:
        """1997 Law 34: the auction continues as if there had been no irregularity
        (no clause on information)."""
        return None

    def law_20_opening_lead_question_by(self) -> str:
        """HR97 20C1: "a player" may ask whether it is his opening lead."""
        return "player"

    def law_20_own_correction(self) -> tuple[str, Law20F4Until, str] | None:
        """No 20F4 before 2007."""
        return None

    def law_20_partner_correction(self) -> str | None:
        """No 20F5 before 2007."""
        return None

    def law_20_own_card_ref(self) -> str:
        """HR97 40E2: a player may not consult his own convention card."""
        return "40E2"

    def law_21b1_question(self) -> str:
        """1997 Law 21B1 (PL97): it can be considered that the call resulted from the
        misinformation."""
        return "Can it be considered that {seat}'s {call} resulted from the misinformation?"

    def law_21b1b_mistaken_explanation_presumed(self) -> bool:
        """1997: no Law 21B1(b) presumption."""
        return False

    def law_22_refs(self) -> tuple[str, str]:
        """PL97/HR97 22B (someone bid), 22A (nobody bid)."""
        return ("22B", "22A")

    def law_23_damage(self, *, enforced_pass: bool, pass_out_of_rotation: bool) -> str | None:
        """PL97 23: only a penalty that forces the offender's partner to pass."""
        return "23" if enforced_pass else None

    def law_23a_enforced_pass_only(self) -> bool:
        """1997 Law 23: only a rectification forcing the offender's partner to pass."""
        return True

    def law_24_ui(self) -> str | None:
        """1997 Law 24: no clause on the information from the exposed cards."""
        return None

    def law_25a_question(self) -> str:
        """1997 Law 25A (PL97): an inadvertent call corrected immediately, without pause
        for thought (and before partner calls)."""
        return (
            "Was {seat}'s {original} inadvertent, and did he correct it to {new} at once, "
            "without pause for thought?"
        )

    def law_25b2_offender_choice(self) -> str | None:
        """1997 Law 25B2: keep the first call (partner passes once) or make any other legal
        call (the offending side's score is at most average minus, 25B2(b)(2))."""
        return "average-minus"

    def law_26a_solely(self) -> bool:
        """1997 Law 26A: related to specified suits."""
        return False

    def law_26a2_refs(self) -> tuple[str, str]:
        """1997 Law 26A2."""
        return ("26A2", "26A2")

    def law_27b(self) -> Law27:
        """1997 (PL97 27B): corrected by a sufficient bid or a pass; no penalty when both
        bids are incontrovertibly not conventional and the replacement is the lowest
        sufficient bid in the same denomination; otherwise partner passes throughout."""
        return Law27(
            b1a_same_strain_only=True,
            b1a_question="Are both {ib} and {r} incontrovertibly not conventional?",
            b1b_question=None,
            b1b_law="27B1(b)",
            any_legal_call=False,
            lho_accepts_new_ib=False,
            damage_law="27B1(b)",
        )

    def law_27c_premature_replacement_stands(self) -> bool:
        """1997 (HR97 27B): a premature replacement of an insufficient bid is cancelled;
        the offender chooses after the director has stated the penalties."""
        return False

    def law_28b_ui(self) -> str | None:
        """1997 (PL97 28B): Law 16C2 applies."""
        return "16C2"

    def law_30_damage_ref(self) -> str:
        """1997 (PL97 30): Law 72B1."""
        return "72B1"

    def law_32b2_rho_double_silences(self) -> bool:
        """1997 Law 32B2 covers only RHO's bid ("zgłosi odzywkę")."""
        return False

    def law_35_condoned(self) -> bool:
        """PL97 35: inadmissible calls condoned."""
        return True

    def law_36_37_38_sections(self) -> dict[str, str]:
        """1997 (PL97 36-39): single-paragraph Laws 36, 37, 38; an inadmissible double
        out of rotation goes to Law 32; Law 39A (no penalty) and 39B (lead penalties)."""
        return {
            "36": "36",
            "36-oor": "32",
            "37": "37",
            "38": "38",
            "39-none": "39A",
            "39-lead": "39B",
            "26": "26",
        }

    def law_36a_ref(self) -> str:
        """1997: inadmissible calls condoned, Law 35A."""
        return "35A"

    def law_37a_ref(self) -> str:
        """1997: Law 35B."""
        return "35B"

    def law_38_lho_ref(self) -> str:
        """1997: Law 35C."""
        return "35C"

    def law_38d_silenced_after_lho_call(self) -> bool:
        """1997 Law 35C: the bid above seven and later calls are cancelled, the offender
        passes and the auction continues as if nothing had happened."""
        return False

    def law_39b_ref(self) -> str:
        """1997: Law 35D."""
        return "35D"

    def law_40_refs(self) -> dict[str, str]:
        """HR97/PL97 40: B concealed understandings, C failure to explain (the director
        *may* adjust), D regulation of conventions, E system cards."""
        return {
            "disclosure": "40C",
            "illegal": "40D",
            "withheld": "40C",
            "deviation": "40B",
            "repeated": "40C",
        }

    def law_40_penalty(self, what: str) -> bool:
        """No procedural penalty is named in the 1997 Law 40."""
        return False

    def law_40_cards(self) -> tuple[str, str]:
        """HR97 40E2 for both cards."""
        return ("40E2", "40E2")

    def law_40_own_card_in_clarification(self) -> bool:
        """HR97 40E2: never one's own card."""
        return False

    def law_40_opponents_card_anytime_before_auction(self) -> bool:
        """HR97 40E2: the opponents' card only at one's own turn (dummy never)."""
        return False

    def law_40_deviation_permitted_ref(self) -> str:
        """1997 Law 40A."""
        return "40A"

    def law_40_adjust_discretionary(self) -> bool:
        """1997 Law 40C: the director *may* adjust the score."""
        return True

    def law_43b3(self) -> tuple[str, str]:
        """1997 Law 43B3: no penalty; if the defence gained, the director adjusts the score
        of both sides."""
        return (
            "43B3",
            "if the defence gained through its irregularity, the director "
            "adjusts the score of both sides",
        )

    def law_47e2_opening_lead_limit(self) -> bool:
        """1997 Law 47E2: no limit for an opening lead once dummy is faced."""
        return False

    def law_47e2b_ref(self) -> str:
        """1997 Law 47E2(b) refers to Law 40C."""
        return "40C"

    def law_50_damage_ref(self) -> str:
        """1997 Law 50: an adjusted score instead when Law 72B1 applies."""
        return "72B1"

    def law_50e2_ref(self) -> str | None:
        """1997 Law 50D1: the requirement is authorized, other information unauthorized."""
        return "50D1"

    def law_50e3_ref(self) -> str | None:
        """1997 Law 50D1: information other than the requirement is unauthorized."""
        return "50D1"

    def law_51b_ban_lasting(self) -> bool:
        """1997 Law 51B states no duration: the forbidden lead is that lead (INTERP)."""
        return False

    def law_54_refusal(self) -> tuple[str, str]:
        """1997 Law 54D: the withdrawn opening lead is dealt with under Law 56."""
        return ("54D", "56")

    def law_54e_refs(self) -> tuple[str, str]:
        """1997 Law 54 has no E (1987 neither): a card led by declarer or dummy before the
        opening lead is one exposed in the auction period, Law 24, which penalises it only
        if the offender becomes a defender."""
        return ("24", "24")

    def law_55a_tie_break(self) -> bool:
        """1997 Law 55A: no rule when the defenders choose differently."""
        return False

    def law_55c(self) -> tuple[str, str]:
        """1997 Law 55C: the director may adjust the score."""
        return (
            "55C",
            "the director may adjust the score if declarer's line may have been "
            "based on information from the withdrawn lead",
        )

    def law_56_sections(self) -> tuple[str, str]:
        """1997 Law 56: one paragraph (acceptance is Law 53A)."""
        return ("53A", "56")

    def law_57c_dummy_ref(self) -> str:
        """1997 Law 57C (one section)."""
        return "57C"

    def law_57c1_ref(self) -> str:
        """1997 Law 57C (one section)."""
        return "57C"

    def law_57c3_ref(self) -> str:
        """1997: no clause on declarer's premature play; his card is played (45C2, INTERP)."""
        return "45C2"

    def law_61b_defenders_ask_each_other(self) -> bool:
        """1997 Law 61B: only if the Zone authorises it (Europe has not)."""
        return False

    def law_61b_refs(self) -> dict[str, str]:
        """1997 Law 61B (one paragraph); defenders ask each other only if the Zone
        authorises it (Europe has not)."""
        return {
            "declarer-defender": "61B",
            "dummy-declarer": "61B",
            "defender-declarer": "61B",
            "defender-defender": "61B",
        }

    def law_61b_forbidden_ref(self) -> str:
        """1997 Law 61B: nobody else may ask."""
        return "61B"

    def law_63_no_correction_ref(self) -> str:
        """1997: Law 63C."""
        return "63C"

    def law_63a3_accepting_establishes(self) -> bool:
        """1997 Law 63A3: making or accepting a claim or concession."""
        return True

    def law_63b_illegal_inquiry(self) -> str | None:
        """1997 Law 63B: after an inquiry 61B does not allow, the revoker plays a legal
        card and Law 64 applies as though the revoke were established."""
        return "63B"

    def law_64a1_dummy_trick_is_declarers(self) -> bool:
        """1997 Law 64A1: dummy's winning of the revoke trick counts as declarer's."""
        return True

    def law_64a2_second_trick(self) -> bool:
        """1997 Law 64A2: a second trick when the offender later won a trick with a card he
        could legally have played to the revoke trick."""
        return True

    def law_64b7_both_sides_revoked(self) -> bool:
        """1997: no Law 64B7."""
        return False

    def law_65b3_repointing(self) -> Law65B3 | None:
        """1997: no provision on re-pointing a quitted card."""
        return None

    def law_66b_own_card_until(self) -> Law66BUntil:
        """1997 Law 66B: until he has played to the next trick."""
        return Law66BUntil.OWN

    def law_66d_mixed(self) -> str:
        """1997 Law 66D: the director rules against the side that mixed its cards."""
        return "the director rules against the side that mixed its cards (66D)"

    def law_67b1a_deemed_revoke(self) -> bool:
        """1997 Law 67B1(a): the card of the suit led is placed with no penalty."""
        return False

    def law_68b2_ui_ref(self) -> str:
        """1997 Law 68B: Law 16 applies."""
        return "16"

    def law_69b_ref(self) -> str:
        """1997 Law 69B: a trick that could not be lost by any normal play."""
        return "69B"

    def law_69b2_likely_won(self) -> bool:
        """1997 Law 69B: only tricks that could not be lost by any normal play."""
        return False

    def law_70_normal(self) -> str:
        """1997 footnote: careless or inferior, but not irrational."""
        return (
            "careless or inferior for the class of player involved, but not irrational "
            "(Law 70 footnote)"
        )

    def law_70b_hands_faced(self) -> str:
        """1997 Law 70B: the statement is repeated, then all hands are faced, then the
        objections are heard."""
        return (
            "the claimer repeats his statement, all players face their remaining cards, and "
            "the director hears the objections (70B)"
        )

    def law_70d2_defenders_claim(self) -> bool:
        """1997: no Law 70D2 (a defender's claim is judged under 70A alone)."""
        return False

    def law_70d3_play_after_claim(self) -> bool:
        """1997: no Law 70D3."""
        return False

    def law_70e2_default_order(self) -> bool:
        """1997: no Law 70E2."""
        return False

    def law_71_normal_until_next_board(self) -> bool:
        """1997 Law 71 (three grounds): the normal-play ground until the next board's call
        or the end of the round."""
        return True

    def law_71_normal_ref(self) -> str:
        """1997 Law 71C: the "normal play" ground."""
        return "71C"

    def law_79c1_ref(self) -> str:
        """1997 Law 79C (one section)."""
        return "79C"

    def law_79c2_late_correction(
        self, *, organizer_consents: bool, regulation_allows: bool, director_sure: bool
    ) -> str | None:
        """1997 Law 79C: no correction after the correction period."""
        return None

    def law_86_no_fault_ref(self) -> str:
        """1997 Law 86A."""
        return "86A"

    def law_86_both_at_fault_ref(self) -> str:
        """1997 Law 86A."""
        return "86A"

    def law_86_one_side_at_fault(
        self, assigned_imps: float | None, average_plus: float
    ) -> tuple[str, float, str]:
        """1997 Law 86A: an artificial 60 % = 3 IMPs."""
        return "86A", average_plus, "artificial 60 % = 3 IMPs"
