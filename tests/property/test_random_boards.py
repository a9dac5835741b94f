"""Properties of random legal boards played through the strict table (hypothesis)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgelaw.core import DEAL_COUNT, PASS, Board, Card, Deal, Seat, Side
from bridgelaw.table import Phase, Table, view
from tests.property.fuzz import examples

SETTINGS = settings(
    max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


def _choose_call(data: st.DataObject, table: Table) -> None:
    legal = table.legal_calls()
    # Pass half the time, so that auctions end at every level.
    if data.draw(st.booleans(), label="pass"):
        table.call(PASS)
    else:
        table.call(legal[data.draw(st.integers(0, len(legal) - 1), label="call")])


def _may_see(table: Table, seat: Seat, card: Card, original: Deal) -> bool:
    """What the Laws let ``seat`` see of ``card`` at this moment."""
    if table.phase == Phase.ENDED:
        return True
    played = any(card in trick.cards for trick in table.tricks) or any(
        card == c for _, c in table.current_trick
    )
    if played or card in original[seat]:
        return True
    return table.opening_lead_made and card in original[table.dummy]  # type: ignore[index]


def _check_views(table: Table, original: Deal) -> None:
    for seat in Seat:
        for card in view(table, seat).visible_cards():
            assert _may_see(table, seat, card, original), (seat, card, table.events)


def _check_consistent(table: Table) -> None:
    held = sum(len(table.remaining(seat)) for seat in Seat)
    played = 4 * len(table.tricks) + len(table.current_trick)
    assert held + played == 52
    assert sum(table.tricks_won(side) for side in Side) == len(table.tricks)


@SETTINGS
@given(
    number=st.integers(1, 64),
    deal_number=st.integers(0, DEAL_COUNT - 1),
    data=st.data(),
)
def test_random_legal_board_ends_with_13_tricks_and_a_consistent_state(
    number: int, deal_number: int, data: st.DataObject
) -> None:
    deal = Deal.from_number(deal_number)
    table = Table(Board(number, deal))
    while table.phase == Phase.AUCTION:
        _choose_call(data, table)
        _check_views(table, deal)
    if table.passed_out:
        assert table.score_ns() == 0
        return
    while table.phase == Phase.PLAY:
        legal = table.legal_cards()
        assert legal, table.events
        table.play(legal[data.draw(st.integers(0, len(legal) - 1), label="card")])
        _check_consistent(table)
        _check_views(table, deal)
    assert len(table.tricks) == 13
    assert table.declarer_tricks == table.tricks_won(table.declarer.side)  # type: ignore[union-attr]
    assert isinstance(table.score_ns(), int)
    rebuilt = Table.replay(table.board, table.events)
    assert rebuilt.tricks == table.tricks
    assert rebuilt.score_ns() == table.score_ns()


@SETTINGS
@given(deal_number=st.integers(0, DEAL_COUNT - 1), data=st.data())
def test_replaying_any_prefix_of_the_log_rebuilds_the_same_state(
    deal_number: int, data: st.DataObject
) -> None:
    table = Table(Board(1, Deal.from_number(deal_number)))
    while table.phase == Phase.AUCTION:
        _choose_call(data, table)
    while table.phase == Phase.PLAY and data.draw(st.integers(0, 20), label="go on") > 0:
        legal = table.legal_cards()
        table.play(legal[data.draw(st.integers(0, len(legal) - 1), label="card")])
    cut = data.draw(st.integers(0, len(table.events)), label="cut")
    prefix = Table.replay(table.board, table.events[:cut])
    undone = table.copy()
    while len(undone.events) > cut:
        undone.undo()
    for t in (prefix, undone):
        assert t.events == table.events[:cut]
        assert t.phase == Table.replay(table.board, table.events[:cut]).phase
        assert t.tricks == prefix.tricks
        assert t.current_trick == prefix.current_trick
        assert t.turn == prefix.turn


@SETTINGS
@given(deal_number=st.integers(0, DEAL_COUNT - 1), data=st.data())
def test_claims_account_for_all_13_tricks(deal_number: int, data: st.DataObject) -> None:
    table = Table(Board(1, Deal.from_number(deal_number)))
    for call in ("1NT", "P", "P", "P"):
        table.call(call)
    while data.draw(st.booleans(), label="play") and table.phase == Phase.PLAY:
        table.play(table.legal_cards()[0])
    if table.phase != Phase.PLAY:
        return
    remaining = 13 - len(table.tricks)
    claimer = data.draw(st.sampled_from(list(Seat)), label="claimer")
    tricks = data.draw(st.integers(0, remaining), label="tricks")
    table.claim(tricks, seat=claimer)
    declarer_tricks = table.declarer_tricks
    assert declarer_tricks is not None and 0 <= declarer_tricks <= 13
    defence = 13 - declarer_tricks
    claimer_total = declarer_tricks if claimer.side == Side.NS else defence
    assert claimer_total == table.tricks_won(claimer.side) + tricks
