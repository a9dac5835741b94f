"""Benchmark: the natural bidding system's par-contract rate.

Four :class:`~bridgelaw.robots.bidding.NaturalBidder` robots bid ``N`` random boards
(Law 2 dealer and vulnerability); the contract reached is scored double dummy (its DD
tricks, Law 77) and compared with the board's par score (DDS, which accounts for who
bids first). Printed: how often the DD score equals par, the mean IMPs lost against par,
and the same for a table that always passes (a floor). Run:
``.venv/bin/python -m bench bidding`` (``N`` boards, 200 by default: about a minute).
"""

from __future__ import annotations

import sys
import time

from bridgelaw.core.board import Board
from bridgelaw.core.calls import Contract
from bridgelaw.dd import dd_tables, par
from bridgelaw.dealing import deal_for_board
from bridgelaw.robots.bidding import NaturalBidder, bid_board
from bridgelaw.scoring.law77 import ns_score
from bridgelaw.scoring.law78 import imps

N = 200
EVENT = "bench-bidding"


def main(n: int = N) -> None:
    boards = [Board(k, deal_for_board(EVENT, k)) for k in range(1, n + 1)]
    bidder = NaturalBidder()
    start = time.perf_counter()
    contracts: list[Contract | None] = [bid_board(board, bidder).contract for board in boards]
    spent = time.perf_counter() - start
    tables = dd_tables([board.deal for board in boards if board.deal is not None])
    at_par = passed_par = same_contract = 0
    lost = passed_lost = 0
    strains: dict[str, int] = {}
    for board, contract, dd in zip(boards, contracts, tables, strict=True):
        result = par(dd, vulnerability=board.vulnerability, dealer=board.dealer)
        best = result.score_ns
        targets = {(p.contract.level, p.contract.strain, p.declarer.side) for p in result.contracts}
        if contract is None:
            same_contract += not targets
        elif contract.declarer is not None:
            same_contract += (contract.level, contract.strain, contract.declarer.side) in targets
        if contract is None:
            score = 0
        else:
            declarer = contract.declarer
            assert declarer is not None
            tricks = dd.tricks(declarer, contract.strain)
            score = ns_score(contract, vulnerability=board.vulnerability, tricks=tricks)
            strains[contract.strain.letter] = strains.get(contract.strain.letter, 0) + 1
        at_par += score == best
        passed_par += best == 0
        lost += abs(imps(score - best))
        passed_lost += abs(imps(best))
    print(
        f"{n} boards bid by four NaturalBidders in {spent:.1f} s ({1000 * spent / n:.0f} ms/board)"
    )
    print(f"par-contract rate (DD score equals par): {at_par}/{n} = {at_par / n:.1%}")
    print(f"a par contract reached (level, strain, side): {same_contract / n:.1%}")
    print(f"mean |IMPs| against par: {lost / n:.2f} per board")
    floor = f"{passed_par / n:.1%} at par, {passed_lost / n:.2f} IMPs"
    print(f"floor, a table that always passes: {floor}")
    print("contracts by strain:", ", ".join(f"{k} {v}" for k, v in sorted(strains.items())))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else N)
