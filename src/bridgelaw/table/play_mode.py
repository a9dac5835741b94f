"""The table in laws mode, the play period (Laws 41-60): every physically possible lead
or play is recorded; irregular ones open a procedure that waits for the director.

The functions here are called by :mod:`bridgelaw.table.laws_mode` on copies of the
table's state (a rejected event leaves the table unchanged). The tricks are
rebuilt from the play records after every change (:func:`rebuild`).
"""

from __future__ import annotations

import contextlib
from dataclasses import replace
from typing import TYPE_CHECKING

from bridgelaw.core.cards import Card
from bridgelaw.core.hands import Hand
from bridgelaw.core.seats import Seat, Side
from bridgelaw.errors import IllegalPlayError, PhaseError
from bridgelaw.laws.designation import designate
from bridgelaw.laws.effects import ReviewFlag, UIEntry
from bridgelaw.laws.irregularity import Fact, Kind, Procedure, ProcedureStatus
from bridgelaw.laws.play import PlayState
from bridgelaw.laws.play_classify import (
    PlayAction,
    PlayReaction,
    legal44_of,
    legal_now,
    play_reaction,
)
from bridgelaw.laws.play_effects import AcceptPlay, ReturnCard, SpreadHand, SwapDeclarer
from bridgelaw.laws.play_records import PlayRecord, PlayStatus, RevokeRecord
from bridgelaw.laws.procedure import LawsState
from bridgelaw.table.events import (
    CardPlayed,
    CardRetracted,
    CardsExposed,
    CardsPlayedTogether,
    DummyCardCalled,
    DummyInfraction,
    Event,
    FaceDownLead,
    HandSpread,
    LeadFaced,
    SimultaneousPlays,
)

if TYPE_CHECKING:
    from bridgelaw.table.table import Table

__all__ = ["apply_play_event", "rebuild", "sync_play"]

_PLAY_EVENTS = (
    CardPlayed,
    FaceDownLead,
    LeadFaced,
    HandSpread,
    DummyCardCalled,
    CardRetracted,
    SimultaneousPlays,
    CardsPlayedTogether,
    DummyInfraction,
)

_ON_TABLE = (PlayStatus.PENDING, PlayStatus.DEFERRED, PlayStatus.FACE_DOWN)

_RETRACTION_REASONS = ("slip", "opponent-changed", "misinformed-turn", "misinformation", "other")


def _name(seat: Seat) -> str:
    return seat.name.lower()


def apply_play_event(table: Table, laws: LawsState, event: Event, log_index: int) -> bool:
    """Apply a play-period event; ``False`` if ``event`` is not one."""
    if isinstance(event, CardsExposed):
        return _exposed(table, laws, event, log_index)
    if not isinstance(event, _PLAY_EVENTS):
        return False
    if isinstance(event, CardPlayed):
        play_card(table, laws, event.seat, event.card, event.by, log_index)
    elif isinstance(event, FaceDownLead):
        _face_down(table, laws, event, log_index)
    elif isinstance(event, LeadFaced):
        _face_lead(table, laws)
    elif isinstance(event, HandSpread):
        _spread(table, laws, event.seat)
    elif isinstance(event, DummyCardCalled):
        _designation(table, laws, event.text, log_index)
    elif isinstance(event, CardRetracted):
        _retraction(table, laws, event, log_index)
    elif isinstance(event, SimultaneousPlays):
        _simultaneous(table, laws, event, log_index)
    elif isinstance(event, CardsPlayedTogether):
        _together(table, laws, event, log_index)
    else:
        _dummy(table, laws, event)
    return True


# ------------------------------------------------------------------ rebuild
def rebuild(table: Table, laws: LawsState) -> PlayState:
    """Rebuild the table's play state from the play records."""
    contract = laws.auction.contract
    declarer = laws.auction.declarer
    assert contract is not None and declarer is not None
    if laws.play.declarer is not None:
        declarer = laws.play.declarer
        contract = replace(contract, declarer=declarer)
    play = laws.play.rebuild(table._deal, contract, declarer)
    lead = laws.play.correct_lead
    if not play.current and lead is not None and lead.side == play.leader.side:
        play.leader = lead
    table._play = play
    return play


def _play(table: Table, what: str) -> PlayState:
    return table._require_play(what)


def _physical(laws: LawsState, play: PlayState, seat: Seat, card: Card, by: Seat) -> None:
    """:raises IllegalPlayError: the action is physically impossible.
    :raises PhaseError: the seat's opening lead lies face down, to be faced first."""
    edition = laws.edition
    name = _name(seat)
    down = laws.play.face_down()
    if down is not None and down.seat == seat:
        raise PhaseError(
            f"{name}'s opening lead lies face down: it must be faced first",
            law=edition.ref("41C"),
        )
    if play.is_complete:
        raise IllegalPlayError(f"{card} played after the thirteenth trick", law=edition.ref("44B"))
    if card not in play.hands[seat]:
        raise IllegalPlayError(f"{card} is not in {name}'s hand", law=edition.ref("7B3"))
    for record in laws.play.records:
        if record.card == card and record.status in (
            PlayStatus.PENDING,
            PlayStatus.DEFERRED,
            PlayStatus.FACE_DOWN,
        ):
            raise PhaseError(
                f"{card} already lies on the table ({record.status.value}): the director "
                "must deal with it first",
                law=edition.ref("9B2"),
            )
    if seat == play.dummy:
        if by not in (play.declarer, play.dummy):
            raise IllegalPlayError(
                f"{_name(by)} may not play dummy's {card}", law=edition.ref("45B")
            )
    elif by != seat:
        raise IllegalPlayError(f"{_name(by)} may not play {name}'s {card}", law=edition.ref("7B3"))


# -------------------------------------------------------------------- plays
def play_card(
    table: Table,
    laws: LawsState,
    seat: Seat,
    card: Card,
    by: Seat,
    log_index: int | None,
    note: str = "",
) -> int:
    """A lead or play made at the table: react to an irregularity waiting, or classify and
    record it. Returns the play record index."""
    play = _play(table, f"{_name(seat)} plays {card}")
    _physical(laws, play, seat, card, by)
    blocking = laws.blocking()
    if blocking is not None:
        return _react(table, laws, blocking, play, seat, card, by, log_index, note)
    return record_play(table, laws, play, seat, card, by, log_index, note)


def record_play(
    table: Table,
    laws: LawsState,
    play: PlayState,
    seat: Seat,
    card: Card,
    by: Seat,
    log_index: int | None,
    note: str = "",
    *,
    existing: int | None = None,
) -> int:
    """Classify a lead or play and record it (``existing``: a record already made, face
    down or deferred, that is now attempted)."""
    edition = table.edition
    found = edition.classify_play(seat, by, card, laws, play)
    if found.action is PlayAction.REFUSED:
        assert found.law is not None
        raise IllegalPlayError(found.reason, law=found.law)
    state = laws.play
    trick = len(play.tricks) + 1 + (1 if found.lead and play.current else 0)
    status = {
        PlayAction.LEGAL: PlayStatus.PLAYED,
        PlayAction.REVOKE: PlayStatus.PLAYED,
        PlayAction.LATENT: PlayStatus.PLAYED,
        PlayAction.DEFER: PlayStatus.DEFERRED,
        PlayAction.IRREGULAR: PlayStatus.PENDING,
    }[found.action]
    irregular = found.action in (PlayAction.IRREGULAR, PlayAction.LATENT)
    pid = len(laws.irregularities) if irregular else None
    if existing is None:
        record = state.append(
            seat,
            card,
            by,
            status,
            trick=trick,
            lead=found.lead,
            log_index=log_index,
            irregularity=pid,
            note=note,
        )
    else:
        record = state.set_status(existing, status)
        record = replace(record, trick=trick, lead=found.lead, irregularity=pid)
        state.records[existing] = record
    if status is PlayStatus.PLAYED:
        state.remove_penalty((card,))
        if found.lead:
            state.correct_lead = None
    if found.action is PlayAction.REVOKE:
        assert found.suit is not None and found.revoke is not None
        state.revokes.append(RevokeRecord(record.index, seat, trick, found.suit, found.revoke))
    if irregular:
        assert found.kind is not None and found.law is not None
        laws.open_procedure(
            found.kind,
            found.law,
            offender=by,
            reason=found.reason,
            turn=play.next_seat,
            broken=found.broken,
            status=ProcedureStatus.LATENT
            if found.action is PlayAction.LATENT
            else ProcedureStatus.WINDOW,
            play_index=record.index,
        )
    rebuild(table, laws)
    return record.index


def _react(
    table: Table,
    laws: LawsState,
    procedure: Procedure,
    play: PlayState,
    seat: Seat,
    card: Card,
    by: Seat,
    log_index: int | None,
    note: str,
) -> int:
    edition = table.edition
    reaction = play_reaction(edition, procedure, seat, by, laws, play)
    name = _name(seat)
    what = procedure.irregularity.reason
    if reaction is PlayReaction.REJECT:
        raise PhaseError(
            f"{name} plays {card}, but no player may act before the director has ruled on: {what}",
            law=edition.ref("9B2"),
        )
    state = laws.play
    irregular = procedure.irregularity.play_index
    if reaction is PlayReaction.EXPOSE:
        record = state.append(
            seat,
            card,
            by,
            PlayStatus.WITHDRAWN,
            trick=len(play.tricks) + 1,
            lead=True,
            log_index=log_index,
            irregularity=procedure.id,
        )
        state.add_penalty(seat, card, major=True, law=edition.ref("49"), irregularity=procedure.id)
        procedure.history.append(
            f"{name} led {card} before declarer chose: a penalty card (Laws 50D2, 49)"
        )
        return record.index
    if reaction is PlayReaction.AMBIGUOUS:
        record = state.append(
            seat,
            card,
            by,
            PlayStatus.PENDING,
            trick=len(play.tricks) + 1,
            lead=True,
            log_index=log_index,
            irregularity=procedure.id,
            note=note,
        )
        procedure.status = ProcedureStatus.RULING
        procedure.step = "proper-or-play"
        procedure.trigger = record.index
        return record.index
    assert irregular is not None
    kind = procedure.irregularity.kind
    if reaction is PlayReaction.ACCEPT:
        laws.apply_effect(procedure, AcceptPlay(irregular))
        law = {
            Kind.OPENING_LEAD_OUT_OF_TURN: "54B",
            Kind.PENALTY_CARD_NOT_PLAYED: "52B1(b)",
        }.get(kind, "53A")
        if kind is Kind.DECLARER_LEAD_OUT_OF_TURN and seat != state.records[irregular].seat.lho:
            law = edition.law_53_sections()[1]
        procedure.outcome = f"accepted: {name} played after it (Law {law})"
    else:
        offender = state.records[irregular]
        laws.apply_effect(procedure, ReturnCard(irregular))
        clause = edition.law_16_withdrawn_ref()
        laws.ledger.append(
            laws_ui(laws, f"{_name(offender.seat)}'s withdrawn {offender.card}", clause, offender)
        )
        section = edition.law_53_sections()[0]
        procedure.outcome = (
            f"{name} made the proper lead: the irregular lead goes back without "
            f"rectification (Law {section})"
        )
    procedure.status = ProcedureStatus.RESOLVED
    procedure.history.append(procedure.outcome)
    fresh = rebuild(table, laws)
    return record_play(table, laws, fresh, seat, card, by, log_index, note)


def laws_ui(laws: LawsState, source: str, clause: str, record: PlayRecord) -> UIEntry:
    """A ledger entry for a withdrawn card: authorized for the non-offenders,
    unauthorized for the offending side (Law 16C)."""
    return UIEntry(source, laws.edition.ref(clause), record.by.side)


# ------------------------------------------------------------- opening lead
def _face_down(table: Table, laws: LawsState, event: FaceDownLead, log_index: int) -> None:
    edition = table.edition
    play = _play(table, f"{_name(event.seat)} leads face down")
    if play.opening_lead_made:
        raise PhaseError("the opening lead has already been faced", law=edition.ref("41A"))
    if laws.play.face_down() is not None:
        raise PhaseError("an opening lead already lies face down", law=edition.ref("41A"))
    _physical(laws, play, event.seat, event.card, event.seat)
    blocking = laws.blocking()
    proper = play.leader
    if blocking is not None and not (
        blocking.irregularity.kind is Kind.OPENING_LEAD_OUT_OF_TURN and event.seat == proper
    ):
        raise PhaseError(
            f"{_name(event.seat)} leads face down, but the director must first rule on: "
            f"{blocking.irregularity.reason}",
            law=edition.ref("9B2"),
        )
    wrong = event.seat != proper and blocking is None
    if not wrong and blocking is None:
        found = edition.classify_play(event.seat, event.seat, event.card, laws, play)
        if found.action is PlayAction.REFUSED:
            assert found.law is not None
            raise IllegalPlayError(found.reason, law=found.law)
    record = laws.play.append(
        event.seat,
        event.card,
        event.seat,
        PlayStatus.FACE_DOWN,
        trick=1,
        lead=True,
        log_index=log_index,
        irregularity=len(laws.irregularities) if wrong else None,
    )
    if wrong:
        side = "of declarer's side" if event.seat.side == play.declarer.side else "a defender"
        laws.open_procedure(
            Kind.WRONG_OPENING_LEAD,
            edition.ref("54E" if event.seat.side == play.declarer.side else "24"),
            offender=event.seat,
            reason=f"{_name(event.seat)}, {side}, leads {event.card} face down: "
            f"{_name(proper)} is on lead",
            turn=proper,
            broken=edition.ref("41A"),
            status=ProcedureStatus.WINDOW,
            play_index=record.index,
        )


def _face_lead(table: Table, laws: LawsState) -> None:
    edition = table.edition
    play = _play(table, "the opening lead is faced")
    record = laws.play.face_down()
    if record is None:
        raise PhaseError("no opening lead lies face down", law=edition.ref("41C"))
    blocking = laws.blocking()
    if blocking is not None:
        raise PhaseError(
            f"the lead is faced, but the director must first rule on: "
            f"{blocking.irregularity.reason}",
            law=edition.ref("9B2"),
        )
    laws.play.records[record.index] = replace(record, status=PlayStatus.WITHDRAWN)
    record_play(
        table,
        laws,
        play,
        record.seat,
        record.card,
        record.by,
        record.log_index,
        existing=record.index,
    )


def _spread(table: Table, laws: LawsState, seat: Seat) -> None:
    edition = table.edition
    play = _play(table, f"{_name(seat)} spreads his hand")
    blocking = laws.blocking()
    if (
        blocking is not None
        and blocking.irregularity.kind is Kind.OPENING_LEAD_OUT_OF_TURN
        and seat == play.declarer
    ):
        index = blocking.irregularity.play_index
        assert index is not None
        down = laws.play.face_down()
        if down is not None:
            laws.play.set_status(down.index, PlayStatus.WITHDRAWN)
        laws.apply_effect(blocking, SwapDeclarer(seat.partner, edition.ref("54A")))
        laws.apply_effect(blocking, AcceptPlay(index))
        laws.apply_effect(blocking, SpreadHand(seat))
        blocking.status = ProcedureStatus.RESOLVED
        blocking.outcome = (
            f"{_name(seat)} spread his hand: he is dummy and {_name(seat.partner)} declarer "
            "(Law 54A)"
        )
        rebuild(table, laws)
        return
    if not play.opening_lead_made and seat == play.dummy:
        if seat not in laws.play.spread:
            laws.play.spread.append(seat)  # presumed dummy spread too early (54C)
        return
    if blocking is not None:
        raise PhaseError(
            f"{_name(seat)} spreads his hand, but the director must first rule on: "
            f"{blocking.irregularity.reason}",
            law=edition.ref("9B2"),
        )
    raise PhaseError(
        f"{_name(seat)} faces his cards during the play: a claim or concession (Laws 48B2, "
        "68A): record it as a claim",
        law=edition.ref("68A"),
    )


# ----------------------------------------------------------------- Law 46
def _designation(table: Table, laws: LawsState, text: str, log_index: int) -> None:
    edition = table.edition
    play = _play(table, f"declarer calls {text!r} from dummy")
    dummy = play.dummy
    won_last = None
    if not play.current and play.tricks and play.tricks[-1].winner == dummy:
        won_last = play.tricks[-1].card_of(dummy).suit
    played = {laws.play.records[i].seat for i in laws.play.current}
    led = () if dummy in played else tuple(play.current)  # else: dummy's next lead
    away = [r.card for r in laws.play.records if r.status in _ON_TABLE]
    found = designate(
        text,
        play.hands[dummy] - Hand.from_cards(away),
        led=led,
        trump=play.contract.strain.suit,
        won_last=won_last,
        win_rule=edition.law_46b1b_win(),
    )
    if found.card is not None:
        index = play_card(table, laws, dummy, found.card, play.declarer, log_index, note=text)
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
    blocking = laws.blocking()
    if blocking is not None:
        raise PhaseError(
            f"declarer calls {text!r}, but the director must first rule on: "
            f"{blocking.irregularity.reason}",
            law=edition.ref("9B2"),
        )
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
def _retraction(table: Table, laws: LawsState, event: CardRetracted, log_index: int) -> None:
    edition = table.edition
    _play(table, f"{_name(event.seat)} takes back {event.card}")
    if event.reason not in _RETRACTION_REASONS:
        raise PhaseError(
            f"{event.reason!r} is not a reason for taking back a card "
            f"({', '.join(_RETRACTION_REASONS)})",
            law=edition.ref("47"),
        )
    found = None
    for record in reversed(laws.play.records):
        if record.card == event.card and record.status is not PlayStatus.WITHDRAWN:
            found = record
            break
    if found is None or found.seat != event.seat:
        raise PhaseError(
            f"{_name(event.seat)} has not led or played {event.card}", law=edition.ref("47")
        )
    for procedure in laws.procedures:
        same = procedure.irregularity.play_index == found.index
        if same and procedure.is_open and procedure.irregularity.kind is Kind.RETRACTION:
            raise PhaseError(
                f"the director is already ruling on {_name(event.seat)}'s {event.card}",
                law=edition.ref("9B2"),
            )
        if procedure.blocks and same:
            procedure.status = ProcedureStatus.LATENT  # the retraction is ruled first
        elif procedure.blocks:
            raise PhaseError(
                f"{_name(event.seat)} takes back {event.card}, but the director must first "
                f"rule on: {procedure.irregularity.reason}",
                law=edition.ref("9B2"),
            )
    laws.facts.append(Fact(Kind.RETRACTION, event.seat, (event.card,), note=event.reason))
    laws.open_procedure(
        Kind.RETRACTION,
        edition.ref("47"),
        offender=event.seat,
        reason=f"{_name(event.seat)} takes back his {event.card} ({event.reason})",
        status=ProcedureStatus.RULING,
        subject=len(laws.facts) - 1,
        play_index=found.index,
    )


# ----------------------------------------------------------------- Law 58
def _simultaneous(table: Table, laws: LawsState, event: SimultaneousPlays, log_index: int) -> None:
    play = _play(table, "two cards are played")
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
            f"turn it was ({_name(turn)})",
            law=table.edition.ref("58A"),
        )
    for made in order:
        play_card(table, laws, made.seat, made.card, made.by, log_index)


def _together(table: Table, laws: LawsState, event: CardsPlayedTogether, log_index: int) -> None:
    edition = table.edition
    play = _play(table, f"{_name(event.seat)} plays several cards")
    by = event.by or (play.declarer if event.seat == play.dummy else event.seat)
    if len(event.cards) < 2 or not set(event.faced) <= set(event.cards) or not event.faced:
        raise PhaseError(
            "Law 58B: name two or more cards played at once, and which of them were faced",
            law=edition.ref("58B"),
        )
    for card in event.cards:
        _physical(laws, play, event.seat, card, by)
    if len(event.faced) == 1:
        play_card(table, laws, event.seat, event.faced[0], by, log_index)
        return
    blocking = laws.blocking()
    if blocking is not None:
        raise PhaseError(
            f"{_name(event.seat)} plays several cards, but the director must first rule on: "
            f"{blocking.irregularity.reason}",
            law=edition.ref("9B2"),
        )
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
        reason=f"{_name(event.seat)} plays {shown} at once",
        status=ProcedureStatus.WINDOW,
        subject=len(laws.facts) - 1,
        play_index=first,
    )


# ----------------------------------------------------------- Laws 48-50
def _exposed(table: Table, laws: LawsState, event: CardsExposed, log_index: int) -> bool:
    play = table._play
    if play is None or not play.opening_lead_made:
        return False  # the auction period: Law 24
    edition = table.edition
    name = _name(event.seat)
    if not event.cards:
        raise PhaseError(f"{name}: no card is named as exposed", law=edition.ref("49"))
    for card in event.cards:
        if card not in play.hands[event.seat]:
            raise PhaseError(f"{card} is not in {name}'s hand", law=edition.ref("49"))
    if event.how not in ("shown", "dropped", "named"):
        raise PhaseError(
            f"{event.how!r}: say how the card was exposed (shown, dropped or named)",
            law=edition.ref("49"),
        )
    if event.seat.side == play.declarer.side:
        laws.facts.append(Fact(Kind.EXPOSED_CARD_PLAY, event.seat, tuple(event.cards), note="48A"))
        return True  # Law 48A: declarer's cards never become penalty cards
    if event.how == "shown" and len(event.cards) == 1:
        play_card(table, laws, event.seat, event.cards[0], event.seat, log_index)  # 45C1
        return True
    blocking = laws.blocking()
    if blocking is not None:
        raise PhaseError(
            f"{name}'s cards are exposed, but the director must first rule on: "
            f"{blocking.irregularity.reason}",
            law=edition.ref("9B2"),
        )
    laws.facts.append(Fact(Kind.EXPOSED_CARD_PLAY, event.seat, tuple(event.cards), note=event.how))
    shown = " ".join(str(card) for card in event.cards)
    laws.open_procedure(
        Kind.EXPOSED_CARD_PLAY,
        edition.ref("49"),
        offender=event.seat,
        reason=f"{name}, a defender, exposes {shown} during the play ({event.how})",
        status=ProcedureStatus.WINDOW,
        subject=len(laws.facts) - 1,
    )
    return True


# ------------------------------------------------------------- Laws 42-43
def _dummy(table: Table, laws: LawsState, event: DummyInfraction) -> None:
    edition = table.edition
    play = _play(table, "dummy acts")
    side = play.dummy.side
    kinds = {
        "exchange-hands": "43A2(a)",
        "watch-declarer": "43A2(b)",
        "look-at-defender": "43A2(c)",
        "warn-wrong-hand": "42B2",
        "warn-defender": "42B2",
        "suggest": "45F",
        "comment": "43A1(c)",
    }
    if event.kind not in kinds:
        raise PhaseError(
            f"{event.kind!r} is not one of dummy's infractions ({', '.join(kinds)})",
            law=edition.ref("43A"),
        )
    law = kinds[event.kind]
    if law.startswith("43A2"):
        laws.play.dummy_forfeited = True
        laws.flags.append(
            _flag(laws, "43B1", f"dummy breached Law {law}: procedural penalty (Law 90)", side)
        )
    elif event.kind == "suggest":
        laws.flags.append(
            _flag(
                laws,
                "45F",
                "dummy indicated a card: adjust if he suggested a play and the "
                "defenders were damaged",
                side,
            )
        )
    elif event.kind == "comment":
        laws.flags.append(_flag(laws, "43B1", "dummy took part in the play (Law 90)", side))
    elif event.kind == "warn-defender":
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
        laws.facts.append(Fact(Kind.DUMMY_INFRACTION, play.dummy, note=event.kind))
        laws.open_procedure(
            Kind.DUMMY_INFRACTION,
            edition.ref("43B2(a)"),
            offender=play.dummy,
            reason="dummy, having breached Law 43A2, warns declarer against leading from the "
            "wrong hand",
            status=ProcedureStatus.RULING,
            subject=len(laws.facts) - 1,
        )


def _flag(laws: LawsState, law: str, reason: str, side: Side) -> ReviewFlag:
    return ReviewFlag(laws.edition.ref(law), reason, side)


# -------------------------------------------------------------------- sync
def sync_play(table: Table, laws: LawsState) -> None:
    """After every event: committed cards enter their tricks, the procedures due at a lead
    or a turn open (Laws 50D2, 51), latent ones lapse."""
    play = rebuild(table, laws)
    _lapse(laws, play)
    _normalize_deferred(laws, play)
    for _ in range(60):
        if laws.blocking() is not None or play.is_complete or laws.board_closed is not None:
            return
        if _enter_committed(table, laws, play):
            play = rebuild(table, laws)
            _lapse(laws, play)
            continue
        if not play.current and _penalty_lead_due(table, laws, play):
            return
        if not play.current and _enter_lead(table, laws, play):
            play = rebuild(table, laws)
            continue
        _penalty_choice_due(table, laws, play)
        return


def _normalize_deferred(laws: LawsState, play: PlayState) -> None:
    """Committed cards keep a place they can reach: a lead for a trick someone else has
    led becomes a play to it (or a lead to the next trick if its owner has played to
    it); a play to a trick that has no card yet becomes its lead."""
    state = laws.play
    trick = len(play.tricks) + 1
    played = {state.records[i].seat for i in state.current}
    for record in state.deferred():
        lead, number = record.lead, record.trick
        if number < trick or (number == trick and lead and play.current):
            number = trick
            lead = record.seat in played or not play.current
            if lead and play.current:
                number = trick + 1
        elif number == trick and not lead and not play.current:
            lead = True
        if (lead, number) != (record.lead, record.trick):
            state.records[record.index] = replace(record, lead=lead, trick=number)


def _enter_committed(table: Table, laws: LawsState, play: PlayState) -> bool:
    """A card committed to this trick enters it at its owner's turn (44C still applies:
    a card that does not follow is a revoke)."""
    if not play.current:
        return False
    turn = play.next_seat
    trick = len(play.tricks) + 1
    for record in laws.play.deferred():
        if record.lead or record.seat != turn or record.trick != trick:
            continue
        legal = legal44_of(table.edition, play, turn)
        record = laws.play.set_status(record.index, PlayStatus.PLAYED)
        laws.play.remove_penalty((record.card,))
        if record.card not in legal:
            led = play.led_suit
            assert led is not None
            kind = (
                "failure to play a card of dummy's"
                if turn == play.dummy
                else "failure to follow suit"
            )
            laws.play.revokes.append(RevokeRecord(record.index, turn, trick, led, kind))
        return True
    return False


def _enter_lead(table: Table, laws: LawsState, play: PlayState) -> bool:
    """A card committed as a lead (45E, 53B, 58B2...) is led now; one that a restriction
    chosen since then bars goes back to the hand (INTERP: the later rectification
    prevails)."""
    for record in laws.play.deferred():
        if record.lead:
            laws.play.records[record.index] = replace(record, status=PlayStatus.WITHDRAWN)
            with contextlib.suppress(IllegalPlayError):  # else it stays in the hand
                record_play(
                    table,
                    laws,
                    play,
                    record.seat,
                    record.card,
                    record.by,
                    record.log_index,
                    existing=record.index,
                )
            return True
    return False


def _penalty_lead_due(table: Table, laws: LawsState, play: PlayState) -> bool:
    """Laws 50D2, 51B: the partner of a defender with a major penalty card is on lead."""
    leader = play.next_seat
    if leader.side == play.declarer.side:
        return False
    owner = leader.partner
    majors = laws.play.major_penalty_cards(owner)
    if not majors:
        return False
    trick = len(play.tricks) + 1
    for procedure in laws.procedures:
        irregularity = procedure.irregularity
        if irregularity.kind is Kind.PENALTY_CARD_LEAD and irregularity.subject == trick:
            return False
    shown = " ".join(str(p.card) for p in majors)
    laws.open_procedure(
        Kind.PENALTY_CARD_LEAD,
        table.edition.ref("51B" if len(majors) > 1 else "50D2"),
        offender=owner,
        reason=f"{_name(leader)} is on lead and his partner {_name(owner)} has major penalty "
        f"card(s) {shown}: declarer chooses first",
        turn=leader,
        status=ProcedureStatus.RULING,
        subject=trick,
    )
    return True


def _penalty_choice_due(table: Table, laws: LawsState, play: PlayState) -> None:
    """Law 51A: the offender's turn, two or more of his penalty cards legally playable."""
    seat = play.next_seat
    if seat.side == play.declarer.side:
        return
    owned = {p.card for p in laws.play.major_penalty_cards(seat)}
    playable = [c for c in legal_now(table.edition, laws, play) if c in owned]
    if len(playable) < 2:
        return
    trick = len(play.tricks) + 1
    for procedure in laws.procedures:
        irregularity = procedure.irregularity
        if (
            irregularity.kind is Kind.PENALTY_CARD_CHOICE
            and irregularity.subject == trick
            and irregularity.offender == seat
        ):
            return
    laws.open_procedure(
        Kind.PENALTY_CARD_CHOICE,
        table.edition.ref("51A"),
        offender=seat,
        reason=f"{_name(seat)} may legally play several penalty cards "
        f"({' '.join(str(c) for c in playable)}): declarer designates which",
        turn=seat,
        status=ProcedureStatus.RULING,
        subject=trick,
    )


def _lapse(laws: LawsState, play: PlayState) -> None:
    """Latent procedures of the play lapse when it is too late to draw attention to them;
    a card still pending makes its procedure wait for the director again."""
    records = laws.play.records
    for procedure in laws.procedures:
        index = procedure.irregularity.play_index
        if procedure.status is not ProcedureStatus.LATENT or index is None:
            continue
        record = records[index]
        kind = procedure.irregularity.kind
        if record.status is PlayStatus.PENDING:
            procedure.status = ProcedureStatus.RULING
            procedure.director_called = True
        elif kind is Kind.DESIGNATION:
            if any(r.index > index and r.status is PlayStatus.PLAYED for r in records):
                procedure.status = ProcedureStatus.RESOLVED
                procedure.outcome = "the deemed card stands (Law 46B)"
        elif kind is Kind.DUMMY_UNNAMED_CARD:
            trick = laws.play.trick_of.get(index, record.trick)
            sides = {
                r.seat.side
                for r in records
                if r.status is PlayStatus.PLAYED and laws.play.trick_of.get(r.index, 0) > trick
            }
            if len(sides) == 2:
                procedure.status = ProcedureStatus.RESOLVED
                procedure.outcome = "too late to withdraw it: play continues (Law 45D2)"


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
