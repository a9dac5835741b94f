"""The record of a plain game read tolerantly, made in one pass.

Most games of real files are plain (:class:`~bridgelaw.formats.pbn_lexer.PlainGame`: tag
pairs alone on their lines, rows of plain tokens) and hold nothing the tolerant reader
notes: no ``#`` value, no Note or repeated tag, values read without a quirk, sections of
plain calls and cards. :class:`PlainReader` makes such a game's record straight from its
tag values (no intermediate facts), with the board values of a game met before (a second
room's, inherited) taken as read then. For any other game it returns ``None`` having
changed nothing, and :mod:`bridgelaw.formats.pbn_reader` reads the game the general way:
both give the same record (``PLAIN_RECORDS`` turns this path off for the tests that show
it).

The value readers and their caches are here, shared with the general path.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache
from typing import Final, TypeVar

from bridgelaw.core.board import Board
from bridgelaw.core.calls import Contract
from bridgelaw.core.deal import Deal
from bridgelaw.core.seats import Seat, Vulnerability
from bridgelaw.errors import NotationError
from bridgelaw.formats.pbn_auction import plain_moves, read_call
from bridgelaw.formats.pbn_lexer import PlainGame
from bridgelaw.formats.pbn_model import CALLS_LATER, PbnGame, new_game
from bridgelaw.formats.pbn_moves import PLAIN_AUCTION, PLAIN_PLAY, read_auction
from bridgelaw.formats.pbn_play import known_tricks
from bridgelaw.formats.pbn_report import Reporter, rule
from bridgelaw.formats.pbn_units import NO_PLAYERS, PbnTag, PbnTrick, Players
from bridgelaw.formats.pbn_values import (
    SEATS,
    Sides,
    read_contract,
    read_deal,
    read_note,
    read_result,
    read_score,
    read_vulnerable,
)

__all__ = [
    "BOARD_TAGS",
    "CACHE_SIZE",
    "PLAIN_RECORDS",
    "PlainReader",
    "contract_value",
    "declared",
    "passed_out_auction",
    "players",
    "result_tricks",
    "result_value",
    "score_value",
    "vulnerable",
]

PLAIN_RECORDS = True
"""Whether the tolerant reader makes plain games' records here; the tests turn it off to
compare with the general path."""

BOARD_TAGS: Final = ("Board", "Dealer", "Vulnerable", "Deal")
"""The tags a second-room game may leave out, to be taken from the game before."""

CACHE_SIZE: Final = 4096
"""Entries kept by each cache of tag values read (values repeat from game to game; a
file of junk values cannot make the caches grow without bound)."""

vulnerable: Final = lru_cache(maxsize=CACHE_SIZE)(read_vulnerable)
result_value: Final = lru_cache(maxsize=CACHE_SIZE)(read_result)
score_value: Final = lru_cache(maxsize=CACHE_SIZE)(read_score)
contract_value: Final = lru_cache(maxsize=CACHE_SIZE)(read_contract)


@lru_cache(maxsize=CACHE_SIZE)
def declared(contract: Contract, declarer: Seat | None) -> Contract:
    """The contract with its declarer."""
    return replace(contract, declarer=declarer)


def result_tricks(sides: Sides, declarer: Seat | None) -> int | None:
    """The tricks of declarer's side a ``Result`` gives (``None`` for a side's count
    without a declarer)."""
    if sides.plain is not None:
        return int(sides.plain)
    if declarer is None:
        return None
    mine = sides.ns if declarer in (Seat.NORTH, Seat.SOUTH) else sides.ew
    other = sides.ew if mine is sides.ns else sides.ns
    if mine is not None:
        return int(mine)
    if other is not None:
        return 13 - int(other)
    return None


def passed_out_auction(tokens: Sequence[str]) -> bool:
    """Whether an Auction section's calls are four passes (however written)."""
    calls = [t.upper() for t in tokens if t[0] not in "{;%=$!?^" and t != "-"]
    return calls in (["AP"], ["PASS"] * 4, ["PASS", "AP"], ["PASS", "PASS", "AP"],
                     ["PASS", "PASS", "PASS", "AP"])  # fmt: skip


def players(values: dict[str, str]) -> Players:
    """The names of the North, East, South and West tags (``?`` as not given)."""
    get = values.get
    north, east, south, west = get("North"), get("East"), get("South"), get("West")
    if not (north or east or south or west):
        return NO_PLAYERS
    return (
        north if north and north != "?" else None,
        east if east and east != "?" else None,
        south if south and south != "?" else None,
        west if west and west != "?" else None,
    )


_ALL_BOARD_TAGS: Final = ", ".join(BOARD_TAGS)
BoardFacts = tuple[Board | None, Seat | None, Vulnerability | None, Deal | None]
ContractRead = tuple[Contract | None, Seat | None, bool, str | None]
"""Contract with declarer, declarer, whether passed out, the note on how it is written."""
K = TypeVar("K")
V = TypeVar("V")
_UNKNOWN: Final = -1
"""Not in a cache of tricks (``None`` is a value: no tricks read)."""


class _NotPlain(Exception):
    """A value the general path reads with a note or an error."""


class PlainReader:
    """Makes the records of plain games read tolerantly (see the module doc)."""

    __slots__ = ("boards", "contracts", "last", "rep", "results", "sections")

    def __init__(self, rep: Reporter, last: dict[str, str], *, sections: bool) -> None:
        self.rep = rep
        self.last = last
        """The last value of each tag (``Inheritance.last`` of the general reader)."""
        self.sections = sections
        self.boards: dict[tuple[str | None, ...], BoardFacts] = {}
        """The board values read from the Board, Dealer, Vulnerable and Deal values."""
        self.contracts: dict[tuple[str | None, str | None], ContractRead] = {}
        """What :func:`_contract` read from the Contract and Declarer values."""
        self.results: dict[tuple[str, Seat | None], int | None] = {}
        """The tricks read from a Result value and the declarer."""

    @staticmethod
    def _remember(cache: dict[K, V], key: K, value: V) -> V:
        """Keep ``value`` under ``key`` in a bounded cache (emptied when full)."""
        if len(cache) >= CACHE_SIZE:
            cache.clear()
        cache[key] = value
        return value

    def read(self, raw: PlainGame) -> PbnGame | None:
        """The record of ``raw``, or ``None`` (nothing changed) for a game to be read the
        general way. The caller has checked that no ``##`` default is set and that
        ``raw`` has no ``#`` value."""
        tags = raw.tags
        values = raw.values
        if (len(values) != len(tags) or "Note" in values) and not _notes_read_quietly(
            tags, len(values)
        ):
            return None
        get = values.get
        last = self.last
        inherited: tuple[tuple[str, str], ...] = ()
        if (
            "Declarer" in values
            and "Contract" in values
            and "Board" not in values
            and "Dealer" not in values
            and "Vulnerable" not in values
            and "Deal" not in values
            and "Board" in last
            and "Deal" in last
        ):  # a second room's game (Inheritance.step)
            if "Dealer" in last and "Vulnerable" in last:
                inherited = (
                    ("Board", last["Board"]),
                    ("Dealer", last["Dealer"]),
                    ("Vulnerable", last["Vulnerable"]),
                    ("Deal", last["Deal"]),
                )
            else:
                inherited = tuple([(name, last[name]) for name in BOARD_TAGS if name in last])
            values.update(inherited)  # the lexer's dict: the general path reads the tags
        key: tuple[str | None, ...] = (get("Board"), get("Dealer"), get("Vulnerable"), get("Deal"))
        board_facts = self.boards.get(key)
        contract_key = (get("Contract"), get("Declarer"))
        contract_read = self.contracts.get(contract_key)
        try:
            if board_facts is None:
                board_facts = self._remember(self.boards, key, self._board(*key))
            if contract_read is None:
                contract_read = self._remember(
                    self.contracts, contract_key, _contract(*contract_key)
                )
            contract, declarer, passed_out, quirk = contract_read
            text = get("Result")
            result = None
            if text and text != "?":
                result_key = (text, declarer)
                result = self.results.get(result_key, _UNKNOWN)
                if result is _UNKNOWN:
                    result = self._remember(self.results, result_key, _result(text, declarer))
            text = get("Score")
            score_ns = _score(text, declarer, passed_out) if text and text != "?" else None
        except _NotPlain:
            return None
        first = raw.first
        auction_tag = first.get("Auction")
        auction_seat: Seat | None = None
        noted = False  # an Auction with notes or suffixes
        if auction_tag is not None:
            auction_seat = SEATS.get(get("Auction") or "")
            if auction_seat is None:
                return None
            if not PLAIN_AUCTION.issuperset(auction_tag.section):
                if not _read_quietly(auction_tag.section):
                    return None
                noted = True
            if not passed_out and contract is None:
                passed_out = passed_out_auction(auction_tag.section)
        play_tag = first.get("Play")
        play: tuple[PbnTrick, ...] | None = None
        play_end = ""
        if play_tag is not None:
            play_seat = SEATS.get(get("Play") or "")
            section = play_tag.section
            if play_seat is None:
                return None
            if self.sections:  # read now, the tokens checked on the way
                play = known_tricks(section, play_tag.section_lines, play_seat, play_tag.line)
                if play is None:
                    return None
            elif not PLAIN_PLAY.issuperset(section):
                return None
            if section and section[-1] in ("*", "+"):
                play_end = section[-1]
        values.pop("Note", None)  # the general path's values have none
        last.update(values)
        rep = self.rep
        notes = rep.notes
        if inherited:
            names = _ALL_BOARD_TAGS if len(inherited) == 4 else ", ".join([n for n, _ in inherited])
            notes.append(
                f"line {raw.line}: {names} not given: taken from the game before (a second room)"
            )
        if quirk is not None:  # as Reporter.quirk notes it
            notes.append(f"line {first['Contract'].line}: {quirk}")
        board, dealer, vulnerability, deal = board_facts
        game = new_game(
            tuple(tags), tuple(raw.prelude), inherited, rep.source, raw.line, tuple(rep.notes),
            board, dealer, vulnerability, deal, players(values), contract, declarer, passed_out,
            result, score_ns, play_end, raw.version, raw.export,
        )  # fmt: skip
        if self.sections and noted:  # the units and calls as read_moves reads them
            assert auction_tag is not None and auction_seat is not None
            calls, auction = read_auction(game, auction_tag, auction_seat)
            game._cache["moves"] = (calls, auction, play)
        elif self.sections:  # the auction and play; the units as written when asked for
            auction = None
            if auction_tag is not None and auction_seat is not None:
                auction = plain_moves(auction_tag.section, auction_seat, units=False)[1]
                game._cache[CALLS_LATER] = True
            game._cache["moves"] = (None, auction, play)
        return game

    def _board(
        self, number: str | None, dealer: str | None, vul: str | None, deal: str | None
    ) -> BoardFacts:
        """Board, dealer, vulnerability and deal from their tags' values."""
        seat: Seat | None = None
        if dealer:
            seat = SEATS.get(dealer)
            if seat is None and dealer != "?":
                raise _NotPlain
        vulnerability: Vulnerability | None = None
        if vul and vul != "?":
            try:
                vulnerability, quirk = vulnerable(vul, False)
            except NotationError:
                raise _NotPlain from None
            if quirk is not None:
                raise _NotPlain
        hands: Deal | None = None
        if deal and deal != "?":
            deals = self.rep.deals
            read = deals.get(deal)
            if read is None:
                try:
                    hands, first, quirk = read_deal(deal, False)
                except (NotationError, ValueError):
                    raise _NotPlain from None
                if quirk is not None:
                    raise _NotPlain
                deals[deal] = (hands, first)
            else:
                hands = read[0]  # type: ignore[index]
        board: Board | None = None
        if number and number != "?":
            if not number.isdigit() or int(number) <= 0:
                raise _NotPlain
            board = Board(int(number), hands, dealer=seat, vulnerability=vulnerability)
        return board, seat, vulnerability, hands


def _notes_read_quietly(tags: Sequence[PbnTag], names: int) -> bool:
    """Whether the tags given more than once (``names`` names for ``tags``) are Note tags
    the general reader reads without a note or an error: each after the Auction or Play
    tag (or another Note), written ``"<index>:<text>"``, its index once in the section."""
    notes = 0
    current: set[int] | None = None
    auction: set[int] = set()
    play: set[int] = set()
    for tag in tags:
        name = tag.name
        if name != "Note":
            current = auction if name == "Auction" else play if name == "Play" else None
            continue
        notes += 1
        if current is None:
            return False
        try:
            number = read_note(tag.value)[0]
        except NotationError:
            return False
        if number in current:
            return False
        current.add(number)
    return notes > 0 and len(tags) - notes == names - 1


_QUIET_ANNOTATION: Final = re.compile(r"=\d+=|\$\d+|[!?]{1,2}")
"""A note reference, a NAG or a suffix the general reader takes without a note."""


def _quiet_token(token: str) -> bool:
    return token in _QUIET_CALLS or _QUIET_ANNOTATION.fullmatch(token) is not None


_QUIET_CALLS: Final = frozenset(
    t for t in PLAIN_AUCTION if t not in ("*", "+") and (t == "-" or read_call(t, False)[1] is None)
)
"""The call tokens read without a note (``PLAIN_AUCTION`` spelt as PBN writes them)."""


def _read_quietly(section: Sequence[str]) -> bool:
    """Whether an Auction section of calls with annotations is read by the general
    reader without a note or an error: calls as PBN writes them, each annotation well
    formed and after a call, ``*`` only at the end."""
    size = len(section)
    if size and section[-1] == "*":
        size -= 1
    if not size or section[0] not in _QUIET_CALLS:
        return False
    return all(map(_quiet_token, section[1:size]))


def _contract(text: str | None, declarer_text: str | None) -> ContractRead:
    """Contract with declarer, declarer, whether passed out, and the note on a contract
    not written as the standard has it (with the rule)."""
    declarer: Seat | None = None
    if declarer_text and declarer_text != "?":
        declarer = SEATS.get(declarer_text[1:] if declarer_text[0] == "^" else declarer_text)
        if declarer is None:
            raise _NotPlain
    if text is None:
        return None, declarer, False, None
    try:
        value = contract_value(text, False)
    except NotationError:
        raise _NotPlain from None
    if value.passed_out and declarer is not None:
        raise _NotPlain
    quirk = None
    if value.quirk is not None:
        quirk = f"{value.quirk} ({rule('3.11' if value.lowercase else '3.4.14')})"
    contract = declared(value.contract, declarer) if value.contract is not None else None
    return contract, declarer, value.passed_out, quirk


def _result(text: str, declarer: Seat | None) -> int | None:
    try:
        return result_tricks(result_value(text), declarer)
    except NotationError:
        raise _NotPlain from None


def _score(text: str, declarer: Seat | None, passed_out: bool) -> int | None:
    try:
        score = score_value(text)
    except NotationError:
        raise _NotPlain from None
    ns = score.for_ns(declarer)
    if ns is None and passed_out and score.plain is not None:
        ns = score.plain
    return int(ns) if ns is not None else None
