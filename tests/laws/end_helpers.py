"""Helpers for the tests of Laws 61-71 in laws mode: a deal built from the tricks a
scenario plays, a table bid to the scenario's contract, and the director's rulings.

A scenario is written trick by trick, each row the four cards in playing order from
its leader (the first row's leader is declarer's left-hand opponent; each later row's
is the winner of the row before). The deal is the cards each seat plays: so a
scenario states only what matters, and the test replays it card by card.
"""

from __future__ import annotations

from collections.abc import Sequence

from bridgelaw.core import Board, Card, Contract, Deal, Hand, Seat, Vulnerability
from bridgelaw.core.tricks import trick_winner
from bridgelaw.director import Director, Ruling
from bridgelaw.table import Mode, Phase, Table

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
ALL_EDITIONS = (2017, 2007, 1997, 1987)


def deal_from_tricks(rows: Sequence[str], contract: Contract) -> tuple[Deal, list[Card]]:
    """The deal in which the seats play ``rows`` (one trick per row, in playing order),
    and the 52 cards in order."""
    assert contract.declarer is not None
    leader = contract.declarer.lho
    hands: dict[Seat, list[Card]] = {seat: [] for seat in Seat}
    order: list[Card] = []
    for row in rows:
        cards = [Card.parse(text) for text in row.split()]
        assert len(cards) == 4, row
        for position, card in enumerate(cards):
            hands[leader.next(position)].append(card)
        order.extend(cards)
        leader = trick_winner(cards, leader, contract.strain)
    assert all(len(cards) == 13 for cards in hands.values()), {s: len(c) for s, c in hands.items()}
    assert len(set(order)) == 52
    deal = Deal(tuple(Hand.from_cards(hands[seat]) for seat in Seat))  # type: ignore[arg-type]
    return deal, order


def bid_table(
    deal: Deal,
    contract: str,
    *,
    edition: int = 2017,
    vulnerability: Vulnerability = Vulnerability.NONE,
    number: int = 1,
) -> Table:
    """A laws-mode table where South declares ``contract`` (dealer North: N, E pass, S
    bids, then three passes)."""
    board = Board(number, deal, dealer=N, vulnerability=vulnerability)
    table = Table(board, edition=edition, mode=Mode.LAWS)
    for seat, call in ((N, "P"), (E, "P"), (S, contract), (W, "P"), (N, "P"), (E, "P")):
        table.call(call, seat=seat)
    assert table.declarer == S and table.phase == Phase.PLAY
    return table


def scenario(
    rows: Sequence[str],
    contract: str,
    *,
    edition: int = 2017,
    vulnerability: Vulnerability = Vulnerability.NONE,
) -> tuple[Table, list[Card]]:
    """A table for ``rows`` (nothing played yet) and the cards in order."""
    deal, order = deal_from_tricks(rows, Contract.parse(contract, declarer=S))
    return bid_table(deal, contract, edition=edition, vulnerability=vulnerability), order


def play_all(table: Table, cards: Sequence[Card | str]) -> None:
    """Play ``cards`` in order, each by the hand that holds it."""
    for card in cards:
        table.play(card)


def rule(table: Table, **answers: str) -> Ruling:
    """The director's ruling now (answers by question key)."""
    return Director(table.edition).rule(table, answers=answers)


def apply(table: Table, choice: str | None = None, **answers: str) -> Ruling:
    """Rule and apply ``choice`` with ``answers``; returns the ruling."""
    ruling = rule(table, **answers)
    ruling.apply(table, choice, answers=answers)
    return ruling


def keys(ruling: Ruling) -> list[str]:
    """The option keys of a ruling."""
    return [option.key for option in ruling.options]


def phase(table: Table) -> Phase:
    """The table's phase (a function, so that mypy does not narrow the property)."""
    return table.phase


def facts(ruling: Ruling) -> str:
    """The ruling's facts as one text."""
    return "\n".join(ruling.facts)


_ENDINGS: dict[object, tuple[Deal, tuple[Card, ...]]] = {}


def deal_for_ending(
    ending: dict[Seat, str],
    contract: Contract,
    *,
    leader: Seat,
    ns_tricks: int | None = None,
) -> tuple[Deal, list[Card]]:
    """A deal whose play (found by search) reaches ``ending`` (each seat's cards left,
    e.g. ``"SQ HA HK HQ"``) with ``leader`` on lead and North-South having won
    ``ns_tricks`` (if given): the other cards are dealt round the table in order and
    played legally, every seat following suit. Returns the deal and the cards played."""
    key = (tuple(sorted((int(s), t) for s, t in ending.items())), str(contract), leader, ns_tricks)
    cached = _ENDINGS.get(key)
    if cached is not None:
        return cached[0], list(cached[1])
    keep = {seat: [Card.parse(t) for t in text.split()] for seat, text in ending.items()}
    kept = {card for cards in keep.values() for card in cards}
    rest = sorted((c for c in _deck() if c not in kept), key=lambda c: (c.suit, c.rank))
    assert contract.declarer is not None
    for blocks in (False, True):
        hands = {seat: list(keep[seat]) for seat in Seat}
        if blocks:  # each seat a run of the sorted cards: few seats hold each suit
            start = 0
            for seat in Seat:
                need = 13 - len(hands[seat])
                hands[seat] += rest[start : start + need]
                start += need
        else:
            for index, card in enumerate(rest):
                hands[Seat(index % 4)].append(card)
        assert all(len(cards) == 13 for cards in hands.values())
        found = _play_to(hands, keep, kept, contract, leader, ns_tricks)
        if found is not None:
            deal = Deal(tuple(Hand.from_cards(hands[seat]) for seat in Seat))  # type: ignore[arg-type]
            _ENDINGS[key] = (deal, tuple(found))
            return deal, found
    raise AssertionError("no play reaches the ending")


def _play_to(
    hands: dict[Seat, list[Card]],
    keep: dict[Seat, list[Card]],
    kept: set[Card],
    contract: Contract,
    leader: Seat,
    ns_tricks: int | None,
) -> list[Card] | None:
    """A legal play of the cards not kept, ending with ``leader`` on lead."""
    assert contract.declarer is not None
    order: list[Card] = []
    budget = [40_000]

    failed: set[tuple[object, ...]] = set()

    def search(held: dict[Seat, list[Card]], turn: Seat, trick: list[Card], won: int) -> bool:
        budget[0] -= 1
        if budget[0] < 0:
            return False
        key = (tuple(frozenset(held[s]) for s in Seat), turn, tuple(trick), won)
        if key in failed:
            return False
        if _search(held, turn, trick, won):
            return True
        failed.add(key)
        return False

    def _search(held: dict[Seat, list[Card]], turn: Seat, trick: list[Card], won: int) -> bool:
        if not trick and all(len(held[s]) == len(keep[s]) for s in Seat):
            return turn == leader and (ns_tricks is None or won == ns_tricks)
        options = [c for c in held[turn] if c not in kept]
        if trick:
            led = trick[0].suit
            if any(c.suit == led for c in held[turn]):
                options = [c for c in options if c.suit == led]
        for card in options:
            held[turn].remove(card)
            trick.append(card)
            order.append(card)
            if len(trick) == 4:
                first = turn.next(1)
                winner = trick_winner(trick, first, contract.strain)
                done = list(trick)
                trick.clear()
                gained = 1 if winner in (N, S) else 0
                if search(held, winner, trick, won + gained):
                    return True
                trick.extend(done)
            elif search(held, turn.next(1), trick, won):
                return True
            trick.pop()
            order.pop()
            held[turn].append(card)
        return False

    found = search({s: list(h) for s, h in hands.items()}, contract.declarer.lho, [], 0)
    return order if found else None


def _deck() -> list[Card]:
    from bridgelaw.core import DECK

    return list(DECK)
