"""Setting up a club night: the pairs' names (typed, or a CSV of the club's members)
and the deals (dealt by bridgelaw, or read from the PBN file of a dealing machine).

Names are one pair a line: the pair's number in the movement, then its players, either
``1NS: Ann Smith & Bob Jones`` or comma-separated ``1NS,Ann Smith,Bob Jones`` (the form
a spreadsheet of the club's members exports; a header line that names no pair is
skipped).

>>> read_names("pair,player 1,player 2\\n1NS: Ann & Bob\\n2EW,Cy,Di", ("1NS", "2EW"))
{'1NS': 'Ann & Bob', '2EW': 'Cy & Di'}
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable

from bridgelaw.dealing import deal_for_board
from bridgelaw.errors import BridgeError
from bridgelaw.formats.pbn import loads
from bridgelaw.tournament.errors import EntryError

__all__ = ["deal_boards", "read_deals", "read_names"]


def read_names(text: str, contestants: Iterable[str]) -> dict[str, str]:
    """The pairs' names from ``text`` (module doc).

    :raises EntryError: a line names a pair not in the movement (its line number said).
    """
    known = {c.upper(): c for c in contestants}
    names: dict[str, str] = {}
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if ":" in line:
            label, rest = line.split(":", 1)
            players = [rest.strip()]
        else:
            cells = next(csv.reader(io.StringIO(line)))
            label, players = (cells[0], cells[1:]) if cells else ("", [])
        pair = known.get(label.strip().upper())
        if pair is None:
            if number == 1 and ":" not in line:
                continue  # a header line
            raise EntryError(
                f"line {number}: no pair {label.strip()!r} in the movement"
                f" (pairs: {', '.join(known.values())})"
            )
        names[pair] = " & ".join(p.strip() for p in players if p.strip())[:80]
    return names


def read_deals(text: str) -> dict[int, str]:
    """Board number -> PBN deal, from a PBN file (a dealing machine's).

    :raises EntryError: the file cannot be read or has no deal.
    """
    try:
        games = loads(text)
    except BridgeError as error:
        raise EntryError(f"the PBN file: {error}") from None
    deals = {
        game.board.number: game.board.deal.pbn()
        for game in games
        if game.board is not None and game.board.deal is not None
    }
    if not deals:
        raise EntryError("the PBN file has no board with a deal")
    return deals


def deal_boards(boards: Iterable[int], seed: str) -> dict[int, str]:
    """A deal for each board, made from ``seed`` (each board its own random stream)."""
    return {board: deal_for_board(seed, board).pbn() for board in boards}
