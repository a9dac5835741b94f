"""A laws-mode table replayed from a record of its play (PBN or LIN, marks included).

The record's conversions live in :mod:`bridgelaw.formats.play_marks_export`; a replay is
here, above them, because a lead out of turn that is both the proper leader's play and
the next in rotation is settled, as at the table, by the director's ruling.
"""

from __future__ import annotations

from collections.abc import Sequence

from bridgelaw.core.board import Board
from bridgelaw.core.seats import Seat
from bridgelaw.director import Director
from bridgelaw.editions import Edition
from bridgelaw.errors import BridgeError, FormatError
from bridgelaw.formats.lin import LinRecord
from bridgelaw.formats.play_marks_export import AnnotatedPlay, PlayedCard, annotated_play
from bridgelaw.formats.records import AnnotatedCall, TableResult
from bridgelaw.formats.table_pbn import table_from_auction
from bridgelaw.table.events import HandSpread
from bridgelaw.table.table import Mode, Phase, Table

__all__ = ["annotated_play_from_lin", "table_from_play", "table_from_record"]


def annotated_play_from_lin(
    record: LinRecord, board: Board, *, edition: str | int | Edition | None = None
) -> AnnotatedPlay:
    """The play of a LIN record, its marks found by replaying it at a laws-mode table.

    :raises IllegalActionError: the record cannot be replayed.
    """
    cards = tuple(PlayedCard(card, Seat.NORTH) for card in record.play)
    table = table_from_play(board, record.auction, cards, claimed=record.claim, edition=edition)
    return annotated_play(table)


def table_from_play(
    board: Board,
    auction: Sequence[AnnotatedCall],
    cards: Sequence[PlayedCard],
    *,
    claimed: int | None = None,
    swapped: bool = False,
    edition: str | int | Edition | None = None,
) -> Table:
    """A laws-mode table where ``auction`` was bid and ``cards`` played, each by the hand
    that holds it: a lead out of turn stands because the next player plays to it (Laws
    53A, 54B, 55A), or (``swapped``) because declarer spreads his hand (54A); a revoke
    stands because nobody draws attention to it. ``claimed``: declarer's side's total
    tricks agreed by claim after the last card.

    :raises IllegalActionError: the cards cannot be played so.
    """
    table = table_from_auction(board, auction, edition=edition)
    for index, played in enumerate(cards):
        _settle(table)
        table.play(played.card)
        if index == 0 and swapped and table.phase == Phase.DIRECTOR:
            _spread(table)
    _settle(table)
    if claimed is not None and table.phase == Phase.PLAY:
        play = table.play_state
        assert play is not None
        table.claim(claimed - play.won[play.declarer.side], seat=play.declarer)
    return table


def _spread(table: Table) -> None:
    """Presumed declarer spread his hand after the opening lead out of turn and became
    dummy (54A): the record shows the swap, so the director ruled that he could not have
    seen dummy's cards (54C does not apply)."""
    play = table.play_state
    assert play is not None
    table.apply(HandSpread(play.declarer))
    table.call_director()
    answers = {"54C": "no"}
    Director(table.edition).rule(table, answers=answers).apply(table, "spread", answers=answers)


def _settle(table: Table) -> None:
    """A lead that is both the proper leader's and the next in rotation (J11): it is his
    play to the irregular lead."""
    procedure = table.laws_state.blocking() if table.mode == Mode.LAWS else None
    if procedure is None or procedure.step != "proper-or-play":
        return
    director = Director(table.edition)
    ruling = director.rule(table)
    answers = {q.key: "no" for q in ruling.questions}
    director.rule(table, answers=answers).apply(table, answers=answers)


def table_from_record(record: TableResult, *, edition: str | int | Edition | None = None) -> Table:
    """A laws-mode table where a file's record of a board was played: its auction and
    its play so far, each card by the hand that holds it (as :func:`table_from_play`).

    :raises FormatError: the record has no deal or no auction, or cannot be replayed.
    """
    deal = record.board.deal
    where = f"board {record.board.number}"
    if deal is None or not deal.is_complete:
        raise FormatError(f"{where} has no complete deal", source=record.source, line=record.line)
    if record.auction is None:
        raise FormatError(f"{where} records no auction", source=record.source, line=record.line)
    cards = tuple(PlayedCard(card, Seat.NORTH) for card in record.play or ())
    try:
        return table_from_play(record.board, record.auction, cards, edition=edition)
    except BridgeError as error:
        raise FormatError(
            f"{where} cannot be replayed: {error}", source=record.source, line=record.line
        ) from None
