"""Editions of the Laws of Duplicate Bridge: one rules core, editions as subclasses.

:class:`Edition` is the rules core: the 2017 Laws. Each earlier edition is a
subclass that overrides only the hooks whose Law reads differently in it.
Hooks are named after the Law they implement (``law_18_sufficient``,
``law_44_must_follow``, ``law_27b``...). Correct procedure (Laws 17-22, 41-47)
is the same in all four editions; the irregularity laws differ, and each older
edition overrides only the hooks whose Law reads differently from the next
newer one: ``Edition`` (2017) <- ``Edition2007`` <- ``Edition1997`` <-
``Edition1987``.

>>> find_edition("2007").year, find_edition(1987).name
(2007, 'Laws of Duplicate Bridge 1987')
>>> DEFAULT_EDITION.year
2017
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Final

from bridgelaw.core.calls import ALL_BIDS, DOUBLE, PASS, REDOUBLE, Bid, Call, Double, Pass, Redouble
from bridgelaw.core.cards import Card, Suit
from bridgelaw.core.hands import Hand
from bridgelaw.core.lawref import LawRef
from bridgelaw.core.seats import Seat
from bridgelaw.errors import IllegalCallError, IllegalPlayError, NotationError
from bridgelaw.laws.auction import AuctionState
from bridgelaw.laws.end_hooks import EndHooks1987, EndHooks1997, EndHooks2007
from bridgelaw.laws.hooks import IrregularityHooks, Law27
from bridgelaw.laws.play import PlayState

if TYPE_CHECKING:
    pass

__all__ = ["DEFAULT_EDITION", "EDITIONS", "Edition", "Law27", "find_edition"]


class Edition(IrregularityHooks):
    """The rules core: the Laws of Duplicate Bridge 2017 (the default edition).

    An edition answers rules questions about a state; it holds no state itself.
    """

    year: ClassVar[int] = 2017
    """The year of the edition."""
    name: ClassVar[str] = "Laws of Duplicate Bridge 2017"
    aliases: ClassVar[tuple[str, ...]] = ("2017", "wbf2017", "current")

    def ref(self, text: str) -> LawRef:
        """A :class:`LawRef` in this edition: ``edition.ref("27B1(a)")``."""
        return LawRef.parse(text, edition=self.year)

    def __repr__(self) -> str:
        return f"find_edition({self.year})"

    # ------------------------------------------------------------------ auction
    def law_17_next_to_call(self, auction: AuctionState) -> Seat:
        """Law 17B, 17C: the dealer calls first, then each player in rotation."""
        return auction.next_seat

    def law_18_sufficient(self, bid: Bid, auction: AuctionState) -> bool:
        """Law 18B-D: a bid is sufficient when it supersedes the last bid."""
        return auction.last_bid is None or bid.key > auction.last_bid.key

    def law_19a_may_double(self, seat: Seat, auction: AuctionState) -> bool:
        """Law 19A1: only the last bid, only if an opponent made it, only passes since."""
        return (
            auction.last_bid_by is not None
            and auction.last_double_by is None
            and seat.is_opponent(auction.last_bid_by)
        )

    def law_19b_may_redouble(self, seat: Seat, auction: AuctionState) -> bool:
        """Law 19B1: only the last double, only if an opponent made it, only passes since."""
        return (
            auction.last_double_by is not None
            and auction.doubling == 1
            and seat.is_opponent(auction.last_double_by)
        )

    def law_22_auction_ended(self, auction: AuctionState) -> bool:
        """Law 22A/B: three passes in rotation after a call, or four passes."""
        return auction.is_complete

    def legal_calls(self, auction: AuctionState) -> tuple[Call, ...]:
        """Every call the player in turn may make (empty once the auction has ended)."""
        if self.law_22_auction_ended(auction):
            return ()
        seat = auction.next_seat
        calls: list[Call] = [PASS]
        if self.law_19a_may_double(seat, auction):
            calls.append(DOUBLE)
        if self.law_19b_may_redouble(seat, auction):
            calls.append(REDOUBLE)
        start = 0 if auction.last_bid is None else auction.last_bid.key + 1
        calls.extend(_BIDS[start:])
        return tuple(calls)

    def check_call(self, seat: Seat, call: Call, auction: AuctionState) -> None:
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

    # --------------------------------------------------------------------- play
    def law_41_opening_leader(self, declarer: Seat) -> Seat:
        """Law 41A: the defender on presumed declarer's left makes the opening lead."""
        return declarer.lho

    def law_44_must_follow(self, hand: Hand, led: Suit | None) -> bool:
        """Law 44C: a player must follow suit if able."""
        return led is not None and hand.has_suit(led)

    def legal_cards(self, play: PlayState) -> tuple[Card, ...]:
        """The cards the seat to play may play (Law 44A, 44C, 44D), highest first."""
        if play.is_complete:
            return ()
        hand = play.hands[play.next_seat]
        led = play.led_suit
        if led is not None and self.law_44_must_follow(hand, led):
            return hand.suit_cards(led)
        return hand.cards()

    def check_play(self, seat: Seat, card: Card, by: Seat, play: PlayState) -> None:
        """Raise if ``card`` from ``seat``'s hand, played by ``by``, is not correct procedure.

        :raises IllegalPlayError: naming the Law broken and the Law that rectifies it.
        """
        if play.is_complete:
            raise IllegalPlayError(f"{card} played after the thirteenth trick", law=self.ref("44B"))
        if card not in play.hands[seat]:
            raise IllegalPlayError(
                f"{card} is not in {seat.name.lower()}'s hand", law=self.ref("7B3")
            )
        dummy = play.dummy
        if seat == dummy and by != play.declarer:
            raise IllegalPlayError(
                f"dummy's {card} must be played by declarer ({play.declarer.name.lower()}), "
                f"not by {by.name.lower()}",
                law=self.ref("45B"),
            )
        if seat != dummy and by != seat:
            raise IllegalPlayError(
                f"{by.name.lower()} may not play {seat.name.lower()}'s {card}",
                law=self.ref("7B3"),
            )
        turn = play.next_seat
        if seat != turn:
            if not play.opening_lead_made:
                raise IllegalPlayError(
                    f"opening lead out of turn by {seat.name.lower()}: "
                    f"{turn.name.lower()} is on lead",
                    law=self.ref("41A"),
                    rectification=self.ref("54"),
                )
            if not play.current:
                rect = "55" if seat.side == play.declarer.side else "56"
                raise IllegalPlayError(
                    f"lead out of turn by {seat.name.lower()}: {turn.name.lower()} is on lead",
                    law=self.ref("44G"),
                    rectification=self.ref(rect),
                )
            raise IllegalPlayError(
                f"{seat.name.lower()} plays out of turn: it is {turn.name.lower()}'s turn",
                law=self.ref("44B"),
                rectification=self.ref("57"),
            )
        led = play.led_suit
        if led is not None and card.suit != led and self.law_44_must_follow(play.hands[seat], led):
            raise IllegalPlayError(
                f"{seat.name.lower()} plays {card} but holds {led.name.lower()}: must follow suit",
                law=self.ref("44C"),
                rectification=self.ref("61"),
            )


_BIDS: Final = ALL_BIDS


class Edition2007(EndHooks2007, Edition):
    """The Laws of Duplicate Bridge 2007 (Slovak text, updated 2008).

    Overrides only where the 2007 text differs from 2017 (digest §5).
    """

    year: ClassVar[int] = 2007
    name: ClassVar[str] = "Laws of Duplicate Bridge 2007"
    aliases: ClassVar[tuple[str, ...]] = ("2007", "wbf2007")

    def law_50e4(self) -> bool:
        """2007: no Law 50E4 (the end-of-play adjustment for a penalty card's help)."""
        return False

    def law_17d3_ref(self) -> str:
        """2007: the three-passes rule is Law 17E2."""
        return "17E2"

    def law_17d3_ui(self) -> str | None:
        """2007 Law 17E2: Law 16D applies to the cancelled calls."""
        return "16D"

    def law_16_withdrawn_ref(self) -> str:
        """2007: information from withdrawn calls is Law 16D."""
        return "16D"

    def law_28b_ui(self) -> str | None:
        """2007 Law 28B: Law 16D2 applies."""
        return "16D2"

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

    def law_72c_ref(self) -> str:
        """2007 Law 23: awareness of potential damage."""
        return "23"

    def law_30_32_comparable_calls(self) -> bool:
        """2007 Laws 30-32: no comparable calls; the offending side is silenced (30B2,
        31A2, 31B, 32A, 32B2) and Law 26 applies to a different final call."""
        return False

    def law_30_damage_ref(self) -> str:
        """2007 Law 30 cites Law 23."""
        return "23"

    def law_36_37_38_sections(self) -> dict[str, str]:
        """2007: as 2017, but Law 26 is cited whole."""
        return {**super().law_36_37_38_sections(), "26": "26"}

    def law_36c_after_lead(self) -> bool:
        """2007: no Law 36C (new in 2017)."""
        return False

    def law_32_sections(self) -> tuple[str, str]:
        """2007 Law 32: A is partner's turn, B is RHO's turn."""
        return ("B", "A")

    def law_15a_ref(self) -> str:
        """2007: cards from a wrong board are ruled under Law 17D."""
        return "17D"

    def law_24e_automatic_penalty_cards(self) -> bool:
        """2007 Law 24 (SK07): declarer *may treat* each exposed card as a penalty card."""
        return False

    def law_25a_question(self) -> str:
        """2007 Law 25A: an inadvertent call replaced without pause for thought."""
        return (
            "Was {seat}'s {original} inadvertent, and did he replace it by {new} without "
            "pause for thought?"
        )

    def law_21b1_question(self) -> str:
        """2007 Law 21B1(a): the call was made as a result of the misinformation."""
        return "Did {seat} make his {call} as a result of the misinformation?"

    def law_15_wrong_hand(self) -> str:
        """2007 Law 17D."""
        return "17D"

    def law_31b_partner_may_call(self) -> bool:
        """2007 Laws 30B2(a), 31B, 32A: after a call out of rotation at his turn the
        offender's partner is silenced; no call of his is free before the ruling."""
        return False

    # ------------------------------------------------------------ the play (2007)
    def law_43a3(self) -> bool:
        """2007: no Law 43A3."""
        return False

    def law_42b2_dummy_may_prevent_any(self) -> bool:
        """2007 Law 42B2: dummy may try to prevent an irregularity by declarer only."""
        return False

    def law_43b3(self) -> tuple[str, str]:
        """2007 Law 43B3: no rectification; play continues; the director may adjust at the
        end (12B1)."""
        return ("43B3", "the director may adjust the score at the end of play (12B1)")

    def law_45d2_ref(self) -> str:
        """2007: Law 45D has no D2 (a card noticed too late stands: 45D)."""
        return "45D"

    def law_45c4b_declarer_only(self) -> bool:
        """2007 Law 45C4(b): any player may change an inadvertent designation."""
        return False

    def law_45c4b_question(self) -> str:
        """2007 Law 45C4(b): an inadvertent designation changed without pause for thought."""
        return (
            "Was {seat}'s designation of {card} inadvertent, and did he change it without "
            "pause for thought?"
        )

    def law_50_damage_ref(self) -> str:
        """2007 Law 50 cites Law 23."""
        return "23"

    def law_51b2c_neither(self) -> bool:
        """2007 Law 51B has no "neither" option (50D2(b) gives it: INTERP)."""
        return False

    def law_53a_trick13_withdrawn(self) -> bool:
        """2007 Law 53A: any lead out of turn may be accepted (no trick-13 footnote)."""
        return False

    def law_53_sections(self) -> tuple[str, str]:
        """2007 Law 53: C is the proper lead, B the wrong defender's play."""
        return ("53C", "53B")

    def law_56_sections(self) -> tuple[str, str]:
        """2007 Law 56 reads "see 54D": acceptance under 53A, withdrawal under 54D."""
        return ("53A", "54D")

    def law_57a_options(self) -> tuple[str, ...]:
        """2007 Law 57A: highest, lowest, or not a card of a suit declarer names."""
        return ("highest", "lowest", "not-suit")

    def law_57a_option_ref(self, option: str) -> str:
        """2007 Law 57A1-A3."""
        return {"highest": "57A1", "lowest": "57A2", "not-suit": "57A3"}[option]

    def law_57c3_ref(self) -> str:
        """2007 Law 57C2: declarer's premature play is played and cannot be withdrawn."""
        return "57C2"

    def law_57c_dummy_ref(self) -> str:
        """2007 Law 57C1 covers dummy's premature play or suggestion."""
        return "57C1"

    def law_57d(self) -> bool:
        """2007: no Law 57D."""
        return False


class Edition1997(EndHooks1997, Edition2007):
    """The Laws of Duplicate Bridge 1997 (Polish text for Chapter V, Croatian otherwise).

    Overrides where the 1997 text differs from 2007; where the Croatian and the Polish
    1997 texts differ, the Polish is followed.
    """

    year: ClassVar[int] = 1997
    name: ClassVar[str] = "Laws of Duplicate Bridge 1997"
    aliases: ClassVar[tuple[str, ...]] = ("1997", "wbf1997")

    def law_17d3_ref(self) -> str:
        """1997: Law 34, retention of the right to call."""
        return "34"

    def law_17d3_ui(self) -> str | None:
        """1997 Law 34: the auction continues as if there had been no irregularity
        (no clause on information)."""
        return None

    def law_16_withdrawn_ref(self) -> str:
        """1997: information from withdrawn calls is Law 16C."""
        return "16C"

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

    def law_36a_ref(self) -> str:
        """1997: inadmissible calls condoned, Law 35A."""
        return "35A"

    def law_37a_ref(self) -> str:
        """1997: Law 35B."""
        return "35B"

    def law_38_lho_ref(self) -> str:
        """1997: Law 35C."""
        return "35C"

    def law_39b_ref(self) -> str:
        """1997: Law 35D."""
        return "35D"

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

    def law_36c_after_lead(self) -> bool:
        """1997: no Law 36C."""
        return False

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

    def law_21b1_question(self) -> str:
        """1997 Law 21B1 (PL97): it can be considered that the call resulted from the
        misinformation."""
        return "Can it be considered that {seat}'s {call} resulted from the misinformation?"

    def law_38d_silenced_after_lho_call(self) -> bool:
        """1997 Law 35C: the bid above seven and later calls are cancelled, the offender
        passes and the auction continues as if nothing had happened."""
        return False

    # ------------------------------------------------------------ the play (1997)
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

    def law_57c1_ref(self) -> str:
        """1997 Law 57C (one section)."""
        return "57C"

    def law_57c_dummy_ref(self) -> str:
        """1997 Law 57C (one section)."""
        return "57C"

    def law_57c3_ref(self) -> str:
        """1997: no clause on declarer's premature play; his card is played (45C2, INTERP)."""
        return "45C2"

    def law_61b_defenders_ask_each_other(self) -> bool:
        """1997 Law 61B: only if the Zone authorises it (Europe has not)."""
        return False


class Edition1987(EndHooks1987, Edition1997):
    """The Laws of Duplicate Bridge 1987 (Russian text).

    Overrides where the 1987 text differs from 1997.
    """

    year: ClassVar[int] = 1987
    name: ClassVar[str] = "Laws of Duplicate Bridge 1987"
    aliases: ClassVar[tuple[str, ...]] = ("1987", "wbf1987")

    def law_45d_declarer_may_retract(self) -> bool:
        """1987 Law 45D: only a defender may take back a card played after dummy's unnamed
        card."""
        return False

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

    def law_72c_ref(self) -> str:
        """1987 Law 23A: a penalty forcing the offender's partner to pass that the offender
        could have known would damage the other side."""
        return "23A"

    def law_16c2_own_withdrawn_unauthorized(self) -> bool:
        """1987 Law 16C2: the offending side may use information from its own withdrawn
        actions once the penalty has been paid."""
        return False

    def law_28b_ui(self) -> str | None:
        """1987 Law 28B: no clause on information."""
        return None

    def law_30_damage_ref(self) -> str:
        """1987 Law 30 cites Law 23B (a damaging pass out of rotation)."""
        return "23B"

    def law_29c_specified_denomination(self) -> bool:
        """1987 Law 29 has no section C: the denomination named counts."""
        return False

    def law_25a_until_partner_calls(self) -> bool:
        """1987 Law 25A: replaced without pause for thought; no limit at partner's call."""
        return False

    def law_25b2_offender_choice(self) -> str | None:
        """1987 Law 25B2: keep the first call (partner passes once) or make another legal
        call (partner passes throughout)."""
        return "rest-pass"

    def law_21b1_question(self) -> str:
        """1987 Law 21B1: it is probable that the call resulted from the misinformation."""
        return "Is it probable that {seat}'s {call} resulted from the misinformation?"

    def law_15_wrong_hand(self) -> str:
        """1987 Law 17D: the director may cancel the board, and must if a non-offender asks."""
        return "17D-1987"

    # ------------------------------------------------------------ the play (1987)
    def law_43b3(self) -> tuple[str, str]:
        """1987 Law 43B2(a): declarer may not enforce any penalty for the defender's
        irregularity."""
        return ("43B2(a)", "declarer may not enforce any penalty for it")

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

    def law_50e2_ref(self) -> str | None:
        """1987: nothing is said of the information from a major penalty card."""
        return None

    def law_50e3_ref(self) -> str | None:
        """1987: nothing is said of the information from a major penalty card."""
        return None

    def law_50c_ui_ref(self) -> str:
        """1987 Law 50D: the information from a minor penalty card is unauthorized."""
        return "50D"

    def law_54_face_down_ref(self) -> str:
        """1987 Law 54 has no clause on the partner's face-down lead: it is returned as the
        later editions do (41A, INTERP)."""
        return "41A"


EDITIONS: Final[dict[int, Edition]] = {
    edition.year: edition for edition in (Edition(), Edition2007(), Edition1997(), Edition1987())
}
"""The registered editions by year."""

DEFAULT_EDITION: Final = EDITIONS[2017]
"""The 2017 Laws: the default everywhere."""


def find_edition(name: str | int | Edition | None = None) -> Edition:
    """The edition named by its year or an alias (``"2017"``, ``2007``, ``"wbf1997"``).

    ``None`` gives the default (2017).

    :raises NotationError: no such edition.
    """
    if name is None:
        return DEFAULT_EDITION
    if isinstance(name, Edition):
        return name
    key = str(name).strip().lower()
    for edition in EDITIONS.values():
        if key in edition.aliases:
            return edition
    raise NotationError(
        f"unknown edition of the Laws: {name!r} (known: {', '.join(map(str, EDITIONS))})"
    )
