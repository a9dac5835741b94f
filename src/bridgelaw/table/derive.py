"""The last stage of the pipeline (:mod:`bridgelaw.table.pipeline`): the state derived
after every event. The legal auction and the play are rebuilt from the records, and the
procedures that open by themselves are opened: declarer's options at the start of play
(Law 24), a lead restriction at the offender's partner's first lead (26), the penalty-card
choices (50D2, 51; :mod:`bridgelaw.table.play_sync`), the Law 64 procedure once play is
over, and the table's settled claim (68-71).
"""

from __future__ import annotations

from bridgelaw.laws.effects import RestrictionState, RestrictionStatus
from bridgelaw.laws.end_state import ClaimStatus, EndLaws
from bridgelaw.laws.establishment import law64_revokes
from bridgelaw.laws.irregularity import Fact, Kind, ProcedureStatus
from bridgelaw.laws.play import PlayState
from bridgelaw.laws.play_records import PlayLaws, is_honour
from bridgelaw.laws.procedure import LawsState
from bridgelaw.table.action import Action
from bridgelaw.table.events import ClaimAgreed
from bridgelaw.table.play_core import rebuild
from bridgelaw.table.play_end import open_claim, play_over
from bridgelaw.table.play_sync import sync_play

__all__ = ["derive"]


def derive(act: Action) -> None:
    """After every event: the auction and the play derived from the records, the
    procedures due opened (Laws 24, 26, 50D2, 51), then those of Laws 61-71."""
    _sync_body(act)
    laws = act.laws
    if laws.play.started and laws.board_closed is None and act.play is not None:
        sync_end(act, laws)


def _sync_body(act: Action) -> None:
    """Bring the play state in line with the auction and the play records, and open the
    procedures due at the start of play (Law 24 options), at a lead (Laws 26, 50D2, 51B)
    or at a turn (51A)."""
    laws = act.laws
    act.auction = laws.auction
    if laws.auction_ended and not laws.auction.is_passed_out:
        laws.play.started = True
        _auction_penalty_cards(act, laws)
        play: PlayState | None = rebuild(act, laws)
    else:
        if laws.play.started or laws.play.records:
            laws.play = PlayLaws()
        act.play = play = None
    laws.closed = play is not None and play.opening_lead_made
    if laws.board_closed is not None:
        return
    if play is None or laws.blocking() is not None or play.is_complete:
        return
    if act.claim is not None:
        return
    _start_of_play(act, laws, play)
    if laws.blocking() is None and not play.current and laws.play.face_down() is None:
        _lead_due(act, laws, play)
    if laws.blocking() is None:
        sync_play(act, laws)


def _auction_penalty_cards(act: Action, laws: LawsState) -> None:
    """The auction has ended with a contract: a defender's cards exposed during the
    auction period become penalty cards (2017 Law 24E; major if led, an honour, or one of
    several, Law 50B)."""
    declarer = laws.play.declarer or laws.auction.declarer
    assert declarer is not None
    if not act.edition.law_24e_automatic_penalty_cards():
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
                law=act.edition.ref("24E"),
                irregularity=None,
            )


def _start_of_play(act: Action, laws: LawsState, play: PlayState) -> None:
    if play.opening_lead_made:
        return
    defenders = (play.declarer.lho, play.declarer.rho)
    for number, state in enumerate(laws.restrictions):
        if state.status == "pending" and state.restriction.offender not in defenders:
            laws.restrictions[number] = RestrictionState(
                state.restriction, RestrictionStatus.LAPSED
            )
    if act.edition.law_24e_automatic_penalty_cards():
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
                act.edition.ref("24"),
                offender=exposed.seat,
                reason=(
                    f"{exposed.seat.name.lower()}, a defender, exposed cards during the "
                    "auction: declarer may treat them as penalty cards"
                ),
                subject=len(laws.facts) - 1,
            )
            return


def _lead_due(act: Action, laws: LawsState, play: PlayState) -> None:
    leader = play.next_seat
    for number, state in enumerate(laws.restrictions):
        if state.status == "pending" and state.restriction.leader == leader:
            laws.restrictions[number] = RestrictionState(
                state.restriction, RestrictionStatus.RULING
            )
            laws.open_procedure(
                Kind.LEAD_RESTRICTION,
                act.edition.ref(str(state.restriction.law.law)),
                offender=state.restriction.offender,
                reason=(
                    f"{leader.name.lower()}'s first turn to lead: declarer may restrict his "
                    f"lead (Law 26, after Law {state.restriction.law})"
                ),
                subject=number,
                status=ProcedureStatus.RULING,
            )
            return


# --------------------------------------------------------------- Laws 61-71
def sync_end(act: Action, laws: LawsState) -> None:
    """After every event: the procedure of a claim a ruling deemed made (48B2), the
    table's settled claim, and the Law 64 procedure once play is over and a revoke
    (noticed or deemed) must be accounted for."""
    end = laws.play.end
    for index, claim in enumerate(end.claims):
        if claim.procedure is None and claim.status is ClaimStatus.PENDING:
            open_claim(act, laws, index)  # deemed made by a ruling (48B2)
    settled = end.settled_claim()
    if settled is not None and settled.settled is not None:
        act.claim = ClaimAgreed(settled.claimer, settled.settled, settled.statement or None)
    else:
        act.claim = None
    play = act.play
    if play is None or laws.board_closed is not None or laws.blocking() is not None:
        return
    if not play_over(laws, play):
        return
    _open_law64(act, laws, play, end)


def _open_law64(act: Action, laws: LawsState, play: PlayState, end: EndLaws) -> None:
    count = end.covered
    if count == 0:
        return
    for procedure in laws.procedures:
        irregularity = procedure.irregularity
        if irregularity.kind is Kind.REVOKE_AFTER_PLAY and irregularity.subject == count:
            return
    revokes, _notes = law64_revokes(laws, len(play.tricks))
    if not any(r.established for r in revokes):
        return
    established = [r for r in revokes if r.established]
    offenders = sorted({r.offender.name.lower() for r in established})
    revokes_said = "revoke" if len(established) == 1 else "revokes"
    procedure = laws.open_procedure(
        Kind.REVOKE_AFTER_PLAY,
        act.law("64"),
        offender=None,
        reason=f"play is over: the tricks after the {revokes_said} by {' and '.join(offenders)} "
        "(Law 64; equity, 64C)",
        status=ProcedureStatus.RULING,
        subject=count,
    )
    procedure.director_called = True
