"""The state one event of a laws-mode table works on, and the registry of event handlers.

A laws-mode :class:`~bridgelaw.table.Table` applies an event through the pipeline of
:mod:`bridgelaw.table.pipeline` on an :class:`Action`: copies of its laws-mode state
(:class:`~bridgelaw.laws.procedure.LawsState`), its play and its claim. The table keeps
them only if every stage passes, so a rejected event leaves it unchanged. The handler of
each event class is registered with :func:`handles` next to its code
(:mod:`bridgelaw.table.laws_mode`, :mod:`~bridgelaw.table.play_core`,
:mod:`~bridgelaw.table.play_actions`, :mod:`~bridgelaw.table.play_end`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from bridgelaw.errors import PhaseError
from bridgelaw.laws.dispatch import Registry

if TYPE_CHECKING:
    from bridgelaw.core.board import Board
    from bridgelaw.core.deal import Deal
    from bridgelaw.core.lawref import LawRef
    from bridgelaw.editions import Edition
    from bridgelaw.laws.auction import AuctionState
    from bridgelaw.laws.play import PlayState
    from bridgelaw.laws.procedure import LawsState
    from bridgelaw.table.events import ClaimAgreed

__all__ = ["HANDLERS", "Action", "handles"]


@dataclass(slots=True)
class Action:
    """One event being applied to a laws-mode table: the table's board, edition and deal,
    working copies of its state, and the event's index in the log."""

    board: Board
    edition: Edition
    deal: Deal
    laws: LawsState
    play: PlayState | None
    auction: AuctionState
    claim: ClaimAgreed | None
    log_index: int

    @classmethod
    def start(
        cls,
        board: Board,
        edition: Edition,
        laws: LawsState,
        play: PlayState | None,
        auction: AuctionState,
        claim: ClaimAgreed | None,
        log_index: int,
    ) -> Action:
        """An action on copies of the laws-mode state and the play."""
        assert board.deal is not None
        copied = None if play is None else play.copy()
        return cls(board, edition, board.deal, laws.copy(), copied, auction, claim, log_index)

    def law(self, text: str) -> LawRef:
        """A Law reference in the table's edition."""
        return self.edition.ref(text)

    def require_play(self, what: str) -> PlayState:
        """The play state, in the play period.

        :raises PhaseError: the board was passed out, the auction is not over, or play
            has ended.
        """
        edition = self.edition
        if self.auction.is_passed_out:
            raise PhaseError(f"{what}, but the board was passed out", law=edition.ref("22B"))
        play = self.play
        if play is None:
            raise PhaseError(
                f"{what} during the auction",
                law=edition.ref("41A"),
                rectification=edition.ref("24"),
            )
        if self._ended(play):
            raise PhaseError(f"{what}, but play has ended", law=edition.ref("44B"))
        return play

    def not_blocked(self, what: str) -> None:
        """:raises PhaseError: an irregularity waits for the director (Law 9B2)."""
        blocking = self.laws.blocking()
        if blocking is not None:
            raise PhaseError(
                f"{what}, but the director must first rule on: {blocking.irregularity.reason}",
                law=self.edition.ref("9B2"),
            )

    def _ended(self, play: PlayState) -> bool:
        """Whether the table's phase is ``ENDED`` (as :attr:`Table.phase` derives it)."""
        laws = self.laws
        if laws.board_closed is not None:
            return True
        if laws.blocking() is not None or not self.edition.law_22_auction_ended(self.auction):
            return False
        return self.claim is not None or play.is_complete


E = TypeVar("E")
Handler = Callable[[Action, E], None]

HANDLERS: Registry[Callable[[Action, Any], None]] = Registry("event handler")
"""``(action, event) -> None``: validates, classifies and records one event class."""


def handles(
    *kinds: type[E],
) -> Callable[[Callable[[Action, E], None]], Callable[[Action, E], None]]:
    """Register the decorated ``(action, event)`` function as the handler of ``kinds``."""

    def add(function: Callable[[Action, E], None]) -> Callable[[Action, E], None]:
        HANDLERS.register(*kinds)(function)
        return function

    return add
