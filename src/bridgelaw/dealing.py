"""Computer dealing (Law 6E4): random deals, one at a time or in fast batches.

Law 6E allows deals prepared "by any other method that produces the same full
randomness" as shuffling and dealing at the table. Every deal here is a
uniformly random permutation of the 52 cards (Fisher-Yates, in numpy), cut
into four hands of 13.

Without a seed, each call draws a fresh 128-bit seed from the operating
system (:mod:`secrets`), so deals cannot be reproduced or predicted from earlier
calls. With a seed the deals are reproducible: keep the seed as the record of
how they were made.

>>> deals(2, seed=7) == deals(2, seed=7)
True
>>> deal_for_board(2024, 5) == deal_for_board(2024, 5) != deal_for_board(2024, 6)
True
"""

from __future__ import annotations

import hashlib
import secrets
from typing import Final

import numpy as np
import numpy.typing as npt

from bridgelaw.core.deal import Deal
from bridgelaw.core.hands import Hand
from bridgelaw.errors import DealError

__all__ = [
    "Seed",
    "deal_batch",
    "deal_for_board",
    "deals",
    "holders_to_deals",
    "new_seed",
    "random_deal",
]

Seed = int | np.random.SeedSequence | np.random.Generator | None
"""How deals are made reproducible: an int seed, a numpy ``SeedSequence`` or
``Generator``, or ``None`` for fresh operating-system entropy."""

_BASE: Final = np.repeat(np.arange(4, dtype=np.uint8), 13)
"""Cards 0-12 to North, 13-25 to East, ...: the deck before shuffling."""
_BITS: Final = np.left_shift(np.uint64(1), np.arange(52, dtype=np.uint64))
_MAX_BATCH: Final = 1 << 26


def new_seed() -> int:
    """A fresh 128-bit seed from the operating system's entropy, to record with an event."""
    return secrets.randbits(128)


def _generator(seed: Seed) -> np.random.Generator:
    """A numpy generator for ``seed`` (fresh OS entropy when ``None``)."""
    if isinstance(seed, np.random.Generator):
        return seed
    if seed is None:
        return np.random.default_rng(new_seed())
    if isinstance(seed, bool) or not isinstance(seed, int | np.random.SeedSequence):
        raise DealError(f"a dealing seed must be an int, not {seed!r}")
    if isinstance(seed, int) and seed < 0:
        raise DealError(f"a dealing seed must not be negative, not {seed}")
    return np.random.default_rng(seed)


def deal_batch(n: int, *, seed: Seed = None) -> npt.NDArray[np.uint8]:
    """``n`` random deals as an array of shape ``(n, 52)``: entry ``[k, i]`` is the seat
    (0 North ... 3 West) that holds the card with :attr:`~bridgelaw.core.Card.index` ``i``
    in deal ``k``.

    Each row is a uniformly random arrangement of thirteen 0s, 1s, 2s and 3s.

    >>> batch = deal_batch(3, seed=1)
    >>> batch.shape, batch.dtype.name, (batch == 2).sum(axis=1).tolist()
    ((3, 52), 'uint8', [13, 13, 13])

    :raises DealError: ``n`` is negative or too large, or the seed is not usable.
    """
    if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= _MAX_BATCH:
        raise DealError(f"the number of deals must be an int from 0 to {_MAX_BATCH}, not {n!r}")
    rng = _generator(seed)
    result: npt.NDArray[np.uint8] = rng.permuted(np.tile(_BASE, (n, 1)), axis=1)
    return result


def holders_to_deals(holders: npt.NDArray[np.uint8]) -> list[Deal]:
    """Turn a :func:`deal_batch` array into :class:`~bridgelaw.core.Deal` values.

    The four hand masks of every deal are computed at once with numpy.

    :raises DealError: the array is not of shape ``(n, 52)``, or a row is not a deal.
    """
    array = np.asarray(holders)
    if array.ndim != 2 or array.shape[1] != 52:
        raise DealError(f"expected an array of shape (n, 52), not {array.shape}")
    masks = np.empty((array.shape[0], 4), dtype=np.uint64)
    for seat in range(4):
        in_hand = array == seat
        bad = np.flatnonzero(in_hand.sum(axis=1) != 13)
        if bad.size:
            row = int(bad[0])
            count = int(in_hand[row].sum())
            raise DealError(f"row {row}: seat {seat} holds {count} cards, not 13")
        masks[:, seat] = np.where(in_hand, _BITS, np.uint64(0)).sum(axis=1, dtype=np.uint64)
    hands = iter(map(Hand, masks.ravel().tolist()))
    # Each row was checked above (13 cards per seat; each card in one seat by construction),
    # as Deal.trusted (the documented fast path) asks of its caller.
    return [Deal.trusted(four) for four in zip(hands, hands, hands, hands, strict=True)]


def deals(n: int, *, seed: Seed = None) -> list[Deal]:
    """``n`` random deals (Law 6E4), as :class:`~bridgelaw.core.Deal` values.

    The same int ``seed`` always gives the same deals; without one they are
    unpredictable.

    :raises DealError: ``n`` is negative or too large, or the seed is not usable.
    """
    return holders_to_deals(deal_batch(n, seed=seed))


def random_deal(rng: Seed = None) -> Deal:
    """One random deal (Law 6E4); ``rng`` is a numpy ``Generator``, an int seed, or ``None``.

    >>> from bridgelaw.core import Seat
    >>> len(random_deal()[Seat.NORTH])
    13
    """
    return deals(1, seed=rng)[0]


def _event_entropy(event_seed: int | str) -> int:
    if isinstance(event_seed, str):
        return int.from_bytes(hashlib.sha256(event_seed.encode("utf-8")).digest(), "big")
    if isinstance(event_seed, bool) or not isinstance(event_seed, int) or event_seed < 0:
        raise DealError(f"an event seed must be a non-negative int or a str, not {event_seed!r}")
    return event_seed


def deal_for_board(event_seed: int | str, board_number: int) -> Deal:
    """The deal of board ``board_number`` of the event whose seed is ``event_seed``.

    Each board gets its own independent random stream, so a board can be
    re-made alone, in any order, from the event seed and its number. A text
    seed is hashed (SHA-256) into a number first.

    :raises DealError: the seed is not a non-negative int or a str, or the board number is
        below 1.
    """
    if isinstance(board_number, bool) or not isinstance(board_number, int) or board_number < 1:
        raise DealError(f"board numbers start at 1, not {board_number!r}")
    sequence = np.random.SeedSequence(_event_entropy(event_seed), spawn_key=(board_number,))
    return deals(1, seed=sequence)[0]
