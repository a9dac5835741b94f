"""Read PBN games: tag inheritance, typed values, and the strict checks.

:func:`read_games` drives the lexer (:mod:`bridgelaw.formats.pbn_lexer`), resolves
``#`` and ``##`` inheritance (PBN 2.1 §4.8), reads the values the record
needs (board, deal, contract, auction, play...) and, in strict mode, runs the
checks of :mod:`bridgelaw.formats.pbn_checks`. A plain game read tolerantly has its
record made in one pass by :mod:`bridgelaw.formats.pbn_plain` when it holds nothing to
note but a second room's board tags or a contract's spelling; the others are read here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import replace
from itertools import accumulate
from typing import Final

from bridgelaw.core.board import Board
from bridgelaw.core.slots import slot_setters
from bridgelaw.errors import FormatError, NotationError
from bridgelaw.formats import pbn_plain
from bridgelaw.formats.pbn_auction import (
    make_calls,
    plain_moves,
    read_units,
    spell_out,
)
from bridgelaw.formats.pbn_checks import check_game, check_tags, note_tags
from bridgelaw.formats.pbn_facts import Facts
from bridgelaw.formats.pbn_lexer import GameRead, PlainGame, RawGame, TagRead, lex
from bridgelaw.formats.pbn_model import PbnGame, new_game
from bridgelaw.formats.pbn_moves import PLAIN_AUCTION, PLAIN_PLAY, read_moves
from bridgelaw.formats.pbn_plain import (
    BOARD_TAGS,
    PlainReader,
    contract_value,
    declared,
    passed_out_auction,
    players,
    result_tricks,
    result_value,
    score_value,
    vulnerable,
)
from bridgelaw.formats.pbn_play import make_tricks, plain_tricks
from bridgelaw.formats.pbn_report import Reporter
from bridgelaw.formats.pbn_units import (
    PbnCall,
    PbnTag,
    PbnTrick,
    new_tag,
)
from bridgelaw.formats.pbn_values import (
    SEATS,
    note_parts,
    read_deal,
    read_seat,
)
from bridgelaw.formats.records import AnnotatedCall

__all__ = ["Facts", "Inheritance", "read_games"]


class Inheritance:
    """The values carried from game to game: the last value of each tag (for ``#``),
    the ``##`` values, and (tolerant reading) the board tags a game leaves out."""

    __slots__ = ("defaults", "implicit", "last", "marked")

    def __init__(self, implicit: bool) -> None:
        self.last: dict[str, str] = {}
        self.defaults: dict[str, str] = {}
        self.implicit = implicit
        self.marked = False
        """Whether a value of the last :meth:`step` starts with ``#``."""

    def step(self, tags: Iterable[tuple[str, str]]) -> tuple[dict[str, str], list[tuple[str, str]]]:
        """The values of one game's tags with inheritance resolved, and what it inherits.

        ``tags`` are (name, value as written) in order, the first of each name only.
        """
        resolved: dict[str, str] = {}
        inherited: list[tuple[str, str]] = []
        last = self.last
        self.marked = False
        for name, raw in tags:
            if raw and raw[0] == "#":
                self.marked = True
                if raw == "#":
                    value = last.get(name, "")
                    inherited.append((name, value))
                    resolved[name] = value
                    continue
                if raw[1:2] == "#":
                    self.defaults[name] = raw[2:]
                    resolved[name] = raw[2:]
                    continue
            resolved[name] = raw
        if self.defaults:
            for name, value in self.defaults.items():
                if name not in resolved:
                    inherited.append((name, value))
                    resolved[name] = value
        if (
            self.implicit
            and "Declarer" in resolved
            and "Contract" in resolved
            and "Board" in last
            and "Deal" in last
            and all(name not in resolved for name in BOARD_TAGS)
        ):
            for name in BOARD_TAGS:
                if name in last and name not in resolved:
                    inherited.append((name, last[name]))
                    resolved[name] = last[name]
        last.update(resolved)
        return resolved, inherited


def _first_tags(raw: GameRead) -> dict[str, TagRead]:
    first: dict[str, TagRead] = {}
    for tag in raw.tags:
        if tag.name != "Note" and tag.name not in first:
            first[tag.name] = tag
    return first


def _notes(raw: GameRead, rep: Reporter) -> tuple[dict[int, str], dict[int, str]]:
    auction: dict[int, str] = {}
    play: dict[int, str] = {}
    current: dict[int, str] | None = None
    for tag in raw.tags:
        name = tag.name
        if name != "Note":
            current = auction if name == "Auction" else play if name == "Play" else None
            continue
        number, text, problem = note_parts(tag.value)
        if problem:  # strict: an error; tolerant: noted, a note with an index kept
            rep.quirk(problem, tag.line, "3.5.5")  # (as note_texts keeps it)
        if number is None or (problem and rep.strict):
            continue
        if current is None:
            rep.quirk(
                f"Note {tag.value[:20]!r} outside the Auction and Play sections: bad section",
                tag.line,
                "3.5.5",
            )
            continue
        if number in current:
            rep.quirk(f"note {number} given twice in the same section", tag.line, "3.5.5")
            continue
        current[number] = text.strip()
    return auction, play


def interpret(
    raw: GameRead,
    values: dict[str, str],
    rep: Reporter,
    first: dict[str, TagRead] | None = None,
) -> Facts:
    """Read the values of a game that the record types (both modes).

    :param first: the game's first tag of each name (:func:`_first_tags`), if known."""
    facts = Facts()
    if first is None:
        first = _first_tags(raw)
    get = values.get

    def line_of(name: str) -> int:
        tag = first.get(name)
        return tag.line if tag is not None else raw.line

    text = get("Dealer")
    if text:
        try:
            facts.dealer = read_seat(text, "Dealer")
        except NotationError as err:
            if text != "?":
                rep.error(str(err), line_of("Dealer"), "3.4.9")
    text = get("Vulnerable")
    if text and text != "?":
        try:
            facts.vulnerability, quirk = vulnerable(text, rep.strict)
        except NotationError as err:
            rep.error(str(err), line_of("Vulnerable"), "3.4.10")
        else:
            if quirk is not None:
                rep.quirk(quirk, line_of("Vulnerable"), "3.4.10")
    text = get("Deal")
    if text and text != "?":
        known = rep.deals.get(text)
        if known is not None:
            facts.deal, facts.deal_first = known  # type: ignore[misc]
        else:
            try:
                facts.deal, facts.deal_first, quirk = read_deal(text, rep.strict)
            except (NotationError, ValueError) as err:
                rep.error(str(err), line_of("Deal"), "3.4.11")
            else:
                if quirk is not None:
                    rep.quirk(quirk, line_of("Deal"), "3.4.11")
                else:
                    rep.deals[text] = (facts.deal, facts.deal_first)
    text = get("Board")
    if text and text != "?":
        if text.isdigit() and int(text) > 0:
            facts.board = Board(
                int(text), facts.deal, dealer=facts.dealer, vulnerability=facts.vulnerability
            )
        else:
            rep.quirk(f"bad board number {text!r}", line_of("Board"), "3.4.4")
    _contract(facts, get("Contract"), get("Declarer"), line_of, rep, raw.export)
    text = get("Result")
    if text and text != "?":
        try:
            sides = result_value(text)
        except NotationError as err:
            rep.error(str(err), line_of("Result"), "3.4.15")
        else:
            facts.result_caret = sides.caret
            facts.result = result_tricks(sides, facts.declarer)
    text = get("Score")
    if text and text != "?":
        try:
            score = score_value(text)
        except NotationError as err:
            if not rep.strict:  # the strict checks report it with the other values
                rep.quirk(str(err), line_of("Score"), "4.2.1")
        else:
            ns = score.for_ns(facts.declarer)
            if ns is None and facts.passed_out and score.plain is not None:
                ns = score.plain
            facts.score_ns = int(ns) if ns is not None else None
    if len(first) < len(raw.tags):  # Note tags, or a tag given again
        facts.auction_notes, facts.play_notes = _notes(raw, rep)
    tag = first.get("Auction")
    if tag is not None:
        _auction(facts, tag, get("Auction") or "", rep)
    tag = first.get("Play")
    if tag is not None:
        _play(facts, tag, get("Play") or "", rep)
    return facts


def _contract(
    facts: Facts,
    contract: str | None,
    declarer: str | None,
    line_of: Callable[[str], int],
    rep: Reporter,
    export: bool,
) -> None:
    if declarer and declarer != "?":
        swapped = declarer[0] == "^"
        try:
            facts.declarer = read_seat(declarer[1:] if swapped else declarer, "Declarer")
        except NotationError as err:
            rep.error(str(err), line_of("Declarer"), "3.4.13")
        facts.declarer_swapped = swapped
    if contract is None:
        return
    try:
        value = contract_value(contract, rep.strict)
    except NotationError as err:
        rep.error(str(err), line_of("Contract"), "3.4.14")
        return
    if value.quirk is not None and (export or not value.lowercase or not rep.strict):
        rep.quirk(value.quirk, line_of("Contract"), "3.11" if value.lowercase else "3.4.14")
    facts.contract_value = value
    facts.passed_out = value.passed_out
    if value.passed_out and facts.declarer is not None and not rep.strict:
        rep.quirk(
            f"Declarer {declarer!r} for a passed-out board: left out", line_of("Declarer"), "3.4.13"
        )
        facts.declarer = None
    if value.contract is not None:
        facts.contract = declared(value.contract, facts.declarer)


def _end(tokens: Sequence[str]) -> str:
    for token in reversed(tokens):
        if token[0] not in "{;%":
            return token if token in ("*", "+") else ""
    return ""


def _auction(facts: Facts, tag: TagRead, seat_text: str, rep: Reporter) -> None:
    facts.calls_end = _end(tag.section)
    if not rep.strict and PLAIN_AUCTION.issuperset(tag.section):
        if seat_text not in SEATS:
            rep.error(f"bad side {seat_text!r} in tag Auction", tag.line, "3.5")
        return
    try:
        seat = read_seat(seat_text, "Auction")
    except NotationError as err:
        rep.error(str(err), tag.line, "3.5")
        return
    units = read_units(tag.section, tag.section_lines, tag.line, rep, play=False)
    facts.calls = make_calls(units, seat, facts.auction_notes, rep)
    facts.calls_end = units.end
    facts.call_lines = [_int(u["line"]) for u in units.units]


def _play(facts: Facts, tag: TagRead, seat_text: str, rep: Reporter) -> None:
    facts.play_end = _end(tag.section)
    if not rep.strict and PLAIN_PLAY.issuperset(tag.section):
        if seat_text not in SEATS:
            rep.error(f"bad side {seat_text!r} in tag Play", tag.line, "3.6")
        return
    try:
        seat = read_seat(seat_text, "Play")
    except NotationError as err:
        rep.error(str(err), tag.line, "3.6")
        return
    units = read_units(tag.section, tag.section_lines, tag.line, rep, play=True)
    facts.play = make_tricks(units, seat, facts.play_notes, rep)
    facts.play_end = units.end
    facts.play_seat = seat
    facts.card_lines = [_int(u["line"]) for u in units.units]


def _int(value: object) -> int:
    assert isinstance(value, int)
    return value


def _tag(raw: TagRead) -> PbnTag:
    if isinstance(raw, PbnTag):  # a plain game's, made by the lexer
        return raw
    if raw.section:
        return new_tag(
            raw.name,
            raw.value,
            tuple(raw.section),
            tuple(raw.comments),
            raw.line,
            tuple(raw.section_lines),
        )
    return new_tag(
        raw.name, raw.value, (), tuple(raw.comments) if raw.comments else (), raw.line, ()
    )


def build_game(
    raw: GameRead, values: dict[str, str], inherited: Sequence[tuple[str, str]], facts: Facts,
    rep: Reporter,
) -> PbnGame:  # fmt: skip
    """The record of a game read."""
    passed_out = facts.passed_out
    if not passed_out and facts.contract is None:
        auction_tag = next((t for t in raw.tags if t.name == "Auction"), None)
        if auction_tag is not None:
            passed_out = passed_out_auction(auction_tag.section)
    return new_game(
        tuple(raw.tags) if isinstance(raw, PlainGame) else tuple([_tag(t) for t in raw.tags]),
        tuple(raw.prelude),
        tuple(inherited),
        rep.source,
        raw.line,
        tuple(rep.notes),
        facts.board,
        facts.dealer,
        facts.vulnerability,
        facts.deal,
        players(values),
        facts.contract,
        facts.declarer,
        passed_out,
        facts.result,
        facts.score_ns,
        facts.play_end,
        raw.version,
        raw.export,
    )


class _LineStarts:
    """The offsets in a text of the lines the lexer numbers (from 1), found as the reading
    moves forward; ``None`` for a text with a lone carriage return as an end of line,
    whose lines the lexer counts otherwise."""

    def __init__(self, text: str) -> None:
        self.size = len(text)
        # the length of the text up to the end of each line, without its line breaks
        self.ends = list(accumulate(map(len, text.split("\n"))))

    @staticmethod
    def of(text: str) -> _LineStarts | None:
        if "\r" in text and text.count("\r") != text.count("\r\n"):
            return None
        return _LineStarts(text)

    def start(self, line: int) -> int:
        """The offset where line ``line`` starts (the end of the text past the last)."""
        if line <= 1:
            return 0
        ends = self.ends
        if line - 2 >= len(ends):
            return self.size
        return min(ends[line - 2] + line - 1, self.size)  # line - 1 breaks before it


_SET_TEXT: Final = slot_setters(PbnGame, "_text")[0]


def read_games(
    text: str, rep: Reporter, *, skip_bad: bool = False, sections: bool = False
) -> Iterator[PbnGame]:
    """The games of ``text`` (see :func:`bridgelaw.formats.pbn.loads`); each keeps its
    text as read (:attr:`PbnGame.text_as_read`).

    :param skip_bad: with a collecting reporter, leave out each game with an error (its
        errors, naming the board, stay in ``rep.errors``) and go on with the next.
    :param sections: read each game's Auction and Play sections now (as
        :attr:`PbnGame.play` would when first asked for).
    """
    body = text[1:] if text.startswith("\ufeff") else text
    # the lexer's offsets are offsets in body unless it changed the text (line breaks)
    exact = "\r" not in body and not body.startswith("\ufeff")
    lines: _LineStarts | None = None
    counted = False
    for game, (start_line, start), (end_line, end) in _read_games(body, rep, skip_bad, sections):
        if exact and start is not None and end is not None:
            _SET_TEXT(game, body[start:end])  # object.__setattr__(game, "_text", ...)
            yield game
            continue
        if not counted:
            lines = _LineStarts.of(body)
            counted = True
        if lines is None:  # a lone carriage return: the lexer counts lines otherwise
            yield game
            continue
        begin = 0 if start_line is None else lines.start(start_line)
        stop = len(body) if end_line is None else lines.start(end_line)
        _SET_TEXT(game, body[begin:stop])
        yield game


_Place = tuple[int | None, int | None]
"""Where a game's text starts or ends: the line (``None``: the start or the end of the
text) and, when the lexer knows it, the offset in the text."""

_TEXT_START: Final[_Place] = (None, 0)


def _place(raw: GameRead) -> _Place:
    """Where ``raw`` starts: its first line and (a plain game) that line's offset."""
    return (raw.line, raw.offset if isinstance(raw, PlainGame) else None)


def _read_games(
    text: str, rep: Reporter, skip_bad: bool, sections: bool
) -> Iterator[tuple[PbnGame, _Place, _Place]]:
    """Each game with where it starts (the start of the text for the first) and where
    the next game starts (or the end of the text)."""
    inheritance = Inheritance(implicit=not rep.strict)
    previous: PbnGame | None = None
    previous_start = _TEXT_START
    first_game = True
    mark = 0
    plain = (
        PlainReader(rep, inheritance.last, sections=sections)
        if pbn_plain.PLAIN_RECORDS and not rep.strict
        else None
    )
    for raw in lex(text, rep):
        if not raw.tags:
            if previous is not None:
                trailer = list(raw.prelude)
                while trailer and trailer[-1] == "":
                    trailer.pop()
                previous = replace(previous, trailer=tuple(trailer))
            rep.notes.clear()
            continue
        game = None
        if (
            plain is not None
            and isinstance(raw, PlainGame)
            and not raw.marked
            and not inheritance.defaults
            and len(rep.errors) == mark
        ):
            game = plain.read(raw)
        if game is None:
            first = _first_tags(raw)
            values, inherited = inheritance.step((name, tag.value) for name, tag in first.items())
            if inherited and not rep.strict:
                implicit = [
                    name for name, _ in inherited if name in BOARD_TAGS and name not in first
                ]
                if implicit:
                    rep.notes.append(
                        f"line {raw.line}: {', '.join(implicit)} not given: taken from the game"
                        " before (a second room)"
                    )
            try:
                if rep.strict:
                    assert isinstance(raw, RawGame)  # the strict lexer reads line by line
                    check_tags(raw, values, rep)
                elif len(first) < len(raw.tags) or inheritance.marked:  # else nothing to note
                    note_tags(raw, rep)
                facts = interpret(raw, values, rep, first)
                if rep.strict:
                    assert isinstance(raw, RawGame)
                    check_game(raw, values, facts, rep)
            except FormatError:
                rep.notes.clear()
                raise
            if skip_bad and len(rep.errors) > mark:
                _name_board(rep.errors, mark, values.get("Board"))
                mark = len(rep.errors)
                rep.notes.clear()
                if previous is not None:
                    yield previous, previous_start, _place(raw)
                previous = None
                first_game = False
                continue
            mark = len(rep.errors)
            game = build_game(raw, values, inherited, facts, rep)
            if rep.strict:
                auction = spell_out(facts.calls) if facts.calls is not None else None
                game._cache["moves"] = (facts.calls, auction, facts.play)
            elif sections:
                game._cache["moves"] = _moves(game, first, values, facts)
        here = _place(raw)
        rep.notes.clear()
        if previous is not None:
            yield previous, previous_start, here
        previous = game
        previous_start = _TEXT_START if first_game else here
        first_game = False
    if previous is not None:
        yield previous, previous_start, (None, len(text))


def _moves(
    game: PbnGame, first: dict[str, TagRead], values: dict[str, str], facts: Facts
) -> tuple[
    tuple[PbnCall, ...] | None, tuple[AnnotatedCall, ...] | None, tuple[PbnTrick, ...] | None
]:
    """:func:`~bridgelaw.formats.pbn_moves.read_moves` of a game just read: its sections of
    plain tokens straight from its first Auction and Play tags and their values, the
    others as ``read_moves`` reads them; the units :func:`interpret` made of a section
    read with the same notes are taken as they are (``read_moves`` would make them
    again from the same tokens, lines, seat and notes)."""
    auction_tag = first.get("Auction")
    play_tag = first.get("Play")
    calls: tuple[PbnCall, ...] | None = None
    auction: tuple[AnnotatedCall, ...] | None = None
    play: tuple[PbnTrick, ...] | None = None
    if auction_tag is not None:
        seat = SEATS.get(values.get("Auction") or "")
        if seat is None:
            pass
        elif facts.calls is not None and facts.auction_notes == game.note_texts("Auction"):
            calls, auction = facts.calls, spell_out(facts.calls)
        elif PLAIN_AUCTION.issuperset(auction_tag.section):
            calls, auction = plain_moves(auction_tag.section, seat)
        else:
            calls, auction = read_moves(game)[:2]
    if play_tag is not None:
        seat = SEATS.get(values.get("Play") or "")
        if seat is None:
            pass
        elif facts.play is not None and facts.play_notes == game.note_texts("Play"):
            play = facts.play
        elif PLAIN_PLAY.issuperset(play_tag.section):
            play = plain_tricks(play_tag.section, play_tag.section_lines, seat, play_tag.line)
        else:
            play = read_moves(game)[2]
    return calls, auction, play


def _name_board(errors: list[FormatError], start: int, board: str | None) -> None:
    """Put the board number (when the game has a readable one) in ``errors[start:]``."""
    if not board or not board.isdigit():
        return
    for i in range(start, len(errors)):
        err = errors[i]
        errors[i] = FormatError(
            err.reason, source=err.source, line=err.line, rule=err.rule, board=int(board)
        )
