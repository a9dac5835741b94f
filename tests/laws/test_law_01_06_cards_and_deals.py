"""Laws 1 and 6: the pack, and a valid deal; deal numbers."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bridgelaw.core import DEAL_COUNT, DECK, Card, Deal, Hand, Rank, Seat, Suit
from bridgelaw.errors import DealError, NotationError

SAMPLE = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"


@pytest.mark.law("1A", indirect=True)
def test_1a_the_pack_has_52_distinct_cards_in_four_suits_of_thirteen() -> None:
    assert len(DECK) == len(set(DECK)) == 52
    for suit in Suit:
        assert sum(1 for card in DECK if card.suit == suit) == 13
    assert sorted(DECK) == list(DECK)


@pytest.mark.law("1A", indirect=True)
def test_1a_suit_and_rank_order() -> None:
    assert Suit.SPADES > Suit.HEARTS > Suit.DIAMONDS > Suit.CLUBS
    assert Rank.ACE > Rank.KING > Rank.QUEEN > Rank.JACK > Rank.TEN > Rank.NINE > Rank.TWO


@pytest.mark.parametrize("text", ["SA", "AS", "sa", "♠A", "A♠"])
def test_card_notations(text: str) -> None:
    assert Card.parse(text) == Card(Suit.SPADES, Rank.ACE)


@pytest.mark.parametrize("text", ["H10", "10H", "HT", "th"])
def test_card_ten(text: str) -> None:
    assert Card.parse(text) == Card(Suit.HEARTS, Rank.TEN)


@pytest.mark.parametrize("text", ["", "S1", "X5", "SAK", "11H"])
def test_bad_card_names_the_input(text: str) -> None:
    with pytest.raises(NotationError, match="not a card"):
        Card.parse(text)


def test_card_index_round_trip() -> None:
    for i, card in enumerate(DECK):
        assert card.index == i
        assert Card.from_index(i) is card
        assert Card.parse(str(card)) is card


@pytest.mark.law("6B", indirect=True)
def test_6b_a_deal_has_thirteen_cards_a_hand() -> None:
    deal = Deal.parse(SAMPLE)
    assert all(len(hand) == 13 for hand in deal.values())
    assert deal.is_complete
    assert str(deal[Seat.WEST]) == "432.AKQJ.T98.765"


@pytest.mark.law("6B")
def test_6b_short_hand_is_rejected_with_the_seat_named() -> None:
    text = "N:AKQJ.T98.765.43 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
    with pytest.raises(DealError, match="north holds 12 cards") as info:
        Deal.parse(text)
    assert info.value.law is not None and str(info.value.law) == "6B"


@pytest.mark.law("1A")
def test_1a_a_card_in_two_hands_is_rejected() -> None:
    text = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.76A"
    with pytest.raises(DealError, match="CA is in two hands"):
        Deal.parse(text)


def test_deal_parse_rotates_from_first_seat() -> None:
    deal = Deal.parse(SAMPLE)
    rotated = deal.pbn(Seat.EAST)
    assert rotated.startswith("E:T98.765.432.AKQJ ")
    assert Deal.parse(rotated) == deal


def test_partial_deal_with_unknown_hands() -> None:
    deal = Deal.parse("N:AKQJ.T98.765.432 - - -", partial=True)
    assert not deal.is_complete
    assert len(deal[Seat.EAST]) == 0
    assert deal.pbn() == "N:AKQJ.T98.765.432 - - -"
    with pytest.raises(DealError, match="unknown"):
        Deal.parse("N:AKQJ.T98.765.432 - - -")
    with pytest.raises(DealError, match="only a complete deal has a number"):
        _ = deal.number


@pytest.mark.parametrize("text", ["AKQJ.T98.765.432", "N:a b c d", "Q:... ... ... ..."])
def test_bad_deal_text_is_a_notation_error(text: str) -> None:
    with pytest.raises(NotationError):
        Deal.parse(text)


def test_deal_count_is_52_factorial_over_13_factorial_to_the_fourth() -> None:
    assert DEAL_COUNT == 53_644_737_765_488_792_839_237_440_000


@given(st.integers(min_value=0, max_value=DEAL_COUNT - 1))
def test_deal_numbers_are_a_bijection(number: int) -> None:
    deal = Deal.from_number(number)
    assert deal.is_complete
    assert deal.number == number


def test_deal_number_extremes_and_injectivity_on_neighbours() -> None:
    numbers = [0, 1, 2, DEAL_COUNT // 2, DEAL_COUNT - 2, DEAL_COUNT - 1]
    deals = [Deal.from_number(n) for n in numbers]
    assert len(set(deals)) == len(deals)
    assert [d.number for d in deals] == numbers
    with pytest.raises(DealError):
        Deal.from_number(DEAL_COUNT)
    with pytest.raises(DealError):
        Deal.from_number(-1)


def test_from_holders() -> None:
    deal = Deal.parse(SAMPLE)
    holders = [int(deal.holder(card)) for card in DECK]  # type: ignore[arg-type]
    assert Deal.from_holders(holders) == deal


def test_hand_values() -> None:
    hand = Hand.parse("AKQ.JT9.876.5432")
    assert hand.hcp == 10
    assert hand.shape() == (3, 3, 3, 4)
    assert hand.holding(Suit.SPADES) == (Rank.ACE, Rank.KING, Rank.QUEEN)
    assert Hand.parse("-.AKQJT98765432..") == Hand.parse(".AKQJT98765432..")
    with pytest.raises(NotationError, match="repeats"):
        Hand.parse("AA.-.-.-")
