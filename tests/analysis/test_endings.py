"""Double dummy over endings: DDS SolveBoard on partial hands, checked against our own
search (two independent solvers must agree), and the forced-line search."""

from __future__ import annotations

import random

import pytest

from bridgelaw.analysis.endings import (
    Position,
    SearchTable,
    dd_card_tricks,
    dd_tricks,
    equivalent_classes,
    line_tricks,
    position_after,
)
from bridgelaw.analysis.normal import Cash, NormalPlay
from bridgelaw.core import DECK, Card, Contract, Deal, Hand, Seat, Side, Strain, Suit
from bridgelaw.errors import DealError
from tests.conftest import SAMPLE_DEAL


def random_ending(rng: random.Random) -> Position:
    """A random ending of 1-6 cards each, with 0-3 cards already on the trick."""
    n = rng.randint(1, 6)
    cards = list(range(52))
    rng.shuffle(cards)
    hands = [Hand(sum(1 << c for c in cards[i * n : (i + 1) * n])) for i in range(4)]
    pos = Position.create(hands, leader=Seat(rng.randrange(4)), strain=Strain(rng.randrange(5)))
    for _ in range(rng.randint(0, 3)):
        if len(pos) == 1 and len(pos.current) == 3:
            break
        pos, _ = pos.play(rng.choice(pos.legal()))
    return pos


def free(_: Position) -> tuple[Card, ...]:
    """A chooser that states nothing: every legal card is allowed."""
    return ()


def test_dds_and_our_search_agree_on_random_endings() -> None:
    rng = random.Random(20260101)
    for _ in range(60):
        pos = random_ending(rng)
        if not any(pos.masks) and not pos.current:
            continue
        for side in Side:
            ours = line_tricks(pos, side, free, maximise=True)
            assert dd_tricks(pos, side) == ours, str(pos)
        values = dd_card_tricks(pos, pos.to_play.side)
        assert set(values) == set(pos.legal_cards())
        assert max(values.values()) == dd_tricks(pos, pos.to_play.side)


def test_sides_share_the_tricks_left() -> None:
    rng = random.Random(7)
    for _ in range(20):
        pos = random_ending(rng)
        assert dd_tricks(pos, Side.NS) + dd_tricks(pos, Side.EW) == len(pos)


def test_a_trick_in_progress_counts() -> None:
    # North has led the SA; East, South, West have one card each to play. NT.
    pos = Position.create(
        [
            Hand.parse("-.-.-.2"),
            Hand.parse("K.-.-.3"),
            Hand.parse("Q.-.-.4"),
            Hand.parse("J.-.-.5"),
        ],
        leader=Seat.NORTH,
        strain=Strain.NOTRUMP,
        current=[Card.parse("SA")],
    )
    assert len(pos) == 2
    assert pos.to_play == Seat.EAST
    # North wins the spade and leads the C2: the C5 (West) wins the last trick.
    assert dd_tricks(pos, Side.NS) == 1


def test_position_after_a_played_start() -> None:
    deal = Deal.parse(SAMPLE_DEAL)
    contract = Contract.parse("3NT", declarer=Seat.SOUTH)
    play = [Card.parse(t) for t in ["S4", "SA", "ST", "S7", "SK"]]
    pos = position_after(deal, contract, play)
    assert pos.leader == Seat.NORTH and pos.to_play == Seat.EAST
    assert pos.current_cards == (Card.parse("SK"),)
    assert len(pos) == 12
    assert [len(h) for h in pos.hands] == [11, 12, 12, 12]


def test_bad_endings_are_refused_with_the_seat_named() -> None:
    with pytest.raises(DealError, match="in two hands"):
        Position.create(
            [
                Hand.parse("A.-.-.-"),
                Hand.parse("A.-.-.-"),
                Hand.parse("K.-.-.-"),
                Hand.parse("Q.-.-.-"),
            ],
            leader=Seat.NORTH,
            strain=Strain.NOTRUMP,
        )
    with pytest.raises(DealError, match="east holds 2 cards"):
        Position.create(
            [
                Hand.parse("A.-.-.-"),
                Hand.parse("K2.-.-.-"),
                Hand.parse("Q.-.-.-"),
                Hand.parse("J.-.-.-"),
            ],
            leader=Seat.NORTH,
            strain=Strain.NOTRUMP,
        )
    deal = Deal.parse(SAMPLE_DEAL)
    with pytest.raises(DealError, match="not in north's hand"):
        position_after(
            deal, Contract.parse("3NT", declarer=Seat.SOUTH), [Card.parse("S4"), Card.parse("HA")]
        )


def test_forced_line_against_best_defence() -> None:
    # NT, South on lead: South SA S2, North SK S3, East SQJ, West D3 D2.
    # "SA (North the S3), then the S2 to the SK": 2 tricks. "SA with the SK under it":
    # the S3 is left to lose to East's queen: 1 trick.
    pos = Position.create(
        [Hand.parse(h) for h in ("K3.-.-.-", "QJ.-.-.-", "A2.-.-.-", "-.-.32.-")],
        leader=Seat.SOUTH,
        strain=Strain.NOTRUMP,
    )

    def tricks(order: str) -> int:
        wanted = [Card.parse(t) for t in order.split()]

        def choose(p: Position) -> tuple[Card, ...]:
            held = p.hands[p.to_play]
            return next(((card,) for card in wanted if card in held), ())

        return line_tricks(pos, Side.NS, choose, key_cards=wanted)

    assert tricks("SA S3 S2 SK") == 2
    assert tricks("SA SK S2 S3") == 1
    assert dd_tricks(pos, Side.NS) == 2


def test_careless_choices_are_resolved_against_the_side() -> None:
    pos = Position.create(
        [Hand.parse(h) for h in ("K3.-.-.-", "QJ.-.-.-", "A2.-.-.-", "-.-.32.-")],
        leader=Seat.SOUTH,
        strain=Strain.NOTRUMP,
    )
    both = [Card.parse("SK"), Card.parse("S3")]

    def either(p: Position) -> tuple[Card, ...]:
        return tuple(c for c in both if c in p.hands[p.to_play])

    assert line_tricks(pos, Side.NS, either, maximise=True) == 2
    assert line_tricks(pos, Side.NS, either, maximise=False) == 1


def test_equivalent_cards_are_tried_once() -> None:
    # West leads from D875 with North's D6 live: the D8 and D7 are one class.
    pos = Position.create(
        [Hand.parse(h) for h in ("-.-.6.43", "-.-.-.AKQ", "-.AKQ.-.-", "-.-.875.-")],
        leader=Seat.WEST,
        strain=Strain.NOTRUMP,
    )
    assert [str(DECK[c]) for c in equivalent_classes(pos)] == ["D8", "D5"]


def test_a_shared_table_keeps_apart_lines_that_choose_differently() -> None:
    # A trick-5 claim of the benchmark (3NT by South). The free leads of a silent claim
    # and a line whose steps are all done (it concedes in its own order of suits) had the
    # same signature, so a line searched after the silent claim in one table read the
    # silent claim's entries: 6 tricks for a line that takes 5 (it failed before).
    hands = ["K7.75.KT7.KQ", "2.AKJT943.6.", "T985.Q86.AJ.", "AQJ643.2.Q8."]
    pos = Position.create([Hand.parse(h) for h in hands], leader=Seat.SOUTH, strain=Strain.NOTRUMP)
    free = NormalPlay((), Side.NS)
    clubs_first = NormalPlay((Cash(Suit.CLUBS), Cash(Suit.DIAMONDS)), Side.NS)
    table: SearchTable = {}
    assert line_tricks(pos, Side.NS, free, table=table) == 6
    assert line_tricks(pos, Side.NS, clubs_first, table=table) == 5
    assert line_tricks(pos, Side.NS, clubs_first) == 5
