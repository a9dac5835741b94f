"""The laws mode, the auction period and the events of any period: calls, a change of
call, simultaneous calls (Laws 17-40), the director called, a ruling applied, reports
(wrong hand, misinformation, other irregularities) and exposed cards (Law 24; 48-50 in
the play period).

Each handler is registered with :func:`~bridgelaw.table.action.handles` for its event
class and run by :mod:`bridgelaw.table.pipeline` on an
:class:`~bridgelaw.table.action.Action`; classification and effects are the laws' own
(:class:`~bridgelaw.laws.procedure.LawsState`).
"""

from __future__ import annotations

from bridgelaw.core.cards import Card
from bridgelaw.errors import PhaseError
from bridgelaw.laws.irregularity import ExplanationCase, Fact, InformationSource, Kind
from bridgelaw.laws.play import PlayState
from bridgelaw.laws.play_classify import legal_now
from bridgelaw.laws.play_records import PlayStatus
from bridgelaw.laws.procedure import LawsState
from bridgelaw.table.action import Action, handles
from bridgelaw.table.events import (
    CallChanged,
    CallMade,
    CardsExposed,
    DirectorCalled,
    IrregularityReported,
    MisinformationReported,
    RulingApplied,
    SimultaneousCalls,
    WrongHandDiscovered,
)
from bridgelaw.table.play_actions import exposed, flag_dummy_call

__all__ = ["restricted_cards"]


def _auction_period(act: Action, what: str) -> None:
    if act.play is not None and act.play.opening_lead_made:
        raise PhaseError(
            f"{what}, but the auction period is over: the opening lead has been faced",
            law=act.edition.ref("17D1"),
        )


# ------------------------------------------------------------------- calls
@handles(CallMade)
def _call_made(act: Action, event: CallMade) -> None:
    _auction_period(act, f"{event.seat.name.lower()} calls {event.call}")
    act.laws.call(event.seat, event.call, act.log_index)


@handles(CallChanged)
def _call_changed(act: Action, event: CallChanged) -> None:
    _auction_period(act, f"{event.seat.name.lower()} changes a call")
    act.laws.change_call(event.seat, event.call, act.log_index)


@handles(SimultaneousCalls)
def _simultaneous_calls(act: Action, event: SimultaneousCalls) -> None:
    """Law 33: the call of the player whose turn it was comes first."""
    _auction_period(act, "two calls are made")
    laws = act.laws
    turn = laws.next_seat
    if event.first.seat == turn:
        order = (event.first, event.second)
    elif event.second.seat == turn:
        order = (event.second, event.first)
    else:
        raise PhaseError(
            "Law 33 orders two simultaneous calls only when one of them is by the player "
            f"whose turn it was ({'nobody' if turn is None else turn.name.lower()})",
            law=act.edition.ref("33"),
        )
    for made in order:
        laws.call(made.seat, made.call, act.log_index)


# --------------------------------------------------------- the director
@handles(DirectorCalled)
def _director_called(act: Action, event: DirectorCalled) -> None:
    play = act.play
    act.laws.director_called(opening_lead_made=play is not None and play.opening_lead_made)
    flag_dummy_call(act.laws, play, event.by)


@handles(RulingApplied)
def _ruling_applied(act: Action, event: RulingApplied) -> None:
    act.laws.apply_ruling(event.irregularity, event.step, event.effects)


# -------------------------------------------------------------- reports
@handles(WrongHandDiscovered)
def _wrong_hand(act: Action, event: WrongHandDiscovered) -> None:
    _auction_period(act, "a wrong hand is found")
    laws = act.laws
    laws.facts.append(Fact(Kind.WRONG_HAND, event.seat, board=event.board))
    laws.open_procedure(
        Kind.WRONG_HAND,
        act.edition.ref(act.edition.law_15a_ref()),
        offender=event.seat,
        reason=f"{event.seat.name.lower()} has been calling with the cards of another board",
        subject=len(laws.facts) - 1,
    )


@handles(MisinformationReported)
def _misinformation(act: Action, event: MisinformationReported) -> None:
    laws = act.laws
    if not 0 <= event.about < len(laws.records):
        raise PhaseError(
            f"misinformation about call record {event.about}: no such call",
            law=act.edition.ref("21B1(a)"),
        )
    about = laws.records[event.about]
    laws.facts.append(Fact(Kind.MISINFORMATION, event.seat, about=event.about, note=event.note))
    laws.open_procedure(
        Kind.MISINFORMATION,
        act.edition.ref("21"),
        offender=about.seat.partner,
        reason=(
            f"{event.seat.name.lower()} may have called on misinformation about "
            f"{about.seat.name.lower()}'s {about.call}"
        ),
        call_index=event.about,
        subject=len(laws.facts) - 1,
    )


@handles(IrregularityReported)
def _reported(act: Action, event: IrregularityReported) -> None:
    laws = act.laws
    if event.about is not None and not 0 <= event.about < len(laws.records):
        raise PhaseError(f"call record {event.about}: no such call", law=event.law)
    seat = event.seat
    laws.facts.append(
        Fact(
            event.kind,
            seat if seat is not None else act.board.dealer,
            event.cards,
            board=event.board,
            about=event.about,
            note=event.note,
            case=_explanation_case(event),
            source=_information_source(event),
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


# -------------------------------------------------------- exposed cards
@handles(CardsExposed)
def _cards_exposed(act: Action, event: CardsExposed) -> None:
    """Cards exposed in the play period (Laws 48-50), else in the auction period (24)."""
    if not exposed(act, act.laws, event, act.log_index):
        _exposed(act, act.laws, event)


def _exposed(act: Action, laws: LawsState, event: CardsExposed) -> None:
    name = event.seat.name.lower()
    _auction_period(act, f"{name}'s cards are exposed")
    if not event.cards:
        raise PhaseError(f"{name}: no card is named as exposed", law=act.edition.ref("24"))
    away = {r.card for r in laws.play.records if r.status is not PlayStatus.WITHDRAWN}
    for card in event.cards:
        if card not in act.deal[event.seat] or card in away:
            raise PhaseError(f"{card} is not in {name}'s hand", law=act.edition.ref("24"))
    laws.facts.append(Fact(Kind.EXPOSED_CARD, event.seat, tuple(event.cards), event.led))
    shown = " ".join(str(card) for card in event.cards)
    laws.open_procedure(
        Kind.EXPOSED_CARD,
        act.edition.ref("24"),
        offender=event.seat,
        reason=f"{name}'s {shown} exposed during the auction period"
        + (" (led prematurely)" if event.led else ""),
        subject=len(laws.facts) - 1,
    )


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


def _information_source(event: IrregularityReported) -> InformationSource | None:
    """Where the information a Law 16 report is about came from: its typed source, else
    the source its note starts with (reports made without a typed source)."""
    if event.kind is not Kind.UNAUTHORIZED_INFORMATION:
        return None
    return event.source if event.source is not None else InformationSource.named_in(event.note)
