"""Property test of the laws mode in the play (hypothesis): a random contract, then any
sequence of physically possible actions - legal cards, cards out of turn, revokes,
premature leads and plays, exposed cards, designations of dummy's cards, cards declarer
held or touched (45C2, 45C3), dummy's suggestions (57C2), retractions,
revoke inquiries and attention drawn to revokes, defective tricks, inspections of
quitted tricks, claims and concessions with random answers, calls of the director -
with a random answer to every judgment question and a random choice at every ruling:

* raises nothing but the documented errors (:data:`DOCUMENTED`), and a refused action
  leaves the table unchanged;
* never leaves the table inconsistent (:func:`check_invariants`);
* after the step limit (the director then rules until nothing is pending and the
  players play legal cards), always ends the board with 13 tricks accounted for - won
  in play or settled by a claim - and a score, or with a board the director closed.
"""

from __future__ import annotations

import contextlib

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgelaw.core import Board, Card, Deal, Seat
from bridgelaw.director import Director
from bridgelaw.director.replay import table_from_play
from bridgelaw.errors import (
    IllegalCallError,
    IllegalPlayError,
    NotationError,
    PhaseError,
    RulingError,
)
from bridgelaw.formats import pbn
from bridgelaw.formats.play_marks_export import (
    annotated_play,
    annotated_play_from_pbn,
    pbn_game_with_play,
)
from bridgelaw.laws.end_state import ClaimStatus, Moment
from bridgelaw.laws.irregularity import ProcedureStatus
from bridgelaw.laws.play_records import PlayStatus
from bridgelaw.table import CardHandled, DummyInfraction, Mode, Phase, Table
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
from tests.property.fuzz import examples

DOCUMENTED = (IllegalCallError, IllegalPlayError, PhaseError, RulingError, NotationError)
"""The errors the table and the director document for an action not possible now."""

CONTRACTS = ("1NT", "3NT", "4S", "4H", "2C", "6D", "7NT", "3DX")
LINES = ("", "trumps", "hearts", "spades clubs", "trumps diamonds hearts")
DESIGNATIONS = ("high", "low", "win", "spade", "heart", "queen", "anything")
RETRACTIONS = ("slip", "opponent-changed", "misinformed-turn", "other")
MAX_STEPS = 60
CLAIM_LIMIT = 5
"""Claims are made with at most this many tricks left (the analysis searches them)."""
SETTINGS = settings(
    max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


# ------------------------------------------------------------- invariants
def check_invariants(table: Table) -> None:
    """What must hold of a laws-mode table in the play after every action."""
    deal = table.board.deal
    assert deal is not None
    play = table.play_state
    assert play is not None
    edition = table.edition.year
    # the cards: every card once, in a trick, in the trick in progress, or in its hand
    seen: list[Card] = []
    for number, trick in enumerate(play.tricks, start=1):
        assert trick.number == number and len(set(trick.cards)) == 4
        for position, card in enumerate(trick.cards):
            assert card in deal[trick.leader.next(position)]
        seen.extend(trick.cards)
    for position, card in enumerate(play.current):
        assert card in deal[play.leader.next(position)]
    seen.extend(play.current)
    for seat in Seat:
        held = play.hands[seat].cards()
        assert all(card in deal[seat] for card in held)
        seen.extend(held)
    assert len(seen) == 52 and len(set(seen)) == 52
    in_tricks = {card for trick in play.tricks for card in trick.cards} | set(play.current)
    records = table.play_records
    played = {r.card for r in records if r.status is PlayStatus.PLAYED}
    assert played == in_tricks
    for index, record in enumerate(records):
        assert record.index == index
    assert play.won[0] + play.won[1] == len(play.tricks)
    # penalty cards: a defender's, still in his hand
    for penalty in table.penalty_cards:
        assert penalty.seat not in (play.declarer, play.dummy)
        assert penalty.card in play.hands[penalty.seat]
    # Laws 61-71: notices name revokes; at most one claim settled, within its tricks
    end = table.laws_state.play.end
    revokes = {r.play for r in table.revokes} | {
        p.irregularity.play_index for p in table.procedures if p.irregularity.play_index is not None
    }
    assert all(notice.play in revokes for notice in end.notices)
    settled = [c for c in end.claims if c.settled is not None]
    assert len(settled) <= 1
    for claim in settled:
        assert claim.status in (ClaimStatus.AGREED, ClaimStatus.RULED)
        assert claim.settled is not None and 0 <= claim.settled <= claim.remaining
        assert claim.remaining == 13 - len(play.tricks)
    for ref in [f.law for f in table.review_flags] + [u.law for u in table.ledger]:
        assert ref.edition == edition
    # the phase says what the table waits for
    blocking = table.laws_state.blocking()
    if table.closed_by is not None:
        assert table.phase == Phase.ENDED
    elif blocking is not None:
        assert table.phase == Phase.DIRECTOR and table.turn is None
    elif play.is_complete or settled:
        assert table.phase == Phase.ENDED
        tricks = table.declarer_tricks
        assert tricks is not None and 0 <= tricks <= 13
        assert isinstance(table.score_ns(), int)
    else:
        assert table.phase == Phase.PLAY and table.turn is not None
    # the log is the state
    again = Table.replay(table.board, table.events, edition=edition, mode=Mode.LAWS)
    assert again.play_records == table.play_records
    assert again.tricks == table.tricks and again.phase == table.phase
    assert again.declarer_tricks == table.declarer_tricks
    assert [(p.status, p.step) for p in again.procedures] == [
        (p.status, p.step) for p in table.procedures
    ]


def _phase(table: Table) -> Phase:
    """The table's phase (a function, so that mypy does not narrow the property)."""
    return table.phase


# ---------------------------------------------------------------- actions
def _rule(data: st.DataObject, table: Table) -> None:
    """The director rules on what the table waits on, with random answers and choice."""
    director = Director(table.edition)
    answers: dict[str, str] = {}
    ruling = director.rule(table, answers=answers)
    for _ in range(12):
        if not ruling.questions:
            break
        question = ruling.questions[0]
        answers[question.key] = data.draw(st.sampled_from(question.answers), label="answer")
        ruling = director.rule(table, answers=answers)
    assert not ruling.questions, ruling
    assert ruling.options, ruling
    option = data.draw(st.sampled_from(ruling.options), label="option")
    ruling.apply(table, option.key, answers=answers)


def _card_of(data: st.DataObject, table: Table, seat: Seat) -> Card | None:
    cards = list(table.remaining(seat))
    return data.draw(st.sampled_from(cards), label="card") if cards else None


def _revoke(data: st.DataObject, table: Table) -> None:
    """The player in turn plays a card that does not follow suit, if he can."""
    play = table.play_state
    turn = table.turn
    if play is None or turn is None or play.led_suit is None:
        return
    others = [c for c in play.hands[turn].cards() if c.suit != play.led_suit]
    if others and len(others) < len(play.hands[turn]):
        table.play(data.draw(st.sampled_from(others), label="revoke card"))


def _action(data: st.DataObject, table: Table) -> None:
    seat = data.draw(st.sampled_from(list(Seat)), label="seat")
    what = data.draw(
        st.sampled_from(
            ("legal", "legal", "legal", "legal", "any", "revoke", "revoke", "expose",
             "designate", "retract", "director", "rule", "rule", "attention", "inquiry",
             "inspect", "repoint", "defective", "claim", "answer", "answer", "after",
             "handled", "suggest")
        ),
        label="action",
    )  # fmt: skip
    play = table.play_state
    assert play is not None
    if what == "legal":
        legal = table.legal_cards()
        if legal:
            table.play(data.draw(st.sampled_from(legal), label="legal card"))
    elif what == "any":
        card = _card_of(data, table, seat)
        if card is not None:
            table.play(card)
    elif what == "revoke":
        _revoke(data, table)
    elif what == "expose":
        card = _card_of(data, table, seat)
        if card is not None:
            how = data.draw(st.sampled_from(("shown", "dropped", "named")), label="how")
            table.expose(seat, card, how=how)
    elif what == "designate":
        table.designate(data.draw(st.sampled_from(DESIGNATIONS), label="designation"))
    elif what == "retract":
        records = [r for r in table.play_records if r.status is PlayStatus.PLAYED]
        if records:
            record = data.draw(st.sampled_from(records[-4:]), label="record")
            reason = data.draw(st.sampled_from(RETRACTIONS), label="reason")
            table.retract(record.seat, record.card, reason)
    elif what == "director":
        table.call_director(by=seat)
    elif what == "rule":
        if table.laws_state.blocking() is not None:
            _rule(data, table)
    elif what == "attention":
        offender = data.draw(st.sampled_from(list(Seat)), label="offender")
        table.apply(RevokeAttention(seat, offender))
    elif what == "inquiry":
        table.apply(RevokeInquiry(seat, data.draw(st.sampled_from(list(Seat)), label="asked")))
    elif what == "inspect":
        trick = data.draw(st.integers(1, 13), label="trick")
        own = data.draw(st.booleans(), label="own")
        table.apply(TrickInspected(seat, trick, own=own))
    elif what == "repoint":
        table.apply(TrickRepointed(seat, data.draw(st.sampled_from(list(Seat)), label="whose")))
    elif what == "defective":
        trick = data.draw(st.integers(1, max(1, len(play.tricks))), label="trick")
        extra = _card_of(data, table, seat) if data.draw(st.booleans(), label="x") else None
        missing = extra is None and data.draw(st.booleans(), label="missing")
        table.apply(DefectiveTrickFound(seat, trick, extra, missing))
    elif what == "handled":
        card = _card_of(data, table, seat)
        if card is not None:
            how = data.draw(st.sampled_from(("held", "touched")), label="handled")
            table.apply(CardHandled(card, how))
    elif what == "suggest":
        table.apply(DummyInfraction("suggest"))
    elif what == "claim":
        remaining = 13 - len(play.tricks)
        if remaining <= CLAIM_LIMIT:
            tricks = data.draw(st.integers(0, remaining), label="tricks")
            line = data.draw(st.sampled_from(LINES), label="line")
            trumps = data.draw(st.booleans(), label="trumps")
            table.apply(ClaimMade(seat, tricks, "claim", line, trumps))
    elif what == "answer":
        answer = data.draw(st.sampled_from(CLAIM_ANSWERS), label="claim answer")
        table.apply(ClaimAnswered(seat, answer))
    else:
        _after(data, table, seat)


def _after(data: st.DataObject, table: Table, seat: Seat) -> None:
    """After play: the board moves on, agreements are withdrawn, concessions disputed."""
    kind = data.draw(st.sampled_from(("moment", "withdraw", "concession")), label="after")
    minutes = data.draw(st.one_of(st.none(), st.integers(0, 60)), label="minutes")
    if kind == "moment":
        table.apply(Milestone(data.draw(st.sampled_from(list(Moment)[1:]), label="moment")))
    elif kind == "withdraw":
        table.apply(AgreementWithdrawn(seat, minutes))
    else:
        table.apply(ConcessionDisputed(seat, minutes))


def _finish(data: st.DataObject, table: Table) -> None:
    """The step limit is reached: the director rules until nothing is pending, and the
    players play legal cards until the board is over."""
    for _ in range(400):
        state = table.laws_state
        if table.closed_by is not None:
            return
        blocking = state.blocking()
        if blocking is not None:
            if blocking.status == ProcedureStatus.WINDOW:
                table.call_director()
            _rule(data, table)
        elif table.phase == Phase.ENDED:
            return
        else:
            legal = table.legal_cards()
            assert legal, table.events
            table.play(data.draw(st.sampled_from(legal), label="finishing card"))
        check_invariants(table)
    raise AssertionError(f"the board does not end: {table.events}")


@SETTINGS
@given(
    data=st.data(),
    edition=st.sampled_from((2017, 2007, 1997, 1987)),
    contract=st.sampled_from(CONTRACTS),
    deal=st.integers(0, 10**20),
)
def test_random_play_always_ends_with_13_tricks_accounted_for(
    data: st.DataObject, edition: int, contract: str, deal: int
) -> None:

    board = Board(1, Deal.from_number(deal))
    table = Table(board, edition=edition, mode=Mode.LAWS)
    calls = [contract[:2]] + (["X"] if contract.endswith("X") else [])
    for call in ("P", "P", *calls, "P", "P", "P"):
        table.call(call)
    assert _phase(table) == Phase.PLAY
    steps = data.draw(st.integers(0, MAX_STEPS), label="steps")
    for _ in range(steps):
        if _phase(table) == Phase.ENDED and table.laws_state.blocking() is None:
            if data.draw(st.booleans(), label="after play"):
                seat = data.draw(st.sampled_from(list(Seat)), label="seat")
                with contextlib.suppress(*DOCUMENTED):
                    _after(data, table, seat)
                continue
            break
        before = table.events
        try:
            _action(data, table)
        except DOCUMENTED as error:
            assert table.events == before, f"a refused action changed the table: {error}"
            continue
        check_invariants(table)
    _finish(data, table)
    check_invariants(table)
    assert _phase(table) == Phase.ENDED
    if table.closed_by is None:
        play = table.play_state
        assert play is not None
        settled = table.laws_state.play.end.settled_claim()
        assert len(play.tricks) == 13 or settled is not None
        tricks = table.declarer_tricks
        assert tricks is not None and 0 <= tricks <= 13
        assert isinstance(table.score_ns(), int)
        check_records(table)


def check_records(table: Table) -> None:
    """The play written to PBN (marks, claim, result) reads back the same, and replays
    at a new table to the same cards and marks."""
    play = annotated_play(table)
    text = pbn.dumps([pbn_game_with_play(table)])
    game = pbn.loads(text)[0]
    back = annotated_play_from_pbn(game)
    assert back.cards == play.cards and back.swapped == play.swapped
    assert back.result == play.result
    assert game.auction is not None
    again = table_from_play(
        table.board,
        game.auction,
        back.cards,
        claimed=back.claimed,
        swapped=back.swapped,
        edition=table.edition,
    )
    assert annotated_play(again).cards == play.cards
