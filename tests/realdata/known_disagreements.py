"""Every disagreement ``bridgelaw check`` finds in the real files of ``../shared/data``,
with its explanation: each one is a fault in the source file, not in bridgelaw.

An entry names the file (relative to ``../shared/data``), the kind of problem,
a pattern every such problem's message matches, how many there are, and why.
The test fails on any problem no entry explains, and on any entry that no
longer matches exactly its count.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Known:
    """A class of disagreements in one file."""

    file: str
    kind: str
    pattern: str
    """A regular expression every message of this class matches."""
    count: int
    why: str
    boards: tuple[int, ...] = ()
    """The boards concerned, where there are few."""


KNOWN: tuple[Known, ...] = (
    Known(
        file="pbn_events/rpbridge_2012_vugraph_archive.pbn",
        kind="contract",
        pattern=r"^the auction gives (\d(?:NT|[CDHS]))(XX?) by ([NESW]) "
        r"but the file records \1 by \3$",
        count=301,
        why="The exporter (rpbridge.net) leaves the double or redouble out of the Contract "
        "tag: the auction ends with X (or XX) and three passes, the Contract tag names the "
        "bare contract (board 13: '1S Pass 2S 3H 4D 5H 5S X AP' with Contract '5S'). The "
        "auction governs (Law 22A, 19D).",
    ),
    Known(
        file="pbntools_results/test_10_bbo_www_annamar_1538_php/annamar_1538_pairs_untitled.pbn",
        kind="incomplete",
        pattern=r"^the auction stops after 1 calls$",
        count=1,
        why="BBO exported a table where the board was abandoned after the dealer's pass: the "
        "Auction section holds one Pass and no contract, result or score is recorded.",
        boards=(4,),
    ),
    Known(
        file="lin/bbo_vugraph_archive/74804.lin",
        kind="claim",
        pattern=r"^the claim gives declarer 8 tricks, the file records 7$",
        count=1,
        why="Board 12, open room: the operator recorded a claim of 8 tricks (mc|8|) but the "
        "results list (rs) gives 1NS= (7 tricks); the claim was corrected at the table.",
        boards=(12,),
    ),
    Known(
        file="lin/bbo_vugraph_archive/74806.lin",
        kind="claim",
        pattern=r"^the claim gives declarer 10 tricks, the file records 9$",
        count=1,
        why="Board 12, open room: claim of 10 (mc|10|) but rs gives 4SW-1; the commentary "
        "says the claim was corrected.",
        boards=(12,),
    ),
    Known(
        file="lin/bbo_vugraph_archive/74807.lin",
        kind="claim",
        pattern=r"^the claim gives declarer (13 tricks, the file records 12|9 tricks, the file "
        r"records 10)$",
        count=2,
        why="Boards 19 and 30, open room: the vugraph operator's claim (mc|13|, mc|9|) "
        "disagrees with the results list (6DS=, 3NS+1), which records the final agreed "
        "result.",
        boards=(19, 30),
    ),
)
