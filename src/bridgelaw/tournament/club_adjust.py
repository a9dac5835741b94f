"""The club night's adjusted scores (Law 12) and the error of an action it refuses
(:mod:`bridgelaw.tournament.club` uses both; split from it for its length)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bridgelaw.core.lawref import LawRef
from bridgelaw.tournament.errors import EntryError
from bridgelaw.tournament.event import Artificial, Outcome, Score, Weighted

__all__ = ["Adjustment", "ClubError"]


class ClubError(EntryError):
    """An action the club night refuses: wrong table, round over, not the director..."""


@dataclass(frozen=True, slots=True)
class Adjustment:
    """An adjusted score (Law 12) in place of a table's result.

    ``kind`` is ``"artificial"`` (``ns``/``ew`` are fractions of the top: 0.6 for
    average plus, 12C2), ``"assigned"`` (``ns``/``ew`` are North-South's score as each
    side gets it: different for a split score, 12C1e) or ``"weighted"`` (``components``:
    North-South scores with weights summing to 1, 12C1c)."""

    kind: str
    ns: float = 0.0
    ew: float = 0.0
    components: tuple[tuple[int, float], ...] = ()

    @property
    def law(self) -> LawRef:
        """The Law the adjustment is made under."""
        sub = {"artificial": "C2(a)", "weighted": "C1(c)"}.get(self.kind)
        if sub is None:
            sub = "C1(b)" if self.ns == self.ew else "C1(e)"
        return LawRef(12, sub)

    def outcome(self) -> Outcome:
        """The outcome the event model scores."""
        if self.kind == "artificial":
            return Artificial(self.ns, self.ew)
        if self.kind == "weighted":
            return Weighted(self.components)
        ns, ew = round(self.ns), round(self.ew)
        return Score(ns, None if ew == ns else ew)

    def __str__(self) -> str:
        return f"{self.outcome()} (Law {self.law})"

    @classmethod
    def read(cls, data: Mapping[str, Any]) -> Adjustment:
        """From an action's fields ``kind``, ``ns``, ``ew``, ``components``.

        :raises ClubError: an adjustment that cannot be.
        """
        kind = str(data.get("kind", ""))
        try:
            if kind == "artificial":
                ns, ew = float(data["ns"]), float(data["ew"])
                if not (0.0 <= ns <= 1.0 and 0.0 <= ew <= 1.0):
                    raise ClubError("an artificial score is a fraction of the top, 0 to 1")
                return cls(kind, ns, ew)
            if kind == "assigned":
                ns = float(int(data["ns"]))
                return cls(kind, ns, float(int(data.get("ew", ns))))
            if kind == "weighted":
                parts = tuple((int(s), float(w)) for s, w in data["components"])
                if not parts or abs(sum(w for _, w in parts) - 1.0) > 1e-6:
                    raise ClubError("the weights of a weighted score (12C1c) must sum to 1")
                if any(w <= 0 for _, w in parts):
                    raise ClubError("the weights of a weighted score are positive")
                return cls(kind, components=parts)
        except (KeyError, TypeError, ValueError) as error:
            if isinstance(error, ClubError):
                raise
            raise ClubError(f"an incomplete {kind} adjusted score: {error}") from None
        raise ClubError(f"an adjusted score is artificial, assigned or weighted, not {kind!r}")

    def to_json(self) -> dict[str, Any]:
        """The adjustment as an action's fields."""
        if self.kind == "weighted":
            return {"kind": self.kind, "components": [list(c) for c in self.components]}
        return {"kind": self.kind, "ns": self.ns, "ew": self.ew}
