"""The inventory of Laws 41-71 for ``docs/laws-coverage.md``: every subsection of the 2017
text (FI17, digest of Laws 41-93 §3.1-§3.6) with its status, and the edition differences
of the digest's §6 table that concern Laws 41-71.

The same form as :mod:`tools.laws_inventory` (Laws 9-40): a subsection is
``mechanical`` (tested under its 2017 reference; the ``also`` references are for the reader only),
``no-effect`` (with the reason) or ``missing`` (not implemented, with the reason). A
difference names, for each edition it concerns, the marker references that test it
there; a difference the engine does not model is ``missing`` (with the reason).
"""

from __future__ import annotations

from typing import Final

from tools.laws_inventory import Difference, Subsection, each, m, n

__all__ = ["DIFFERENCES_41_71", "INVENTORY_41_71"]

OLDER: Final = (2007, 1997, 1987)
PHYSICAL = "the physical handling of the cards: the engine records each card played"
PROPRIETY = "a propriety for the players: nothing for the engine to apply"
POINTED = (
    "the engine knows who won each trick (44E, 44F); a card's orientation is physical: "
    "a wrongly pointed card is recorded and ruled under 65B3"
)

INVENTORY_41_71: Final[tuple[Subsection, ...]] = (
    # Law 41
    m("41A", "the opening lead face down by presumed declarer's LHO"),
    m("41B", "review and questions while the lead is face down; later at one's turn",
      "20C2", "20F2"),
    m("41C", "the lead is faced: the play period begins, dummy is spread"),
    n("41D", "dummy's layout: by suits, trumps on dummy's right",
      "the physical layout; the seat views show dummy's cards once the lead is faced (41C)"),
    # Law 42
    n("42A1", "dummy gives information on fact or law in the director's presence",
      "conversation with the director: not an event of the table"),
    n("42A2", "dummy keeps count of tricks", "the engine counts the tricks itself"),
    m("42A3", "dummy plays his cards as declarer's agent, as directed", "45B"),
    m("42B1", "dummy may ask declarer, who failed to follow, whether he has a card",
      "61B2(a)"),
    m("42B2", "dummy may try to prevent any irregularity"),
    m("42B3", "dummy may draw attention to an irregularity only after play"),
    # Law 43
    m("43A1(a)", "dummy must not initiate a call for the director"),
    m("43A1(b)", "dummy must not draw attention to an irregularity during play"),
    m("43A1(c)", "dummy must not take part in the play or comment on it"),
    m("43A2(a)", "dummy must not exchange hands with declarer"),
    m("43A2(b)", "dummy must not leave his seat to watch declarer"),
    m("43A2(c)", "dummy must not look at a defender's hand"),
    m("43A3", "a defender must not show his hand to dummy"),
    m("43B1", "dummy's breach of A1/A2: procedural penalty (Law 90)"),
    m("43B2(a)", "dummy (rights lost) warns declarer: a defender chooses the hand"),
    m("43B2(b)", "dummy (rights lost) asks declarer about a revoke: 64 as if established"),
    m("43B3", "dummy (rights lost) first draws attention to a defender's irregularity"),
    # Law 44
    m("44A", "the leader may lead any card"),
    m("44B", "the others play in rotation: four cards make a trick"),
    m("44C", "each player must follow suit if able"),
    m("44D", "a player unable to follow may play any card"),
    m("44E", "a trick with a trump: the highest trump wins"),
    m("44F", "a trick without a trump: the highest card of the suit led wins"),
    m("44G", "the winner of a trick leads to the next", "44E"),
    # Law 45
    n("45A", "a card played face up in front of the player", PHYSICAL),
    m("45B", "declarer plays dummy's card by naming it"),
    m("45C1", "a defender's card partner could have seen is played"),
    m("45C2", "declarer's card held face up touching the table is played"),
    m("45C3", "dummy's card deliberately touched by declarer is played"),
    m("45C4(a)", "a card named or designated is played", "46B"),
    m("45C4(b)", "declarer changes an unintended designation of dummy's card"),
    m("45C5", "a penalty card may have to be played", "50D1(a)"),
    m("45D1", "dummy's card not named: withdrawn before each side plays on"),
    m("45D2", "too late: play goes on, revoke consequences"),
    m("45E1", "a defender's fifth card: a penalty card, or a lead (53/56)"),
    m("45E2", "declarer's fifth card: returned, or a lead (55)"),
    m("45F", "dummy indicates a card: adjusted score if the defence was damaged"),
    n("45G", "no card turned face down before all four have played", PROPRIETY),
    # Law 46
    m("46A", "declarer names both suit and rank"),
    m("46B1(a)", "'high': the highest card of the suit"),
    m("46B1(b)", "'win': the lowest card known to win"),
    m("46B1(c)", "'low': the lowest card of the suit led"),
    m("46B2", "a suit only: its lowest card"),
    m("46B3(a)", "a rank only, dummy leading: the suit dummy won the last trick with"),
    m("46B3(b)", "a rank only, otherwise: that rank if legal"),
    m("46B4", "a card dummy does not hold: void, declarer designates again"),
    m("46B5", "no suit or rank: either defender designates"),
    # Law 47
    m("47A", "retraction to comply with a rectification", "54D", "56B"),
    m("47B", "retraction to correct an illegal play", "62B1", "57C3"),
    m("47C", "retraction after a changed designation (45C4(b))"),
    m("47D", "retraction after an opponent's change of play"),
    m("47E1", "a lead out of turn induced by an opponent: withdrawn"),
    m("47E2(a)", "a card played after a mistaken explanation: withdrawn"),
    m("47E2(b)", "too late: the director may adjust"),
    m("47F1", "cards withdrawn as 53B allows", "53B"),
    m("47F2", "no other retraction"),
    # Law 48
    m("48A", "declarer's exposed card is never a penalty card"),
    m("48B1", "declarer faces his hand after an opening lead out of turn: Law 54", "54A"),
    m("48B2", "declarer faces his hand at another time: a claim or concession"),
    # Law 49
    m("49", "a defender's card partner could see, or named as held: a penalty card"),
    # Law 50
    m("50", "a prematurely exposed card is a penalty card unless the director rules "
      "otherwise"),
    m("50A", "the penalty card stays face up on the table"),
    m("50B", "major or minor penalty card"),
    m("50C", "a minor penalty card: no lower card of its suit before it"),
    m("50D1(a)", "a major penalty card is played at the first legal opportunity"),
    m("50D1(b)", "following suit or a restriction comes first"),
    m("50D2(a)", "partner on lead: declarer requires or forbids the suit"),
    m("50D2(b)", "partner on lead: neither; the card remains a penalty card"),
    n("50E1", "the penalty card and the duty to play it are authorized information",
      "information that is authorized restricts nobody: nothing to apply"),
    m("50E2", "a penalty card returned to the hand: UI to partner"),
    m("50E3", "a played penalty card: the reasons for it are UI to partner"),
    m("50E4", "adjusted score: the most likely result without the penalty card"),
    # Law 51
    m("51A", "several penalty cards, offender's turn: declarer designates"),
    m("51B1(a)", "several in one suit, declarer requires it: back to the hand"),
    m("51B1(b)", "several in one suit, declarer forbids it: back, while the lead lasts"),
    m("51B2(a)", "several suits: declarer requires one of them"),
    m("51B2(b)", "several suits: declarer forbids one or more"),
    m("51B2(c)", "several suits: neither; they remain penalty cards"),
    # Law 52
    m("52A", "a failure to play a penalty card: no retraction on his own initiative"),
    m("52B1(a)", "declarer may accept the other card"),
    m("52B1(b)", "declarer must accept once he has played"),
    m("52B1(c)", "accepted: the penalty card remains"),
    m("52B2", "not accepted: the penalty card substituted, the other card major"),
    # Law 53
    m("53A", "a faced lead out of turn accepted (not at trick 13)"),
    m("53B", "the proper lead after an irregular lead: cards withdrawn"),
    m("53C", "the wrong defender plays to declarer's lead from the wrong hand: 57"),
    # Law 54
    m("54", "a faced opening lead out of turn: partner's face-down lead goes back"),
    m("54A", "declarer spreads his hand and becomes dummy"),
    m("54B1", "declarer accepts: the second card from declarer's hand"),
    m("54B2", "a second card from dummy stands"),
    m("54C", "declarer who could see dummy must accept"),
    m("54D", "declarer refuses: a major penalty card, 50D"),
    m("54E", "the opening lead by declarer or dummy: Law 24"),
    # Law 55
    m("55A", "declarer's lead out of turn: the defenders accept or refuse"),
    m("55B1", "a defender's turn: declarer's card goes back"),
    m("55B2", "the wrong hand: declarer leads from the correct hand"),
    m("55C", "declarer's line based on the information: Law 16"),
    # Law 56
    m("56A", "a defender's lead out of turn accepted"),
    m("56B", "refused: a major penalty card, 50D"),
    # Law 57
    m("57A1", "premature lead or play: partner plays his highest of the suit led"),
    m("57A2", "partner plays his lowest of the suit led"),
    m("57A3", "partner plays a suit declarer names"),
    m("57A4", "partner must not play a suit declarer names"),
    m("57B", "partner who cannot comply plays any card (59)"),
    m("57C1", "no rectification when declarer has played from both hands"),
    m("57C2", "no rectification after dummy's premature selection or suggestion"),
    m("57C3", "declarer's premature play, if legal, stands"),
    m("57D", "a defender's play at RHO's turn: legal card at his turn, else major"),
    # Law 58
    m("58A", "simultaneous leads or plays: the one in turn counts first"),
    m("58B1", "several cards, one face visible: it is played"),
    m("58B2", "several faces visible: the player chooses; a defender's others penalty "
      "cards"),
    m("58B3", "an opponent who played after it may change his card", "47D"),
    m("58B4", "not noticed until both sides played on: Law 67", "67A2", "67B2(a)"),
    # Law 59
    m("59", "inability to lead or play as required: any legal card"),
    # Law 60
    m("60A1", "a non-offender plays after an irregularity: the right to rectify is lost"),
    m("60A2", "the irregular play is treated as in turn"),
    m("60A3", "earlier obligations of the offending side stay"),
    m("60B", "a defender plays before declarer's required lead: a major penalty card"),
    n("60C", "the offending side's play before rectification does not affect the rights",
      "states that 60A1 forfeits only the non-offenders' right: the engine's rulings take "
      "no input from the offenders' later play"),
    # Law 61
    m("61A", "the definition of a revoke"),
    m("61B1", "declarer may ask a defender"),
    m("61B2(a)", "dummy may ask declarer"),
    m("61B2(b)", "dummy may not ask a defender"),
    m("61B3", "defenders may ask declarer and each other"),
    m("61C", "a revoke claim does not entitle inspection of quitted tricks"),
    # Law 62
    m("62A", "a revoke must be corrected before it is established"),
    m("62B1", "a defender's unfaced card withdrawn: a major penalty card"),
    m("62B2", "declarer's or dummy's or a faced card: no further rectification"),
    m("62C1", "the non-offenders may take back cards played after the revoke"),
    m("62C2", "then the offender's side next in turn may take back"),
    m("62C3", "both sides revoked in one trick: both corrected"),
    m("62D1", "a trick-12 revoke is corrected before the hands are returned"),
    m("62D2", "a defender's trick-12 revoke before partner played: 16C"),
    # Law 63
    m("63A1", "established when the offending side plays to the next trick"),
    m("63A2", "established when the offending side designates a card to the next trick"),
    m("63A3", "established by the offending side's claim or concession"),
    m("63A4", "established by acquiescence in the opponents' claim"),
    m("63B", "an established revoke is not corrected"),
    # Law 64
    m("64A1", "the offender won the revoke trick: that trick and one more"),
    m("64A2", "the offender did not win it: one trick"),
    m("64B1", "no transfer: the offending side won no trick from the revoke on"),
    m("64B2", "no transfer: a second revoke in the same suit"),
    m("64B3", "no transfer: failure to play a penalty card or a card of dummy's"),
    m("64B4", "no transfer: attention after a call on the next board"),
    m("64B5", "no transfer: attention after the round"),
    m("64B6", "no transfer: the revoke on trick 12"),
    m("64B7", "no transfer: both sides revoked"),
    m("64B8", "no transfer: corrected under 62C3"),
    m("64C1", "adjusted score when the transfer does not compensate", "64C"),
    m("64C2(a)", "repeated revokes in one suit: adjusted score"),
    m("64C2(b)", "both sides revoked: the score as without revokes"),
    # Law 65
    n("65A", "each player turns his own card face down", PHYSICAL),
    n("65B1", "a quitted card pointing to partner: the side won the trick", POINTED),
    n("65B2", "a quitted card pointing to the opponents: they won it", POINTED),
    m("65B3", "a wrongly pointed card corrected until the side plays on"),
    n("65C", "the cards kept in order so the play can be reviewed",
      "the engine keeps every trick in order: the play can always be reviewed"),
    n("65D", "a player who disturbs the order jeopardises his claims",
      "the engine's record cannot be disturbed; where the facts are lost, 66D rules"),
    # Law 66
    m("66A", "the four cards of the last trick may be faced"),
    m("66B", "a player may look at his own last card"),
    m("66C", "quitted tricks only on the director's instruction"),
    m("66D", "after play: cards inspected; only one side mixed: rule for the other"),
    # Law 67
    m("67A1", "before both sides play on: the offender plays a card"),
    m("67A2", "before both sides play on: too many cards, 45E or 58B"),
    m("67B1(a)", "after: a card of the suit led placed; a revoke, one trick"),
    m("67B1(b)", "after: any card placed; a revoke, one trick"),
    m("67B2(a)", "after: extra cards back to the hand; the faced card stays"),
    m("67B2(b)", "a card returned belonged to the hand throughout"),
    m("67B3", "a card missing from the quitted cards: restored; adjusted if replayed"),
    # Law 68
    m("68", "only a statement about later tricks is a claim or concession"),
    m("68A", "a claim"),
    m("68B1", "a concession"),
    m("68B2", "a defender's concession his partner objects to: none"),
    m("68C", "a claim is clarified and the hand faced"),
    m("68D1", "play ceases; agreed: Law 69", "69A"),
    m("68D2(a)", "disputed: the director is called, Law 70"),
    m("68D2(b)(i)", "play on at the non-claimers' request if all four agree", "68D2(b)"),
    m("68D2(b)(ii)", "play on: the claim is void, the result played stands", "68D2(b)"),
    # Law 69
    m("69A", "acquiescence complete; the tricks scored as agreed"),
    n("69B1", "acquiescence withdrawn: a trick actually won",
      "a claim or concession in the engine covers only the tricks still to play: a trick "
      "already won in play is never given away (69B2's question covers the rest)"),
    m("69B2", "acquiescence withdrawn: a trick likely won had play continued"),
    # Law 70
    m("70A", "a disputed claim: doubtful points against the claimer"),
    m("70B1", "the claimer repeats his statement"),
    m("70B2", "the director hears the opponents' objections"),
    m("70B3", "the director may have the remaining cards faced"),
    m("70C1", "an outstanding trump the claimer did not mention", "70C"),
    m("70C2", "it is at all likely the claimer was unaware of it", "70C"),
    m("70C3", "a trick could be lost to it by a normal line", "70C"),
    m("70D1", "no successful line not embraced by the statement"),
    m("70D2", "no part of a defender's claim depending on partner's choice"),
    m("70E1", "no unstated line finding a particular card with an opponent"),
    m("70E2", "the RA's default order of playing a suit"),
    # Law 71
    m("71", "a concession stands once made"),
    m("71A", "a concession of a trick already won is cancelled"),
    m("71B", "a concession of a trick that could not be lost is cancelled"),
)  # fmt: skip

DIFFERENCES_41_71: Final[tuple[Difference, ...]] = (
    Difference(41, "§6", "start of play: the same face-down lead and review in every edition; "
               "footnotes only", each("41A"), "no-effect",
               "no mechanical difference (digest: engine impact none)"),
    Difference(42, "§6", "42B2: dummy may prevent any irregularity (2017), only declarer's "
               "(older)", each("42B2")),
    Difference(43, "§6", "43A3 (a defender must not show his hand to dummy): 2017 only",
               each("43A3")),
    Difference(43, "§6", "43B3 dummy first draws attention after losing his rights: no penalty "
               "(1987), both sides adjusted (1997), 12B1 (2007), defenders only (2017)",
               each("43B3")),
    Difference(43, "§6", "43B2(b) dummy asks about a revoke after losing his rights (1987: "
               "43B2(c))", {2017: ("43B2(b)",), 1987: ("43B2(b)",)}),
    Difference(45, "§6", "45C4(b): only declarer's designation of a dummy card, a slip of the "
               "tongue (2017); any player without pause for thought (older)",
               each("45C4(b)")),
    Difference(45, "§6", "45D: 2017 adds D2 (too late: play goes on); 1987 lacks declarer's "
               "retraction after RHO's change", each("45D2", "45D1")),
    Difference(46, "§6", "46B1(b) 'win' (not in 1987)", {2017: ("46B1(b)",), 1987: ("46B1(b)",)}),
    Difference(47, "§6", "47E1: LHO may not accept (1987: he may)", each("47E1")),
    Difference(47, "§6", "47E2: the opening lead is not withdrawn once dummy is faced "
               "(2007/2017); too late: 47E2(b) / 40C", each("47E2(a)")),
    Difference(50, "§6", "50 intro: the damage clause (72C 2017, 23 2007, 72B1 1997, 50A 1987)",
               each("50")),
    Difference(50, "§6", "50D2 options repeat while partner keeps the lead (a footnote from "
               "2007; INTERP all)", each("50D2(b)")),
    Difference(50, "§6", "50E information: a returned card UI (50E2; 1997 50D1); 1987 minor "
               "card UI (50D)", {2017: ("50E2",), 2007: ("50E2",), 1997: ("50E2",),
                                 1987: ("50C",)}),
    Difference(50, "§6", "50E3 a played penalty card's origin UI (2007/2017; 1997 50D1; "
               "1987 none); 50E4 end-of-play adjustment (2017 only)", each("50E3")),
    Difference(51, "§6", "51B: the ban lasts while partner keeps the lead (2007/2017); 51B2(c) "
               "'neither' (2017)", each("51B2(c)")),
    Difference(53, "§6", "53A: a faced lead out of turn before trick 13 (2017: trick 13 "
               "withdrawn)", each("53A")),
    Difference(53, "§6", "53B/53C letters: proper lead / wrong defender swapped in 2017",
               each("53B")),
    Difference(54, "§6", "54D refused lead: 50D (2007/2017), 56 (1987/1997); 54 intro partner's "
               "face-down lead (not 1987)", each("54D", "54")),
    Difference(55, "§6", "55A tie-break: the next player's choice prevails (2007/2017)",
               each("55A")),
    Difference(55, "§6", "55C: Law 16 (2007/2017), the director may adjust (1987/1997)",
               each("55C")),
    Difference(56, "§6", "56: accept / refuse sections by edition", each("56B")),
    Difference(57, "§6", "57A: four options for partner (2017), three (older)", each("57A3")),
    Difference(57, "§6", "57D (2017 only): a defender plays at RHO's turn",
               {2017: ("57D",), 2007: ("57",), 1997: ("57",), 1987: ("57",)}),
    Difference(57, "§6", "57C: declarer's premature play stands (57C3 2017, 57C2 2007, 45C2 "
               "older)", each("57C3")),
    Difference(61, "§6", "61B3: defenders ask each other (2017), unless the RA forbids (2007), "
               "if the Zone allows (1997), never (1987)", each("61B3")),
    Difference(62, "§6", "62C3: both sides revoke in one trick, both corrected (2017)",
               {2017: ("62C3",), 2007: ("63B",), 1997: ("62C3",), 1987: ("62C3",)}),
    Difference(62, "§6", "62D2: 16C (2017), restriction (1997/2007), declarer chooses (1987)",
               each("62D2")),
    Difference(63, "§6", "63A3: accepting a claim establishes (1987/1997); 63A4 acquiescence "
               "(2017)", {2017: ("63A4", "63A3"), 2007: ("63A4",), 1997: ("63A3",),
                          1987: ("63A",)}),
    Difference(63, "§6", "1997 63B: a revoke after an illegal inquiry", each("63B")),
    Difference(64, "§6", "64A2: one trick (2007/2017), plus one for a later trick won with a "
               "card of the revoke suit (1987/1997)", each("64A2")),
    Difference(64, "§6", "64 footnote: dummy's trick is not declarer's (2007/2017)",
               {2017: ("64A2",), 2007: ("64A2",), 1997: ("64A1",), 1987: ("64A1",)}),
    Difference(64, "§6", "64B7 both sides revoked (2007/2017); 64B8 62C3 (2017)",
               {2017: ("64B7", "64B8"), 2007: ("64B7",), 1997: ("64A2",), 1987: ("64A2",)}),
    Difference(64, "§6", "64B3: a penalty card or any card of dummy's (2017), any faced card "
               "(older)", each("64B3")),
    Difference(64, "§6", "64C: C2(a) repeated revokes, C2(b) both sides revoked (2017)",
               each("64C2(a)", "64C2(b)")),
    Difference(65, "§6", "65B3: re-pointing by any player until his side plays on (2017), "
               "2007 rules, none before", each("65B3")),
    Difference(66, "§6", "66B: own last card until the side / the player plays on",
               each("66B")),
    Difference(67, "§6", "67B1: failure to play found late: a deemed revoke in both cases "
               "(2007/2017), none with a card of the suit (1987/1997)", each("67B1")),
    Difference(67, "§6", "67B3 (2017 only): a card missing from the quitted cards (earlier: "
               "restored, Law 12A1 for an adjustment)", each("67B3")),
    Difference(68, "§6", "68B2: a defender's concession objected to: 16C (2017), 16D (2007), "
               "16 (older)", each("68B2")),
    Difference(68, "§6", "68D2(b): play on by agreement (2017 only)", each("68D2(b)", "68D")),
    Difference(69, "§6", "69B: a trick likely won (2007/2017), not losable by normal play "
               "(1987/1997)", each("69B")),
    Difference(70, "§6", "70B: the order of the procedure (1987/1997: hands faced before the "
               "objections)", each("70B")),
    Difference(70, "§6", "70D3 play after the claim as evidence (2007 only); 70E1 irrational "
               "clause (1997/2007); 70E2 default order (2007/2017)", each("70")),
    Difference(70, "§6", "70D2 a defender's claim depending on partner (2007/2017 only; "
               "1987/1997: 70A alone)", each("70D2")),
    Difference(71, "§6", "71: normal play within the correction period (2007/2017); legal "
               "play, or normal until the next board (1987/1997)", each("71")),
)  # fmt: skip
