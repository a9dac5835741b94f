"""play_random_boards: many random legal boards per call, each replayable through the
strict table with the same calls, cards, contract, tricks and score."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgelaw.core import DECK, PASS
from bridgelaw.errors import DealError
from bridgelaw.table import Phase, RandomBoard, play_random_boards
from tests.property.fuzz import examples

SETTINGS = settings(
    max_examples=examples(10), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


def _check_against_the_table(board: RandomBoard) -> None:
    table = board.table()  # every call and card checked again by the strict table
    assert table.phase == Phase.ENDED
    assert table.calls == board.calls
    played = [card for trick in table.tricks for card in trick.cards]
    assert tuple(played) == board.cards
    assert table.contract == board.contract
    assert table.declarer_tricks == board.declarer_tricks
    assert table.score_ns() == board.score_ns
    assert len(table.events) == len(board.calls) + len(board.cards)


@SETTINGS
@given(
    seed=st.integers(0, 2**32),
    pass_probability=st.sampled_from([0.3, 0.5, 0.8]),
    edition=st.sampled_from([2017, 2007, 1997, 1987]),
)
def test_every_batch_board_replays_through_the_strict_table(
    seed: int, pass_probability: float, edition: int
) -> None:
    boards = play_random_boards(12, seed=seed, edition=edition, pass_probability=pass_probability)
    assert [b.board.number for b in boards] == list(range(1, 13))
    for board in boards:
        assert board.edition.year == edition
        _check_against_the_table(board)


def test_the_same_seed_gives_the_same_boards_and_another_seed_others() -> None:
    first = play_random_boards(20, seed=11)
    assert first == play_random_boards(20, seed=11)
    assert first != play_random_boards(20, seed=12)
    assert len(play_random_boards(3)) == 3  # fresh entropy without a seed


def test_played_boards_use_every_card_once_and_passed_out_boards_none() -> None:
    boards = play_random_boards(200, seed=5)
    played = [b for b in boards if b.contract is not None]
    passed = [b for b in boards if b.contract is None]
    assert played and passed
    for board in played:
        assert sorted(board.cards) == list(DECK)
        assert board.declarer_tricks is not None and 0 <= board.declarer_tricks <= 13
    for board in passed:
        assert board.calls == (PASS,) * 4
        assert board.cards == () and board.declarer_tricks is None and board.score_ns == 0


def test_pass_probability_bounds_and_counts() -> None:
    assert all(b.contract is None for b in play_random_boards(5, seed=1, pass_probability=1))
    assert all(b.contract is not None for b in play_random_boards(5, seed=1, pass_probability=0))
    assert play_random_boards(0, seed=1) == []
    with pytest.raises(ValueError, match="pass_probability"):
        play_random_boards(1, pass_probability=1.5)
    with pytest.raises(DealError):
        play_random_boards(-1)
