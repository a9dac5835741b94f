"""Law 2: dealer and vulnerability of duplicate boards."""

from __future__ import annotations

import pytest

from bridgelaw.core import Board, Seat, Vulnerability, standard_dealer, standard_vulnerability
from bridgelaw.errors import NotationError

# Law 2's table, as printed in the Laws (boards 1-16; it repeats every 16 boards).
DEALER_TABLE = {
    Seat.NORTH: (1, 5, 9, 13),
    Seat.EAST: (2, 6, 10, 14),
    Seat.SOUTH: (3, 7, 11, 15),
    Seat.WEST: (4, 8, 12, 16),
}
VULNERABILITY_TABLE = {
    Vulnerability.NONE: (1, 8, 11, 14),
    Vulnerability.NS: (2, 5, 12, 15),
    Vulnerability.EW: (3, 6, 9, 16),
    Vulnerability.BOTH: (4, 7, 10, 13),
}


def _from_table(number: int) -> tuple[Seat, Vulnerability]:
    base = (number - 1) % 16 + 1
    dealer = next(seat for seat, boards in DEALER_TABLE.items() if base in boards)
    vul = next(v for v, boards in VULNERABILITY_TABLE.items() if base in boards)
    return dealer, vul


@pytest.mark.law("2", indirect=True)
@pytest.mark.parametrize("number", range(1, 65))
def test_2_dealer_and_vulnerability_boards_1_to_64(number: int) -> None:
    board = Board(number)
    assert (board.dealer, board.vulnerability) == _from_table(number)
    assert board.is_standard


@pytest.mark.law("2", indirect=True)
def test_2_digest_checks() -> None:
    assert (standard_dealer(1), standard_vulnerability(1)) == (Seat.NORTH, Vulnerability.NONE)
    assert (standard_dealer(7), standard_vulnerability(7)) == (Seat.SOUTH, Vulnerability.BOTH)
    assert (standard_dealer(16), standard_vulnerability(16)) == (Seat.WEST, Vulnerability.EW)
    assert (standard_dealer(23), standard_vulnerability(23)) == (Seat.SOUTH, Vulnerability.BOTH)
    assert (standard_dealer(100), standard_vulnerability(100)) == (Seat.WEST, Vulnerability.BOTH)


@pytest.mark.law("2", indirect=True)
def test_2_markings_on_a_nonconforming_board_govern() -> None:
    board = Board(1, dealer=Seat.SOUTH, vulnerability=Vulnerability.BOTH)
    assert board.dealer == Seat.SOUTH
    assert board.vulnerability == Vulnerability.BOTH
    assert not board.is_standard


def test_board_numbers_start_at_one() -> None:
    with pytest.raises(NotationError, match="start at 1"):
        Board(0)


def test_board_is_immutable() -> None:
    board = Board(3)
    with pytest.raises(AttributeError):
        board.number = 4


def test_board_pickles() -> None:
    import pickle

    from bridgelaw.core import Deal
    from tests.conftest import SAMPLE_DEAL

    board = Board(5, Deal.parse(SAMPLE_DEAL), dealer=Seat.WEST, vulnerability=Vulnerability.NONE)
    assert pickle.loads(pickle.dumps(board)) == board
