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
from typing import Final

from bridgelaw.core.board import Board
from bridgelaw.core.calls import CALLS, Call, Contract, calls_of_mask
from bridgelaw.core.cards import Card
from bridgelaw.core.deal import Deal
from bridgelaw.core.hands import SUIT_BITS, Hand, cards_of_hand, cards_of_mask
from bridgelaw.core.hands import known_cards_of_mask as _one_suit
from bridgelaw.core.lawref import LawRef
from bridgelaw.core.seats import Seat, Side
from bridgelaw.editions import Edition, find_edition
from bridgelaw.errors import DealError, IllegalPlayError, PhaseError
from bridgelaw.laws.auction import AuctionState
from bridgelaw.laws.play import PlayState, Trick
from bridgelaw.laws.procedure import LawsState
from bridgelaw.scoring import contract_score
from bridgelaw.table.action import Action
from bridgelaw.table.events import (
    CallChanged,
    CallMade,
    CardPlayed,
    CardRetracted,
    CardsExposed,
    ClaimAgreed,
    DirectorCalled,
    DummyCardCalled,
    Event,
    SimultaneousCalls,
)
from bridgelaw.table.laws_views import LawsViews
from bridgelaw.table.pipeline import run as run_pipeline
from bridgelaw.table.strict import (
    CALL_BITS,
    CALL_EVENTS,
    CARD_EVENTS,
    CARD_KEYS,
    call_made,
    card_played,
    law_44_inline,
)

__all__ = ["Mode", "Phase", "Table"]


class Mode(enum.StrEnum):
    """How a table treats an action the Laws do not allow."""

    STRICT = "strict"
    """Reject it (online play, robots): correct procedure is enforced."""
    LAWS = "laws"
    """Record it and wait for the director (face-to-face play, Laws 9-71)."""


class Phase(enum.IntEnum):
    """The period of the board the table is in (Law 17, 41, and the definitions)."""

    AUCTION = 0
    """Calls are being made."""
    PLAY = 1
    """The auction has ended with a contract; cards are being played (the clarification
    period and the face-down opening lead, Law 41A-B, belong to the laws mode)."""
    ENDED = 2
    """Thirteen tricks played, a claim or concession agreed, or the board passed out."""
    DIRECTOR = 3
    """Laws mode: an irregularity waits for the director (or for the next player to act
    on it, Laws 27A1, 28B, 29A)."""


_CALL_COUNT: Final = len(CALLS)

_SEATS: Final = tuple(Seat)
_LAWS: Final = Mode.LAWS
_AUCTION, _PLAY, _ENDED, _DIRECTOR = Phase.AUCTION, Phase.PLAY, Phase.ENDED, Phase.DIRECTOR
"""The members, read once: a look-up on the enum class goes through ``EnumType``'s
``__getattr__`` hook (about 150 ns on Python 3.11, more than the table's work for a card)."""


class Table(LawsViews):
    """One board at one table, under one edition of the Laws.

    Correct procedure is enforced: an action the Laws do not allow raises
    :class:`~bridgelaw.errors.IllegalActionError` (citing the Law it breaks and
    the Law that rectifies it) and leaves the table unchanged. The log of
    events, :attr:`events`, is the table's only state: everything else is
    derived from it, and :meth:`replay` rebuilds a table from a log.

    :param board: the board, which must hold a complete deal.
    :param edition: the edition of the Laws (default 2017); a year, an alias or
        an :class:`~bridgelaw.editions.Edition`.
    :param mode: :attr:`Mode.STRICT` (the default) rejects irregular actions;
        :attr:`Mode.LAWS` records them and waits for the director
        (:mod:`bridgelaw.director`).
    """

    __slots__ = (
        "_auction",
        "_call_rule",
        "_card_keys",
        "_card_rule",
        "_claim",
        "_deal",
        "_events",
        "_laws",
        "_legal_call_mask",
        "_legal_card_mask",
        "_play",
        "_rule_44",
        "board",
        "edition",
        "mode",
        "phase",
    )

    board: Board
    edition: Edition
    mode: Mode
    phase: Phase
    """The period the board is in: kept up to date by every event (only events change it;
    read it, do not set it)."""

    def __init__(
        self,
        board: Board,
        *,
        edition: str | int | Edition | None = None,
        mode: Mode | str = Mode.STRICT,
    ) -> None:
        if board.deal is None or not board.deal.is_complete:
            raise DealError(f"board {board.number} has no complete deal to play")
        self.board = board
        self._deal: Deal = board.deal
        self.edition = find_edition(edition)
        self._call_rule = self.edition.legal_call_mask
        """The edition's ``legal_call_mask`` (a strict table asks it after every call)."""
        self._card_rule = self.edition.legal_card_mask
        """The edition's ``legal_card_mask`` (a strict table asks it after every card)."""
        self._rule_44 = law_44_inline(self.edition)
        """Whether that rule is Law 44's own text, which the table works out inline."""
        self.mode = mode if type(mode) is Mode else Mode(mode)
        self._events: list[Event] = []
        self._auction = AuctionState(board.dealer)
        self._play: PlayState | None = None
        self._card_keys: tuple[int, ...] = ()
        """A strict table in play: the key in :data:`CARD_EVENTS` of a card index 0 played
        from each seat's hand (by its player: declarer for dummy's)."""
        self._claim: ClaimAgreed | None = None
        self._laws: LawsState | None = None
        self._legal_card_mask = 0
        """A strict table's legal cards as the edition's ``legal_card_mask`` (bit
        :attr:`Card.index`; 0: not computed, or none): kept for the next position by each
        card played (and when play starts), reset by any other event."""
        self._legal_call_mask = 0
        """Its legal calls as the edition's ``legal_call_mask`` (bit ``i`` for
        ``CALLS[i]``; 0: not yet computed, or none), kept for the next position by each
        call, reset by any other event."""
        if self.mode is _LAWS:
            self._laws = LawsState(board.dealer, self.edition)
            self._auction = self._laws.auction
        self.phase = self._derive_phase()

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
        mode: Mode | str = Mode.STRICT,
    ) -> Table:
        """A table rebuilt by applying ``events`` in order, each checked as when made.

        :raises IllegalActionError: an event of the log is not correct procedure.
        """
        table = cls(board, edition=edition, mode=mode)
        for event in events:
            table.apply(event)
        return table

    def copy(self) -> Table:
        """An independent table with the same log."""
        return Table.replay(self.board, self._events, edition=self.edition, mode=self.mode)

    def undo(self) -> Event:
        """Take back the last event (a data-entry correction, not a Law procedure: the
        Laws' own retractions are events of their own) and return it.

        :raises PhaseError: the log is empty.
        """
        if not self._events:
            raise PhaseError("nothing to undo: no call has been made", law=self.edition.ref("17B"))
        last = self._events[-1]
        rebuilt = Table.replay(self.board, self._events[:-1], edition=self.edition, mode=self.mode)
        self._events = rebuilt._events
        self._auction, self._play, self._claim = rebuilt._auction, rebuilt._play, rebuilt._claim
        self._card_keys = rebuilt._card_keys
        self._laws, self.phase = rebuilt._laws, rebuilt.phase
        self._legal_card_mask = self._legal_call_mask = 0
        return last

    def apply(self, event: Event) -> Event:
        """Check ``event`` against correct procedure and append it to the log.

        :raises IllegalActionError: the event breaks a Law; the table is unchanged.
        """
        if self._laws is not None:
            return self._apply_laws(event, self._laws)
        if isinstance(event, CardPlayed):
            play = self._play
            if self.phase is not _PLAY or play is None:  # the PhaseError saying why
                play = self._require_play(f"{event.seat.name.lower()} plays {event.card}")
            self._apply_card(event, play)
            return event
        if isinstance(event, CallMade):
            self._apply_call(event)
            return event
        if isinstance(event, ClaimAgreed):
            self._apply_claim(event)
        else:
            raise PhaseError(
                f"{type(event).__name__} is an event of the laws mode; this table is strict",
                law=self.edition.ref("9B1"),
            )
        self._events.append(event)
        self.phase = self._derive_phase()
        self._legal_card_mask = self._legal_call_mask = 0
        return event

    def _apply_laws(self, event: Event, laws: LawsState) -> Event:
        """Laws mode: run ``event`` through the pipeline of an action
        (:mod:`bridgelaw.table.pipeline`) on copies of the state; keep them only if every
        stage passes."""
        action = Action.start(
            self.board,
            self.edition,
            laws,
            self._play,
            self._auction,
            self._claim,
            len(self._events),
        )
        run_pipeline(action, event)
        self._laws, self._play, self._auction = action.laws, action.play, action.auction
        self._claim = action.claim
        self._events.append(event)
        self.phase = self._derive_phase()
        return event

    def _apply_call(self, event: CallMade) -> None:
        """Strict: check a call (Laws 17-22), apply it and log it; start the play when it
        ends the auction with a contract. A call of the edition's own :meth:`legal_calls`
        by the seat in turn is correct procedure (proved against ``check_call`` by
        ``tests/table/test_strict_legal_sets.py``); any other goes to ``check_call`` (as
        does a call equal to one of :data:`CALLS` but not that very value: it is checked
        in full, not by its bit)."""
        auction = self._auction
        bit = CALL_BITS.get(id(event.call))
        if (
            event.seat != auction.next_seat
            or bit is None
            or not (self._legal_call_mask or self._call_mask()) >> bit & 1
        ):
            self.edition.check_call(event.seat, event.call, auction)
        self._log_call(event, auction)

    def _call_mask(self) -> int:
        """Strict: the edition's legal-call mask for the auction as it stands (kept)."""
        mask = self._legal_call_mask = self._call_rule(self._auction)
        return mask

    def _card_mask(self, play: PlayState) -> int:
        """Strict, in play: the edition's legal-card mask for the position (kept)."""
        mask = self._legal_card_mask = self._card_rule(play)
        return mask

    def _log_call(self, event: CallMade, auction: AuctionState) -> None:
        """Strict: apply a call found correct procedure and append it to the log. The
        legal-call mask of the position it leads to is kept at once (the next call is
        checked against it): no legal call left means the auction has ended (Law 22)."""
        auction.apply(event.seat, event.call)
        self._events.append(event)
        mask = self._legal_call_mask = self._call_rule(auction)
        if not mask:
            self._end_auction(auction)

    def _end_auction(self, auction: AuctionState) -> None:
        """Strict: the auction has ended (Law 22): play starts when it ended with a bid."""
        if self.edition.law_22_auction_ended(auction):
            contract = auction.contract
            declarer = None if contract is None else contract.declarer
            if contract is not None and declarer is not None:
                play = self._play = PlayState.start(self._deal, contract, declarer)
                self._card_keys = CARD_KEYS[declarer]
                self._legal_card_mask = self._card_rule(play)
                self.phase = _PLAY  # what _derive_phase says of a play just started
                return
        self.phase = self._derive_phase()

    def _apply_card(self, event: CardPlayed, play: PlayState) -> None:
        """Strict, in the play period: check a card (Laws 41-47), apply it and log it.

        A card of the edition's own :meth:`legal_cards` for this position, from the hand
        in turn and played by the right player, is correct procedure (the property test
        ``tests/table/test_strict_legal_sets.py`` proves it against ``check_play`` in
        every edition): only any other card goes to ``check_play``, which raises naming
        the Law it breaks."""
        seat = event.seat
        if (
            seat != play.next_seat
            or event.by != (play.declarer if seat == play.dummy else seat)
            or not (self._legal_card_mask or self._card_mask(play)) >> event.card.index & 1
        ):
            self.edition.check_play(seat, event.card, event.by, play)
        self._log_card(event, play)

    def _log_card(self, event: CardPlayed, play: PlayState) -> None:
        """Strict: apply a card found correct procedure and append it to the log (as the
        fast path of :meth:`play` does), keeping the legal-card mask of the next position
        (the next card is checked against it)."""
        trick = play.apply(event.seat, event.card)
        self._events.append(event)
        if trick is None:
            self._legal_card_mask = self._card_rule(play)
        else:
            self._trick_closed(play, trick)

    def _trick_closed(self, play: PlayState, trick: Trick) -> None:
        """Strict: a card closed ``trick``: play ends with the thirteenth (Law 44B, as
        :attr:`PlayState.is_complete` says), else its winner leads (the mask is kept)."""
        if trick.number == 13:
            self.phase = _ENDED
            self._legal_card_mask = 0
        elif self._rule_44:  # legal_card_mask inline: the winner leads any card (44A)
            self._legal_card_mask = play.masks[trick.winner]
        else:
            self._legal_card_mask = self._card_rule(play)

    def _apply_claim(self, event: ClaimAgreed) -> None:
        play = self._require_play(f"{event.seat.name.lower()} claims")
        remaining = 13 - len(play.tricks)
        if not 0 <= event.tricks <= remaining:
            raise PhaseError(
                f"{event.seat.name.lower()} claims {event.tricks} tricks but {remaining} remain",
                law=self.edition.ref("68A"),
            )
        self._claim = event

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
        if seat is None and self._laws is None:
            bit = CALL_BITS.get(id(call))  # one of the shared CALLS (not a string)
            if bit is not None and (self._legal_call_mask or self._call_mask()) >> bit & 1:
                # strict: a call of the edition's legal set, by the seat in turn (_apply_call)
                auction = self._auction
                turn = auction.next_seat
                if alert or explanation is not None:
                    event = CallMade(turn, CALLS[bit], alert, explanation)
                else:
                    event = CALL_EVENTS[turn * _CALL_COUNT + bit] or call_made(turn, bit)
                self._log_call(event, auction)
                return event
        value = Call.parse(call) if isinstance(call, str) else call
        who = seat
        if who is None:
            who = self._auction.next_seat if self._laws is None else self._laws.next_seat
        if who is None:
            raise PhaseError(
                f"{value}: name the seat that calls (no seat is due to call now)",
                law=self.edition.ref("9B2"),
            )
        event = CallMade(who, value, alert, explanation)
        self.apply(event)
        return event

    def call_director(self, *, by: Seat | None = None) -> DirectorCalled:
        """Laws mode: attention is drawn to an irregularity and the director is called.

        :raises PhaseError: nothing waits for the director.
        """
        event = DirectorCalled(by)
        self.apply(event)
        return event

    def change_call(self, call: Call | str, *, seat: Seat) -> CallChanged:
        """Laws mode: ``seat`` replaces his last call by ``call`` (Law 25).

        :raises PhaseError: the seat has no call to change, or the director must rule first.
        """
        value = Call.parse(call) if isinstance(call, str) else call
        event = CallChanged(seat, value)
        self.apply(event)
        return event

    def simultaneous(
        self, first: tuple[Seat, Call | str], second: tuple[Seat, Call | str]
    ) -> SimultaneousCalls:
        """Laws mode: two calls made at the same time (Law 33).

        :raises PhaseError: neither is by the player whose turn it was.
        """
        made = tuple(
            CallMade(seat, Call.parse(call) if isinstance(call, str) else call)
            for seat, call in (first, second)
        )
        event = SimultaneousCalls(made[0], made[1])
        self.apply(event)
        return event

    def expose(
        self, seat: Seat, *cards: Card | str, led: bool = False, how: str = "shown"
    ) -> CardsExposed:
        """Laws mode: ``seat``'s cards were exposed: during the auction period (Law 24), or
        during the play (Laws 45C1, 48, 49: ``how`` is ``"shown"``, ``"dropped"`` or
        ``"named"``).

        :raises PhaseError: a card is not ``seat``'s, or the director must rule first.
        """
        values = tuple(Card.parse(c) if isinstance(c, str) else c for c in cards)
        event = CardsExposed(seat, values, led, how)
        self.apply(event)
        return event

    def designate(self, text: str) -> DummyCardCalled:
        """Laws mode: declarer names dummy's card in words (Law 46): ``"SK"``, ``"high"``,
        ``"low"``, ``"win"``, ``"spade"``, ``"queen"``, ``"anything"``.

        :raises NotationError: the words name no suit, rank or instruction.
        """
        event = DummyCardCalled(text)
        self.apply(event)
        return event

    def retract(self, seat: Seat, card: Card | str, reason: str = "other") -> CardRetracted:
        """Laws mode: ``seat`` takes back a card he played (Laws 45C4(b), 47); the director
        rules whether he may."""
        value = Card.parse(card) if isinstance(card, str) else card
        event = CardRetracted(seat, value, reason)
        self.apply(event)
        return event

    def play(
        self, card: Card | str, *, seat: Seat | None = None, by: Seat | None = None
    ) -> CardPlayed:
        """Play a card from the hand that holds it (``seat``, if given, must be that hand).
        Declarer plays dummy's cards: ``by`` defaults to declarer for a card of dummy's,
        else to the card's holder.

        In laws mode any physically possible lead or play is accepted: out of turn, a
        revoke, a card from the wrong hand, dummy playing his own card (``by=dummy``), a
        card by a player who has already played to the trick; irregular ones wait for the
        director (:attr:`phase` is :attr:`Phase.DIRECTOR`).

        :raises NotationError: ``card`` is not a card.
        :raises IllegalPlayError: the card may not be played now (Laws 41-47; laws mode:
            it is not in ``seat``'s hand, or it breaks a lead or play restriction the
            table enforces).
        :raises PhaseError: the play period has not begun or is over.
        """
        if (
            seat is None
            and by is None
            and type(card) is Card
            and self._legal_card_mask >> card.index & 1  # kept by a strict table in play
        ):
            # a card of the edition's legal set for this position: the hand in turn holds
            # it and may play it (see _apply_card); its player plays it (declarer, dummy's).
            # As _log_card, with PlayState.apply inline: the strict table's hot path.
            play = self._play
            assert play is not None  # a strict table keeps a card mask only in play
            turn = play.next_seat
            index = card.index
            event = CARD_EVENTS[self._card_keys[turn] + index]
            if event is None:
                event = card_played(turn, card, play.declarer if turn == play.dummy else turn)
            play.masks[turn] ^= 1 << index  # held: the legal mask is part of the hand's
            current = play.current
            current.append(card)
            self._events.append(event)
            if len(current) < 4:
                turn = play.next_seat = _SEATS[(turn + 1) & 3]
                if self._rule_44:  # legal_card_mask inline: follow suit if able (44C)
                    hand = play.masks[turn]
                    self._legal_card_mask = hand & SUIT_BITS[current[0].index] or hand
                else:
                    self._legal_card_mask = self._card_rule(play)
            else:
                self._trick_closed(play, play.close_trick())
            return event
        value = Card.parse(card) if isinstance(card, str) else card
        play = self._play
        if self.phase is not _PLAY or play is None:  # no play now (or the director's turn)
            play = self._require_play(f"{value} is played")
        holder = self._deal.holder(value)
        assert holder is not None  # a complete deal holds every card
        if seat is not None and seat != holder:
            raise IllegalPlayError(
                f"{value} is not in {seat.name.lower()}'s hand", law=self.edition.ref("7B3")
            )
        actor = by
        if actor is None:
            actor = play.declarer if holder == play.dummy else holder
        event = card_played(holder, value, actor)
        if self._laws is None:  # strict and in the play period: no second phase check
            self._apply_card(event, play)
        else:
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
    def _derive_phase(self) -> Phase:
        """The phase, derived from the state (kept in :attr:`phase` after every event)."""
        if self._laws is not None:
            if self._laws.board_closed is not None:
                return _ENDED
            if self._laws.blocking() is not None:
                return _DIRECTOR
        if not self.edition.law_22_auction_ended(self._auction):
            return _AUCTION
        if self._play is None or self._claim is not None or self._play.is_complete:
            return _ENDED
        return _PLAY

    @property
    def is_over(self) -> bool:
        """Whether the board is finished: passed out, 13 tricks, or a claim agreed."""
        return self.phase is _ENDED

    @property
    def turn(self) -> Seat | None:
        """The seat due to call, or whose card is to be played; ``None`` when over."""
        phase = self.phase
        if phase is _AUCTION:
            if self._laws is not None:
                return self._laws.next_seat
            return self.edition.law_17_next_to_call(self._auction)
        if phase is _PLAY and self._play is not None:
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
        """The calls the player in turn may make (empty after the auction). In laws mode
        the obligations count: a seat that must pass may only pass."""
        if self._laws is not None:
            return self._laws.legal_calls() if self.phase is _AUCTION else ()
        # the edition's legal_calls, from the mask the table keeps (calls_of_mask is cached)
        return calls_of_mask(self._legal_call_mask or self._call_mask())

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
        mask = self._legal_card_mask  # kept by a strict table in play (0: none kept)
        if mask:  # the edition's legal_cards, from the mask the table keeps
            return _one_suit(mask) or cards_of_hand(mask)
        play = self._play
        if self._laws is None and self.phase is _PLAY and play is not None:  # strict, no mask yet
            return cards_of_mask(self._card_mask(play))
        if self.phase is not _PLAY or play is None:
            return ()
        cards = self.edition.legal_cards(play)
        if self._laws is not None:
            from bridgelaw.table.laws_mode import restricted_cards

            return restricted_cards(self._laws, play, cards)
        return cards

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

    def held(self, seat: Seat) -> Hand:
        """The cards ``seat`` still holds, as a hand (:meth:`remaining` without the tuple)."""
        return self._deal[seat] if self._play is None else Hand(self._play.masks[seat])

    def tricks_won(self, side: Side) -> int:
        """Tricks won by ``side`` in play so far (a claim not included)."""
        return 0 if self._play is None else self._play.won[side]

    @property
    def declarer_tricks(self) -> int | None:
        """Tricks taken by declarer's side (Law 79): in play, plus those agreed by claim or
        concession; ``None`` until the board is over or when it was passed out."""
        play = self._play
        if play is None or self.phase is not _ENDED:
            return None
        won = play.declarer_tricks()
        claim = self._claim
        if claim is not None:
            remaining = 13 - len(play.tricks)
            claimed = (
                claim.tricks if claim.seat.side == play.declarer.side else remaining - claim.tricks
            )
            won += claimed
        if self._laws is not None:
            won += sum(t for t, _, _ in self._laws.play.adjustments)
            won = max(0, min(13, won))
        return won

    @property
    def claim_made(self) -> ClaimAgreed | None:
        """The agreed claim or concession that ended play, if any."""
        return self._claim

    def score_ns(self) -> int | None:
        """North-South's score by Law 77 once the board is over (0 when passed out);
        ``None`` while it is not, or when the director closed it (an adjusted score)."""
        if self.phase is not _ENDED or self.closed_by is not None:
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
        if self.phase is _ENDED:
            raise PhaseError(f"{what}, but play has ended", law=self.edition.ref("44B"))
        return self._play

    @property
    def play_state(self) -> PlayState | None:
        """The play as it stands (tricks, hands, the trick in progress), for the director;
        ``None`` before the auction has ended with a contract. Read it, do not change it."""
        return self._play

    def __repr__(self) -> str:
        phase = self.phase.name.lower()
        return f"<Table board {self.board.number}, {phase}, {len(self._events)} events>"

    def law(self, text: str) -> LawRef:
        """A Law reference in this table's edition."""
        return self.edition.ref(text)
