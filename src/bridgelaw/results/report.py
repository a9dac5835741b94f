"""What a scorer is told about an event's table results before the ranking is trusted.

* :func:`stated_score_lines`: each table whose stated score is not the one Law 77
  gives for its contract, declarer and tricks, with both figures;
* :func:`unscored_lines`: each table that has no score at all (no contract, no tricks
  and no stated score), which is left out of the scoring rather than counted as 0;
* :func:`nothing_scored`: the one-line reason an event cannot be scored at all.
"""

from __future__ import annotations

from collections import Counter

from bridgelaw.results.event import Event

__all__ = ["nothing_scored", "stated_score_lines", "unscored_lines"]


def stated_score_lines(event: Event, *, trust_stated: bool = False) -> list[str]:
    """One line per table whose stated score differs from Law 77's: where, the result,
    both North-South figures and which one is used."""
    used = "the stated one is used" if trust_stated else "Law 77's is used"
    return [
        f"{t.where}: {t.result_text()}: the file states {t.stated}, Law 77 gives"
        f" {t.computed} ({used})"
        for t in event.disagreements
    ]


def unscored_lines(event: Event) -> list[str]:
    """One line per table left without a score, with the reason."""
    return [f"{t.where}: {t.problem or 'no score'}" for t in event.unscored]


def nothing_scored(event: Event) -> str | None:
    """Why no table of ``event`` has a score (``"30 results with no contract"``), or
    ``None`` when some table has one (or the event has no tables)."""
    if not event.tables or any(t.entry is not None for t in event.tables):
        return None
    reasons = Counter(t.problem or "no score" for t in event.tables)
    listed = ", ".join(
        f"{n} with {why}" if why.startswith("no ") else f"{n}: {why}"
        for why, n in reasons.most_common()
    )
    return f"{event.source}: no table result could be scored ({listed})"
