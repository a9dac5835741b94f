"""PBN irregularity marks in the Auction section (PBN 2.1 §3.9).

An insufficient bid that was accepted is written after ``^I``; a call out of
rotation that was accepted is preceded by one ``^S`` for each player it skipped
(``^S`` stands in the skipped player's column). The reader gives such calls
:attr:`~bridgelaw.formats.records.AnnotatedCall.mark` ``"I"``, ``"S"`` (one ``S``
per ``^S``) or both; :func:`auction_tags` writes them back.

>>> from bridgelaw.core import Call, Seat
>>> calls = [AnnotatedCall(Call.parse("1D")), AnnotatedCall(Call.parse("1C"), mark="SI")]
>>> auction_tags(Seat.WEST, calls)[0].section
('1D', '^S', '^I', '1C')
"""

from __future__ import annotations

from collections.abc import Sequence

from bridgelaw.core.calls import Call, Double, Pass, Redouble
from bridgelaw.core.seats import Seat
from bridgelaw.formats.pbn_model import PbnTag
from bridgelaw.formats.records import AnnotatedCall

__all__ = ["auction_tags", "call_token"]


def call_token(call: Call) -> str:
    """The PBN token of a call: ``Pass``, ``X``, ``XX``, ``1NT``, ``4S``..."""
    if isinstance(call, Pass):
        return "Pass"
    if isinstance(call, Double):
        return "X"
    if isinstance(call, Redouble):
        return "XX"
    return str(call)


def auction_tags(
    dealer: Seat, calls: Sequence[AnnotatedCall], *, first_note: int = 1
) -> tuple[PbnTag, ...]:
    """The ``Auction`` tag (from the dealer's column) and its ``Note`` tags for ``calls``,
    with the irregularity marks ``^S`` and ``^I``; an explanation becomes a note, an alert
    without one the ``!`` suffix."""
    tokens: list[str] = []
    notes: list[PbnTag] = []
    for annotated in calls:
        mark = annotated.mark or ""
        tokens.extend("^S" for letter in mark if letter == "S")
        if "I" in mark:
            tokens.append("^I")
        tokens.append(call_token(annotated.call))
        if annotated.explanation is not None:
            number = first_note + len(notes)
            tokens.append(f"={number}=")
            notes.append(PbnTag("Note", f"{number}:{annotated.explanation}"))
        elif annotated.alert:
            tokens.append("!")
    return (PbnTag("Auction", dealer.letter, tuple(tokens)), *notes)
