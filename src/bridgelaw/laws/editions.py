"""Editions of the Laws of Duplicate Bridge: one rules core, editions as subclasses.

:class:`Edition` is the rules core: the 2017 Laws. Each earlier edition is a
subclass that overrides only the hooks whose Law reads differently in it.
Hooks are named after the Law they implement (``law_18_sufficient``,
``law_44_must_follow``...). Correct procedure (Laws 17-22, 41-47) is the same
in all four editions, so the earlier editions override nothing yet; the
irregularity laws add their differences.

>>> find_edition("2007").year, find_edition(1987).name
(2007, 'Laws of Duplicate Bridge 1987')
>>> DEFAULT_EDITION.year
2017
"""

from __future__ import annotations

from typing import ClassVar, Final

from bridgelaw.core.calls import ALL_BIDS, DOUBLE, PASS, REDOUBLE, Bid, Call, Double, Pass, Redouble
from bridgelaw.core.cards import Card, Suit
from bridgelaw.core.hands import Hand
from bridgelaw.core.lawref import LawRef
from bridgelaw.core.seats import Seat
from bridgelaw.errors import IllegalCallError, IllegalPlayError, NotationError
from bridgelaw.laws.auction import AuctionState
from bridgelaw.laws.play import PlayState

__all__ = ["DEFAULT_EDITION", "EDITIONS", "Edition", "find_edition"]


class Edition:
    """The rules core: the Laws of Duplicate Bridge 2017 (the default edition).

    An edition answers rules questions about a state; it holds no state itself.
    """

    year: ClassVar[int] = 2017
    """The year of the edition."""
    name: ClassVar[str] = "Laws of Duplicate Bridge 2017"
    aliases: ClassVar[tuple[str, ...]] = ("2017", "wbf2017", "current")

    def ref(self, text: str) -> LawRef:
        """A :class:`LawRef` in this edition: ``edition.ref("27B1(a)")``."""
        return LawRef.parse(text, edition=self.year)

    def __repr__(self) -> str:
        return f"find_edition({self.year})"

    # ------------------------------------------------------------------ auction
    def law_17_next_to_call(self, auction: AuctionState) -> Seat:
        """Law 17B, 17C: the dealer calls first, then each player in rotation."""
        return auction.next_seat

    def law_18_sufficient(self, bid: Bid, auction: AuctionState) -> bool:
        """Law 18B-D: a bid is sufficient when it supersedes the last bid."""
        return auction.last_bid is None or bid.key > auction.last_bid.key

    def law_19a_may_double(self, seat: Seat, auction: AuctionState) -> bool:
        """Law 19A1: only the last bid, only if an opponent made it, only passes since."""
        return (
            auction.last_bid_by is not None
            and auction.last_double_by is None
            and seat.is_opponent(auction.last_bid_by)
        )

    def law_19b_may_redouble(self, seat: Seat, auction: AuctionState) -> bool:
        """Law 19B1: only the last double, only if an opponent made it, only passes since."""
        return (
            auction.last_double_by is not None
            and auction.doubling == 1
            and seat.is_opponent(auction.last_double_by)
        )

    def law_22_auction_ended(self, auction: AuctionState) -> bool:
        """Law 22A/B: three passes in rotation after a call, or four passes."""
        return auction.is_complete

    def legal_calls(self, auction: AuctionState) -> tuple[Call, ...]:
        """Every call the player in turn may make (empty once the auction has ended)."""
        if self.law_22_auction_ended(auction):
            return ()
        seat = auction.next_seat
        calls: list[Call] = [PASS]
        if self.law_19a_may_double(seat, auction):
            calls.append(DOUBLE)
        if self.law_19b_may_redouble(seat, auction):
            calls.append(REDOUBLE)
        start = 0 if auction.last_bid is None else auction.last_bid.key + 1
        calls.extend(_BIDS[start:])
        return tuple(calls)

    def check_call(self, seat: Seat, call: Call, auction: AuctionState) -> None:
        """Raise if ``seat`` may not make ``call`` now under correct procedure.

        :raises IllegalCallError: naming the Law broken and the Law that rectifies it.
        """
        if self.law_22_auction_ended(auction):
            raise IllegalCallError(
                f"{seat.name.lower()} calls {call} after the auction has ended",
                law=self.ref("22A"),
                rectification=self.ref("39"),
            )
        turn = self.law_17_next_to_call(auction)
        if seat != turn:
            kind = {Pass: "30", Bid: "31", Double: "32", Redouble: "32"}[type(call)]
            raise IllegalCallError(
                f"{seat.name.lower()} calls {call} out of rotation: "
                f"it is {turn.name.lower()}'s turn",
                law=self.ref("17C"),
                rectification=self.ref(kind),
            )
        if isinstance(call, Bid):
            if call.level > 7:
                raise IllegalCallError(
                    f"{seat.name.lower()} bids {call}: no bid may name more than seven odd tricks",
                    law=self.ref("18A"),
                    rectification=self.ref("38"),
                )
            if not self.law_18_sufficient(call, auction):
                raise IllegalCallError(
                    f"{seat.name.lower()}'s {call} is insufficient over {auction.last_bid}",
                    law=self.ref("18D"),
                    rectification=self.ref("27"),
                )
        elif isinstance(call, Double) and not self.law_19a_may_double(seat, auction):
            raise IllegalCallError(
                f"{seat.name.lower()} may not double now "
                "(only an opponent's last bid, with only passes since)",
                law=self.ref("19A1"),
                rectification=self.ref("36"),
            )
        elif isinstance(call, Redouble) and not self.law_19b_may_redouble(seat, auction):
            raise IllegalCallError(
                f"{seat.name.lower()} may not redouble now "
                "(only an opponent's double of his side's bid, with only passes since)",
                law=self.ref("19B1"),
                rectification=self.ref("36"),
            )

    # --------------------------------------------------------------------- play
    def law_41_opening_leader(self, declarer: Seat) -> Seat:
        """Law 41A: the defender on presumed declarer's left makes the opening lead."""
        return declarer.lho

    def law_44_must_follow(self, hand: Hand, led: Suit | None) -> bool:
        """Law 44C: a player must follow suit if able."""
        return led is not None and hand.has_suit(led)

    def legal_cards(self, play: PlayState) -> tuple[Card, ...]:
        """The cards the seat to play may play (Law 44A, 44C, 44D), highest first."""
        if play.is_complete:
            return ()
        hand = play.hands[play.next_seat]
        led = play.led_suit
        if led is not None and self.law_44_must_follow(hand, led):
            return tuple(card for card in hand if card.suit == led)
        return hand.cards()

    def check_play(self, seat: Seat, card: Card, by: Seat, play: PlayState) -> None:
        """Raise if ``card`` from ``seat``'s hand, played by ``by``, is not correct procedure.

        :raises IllegalPlayError: naming the Law broken and the Law that rectifies it.
        """
        if play.is_complete:
            raise IllegalPlayError(f"{card} played after the thirteenth trick", law=self.ref("44B"))
        if card not in play.hands[seat]:
            raise IllegalPlayError(
                f"{card} is not in {seat.name.lower()}'s hand", law=self.ref("7B3")
            )
        dummy = play.dummy
        if seat == dummy and by != play.declarer:
            raise IllegalPlayError(
                f"dummy's {card} must be played by declarer ({play.declarer.name.lower()}), "
                f"not by {by.name.lower()}",
                law=self.ref("45B"),
            )
        if seat != dummy and by != seat:
            raise IllegalPlayError(
                f"{by.name.lower()} may not play {seat.name.lower()}'s {card}",
                law=self.ref("7B3"),
            )
        turn = play.next_seat
        if seat != turn:
            if not play.opening_lead_made:
                raise IllegalPlayError(
                    f"opening lead out of turn by {seat.name.lower()}: "
                    f"{turn.name.lower()} is on lead",
                    law=self.ref("41A"),
                    rectification=self.ref("54"),
                )
            if not play.current:
                rect = "55" if seat.side == play.declarer.side else "56"
                raise IllegalPlayError(
                    f"lead out of turn by {seat.name.lower()}: {turn.name.lower()} is on lead",
                    law=self.ref("44G"),
                    rectification=self.ref(rect),
                )
            raise IllegalPlayError(
                f"{seat.name.lower()} plays out of turn: it is {turn.name.lower()}'s turn",
                law=self.ref("44B"),
                rectification=self.ref("57"),
            )
        led = play.led_suit
        if led is not None and card.suit != led and self.law_44_must_follow(play.hands[seat], led):
            raise IllegalPlayError(
                f"{seat.name.lower()} plays {card} but holds {led.name.lower()}: must follow suit",
                law=self.ref("44C"),
                rectification=self.ref("61"),
            )


_BIDS: Final = ALL_BIDS


class Edition2007(Edition):
    """The Laws of Duplicate Bridge 2007 (Slovak text, updated 2008)."""

    year: ClassVar[int] = 2007
    name: ClassVar[str] = "Laws of Duplicate Bridge 2007"
    aliases: ClassVar[tuple[str, ...]] = ("2007", "wbf2007")


class Edition1997(Edition):
    """The Laws of Duplicate Bridge 1997 (Polish text for Chapter V, Croatian otherwise)."""

    year: ClassVar[int] = 1997
    name: ClassVar[str] = "Laws of Duplicate Bridge 1997"
    aliases: ClassVar[tuple[str, ...]] = ("1997", "wbf1997")


class Edition1987(Edition):
    """The Laws of Duplicate Bridge 1987 (Russian text)."""

    year: ClassVar[int] = 1987
    name: ClassVar[str] = "Laws of Duplicate Bridge 1987"
    aliases: ClassVar[tuple[str, ...]] = ("1987", "wbf1987")


EDITIONS: Final[dict[int, Edition]] = {
    edition.year: edition for edition in (Edition(), Edition2007(), Edition1997(), Edition1987())
}
"""The registered editions by year."""

DEFAULT_EDITION: Final = EDITIONS[2017]
"""The 2017 Laws: the default everywhere."""


def find_edition(name: str | int | Edition | None = None) -> Edition:
    """The edition named by its year or an alias (``"2017"``, ``2007``, ``"wbf1997"``).

    ``None`` gives the default (2017).

    :raises NotationError: no such edition.
    """
    if name is None:
        return DEFAULT_EDITION
    if isinstance(name, Edition):
        return name
    key = str(name).strip().lower()
    for edition in EDITIONS.values():
        if key in edition.aliases:
            return edition
    raise NotationError(
        f"unknown edition of the Laws: {name!r} (known: {', '.join(map(str, EDITIONS))})"
    )
