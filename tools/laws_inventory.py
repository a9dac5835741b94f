"""The inventory of Laws 9-40 for ``docs/laws-coverage.md``: every subsection of the 2017
text (FI17, digest §3) with its status, and the edition differences of digest §5.3-§5.15.

A subsection is ``mechanical`` (the engine implements it; the page shows the editions in
which a test marked with its reference, or one of its :attr:`Subsection.also` references,
checks it), ``no-effect`` (it has no mechanical effect: a propriety, a duty of the players
or the organiser, a definition; the reason says which), or ``missing`` (not implemented;
the reason says why). A difference names, for each edition it concerns, the marker
references that test it there.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

__all__ = ["DIFFERENCES", "INVENTORY", "Difference", "Subsection"]

ALL: Final = (2017, 2007, 1997, 1987)


@dataclass(frozen=True)
class Subsection:
    """A subsection of the 2017 Laws 9-40."""

    ref: str
    title: str
    status: str = "mechanical"
    """``"mechanical"``, ``"no-effect"`` or ``"missing"``."""
    reason: str = ""
    also: tuple[str, ...] = ()
    """Related references, for the reader only: a subsection's ticks come from tests marked
    with the subsection itself (or a subdivision of it), never from these."""

    @property
    def law(self) -> int:
        """The Law's number."""
        digits = ""
        for char in self.ref:
            if not char.isdigit():
                break
            digits += char
        return int(digits)


@dataclass(frozen=True)
class Difference:
    """An edition difference of the digest (§5), with the markers that test it."""

    law: int
    digest: str
    what: str
    refs: dict[int, tuple[str, ...]]
    """For each edition it concerns: marker references, one of which must be tested in
    that edition."""
    status: str = "mechanical"
    reason: str = ""


def m(ref: str, title: str, *also: str) -> Subsection:
    """A mechanical subsection."""
    return Subsection(ref, title, "mechanical", "", also)


def n(ref: str, title: str, reason: str) -> Subsection:
    """A subsection with no mechanical effect."""
    return Subsection(ref, title, "no-effect", reason)


def x(ref: str, title: str, reason: str) -> Subsection:
    """A subsection not implemented."""
    return Subsection(ref, title, "missing", reason)


def each(*refs: str) -> dict[int, tuple[str, ...]]:
    """The same marker references in every edition."""
    return dict.fromkeys(ALL, refs)


PROPRIETY = "a propriety for the players: nothing for the engine to apply"

INVENTORY: Final[tuple[Subsection, ...]] = (
    # Law 9
    m("9A1", "any player may draw attention during the auction period"),
    m("9A2", "declarer or a defender during the play period"),
    m("9A3", "any player, dummy included, may try to prevent an irregularity"),
    m("9A4", "dummy may not draw attention until play ends (20F5 exception)"),
    n("9A5", "no duty to point out one's own side's infraction",
      "a player's silence is not an event; the duty of 20F5 is ruled under Law 20"),
    m("9B1(a)", "the director should be called at once", "9B1"),
    m("9B1(b)", "any player, dummy included, may call the director"),
    n("9B1(c)", "calling the director loses no right",
      "DirectorCalled changes no right: it only closes the window of the pending call"),
    n("9B1(d)", "pointing out one's own side's irregularity does not affect the opponents",
      "who drew attention is not an input of any ruling"),
    m("9B2", "no action until the director has explained the rectification"),
    m("9C", "premature correction may bring further rectification", "27C", "27B"),
    # Law 10
    m("10A", "only the director decides rectification"),
    m("10B", "the director upholds or cancels the players' own rectification"),
    m("10C1", "the director explains every option"),
    m("10C2", "the chooser chooses without consulting partner"),
    n("10C3", "the non-offending side may choose the best option", PROPRIETY),
    n("10C4", "after rectification the offenders may call to their best advantage",
      "no restriction beyond the 16C2 ledger and the 27D/72C review flags"),
    # Law 11
    m("11A", "forfeiture when the non-offending side acts before the director"),
    m("11B", "a procedural penalty is still possible"),
    # Law 12
    m("12A1", "adjustment when the Laws provide no rectification"),
    m("12A2", "artificial score when normal play is impossible"),
    m("12A3", "adjustment when a rectification was wrongly applied"),
    n("12B1", "the objective of an adjustment",
      "guidance for the director's judgment; the decision record holds his result"),
    m("12B2", "no adjustment because a rectification is severe"),
    m("12C1(a)", "an assigned score replaces the table score"),
    m("12C1(b)", "the probable result without the infraction"),
    m("12C1(c)", "weighted assigned scores"),
    m("12C1(d)", "artificial score when the outcomes are numerous or unclear", "12C2(a)"),
    m("12C1(e)", "the non-offenders' self-inflicted damage"),
    m("12C2(a)", "average plus / average / average minus"),
    m("12C2(b)", "+3 / -3 IMPs"),
    m("12C2(c)", "session percentages above 60 % / below 40 %"),
    x("12C2(d)", "RA values for several lost boards in a session",
      "a Regulating Authority option (FI17's national values are not WBF law); not modelled"),
    n("12C3", "individual events: both members of the offending pair alike",
      "a decision applies to a side, both members alike; the blameless partner's "
      "exemption from a procedural penalty is the director's judgment (Law 90)"),
    m("12C4", "knockout: non-balancing scores averaged"),
    # Law 13
    m("13A1", "no call yet, no card seen: corrected and played"),
    m("13A2", "no call yet, a card seen: played, adjusted if the UI told"),
    m("13B1", "called: corrected and played without change of call"),
    m("13B2", "called: adjusted score otherwise"),
    m("13C", "an extra card: removed; adjustment only if played to a quitted trick"),
    m("13D", "found after play: the result is cancelled"),
    # Law 14
    m("14A1", "missing card found before the lead: restored"),
    m("14A2", "not found: the deal is reconstructed"),
    m("14A3", "no call is changed"),
    m("14B1", "found among the played cards: Law 67"),
    m("14B2", "found elsewhere: restored, rectification may follow"),
    m("14B3", "not found: reconstructed, rectification may follow"),
    m("14B4", "the restored card belonged to the hand throughout"),
    m("14C", "knowledge of the restoration is UI to partner"),
    # Law 15
    m("15A1", "a call with a wrong board's cards is cancelled with later calls"),
    m("15A2(a)", "partner called since: adjusted score"),
    m("15A2(b)", "otherwise the offender calls again"),
    m("15A2(c)", "16C applies to the withdrawn calls", "15A2(b)", "16C"),
    m("15A3", "the offender later plays that board"),
    m("15A4", "a procedural penalty may be given", "15A2(a)"),
    m("15B1", "wrong board: previously played by one of the four, cancelled"),
    m("15B2", "wrong board: not played before, played and scored"),
    m("15B3", "artificial scores for contestants deprived of a result"),
    # Law 16
    n("16A1(a)", "information from legal calls and plays may be used",
      "what a player may use; applied through the ledger (16B-16D) and review flags"),
    n("16A1(b)", "authorized information from withdrawn actions", "applied through 16C"),
    n("16A1(c)", "information a law or regulation declares authorized",
      "what a player may use; nothing to apply"),
    n("16A1(d)", "information held before taking the cards out",
      "what a player may use; nothing to apply"),
    n("16A2", "estimate of one's score, opponents' style, regulations", PROPRIETY),
    m("16B1(a)", "UI from partner: no logical alternative it suggests"),
    m("16B1(b)", "the definition of a logical alternative"),
    n("16B2", "reserving the right to call the director",
      "a player's announcement; the ruling states the right (16B2) when UI is reported"),
    m("16B3", "call the director at the end of play; adjust if the offenders gained"),
    m("16C1", "withdrawn actions: authorized to the non-offending side"),
    m("16C2", "withdrawn actions: unauthorized to the offending side"),
    m("16C3", "adjustment when a 16C2 breach damaged the non-offenders"),
    m("16D1", "UI from other sources reported to the director"),
    m("16D2(a)", "before any call: seats adjusted"),
    m("16D2(b)", "before any call: redeal"),
    m("16D2(c)", "play on, ready to adjust"),
    m("16D2(d)", "adjusted score"),
    m("16D3", "after the first call: only (c) or (d)"),
    # Law 17
    n("17A", "the auction period starts when a side takes its cards out",
      "the table starts with the cards out of the board; that moment is not an event"),
    m("17B", "the dealer calls first"),
    m("17C", "then each player in rotation"),
    m("17D1", "the auction period ends when the opening lead is faced", "17D"),
    m("17D2", "passed out: the period ends when the hands are back", "22B"),
    m("17D3", "three passes that skipped a player do not end the auction"),
    # Law 18
    m("18A", "a bid: one to seven odd tricks and a denomination"),
    m("18B", "a bid supersedes the previous one"),
    m("18C", "a sufficient bid"),
    m("18D", "an insufficient bid"),
    m("18E", "rank of denominations", "18B"),
    n("18F", "RA may approve other methods of calling",
      "an input method (bidding boxes, tablets): the engine receives calls"),
    # Law 19
    m("19A1", "a double: only an opponent's last bid, only passes since"),
    n("19A2", "say 'double' without naming the bid", "the engine's double names no bid"),
    n("19A3", "a double naming the bid wrongly doubles the bid made",
      "the engine's double carries no bid: it always doubles the bid made"),
    m("19B1", "a redouble: only an opponent's double"),
    n("19B2", "say 'redouble' without naming the bid", "the engine's redouble names no bid"),
    n("19B3", "a redouble naming the bid wrongly", "the engine's redouble carries no bid"),
    m("19C", "a later bid supersedes a double"),
    m("19D", "doubled and redoubled contracts score more"),
    # Law 20
    n("20A", "clarification of a call not heard clearly",
      "conversation at the table; the engine records calls as made"),
    m("20B", "review of the auction at one's own turn, not when obliged to pass"),
    m("20C1", "after the final pass: whose opening lead?"),
    m("20C2", "review at the first turn to play"),
    n("20D", "only an opponent restates the calls", "who speaks is not an event"),
    m("20E", "every player corrects an error in a restatement"),
    m("20F1", "explanations at one's own turn to call"),
    m("20F2", "explanations at one's own turn to play"),
    m("20F3", "a question about a single call", "20F1"),
    m("20F4", "correcting one's own mistaken explanation"),
    m("20F5(a)", "partner's mistaken explanation: not corrected during the auction"),
    m("20F5(b)", "the director is called at the first legal opportunity"),
    m("20F6", "a call based on an opponent's misinformation: Law 21", "21B1(a)"),
    n("20G1", "no question solely for partner's benefit",
      "a propriety; if it conveys information it is reported as UI (16B)"),
    n("20G2", "no question solely to elicit a wrong answer", PROPRIETY),
    m("20G3", "no consulting one's own system card", "40B2(b)"),
    # Law 21
    n("21A", "no redress for one's own misunderstanding", "nothing to apply"),
    m("21B1(a)", "change of call after misinformation"),
    m("21B1(b)", "presumption of a mistaken explanation", "21B1(a)"),
    m("21B2", "LHO may change his later call"),
    m("21B3", "too late to change: adjusted score"),
    # Law 22
    m("22A", "three passes after a bid end the auction"),
    m("22B", "four passes: no play, no redeal"),
    # Law 23
    m("23A", "comparable call"),
    m("23B", "comparable replacement: no further rectification, no 16C2"),
    m("23C", "adjustment after a comparable call"),
    # Law 24
    m("24", "exposed cards face up until the auction period ends"),
    m("24A", "a single low card: no further rectification"),
    m("24B", "a single honour or a card led: partner passes once"),
    m("24C", "two or more cards: partner passes once"),
    m("24D", "offender declarer or dummy: cards returned"),
    m("24E", "offender a defender: penalty cards"),
    # Law 25
    m("25A1", "an unintended call replaced until partner calls"),
    m("25A2", "the test is intent at the moment of the call", "25A"),
    n("25A3", "how he became aware does not matter", "nothing to check"),
    m("25A4", "no replacement after partner has called"),
    m("25A5", "not after the auction period", "25A"),
    m("25A6", "LHO may withdraw the call he made over it"),
    m("25B1", "a change of mind accepted by LHO"),
    m("25B2", "otherwise the first call stands (26 may apply)"),
    m("25B3", "16C applies to withdrawn calls", "25B1", "25B2"),
    # Law 26
    m("26A", "comparable replacement: no lead restriction"),
    m("26B", "otherwise declarer may forbid one suit"),
    # Law 27
    m("27A1", "LHO may accept an insufficient bid"),
    m("27A2", "an insufficient bid out of rotation: Law 31"),
    m("27B1(a)", "the lowest sufficient bid in the same denomination(s)"),
    m("27B1(b)", "a comparable call"),
    m("27B2", "another sufficient bid or a pass: partner passes throughout"),
    m("27B3", "an attempted double or redouble"),
    m("27B4", "another insufficient bid"),
    m("27C", "premature replacement"),
    m("27D", "adjustment after 27B1"),
    # Laws 28-29
    m("28A", "a call at the turn of a player obliged to pass is in rotation"),
    m("28B", "the correct player's call cancels the call out of rotation"),
    m("29A", "LHO accepts a call out of rotation by calling"),
    m("29B", "otherwise it is cancelled"),
    m("29C", "an artificial call out of rotation: the denominations specified (2017: "
      "they enter the comparable-call judgment, 23A, and the suits specified, 26B)",
      "23A", "26B"),
    # Law 30
    m("30A", "pass out of rotation at RHO's turn"),
    m("30B1(a)", "at partner's turn: partner calls freely (16C2)"),
    m("30B1(b)(i)", "the offender's comparable call", "30B1(b)"),
    m("30B1(b)(ii)", "not comparable: partner passes once", "30B1(b)"),
    m("30B2", "at LHO's turn after his own call: a change of call", "30B2(a)", "25"),
    m("30C", "an artificial pass: Law 31"),
    # Law 31
    m("31A1", "bid out of rotation at RHO's turn, RHO passes: repeat"),
    m("31A2(a)", "RHO acts: comparable call"),
    m("31A2(b)", "not comparable: partner passes once"),
    m("31B1", "at partner's turn: partner calls freely"),
    m("31B2", "the offender's call ruled as 31A2"),
    m("31C", "later calls at LHO's turn: a change of call", "25"),
    # Law 32
    m("32", "a double out of rotation may be accepted; an inadmissible one never", "32A"),
    m("32A1", "at RHO's turn, RHO passes: repeat"),
    m("32A2(a)", "RHO acts: comparable call"),
    m("32A2(b)", "not comparable: partner passes once"),
    m("32B1", "at partner's turn: partner calls freely"),
    m("32B2", "the offender's call ruled as 32A2"),
    m("32C", "later calls at LHO's turn: a change of call", "25"),
    # Laws 33-39
    m("33", "simultaneous calls"),
    m("34", "retention of the right to call: 17D3", "17D3"),
    m("35A", "a double or redouble not permitted by Law 19: Law 36"),
    m("35B", "a call by a player obliged to pass: Law 37"),
    m("35C", "a bid above seven: Law 38"),
    m("35D", "a call after the final pass: Law 39"),
    m("36A", "LHO called: it and later calls cancelled"),
    m("36B1", "the double or redouble is cancelled", "36B"),
    m("36B2", "a legal call substituted; partner passes throughout", "36B"),
    m("36B3", "72C and 26B may apply", "36B"),
    m("36B4", "out of rotation: back to the player whose turn it was"),
    m("36C", "found after the opening lead: contract as if not made"),
    m("37A", "LHO called: the call stands"),
    m("37B1", "the call is cancelled", "37B"),
    m("37B2", "a pass substituted; both offenders pass throughout", "37B"),
    m("38A", "no contract above seven is played", "38"),
    m("38B", "the bid and later calls cancelled"),
    m("38C", "a pass substituted; both offenders pass throughout"),
    m("38D", "72C and 26B, except when LHO called"),
    m("39A", "calls after the final pass are cancelled"),
    m("39B", "no rectification: LHO called, a defender's pass, the declaring side"),
    m("39C", "a defender's bid, double or redouble: 26B"),
    # Law 40
    n("40A1(a)", "how partnership understandings arise", "a definition"),
    n("40A1(b)", "agreements disclosed before play, as the RA specifies",
      "a duty of the pairs and the organiser; a failure is ruled under 40B3/40B5"),
    n("40A2", "the information agreements may convey", "a rule for players"),
    m("40A3", "any call without prior notice, unless an undisclosed agreement", "40C1"),
    n("40A4", "a meaning may not depend on which partner makes the call",
      "a regulation of methods; a breach is reported and ruled under 40B4"),
    n("40B1(a)", "an understanding is a partnership understanding", "a definition"),
    n("40B1(b)", "RA designates special partnership understandings", "an RA power"),
    n("40B1(c)", "every artificial call is a special understanding", "a definition"),
    n("40B2(a)", "RA powers over understandings, cards, alerts, psychics",
      "Regulating Authority powers (configuration, not engine rules)"),
    m("40B2(b)", "one's own system card"),
    m("40B2(c)", "the opponents' system card"),
    n("40B2(d)", "no aids to memory, calculation or technique",
      "a propriety; a breach is reported (Kind.OTHER) and penalised under Law 90"),
    m("40B3(a)", "failure to disclose: adjusted score"),
    m("40B3(b)", "repeated failures may be penalised"),
    m("40B4", "an understanding not permitted by regulation"),
    n("40B5(a)", "full disclosure when explaining", "a duty of the explaining player; "
      "a failure is ruled under 40B5(b)"),
    m("40B5(b)", "crucial information withheld: adjusted score"),
    m("40C1", "deviation known to partner: adjusted score"),
    m("40C2", "no duty to disclose a deviation otherwise"),
)  # fmt: skip

DIFFERENCES: Final[tuple[Difference, ...]] = (
    # §5.3 Laws 9-16
    Difference(9, "§5.3", "dummy's limits: 9A4 (2017), 9A3 (2007), 9A2(b) (1987/1997)",
               {2017: ("9A4",), 2007: ("9A3",), 1997: ("9A2",), 1987: ("9A2",)}),
    Difference(9, "§5.3", "dummy may prevent only declarer's irregularity (1987/1997)",
               {1997: ("9A3",), 1987: ("9A3",)}),
    Difference(11, "§5.3", "1987 11B: the offender's LHO's call forfeits the right",
               {1987: ("11B",)}),
    Difference(11, "§5.3", "2017 11A: only the side that gained is adjusted",
               each("11A")),
    Difference(11, "§5.3", "a non-offenders' spectator drew attention: 11B1 (1997), 11C1 "
               "(1987); no such rule in 2007/2017", {1997: ("11B1",), 1987: ("11C1",)}),
    Difference(12, "§5.3", "1997 12C3: the appeals committee may vary an assigned score",
               {1997: ("12C3",)}, "no-effect", "appeals are outside the engine"),
    Difference(40, "§5.15", "1987/1997 40D-40E1: Zones and sponsors regulate conventions "
               "and convention cards", {1997: ("40D",), 1987: ("40D",)}, "no-effect",
               "regulations, not rules of the table"),
    Difference(11, "§5.3", "procedural penalty: 11B (2017/2007), 11C (1997), 11D (1987)",
               {2017: ("11B",), 2007: ("11B",), 1997: ("11C",), 1987: ("11D",)}),
    Difference(12, "§5.3", "artificial scores: 12C2(a) (2007/2017), 12C1 (1987/1997)",
               {2017: ("12C2(a)",), 2007: ("12C2(a)",), 1997: ("12C1",), 1987: ("12C1",)}),
    Difference(12, "§5.3", "session override: 12C2(c) both sides (2007/2017), Law 88 "
               "non-offenders only (1987/1997)",
               {2017: ("12C2(c)",), 2007: ("12C2(c)",), 1997: ("12C1",), 1987: ("12C1",)}),
    Difference(12, "§5.3", "IMPs: 12C2(b) (2007/2017), 86A (1987/1997)",
               {2017: ("12C2(b)",), 2007: ("12C2(b)",), 1997: ("12C2(b)",),
                1987: ("12C2(b)",)}),
    Difference(12, "§5.3", "assigned scores: probable result (2017), RA may use most "
               "favourable (2007 12C1(e)), most favourable (1987/1997 12C2)",
               {2017: ("12C1(b)",), 2007: ("12C1(e)",), 1997: ("12C2",), 1987: ("12C2",)}),
    Difference(12, "§5.3", "weighting: 2017, 2007 unless the RA forbids, never before",
               each("12C1(c)")),
    Difference(12, "§5.3", "self-inflicted damage: 12C1(e) (2017), 12C1(b) (2007), none",
               each("12C1(e)")),
    Difference(12, "§5.3", "12A2 'shall' (2007/2017) vs 'may' (1987/1997)", each("12A2")),
    Difference(12, "§5.3", "knockout averaging: 12C4 (2007/2017), 86B (1987/1997)",
               each("12C4")),
    Difference(13, "§5.3", "a call with a wrong hand: judgment (2017 13B, 2007 13A/B), "
               "consent of all four (1997), artificial score (1987)",
               {2017: ("13B1",), 2007: ("13B1", "13A"), 1997: ("13",), 1987: ("13",)}),
    Difference(13, "§5.3", "no call, a card seen: played (2017 13A2), judgment (2007 "
               "13D2), consent (1987/1997 13B)",
               {2017: ("13A2",), 2007: ("13D2(a)",), 1997: ("13B1",), 1987: ("13B1",)}),
    Difference(13, "§5.3", "extra card: 13C (2017), 13F (2007), no rule (1987/1997)",
               {2017: ("13C",), 2007: ("13F",), 1997: ("13C",), 1987: ("13C",)}),
    Difference(13, "§5.3", "UI to partner: 13E (2007 only)", {2007: ("13E",)}),
    Difference(13, "§5.3", "found after play: 13D (2017), 13C (1987-2007)",
               {2017: ("13D",), 2007: ("13C",), 1997: ("13C",), 1987: ("13C",)}),
    Difference(14, "§5.3", "trigger: three correct hands (1987/1997), else Law 13",
               {1997: ("14",), 1987: ("14",)}),
    Difference(14, "§5.3", "14B until the end of the correction period (2017), the end "
               "of play (2007), during play (1987/1997)", each("14B")),
    Difference(14, "§5.3", "14C (UI) and 14A3 (no change of call) from 2007",
               {2017: ("14C",), 2007: ("14C",), 1997: ("14A",), 1987: ("14A",)}),
    Difference(15, "§5.3", "wrong board's cards: 15A (2017), 17D (1997/2007), 17D "
               "cancellation (1987)",
               {2017: ("15A2(a)",), 2007: ("17D",), 1997: ("17D",), 1987: ("17D",)}),
    Difference(15, "§5.3", "wrong board played: 15B1-3 (2017); 15A not played before, 15B "
               "played before, 15C found in the auction with a second auction (1987-2007); "
               "1987 15C any player may demand cancellation",
               {2017: ("15B1", "15B2"), 2007: ("15A", "15C"), 1997: ("15A", "15C"),
                1987: ("15C",)}),
    Difference(16, "§5.3", "partner's UI: 16B (2007/2017), 16A (1987/1997); "
               "'reasonably' (1987) / 'demonstrably' suggested",
               {2017: ("16B1(a)",), 2007: ("16B1(a)",), 1997: ("16A",), 1987: ("16A",)}),
    Difference(16, "§5.3", "when to call the director: 16B3 end of play, 16A2 at once",
               {2017: ("16B3",), 2007: ("16B3",), 1997: ("16A2",), 1987: ("16A2",)}),
    Difference(16, "§5.3", "other sources: 16D2/16D3 (2017), 16C2(d) artificial and "
               "16C3 (2007), 16B seats/substitute/artificial (1987/1997)",
               {2017: ("16D3",), 2007: ("16C2(d)",), 1997: ("16B",), 1987: ("16B",)}),
    Difference(16, "§5.3", "withdrawn actions: 16C (2017/1997/1987), 16D (2007); 1987 "
               "16C2 offenders may use their own", each("16C", "16D")),
    # §5.4 Laws 17-22
    Difference(17, "§5.4", "start of the auction period (17A) by edition", each("17A"),
               "no-effect", "the table starts with the cards out of the board"),
    Difference(17, "§5.4", "three passes with a player skipped: 17D3 (2017), 17E2 "
               "(2007), 34 (1987/1997)",
               {2017: ("17D3",), 2007: ("17E2",), 1997: ("34",), 1987: ("34",)}),
    Difference(20, "§5.4", "20F1: no explanation when obliged to pass (FI17 footnote 7)",
               each("20F1")),
    Difference(20, "§5.4", "20C1: 'a player' may ask (1997), a defender otherwise",
               each("20C1")),
    Difference(20, "§5.4", "20F4/20F5 from 2007 (2007: call at once, 40B4; 2017: "
               "clarification period, 40B3)",
               {2017: ("20F4", "20F5"), 2007: ("20F4", "20F5"), 1997: ("40C",),
                1987: ("40C",)}),
    Difference(21, "§5.4", "21B1 test: could well have been influenced / as a result / "
               "can be considered / probable", each("21B1(a)")),
    Difference(22, "§5.4", "22A/22B (2017), 22A2/22A1 (2007), 22B/22A (1987/1997)",
               {2017: ("22A",), 2007: ("22A2",), 1997: ("22B",), 1987: ("22B",)}),
    # §5.5 Law 23
    Difference(23, "§5.5", "comparable call (2017), awareness of damage (2007), "
               "enforced pass (1997), 23A/23B (1987)",
               {2017: ("23A", "72C"), 2007: ("23",), 1997: ("23",), 1987: ("23A", "23B")}),
    # §5.6-§5.13 Laws 24-32 (agent A's tests)
    Difference(24, "§5.6", "penalty cards automatic (2017) or at declarer's option",
               each("24E", "24")),
    Difference(25, "§5.7", "unintended call: intent (2017), without pause (older); until "
               "partner calls (not 1987)", each("25A")),
    Difference(25, "§5.7", "change of mind not accepted: 26 (2017), none (2007), "
               "average minus (1997), rest-pass (1987)",
               {2017: ("25B2",), 2007: ("25B2",), 1997: ("25B2(b)",), 1987: ("25B2(b)",)}),
    Difference(26, "§5.8", "lead restrictions: 26B forbid (2017), require or forbid "
               "(1987-2007)", {2017: ("26B",), 2007: ("26A2",), 1997: ("26A2",),
                               1987: ("26A2",)}),
    Difference(27, "§5.9", "27B1 tests by edition", each("27B1(a)")),
    Difference(27, "§5.9", "premature replacement stands (2007/2017), cancelled "
               "(1987/1997)", {2017: ("27C",), 2007: ("27C",), 1997: ("27B",),
                               1987: ("27B",)}),
    Difference(28, "§5.10", "28B information clause: 16C2 / 16D2 / none (1987)",
               each("28B")),
    Difference(29, "§5.10", "29C artificial call out of rotation (not in 1987)",
               {2017: ("29C", "23A"), 2007: ("29C",), 1997: ("29C",), 1987: ("29C", "31A2(a)")}),
    Difference(30, "§5.11", "pass out of rotation: comparable call (2017), offender "
               "silenced and no double (older)",
               {2017: ("30B1(a)", "30B1(b)"), 2007: ("30B2(a)",), 1997: ("30B2(a)",),
                1987: ("30B2(a)",)}),
    Difference(31, "§5.12", "bid out of rotation: comparable call (2017), repeat the "
               "denomination or be silenced (older)",
               {2017: ("31A2(a)",), 2007: ("31A2(b)",), 1997: ("31A2(b)",),
                1987: ("31A2(b)",)}),
    Difference(31, "§5.12", "at partner's turn: partner free (2017), silenced (older)",
               {2017: ("31B1",), 2007: ("31B",), 1997: ("31B",), 1987: ("31B",)}),
    Difference(32, "§5.13", "double out of rotation: comparable (2017), partner silenced "
               "(older)", {2017: ("32A2(b)",), 2007: ("32A",), 1997: ("32A",),
                           1987: ("32A",)}),
    # §5.14 Laws 33-39
    Difference(35, "§5.14", "inadmissible calls condoned (1987/1997 Law 35A-D) vs the "
               "list of 35 (2007/2017)", each("35A", "35B", "35C", "35D")),
    Difference(36, "§5.14", "36C (2017 only); LHO called: 36A / 35A",
               {2017: ("36C",), 2007: ("36A", "36C"), 1997: ("35A", "36C"),
                1987: ("35A", "36C")}),
    Difference(37, "§5.14", "LHO called: 37A (2007/2017), 35B (1987/1997)",
               {2017: ("37A",), 2007: ("37A",), 1997: ("35B",), 1987: ("35B",)}),
    Difference(38, "§5.14", "LHO called: silenced (2007/2017 38D), 35C as if nothing "
               "happened (1987/1997)",
               {2017: ("38D",), 2007: ("38D",), 1997: ("35C",), 1987: ("35C",)}),
    Difference(39, "§5.14", "39C 26B (2017), 39C 26 (2007), 39B lead penalties / 35D "
               "(1987/1997)", {2017: ("39C",), 2007: ("39",), 1997: ("39",),
                               1987: ("39",)}),
    # §5.15 Law 40
    Difference(40, "§5.15", "Law 40's sections by edition (disclosure 40B3/40B4/40C, "
               "illegal 40B4/40B5/40D, deviation 40C1/40B)",
               {2017: ("40B3(a)", "40B4"), 2007: ("40B4", "40B5"), 1997: ("40C", "40D"),
                1987: ("40C", "40D")}),
    Difference(40, "§5.15", "system cards: 40B2(b)/(c) (2007/2017), 40E2 (1987/1997)",
               {2017: ("40B2(b)",), 2007: ("40B2(b)",), 1997: ("40E2",), 1987: ("40E2",)}),
)  # fmt: skip
