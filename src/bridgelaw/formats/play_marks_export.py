"""A laws-mode table's play as a record, in PBN and LIN, and back.

PBN 2.1 §3.9 marks the irregularities of the play that stood: ``^R`` before a card
that was a revoke not noticed in time (not corrected), ``^L`` before a lead out of
turn that was accepted. A claim or concession ends the Play section with ``*`` and
the ``Result`` tag gives the final tricks (with ``^`` first when the director's
decisions - revoke transfers, Law 64C, 67B, 69B, 71 - made it differ from the tricks
won in play and by the claim). Declarer and dummy swapped by Law 54A is the
``Declarer`` tag's ``^``. LIN has no marks: a card is just the next ``pc``; the
claim is ``mc`` (declarer's side's total); the marks are found again by replaying the
cards at a laws-mode table (:func:`bridgelaw.director.replay.table_from_play`, above this
layer because a replay may need the director's ruling).

:func:`annotated_play` reads a table; :func:`pbn_game_with_play` and
:func:`lin_record` write it; :func:`annotated_play_from_pbn` reads it back
(:func:`bridgelaw.director.replay.annotated_play_from_lin` for LIN).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from bridgelaw.core.cards import Card
from bridgelaw.core.seats import Seat
from bridgelaw.errors import FormatError, PhaseError
from bridgelaw.formats.lin import LinRecord
from bridgelaw.formats.lin_convert import record_from_table
from bridgelaw.formats.pbn_model import PbnGame, PbnTag
from bridgelaw.formats.pbn_play import follow
from bridgelaw.formats.records import TableResult
from bridgelaw.formats.table_pbn import annotated_auction, pbn_game
from bridgelaw.laws.play_records import PlayStatus
from bridgelaw.laws.revoke_kinds import RevokeKind
from bridgelaw.table.table import Mode, Table

__all__ = [
    "AnnotatedPlay",
    "PlayedCard",
    "annotated_play",
    "annotated_play_from_pbn",
    "lin_record",
    "pbn_game_with_play",
    "play_section",
]

_FAILURES = (RevokeKind.FAILURE_TO_FOLLOW, RevokeKind.DUMMY_CARD)


@dataclass(frozen=True, slots=True)
class PlayedCard:
    """A card in a trick, who played it, and its PBN mark: ``"R"`` (a revoke that stood),
    ``"L"`` (a lead out of turn accepted) or ``None``."""

    card: Card
    seat: Seat
    mark: str | None = None


@dataclass(frozen=True, slots=True)
class AnnotatedPlay:
    """The play of a board as a record keeps it."""

    declarer: Seat
    """Declarer who played the hand (after Law 54A, the presumed dummy)."""
    swapped: bool
    """Declarer and dummy were swapped (Law 54A; PBN ``Declarer "^N"``)."""
    cards: tuple[PlayedCard, ...]
    """The cards in the tricks, in playing order (a trick cut short by a claim
    included)."""
    claimed: int | None = None
    """Declarer's side's total tricks (won in play and credited by the claim), when a claim
    or concession ended play."""
    result: int | None = None
    """Declarer's side's tricks, the director's decisions included; ``None`` while the
    board is not over."""

    @property
    def marks(self) -> tuple[tuple[int, str], ...]:
        """``(position, mark)`` of the marked cards."""
        return tuple((i, c.mark) for i, c in enumerate(self.cards) if c.mark is not None)


def _stood_revokes(table: Table) -> set[int]:
    records = table.play_records
    return {
        r.play
        for r in table.revokes
        if r.kind in _FAILURES and records[r.play].status is PlayStatus.PLAYED
    }


def annotated_play(table: Table) -> AnnotatedPlay:
    """The play of a laws-mode table, marked (see the module doc).

    :raises PhaseError: the table has no contract.
    """
    play = table.play_state
    if play is None:
        raise PhaseError("no play: the auction has not ended with a contract", law=table.law("41A"))
    revoked = {table.play_records[i].card for i in _stood_revokes(table)}
    out: list[PlayedCard] = []
    expected = play.declarer.lho
    for trick in play.tricks:
        _append(out, trick.leader, trick.cards, expected, revoked)
        expected = trick.winner
    if play.current:
        _append(out, play.leader, tuple(play.current), expected, revoked)
    claim = table.claim_made
    claimed = None
    if claim is not None:
        side = play.declarer.side
        unplayed = 13 - len(play.tricks)
        credit = claim.tricks if claim.seat.side == side else unplayed - claim.tricks
        claimed = play.won[side] + credit
    swapped = table.mode == Mode.LAWS and table.laws_state.play.declarer is not None
    return AnnotatedPlay(play.declarer, swapped, tuple(out), claimed, table.declarer_tricks)


def _append(
    out: list[PlayedCard],
    leader: Seat,
    cards: Sequence[Card],
    expected: Seat,
    revoked: set[Card],
) -> None:
    for position, card in enumerate(cards):
        seat = leader.next(position)
        mark = None
        if position == 0 and seat != expected:
            mark = "L"
        elif card in revoked:
            mark = "R"
        out.append(PlayedCard(card, seat, mark))


# ------------------------------------------------------------------------ PBN
def _tricks_of(play: AnnotatedPlay) -> list[list[PlayedCard]]:
    tricks: list[list[PlayedCard]] = []
    for index, card in enumerate(play.cards):
        if index % 4 == 0:
            tricks.append([])
        tricks[-1].append(card)
    return tricks


def play_section(play: AnnotatedPlay) -> PbnTag:
    """The ``Play`` tag with its section: one row per trick in the columns of the seats
    from the opening leader, ``^R``/``^L`` before marked cards, ``-`` for cards a claim
    left unplayed in its trick, ``*`` when a claim ended play."""
    first = play.declarer.lho
    tokens: list[str] = []
    for trick in _tricks_of(play):
        row: list[list[str]] = [["-"] for _ in range(4)]
        for card in trick:
            unit = [] if card.mark is None else [f"^{card.mark}"]
            row[(card.seat - first) & 3] = [*unit, str(card.card)]
        for unit in row:
            tokens.extend(unit)
    if len(play.cards) < 52:
        tokens.append("*")
    return PbnTag("Play", first.letter, tuple(tokens))


def pbn_game_with_play(table: Table, *, event: str = "", site: str = "") -> PbnGame:
    """A PBN game for a laws-mode table: the board, contract and auction (with ``^I``,
    ``^S``) of :func:`bridgelaw.formats.table_pbn.pbn_game`, then the Play section with
    ``^R``, ``^L`` and the Result."""
    game = pbn_game(table, event=event, site=site)
    if table.play_state is None:
        return game
    play = annotated_play(table)
    if not play.cards:
        return game
    tags = []
    for tag in game.tags:
        if tag.name == "Declarer" and play.swapped:
            tag = replace(tag, value="^" + play.declarer.letter)
        tags.append(tag)
    tags.append(play_section(play))
    if play.result is not None:
        reference = play.claimed
        if reference is None:
            state = table.play_state
            assert state is not None
            reference = state.won[state.declarer.side]
        caret = "^" if play.result != reference else ""
        tags.append(PbnTag("Result", f"{caret}{play.result}"))
    return PbnGame(tuple(tags))


def annotated_play_from_pbn(game: PbnGame) -> AnnotatedPlay:
    """The play of a PBN game, with its ``^R``/``^L`` marks.

    :raises FormatError: the game has no contract or no Play section.
    """
    contract = game.contract
    tricks = game.play
    if contract is None or contract.declarer is None or tricks is None:
        raise FormatError(
            "the game has no contract with a declarer, or no Play section",
            source=game.source,
            line=game.line,
            rule="PBN 2.1 §3.6",
        )
    marks = {
        entry.card: ("L" if "L" in entry.marks else "R")
        for trick in tricks
        for entry in trick.cards
        if entry.card is not None and entry.marks
    }
    leader = tricks[0].first if tricks else contract.declarer.lho
    line = follow(tricks, leader, contract.strain)
    cards = tuple(
        PlayedCard(card, seat, marks.get(card))
        for card, seat in zip(line.cards, line.seats, strict=True)
    )
    swapped = (game.get("Declarer") or "").startswith("^")
    raw = game.get("Result") or ""
    claimed = None
    if game.play_end == "*" and len(cards) < 52 and not raw.startswith("^"):
        claimed = game.result
    return AnnotatedPlay(contract.declarer, swapped, cards, claimed, game.result)


# ------------------------------------------------------------------------ LIN
def lin_record(table: Table) -> LinRecord:
    """A BBO-style LIN record of a laws-mode table: the auction, the cards in playing
    order (``pc``) and the claim (``mc``, declarer's side's total).

    :raises FormatError: see :func:`bridgelaw.formats.lin_convert.record_from_table`.
    """
    play = annotated_play(table) if table.play_state is not None else None
    result = TableResult(
        source="<table>",
        line=0,
        board=table.board,
        auction=annotated_auction(table),
        contract=table.contract,
        passed_out=table.passed_out,
        play=None if play is None else tuple(c.card for c in play.cards),
        claimed_tricks=None if play is None else play.claimed,
    )
    return record_from_table(result)
