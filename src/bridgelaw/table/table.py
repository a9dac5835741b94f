"""The table: one board from the deal to its result, as an append-only event log.

>>> from bridgelaw.core import Board, Deal
>>> deal = Deal.parse("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
>>> table = Table(Board(1, deal))
>>> for call in ("1NT", "P", "3NT", "P", "P", "P"):
...     _ = table.call(call)
>>> table.phase, str(table.contract), table.declarer, table.turn
(<Phase.PLAY: 1>, '3NT', <Seat.NORTH: 0>, <Seat.EAST: 1>)
>>> from bridgelaw.errors import IllegalCallError
>>> try:
...     table.call("P")
... except IllegalCallError as error:
...     print(error.reason, "/", error.law, "/", error.rectification)
south calls Pass after the auction has ended / 22A / 39
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence

from bridgelaw.core.board import Board
from bridgelaw.core.calls import Call, Contract
from bridgelaw.core.cards import Card
from bridgelaw.core.deal import Deal
from bridgelaw.core.lawref import LawRef
from bridgelaw.core.seats import Seat, Side
from bridgelaw.errors import DealError, PhaseError
from bridgelaw.laws.auction import AuctionState
from bridgelaw.laws.editions import Edition, find_edition
from bridgelaw.laws.play import PlayState, Trick
from bridgelaw.scoring import contract_score
from bridgelaw.table.events import CallMade, CardPlayed, ClaimAgreed, Event

__all__ = ["Phase", "Table"]


class Phase(enum.IntEnum):
    """The period of the board the table is in (Law 17, 41, and the definitions)."""

    AUCTION = 0
    """Calls are being made."""
    PLAY = 1
    """The auction has ended with a contract; cards are being played (the clarification
    period and the face-down opening lead, Law 41A-B, belong to the laws mode)."""
    ENDED = 2
    """Thirteen tricks played, a claim or concession agreed, or the board passed out."""


class Table:
    """One board at one table, under one edition of the Laws.

    Correct procedure is enforced: an action the Laws do not allow raises
    :class:`~bridgelaw.errors.IllegalActionError` (citing the Law it breaks and
    the Law that rectifies it) and leaves the table unchanged. The log of
    events, :attr:`events`, is the table's only state: everything else is
    derived from it, and :meth:`replay` rebuilds a table from a log.

    :param board: the board, which must hold a complete deal.
    :param edition: the edition of the Laws (default 2017); a year, an alias or
        an :class:`~bridgelaw.laws.editions.Edition`.
    """

    __slots__ = ("_auction", "_claim", "_deal", "_events", "_play", "board", "edition")

    board: Board
    edition: Edition

    def __init__(self, board: Board, *, edition: str | int | Edition | None = None) -> None:
        if board.deal is None or not board.deal.is_complete:
            raise DealError(f"board {board.number} has no complete deal to play")
        self.board = board
        self._deal: Deal = board.deal
        self.edition = find_edition(edition)
        self._events: list[Event] = []
        self._auction = AuctionState(board.dealer)
        self._play: PlayState | None = None
        self._claim: ClaimAgreed | None = None

    # ------------------------------------------------------------------ log
    @property
    def events(self) -> tuple[Event, ...]:
        """The log, oldest first."""
        return tuple(self._events)

    @classmethod
    def replay(
        cls,
        board: Board,
        events: Iterable[Event],
        *,
        edition: str | int | Edition | None = None,
    ) -> Table:
        """A table rebuilt by applying ``events`` in order, each checked as when made.

        :raises IllegalActionError: an event of the log is not correct procedure.
        """
        table = cls(board, edition=edition)
        for event in events:
            table.apply(event)
        return table

    def copy(self) -> Table:
        """An independent table with the same log."""
        return Table.replay(self.board, self._events, edition=self.edition)

    def undo(self) -> Event:
        """Take back the last event (a data-entry correction, not a Law procedure: the
        Laws' own retractions are events of their own) and return it.

        :raises PhaseError: the log is empty.
        """
        if not self._events:
            raise PhaseError("nothing to undo: no call has been made", law=self.edition.ref("17B"))
        last = self._events[-1]
        rebuilt = Table.replay(self.board, self._events[:-1], edition=self.edition)
        self._events = rebuilt._events
        self._auction, self._play, self._claim = rebuilt._auction, rebuilt._play, rebuilt._claim
        return last

    def apply(self, event: Event) -> Event:
        """Check ``event`` against correct procedure and append it to the log.

        :raises IllegalActionError: the event breaks a Law; the table is unchanged.
        """
        if isinstance(event, CallMade):
            self._check_call(event.seat, event.call)
            self._auction.apply(event.seat, event.call)
            if self.edition.law_22_auction_ended(self._auction):
                contract = self._auction.contract
                declarer = self._auction.declarer
                if contract is not None and declarer is not None:
                    self._play = PlayState.start(self._deal, contract, declarer)
        elif isinstance(event, CardPlayed):
            play = self._require_play(f"{event.seat.name.lower()} plays {event.card}")
            self.edition.check_play(event.seat, event.card, event.by, play)
            play.apply(event.seat, event.card)
        else:
            play = self._require_play(f"{event.seat.name.lower()} claims")
            remaining = 13 - len(play.tricks)
            if not 0 <= event.tricks <= remaining:
                raise PhaseError(
                    f"{event.seat.name.lower()} claims {event.tricks} tricks "
                    f"but {remaining} remain",
                    law=self.edition.ref("68A"),
                )
            self._claim = event
        self._events.append(event)
        return event

    # -------------------------------------------------------------- actions
    def call(
        self,
        call: Call | str,
        *,
        seat: Seat | None = None,
        alert: bool = False,
        explanation: str | None = None,
    ) -> CallMade:
        """Make a call. ``seat`` defaults to the player whose turn it is.

        :raises NotationError: ``call`` is not a call.
        :raises IllegalCallError: the call is not legal now (Laws 17-22).
        :raises PhaseError: the auction period is over.
        """
        value = Call.parse(call) if isinstance(call, str) else call
        who = self._auction.next_seat if seat is None else seat
        event = CallMade(who, value, alert, explanation)
        self.apply(event)
        return event

    def play(self, card: Card | str, *, by: Seat | None = None) -> CardPlayed:
        """Play a card from the hand that holds it. Declarer plays dummy's cards: ``by``
        defaults to declarer for a card of dummy's, else to the card's holder.

        :raises NotationError: ``card`` is not a card.
        :raises IllegalPlayError: the card may not be played now (Laws 41-47).
        :raises PhaseError: the play period has not begun or is over.
        """
        value = Card.parse(card) if isinstance(card, str) else card
        play = self._require_play(f"{value} is played")
        holder = self._deal.holder(value)
        assert holder is not None  # a complete deal holds every card
        actor = by
        if actor is None:
            actor = play.declarer if holder == play.dummy else holder
        event = CardPlayed(holder, value, actor)
        self.apply(event)
        return event

    def claim(
        self, tricks: int, *, seat: Seat | None = None, statement: str | None = None
    ) -> ClaimAgreed:
        """Record an agreed claim or concession (Laws 68, 69): ``seat`` (default declarer)
        states that its side takes ``tricks`` of the remaining tricks; play ends.

        :raises PhaseError: not in the play period, or more tricks than remain.
        """
        play = self._require_play("a claim")
        event = ClaimAgreed(play.declarer if seat is None else seat, tricks, statement)
        self.apply(event)
        return event

    # ----------------------------------------------------------- derived
    @property
    def phase(self) -> Phase:
        """The period the board is in."""
        if not self.edition.law_22_auction_ended(self._auction):
            return Phase.AUCTION
        if self._play is None or self._claim is not None or self._play.is_complete:
            return Phase.ENDED
        return Phase.PLAY

    @property
    def is_over(self) -> bool:
        """Whether the board is finished: passed out, 13 tricks, or a claim agreed."""
        return self.phase == Phase.ENDED

    @property
    def turn(self) -> Seat | None:
        """The seat due to call, or whose card is to be played; ``None`` when over."""
        phase = self.phase
        if phase == Phase.AUCTION:
            return self.edition.law_17_next_to_call(self._auction)
        if phase == Phase.PLAY and self._play is not None:
            return self._play.next_seat
        return None

    @property
    def acting_player(self) -> Seat | None:
        """The player who must act now: declarer when dummy's card is to be played."""
        turn = self.turn
        if turn is not None and self._play is not None and turn == self._play.dummy:
            return self._play.declarer
        return turn

    @property
    def auction(self) -> tuple[CallMade, ...]:
        """The calls made, in order."""
        return tuple(e for e in self._events if isinstance(e, CallMade))

    @property
    def calls(self) -> tuple[Call, ...]:
        """The calls of the auction, in order, starting with the dealer's."""
        return tuple(call for _, call in self._auction.calls)

    def legal_calls(self) -> tuple[Call, ...]:
        """The calls the player in turn may make (empty after the auction)."""
        return self.edition.legal_calls(self._auction)

    @property
    def contract(self) -> Contract | None:
        """The final contract with its declarer, once the auction has ended with a bid."""
        if self._play is None:
            return None
        return self._play.contract

    @property
    def passed_out(self) -> bool:
        """Whether the board was passed out (Law 22B)."""
        return self._auction.is_passed_out

    @property
    def declarer(self) -> Seat | None:
        """Declarer, once the auction has ended with a bid."""
        return None if self._play is None else self._play.declarer

    @property
    def dummy(self) -> Seat | None:
        """Dummy, once the auction has ended with a bid."""
        return None if self._play is None else self._play.dummy

    @property
    def opening_leader(self) -> Seat | None:
        """Declarer's left-hand opponent (Law 41A), once there is a declarer."""
        d = self.declarer
        return None if d is None else self.edition.law_41_opening_leader(d)

    def legal_cards(self) -> tuple[Card, ...]:
        """The cards the seat to play may play (Law 44), empty when none is due."""
        if self.phase != Phase.PLAY or self._play is None:
            return ()
        return self.edition.legal_cards(self._play)

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The completed tricks."""
        return () if self._play is None else tuple(self._play.tricks)

    @property
    def current_trick(self) -> tuple[tuple[Seat, Card], ...]:
        """The cards played to the trick in progress, with their seats."""
        if self._play is None:
            return ()
        leader = self._play.leader
        return tuple((leader.next(i), card) for i, card in enumerate(self._play.current))

    @property
    def opening_lead_made(self) -> bool:
        """Whether the opening lead has been faced (Law 41C)."""
        return self._play is not None and self._play.opening_lead_made

    def remaining(self, seat: Seat) -> Sequence[Card]:
        """The cards ``seat`` still holds."""
        if self._play is None:
            return self._deal[seat].cards()
        return self._play.hands[seat].cards()

    def tricks_won(self, side: Side) -> int:
        """Tricks won by ``side`` in play so far (a claim not included)."""
        return 0 if self._play is None else self._play.won[side]

    @property
    def declarer_tricks(self) -> int | None:
        """Tricks taken by declarer's side (Law 79): in play, plus those agreed by claim or
        concession; ``None`` until the board is over or when it was passed out."""
        play = self._play
        if play is None or self.phase != Phase.ENDED:
            return None
        won = play.declarer_tricks()
        claim = self._claim
        if claim is not None:
            remaining = 13 - len(play.tricks)
            claimed = (
                claim.tricks if claim.seat.side == play.declarer.side else remaining - claim.tricks
            )
            won += claimed
        return won

    @property
    def claim_made(self) -> ClaimAgreed | None:
        """The agreed claim or concession that ended play, if any."""
        return self._claim

    def score_ns(self) -> int | None:
        """North-South's score by Law 77 once the board is over (0 when passed out)."""
        if self.phase != Phase.ENDED:
            return None
        contract = self.contract
        tricks = self.declarer_tricks
        if contract is None or tricks is None or contract.declarer is None:
            return 0
        vulnerable = self.board.vulnerability.is_vulnerable(contract.declarer)
        score = contract_score(contract, vulnerable=vulnerable, tricks=tricks)
        return score if contract.declarer.side == Side.NS else -score

    # ---------------------------------------------------------- internals
    def _check_call(self, seat: Seat, call: Call) -> None:
        self.edition.check_call(seat, call, self._auction)

    def _require_play(self, what: str) -> PlayState:
        if self._auction.is_passed_out:
            raise PhaseError(f"{what}, but the board was passed out", law=self.edition.ref("22B"))
        if self._play is None:
            raise PhaseError(
                f"{what} during the auction",
                law=self.edition.ref("41A"),
                rectification=self.edition.ref("24"),
            )
        if self.phase == Phase.ENDED:
            raise PhaseError(f"{what}, but play has ended", law=self.edition.ref("44B"))
        return self._play

    def __repr__(self) -> str:
        phase = self.phase.name.lower()
        return f"<Table board {self.board.number}, {phase}, {len(self._events)} events>"

    def law(self, text: str) -> LawRef:
        """A Law reference in this table's edition."""
        return self.edition.ref(text)
