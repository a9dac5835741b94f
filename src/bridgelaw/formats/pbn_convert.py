"""From PBN games to :class:`~bridgelaw.formats.records.TableResult`.

Each game gives one table result: its board, room or table, players, auction,
contract, the play in the order the cards were played (see
:func:`bridgelaw.formats.pbn_play.follow`), the result and North-South's
score. A game's ``ScoreTable`` (PBN 2.1 §5.9) gives one more table result per
row: the contract, declarer, result and score at another table, with the
pairs' numbers (or names) as players.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from bridgelaw.core.calls import Contract
from bridgelaw.core.cards import Card
from bridgelaw.core.seats import Seat
from bridgelaw.errors import FormatError, NotationError
from bridgelaw.formats.pbn_auction import check_auction
from bridgelaw.formats.pbn_model import PbnGame, TableRow
from bridgelaw.formats.pbn_play import follow
from bridgelaw.formats.pbn_repair import cards_held, playing_order, restore_leading_passes
from bridgelaw.formats.pbn_report import Reporter, rule
from bridgelaw.formats.pbn_values import read_contract
from bridgelaw.formats.records import TableResult

__all__ = ["table_results"]

_SEAT_NAMES: Final = ("North", "East", "South", "West")


def table_results(
    games: Iterable[PbnGame],
    *,
    source: str | None = None,
    errors: list[FormatError] | None = None,
) -> list[TableResult]:
    """One :class:`TableResult` per game, then one per row of its ``ScoreTable``.

    A play that stops before the last trick while the game gives a ``Result`` is
    taken as a claim: :attr:`TableResult.claimed_tricks` is the result. The play
    is given up to the first unknown card (``-``).

    :param source: the file name to record (default: each game's own source).
    :param errors: where to put those errors and go on with the next game or row
        (default: raise the first).
    :raises FormatError: a game without a board number, or a ScoreTable row whose
        contract cannot be read (when no ``errors`` list is given).
    """
    out: list[TableResult] = []
    for game in games:
        where = source if source is not None else game.source
        try:
            result = _game_result(game, where)
        except FormatError as err:
            if errors is None:
                raise
            errors.append(err)
            continue
        out.append(result)
        table = game.table("ScoreTable")
        if table is not None:
            for row in table.rows:
                try:
                    out.append(_row_result(row, result, where))
                except FormatError as err:
                    if errors is None:
                        raise
                    errors.append(err)
    return out


def _game_result(game: PbnGame, source: str) -> TableResult:
    board = game.board
    if board is None:
        raise FormatError(
            "the game has no board number (no Board tag)",
            source=source,
            line=game.line,
            rule=rule("3.4.4"),
        )
    notes = list(game.notes)
    players = {seat: name for seat, name in zip(Seat, game.players, strict=True) if name}
    table = game.get("Room") or game.get("Table") or None
    contract, passed_out = game.contract, game.passed_out
    if contract is None and not passed_out and game.calls:
        contract, passed_out = _from_auction(game, source, notes)
    auction = game.auction
    if auction is not None and contract is not None and game.dealer is not None:
        restored, auction = restore_leading_passes(game.dealer, auction, contract)
        if restored:
            notes.append(
                f"line {game.line}: the auction written from the dealer gives another "
                f"contract or declarer; it agrees with the Contract and Declarer tags once "
                f"{restored} leading pass(es) left out by the exporter are restored"
            )
    text = game.get("Result") or ""
    if text.startswith("^"):
        notes.append(f"line {game.line}: Result {text!r}: the players agreed a number of tricks")
    if (game.get("Declarer") or "").startswith("^"):
        notes.append(f"line {game.line}: declarer and dummy swapped ({game.get('Declarer')!r})")
    play: tuple[Card, ...] | None = None
    claimed: int | None = None
    if game.play is not None:
        strain = contract.strain if contract is not None else None
        leader = game.play[0].first if game.play else _leader(game)
        if strain is None or leader is None:
            notes.append(f"line {game.line}: the play cannot be ordered without a contract")
        else:
            line = follow(game.play, leader, strain)
            play = tuple(line.cards)
            deal = board.deal
            if (
                deal is not None
                and deal.is_complete
                and contract is not None
                and not cards_held(line.cards, line.seats, deal)
            ):
                ordered = playing_order(game.play, leader, contract, deal)
                if ordered is not None:
                    play = ordered
                    notes.append(
                        f"line {game.line}: read in columns by seat (PBN 2.1 §3.6), the Play "
                        "section gives cards to hands that do not hold them; each trick is "
                        "read from its leader with each card given to the hand holding it"
                    )
            notes.extend(f"line {game.line}: {mark}" for mark in line.marks)
            if line.unknown is not None and len(play) < 52:
                notes.append(
                    f"line {game.line}: play given up to trick {line.unknown}, where a card"
                    " is not known ('-')"
                )
            if len(play) < 52 and game.result is not None and game.play_end != "+":
                claimed = game.result
    return TableResult(
        source=source,
        line=game.line,
        board=board,
        table=table,
        players=players,
        auction=auction,
        contract=contract,
        passed_out=passed_out,
        play=play,
        claimed_tricks=claimed,
        result=game.result,
        score_ns=game.score_ns,
        notes=tuple(notes),
    )


def _from_auction(game: PbnGame, source: str, notes: list[str]) -> tuple[Contract | None, bool]:
    """The contract of a complete auction, for a game without a Contract tag."""
    assert game.calls is not None
    quiet = Reporter(source, strict=False, collect=True)
    facts = check_auction(game.calls, (), game.dealer, "", game.line, quiet)
    if not facts.complete:
        return None, False
    if facts.contract is None:
        notes.append(f"line {game.line}: no Contract tag: the auction is passed out")
        return None, True
    notes.append(f"line {game.line}: no Contract tag: {facts.contract} from the auction")
    return facts.contract, False


def _leader(game: PbnGame) -> Seat | None:
    declarer = game.declarer
    return declarer.lho if declarer is not None else None


def _row_result(row: TableRow, game: TableResult, source: str) -> TableResult:
    notes: list[str] = []
    declarer = row.seat("Declarer")
    contract: Contract | None = None
    passed_out = False
    text = row.get("Contract")
    if text is not None:
        try:
            value = read_contract(text, strict=False)
        except NotationError as err:
            raise FormatError(
                f"ScoreTable row: {err}",
                source=source,
                line=row.line,
                rule=rule("5.9"),
                board=game.board.number,
            ) from err
        passed_out = value.passed_out
        if value.contract is not None:
            contract = Contract(
                value.contract.level, value.contract.strain, value.contract.doubling, declarer
            )
        if value.quirk is not None:
            notes.append(f"line {row.line}: {value.quirk}")
    score_ns = row.integer("Score_NS")
    if score_ns is None:
        score_ew = row.integer("Score_EW")
        score_ns = -score_ew if score_ew is not None else None
    if any((row.get(c) or "").startswith("^") for c in ("Score_NS", "Score_EW")):
        notes.append(f"line {row.line}: artificial score ('^')")
    players: dict[Seat, str] = {}
    for side, seats in (("NS", (Seat.NORTH, Seat.SOUTH)), ("EW", (Seat.EAST, Seat.WEST))):
        names = row.get(f"Names_{side}")
        pair = row.get(f"PairId_{side}")
        if names is not None and ";" in names:
            first, second = names.split(";", 1)
            players[seats[0]], players[seats[1]] = first.strip(), second.strip()
        elif names is not None or pair is not None:
            label = names if names is not None else f"pair {pair}"
            players[seats[0]] = players[seats[1]] = label
    table = row.get("Table")
    if table is None:
        ns, ew = row.get("PairId_NS"), row.get("PairId_EW")
        table = f"{ns}-{ew}" if ns is not None and ew is not None else None
    return TableResult(
        source=source,
        line=row.line,
        board=game.board,
        table=table,
        players=players,
        contract=contract,
        passed_out=passed_out,
        result=row.integer("Result"),
        score_ns=score_ns,
        notes=tuple(notes),
    )
