"""The events of a table's log. Every event is frozen; the log is append-only and all
state is derived from it.

The irregularity laws add their own event kinds (an irregular call accepted,
a director's ruling applied...) beside these.
"""

from __future__ import annotations

from dataclasses import dataclass

from bridgelaw.core.calls import Call
from bridgelaw.core.cards import Card
from bridgelaw.core.seats import Seat

__all__ = ["CallMade", "CardPlayed", "ClaimAgreed", "Event"]


@dataclass(frozen=True, slots=True)
class CallMade:
    """A call made at the table (Law 17, 18, 19). Alerts and explanations belong here,
    not to the call (Law 20, 40)."""

    seat: Seat
    call: Call
    alert: bool = False
    """The call was alerted (or announced) by the caller's partner (Law 40B)."""
    explanation: str | None = None
    """The explanation given of the call, if any (Law 20F)."""


@dataclass(frozen=True, slots=True)
class CardPlayed:
    """A card played (Law 45). ``seat`` is the hand the card comes from; ``by`` is the
    player who played it: declarer plays dummy's cards (Law 45B)."""

    seat: Seat
    card: Card
    by: Seat


@dataclass(frozen=True, slots=True)
class ClaimAgreed:
    """A claim or concession agreed by all (Laws 68, 69): play ends.

    ``tricks`` is how many of the remaining tricks (the trick in progress
    included) the claimer's side takes: all of them for a full claim, none for
    a full concession.
    """

    seat: Seat
    tricks: int
    statement: str | None = None
    """The claimer's statement of his line of play (Law 68C), if given."""


Event = CallMade | CardPlayed | ClaimAgreed
"""Any event of the log."""
