"""The play as ``bridgelaw rule`` shows it (Laws 41-71): the tricks, the trick in
progress, the hands while play goes on, the penalty cards and the lead and play
restrictions, the revokes and the tricks transferred, the claims, and the result and the
score once the board is over; and the same as JSON-ready data.
"""

from __future__ import annotations

from typing import Any

from bridgelaw.core import Card, Hand, Seat
from bridgelaw.core.lawref import LawRef
from bridgelaw.laws.establishment import established_by, revokes_made
from bridgelaw.laws.play_records import PlayStatus
from bridgelaw.table import Phase, Table

__all__ = ["describe_play", "hand_text", "play_state", "revoke_states"]


def _cards(cards: tuple[Card, ...] | list[Card]) -> str:
    return " ".join(map(str, cards))


def hand_text(hand: Hand) -> str:
    """A hand by suits, spades first: ``S K73 H Q2 D A654 C 9832`` (``-`` for a void)."""
    return " ".join(
        f"{suit} {holding or '-'}"
        for suit, holding in zip("SHDC", str(hand).split("."), strict=True)
    )


def _law(law: LawRef) -> str:
    return f"{law} ({law.edition})"


def revoke_states(table: Table) -> list[dict[str, Any]]:
    """Each revoke made (Law 61A), noticed or not: offender, trick, and whether it was
    corrected (62), established (63A, with the subsection) and who drew attention."""
    state = table.laws_state
    notices = state.play.end.notices
    out: list[dict[str, Any]] = []
    for revoke in revokes_made(state):
        established = established_by(state, revoke)
        if revoke.corrected:
            text = "corrected (Law 62)"
        elif established is not None:
            text = f"established (Law {established})"
        else:
            text = "not established"
        by = [n for n in notices if n.play == revoke.play]
        out.append(
            {
                "offender": str(revoke.offender),
                "trick": revoke.trick,
                "corrected": revoke.corrected,
                "established": established,
                "state": text,
                "attention": f", attention drawn by {by[0].by}" if by else "",
            }
        )
    return out


def describe_play(table: Table, entered: int = 0) -> list[str]:
    """The play, for a director (empty before the auction has ended with a contract);
    the first ``entered`` tricks were entered as a position (their cards are not known)."""
    play = table.play_state
    if play is None:
        return []
    laws = table.laws_state
    lines = [
        f"declarer {play.declarer}, dummy {play.dummy}; tricks won: "
        f"NS {play.won[0]}, EW {play.won[1]}"
    ]
    if entered:
        won = [sum(t.winner.side == side for t in play.tricks[:entered]) for side in (0, 1)]
        lines.append(f"  tricks 1-{entered}: entered as a position (NS {won[0]}, EW {won[1]})")
    for trick in play.tricks[entered:]:
        cards = " ".join(f"{trick.leader.next(i)} {c}" for i, c in enumerate(trick.cards))
        lines.append(f"  trick {trick.number}: {cards} - won by {trick.winner}")
    if table.current_trick:
        number = len(play.tricks) + 1
        cards = " ".join(f"{seat} {card}" for seat, card in table.current_trick)
        lines.append(f"  trick {number} (in progress): {cards}")
    for record in table.play_records:
        if record.status in (PlayStatus.PENDING, PlayStatus.FACE_DOWN):
            how = "face down" if record.status == PlayStatus.FACE_DOWN else "faced"
            what = "led" if record.lead else "played"
            lines.append(f"  {record.seat} {what} {record.card} ({how}, trick {record.trick}): "
                         "it waits for the director")  # fmt: skip
    if table.phase != Phase.ENDED and not play.is_complete:
        for seat in Seat:
            tag = " (dummy)" if seat == play.dummy else ""
            lines.append(f"  {seat}{tag}: {hand_text(play.hands[seat])}")
        legal = table.legal_cards()
        if legal:
            lines.append(f"  {table.turn} may play: {_cards(legal)}")
    for penalty in table.penalty_cards:
        lines.append(f"  {penalty.seat}'s {penalty.kind} penalty card {penalty.card} "
                     f"(Law {penalty.law})")  # fmt: skip
    for restriction in table.play_restrictions:
        lines.append(f"  from trick {restriction.trick}: {restriction.describe()}")
    for revoke in revoke_states(table):
        lines.append(f"  revoke by {revoke['offender']} at trick {revoke['trick']}: "
                     f"{revoke['state']}{revoke['attention']}")  # fmt: skip
    for moved, law, reason in laws.play.adjustments:
        lines.append(f"  tricks adjusted by {moved:+d} (Law {law}): {reason}")
    for claim in laws.play.end.claims:
        said = f' "{claim.statement}"' if claim.statement else ""
        settled = "" if claim.settled is None else f": {claim.settled} to {claim.claimer}'s side"
        lines.append(f"  claim by {claim.claimer} at trick {claim.trick}: {claim.tricks} of "
                     f"{claim.remaining}{said} - {claim.status.value}{settled}")  # fmt: skip
    if table.phase == Phase.ENDED and table.closed_by is None:
        contract = table.contract
        tricks = table.declarer_tricks
        score = table.score_ns()
        if contract is not None and tricks is not None and score is not None:
            lines.append(f"result: {contract} by {play.declarer}, {tricks} tricks, "
                         f"score NS {score:+d}")  # fmt: skip
    return lines


def play_state(table: Table) -> dict[str, Any] | None:
    """The play as JSON-ready data (``None`` before the auction has ended with a contract)."""
    play = table.play_state
    if play is None:
        return None
    laws = table.laws_state
    return {
        "declarer": str(play.declarer),
        "dummy": str(play.dummy),
        "won": {"NS": play.won[0], "EW": play.won[1]},
        "tricks": [
            {
                "number": t.number,
                "leader": str(t.leader),
                "cards": [str(c) for c in t.cards],
                "winner": str(t.winner),
            }
            for t in play.tricks
        ],
        "current": [f"{seat} {card}" for seat, card in table.current_trick],
        "hands": {str(seat): str(play.hands[seat]) for seat in Seat},
        "legal": [str(c) for c in table.legal_cards()],
        "penalty_cards": [
            {"seat": str(p.seat), "card": str(p.card), "kind": p.kind, "law": _law(p.law)}
            for p in table.penalty_cards
        ],
        "restrictions": [
            {"seat": str(r.seat), "kind": r.kind.value, "trick": r.trick, "law": _law(r.law)}
            for r in table.play_restrictions
        ],
        "revokes": revoke_states(table),
        "adjustments": [
            {"tricks": moved, "law": _law(law), "reason": reason}
            for moved, law, reason in laws.play.adjustments
        ],
        "claims": [
            {
                "claimer": str(c.claimer),
                "tricks": c.tricks,
                "remaining": c.remaining,
                "statement": c.statement,
                "status": c.status.value,
                "settled": c.settled,
            }
            for c in laws.play.end.claims
        ],
        "declarer_tricks": table.declarer_tricks,
    }
