"""A table started at a position in the play, not from the first call (``bridgelaw rule
--position``): the director enters the cards each player still holds, the tricks each
side has won, the trick in progress, the contract and declarer, and rules from there.

The table is a log from the first call, so :func:`position_table` writes one that
reaches the position: the auction is the contract bid by declarer (doubled and
redoubled as entered) and passed out; the cards already played (those nobody holds
any more) are played in tricks that follow suit correctly, each seat showing out of a
suit only when it holds none of that suit to the end, with the entered count of tricks
for each side and the lead where it is now. Which played card went to which trick is
not known and does not matter for the Laws of the position: what a ruling reads (the
hands, the tricks won, the trick in progress, the lead) is as entered. The text::

    contract=4HX declarer=S ns=7 ew=3 N=KQ2.J.-.- E=... S=... W=... trick=W:SK,N:S2

``dummy=HAND`` may give dummy's hand in place of its seat's; ``lead=SEAT`` names the
player on lead when no trick is in progress (default: the opening leader at trick 1).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

from bridgelaw.core.board import Board
from bridgelaw.core.calls import Call, Contract, Doubling, Strain
from bridgelaw.core.cards import DECK, Card, Suit
from bridgelaw.core.deal import Deal
from bridgelaw.core.hands import Hand
from bridgelaw.core.seats import Seat
from bridgelaw.core.tricks import trick_winner
from bridgelaw.editions import Edition
from bridgelaw.errors import FormatError, NotationError
from bridgelaw.table.table import Mode, Phase, Table

__all__ = ["Position", "parse_position", "position_table"]

_RULE = "bridgelaw rule --position"
_ATTEMPTS = 3_000
"""Tries at most at writing the play that reaches a position."""


@dataclass(frozen=True, slots=True)
class Position:
    """A position in the play as the director enters it."""

    contract: Contract
    """With its declarer."""
    hands: dict[Seat, tuple[Card, ...]]
    """The cards each player still holds (not those played to the trick in progress)."""
    won_ns: int
    won_ew: int
    current: tuple[tuple[Seat, Card], ...] = ()
    """The trick in progress, its leader first."""
    lead: Seat | None = None
    """Who is on lead when no trick is in progress."""

    @property
    def declarer(self) -> Seat:
        """Declarer."""
        assert self.contract.declarer is not None
        return self.contract.declarer


def _fail(message: str) -> FormatError:
    return FormatError(message, source="position", rule=_RULE)


def parse_position(text: str) -> Position:
    """Read a position (see the module doc).

    :raises FormatError: a word is not understood or a value is missing, named.
    """
    values: dict[str, str] = {}
    for word in text.replace(";", " ").split():
        key, sep, value = word.partition("=")
        if not sep or not value:
            raise _fail(f"{word!r} is not KEY=VALUE")
        values[key.lower()] = value
    try:
        return _position(values)
    except (NotationError, ValueError, KeyError) as error:
        raise _fail(str(error)) from None


def _position(values: dict[str, str]) -> Position:
    known = {"contract", "declarer", "ns", "ew", "trick", "lead", "dummy", "n", "e", "s", "w"}
    unknown = sorted(set(values) - known)
    if unknown:
        raise ValueError(f"unknown key(s) {', '.join(unknown)} (known: {', '.join(sorted(known))})")
    for key in ("contract", "declarer"):
        if key not in values:
            raise ValueError(f"{key}= is missing")
    declarer = Seat.parse(values["declarer"])
    contract = Contract.parse(values["contract"], declarer=declarer)
    hands: dict[Seat, tuple[Card, ...]] = {}
    for seat in Seat:
        text = values.get(seat.letter.lower())
        if text is None and seat == declarer.partner:
            text = values.get("dummy")
        if text is None:
            raise ValueError(f"{seat.name.lower()}'s hand ({seat.letter}=) is missing")
        hands[seat] = tuple(Hand.parse(text))
    current: list[tuple[Seat, Card]] = []
    for item in filter(None, values.get("trick", "").split(",")):
        seat_text, _, card_text = item.partition(":")
        current.append((Seat.parse(seat_text), Card.parse(card_text)))
    lead = Seat.parse(values["lead"]) if "lead" in values else None
    return Position(
        contract,
        hands,
        int(values.get("ns", "0")),
        int(values.get("ew", "0")),
        tuple(current),
        lead,
    )


def position_table(
    position: Position, board: Board, edition: str | int | Edition | None = None
) -> Table:
    """A laws-mode table at ``position`` (its board's number, dealer and vulnerability
    from ``board``; the deal is rebuilt from the position).

    :raises FormatError: the position is not possible (cards counted twice, hands of
        different lengths, a trick in progress out of rotation...), named.
    """
    played, leader = _check(position)
    tricks = _played_tricks(position, played, leader)
    holders = bytearray(52)
    for seat, cards in position.hands.items():
        for card in cards:
            holders[card.index] = seat
    for seat, card in position.current:
        holders[card.index] = seat
    for trick in tricks:
        for seat, card in trick:
            holders[card.index] = seat
    deal = Deal.from_holders(holders)
    table = Table(
        Board(board.number, deal, dealer=board.dealer, vulnerability=board.vulnerability),
        edition=edition,
        mode=Mode.LAWS,
    )
    for seat, call in _auction(board.dealer, position.contract, position.declarer):
        table.call(call, seat=seat)
    for trick in tricks:
        for seat, card in trick:
            table.play(card, seat=seat)
    if table.phase != Phase.PLAY:
        raise _fail("the play written to reach the position is irregular (please report)")
    for seat, card in position.current:
        table.play(card, seat=seat)
    return table


def _check(position: Position) -> tuple[list[Card], Seat]:
    """The cards played in completed tricks, and who led to the trick in progress."""
    seen: dict[Card, str] = {}
    entries = [(s, c) for s, cards in position.hands.items() for c in cards]
    entries += list(position.current)
    for seat, card in entries:
        if card in seen:
            raise _fail(f"{card} is entered twice ({seen[card]} and {seat.name.lower()})")
        seen[card] = seat.name.lower()
    played_now = {seat for seat, _ in position.current}
    if len(played_now) != len(position.current) or len(position.current) > 3:
        raise _fail("the trick in progress names a seat twice, or has four cards")
    counts = {s: len(position.hands[s]) + (s in played_now) for s in Seat}
    if len(set(counts.values())) != 1:
        text = ", ".join(f"{s.name.lower()} {n}" for s, n in counts.items())
        raise _fail(f"the hands do not hold as many cards each (with the trick: {text})")
    done = 13 - counts[Seat.NORTH]
    if position.won_ns + position.won_ew != done:
        raise _fail(
            f"{done} tricks have been played (by the cards held), but ns={position.won_ns} "
            f"and ew={position.won_ew} make {position.won_ns + position.won_ew}"
        )
    if position.current:
        leader = position.current[0][0]
        for i, (seat, _) in enumerate(position.current):
            if seat != leader.next(i):
                raise _fail("the trick in progress is not in rotation from its leader")
    elif position.lead is not None:
        leader = position.lead
    elif done == 0:
        leader = position.declarer.lho
    else:
        raise _fail("name who is on lead: lead=SEAT (or the trick in progress: trick=W:SK)")
    if done == 0 and leader != position.declarer.lho:
        raise _fail(f"at trick 1 {position.declarer.lho.name.lower()} is on lead")
    return [c for c in DECK if c not in seen], leader


def _auction(dealer: Seat, contract: Contract, declarer: Seat) -> Iterator[tuple[Seat, Call]]:
    """Passes up to declarer, the contract, its doubles, three passes."""
    seat = dealer
    while seat != declarer:
        yield seat, Call.parse("P")
        seat = seat.lho
    calls = [str(contract.bid)]
    if contract.doubling >= Doubling.DOUBLED:
        calls.append("X")
    if contract.doubling == Doubling.REDOUBLED:
        calls.append("XX")
    calls += ["P", "P", "P"]
    for text in calls:
        yield seat, Call.parse(text)
        seat = seat.lho


def _played_tricks(
    position: Position, played: list[Card], leader: Seat
) -> list[list[tuple[Seat, Card]]]:
    """Completed tricks of the cards ``played`` that follow suit, give each side its
    tricks and leave ``leader`` on lead: tried trick by trick, aiming each trick at the
    side that needs it, from a fixed seed (the same position gives the same play)."""
    held = {s: {c.suit for c in cards} for s, cards in position.hands.items()}
    for seat, card in position.current:
        held[seat].add(card.suit)
    rng = random.Random(len(played))
    for _ in range(_ATTEMPTS):
        tricks = _attempt(position, held, set(played), leader, rng)
        if tricks is not None:
            return tricks
    raise _fail(
        "no play following suit reaches this position (a player showed out of a suit he "
        "still holds?); enter the board with --board FILE:N instead"
    )


def _attempt(
    position: Position,
    held: dict[Seat, set[Suit]],
    pool: set[Card],
    target: Seat,
    rng: random.Random,
) -> list[list[tuple[Seat, Card]]] | None:
    """One try: each trick aimed at a winner of the side that needs tricks."""
    wins = [position.won_ns, position.won_ew]
    void: dict[Seat, set[Suit]] = {s: set() for s in Seat}
    trump = None if position.contract.strain == Strain.NOTRUMP else Suit(position.contract.strain)
    leader = position.declarer.lho
    tricks: list[list[tuple[Seat, Card]]] = []
    left = len(pool) // 4
    while left:
        want = _wanted(leader, target, wins, left, rng)
        trick = _trick(pool, held, void, leader, want, trump, rng)
        if trick is None:
            return None
        winner = trick_winner([c for _, c in trick], leader, position.contract.strain)
        if wins[winner.side] == 0 or (left == 1 and winner != target):
            return None
        wins[winner.side] -= 1
        for _, card in trick:
            pool.discard(card)
        tricks.append(trick)
        leader, left = winner, left - 1
    return tricks


def _wanted(leader: Seat, target: Seat, wins: list[int], left: int, rng: random.Random) -> Seat:
    """Who should win the next trick."""
    if left == 1:
        return target
    sides = [side for side in (0, 1) if wins[side]]
    side = leader.side if leader.side in sides and rng.random() < 0.6 else rng.choice(sides)
    seats = [s for s in Seat if s.side == side]
    return leader if leader in seats and rng.random() < 0.5 else rng.choice(seats)


def _trick(
    pool: set[Card],
    held: dict[Seat, set[Suit]],
    void: dict[Seat, set[Suit]],
    leader: Seat,
    want: Seat,
    trump: Suit | None,
    rng: random.Random,
) -> list[tuple[Seat, Card]] | None:
    """Four cards led by ``leader``, ``want`` given the best of them where he can."""
    left = set(pool)
    suits = sorted({c.suit for c in left if c.suit not in void[leader]})
    if not suits:
        return None
    led = rng.choice(suits)
    trick: list[tuple[Seat, Card]] = []
    for i in range(4):
        seat = leader.next(i)
        follow = sorted((c for c in left if c.suit == led and led not in void[seat]), key=_rank)
        may_show_out = led not in held[seat] and (not follow or rng.random() < 0.25)
        if follow and not (i and may_show_out):
            card = follow[-1] if seat == want else follow[0]
        else:
            if led in held[seat]:
                return None
            other = [c for c in left if c.suit != led and c.suit not in void[seat]]
            if not other:
                return None
            ruff = [c for c in other if c.suit == trump]
            card = min(ruff, key=_rank) if seat == want and ruff else rng.choice(other)
            void[seat].add(led)
        left.discard(card)
        trick.append((seat, card))
    return trick


def _rank(card: Card) -> int:
    return int(card.rank)
