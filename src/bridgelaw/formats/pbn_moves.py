"""The Auction and Play sections of a read game as call and card units.

:class:`~bridgelaw.formats.pbn_model.PbnGame` reads its sections with :func:`read_moves`
when they are first asked for; the reader (:mod:`bridgelaw.formats.pbn_reader`) uses the
plain-token sets to take the fast path for sections without notes or marks.
"""

from __future__ import annotations

from typing import Final, Protocol

from bridgelaw.formats.pbn_auction import make_calls, plain_calls, read_units, spell_out
from bridgelaw.formats.pbn_lexer import Reporter
from bridgelaw.formats.pbn_play import make_tricks, plain_tricks
from bridgelaw.formats.pbn_units import PbnCall, PbnTag, PbnTrick
from bridgelaw.formats.pbn_values import SEATS
from bridgelaw.formats.records import AnnotatedCall

__all__ = ["PLAIN_AUCTION", "PLAIN_PLAY", "read_moves"]

PLAIN_PLAY: Final = frozenset(
    [s + r for s in "SHDCshdc" for r in "AKQJT98765432akqjt"] + ["-", "*", "+"]
)
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
    def tag(self, name: str) -> PbnTag | None: ...
    def get(self, name: str) -> str | None: ...
    def note_texts(self, section: str) -> dict[int, str]: ...


def read_moves(
    game: GameSections,
) -> tuple[
    tuple[PbnCall, ...] | None, tuple[AnnotatedCall, ...] | None, tuple[PbnTrick, ...] | None
]:
    """The Auction and Play sections of a game as :class:`PbnCall` and :class:`PbnTrick`
    units (tolerantly: what cannot be read is left out)."""
    rep = Reporter(game.source, strict=False, collect=True)
    auction_notes = game.note_texts("Auction")
    play_notes = game.note_texts("Play")
    calls: tuple[PbnCall, ...] | None = None
    auction: tuple[AnnotatedCall, ...] | None = None
    play: tuple[PbnTrick, ...] | None = None
    tag = game.tag("Auction")
    seat = SEATS.get(game.get("Auction") or "")
    if tag is not None and seat is not None:
        if PLAIN_AUCTION.issuperset(tag.section):
            calls = plain_calls(tag.section, seat)
        else:
            units = read_units(tag.section, tag.section_lines, tag.line, rep, play=False)
            calls = make_calls(units, seat, auction_notes, rep)
        auction = spell_out(calls)
    tag = game.tag("Play")
    seat = SEATS.get(game.get("Play") or "")
    if tag is not None and seat is not None:
        if PLAIN_PLAY.issuperset(tag.section):
            play = plain_tricks(tag.section, tag.section_lines, seat, tag.line)
        else:
            units = read_units(tag.section, tag.section_lines, tag.line, rep, play=True)
            play = make_tricks(units, seat, play_notes, rep)
    return calls, auction, play
