"""Property test of the laws mode (hypothesis): any sequence of physically possible
actions — calls by any seat (levels 8-9, doubles and redoubles anywhere, calls after
the auction), changes of call, simultaneous calls, exposed cards, reports of every kind,
calls of the director — with a random answer to every judgment question and a random
choice at every ruling:

* raises nothing but the documented errors (:data:`DOCUMENTED`), and a refused action
  leaves the table unchanged;
* never leaves the table inconsistent (:func:`check_invariants`);
* always ends, after the step limit, in a completed auction or a board the director
  has closed: the director is called and rules until nothing is pending, and the
  players in turn pass.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgelaw.core import ALL_BIDS, DOUBLE, PASS, REDOUBLE, Bid, Board, Call, Deal, Seat, Strain
from bridgelaw.director import Director
from bridgelaw.director.laws_09_11 import forfeiture
from bridgelaw.director.laws_13_14 import EXTRA_CARD
from bridgelaw.errors import IllegalCallError, IllegalPlayError, PhaseError, RulingError
from bridgelaw.laws.irregularity import Kind, ProcedureStatus, RecordStatus
from bridgelaw.table import (
    IrregularityReported,
    MisinformationReported,
    Mode,
    Phase,
    Table,
    WrongHandDiscovered,
)
from tests.property.fuzz import examples

DOCUMENTED = (IllegalCallError, IllegalPlayError, PhaseError, RulingError)
"""The errors the table and the director document for an action not possible now."""

CALLS: tuple[Call, ...] = (
    PASS,
    DOUBLE,
    REDOUBLE,
    *ALL_BIDS,
    Bid(8, Strain.SPADES),
    Bid(9, Strain.NOTRUMP),
)
REPORTS = (
    Kind.WRONG_CARD_COUNT,
    Kind.MISSING_CARD,
    Kind.UNAUTHORIZED_INFORMATION,
    Kind.EXPLANATION,
    Kind.OTHER,
)
NOTES = (None, EXTRA_CARD, "partner: a hesitation", "outside: a card seen", "own-explanation",
         "partner-explanation", "disclosure", "deviation", "restatement")  # fmt: skip
OTHER_LAWS = ("23", "10B", "12A1", "72C")
MAX_STEPS = 45
SETTINGS = settings(
    max_examples=examples(70), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


# ------------------------------------------------------------- invariants
def check_invariants(table: Table) -> None:
    """What must hold of a laws-mode table after every action."""
    state = table.laws_state
    edition = table.edition.year
    records = state.records
    # records: numbered in order, statuses coherent with the procedures
    for position, record in enumerate(records):
        assert record.index == position
        if record.log_index is not None:
            assert 0 <= record.log_index < len(table.events)
        if record.status in (RecordStatus.PENDING, RecordStatus.PROVISIONAL):
            assert record.irregularity is not None
            procedure = state.procedures[record.irregularity]
            # a closed board voids every procedure still open (its calls stay as they were)
            assert procedure.is_open or table.closed_by is not None, (record, table.events)
    # the legal auction is the fold of the records that count
    legal = state.legal_records()
    assert all(r.status.in_auction for r in legal)
    assert [(r.seat, r.call) for r in legal] == list(state.auction.calls)
    assert table.calls == tuple(r.call for r in legal)
    assert all(not isinstance(r.call, Bid) or r.call.level <= 7 for r in legal
               if r.status != RecordStatus.PROVISIONAL)  # fmt: skip
    # obligations: seats of the board, Laws of the table's edition, none after the auction
    for ob in table.obligations:
        assert ob.seat in Seat and ob.law.edition == edition
    if state.auction_ended:
        assert table.obligations == ()
    for ref in [f.law for f in table.review_flags] + [u.law for u in table.ledger]:
        assert ref.edition == edition
    for irregularity in state.irregularities:
        assert irregularity.law.edition == edition == irregularity.edition
    # the phase says what the table waits for
    blocking = state.blocking()
    if table.closed_by is not None:
        assert table.phase == Phase.ENDED and not state.open_procedures()
    elif blocking is not None:
        assert table.phase == Phase.DIRECTOR and table.turn is None
    else:
        assert table.phase != Phase.DIRECTOR
    if table.phase == Phase.AUCTION:
        assert table.turn is not None and table.legal_calls()
    # the log is the state: a replay gives the same table
    again = Table.replay(table.board, table.events, edition=edition, mode=Mode.LAWS)
    assert again.records == table.records
    assert again.obligations == table.obligations
    assert again.lead_restrictions == table.lead_restrictions
    assert again.ledger == table.ledger and again.review_flags == table.review_flags
    assert [(p.status, p.step, p.outcome) for p in again.procedures] == [
        (p.status, p.step, p.outcome) for p in table.procedures
    ]
    assert again.phase == table.phase and again.contract == table.contract


def _unchanged(table: Table, before: tuple[object, ...], action: object) -> None:
    assert table.events == before, f"a refused action changed the table: {action}"


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


def _forfeit(data: st.DataObject, table: Table) -> None:
    irregularity = table.irregularity
    assert irregularity is not None
    actor = data.draw(st.sampled_from(list(Seat)), label="actor")
    answer = data.draw(st.sampled_from(("yes", "no")), label="11A")
    ruling = forfeiture(table, actor, answer=answer)
    if ruling.questions:
        return
    choice = data.draw(st.sampled_from(ruling.options), label="option").key
    ruling.apply(table, choice)


def _action(data: st.DataObject, table: Table) -> None:
    seat = data.draw(st.sampled_from(list(Seat)), label="seat")
    what = data.draw(
        st.sampled_from(
            ("call", "call", "call", "legal", "legal", "change", "together", "expose",
             "report", "misinformation", "wrong-hand", "director", "rule", "forfeit", "card")
        ),
        label="action",
    )  # fmt: skip
    if what == "call":
        table.call(data.draw(st.sampled_from(CALLS), label="call"), seat=seat)
    elif what == "legal":
        legal = table.legal_calls()
        if legal:
            table.call(data.draw(st.sampled_from(legal), label="legal call"))
    elif what == "change":
        table.change_call(data.draw(st.sampled_from(CALLS), label="call"), seat=seat)
    elif what == "together":
        other = data.draw(st.sampled_from([s for s in Seat if s != seat]), label="other")
        calls = st.sampled_from(CALLS)
        table.simultaneous((seat, data.draw(calls)), (other, data.draw(calls)))
    elif what == "expose":
        cards = table.remaining(seat)
        card = data.draw(st.sampled_from(list(cards)), label="card")
        table.expose(seat, card, led=data.draw(st.booleans(), label="led"))
    elif what == "report":
        kind = data.draw(st.sampled_from(REPORTS), label="kind")
        law = data.draw(st.sampled_from(OTHER_LAWS), label="law") if kind == Kind.OTHER else "16"
        records = len(table.records)
        about = data.draw(st.one_of(st.none(), st.integers(0, max(records - 1, 0))))
        note = data.draw(st.sampled_from(NOTES), label="note")
        table.apply(IrregularityReported(kind, seat, table.law(law), "reported", (), about,
                                         None, note))  # fmt: skip
    elif what == "misinformation":
        about = data.draw(st.integers(0, len(table.records) + 1), label="about")
        table.apply(MisinformationReported(seat, about))
    elif what == "wrong-hand":
        table.apply(WrongHandDiscovered(seat, data.draw(st.integers(1, 32), label="board")))
    elif what == "director":
        table.call_director(by=seat)
    elif what == "rule":
        if table.laws_state.blocking() is not None:
            _rule(data, table)
    elif what == "forfeit":
        if table.laws_state.blocking() is not None:
            _forfeit(data, table)
    elif not table.laws_state.auction_ended:  # a card during the auction (Laws 24, 41A)
        table.play(data.draw(st.sampled_from(list(table.remaining(seat))), label="card"))


def _finish(data: st.DataObject, table: Table) -> None:
    """The step limit is reached: the director rules until nothing is pending, then the
    players in turn pass until the auction is complete. Once it is, procedures of the
    play laws (41 on: penalty cards at the opening lead...) belong to the play."""
    for _ in range(300):
        state = table.laws_state
        blocking = state.blocking()
        if table.closed_by is not None or (state.auction_ended and blocking is None):
            return
        if state.auction_ended and blocking is not None and blocking.irregularity.law.law > 40:
            return
        if blocking is not None:
            if blocking.status == ProcedureStatus.WINDOW:
                table.call_director()
            _rule(data, table)
        else:
            legal = table.legal_calls()
            assert legal, table.events
            table.call(PASS if PASS in legal else legal[0])
        check_invariants(table)
    raise AssertionError(f"the board does not end: {table.events}")


@SETTINGS
@given(
    data=st.data(),
    edition=st.sampled_from((2017, 2007, 1997, 1987)),
    number=st.integers(1, 32),
    deal=st.integers(0, 10**20),
)
def test_random_actions_keep_the_table_consistent_and_end(
    data: st.DataObject, edition: int, number: int, deal: int
) -> None:
    table = Table(Board(number, Deal.from_number(deal)), edition=edition, mode=Mode.LAWS)
    steps = data.draw(st.integers(0, MAX_STEPS), label="steps")
    for _ in range(steps):
        if table.phase == Phase.ENDED:
            break
        before = table.events
        try:
            _action(data, table)
        except DOCUMENTED as error:
            _unchanged(table, before, error)
            continue
        check_invariants(table)
    _finish(data, table)
    state = table.laws_state
    assert table.closed_by is not None or state.auction_ended
    blocking = state.blocking()
    assert blocking is None or blocking.irregularity.law.law > 40 or table.closed_by is not None
    if table.closed_by is None:
        assert table.phase in (Phase.PLAY, Phase.ENDED, Phase.DIRECTOR)
        if state.auction.is_passed_out:
            assert table.score_ns() == 0
        else:
            assert table.contract is not None and table.contract.level <= 7
