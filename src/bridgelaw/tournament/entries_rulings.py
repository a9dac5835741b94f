"""The director's rulings an entries file carries beside its table results: procedural
penalties (Law 90) and fouled boards (Law 87), so that ``bridgelaw event run`` scores a
night as the club night scored it (:meth:`bridgelaw.tournament.club.ClubNight.entries_file`
writes them).

JSON, at the top level::

    "penalties": [{"contestant": "5NS", "amount": 25, "unit": "%", "board": 9,
                   "law": "90B2", "reason": "unduly slow play"}],
    "fouled": {"1": {"2": 1, "5": 1}}       # board -> table -> the form it played

CSV, as directives::

    # penalty 5NS: 25% board=9 law=90B2 unduly slow play
    # fouled 1: 2=1 5=1

A penalty's unit is ``%`` (of a top, converted with the penalised board's top), ``MP``,
``IMP``, ``VP`` or ``points``; its Law is 90A unless given. A fouled board names the
tables that played a changed form (form 1, 2...); the others played it as dealt.

>>> p = penalty_of_text("5NS", "25% board=9 law=90B2 unduly slow play")
>>> (p.contestant, p.amount, p.unit.value, p.board, str(p.law), p.reason)
('5NS', 25.0, '% of a top', 9, '90B2', 'unduly slow play')
>>> fouled_of_text("1", "2=1 5=1")
(1, {2: 1, 5: 1})
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, Final

from bridgelaw.core.lawref import LawRef
from bridgelaw.errors import BridgeError
from bridgelaw.scoring.penalties import PenaltyUnit, ProceduralPenalty

__all__ = [
    "fouled_json",
    "fouled_of_json",
    "fouled_of_text",
    "penalty_json",
    "penalty_of_json",
    "penalty_of_text",
]

_WRITTEN: Final = {
    PenaltyUnit.PERCENT_OF_TOP: "%",
    PenaltyUnit.MATCHPOINTS: "MP",
    PenaltyUnit.IMPS: "IMP",
    PenaltyUnit.VICTORY_POINTS: "VP",
    PenaltyUnit.POINTS: "points",
}
"""How each unit is written."""
_UNITS: Final = {
    **{text.lower(): unit for unit, text in _WRITTEN.items()},
    "% of a top": PenaltyUnit.PERCENT_OF_TOP,
    "imps": PenaltyUnit.IMPS,
}
_TEXT: Final = re.compile(r"\s*(\d+(?:\.\d+)?)\s*(%|mp|imps?|vp|points)\s*(.*)", re.IGNORECASE)
_DEFAULT_LAW: Final = "90A"


def _unit(text: str) -> PenaltyUnit:
    unit = _UNITS.get(text.strip().lower())
    if unit is None:
        raise BridgeError(f"a penalty's unit is %, MP, IMP, VP or points, not {text!r}")
    return unit


def _law(text: str) -> LawRef:
    law = LawRef.parse(text)
    if law.law != 90:
        raise BridgeError(f"a procedural penalty is given under Law 90, not {law}")
    return law


def _penalty(
    contestant: str, amount: float, unit: PenaltyUnit, rest: dict[str, Any]
) -> ProceduralPenalty:
    reason = str(rest.get("reason") or "").strip()
    if not contestant or amount <= 0 or not reason:
        raise BridgeError("a procedural penalty needs a contestant, a positive amount and a reason")
    board = rest.get("board")
    if board is not None and (not isinstance(board, int) or isinstance(board, bool) or board < 1):
        raise BridgeError(f"a penalty's board is a board number, not {board!r}")
    law = _law(str(rest.get("law") or _DEFAULT_LAW))
    return ProceduralPenalty(contestant, amount, unit, reason, law, board)


def penalty_of_text(contestant: str, value: str) -> ProceduralPenalty:
    """The penalty of a ``# penalty CONTESTANT: AMOUNT UNIT [board=N] [law=90B2] REASON``
    directive.

    :raises BridgeError: what is wrong with it.
    """
    found = _TEXT.fullmatch(value)
    if found is None:
        raise BridgeError("write '# penalty PAIR: 25% board=9 law=90B2 reason' (or 3 MP ...)")
    rest: dict[str, Any] = {}
    words = found[3].split()
    while words and re.fullmatch(r"(board|law)=\S+", words[0]):
        key, _, text = words.pop(0).partition("=")
        rest[key] = int(text) if key == "board" and text.isdigit() else text
    rest["reason"] = " ".join(words)
    return _penalty(contestant.strip(), float(found[1]), _unit(found[2]), rest)


def penalty_of_json(data: object) -> ProceduralPenalty:
    """A penalty of the JSON form (module doc).

    :raises BridgeError: what is wrong with it.
    """
    if not isinstance(data, dict):
        raise BridgeError("a penalty is an object with contestant, amount, unit and reason")
    amount = data.get("amount")
    if not isinstance(amount, int | float) or isinstance(amount, bool):
        raise BridgeError(f"a penalty's amount is a number, not {amount!r}")
    unit = _unit(str(data.get("unit") or "%"))
    return _penalty(str(data.get("contestant") or ""), float(amount), unit, data)


def penalty_json(penalty: ProceduralPenalty) -> dict[str, Any]:
    """The JSON form of ``penalty`` (read back by :func:`penalty_of_json`)."""
    out: dict[str, Any] = {
        "contestant": penalty.contestant,
        "amount": penalty.amount,
        "unit": _WRITTEN[penalty.unit],
        "reason": penalty.reason,
        "law": str(penalty.law),
    }
    if penalty.board is not None:
        out["board"] = penalty.board
    return out


def fouled_of_text(board: str, value: str) -> tuple[int, dict[int, int]]:
    """The board and forms of a ``# fouled BOARD: TABLE=FORM ...`` directive.

    :raises BridgeError: what is wrong with it.
    """
    try:
        number = int(board)
        forms = {int(t): int(f) for t, _, f in (item.partition("=") for item in value.split())}
    except ValueError:
        raise BridgeError("write '# fouled BOARD: TABLE=FORM ...' (# fouled 1: 2=1 5=1)") from None
    return number, _checked(number, forms)


def fouled_of_json(data: object) -> dict[int, dict[int, int]]:
    """The fouled boards of the JSON form (module doc).

    :raises BridgeError: what is wrong with it.
    """
    if not isinstance(data, dict):
        raise BridgeError("fouled is an object: board -> {table: form}")
    out: dict[int, dict[int, int]] = {}
    try:
        for board, forms in data.items():
            if not isinstance(forms, dict):
                raise BridgeError(f"fouled board {board}: an object table -> form")
            out[int(board)] = _checked(int(board), {int(t): int(f) for t, f in forms.items()})
    except (TypeError, ValueError):
        raise BridgeError("fouled is an object: board -> {table: form}, all numbers") from None
    return out


def fouled_json(fouled: Mapping[int, Mapping[int, int]]) -> dict[str, dict[str, int]]:
    """The JSON form of the fouled boards (read back by :func:`fouled_of_json`)."""
    return {
        str(b): {str(t): f for t, f in sorted(forms.items())} for b, forms in sorted(fouled.items())
    }


def _checked(board: int, forms: dict[int, int]) -> dict[int, int]:
    if not forms or any(form < 1 for form in forms.values()):
        raise BridgeError(
            f"fouled board {board}: name each table of a changed form with its form, 1 or more"
        )
    return forms
