"""What a laws-mode table shows the director: records, obligations, procedures, penalty
cards, revokes... (empty, or an error, for a strict table). :class:`LawsViews` is a mixin
of :class:`~bridgelaw.table.table.Table`; only events change a table, these only read it.
"""

from __future__ import annotations

import dataclasses

from bridgelaw.editions import Edition
from bridgelaw.errors import PhaseError
from bridgelaw.laws.effects import (
    CloseBoard,
    ExposedCards,
    LeadRestriction,
    Obligation,
    ReviewFlag,
    UIEntry,
)
from bridgelaw.laws.irregularity import CallRecord, Irregularity, Procedure
from bridgelaw.laws.play import PlayState
from bridgelaw.laws.play_records import (
    PenaltyCard,
    PlayRecord,
    PlayRestriction,
    PlayStatus,
    RevokeRecord,
)
from bridgelaw.laws.procedure import LawsState, RestrictionState

__all__ = ["LawsViews"]


class LawsViews:
    """The laws-mode views of a table (its ``_laws`` state and ``_play``)."""

    __slots__ = ()

    _laws: LawsState | None
    _play: PlayState | None
    edition: Edition

    @property
    def laws_state(self) -> LawsState:
        """The laws-mode state (records, obligations, procedures...), for the director.
        Read it, do not change it: only events change a table.

        :raises PhaseError: the table is strict.
        """
        if self._laws is None:
            raise PhaseError("a strict table has no laws-mode state", law=self.edition.ref("9B1"))
        return self._laws

    @property
    def closed_by(self) -> CloseBoard | None:
        """Laws mode: why the director closed the board (an adjusted score is due)."""
        return None if self._laws is None else self._laws.board_closed

    @property
    def irregularity(self) -> Irregularity | None:
        """The irregularity the table waits on (laws mode), if any."""
        if self._laws is None:
            return None
        procedure = self._laws.blocking()
        return None if procedure is None else procedure.irregularity

    @property
    def procedures(self) -> tuple[Procedure, ...]:
        """Every irregularity of the board with where its rectification stands."""
        return () if self._laws is None else tuple(p.copy() for p in self._laws.procedures)

    @property
    def records(self) -> tuple[CallRecord, ...]:
        """Every attempted call (laws mode), with its status; empty for a strict table."""
        return () if self._laws is None else tuple(self._laws.records)

    @property
    def obligations(self) -> tuple[Obligation, ...]:
        """The obligations in force (must pass, must repeat...), laws mode."""
        return () if self._laws is None else tuple(self._laws.active_obligations())

    @property
    def lead_restrictions(self) -> tuple[RestrictionState, ...]:
        """The lead restrictions (Law 26) with their status."""
        return () if self._laws is None else tuple(self._laws.restrictions)

    @property
    def pending_lead_restrictions(self) -> tuple[LeadRestriction, ...]:
        """The lead restrictions still waiting for the offender's partner's first lead."""
        return tuple(s.restriction for s in self.lead_restrictions if s.status == "pending")

    @property
    def ledger(self) -> tuple[UIEntry, ...]:
        """The unauthorized-information ledger (Law 16)."""
        return () if self._laws is None else tuple(self._laws.ledger)

    @property
    def review_flags(self) -> tuple[ReviewFlag, ...]:
        """Where the director may have to adjust the score after the board."""
        return () if self._laws is None else tuple(self._laws.flags)

    @property
    def exposed_cards(self) -> tuple[ExposedCards, ...]:
        """Cards exposed during the auction period (Law 24), face up until it ends."""
        if self._laws is None or (self._play is not None and self._play.opening_lead_made):
            return ()
        return tuple(self._laws.exposed)

    @property
    def penalty_cards(self) -> tuple[PenaltyCard, ...]:
        """The defenders' penalty cards on the table (Laws 50, 51): from the auction period
        (2017 Law 24E; 1987-2007 at declarer's option) and from the play (49, 54D, 56B,
        57A...), each major or minor."""
        laws, play = self._laws, self._play
        if laws is None or play is None:
            return ()
        return tuple(laws.play.penalty)

    @property
    def play_restrictions(self) -> tuple[PlayRestriction, ...]:
        """The lead and play restrictions chosen in the play (Laws 50D2, 51, 57A), in
        force or spent; :meth:`legal_cards` applies those in force."""
        return () if self._laws is None else tuple(self._laws.play.restrictions)

    @property
    def play_records(self) -> tuple[PlayRecord, ...]:
        """Every attempted lead or play (laws mode), with its status."""
        return () if self._laws is None else tuple(self._laws.play.records)

    @property
    def revokes(self) -> tuple[RevokeRecord, ...]:
        """The revokes made so far (laws mode), noticed or not (Law 61): who drew
        attention to each and at which trick, and whether it was corrected (Law 62)."""
        if self._laws is None:
            return ()
        play = self._laws.play
        out: list[RevokeRecord] = []
        for revoke in play.revokes:
            notice = play.end.noticed(revoke.play)
            if notice is None:
                out.append(revoke)
                continue
            withdrawn = play.records[revoke.play].status is PlayStatus.WITHDRAWN
            trick = notice.at_trick
            out.append(
                dataclasses.replace(
                    revoke, corrected=withdrawn, attention=notice.by, attention_trick=trick
                )
            )
        return tuple(out)
