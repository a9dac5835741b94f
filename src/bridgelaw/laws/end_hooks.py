"""The laws-mode hooks of an edition for Laws 61-71 (revokes, tricks, claims).

:class:`EndHooks` holds the 2017 rules; :class:`EndHooks2007`, :class:`EndHooks1997`
and :class:`EndHooks1987` override only the hooks whose Law reads differently from
the next newer edition (digest §6, checked against the seeds). Each hook is named
after the Law it implements. The editions inherit them (``PlayHooks(EndHooks)``,
``Edition2007(EndHooks2007, Edition)``...); :func:`end_hooks` returns the hooks of
any edition, whether or not its class has them yet.

>>> end_hooks(2017).law_68d2b_play_on(), end_hooks(2007).law_68d2b_play_on()
(True, False)
>>> end_hooks(1987).law_62d2()
'declarer-chooses'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from bridgelaw.core.lawref import LawRef

if TYPE_CHECKING:
    from bridgelaw.laws.editions import Edition

__all__ = ["EndHooks", "EndHooks1987", "EndHooks1997", "EndHooks2007", "end_hooks"]


class EndHooks:
    """The 2017 rules of Laws 61-71 in laws mode, as hooks named after the Law."""

    year: ClassVar[int] = 2017

    def ref(self, text: str) -> LawRef:
        """A :class:`LawRef` in this edition."""
        return LawRef.parse(text, edition=self.year)

    # ------------------------------------------------------------------ Law 61
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

    def law_62d2(self) -> str:
        """Law 62D2, a defender revoked at trick 12 before his partner played to it:
        ``"ui"`` (2017: Law 16C applies to the partner), ``"restrict"`` (1997/2007: the
        partner may not choose a play the revoke card may have suggested) or
        ``"declarer-chooses"`` (1987: declarer chooses which of the partner's two legal
        cards he plays)."""
        return "ui"

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
    def law_65b3_repointing(self) -> str | None:
        """Law 65B3, correcting a wrongly pointed quitted card: ``"side"`` (2017: any
        player, until his side leads or plays to the following trick), ``"lead"`` (2007:
        declarer at any time, dummy and the defenders until a lead is made to the next
        trick) or ``None`` (1987/1997: no such provision)."""
        return "side"

    def law_66b_own_card_until(self) -> str:
        """Law 66B, looking at one's own last card: until ``"side"`` (2017: his side has
        led or played to the next trick), ``"lead"`` (1987/2007: a lead to the next
        trick) or ``"own"`` (1997: he has played to the next trick)."""
        return "side"

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


class EndHooks2007(EndHooks):
    """Laws 61-71 as the 2007 text differs from 2017."""

    year: ClassVar[int] = 2007

    def law_62c3_both_corrected(self) -> bool:
        """2007: no Law 62C3."""
        return False

    def law_62d2(self) -> str:
        """2007 Law 62D2: the partner may not choose a play the revoke card could have
        suggested."""
        return "restrict"

    def law_63a4_acquiescence(self) -> bool:
        """2007: Law 63A has three subsections (no A4)."""
        return False

    def law_47e1_no_establishment(self) -> bool:
        """2007 Law 47E1 does not mention Law 63A1."""
        return False

    def law_65b3_repointing(self) -> str | None:
        """2007 Law 65B3: declarer may direct; dummy and the defenders until a lead to the
        next trick."""
        return "lead"

    def law_66b_own_card_until(self) -> str:
        """2007 Law 66B: until a lead is made to the next trick."""
        return "lead"

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

    def law_70d3_play_after_claim(self) -> bool:
        """2007 Law 70D3: the director may consider play after the claim."""
        return True

    def law_70e1_irrational(self) -> bool:
        """2007 Law 70E1 keeps the "irrational" exception."""
        return True


class EndHooks1997(EndHooks2007):
    """Laws 61-71 as the 1997 text differs from 2007."""

    year: ClassVar[int] = 1997

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

    def law_63a3_accepting_establishes(self) -> bool:
        """1997 Law 63A3: making or accepting a claim or concession."""
        return True

    def law_63b_illegal_inquiry(self) -> str | None:
        """1997 Law 63B: after an inquiry 61B does not allow, the revoker plays a legal
        card and Law 64 applies as though the revoke were established."""
        return "63B"

    def law_63_no_correction_ref(self) -> str:
        """1997: Law 63C."""
        return "63C"

    def law_65b3_repointing(self) -> str | None:
        """1997: no provision on re-pointing a quitted card."""
        return None

    def law_66b_own_card_until(self) -> str:
        """1997 Law 66B: until he has played to the next trick."""
        return "own"

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

    def law_70_normal(self) -> str:
        """1997 footnote: careless or inferior, but not irrational."""
        return (
            "careless or inferior for the class of player involved, but not irrational "
            "(Law 70 footnote)"
        )

    def law_70e2_default_order(self) -> bool:
        """1997: no Law 70E2."""
        return False

    def law_71_normal_until_next_board(self) -> bool:
        """1997 Law 71 (three grounds): the normal-play ground until the next board's call
        or the end of the round."""
        return True


class EndHooks1987(EndHooks1997):
    """Laws 61-71 as the 1987 text differs from 1997."""

    year: ClassVar[int] = 1987

    def law_61b_refs(self) -> dict[str, str]:
        """1987 Law 61B: declarer may ask a defender, dummy and the defenders may ask
        declarer, "but no one else"."""
        return {
            "declarer-defender": "61B",
            "dummy-declarer": "61B",
            "defender-declarer": "61B",
        }

    def law_43b2b_ref(self) -> str:
        """1987 Law 43B2(c)."""
        return "43B2(c)"

    def law_62d2(self) -> str:
        """1987 Law 62D2: declarer may require the partner to play either of his two cards
        that could legally be played."""
        return "declarer-chooses"

    def law_63b_illegal_inquiry(self) -> str | None:
        """1987: no such clause (Law 63 has A and B)."""
        return None

    def law_63_no_correction_ref(self) -> str:
        """1987 Law 63B."""
        return "63B"

    def law_66b_own_card_until(self) -> str:
        """1987 Law 66B: until a lead is made to the next trick."""
        return "lead"

    def law_70e1_irrational(self) -> bool:
        """1987 Law 70E: no "irrational" exception."""
        return False


_BY_YEAR: dict[int, type[EndHooks]] = {
    2017: EndHooks,
    2007: EndHooks2007,
    1997: EndHooks1997,
    1987: EndHooks1987,
}
_INSTANCES: dict[int, EndHooks] = {}


def end_hooks(edition: Edition | int | str | None = None) -> EndHooks:
    """The Laws 61-71 hooks of ``edition``: the edition itself once its class inherits
    them, else an instance of the hooks class of its year.

    :raises NotationError: unknown edition.
    """
    from bridgelaw.laws.editions import find_edition

    found = find_edition(edition)
    if isinstance(found, _BY_YEAR[found.year]):
        return found
    hooks = _INSTANCES.get(found.year)
    if hooks is None:
        hooks = _INSTANCES[found.year] = _BY_YEAR[found.year]()
    return hooks
