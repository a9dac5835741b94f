"""Property test of the laws mode in the play (hypothesis): after a random auction, any
sequence of physically possible actions in the play — cards from any hand, out of turn,
revokes, a second card to a trick, face-down leads, exposed cards, several cards at
once, designations of dummy's cards, retractions, dummy's infractions, calls of the
director — with a random answer to every judgment question and a random choice at
every ruling:

* raises nothing but the documented errors, and a refused action leaves the table
  unchanged;
* never leaves the table inconsistent (52 cards accounted for, every pending card with
  an open procedure, the log replays to the same state);
* always ends with 13 tricks, the tricks won accounted for, and a score.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgelaw.core import PASS, Board, Card, Deal, Seat, Side
from bridgelaw.director import Director
from bridgelaw.errors import IllegalCallError, IllegalPlayError, PhaseError, RulingError
from bridgelaw.laws.irregularity import ProcedureStatus
from bridgelaw.laws.play_records import PlayStatus
from bridgelaw.table import (
    CardsPlayedTogether,
    DummyInfraction,
    FaceDownLead,
    LeadFaced,
    Mode,
    Phase,
    Table,
)
from tests.property.fuzz import examples

DOCUMENTED = (IllegalCallError, IllegalPlayError, PhaseError, RulingError)
WORDS = ("high", "low", "win it", "spade", "heart", "queen", "seven", "anything", "SA", "C2")
DUMMY = ("exchange-hands", "warn-wrong-hand", "warn-defender", "suggest", "comment")
REASONS = ("slip", "opponent-changed", "misinformed-turn", "misinformation", "other")
SETTINGS = settings(
    max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


def check_invariants(table: Table) -> None:
    """What must hold of a laws-mode table in the play after every action."""
    played = [card for trick in table.tricks for card in trick.cards]
    played += [card for _, card in table.current_trick]
    held = [card for seat in Seat for card in table.remaining(seat)]
    assert len(played) + len(held) == 52 and len(set(played) | set(held)) == 52
    assert sum(table.tricks_won(side) for side in Side) == len(table.tricks)
    state = table.laws_state
    for record in table.play_records:
        if record.status == PlayStatus.PLAYED:
            assert record.index in state.play.trick_of, (record, table.events)
        if record.status == PlayStatus.DEFERRED:  # committed to this trick or the next
            assert record.trick >= len(table.tricks) + 1, (record, table.events)
        if record.status == PlayStatus.PENDING:
            assert record.irregularity is not None
            assert state.procedures[record.irregularity].is_open, table.events
    for penalty in table.penalty_cards:
        assert penalty.card in table.remaining(penalty.seat)
        assert penalty.seat.side != table.declarer.side  # type: ignore[union-attr]
    if state.blocking() is not None:
        assert table.phase == Phase.DIRECTOR and table.turn is None
    again = Table.replay(table.board, table.events, edition=table.edition, mode=Mode.LAWS)
    assert again.tricks == table.tricks and again.current_trick == table.current_trick
    assert again.play_records == table.play_records
    assert again.penalty_cards == table.penalty_cards
    assert [(p.status, p.step) for p in again.procedures] == [
        (p.status, p.step) for p in table.procedures
    ]


def _rule(data: st.DataObject, table: Table) -> None:
    director = Director(table.edition)
    answers: dict[str, str] = {}
    ruling = director.rule(table, answers=answers)
    for _ in range(12):
        if not ruling.questions:
            break
        question = ruling.questions[0]
        answers[question.key] = data.draw(st.sampled_from(question.answers), label="answer")
        ruling = director.rule(table, answers=answers)
    assert not ruling.questions and ruling.options, ruling
    option = data.draw(st.sampled_from(ruling.options), label="option")
    ruling.apply(table, option.key, answers=answers)


def _card(data: st.DataObject, table: Table, seat: Seat) -> Card | None:
    cards = list(table.remaining(seat))
    return data.draw(st.sampled_from(cards), label="card") if cards else None


def _action(data: st.DataObject, table: Table) -> None:
    seat = data.draw(st.sampled_from(list(Seat)), label="seat")
    what = data.draw(
        st.sampled_from(
            ("legal", "legal", "legal", "any", "any", "dummy-own", "expose", "together",
             "designate", "retract", "face-down", "face", "director", "rule", "rule", "dummy")
        ),
        label="action",
    )  # fmt: skip
    if what == "legal":
        legal = table.legal_cards()
        if legal:
            table.play(data.draw(st.sampled_from(list(legal)), label="legal card"))
    elif what in ("any", "dummy-own"):
        card = _card(data, table, seat)
        if card is not None:
            by = seat if what == "dummy-own" else None
            table.play(card, by=by)
    elif what == "expose":
        card = _card(data, table, seat)
        if card is not None:
            how = data.draw(st.sampled_from(("shown", "dropped", "named")), label="how")
            table.expose(seat, card, how=how)
    elif what == "together":
        cards = list(table.remaining(seat))
        if len(cards) >= 2:
            pair = tuple(data.draw(st.permutations(cards), label="cards")[:2])
            faced = pair if data.draw(st.booleans(), label="both") else pair[:1]
            table.apply(CardsPlayedTogether(seat, pair, faced))
    elif what == "designate":
        table.designate(data.draw(st.sampled_from(WORDS), label="words"))
    elif what == "retract":
        records = [r for r in table.play_records if r.status != PlayStatus.WITHDRAWN]
        if records:
            record = data.draw(st.sampled_from(records), label="record")
            reason = data.draw(st.sampled_from(REASONS), label="reason")
            table.retract(record.seat, record.card, reason)
    elif what == "face-down":
        card = _card(data, table, seat)
        if card is not None:
            table.apply(FaceDownLead(seat, card))
    elif what == "face":
        table.apply(LeadFaced())
    elif what == "director":
        table.call_director(by=seat)
    elif what == "rule":
        if table.laws_state.blocking() is not None:
            _rule(data, table)
    else:
        table.apply(DummyInfraction(data.draw(st.sampled_from(DUMMY), label="dummy")))


def _finish(data: st.DataObject, table: Table) -> None:
    for _ in range(400):
        if table.phase == Phase.ENDED:
            return
        blocking = table.laws_state.blocking()
        if blocking is not None:
            if blocking.status == ProcedureStatus.WINDOW:
                table.call_director()
            _rule(data, table)
        elif table.laws_state.play.face_down() is not None:
            table.apply(LeadFaced())
        else:
            legal = table.legal_cards()
            assert legal, table.events
            table.play(legal[0])
        check_invariants(table)
    raise AssertionError(f"the play does not end: {table.events}")


@SETTINGS
@given(
    data=st.data(),
    edition=st.sampled_from((2017, 2007, 1997, 1987)),
    number=st.integers(1, 32),
    deal=st.integers(0, 10**20),
)
def test_random_irregular_play_ends_with_13_tricks_and_a_score(
    data: st.DataObject, edition: int, number: int, deal: int
) -> None:
    table = Table(Board(number, Deal.from_number(deal)), edition=edition, mode=Mode.LAWS)
    level = data.draw(st.integers(1, 7), label="level")
    strain = data.draw(st.sampled_from(("C", "D", "H", "S", "NT")), label="strain")
    table.call(f"{level}{strain}")
    while table.phase == Phase.AUCTION:
        table.call(PASS)
    steps = data.draw(st.integers(0, 50), label="steps")
    for _ in range(steps):
        if table.phase == Phase.ENDED:
            break
        before = table.events
        try:
            _action(data, table)
        except DOCUMENTED:
            assert table.events == before
            continue
        check_invariants(table)
    _finish(data, table)
    assert len(table.tricks) == 13
    declarer = table.declarer
    assert declarer is not None
    tricks = table.declarer_tricks
    assert tricks is not None and 0 <= tricks <= 13
    assert isinstance(table.score_ns(), int)
