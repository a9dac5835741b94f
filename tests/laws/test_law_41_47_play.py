"""Laws 41-47 and 65-66: correct procedure in the play, enforced by the strict table.

The sample deal (see conftest): N AKQJ.T98.765.432, E T98.765.432.AKQJ,
S 765.432.AKQJ.T98, W 432.AKQJ.T98.765.
"""

from __future__ import annotations

import pytest

from bridgelaw.core import Board, Card, Deal, Seat, Side, Strain, Suit
from bridgelaw.errors import IllegalPlayError, PhaseError
from bridgelaw.table import Phase, Table
from tests.conftest import SAMPLE_DEAL


def contract_table(*calls: str) -> Table:
    t = Table(Board(1, Deal.parse(SAMPLE_DEAL)))
    for call in calls:
        t.call(call)
    return t


def four_spades_by_north() -> Table:
    return contract_table("1S", "P", "4S", "P", "P", "P")


def c(text: str) -> Card:
    return Card.parse(text)


@pytest.mark.law("41A", indirect=True)
def test_41a_opening_lead_by_declarers_lho() -> None:
    t = four_spades_by_north()
    assert t.declarer == Seat.NORTH
    assert t.phase == Phase.PLAY
    assert t.turn == Seat.EAST
    t.play("CA")
    assert t.current_trick == ((Seat.EAST, c("CA")),)


@pytest.mark.law("41A")
def test_41a_opening_lead_out_of_turn_cites_54() -> None:
    t = four_spades_by_north()
    with pytest.raises(IllegalPlayError) as info:
        t.play("HA")  # West's card
    assert (str(info.value.law), str(info.value.rectification)) == ("41A", "54")
    assert not t.opening_lead_made


@pytest.mark.law("41A")
def test_card_during_the_auction_cites_24() -> None:
    t = contract_table("1S")
    with pytest.raises(PhaseError) as info:
        t.play("CA")
    assert str(info.value.rectification) == "24"


@pytest.mark.law("45B", indirect=True)
def test_45b_declarer_plays_dummys_cards() -> None:
    t = four_spades_by_north()
    t.play("CA")  # East leads
    event = t.play("C8")  # South (dummy): declarer North plays it
    assert event.seat == Seat.SOUTH and event.by == Seat.NORTH
    t.play("C7")  # West
    with pytest.raises(IllegalPlayError) as info:
        t.play("C4", by=Seat.EAST)
    assert str(info.value.law) == "7B3"


@pytest.mark.law("45B")
def test_45b_dummy_may_not_play_his_own_card() -> None:
    t = four_spades_by_north()
    t.play("CA")
    with pytest.raises(IllegalPlayError) as info:
        t.play("C8", by=Seat.SOUTH)
    assert str(info.value.law) == "45B"
    assert t.acting_player == Seat.NORTH and t.turn == Seat.SOUTH


@pytest.mark.law("44C")
def test_44c_must_follow_suit_cites_revoke_law_61() -> None:
    t = four_spades_by_north()
    t.play("CA")
    assert set(t.legal_cards()) == {c("CT"), c("C9"), c("C8")}
    with pytest.raises(IllegalPlayError) as info:
        t.play("DA")
    assert (str(info.value.law), str(info.value.rectification)) == ("44C", "61")


@pytest.mark.law("44D", indirect=True)
def test_44d_a_void_player_may_play_any_card() -> None:
    deal = Deal.parse("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")
    t = Table(Board(1, deal))
    for call in ("1S", "P", "P", "P"):
        t.call(call)
    t.play("HA")  # East leads a heart
    assert len(t.legal_cards()) == 13  # South has no heart


@pytest.mark.law("44E", indirect=True)
def test_44e_highest_trump_wins_and_44g_winner_leads() -> None:
    deal = Deal.parse("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")
    t = Table(Board(1, deal))
    for call in ("1S", "P", "P", "P"):
        t.call(call)
    for card in ("HA", "D2", "C2", "S2"):
        t.play(card)
    assert t.tricks[0].winner == Seat.NORTH  # the only trump
    assert t.turn == Seat.NORTH
    assert t.tricks_won(Side.NS) == 1


@pytest.mark.law("44F", indirect=True)
def test_44f_highest_card_of_suit_led_wins_without_trumps() -> None:
    t = contract_table("1NT", "P", "P", "P")
    assert t.contract is not None and t.contract.strain == Strain.NOTRUMP
    for card in ("CK", "CT", "C5", "C4"):  # E, S, W, N
        t.play(card)
    assert t.tricks[0].winner == Seat.EAST
    assert t.tricks[0].led_suit == Suit.CLUBS


@pytest.mark.law("44G")
def test_44g_lead_out_of_turn_cites_55_or_56() -> None:
    t = contract_table("1NT", "P", "P", "P")
    for card in ("CK", "CT", "C5", "C4"):
        t.play(card)
    with pytest.raises(IllegalPlayError) as info:
        t.play("HA")  # West leads, but East won
    assert (str(info.value.law), str(info.value.rectification)) == ("44G", "56")
    with pytest.raises(IllegalPlayError) as info:
        t.play("SA")  # declarer leads, but East won
    assert str(info.value.rectification) == "55"


@pytest.mark.law("44B")
def test_44b_play_out_of_turn_cites_57() -> None:
    t = contract_table("1NT", "P", "P", "P")
    t.play("CK")
    with pytest.raises(IllegalPlayError) as info:
        t.play("C5")  # West plays before South
    assert (str(info.value.law), str(info.value.rectification)) == ("44B", "57")


@pytest.mark.law("7B3")
def test_card_from_another_hand_or_already_played() -> None:
    t = contract_table("1NT", "P", "P", "P")
    t.play("CK")
    with pytest.raises(IllegalPlayError):
        t.play("CK")


@pytest.mark.law("79A", indirect=True)
def test_13_tricks_end_the_board_and_score() -> None:
    t = contract_table("1NT", "P", "P", "P")
    while not t.is_over:
        t.play(t.legal_cards()[0])
    assert len(t.tricks) == 13
    assert sum(t.tricks_won(side) for side in Side) == 13
    assert t.declarer_tricks == t.tricks_won(Side.NS)
    with pytest.raises(PhaseError):
        t.play("SA")


@pytest.mark.law("68", indirect=True)
def test_agreed_claim_ends_play_with_the_tricks_agreed() -> None:
    t = four_spades_by_north()
    for card in ("CA", "C8", "C7", "C2"):
        t.play(card)
    assert t.tricks[0].winner == Seat.EAST
    t.claim(5, seat=Seat.NORTH)
    assert t.is_over and t.phase == Phase.ENDED
    assert t.declarer_tricks == 5
    with pytest.raises(PhaseError):
        t.claim(1)


@pytest.mark.law("68", indirect=True)
def test_defenders_claim_counts_for_the_defence() -> None:
    t = four_spades_by_north()
    t.claim(4, seat=Seat.EAST)
    assert t.declarer_tricks == 9
    assert t.score_ns() == -50


def test_claim_of_more_tricks_than_remain_is_refused() -> None:
    t = four_spades_by_north()
    with pytest.raises(PhaseError, match="14 tricks"):
        t.claim(14)
    assert not t.is_over
