"""The table in laws mode: every physically possible action is recorded, irregular ones
open a procedure that waits for the director.

The functions here are the laws-mode half of :class:`bridgelaw.table.Table`; they
work on its log, its :class:`~bridgelaw.laws.procedure.LawsState` and its
:class:`~bridgelaw.laws.play.PlayState`. Each event is applied to copies and
committed only if no error is raised, so a rejected event leaves the table unchanged.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaw.core.cards import Card
from bridgelaw.errors import PhaseError
from bridgelaw.laws.effects import RestrictionStatus
from bridgelaw.laws.irregularity import ExplanationCase, Fact, Kind, ProcedureStatus
from bridgelaw.laws.play import PlayState
from bridgelaw.laws.play_classify import legal_now
from bridgelaw.laws.play_records import PlayLaws, PlayStatus, is_honour
from bridgelaw.laws.procedure import LawsState, RestrictionState
from bridgelaw.table.events import (
    CallChanged,
    CallMade,
    CardsExposed,
    ClaimAgreed,
    DirectorCalled,
    Event,
    IrregularityReported,
    MisinformationReported,
    RulingApplied,
    SimultaneousCalls,
    WrongHandDiscovered,
)
from bridgelaw.table.play_mode import apply_play_event, flag_dummy_call, rebuild, sync_play

if TYPE_CHECKING:
    from bridgelaw.table.table import Table

__all__ = ["apply_laws_event", "restricted_cards", "sync"]


def apply_laws_event(table: Table, event: Event) -> Event:
    """Apply ``event`` to a laws-mode table and append it to the log.

    :raises IllegalActionError: the event is not possible now; the table is unchanged.
    """
    laws = table._laws
    assert laws is not None
    saved = (table._laws, table._play, table._auction, table._claim)
    table._laws = laws.copy()
    table._play = None if table._play is None else table._play.copy()
    try:
        _apply(table, event, len(table._events))
        sync(table)
    except BaseException:
        table._laws, table._play, table._auction, table._claim = saved
        raise
    table._events.append(event)
    return event


def _state(table: Table) -> LawsState:
    laws = table._laws
    assert laws is not None
    return laws


def _auction_period(table: Table, what: str) -> None:
    if table._play is not None and table._play.opening_lead_made:
        raise PhaseError(
            f"{what}, but the auction period is over: the opening lead has been faced",
            law=table.edition.ref("17D1"),
        )


def _apply(table: Table, event: Event, log_index: int) -> None:
    laws = _state(table)
    if not isinstance(event, RulingApplied):
        laws.check_open(type(event).__name__)
    from bridgelaw.table.play_end import apply_end_event

    if apply_end_event(table, laws, event, log_index):
        return
    if apply_play_event(table, laws, event, log_index):
        return
    if isinstance(event, CallMade):
        _auction_period(table, f"{event.seat.name.lower()} calls {event.call}")
        laws.call(event.seat, event.call, log_index)
    elif isinstance(event, CallChanged):
        _auction_period(table, f"{event.seat.name.lower()} changes a call")
        laws.change_call(event.seat, event.call, log_index)
    elif isinstance(event, SimultaneousCalls):
        _auction_period(table, "two calls are made")
        turn = laws.next_seat
        if event.first.seat == turn:
            order = (event.first, event.second)
        elif event.second.seat == turn:
            order = (event.second, event.first)
        else:
            raise PhaseError(
                "Law 33 orders two simultaneous calls only when one of them is by the player "
                f"whose turn it was ({'nobody' if turn is None else turn.name.lower()})",
                law=table.edition.ref("33"),
            )
        for made in order:
            laws.call(made.seat, made.call, log_index)
    elif isinstance(event, DirectorCalled):
        play = table._play
        laws.director_called(opening_lead_made=play is not None and play.opening_lead_made)
        flag_dummy_call(laws, play, event.by)
    elif isinstance(event, RulingApplied):
        laws.apply_ruling(event.irregularity, event.step, event.effects)
    elif isinstance(event, CardsExposed):
        _exposed(table, laws, event)
    elif isinstance(event, WrongHandDiscovered):
        _auction_period(table, "a wrong hand is found")
        laws.facts.append(Fact(Kind.WRONG_HAND, event.seat, board=event.board))
        laws.open_procedure(
            Kind.WRONG_HAND,
            table.edition.ref(table.edition.law_15a_ref()),
            offender=event.seat,
            reason=f"{event.seat.name.lower()} has been calling with the cards of another board",
            subject=len(laws.facts) - 1,
        )
    elif isinstance(event, MisinformationReported):
        if not 0 <= event.about < len(laws.records):
            raise PhaseError(
                f"misinformation about call record {event.about}: no such call",
                law=table.edition.ref("21B1(a)"),
            )
        about = laws.records[event.about]
        laws.facts.append(Fact(Kind.MISINFORMATION, event.seat, about=event.about, note=event.note))
        laws.open_procedure(
            Kind.MISINFORMATION,
            table.edition.ref("21"),
            offender=about.seat.partner,
            reason=(
                f"{event.seat.name.lower()} may have called on misinformation about "
                f"{about.seat.name.lower()}'s {about.call}"
            ),
            call_index=event.about,
            subject=len(laws.facts) - 1,
        )
    elif isinstance(event, IrregularityReported):
        if event.about is not None and not 0 <= event.about < len(laws.records):
            raise PhaseError(f"call record {event.about}: no such call", law=event.law)
        seat = event.seat
        laws.facts.append(
            Fact(
                event.kind,
                seat if seat is not None else table.board.dealer,
                event.cards,
                board=event.board,
                about=event.about,
                note=event.note,
                case=_explanation_case(event),
            )
        )
        laws.open_procedure(
            event.kind,
            event.law,
            offender=seat,
            reason=event.reason,
            call_index=event.about,
            subject=len(laws.facts) - 1,
        )
    elif isinstance(event, ClaimAgreed):
        _claim(table, laws, event)
    else:  # pragma: no cover - every event type is handled above
        raise PhaseError(f"{type(event).__name__}: not an event", law=table.edition.ref("9B1"))


def _exposed(table: Table, laws: LawsState, event: CardsExposed) -> None:
    name = event.seat.name.lower()
    _auction_period(table, f"{name}'s cards are exposed")
    if not event.cards:
        raise PhaseError(f"{name}: no card is named as exposed", law=table.edition.ref("24"))
    away = {r.card for r in laws.play.records if r.status is not PlayStatus.WITHDRAWN}
    for card in event.cards:
        if card not in table._deal[event.seat] or card in away:
            raise PhaseError(f"{card} is not in {name}'s hand", law=table.edition.ref("24"))
    laws.facts.append(Fact(Kind.EXPOSED_CARD, event.seat, tuple(event.cards), event.led))
    shown = " ".join(str(card) for card in event.cards)
    laws.open_procedure(
        Kind.EXPOSED_CARD,
        table.edition.ref("24"),
        offender=event.seat,
        reason=f"{name}'s {shown} exposed during the auction period"
        + (" (led prematurely)" if event.led else ""),
        subject=len(laws.facts) - 1,
    )


def _claim(table: Table, laws: LawsState, event: ClaimAgreed) -> None:
    blocking = laws.blocking()
    if blocking is not None:
        raise PhaseError(
            f"a claim, but the director must first rule on: {blocking.irregularity.reason}",
            law=table.edition.ref("9B2"),
        )
    table._apply_claim(event)


# --------------------------------------------------------------------- sync
def sync(table: Table) -> None:
    """Sync, then Laws 61-71."""
    _sync_body(table)
    laws = _state(table)
    if laws.play.started and laws.board_closed is None and table._play is not None:
        from bridgelaw.table.play_end import sync_end

        sync_end(table, laws)


def _sync_body(table: Table) -> None:
    """Bring the play state in line with the auction and the play records, and open the
    procedures due at the start of play (Law 24 options), at a lead (Laws 26, 50D2, 51B)
    or at a turn (51A)."""
    laws = _state(table)
    table._auction = laws.auction
    if laws.auction_ended and not laws.auction.is_passed_out:
        laws.play.started = True
        _auction_penalty_cards(table, laws)
        play: PlayState | None = rebuild(table, laws)
    else:
        if laws.play.started or laws.play.records:
            laws.play = PlayLaws()
        table._play = play = None
    laws.closed = play is not None and play.opening_lead_made
    if laws.board_closed is not None:
        return
    if play is None or laws.blocking() is not None or play.is_complete:
        return
    if table._claim is not None:
        return
    _start_of_play(table, laws, play)
    if laws.blocking() is None and not play.current and laws.play.face_down() is None:
        _lead_due(table, laws, play)
    if laws.blocking() is None:
        sync_play(table, laws)


def _auction_penalty_cards(table: Table, laws: LawsState) -> None:
    """The auction has ended with a contract: a defender's cards exposed during the
    auction period become penalty cards (2017 Law 24E; major if led, an honour, or one of
    several, Law 50B)."""
    declarer = laws.play.declarer or laws.auction.declarer
    assert declarer is not None
    if not table.edition.law_24e_automatic_penalty_cards():
        return
    defenders = (declarer.lho, declarer.rho)
    for exposed in laws.exposed:
        if exposed.seat not in defenders:
            continue
        for card in exposed.cards:
            if card in laws.play.converted:
                continue
            laws.play.converted.append(card)
            laws.play.add_penalty(
                exposed.seat,
                card,
                major=exposed.led or len(exposed.cards) > 1 or is_honour(card),
                law=table.edition.ref("24E"),
                irregularity=None,
            )


def _start_of_play(table: Table, laws: LawsState, play: PlayState) -> None:
    if play.opening_lead_made:
        return
    defenders = (play.declarer.lho, play.declarer.rho)
    for number, state in enumerate(laws.restrictions):
        if state.status == "pending" and state.restriction.offender not in defenders:
            laws.restrictions[number] = RestrictionState(
                state.restriction, RestrictionStatus.LAPSED
            )
    if table.edition.law_24e_automatic_penalty_cards():
        return
    offered = {
        laws.facts[p.irregularity.subject].seat
        for p in laws.procedures
        if p.irregularity.kind == Kind.EXPOSED_CARD_OPTION and p.irregularity.subject is not None
    }
    for exposed in laws.exposed:
        if exposed.seat in defenders and exposed.seat not in offered:
            laws.facts.append(Fact(Kind.EXPOSED_CARD_OPTION, exposed.seat, exposed.cards))
            laws.open_procedure(
                Kind.EXPOSED_CARD_OPTION,
                table.edition.ref("24"),
                offender=exposed.seat,
                reason=(
                    f"{exposed.seat.name.lower()}, a defender, exposed cards during the "
                    "auction: declarer may treat them as penalty cards"
                ),
                subject=len(laws.facts) - 1,
            )
            return


def _lead_due(table: Table, laws: LawsState, play: PlayState) -> None:
    leader = play.next_seat
    for number, state in enumerate(laws.restrictions):
        if state.status == "pending" and state.restriction.leader == leader:
            laws.restrictions[number] = RestrictionState(
                state.restriction, RestrictionStatus.RULING
            )
            laws.open_procedure(
                Kind.LEAD_RESTRICTION,
                table.edition.ref(str(state.restriction.law.law)),
                offender=state.restriction.offender,
                reason=(
                    f"{leader.name.lower()}'s first turn to lead: declarer may restrict his "
                    f"lead (Law 26, after Law {state.restriction.law})"
                ),
                subject=number,
                status=ProcedureStatus.RULING,
            )
            return


# ------------------------------------------------------------ restrictions
def restricted_cards(laws: LawsState, play: PlayState, cards: tuple[Card, ...]) -> tuple[Card, ...]:
    """The cards the seat to play may play: Law 44, the restrictions in force (Laws 26,
    50D2, 51B, 57A; Law 59 relaxes what cannot be obeyed) and his penalty cards (50, 51).
    ``cards`` (Law 44's cards) is kept for compatibility; the result is recomputed."""
    if not cards:
        return cards
    return legal_now(laws.edition, laws, play)


def _explanation_case(event: IrregularityReported) -> ExplanationCase | None:
    """What a report about explanations (Laws 20, 40) is about: its typed case, else the
    case its note starts with (reports made without a typed case)."""
    if event.kind is not Kind.EXPLANATION:
        return None
    return event.case if event.case is not None else ExplanationCase.named_in(event.note)
