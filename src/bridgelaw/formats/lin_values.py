"""Reading and writing the values of LIN tags.

Each function reads one kind of value and raises
:class:`~bridgelaw.errors.NotationError` when it cannot; the record reader
(:mod:`bridgelaw.formats.lin`) turns that into a
:class:`~bridgelaw.errors.FormatError` naming the file, line and board.

LIN lists seats in the order South, West, North, East: in ``pn`` (players), in
``md`` (hands) and in the dealer digit of ``md`` (1 = South ... 4 = East).

>>> dealer, deal, notes = parse_md("3SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,")
>>> dealer, str(deal[Seat.EAST])
(<Seat.NORTH: 0>, '...AKQJT98765432')
>>> parse_rs_entry("3NWx-1")
RsEntry(text='3NWx-1', contract=Contract.parse('3NTXW'), passed_out=False, tricks=8)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from bridgelaw.core.calls import Bid, Call, Contract, Doubling, Strain
from bridgelaw.core.cards import SUITS_HIGH_FIRST, Card, Rank, Suit
from bridgelaw.core.deal import Deal
from bridgelaw.core.hands import Hand
from bridgelaw.core.seats import Seat, Vulnerability
from bridgelaw.errors import DealError, NotationError

__all__ = [
    "LIN_SEATS",
    "RsEntry",
    "VugraphHeader",
    "format_call",
    "format_hand",
    "format_md",
    "format_pn",
    "format_sv",
    "parse_ah",
    "parse_card",
    "parse_claim",
    "parse_mb",
    "parse_md",
    "parse_pn",
    "parse_qx",
    "parse_rs",
    "parse_rs_entry",
    "parse_sv",
    "parse_vg",
]

LIN_SEATS: Final = (Seat.SOUTH, Seat.WEST, Seat.NORTH, Seat.EAST)
"""The LIN seat order (``pn`` names, ``md`` hands); dealer digit ``d`` is ``LIN_SEATS[d - 1]``."""

_ALL_CARDS: Final = (1 << 52) - 1
_RANK_OF: Final = {r.letter: r for r in Rank}
CACHE_SIZE: Final = 4096
"""Entries kept by each cache of values read (bounded: a file of junk values cannot make
the caches grow without bound)."""


# Deals -------------------------------------------------------------------------------------


_BITS: Final = {suit: {rank.letter: 1 << Card(suit, rank).index for rank in Rank} for suit in Suit}
"""A card's bit in a :class:`Hand` mask, by suit and rank letter."""
_NO_BITS: Final[dict[str, int]] = {}
_SUIT_OF: Final = {suit.letter: suit for suit in Suit}


_STANDARD_HAND: Final = re.compile(r"S([2-9TJQKA]*)H([2-9TJQKA]*)D([2-9TJQKA]*)C([2-9TJQKA]*)")
"""A hand as BBO writes it: the four suits in order, each with its ranks (any order)."""
_HOLDINGS: Final[dict[tuple[Suit, str], int]] = {}
"""Suit holdings read so far: their cards' bits in a :class:`Hand` mask (bounded)."""
_ORDER: Final = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


def _parse_hand(text: str, seat: Seat) -> Hand:
    """Read one LIN hand, e.g. ``"SAKQHT92DA654CK6"`` (suit letter, then its ranks)."""
    key = text.upper().replace("10", "T")
    standard = _STANDARD_HAND.fullmatch(key)
    if standard is None:
        return _parse_hand_letters(text, key, seat)
    mask = 0
    for suit, holding in zip(_ORDER, standard.groups(), strict=True):
        bits = _HOLDINGS.get((suit, holding))
        if bits is None:
            ranks = _BITS[suit]
            bits = 0
            for char in holding:
                bits |= ranks[char]
            if bits.bit_count() != len(holding):  # a rank twice: said as letter by letter
                return _parse_hand_letters(text, key, seat)
            if len(_HOLDINGS) < 65536:
                _HOLDINGS[(suit, holding)] = bits
        mask |= bits
    return Hand(mask)


def _parse_hand_letters(text: str, key: str, seat: Seat) -> Hand:
    """:func:`_parse_hand` letter by letter (``key``: the hand in upper case, 10 as T)."""
    mask = 0
    suit: Suit | None = None
    bits = _NO_BITS
    for char in key:
        bit = bits.get(char)
        if bit is None:
            if char in _SUIT_OF:
                suit = _SUIT_OF[char]
                bits = _BITS[suit]
                continue
            if char.isspace():
                continue
            rank = _RANK_OF.get(char)
            if rank is None:
                raise NotationError(f"{seat.name.lower()} hand {text!r}: {char!r} is not a rank")
            raise NotationError(f"{seat.name.lower()} hand {text!r}: rank {char} before any suit")
        if mask & bit:
            raise NotationError(f"{seat.name.lower()} hand {text!r}: {suit}{_RANK_OF[char]} twice")
        mask |= bit
    return Hand(mask)


@lru_cache(maxsize=CACHE_SIZE)  # every table of a board gives the same md
def parse_md(value: str) -> tuple[Seat | None, Deal, tuple[str, ...]]:
    """Read an ``md`` value: a dealer digit, then the hands of S, W, N, E separated by commas.

    The last hand may be left out (or empty): it is then the 13 cards the others
    do not hold. Hands that do not add up to a complete deal give a *partial*
    deal and a note.

    :returns: ``(dealer, deal, notes)``; ``dealer`` is ``None`` if the digit is missing.
    :raises NotationError: a bad dealer digit, suit, rank, or a card given twice.
    """
    body = value.strip()
    notes: list[str] = []
    dealer: Seat | None = None
    if body[:1].isdigit():
        digit = int(body[0])
        if not 1 <= digit <= 4:
            raise NotationError(f"dealer digit {body[0]} is not 1 (S), 2 (W), 3 (N) or 4 (E)")
        dealer = LIN_SEATS[digit - 1]
        body = body[1:]
    else:
        notes.append("md has no dealer digit")
    parts = body.split(",")
    if len(parts) > 4:
        if any(part.strip() for part in parts[4:]):
            raise NotationError(f"{len(parts)} hands given, at most 4 (S, W, N, E)")
        parts = parts[:4]
    hands = [Hand()] * 4
    for seat, part in zip(LIN_SEATS, parts, strict=False):
        hands[seat] = _parse_hand(part, seat)
    held = 0
    for seat in LIN_SEATS:
        if held & hands[seat].mask:
            dup = Hand(held & hands[seat].mask).cards()[0]
            raise NotationError(f"{dup} is in two hands (again in {seat.name.lower()})")
        held |= hands[seat].mask
    last = Seat.EAST
    if not hands[last] and all(len(hands[s]) == 13 for s in LIN_SEATS[:3]):
        hands[last] = Hand(_ALL_CARDS & ~held)
    complete = all(len(hand) == 13 for hand in hands)
    if not complete:
        counts = ", ".join(f"{s.letter} {len(hands[s])}" for s in LIN_SEATS)
        notes.append(f"md is not a complete deal ({counts} cards): read as a partial deal")
    if complete:  # no card twice (held) and 13 cards in each hand: Deal's checks, done
        return dealer, Deal.trusted((hands[0], hands[1], hands[2], hands[3])), tuple(notes)
    try:
        deal = Deal((hands[0], hands[1], hands[2], hands[3]), partial=True)
    except DealError as err:  # pragma: no cover - duplicates and sizes are checked above
        raise NotationError(str(err)) from err
    return dealer, deal, tuple(notes)


def format_hand(hand: Hand) -> str:
    """A hand in LIN: ``"SAKQHT92DA654CK6"`` (every suit letter written, ranks high first)."""
    out = []
    for suit in SUITS_HIGH_FIRST:
        out.append(suit.letter)
        out.extend(card.rank.letter for card in hand if card.suit == suit)
    return "".join(out)


def format_md(deal: Deal, dealer: Seat | None, *, omit_last: bool = False) -> str:
    """An ``md`` value for ``deal``: dealer digit and the hands S, W, N, E.

    :param omit_last: leave East's hand empty, as BBO's hand records do.
    """
    digit = "" if dealer is None else str(LIN_SEATS.index(dealer) + 1)
    hands = [format_hand(deal[seat]) for seat in LIN_SEATS]
    if omit_last:
        hands[3] = ""
    return digit + ",".join(hands)


# Players, vulnerability, board --------------------------------------------------------------


def parse_pn(value: str) -> tuple[str, ...]:
    """The names in a ``pn`` value, in LIN order (S, W, N, E; a vugraph file gives eight:
    the open room's four then the closed room's four)."""
    return tuple(map(str.strip, value.split(",")))


def format_pn(players: dict[Seat, str]) -> str:
    """A ``pn`` value from names by seat (missing seats are left empty)."""
    return ",".join(players.get(seat, "") for seat in LIN_SEATS)


@lru_cache(maxsize=CACHE_SIZE)
def parse_sv(value: str) -> Vulnerability:
    """Read an ``sv`` value: ``o``/``0``/``-`` none, ``n`` NS, ``e`` EW, ``b`` both.

    :raises NotationError: anything else.
    """
    return Vulnerability.parse(value)


def format_sv(vulnerability: Vulnerability) -> str:
    """The ``sv`` letter: ``o``, ``n``, ``e`` or ``b``."""
    return "oneb"[vulnerability]


_QX: Final = re.compile(r"\s*([A-Za-z]*)\s*(\d*)")
_AH: Final = re.compile(r"(\d+)")


def parse_qx(value: str) -> tuple[str | None, int | None]:
    """Read a ``qx`` value such as ``o1``, ``c12`` or ``o3,BOARD 3``.

    :returns: ``(room, number)``: the room letters in lower case (``"o"`` open,
        ``"c"`` closed) and the board number, each ``None`` if absent.
    """
    head = value.split(",", 1)[0]
    match = _QX.match(head)
    room = number = None
    if match is not None:
        room = match.group(1).lower() or None
        number = int(match.group(2)) if match.group(2) else None
    return room, number


@lru_cache(maxsize=CACHE_SIZE)
def parse_ah(value: str) -> int | None:
    """The board number in an ``ah`` heading such as ``Board 9``, or ``None``."""
    match = _AH.search(value)
    return int(match.group(1)) if match else None


# Calls, cards, claims ----------------------------------------------------------------------


@lru_cache(maxsize=CACHE_SIZE)
def parse_mb(value: str) -> tuple[Call, bool]:
    """Read an ``mb`` value: a call (``1H``, ``1N``, ``p``, ``d``, ``r``), ``!`` if alerted.

    :returns: ``(call, alerted)``.
    :raises NotationError: not a call.
    """
    text = value.strip()
    alert = text.endswith("!")
    if alert:
        text = text.rstrip("!").strip()
    call = Call.parse(text)
    if isinstance(call, Bid) and call.level > 7:
        raise NotationError(f"not a call: {value!r} (a bid names 1 to 7 odd tricks)")
    return call, alert


_CALL_LETTERS: Final = {"Pass": "p", "X": "d", "XX": "r"}


def format_call(call: Call, alert: bool = False) -> str:
    """An ``mb`` value: ``1N``, ``4S``, ``p``, ``d``, ``r`` (``!`` appended if alerted)."""
    text = str(call)[:2] if call.is_bid else _CALL_LETTERS[str(call)]  # "1NT" -> "1N"
    return text + ("!" if alert else "")


@lru_cache(maxsize=CACHE_SIZE)
def parse_card(value: str) -> Card:
    """Read a ``pc`` value: ``SA``, ``sA``, ``H10``...

    :raises NotationError: not a card.
    """
    return Card.parse(value)


def parse_claim(value: str) -> int:
    """Read an ``mc`` value: the total number of tricks for declarer's side (0 to 13).

    :raises NotationError: not a number of tricks.
    """
    text = value.strip()
    if not text.isdigit() or int(text) > 13:
        raise NotationError(f"claim {value!r} is not a number of tricks from 0 to 13")
    return int(text)


# Vugraph header and results ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class VugraphHeader:
    """A vugraph ``vg`` header: event, segment, scoring, boards and teams.

    ``vg|event,segment,scoring,first,last,team1,carry1,team2,carry2|``; the
    scoring letter is ``I`` (IMPs), ``P`` (pairs/matchpoints) or ``B`` (board-a-match).
    """

    text: str
    event: str
    segment: str
    scoring: str
    first_board: int | None
    last_board: int | None
    teams: tuple[str, str]
    carry_over: tuple[float | None, float | None]
    """The teams' scores carried into this segment (``None`` where not a number)."""


def _int_or_none(text: str) -> int | None:
    text = text.strip()
    return int(text) if text.isdigit() else None


def _float_or_none(text: str) -> float | None:
    try:
        return float(text.strip())
    except ValueError:
        return None


def parse_vg(value: str) -> tuple[VugraphHeader, tuple[str, ...]]:
    """Read a ``vg`` value. Missing fields are empty; odd ones give notes.

    :returns: ``(header, notes)``.
    """
    fields = value.split(",")
    notes: list[str] = []
    if len(fields) != 9:
        notes.append(f"vg has {len(fields)} fields, not 9: read field by field from the left")
    fields += [""] * (9 - len(fields))
    first, last = _int_or_none(fields[3]), _int_or_none(fields[4])
    if first is None or last is None:
        notes.append(f"vg board range {fields[3]!r}-{fields[4]!r} is not two numbers")
    teams = (fields[5].strip(), fields[7].strip())
    carried = (_float_or_none(fields[6]), _float_or_none(fields[8]))
    for team, text, read in zip(teams, (fields[6], fields[8]), carried, strict=True):
        if read is None and text.strip():  # a score we cannot read: said, never dropped
            notes.append(f"vg carry-over of {team} {text.strip()!r} is not a number: not read")
    header = VugraphHeader(
        text=value,
        event=fields[0].strip(),
        segment=fields[1].strip(),
        scoring=fields[2].strip(),
        first_board=first,
        last_board=last,
        teams=teams,
        carry_over=carried,
    )
    return header, tuple(notes)


@dataclass(frozen=True, slots=True)
class RsEntry:
    """One entry of a vugraph ``rs`` list (or a BBO traveller's result column).

    ``3NWx-1``: contract 3NT doubled by West, one down; ``4HS=``: made exactly;
    ``PASS``: passed out; an empty entry: nothing recorded.
    """

    text: str
    contract: Contract | None
    passed_out: bool
    tricks: int | None
    """Tricks taken by declarer's side."""


_RS: Final = re.compile(
    r"([1-7])([CDHSN])(?:(X{0,2})([NESW])|([NESW])(X{0,2}))(X{0,2})(=|[+-][0-9]{1,2})"
)


def parse_rs_entry(text: str) -> RsEntry:
    """Read ``3NWx-1``, ``4HSx=``, ``PASS``, ``""`` (BBO travellers' ``3NxW-1`` too).

    :raises NotationError: not a result.
    """
    key = text.strip().upper()
    if key == "":
        return RsEntry(text, None, False, None)
    if key in ("PASS", "P", "AP"):
        return RsEntry(text, None, True, None)
    match = _RS.fullmatch(key)
    if match is None:
        raise NotationError(f"result {text!r} is not like '4HS=', '3NWx-1' or 'PASS'")
    level = int(match.group(1))
    marks = (match.group(3) or "") + (match.group(6) or "") + (match.group(7) or "")
    if len(marks) > 2:
        raise NotationError(f"result {text!r} has more than a redouble")
    declarer = Seat.parse(match.group(4) or match.group(5))
    contract = Contract(level, Strain.parse(match.group(2)), Doubling(len(marks)), declarer)
    delta = match.group(8)
    tricks = level + 6 + (0 if delta == "=" else int(delta))
    if not 0 <= tricks <= 13:
        raise NotationError(f"result {text!r} gives {tricks} tricks")
    return RsEntry(text, contract, False, tricks)


def parse_rs(value: str) -> tuple[str, ...]:
    """The entries of an ``rs`` value (read each with :func:`parse_rs_entry`)."""
    return tuple(value.split(","))
