"""Complete random legal boards per second through the table.

Ours: a random auction and a random legal play of all 13 tricks through the
strict :class:`bridgelaw.table.Table` (every call and card checked against the
Laws, every event logged). Peer: endplay's ``Deal``, playing the same number of
random legal cards (``Deal.legal_moves`` + ``Deal.play``; endplay has no
auction), on the same deals.
"""

from __future__ import annotations

import random
import time

from bridgelaw.core import PASS, Board, Deal
from bridgelaw.dealing import deals as random_deals
from bridgelaw.table import Phase, Table

BOARDS = 2000


def play_ours(deals: list[Deal], rng: random.Random) -> int:
    """Play one random legal board per deal; return the number of boards completed."""
    done = 0
    for i, deal in enumerate(deals):
        table = Table(Board(i % 16 + 1, deal))
        while table.phase == Phase.AUCTION:
            if rng.random() < 0.55:
                table.call(PASS)
            else:
                table.call(rng.choice(table.legal_calls()))
        while table.phase == Phase.PLAY:
            table.play(rng.choice(table.legal_cards()))
        done += 1
    return done


def play_endplay(deals: list[Deal], rng: random.Random) -> int:
    """endplay: 52 random legal cards per deal, notrump, North on lead."""
    from endplay.types import Deal as EDeal
    from endplay.types import Denom, Player

    for deal in deals:
        edeal = EDeal.from_pbn(deal.pbn())
        edeal.trump = Denom.nt
        edeal.first = Player.north
        for _ in range(52):
            edeal.play(rng.choice(edeal.legal_moves()))
    return len(deals)


def main() -> None:
    """Print boards per second, ours and endplay's, and the ratio."""
    deals = random_deals(BOARDS, seed=2026)
    rng = random.Random(1)
    start = time.perf_counter()
    ours = play_ours(deals, rng)
    ours_rate = ours / (time.perf_counter() - start)
    peer_deals = deals[: BOARDS // 10]
    start = time.perf_counter()
    peer = play_endplay(peer_deals, random.Random(1))
    peer_rate = peer / (time.perf_counter() - start)
    print(f"{'':32}{'boards/s':>12}")
    print(f"{'bridgelaw Table (auction+play)':32}{ours_rate:12,.0f}")
    print(f"{'endplay Deal (play only)':32}{peer_rate:12,.0f}")
    print(f"ratio bridgelaw/endplay: {ours_rate / peer_rate:.1f}x")


if __name__ == "__main__":
    main()
