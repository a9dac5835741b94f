"""What online play adds to a seat's ``state`` and to the director's: the rows of the log
the viewer may see (:func:`~bridgelaw.server.online.visible_rows`), the claim or undo
waiting for answers, the director's open calls, the tempo clock, who is connected, the
traveller once the board is played at every table of the room; and for the director the
whole deal, every row with its thinking time, and the engine's analysis and Law for the
situation he is called to."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from bridgelaw.core.seats import Seat
from bridgelaw.errors import BridgeError
from bridgelaw.server import acquiescence
from bridgelaw.server.online import HESITATION, SIDES, ClaimOffer, Online, visible_rows
from bridgelaw.table import Phase, Table

__all__ = ["claim_analysis", "online_state"]

Row = dict[str, Any]
SEATS = ("N", "E", "S", "W")


def online_state(
    table: Table,
    online: Online,
    seat: Seat | None,
    present: frozenset[str],
    *,
    traveller: Callable[[], list[Row] | None],
    analysis: dict[int, Row],
) -> Row:
    """The online part of the ``state`` message for ``seat`` (``None``: the director):
    ``traveller`` gives the room's results of the board, ``analysis`` the director's
    analysis of each rejected claim."""
    over = table.phase == Phase.ENDED
    me = None if seat is None else str(seat)
    acting = None if over else table.acting_player
    undo = online.undo
    undo_shown = undo is not None and (me is None or me == undo.seat or me in undo.answerers)
    state: Row = {
        "seq": len(online.rows),
        "log": visible_rows(online.rows, me, ended=over),
        "claim": None if online.claim is None else online.claim.public(me),
        "undo": None
        if undo is None or not undo_shown
        else {
            "seq": undo.seq,
            "seat": undo.seat,
            "action": undo.action,
            "answerers": list(undo.answerers),
            "answers": dict(undo.answers),
            "status": undo.status,
        },
        "director": [
            {"seq": call.seq, "seat": call.seat, "about": call.about}
            | ({"reason": call.reason, "report": call.report} if seat is None else {})
            for call in online.calls
        ],
        "frozen": None if over else online.frozen,
        "clock": online.clock_now(time.time(), None if acting is None else str(acting)),
        "online": {s: s in present for s in SEATS},
        "traveller": traveller() if over else None,
    }
    if seat is None:
        state |= _director_extras(table, online, analysis)
    return state


def _director_extras(table: Table, online: Online, analysis: dict[int, Row]) -> Row:
    think = {seq: (actor, seconds) for seq, actor, seconds in online.thinks}
    rows = []
    for seq, row in enumerate(online.rows):
        shown = {key: value for key, value in row.items() if key != "hand"}
        if seq in think:
            shown["think"] = round(think[seq][1], 1)
            shown["hesitation"] = think[seq][1] > HESITATION
        rows.append(shown)
    deal = table.board.deal
    assert deal is not None
    return {
        "t": "director_state",
        "rows": rows,
        "deal": {str(s): [str(c) for c in deal[s]] for s in Seat},
        "advice": _advice(table, online, analysis),
    }


def _advice(table: Table, online: Online, analyses: dict[int, Row]) -> Row:
    """The engine's view of the situation the director is called to: the Law, the
    options, and the analysis where one exists."""
    ed = table.edition
    waiting = online.withdrawal
    if waiting is not None and waiting["status"] == "open":
        return acquiescence.advice(waiting, analyses.get(waiting["seq"]))
    claim = online.claim
    if claim is not None and claim.status == "rejected":
        analysis = analyses.get(claim.seq)
        options: list[Row] = [
            {"decision": "tricks", "tricks": claim.tricks, "label": "the tricks claimed"}
        ]
        if analysis is not None and "worst_normal" in analysis:
            options.append(
                {
                    "decision": "tricks",
                    "tricks": analysis["worst_normal"],
                    "label": "the worst normal outcome (doubtful points against the claimer)",
                }
            )
        options.append({"decision": "resume", "label": "cancel the claim and play on"})
        return {
            "law": str(ed.ref("70")),
            "text": "A contested claim: the director rules as equitably as possible to both "
            "sides, any doubtful point against the claimer (Law 70A); a normal line the "
            "statement leaves open may be imposed (70C, 70D).",
            "analysis": analysis,
            "options": options,
        }
    undo = online.undo
    if undo is not None and undo.status in ("open", "refused"):
        return {
            "law": str(ed.ref("25A")),
            "text": f"{undo.seat} asks to withdraw {undo.action} as unintended: a call may be "
            "replaced if it was unintended and is replaced without pause for thought, until "
            "partner calls (Law 25A); the withdrawn call is unauthorised information to the "
            "offending side only (Law 16C).",
            "analysis": None,
            "options": [
                {"decision": "undo", "label": f"withdraw {undo.action}"},
                {"decision": "resume", "label": f"{undo.action} stands"},
            ],
        }
    slow = [
        f"{actor} thought {seconds:.0f} s over action {seq + 1}"
        for seq, actor, seconds in online.thinks
        if seconds > HESITATION
    ]
    options = [{"decision": "resume", "label": "play on"}]
    if table.events and table.phase != Phase.ENDED:
        options.append({"decision": "undo", "label": "withdraw the last action"})
    if table.phase == Phase.PLAY:
        options.append({"decision": "tricks", "label": "rule the tricks of declarer's side"})
    return {
        "law": str(ed.ref("9B")),
        "text": "No irregularity is recorded: the table refuses irregular calls and cards "
        "(strict mode). Check the tempo (Law 16B), the explanations given (Laws 20F, 21B) "
        "and the chat.",
        "analysis": {"hesitations": slow} if slow else None,
        "options": options,
    }


def claim_analysis(table: Table, claim: ClaimOffer) -> Callable[[], Row]:
    """The Law 70 figures of ``claim`` (:func:`bridgelaw.analysis.claims.analyse_claim`)
    for the director's screen, as a function to run off the event loop (its inputs are
    taken now); ``error`` when the ending cannot be analysed."""
    from bridgelaw.analysis.claims import ClaimStatement, analyse_claim
    from bridgelaw.analysis.endings import Position
    from bridgelaw.analysis.statements import parse_statement

    play = table.play_state
    claimer = Seat.parse(claim.seat)
    try:
        if play is None:
            raise BridgeError("no play to analyse")
        remaining = 13 - len(play.tricks)
        try:
            parsed = parse_statement(claim.statement, claimer, remaining)
            line, trumps = parsed.line, parsed.mentions_trump
        except BridgeError:
            line, trumps = (), False
        statement = ClaimStatement(claimer, claim.tricks, line, trumps, claim.statement)
        position = Position.create(
            play.hands, leader=play.leader, strain=play.contract.strain, current=play.current
        )
    except BridgeError as error:
        failed = {"error": str(error)}
        return lambda: failed
    edition = table.edition

    def run() -> Row:
        try:
            found = analyse_claim(position, statement, edition=edition)
        except BridgeError as error:
            return {"error": str(error)}
        return {
            "report": found.report(),
            "double_dummy": found.double_dummy,
            "worst_normal": found.worst_normal,
            "holds": found.holds,
            "side": SIDES[claim.seat],
            "law": str(found.law),
        }

    return run
