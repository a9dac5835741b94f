"""The events of Laws 61-71 in a laws-mode table's log: revoke inquiries and attention
drawn to a revoke, quitted tricks inspected or re-pointed, defective tricks, claims and
concessions and the answers to them, the board's progress after play, and agreements
withdrawn later. A strict table accepts none of them.

>>> from bridgelaw.core import Seat
>>> ClaimMade(Seat.SOUTH, 4, statement="all high", line="hearts").tricks
4
"""

from __future__ import annotations

from dataclasses import dataclass

from bridgelaw.core.cards import Card
from bridgelaw.core.seats import Seat
from bridgelaw.laws.end_state import Moment

__all__ = [
    "CLAIM_ANSWERS",
    "END_EVENTS",
    "AgreementWithdrawn",
    "ClaimAnswered",
    "ClaimMade",
    "ConcessionDisputed",
    "DefectiveTrickFound",
    "EndEvent",
    "Milestone",
    "RevokeAttention",
    "RevokeInquiry",
    "TrickInspected",
    "TrickRepointed",
]

CLAIM_ANSWERS = ("agree", "dispute", "play-on", "object")
"""The answers to a claim: agree (69A), dispute (68D2(a): the director is called),
ask or agree to play on (2017 68D2(b)), object at once to partner's concession (68B2)."""


@dataclass(frozen=True, slots=True)
class RevokeInquiry:
    """``asker`` asks ``asked``, who failed to follow suit, whether he has a card of the
    suit led (Law 61B). A right in the edition or not, it is recorded; if ``asked`` has an
    uncorrected revoke, attention is thereby drawn to it."""

    asker: Seat
    asked: Seat


@dataclass(frozen=True, slots=True)
class RevokeAttention:
    """``by`` draws attention to a revoke by ``offender`` (the hand that failed to follow;
    declarer may be named for a card of dummy's) at ``trick`` (default: his latest revoke
    not yet noticed): the director is called (Laws 62, 63, 64)."""

    by: Seat
    offender: Seat
    trick: int | None = None


@dataclass(frozen=True, slots=True)
class TrickInspected:
    """``seat`` looks at quitted trick ``trick`` (default: the last one completed):
    ``own=True`` his own card only (66B), else all four cards faced (66A); ``director``:
    on the director's instruction (66C). After play, played cards may be inspected to
    settle a revoke claim or the number of tricks (66D)."""

    seat: Seat
    trick: int | None = None
    own: bool = False
    director: bool = False


@dataclass(frozen=True, slots=True)
class TrickRepointed:
    """``by`` asks that ``seat``'s quitted card of ``trick`` (default: the last one), pointed
    the wrong way, be corrected (Law 65B3)."""

    by: Seat
    seat: Seat
    trick: int | None = None


@dataclass(frozen=True, slots=True)
class DefectiveTrickFound:
    """A defective trick is found (Law 67): ``seat`` did not play to ``trick`` (the card the
    table recorded for him there is in fact still in his hand), or, with ``extra``, he
    also played ``extra`` to it (the table still shows ``extra`` in his hand), or, with
    ``missing``, he did play to it but his card is missing from the quitted cards (67B3).
    """

    seat: Seat
    trick: int
    extra: Card | None = None
    missing: bool = False


@dataclass(frozen=True, slots=True)
class ClaimMade:
    """``seat`` claims (or concedes): his side takes ``tricks`` of those remaining, the trick
    in progress included (Law 68A, 68B); play ceases (68D). ``statement`` is his
    clarification, verbatim (68C); ``line`` the line stated as steps (``"trumps, hearts,
    D2 DQ"``, see :func:`bridgelaw.analysis.claims.parse_line`); ``trumps``: the statement
    mentions the outstanding trump(s) (70C1); ``spread``: he faced his hand."""

    seat: Seat
    tricks: int
    statement: str = ""
    line: str = ""
    trumps: bool = False
    spread: bool = True


@dataclass(frozen=True, slots=True)
class ClaimAnswered:
    """``seat`` answers the claim under way: one of :data:`CLAIM_ANSWERS`."""

    seat: Seat
    answer: str


@dataclass(frozen=True, slots=True)
class Milestone:
    """The board has reached ``moment`` after play (the hands are returned, a call is made
    on the next board, the round ends); moments only move forward."""

    moment: Moment


@dataclass(frozen=True, slots=True)
class AgreementWithdrawn:
    """``seat``'s side agreed to the opponents' claim or concession and now objects: before
    acquiescence is complete it is a disputed claim (69A, 70); after it, within the
    correction period, acquiescence is withdrawn (69B). ``minutes`` since the official
    results were published (``None``: not yet published); ``correction_period``: the
    period in minutes (Law 79C, 30 unless the regulations say otherwise)."""

    seat: Seat
    minutes: float | None = None
    correction_period: float = 30.0


@dataclass(frozen=True, slots=True)
class ConcessionDisputed:
    """``seat``'s side conceded tricks (a concession, or a claim of fewer than remained) and
    asks the director to cancel the concession of a trick it could not have lost (Law 71).
    ``minutes`` and ``correction_period`` as for :class:`AgreementWithdrawn`."""

    seat: Seat
    minutes: float | None = None
    correction_period: float = 30.0


EndEvent = (
    RevokeInquiry
    | RevokeAttention
    | TrickInspected
    | TrickRepointed
    | DefectiveTrickFound
    | ClaimMade
    | ClaimAnswered
    | Milestone
    | AgreementWithdrawn
    | ConcessionDisputed
)
"""Any event of Laws 61-71."""

END_EVENTS = (
    RevokeInquiry,
    RevokeAttention,
    TrickInspected,
    TrickRepointed,
    DefectiveTrickFound,
    ClaimMade,
    ClaimAnswered,
    Milestone,
    AgreementWithdrawn,
    ConcessionDisputed,
)
"""The event classes of Laws 61-71 (for ``isinstance``)."""
