"""The table in laws mode, Laws 61-71: revoke inquiries and attention drawn to revokes,
quitted tricks inspected and re-pointed, defective tricks, claims and concessions, the
board's moments after play, and agreements withdrawn later.

Each handler is registered for its event class (:func:`~bridgelaw.table.action.handles`)
and run by :mod:`bridgelaw.table.pipeline` on copies of the table's state: an error
leaves the table unchanged. After every event :mod:`bridgelaw.table.derive` opens the
Law 64 procedure when play is over and a revoke must be accounted for, and keeps the
table's settled claim.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaw.core.seats import Seat
from bridgelaw.editions import Law65B3, Law66BUntil
from bridgelaw.errors import PhaseError
from bridgelaw.laws.effects import ReviewFlag, UIEntry
from bridgelaw.laws.end_effects import SettleClaim, VoidClaim
from bridgelaw.laws.end_state import (
    ClaimRecord,
    ClaimStatus,
    Defect,
    Inquiry,
    Inspection,
    Moment,
    Repointing,
    RevokeNotice,
)
from bridgelaw.laws.establishment import RevokeMade, revokes_made
from bridgelaw.laws.irregularity import Kind, Procedure, ProcedureStatus
from bridgelaw.laws.play import PlayState
from bridgelaw.laws.play_effects import SpreadHand
from bridgelaw.laws.play_records import PlayStatus
from bridgelaw.laws.steps import StepName
from bridgelaw.table.action import Action, handles
from bridgelaw.table.end_events import (
    CLAIM_ANSWERS,
    AgreementWithdrawn,
    ClaimAnswered,
    ClaimMade,
    ConcessionDisputed,
    DefectiveTrickFound,
    Milestone,
    RevokeAttention,
    RevokeInquiry,
    TrickInspected,
    TrickRepointed,
)
from bridgelaw.table.events import ClaimAgreed

if TYPE_CHECKING:
    from bridgelaw.laws.procedure import LawsState

__all__ = ["open_claim", "play_over"]


def _name(seat: Seat) -> str:
    return seat.name.lower()


# -------------------------------------------------------------------- helpers
def _contract_play(act: Action, what: str) -> PlayState:
    """The play state once the auction has ended with a contract.

    :raises PhaseError: the board was passed out or the auction is not over.
    """
    play = act.play
    edition = act.edition
    if play is None:
        if act.auction.is_passed_out:
            raise PhaseError(f"{what}, but the board was passed out", law=edition.ref("22B"))
        raise PhaseError(f"{what} during the auction", law=edition.ref("41A"))
    return play


def _started(act: Action, what: str, law: str) -> PlayState:
    play = _contract_play(act, what)
    if not play.opening_lead_made:
        raise PhaseError(f"{what}, but the opening lead has not been faced", law=act.law(law))
    return play


def play_over(laws: LawsState, play: PlayState) -> bool:
    """Whether play is over: thirteen tricks played, or a claim or concession settled."""
    return play.is_complete or laws.play.end.settled_claim() is not None


def _role(play: PlayState, seat: Seat) -> str:
    if seat == play.declarer:
        return "declarer"
    if seat == play.dummy:
        return "dummy"
    return "defender"


def _trick_in_progress(play: PlayState) -> int:
    return len(play.tricks) + 1


# ------------------------------------------------------------------ Law 61B
@handles(RevokeInquiry)
def _inquiry(act: Action, event: RevokeInquiry) -> None:
    laws = act.laws
    what = f"{_name(event.asker)} asks {_name(event.asked)} whether he has a card of the suit led"
    play = _started(act, what, "61B")
    if play_over(laws, play):
        raise PhaseError(f"{what}, but play is over", law=act.law("61B"))
    if event.asker == event.asked:
        raise PhaseError(f"{what}: a player does not ask himself", law=act.law("61B"))
    act.not_blocked(what)
    edition = act.edition
    hooks = edition
    key = f"{_role(play, event.asker)}-{_role(play, event.asked)}"
    refs = hooks.law_61b_refs()
    if key == "defender-defender":
        permitted = edition.law_61b_defenders_ask_each_other() and key in refs
    else:
        permitted = key in refs
    law = refs.get(key) or (hooks.law_61b_forbidden_ref() if key == "dummy-defender" else "61B")
    end = laws.play.end
    end.inquiries.append(
        Inquiry(event.asker, event.asked, _trick_in_progress(play), permitted, law)
    )
    side = event.asker.side
    if not permitted:
        laws.ledger.append(UIEntry(f"{what} (not allowed by Law {law})", act.law("16B"), side))
        laws.flags.append(
            ReviewFlag(act.law(law), f"{what}: Law 61B does not allow it (16B)", side)
        )
    elif key == "defender-defender":
        laws.ledger.append(UIEntry(what, act.law(law), side))
    found = _latest_revoke(laws, event.asked, exact=True)
    if found is None:
        return
    special: str | None = None
    if key == "dummy-declarer" and laws.play.dummy_forfeited:
        special = hooks.law_43b2b_ref()
    elif not permitted:
        special = hooks.law_63b_illegal_inquiry()
    _notice(act, laws, play, found, event.asker, special)


def _latest_revoke(
    laws: LawsState, offender: Seat, *, exact: bool, trick: int | None = None
) -> RevokeMade | None:
    """``offender``'s latest revoke attention has not been drawn to (with ``exact=False``,
    declarer named for a card of dummy's counts)."""
    play = laws.play
    declarer = play.declarer or laws.auction.declarer
    dummy = None if declarer is None else declarer.partner
    for revoke in reversed(revokes_made(laws)):
        mine = revoke.offender == offender or (
            not exact and offender == declarer and revoke.offender == dummy
        )
        if not mine or revoke.corrected or play.end.noticed(revoke.play) is not None:
            continue
        if trick is not None and revoke.trick != trick:
            continue
        return revoke
    return None


# ------------------------------------------------------------- Laws 62-63
@handles(RevokeAttention)
def _attention(act: Action, event: RevokeAttention) -> None:
    laws = act.laws
    what = f"{_name(event.by)} draws attention to a revoke by {_name(event.offender)}"
    play = _started(act, what, "62A")
    _supersede_law64(laws)
    act.not_blocked(what)
    found = _latest_revoke(laws, event.offender, exact=False, trick=event.trick)
    if found is None:
        where = "" if event.trick is None else f" at trick {event.trick}"
        raise PhaseError(
            f"{what}: there is no revoke by {_name(event.offender)}{where} that attention "
            "has not yet been drawn to",
            law=act.law("61A"),
        )
    if event.by == play.dummy and not play_over(laws, play):
        laws.flags.append(
            ReviewFlag(
                act.law("43A1(b)"),
                "dummy drew attention to an irregularity during the play",
                play.dummy.side,
            )
        )
    _notice(act, laws, play, found, event.by, None)


def _supersede_law64(laws: LawsState) -> None:
    """Attention drawn to another revoke after play, before the director has ruled on
    Law 64: that ruling waits until the new revoke is dealt with (it reopens then)."""
    blocking = laws.blocking()
    if blocking is not None and blocking.irregularity.kind is Kind.REVOKE_AFTER_PLAY:
        blocking.status = ProcedureStatus.VOID
        blocking.outcome = "superseded: attention was drawn to another revoke"
        blocking.history.append(blocking.outcome)


def _notice(
    act: Action,
    laws: LawsState,
    play: PlayState,
    revoke: RevokeMade,
    by: Seat,
    special: str | None,
) -> None:
    end = laws.play.end
    at = 14 if play_over(laws, play) else _trick_in_progress(play)
    index = len(end.notices)
    card = laws.play.records[revoke.play].card
    suit = "" if revoke.suit is None else f" on a {revoke.suit.name.lower()[:-1]} lead"
    procedure = laws.open_procedure(
        Kind.REVOKE,
        act.law("62"),
        offender=laws.play.records[revoke.play].by,
        reason=f"{_name(by)} draws attention to a revoke: {_name(revoke.offender)} played "
        f"{card}{suit} at trick {revoke.trick}",
        broken=act.law("61A"),
        status=ProcedureStatus.RULING,
        subject=index,
        play_index=revoke.play,
    )
    procedure.director_called = True
    end.notices.append(
        RevokeNotice(
            revoke.play,
            revoke.offender,
            revoke.trick,
            by,
            at,
            end.moment,
            revoke.kind,
            len(laws.play.records),
            special,
            procedure.id,
        )
    )


# ------------------------------------------------------------- Laws 65-66
def _completed(act: Action, play: PlayState, trick: int | None, law: str) -> int:
    done = len(play.tricks)
    number = done if trick is None else trick
    if done == 0 or not 1 <= number <= done:
        raise PhaseError(
            f"trick {number} has not been completed ({done} completed)", law=act.law(law)
        )
    return number


def _played_to(laws: LawsState, trick: int, *, seats: set[Seat], lead_only: bool = False) -> bool:
    """Whether one of ``seats`` has led or played to ``trick`` (any attempt counts)."""
    for record in laws.play.records:
        if record.status is PlayStatus.FACE_DOWN or record.seat not in seats:
            continue
        if record.trick == trick and (record.lead or not lead_only):
            return True
    return False


@handles(TrickInspected)
def _inspection(act: Action, event: TrickInspected) -> None:
    laws = act.laws
    seat = event.seat
    what = f"{_name(seat)} inspects a quitted trick"
    play = _started(act, what, "66")
    number = _completed(act, play, event.trick, "66")
    end = laws.play.end
    if play_over(laws, play):
        end.inspections.append(Inspection(seat, number, "after-play", "66D"))
        return
    if event.director:
        end.inspections.append(Inspection(seat, number, "director", "66C"))
        return
    if seat == play.dummy:
        raise PhaseError(
            f"{what}: only declarer or a defender may do so (66A, 66B); dummy may not",
            law=act.law("66A"),
        )
    if number != len(play.tricks):
        raise PhaseError(
            f"{what} (trick {number}): quitted tricks may be inspected only on the director's "
            "instruction (66C; a revoke claim does not entitle a player to it, 61C)",
            law=act.law("66C"),
        )
    following = number + 1
    side = {seat, seat.partner}
    if event.own:
        until = act.edition.law_66b_own_card_until()
        if until is Law66BUntil.SIDE:
            late = _played_to(laws, following, seats=side)
        elif until is Law66BUntil.OWN:
            late = _played_to(laws, following, seats={seat})
        else:
            late = _played_to(laws, following, seats=set(Seat), lead_only=True)
        if late:
            raise PhaseError(
                f"{_name(seat)} may no longer look at his own card of trick {number} (66B)",
                law=act.law("66B"),
            )
        end.inspections.append(Inspection(seat, number, "own", "66B"))
        return
    if _played_to(laws, following, seats=side):
        raise PhaseError(
            f"{_name(seat)}'s side has played to the next trick: trick {number} may no longer "
            "be faced (66A)",
            law=act.law("66A"),
        )
    end.inspections.append(Inspection(seat, number, "all", "66A"))


@handles(TrickRepointed)
def _repointing(act: Action, event: TrickRepointed) -> None:
    laws = act.laws
    what = f"{_name(event.by)} asks that {_name(event.seat)}'s quitted card be re-pointed"
    play = _started(act, what, "65B")
    number = _completed(act, play, event.trick, "65B")
    mode = act.edition.law_65b3_repointing()
    end = laws.play.end
    following = number + 1
    if mode is None:
        end.repointings.append(Repointing(event.by, event.seat, number, "65B"))
        return
    if mode is Law65B3.SIDE:
        late = _played_to(laws, following, seats={event.by, event.by.partner})
    else:
        late = event.by != play.declarer and _played_to(
            laws, following, seats=set(Seat), lead_only=True
        )
    if late:
        raise PhaseError(
            f"{what}: the right lapsed when "
            + ("his side played" if mode is Law65B3.SIDE else "a lead was made")
            + f" to trick {following} (65B3; later, Law 16B may apply)",
            law=act.law("65B3"),
        )
    end.repointings.append(Repointing(event.by, event.seat, number, "65B3"))


# ------------------------------------------------------------------ Law 67
@handles(DefectiveTrickFound)
def _defective(act: Action, event: DefectiveTrickFound) -> None:
    laws = act.laws
    seat = event.seat
    what = f"a defective trick: {_name(seat)} at trick {event.trick}"
    play = _started(act, what, "67")
    number = _completed(act, play, event.trick, "67")
    act.not_blocked(what)
    records = laws.play.records
    own = [
        index
        for index, trick in laws.play.trick_of.items()
        if trick == number and records[index].seat == seat
    ]
    if not own:
        raise PhaseError(f"{what}: no card of his is recorded in it", law=act.law("67"))
    if event.missing and event.extra is not None:
        raise PhaseError(
            f"{what}: a card missing from the trick and a card played as well are two "
            "findings: enter them one at a time",
            law=act.law("67"),
        )
    if event.extra is not None and event.extra not in play.hands[seat]:
        raise PhaseError(
            f"{what}: {event.extra} is not among the cards {_name(seat)} still holds",
            law=act.law("67"),
        )
    end = laws.play.end
    index = len(end.defects)
    kind = "also played " + str(event.extra) if event.extra is not None else "did not play"
    reason = f"trick {number} is defective: {_name(seat)} {kind} to it"
    if event.missing:
        card = records[own[0]].card
        reason = f"trick {number}: {_name(seat)}'s {card} is missing from the quitted cards"
    procedure = laws.open_procedure(
        Kind.DEFECTIVE_TRICK,
        act.law("67"),
        offender=records[own[0]].by,
        reason=reason,
        status=ProcedureStatus.RULING,
        subject=index,
        play_index=own[0],
    )
    procedure.director_called = True
    end.defects.append(Defect(seat, number, event.extra, procedure.id, event.missing))


# ------------------------------------------------------------- Laws 68-69
def _check_claim(act: Action, laws: LawsState, seat: Seat, tricks: int, what: str) -> PlayState:
    play = _started(act, what, "68")
    if play_over(laws, play):
        raise PhaseError(f"{what}, but play is over", law=act.law("68"))
    act.not_blocked(what)
    if seat == play.dummy:
        raise PhaseError(f"{what}: dummy does not claim or concede", law=act.law("68A"))
    remaining = 13 - len(play.tricks)
    if not 0 <= tricks <= remaining:
        raise PhaseError(f"{what} {tricks} tricks, but {remaining} remain", law=act.law("68A"))
    return play


@handles(ClaimAgreed)
def _claim_agreed(act: Action, event: ClaimAgreed) -> None:
    """An agreed claim or concession recorded in one event (69A)."""
    laws = act.laws
    what = f"{_name(event.seat)} claims"
    play = _check_claim(act, laws, event.seat, event.tricks, what)
    end = laws.play.end
    opponents = (event.seat.lho, event.seat.rho)
    end.claims.append(
        ClaimRecord(
            event.seat,
            event.tricks,
            13 - len(play.tricks),
            _trick_in_progress(play),
            event.statement or "",
            status=ClaimStatus.AGREED,
            answers=tuple((seat, "agree") for seat in opponents),
            settled=event.tricks,
            plays_before=len(laws.play.records),
        )
    )


@handles(ClaimMade)
def _claim(act: Action, event: ClaimMade) -> None:
    laws = act.laws
    from bridgelaw.analysis.claims import parse_line

    seat = event.seat
    what = f"{_name(seat)} claims"
    play = _check_claim(act, laws, seat, event.tricks, what)
    parse_line(event.line)  # :raises NotationError: a line that cannot be read
    end = laws.play.end
    end.claims.append(
        ClaimRecord(
            seat,
            event.tricks,
            13 - len(play.tricks),
            _trick_in_progress(play),
            event.statement,
            event.line,
            event.trumps,
            event.spread,
            plays_before=len(laws.play.records),
        )
    )
    open_claim(act, laws, len(end.claims) - 1)


def open_claim(act: Action, laws: LawsState, index: int) -> None:
    """The procedure of claim ``index`` (Law 68): play ceases (68D), the opponents answer;
    the claimer's hand is faced if he spread it. For a claim just made, or one the director
    deemed made (48B2: declarer faced his cards)."""
    end = laws.play.end
    claim = end.claims[index]
    seat = claim.claimer
    remaining = claim.remaining
    noun = "concedes all" if claim.tricks == 0 else f"claims {claim.tricks} of the"
    if 0 < claim.tricks < remaining:
        noun = f"claims {claim.tricks} (conceding {remaining - claim.tricks}) of the"
    text = f" ({claim.statement})" if claim.statement else ""
    procedure = laws.open_procedure(
        Kind.CLAIM,
        act.law("68"),
        offender=seat,
        reason=f"{_name(seat)} {noun} {remaining} remaining tricks{text}: play ceases (68D)",
        status=ProcedureStatus.WINDOW,
        subject=index,
    )
    end.update_claim(index, procedure=procedure.id)
    if claim.spread:
        laws.apply_effect(procedure, SpreadHand(seat))


def _claim_procedure(laws: LawsState, claim: ClaimRecord) -> Procedure:
    assert claim.procedure is not None
    return laws.procedures[claim.procedure]


@handles(ClaimAnswered)
def _answer(act: Action, event: ClaimAnswered) -> None:
    laws = act.laws
    end = laws.play.end
    seat, answer = event.seat, event.answer
    what = f"{_name(seat)} answers {answer!r} to the claim"
    pending = end.pending_claim()
    if pending is None:
        raise PhaseError(f"{what}, but no claim is under way", law=act.law("68D"))
    if answer not in CLAIM_ANSWERS:
        raise PhaseError(f"{what}: the answers are {', '.join(CLAIM_ANSWERS)}", law=act.law("68D"))
    index, claim = pending
    procedure = _claim_procedure(laws, claim)
    if procedure.status is not ProcedureStatus.WINDOW:
        raise PhaseError(
            f"{what}, but the director has been called: he rules (68D2(a), 70)",
            law=act.law(act.edition.law_68d2a_ref()),
        )
    if seat == claim.claimer and answer != "play-on":
        raise PhaseError(f"{what}: the claimer does not answer his own claim", law=act.law("68D"))
    edition = act.edition
    answers = (*claim.answers, (seat, answer))
    if answer == "object":
        _object(act, laws, index, claim, seat, procedure)
        return
    if answer == "play-on":
        if not edition.law_68d2b_play_on():
            raise PhaseError(
                f"{what}: play ceases after a claim; the director must be called (68D)",
                law=act.law("68D"),
            )
        first = next((s for s, a in claim.answers if a == "play-on"), seat)
        if first.side == claim.claimer.side:
            raise PhaseError(
                f"{what}: play continues only at the request of the non-claiming side (68D2(b))",
                law=act.law("68D2(b)"),
            )
        claim = end.update_claim(index, answers=answers)
        if {s for s, a in answers if a == "play-on"} == set(Seat):
            laws.apply_effect(procedure, VoidClaim(index, act.law("68D2(b)")))
            procedure.status = ProcedureStatus.RESOLVED
            procedure.outcome = (
                "all four players agreed to play on: the claim is void and the result of "
                "play stands (68D2(b))"
            )
            procedure.history.append(procedure.outcome)
        return
    if answer == "dispute":
        end.update_claim(index, answers=answers, status=ClaimStatus.DISPUTED)
        return
    claim = end.update_claim(index, answers=answers)
    agreed = {s for s, a in answers if a == "agree" and s.side != claim.claimer.side}
    if claim.status is ClaimStatus.PENDING and len(agreed) == 2:
        laws.apply_effect(
            procedure,
            SettleClaim(index, claim.tricks, act.law("69A"), ClaimStatus.AGREED),
        )
        procedure.status = ProcedureStatus.RESOLVED
        procedure.outcome = f"agreed: {_name(claim.claimer)}'s side takes {claim.tricks} (69A)"
        procedure.history.append(procedure.outcome)


def _object(
    act: Action,
    laws: LawsState,
    index: int,
    claim: ClaimRecord,
    seat: Seat,
    procedure: Procedure,
) -> None:
    """Law 68B2: a defender's concession his partner objects to at once."""
    play = act.play
    assert play is not None
    what = f"{_name(seat)} objects to his partner's concession"
    defender = claim.claimer not in (play.declarer, play.dummy)
    if seat != claim.claimer.partner or not defender or not claim.is_concession:
        raise PhaseError(
            f"{what}: Law 68B2 is a defender objecting to his partner's concession",
            law=act.law("68B2"),
        )
    if claim.answers:
        raise PhaseError(f"{what}: the objection must be immediate (68B2)", law=act.law("68B2"))
    laws.apply_effect(procedure, VoidClaim(index, act.law("68B2"), ClaimStatus.NO_CONCESSION))
    clause = act.edition.law_68b2_ui_ref()
    side = claim.claimer.side
    laws.ledger.append(
        UIEntry(
            f"{_name(claim.claimer)}'s attempted concession and the cards he showed",
            act.law(clause),
            side,
        )
    )
    laws.flags.append(
        ReviewFlag(
            act.law("68B2"),
            "a defender's attempted concession: unauthorized information to his partner",
            side,
        )
    )
    procedure.status = ProcedureStatus.RESOLVED
    procedure.outcome = (
        "no concession: partner objected at once; play continues, the cards shown are not "
        f"penalty cards (68B2; Law {clause})"
    )
    procedure.history.append(procedure.outcome)
    laws.play.spread = [s for s in laws.play.spread if s != claim.claimer]


# ------------------------------------------------------- after play: 69-71
@handles(Milestone)
def _milestone(act: Action, event: Milestone) -> None:
    laws = act.laws
    what = f"the board reaches '{event.moment.name.lower()}'"
    play = _contract_play(act, what)
    if not play_over(laws, play):
        raise PhaseError(f"{what}, but play is not over", law=act.law("68D"))
    act.not_blocked(what)
    end = laws.play.end
    if event.moment <= end.moment:
        raise PhaseError(
            f"{what}, but it is already at '{end.moment.name.lower()}'", law=act.law("79C")
        )
    end.moment = event.moment


def _settled_against(
    act: Action, laws: LawsState, seat: Seat, what: str, *, own: bool
) -> tuple[int, ClaimRecord]:
    _contract_play(act, what)
    act.not_blocked(what)
    end = laws.play.end
    for index, claim in enumerate(end.claims):
        if claim.settled is None:
            continue
        mine = claim.claimer.side == seat.side
        if own and mine and claim.remaining > claim.settled:
            return index, claim
        if not own and not mine and claim.status is ClaimStatus.AGREED and claim.settled > 0:
            return index, claim
    law = "71" if own else "69"
    raise PhaseError(
        f"{what}: "
        + (
            f"{_name(seat)}'s side conceded no trick"
            if own
            else f"{_name(seat)}'s side agreed to no claim of the opponents"
        ),
        law=act.law(law),
    )


def _in_period(act: Action, what: str, minutes: float | None, period: float, law: str) -> None:
    if minutes is not None and minutes > period:
        raise PhaseError(
            f"{what} {minutes:g} minutes after the official results: the correction period "
            f"({period:g} minutes, Law 79C) is over",
            law=act.law(law),
        )


@handles(AgreementWithdrawn)
def _withdrawn(act: Action, event: AgreementWithdrawn) -> None:
    laws = act.laws
    what = f"{_name(event.seat)}'s side withdraws its agreement to the claim"
    index, claim = _settled_against(act, laws, event.seat, what, own=False)
    end = laws.play.end
    if end.moment < Moment.NEXT_BOARD_CALL:
        # 69A: acquiescence is not complete; the claim is disputed (Law 70)
        end.update_claim(index, status=ClaimStatus.DISPUTED, settled=None)
        procedure = laws.open_procedure(
            Kind.CLAIM,
            act.law("70"),
            offender=claim.claimer,
            reason=f"{what} before acquiescence was complete (69A): the claim is disputed",
            status=ProcedureStatus.RULING,
            subject=index,
        )
        procedure.director_called = True
        end.update_claim(index, procedure=procedure.id)
        return
    hooks = act.edition
    _in_period(act, what, event.minutes, event.correction_period, hooks.law_69b_ref())
    procedure = laws.open_procedure(
        Kind.CLAIM_REVIEW,
        act.law("69B"),
        offender=claim.claimer,
        reason=f"{what} within the correction period (69B)",
        status=ProcedureStatus.RULING,
        subject=index,
    )
    procedure.step = StepName.CLAIM_69B
    procedure.director_called = True


@handles(ConcessionDisputed)
def _concession_disputed(act: Action, event: ConcessionDisputed) -> None:
    laws = act.laws
    what = f"{_name(event.seat)}'s side asks for its concession to be cancelled"
    index, claim = _settled_against(act, laws, event.seat, what, own=True)
    _in_period(act, what, event.minutes, event.correction_period, "71")
    procedure = laws.open_procedure(
        Kind.CLAIM_REVIEW,
        act.law("71"),
        offender=claim.claimer,
        reason=f"{what} (Law 71)",
        status=ProcedureStatus.RULING,
        subject=index,
    )
    procedure.step = StepName.CONCESSION_71
    procedure.director_called = True
