"""The state of Laws 61-71 in laws mode: revoke inquiries and notices, defective tricks,
inspections of quitted tricks, claims and concessions, and the moment the board has
reached after play.

:class:`EndLaws` is part of the play's state (:class:`~bridgelaw.laws.play_records.PlayLaws`
keeps one); like the rest of the laws mode it is derived from the table's log and
never changed except by events and rulings. This module holds values only; the rules
are in :mod:`bridgelaw.laws.establishment` (Law 63), :mod:`bridgelaw.laws.end_effects`
(the effects of rulings) and the director's modules.

>>> end = EndLaws()
>>> end.moment.name, end.settled_claim() is None
('PLAY', True)
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field, replace

from bridgelaw.core.cards import Card
from bridgelaw.core.seats import Seat
from bridgelaw.laws.revoke_kinds import RevokeKind

__all__ = [
    "ClaimRecord",
    "ClaimStatus",
    "DeemedRevoke",
    "Defect",
    "EndLaws",
    "Inquiry",
    "Inspection",
    "Moment",
    "Repointing",
    "RevokeNotice",
]


class Moment(enum.IntEnum):
    """How far the board has gone once play is over (the time limits of Laws 62D, 63A4,
    64B4, 64B5, 69A and the 1987/1997 Law 71). The correction period (79C) is counted in
    minutes by the events that need it."""

    PLAY = 0
    """During the play, or after it while the hands are still out of the board."""
    HANDS_RETURNED = 1
    """All four hands have been returned to the board (the end of Law 62D1)."""
    NEXT_BOARD_CALL = 2
    """A call has been made on the next board (Laws 63A4, 64B4, 69A; 1987/1997 71)."""
    ROUND_ENDED = 3
    """The round has ended (Laws 64B5, 69A)."""


@dataclass(frozen=True, slots=True)
class Inquiry:
    """A question "no <suit>?" asked of a player who failed to follow suit (Law 61B)."""

    asker: Seat
    asked: Seat
    trick: int
    """The trick in progress when it was asked."""
    permitted: bool
    """Whether Law 61B gives the asker that right in the table's edition."""
    law: str
    """The subsection that permits or forbids it (61B1, 61B2(a), 61B2(b), 61B3...)."""


@dataclass(frozen=True, slots=True)
class RevokeNotice:
    """Attention drawn to a revoke (Laws 62A, 63, 64B4, 64B5)."""

    play: int
    """The play record of the revoke card."""
    offender: Seat
    """The hand that revoked (dummy for a card of dummy's)."""
    trick: int
    """The revoke trick."""
    by: Seat
    """Who drew attention to it."""
    at_trick: int
    """The trick in progress when attention was drawn (14 after play)."""
    moment: Moment
    kind: RevokeKind
    """What the offender failed to do."""
    plays_before: int = 0
    """The number of play records when attention was drawn (the cards played after the
    revoke and before that moment are those Law 62C lets the players take back)."""
    as_established: str | None = None
    """Law 43B2(b) (dummy, having lost his rights, asked declarer) or the 1997 Law 63B
    (an inquiry Law 61B does not allow): the revoke is corrected, but Law 64 applies as
    though it were established. The subsection, else ``None``."""
    procedure: int | None = None


@dataclass(frozen=True, slots=True)
class DeemedRevoke:
    """A revoke the Laws deem made: a failure to play to a defective trick (67B1), a card
    returned to the hand that the player failed to play earlier (67B2(b))."""

    offender: Seat
    trick: int
    kind: RevokeKind
    """What the offender failed to do."""
    held_suit_led: bool
    law: str


class ClaimStatus(enum.StrEnum):
    """Where a claim or concession stands (Laws 68-71)."""

    PENDING = "pending"
    """Play has ceased; the other players have not all answered (68D)."""
    AGREED = "agreed"
    """Agreed by the opponents (69A)."""
    DISPUTED = "disputed"
    """Doubted by a player: the director rules (68D2(a), 70)."""
    RULED = "ruled"
    """The director has decided the tricks (70)."""
    VOID = "void"
    """Play continued by agreement of all four players (2017 68D2(b)): no ruling on it."""
    NO_CONCESSION = "no concession"
    """A defender's concession his partner objected to at once (68B2): play continues."""


@dataclass(frozen=True, slots=True)
class ClaimRecord:
    """A claim or concession (Law 68) and what became of it."""

    claimer: Seat
    tricks: int
    """Tricks the claimer's side says it takes, of :attr:`remaining`."""
    remaining: int
    """Tricks left when the claim was made (the trick in progress included)."""
    trick: int
    """The number of the trick in progress when it was made."""
    statement: str = ""
    """The clarification statement, verbatim (68C)."""
    line: str = ""
    """The line of play stated, as steps (cards, suits, "trumps"): see
    :func:`bridgelaw.analysis.claims.parse_line`."""
    trumps: bool = False
    """The statement mentions the outstanding trump(s) (70C1)."""
    spread: bool = True
    """The claimer faced his hand (68C)."""
    status: ClaimStatus = ClaimStatus.PENDING
    answers: tuple[tuple[Seat, str], ...] = ()
    """The other players' answers, in order: ``"agree"``, ``"dispute"``, ``"play-on"``,
    ``"object"`` (68B2)."""
    settled: int | None = None
    """The tricks the claimer's side is credited with, once agreed or ruled."""
    procedure: int | None = None
    plays_before: int = 0
    """The number of play records when it was made (what was played before it)."""

    @property
    def conceded(self) -> int:
        """Tricks the claimer's side concedes (68B1: a claim of some concedes the rest)."""
        return self.remaining - self.tricks

    @property
    def is_concession(self) -> bool:
        """Whether the claimer's side gives away any trick."""
        return self.tricks < self.remaining


@dataclass(frozen=True, slots=True)
class Inspection:
    """A quitted trick looked at (Law 66), with the subsection that allowed it."""

    seat: Seat
    trick: int
    what: str
    """``"all"`` (66A: the four cards faced), ``"own"`` (66B), ``"director"`` (66C, on the
    director's instruction) or ``"after-play"`` (66D)."""
    law: str


@dataclass(frozen=True, slots=True)
class Repointing:
    """A player asks for a wrongly pointed quitted card to be corrected (Law 65B3)."""

    by: Seat
    seat: Seat
    """The player whose card is pointed wrongly."""
    trick: int
    law: str


@dataclass(frozen=True, slots=True)
class Defect:
    """A defective trick found (Law 67): ``seat`` failed to play to ``trick`` (the card the
    table recorded for him there was never played), or played ``extra`` to it as well."""

    seat: Seat
    trick: int
    extra: Card | None
    procedure: int | None = None
    missing: bool = False
    """His card was played but is missing from the quitted cards (67B3)."""


@dataclass(slots=True)
class EndLaws:
    """Laws 61-71 for one board (mutable, derived from the log)."""

    moment: Moment = Moment.PLAY
    inquiries: list[Inquiry] = field(default_factory=list)
    notices: list[RevokeNotice] = field(default_factory=list)
    deemed: list[DeemedRevoke] = field(default_factory=list)
    claims: list[ClaimRecord] = field(default_factory=list)
    inspections: list[Inspection] = field(default_factory=list)
    repointings: list[Repointing] = field(default_factory=list)
    defects: list[Defect] = field(default_factory=list)

    def copy(self) -> EndLaws:
        """An independent copy."""
        return EndLaws(
            self.moment,
            list(self.inquiries),
            list(self.notices),
            list(self.deemed),
            list(self.claims),
            list(self.inspections),
            list(self.repointings),
            list(self.defects),
        )

    def settled_claim(self) -> ClaimRecord | None:
        """The claim or concession that ended play (agreed or ruled), if any."""
        for claim in self.claims:
            if claim.settled is not None:
                return claim
        return None

    def pending_claim(self) -> tuple[int, ClaimRecord] | None:
        """The claim under way (pending or disputed), with its index."""
        for index, claim in enumerate(self.claims):
            if claim.status in (ClaimStatus.PENDING, ClaimStatus.DISPUTED):
                return index, claim
        return None

    def update_claim(self, index: int, **changes: object) -> ClaimRecord:
        """Replace claim ``index`` by a copy with ``changes``."""
        claim = replace(self.claims[index], **changes)  # type: ignore[arg-type]
        self.claims[index] = claim
        return claim

    def noticed(self, play: int) -> RevokeNotice | None:
        """The notice of the revoke made with play record ``play``, if attention was drawn."""
        for notice in self.notices:
            if notice.play == play:
                return notice
        return None

    @property
    def covered(self) -> int:
        """How many revokes (noticed or deemed) Law 64 has to account for."""
        return len(self.notices) + len(self.deemed)
