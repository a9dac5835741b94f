"""The play in laws mode: every attempted play, penalty cards and play restrictions.

Every card a player leads or plays is a :class:`PlayRecord`, never deleted; its
:class:`PlayStatus` says whether it is part of a trick. The tricks are rebuilt
from the records in the order of their *position* (:meth:`PlayLaws.rebuild`),
so that a ruling can withdraw a card, accept an irregular lead, or put a
committed card into the trick at its owner's proper turn.

Penalty cards (Laws 50-52) and play restrictions (Laws 50D2, 51B, 57A, 51A) are
state that rulings create and plays use up; :mod:`bridgelaw.laws.play_classify`
applies them to the legal cards. Revokes (Law 61) are recorded when they
happen, whether or not anybody notices.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from bridgelaw.core.calls import Contract
from bridgelaw.core.cards import Card, Rank, Suit
from bridgelaw.core.deal import Deal
from bridgelaw.core.lawref import LawRef
from bridgelaw.core.seats import Seat
from bridgelaw.laws.end_state import EndLaws
from bridgelaw.laws.play import PlayState
from bridgelaw.laws.revoke_kinds import RevokeKind

__all__ = [
    "PenaltyCard",
    "PlayLaws",
    "PlayRecord",
    "PlayRestriction",
    "PlayStatus",
    "RestrictionKind",
    "RevokeRecord",
]


class PlayStatus(enum.StrEnum):
    """Where an attempted lead or play stands."""

    PLAYED = "played"
    """Part of a trick (a legal play, or an irregular one accepted)."""
    PENDING = "pending"
    """Irregular, face up on the table, waiting for the director or for acceptance."""
    DEFERRED = "deferred"
    """Committed but not yet in the trick: it is played at its owner's proper turn
    (Laws 54B2, 57C1, 57C3, 57D; a lead the director found was meant for the next
    trick, 45E)."""
    WITHDRAWN = "withdrawn"
    """Back in the hand (perhaps as a penalty card)."""
    FACE_DOWN = "face-down"
    """An opening lead made face down, not yet faced (Law 41A)."""

    @property
    def in_trick(self) -> bool:
        """Whether the card is part of a trick."""
        return self is PlayStatus.PLAYED


@dataclass(frozen=True, slots=True)
class PlayRecord:
    """One attempted lead or play."""

    index: int
    """Position in the records; never changes."""
    seat: Seat
    """The hand the card comes from."""
    card: Card
    by: Seat
    """Who played it: declarer for dummy's cards; dummy when he played one himself."""
    status: PlayStatus
    position: tuple[int, int]
    """Sort key among the cards in tricks: the order in which they entered them."""
    trick: int
    """The number of the trick in progress when the card was attempted (1-13); a premature
    lead to the next trick carries the next number."""
    lead: bool = False
    """The card was led (to an empty trick, or to the next trick)."""
    irregularity: int | None = None
    log_index: int | None = None
    note: str = ""
    """How it was played, when that matters: a designation of dummy's card (Law 46)."""


class RestrictionKind(enum.StrEnum):
    """What a play restriction requires (digest §2.2)."""

    REQUIRE_LEAD = "require-lead"
    """Lead :attr:`PlayRestriction.suit` (Laws 50D2(a), 51B1(a), 51B2(a))."""
    FORBID_LEAD = "forbid-lead"
    """Do not lead :attr:`PlayRestriction.suit` (while retaining the lead when
    :attr:`PlayRestriction.lasting`) (Laws 50D2(a), 51B)."""
    HIGHEST = "highest"
    """Play the highest card of the suit led (Law 57A1)."""
    LOWEST = "lowest"
    """Play the lowest card of the suit led (Law 57A2)."""
    PLAY_SUIT = "play-suit"
    """Play a card of :attr:`PlayRestriction.suit` (2017 Law 57A3)."""
    NOT_SUIT = "not-suit"
    """Do not play a card of :attr:`PlayRestriction.suit` (Law 57A4; 1987-2007 57A3)."""
    PLAY_CARD = "play-card"
    """Play :attr:`PlayRestriction.card`, the penalty card declarer designated (Law 51A)."""

    @property
    def is_lead(self) -> bool:
        """Whether it restricts a lead (else a play to a trick led by someone else)."""
        return self in (RestrictionKind.REQUIRE_LEAD, RestrictionKind.FORBID_LEAD)


@dataclass(frozen=True, slots=True)
class PlayRestriction:
    """A restriction on ``seat``'s lead or play, from trick ``trick`` on."""

    seat: Seat
    kind: RestrictionKind
    trick: int
    law: LawRef
    suit: Suit | None = None
    card: Card | None = None
    lasting: bool = True
    """A forbidden lead stays forbidden while ``seat`` retains the lead (2007/2017 50D2,
    51B); else it binds that lead only."""
    irregularity: int | None = None

    def describe(self) -> str:
        """One line, for a ruling or a screen."""
        who = self.seat.name.lower()
        suit = "" if self.suit is None else self.suit.name.lower()
        text = {
            RestrictionKind.REQUIRE_LEAD: f"{who} must lead {suit}",
            RestrictionKind.FORBID_LEAD: f"{who} may not lead {suit}"
            + (" while he retains the lead" if self.lasting else ""),
            RestrictionKind.HIGHEST: f"{who} must play his highest card of the suit led",
            RestrictionKind.LOWEST: f"{who} must play his lowest card of the suit led",
            RestrictionKind.PLAY_SUIT: f"{who} must play a {suit}",
            RestrictionKind.NOT_SUIT: f"{who} may not play a {suit}",
            RestrictionKind.PLAY_CARD: f"{who} must play {self.card}",
        }[self.kind]
        return f"{text} (Law {self.law})"


@dataclass(frozen=True, slots=True)
class PenaltyCard:
    """A defender's penalty card (Law 50): face up before him until played or returned."""

    seat: Seat
    card: Card
    major: bool
    """Law 50B: major (any honour; a card exposed deliberately; all of them when a defender
    has two or more), else minor."""
    law: LawRef
    """The Law that made it a penalty card (24E, 49, 54D, 56B, 57A, 58B2, 62B1...)."""
    since: int = 1
    """The trick in progress when it became a penalty card."""
    irregularity: int | None = None

    @property
    def cards(self) -> tuple[Card, ...]:
        """``(card,)``: the shape of :class:`~bridgelaw.laws.effects.ExposedCards`."""
        return (self.card,)

    @property
    def kind(self) -> str:
        """``"major"`` or ``"minor"``."""
        return "major" if self.major else "minor"


def is_honour(card: Card) -> bool:
    """Law 50B: the honours are the ace, king, queen, jack and ten."""
    return card.rank >= Rank.TEN


@dataclass(frozen=True, slots=True)
class RevokeRecord:
    """A revoke (Law 61A) as it happened: recorded whether or not anybody noticed."""

    play: int
    """The play record of the revoke card."""
    offender: Seat
    trick: int
    suit: Suit
    """The suit led (or the suit required) that the offender could have played."""
    kind: RevokeKind
    """What the offender failed to do."""
    corrected: bool = False
    """Corrected before establishment (Law 62). Set by ``Table.revokes`` (derived from
    the notices; the records themselves keep the defaults)."""
    attention: Seat | None = None
    """Who drew attention to it, once somebody has (set by ``Table.revokes``)."""
    attention_trick: int | None = None
    """The trick in progress when attention was drawn (14 after play)."""


@dataclass(slots=True)
class PlayLaws:
    """The play of one board in laws mode (Laws 41-71), derived from the log."""

    records: list[PlayRecord] = field(default_factory=list)
    penalty: list[PenaltyCard] = field(default_factory=list)
    restrictions: list[PlayRestriction] = field(default_factory=list)
    revokes: list[RevokeRecord] = field(default_factory=list)
    declarer: Seat | None = None
    """Declarer after Law 54A (presumed declarer spread his hand and became dummy)."""
    started: bool = False
    """The auction has ended with a contract: the play period's state exists."""
    clock: int = 0
    """How many cards have entered tricks (gives each a position)."""
    spread: list[Seat] = field(default_factory=list)
    """Hands faced on the table other than by the play (Laws 48B, 54A, 54C)."""
    dummy_forfeited: bool = False
    """Dummy breached Law 43A2: some of his rights are lost (43B2, 43B3)."""
    correct_lead: Seat | None = None
    """Declarer was required to withdraw a lead out of turn and must now lead from this
    hand (Laws 55B2, 60B)."""
    converted: list[Card] = field(default_factory=list)
    """Cards exposed during the auction period already made penalty cards (Law 24E)."""
    adjustments: list[tuple[int, LawRef, str]] = field(default_factory=list)
    """Tricks the director added to (or took from) declarer's side, with the Law and why
    (Laws 64, 67, 69-71)."""
    trick_of: dict[int, int] = field(default_factory=dict)
    """Derived: the trick each played record ended up in."""
    tricks_done: int = 0
    """Derived: the number of completed tricks."""
    current: list[int] = field(default_factory=list)
    """Derived: the records of the trick in progress, in playing order."""
    end: EndLaws = field(default_factory=EndLaws)
    """Laws 61-71."""

    def copy(self) -> PlayLaws:
        """An independent copy."""
        return PlayLaws(
            list(self.records),
            list(self.penalty),
            list(self.restrictions),
            list(self.revokes),
            self.declarer,
            self.started,
            self.clock,
            list(self.spread),
            self.dummy_forfeited,
            self.correct_lead,
            list(self.converted),
            list(self.adjustments),
            dict(self.trick_of),
            self.tricks_done,
            list(self.current),
            self.end.copy(),
        )

    # ------------------------------------------------------------- queries
    @property
    def trick_number(self) -> int:
        """The number of the trick in progress (14 when all are played)."""
        return self.tricks_done + 1

    def record(self, index: int) -> PlayRecord:
        """The record ``index``."""
        return self.records[index]

    def penalty_cards(self, seat: Seat | None = None) -> list[PenaltyCard]:
        """The penalty cards on the table (of one defender, or all)."""
        return [p for p in self.penalty if seat is None or p.seat == seat]

    def major_penalty_cards(self, seat: Seat) -> list[PenaltyCard]:
        """``seat``'s major penalty cards."""
        return [p for p in self.penalty if p.seat == seat and p.major]

    def deferred(self) -> list[PlayRecord]:
        """Committed cards waiting for their owner's proper turn."""
        return [r for r in self.records if r.status is PlayStatus.DEFERRED]

    def face_down(self) -> PlayRecord | None:
        """The opening lead lying face down, if any."""
        for record in self.records:
            if record.status is PlayStatus.FACE_DOWN:
                return record
        return None

    def pending(self) -> list[PlayRecord]:
        """Irregular cards lying face up, waiting."""
        return [r for r in self.records if r.status is PlayStatus.PENDING]

    # ------------------------------------------------------------ building
    def append(
        self,
        seat: Seat,
        card: Card,
        by: Seat,
        status: PlayStatus,
        *,
        trick: int,
        lead: bool,
        log_index: int | None,
        irregularity: int | None = None,
        note: str = "",
    ) -> PlayRecord:
        """Record an attempted play; a card entering a trick takes the next position."""
        position = (self.clock, 0)
        if status is PlayStatus.PLAYED:
            self.clock += 1
        record = PlayRecord(
            len(self.records),
            seat,
            card,
            by,
            status,
            position,
            trick,
            lead,
            irregularity,
            log_index,
            note,
        )
        self.records.append(record)
        return record

    def set_status(self, index: int, status: PlayStatus) -> PlayRecord:
        """Change a record's status; a card entering a trick now takes the next position."""
        record = self.records[index]
        if status is PlayStatus.PLAYED and record.status is not PlayStatus.PLAYED:
            record = replace(record, position=(self.clock, 0))
            self.clock += 1
        record = replace(record, status=status)
        self.records[index] = record
        return record

    def substitute(self, index: int, replacement: int) -> None:
        """Put record ``replacement`` into the trick in the place of record ``index``
        (Law 62B: a revoke card replaced by a legal card)."""
        old = self.records[index]
        self.records[index] = replace(old, status=PlayStatus.WITHDRAWN)
        new = self.records[replacement]
        self.records[replacement] = replace(
            new, status=PlayStatus.PLAYED, position=(old.position[0], old.position[1] + 1)
        )

    def add_penalty(
        self, seat: Seat, card: Card, *, major: bool, law: LawRef, irregularity: int | None
    ) -> None:
        """Make ``card`` a penalty card of ``seat`` (Law 50B: with two or more, all are
        major)."""
        self.penalty = [p for p in self.penalty if p.card != card]
        self.penalty.append(PenaltyCard(seat, card, major, law, self.trick_number, irregularity))
        own = [p for p in self.penalty if p.seat == seat]
        if len(own) >= 2:
            self.penalty = [replace(p, major=True) if p.seat == seat else p for p in self.penalty]

    def remove_penalty(self, cards: Iterable[Card]) -> None:
        """The cards are no longer penalty cards (played, or returned to the hand)."""
        gone = set(cards)
        self.penalty = [p for p in self.penalty if p.card not in gone]

    # ------------------------------------------------------------- rebuild
    def rebuild(self, deal: Deal, contract: Contract, declarer: Seat) -> PlayState:
        """The tricks and hands as the records now stand (no legality check): the cards in
        tricks in the order of their positions; a card led to an empty trick makes its
        seat the leader."""
        play = PlayState.start(deal, contract, declarer)
        self.trick_of = {}
        self.current = []
        ordered = sorted(
            (r for r in self.records if r.status is PlayStatus.PLAYED), key=lambda r: r.position
        )
        for record in ordered:
            if not play.current:
                play.leader = record.seat
                self.current = []
            held = play.masks[record.seat] >> record.card.index & 1
            if not held or record.seat != play.next_seat:
                continue  # rulings never produce this; ``trick_of`` then lacks the record
            number = len(play.tricks) + 1
            self.trick_of[record.index] = number
            self.current.append(record.index)
            if play.apply(record.seat, record.card) is not None:
                self.current = []
        self.tricks_done = len(play.tricks)
        return play
