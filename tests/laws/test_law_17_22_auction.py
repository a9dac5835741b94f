"""Laws 17-22: correct procedure in the auction, enforced by the strict table."""

from __future__ import annotations

import pytest

from bridgelaw.core import (
    ALL_BIDS,
    DOUBLE,
    PASS,
    REDOUBLE,
    Bid,
    Board,
    Call,
    Deal,
    Doubling,
    Seat,
    Strain,
)
from bridgelaw.errors import IllegalCallError, NotationError
from bridgelaw.table import Phase, Table
from tests.conftest import SAMPLE_DEAL


def table(board: int = 1, *calls: str) -> Table:
    t = Table(Board(board, Deal.parse(SAMPLE_DEAL)))
    for call in calls:
        t.call(call)
    return t


@pytest.mark.law("17B", indirect=True)
def test_17b_dealer_calls_first() -> None:
    for number, dealer in ((1, Seat.NORTH), (2, Seat.EAST), (3, Seat.SOUTH), (4, Seat.WEST)):
        assert table(number).turn == dealer


@pytest.mark.law("17C", indirect=True)
def test_17c_then_clockwise_rotation() -> None:
    t = table(2, "P", "1C")
    assert [e.seat for e in t.auction] == [Seat.EAST, Seat.SOUTH]
    assert t.turn == Seat.WEST


@pytest.mark.law("17C")
def test_17c_call_out_of_rotation_is_rejected_citing_law_31() -> None:
    t = table(1)
    with pytest.raises(IllegalCallError) as info:
        t.call("1H", seat=Seat.SOUTH)
    assert str(info.value.law) == "17C"
    assert str(info.value.rectification) == "31"
    assert "south" in str(info.value) and "north" in str(info.value)
    assert t.events == ()


@pytest.mark.law("17C")
@pytest.mark.parametrize(("call", "law"), [("P", "30"), ("X", "32")])
def test_17c_pass_or_double_out_of_rotation(call: str, law: str) -> None:
    t = table(1, "1C")
    with pytest.raises(IllegalCallError) as info:
        t.call(call, seat=Seat.WEST)
    assert str(info.value.rectification) == law


@pytest.mark.law("18B", indirect=True)
def test_18b_bid_order_and_sufficiency() -> None:
    assert [str(b) for b in ALL_BIDS[:6]] == ["1C", "1D", "1H", "1S", "1NT", "2C"]
    assert Bid(2, Strain.CLUBS) > Bid(1, Strain.NOTRUMP) > Bid(1, Strain.SPADES)
    t = table(1, "1S")
    legal = t.legal_calls()
    assert Bid(1, Strain.NOTRUMP) in legal
    assert Bid(1, Strain.SPADES) not in legal and Bid(1, Strain.HEARTS) not in legal


@pytest.mark.law("18D")
def test_18d_insufficient_bid_is_rejected_citing_law_27() -> None:
    t = table(1, "1NT")
    with pytest.raises(IllegalCallError) as info:
        t.call("1S")
    assert (str(info.value.law), str(info.value.rectification)) == ("18D", "27")
    with pytest.raises(IllegalCallError):
        t.call("1NT")
    assert len(t.events) == 1


@pytest.mark.law("18A")
def test_18a_bid_above_seven_rejected_citing_law_38() -> None:
    t = table(1)
    with pytest.raises(IllegalCallError) as info:
        t.call(Bid(8, Strain.CLUBS))
    assert (str(info.value.law), str(info.value.rectification)) == ("18A", "38")


def test_18a_a_bid_names_at_least_one_trick() -> None:
    with pytest.raises(NotationError):
        Bid(0, Strain.CLUBS)


@pytest.mark.law("19A1")
def test_19a1_double_only_an_opponents_last_bid() -> None:
    t = table(1, "1H")
    assert DOUBLE in t.legal_calls()  # East may double North's bid
    t.call("P")
    assert DOUBLE not in t.legal_calls()  # South may not double partner
    with pytest.raises(IllegalCallError) as info:
        t.call("X")
    assert (str(info.value.law), str(info.value.rectification)) == ("19A1", "36")
    t.call("P")
    assert DOUBLE in t.legal_calls()  # West may double, only passes since


@pytest.mark.law("19A1", indirect=True)
def test_19a1_no_double_before_any_bid_or_of_a_double() -> None:
    assert DOUBLE not in table(1).legal_calls()
    t = table(1, "1H", "X", "P")
    assert DOUBLE not in t.legal_calls()


@pytest.mark.law("19B1")
def test_19b1_redouble_only_an_opponents_double() -> None:
    t = table(1, "1H", "X")
    assert REDOUBLE in t.legal_calls()  # South redoubles East's double
    t.call("P")
    with pytest.raises(IllegalCallError) as info:
        t.call("XX")  # West may not redouble partner's double
    assert (str(info.value.law), str(info.value.rectification)) == ("19B1", "36")
    t.call("P")
    assert REDOUBLE in t.legal_calls()  # North, only passes since
    t.call("XX")
    assert REDOUBLE not in t.legal_calls() and DOUBLE not in t.legal_calls()


@pytest.mark.law("19C", indirect=True)
def test_19c_a_later_bid_supersedes_a_double() -> None:
    t = table(1, "1H", "X", "2H", "P", "P", "P")
    assert t.contract is not None and t.contract.doubling == Doubling.UNDOUBLED


@pytest.mark.law("19D", indirect=True)
def test_19d_doubled_and_redoubled_contracts() -> None:
    t = table(1, "1H", "X", "P", "P", "P")
    assert t.contract is not None and str(t.contract) == "1HX"
    t = table(1, "1H", "X", "XX", "P", "P", "P")
    assert t.contract is not None and t.contract.doubling == Doubling.REDOUBLED


@pytest.mark.law("22A", indirect=True)
def test_22a_three_passes_after_a_bid_end_the_auction() -> None:
    t = table(1, "1C", "P", "P")
    before = t.phase
    t.call("P")
    after = t.phase
    assert (before, after) == (Phase.AUCTION, Phase.PLAY)
    assert t.contract is not None and str(t.contract) == "1C"


@pytest.mark.law("22A", indirect=True)
def test_22a_three_initial_passes_do_not_end_the_auction() -> None:
    t = table(1, "P", "P", "P")
    assert t.phase == Phase.AUCTION
    assert len(t.legal_calls()) == 36
    t.call("1S")
    assert t.turn == Seat.NORTH


@pytest.mark.law("22B", indirect=True)
def test_22b_four_passes_pass_the_board_out() -> None:
    t = table(1, "P", "P", "P", "P")
    assert t.passed_out and t.is_over
    assert t.contract is None and t.declarer is None
    assert t.score_ns() == 0
    assert t.legal_calls() == ()


@pytest.mark.law("39")
def test_call_after_the_auction_has_ended_cites_39() -> None:
    t = table(1, "1C", "P", "P", "P")
    with pytest.raises(IllegalCallError) as info:
        t.call("P")
    assert (str(info.value.law), str(info.value.rectification)) == ("22A", "39")


@pytest.mark.law("22A", indirect=True)
def test_declarer_is_first_of_the_side_to_name_the_strain() -> None:
    # N 1H, S raises to 4H: North named hearts first and declares.
    t = table(1, "1H", "P", "4H", "P", "P", "P")
    assert t.declarer == Seat.NORTH and t.dummy == Seat.SOUTH
    assert t.opening_leader == Seat.EAST
    # E overcalls 1S, W bids 2S, E 3S: East declares spades; an opponent's spade bid
    # does not count for EW.
    t = table(1, "1S", "2C", "P", "2S", "P", "3S", "P", "P", "P")
    assert t.declarer == Seat.WEST


def test_legal_calls_at_the_start_are_pass_and_the_35_bids() -> None:
    calls = table(1).legal_calls()
    assert calls[0] == PASS
    assert calls[1:] == ALL_BIDS


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("1NT", Bid(1, Strain.NOTRUMP)),
        ("1n", Bid(1, Strain.NOTRUMP)),
        ("7C", Bid(7, Strain.CLUBS)),
        ("Pass", PASS),
        ("p", PASS),
        ("X", DOUBLE),
        ("Dbl", DOUBLE),
        ("XX", REDOUBLE),
        ("1♠", Bid(1, Strain.SPADES)),
    ],
)
def test_call_notation(text: str, expected: Call) -> None:
    assert Call.parse(text) == expected


def test_bad_call_notation() -> None:
    with pytest.raises(NotationError, match="not a call"):
        Call.parse("1Z")


def test_alerts_and_explanations_stay_on_the_event() -> None:
    t = table(1)
    event = t.call("2C", alert=True, explanation="strong, artificial")
    assert event.call == Bid(2, Strain.CLUBS)
    assert event.alert and event.explanation == "strong, artificial"
    assert t.calls == (Bid(2, Strain.CLUBS),)
