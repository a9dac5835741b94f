"""Law 6E4: computer dealing."""

from __future__ import annotations

import numpy as np
import pytest

from bridgelaw.core import DEAL_COUNT, Deal, Seat
from bridgelaw.dealing import (
    deal_batch,
    deal_for_board,
    deals,
    holders_to_deals,
    new_seed,
    random_deal,
)
from bridgelaw.errors import DealError


def assert_valid(deal: Deal) -> None:
    masks = [deal[seat].mask for seat in Seat]
    assert [len(deal[seat]) for seat in Seat] == [13, 13, 13, 13]
    assert masks[0] | masks[1] | masks[2] | masks[3] == (1 << 52) - 1
    assert sum(m.bit_count() for m in masks) == 52


@pytest.mark.law("6E4", indirect=True)
def test_batch_rows_hold_thirteen_cards_per_seat() -> None:
    batch = deal_batch(2000, seed=11)
    assert batch.shape == (2000, 52)
    assert batch.dtype == np.uint8
    counts = np.stack([(batch == seat).sum(axis=1) for seat in range(4)], axis=1)
    assert (counts == 13).all()


@pytest.mark.law("6E4", indirect=True)
def test_every_dealt_deal_is_valid_and_matches_its_row() -> None:
    batch = deal_batch(500, seed=3)
    for row, deal in zip(batch, holders_to_deals(batch), strict=True):
        assert_valid(deal)
        assert deal == Deal.from_holders(row.tolist())


@pytest.mark.law("6E4", indirect=True)
def test_same_seed_same_deals_and_different_seeds_differ() -> None:
    assert deals(50, seed=2024) == deals(50, seed=2024)
    assert np.array_equal(deal_batch(50, seed=5), deal_batch(50, seed=5))
    assert deals(50, seed=2024) != deals(50, seed=2025)
    assert set(deals(20, seed=1)).isdisjoint(deals(20, seed=2))


@pytest.mark.law("6E4", indirect=True)
def test_without_a_seed_deals_differ_every_time() -> None:
    first = deals(20)
    second = deals(20)
    assert set(first).isdisjoint(second)
    assert random_deal() != random_deal()
    assert not np.array_equal(deal_batch(10), deal_batch(10))
    assert new_seed() != new_seed()


@pytest.mark.law("6E4", indirect=True)
def test_a_generator_can_be_passed_and_advances() -> None:
    rng = np.random.default_rng(9)
    one = random_deal(rng)
    two = random_deal(rng)
    assert one != two
    assert random_deal(np.random.default_rng(9)) == one
    assert_valid(one)


@pytest.mark.law("6E4", indirect=True)
def test_each_card_goes_to_each_seat_a_quarter_of_the_time() -> None:
    n = 40_000
    batch = deal_batch(n, seed=12345)
    observed = np.stack([(batch == seat).sum(axis=0) for seat in range(4)])  # (4, 52)
    expected = n / 4
    chi_square = ((observed - expected) ** 2 / expected).sum(axis=0)  # per card, 3 d.o.f.
    # Per card, chi-square with 3 degrees of freedom exceeds 21.1 with probability 1e-4.
    assert chi_square.max() < 21.1
    # Summed over the 52 cards: 156 degrees of freedom, mean 156, sd about 17.7.
    assert 156 - 6 * 17.7 < chi_square.sum() < 156 + 6 * 17.7


@pytest.mark.law("6E4", indirect=True)
def test_no_seat_is_favoured_for_any_suit_length() -> None:
    batch = deal_batch(20_000, seed=77)
    spades_north = (batch[:, 39:52] == 0).sum(axis=1)
    # Hypergeometric mean 13 * 13 / 52 = 3.25; a 5-sigma band on the mean of 20,000 deals.
    assert abs(spades_north.mean() - 3.25) < 5 * 0.968 / np.sqrt(20_000)


@pytest.mark.law("6E4", indirect=True)
def test_deal_numbers_are_in_range_and_round_trip() -> None:
    for deal in deals(200, seed=8):
        number = deal.number
        assert 0 <= number < DEAL_COUNT
        assert Deal.from_number(number) == deal


@pytest.mark.law("6E4", indirect=True)
def test_deal_for_board_is_reproducible_per_board() -> None:
    boards = [deal_for_board(99, number) for number in range(1, 33)]
    assert len(set(boards)) == 32
    assert deal_for_board(99, 17) == boards[16]
    assert deal_for_board(100, 17) != boards[16]
    assert deal_for_board("club night 2024-05-02", 3) == deal_for_board("club night 2024-05-02", 3)
    assert deal_for_board("club night 2024-05-02", 3) != deal_for_board("club night 2024-05-09", 3)
    for deal in boards:
        assert_valid(deal)


@pytest.mark.law("6E4", indirect=True)
def test_bad_arguments_are_rejected_clearly() -> None:
    with pytest.raises(DealError, match="-1"):
        deal_batch(-1)
    with pytest.raises(DealError, match=r"2\.5"):
        deal_batch(2.5)  # type: ignore[arg-type]
    with pytest.raises(DealError, match="'abc'"):
        deals(3, seed="abc")  # type: ignore[arg-type]
    with pytest.raises(DealError, match="negative"):
        deals(3, seed=-5)
    with pytest.raises(DealError, match="board numbers start at 1, not 0"):
        deal_for_board(1, 0)
    with pytest.raises(DealError, match=r"\(3, 51\)"):
        holders_to_deals(np.zeros((3, 51), dtype=np.uint8))
    with pytest.raises(DealError, match="row 0: seat 0 holds 52 cards"):
        holders_to_deals(np.zeros((1, 52), dtype=np.uint8))
    assert deal_batch(0).shape == (0, 52)
    assert deals(0) == []
