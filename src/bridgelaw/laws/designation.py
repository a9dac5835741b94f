"""Law 46: declarer's designation of a card from dummy, read as the Law deems it.

Declarer should name the suit and the rank (46A). When he does not, Law 46B
says which card he is deemed to have named, unless his different intention is
incontrovertible (a judgment left to the director):

* "high" (or "top"): the highest card of the suit led, or of the suit named (46B1(a));
* "win" ("take", "ruff"): the lowest card known to win the trick (46B1(b); 1987 has no
  such rule);
* "low" ("small"): the lowest card of the suit led, or of the suit named (46B1(c));
* a suit only: its lowest card (46B2);
* a rank only: when dummy leads, the suit in which dummy won the last trick if dummy
  holds that rank there (46B3(a)); otherwise that rank if it can legally be played,
  declarer saying which when two or more can (46B3(b));
* a card dummy does not hold: void; declarer may designate any legal card (46B4);
* no suit and no rank ("play anything"): either defender designates the card (46B5).

>>> from bridgelaw.core import Hand
>>> dummy = Hand.parse("K73.Q2.-.-")
>>> designate("high", dummy, led=(Card.parse("SJ"),), trump=None).card
Card.parse('SK')
>>> designate("spade", dummy, led=(Card.parse("SJ"),), trump=None).law
'46B2'
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from bridgelaw.core.cards import Card, Rank, Suit
from bridgelaw.core.hands import Hand
from bridgelaw.core.tricks import winning_index
from bridgelaw.errors import NotationError
from bridgelaw.laws import designation_words as other

__all__ = ["Designation", "designate"]

_SUITS = {
    "s": Suit.SPADES,
    "spade": Suit.SPADES,
    "spades": Suit.SPADES,
    "h": Suit.HEARTS,
    "heart": Suit.HEARTS,
    "hearts": Suit.HEARTS,
    "d": Suit.DIAMONDS,
    "diamond": Suit.DIAMONDS,
    "diamonds": Suit.DIAMONDS,
    "c": Suit.CLUBS,
    "club": Suit.CLUBS,
    "clubs": Suit.CLUBS,
    "♠": Suit.SPADES,
    "♥": Suit.HEARTS,
    "♦": Suit.DIAMONDS,
    "♣": Suit.CLUBS,
    **other.SUITS,  # the platform's other languages (fi, sk, hr, pl, ru)
}
_RANKS = {
    "ace": Rank.ACE,
    "king": Rank.KING,
    "queen": Rank.QUEEN,
    "jack": Rank.JACK,
    "ten": Rank.TEN,
    "nine": Rank.NINE,
    "eight": Rank.EIGHT,
    "seven": Rank.SEVEN,
    "six": Rank.SIX,
    "five": Rank.FIVE,
    "four": Rank.FOUR,
    "three": Rank.THREE,
    "two": Rank.TWO,
    "deuce": Rank.TWO,
    **other.RANKS,
}
_HIGH = {"high", "top", "highest", *other.HIGH}
_LOW = {"low", "small", "lowest", "little", *other.LOW}
_WIN = {"win", "take", "ruff", "cover", *other.WIN}
_ANY = {"anything", "any", "whatever", *other.ANY}
_FILLER = {"play", "the", "a", "it", "of", "card", "from", "dummy", "please", "one", *other.FILLER}


@dataclass(frozen=True, slots=True)
class Designation:
    """How Law 46 reads a designation."""

    text: str
    card: Card | None
    """The card deemed designated; ``None`` when someone must still choose."""
    law: str
    """The subsection applied (``"46A"`` for a complete designation)."""
    candidates: tuple[Card, ...] = ()
    """When :attr:`card` is ``None``: the cards the chooser may designate."""
    chooser: str | None = None
    """``"declarer"`` (46B3(b), 46B4), ``"defender"`` (46B5), ``"director"`` (no rule
    applies: 1987 "win", or no card known to win), or ``None``."""
    note: str = ""


def _words(text: str) -> list[str]:
    return [w for w in re.split(r"[\s,.!]+", text.strip().lower()) if w]


def _parse(text: str) -> tuple[Suit | None, Rank | None, str | None]:
    """(suit, rank, qualifier) named by ``text``."""
    compact = text.strip().replace(" ", "")
    try:
        card = Card.parse(compact)
    except NotationError:
        pass
    else:
        if compact.lower() not in other.RANKS:  # "as": the ace (pl, hr), not the SA
            return card.suit, card.rank, None
    suit: Suit | None = None
    rank: Rank | None = None
    qualifier: str | None = None
    for word in _words(text):
        if word in _SUITS:
            suit = _SUITS[word]
        elif word in _RANKS:
            rank = _RANKS[word]
        elif word in _HIGH:
            qualifier = "high"
        elif word in _LOW:
            qualifier = "low"
        elif word in _WIN:
            qualifier = "win"
        elif word in _ANY:
            qualifier = "any"
        elif word in _FILLER:
            continue
        else:
            try:
                rank = Rank.parse(word.upper())
            except NotationError as error:
                raise NotationError(
                    f"{text!r}: cannot read {word!r} in a designation of dummy's card "
                    "(a suit, a rank, high, low, win or anything)"
                ) from error
    return suit, rank, qualifier


def _legal(hand: Hand, led: Sequence[Card]) -> tuple[Card, ...]:
    if led and hand.has_suit(led[0].suit):
        return tuple(c for c in hand if c.suit == led[0].suit)
    return hand.cards()


def _lowest_winner(
    hand: Hand, led: Sequence[Card], trump: Suit | None
) -> tuple[Card | None, tuple[Card, ...]]:
    """The lowest legal card that beats every card played so far, and the legal cards."""
    legal = _legal(hand, led)
    if not led:
        return None, legal
    from bridgelaw.core.calls import Strain

    strain = Strain.NOTRUMP if trump is None else Strain(int(trump))
    winners = [c for c in legal if winning_index([*led, c], strain) == len(led)]
    if not winners:
        return None, legal
    return min(winners, key=lambda c: (c.suit != led[0].suit, c.rank)), legal


def designate(
    text: str,
    dummy: Hand,
    *,
    led: Sequence[Card] = (),
    trump: Suit | None,
    won_last: Suit | None = None,
    win_rule: bool = True,
) -> Designation:
    """The card ``text`` designates from ``dummy``'s cards (Law 46).

    :param led: the cards already played to the trick, the lead first (empty when dummy
        leads).
    :param trump: the trump suit (``None`` at notrump).
    :param won_last: when dummy leads: the suit of the card with which dummy won the last
        trick (46B3(a)).
    :param win_rule: the edition has 46B1(b) (1987 has not).
    :raises NotationError: the text is not a designation.
    """
    suit, rank, qualifier = _parse(text)
    legal = _legal(dummy, led)
    led_suit = led[0].suit if led else None
    if qualifier == "any" and suit is None and rank is None:
        return Designation(text, None, "46B5", legal, "defender")
    if suit is not None and rank is not None:
        card = Card(suit, rank)
        if card in dummy:
            return Designation(text, card, "46A")
        return Designation(text, None, "46B4", legal, "declarer", f"dummy has no {card}")
    if qualifier == "win":
        if not win_rule:
            return Designation(
                text, None, "46B", legal, "director", "this edition has no rule for 'win'"
            )
        winner, _ = _lowest_winner(dummy, led, trump)
        if winner is None:
            return Designation(
                text, None, "46B1(b)", legal, "director", "no card of dummy's is known to win"
            )
        return Designation(text, winner, "46B1(b)")
    if qualifier in ("high", "low"):
        target = suit or led_suit
        if target is None:
            return Designation(text, None, "46B4", legal, "declarer", "no suit is named or led")
        held = [c for c in dummy if c.suit == target]
        if not held:
            return Designation(
                text, None, "46B4", legal, "declarer", f"dummy has no {target.name.lower()}"
            )
        pick = (
            max(held, key=lambda c: c.rank)
            if qualifier == "high"
            else min(held, key=lambda c: c.rank)
        )
        return Designation(text, pick, "46B1(a)" if qualifier == "high" else "46B1(c)")
    if suit is not None:
        held = [c for c in dummy if c.suit == suit]
        if not held:
            return Designation(
                text, None, "46B4", legal, "declarer", f"dummy has no {suit.name.lower()}"
            )
        return Designation(text, min(held, key=lambda c: c.rank), "46B2")
    if rank is not None:
        if not led and won_last is not None and Card(won_last, rank) in dummy:
            return Designation(text, Card(won_last, rank), "46B3(a)")
        cards = tuple(c for c in legal if c.rank == rank)
        if len(cards) == 1:
            return Designation(text, cards[0], "46B3(b)")
        if len(cards) > 1:
            return Designation(
                text, None, "46B3(b)", cards, "declarer", "declarer must say which he meant"
            )
        return Designation(text, None, "46B4", legal, "declarer", f"dummy has no legal {rank}")
    return Designation(text, None, "46B5", legal, "defender")
