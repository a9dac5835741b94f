"""The table in laws mode, the play period: the other actions (Laws 42-50, 58) — a
designation of dummy's card (46), a retraction (45C4(b), 47), simultaneous plays and
several cards at once (58), cards exposed during the play (48-50), dummy's infractions
(42-43)."""

from __future__ import annotations

from bridgelaw.core.hands import Hand
from bridgelaw.core.seats import Seat, Side
from bridgelaw.errors import PhaseError
from bridgelaw.laws.designation import designate
from bridgelaw.laws.effects import ReviewFlag
from bridgelaw.laws.irregularity import Fact, Kind, ProcedureStatus
from bridgelaw.laws.play import PlayState
from bridgelaw.laws.play_records import PlayStatus
from bridgelaw.laws.play_steps import check_physical
from bridgelaw.laws.procedure import LawsState
from bridgelaw.laws.reports import DummyInfractionKind, Exposure, Handling, Retraction
from bridgelaw.table.action import Action, handles
from bridgelaw.table.events import (
    CardHandled,
    CardRetracted,
    CardsExposed,
    CardsPlayedTogether,
    DummyCardCalled,
    DummyInfraction,
    SimultaneousPlays,
)
from bridgelaw.table.play_core import (
    ON_TABLE,
    RETRACTION_REASONS,
    play_card,
    play_state,
    seat_name,
)

__all__ = [
    "designation",
    "dummy_infraction",
    "exposed",
    "flag_dummy_call",
    "handled",
    "retraction",
    "simultaneous",
    "together",
]


# ----------------------------------------------------------------- Law 46
@handles(DummyCardCalled)
def designation(act: Action, event: DummyCardCalled) -> None:
    laws, text, log_index = act.laws, event.text, act.log_index
    edition = act.edition
    play = play_state(act, f"declarer calls {text!r} from dummy")
    dummy = play.dummy
    won_last = None
    if not play.current and play.tricks and play.tricks[-1].winner == dummy:
        won_last = play.tricks[-1].card_of(dummy).suit
    played = {laws.play.records[i].seat for i in laws.play.current}
    led = () if dummy in played else tuple(play.current)  # else: dummy's next lead
    away = [r.card for r in laws.play.records if r.status in ON_TABLE]
    found = designate(
        text,
        play.hands[dummy] - Hand.from_cards(away),
        led=led,
        trump=play.contract.strain.suit,
        won_last=won_last,
        win_rule=edition.law_46b1b_win(),
    )
    if found.card is not None:
        index = play_card(act, laws, dummy, found.card, play.declarer, log_index, note=text)
        if found.law != "46A" and laws.blocking() is None:
            laws.facts.append(Fact(Kind.DESIGNATION, dummy, (found.card,), note=text))
            laws.open_procedure(
                Kind.DESIGNATION,
                edition.ref(found.law),
                offender=play.declarer,
                reason=f"declarer's {text!r} is deemed to designate {found.card} (Law {found.law})",
                status=ProcedureStatus.LATENT,
                subject=len(laws.facts) - 1,
                play_index=index,
            )
        return
    act.not_blocked(f"declarer calls {text!r}")
    laws.facts.append(Fact(Kind.DESIGNATION, dummy, found.candidates, note=text))
    laws.open_procedure(
        Kind.DESIGNATION,
        edition.ref(found.law),
        offender=play.declarer,
        reason=f"declarer's {text!r} does not designate a card of dummy's "
        f"({found.note or found.law})",
        status=ProcedureStatus.RULING,
        subject=len(laws.facts) - 1,
    )


# ----------------------------------------------------------------- Law 47
@handles(CardRetracted)
def retraction(act: Action, event: CardRetracted) -> None:
    laws = act.laws
    edition = act.edition
    play_state(act, f"{seat_name(event.seat)} takes back {event.card}")
    if event.reason not in RETRACTION_REASONS:
        raise PhaseError(
            f"{event.reason!r} is not a reason for taking back a card "
            f"({', '.join(RETRACTION_REASONS)})",
            law=edition.ref("47"),
        )
    found = None
    for record in reversed(laws.play.records):
        if record.card == event.card and record.status is not PlayStatus.WITHDRAWN:
            found = record
            break
    if found is None or found.seat != event.seat:
        raise PhaseError(
            f"{seat_name(event.seat)} has not led or played {event.card}", law=edition.ref("47")
        )
    for procedure in laws.procedures:
        same = procedure.irregularity.play_index == found.index
        if same and procedure.is_open and procedure.irregularity.kind is Kind.RETRACTION:
            raise PhaseError(
                f"the director is already ruling on {seat_name(event.seat)}'s {event.card}",
                law=edition.ref("9B2"),
            )
        if procedure.blocks and same:
            procedure.status = ProcedureStatus.LATENT  # the retraction is ruled first
        elif procedure.blocks:
            raise PhaseError(
                f"{seat_name(event.seat)} takes back {event.card}, but the director must first "
                f"rule on: {procedure.irregularity.reason}",
                law=edition.ref("9B2"),
            )
    laws.facts.append(
        Fact(
            Kind.RETRACTION,
            event.seat,
            (event.card,),
            note=event.reason,
            detail=Retraction(event.reason),
        )
    )
    laws.open_procedure(
        Kind.RETRACTION,
        edition.ref("47"),
        offender=event.seat,
        reason=f"{seat_name(event.seat)} takes back his {event.card} ({event.reason})",
        status=ProcedureStatus.RULING,
        subject=len(laws.facts) - 1,
        play_index=found.index,
    )


# ----------------------------------------------------------------- Law 58
@handles(SimultaneousPlays)
def simultaneous(act: Action, event: SimultaneousPlays) -> None:
    laws = act.laws
    log_index = act.log_index
    play = play_state(act, "two cards are played")
    turn = play.next_seat
    hands = {turn}
    if turn == play.dummy:
        hands.add(play.declarer)
    if event.first.seat in hands or event.first.by in hands:
        order = (event.first, event.second)
    elif event.second.seat in hands or event.second.by in hands:
        order = (event.second, event.first)
    else:
        raise PhaseError(
            "Law 58A orders two simultaneous plays only when one of them is by the player whose "
            f"turn it was ({seat_name(turn)})",
            law=act.edition.ref("58A"),
        )
    for made in order:
        play_card(act, laws, made.seat, made.card, made.by, log_index)


@handles(CardsPlayedTogether)
def together(act: Action, event: CardsPlayedTogether) -> None:
    laws = act.laws
    log_index = act.log_index
    edition = act.edition
    play = play_state(act, f"{seat_name(event.seat)} plays several cards")
    by = event.by or (play.declarer if event.seat == play.dummy else event.seat)
    if len(event.cards) < 2 or not set(event.faced) <= set(event.cards) or not event.faced:
        raise PhaseError(
            "Law 58B: name two or more cards played at once, and which of them were faced",
            law=edition.ref("58B"),
        )
    for card in event.cards:
        check_physical(laws, play, event.seat, card, by)
    if len(event.faced) == 1:
        play_card(act, laws, event.seat, event.faced[0], by, log_index)
        return
    act.not_blocked(f"{seat_name(event.seat)} plays several cards")
    laws.facts.append(Fact(Kind.SIMULTANEOUS_PLAYS, event.seat, tuple(event.faced)))
    pid = len(laws.irregularities)
    first = None
    for card in event.faced:
        record = laws.play.append(
            event.seat,
            card,
            by,
            PlayStatus.PENDING,
            trick=len(play.tricks) + 1,
            lead=not play.current,
            log_index=log_index,
            irregularity=pid,
        )
        first = record.index if first is None else first
    shown = " ".join(str(c) for c in event.faced)
    laws.open_procedure(
        Kind.SIMULTANEOUS_PLAYS,
        edition.ref("58B2"),
        offender=by,
        reason=f"{seat_name(event.seat)} plays {shown} at once",
        status=ProcedureStatus.WINDOW,
        subject=len(laws.facts) - 1,
        play_index=first,
    )


# ----------------------------------------------------------- Laws 48-50
def exposed(act: Action, laws: LawsState, event: CardsExposed, log_index: int) -> bool:
    play = act.play
    if play is None:
        return False  # the auction period: Law 24
    if not play.opening_lead_made:
        return _before_the_lead_is_accepted(act, laws, play, event)
    _check_exposed(act, play, event, "49")
    if event.seat.side == play.declarer.side:
        laws.facts.append(Fact(Kind.EXPOSED_CARD_PLAY, event.seat, tuple(event.cards), note="48A"))
        return True  # Law 48A: declarer's cards never become penalty cards
    if event.how == "shown" and len(event.cards) == 1:
        play_card(act, laws, event.seat, event.cards[0], event.seat, log_index)  # 45C1
        return True
    _defender_exposes(act, laws, event)
    return True


def _defender_exposes(act: Action, laws: LawsState, event: CardsExposed) -> None:
    """Law 49: a defender's cards exposed in the play period: a procedure for the
    director (penalty cards under Law 50 unless he designates otherwise)."""
    edition = act.edition
    name = seat_name(event.seat)
    laws.facts.append(
        Fact(
            Kind.EXPOSED_CARD_PLAY,
            event.seat,
            tuple(event.cards),
            note=event.how,
            detail=Exposure(event.how),
        )
    )
    shown = " ".join(str(card) for card in event.cards)
    laws.open_procedure(
        Kind.EXPOSED_CARD_PLAY,
        edition.ref("49"),
        offender=event.seat,
        reason=f"{name}, a defender, exposes {shown} during the play ({event.how})",
        status=ProcedureStatus.WINDOW,
        subject=len(laws.facts) - 1,
    )


def _check_exposed(act: Action, play: PlayState, event: CardsExposed, law: str) -> None:
    """:raises PhaseError: no card named, a card not in the seat's hand (or on the table,
    such as a lead out of turn not yet ruled on), or no valid ``how`` (citing ``law``)."""
    ref = act.edition.ref(law)
    name = seat_name(event.seat)
    if not event.cards:
        raise PhaseError(f"{name}: no card is named as exposed", law=ref)
    away = {r.card for r in act.laws.play.records if r.status in ON_TABLE}
    for card in event.cards:
        if card not in play.hands[event.seat] or card in away:
            raise PhaseError(f"{card} is not in {name}'s hand", law=ref)
    if event.how not in tuple(Exposure):
        raise PhaseError(
            f"{event.how!r}: say how the card was exposed (shown, dropped or named)", law=ref
        )


def _before_the_lead_is_accepted(
    act: Action, laws: LawsState, play: PlayState, event: CardsExposed
) -> bool:
    """Cards exposed after an opening lead was faced out of turn, while no opening lead
    stands (the director not yet called, his Law 54 ruling not yet made, or the lead
    refused and the proper leader not yet led). Not Law 24: the auction period ended when
    the lead was faced (41C), so the play period's Laws apply.

    * A defender's card (the offender's or the proper leader's): Law 49, a penalty card
      under Law 50 unless the director designates otherwise, ruled after Law 54.
    * The declaring side's, before the Law 54 ruling (48A, 48B1, 54A): declarer who shows
      his cards has begun to spread his hand (54A: he must spread it all and becomes
      dummy, unless 54C makes him accept the lead); a card he drops or names, and any
      card of the presumed dummy's, is no penalty card (48A), and dummy's shown to
      declarer bears on 54C. The director's Law 54 ruling reads the facts recorded here.
    * The declaring side's after the lead was refused: no penalty card (48A).

    Returns ``False`` (Law 24) when no opening lead was faced."""
    faced = [p for p in laws.procedures if p.irregularity.kind is Kind.OPENING_LEAD_OUT_OF_TURN]
    if not faced:
        return False
    if event.seat.side != play.declarer.side:
        _check_exposed(act, play, event, "49")
        _defender_exposes(act, laws, event)
        return True
    edition = act.edition
    _check_exposed(act, play, event, "48A")
    pending = any(p.is_open for p in faced)
    spreads = pending and event.seat == play.declarer and event.how == Exposure.SHOWN
    law = edition.ref("54A" if spreads else "48A")
    laws.facts.append(
        Fact(
            Kind.EXPOSED_CARD_PLAY,
            event.seat,
            tuple(event.cards),
            note=str(law),
            detail=Exposure(event.how),
        )
    )
    return True


# ------------------------------------------------------------- Law 45C2, 45C3
@handles(CardHandled)
def handled(act: Action, event: CardHandled) -> None:
    """Declarer held a card of his own near the table (45C2) or touched one of dummy's
    (45C3): the director decides whether it was played."""
    laws = act.laws
    edition = act.edition
    play = play_state(act, f"declarer handles {event.card}")
    laws_ref = {"held": "45C2", "touched": "45C3"}.get(event.how)
    if laws_ref is None:
        raise PhaseError(
            f"{event.how!r}: say how declarer handled the card (held or touched)",
            law=edition.ref("45C"),
        )
    seat = play.declarer if event.how == "held" else play.dummy
    name = seat_name(seat)
    away = [r.card for r in laws.play.records if r.status in ON_TABLE]
    if event.card not in play.hands[seat] or event.card in away:
        raise PhaseError(f"{event.card} is not in {name}'s hand", law=edition.ref(laws_ref))
    if play.is_complete or play.next_seat != seat:
        raise PhaseError(
            f"it is not {name}'s turn: a card of his played now is a lead or play out of "
            "turn (enter it as played: Laws 53-57)",
            law=edition.ref(laws_ref),
        )
    act.not_blocked(f"declarer handles {event.card}")
    trick = len(play.tricks) + 1
    laws.facts.append(
        Fact(
            Kind.CARD_HANDLED,
            seat,
            (event.card,),
            note=event.how,
            trick=trick,
            detail=Handling(event.how),
        )
    )
    what = "held his" if event.how == "held" else "touched dummy's"
    laws.open_procedure(
        Kind.CARD_HANDLED,
        edition.ref(laws_ref),
        offender=play.declarer,
        reason=f"declarer {what} {event.card}: was it played? (Law {laws_ref})",
        status=ProcedureStatus.RULING,
        subject=len(laws.facts) - 1,
    )


# ------------------------------------------------------------- Laws 42-43
_DUMMY_INFRACTIONS = {
    DummyInfractionKind.EXCHANGE_HANDS: "43A2(a)",
    DummyInfractionKind.WATCH_DECLARER: "43A2(b)",
    DummyInfractionKind.LOOK_AT_DEFENDER: "43A2(c)",
    DummyInfractionKind.WARN_WRONG_HAND: "42B2",
    DummyInfractionKind.WARN_DEFENDER: "42B2",
    DummyInfractionKind.SHOWN_TO_DUMMY: "43A3",
    DummyInfractionKind.SUGGEST: "45F",
    DummyInfractionKind.COMMENT: "43A1(c)",
}
"""Dummy's infractions (:attr:`DummyInfraction.kind`) and the Law each breaks."""

_RIGHTS_LOST = frozenset(
    {
        DummyInfractionKind.EXCHANGE_HANDS,
        DummyInfractionKind.WATCH_DECLARER,
        DummyInfractionKind.LOOK_AT_DEFENDER,
    }
)
"""The infractions of Law 43A2, after which dummy loses his rights (43B)."""


@handles(DummyInfraction)
def dummy_infraction(act: Action, event: DummyInfraction) -> None:
    laws = act.laws
    edition = act.edition
    play = play_state(act, "dummy acts")
    side = play.dummy.side
    kinds = _DUMMY_INFRACTIONS
    if event.kind not in kinds:
        raise PhaseError(
            f"{event.kind!r} is not one of dummy's infractions ({', '.join(kinds)})",
            law=edition.ref("43A"),
        )
    kind = DummyInfractionKind(event.kind)
    law = kinds[kind]
    if kind in _RIGHTS_LOST:
        laws.play.dummy_forfeited = True
        laws.flags.append(
            _flag(laws, "43B1", f"dummy breached Law {law}: procedural penalty (Law 90)", side)
        )
    elif kind is DummyInfractionKind.SUGGEST:
        trick = len(play.tricks) + 1
        fact = Fact(Kind.DUMMY_INFRACTION, play.dummy, note=kind.value, trick=trick, detail=kind)
        laws.facts.append(fact)
        laws.flags.append(
            _flag(
                laws,
                "45F",
                "dummy indicated a card: adjust if he suggested a play and the "
                "defenders were damaged",
                side,
            )
        )
    elif kind is DummyInfractionKind.COMMENT:
        laws.flags.append(_flag(laws, "43B1", "dummy took part in the play (Law 90)", side))
    elif kind is DummyInfractionKind.SHOWN_TO_DUMMY:
        if edition.law_43a3():
            laws.flags.append(
                _flag(
                    laws,
                    "43A3",
                    "a defender showed his hand to dummy (procedural penalty, Law 90)",
                    side.other,
                )
            )
    elif kind is DummyInfractionKind.WARN_DEFENDER:
        if not edition.law_42b2_dummy_may_prevent_any():
            laws.flags.append(
                _flag(
                    laws,
                    "43A1(c)",
                    "dummy tried to prevent a defender's irregularity: only declarer's are his "
                    "to prevent in this edition (42B2; procedural penalty, 43B1)",
                    side,
                )
            )
    elif laws.play.dummy_forfeited and not play.current and play.leader.side == side:
        _forfeited_warning(act, play, event.kind)


def _forfeited_warning(act: Action, play: PlayState, kind: str) -> None:
    """Law 43B2(a): dummy, having lost his rights (43A2), warns declarer against leading
    from the wrong hand: the defenders choose the hand declarer leads from."""
    laws = act.laws
    laws.facts.append(
        Fact(Kind.DUMMY_INFRACTION, play.dummy, note=kind, detail=DummyInfractionKind(kind))
    )
    laws.open_procedure(
        Kind.DUMMY_INFRACTION,
        act.edition.ref("43B2(a)"),
        offender=play.dummy,
        reason="dummy, having breached Law 43A2, warns declarer against leading from the "
        "wrong hand",
        status=ProcedureStatus.RULING,
        subject=len(laws.facts) - 1,
    )


def _flag(laws: LawsState, law: str, reason: str, side: Side) -> ReviewFlag:
    return ReviewFlag(laws.edition.ref(law), reason, side)


def flag_dummy_call(laws: LawsState, play: PlayState | None, by: Seat | None) -> None:
    """Law 43A1(a): dummy initiated a call for the director during the play."""
    if by is None or play is None or by != play.dummy:
        return
    if not play.opening_lead_made or play.is_complete:
        return
    laws.flags.append(
        _flag(
            laws,
            "43A1(a)",
            "dummy called the director during the play (43B1: procedural penalty)",
            by.side,
        )
    )
