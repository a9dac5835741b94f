"""The laws-mode hooks of an edition for the play (Laws 41-60): the 2017 rules.

:class:`PlayHooks` is a base of :class:`~bridgelaw.laws.hooks.IrregularityHooks`
(and so of every :class:`~bridgelaw.laws.editions.Edition`); the older editions
override the hooks whose Law reads differently (digest §6, checked against the
seeds). Each hook is named after the Law it implements.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from bridgelaw.core.lawref import LawRef
from bridgelaw.core.seats import Seat
from bridgelaw.laws.end_hooks import EndHooks

if TYPE_CHECKING:
    from bridgelaw.core.cards import Card
    from bridgelaw.laws.play import PlayState
    from bridgelaw.laws.play_classify import PlayClassification
    from bridgelaw.laws.procedure import LawsState

__all__ = ["PlayHooks"]


class PlayHooks(EndHooks):
    """The 2017 rules of the play in laws mode, as hooks named after the Law."""

    year: ClassVar[int] = 2017

    def ref(self, text: str) -> LawRef:
        """A :class:`LawRef` in this edition."""
        return LawRef.parse(text, edition=self.year)

    # ----------------------------------------------------------- classification
    def classify_play(
        self, seat: Seat, by: Seat, card: Card, state: LawsState, play: PlayState
    ) -> PlayClassification:
        """What the lead or play of ``card`` from ``seat``'s hand by ``by`` is: legal, a
        revoke (recorded, not shown), committed to a later turn, or an irregularity for
        the director (digest §3.3.1)."""
        from bridgelaw.laws.editions import Edition
        from bridgelaw.laws.play_classify import classify_play

        assert isinstance(self, Edition)
        return classify_play(self, seat, by, card, state, play)

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
    def law_57a_options(self) -> tuple[str, ...]:
        """Law 57A: declarer's options for the offender's partner: highest, lowest, a card
        of a suit declarer names (2017 only), not a card of a suit declarer names."""
        return ("highest", "lowest", "suit", "not-suit")

    def law_57a_option_ref(self, option: str) -> str:
        """The subsection of each option of Law 57A."""
        return {"highest": "57A1", "lowest": "57A2", "suit": "57A3", "not-suit": "57A4"}[option]

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
