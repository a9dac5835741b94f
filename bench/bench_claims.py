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
searched played carefully and carelessly. A textbook claim at trick 10 (the
outstanding trump of the digest's T22) is timed too.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from endplay.dds import solve_board
from endplay.types import Card as EndplayCard
from endplay.types import Deal as EndplayDeal
from endplay.types import Denom, Player

from bridgelaw.analysis.claims import ClaimStatement, analyse_claim
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
"""Claim positions analysed."""

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


def textbook_claim() -> tuple[Position, ClaimStatement]:
    """T22: 4S by South at trick 10, "all high" with the SJ out."""
    hands = [Hand.parse(h) for h in ("-.-.-.5432", "-.-.AKQJ.-", "Q.AKQ.-.-", "J.-.432.-")]
    pos = Position.create(hands, leader=Seat.SOUTH, strain=Strain.SPADES)
    return pos, ClaimStatement(Seat.SOUTH, 4, text="all high")


def endplay_deal(pos: Position) -> EndplayDeal:
    """The same ending as an endplay deal, ready for ``solve_board``."""
    hands = " ".join(str(h) for h in pos.hands)
    deal = EndplayDeal(f"N:{hands}", first=Player(pos.leader), trump=_DENOM[pos.strain])
    for card in pos.current_cards:
        deal.curtrick.append(EndplayCard(f"{card.suit.letter}{card.rank.letter}"))
    return deal


def timed(run: Callable[[], object], repeat: int = 1) -> float:
    """Seconds per call."""
    start = time.perf_counter()
    for _ in range(repeat):
        run()
    return (time.perf_counter() - start) / repeat


def cold_solve(deal: EndplayDeal, repeat: int = 5) -> float:
    """Seconds for one DDS ``solve_board`` of ``deal`` with a cold transposition table
    (DDS keeps its table between calls on the same deal: another deal is solved first)."""
    other = EndplayDeal("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    total = 0.0
    for _ in range(repeat):
        solve_board(other)
        start = time.perf_counter()
        solve_board(deal)
        total += time.perf_counter() - start
    return total / repeat


def revoke_board() -> tuple[Deal, Contract, list[Card]]:
    """3NT by South on the sample deal of the tests, East revoking at trick 8."""
    deal = Deal.parse("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    play = (
        "S4 SA ST S7 SK S9 S6 S3 SQ S8 S5 S2 SJ H7 H4 HA HT H6 H3 HK HQ H9 H5 H2 "
        "HJ H8 D4 DA DT D7 CA DK DQ D9 D6 D3 DJ D8 D5 D2 CT C7 C4 CK CQ C9 C6 C3 CJ C8 C5 C2"
    )
    return deal, Contract.parse("3NT", declarer=Seat.SOUTH), [Card.parse(t) for t in play.split()]


def main() -> None:
    """Print the time of each analysis, of one DDS solve of the same position, and the
    ratio."""
    print(f"{'claim':40}{'lines':>6}{'worst':>6}{'ours s':>9}{'DDS ms':>8}{'ratio':>9}")
    claims = [textbook_claim(), *claim_positions(CLAIMS)]
    for pos, statement in claims:
        start = time.perf_counter()
        result = analyse_claim(pos, statement)
        ours = time.perf_counter() - start
        peer = cold_solve(endplay_deal(pos))
        name = (
            f"{pos.strain.letter} {statement.claimer.letter} claims {statement.tricks}/{len(pos)}"
        )
        print(
            f"{name:40}{len(result.lines):6d}{result.worst_normal:6d}{ours:9.2f}"
            f"{peer * 1000:8.2f}{ours / peer:9.0f}"
        )
    deal, contract, play = revoke_board()
    ours = timed(
        lambda: revoke_equity(deal, contract, play, vulnerability=Vulnerability.NONE), repeat=5
    )
    peer = cold_solve(endplay_deal(position_after(deal, contract, play[:30])))
    print(
        f"{'64C comparison (3NT, revoke at trick 8)':40}{'':12}{ours:9.3f}"
        f"{peer * 1000:8.2f}{ours / peer:9.0f}"
    )


if __name__ == "__main__":
    main()
