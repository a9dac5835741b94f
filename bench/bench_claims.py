"""The director's claim analysis (Law 70) at trick 5, and the Law 64C comparison.

Ours: :func:`bridgelaw.analysis.claims.analyse_claim` on claims made after four
tricks (nine cards each), every normal line searched against the best defence;
and :func:`bridgelaw.analysis.equity.revoke_equity` on a board with a revoke.
There is no peer library that analyses claims: the reference is one plain
double-dummy solve of the same position by DDS (endplay ``solve_board``), and the
ratio says how many DDS solves our analysis costs.

The claims are realistic: deals where the declaring side has 10 or more tricks
double dummy, played double dummy for four tricks; the declaring side is on lead,
careful normal play takes its double-dummy tricks, and it claims them ("the rest
are ours", no line stated). Every order of the winning suits is a line; each is
searched played carefully and carelessly (the 24-line claim is the fourth: four
winning suits). They come from :func:`claim_positions`
(seeded, two minutes of double-dummy play to find them), written out in
:data:`TRICK_5` so that a run does not repeat that search. Every claim position of the
claim tests (tests/laws/test_law_70_claims_analysis.py, test_law_68_71_claims.py and
the CLI's rule scripts) is timed too, each against one DDS solve of the same ending.
The goal (issue 11): every claim from trick 5 on under 1 s and under 250 DDS solves.
"""

from __future__ import annotations

import time

from endplay.dds import solve_board
from endplay.types import Card as EndplayCard
from endplay.types import Deal as EndplayDeal
from endplay.types import Denom, Player

from bridgelaw.analysis import linecore
from bridgelaw.analysis.claims import ClaimStatement, analyse_claim, parse_line
from bridgelaw.analysis.endings import (
    Position,
    dd_card_tricks,
    dd_tricks,
    line_tricks,
    position_after,
)
from bridgelaw.analysis.equity import revoke_equity
from bridgelaw.analysis.normal import NormalPlay
from bridgelaw.core import Card, Contract, Deal, Hand, Seat, Strain, Vulnerability
from bridgelaw.dd import dd_tables
from bridgelaw.dealing import deals as random_deals

CLAIMS = 4
"""Claim positions at trick 5 analysed."""

GOAL_SECONDS = 1.0
GOAL_RATIO = 250.0

TRICK_5 = (
    ("N:K7.75.KT7.KQ 2.AKJT943.6. T985.Q86.AJ. AQJ643.2.Q8.", "S", "NT", "", "S", 6),
    ("N:.KQ9754.K.Q6 AKJ86.T2.4.A T9.AJ6.Q753. Q4.83.JT9.87", "W", "S", "", "W", 6),
    ("N:K9.A65.T4.J9 AQ8..KJ8.AKQ T542...76543 J763.QJ.AQ9.", "W", "D", "", "W", 9),
    ("N:K92.A6.A.KJT 743.KT75.Q7. AJT.J832.85. Q865.Q94.JT.", "N", "C", "", "N", 8),
)
""":func:`claim_positions` (``CLAIMS``): hands, leader, strain, trick in progress, claimer,
tricks claimed ("the rest are ours")."""

TEST_CLAIMS = (
    # (hands, leader, strain, trick in progress, claimer, tricks, line, trumps mentioned)
    (
        "N:K95.AKT.Q.A95 Q8.Q84.J.K84 J7.J73.T.J73 T6.95.98.T62",
        "E",
        "NT",
        "H6 H2 CQ",
        "S",
        10,
        "",
        False,
    ),
    ("N:.765.76. JT9.KQ.. AKQ.A..2 ..5432.A", "S", "NT", "", "W", 1, "", False),
    ("N:...76543 .T9876.. .AKQJ..2 .5432..A", "S", "NT", "", "S", 5, "", False),
    ("N:.5432.. .JT98.. Q.AKQ.. J..432.", "S", "S", "", "S", 4, "", False),
    ("N:.5432.. .JT98.. Q.AKQ.. J..432.", "S", "S", "", "S", 4, "trumps hearts", True),
    ("N:...5432 ..AKQJ. Q.AKQ.. J..432.", "S", "S", "", "S", 4, "", False),
    ("N:...5432 ..AKQJ. Q.AKQ.. J..432.", "S", "S", "", "S", 4, "hearts spades", False),
    ("N:...5432 .5.AKQ. 2.AKQ.. A.43.2.", "S", "S", "", "S", 3, "", False),
    ("N:AK..2. ..AKQ. Q.AK.. ...AKQ", "S", "NT", "", "S", 3, "", False),
    ("N:32.K2.. J.QJ.A. AKQ.A.. T9.T.K.", "S", "NT", "", "S", 4, "", False),
    ("N:K..32. ..AKQ. A2.A.. ...AKQ", "S", "NT", "", "S", 3, "", False),
    ("N:..AQ. ...AK ..32. ..K4.", "S", "NT", "", "S", 2, "D2 DQ", False),
)
"""The distinct claim positions of the claim tests (hands as ``str(Position)`` writes
them)."""

_DENOM = {
    Strain.CLUBS: Denom.clubs,
    Strain.DIAMONDS: Denom.diamonds,
    Strain.HEARTS: Denom.hearts,
    Strain.SPADES: Denom.spades,
    Strain.NOTRUMP: Denom.nt,
}


def dd_play(pos: Position, cards: int) -> Position:
    """Play ``cards`` cards double dummy (the lowest of the best cards)."""
    for _ in range(cards):
        values = dd_card_tricks(pos, pos.to_play.side)
        best = max(values.values())
        card = min(c for c, v in values.items() if v == best)
        pos, _ = pos.play(card.index)
    return pos


def claim_positions(count: int) -> list[tuple[Position, ClaimStatement]]:
    """Claims at trick 5 from seeded random deals."""
    out: list[tuple[Position, ClaimStatement]] = []
    deals = random_deals(400, seed=2026)
    for deal, table in zip(deals, dd_tables(deals), strict=True):
        seat, strain, tricks = max(
            ((s, st, table.tricks(s, st)) for s in Seat for st in Strain), key=lambda x: x[2]
        )
        if tricks < 10:
            continue
        pos = dd_play(Position.create(deal.hands, leader=seat.lho, strain=strain), 16)
        if pos.to_play.side != seat.side:
            continue
        claimed = dd_tricks(pos, seat.side)
        careful = line_tricks(pos, seat.side, NormalPlay((), seat.side), upper=claimed)
        if careful < claimed:
            continue
        out.append((pos, ClaimStatement(pos.to_play, claimed, text="the rest are ours")))
        if len(out) == count:
            break
    return out


def _ending(hands: str, leader: str, strain: str, current: str) -> Position:
    return Position.create(
        [Hand.parse(h) for h in hands.removeprefix("N:").split()],
        leader=Seat.parse(leader),
        strain=Strain.parse(strain),
        current=[Card.parse(c) for c in current.split()],
    )


def trick_5_claims() -> list[tuple[Position, ClaimStatement]]:
    """The claims of :data:`TRICK_5`."""
    return [
        (_ending(h, lead, st, cur), ClaimStatement(Seat.parse(who), n, text="the rest are ours"))
        for h, lead, st, cur, who, n in TRICK_5
    ]


def tested_claims() -> list[tuple[Position, ClaimStatement]]:
    """The claims of :data:`TEST_CLAIMS`."""
    return [
        (
            _ending(h, lead, st, cur),
            ClaimStatement(Seat.parse(who), n, parse_line(line), trumps, text=line),
        )
        for h, lead, st, cur, who, n, line, trumps in TEST_CLAIMS
    ]


def endplay_deal(pos: Position) -> EndplayDeal:
    """The same ending as an endplay deal, ready for ``solve_board``."""
    hands = " ".join(str(h) for h in pos.hands)
    deal = EndplayDeal(f"N:{hands}", first=Player(pos.leader), trump=_DENOM[pos.strain])
    for card in pos.current_cards:
        deal.curtrick.append(EndplayCard(f"{card.suit.letter}{card.rank.letter}"))
    return deal


def cold_solve(deal: EndplayDeal, repeat: int = 5) -> float:
    """CPU seconds of one DDS ``solve_board`` of ``deal`` with a cold transposition table
    (DDS keeps its table between calls on the same deal: another deal is solved first),
    the fastest of ``repeat`` (CPU time and the fastest run: the machine may be shared)."""
    other = EndplayDeal("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    best = float("inf")
    for _ in range(repeat):
        solve_board(other)
        start = time.process_time()
        solve_board(deal)
        best = min(best, time.process_time() - start)
    return max(best, 1e-6)


def revoke_board() -> tuple[Deal, Contract, list[Card]]:
    """3NT by South on the sample deal of the tests, East revoking at trick 8."""
    deal = Deal.parse("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    play = (
        "S4 SA ST S7 SK S9 S6 S3 SQ S8 S5 S2 SJ H7 H4 HA HT H6 H3 HK HQ H9 H5 H2 "
        "HJ H8 D4 DA DT D7 CA DK DQ D9 D6 D3 DJ D8 D5 D2 CT C7 C4 CK CQ C9 C6 C3 CJ C8 C5 C2"
    )
    return deal, Contract.parse("3NT", declarer=Seat.SOUTH), [Card.parse(t) for t in play.split()]


def main() -> None:
    """Print, for each claim, the seconds of the analysis (wall clock, and CPU: the machine
    may be shared), the searches it made, one DDS solve of the same position (CPU), the
    ratio of the CPU times and whether it meets the goal; then how many claims meet it, and
    the 64C comparison."""
    print(
        f"goal (issue 11): each claim from trick 5 on under {GOAL_SECONDS:.0f} s and "
        f"{GOAL_RATIO:.0f}x one DDS solve of the same position (ratio of CPU times)"
    )
    built = linecore.core() is not None  # built (once) before the timing
    print(
        "line searches: "
        + ("compiled core (analysis/_linecore.c)" if built else "Python (no C compiler)")
        + "; BRIDGELAW_PURE_PYTHON=1 times the Python search"
    )
    print(
        f"{'claim':44}{'left':>5}{'lines':>6}{'worst':>6}{'solves':>7}{'ours s':>9}"
        f"{'cpu s':>8}{'DDS ms':>8}{'ratio':>9}"
    )
    met = 0
    claims = [*trick_5_claims(), *tested_claims()]
    for number, (pos, statement) in enumerate(claims):
        start, cpu = time.perf_counter(), time.process_time()
        result = analyse_claim(pos, statement)
        ours, cpu = time.perf_counter() - start, time.process_time() - cpu
        peer = cold_solve(endplay_deal(pos))
        where = "trick 5" if number < len(TRICK_5) else "test"
        name = f"{where}: {pos.strain.letter} {statement.claimer.letter} claims {statement.tricks}"
        if statement.line:
            name += f" ({statement.text})"
        ok = cpu < GOAL_SECONDS and cpu / peer < GOAL_RATIO
        met += ok
        print(
            f"{name:44}{len(pos):5d}{len(result.lines):6d}{result.worst_normal:6d}"
            f"{result.searches:7d}{ours:9.3f}{cpu:8.3f}{peer * 1000:8.2f}{cpu / peer:9.0f}"
            + ("  ok" if ok else "  over the goal")
        )
    print(f"{met} of {len(claims)} claims under {GOAL_SECONDS:.0f} s and {GOAL_RATIO:.0f}x (CPU)")
    deal, contract, play = revoke_board()
    start = time.process_time()
    for _ in range(5):
        revoke_equity(deal, contract, play, vulnerability=Vulnerability.NONE)
    ours = (time.process_time() - start) / 5
    peer = cold_solve(endplay_deal(position_after(deal, contract, play[:30])))
    print(
        f"{'64C comparison (3NT, revoke at trick 8)':44}{'':24}{'':9}{ours:8.3f}"
        f"{peer * 1000:8.2f}{ours / peer:9.0f}"
    )


def profile() -> None:
    """Where the analysis of the 24-line claim (the fourth trick-5 claim) spends its time."""
    import cProfile
    import pstats

    pos, statement = trick_5_claims()[3]
    profiler = cProfile.Profile()
    profiler.runcall(analyse_claim, pos, statement)
    pstats.Stats(profiler).sort_stats("tottime").print_stats(20)


if __name__ == "__main__":
    main()
