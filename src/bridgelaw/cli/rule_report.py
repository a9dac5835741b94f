"""The table as ``bridgelaw rule`` shows it: lines for a director
(:func:`describe_table`) and JSON-ready data (:func:`table_state`), the auction's
obligations and the play's tricks, penalty cards and claims included.

Both the script steps (:mod:`bridgelaw.cli.rule_script`, :mod:`bridgelaw.cli.rule_play`)
and the command use them; this module imports neither.
"""

from __future__ import annotations

from typing import Any

from bridgelaw.cli.rule_play_report import describe_play, play_state
from bridgelaw.core.lawref import LawRef
from bridgelaw.director.law_16 import ledger
from bridgelaw.table import CardPlayed, RulingApplied, Table

__all__ = ["describe_table", "table_state"]


def describe_table(table: Table, entered: int = 0) -> list[str]:
    """The table after a ruling, for a director: the auction, who must pass, lead
    restrictions, exposed and penalty cards, the UI ledger, the review flags.

    ``entered``: the first events are a position entered (their auction and tricks are
    not a history, and are shown as entered)."""
    state = table.laws_state
    auction = " ".join(f"{r.seat} {r.call}" for r in state.legal_records()) or "-"
    lines = [
        f"board {table.board.number}, dealer {table.board.dealer}, "
        f"{table.board.vulnerability} vulnerable, Laws {table.edition.year}",
        "auction: " + ("(a position was entered)" if entered else auction),
        f"phase: {table.phase.name.lower()}, turn: {'-' if table.turn is None else table.turn}",
    ]
    if table.contract is not None:
        lines.append(f"contract: {table.contract} by {table.declarer}")
    if table.closed_by is not None:
        lines.append(f"closed: {table.closed_by.reason} (Law {table.closed_by.law})")
    for ob in table.obligations:
        what = {
            "next-pass": "must pass at his next turn",
            "rest-pass": "must pass for the rest of the auction",
            "must-repeat": f"must repeat his {ob.call}",
            "no-double": "may not double or redouble at this turn",
        }[ob.kind.value]
        lines.append(f"  {ob.seat} {what} (Law {ob.law})")
    for rs in table.lead_restrictions:
        r = rs.restriction
        suit = "" if rs.suit is None else f" {rs.suit.name.lower()}"
        lines.append(f"  lead restriction on {r.leader} (after {r.offender}, Law {r.law}): "
                     f"{rs.status}{suit}")  # fmt: skip
    penalty = {(p.seat, p.card) for p in table.penalty_cards}
    for exposed in table.exposed_cards:
        cards = [c for c in exposed.cards if (exposed.seat, c) not in penalty]  # listed once
        if cards:
            lines.append(f"  {exposed.seat}'s exposed " + " ".join(map(str, cards)))
    for entry in ledger(table):
        who = ", ".join(map(str, entry.unauthorized_to)) or "nobody"
        lines.append(f"  UI: {entry.source} (Law {entry.law}, {entry.kind}): unauthorized to {who}")
    for flag in table.review_flags:
        lines.append(f"  review: Law {flag.law}: {flag.reason}")
    played = sum(isinstance(e, CardPlayed) for e in table.events[:entered])
    return lines + describe_play(table, played // 4)


def _law_text(law: LawRef) -> str:
    return f"{law} ({law.edition})"


def table_state(table: Table) -> dict[str, Any]:
    """The table as JSON-ready data."""
    state = table.laws_state
    rulings = [
        {
            "irregularity": e.irregularity,
            "step": str(e.step),
            "law": _law_text(e.law),
            "choice": e.choice,
            "chooser": None if e.chooser is None else str(e.chooser),
            "answers": [{"key": a.key, "value": a.value, "by": a.by} for a in e.answers],
        }
        for e in table.events
        if isinstance(e, RulingApplied)
    ]
    return {
        "board": table.board.number,
        "dealer": str(table.board.dealer),
        "vulnerability": table.board.vulnerability.pbn,
        "edition": table.edition.year,
        "phase": table.phase.name.lower(),
        "turn": None if table.turn is None else str(table.turn),
        "auction": [f"{r.seat} {r.call}" for r in state.legal_records()],
        "records": [
            {"index": r.index, "seat": str(r.seat), "call": str(r.call), "status": r.status.value}
            for r in table.records
        ],
        "contract": None if table.contract is None else str(table.contract),
        "declarer": None if table.declarer is None else str(table.declarer),
        "closed": None if table.closed_by is None else table.closed_by.reason,
        "obligations": [
            {"seat": str(o.seat), "kind": o.kind.value, "law": _law_text(o.law)}
            for o in table.obligations
        ],
        "lead_restrictions": [
            {
                "offender": str(r.restriction.offender),
                "leader": str(r.restriction.leader),
                "law": _law_text(r.restriction.law),
                "status": r.status,
                "suit": None if r.suit is None else r.suit.letter,
            }
            for r in table.lead_restrictions
        ],
        "exposed_cards": [
            {"seat": str(e.seat), "cards": [str(c) for c in e.cards]} for e in table.exposed_cards
        ],
        "penalty_cards": [
            {"seat": str(e.seat), "cards": [str(c) for c in e.cards]} for e in table.penalty_cards
        ],
        "ledger": [
            {
                "source": e.source,
                "kind": e.kind,
                "law": _law_text(e.law),
                "unauthorized_to": [str(s) for s in e.unauthorized_to],
            }
            for e in ledger(table)
        ],
        "review_flags": [
            {
                "law": _law_text(f.law),
                "reason": f.reason,
                "side": None if f.side is None else str(f.side),
            }
            for f in table.review_flags
        ],
        "irregularities": [
            {
                "id": p.id,
                "kind": p.irregularity.kind.value,
                "law": _law_text(p.irregularity.law),
                "status": p.status.value,
                "outcome": p.outcome,
            }
            for p in table.procedures
        ],
        "rulings": rulings,
        "play": play_state(table),
        "score_ns": table.score_ns(),
    }
