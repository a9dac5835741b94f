"""The auction in laws mode: every attempted call, the legal auction derived from them,
seat obligations, lead restrictions, the ledger, and the irregularities under way.

:class:`LawsState` is mutable, like :class:`~bridgelaw.laws.auction.AuctionState`;
the table keeps one per board, rebuilt from its log. It knows the rules only
through its edition's hooks: :meth:`Edition.classify_call` (digest §4.1) says
what an attempted call is, :meth:`Edition.pending_reaction` (§4.2) what a call
does to an irregularity the director has not yet been called to. Rulings reach
it as tuples of effects (:mod:`bridgelaw.laws.effects`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from bridgelaw.core.calls import PASS, Bid, Call, Double, Redouble
from bridgelaw.core.lawref import LawRef
from bridgelaw.core.seats import Seat
from bridgelaw.errors import IllegalCallError, PhaseError, RulingError
from bridgelaw.laws.auction import AuctionState
from bridgelaw.laws.classify import classify_call, skipped_turn
from bridgelaw.laws.effects import (
    Armed,
    AwaitCall,
    CloseBoard,
    Effect,
    ExposedCards,
    Obligation,
    ObligationKind,
    RestrictionState,
    ReviewFlag,
    UIEntry,
)
from bridgelaw.laws.irregularity import (
    CallRecord,
    Classification,
    Fact,
    Irregularity,
    Kind,
    Procedure,
    ProcedureStatus,
    RecordStatus,
)
from bridgelaw.laws.play_records import PlayLaws
from bridgelaw.laws.procedure_steps import apply_effect, check_effect, react
from bridgelaw.laws.steps import Step, StepName

if TYPE_CHECKING:
    from bridgelaw.editions import Edition

__all__ = ["Armed", "LawsState", "RestrictionState"]


class LawsState:
    """The auction of one board in laws mode (Laws 9-40), derived call by call."""

    __slots__ = (
        "armed",
        "auction",
        "board_closed",
        "closed",
        "dealer",
        "edition",
        "exposed",
        "facts",
        "flags",
        "irregularities",
        "ledger",
        "obligations",
        "penalty_cards",
        "play",
        "procedures",
        "records",
        "restrictions",
    )

    def __init__(self, dealer: Seat, edition: Edition) -> None:
        self.dealer = dealer
        self.edition = edition
        self.records: list[CallRecord] = []
        self.auction = AuctionState(dealer)
        self.obligations: list[Obligation] = []
        self.restrictions: list[RestrictionState] = []
        self.exposed: list[ExposedCards] = []
        self.penalty_cards: list[ExposedCards] = []
        self.ledger: list[UIEntry] = []
        self.flags: list[ReviewFlag] = []
        self.irregularities: list[Irregularity] = []
        self.procedures: list[Procedure] = []
        self.armed: list[Armed] = []
        self.facts: list[Fact] = []
        self.closed = False
        """The auction period is over (the opening lead has been faced, Law 17D1)."""
        self.board_closed: CloseBoard | None = None
        """The director closed the board (an adjusted score will be given)."""
        self.play = PlayLaws()
        """The play period: every attempted lead and play, penalty cards, restrictions,
        revokes (Laws 41-71)."""

    def copy(self) -> LawsState:
        """An independent copy."""
        other = LawsState(self.dealer, self.edition)
        other.records = list(self.records)
        other.auction = self.auction.copy()
        other.obligations = list(self.obligations)
        other.restrictions = list(self.restrictions)
        other.exposed = list(self.exposed)
        other.penalty_cards = list(self.penalty_cards)
        other.ledger = list(self.ledger)
        other.flags = list(self.flags)
        other.irregularities = list(self.irregularities)
        other.procedures = [p.copy() for p in self.procedures]
        other.armed = list(self.armed)
        other.facts = list(self.facts)
        other.closed = self.closed
        other.board_closed = self.board_closed
        other.play = self.play.copy()
        return other

    def ref(self, text: str) -> LawRef:
        """A Law reference in this edition."""
        return self.edition.ref(text)

    # ------------------------------------------------------------ queries
    @property
    def auction_ended(self) -> bool:
        """Whether the legal auction has ended (Law 22)."""
        return self.edition.law_22_auction_ended(self.auction)

    def legal_records(self) -> list[CallRecord]:
        """The calls of the legal auction, in order."""
        return sorted((r for r in self.records if r.in_auction), key=lambda r: r.position)

    def blocking(self) -> Procedure | None:
        """The first procedure the table waits on (the director, or a reaction)."""
        for procedure in self.procedures:
            if procedure.blocks:
                return procedure
        return None

    def retraction_pending(self, procedure: Procedure) -> bool:
        """Whether ``procedure``'s card is the subject of an open request to take it back
        (Law 47): the director rules on the retraction first, so the procedure waits."""
        index = procedure.irregularity.play_index
        return index is not None and any(
            other.irregularity.kind is Kind.RETRACTION
            and other.irregularity.play_index == index
            and other is not procedure
            and other.is_open
            for other in self.procedures
        )

    def open_procedures(self) -> list[Procedure]:
        """Every procedure not yet resolved."""
        return [p for p in self.procedures if p.is_open]

    def capture(self) -> Armed | None:
        """The armed capture (a replacement the offender owes), if any."""
        for armed in self.armed:
            if armed.captures:
                return armed
        return None

    @property
    def next_seat(self) -> Seat | None:
        """The seat due to call; ``None`` while the table waits or after the auction."""
        if self.blocking() is not None:
            return None
        armed = self.capture()
        if armed is not None:
            return armed.effect.seat
        if self.auction_ended:
            return None
        return self.auction.next_seat

    def has_called(self, seat: Seat) -> bool:
        """Whether ``seat`` has a call in the legal auction."""
        return any(r.seat == seat for r in self.records if r.in_auction)

    def active_obligations(self, seat: Seat | None = None) -> list[Obligation]:
        """The obligations still in force (all seats, or one)."""
        if self.auction_ended:
            return []
        out = []
        for ob in self.obligations:
            if seat is not None and ob.seat != seat:
                continue
            if ob.kind != ObligationKind.REST_PASS and self._used(ob):
                continue
            out.append(ob)
        return out

    def _used(self, ob: Obligation) -> bool:
        return any(r.seat == ob.seat and r.index >= ob.since and r.in_auction for r in self.records)

    def must_pass(self, seat: Seat) -> bool:
        """Whether ``seat`` is required by law to pass at its next turn (Laws 28A, 37)."""
        return any(ob.kind.is_pass for ob in self.active_obligations(seat))

    def must_repeat(self, seat: Seat) -> Call | None:
        """The call ``seat`` must repeat (Laws 31A1, 32A1), if any."""
        for ob in self.active_obligations(seat):
            if ob.kind == ObligationKind.MUST_REPEAT:
                return ob.call
        return None

    def may_not_double(self, seat: Seat) -> bool:
        """Whether ``seat`` may not double or redouble at this turn (1987-2007 Law 30B2(b))."""
        return any(ob.kind == ObligationKind.NO_DOUBLE for ob in self.active_obligations(seat))

    def legal_calls(self) -> tuple[Call, ...]:
        """The calls the seat due to call may make, obligations included."""
        seat = self.next_seat
        if seat is None:
            return ()
        calls = self.edition.legal_calls(self.auction)
        if self.must_pass(seat):
            return (PASS,)
        repeat = self.must_repeat(seat)
        if repeat is not None and repeat in calls:
            return (repeat,)
        if self.may_not_double(seat):
            return tuple(c for c in calls if not isinstance(c, Double | Redouble))
        return calls

    # ------------------------------------------------------------ building
    def rebuild(self) -> None:
        """Recompute the legal auction from the records."""
        auction = AuctionState(self.dealer)
        for record in self.legal_records():
            auction.apply(record.seat, record.call)
        self.auction = auction

    def append(
        self,
        seat: Seat,
        call: Call,
        status: RecordStatus,
        *,
        log_index: int | None,
        irregularity: int | None = None,
        position: tuple[int, int] | None = None,
    ) -> CallRecord:
        index = len(self.records)
        record = CallRecord(
            index, seat, call, status, position or (index, 0), irregularity, log_index
        )
        self.records.append(record)
        return record

    def set_status(self, index: int, status: RecordStatus) -> None:
        self.records[index] = replace(self.records[index], status=status)

    def open_procedure(
        self,
        kind: Kind,
        law: LawRef,
        *,
        offender: Seat | None,
        reason: str,
        call_index: int | None = None,
        turn: Seat | None = None,
        broken: LawRef | None = None,
        status: ProcedureStatus = ProcedureStatus.RULING,
        subject: int | None = None,
        play_index: int | None = None,
    ) -> Procedure:
        """Open a procedure (an irregularity for the director)."""
        irregularity = Irregularity(
            len(self.irregularities),
            kind,
            law,
            offender,
            call_index,
            turn,
            self.edition.year,
            reason,
            broken,
            subject,
            play_index,
        )
        self.irregularities.append(irregularity)
        procedure = Procedure(irregularity, status)
        self.procedures.append(procedure)
        return procedure

    # --------------------------------------------------------------- calls
    def call(self, seat: Seat, call: Call, log_index: int | None) -> CallRecord:
        """A call made at the table: react, capture or classify it.

        :raises PhaseError: the call is not allowed while the director must rule
            (Law 9B2).
        :raises IllegalCallError: the call breaks an obligation the table enforces.
        """
        self.check_open(f"{seat.name.lower()} calls {call}")
        blocking = self.blocking()
        if blocking is not None and blocking.status == ProcedureStatus.RULING:
            raise PhaseError(
                f"{seat.name.lower()} calls {call}, but the director must first rule on: "
                f"{blocking.irregularity.reason}",
                law=self.ref("9B2"),
            )
        if blocking is not None:
            return self._react(blocking, seat, call, log_index)
        armed = self.capture()
        if armed is not None:
            return self._captured(armed, seat, call, log_index)
        return self.classify_and_record(seat, call, log_index)

    def check_open(self, what: str) -> None:
        """:raises PhaseError: the director has closed the board."""
        if self.board_closed is not None:
            raise PhaseError(
                f"{what}, but the director has closed the board ({self.board_closed.reason})",
                law=self.board_closed.law,
            )

    def classify_and_record(self, seat: Seat, call: Call, log_index: int | None) -> CallRecord:
        """Classify a call (digest §4.1) and record it, legal or irregular."""
        found = classify_call(self.edition, seat, call, self)
        if found.refusal is not None:
            raise IllegalCallError(found.refusal[0], law=found.refusal[1])
        if found.deemed_pass is not None:
            self.append(found.deemed_pass, PASS, RecordStatus.DEEMED, log_index=None)
            self.rebuild()
        if found.is_legal:
            record = self.append(seat, call, RecordStatus.LEGAL, log_index=log_index)
            self.settle()
            return record
        return self._irregular(seat, call, found, log_index)

    def _irregular(
        self, seat: Seat, call: Call, found: Classification, log_index: int | None
    ) -> CallRecord:
        assert found.kind is not None and found.law is not None
        turn = None if self.auction_ended else self.auction.next_seat
        position: tuple[int, int] | None = None
        related: int | None = None
        if found.kind == Kind.CHANGE_OF_CALL:
            original = self.last_call_of(seat)
            if original is not None:
                related = original.index
                position = (original.position[0], original.position[1] + 1)
        record = self.append(
            seat,
            call,
            RecordStatus.PENDING,
            log_index=log_index,
            irregularity=len(self.irregularities),
            position=position,
        )
        procedure = self.open_procedure(
            found.kind,
            found.law,
            offender=seat,
            reason=found.reason,
            call_index=record.index,
            turn=turn,
            broken=found.broken,
            status=ProcedureStatus.WINDOW,
        )
        procedure.related = related
        return record

    def open_on(self, index: int, found: Classification) -> None:
        """Open a procedure on the existing record ``index`` (Law 25A: the intended call is
        itself irregular)."""
        assert found.kind is not None and found.law is not None
        record = self.records[index]
        self.records[index] = replace(record, irregularity=len(self.irregularities))
        original = self.last_call_of(record.seat)
        procedure = self.open_procedure(
            found.kind,
            found.law,
            offender=record.seat,
            reason=found.reason,
            call_index=index,
            turn=None if self.auction_ended else self.auction.next_seat,
            broken=found.broken,
            status=ProcedureStatus.WINDOW,
        )
        if found.kind == Kind.CHANGE_OF_CALL and original is not None:
            procedure.related = original.index

    def last_call_of(self, seat: Seat) -> CallRecord | None:
        """``seat``'s last call in the legal auction."""
        for record in reversed(self.legal_records()):
            if record.seat == seat:
                return record
        return None

    def change_call(self, seat: Seat, call: Call, log_index: int | None) -> CallRecord:
        """``seat`` replaces his last call by ``call`` (Law 25): the director rules.

        :raises PhaseError: the seat has no call to change, or the director must rule first.
        """
        self.check_open(f"{seat.name.lower()} changes a call")
        blocking = self.blocking()
        if blocking is not None:
            raise PhaseError(
                f"{seat.name.lower()} changes a call, but the director must first rule on: "
                f"{blocking.irregularity.reason}",
                law=self.ref("9B2"),
            )
        original = self.last_call_of(seat)
        if original is None:
            raise PhaseError(
                f"{seat.name.lower()} has made no call that could be changed", law=self.ref("25A")
            )
        from bridgelaw.laws.classify import change_admissible

        if change_admissible(self.edition, seat, call, self):
            found = Classification(
                Kind.CHANGE_OF_CALL,
                self.ref("25"),
                reason=f"{seat.name.lower()} replaces his {original.call} by {call}",
            )
        elif isinstance(call, Bid):
            found = Classification(
                Kind.BID_ABOVE_SEVEN, self.ref("38"), self.ref("18A"), f"{seat} bids {call}"
            )
        else:
            found = Classification(
                Kind.INADMISSIBLE_DOUBLE,
                self.ref("36"),
                self.ref("19A1" if isinstance(call, Double) else "19B1"),
                f"{seat.name.lower()} changes his {original.call} to {call}, not permitted by "
                "Law 19",
            )
        record = self._irregular(seat, call, found, log_index)
        if found.kind == Kind.CHANGE_OF_CALL:
            self.procedures[-1].related = original.index
        return record

    def _captured(self, armed: Armed, seat: Seat, call: Call, log_index: int | None) -> CallRecord:
        effect = armed.effect
        assert isinstance(effect, AwaitCall)
        if seat != effect.seat:
            raise PhaseError(
                f"{seat.name.lower()} calls {call}, but {effect.seat.name.lower()} must call "
                f"now (Law {effect.law})",
                law=self.ref("9B2"),
            )
        self.armed.remove(armed)
        position = None
        if effect.replaces is not None:
            base = self.records[effect.replaces].position
            position = (base[0], base[1] + 1)
        record = self.append(
            seat,
            call,
            RecordStatus.PENDING,
            log_index=log_index,
            irregularity=armed.procedure,
            position=position,
        )
        procedure = self.procedures[armed.procedure]
        procedure.status = ProcedureStatus.RULING
        procedure.step = effect.step
        procedure.trigger = record.index
        return record

    def _react(
        self, procedure: Procedure, seat: Seat, call: Call, log_index: int | None
    ) -> CallRecord:
        return react(self, procedure, seat, call, log_index)

    def apply_effect(self, procedure: Procedure, effect: Effect) -> None:
        """Apply one effect in the context of ``procedure`` (dispatched on its class:
        :func:`bridgelaw.laws.procedure_steps.apply_effect`)."""
        apply_effect(self, procedure, effect)

    def accept(self, procedure: Procedure, index: int) -> None:
        self.set_status(index, RecordStatus.ACCEPTED)
        if procedure.irregularity.kind == Kind.CHANGE_OF_CALL and procedure.related is not None:
            self.set_status(procedure.related, RecordStatus.CANCELLED)

    def cancel_from(self, index: int) -> None:
        start = self.records[index].position
        for record in list(self.records):
            if (
                record.index == index
                or (record.in_auction and record.position > start)
                or (record.status == RecordStatus.PENDING and record.position > start)
            ):
                self.cancel(record.index)

    def cancel(self, index: int) -> None:
        record = self.records[index]
        self.set_status(index, RecordStatus.CANCELLED)
        if record.irregularity is None:
            return
        procedure = self.procedures[record.irregularity]
        if (
            procedure.is_open
            and procedure.irregularity.call_index == index
            and (procedure.blocks or procedure.status == ProcedureStatus.LATENT)
        ):
            procedure.status = ProcedureStatus.VOID
            procedure.outcome = "the irregular call was cancelled by another ruling"
            self.armed = [a for a in self.armed if a.procedure != procedure.id]

    # ------------------------------------------------------------- director
    def director_called(self, *, opening_lead_made: bool = False) -> list[Procedure]:
        """The director is called: every open window closes and latent irregularities
        come to him (Law 9B1).

        :raises PhaseError: there is nothing for the director to rule on.
        """
        called = []
        for procedure in self.procedures:
            if procedure.status == ProcedureStatus.LATENT and self.retraction_pending(procedure):
                continue  # the retraction is ruled first (Law 47)
            if procedure.status in (ProcedureStatus.WINDOW, ProcedureStatus.LATENT):
                if (
                    procedure.status == ProcedureStatus.LATENT
                    and opening_lead_made
                    and procedure.irregularity.call_index is not None
                ):
                    procedure.step = StepName.AFTER_LEAD  # Law 36C
                procedure.status = ProcedureStatus.RULING
                procedure.director_called = True
                called.append(procedure)
            elif procedure.status == ProcedureStatus.RULING:
                procedure.director_called = True
                called.append(procedure)
        if not called:
            raise PhaseError(
                "the director is called, but no irregularity is waiting for a ruling",
                law=self.ref("9B1"),
            )
        return called

    def apply_ruling(self, irregularity: int, step: Step, effects: tuple[Effect, ...]) -> None:
        """Apply the effects of the director's ruling on ``irregularity`` at ``step``.

        :raises RulingError: the irregularity is not the one the table waits on, the
            step is not the current one, or an effect names a call that does not exist.
        """
        blocking = self.blocking()
        if blocking is None or blocking.id != irregularity:
            waiting = "nothing" if blocking is None else f"irregularity {blocking.id}"
            raise RulingError(
                f"a ruling on irregularity {irregularity} cannot be applied: the table waits "
                f"on {waiting}"
            )
        if blocking.step != step:
            raise RulingError(
                f"a ruling for step {str(step)!r} cannot be applied: irregularity {irregularity} "
                f"is at step {str(blocking.step)!r}"
            )
        for effect in effects:
            check_effect(self, effect)
        blocking.director_called = True
        blocking.history.append(str(step))
        before = (blocking.status, blocking.step)
        for effect in effects:
            self.apply_effect(blocking, effect)
        if (blocking.status, blocking.step) == before and blocking.status == ProcedureStatus.RULING:
            raise RulingError(
                f"the ruling on irregularity {irregularity} at step {str(step)!r} neither resolves "
                "it nor moves it on"
            )
        self.settle()

    # ----------------------------------------------------------- settling
    def settle(self) -> None:
        """Rebuild the auction, fire the triggers armed on seats' next calls, and look
        for three passes that skipped a player (Law 17D3) or the end of the auction."""
        self.rebuild()
        fired = True
        while fired:
            fired = False
            for armed in list(self.armed):
                if armed.captures:
                    continue
                record = self._next_call_of(armed.effect.seat, armed.since)
                if record is None:
                    continue
                fired = True
                self.armed.remove(armed)
                procedure = self.procedures[armed.procedure]
                effect = armed.effect
                if isinstance(effect, AwaitCall):
                    procedure.status = ProcedureStatus.RULING
                    procedure.step = effect.step
                    procedure.trigger = record.index
                else:
                    procedure.trigger = record.index
                    for item in effect.branch(record.call):
                        self.apply_effect(procedure, item)
                self.rebuild()
                break
        if self.auction_ended and self.blocking() is None and not self.closed:
            skipped = skipped_turn(self)
            if skipped is not None:
                index, seat = skipped
                offender = self.records[index].seat
                self.open_procedure(
                    Kind.SKIPPED_TURN,
                    self.edition.ref(self.edition.law_17d3_ref()),
                    offender=offender,
                    reason=(
                        f"three passes end the auction, but {offender.name.lower()}'s pass "
                        f"out of rotation skipped {seat.name.lower()}"
                    ),
                    call_index=index,
                    turn=seat,
                    status=ProcedureStatus.WINDOW,
                )
                return
        if self.auction_ended:
            self._lapse()

    def _next_call_of(self, seat: Seat, since: int) -> CallRecord | None:
        for record in self.records:
            if (
                record.index >= since
                and record.seat == seat
                and record.in_auction
                and record.status != RecordStatus.PROVISIONAL
            ):
                return record
        return None

    def _lapse(self) -> None:
        """The auction has ended: pending checks on a seat's next call lapse."""
        for armed in list(self.armed):
            if armed.captures:
                continue
            self.armed.remove(armed)
            procedure = self.procedures[armed.procedure]
            procedure.status = ProcedureStatus.RESOLVED
            procedure.outcome = procedure.outcome or "lapsed: the auction ended first"
