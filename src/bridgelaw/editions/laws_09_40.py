"""The 2017 text of Laws 9-40 (the general laws and the auction), as hooks named after
the Law.

:class:`Laws09To40` is a mixin of :class:`~bridgelaw.editions.edition.Edition`: the
correct procedure of the auction (Laws 17-22: :meth:`~Laws09To40.check_call`,
:meth:`~Laws09To40.legal_calls`, the same in all four editions), the general laws
(9-16, 20, 22, 23, 35, 40) and the hooks of the auction irregularities (Laws 24-39).
Each hook returns the Law to cite or a small value that selects the rule; an older
edition (:mod:`~bridgelaw.editions.edition_2007`...) overrides the hooks whose Law
reads differently in its text.

>>> from bridgelaw.editions import find_edition
>>> find_edition(2017).law_16_section("outside"), find_edition(2007).law_16_section("outside")
('16D', '16C')
>>> find_edition(1987).law_11_lho_forfeits(), find_edition(1997).law_11_lho_forfeits()
(True, False)
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from bridgelaw.core.calls import Bid, Call, Double, Pass, Redouble, calls_of_mask
from bridgelaw.editions.base import EditionText
from bridgelaw.errors import IllegalCallError

if TYPE_CHECKING:
    from bridgelaw.core.seats import Seat
    from bridgelaw.editions.views import AuctionView

__all__ = ["Law15WrongBoard", "Law15WrongHand", "Law20F4Until", "Law27", "Laws09To40"]

_ALL_CALLS: Final = (1 << 38) - 1
_BIDS_FROM: Final = tuple(1 | _ALL_CALLS >> start << start for start in range(3, 39))
"""Pass and the bids from ``ALL_BIDS[key]`` up, at ``[key]`` (``[35]``: Pass alone)."""
"""The mask of all 38 calls (:data:`~bridgelaw.core.calls.CALLS`)."""


class Law20F4Until(enum.StrEnum):
    """Law 20F4: until when a player who finds his own explanation wrong must call the
    director."""

    CLARIFICATION = "clarification"
    """2017: before the end of the clarification period."""
    IMMEDIATELY = "immediately"
    """2007: immediately."""


class Law15WrongHand(enum.StrEnum):
    """How a call made with the cards of another board is rectified."""

    LAW_15A = "15A"
    """2017 15A: it and later calls cancelled, adjusted score only if partner called."""
    LAW_17D = "17D"
    """1997/2007 17D: the call cancelled; artificial scores if the new call differs after
    LHO called."""
    LAW_17D_1987 = "17D-1987"
    """1987 17D: the director may cancel the board."""


class Law15WrongBoard(enum.StrEnum):
    """How a board played by contestants not designated for it is ruled."""

    LAW_15B = "15B"
    """2017 15B: previously played by any of the four → cancelled for both (15B1); else
    played out and scored (15B2); artificial scores to the deprived (15B3)."""
    LAW_15ABC = "15ABC"
    """1997/2007 15A-C: not played before → the score stands (15A); played before → the
    second result is cancelled, artificial scores (15B); found during the auction →
    reseated, a second auction with the calls repeated (15C)."""
    LAW_15ABC_DEMAND = "15ABC-demand"
    """1987: as 15A-C, and in 15C any player may demand cancellation before the second
    auction."""


@dataclass(frozen=True, slots=True)
class Law27:
    """How Law 27B (an insufficient bid not accepted) reads in an edition."""

    b1a_same_strain_only: bool
    """27B1(a) needs the lowest sufficient bid in the insufficient bid's own strain (a
    mechanical test before the judgment); 2017 asks about any sufficient bid."""
    b1a_question: str
    """The judgment of 27B1(a), with ``{ib}`` and ``{r}`` for the two bids."""
    b1b_question: str | None
    """The judgment of 27B1(b) (``None``: no such subsection)."""
    b1b_law: str
    any_legal_call: bool
    """The replacement may be any legal call (a double may be comparable, 27B1(b)/B3);
    else only a sufficient bid or a pass."""
    lho_accepts_new_ib: bool
    """27B4: LHO may accept an insufficient bid offered as the replacement."""
    damage_law: str
    """The Law of the adjustment after a replacement without rectification."""


class Laws09To40(EditionText):
    """Laws 9-40 of the 2017 text, as hooks named after the Law."""

    # ------------------------------------------------- Laws 17-22: correct procedure
    def law_17_next_to_call(self, auction: AuctionView) -> Seat:
        """Law 17B, 17C: the dealer calls first, then each player in rotation."""
        return auction.next_seat

    def law_18_sufficient(self, bid: Bid, auction: AuctionView) -> bool:
        """Law 18B-D: a bid is sufficient when it supersedes the last bid."""
        return auction.last_bid is None or bid.key > auction.last_bid.key

    def law_19a_may_double(self, seat: Seat, auction: AuctionView) -> bool:
        """Law 19A1: only the last bid, only if an opponent made it, only passes since."""
        return (
            auction.last_bid_by is not None
            and auction.last_double_by is None
            and seat.is_opponent(auction.last_bid_by)
        )

    def law_19b_may_redouble(self, seat: Seat, auction: AuctionView) -> bool:
        """Law 19B1: only the last double, only if an opponent made it, only passes since."""
        return (
            auction.last_double_by is not None
            and auction.doubling == 1
            and seat.is_opponent(auction.last_double_by)
        )

    def law_22_auction_ended(self, auction: AuctionView) -> bool:
        """Law 22A/B: three passes in rotation after a call, or four passes."""
        return auction.is_complete

    def legal_calls(self, auction: AuctionView) -> tuple[Call, ...]:
        """Every call the player in turn may make (empty once the auction has ended):
        Pass, Double, Redouble, then the bids in bidding order."""
        return calls_of_mask(self.legal_call_mask(auction))

    def legal_call_mask(self, auction: AuctionView) -> int:
        """:meth:`legal_calls` as a mask, bit ``i`` for ``CALLS[i]`` (Pass 0, Double 1,
        Redouble 2, a bid ``3 + key``): none once the auction has ended (Law 22), else
        Pass; Double of an opponent's undoubled last bid (19A1); Redouble of an opponent's
        double (19B1); any sufficient bid (18B-D). What the hooks of those Laws say, read
        from the auction directly (every call of a strict table asks for it; a test holds
        an edition that overrides one of those hooks to override this too)."""
        last = auction.last_bid
        if last is None:  # Pass and any bid, until all four have passed (22B)
            return 0 if auction.passes >= 4 else _BIDS_FROM[0]
        if auction.passes >= 3:  # 22A: a bid, then three passes
            return 0
        seat = auction.next_seat
        start = _BIDS_FROM[last.key + 1]
        doubled_by = auction.last_double_by
        if doubled_by is None:
            by = auction.last_bid_by
            return start | 2 if by is not None and (seat ^ by) & 1 else start
        if auction.doubling == 1 and (seat ^ doubled_by) & 1:
            return start | 4
        return start

    def check_call(self, seat: Seat, call: Call, auction: AuctionView) -> None:
        """Raise if ``seat`` may not make ``call`` now under correct procedure.

        :raises IllegalCallError: naming the Law broken and the Law that rectifies it.
        """
        if self.law_22_auction_ended(auction):
            raise IllegalCallError(
                f"{seat.name.lower()} calls {call} after the auction has ended",
                law=self.ref("22A"),
                rectification=self.ref("39"),
            )
        turn = self.law_17_next_to_call(auction)
        if seat != turn:
            kind = {Pass: "30", Bid: "31", Double: "32", Redouble: "32"}[type(call)]
            raise IllegalCallError(
                f"{seat.name.lower()} calls {call} out of rotation: "
                f"it is {turn.name.lower()}'s turn",
                law=self.ref("17C"),
                rectification=self.ref(kind),
            )
        if isinstance(call, Bid):
            if call.level > 7:
                raise IllegalCallError(
                    f"{seat.name.lower()} bids {call}: no bid may name more than seven odd tricks",
                    law=self.ref("18A"),
                    rectification=self.ref("38"),
                )
            if not self.law_18_sufficient(call, auction):
                raise IllegalCallError(
                    f"{seat.name.lower()}'s {call} is insufficient over {auction.last_bid}",
                    law=self.ref("18D"),
                    rectification=self.ref("27"),
                )
        elif isinstance(call, Double) and not self.law_19a_may_double(seat, auction):
            raise IllegalCallError(
                f"{seat.name.lower()} may not double now "
                "(only an opponent's last bid, with only passes since)",
                law=self.ref("19A1"),
                rectification=self.ref("36"),
            )
        elif isinstance(call, Redouble) and not self.law_19b_may_redouble(seat, auction):
            raise IllegalCallError(
                f"{seat.name.lower()} may not redouble now "
                "(only an opponent's double of his side's bid, with only passes since)",
                law=self.ref("19B1"),
                rectification=self.ref("36"),
            )

    # ------------------------------------------------- Laws 9-16, 20, 22, 23, 35, 40
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

    def law_15_wrong_board(self) -> Law15WrongBoard:
        """How a board played by contestants not designated for it is ruled: 2017, 15B."""
        return Law15WrongBoard.LAW_15B

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

    def law_20_own_correction(self) -> tuple[str, Law20F4Until, str] | None:
        """20F4: a player who finds his own explanation wrong must call the director: the
        Law, until when (``"clarification"``: before the end of the clarification period;
        ``"immediately"``, 2007), and the Law the director then applies besides 21B."""
        return ("20F4", Law20F4Until.CLARIFICATION, "40B3")

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

    # ------------------------------------------------- Laws 15-39: irregularities
    def law_17d3_ref(self) -> str:
        """Where three passes including one out of rotation are ruled: 17D3."""
        return "17D3"

    def law_17d3_ui(self) -> str | None:
        """The Law on the information from the passes cancelled under 17D3 (16C)."""
        return "16C"

    def law_16_withdrawn_ref(self) -> str:
        """The Law on information from withdrawn calls: 16C."""
        return "16C"

    def law_16c2_own_withdrawn_unauthorized(self) -> bool:
        """Law 16C2: information from its own withdrawn calls is unauthorized to the
        offending side."""
        return True

    def law_15a_ref(self) -> str:
        """Where a call made with the cards of another board is ruled: 15A."""
        return "15A"

    def law_24e_automatic_penalty_cards(self) -> bool:
        """Law 24E: a defender's cards exposed during the auction become penalty cards."""
        return True

    def law_24_ui(self) -> str | None:
        """Law 24: information from exposed cards is authorized for the non-offending
        side, unauthorized for the offenders (the Law cited)."""
        return "24"

    def law_25a_question(self) -> str:
        """The judgment of Law 25A (unintended call): intent at the moment of the call."""
        return (
            "Did {seat} not intend {original} (a mechanical error or a slip of the tongue, "
            "not a lapse of concentration or a change of mind), intending {new}?"
        )

    def law_25a_until_partner_calls(self) -> bool:
        """Law 25A4: no replacement of an unintended call after partner has called."""
        return True

    def law_25b2_offender_choice(self) -> str | None:
        """Law 25B2: a change not accepted is cancelled and the original call stands (no
        choice for the offender; Law 26 may apply). 1997/1987 give the offender a choice:
        ``"average-minus"`` or ``"rest-pass"`` for a new call."""
        return None

    def law_21b1_question(self) -> str:
        """The judgment of Law 21B1(a)."""
        return (
            "Could {seat}'s decision to make his {call} well have been influenced by the "
            "misinformation?"
        )

    def law_15_wrong_hand(self) -> Law15WrongHand:
        """How a call made with the cards of another board is rectified: 2017, 15A."""
        return Law15WrongHand.LAW_15A

    def law_27b(self) -> Law27:
        """Law 27B: (a) the lowest sufficient bid specifying the same denomination(s),
        (b) a comparable call (23A), 27B4 another insufficient bid, 27D damage."""
        return Law27(
            b1a_same_strain_only=False,
            b1a_question="Is {r} the lowest sufficient bid that specifies the same "
            "denomination(s) as {ib}?",
            b1b_question="Is {r} comparable to the withdrawn {ib} (same or similar meaning, "
            "a subset of its meanings, or the same purpose, Law 23A)?",
            b1b_law="23A",
            any_legal_call=True,
            lho_accepts_new_ib=True,
            damage_law="27D",
        )

    def law_72c_ref(self) -> str:
        """Where the offender who could have known of the damage is dealt with: 72C."""
        return "72C"

    def law_30_32_comparable_calls(self) -> bool:
        """Laws 30B1(b), 31A2, 31B, 32A2, 32B: after a call out of rotation the offender
        may make any legal call; if it is comparable (23A) there is no rectification,
        otherwise his partner passes once (and Law 26B may apply)."""
        return True

    def law_30_damage_ref(self) -> str:
        """The damage clause cited by Law 30 (72C)."""
        return "72C"

    def law_32_sections(self) -> tuple[str, str]:
        """The sections of Law 32 for a double out of rotation at RHO's turn and at
        partner's turn: 32A and 32B."""
        return ("A", "B")

    def law_29c_specified_denomination(self) -> bool:
        """Law 29C: for an artificial call out of rotation Laws 30-32 apply to the
        denomination(s) it specified, not to the one it named."""
        return True

    def law_32b2_rho_double_silences(self) -> bool:
        """1987-2007 Law 32B2: the offender's partner passes throughout when RHO bids
        (2007: or doubles or redoubles). Not used in 2017."""
        return True

    def law_27c_premature_replacement_stands(self) -> bool:
        """Law 27C: a replacement made before the director rules stands (if legal) and is
        ruled under 27B."""
        return True

    def law_28b_ui(self) -> str | None:
        """Law 28B: the Law on the information from the cancelled call (16C2)."""
        return "16C2"

    def law_31b_partner_may_call(self) -> bool:
        """Laws 30B1(a), 31B1, 32B1: after a call out of rotation at his turn, the
        offender's partner may make any legal call (16C2 applies)."""
        return True

    def law_36a_ref(self) -> str:
        """The Law when the offender's LHO calls over an inadmissible double: 36A."""
        return "36A"

    def law_37a_ref(self) -> str:
        """The Law when the offender's LHO calls over a call that violates an obligation
        to pass: 37A."""
        return "37A"

    def law_38_lho_ref(self) -> str:
        """The Law when the offender's LHO calls over a bid above seven: 38D."""
        return "38D"

    def law_39_ref(self) -> str:
        """The Law on calls after the final pass: 39."""
        return "39"

    def law_36_37_38_sections(self) -> dict[str, str]:
        """The sections cited for inadmissible calls rectified before LHO calls: 36B (in
        rotation), 36B4 (out of rotation), 37B, 38C, and 39B/39C (no rectification /
        lead restriction after a call after the final pass)."""
        return {
            "36": "36B",
            "36-oor": "36B4",
            "37": "37B",
            "38": "38C",
            "39-none": "39B",
            "39-lead": "39C",
            "26": "26B",
        }

    def law_36c_after_lead(self) -> bool:
        """Law 36C: an inadmissible double found after the opening lead: the contract is
        as if it had not been made."""
        return True

    def law_38d_silenced_after_lho_call(self) -> bool:
        """Law 38D: when the offender's LHO called over the bid above seven, the bid and
        later calls are still cancelled and both offenders pass throughout (only 72C
        and 26B do not apply)."""
        return True

    def law_39b_ref(self) -> str:
        """The Law when the offender's LHO calls after a call after the final pass: 39B."""
        return "39B"

    # ------------------------------------------------- Laws 14-40: the director's rulings
    def law_14b_paragraphs_lettered(self) -> bool:
        """How Law 14B is numbered: 14B1-14B4, the deemed revoke 14B4 (2007, 2017);
        1987/1997: 14B1(a), 14B1(b)..., the deemed revoke 14B3."""
        return False

    def law_16_outside_ref(self, first_call_made: bool) -> str:
        """The remedies for information from other sources: 16D2 before any call, 16D3
        after (2007: 16C2, 16C3; 1987/1997: 16B, one paragraph)."""
        return self.law_16_section("outside") + ("3" if first_call_made else "2")

    def law_16b_play_if_no_interference(self) -> bool:
        """1987/1997 Law 16B: the board is played if the information will not interfere
        with normal play (2007, 2017: no such remedy)."""
        return False

    def law_17d2_partner_called_artificial(self) -> bool:
        """2007 Law 17D2: a call with the cards of another board cancelled after the
        offender's partner called: artificial adjusted scores (1987/1997: no such clause;
        2017 rules it under Law 15A)."""
        return False

    def law_15c_attempt_penalty_flag(self) -> bool:
        """2007 Law 15C: a procedural penalty for a deliberate attempt to prevent normal
        play (not in 1987/1997 15C; 2017 rules wrong boards under 15B)."""
        return False

    def law_21b1b_mistaken_explanation_presumed(self) -> bool:
        """Law 21B1(b) (2007, 2017): absent evidence to the contrary, a mistaken
        explanation rather than a mistaken call is presumed (1987/1997: no such rule)."""
        return True

    def law_23a_enforced_pass_only(self) -> bool:
        """1987/1997 Law 23: the awareness of damage applies only to a rectification that
        forces the offender's partner to pass (2007: any irregularity; 2017: Law 72C)."""
        return False

    def law_23b_pass_out_of_rotation(self) -> bool:
        """1987 Law 23B: also a pass out of rotation at partner's turn."""
        return False

    def law_25b2_law_26_applies(self) -> bool:
        """2017 Law 25B2: a change not accepted is cancelled and Law 26 may apply to it
        (earlier editions: no lead restriction for it)."""
        return True

    def law_26_comparable_call(self) -> bool:
        """2017 Law 26: no lead restriction after a comparable replacement (26A); otherwise
        declarer may forbid the lead of a suit the offender did not specify (26B).
        1987-2007: Law 26A (a call related to specific suits) and 26B (other calls)."""
        return True

    def law_26a_solely(self) -> bool:
        """2007 Law 26A: the withdrawn call related *solely* to specific suits (1987/1997:
        related to specified suits)."""
        return False

    def law_26a2_refs(self) -> tuple[str, str]:
        """The Law to require and the Law to forbid the lead of a suit the withdrawn call
        related to: 26A2 (2007: 26A2(a) and 26A2(b))."""
        return ("26A2", "26A2")

    def law_40_deviation_permitted_ref(self) -> str:
        """A permitted deviation from the announced agreements: 40C2 (1987/1997: 40A)."""
        return "40C2"

    def law_40_adjust_discretionary(self) -> bool:
        """1987/1997 Law 40C: the director *may* adjust after a failure to disclose (2007,
        2017: the score is adjusted if the other side was damaged)."""
        return False
