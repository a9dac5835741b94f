"""Tag values of PBN 2.1 (§3.4, §4): seats, deals, contracts, results, scores...

Each ``read_*`` function reads a value as the standard writes it and raises
:class:`~bridgelaw.errors.NotationError` (or ``DealError``) with a message
naming what is wrong. Spellings the standard does not allow but real exporters
write are accepted when ``strict`` is false and named in the returned quirk
text (``None`` when the value is standard).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from bridgelaw.core.calls import Contract, Doubling, Strain
from bridgelaw.core.deal import Deal
from bridgelaw.core.hands import Hand
from bridgelaw.core.seats import Seat, Vulnerability
from bridgelaw.errors import DealError, NotationError

__all__ = [
    "SEATS",
    "Sides",
    "note_parts",
    "read_contract",
    "read_deal",
    "read_note",
    "read_result",
    "read_score",
    "read_seat",
    "read_vulnerable",
    "value_problem",
]

SEATS: Final = {
    "N": Seat.NORTH, "E": Seat.EAST, "S": Seat.SOUTH, "W": Seat.WEST,
    "n": Seat.NORTH, "e": Seat.EAST, "s": Seat.SOUTH, "w": Seat.WEST,
}  # fmt: skip

_SEAT_NAMES: Final = ("north", "east", "south", "west")


def read_seat(text: str, tag: str) -> Seat:
    """A seat ``W``, ``N``, ``E`` or ``S`` (lowercase allowed in import format).

    :raises NotationError: not a seat.
    """
    seat = SEATS.get(text)
    if seat is None:
        raise NotationError(f"bad side {text!r} in tag {tag}: expected W, N, E or S")
    return seat


_VULNERABLE: Final = {
    "none": Vulnerability.NONE, "love": Vulnerability.NONE, "-": Vulnerability.NONE,
    "ns": Vulnerability.NS, "ew": Vulnerability.EW,
    "all": Vulnerability.BOTH, "both": Vulnerability.BOTH,
}  # fmt: skip


def read_vulnerable(text: str, strict: bool) -> tuple[Vulnerability, str | None]:
    """The ``Vulnerable`` tag: ``None``, ``Love``, ``-``, ``NS``, ``EW``, ``All``, ``Both``.

    :raises NotationError: not one of them.
    """
    vul = _VULNERABLE.get(text.lower())
    if vul is not None:
        return vul, None
    if not strict:
        vul = _VULNERABLE.get(text.strip().lower())
        if vul is not None:
            return vul, f"Vulnerable {text!r} has spaces around the value"
        key = "".join(c for c in text.lower() if c not in " -/")
        vul = _VULNERABLE.get(key) if len(key) > 1 else None
        if vul is not None:
            return vul, f"Vulnerable {text!r} is not written as PBN does ({vul.pbn})"
    raise NotationError(
        f"bad value {text!r} for tag Vulnerable: expected None, NS, EW or All (or Love, -, Both)"
    )


_RANK_BIT: Final = {r: i for i, r in enumerate("23456789TJQKA")} | {
    r: i for i, r in enumerate("23456789tjqka")
}
_SUIT_BASE: Final = (39, 26, 13, 0)
"""Bit offset of spades, hearts, diamonds, clubs in a :class:`Hand` mask."""
_CARD_NAMES: Final = tuple(s + r for s in "CDHS" for r in "23456789TJQKA")


_HOLDINGS: Final[dict[str, int]] = {}
"""Suit holdings read so far: text to a 13-bit mask of ranks."""


def _holding(text: str, base: int, seat: int, part: str) -> int:
    bits = 0
    for char in text:
        bit = _RANK_BIT.get(char)
        if bit is None:
            raise NotationError(
                f"bad deal: bad rank {char!r} in the {_SEAT_NAMES[seat]} hand {part!r}"
            )
        if bits & (1 << bit):
            raise DealError(
                f"bad deal: {_CARD_NAMES[base + bit]} is given twice"
                f" (in the {_SEAT_NAMES[seat]} hand)"
            )
        bits |= 1 << bit
    if len(_HOLDINGS) < 65536:
        _HOLDINGS[text] = bits
    return bits


def _complete_deal(text: str) -> tuple[Deal, Seat, None] | None:
    """:func:`read_deal` of a deal written as most files write it (the first seat, four
    hands of 13 cards, each suit's holding seen before in :data:`_HOLDINGS`, no card
    twice) with its checks done on the four hands at once; ``None`` for any other text,
    which :func:`read_deal` reads holding by holding (to name what is wrong)."""
    first = SEATS.get(text[:1])
    hands = text[2:].split(" ")
    if first is None or text[1:2] != ":" or len(hands) != 4:
        return None
    holdings = _HOLDINGS
    masks = [0, 0, 0, 0]
    try:
        for step, hand in enumerate(hands):
            spades, hearts, diamonds, clubs = hand.split(".")
            masks[(first + step) & 3] = (
                holdings[spades] << 39
                | holdings[hearts] << 26
                | holdings[diamonds] << 13
                | holdings[clubs]
            )
    except (KeyError, ValueError):  # a holding not seen yet, or not four suits
        return None
    north, east, south, west = masks
    if (north | east | south | west).bit_count() != 52 or not (
        north.bit_count() == east.bit_count() == south.bit_count() == 13
    ):  # a card twice or missing: read_deal names it
        return None
    return Deal.trusted((Hand(north), Hand(east), Hand(south), Hand(west))), first, None


def read_deal(text: str, strict: bool) -> tuple[Deal, Seat, str | None]:
    """The ``Deal`` tag: the deal, the first seat written, and a quirk text.

    A hand may be ``-`` (not given); the given hands must hold the same number
    of cards, 13 or fewer for an end position (§3.4.11, §3.10).

    :raises NotationError: not written as a deal.
    :raises DealError: a card twice, or hands of different sizes.
    """
    deal = _complete_deal(text)
    if deal is not None:
        return deal
    first_text, colon, rest = text.partition(":")
    if not colon:
        raise NotationError(f"bad deal {text!r}: expected '<first>:<hand> <hand> <hand> <hand>'")
    first = SEATS.get(first_text)
    if first is None:
        raise NotationError(f"bad deal {text!r}: the first seat {first_text!r} is not W, N, E or S")
    quirk = None
    parts = rest.split(" ")
    if len(parts) != 4:
        loose = rest.split()
        if len(loose) == 4:
            if strict:
                raise NotationError(f"bad deal {text!r}: exactly one space between hands")
            quirk = "Deal has extra spaces between hands"
            parts = loose
        else:
            raise NotationError(f"bad deal {text!r}: expected four hands, found {len(loose)}")
    masks = [0, 0, 0, 0]
    given = [False, False, False, False]
    seen = 0
    holdings = _HOLDINGS
    for step, part in enumerate(parts):
        seat = (first + step) & 3
        if part == "-":
            continue
        suits = part.split(".")
        if len(suits) != 4:
            raise NotationError(
                f"bad deal: the {_SEAT_NAMES[seat]} hand {part!r} is not four suits"
                " separated by '.'"
            )
        mask = 0
        for base, holding in zip(_SUIT_BASE, suits, strict=True):
            bits = holdings.get(holding)
            if bits is None:
                bits = _holding(holding, base, seat, part)
            mask |= bits << base
        if mask & seen:
            index = (mask & seen).bit_length() - 1
            raise DealError(
                f"bad deal: {_CARD_NAMES[index]} is given twice"
                f" (again in the {_SEAT_NAMES[seat]} hand)"
            )
        seen |= mask
        masks[seat] = mask
        given[seat] = True
    sizes = [masks[s].bit_count() for s in range(4) if given[s]]
    if not sizes or max(sizes) == 0:
        raise DealError(f"bad deal {text!r}: no cards given")
    if max(sizes) > 13:
        seat = next(s for s in range(4) if masks[s].bit_count() > 13)
        raise DealError(f"bad deal: {_SEAT_NAMES[seat]} has {masks[seat].bit_count()} cards")
    if min(sizes) != max(sizes):
        counts = ", ".join(f"{_SEAT_NAMES[s]} {masks[s].bit_count()}" for s in range(4) if given[s])
        raise DealError(f"bad deal: the hands have different numbers of cards ({counts})")
    partial = not all(given) or sizes[0] != 13
    hands = (Hand(masks[0]), Hand(masks[1]), Hand(masks[2]), Hand(masks[3]))
    if not partial:  # no card twice, 13 in each hand: the constructor's checks, done
        return Deal.trusted(hands), first, quirk
    return Deal(hands, partial=True), first, quirk


_CONTRACT: Final = re.compile(r"([1-7])(NT|[SHDC])(XX|X)?\Z", re.IGNORECASE)
_LOOSE_CONTRACT: Final = re.compile(r"([1-7])\s*(NT|N|[SHDC])\s*(XX|X|R|\*\*|\*)?\Z", re.IGNORECASE)
_DENOMINATION: Final = re.compile(r"(NT|[SHDC])\Z", re.IGNORECASE)
_STRAINS: Final = {"C": Strain.CLUBS, "D": Strain.DIAMONDS, "H": Strain.HEARTS,
                   "S": Strain.SPADES, "NT": Strain.NOTRUMP, "N": Strain.NOTRUMP}  # fmt: skip
_RISKS: Final = {
    "": Doubling.UNDOUBLED, "X": Doubling.DOUBLED, "XX": Doubling.REDOUBLED,
    "R": Doubling.REDOUBLED, "*": Doubling.DOUBLED, "**": Doubling.REDOUBLED,
}  # fmt: skip


@dataclass(frozen=True, slots=True)
class ContractValue:
    """What a ``Contract`` tag says."""

    contract: Contract | None
    """The contract (without declarer); ``None`` for Pass, ``""``, ``"?"`` or an end position."""
    passed_out: bool = False
    strain: Strain | None = None
    """The trump of an end position (``"H"``, ``"NT"``: §3.10), or of the contract."""
    quirk: str | None = None
    lowercase: bool = False
    """Written in lower case: allowed in import format, not in export format (§3.11)."""


def read_contract(text: str, strict: bool) -> ContractValue:
    """The ``Contract`` tag (§3.4.14): ``Pass``, ``<k><denomination><risk>``, ``""``
    or ``"?"``; an end position gives only the denomination (§3.10).

    :raises NotationError: not a contract.
    """
    match = _CONTRACT.match(text)
    if match is not None:
        level, denom, risk = match.groups()
        strain = _STRAINS[denom.upper()]
        contract = Contract(int(level), strain, _RISKS[(risk or "").upper()])
        if text != text.upper():
            quirk = f"Contract {text!r} in lowercase (export format writes {text.upper()!r})"
            return ContractValue(contract, strain=strain, quirk=quirk, lowercase=True)
        return ContractValue(contract, strain=strain)
    if text.lower() == "pass":
        return ContractValue(None, passed_out=True)
    if text in ("", "?"):
        return ContractValue(None)
    match = _DENOMINATION.match(text)
    if match is not None:
        return ContractValue(None, strain=_STRAINS[text.upper()])
    if not strict:
        loose = _LOOSE_CONTRACT.match(text.strip())
        if loose is not None:
            level, denom, risk = loose.groups()
            strain = _STRAINS[denom.upper()]
            contract = Contract(int(level), strain, _RISKS[(risk or "").upper()])
            return ContractValue(
                contract,
                strain=strain,
                quirk=f"Contract {text!r} is not written as PBN does ({contract})",
            )
        if text.strip().lower() in ("pass", "p", "ap", "passed out", "-"):
            return ContractValue(None, passed_out=True, quirk=f"Contract {text!r} for Pass")
    if text[:1].isdigit():
        raise NotationError(
            f"bad contract {text!r}: bad denomination {text[1:]!r} (S, H, D, C or NT, then X or XX)"
        )
    raise NotationError(f"bad contract {text!r}: expected e.g. '4S', '3NTX', '6HXX' or 'Pass'")


@dataclass(frozen=True, slots=True)
class Sides:
    """A value given for declarer, for a side, or for both sides (``Result``, ``Score``...)."""

    plain: float | None = None
    """The value without a side (declarer's)."""
    ns: float | None = None
    ew: float | None = None
    caret: bool = False
    """``^`` before the value (a result the players agreed that differs from the play)."""

    def for_ns(self, declarer: Seat | None) -> float | None:
        """The value for North-South (the plain value is declarer's side's)."""
        if self.ns is not None:
            return self.ns
        if self.ew is not None:
            return -self.ew
        if self.plain is not None and declarer is not None:
            return self.plain if declarer in (Seat.NORTH, Seat.SOUTH) else -self.plain
        return None


_SIDES: Final = re.compile(r"(?:(NS|EW)\s+)?([^\s]+)(?:\s+(NS|EW)\s+([^\s]+))?\Z", re.IGNORECASE)
_INT: Final = re.compile(r"[+-]?\d+\Z")
_DECIMAL: Final = re.compile(r"[+-]?(\d+\.?\d*|\.\d+)\Z")


def _sides(text: str, tag: str, number: re.Pattern[str], what: str) -> Sides:
    caret = text.startswith("^")
    body = text[1:] if caret else text
    match = _SIDES.match(body.strip())
    if match is None or (match.group(1) is None and match.group(3) is not None):
        raise NotationError(
            f"bad value {text!r} for tag {tag}: expected '<{what}>', 'NS <{what}>',"
            f" 'EW <{what}>' or both"
        )
    side1, value1, side2, value2 = match.groups()
    values: dict[str, float] = {}
    for side, value in ((side1, value1), (side2, value2)):
        if value is None:
            continue
        if number.match(value) is None:
            if not any(c.isdigit() for c in value):
                raise NotationError(f"bad number {value!r} in tag {tag} {text!r}")
            kind = "a decimal number" if number is _DECIMAL else "an integer"
            raise NotationError(f"bad value {text!r} for tag {tag}: {value!r} is not {kind}")
        key = side.upper() if side else ""
        if key in values:
            raise NotationError(f"bad value {text!r} for tag {tag}: {key} given twice")
        values[key] = float(value)
    return Sides(values.get(""), values.get("NS"), values.get("EW"), caret)


def read_result(text: str) -> Sides:
    """The ``Result`` tag (§3.4.15): tricks for declarer, ``NS n``, ``EW n`` or both
    (their sum 13); ``^`` first when the players agreed a wrong number.

    :raises NotationError: not a result.
    """
    sides = _sides(text, "Result", _INT, "tricks")
    for value in (sides.plain, sides.ns, sides.ew):
        if value is not None and not 0 <= value <= 13:
            raise NotationError(f"bad number in Result {text!r}: tricks are 0 to 13")
    if sides.ns is not None and sides.ew is not None and sides.ns + sides.ew != 13:
        raise NotationError(
            f"bad number in Result {text!r}: the tricks of NS and EW add up to"
            f" {int(sides.ns + sides.ew)}, not 13"
        )
    return sides


def read_score(text: str, tag: str = "Score", decimal: bool = False) -> Sides:
    """A score tag (§4.2): ``Score`` (integer points), ``ScoreIMP``, ``ScoreMP``,
    ``ScorePercentage`` (decimal numbers) in the five formats of §4.2.1.

    :raises NotationError: not a score.
    """
    return _sides(text, tag, _DECIMAL if decimal else _INT, "score")


_NOTE: Final = re.compile(r"[0-9]+:", re.ASCII)
_LOOSE_NOTE: Final = re.compile(r"\s*([0-9]+)\s*:(.*)\Z", re.DOTALL)


def note_parts(text: str) -> tuple[int | None, str, str]:
    """A ``Note`` tag ``"<index>:<text>"`` (§3.5.5) as the tolerant reader reads it: its
    index (``None``: the value has none), its text, and what the standard says against
    it (``""``: nothing; no index, white space around it, an index out of 1 to 32). The
    one reading of a Note's value: :func:`read_note`, the reader's notes and
    :meth:`~bridgelaw.formats.pbn_model.PbnGame.note_texts` all use it.
    """
    match = _LOOSE_NOTE.match(text)
    if match is None:
        return None, "", f"bad number: Note {text!r} is not written '<index>:<text>'"
    index = int(match.group(1))
    if _NOTE.match(text) is None:
        problem = f"bad number: Note {text!r} is not written '<index>:<text>'"
    elif not 1 <= index <= 32:
        problem = f"bad note index {index} in Note {text!r}: notes are numbered 1 to 32"
    else:
        problem = ""
    return index, match.group(2), problem


def read_note(text: str) -> tuple[int, str]:
    """A ``Note`` tag ``"<index>:<text>"`` with index 1 to 32 (§3.5.5), as the standard
    writes it (:func:`note_parts`).

    :raises NotationError: no index, white space around it, or an index out of range.
    """
    index, note, problem = note_parts(text)
    if problem or index is None:
        raise NotationError(problem)
    return index, note


# Strict checks of the other tags (§3.4, §4) -------------------------------------------------

_DATE: Final = re.compile(r"(\d{4}|\?{4})\.(\d\d|\?\?)\.(\d\d|\?\?)\Z")
_TIME: Final = re.compile(r"([01]\d|2[0-3]):[0-5]\d:[0-5]\d\Z")
_ROUND: Final = re.compile(r"[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*\Z")
_SCORING_FIELD: Final = re.compile(r"[A-Za-z][A-Za-z0-9_\-]*\Z")
_RUBBER: Final = re.compile(
    r"(?:(NS|EW)\s+)?(\d+)\s*/\s*(\d+)(?:\s+(NS|EW)\s+(\d+)\s*/\s*(\d+))?\s*\Z"
)
_OPTIMUM: Final = re.compile(r"(NS|EW)(?:\s+(\S+))?(?:\s+(NS|EW)(?:\s+(\S+))?)?\Z")


def _date(text: str) -> str | None:
    if _DATE.match(text):
        return None
    if len(text) == 10 and text[4] == "." and text[7] == ".":
        bad = next(
            c for i, c in enumerate(text) if i not in (4, 7) and not (c.isdigit() or c == "?")
        )
        return f"bad date character {bad!r} in {text!r} (YYYY.MM.DD, '?' for unknown digits)"
    return f"bad date format {text!r}: expected 'YYYY.MM.DD'"


def _choices(*allowed: str) -> Callable[[str], str | None]:
    lowered = {a.lower() for a in allowed}

    def check(text: str) -> str | None:
        if text.lower() in lowered:
            return None
        return f"bad value {text!r}: expected one of {', '.join(allowed)}"

    return check


def _round(text: str) -> str | None:
    if _ROUND.match(text):
        return None
    return (
        f"bad value {text!r}: a round is a non-negative integer or letters, digits and"
        " '_', parts separated by '.'"
    )


def _integer(text: str) -> str | None:
    return None if text.isdigit() else f"bad value {text!r}: expected a non-negative integer"


def _board(text: str) -> str | None:
    return None if text.isdigit() and int(text) > 0 else f"bad board number {text!r}"


def _scoring(text: str) -> str | None:
    for item in text.split(";"):
        if _SCORING_FIELD.match(item) is None:
            return (
                f"bad Scoring field {item!r} in {text!r}: fields are names separated by ';'"
                " (e.g. 'IMP;Butler')"
            )
    return None


def _time(text: str) -> str | None:
    return None if _TIME.match(text) else f"bad time {text!r}: expected 'HH:MM:SS'"


def _time_control(text: str) -> str | None:
    if text == "" or re.fullmatch(r"\d+/\d+", text):
        return None
    return f"bad value {text!r}: expected '<games>/<minutes>'"


def _hidden(text: str) -> str | None:
    if all(c in "WNESwnes" for c in text) and len(set(text.upper())) == len(text):
        return None
    return f"bad value {text!r}: expected seats W, N, E, S"


def _score(tag: str, decimal: bool) -> Callable[[str], str | None]:
    def check(text: str) -> str | None:
        try:
            sides = read_score(text, tag, decimal)
        except NotationError as err:
            return str(err)
        if sides.caret:
            return f"bad value {text!r} for tag {tag}"
        if tag == "ScorePercentage":
            for value in (sides.plain, sides.ns, sides.ew):
                if value is not None and not 0 <= value <= 100:
                    return f"bad value {text!r} for tag {tag}: a percentage is 0 to 100"
        return None

    return check


def _rubber(text: str) -> str | None:
    if _RUBBER.match(text.strip()) and not text.startswith(" "):
        return None
    if not re.search(r"\d", text):
        return f"bad number in ScoreRubber {text!r}: expected '<above>/<below>'"
    return f"bad value {text!r} for tag ScoreRubber: expected '<above>/<below>'"


def _optimum(text: str) -> str | None:
    match = _OPTIMUM.match(text.strip())
    if match is None:
        return f"bad value {text!r} for tag OptimumScore: expected 'NS <score>' or 'EW <score>'"
    side1, value1, side2, value2 = match.groups()
    if value1 is None or (side2 is not None and value2 is None):
        return f"bad number in OptimumScore {text!r}: a side needs its score"
    for value in (value1, value2):
        if value is not None and _INT.match(value) is None:
            return f"bad number {value!r} in OptimumScore {text!r}"
    if side2 is not None:
        if side1 == side2:
            return f"bad value {text!r} for tag OptimumScore: {side1} given twice"
        if int(value1) != -int(value2 or 0):
            return f"bad value {text!r} for tag OptimumScore: NS and EW scores must be opposite"
    return None


_CHECKS: Final[dict[str, Callable[[str], str | None]]] = {
    "Date": _date,
    "EventDate": _date,
    "UTCDate": _date,
    "Board": _board,
    "Round": _round,
    "Scoring": _scoring,
    "Time": _time,
    "UTCTime": _time,
    "TimeControl": _time_control,
    "TimeCall": _integer,
    "TimeCard": _integer,
    "Hidden": _hidden,
    "FrenchMP": _choices("Yes", "No"),
    "Room": _choices("Open", "Closed"),
    "WestType": _choices("human", "program"),
    "NorthType": _choices("human", "program"),
    "EastType": _choices("human", "program"),
    "SouthType": _choices("human", "program"),
    "Competition": _choices("Cavendish", "Chicago", "Individuals", "Pairs", "Rubber", "Teams"),
    "Mode": _choices("EM", "EMB", "IBS", "OKB", "TABLE", "TC"),
    "Score": _score("Score", False),
    "ScoreIMP": _score("ScoreIMP", True),
    "ScoreMP": _score("ScoreMP", True),
    "ScorePercentage": _score("ScorePercentage", True),
    "ScoreRubber": _rubber,
    "OptimumScore": _optimum,
}

_SECTIONS: Final = {
    "Date": "3.4.3", "EventDate": "4.4.1", "UTCDate": "4.5.2", "Board": "3.4.4",
    "Round": "4.4.4", "Scoring": "3.4.12", "Time": "4.5.1", "UTCTime": "4.5.3",
    "TimeControl": "4.6.1", "TimeCall": "4.6.2", "TimeCard": "4.6.3", "Hidden": "4.1.6",
    "FrenchMP": "4.1.4", "Room": "4.1.7", "WestType": "4.3.4", "NorthType": "4.3.4",
    "EastType": "4.3.4", "SouthType": "4.3.4", "Competition": "4.1.1", "Mode": "4.7.4",
    "Score": "4.2.1", "ScoreIMP": "4.2.2", "ScoreMP": "4.2.3", "ScorePercentage": "4.2.4",
    "ScoreRubber": "4.2.5", "OptimumScore": "4.2.7",
}  # fmt: skip

_MANDATORY: Final = frozenset(
    {"Event", "Site", "Date", "Board", "West", "North", "East", "South", "Dealer",
     "Vulnerable", "Deal", "Scoring", "Declarer", "Contract", "Result"}
)  # fmt: skip


def value_problem(name: str, value: str) -> tuple[str, str] | None:
    """For the strict reader: what is wrong with the value of a tag that the reader
    does not otherwise interpret (``Date``, ``Round``, ``Score``...), and the section
    of the standard; ``None`` if nothing is (or the tag has no rule)."""
    check = _CHECKS.get(name)
    if check is None:
        return None
    if name in _MANDATORY and value in ("", "?"):
        return None
    if value == "" and name in ("Scoring", "TimeControl"):
        return None
    problem = check(value)
    if problem is None:
        return None
    return f"tag {name}: {problem}", _SECTIONS[name]
