"""The PBN record of a Blue Chip session: one game per board and table.

Each finished table (a strict :class:`~bridgelaw.table.Table`) becomes one PBN game with
the tags Event, Site, Date, Board, the four players (their team names), Dealer,
Vulnerable, Deal, Scoring, Declarer, Contract, Result, Score (Law 77, from declarer's
side), Room (in a match), Auction (alerts and their explanations as notes) and Play.
"""

from __future__ import annotations

import datetime as dt
import os
from collections.abc import Iterable, Mapping, Sequence

from bridgelaw.core.seats import Seat, Side
from bridgelaw.formats.pbn import dump
from bridgelaw.formats.pbn_marks import auction_tags
from bridgelaw.formats.pbn_model import PbnGame, PbnTag
from bridgelaw.formats.play_marks_export import AnnotatedPlay, PlayedCard, play_section
from bridgelaw.formats.records import AnnotatedCall
from bridgelaw.table.table import Phase, Table

__all__ = ["FinishedBoard", "board_game", "write_record"]

_PLAYER_TAGS = (
    ("West", Seat.WEST),
    ("North", Seat.NORTH),
    ("East", Seat.EAST),
    ("South", Seat.SOUTH),
)


class FinishedBoard:
    """A board finished at one table: the table, its room (``None`` at a single table)
    and the names at the four seats."""

    __slots__ = ("players", "room", "table")

    def __init__(self, table: Table, room: str | None, players: Mapping[Seat, str]) -> None:
        self.table = table
        self.room = room
        self.players = dict(players)


def _score_text(table: Table) -> str:
    score = table.score_ns()
    declarer = table.declarer
    if score is None or declarer is None:
        return "0"
    if declarer.side == Side.NS:
        return f"NS {score}"
    return f"EW {-score}"


def _played(table: Table) -> tuple[PlayedCard, ...]:
    cards: list[PlayedCard] = []
    for trick in table.tricks:
        cards.extend(PlayedCard(card, trick.leader.next(i)) for i, card in enumerate(trick.cards))
    cards.extend(PlayedCard(card, seat) for seat, card in table.current_trick)
    return tuple(cards)


def board_game(finished: FinishedBoard, *, event: str, date: dt.date | None = None) -> PbnGame:
    """The PBN game of one finished board at one table."""
    table = finished.table
    assert table.phase == Phase.ENDED
    board = table.board
    deal = board.deal
    assert deal is not None
    day = date or dt.datetime.now(dt.UTC).date()
    tags = [
        PbnTag("Event", event),
        PbnTag("Site", ""),
        PbnTag("Date", day.strftime("%Y.%m.%d")),
        PbnTag("Board", str(board.number)),
    ]
    tags.extend(PbnTag(name, finished.players.get(seat, "")) for name, seat in _PLAYER_TAGS)
    contract = table.contract
    declarer = table.declarer
    tricks = table.declarer_tricks
    tags += [
        PbnTag("Dealer", board.dealer.letter),
        PbnTag("Vulnerable", board.vulnerability.pbn),
        PbnTag("Deal", deal.pbn(board.dealer)),
        PbnTag("Scoring", "IMP" if finished.room is not None else ""),
        PbnTag("Declarer", "" if declarer is None else declarer.letter),
        PbnTag("Contract", "Pass" if contract is None else str(contract)),
        PbnTag("Result", "" if tricks is None else str(tricks)),
        PbnTag("Score", _score_text(table)),
    ]
    if finished.room is not None:
        tags.append(PbnTag("Room", finished.room))
    calls = [AnnotatedCall(e.call, e.alert, e.explanation) for e in table.auction]
    tags.extend(auction_tags(board.dealer, calls))
    if declarer is not None:
        played = AnnotatedPlay(declarer, False, _played(table), None, tricks)
        tags.append(play_section(played))
    return PbnGame(tuple(tags))


def write_record(
    boards: Iterable[FinishedBoard],
    path: str | os.PathLike[str],
    *,
    event: str,
) -> Sequence[PbnGame]:
    """Write the PBN record of ``boards`` (in board order, open room first) to ``path``."""
    ordered = sorted(boards, key=lambda b: (b.table.board.number, b.room not in (None, "Open")))
    games = [board_game(b, event=event) for b in ordered]
    dump(games, path)
    return games
