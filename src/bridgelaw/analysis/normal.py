"""A model of the plays Law 70 calls *normal* for a claimer, given his stated line.

The Laws leave "normal" to the director's judgment: footnote 20 (2017, 2007)
makes it include play that would be careless or inferior for the class of
player involved; 1987 and 1997 add "but not irrational". This module makes
that judgment explicit so software can enumerate it. It is a *model*, and the
rules below are exactly what it covers.

A line is a sequence of :data:`Step`: :class:`Cash` (cash a suit's winners),
:class:`DrawTrumps` (lead trumps while an opponent holds one),
:class:`CrossRuff` (ruff side cards in each hand in turn) and :class:`PlayCard` (a
named card). The first step not yet done is *active*;
:class:`NormalPlay` gives, for a position where the claiming side is to play,
the cards it may play:

**Leading** (the hand on lead is ``s``, its partner ``p``; a *master* is a card
higher than every card the opponents hold in its suit):

1. Active :class:`PlayCard` held by ``s``: that card.
2. Active :class:`Cash` or :class:`DrawTrumps` in a suit ``s`` holds: its highest
   card if it is a master (Law 70E2 top-down order); also its lowest card when
   ``p`` holds a master in the suit (a suit split between the hands may be started
   from either hand), unless the suit order is fixed top-down and ``s`` has a
   master; :class:`DrawTrumps` without a master leads the lowest trump.
   Active :class:`CrossRuff` (both hands hold a trump, and one holds a side suit the
   other is void in): the lowest card of each side suit ``s`` holds and ``p`` is void
   in (``p`` ruffs it, rule 9).
3. Otherwise (no step left, or the active step must start from ``p``'s hand: the
   statement is silent on the entry) the line goes on in its own order: a winner
   of ``s`` (the line's suits first, then spades down), else a crossing (the lowest
   card of a suit in which ``p`` holds a master), else the lowest card of the first
   suit ``s`` holds (conceding). Winners are cashed before losers are given up.
   With no line at all, any of these is normal: the highest card of each suit in
   which ``s`` holds a master, the lowest of each suit in which ``p`` does (not
   top-down), or with no master in either the lowest card of any suit. The
   analysis of a claim lists each order of the winning suits as a line (70D1; 70C:
   an outstanding trump may be left out of it).

**Following** (``s`` holds the suit led):

4. Active :class:`PlayCard` held by ``s`` and legal: that card, unless an
   opponent's card already beats it and ``s`` holds one that does not (a stated
   finesse card is then read as "win as cheaply as possible").
5. ``p``'s card is winning the trick and no opponent still to play can beat it:
   the lowest card; also the highest when it is lower than ``p``'s card and ``s``
   holds no more cards of the suit than ``p`` has left (the short hand's unblock,
   or the failure to make one). When fourth hand could beat it, third hand plays
   as over an opponent's card (8).
6. ``s`` cannot beat the winning card: the lowest card.
7. ``s`` plays second (an opponent and ``p`` still to play): the lowest card or
   the highest (second hand low, rising), or the lowest card that wins so far
   when that is a finesse (below).
8. ``s`` plays third over an opponent's winning card, an opponent still to play:
   the highest card, or the lowest card that wins so far when that is a finesse:
   the opponents hold exactly one card between it and the hand's next higher card
   (A-Q with the king out), or two when it is an honour (A-J with the king and
   queen out); not the five from A-Q-T-5 with the nine and seven out. An unstated
   finesse is normal both to take and to miss (70E1). Fourth: the lowest card that
   wins.

**Void in the suit led**:

9. A trump contract, ``s`` holds a trump that would win the trick so far, and
   ``p`` is not winning: ruff with the lowest such trump; in second seat a discard
   is normal too.
10. Otherwise a discard: the lowest card of each non-trump suit whose lowest card
    is not a master (an idle card); failing that, the lowest card of a suit the
    opponents no longer hold (a winner only on the side's own lead); failing that,
    the lowest card of any non-trump suit; with only trumps left, the lowest trump.
    A master that guards against the opponents' cards of its suit is kept while
    anything else can go.

Not modelled as normal: leading a loser while the hand on lead holds a winner,
overtaking partner's winner with a winner, throwing a high card under partner's
winner from the longer hand, ducking a trick the hand could win in fourth seat,
discarding a master while an idle card remains, ruffing partner's winner, and
lines that need a squeeze, an endplay or a deliberate duck not stated (70D1: a
successful unstated line is not accepted where a normal one fails). Defenders'
plays are not restricted: they play best.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bridgelaw.analysis.endings import Position, winner_offset
from bridgelaw.core.cards import DECK, Card, Suit
from bridgelaw.core.seats import Side

__all__ = ["Cash", "CrossRuff", "DrawTrumps", "NormalPlay", "PlayCard", "Step", "describe_step"]

_SUIT = 0x1FFF
_MEMO_LIMIT = 1 << 20
_CASH, _PLAY, _DRAW, _CROSS = range(4)


@dataclass(frozen=True, slots=True)
class Cash:
    """Cash the winners of a suit (led from the top by the hand that holds them)."""

    suit: Suit


@dataclass(frozen=True, slots=True)
class DrawTrumps:
    """Lead trumps while an opponent still holds one."""


@dataclass(frozen=True, slots=True)
class PlayCard:
    """Play a named card at its hand's next turn (a lead, a finesse, a ruff...)."""

    card: Card


@dataclass(frozen=True, slots=True)
class CrossRuff:
    """Ruff side cards in each hand in turn while both hands hold a trump and one holds a
    side suit the other is void in."""


Step = Cash | DrawTrumps | PlayCard | CrossRuff
"""One step of a stated line."""


def _plan(step: Step) -> tuple[int, int]:
    """A step as (kind, suit or card index)."""
    if isinstance(step, Cash):
        return _CASH, int(step.suit)
    if isinstance(step, PlayCard):
        return _PLAY, step.card.index
    if isinstance(step, DrawTrumps):
        return _DRAW, 0
    return _CROSS, 0


def describe_step(step: Step, trump: Suit | None) -> str:
    """The step in words."""
    if isinstance(step, Cash):
        name = step.suit.name.lower()
        return f"cash the {name}" + (" (trumps)" if step.suit == trump else "")
    if isinstance(step, DrawTrumps):
        return "draw the outstanding trumps"
    if isinstance(step, CrossRuff):
        return "cross-ruff"
    return f"play {step.card}"


def _top(mask: int) -> int:
    return mask.bit_length() - 1


def _low(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


class NormalPlay:
    """The normal plays of the claiming side when it follows ``line`` (a chooser for
    :func:`bridgelaw.analysis.endings.line_tricks`).

    :param top_down: the Regulating Authority's default order (70E2): a suit is played
        from the top, so a split suit is not started with a low card.
    :param follows: a memo of the cards that follow a lead, by position, which choosers
        of the same side may share (following is the same for every line that names no
        card).
    """

    def __init__(
        self,
        line: Sequence[Step],
        side: Side,
        *,
        top_down: bool = False,
        follows: dict[tuple[object, ...], set[int]] | None = None,
    ) -> None:
        self.line = tuple(line)
        self.side = int(side)
        self.top_down = top_down
        # Memos (the answers depend only on the cards, so each is computed once per
        # chooser, for all the searches of its line): signature by the side's and the
        # opponents' cards, choices by position.
        self._signatures: dict[tuple[int, ...], tuple[int, ...]] = {}
        self._choices: dict[tuple[object, ...], set[int]] = {}
        # The steps as (kind, card or suit) pairs, read fast by _active and _signature.
        self._plan = tuple(_plan(step) for step in self.line)
        self._plays_cards = any(kind == _PLAY for kind, _ in self._plan)
        self._named = sum(1 << value for kind, value in self._plan if kind == _PLAY)
        self._crosses = any(kind == _CROSS for kind, _ in self._plan)
        self._orders: dict[int, list[int]] = {}
        self._follows_memo = {} if follows is None else follows

    @property
    def key_cards(self) -> tuple[Card, ...]:
        """The cards the line names: their identity matters to the search."""
        return tuple(step.card for step in self.line if isinstance(step, PlayCard))

    def signature(self, pos: Position) -> tuple[int, ...]:
        """The steps that may still become active from ``pos`` on, as small numbers: two
        lines with the same signature choose alike from here (see
        :func:`~bridgelaw.analysis.endings.line_tricks`)."""
        masks = pos.masks
        side = self.side
        ours = masks[side] | masks[side + 2]
        theirs = masks[1 - side] | masks[3 - side]
        trump = pos.trump
        # What the signature reads: the suits the side holds, the cards the line names,
        # whether the opponents hold a trump, and for a cross-ruff each hand's cards.
        key: tuple[int, ...] = (
            (1 if ours & _SUIT else 0)
            | (2 if ours >> 13 & _SUIT else 0)
            | (4 if ours >> 26 & _SUIT else 0)
            | (8 if ours >> 39 & _SUIT else 0)
            | (16 if trump >= 0 and theirs >> 13 * trump & _SUIT else 0),
            ours & self._named,
            trump,
        )
        if self._crosses:
            key = (*key, masks[side], masks[side + 2])
        found = self._signatures.get(key)
        if found is None:
            if len(self._signatures) > _MEMO_LIMIT:
                self._signatures.clear()
            found = self._signatures[key] = self._signature(ours, theirs, pos)
        return found

    def _signature(self, ours: int, theirs: int, pos: Position) -> tuple[int, ...]:
        trump = pos.trump
        alive: list[int] = [self.top_down]
        for kind, value in self._plan:
            if kind == _CASH:
                if (ours >> 13 * value) & _SUIT:
                    alive.append(value)
            elif kind == _PLAY:
                if ours >> value & 1:
                    alive.append(5 + value)
            elif kind == _DRAW:
                if trump >= 0 and (theirs >> 13 * trump) & _SUIT and (ours >> 13 * trump) & _SUIT:
                    alive.append(4)
            elif self._cross_ruffs(pos):
                alive.append(57)
        if not self.line:
            alive.append(61)  # free leads (no line), not the line's own order
            return tuple(alive)
        alive.append(60)  # the line's order of suits still held (rule 3's concessions)
        alive.extend(s for s in self._order(trump) if (ours >> 13 * s) & _SUIT)
        return tuple(alive)

    def plan(self) -> tuple[list[int], list[int]]:
        """The steps as two lists, kinds (0 cash, 1 card, 2 draw trumps, 3 cross-ruff)
        and values (the suit or the card index; 0 for the others), for the compiled
        search (:mod:`bridgelaw.analysis.linecore`)."""
        return [kind for kind, _ in self._plan], [value for _, value in self._plan]

    def suit_order(self, trump: int) -> list[int]:
        """The suits in the line's order (rule 3; all four, a copy)."""
        return list(self._order(trump))

    def _order(self, trump: int) -> list[int]:
        """The suits in the line's order (rule 3): the line's own, then spades down."""
        found = self._orders.get(trump)
        if found is not None:
            return found
        order: list[int] = []
        for step in self.line:
            if isinstance(step, Cash):
                suit = int(step.suit)
            elif isinstance(step, PlayCard):
                suit = int(step.card.suit)
            elif isinstance(step, DrawTrumps):
                suit = trump
            else:
                continue
            if suit >= 0 and suit not in order:
                order.append(suit)
        order.extend(s for s in (3, 2, 1, 0) if s not in order)
        self._orders[trump] = order
        return order

    # ----------------------------------------------------------------- helpers
    def _active(self, pos: Position) -> Step | None:
        side = self.side
        ours = pos.masks[side] | pos.masks[side + 2]
        theirs = pos.masks[1 - side] | pos.masks[3 - side]
        trump = pos.trump
        for i, (kind, value) in enumerate(self._plan):
            if kind == _CASH:
                shift = 13 * value
                if _masters(ours >> shift & _SUIT, theirs >> shift & _SUIT):
                    return self.line[i]
            elif kind == _PLAY:
                if ours >> value & 1:
                    return self.line[i]
            elif kind == _DRAW:
                if trump >= 0 and (theirs >> 13 * trump) & _SUIT and (ours >> 13 * trump) & _SUIT:
                    return self.line[i]
            elif self._cross_ruffs(pos):
                return self.line[i]
        return None

    def _cross_ruffs(self, pos: Position) -> bool:
        """Both hands of the side hold a trump, and one a side suit the other lacks."""
        trump = pos.trump
        if trump < 0:
            return False
        a, b = pos.masks[self.side], pos.masks[self.side + 2]
        if not (a >> 13 * trump & _SUIT and b >> 13 * trump & _SUIT):
            return False
        return any(
            bool(x >> 13 * suit & _SUIT) and not y >> 13 * suit & _SUIT
            for suit in range(4)
            if suit != trump
            for x, y in ((a, b), (b, a))
        )

    def __call__(self, pos: Position) -> list[Card]:
        """The cards the seat to play (of the claiming side) may normally play."""
        return [DECK[i] for i in sorted(self.choices(pos), reverse=True)]

    def choices(self, pos: Position) -> set[int]:
        """As :meth:`__call__`, as card indices (a set the caller must not change)."""
        key = (pos.masks, pos.leader, pos.current, pos.trump)
        found = self._choices.get(key)
        if found is None:
            if len(self._choices) > _MEMO_LIMIT:
                self._choices.clear()
            found = self._choices[key] = self._choose(pos)
        return found

    def _choose(self, pos: Position) -> set[int]:
        seat = pos.seat_to_play
        mine = pos.masks[seat]
        partner = pos.masks[seat ^ 2]
        theirs = pos.masks[seat ^ 1] | pos.masks[seat ^ 3]
        if pos.current and not self._plays_cards:
            # Following a lead is the same for every line without a named card.
            key = (pos.masks, pos.leader, pos.current, pos.strain)
            memo = self._follows_memo
            found = memo.get(key)
            if found is None:
                if len(memo) > _MEMO_LIMIT:
                    memo.clear()
                found = memo[key] = self._follows(pos, mine, partner, theirs)
            return found
        step = self._active(pos)
        if step is not None and isinstance(step, PlayCard) and mine >> step.card.index & 1:
            card = step.card.index
            if not pos.current:
                return {card}
            led = pos.current[0] // 13
            if card // 13 == led and not self._beaten(pos, card, mine):
                return {card}
            if card // 13 != led and not (mine >> 13 * led) & _SUIT:
                return {card}
        if not pos.current:
            return self._leads(pos, step, mine, partner, theirs)
        return self._follows(pos, mine, partner, theirs)

    def _beaten(self, pos: Position, card: int, mine: int) -> bool:
        """A stated finesse card that an opponent's card already beats, while the hand
        holds a card that wins: the statement is read as "win as cheaply as possible"."""
        cards = pos.current
        win_off = winner_offset(cards, pos.trump)
        win_card = cards[win_off]
        if (((pos.leader + win_off) & 3) & 1) == self.side:
            return False
        if win_card // 13 != card // 13 or card > win_card:
            return False
        return bool(mine >> 13 * (win_card // 13) & _SUIT & ~((2 << (win_card % 13)) - 1))

    def _leads(
        self, pos: Position, step: Step | None, mine: int, partner: int, theirs: int
    ) -> set[int]:
        if isinstance(step, CrossRuff):
            trump = pos.trump
            feeds = {
                13 * suit + _low(mine >> 13 * suit & _SUIT)
                for suit in range(4)
                if suit != trump
                and mine >> 13 * suit & _SUIT
                and not partner >> 13 * suit & _SUIT
                and partner >> 13 * trump & _SUIT
            }
            if feeds:
                return feeds
        if isinstance(step, Cash | DrawTrumps):
            suit = int(step.suit) if isinstance(step, Cash) else pos.trump
            held = mine >> 13 * suit & _SUIT
            if held:
                opp = theirs >> 13 * suit & _SUIT
                own = bool(_masters(held, opp))
                other = bool(_masters(partner >> 13 * suit & _SUIT, opp))
                out: set[int] = set()
                if own:
                    out.add(13 * suit + _top(held))
                if (other and not (own and self.top_down)) or (
                    not own and isinstance(step, DrawTrumps)
                ):
                    out.add(13 * suit + _low(held))
                if out:
                    return out
        if self.line:
            return self._ordered_leads(pos.trump, mine, partner, theirs)
        return self._free_leads(mine, partner, theirs)

    def _ordered_leads(self, trump: int, mine: int, partner: int, theirs: int) -> set[int]:
        """No step can be played from this hand: the line's order goes on. A winner of
        this hand (the line's suits first), else a crossing to partner's winner, else
        the lowest card of the first suit held (line order, then spades down)."""
        order = self._order(trump)
        held = [(suit, mine >> 13 * suit & _SUIT, theirs >> 13 * suit & _SUIT) for suit in order]
        for suit, cards, opp in held:
            if cards and _masters(cards, opp):
                return {13 * suit + _top(cards)}
        for suit, cards, opp in held:
            if cards and _masters(partner >> 13 * suit & _SUIT, opp):
                return {13 * suit + _low(cards)}
        for suit, cards, _opp in held:
            if cards:
                return {13 * suit + _low(cards)}
        return set()

    def _free_leads(self, mine: int, partner: int, theirs: int) -> set[int]:
        tops: set[int] = set()
        crossings: set[int] = set()
        lows: set[int] = set()
        for suit in range(4):
            held = mine >> 13 * suit & _SUIT
            if not held:
                continue
            opp = theirs >> 13 * suit & _SUIT
            low = 13 * suit + _low(held)
            lows.add(low)
            if _masters(held, opp):
                tops.add(13 * suit + _top(held))
            if _masters(partner >> 13 * suit & _SUIT, opp):
                crossings.add(low)
        if tops:
            return tops if self.top_down else tops | crossings
        return crossings or lows

    def _follows(self, pos: Position, mine: int, partner: int, theirs: int) -> set[int]:
        cards = pos.current
        led = cards[0] // 13
        trump = pos.trump
        place = len(cards)  # 1: second hand, 2: third, 3: fourth
        lead_seat = pos.leader
        win_off = winner_offset(cards, trump)
        win_card = cards[win_off]
        seat = pos.seat_to_play
        partner_winning = ((lead_seat + win_off) & 3) == (seat ^ 2)
        if partner_winning and place == 2:
            # Third hand: partner's card is safe only if fourth hand cannot beat it.
            fourth = pos.masks[(seat + 1) & 3]
            follows = fourth >> 13 * led & _SUIT
            if follows:
                partner_winning = win_card // 13 != led or win_card - 13 * led > _top(follows)
            else:
                partner_winning = (
                    trump < 0
                    or not fourth >> 13 * trump & _SUIT
                    or (
                        win_card // 13 == trump
                        and win_card - 13 * trump > _top(fourth >> 13 * trump & _SUIT)
                    )
                )
        held = mine >> 13 * led & _SUIT
        base = 13 * led
        if held:
            low = base + _low(held)
            if partner_winning:
                high = base + _top(held)
                partner_left = (partner >> 13 * led & _SUIT).bit_count()
                if win_card // 13 == led and high < win_card and held.bit_count() <= partner_left:
                    return {low, high}
                return {low}
            if win_card // 13 != led:  # trumped: cannot beat by following
                return {low}
            above = held & ~((1 << (win_card - base + 1)) - 1)
            if not above:
                return {low}
            cheapest = base + _low(above)
            top = base + _top(held)
            if place == 3:
                return {cheapest}
            options = {top} if place == 2 else {low, top}
            if _finesse(held, theirs >> 13 * led & _SUIT, cheapest - base):
                options.add(cheapest)
            return options
        discards = self._discards(pos, mine, theirs)
        if trump >= 0 and not partner_winning:
            trumps = mine >> 13 * trump & _SUIT
            if win_card // 13 == trump:
                trumps &= ~((1 << (win_card - 13 * trump + 1)) - 1)
            if trumps:
                ruff = 13 * trump + _low(trumps)
                return {ruff} | discards if place == 1 else {ruff}
        return discards

    def _discards(self, pos: Position, mine: int, theirs: int) -> set[int]:
        trump = pos.trump
        idle: set[int] = set()
        unguarded: set[int] = set()
        any_side: set[int] = set()
        for suit in range(4):
            if suit == trump:
                continue
            held = mine >> 13 * suit & _SUIT
            if not held:
                continue
            low = _low(held)
            any_side.add(13 * suit + low)
            opp = theirs >> 13 * suit & _SUIT
            if opp and _top(opp) > low:
                idle.add(13 * suit + low)
            elif not opp:
                unguarded.add(13 * suit + low)
        if idle:
            return idle
        if unguarded:
            return unguarded
        if any_side:
            return any_side
        return {13 * trump + _low(mine >> 13 * trump & _SUIT)}


def _finesse(held: int, opp: int, rank: int) -> bool:
    """Whether playing ``rank`` (an index 0-12: the hand's lowest card that wins so far)
    instead of a higher card is a finesse: the opponents hold exactly one card between
    it and the hand's next higher card (A-Q with the king out), or two when it is an
    honour (A-J with the king and queen out). 13-bit suit masks."""
    higher = held & ~((2 << rank) - 1)
    if not higher:
        return True
    between = (opp & ((higher & -higher) - 1) & ~((2 << rank) - 1)).bit_count()
    return between == 1 or (between == 2 and rank >= 8)


def _masters(held: int, opp: int) -> int:
    """The cards of ``held`` above every card of ``opp`` (13-bit suit masks)."""
    if not opp:
        return held
    return held & ~((1 << (_top(opp) + 1)) - 1)
