"""Law 69B online: a player whose side agreed to the opponents' claim withdraws that
agreement, and the director rules with the engine's analysis.

Acquiescence is complete once the side has made a call on the next board (Law 69A);
online the table goes on to the next board together, so a board before the one in play
is one whose acquiescence is complete (before that, an objection makes the claim a
disputed one: the player calls the director, Law 70). Within the correction period
(Law 79C: :attr:`~bridgelaw.server.game.OnlineRules.correction_minutes` after the claim
was agreed) a player of the side that agreed may withdraw its agreement
(``{"t": "withdraw", "board": 3}``); the director is called and the table waits. The
editions differ (``editions/``): 2017 and 2007 give back a trick the side had won or
would *likely* have won had play continued (69B2, a judgment); 1997 and 1987 only a trick
that could not have been lost by any normal play (69B). The engine's
:func:`~bridgelaw.analysis.concessions.analyse_acquiescence` gives the tricks every
normal play wins and, where the Law asks the director to judge, those careful play wins.

The director decides (``{"t": "rule", "decision": "acquiescence", "tricks": N}``: the
tricks given back, 0 when the claim stands). The board's own log gets a ``review`` row
(the ruling) and, when tricks are given back, an ``undo`` of the claim and a new
``claim`` with the claimer's tricks less those given back: the board is rescored and its
replay after a restart gives the same result. A board is reviewed once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bridgelaw.core.seats import Seat
from bridgelaw.errors import BridgeError
from bridgelaw.server.online import SIDES
from bridgelaw.server.store import Denied
from bridgelaw.table import Table

__all__ = ["advice", "agreed_claim", "analysis", "offer", "request", "ruling_rows"]

Row = dict[str, Any]

NAMES = {"N": "North", "E": "East", "S": "South", "W": "West"}


def agreed_claim(rows: list[Row]) -> Row | None:
    """The claim a board's log ends with, if the claimer's opponents agreed to it and it
    has not been reviewed: its claimer, tricks, the tricks left, where it is in the log
    (``index``) and when it was agreed (``at``)."""
    for index in range(len(rows) - 1, -1, -1):
        row = rows[index]
        if row["kind"] == "review":
            return None
        if row["kind"] != "claim":
            continue
        before = rows[index - 1] if index else {}
        if before.get("kind") != "claim_answer" or not before.get("accept"):
            return None  # ruled by the director, not agreed
        offer_row: Row = next((r for r in reversed(rows[:index]) if r["kind"] == "claim_offer"), {})
        return {
            "claimer": row["seat"],
            "tricks": int(row["tricks"]),
            "remaining": int(offer_row.get("remaining") or row["tricks"]),
            "statement": row.get("statement") or "",
            "index": index,
            "at": float(row.get("at", 0.0)),
        }
    return None


def _minutes(claim: Row, now: float) -> float:
    at: float = claim["at"]
    return max(0.0, now - at) / 60


def offer(claim: Row | None, board: int, seat: str, period: float, now: float) -> Row | None:
    """What ``seat``'s screen offers to withdraw: the agreed ``claim`` of ``board``
    (``None``: nothing), when his side agreed to it and the period is not over."""
    if claim is None or SIDES[seat] == SIDES[claim["claimer"]]:
        return None
    if _minutes(claim, now) > period:
        return None
    keys = ("claimer", "tricks", "remaining", "statement")
    return {"board": board} | {key: claim[key] for key in keys}


def request(
    claim: Row | None, *, seat: str, board: int, current: int, law: str, period: float, now: float
) -> Row:
    """The ``withdrawal`` row for ``seat``'s request about ``board`` (``current``: the
    board in play; ``law``: the edition's 69B).

    :raises Denied: the board is in play, did not end with a claim his side agreed to,
        or the correction period is over.
    """
    if not 1 <= board < current:
        raise Denied(
            "withdraw",
            "your side's agreement becomes final when it calls on the next board (Law 69A): "
            "until then call the director, the claim is then disputed (Law 70)",
            law="69A",
        )
    if claim is None:
        raise Denied(
            "withdraw",
            f"board {board} did not end with a claim of the opponents your side agreed to, "
            "or the director has reviewed it",
            law="69",
        )
    if SIDES[seat] == SIDES[claim["claimer"]]:
        raise Denied(
            "withdraw",
            "your side made the claim: a trick it conceded is reviewed under Law 71 (call "
            "the director)",
            law="71",
        )
    minutes = _minutes(claim, now)
    if minutes > period:
        raise Denied(
            "withdraw",
            f"the correction period ({period:g} minutes, Law 79C) for board {board} is over",
            law=law,
        )
    row = {"kind": "withdrawal", "seat": seat, "board": board, "law": law}
    keys = ("claimer", "tricks", "remaining", "statement")
    return row | {key: claim[key] for key in keys} | {"minutes": round(minutes, 1)}


def analysis(before: Table, withdrawal: Row) -> Callable[[], Row]:
    """The engine's Law 69B figures for ``withdrawal``, from ``before`` (the board's table
    just before the claim), as a function to run off the event loop."""
    from bridgelaw.analysis.concessions import analyse_acquiescence
    from bridgelaw.analysis.endings import Position

    play = before.play_state
    if play is None:
        failed = {"error": "the board has no play to analyse"}
        return lambda: failed
    position = Position.create(
        play.hands, leader=play.leader, strain=play.contract.strain, current=play.current
    )
    seat, conceded, edition = Seat.parse(withdrawal["seat"]), withdrawal["tricks"], before.edition

    def run() -> Row:
        try:
            found = analyse_acquiescence(position, seat, conceded=conceded, edition=edition)
        except BridgeError as error:
            return {"error": str(error)}
        kept, who = found.kept, NAMES[withdrawal["seat"]]
        return {
            "law": str(found.law),
            "restored": found.restored,
            "likely": max(found.restored, found.careful - kept),
            "judgment": found.judgment,
            "report": (
                f"{who}'s side kept {kept} of the {found.remaining} tricks left; "
                f"it wins {found.normal_floor} on every normal play, {found.careful} with "
                f"careful play, {found.double_dummy} double dummy."
            ),
        }

    return run


def advice(withdrawal: Row, found: Row | None) -> Row:
    """The director's screen for an open withdrawal: the Law, the facts, the options."""
    seat, claimer = NAMES[withdrawal["seat"]], NAMES[withdrawal["claimer"]]
    board = withdrawal["board"]
    law = withdrawal["law"]
    text = (
        f"Board {board}: {seat}'s side agreed to {claimer}'s claim of {withdrawal['tricks']} "
        f'of the {withdrawal["remaining"]} tricks left ("{withdrawal["statement"]}") and '
        f"withdraws its agreement {withdrawal['minutes']:g} minutes later, within the "
        "correction period. A trick it had won, or would likely have won had play "
        f"continued, is given back to it and the board rescored (Law {law}); 1987/1997: "
        "only a trick it could not have lost by any normal play."
    )
    options: list[Row] = []
    if found is not None and "restored" in found:
        restored = found["restored"]
        if restored:
            options.append(
                {
                    "decision": "acquiescence",
                    "tricks": restored,
                    "label": f"give back {restored} (won on every normal play)",
                }
            )
        if found["judgment"] and found["likely"] > restored:
            options.append(
                {
                    "decision": "acquiescence",
                    "tricks": found["likely"],
                    "label": f"give back {found['likely']} (likely: careful play; your judgment)",
                }
            )
    options.append({"decision": "acquiescence", "tricks": 0, "label": "the claim stands"})
    return {"law": law, "text": text, "analysis": found, "options": options}


def ruling_rows(withdrawal: Row, tricks: int | None, director: str, law: str) -> list[Row]:
    """The rows the director's ruling adds to the reviewed board's log.

    :raises Denied: no number of tricks, or more than the side gave away.
    """
    if tricks is None or not 0 <= tricks <= withdrawal["tricks"]:
        raise Denied(
            "rule",
            f"give the tricks given back to {withdrawal['seat']}'s side: 0 to "
            f"{withdrawal['tricks']}",
        )
    rows: list[Row] = []
    claimer = withdrawal["claimer"]
    if tricks:
        said = f"{withdrawal['statement']} (Law {law}: {tricks} given back by the director)"
        rows.append({"kind": "undo", "seat": claimer, "action": "claim", "by": "director"})
        rows.append(
            {"kind": "claim", "seat": claimer, "tricks": withdrawal["tricks"] - tricks}
            | {"statement": said}
        )
    review = {"kind": "review", "law": law, "seat": withdrawal["seat"], "restored": tricks}
    return [*rows, review | {"director": director}]
