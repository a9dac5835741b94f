"""The rights of each player at each moment: drawing attention to an irregularity and
calling the director (Law 9), review of the auction, explanations and the opening-lead
question (Law 20), system cards (Law 40B2; 1987/1997: 40E2).

Every function answers for one seat at the table's present moment with a
:class:`Right`: allowed or not, the Law, and why. :func:`check_question` raises
:class:`~bridgelaw.errors.PhaseError` for a request the seat may not make now
(for a table event that records questions). The periods of the board follow the
2017 definitions: the auction period (until the opening lead is faced), within
it the clarification period (after the final pass), the play period, and after
play.

>>> from bridgelaw.core import Board, Deal, Seat
>>> from bridgelaw.table import Mode, Table
>>> deal = Deal.parse("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
>>> table = Table(Board(1, deal), mode=Mode.LAWS)
>>> may_request_review(table, Seat.NORTH).allowed, may_request_review(table, Seat.EAST).allowed
(True, False)
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final, Protocol

from bridgelaw.core.cards import Card
from bridgelaw.core.lawref import LawRef
from bridgelaw.core.seats import Seat
from bridgelaw.errors import PhaseError
from bridgelaw.laws.play import Trick

if TYPE_CHECKING:
    from bridgelaw.editions import Edition
    from bridgelaw.laws.procedure import LawsState

__all__ = [
    "QUESTIONS",
    "Period",
    "Right",
    "TableView",
    "check_question",
    "may_ask_explanation",
    "may_ask_opening_lead",
    "may_call_director",
    "may_consult_card",
    "may_draw_attention",
    "may_prevent",
    "may_request_review",
    "period",
    "play_ended",
    "rights",
]


class TableView(Protocol):
    """What the rights need to know of a table (a :class:`bridgelaw.table.Table`)."""

    edition: Edition

    @property
    def laws_state(self) -> LawsState: ...

    @property
    def declarer(self) -> Seat | None: ...

    @property
    def dummy(self) -> Seat | None: ...

    @property
    def opening_lead_made(self) -> bool: ...

    @property
    def claim_made(self) -> object | None: ...

    @property
    def acting_player(self) -> Seat | None: ...

    @property
    def tricks(self) -> tuple[Trick, ...]: ...

    @property
    def current_trick(self) -> tuple[tuple[Seat, Card], ...]: ...


@dataclass(frozen=True, slots=True)
class Right:
    """Whether a seat may do something now, the Law that says so, and why."""

    allowed: bool
    law: LawRef
    reason: str

    def __bool__(self) -> bool:
        return self.allowed


def _name(seat: Seat) -> str:
    return seat.name.lower()


class Period(enum.StrEnum):
    """The period of a board, for the players' rights (Laws 17, 20, 41, 42)."""

    AUCTION = "auction"
    """Calls are being made."""
    CLARIFICATION = "clarification"
    """The auction has ended; the opening lead is not yet faced (Law 17D1, 41B)."""
    PLAY = "play"
    AFTER_PLAY = "after-play"
    """Play has ended, or the board was passed out or closed."""


def period(table: TableView) -> Period:
    """The period of the board now."""
    state = table.laws_state
    if state.board_closed is not None:
        return Period.AFTER_PLAY
    if not state.auction_ended:
        return Period.AUCTION
    if state.auction.is_passed_out or play_ended(table):
        return Period.AFTER_PLAY
    if not table.opening_lead_made:
        return Period.CLARIFICATION
    return Period.PLAY


def play_ended(table: TableView) -> bool:
    """Whether play has ended: thirteen tricks, or a claim or concession agreed (whether
    or not an irregularity now waits for the director)."""
    return table.opening_lead_made and (table.claim_made is not None or len(table.tricks) == 13)


def _ref(table: TableView, text: str) -> LawRef:
    return LawRef.parse(text, edition=table.edition.year)


def _waiting(table: TableView, seat: Seat, what: str) -> Right | None:
    blocking = table.laws_state.blocking()
    if blocking is None:
        return None
    return Right(
        False,
        _ref(table, "9B2"),
        f"{_name(seat)} may not {what}: no player may act before the director has ruled on "
        f"{blocking.irregularity.reason}",
    )


def _turn_to_call(table: TableView, seat: Seat) -> bool:
    return table.laws_state.next_seat == seat


def _declaring_side(table: TableView, seat: Seat) -> bool:
    declarer = table.laws_state.auction.declarer
    return declarer is not None and seat.side == declarer.side


def _face_down_lead_asker(table: TableView, seat: Seat) -> bool:
    """Law 41B: while the opening lead lies face down, the opening leader's partner and
    presumed declarer (not presumed dummy) may have the auction reviewed or ask for an
    explanation of an opponent's call."""
    from bridgelaw.laws.play_records import PlayStatus

    if table.opening_lead_made or table.declarer is None:
        return False
    face_down = any(r.status is PlayStatus.FACE_DOWN for r in table.laws_state.play.records)
    return face_down and seat in (table.declarer, table.declarer.rho)


def _first_turn_to_play(table: TableView, seat: Seat) -> bool:
    """Whether it is ``seat``'s first turn to play (declarer: from either hand)."""
    if table.acting_player != seat:
        return False
    if table.tricks:
        return False  # every seat plays to every trick
    hands = {seat}
    if seat == table.declarer and table.dummy is not None:
        hands.add(table.dummy)
    return not any(who in hands for who, _ in table.current_trick)


# ------------------------------------------------------------------ Law 9
def may_draw_attention(table: TableView, seat: Seat, *, explanation: bool = False) -> Right:
    """Law 9A: during the auction period any player may draw attention to an
    irregularity (9A1); during play declarer or either defender (9A2); dummy may not
    until play ends (2017 9A4: except to correct declarer's apparently mistaken
    explanation, 20F5, ``explanation=True``; 2007 9A3; 1997/1987 9A2(b))."""
    general = table.edition
    moment = period(table)
    if moment in (Period.AUCTION, Period.CLARIFICATION):
        return Right(True, _ref(table, "9A1"), "any player may do so during the auction period")
    if moment == Period.AFTER_PLAY:
        return Right(True, _ref(table, general.law_9_dummy_ref()), "play has ended")
    if seat != table.dummy:
        return Right(True, _ref(table, "9A2"), "declarer and the defenders may do so in play")
    if explanation and general.law_9_dummy_may_correct_explanation():
        return Right(
            True,
            _ref(table, "20F5"),
            "dummy may draw attention to declarer's apparently mistaken explanation",
        )
    return Right(
        False,
        _ref(table, general.law_9_dummy_ref()),
        "dummy may not draw attention to an irregularity until play ends",
    )


def may_call_director(table: TableView, seat: Seat) -> Right:
    """Law 9B1(b): once attention is drawn to an irregularity any player, dummy included,
    may call the director; doing so loses no right (9B1(c))."""
    return Right(True, _ref(table, "9B1(b)"), "any player, dummy included, may call him")


def may_prevent(table: TableView, seat: Seat, other: Seat) -> Right:
    """Law 9A3: any player may try to prevent another player's irregularity; dummy only
    within Laws 42 and 43: 42B2, any irregularity in 2017, only declarer's in 2007 (whose
    9A3 gives the right to any player but limits dummy's by Laws 42 and 43), and in
    1987/1997 (9A2(b))."""
    law, any_player = table.edition.law_9_prevention()
    dummy_now = seat == table.dummy and period(table) == Period.PLAY
    if dummy_now and not any_player and other != table.declarer:
        return Right(
            False, _ref(table, law), "dummy may try to prevent only declarer's irregularity"
        )
    if dummy_now and other != table.declarer:
        if table.edition.law_42b2_dummy_may_prevent_any():
            return Right(True, _ref(table, "42B2"), "dummy may try to prevent any irregularity")
        return Right(
            False, _ref(table, "42B2"), "dummy may try to prevent only declarer's irregularity"
        )
    return Right(True, _ref(table, law), "a player may try to prevent an irregularity")


# ----------------------------------------------------------------- Law 20
def may_request_review(table: TableView, seat: Seat) -> Right:
    """Law 20B: during the auction, at his own turn, unless required by law to pass;
    20C2: after the final pass, declarer or either defender at his first turn to play."""
    moment = period(table)
    if moment == Period.AUCTION:
        waiting = _waiting(table, seat, "have the auction reviewed")
        if waiting is not None:
            return waiting
        if not _turn_to_call(table, seat):
            return Right(False, _ref(table, "20B"), f"it is not {_name(seat)}'s turn to call")
        if table.laws_state.must_pass(seat):
            return Right(False, _ref(table, "20B"), f"{_name(seat)} is required by law to pass")
        return Right(True, _ref(table, "20B"), "at his own turn to call")
    if moment in (Period.CLARIFICATION, Period.PLAY):
        if seat == table.dummy:
            return Right(False, _ref(table, "20C2"), "dummy has no turn to play")
        if _face_down_lead_asker(table, seat):
            return Right(True, _ref(table, "41B"), "the opening lead is still face down")
        if _first_turn_to_play(table, seat):
            return Right(True, _ref(table, "20C2"), "at his first turn to play")
        return Right(False, _ref(table, "20C2"), "only at his first turn to play")
    return Right(False, _ref(table, "20C2"), "play has ended")


def may_ask_opening_lead(table: TableView, seat: Seat) -> Right:
    """Law 20C1: after the final pass either defender may ask whether it is his opening
    lead (1997: any player)."""
    if period(table) != Period.CLARIFICATION:
        return Right(False, _ref(table, "20C1"), "only after the final pass, before the lead")
    if table.edition.law_20_opening_lead_question_by() == "player":
        return Right(True, _ref(table, "20C1"), "any player may ask")
    if _declaring_side(table, seat):
        return Right(False, _ref(table, "20C1"), "only a defender may ask")
    return Right(True, _ref(table, "20C1"), "a defender may ask")


def may_ask_explanation(table: TableView, seat: Seat, about: int | None = None) -> Right:
    """Law 20F1: during the auction, only at his own turn to call (2017, FI17 footnote 7:
    not while required by law to pass); 20F2: after the final pass a defender at his own
    turn to play, declarer at his turn to play from either hand. ``about``: the record
    index of the call to explain, which must be an opponent's."""
    state = table.laws_state
    moment = period(table)
    if about is not None:
        if not 0 <= about < len(state.records):
            return Right(False, _ref(table, "20F"), f"call record {about}: no such call")
        if state.records[about].seat.side == seat.side:
            return Right(False, _ref(table, "20F"), "a player asks about his opponents' calls")
    if moment == Period.AUCTION:
        waiting = _waiting(table, seat, "ask for an explanation")
        if waiting is not None:
            return waiting
        if not _turn_to_call(table, seat):
            return Right(False, _ref(table, "20F1"), f"it is not {_name(seat)}'s turn to call")
        general = table.edition
        if general.law_20_explanation_barred_when_obliged_to_pass() and state.must_pass(seat):
            return Right(False, _ref(table, "20F1"), f"{_name(seat)} is required to pass")
        return Right(True, _ref(table, "20F1"), "at his own turn to call")
    if moment in (Period.CLARIFICATION, Period.PLAY):
        if seat == table.dummy:
            return Right(False, _ref(table, "20F2"), "dummy has no turn to play")
        if _face_down_lead_asker(table, seat):
            return Right(True, _ref(table, "41B"), "the opening lead is still face down")
        if table.acting_player == seat:
            return Right(True, _ref(table, "20F2"), "at his own turn to play")
        return Right(False, _ref(table, "20F2"), "only at his own turn to play")
    return Right(False, _ref(table, "20F2"), "play has ended")


# ----------------------------------------------------------------- Law 40
def may_consult_card(table: TableView, seat: Seat, whose: str) -> Right:
    """Law 40B2(b)/(c) (1987/1997: 40E2): ``whose`` is ``"own"`` or ``"opponents"``.

    Own card: not from the start of the auction period to the end of play, except the
    declaring side during the clarification period (1987/1997: never). Opponents'
    card: before the auction begins, during the clarification period, and at one's own
    turn to call or play (1987/1997: only at one's own turn, never dummy)."""
    general = table.edition
    own_law, opponents_law = general.law_40_cards()
    moment = period(table)
    if whose == "own":
        if moment == Period.AFTER_PLAY:
            return Right(True, _ref(table, own_law), "play has ended")
        if (
            moment == Period.CLARIFICATION
            and general.law_40_own_card_in_clarification()
            and _declaring_side(table, seat)
        ):
            return Right(True, _ref(table, own_law), "the declaring side, clarification period")
        return Right(False, _ref(table, own_law), "not his own card during auction and play")
    if whose != "opponents":
        raise ValueError(f"whose card: 'own' or 'opponents', not {whose!r}")
    if moment == Period.AFTER_PLAY:
        return Right(True, _ref(table, opponents_law), "play has ended")
    anytime = general.law_40_opponents_card_anytime_before_auction()
    if anytime and moment == Period.AUCTION and not table.laws_state.records:
        return Right(True, _ref(table, opponents_law), "before the auction begins")
    if anytime and moment == Period.CLARIFICATION:
        return Right(True, _ref(table, opponents_law), "during the clarification period")
    if seat == table.dummy:
        return Right(False, _ref(table, opponents_law), "dummy has no turn")
    own_turn = (
        _turn_to_call(table, seat) if moment == Period.AUCTION else table.acting_player == seat
    )
    if own_turn:
        return Right(True, _ref(table, opponents_law), "at his own turn")
    return Right(False, _ref(table, opponents_law), "only at his own turn to call or play")


# --------------------------------------------------------------- summary
QUESTIONS: Final[dict[str, Callable[[TableView, Seat, int | None], Right]]] = {
    "review": lambda t, s, a: may_request_review(t, s),
    "explanation": may_ask_explanation,
    "opening-lead": lambda t, s, a: may_ask_opening_lead(t, s),
    "own-card": lambda t, s, a: may_consult_card(t, s, "own"),
    "opponents-card": lambda t, s, a: may_consult_card(t, s, "opponents"),
    "draw-attention": lambda t, s, a: may_draw_attention(t, s),
    "call-director": lambda t, s, a: may_call_director(t, s),
}
"""The requests a player may make, by name."""


def rights(table: TableView, seat: Seat) -> dict[str, Right]:
    """Every right of ``seat`` now, by request name (see :data:`QUESTIONS`)."""
    return {what: check(table, seat, None) for what, check in QUESTIONS.items()}


def check_question(table: TableView, seat: Seat, what: str, about: int | None = None) -> Right:
    """Check a request ``what`` (a key of :data:`QUESTIONS`) by ``seat`` now.

    :raises PhaseError: the seat may not make it now (the Law cited), or ``what`` is not a
        request.
    """
    check = QUESTIONS.get(what)
    if check is None:
        raise PhaseError(
            f"{what!r} is not a request a player makes (one of: {', '.join(QUESTIONS)})",
            law=_ref(table, "20"),
        )
    right = check(table, seat, about)
    if not right.allowed:
        raise PhaseError(f"{_name(seat)} may not ask ({what}): {right.reason}", law=right.law)
    return right
