"""Many random legal boards per call, for simulations and robots' opponents.

:func:`play_random_boards` deals ``n`` boards and plays each to its end: a random
auction (a pass with probability ``pass_probability``, else a uniformly random legal
call) and a uniformly random legal card at every turn. It is to the strict
:class:`~bridgelaw.table.Table` what :func:`~bridgelaw.dealing.deal_batch` is to
:class:`~bridgelaw.core.Deal`: the same rules, but actions drawn from the legal ones
rather than checked one by one, and no event logged per action.

Every call is drawn from the edition's legal calls (Laws 17-22, the same
:meth:`~bridgelaw.editions.Edition.legal_calls` the table checks against) and
every card from the cards Law 44 allows (the player in turn, following suit when
able, by the edition's ``law_44_must_follow``); tricks are won by Law 44E/44F
(:func:`~bridgelaw.core.tricks.winning_index`). :meth:`RandomBoard.table` replays a
board through the strict table, checking each action and logging it as an event.

>>> boards = play_random_boards(100, seed=7)
>>> sorted({len(b.cards) for b in boards})
[0, 52]
>>> b = boards[0]
>>> t = b.table()
>>> (t.contract, t.declarer_tricks, t.score_ns()) == (b.contract, b.declarer_tricks, b.score_ns)
True
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Final

from bridgelaw.core.board import Board
from bridgelaw.core.calls import PASS, Call, Contract
from bridgelaw.core.cards import Card
from bridgelaw.core.hands import Hand
from bridgelaw.core.seats import Seat, Side
from bridgelaw.core.tricks import winning_index
from bridgelaw.dealing import deals as random_deals
from bridgelaw.editions import Edition, find_edition
from bridgelaw.laws.auction import AuctionState
from bridgelaw.scoring import contract_score
from bridgelaw.table.table import Table

__all__ = ["RandomBoard", "play_random_boards"]

_SEATS: Final = tuple(Seat)


@dataclass(frozen=True, slots=True)
class RandomBoard:
    """One board played by :func:`play_random_boards`: its calls and cards in order."""

    board: Board
    calls: tuple[Call, ...]
    """The calls, starting with the dealer's."""
    cards: tuple[Card, ...]
    """The cards in playing order (52, or none when the board was passed out)."""
    contract: Contract | None
    """The final contract with its declarer; ``None`` when passed out (Law 22B)."""
    declarer_tricks: int | None
    """Tricks won by declarer's side (Law 79); ``None`` when passed out."""
    edition: Edition

    @property
    def score_ns(self) -> int:
        """North-South's score by Law 77 (0 when passed out)."""
        contract = self.contract
        if contract is None or contract.declarer is None or self.declarer_tricks is None:
            return 0
        vulnerable = self.board.vulnerability.is_vulnerable(contract.declarer)
        score = contract_score(contract, vulnerable=vulnerable, tricks=self.declarer_tricks)
        return score if contract.declarer.side == Side.NS else -score

    def table(self) -> Table:
        """The board replayed through the strict table: every call and card checked
        against the Laws again and logged as an event.

        :raises IllegalActionError: an action is not correct procedure (never, unless the
            rules the batch draws from and the table's checks disagree).
        """
        table = Table(self.board, edition=self.edition)
        for call in self.calls:
            table.call(call)
        for card in self.cards:
            table.play(card)
        return table


def play_random_boards(
    n: int,
    *,
    seed: int | None = None,
    edition: str | int | Edition | None = None,
    pass_probability: float = 0.5,
) -> list[RandomBoard]:
    """Deal ``n`` boards (numbered 1 to ``n``, dealer and vulnerability by Law 2) and play
    each to its end with random legal actions. The same ``seed`` gives the same boards.

    :raises DealError: ``n`` is negative or too large (as for
        :func:`~bridgelaw.dealing.deal_batch`).
    :raises ValueError: ``pass_probability`` is not from 0 to 1.
    """
    if not 0.0 <= pass_probability <= 1.0:
        raise ValueError(f"pass_probability must be from 0 to 1, not {pass_probability!r}")
    rules = find_edition(edition)
    rng = random.Random(seed)
    deal_seed = rng.getrandbits(64) if seed is not None else None
    out: list[RandomBoard] = []
    for i, deal in enumerate(random_deals(n, seed=deal_seed)):
        board = Board(i + 1, deal)
        auction = _random_auction(board.dealer, rules, rng, pass_probability)
        contract, declarer = auction.contract, auction.declarer
        calls = tuple(call for _, call in auction.calls)
        if contract is None or declarer is None:
            out.append(RandomBoard(board, calls, (), None, None, rules))
            continue
        leader = rules.law_41_opening_leader(declarer)
        cards, won = _random_play([h.mask for h in deal.hands], leader, contract, rules, rng)
        out.append(RandomBoard(board, calls, cards, contract, won[declarer & 1], rules))
    return out


def _random_auction(
    dealer: Seat, rules: Edition, rng: random.Random, pass_probability: float
) -> AuctionState:
    """A random legal auction: each call drawn from the edition's legal calls."""
    auction = AuctionState(dealer)
    while not rules.law_22_auction_ended(auction):
        seat = rules.law_17_next_to_call(auction)
        if rng.random() < pass_probability:
            auction.apply(seat, PASS)
        else:
            legal = rules.legal_calls(auction)
            auction.apply(seat, legal[int(rng.random() * len(legal))])
    return auction


def _random_play(
    hands: list[int], leader: Seat, contract: Contract, rules: Edition, rng: random.Random
) -> tuple[tuple[Card, ...], list[int]]:
    """Thirteen tricks of random legal cards from the hands' masks (Law 44): the cards
    in playing order and the tricks won by each side."""
    strain = contract.strain
    played: list[Card] = []
    won = [0, 0]
    must_follow = rules.law_44_must_follow
    draw = rng.random  # a uniform index as int(draw() * len): faster than rng.choice
    for _ in range(13):
        hand = Hand(hands[leader])
        options = hand.cards()
        card = options[int(draw() * len(options))]
        hands[leader] = hand.mask ^ 1 << card.index
        played.append(card)
        suit = card.suit
        for step in (1, 2, 3):
            seat = (leader + step) & 3
            hand = Hand(hands[seat])
            options = hand.suit_cards(suit) if must_follow(hand, suit) else hand.cards()
            card = options[int(draw() * len(options))]
            hands[seat] = hand.mask ^ 1 << card.index
            played.append(card)
        leader = _SEATS[(leader + winning_index(played[-4:], strain)) & 3]
        won[leader & 1] += 1
    return tuple(played), won
