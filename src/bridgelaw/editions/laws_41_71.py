"""The 2017 text of Laws 41-71 (the play, revokes, tricks, claims), as hooks named after
the Law.

:class:`Laws41To71` is a mixin of :class:`~bridgelaw.editions.edition.Edition`: the
correct procedure of the play (Laws 41-47: :meth:`~Laws41To71.check_play`,
:meth:`~Laws41To71.legal_cards`, the same in all four editions), the hooks of the
irregularities in the play (Laws 42-60) and those of Laws 61-71 (revokes, tricks,
claims and concessions). An older edition overrides the hooks whose Law reads
differently in its text.

>>> from bridgelaw.editions import find_edition
>>> find_edition(2017).law_68d2b_play_on(), find_edition(2007).law_68d2b_play_on()
(True, False)
>>> str(find_edition(1987).law_62d2())
'declarer-chooses'
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING

from bridgelaw.core.hands import SUIT_BITS, cards_of_mask
from bridgelaw.editions.base import EditionText
from bridgelaw.errors import IllegalPlayError

if TYPE_CHECKING:
    from bridgelaw.core.cards import Card, Suit
    from bridgelaw.core.hands import Hand
    from bridgelaw.core.seats import Seat
    from bridgelaw.editions.views import PlayView

__all__ = ["Law57AOption", "Law62D2", "Law65B3", "Law66BUntil", "Laws41To71"]


class Law57AOption(enum.StrEnum):
    """Declarer's options under Law 57A for the partner of a defender who played before
    him."""

    HIGHEST = "highest"
    """57A1: his highest card of the suit led."""
    LOWEST = "lowest"
    """57A2: his lowest card of the suit led."""
    SUIT = "suit"
    """2017 57A3: a card of another suit declarer names."""
    NOT_SUIT = "not-suit"
    """57A4 (1987-2007: 57A3): not a card of a suit declarer names."""


class Law62D2(enum.StrEnum):
    """Law 62D2: a defender revoked at trick 12 before his partner played to it."""

    UI = "ui"
    """2017: Law 16C applies to the partner."""
    RESTRICT = "restrict"
    """1997/2007: the partner may not choose a play the revoke card may have suggested."""
    DECLARER_CHOOSES = "declarer-chooses"
    """1987: declarer chooses which of the partner's two legal cards he plays."""


class Law65B3(enum.StrEnum):
    """Law 65B3: until when a wrongly pointed quitted card may be corrected."""

    SIDE = "side"
    """2017: any player, until his side leads or plays to the following trick."""
    LEAD = "lead"
    """2007: declarer at any time; dummy and the defenders until a lead is made to the
    next trick."""


class Law66BUntil(enum.StrEnum):
    """Law 66B: until when a player may look at his own last card."""

    SIDE = "side"
    """2017: until his side has led or played to the next trick."""
    LEAD = "lead"
    """1987/2007: until a lead is made to the next trick."""
    OWN = "own"
    """1997: until he has played to the next trick."""


class Laws41To71(EditionText):
    """Laws 41-71 of the 2017 text, as hooks named after the Law."""

    # ------------------------------------------------- Laws 41-47: correct procedure
    def law_41_opening_leader(self, declarer: Seat) -> Seat:
        """Law 41A: the defender on presumed declarer's left makes the opening lead."""
        return declarer.lho

    def law_44_must_follow(self, hand: Hand, led: Suit | None) -> bool:
        """Law 44C: a player must follow suit if able."""
        return led is not None and hand.mask >> 13 * led & 0x1FFF != 0  # holds the suit led

    def legal_cards(self, play: PlayView) -> tuple[Card, ...]:
        """The cards the seat to play may play (Law 44A, 44C, 44D), highest first."""
        return cards_of_mask(self.legal_card_mask(play))

    def legal_card_mask(self, play: PlayView) -> int:
        """:meth:`legal_cards` as a mask of :attr:`Card.index` bits (Law 44A, 44C, 44D):
        read from the hands' masks; a hand that holds the suit led must follow it (44C,
        as :meth:`law_44_must_follow` says), else it may play any card (44D)."""
        current = play.current
        hand = play.masks[play.next_seat]
        if not current:  # a lead: any card, if a trick is still to be played
            return 0 if play.is_complete else hand
        return hand & SUIT_BITS[current[0].index] or hand

    def check_play(self, seat: Seat, card: Card, by: Seat, play: PlayView) -> None:
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

    # ------------------------------------------------------------- Laws 42-47
    def law_42b2_dummy_may_prevent_any(self) -> bool:
        """2017 Law 42B2: dummy may try to prevent any irregularity (1987-2007: only one by
        declarer)."""
        return True

    def law_43a3(self) -> bool:
        """2017 Law 43A3: a defender must not show his hand to dummy (new in 2017)."""
        return True

    def law_43b3(self) -> tuple[str, str]:
        """Law 43B3: dummy, having breached 43A2, first draws attention to a defender's
        irregularity: no rectification; the Law and what the director does after play."""
        return (
            "43B3",
            "if the defenders gained through their irregularity, the director adjusts only "
            "their score; declarer's side keeps the table result",
        )

    def law_45d2_ref(self) -> str:
        """Dummy's card placed without being named, noticed too late: play continues
        (2017 Law 45D2; earlier editions only say when it is withdrawn: 45D)."""
        return "45D2"

    def law_45d_declarer_may_retract(self) -> bool:
        """Law 45D (1997-2017): after dummy's unnamed card is withdrawn, declarer may take
        back a card he played after it if his right-hand opponent changes his card (the
        1987 Law 45D gives that right to the defenders only)."""
        return True

    def law_45c4b_declarer_only(self) -> bool:
        """2017 Law 45C4(b): only declarer's designation of a card from dummy may be changed
        (a slip of the tongue, until he next plays from either hand); 1987-2007: any
        player's inadvertent designation, changed without pause for thought."""
        return True

    def law_45c4b_question(self) -> str:
        """The judgment of Law 45C4(b)."""
        return (
            "Was {seat}'s designation of {card} unintended (a slip of the tongue, not a loss "
            "of concentration or a change of mind)?"
        )

    def law_46b1b_win(self) -> bool:
        """Law 46B1(b): "win the trick" designates the lowest card known to win it (1987:
        no such rule)."""
        return True

    def law_47e1_lho_may_accept(self) -> bool:
        """Law 47E1: the opponent's LHO may not accept a lead out of turn made because an
        opponent told the player it was his turn (1987: the text lacks the clause)."""
        return False

    def law_47e2_opening_lead_limit(self) -> bool:
        """Law 47E2(a): an opening lead may not be withdrawn once a card of dummy's has been
        faced (2007, 2017)."""
        return True

    def law_47e2b_ref(self) -> str:
        """Where the adjustment after a play on misinformation is: 47E2(b) (1987/1997:
        Law 40C)."""
        return "47E2(b)"

    # ------------------------------------------------------------- Laws 50-52
    def law_50_damage_ref(self) -> str:
        """The clause on an offender who could have known that his exposed card might
        damage (50 intro): 72C (2007: 23; 1997: 72B1; 1987: 50A, an adjusted score instead
        of the rectification)."""
        return "72C"

    def law_50e2_ref(self) -> str | None:
        """The Law making the information from a penalty card returned to the hand
        unauthorized to the owner's partner: 50E2 (1997: 50D1; 1987: no clause)."""
        return "50E2"

    def law_50c_ui_ref(self) -> str:
        """The Law on the information from a minor penalty card: 50C (1987: 50D)."""
        return "50C"

    def law_50e3_ref(self) -> str | None:
        """The Law making the reasons a played penalty card became one unauthorized to the
        owner's partner: 50E3 (2007, 2017; 1997: 50D1, information other than the
        requirement to play it; 1987: no clause)."""
        return "50E3"

    def law_50e4(self) -> bool:
        """2017 Law 50E4: at the end of play the director adjusts the score if the
        information from the penalty card helped the offenders and damaged the
        non-offending side (not in earlier editions)."""
        return True

    def law_51b_ban_lasting(self) -> bool:
        """Law 51B: a suit forbidden stays forbidden while the partner retains the lead
        (2007, 2017; 1987/1997 state no duration: that lead only)."""
        return True

    def law_51b2c_neither(self) -> bool:
        """2017 Law 51B2(c): declarer may neither require nor forbid with penalty cards in
        several suits (earlier editions: the same effect through 50D2(b), INTERP)."""
        return True

    # ------------------------------------------------------------- Laws 53-56
    def law_53a_trick13_withdrawn(self) -> bool:
        """2017 Law 53A, footnote 16: a lead out of turn at trick 13 must be withdrawn."""
        return True

    def law_53_sections(self) -> tuple[str, str]:
        """The sections of Law 53 for the proper lead after an irregular one and for the
        wrong defender's play after declarer's lead: 53B and 53C (1987-2007: 53C, 53B)."""
        return ("53B", "53C")

    def law_54_refusal(self) -> tuple[str, str]:
        """Law 54D: the opening lead out of turn withdrawn becomes a major penalty card;
        the section, and the Law the penalty card falls under (1987/1997: 56)."""
        return ("54D", "54D")

    def law_54_face_down_ref(self) -> str:
        """Law 54 (intro): the offender's partner's face-down lead is returned to his hand
        (1987: no such clause; the same done by INTERP under 41A)."""
        return "54"

    def law_55a_tie_break(self) -> bool:
        """Law 55A (2007, 2017): when the defenders disagree, the choice of the player next
        in turn after the irregular lead prevails."""
        return True

    def law_55c(self) -> tuple[str, str]:
        """Law 55C: declarer's line may be based on information from his infraction."""
        return ("55C", "Law 16 applies to a line declarer may have based on the withdrawn card")

    def law_56_sections(self) -> tuple[str, str]:
        """The sections of Law 56 for acceptance and for withdrawal (2007: 56 reads "see
        54D"; 1987/1997: one paragraph)."""
        return ("56A", "56B")

    # ------------------------------------------------------------- Laws 57-60
    def law_57a_options(self) -> tuple[Law57AOption, ...]:
        """Law 57A: declarer's options for the offender's partner: highest, lowest, a card
        of a suit declarer names (2017 only), not a card of a suit declarer names."""
        return tuple(Law57AOption)

    def law_57a_option_ref(self, option: Law57AOption) -> str:
        """The subsection of each option of Law 57A."""
        return {
            Law57AOption.HIGHEST: "57A1",
            Law57AOption.LOWEST: "57A2",
            Law57AOption.SUIT: "57A3",
            Law57AOption.NOT_SUIT: "57A4",
        }[option]

    def law_57c1_ref(self) -> str:
        """No rectification for a defender's play before his partner's when declarer has
        played from both hands: 57C1 (1987/1997: 57C)."""
        return "57C1"

    def law_57c_dummy_ref(self) -> str:
        """No rectification for a defender's premature play when dummy chose a card on his
        own initiative before his RHO played, or suggested one: 57C2 (2007: 57C1; 1987/1997:
        57C, one section)."""
        return "57C2"

    def law_57c3_ref(self) -> str:
        """Declarer's premature play (not a lead), if legal, is played and cannot be
        withdrawn: 57C3 (2007: 57C2; 1987/1997: no clause, read with 45C2)."""
        return "57C3"

    def law_57d(self) -> bool:
        """2017 Law 57D: a defender playing at his RHO's turn: Law 16; a legal card is
        played at his turn, another becomes a major penalty card."""
        return True

    def law_60b_major(self) -> bool:
        """Law 60B: the defender's card becomes a major penalty card (1987/1997 say
        "penalty card"; by 50B a deliberately played card is major: INTERP)."""
        return True

    # ------------------------------------------------------------------ Law 61
    def law_61b_defenders_ask_each_other(self) -> bool:
        """Law 61B3: defenders may ask each other whether a revoke was made (2007: unless
        the Regulating Authority forbids it; 1997: only if the Zone authorises it, which
        Europe has not; 1987: no)."""
        return True

    def law_61b_refs(self) -> dict[str, str]:
        """Law 61B, who may ask a player who failed to follow whether he has a card of the
        suit led: the subsection for each pair of roles (``asker-asked``); a pair that is
        missing has no such right."""
        return {
            "declarer-defender": "61B1",
            "dummy-declarer": "61B2(a)",
            "defender-declarer": "61B3",
            "defender-defender": "61B3",
        }

    def law_61b_forbidden_ref(self) -> str:
        """The Law that forbids dummy to ask a defender (61B2(b); 16B may apply)."""
        return "61B2(b)"

    def law_43b2b_ref(self) -> str:
        """Law 43B2(b): dummy, having breached 43A2, asks declarer whether he revoked:
        declarer corrects, and Law 64 applies as if the revoke were established (1987:
        43B2(c))."""
        return "43B2(b)"

    # ------------------------------------------------------------------ Law 62
    def law_62c3_both_corrected(self) -> bool:
        """2017 Law 62C3: both sides revoked in one trick and only one side has played to
        the next: both revokes are corrected (64B8: no transfer)."""
        return True

    def law_62d2(self) -> Law62D2:
        """Law 62D2, a defender revoked at trick 12 before his partner played to it: 2017,
        Law 16C applies to the partner."""
        return Law62D2.UI

    # ------------------------------------------------------------------ Law 63
    def law_63a3_accepting_establishes(self) -> bool:
        """Law 63A3 in 1987/1997: a member of the offending side making *or accepting* a
        claim or concession establishes the revoke (2007/2017: making one)."""
        return False

    def law_63a4_acquiescence(self) -> bool:
        """2017 Law 63A4: the offending side acquiesced in the opponents' claim and did
        not object before the round ended or a call was made on the next board."""
        return True

    def law_63b_illegal_inquiry(self) -> str | None:
        """1997 Law 63B: after an inquiry Law 61B does not allow, the revoker corrects and
        Law 64 applies as though the revoke were established; ``None`` in other editions."""
        return None

    def law_63_no_correction_ref(self) -> str:
        """The subsection saying an established revoke cannot be corrected: 63B (1997:
        63C)."""
        return "63B"

    def law_47e1_no_establishment(self) -> bool:
        """2017 Law 47E1: a lead out of turn made because an opponent said it was the
        player's turn, then withdrawn, does not establish a revoke (63A1 does not apply)."""
        return True

    # ------------------------------------------------------------- Laws 65-66
    def law_65b3_repointing(self) -> Law65B3 | None:
        """Law 65B3, correcting a wrongly pointed quitted card: 2017, any player until his
        side leads or plays to the following trick (``None``: no such provision,
        1987/1997)."""
        return Law65B3.SIDE

    def law_66b_own_card_until(self) -> Law66BUntil:
        """Law 66B, looking at one's own last card: 2017, until his side has led or played
        to the next trick."""
        return Law66BUntil.SIDE

    def law_66d_mixed(self) -> str:
        """Law 66D: the facts cannot be established after play and cards were mixed."""
        return "if only one side mixed its cards, the director rules for the other side (66D)"

    # ------------------------------------------------------------------ Law 67
    def law_67b1a_deemed_revoke(self) -> bool:
        """Law 67B1(a): an offender who failed to play to a defective trick and holds a card
        of the suit led places one and is deemed to have revoked (2007, 2017); 1987/1997:
        no rectification."""
        return True

    def law_67b3_missing_card(self) -> bool:
        """2017 Law 67B3: a card played to a trick is missing from the quitted cards."""
        return True

    # ------------------------------------------------------------- Laws 68-71
    def law_68b2_ui_ref(self) -> str:
        """The Law applying to the information from a defender's concession his partner
        objected to (68B2): 16C (2007: 16D; 1987/1997: Law 16)."""
        return "16C"

    def law_68d2b_play_on(self) -> bool:
        """2017 Law 68D2(b): at the non-claiming side's request and with all four players'
        agreement, play continues; the claim is void."""
        return True

    def law_69b_ref(self) -> str:
        """The subsection for a trick the side would likely have won had play continued:
        69B2 (1987/1997: 69B, a trick that could not be lost by any normal play)."""
        return "69B2"

    def law_70b_hands_faced(self) -> str:
        """Law 70B: the order of the director's procedure for a disputed claim."""
        return (
            "the claimer repeats his statement, the opponents state their objections, and "
            "the director may have the remaining cards faced (70B)"
        )

    def law_70d2_defenders_claim(self) -> bool:
        """Law 70D2 (2007, 2017): no part of a defender's claim that depends on his partner
        choosing one particular play among normal alternatives is accepted (1987/1997 have
        no such subsection: only 70A's general rule)."""
        return True

    def law_70d3_play_after_claim(self) -> bool:
        """2007 Law 70D3: play after the claim may be evidence of the claimer's intent."""
        return False

    def law_70e1_irrational(self) -> bool:
        """Law 70E1's exception "unless failure to adopt that line would be irrational"
        (1997, 2007; absent from the 1987 and the 2017 texts)."""
        return False

    def law_70_normal(self) -> str:
        """The definition of "normal" play (Law 70 footnote)."""
        return "careless or inferior for the class of player involved (Law 70 footnote 20)"

    def law_70e2_default_order(self) -> bool:
        """Law 70E2: the Regulating Authority may specify the order in which a suit is
        played when the statement is silent (2007, 2017)."""
        return True

    def law_71_normal_until_next_board(self) -> bool:
        """1987/1997 Law 71: the "normal play" ground holds only until the conceding side
        calls on the next board or the round ends (the "legal play" ground through the
        correction period); 2007/2017: "normal play" within the correction period."""
        return False

    # ------------------------------------------- Law 64: the revoke's trick transfer
    def law_64c_ref(self, subsection: str) -> str:
        """The subsection of Law 64C (equity after a revoke): ``64C1``, ``64C2(a)`` or
        ``64C2(b)`` as given (1987-2007: one paragraph, 64C)."""
        return subsection

    def law_64a1_dummy_trick_is_declarers(self) -> bool:
        """1987/1997 Law 64A1: a revoke trick won by dummy counts as won by declarer when
        declarer revoked (2007, 2017: the offender himself must have won it)."""
        return False

    def law_64a2_second_trick(self) -> bool:
        """1987/1997 Law 64A2: a second trick is transferred when the offender later won a
        trick with a card he could legally have played to the revoke trick (2007, 2017:
        one trick only)."""
        return False

    def law_64b3_faced_card_exempt(self) -> bool:
        """Law 64B3 (1987-2007): a failure to play a card faced on the table is exempt
        from transfer (2017: only a penalty card or a card of dummy's)."""
        return False

    def law_64b7_both_sides_revoked(self) -> bool:
        """Law 64B7 (2007, 2017): no transfer when both sides revoked on the board
        (1987/1997: no such exemption)."""
        return True

    # --------------------------------------------------- Laws 68-71: claims (2017)
    def law_68d2a_ref(self) -> str:
        """Play ceases after a claim or concession: 68D2(a) (1987-2007: 68D)."""
        return "68D2(a)"

    def law_69b2_likely_won(self) -> bool:
        """Law 69B2 (2007, 2017): a withdrawn acquiescence restores the tricks the side
        would likely have won, a judgment beyond the sure ones (1987/1997 69B: only those
        that could not be lost by any normal play)."""
        return True

    def law_71_normal_ref(self) -> str:
        """The Law restoring a conceded trick that could not be lost by any normal play:
        71B (2007: 71; 1997: 71C; 1987: 71B)."""
        return "71B"

    def law_71_legal_ref(self) -> str:
        """1987/1997, a conceded trick that could not be lost by any legal play: 71A
        (1987: 71A1); 2007/2017 have the "normal play" ground only."""
        return "71A"
