"""The Auction section (PBN 2.1 §3.5, §3.7, §3.9): calls, annotations, marks.

:func:`read_units` turns the section's tokens into :class:`PbnCall` units (a
call with its suffix, note reference and NAGs), and :func:`spell_out` gives the
calls in order from the dealer's, ``AP`` written out as passes. The strict
reader also runs :func:`check_auction`, which replays the calls: turn order
from the dealer, sufficient bids, doubles and redoubles, ``+`` and ``*``, and
that the ``Contract`` and ``Declarer`` tags agree with the auction.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from bridgelaw.core.calls import DOUBLE, PASS, REDOUBLE, Bid, Call, Contract, Doubling, Strain
from bridgelaw.core.seats import Seat
from bridgelaw.errors import NotationError
from bridgelaw.formats import pbncore
from bridgelaw.formats.pbn_report import Reporter
from bridgelaw.formats.pbn_units import PbnCall
from bridgelaw.formats.records import AnnotatedCall

__all__ = ["AuctionFacts", "check_auction", "read_units", "spell_out"]

SUFFIXES: Final = {"!": 1, "?": 2, "!!": 3, "??": 4, "!?": 5, "?!": 6}
"""Suffix annotations and their NAGs for calls (§3.5.3); cards add 6 (§3.6.3)."""

_STRAINS: Final = {"C": Strain.CLUBS, "D": Strain.DIAMONDS, "H": Strain.HEARTS,
                   "S": Strain.SPADES, "NT": Strain.NOTRUMP}  # fmt: skip
_BID: Final = re.compile(r"([1-7])(NT|[SHDC])\Z", re.IGNORECASE)
_LOOSE_BID: Final = re.compile(r"([1-7])(N|NT|SA|[SHDC])\Z", re.IGNORECASE)
_CALLS: Final[dict[str, Call]] = {"PASS": PASS, "X": DOUBLE, "XX": REDOUBLE, "AP": PASS}
_LOOSE_CALLS: Final[dict[str, Call]] = {"P": PASS, "D": DOUBLE, "R": REDOUBLE, "DBL": DOUBLE,
                                        "RDBL": REDOUBLE, "XXX": REDOUBLE}  # fmt: skip
_SEAT_NAMES: Final = ("North", "East", "South", "West")

CACHE_SIZE: Final = 4096
"""Entries kept by each of the parsing caches of this module (tokens are few; a file of
junk tokens cannot make the caches grow without bound)."""


@lru_cache(maxsize=CACHE_SIZE)
def _pbn_call(token: str) -> Call | None:
    """The call a token spells in PBN's own spelling (any case), else ``None``."""
    call = _CALLS.get(token.upper())
    if call is None:
        match = _BID.match(token)
        if match is not None:
            call = Bid(int(match.group(1)), _STRAINS[match.group(2).upper()])
    return call


def read_call(token: str, strict: bool) -> tuple[Call, str | None]:
    """A call token (§3.5.1): ``Pass``, ``X``, ``XX``, ``AP`` or ``<k><denomination>``
    (lowercase allowed in import format); the quirk text for a spelling PBN does
    not use (``1N``, ``P``, ``D``...), accepted unless ``strict``.

    :raises NotationError: not a call.
    """
    call = _pbn_call(token)
    if call is not None:
        return call, None
    upper = token.upper()
    if not strict:
        call = _LOOSE_CALLS.get(upper)
        match = _LOOSE_BID.match(token)
        if match is not None:
            strain = _STRAINS.get(match.group(2).upper(), Strain.NOTRUMP)
            call = Bid(int(match.group(1)), strain)
        if call is not None:
            return call, f"call {token!r} is not written as PBN does ({call})"
    if token[:1].isdigit() and token[:1] in "1234567":
        raise NotationError(f"bad call {token!r}: bad denomination (S, H, D, C or NT)")
    raise NotationError(f"bad call {token!r}: expected Pass, X, XX, AP or a bid such as 1NT")


def annotation(
    token: str, unit: dict[str, object] | None, line: int, rep: Reporter, play: bool
) -> None:
    """Attach a suffix, note reference or NAG token to the unit it follows
    (§3.5.2-3.5.4, §3.6.2-3.6.4, §3.7); strict checks on the way."""
    section = "3.6" if play else "3.5"
    what = "card" if play else "call"
    strict = rep.strict
    if unit is None:
        if strict:
            rep.check(f"annotation {token!r} before any {what}", line, section + ".2")
        return
    first = token[0]
    if first == "=":
        body = token[1:-1]
        if not body.isdigit() or token[-1] != "=" or len(token) < 3:
            rep.quirk(f"bad note reference {token!r}: expected =<number>=", line, section + ".4")
            return
        number = int(body)
        if strict:
            if not 1 <= number <= 32:
                rep.check(f"bad note reference {token!r}: notes are 1 to 32", line, section + ".4")
            if unit["note"] is not None:
                rep.check(
                    f"double note: {unit['token']} already has note ={unit['note']}=",
                    line,
                    section + ".4",
                )
        if unit["note"] is None:
            unit["note"] = number
        return
    if first == "$":
        body = token[1:]
        if not body.isdigit():
            rep.quirk(f"bad number: NAG {token!r} is '$' and a number", line, "3.7")
            return
        nag = int(body)
        nags = unit["nags"]
        assert isinstance(nags, list)
        if strict:
            _check_nag(nag, token, unit, play, line, rep)
        nags.append(nag)
        return
    if first in "!?":
        if token not in SUFFIXES:
            rep.quirk(f"bad suffix {token!r}", line, section + ".3")
            return
        if strict:
            if unit["suffix"] is not None:
                rep.check(
                    f"double suffix: {unit['token']} already has suffix {unit['suffix']!r}",
                    line,
                    section + ".3",
                )
            elif _has_evaluation(unit, play):
                rep.check(
                    f"double nag: suffix {token!r} after a NAG with the same meaning"
                    f" on {unit['token']}",
                    line,
                    "3.7",
                )
        if unit["suffix"] is None:
            unit["suffix"] = token
        return
    rep.error(f"bad token {token!r} in the {'Play' if play else 'Auction'} section", line, section)


def _has_evaluation(unit: Mapping[str, object], play: bool) -> bool:
    low, high = (7, 12) if play else (1, 6)
    nags = unit["nags"]
    assert isinstance(nags, list)
    return any(low <= n <= high for n in nags) or unit["suffix"] is not None


def _check_nag(
    nag: int, token: str, unit: Mapping[str, object], play: bool, line: int, rep: Reporter
) -> None:
    if nag > 255:
        rep.check(f"bad nag {token!r}: NAGs are 0 to 255", line, "3.7")
        return
    for_calls = 1 <= nag <= 6 or nag == 13
    for_cards = 7 <= nag <= 12 or nag == 14
    if (play and for_calls) or (not play and for_cards):
        rep.check(
            f"bad nag {token!r}: ${nag} is for {'calls' if for_calls else 'cards'} only",
            line,
            "3.7",
        )
    elif (1 <= nag <= 12) and _has_evaluation(unit, play):
        rep.check(f"double nag: {token!r} on {unit['token']} repeats an evaluation", line, "3.7")


def new_unit(token: str, line: int) -> dict[str, object]:
    return {"token": token, "marks": "", "suffix": None, "note": None, "nags": [], "line": line}


@dataclass(slots=True)
class Units:
    """The calls (or cards) of a section and how it ends."""

    units: list[dict[str, object]]
    end: str
    """``"*"``, ``"+"`` or ``""``."""


def read_units(
    tokens: Sequence[str], lines: Sequence[int], tag_line: int, rep: Reporter, play: bool
) -> Units:
    """Group the tokens of an Auction or Play section into units: the call or card
    token, the irregularity marks before it, the annotations after it."""
    units: list[dict[str, object]] = []
    current: dict[str, object] | None = None
    marks = ""
    end = ""
    strict = rep.strict
    section = "3.6" if play else "3.5"
    n_lines = len(lines)
    for index, token in enumerate(tokens):
        first = token[0]
        if first in "{;%":
            continue
        line = lines[index] if index < n_lines else tag_line
        if end == "*":
            rep.quirk(f"{token!r} after '*', which ends the section", line, section)
            continue
        if first in "=$!?":
            annotation(token, current, line, rep, play)
            continue
        if first == "^":
            if token == "^S" and not play:
                current = new_unit(token, line)
                current["marks"] = marks
                marks = ""
                units.append(current)
                continue
            if token in (("^R", "^L") if play else ("^I",)):
                if strict and marks:
                    rep.check(
                        f"double irregularity: {'^' + marks[-1]} and {token} on one"
                        f" {'card' if play else 'call'}",
                        line,
                        "3.9",
                    )
                marks += token[1]
                continue
            rep.quirk(f"bad irregularity {token!r} in the {'Play' if play else 'Auction'} section",
                      line, "3.9")  # fmt: skip
            continue
        if token == "*":
            if strict and marks:
                rep.check("irregularity mark before '*'", line, "3.9")
            end = "*"
            continue
        current = new_unit(token, line)
        current["marks"] = marks
        marks = ""
        units.append(current)
    if strict and marks:
        rep.check(f"irregularity mark '^{marks[-1]}' at the end of the section", tag_line, "3.9")
    if units and units[-1]["token"] == "+" and end == "":
        end = "+"
    return Units(units, end)


@lru_cache(maxsize=CACHE_SIZE)
def _plain_call(token: str, seat: Seat, call: Call | None) -> PbnCall:
    """The unit of a plain call (no annotation), shared between equal ones."""
    return PbnCall(token, call, seat)


def make_calls(
    units: Units, seat: Seat, notes: Mapping[int, str], rep: Reporter
) -> tuple[PbnCall, ...]:
    """The :class:`PbnCall` of each unit; column seats rotate from ``seat``. A call
    that cannot be read is reported and kept with ``call=None``."""
    out: list[PbnCall] = []
    strict = rep.strict
    for index, unit in enumerate(units.units):
        token = unit["token"]
        assert isinstance(token, str)
        call: Call | None = None
        if token not in ("-", "+", "^S"):
            try:
                call, quirk = read_call(token, strict)
            except NotationError as err:
                line = unit["line"]
                assert isinstance(line, int)
                rep.error(str(err), line, "3.5.1")
            else:
                if quirk is not None:
                    line = unit["line"]
                    assert isinstance(line, int)
                    rep.quirk(quirk, line, "3.5.1")
        note = unit["note"]
        nags = unit["nags"]
        suffix = unit["suffix"]
        marks = unit["marks"]
        assert isinstance(nags, list) and isinstance(marks, str)
        if note is None and not nags and suffix is None and not marks:
            if call is not None or token in ("-", "+"):  # the shared unit of its column
                units_of = _PLAIN_UNITS.get(token) or _plain_units(token)
                out.append(units_of[(seat + index) & 3])
            else:  # '^S', or a token that cannot be read
                out.append(_plain_call(token, seat.next(index), call))
            continue
        assert note is None or isinstance(note, int)
        assert suffix is None or isinstance(suffix, str)
        out.append(
            PbnCall(
                token,
                call,
                seat.next(index),
                marks,
                suffix,
                note,
                notes.get(note) if note is not None else None,
                tuple(nags),
            )
        )
    return tuple(out)


_PLAIN_UNITS: Final[dict[str, tuple[PbnCall, ...]]] = {}
"""Plain call tokens read so far: the unit of the token in each seat's column (N, E, S, W)."""
_PLAIN_SPELT: Final[dict[str, AnnotatedCall]] = {}
"""Plain call tokens read so far (``AP`` aside): the call with nothing said about it."""


def _plain_units(token: str) -> tuple[PbnCall, ...]:
    units = _PLAIN_UNITS.get(token)
    if units is None:
        call = None if token in ("-", "+") else read_call(token, False)[0]
        units = tuple(PbnCall(token, call, seat) for seat in Seat)
        if len(_PLAIN_UNITS) < CACHE_SIZE:
            _PLAIN_UNITS[token] = units
    return units


def plain_moves(
    tokens: Sequence[str], seat: Seat, *, units: bool = True
) -> tuple[tuple[PbnCall, ...], tuple[AnnotatedCall, ...]]:
    """The units of an Auction section of plain call tokens only (no annotations), and
    the calls they spell out (:func:`spell_out` of the units, straight from the tokens:
    from the dealer's, ``AP`` as the passes that end the auction); equal units and calls
    are shared (bounded tables by token, and column). Without ``units``, the calls only
    (and ``()`` for the units)."""
    core = pbncore.core() if not units else None
    if core is not None:  # the same calls, made in C (None: a token not in the table)
        spelt_calls = core.spelt_calls(tokens, _PLAIN_SPELT, _PLAIN_PASS)
        if spelt_calls is not None:
            return (), spelt_calls
    calls: list[PbnCall] = []
    auction: list[AnnotatedCall] = []
    add_unit = calls.append
    add_call = auction.append
    column = int(seat)
    units_of = _PLAIN_UNITS
    spelt_of = _PLAIN_SPELT
    plain_pass = _PLAIN_PASS
    bid_made = False
    passes = 0
    for token in tokens:
        if token == "*":
            continue
        if units:
            unit = units_of.get(token)
            if unit is None:
                unit = _plain_units(token)
            add_unit(unit[column & 3])
            column += 1
        spelt = spelt_of.get(token)
        if spelt is None:
            if token in ("-", "+"):
                continue
            if token.upper() == "AP":
                count = max((3 if bid_made else 4) - passes, 1)
                auction.extend([plain_pass] * count)
                passes += count
                continue
            call = read_call(token, False)[0]
            spelt = _PLAIN_ANNOTATED.get(call)
            if spelt is None:
                spelt = _PLAIN_ANNOTATED[call] = AnnotatedCall(call)
            if len(spelt_of) < CACHE_SIZE:
                spelt_of[token] = spelt
        add_call(spelt)
        if spelt is plain_pass:
            passes += 1
        else:
            passes = 0
            bid_made = True
    return tuple(calls), tuple(auction)


_PLAIN_ANNOTATED: Final[dict[Call, AnnotatedCall]] = {
    c: AnnotatedCall(c) for c in (PASS, DOUBLE, REDOUBLE)
}
_PLAIN_PASS: Final = _PLAIN_ANNOTATED[PASS]


def spell_out(calls: Sequence[PbnCall]) -> tuple[AnnotatedCall, ...]:
    """The calls in order from the dealer's: ``-`` and ``+`` left out, ``AP`` as the
    passes that end the auction, a call after ``^S`` marked ``"S"`` (made out of
    rotation), a bid after ``^I`` marked ``"I"``."""
    out: list[AnnotatedCall] = []
    pending = ""
    bid_made = False
    passes = 0
    for unit in calls:
        call = unit.call
        if call is None:
            if unit.token == "^S":
                pending += "S"
            continue
        mark = (pending + unit.marks) or None
        pending = ""
        explanation = unit.note_text
        alert = unit.note is not None or unit.suffix == "!"  # unit.alert
        if call is PASS and unit.token.upper() == "AP":  # AP's call is a pass
            count = (3 if bid_made else 4) - passes
            for i in range(max(count, 1)):
                out.append(
                    AnnotatedCall(PASS, alert, explanation, mark)
                    if i == 0 and (mark or alert or explanation)
                    else _PLAIN_ANNOTATED[PASS]
                )
            passes += max(count, 1)
            continue
        if mark is None and not alert and explanation is None:
            plain = _PLAIN_ANNOTATED.get(call)
            if plain is None:
                plain = _PLAIN_ANNOTATED[call] = AnnotatedCall(call)
            out.append(plain)
        else:
            out.append(AnnotatedCall(call, alert, explanation, mark))
        if call is PASS:
            passes += 1
        else:
            passes = 0
            bid_made = True
    return tuple(out)


@dataclass(frozen=True, slots=True)
class AuctionFacts:
    """What a complete auction establishes."""

    complete: bool
    contract: Contract | None
    """The final contract with its declarer; ``None`` if passed out or incomplete."""


def check_auction(
    calls: Sequence[PbnCall],
    lines: Sequence[int],
    dealer: Seat | None,
    end: str,
    tag_line: int,
    rep: Reporter,
) -> AuctionFacts:
    """Replay the calls (strict reader): turns from the dealer, legal calls,
    ``+`` last, nothing after the auction ends (§3.5, §3.9)."""
    last_bid: Bid | None = None
    last_bidder: Seat | None = None
    last_action: Call | None = None
    actor: Seat | None = None
    passes = 0
    doubling = Doubling.UNDOUBLED
    first_bidder: dict[tuple[int, Strain], Seat] = {}
    complete = False
    plus_seen = False
    lead = (dealer - calls[0].seat) & 3 if dealer is not None and calls else None
    side_error = False
    for index, unit in enumerate(calls):
        line = lines[index] if index < len(lines) else tag_line
        token = unit.token
        if plus_seen:
            what = "second '+'" if token == "+" else f"call {token!r} after '+'"
            rep.check(f"{what}: '+' stands for the next call and ends the section", line, "3.5")
            continue
        if token == "+":
            plus_seen = True
            if end == "*":
                rep.check("'+' and '*' in the same auction", line, "3.5")
            if complete:
                rep.check("'+' after the end of the auction", line, "3.5")
            continue
        if token == "-":
            if lead is not None and index == lead:
                rep.check(
                    f"bad side: the dealer {_SEAT_NAMES[unit.seat]} must call first, not '-'",
                    line,
                    "3.5",
                )
            elif (lead is not None and index > lead) or (lead is None and index > 2):
                rep.check("'-' after the auction has started", line, "3.5.1")
            continue
        if lead is not None and index < lead and not side_error:
            assert dealer is not None
            rep.check(
                f"bad side: the dealer {_SEAT_NAMES[dealer]} must call first; the column"
                f" of {_SEAT_NAMES[unit.seat]} before the dealer needs '-'",
                line,
                "3.5",
            )
            side_error = True
        if complete:
            rep.check(f"call {token!r} after the end of the auction", line, "3.5")
            continue
        if token == "^S":
            continue
        call = unit.call
        seat = unit.seat
        if call is None:
            continue
        if token.upper() == "AP":
            passes = 3 if last_bid is not None else 4
            complete = True
            continue
        if isinstance(call, Bid):
            if last_bid is not None and call <= last_bid:
                if "I" not in unit.marks:
                    rep.check(
                        f"bad call {token}: insufficient after {last_bid} (mark an accepted"
                        " insufficient bid with ^I)",
                        line,
                        "3.9",
                    )
            elif "I" in unit.marks:
                rep.check(f"the bid {token} marked ^I is sufficient", line, "3.9")
            last_bid, last_bidder, last_action = call, seat, call
            doubling = Doubling.UNDOUBLED
            first_bidder.setdefault((seat & 1, call.strain), seat)
            passes = 0
        elif call is PASS:
            passes += 1
        else:
            wanted = "a bid" if call is DOUBLE else "a double"
            ok = (
                last_action is not None
                and actor is not None
                and actor.is_opponent(seat)
                and (
                    (call is DOUBLE and isinstance(last_action, Bid))
                    or (call is REDOUBLE and last_action is DOUBLE)
                )
            )
            if not ok:
                rep.check(
                    f"bad call {token}: {'X' if call is DOUBLE else 'XX'} must follow {wanted}"
                    " of the opponents",
                    line,
                    "3.5.1",
                )
            last_action = call
            doubling = Doubling.DOUBLED if call is DOUBLE else Doubling.REDOUBLED
            passes = 0
        if call is not PASS:
            actor = seat
        if (last_bid is None and passes == 4) or (last_bid is not None and passes == 3):
            complete = True
    if not complete or last_bid is None or last_bidder is None:
        return AuctionFacts(complete, None)
    declarer = first_bidder[(last_bidder & 1, last_bid.strain)]
    contract = Contract(last_bid.level, last_bid.strain, doubling, declarer)
    return AuctionFacts(True, contract)
