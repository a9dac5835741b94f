"""Events and views as JSON.

The log stores the three actions of online play (a call, a card, an agreed claim) as
small dicts; :func:`decode` turns them back into the engine's events for a replay.
:func:`seat_state` is what one seat's connection receives: built from the engine's
:func:`~bridgelaw.table.views.view` for that seat, so it holds no card the seat may not
see (its own hand; dummy's once the opening lead is faced; every hand once the board
is over), and the cards played to the trick in progress and to the last trick (Law 66A).
:func:`seat_states` makes the states of several seats at once: what every seat sees
alike (the trick, the counts, the result...) is made once, what is a seat's own (its
view's hands, the auction's alerts and explanations, its legal actions) once per seat.
"""

from __future__ import annotations

from typing import Any

from bridgelaw.core.calls import Call
from bridgelaw.core.cards import Card
from bridgelaw.core.hands import Hand
from bridgelaw.core.seats import Seat, Side
from bridgelaw.laws.play import Trick
from bridgelaw.table import Phase, Table
from bridgelaw.table.events import CallMade, CardPlayed, ClaimAgreed, Event
from bridgelaw.table.views import SeatView, view

__all__ = ["decode", "encode", "seat_state", "seat_states"]

Json = dict[str, Any]

_SEAT_TEXT = {seat: str(seat) for seat in Seat}
_CARD_TEXT = {card.index: str(card) for card in Hand((1 << 52) - 1)}
"""Each card's text by its index (made once: a state names up to 52 cards)."""


def encode(event: Event) -> Json:
    """The stored form of an online action.

    :raises TypeError: the event is not one of the actions online play records.
    """
    if isinstance(event, CallMade):
        return {
            "kind": "call",
            "seat": str(event.seat),
            "call": str(event.call),
            "alert": event.alert,
            "explanation": event.explanation,
        }
    if isinstance(event, CardPlayed):
        return {
            "kind": "play",
            "seat": str(event.seat),
            "card": str(event.card),
            "by": str(event.by),
        }
    if isinstance(event, ClaimAgreed):
        return {
            "kind": "claim",
            "seat": str(event.seat),
            "tricks": event.tricks,
            "statement": event.statement,
        }
    raise TypeError(f"online play does not record {type(event).__name__}")


def decode(payload: Json) -> Event:
    """The engine's event for a stored action."""
    kind, seat = payload["kind"], Seat.parse(payload["seat"])
    if kind == "call":
        return CallMade(seat, Call.parse(payload["call"]), payload["alert"], payload["explanation"])
    if kind == "play":
        return CardPlayed(seat, Card.parse(payload["card"]), Seat.parse(payload["by"]))
    if kind == "claim":
        return ClaimAgreed(seat, int(payload["tricks"]), payload["statement"])
    raise ValueError(f"unknown stored action {kind!r}")


def _cards(cards: Any) -> list[str]:
    return [str(card) for card in cards]


def _phase(table: Table) -> str:
    return {Phase.AUCTION: "auction", Phase.PLAY: "play"}.get(table.phase, "ended")


def _result(table: Table) -> Json | None:
    if table.phase != Phase.ENDED:
        return None
    score = table.score_ns()
    return {"score_ns": score, "declarer_tricks": table.declarer_tricks}


def _trick(trick: Trick) -> Json:
    seats = list(trick.leader.rotation())
    return {
        "cards": [
            {"seat": str(s), "card": str(c)} for s, c in zip(seats, trick.cards, strict=True)
        ],
        "winner": str(trick.winner),
    }


def _legal(seen: SeatView) -> list[str]:
    """The calls or cards the view's seat may make or play now (the view has them when
    it is that seat's turn in the auction, or it must play a card: its own or dummy's)."""
    if seen.legal_cards:
        return [_CARD_TEXT[card.index] for card in seen.legal_cards]
    return [str(call) for call in seen.legal_calls]


def last_action(table: Table) -> Json | None:
    """The last action, for the announcement of screen readers (public information)."""
    if not table.events:
        return None
    last = table.events[-1]
    if isinstance(last, CallMade):
        return {"kind": "call", "seat": str(last.seat), "call": str(last.call)}
    if isinstance(last, CardPlayed):
        return {"kind": "play", "seat": str(last.seat), "card": str(last.card)}
    return None


def _alerted(alert: bool, caller: Seat, seat: Seat | None, over: bool) -> bool:
    """Whether ``seat`` sees a call's alert: its opponents and the director do, the
    caller's partner only once the board is over (online the bidder alerts his own call:
    partner sees neither the alert nor the explanation, ACBL App. O)."""
    return alert and (seat is None or over or seat != caller.partner)


def seat_state(table: Table, seat: Seat | None, *, table_id: int, players: dict[str, str]) -> Json:
    """Everything ``seat`` (``None``: the director) may see of ``table`` now, as one
    ``state`` message."""
    return seat_states(table, [seat], table_id=table_id, players=players)[0]


def seat_states(
    table: Table, seats: list[Seat | None], *, table_id: int, players: dict[str, str]
) -> list[Json]:
    """The ``state`` message of each of ``seats`` (``None``: the director): what each may
    see of ``table`` now. The parts every seat sees alike are made once and shared by
    the messages (do not change them in one message)."""
    over = table.phase == Phase.ENDED
    tricks = table.tricks
    current = table.current_trick
    last_trick = tricks[-1] if tricks and not current else None
    seat_text, card_text = _SEAT_TEXT, _CARD_TEXT
    board = table.board
    public: Json = {
        "players": players,
        "board": board.number,
        "dealer": seat_text[board.dealer],
        "vulnerability": board.vulnerability.pbn,
        "phase": _phase(table),
        "turn": None if table.turn is None else seat_text[table.turn],
        "to_act": None if table.acting_player is None else seat_text[table.acting_player],
    }
    after: Json = {
        "contract": None if table.contract is None else str(table.contract),
        "declarer": None if table.declarer is None else seat_text[table.declarer],
        "dummy": None if table.dummy is None else seat_text[table.dummy],
    }
    rest: Json = {
        "counts": {seat_text[holder]: len(table.held(holder)) for holder in Seat},
        "trick": [{"seat": seat_text[s], "card": card_text[c.index]} for s, c in current],
        "last_trick": None if last_trick is None else _trick(last_trick),
        "tricks": {"NS": table.tricks_won(Side.NS), "EW": table.tricks_won(Side.EW)},
    }
    end: Json = {"result": _result(table), "last": last_action(table), "seq": len(table.events)}
    held: dict[int, list[str]] = {}  # the text of each hand shown, by its cards
    states = []
    for seat in seats:
        seen = view(table, seat)
        hands = {}
        for holder, hand in seen.hands.items():
            mask = hand.mask
            text = held.get(mask)
            if text is None:
                text = held[mask] = [card_text[card.index] for card in hand]
            hands[seat_text[holder]] = text
        state = {"t": "state", "table": table_id, "seat": None if seat is None else str(seat)}
        state |= public
        state["auction"] = [
            {
                "seat": seat_text[c.seat],
                "call": str(c.call),
                "alert": _alerted(c.alert, c.seat, seat, over) if c.alert else False,
                "explanation": c.explanation,
            }
            for c in seen.auction
        ]
        state |= after
        state["hands"] = hands
        state |= rest
        state["legal"] = _legal(seen)
        state |= end
        states.append(state)
    return states
