"""The general laws (Laws 9-14, 16, 20, 22, 23, 35, 40) edition by edition.

:class:`GeneralLaws` is the 2017 text (FI17); each earlier edition is a subclass
that overrides only where its text differs from the next newer one, as the
edition classes of :mod:`bridgelaw.laws.editions` do for the auction laws. The
hooks are named after the Law and return the reference to cite or a small
value that selects the rule (digest §5.3, §5.4, §5.5, §5.14, §5.15).

>>> general_laws(2017).law_16_section("outside"), general_laws(2007).law_16_section("outside")
('16D', '16C')
>>> general_laws(1987).law_11_lho_forfeits(), general_laws(1997).law_11_lho_forfeits()
(True, False)
"""

from __future__ import annotations

from typing import ClassVar, Final

from bridgelaw.core.lawref import LawRef
from bridgelaw.laws.editions import Edition, find_edition

__all__ = [
    "GENERAL_LAWS",
    "GeneralLaws",
    "GeneralLaws1987",
    "GeneralLaws1997",
    "GeneralLaws2007",
    "general_laws",
]


class GeneralLaws:
    """The general laws of the 2017 edition (FI17)."""

    year: ClassVar[int] = 2017

    def ref(self, text: str) -> LawRef:
        """A Law reference in this edition."""
        return LawRef.parse(text, edition=self.year)

    # ------------------------------------------------------------- Law 9
    def law_9_dummy_ref(self) -> str:
        """9A4: dummy may not draw attention to an irregularity until play ends (but may
        correct declarer's apparently mistaken explanation, 20F5)."""
        return "9A4"

    def law_9_dummy_may_correct_explanation(self) -> bool:
        """FI17 9A4 names the exception: dummy may draw attention to declarer's mistaken
        explanation (20F5)."""
        return True

    def law_9_prevention(self) -> tuple[str, bool]:
        """9A3: any player, dummy included, may try to prevent *another player's*
        irregularity (the Law, and whether dummy may prevent any player's, not only
        declarer's)."""
        return ("9A3", True)

    def law_9_own_side_ref(self) -> str | None:
        """9A5: no obligation to draw attention to one's own side's infraction."""
        return "9A5"

    # ------------------------------------------------------------ Law 11
    def law_11_lho_forfeits(self) -> bool:
        """Whether the offender's LHO's call or play after the irregularity forfeits the
        right to rectification by itself (1987 Law 11B). Not in 2017."""
        return False

    def law_11_penalty_ref(self) -> str:
        """The procedural penalty after a forfeiture: 11B."""
        return "11B"

    def law_11_spectator_ref(self) -> str | None:
        """A spectator for whom the non-offending side is responsible drew attention to
        the irregularity: the right may be lost (1997 11B1, 1987 11C1); not in Law 11 of
        2007 and 2017 (spectators: Law 76)."""
        return None

    def law_11a_adjust_gainer_only(self) -> bool:
        """FI17 11A: if a side gained because an opponent, unaware of the Law, acted
        afterwards, only that side's score is adjusted; the other keeps its table score."""
        return True

    # ------------------------------------------------------------ Law 12
    def law_12_artificial_mandatory(self) -> bool:
        """12A2: the director *shall* award an artificial score when no rectification lets
        the board be played normally (1987/1997: *may*)."""
        return True

    def law_12_assigned_ref(self) -> str:
        """The assigned adjusted score: 12C1(b) (the probable outcome without the
        infraction), weighted under 12C1(c)."""
        return "12C1(b)"

    def law_12_weighted_ref(self) -> str | None:
        """Weighting of an assigned score: 12C1(c) (``None``: not allowed)."""
        return "12C1(c)"

    def law_12_most_favourable_ref(self) -> str | None:
        """The 'most favourable / least favourable' method for assigned scores (2007:
        an option of the RA, 12C1(e); 1987/1997: the rule, 12C2). Gone in 2017."""
        return None

    def law_12_self_inflicted_ref(self) -> str | None:
        """The non-offenders' serious error or gambling action after the irregularity:
        12C1(e) (2007: 12C1(b); none before)."""
        return "12C1(e)"

    def law_12_artificial_ref(self) -> str:
        """The artificial adjusted score: 12C2(a)."""
        return "12C2(a)"

    def law_12_individual_ref(self) -> str:
        """Individual events: both members of the offending pair (12C3; 1987/1997: 89)."""
        return "12C3"

    # ------------------------------------------------------------ Law 13
    def law_13_sections(self) -> dict[str, str]:
        """The sections of Law 13 for each situation: ``no-call`` (no player with the
        wrong count has called), ``no-call-seen`` (a card of another hand was seen),
        ``called``/``called-adjust`` (he has called: play on / adjusted score),
        ``extra`` (a card not of the deal), ``after-play``, ``ui`` (UI to partner)."""
        return {
            "no-call": "13A1",
            "no-call-seen": "13A2",
            "called": "13B1",
            "called-adjust": "13B2",
            "extra": "13C",
            "after-play": "13D",
        }

    def law_13_called(self) -> str:
        """How a board is saved after a call with a wrong count: ``"judgment"`` (the
        director judges whether it can be corrected and played without change of call,
        13B1), ``"consent"`` (1997: also with the concurrence of all four players),
        ``"never"`` (1987: an artificial score)."""
        return "judgment"

    def law_13_seen(self) -> str:
        """A card of another hand was seen before any call: ``"play"`` (2017 13A2: the
        board is played and scored, adjusted if the information affected it),
        ``"judgment"`` (2007 13D2: played if unlikely to interfere, else artificial
        score), ``"consent"`` (1987/1997 13B: played with the consent of all four if the
        information is immaterial, else artificial score)."""
        return "play"

    def law_13_ui_ref(self) -> str | None:
        """2007 13E: the knowledge of where a card went is UI to the offender's partner."""
        return None

    def law_15_wrong_board(self) -> str:
        """How a board played by contestants not designated for it is ruled: ``"15B"``
        (2017: previously played by any of the four → cancelled for both, 15B1; else
        played out and scored, 15B2; artificial scores to the deprived, 15B3),
        ``"15ABC"`` (1997, 2007: 15A not played before → the score stands; 15B played
        before → the second result is cancelled, artificial scores; 15C found during the
        auction → reseated, a second auction in which each player must repeat his calls,
        any difference cancels the board), ``"15ABC-demand"`` (1987: in 15C any player may
        demand cancellation before the second auction)."""
        return "15B"

    # ------------------------------------------------------------ Law 14
    def law_14_any_short_hand(self) -> bool:
        """Law 14 applies when one or more hands are short and none long (2007, 2017); in
        1987/1997 only when three hands are correct and the fourth short (else Law 13)."""
        return True

    def law_14_late_limit(self) -> str:
        """Until when 14B applies after the opening lead: ``"correction"`` (the end of the
        correction period, 2017), ``"play"`` (the end of play, 2007), ``"play-only"``
        (during play, 1987/1997)."""
        return "correction"

    def law_14_no_change_of_call(self) -> bool:
        """14A3: the auction and play go on without any change of call (2007, 2017)."""
        return True

    def law_14_ui_ref(self) -> str | None:
        """14C: knowledge of the restored card is UI to the deficient hand's partner."""
        return "14C"

    # ------------------------------------------------------------ Law 16
    def law_16_section(self, source: str) -> str:
        """The section of Law 16 for a source of information: ``"use"`` (what a player
        may use), ``"partner"`` (extraneous information from partner), ``"withdrawn"``
        (withdrawn calls and plays), ``"outside"`` (other sources)."""
        return {"use": "16A", "partner": "16B", "withdrawn": "16C", "outside": "16D"}[source]

    def law_16_partner_standard(self) -> str:
        """The test for a call suggested by partner's UI (16B1(a))."""
        return (
            "he may not choose from among logical alternatives one that the unauthorized "
            "information demonstrably suggests over another"
        )

    def law_16_logical_alternative_ref(self) -> str | None:
        """The definition of a logical alternative: 16B1(b) (2007, 2017)."""
        return "16B1(b)"

    def law_16_suspect_choice(self) -> tuple[str, str]:
        """When to call the director about an opponent's suspect choice: the Law and
        the moment (16B3: at the end of play; earlier or later is no infraction)."""
        return ("16B3", "end-of-play")

    def law_16_reserve_ref(self) -> str:
        """Reserving the right to call the director later: 16B2."""
        return "16B2"

    def law_16_outside_remedies(self, first_call_made: bool) -> tuple[tuple[str, str], ...]:
        """The director's remedies for UI from other sources, ``(key, section)`` in the
        Law's order: before any call 16D2(a)-(d); after the first call only (c), (d)
        (16D3)."""
        remedies = (
            ("rotate", "16D2(a)"),
            ("redeal", "16D2(b)"),
            ("play-on", "16D2(c)"),
            ("adjust", "16D2(d)"),
        )
        if first_call_made:
            return tuple(r for r in remedies if r[0] in ("play-on", "adjust"))
        return remedies

    def law_16_outside_adjust_artificial(self) -> bool:
        """Whether the adjusted score of the outside-source remedy is artificial (2007
        16C2(d); 2017 16D2(d): any adjusted score)."""
        return False

    def law_16_withdrawn_adjust_ref(self) -> str | None:
        """16C3: the director adjusts if a breach of 16C2 damaged the non-offenders."""
        return "16C3"

    # ------------------------------------------------------------ Law 20
    def law_20_explanation_barred_when_obliged_to_pass(self) -> bool:
        """FI17 20F1, footnote 7: no request for an explanation while the player is
        required by law to pass (digest §6.1.1; not in SK07)."""
        return True

    def law_20_opening_lead_question_by(self) -> str:
        """20C1: who may ask after the final pass whether it is his opening lead:
        ``"defender"`` (either defender) or ``"player"`` (HR97: any player)."""
        return "defender"

    def law_20_own_correction(self) -> tuple[str, str, str] | None:
        """20F4: a player who finds his own explanation wrong must call the director: the
        Law, until when (``"clarification"``: before the end of the clarification period;
        ``"immediately"``, 2007), and the Law the director then applies besides 21B."""
        return ("20F4", "clarification", "40B3")

    def law_20_partner_correction(self) -> str | None:
        """20F5: a player whose partner's explanation was mistaken may not correct it
        during the auction; declarer or dummy after the final pass, a defender at the end
        of play (``None``: no such rule, 1987/1997)."""
        return "20F5"

    def law_20_own_card_ref(self) -> str:
        """Consulting one's own system card: 20G3 and 40B2(b)."""
        return "40B2(b)"

    # ------------------------------------------------------------ Law 22
    def law_22_refs(self) -> tuple[str, str]:
        """The sections of Law 22: (a bid and three passes, all four pass)."""
        return ("22A", "22B")

    # ------------------------------------------------------------ Law 23
    def law_23_damage(self, *, enforced_pass: bool, pass_out_of_rotation: bool) -> str | None:
        """The Law on an offender who could have known that his irregularity would damage
        the other side: 2017 72C for any irregularity (Law 23 is the comparable call)."""
        return "72C"

    def law_23_comparable(self) -> bool:
        """Law 23 defines the comparable call (23A) with its consequences (23B, 23C)."""
        return True

    # ------------------------------------------------------------ Law 35
    def law_35_condoned(self) -> bool:
        """1987/1997 Law 35: inadmissible calls condoned when the offender's LHO calls
        before the penalty; 2007/2017 Law 35 only lists them (36-39)."""
        return False

    # ------------------------------------------------------------ Law 40
    def law_40_refs(self) -> dict[str, str]:
        """The sections of Law 40: ``disclosure`` (damage from a failure to disclose),
        ``illegal`` (an understanding not permitted by regulation), ``withheld`` (an
        explanation that withheld crucial information), ``deviation`` (undisclosed
        knowledge of a deviation), ``repeated`` (repeated failures to disclose)."""
        return {
            "disclosure": "40B3(a)",
            "illegal": "40B4",
            "withheld": "40B5(b)",
            "deviation": "40C1",
            "repeated": "40B3(b)",
        }

    def law_40_penalty(self, what: str) -> bool:
        """Whether a procedural penalty is named for ``what`` (40B4, 40C1)."""
        return what in ("illegal", "deviation", "repeated")

    def law_40_cards(self) -> tuple[str, str]:
        """The Laws on consulting system cards: own card, opponents' card."""
        return ("40B2(b)", "40B2(c)")

    def law_40_own_card_in_clarification(self) -> bool:
        """40B2(b): the declaring side (not the defenders) may consult its own card during
        the clarification period."""
        return True

    def law_40_opponents_card_anytime_before_auction(self) -> bool:
        """40B2(c): the opponents' card may be consulted before the auction begins and
        during the clarification period, besides at one's own turn."""
        return True


class GeneralLaws2007(GeneralLaws):
    """2007 (SK07): differences from 2017."""

    year: ClassVar[int] = 2007

    def law_15_wrong_board(self) -> str:
        """SK07 15A-C (HR97 the same; SK07 adds a procedural penalty for a deliberate
        attempt to prevent normal play, a review flag here)."""
        return "15ABC"

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

    def law_20_explanation_barred_when_obliged_to_pass(self) -> bool:
        """SK07 20F1: no limit for a player required to pass."""
        return False

    def law_20_own_correction(self) -> tuple[str, str, str] | None:
        """SK07 20F4: call the director immediately; he applies 21B or 40B4."""
        return ("20F4", "immediately", "40B4")

    def law_20_own_card_ref(self) -> str:
        """SK07 20G2 and 40B2(b)."""
        return "40B2(b)"

    def law_22_refs(self) -> tuple[str, str]:
        """SK07 22A2 (a bid and three passes), 22A1 (all four pass)."""
        return ("22A2", "22A1")

    def law_23_damage(self, *, enforced_pass: bool, pass_out_of_rotation: bool) -> str | None:
        """SK07 Law 23, awareness of potential damage: any irregularity."""
        return "23"

    def law_23_comparable(self) -> bool:
        """No comparable call before 2017."""
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


class GeneralLaws1997(GeneralLaws2007):
    """1997 (HR97 for Laws 9-16, PL97 for 17-40): differences from 2007."""

    year: ClassVar[int] = 1997

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

    def law_16_section(self, source: str) -> str:
        """HR97 16: preamble (use), 16A partner, 16B other sources, 16C withdrawn."""
        return {"use": "16", "partner": "16A", "outside": "16B", "withdrawn": "16C"}[source]

    def law_16_partner_standard(self) -> str:
        """HR97 16A: demonstrably suggested (no definition of a logical alternative)."""
        return (
            "he may not choose from among logical alternatives one that could demonstrably "
            "have been suggested by the extraneous information"
        )

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

    def law_20_opening_lead_question_by(self) -> str:
        """HR97 20C1: "a player" may ask whether it is his opening lead."""
        return "player"

    def law_20_own_correction(self) -> tuple[str, str, str] | None:
        """No 20F4 before 2007."""
        return None

    def law_20_partner_correction(self) -> str | None:
        """No 20F5 before 2007."""
        return None

    def law_20_own_card_ref(self) -> str:
        """HR97 40E2: a player may not consult his own convention card."""
        return "40E2"

    def law_22_refs(self) -> tuple[str, str]:
        """PL97/HR97 22B (someone bid), 22A (nobody bid)."""
        return ("22B", "22A")

    def law_23_damage(self, *, enforced_pass: bool, pass_out_of_rotation: bool) -> str | None:
        """PL97 23: only a penalty that forces the offender's partner to pass."""
        return "23" if enforced_pass else None

    def law_35_condoned(self) -> bool:
        """PL97 35: inadmissible calls condoned."""
        return True

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


class GeneralLaws1987(GeneralLaws1997):
    """1987 (RU87): differences from 1997."""

    year: ClassVar[int] = 1987

    def law_15_wrong_board(self) -> str:
        """RU87 15C: before a second auction any player may demand that the board be
        cancelled."""
        return "15ABC-demand"

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

    def law_13_called(self) -> str:
        """RU87 13: a call made with a wrong hand: an artificial adjusted score."""
        return "never"

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

    def law_20_opening_lead_question_by(self) -> str:
        """RU87 20C1: any defender."""
        return "defender"

    def law_23_damage(self, *, enforced_pass: bool, pass_out_of_rotation: bool) -> str | None:
        """RU87 23A (an enforced pass of the offender's partner), 23B (a pass out of
        rotation at partner's turn)."""
        if enforced_pass:
            return "23A"
        if pass_out_of_rotation:
            return "23B"
        return None


GENERAL_LAWS: Final[dict[int, GeneralLaws]] = {
    g.year: g for g in (GeneralLaws(), GeneralLaws2007(), GeneralLaws1997(), GeneralLaws1987())
}
"""The general laws of each edition, by year."""


def general_laws(edition: str | int | Edition | None = None) -> GeneralLaws:
    """The general laws of an edition (a year, an alias or an :class:`Edition`).

    :raises NotationError: no such edition.
    """
    return GENERAL_LAWS[find_edition(edition).year]
