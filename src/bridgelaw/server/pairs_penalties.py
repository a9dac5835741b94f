"""The director's procedural penalties in a pairs event (Law 90), from the event page: a
deduction from a pair's total, in a percentage of a board's top or in matchpoints, for an
offence of Law 90B (late arrival, slow play...) or another (90A), with the reason the
players read. Kept with the adjusted scores (``pair_events.adjustments``, their ``kind``
``penalty``); the event's scoring deducts them (:class:`ProceduralPenalty`, the one event
model's ``penalties``), and the results page shows them in the ranking (a Pen. column)
and its notes.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from bridgelaw.editions import find_edition
from bridgelaw.scoring.penalties import PenaltyUnit, ProceduralPenalty
from bridgelaw.server.pairs_model import PairEvent
from bridgelaw.server.pairs_rulings import PENALTY
from bridgelaw.server.pairs_words import _
from bridgelaw.server.store import Denied

__all__ = ["OFFENCES", "PairPenalty", "penalties", "with_penalty", "without_penalty"]

OFFENCES: Final = {
    "90A": "another offence",
    "90B1": "late arrival",
    "90B2": "unduly slow play",
    "90B3": "discussion heard at another table",
    "90B4": "comparison of scores",
    "90B5": "touching another player's cards",
    "90B6": "cards in the wrong pocket",
    "90B7": "errors that need an adjusted score",
    "90B8": "failure to follow the director's instructions",
}
"""The offences of Law 90B by their subsection (90A: any other)."""

_UNITS: Final = {"%": PenaltyUnit.PERCENT_OF_TOP, "MP": PenaltyUnit.MATCHPOINTS}

Row = dict[str, Any]


@dataclass(frozen=True, slots=True)
class PairPenalty:
    """A procedural penalty on pair ``pair`` (its movement label): ``amount`` in ``unit``
    (``%`` of a board's top, or ``MP``), for the offence of Law ``law``."""

    pair: str
    law: str
    amount: float
    unit: str
    reason: str
    board: int | None = None
    by: str = ""

    def penalty(self, edition: str) -> ProceduralPenalty:
        """The scorers' penalty, its Law in ``edition``."""
        law = find_edition(edition).ref(self.law)
        return ProceduralPenalty(
            self.pair, self.amount, _UNITS[self.unit], self.reason, law, self.board
        )

    def text(self) -> str:
        """``25% of a top`` or ``2 MP``."""
        return f"{self.amount:g}% of a top" if self.unit == "%" else f"{self.amount:g} MP"

    def to_json(self) -> Row:
        """As stored (with the adjusted scores)."""
        return {
            "kind": PENALTY,
            "pair": self.pair,
            "law": self.law,
            "amount": self.amount,
            "unit": self.unit,
            "reason": self.reason,
            "board": self.board,
            "by": self.by,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> PairPenalty:
        """As stored."""
        board = data.get("board")
        return cls(
            str(data["pair"]),
            str(data["law"]),
            float(data["amount"]),
            str(data["unit"]),
            str(data["reason"]),
            None if board is None else int(board),
            str(data.get("by", "")),
        )

    @classmethod
    def read(cls, form: Mapping[str, Any], by: str) -> PairPenalty:
        """From the event page's form or the API's JSON: ``pair``, ``law`` (``90B2``...),
        ``amount``, ``unit`` (``%`` or ``MP``), ``reason``, ``board`` (optional).

        :raises Denied: something missing or out of range.
        """
        law = str(form.get("law", "")).strip()
        unit = str(form.get("unit", "%")).strip()
        reason = " ".join(str(form.get("reason", "")).split())[:200]
        if law not in OFFENCES:
            raise Denied(
                "penalty",
                _("a procedural penalty is under Law %(laws)s", laws=", ".join(OFFENCES)),
            )
        if unit not in _UNITS:
            raise Denied("penalty", "a penalty counts % of a top or MP")
        try:
            amount = float(str(form.get("amount", "")).strip())
            text = str(form.get("board") or "").strip()
            board = int(text) if text else None
        except ValueError:
            raise Denied("penalty", _("the amount and the board are numbers")) from None
        if not 0 < amount <= 100:
            raise Denied("penalty", _("a penalty deducts more than 0 and at most 100"), law="90A")
        if not reason:
            raise Denied("penalty", _("say why the pair is penalised (the players read it)"))
        return cls(str(form.get("pair", "")).strip(), law, amount, unit, reason, board, by)


def penalties(event: PairEvent) -> list[PairPenalty]:
    """The event's procedural penalties, in the order given."""
    return [PairPenalty.from_json(a) for a in event.adjustments if a.get("kind") == PENALTY]


def with_penalty(event: PairEvent, penalty: PairPenalty) -> list[Row]:
    """The event's rulings with ``penalty`` added.

    :raises Denied: the event has not started, no such pair, no such board.
    """
    if event.status == "entry":
        raise Denied(
            "penalty", _("%(event)s has not started: no pair to penalise", event=event.name)
        )
    if penalty.pair not in event.movement.contestants:
        pairs = ", ".join(event.movement.contestants)
        raise Denied(
            "penalty",
            _(
                "%(event)s has pairs %(pairs)s, not %(pair)s",
                event=event.name,
                pairs=pairs,
                pair=repr(penalty.pair),
            ),
        )
    if penalty.board is not None and penalty.board not in event.movement.boards:
        raise Denied(
            "penalty",
            _("board %(board)s is not one of %(event)s's", board=penalty.board, event=event.name),
        )
    return [*event.adjustments, penalty.to_json()]


def without_penalty(event: PairEvent, number: int) -> list[Row]:
    """The event's rulings less its ``number``-th penalty (from 1).

    :raises Denied: there is no such penalty.
    """
    rows = [a for a in event.adjustments if a.get("kind") == PENALTY]
    if not 1 <= number <= len(rows):
        raise Denied("penalty", _("there is no penalty %(number)s", number=number))
    gone = rows[number - 1]
    return [a for a in event.adjustments if a is not gone]
