"""The Play section (PBN 2.1 §3.6, §3.9): cards by column, and in the order played.

The section writes one trick per row, in columns that rotate from the seat of
the ``Play`` tag, whoever led. :func:`follow` puts the cards in the order they
were played: the first trick from the Play tag's seat (or the card marked
``^L``, a lead out of turn), each later trick from the winner of the one
before (Law 44), found with :func:`bridgelaw.core.tricks.winning_index`. It
stops at the first unknown card (``-``), since the order after it cannot be
known. Given a deal and a strict reporter it also checks each card: held by
the player, not played before, following suit unless marked ``^R``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Final

from bridgelaw.core.calls import Strain
from bridgelaw.core.cards import DECK, Card
from bridgelaw.core.deal import Deal
from bridgelaw.core.seats import Seat
from bridgelaw.core.tricks import winning_index
from bridgelaw.errors import NotationError
from bridgelaw.formats import pbncore
from bridgelaw.formats.pbn_auction import Units
from bridgelaw.formats.pbn_report import Reporter
from bridgelaw.formats.pbn_units import PbnCard, PbnTrick, new_trick

__all__ = ["PlayLine", "follow", "make_tricks", "read_card"]

_CARDS: Final[dict[str, Card]] = {}
for _card in DECK:
    for _suit in (_card.suit.letter, _card.suit.letter.lower()):
        for _rank in (_card.rank.letter, _card.rank.letter.lower()):
            _CARDS[_suit + _rank] = _card
_SEAT_NAMES: Final = ("North", "East", "South", "West")
_SEATS: Final = (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST)
_SUIT_NAMES: Final = ("clubs", "diamonds", "hearts", "spades")


def read_card(token: str, strict: bool) -> tuple[Card, str | None]:
    """A card token ``<suit><rank>`` (§3.6.1; lowercase allowed in import format); a
    quirk text for a spelling PBN does not use (``S10``, ``AS``), accepted unless
    ``strict``.

    :raises NotationError: not a card (bad suit or bad rank).
    """
    card = _CARDS.get(token)
    if card is not None:
        return card, None
    if not strict:
        try:
            card = Card.parse(token)
        except NotationError:
            pass
        else:
            return card, f"card {token!r} is not written as PBN does ({card})"
    if token[:1].upper() not in ("S", "H", "D", "C"):
        raise NotationError(f"bad card {token!r}: bad suit {token[:1]!r} (S, H, D or C)")
    raise NotationError(f"bad card {token!r}: bad rank {token[1:]!r} (A K Q J T 9 ... 2)")


@lru_cache(maxsize=4096)
def _plain_card(token: str, seat: Seat) -> PbnCard:
    """The unit of a plain card token (no annotation), shared between equal ones; the
    cache is bounded (a file of junk tokens cannot make it grow without bound)."""
    return PbnCard(token, _CARDS.get(token), seat)


def make_tricks(
    units: Units, seat: Seat, notes: Mapping[int, str], rep: Reporter
) -> tuple[PbnTrick, ...]:
    """The rows of the Play section, four units a row, columns from ``seat``. A card
    that cannot be read is reported and kept with ``card=None``."""
    cards: list[PbnCard] = []
    lines: list[int] = []
    strict = rep.strict
    for index, unit in enumerate(units.units):
        token = unit["token"]
        assert isinstance(token, str)
        line = unit["line"]
        assert isinstance(line, int)
        lines.append(line)
        card: Card | None = None
        if token != "-" and token != "+":
            card = _CARDS.get(token)
            if card is None:
                try:
                    card, quirk = read_card(token, strict)
                except NotationError as err:
                    rep.error(str(err), line, "3.6.1")
                    card = None
                else:
                    if quirk is not None:
                        rep.quirk(quirk, line, "3.6.1")
        note = unit["note"]
        nags = unit["nags"]
        suffix = unit["suffix"]
        marks = unit["marks"]
        assert isinstance(nags, list) and isinstance(marks, str)
        column = seat.next(index & 3)
        if note is None and not nags and suffix is None and not marks and card is _CARDS.get(token):
            cards.append(_plain_card(token, column))
            continue
        assert note is None or isinstance(note, int)
        assert suffix is None or isinstance(suffix, str)
        cards.append(
            PbnCard(
                token,
                card,
                column,
                marks,
                suffix,
                note,
                notes.get(note) if note is not None else None,
                tuple(nags),
            )
        )
    return tuple(PbnTrick(seat, tuple(cards[i : i + 4]), lines[i]) for i in range(0, len(cards), 4))


_COLUMNS: Final[tuple[dict[str, PbnCard], ...]] = ({}, {}, {}, {})
"""Plain card tokens read so far: the unit of each in the column of N, E, S and W."""


def _learn(tokens: Sequence[str]) -> None:
    """Put the units of ``tokens`` not seen before in :data:`_COLUMNS` (bounded: past
    4,096 tokens, a file of junk cannot make it grow without bound, and the table is
    started again)."""
    if len(_COLUMNS[0]) > 4096:
        for column in _COLUMNS:
            column.clear()
    for token in tokens:
        if token not in _COLUMNS[0]:
            for column, seat in zip(_COLUMNS, _SEATS, strict=True):
                column[token] = _plain_card(token, seat)


def plain_tricks(
    tokens: Sequence[str], lines: Sequence[int], seat: Seat, tag_line: int
) -> tuple[PbnTrick, ...]:
    """The rows of a Play section of plain card tokens only (no annotations); equal
    units are shared (a bounded table by token and column)."""
    try:
        return _tricks(tokens, lines, seat, tag_line, _ROTATIONS)
    except KeyError:  # a token not seen before: learn the section's, and again
        _learn(tokens)
        return plain_tricks(tokens, lines, seat, tag_line)


def known_tricks(
    tokens: Sequence[str], lines: Sequence[int], seat: Seat, tag_line: int
) -> tuple[PbnTrick, ...] | None:
    """:func:`plain_tricks` of a section of plain card tokens (``PLAIN_PLAY``), ``None``
    for another section (a token that is not a card, ``-``, ``+`` or ``*``)."""
    try:
        return _tricks(tokens, lines, seat, tag_line, _PLAIN_ROTATIONS)
    except KeyError:
        return None


def _tricks(
    tokens: Sequence[str],
    lines: Sequence[int],
    seat: Seat,
    tag_line: int,
    rotations: tuple[tuple[dict[str, PbnCard], ...], ...],
) -> tuple[PbnTrick, ...]:
    """The rows of a Play section, each card's unit from the table of its column
    (``rotations``, from each seat).

    :raises KeyError: a token not in the tables."""
    core = pbncore.core()
    if core is not None:  # the same rows, made in C
        made = core.tricks(tokens, lines, seat, tag_line, rotations[seat & 3])
        if made is None:
            raise KeyError("a token not in the tables")
        return made
    size = len(tokens)
    while size and tokens[size - 1] == "*":
        size -= 1
    if tokens.count("*") > len(tokens) - size:  # a '*' among the cards
        kept = [i for i in range(size) if tokens[i] != "*"]
        tokens = [tokens[i] for i in kept]
        n_lines = len(lines)
        lines = [lines[i] if i < n_lines else tag_line for i in kept]
        size = len(tokens)
    if len(lines) < size:
        lines = [*lines, *[tag_line] * (size - len(lines))]
    columns = rotations[seat & 3]
    a, b, c, d = columns
    full = size & ~3
    rows: list[PbnTrick] = []
    append = rows.append
    make = new_trick
    for i in range(0, full, 4):  # a loop beats map and zip here (fewer objects made)
        append(make(seat, (a[tokens[i]], b[tokens[i + 1]], c[tokens[i + 2]], d[tokens[i + 3]]),
                    lines[i]))  # fmt: skip
    if full < size:
        row = tuple(columns[i & 3][tokens[i]] for i in range(full, size))
        append(new_trick(seat, row, lines[full]))
    return tuple(rows)


_ROTATIONS: Final = tuple(tuple(_COLUMNS[(first + k) & 3] for k in range(4)) for first in range(4))
"""The tables of the four columns, from each seat."""
PLAIN_CARD_TOKENS: Final = frozenset([*_CARDS, "-", "+"])
"""The plain card tokens of a Play section but ``*``: cards (either case), ``-`` and ``+``."""
_PLAIN_COLUMNS: Final = tuple(
    {t: _plain_card(t, seat) for t in PLAIN_CARD_TOKENS} for seat in _SEATS
)
_PLAIN_ROTATIONS: Final = tuple(
    tuple(_PLAIN_COLUMNS[(first + k) & 3] for k in range(4)) for first in range(4)
)
"""The units of the plain card tokens in the four columns, from each seat (fixed)."""


@dataclass(slots=True)
class PlayLine:
    """The play in the order it happened."""

    cards: list[Card] = field(default_factory=list)
    """The cards in order, up to the first one not known."""
    seats: list[Seat] = field(default_factory=list)
    """Who played each card of :attr:`cards`."""
    tricks: int = 0
    """Tricks whose four cards are known."""
    won: list[int] = field(default_factory=lambda: [0, 0])
    """Tricks won by North-South and by East-West among those."""
    unknown: int | None = None
    """The trick (1-based) where the first unknown card is, if any."""
    marks: list[str] = field(default_factory=list)
    """Irregularities marked in the section (``"trick 3: revoke by East"``)."""
    remaining: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    """The cards each seat still holds (masks by :attr:`Card.index`), given a deal."""

    def won_by(self, seat: Seat) -> int:
        """Tricks won by ``seat``'s side."""
        return self.won[seat & 1]


def follow(
    tricks: Sequence[PbnTrick],
    leader: Seat,
    strain: Strain | None,
    *,
    deal: Deal | None = None,
    rep: Reporter | None = None,
    lines: Sequence[int] = (),
) -> PlayLine:
    """Put the cards in the order played, from ``leader`` (see the module doc);
    with a strict ``rep``, check them against ``deal`` (``lines`` gives the line of
    each unit of the section, for the messages)."""
    out = PlayLine()
    check = rep if rep is not None and rep.strict else None
    remaining = out.remaining
    if deal is not None:
        remaining[:] = [h.mask for h in deal.hands]
    known_hand = [m != 0 for m in remaining]
    played = 0
    open_line = True
    plus_seen = False
    current: Seat | None = leader
    seats = _SEATS
    out_cards = out.cards
    out_seats = out.seats

    def line_of(row: int, entry: PbnCard) -> int:
        index = 4 * row + ((entry.seat - tricks[row].first) & 3)
        return lines[index] if index < len(lines) else tricks[row].line

    for number, trick in enumerate(tricks, 1):
        if current is None:
            break
        row = trick.cards
        size = len(row)
        lead = current
        if any(entry.marks for entry in row):
            lead = _marked_lead(trick, number, current, out, check, line_of)
        base = lead - trick.first
        cards: list[Card] = []
        led_suit = -1
        for position in range(4):
            column = (base + position) & 3
            entry = row[column] if column < size else None
            card = entry.card if entry is not None else None
            if card is None:
                if entry is not None and entry.token == "+":
                    if plus_seen and check is not None:
                        check.check(
                            f"double '+' in trick {number}", line_of(number - 1, entry), "3.6"
                        )
                    plus_seen = True
                if open_line:
                    open_line = False
                    out.unknown = number
                continue
            assert entry is not None
            seat = seats[(lead + position) & 3]
            if check is not None:
                if plus_seen:
                    check.check(
                        f"card {entry.token} after '+', which stands for the next card",
                        line_of(number - 1, entry),
                        "3.6",
                    )
                if known_hand[seat]:
                    _check_card(
                        card, entry, line_of(number - 1, entry), position, led_suit, remaining,
                        played, number, check,
                    )  # fmt: skip
            if entry.marks and "R" in entry.marks:
                out.marks.append(f"trick {number}: revoke by {_SEAT_NAMES[seat]}")
            bit = 1 << card.index
            remaining[seat] &= ~bit
            played |= bit
            if position == 0:
                led_suit = card.suit
            cards.append(card)
            if open_line:
                out_cards.append(card)
                out_seats.append(seat)
        if len(cards) == 4 and strain is not None:
            winner = seats[(lead + winning_index(cards, strain)) & 3]
            out.won[winner & 1] += 1
            out.tricks += 1
            current = winner
        else:
            current = None
    return out


def _marked_lead(
    trick: PbnTrick,
    number: int,
    current: Seat,
    out: PlayLine,
    check: Reporter | None,
    line_of: Callable[[int, PbnCard], int],
) -> Seat:
    """The leader of a trick with a card marked ``^L`` (a lead out of turn)."""
    out_of_turn = [entry for entry in trick.cards if "L" in entry.marks]
    if not out_of_turn:
        return current
    entry = out_of_turn[0]
    out.marks.append(f"trick {number}: lead out of turn by {_SEAT_NAMES[entry.seat]}")
    if check is not None:
        if len(out_of_turn) > 1:
            check.check(
                f"double irregularity: two leads out of turn (^L) in trick {number}",
                line_of(number - 1, entry),
                "3.9",
            )
        if entry.seat == current:
            check.check(
                f"bad lead: {entry.token} is marked ^L but {_SEAT_NAMES[current]}"
                f" is on lead in trick {number}",
                line_of(number - 1, entry),
                "3.9",
            )
    return entry.seat


def _check_card(
    card: Card,
    entry: PbnCard,
    line: int,
    position: int,
    led_suit: int,
    remaining: list[int],
    played: int,
    number: int,
    rep: Reporter,
) -> None:
    bit = 1 << card.index
    seat = entry.seat
    who = _SEAT_NAMES[seat]
    if not remaining[seat] & bit:
        why = "already played" if played & bit else f"not in the hand of {who}"
        rep.check(f"bad card {card} in trick {number}: {why}", line, "3.6.1")
        return
    revoke = (
        position > 0
        and led_suit >= 0
        and card.suit != led_suit
        and remaining[seat] & (0x1FFF << (13 * led_suit)) != 0
    )
    if revoke and "R" not in entry.marks:
        rep.check(
            f"revoke: {who} plays {card} in trick {number} on a {_SUIT_NAMES[led_suit]} lead"
            f" while holding {_SUIT_NAMES[led_suit]} (mark a revoke with ^R)",
            line,
            "3.9",
        )
    elif not revoke and "R" in entry.marks:
        rep.check(
            f"bad revoke: {card} by {who} in trick {number} is marked ^R but is not a revoke",
            line,
            "3.9",
        )
