"""Double dummy over endings: the tricks left to play, with best play or a forced line.

A :class:`Position` is an ending: the cards each seat still holds, the cards
already played to the trick in progress, who led it, and the strain. Two
searches run over it:

* :func:`dd_tricks` and :func:`dd_card_tricks`: best play by both sides, solved
  by DDS ``SolveBoard`` (which, unlike DDS's table functions, handles hands of
  fewer than 13 cards and a trick in progress);
* :func:`line_tricks`: one side's cards are chosen by a *chooser* (a stated
  line, or the set of plays a model of Law 70 calls normal), the other side
  plays best. A memoised search of our own; cards the other side holds that
  are equivalent (adjacent among the live cards of their suit) are tried once.

>>> from bridgelaw.core import Hand, Seat, Side, Strain
>>> pos = Position.create(
...     [Hand.parse("A.K.-.-"), Hand.parse("K.A.-.-"), Hand.parse("Q.Q.-.-"),
...      Hand.parse("J.J.-.-")], leader=Seat.NORTH, strain=Strain.NOTRUMP)
>>> dd_tricks(pos, Side.NS)
1
>>> pos.to_play, len(pos)
(<Seat.NORTH: 0>, 2)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from bridgelaw.core.calls import Contract, Strain
from bridgelaw.core.cards import DECK, Card
from bridgelaw.core.deal import Deal
from bridgelaw.core.hands import Hand
from bridgelaw.core.seats import Seat, Side
from bridgelaw.dd import ending_card_tricks, ending_tricks
from bridgelaw.errors import DealError
from bridgelaw.laws.play import PlayState, Trick

__all__ = [
    "Chooser",
    "Position",
    "SearchMemo",
    "SearchTable",
    "dd_card_tricks",
    "dd_tricks",
    "line_tricks",
    "position_after",
    "replay",
    "tricks_won",
    "winner_offset",
]

_SUIT: Final = 0x1FFF
_SEATS: Final = tuple(Seat)
_TRUMPS: Final = (0, 1, 2, 3, -1)
"""The trump suit's value by strain (clubs to notrump)."""


def _suit_of(index: int) -> int:
    return index // 13


def winner_offset(cards: Sequence[int], trump: int) -> int:
    """The position (0 = lead) of the winning card among ``cards`` (card indices, in the
    order played) with ``trump`` the trump suit (-1: notrump)."""
    best = 0
    best_card = cards[0]
    best_suit = best_card // 13
    for i in range(1, len(cards)):
        card = cards[i]
        suit = card // 13
        if suit == best_suit:
            if card > best_card:
                best, best_card = i, card
        elif suit == trump:
            best, best_card, best_suit = i, card, suit
    return best


@dataclass(frozen=True, slots=True)
class Position:
    """An ending: the cards still held, the trick in progress, the strain.

    Stored as bit masks for speed (bit :attr:`Card.index` per card); build one with
    :meth:`create` (checked) or :func:`position_after`.
    """

    masks: tuple[int, int, int, int]
    """Cards still held by North, East, South, West (bit ``card.index``)."""
    leader: int
    """The seat (0-3) that led to the trick in progress."""
    current: tuple[int, ...]
    """Card indices already played to the trick in progress, in order (0-3 cards)."""
    strain: Strain

    @classmethod
    def create(
        cls,
        hands: Sequence[Hand],
        *,
        leader: Seat,
        strain: Strain,
        current: Sequence[Card] = (),
    ) -> Position:
        """An ending from the four hands (North first), the leader of the trick in
        progress and the cards already played to it.

        :raises DealError: a card is in two places, or the hand sizes do not fit the
            trick in progress (seats that have played to it hold one card fewer).
        """
        if len(hands) != 4:
            raise DealError(f"an ending has four hands, not {len(hands)}")
        if len(current) > 3:
            raise DealError(f"a trick in progress has 0 to 3 cards, not {len(current)}")
        seen = 0
        for seat, hand in zip(Seat, hands, strict=True):
            if seen & hand.mask:
                dup = Hand(seen & hand.mask).cards()[0]
                raise DealError(f"{dup} is in two hands (found again in {seat.name.lower()})")
            seen |= hand.mask
        for card in current:
            if seen >> card.index & 1:
                raise DealError(f"{card} is played to the current trick and still held")
            seen |= 1 << card.index
        played = {leader.next(i) for i in range(len(current))}
        n = len(hands[leader.next(len(current))])
        for seat, hand in zip(Seat, hands, strict=True):
            want = n - 1 if seat in played else n
            if len(hand) != want:
                raise DealError(
                    f"{seat.name.lower()} holds {len(hand)} cards: with {len(current)} "
                    f"card(s) played to the trick led by {leader.name.lower()}, "
                    f"{want} are expected"
                )
        if n == 0:
            raise DealError("an ending needs at least one card to play")
        masks = (hands[0].mask, hands[1].mask, hands[2].mask, hands[3].mask)
        return cls(masks, int(leader), tuple(c.index for c in current), strain)

    # -------------------------------------------------------------- reading
    @property
    def hands(self) -> tuple[Hand, Hand, Hand, Hand]:
        """The cards each seat still holds, North first."""
        n, e, s, w = (Hand(m) for m in self.masks)
        return (n, e, s, w)

    @property
    def current_cards(self) -> tuple[Card, ...]:
        """The cards already played to the trick in progress."""
        return tuple(DECK[i] for i in self.current)

    @property
    def trump(self) -> int:
        """The trump suit's value (0-3), or -1 at notrump."""
        return _TRUMPS[self.strain]

    @property
    def seat_to_play(self) -> int:
        """The seat (0-3) whose card is next."""
        return (self.leader + len(self.current)) & 3

    @property
    def to_play(self) -> Seat:
        """The seat whose card is next."""
        return _SEATS[self.seat_to_play]

    def __len__(self) -> int:
        """The tricks left to play, the one in progress included."""
        return self.masks[self.seat_to_play].bit_count()

    def legal(self) -> list[int]:
        """The card indices the seat to play may play (Law 44C), highest first."""
        mask = self.masks[self.seat_to_play]
        if self.current:
            suit = self.current[0] // 13
            follow = mask & (_SUIT << 13 * suit)
            if follow:
                mask = follow
        return _bits_high_first(mask)

    def legal_cards(self) -> tuple[Card, ...]:
        """The cards the seat to play may play, highest first."""
        return tuple(DECK[i] for i in self.legal())

    def play(self, index: int) -> tuple[Position, int]:
        """The position after the seat to play plays card ``index``, and the seat (0-3)
        that won the trick if the card completed one (else -1). No legality check."""
        seat = self.seat_to_play
        masks = list(self.masks)
        masks[seat] &= ~(1 << index)
        cards = (*self.current, index)
        m = (masks[0], masks[1], masks[2], masks[3])
        if len(cards) < 4:
            return Position(m, self.leader, cards, self.strain), -1
        winner = (self.leader + winner_offset(cards, self.trump)) & 3
        return Position(m, winner, (), self.strain), winner

    def __str__(self) -> str:
        hands = " ".join(str(Hand(m)) for m in self.masks)
        cur = " ".join(str(DECK[i]) for i in self.current)
        return f"N:{hands} [{self.strain.letter}; {_SEATS[self.leader].letter} led: {cur}]"


def _bits_high_first(mask: int) -> list[int]:
    out: list[int] = []
    while mask:
        top = mask.bit_length() - 1
        out.append(top)
        mask &= ~(1 << top)
    return out


# ------------------------------------------------------------ from a deal and a play


def replay(deal: Deal, contract: Contract, play: Sequence[Card]) -> PlayState:
    """Replay the cards of a board in playing order from the opening lead (no legality
    check: a revoke is replayed as played).

    :raises DealError: the contract has no declarer, or a card is not in the hand of the
        seat whose turn it is.
    """
    if contract.declarer is None:
        raise DealError(f"the contract {contract} names no declarer")
    state = PlayState.start(deal, contract, contract.declarer)
    for number, card in enumerate(play, start=1):
        if len(state.tricks) == 13:
            raise DealError(f"card {number} ({card}) is played after the thirteenth trick")
        seat = state.next_seat
        if card not in state.hands[seat]:
            raise DealError(
                f"card {number} ({card}) of the play is not in {seat.name.lower()}'s hand "
                f"(trick {len(state.tricks) + 1})"
            )
        state.apply(seat, card)
    return state


def position_after(deal: Deal, contract: Contract, play: Sequence[Card]) -> Position:
    """The ending reached after ``play`` (cards in order from the opening lead).

    :raises DealError: as :func:`replay`, or the play is complete (nothing is left).
    """
    state = replay(deal, contract, play)
    if state.is_complete:
        raise DealError("all thirteen tricks have been played: no ending is left")
    return Position.create(
        state.hands, leader=state.leader, strain=contract.strain, current=state.current
    )


def tricks_won(tricks: Iterable[Trick], side: Side) -> int:
    """Tricks won by ``side`` among ``tricks``."""
    return sum(1 for t in tricks if t.winner.side == side)


# ----------------------------------------------------------------------- DDS


def dd_tricks(pos: Position, side: Side) -> int:
    """The tricks ``side`` takes from ``pos`` (the trick in progress included) with best
    play by both sides (DDS ``SolveBoard``)."""
    total = len(pos)
    if total == 0:
        return 0
    try:
        mover = ending_tricks(pos.trump, pos.leader, pos.current, pos.masks)
    except DealError as exc:
        raise DealError(f"DDS could not solve the ending {pos}: {exc}") from None
    return mover if _SEATS[pos.seat_to_play].side == side else total - mover


def dd_card_tricks(pos: Position, side: Side) -> dict[Card, int]:
    """For each legal card of the seat to play, the tricks ``side`` takes from ``pos``
    with best play afterwards (DDS ``SolveBoard``, all cards)."""
    total = len(pos)
    try:
        scores = ending_card_tricks(pos.trump, pos.leader, pos.current, pos.masks)
    except DealError as exc:
        raise DealError(f"DDS could not solve the ending {pos}: {exc}") from None
    mine = _SEATS[pos.seat_to_play].side == side
    return {DECK[index]: score if mine else total - score for index, score in scores}


# -------------------------------------------------------------- forced line

SearchTable = dict[tuple[object, ...], list[int]]
"""A transposition table: (canonical position, chooser signature) -> bounds ``[lo, hi]``
on the tricks (updated in place)."""


class SearchMemo:
    """What one chooser's searches from one position may keep between them (same side,
    same ``maximise``, same shared table): each trick start's table entry by its raw
    cards, the chooser's sorted cards by position, and trick winners."""

    __slots__ = ("chosen", "entries", "winners")

    def __init__(self) -> None:
        self.entries: dict[tuple[tuple[int, int, int, int], int], list[int]] = {}
        self.winners: dict[tuple[int, ...], int] = {}
        self.chosen: dict[tuple[tuple[int, int, int, int], int, tuple[int, ...]], list[int]] = {}


Chooser = Callable[[Position], Iterable[Card]]
"""Gives the cards the line allows the seat to play (one for a fully stated line,
several where the line leaves a choice). An empty answer, or only illegal cards,
means the line is silent: every legal card is allowed."""


def equivalent_classes(pos: Position) -> list[int]:
    """One legal card per class of equivalent cards of the seat to play, highest first.

    Two cards of a suit in one hand are equivalent when no live card of that suit
    (still held by anyone, or on the trick in progress) lies between them.
    """
    legal = 0
    for card in pos.legal():
        legal |= 1 << card
    return _classes(legal, pos.masks, pos.current, pos.seat_to_play)


def line_tricks(
    pos: Position,
    side: Side,
    chooser: Chooser,
    *,
    maximise: bool = True,
    key_cards: Iterable[Card] = (),
    upper: int | None = None,
    below: int | None = None,
    above: int | None = None,
    table: SearchTable | None = None,
    memo: SearchMemo | None = None,
) -> int:
    """The tricks ``side`` takes from ``pos`` when its cards are chosen by ``chooser``
    and the other side plays best (minimises ``side``'s tricks).

    Where the chooser allows several cards, ``maximise`` picks the best for ``side``
    (the line played carefully); ``maximise=False`` the worst (any of the allowed
    plays may be made: Law 70's doubtful points resolved against the claimer).

    The chooser must depend only on the position, not on how it was reached, and only
    on the *relative* order of the cards, except for the cards named in ``key_cards``
    (e.g. the cards of a stated line). Positions that differ only by cards no longer
    live are then the same and are searched once (alpha-beta with a transposition
    table at the start of each trick, its entries started from bounds that hold
    whatever anyone plays: master trumps, and a hand that must win a trick with a
    master when it first runs out of a suit). ``upper``, when given, is a known upper bound on
    the result (e.g. the double-dummy tricks) that lets the search stop early.
    ``below``, when given, asks only whether the result is below it: a result under
    ``below`` is exact, one at or above it is only a lower bound (the search stops as
    soon as it knows). ``above``, when given, asks only whether the result is above
    it: a result at or below ``above`` is then only an upper bound. With both,
    ``line_tricks(..., above=k - 1, below=k)`` only tests whether the result reaches
    ``k`` (a null window: the fastest search).

    Several searches from the same position, for the same side and ``maximise``, may
    share a ``table`` when their choosers have a ``signature(pos)`` method: a tuple of
    hashable values, equal for two choosers exactly when they choose alike from ``pos``
    and from every position after it (e.g. the steps of a line not yet dead). Without a
    signature a shared table is refused. Successive searches with the same chooser,
    position, side, ``maximise`` and table may also share a :class:`SearchMemo`.

    :raises ValueError: a shared table with a chooser that has no signature.
    """
    signature = getattr(chooser, "signature", None)
    if table is not None and signature is None:
        raise ValueError("a shared search table needs choosers with a signature(pos) method")
    search = _Search(pos, int(side), chooser, maximise, key_cards)
    search.signature = signature
    if table is not None:
        search.table = table
    if memo is not None:
        search.entries, search.winners, search.chosen = memo.entries, memo.winners, memo.chosen
    remaining = len(pos)
    if remaining == 0:
        return 0
    top = remaining if upper is None else min(upper, remaining)
    beta = top + 1 if below is None else min(top + 1, below)
    alpha = -1 if above is None else above
    return search.node(pos.masks, pos.leader, pos.current, alpha, beta)


class _Search:
    """Alpha-beta over the plays; the claimer's nodes follow the chooser."""

    def __init__(
        self,
        pos: Position,
        side: int,
        chooser: Chooser,
        maximise: bool,
        key_cards: Iterable[Card],
    ) -> None:
        self.strain = pos.strain
        self.trump = pos.trump
        self.side = side
        self.chooser = chooser
        self.maximise = maximise
        self.keys = 0
        for card in key_cards:
            self.keys |= 1 << card.index
        self.table: SearchTable = {}
        self.signature: Callable[[Position], Iterable[object]] | None = None
        self.entries: dict[tuple[tuple[int, int, int, int], int], list[int]] = {}
        self.winners: dict[tuple[int, ...], int] = {}
        self.chosen: dict[tuple[tuple[int, int, int, int], int, tuple[int, ...]], list[int]] = {}
        choices = getattr(chooser, "choices", None)
        self.choices: Callable[[Position], set[int]] = (
            choices if choices is not None else lambda p: {c.index for c in chooser(p)}
        )

    # ------------------------------------------------------------ trick start
    def start(self, masks: tuple[int, int, int, int], leader: int, alpha: int, beta: int) -> int:
        raw = (masks, leader)
        entry = self.entries.get(raw)
        if entry is None:
            entry = self.entries[raw] = self._entry(masks, leader)
        lo = entry[0]
        if lo >= beta:
            return lo
        hi = entry[1]
        if hi <= alpha or lo == hi:
            return hi
        a = alpha if alpha > lo else lo
        b = beta if beta < hi else hi
        value = self.node(masks, leader, (), a, b)
        if value <= a:
            if value < hi:
                entry[1] = value
        elif value >= b:
            if value > lo:
                entry[0] = value
        else:
            entry[0] = entry[1] = value
        return value

    def _entry(self, masks: tuple[int, int, int, int], leader: int) -> list[int]:
        """The bounds ``[lo, hi]`` on the tricks from a trick start: the table's entry
        for the position (created if new), or a private exact one when it is decided."""
        remaining = masks[leader].bit_count()
        decided = 0 if remaining == 0 else self._decided(masks, leader, remaining)
        if decided >= 0:
            return [decided, decided]
        key = self._canonical(masks, leader)
        if self.signature is not None:
            key = (key, self.signature(Position(masks, leader, (), self.strain)))
        entry = self.table.get(key)
        if entry is None:
            entry = self.table[key] = self._bounds(masks, remaining)
        return entry

    def _bounds(self, masks: tuple[int, int, int, int], remaining: int) -> list[int]:
        """Bounds ``[lo, hi]`` on the tricks of :attr:`side` from a trick start, whatever
        anyone plays (so for any chooser, careful or careless).

        * A trump higher than every trump of the other side wins the trick it is played
          to: a side takes at least as many tricks as one of its hands holds such trumps.
        * A side whose opponents hold no trump takes at least one trick when one of its
          hands holds a master in each suit it holds and a card of every suit another
          hand holds: it follows suit until it plays the last card of a suit, which is
          its master of that suit, on a trick led in that suit.
        """
        side = self.side
        lo = self._sure(masks, side, remaining)
        hi = remaining - self._sure(masks, side ^ 1, remaining)
        return [lo, hi]

    def _sure(self, masks: tuple[int, int, int, int], side: int, remaining: int) -> int:
        """Tricks ``side`` takes at least from a trick start, whatever anyone plays."""
        ours = masks[side] | masks[side ^ 2]
        theirs = masks[side ^ 1] | masks[side ^ 3]
        trump = self.trump
        if trump >= 0:
            shift = 13 * trump
            opp = theirs >> shift & _SUIT
            if opp:
                above = _SUIT & ~((1 << opp.bit_length()) - 1)
                a = masks[side] >> shift & above
                b = masks[side ^ 2] >> shift & above
                return max(a.bit_count(), b.bit_count())
            a = masks[side] >> shift & _SUIT
            b = masks[side ^ 2] >> shift & _SUIT
            sure = max(a.bit_count(), b.bit_count())
            if sure:
                if a and b:
                    return sure
                hand = masks[side] if a else masks[side ^ 2]
                return sure + self._master_of_each(hand, ours ^ hand | theirs, theirs, trump)
        for seat in (side, side ^ 2):
            hand = masks[seat]
            others = ours ^ hand | theirs
            for shift in (0, 13, 26, 39):
                held = hand >> shift & _SUIT
                if held:
                    opp = theirs >> shift & _SUIT
                    if opp and held.bit_length() <= opp.bit_length():
                        break
                elif others >> shift & _SUIT:
                    break
            else:
                return 1
        return 0

    @staticmethod
    def _master_of_each(hand: int, others: int, theirs: int, skip: int) -> int:
        """1 when ``hand`` holds a side card, and a master of every suit but ``skip`` that
        another hand holds; else 0.

        With the trumps all in ``hand`` (``skip``), such a hand wins a trick with a side
        card besides its trump tricks, whatever anyone plays: until it first runs out of
        a side suit it never discards (the others lead only side suits it holds) and so
        plays its top card of that suit on a trick led in the suit, where no one can ruff.
        """
        side_cards = False
        for suit in range(4):
            if suit == skip:
                continue
            shift = 13 * suit
            held = hand >> shift & _SUIT
            if held:
                side_cards = True
                opp = theirs >> shift & _SUIT
                if opp and held.bit_length() <= opp.bit_length():
                    return 0
            elif others >> shift & _SUIT:
                return 0
        return 1 if side_cards else 0

    def _decided(self, masks: tuple[int, int, int, int], leader: int, remaining: int) -> int:
        """Every remaining trick goes to the side on lead when all its cards are masters
        and the other side holds no trump (whatever anyone plays): the tricks for
        :attr:`side`, or -1 when not so decided."""
        ours = masks[leader] | masks[leader ^ 2]
        theirs = masks[leader ^ 1] | masks[leader ^ 3]
        trump = self.trump
        if trump >= 0 and (theirs >> 13 * trump) & _SUIT:
            return -1
        for suit in range(4):
            held = (ours >> 13 * suit) & _SUIT
            opp = (theirs >> 13 * suit) & _SUIT
            if held and opp and (held & -held).bit_length() <= opp.bit_length():
                return -1
        return remaining if (leader & 1) == self.side else 0

    def _canonical(self, masks: tuple[int, int, int, int], leader: int) -> tuple[object, ...]:
        key: list[object] = [leader]
        keys = self.keys
        codes = _SUIT_CODES
        for shift in (0, 13, 26, 39):
            suit = (
                (masks[0] >> shift) & _SUIT,
                (masks[1] >> shift) & _SUIT,
                (masks[2] >> shift) & _SUIT,
                (masks[3] >> shift) & _SUIT,
                (keys >> shift) & _SUIT,
            )
            code = codes.get(suit)
            if code is None:
                if len(codes) > _CACHE_LIMIT:
                    codes.clear()
                code = codes[suit] = _suit_code(*suit)
            key.append(code)
        return tuple(key)

    # ---------------------------------------------------------------- one play
    def node(
        self,
        masks: tuple[int, int, int, int],
        leader: int,
        current: tuple[int, ...],
        alpha: int,
        beta: int,
    ) -> int:
        seat = (leader + len(current)) & 3
        hand = masks[seat]
        if current:
            follow = hand & (_SUIT << 13 * (current[0] // 13))
            playable = follow or hand
        else:
            playable = hand
        if playable & (playable - 1) == 0:
            # One legal card: whatever the chooser allows, it is played.
            candidates = [playable.bit_length() - 1]
            maximising = self.maximise if (seat & 1) == self.side else False
        elif (seat & 1) == self.side:
            at = (masks, leader, current)
            cached = self.chosen.get(at)
            if cached is None:
                allowed = self.choices(Position(masks, leader, current, self.strain))
                cached = [c for c in allowed if playable >> c & 1] or _bits_high_first(playable)
                cached.sort(reverse=self.maximise)
                self.chosen[at] = cached
            candidates = cached
            maximising = self.maximise
        else:
            others = masks[seat ^ 1] | masks[seat ^ 2] | masks[seat ^ 3]
            for card in current:
                others |= 1 << card
            ckey = (playable, others)
            found = _CLASSES.get(ckey)
            if found is None:
                if len(_CLASSES) > _CACHE_LIMIT:
                    _CLASSES.clear()
                found = _CLASSES[ckey] = _class_cards(playable, others)
            candidates = found
            maximising = False
        best = -1 if maximising else 99
        if len(current) == 3:
            side = self.side
            winners = self.winners
            for card in candidates:
                left = hand & ~(1 << card)
                child = (
                    left if seat == 0 else masks[0],
                    left if seat == 1 else masks[1],
                    left if seat == 2 else masks[2],
                    left if seat == 3 else masks[3],
                )
                cards = (*current, card)
                winner = winners.get(cards)
                if winner is None:
                    winner = winners[cards] = (leader + winner_offset(cards, self.trump)) & 3
                won = 1 if (winner & 1) == side else 0
                value = won + self.start(child, winner, alpha - won, beta - won)
                if maximising:
                    if value > best:
                        best = value
                        if best > alpha:
                            alpha = best
                            if alpha >= beta:
                                break
                elif value < best:
                    best = value
                    if best < beta:
                        beta = best
                        if alpha >= beta:
                            break
            return best
        for card in candidates:
            left = hand & ~(1 << card)
            child = (
                left if seat == 0 else masks[0],
                left if seat == 1 else masks[1],
                left if seat == 2 else masks[2],
                left if seat == 3 else masks[3],
            )
            value = self.node(child, leader, (*current, card), alpha, beta)
            if maximising:
                if value > best:
                    best = value
                    if best > alpha:
                        alpha = best
                        if alpha >= beta:
                            break
            elif value < best:
                best = value
                if best < beta:
                    beta = best
                    if alpha >= beta:
                        break
        return best


def _suit_code(h0: int, h1: int, h2: int, h3: int, k: int) -> int:
    """The owners of the live cards of one suit, top down (key cards with their rank)."""
    live = h0 | h1 | h2 | h3
    code = 1
    while live:
        top = live.bit_length() - 1
        bit = 1 << top
        live ^= bit
        owner = 0 if h0 & bit else 1 if h1 & bit else 2 if h2 & bit else 3
        if k & bit:
            owner += 4 * (top + 1)
        code = code * 64 + owner
    return code


_CACHE_LIMIT: Final = 1 << 20
_SUIT_CODES: dict[tuple[int, int, int, int, int], int] = {}
_CLASSES: dict[tuple[int, int], list[int]] = {}


def _classes(
    playable: int, masks: tuple[int, int, int, int], current: tuple[int, ...], seat: int
) -> list[int]:
    """One card of each class of equivalent cards in ``playable``, highest first."""
    if playable & (playable - 1) == 0:
        return [playable.bit_length() - 1]
    live = masks[0] | masks[1] | masks[2] | masks[3]
    for card in current:
        live |= 1 << card
    return _class_cards(playable, live & ~masks[seat])


def _class_cards(playable: int, others: int) -> list[int]:
    """One card of each class of ``playable``, highest first: cards of a suit with no
    card of ``others`` (the live cards of the other seats) between them are one class."""
    out: list[int] = []
    previous = -1
    mask = playable
    while mask:
        card = mask.bit_length() - 1
        mask ^= 1 << card
        if (
            previous >= 0
            and previous // 13 == card // 13
            and not others & ((1 << previous) - (1 << (card + 1)))
        ):
            continue
        out.append(card)
        previous = card
    return out
