"""The Auction and Play sections of a read game as call and card units.

:class:`~bridgelaw.formats.pbn_model.PbnGame` reads its sections with :func:`read_moves`
when they are first asked for; the reader (:mod:`bridgelaw.formats.pbn_reader`) uses the
plain-token sets to take the fast path for sections without notes or marks.
"""

from __future__ import annotations

from typing import Final, Protocol

from bridgelaw.core.seats import Seat
from bridgelaw.formats.pbn_auction import (
    make_calls,
    plain_moves,
    read_units,
    spell_out,
)
from bridgelaw.formats.pbn_play import PLAIN_CARD_TOKENS, make_tricks, plain_tricks
from bridgelaw.formats.pbn_report import Reporter
from bridgelaw.formats.pbn_units import PbnCall, PbnTag, PbnTrick
from bridgelaw.formats.pbn_values import SEATS
from bridgelaw.formats.records import AnnotatedCall

__all__ = ["PLAIN_AUCTION", "PLAIN_PLAY", "read_auction", "read_moves"]

PLAIN_PLAY: Final = PLAIN_CARD_TOKENS | {"*"}
"""The tokens of a plain Play section: cards (either case), ``-``, ``*`` and ``+``."""
PLAIN_AUCTION: Final = frozenset(
    [f"{level}{strain}" for level in "1234567" for strain in ("C", "D", "H", "S", "NT")]
    + [f"{level}{strain}" for level in "1234567" for strain in ("c", "d", "h", "s", "nt")]
    + ["Pass", "PASS", "pass", "X", "XX", "x", "xx", "AP", "ap", "-", "*", "+"]
)


class GameSections(Protocol):
    """What :func:`read_moves` reads of a :class:`~bridgelaw.formats.pbn_model.PbnGame`
    (a Protocol: the game imports this module to read its sections)."""

    @property
    def source(self) -> str: ...
    @property
    def tags(self) -> tuple[PbnTag, ...]: ...
    def tag(self, name: str) -> PbnTag | None: ...
    def get(self, name: str) -> str | None: ...
    def note_texts(self, section: str) -> dict[int, str]: ...


def read_moves(
    game: GameSections,
) -> tuple[
    tuple[PbnCall, ...] | None, tuple[AnnotatedCall, ...] | None, tuple[PbnTrick, ...] | None
]:
    """The Auction and Play sections of a game as :class:`PbnCall` and :class:`PbnTrick`
    units (tolerantly: what cannot be read is left out).

    Sections of plain tokens only (no note, suffix, NAG or mark: what most files write)
    are read through lookup tables of shared units; the others token by token."""
    calls: tuple[PbnCall, ...] | None = None
    auction: tuple[AnnotatedCall, ...] | None = None
    play: tuple[PbnTrick, ...] | None = None
    auction_tag: PbnTag | None = None
    play_tag: PbnTag | None = None
    for tag in game.tags:
        name = tag.name
        if name == "Auction":
            if auction_tag is None:
                auction_tag = tag
        elif name == "Play" and play_tag is None:
            play_tag = tag
    if auction_tag is not None:
        seat = SEATS.get(_value(game, auction_tag))
        if seat is not None:
            calls, auction = read_auction(game, auction_tag, seat)
    if play_tag is not None:
        seat = SEATS.get(_value(game, play_tag))
        if seat is not None:
            section = play_tag.section
            if PLAIN_PLAY.issuperset(section):
                play = plain_tricks(section, play_tag.section_lines, seat, play_tag.line)
            else:
                rep = Reporter(game.source, strict=False, collect=True)
                units = read_units(section, play_tag.section_lines, play_tag.line, rep, play=True)
                play = make_tricks(units, seat, game.note_texts("Play"), rep)
    return calls, auction, play


def read_auction(
    game: GameSections, tag: PbnTag, seat: Seat
) -> tuple[tuple[PbnCall, ...], tuple[AnnotatedCall, ...]]:
    """The units and the calls of ``game``'s Auction section (``tag``, from ``seat``), as
    :func:`read_moves` reads them."""
    section = tag.section
    if PLAIN_AUCTION.issuperset(section):
        return plain_moves(section, seat)
    rep = Reporter(game.source, strict=False, collect=True)
    units = read_units(section, tag.section_lines, tag.line, rep, play=False)
    calls = make_calls(units, seat, game.note_texts("Auction"), rep)
    return calls, spell_out(calls)


def _value(game: GameSections, tag: PbnTag) -> str:
    """The value of a section's tag, inheritance resolved (``"#"``, ``"##"``)."""
    value = tag.value
    if value[:1] == "#":
        return game.get(tag.name) or ""
    return value
