"""Events and views as JSON.

The log stores the three actions of online play (a call, a card, an agreed claim) as
small dicts; :func:`decode` turns them back into the engine's events for a replay.
:func:`seat_state` is what one seat's connection receives: built from the engine's
:func:`~bridgelaw.table.views.view` for that seat, so it holds no card the seat may not
see (its own hand; dummy's once the opening lead is faced; every hand once the board
is over), and the cards played to the trick in progress and to the last trick (Law 66A).
"""

from __future__ import annotations

from typing import Any

from bridgelaw.core.calls import Call
from bridgelaw.core.cards import Card
from bridgelaw.core.seats import Seat, Side
from bridgelaw.laws.play import Trick
from bridgelaw.table import Phase, Table
from bridgelaw.table.events import CallMade, CardPlayed, ClaimAgreed, Event
from bridgelaw.table.views import view

__all__ = ["decode", "encode", "seat_state"]

Json = dict[str, Any]


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


def _legal(table: Table, seat: Seat | None) -> list[str]:
    if table.phase == Phase.AUCTION and table.turn == seat:
        return [str(call) for call in table.legal_calls()]
    if table.phase == Phase.PLAY and table.acting_player == seat:
        return _cards(table.legal_cards())
    return []


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
    seen = view(table, seat)
    over = table.phase == Phase.ENDED
    tricks = seen.tricks
    last_trick = tricks[-1] if tricks and not seen.current_trick else None
    return {
        "t": "state",
        "table": table_id,
        "seat": None if seat is None else str(seat),
        "players": players,
        "board": seen.board_number,
        "dealer": str(seen.dealer),
        "vulnerability": seen.vulnerability.pbn,
        "phase": _phase(table),
        "turn": None if seen.turn is None else str(seen.turn),
        "to_act": None if table.acting_player is None else str(table.acting_player),
        "auction": [
            {
                "seat": str(c.seat),
                "call": str(c.call),
                "alert": _alerted(c.alert, c.seat, seat, over),
                "explanation": c.explanation,
            }
            for c in seen.auction
        ],
        "contract": None if seen.contract is None else str(seen.contract),
        "declarer": None if table.declarer is None else str(table.declarer),
        "dummy": None if table.dummy is None else str(table.dummy),
        "hands": {str(holder): _cards(hand) for holder, hand in seen.hands.items()},
        "counts": {str(holder): len(table.remaining(holder)) for holder in Seat},
        "trick": [{"seat": str(s), "card": str(c)} for s, c in seen.current_trick],
        "last_trick": None if last_trick is None else _trick(last_trick),
        "tricks": {"NS": table.tricks_won(Side.NS), "EW": table.tricks_won(Side.EW)},
        "legal": _legal(table, seat),
        "result": _result(table),
        "last": last_action(table),
        "seq": len(table.events),
    }
