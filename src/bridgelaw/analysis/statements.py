"""A claim statement in words, read into what :func:`~bridgelaw.analysis.claims.analyse_claim`
considers (Law 68C: the clarification statement; Law 70: the director's analysis).

The statement is clauses separated by ``;`` or ``.``; each clause is one of:

* the amount claimed: ``"all"``, ``"all high"``, ``"the rest"``, ``"the rest are mine"``
  (nothing conceded);
* ``"all but ..."`` or ``"concede ..."``: the tricks given up, ``"one"``, ``"a spade"``,
  ``"two tricks"``, ``"the ace of trumps"`` (one trick for each named card or one for
  ``a``/``an``; a number counts that many); naming a trump mentions the outstanding
  trump (70C1);
* a line (:func:`~bridgelaw.analysis.claims.parse_line`): ``"draw trumps, then clubs
  from the top"``, ``"cross-ruff"``, ``"hearts then D2 DQ"``. Drawing trumps mentions
  them.

>>> from bridgelaw.core import Seat
>>> s = parse_statement("draw trumps, then clubs from the top; concede a spade", Seat.SOUTH, 9)
>>> s.tricks, s.mentions_trump, len(s.line)
(8, True, 2)
>>> parse_statement("all but the ace of trumps", Seat.SOUTH, 5).tricks
4
"""

from __future__ import annotations

import re

from bridgelaw.analysis.claims import ClaimStatement, parse_line
from bridgelaw.analysis.normal import DrawTrumps, Step
from bridgelaw.core.seats import Seat
from bridgelaw.errors import NotationError

__all__ = ["parse_statement"]

_NUMBERS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
}  # fmt: skip
_AMOUNT = re.compile(
    r"^(i claim |claim(ing)? )?(all( of them| the rest| tricks| high| mine| ours)?|"
    r"the rest( are (mine|ours))?|(they are |the tricks are )?(all )?(mine|ours))$"
)
_GIVE = re.compile(r"^(all but|conceding|concede|losing|lose|giving up|give up)\s+(.+)$")
_CARD = re.compile(
    r"^(the )?(ace|king|queen|jack|ten|nine|eight|seven|six|five|four|three|two|"
    r"[akqjt2-9]) of (spades|hearts|diamonds|clubs|trumps)$"
)
_SOME = re.compile(
    r"^(\d+|[a-z]+)\s+(tricks?|spades?|hearts?|diamonds?|clubs?|trumps?|"
    r"(spade|heart|diamond|club|trump) tricks?)$"
)


def _given(clause: str, text: str) -> tuple[int, bool]:
    """Tricks given up by an ``all but``/``concede`` clause's object, and whether it
    names a trump."""
    trump = "trump" in clause
    if clause in ("one", "a trick", "one trick"):
        return 1, trump
    if _CARD.match(clause):
        return 1, trump
    some = _SOME.match(clause)
    if some:
        word = some.group(1)
        count = int(word) if word.isdigit() else _NUMBERS.get(word)
        if count is not None:
            return count, trump
    if clause in _NUMBERS:
        return _NUMBERS[clause], trump
    raise NotationError(
        f"cannot read what is given up: {clause!r} in the claim statement {text!r} "
        "(expected e.g. 'a spade', 'two tricks', 'the ace of trumps')"
    )


def parse_statement(text: str, claimer: Seat, remaining: int) -> ClaimStatement:
    """The claim that ``text`` states, made by ``claimer`` with ``remaining`` tricks left
    (the trick in progress included).

    :raises NotationError: a clause cannot be read (the message names it), or more
        tricks are given up than are left.
    """
    conceded = 0
    mentions = False
    steps: list[Step] = []
    for raw in re.split(r"[;.]", text.lower()):
        clause = " ".join(raw.replace(",", " , ").split()).strip(" ,")
        if not clause or _AMOUNT.match(clause):
            continue
        give = _GIVE.match(clause)
        if give:
            count, trump = _given(give.group(2).strip(), text)
            conceded += count
            mentions = mentions or trump
            continue
        try:
            line = parse_line(clause)
        except NotationError as error:
            raise NotationError(f"cannot read the claim statement {text!r}: {error}") from None
        mentions = mentions or any(isinstance(step, DrawTrumps) for step in line)
        steps.extend(line)
    if conceded > remaining:
        raise NotationError(
            f"the claim statement {text!r} gives up {conceded} tricks but only {remaining} are left"
        )
    return ClaimStatement(claimer, remaining - conceded, tuple(steps), mentions, text)
