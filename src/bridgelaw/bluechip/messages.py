"""The lines of the Blue Chip Bridge table manager protocol (version 18), both ways.

:func:`parse` reads one line leniently (case and runs of spaces do not matter, a bare LF
or CR LF ends it, the variants seen in the wild are accepted); each message's
:meth:`text` writes it in the canonical form of the protocol page
(``/work/shared/platform/bluechip-protocol.md``), the form BEN's strict parser reads.

>>> parse("WEST ready for NORTH's bid")
ReadyForCall(seat=<Seat.WEST: 3>, bidder=<Seat.NORTH: 0>)
>>> CallLine(Seat.SOUTH, Call.parse("2C"), True, "Stayman").text()
'South bids 2C Alert. Stayman'
>>> parse("East plays TC").text()
'East plays TC'
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from bridgelaw.core.calls import Bid, Call, Double, Pass, Redouble, Strain
from bridgelaw.core.cards import SUITS_HIGH_FIRST, Card, Rank, Suit
from bridgelaw.core.hands import Hand
from bridgelaw.core.seats import Seat, Vulnerability
from bridgelaw.errors import BridgeError

__all__ = [
    "PROTOCOL_VERSION",
    "BoardInfo",
    "CallLine",
    "CardLine",
    "Connecting",
    "DummyCards",
    "EndOfSession",
    "ErrorLine",
    "HandCards",
    "Illegal",
    "Message",
    "ProtocolError",
    "ReadyForCall",
    "ReadyForCard",
    "ReadyForCards",
    "ReadyForDeal",
    "ReadyForDummy",
    "ReadyForTeams",
    "ReadyToStart",
    "Seated",
    "StartOfBoard",
    "Teams",
    "Timing",
    "ToLead",
    "hand_text",
    "parse",
    "seat_name",
]

PROTOCOL_VERSION: Final = 18


class ProtocolError(BridgeError, ValueError):
    """A line that is not a message of the protocol, or not the one expected now."""


def seat_name(seat: Seat) -> str:
    """``"North"``, ``"East"``, ``"South"`` or ``"West"``."""
    return seat.name.capitalize()


def hand_text(hand: Hand) -> str:
    """A hand as the protocol writes it: ``S A K 7 3. H -. D Q J 8. C 9 4 2.``"""
    parts = []
    for suit in SUITS_HIGH_FIRST:
        ranks = " ".join(rank.letter for rank in hand.holding(suit))
        parts.append(f"{suit.letter} {ranks or '-'}.")
    return " ".join(parts)


def _vul_text(vulnerability: Vulnerability) -> str:
    return ("Neither", "N/S", "E/W", "Both")[vulnerability]


@dataclass(frozen=True, slots=True)
class Connecting:
    """``Connecting "<team>" as <seat> using protocol version 18`` (``seat`` ``None``:
    ``ANYPL``, the host picks the seat)."""

    team: str
    seat: Seat | None
    version: int = PROTOCOL_VERSION

    def text(self) -> str:
        who = "ANYPL" if self.seat is None else seat_name(self.seat)
        return f'Connecting "{self.team}" as {who} using protocol version {self.version}'


@dataclass(frozen=True, slots=True)
class Seated:
    """``<seat> ("<team>") seated``."""

    seat: Seat
    team: str

    def text(self) -> str:
        return f'{seat_name(self.seat)} ("{self.team}") seated'


@dataclass(frozen=True, slots=True)
class ReadyForTeams:
    seat: Seat

    def text(self) -> str:
        return f"{seat_name(self.seat)} ready for teams"


@dataclass(frozen=True, slots=True)
class Teams:
    """``Teams : N/S : "<ns>" E/W : "<ew>"``."""

    ns: str
    ew: str

    def text(self) -> str:
        return f'Teams : N/S : "{self.ns}" E/W : "{self.ew}"'


@dataclass(frozen=True, slots=True)
class ReadyToStart:
    seat: Seat

    def text(self) -> str:
        return f"{seat_name(self.seat)} ready to start"


@dataclass(frozen=True, slots=True)
class StartOfBoard:
    def text(self) -> str:
        return "Start of board"


@dataclass(frozen=True, slots=True)
class ReadyForDeal:
    seat: Seat

    def text(self) -> str:
        return f"{seat_name(self.seat)} ready for deal"


@dataclass(frozen=True, slots=True)
class BoardInfo:
    """``Board number <n>. Dealer <seat>. <vul> vulnerable.``"""

    number: int
    dealer: Seat
    vulnerability: Vulnerability

    def text(self) -> str:
        return (
            f"Board number {self.number}. Dealer {seat_name(self.dealer)}. "
            f"{_vul_text(self.vulnerability)} vulnerable."
        )


@dataclass(frozen=True, slots=True)
class ReadyForCards:
    seat: Seat

    def text(self) -> str:
        return f"{seat_name(self.seat)} ready for cards"


@dataclass(frozen=True, slots=True)
class HandCards:
    """``<seat>'s cards : S A K 7 3. H -. D Q J 8. C 9 4 2.``"""

    seat: Seat
    hand: Hand

    def text(self) -> str:
        return f"{seat_name(self.seat)}'s cards : {hand_text(self.hand)}"


@dataclass(frozen=True, slots=True)
class CallLine:
    """``<seat> passes | doubles | redoubles | bids <level><strain>``, with ``Alert.`` and
    its explanation."""

    seat: Seat
    call: Call
    alert: bool = False
    explanation: str | None = None

    def text(self) -> str:
        call = self.call
        if isinstance(call, Pass):
            words = "passes"
        elif isinstance(call, Double):
            words = "doubles"
        elif isinstance(call, Redouble):
            words = "redoubles"
        else:
            assert isinstance(call, Bid)
            strain = "NT" if call.strain == Strain.NOTRUMP else call.strain.letter
            words = f"bids {call.level}{strain}"
        line = f"{seat_name(self.seat)} {words}"
        if self.alert and self.explanation:
            line += f" Alert. {self.explanation}"
        return line


@dataclass(frozen=True, slots=True)
class ReadyForCall:
    """``<seat> ready for <bidder>'s bid``."""

    seat: Seat
    bidder: Seat

    def text(self) -> str:
        return f"{seat_name(self.seat)} ready for {seat_name(self.bidder)}'s bid"


@dataclass(frozen=True, slots=True)
class ToLead:
    """``<seat> to lead``, or ``Dummy to lead`` (``seat`` ``None``)."""

    seat: Seat | None

    def text(self) -> str:
        return f"{'Dummy' if self.seat is None else seat_name(self.seat)} to lead"


@dataclass(frozen=True, slots=True)
class CardLine:
    """``<seat> plays <rank><suit>`` (``seat`` is the hand the card comes from)."""

    seat: Seat
    card: Card

    def text(self) -> str:
        return f"{seat_name(self.seat)} plays {self.card.rank.letter}{self.card.suit.letter}"


@dataclass(frozen=True, slots=True)
class ReadyForCard:
    """``<seat> ready for <player>'s card to trick <n>`` (``player`` ``None``: written
    ``dummy's``)."""

    seat: Seat
    player: Seat | None
    trick: int

    def text(self) -> str:
        who = "dummy" if self.player is None else seat_name(self.player)
        return f"{seat_name(self.seat)} ready for {who}'s card to trick {self.trick}"


@dataclass(frozen=True, slots=True)
class ReadyForDummy:
    seat: Seat

    def text(self) -> str:
        return f"{seat_name(self.seat)} ready for dummy"


@dataclass(frozen=True, slots=True)
class DummyCards:
    """``Dummy's cards : S ... H ... D ... C ...``"""

    hand: Hand

    def text(self) -> str:
        return f"Dummy's cards : {hand_text(self.hand)}"


@dataclass(frozen=True, slots=True)
class Timing:
    """``Timing - N/S : this board  <mm:ss>,  total  <h:mm:ss>.  E/W : ...`` (seconds)."""

    ns_board: int
    ns_total: int
    ew_board: int
    ew_total: int

    def text(self) -> str:
        return (
            f"Timing - N/S : this board  {_mmss(self.ns_board)},  total  "
            f"{_hmmss(self.ns_total)}.  E/W : this board  {_mmss(self.ew_board)},  total  "
            f"{_hmmss(self.ew_total)}."
        )


@dataclass(frozen=True, slots=True)
class EndOfSession:
    def text(self) -> str:
        return "End of session"


@dataclass(frozen=True, slots=True)
class Illegal:
    """``Illegal bid`` or ``Illegal card`` (ZBridge's lines): the host refused the call or
    card and waits for another."""

    what: str

    def text(self) -> str:
        return f"Illegal {self.what}"


@dataclass(frozen=True, slots=True)
class ErrorLine:
    """``Error <text>``: the host refuses a line (the protocol defines no error code)."""

    reason: str

    def text(self) -> str:
        return f"Error {self.reason}"


Message = (
    Connecting
    | Seated
    | ReadyForTeams
    | Teams
    | ReadyToStart
    | StartOfBoard
    | ReadyForDeal
    | BoardInfo
    | ReadyForCards
    | HandCards
    | CallLine
    | ReadyForCall
    | ToLead
    | CardLine
    | ReadyForCard
    | ReadyForDummy
    | DummyCards
    | Timing
    | EndOfSession
    | Illegal
    | ErrorLine
)


def _mmss(seconds: int) -> str:
    return f"{seconds // 60:02d}:{seconds % 60:02d}"


def _hmmss(seconds: int) -> str:
    return f"{seconds // 3600}:{seconds // 60 % 60:02d}:{seconds % 60:02d}"


# ------------------------------------------------------------------ reading
_SEAT: Final = r"(north|east|south|west|[nesw])"
_QUOTED: Final = re.compile(r'"([^"]*)"')
_STRAINS: Final = {"C": "C", "D": "D", "H": "H", "S": "S", "N": "NT", "NT": "NT"}


def _seat(word: str) -> Seat:
    return Seat.parse(word)


_PATTERNS: Final[tuple[tuple[re.Pattern[str], str], ...]] = tuple(
    (re.compile(pattern, re.IGNORECASE), kind)
    for pattern, kind in (
        (r'connecting\s+"([^"]*)"\s+as\s+(anypl|\w+)\s+using\s+protocol\s+version\s+(\d+)', "conn"),
        (rf"{_SEAT}\b.*?\bseated\.?", "seated"),
        (r"teams\s*:.*", "teams"),
        (rf"{_SEAT}\s+ready\s+for\s+teams\.?", "rteams"),
        (rf"{_SEAT}\s+ready\s+to\s+start\.?", "rstart"),
        (r"start\s+of\s+board\.?", "start"),
        (rf"{_SEAT}\s+ready\s+for\s+deal\.?", "rdeal"),
        (
            rf"board\s+number\s+(\d+)\s*\.\s*dealer\s+{_SEAT}\s*\.\s*"
            r"(neither|none|n/s|ns|e/w|ew|both|all)\s+vulnerable\.?",
            "board",
        ),
        (rf"{_SEAT}\s+ready\s+for\s+cards\.?", "rcards"),
        (rf"{_SEAT}'s\s+cards\s*:\s*(.*)", "cards"),
        (rf"{_SEAT}\s+ready\s+for\s+{_SEAT}'s\s+bid\.?", "rbid"),
        (rf"{_SEAT}\s+(passes|pass|doubles|double|redoubles|redouble)\b(.*)", "call"),
        (rf"{_SEAT}\s+bids\s+([1-7])\s*(nt|n|c|d|h|s)\b(.*)", "bid"),
        (rf"({_SEAT}|dummy)\s+to\s+lead\.?", "lead"),
        (rf"{_SEAT}\s+plays\s+(10|[2-9tjqka])\s*([cdhs])\b.*", "play"),
        (
            rf"{_SEAT}\s+ready\s+for\s+({_SEAT}|dummy)'s\s+card\s+to\s+trick\s+(\d+)\.?",
            "rcard",
        ),
        (rf"{_SEAT}\s+ready\s+for\s+dummy\.?", "rdummy"),
        (r"dummy's\s+cards\s*:\s*(.*)", "dummy"),
        (r"timing\b.*", "timing"),
        (r"end\s+of\s+session\.?", "end"),
        (r"illegal\s+(bid|card)\.?", "illegal"),
        (r"error\b\s*:?\s*(.*)", "error"),
    )
)
_VULS: Final = {
    "NEITHER": Vulnerability.NONE,
    "NONE": Vulnerability.NONE,
    "NS": Vulnerability.NS,
    "EW": Vulnerability.EW,
    "BOTH": Vulnerability.BOTH,
    "ALL": Vulnerability.BOTH,
}
_TIME: Final = re.compile(r"(?:(\d+):)?(\d+):(\d+)")


def _normal(line: str) -> str:
    return " ".join(line.replace("\r", " ").replace("\n", " ").split())


def parse_hand(text: str) -> Hand:
    """A hand written ``S A K 7 3. H -. D Q J 8. C 9 4 2.`` (a void ``-``, with or without
    its period; ``10`` for ten accepted).

    :raises ProtocolError: not a hand.
    """
    cards: list[Card] = []
    seen: set[Suit] = set()
    for match in re.finditer(r"([SHDC])\s+([^.SHDC]*)\.?", text.upper()):
        suit = Suit.parse(match.group(1))
        if suit in seen:
            raise ProtocolError(f"not a hand: {text!r} ({suit.letter} given twice)")
        seen.add(suit)
        for word in match.group(2).replace("10", "T").split():
            if word == "-":
                continue
            for char in word:
                try:
                    cards.append(Card(suit, Rank.parse(char)))
                except BridgeError as error:
                    raise ProtocolError(f"not a hand: {text!r} ({error})") from None
    if len(seen) != 4:
        raise ProtocolError(f"not a hand: {text!r} (expected the four suits S, H, D, C)")
    return Hand.from_cards(cards)


def _ready_card(match: re.Match[str]) -> ReadyForCard:
    who = match.group(2).lower()
    player = None if who == "dummy" else _seat(who)
    return ReadyForCard(_seat(match.group(1)), player, int(match.group(4)))


def _call_rest(seat: Seat, call: Call, rest: str) -> CallLine:
    """The call with what follows it: ``Alert. <text>`` (an alert), ``Infos. <text>``
    (BEN: an explanation without an alert), anything else ignored."""
    rest = rest.strip().lstrip(".").strip()
    alert = re.match(r"alert\.?\s*(.*)", rest, re.IGNORECASE)
    if alert is not None:
        return CallLine(seat, call, True, alert.group(1).strip() or None)
    infos = re.match(r"infos\.?\s*(.*)", rest, re.IGNORECASE)
    if infos is not None:
        return CallLine(seat, call, False, infos.group(1).strip() or None)
    return CallLine(seat, call)


def _timing(text: str) -> Timing:
    seconds = []
    for match in _TIME.finditer(text):
        hours, minutes, secs = match.groups()
        seconds.append(int(hours or 0) * 3600 + int(minutes) * 60 + int(secs))
    seconds += [0] * (4 - len(seconds))
    return Timing(*seconds[:4])


def parse(line: str) -> Message:
    """The message on ``line`` (read leniently, see the module doc).

    :raises ProtocolError: the line is no message of the protocol.
    """
    text = _normal(line)
    for pattern, kind in _PATTERNS:
        match = pattern.fullmatch(text)
        if match is not None:
            try:
                return _build(kind, match, text)
            except ProtocolError:
                raise
            except BridgeError as error:
                raise ProtocolError(f"{error} in {text!r}") from None
    raise ProtocolError(f"not a message of the protocol: {text!r}")


def _build(kind: str, m: re.Match[str], text: str) -> Message:
    g = m.group
    if kind == "conn":
        who = g(2)
        seat = None if who.upper() == "ANYPL" else _seat(who)
        return Connecting(g(1), seat, int(g(3)))
    if kind == "seated":
        quoted = _QUOTED.findall(text)
        return Seated(_seat(g(1)), quoted[0] if quoted else "")
    if kind == "teams":
        names = _QUOTED.findall(text)
        if len(names) < 2:
            raise ProtocolError(f"no two team names in {text!r}")
        return Teams(names[0], names[1])
    simple: dict[str, type[ReadyForTeams | ReadyToStart | ReadyForDeal | ReadyForCards]] = {
        "rteams": ReadyForTeams,
        "rstart": ReadyToStart,
        "rdeal": ReadyForDeal,
        "rcards": ReadyForCards,
    }
    if kind in simple:
        return simple[kind](_seat(g(1)))
    if kind == "rdummy":
        return ReadyForDummy(_seat(g(1)))
    if kind == "start":
        return StartOfBoard()
    if kind == "end":
        return EndOfSession()
    if kind == "board":
        return BoardInfo(int(g(1)), _seat(g(2)), _VULS[g(3).upper().replace("/", "")])
    if kind == "cards":
        return HandCards(_seat(g(1)), parse_hand(g(2)))
    if kind == "dummy":
        return DummyCards(parse_hand(g(1)))
    if kind == "rbid":
        return ReadyForCall(_seat(g(1)), _seat(g(2)))
    if kind == "call":
        word = g(2).lower()
        call: Call = Call.parse(
            "P" if word.startswith("pass") else "XX" if word.startswith("re") else "X"
        )
        return _call_rest(_seat(g(1)), call, g(3))
    if kind == "bid":
        call = Call.parse(f"{g(2)}{_STRAINS[g(3).upper()]}")
        return _call_rest(_seat(g(1)), call, g(4))
    if kind == "lead":
        return ToLead(None if g(1).lower() == "dummy" else _seat(g(1)))
    if kind == "play":
        return CardLine(_seat(g(1)), Card(Suit.parse(g(3)), Rank.parse(g(2))))
    if kind == "rcard":
        return _ready_card(m)
    if kind == "timing":
        return _timing(text)
    if kind == "illegal":
        return Illegal(g(1).lower())
    return ErrorLine(g(1))
