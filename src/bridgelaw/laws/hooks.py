"""The laws-mode hooks of an edition (Laws 9-40): classification of calls, the pending
window, and the sections and tests of the irregularity laws.

:class:`IrregularityHooks` holds the 2017 rules; :class:`~bridgelaw.laws.editions.Edition`
inherits it, and the older editions override the hooks whose Law reads differently.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from bridgelaw.core.calls import Bid, Call
from bridgelaw.core.lawref import LawRef
from bridgelaw.core.seats import Seat
from bridgelaw.laws.auction import AuctionState
from bridgelaw.laws.play_hooks import PlayHooks

if TYPE_CHECKING:
    from bridgelaw.laws.effects import RecordUI
    from bridgelaw.laws.irregularity import Classification, Procedure, ReactionRule
    from bridgelaw.laws.procedure import LawsState

__all__ = ["IrregularityHooks", "Law27"]


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


class IrregularityHooks(PlayHooks):
    """The 2017 rules of the laws mode, as hooks named after the Law."""

    year: ClassVar[int] = 2017

    def ref(self, text: str) -> LawRef:
        """A :class:`LawRef` in this edition."""
        return LawRef.parse(text, edition=self.year)

    def law_18_sufficient(self, bid: Bid, auction: AuctionState) -> bool:
        """Law 18B-D (defined by the edition)."""
        raise NotImplementedError

    def law_19a_may_double(self, seat: Seat, auction: AuctionState) -> bool:
        """Law 19A1 (defined by the edition)."""
        raise NotImplementedError

    def law_19b_may_redouble(self, seat: Seat, auction: AuctionState) -> bool:
        """Law 19B1 (defined by the edition)."""
        raise NotImplementedError

    def law_22_auction_ended(self, auction: AuctionState) -> bool:
        """Law 22 (defined by the edition)."""
        raise NotImplementedError

    def legal_calls(self, auction: AuctionState) -> tuple[Call, ...]:
        """The legal calls (defined by the edition)."""
        raise NotImplementedError

    # ------------------------------------------- laws mode: classification (§4)
    def classify_call(self, seat: Seat, call: Call, state: LawsState) -> Classification:
        """What ``call`` by ``seat`` is in laws mode: legal, or which irregularity
        (digest §4.1). Raises only for obligations enforced without a rectification.

        :raises IllegalCallError: a call other than the one the player must repeat
            (Laws 31A1, 32A1), or a double barred at this turn (1987-2007 Law 30B2(b)).
        """
        from bridgelaw.laws.classify import classify_call

        return classify_call(self, seat, call, state)

    def pending_reaction(
        self, procedure: Procedure, seat: Seat, call: Call, state: LawsState
    ) -> ReactionRule:
        """What a call does to an irregularity the director has not yet been called to
        (digest §4.2): acceptance (27A1, 29A), the correct player's call (28B)..."""
        from bridgelaw.laws.classify import pending_reaction

        return pending_reaction(self, procedure, seat, call, state)

    def law_17d3_skipped(self, state: LawsState) -> tuple[int, Seat] | None:
        """Law 17D3: three passes that skipped a player do not end the auction; the pass
        out of rotation that skipped him, and who was skipped."""
        from bridgelaw.laws.classify import skipped_turn

        return skipped_turn(state)

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

    def law_16_withdrawn_entries(
        self, procedure: Procedure, state: LawsState, law: LawRef
    ) -> tuple[RecordUI, ...]:
        """The ledger entries for a call cancelled before the director was called."""
        from bridgelaw.laws.classify import withdrawn_entries

        return withdrawn_entries(self, procedure, state, law)

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

    def law_15_wrong_hand(self) -> str:
        """How a call made with the cards of another board is rectified: ``"15A"`` (2017:
        it and later calls cancelled, adjusted score only if partner called), ``"17D"``
        (1997/2007: the call cancelled; artificial scores if the new call differs after
        LHO called) or ``"17D-1987"`` (the director may cancel the board)."""
        return "15A"

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
