"""Online play around the engine: what the log of a board holds besides calls and cards,
who may see each entry, and the state folded from it (a claim or an undo waiting for
answers, the director's open calls, the tempo clock).

The log of a board is one list of rows (the ``events`` table, one row per entry, in
order). The engine's rows are ``call``, ``play``, ``claim`` (an agreed or ruled claim:
the engine's :class:`~bridgelaw.table.events.ClaimAgreed`) and ``undo`` (an action
withdrawn: the engine's table takes its last action back; the row stays, so the log is
never rewritten). The others are online play's own, and the engine never sees them:

``question``/``answer``
    An opponent asks about a call; the player who made it answers. Online, the caller
    explains his own calls, privately (ACBL General Conditions, Appendix O: "Questions
    go privately to the player who made the call, and the answers are private too";
    World Bridge Tour: alerting and explaining are one act). Seen by the asking side and
    the caller, never by the caller's partner (Law 16: partner's explanation would be
    unauthorised information to him).
``chat``
    Table chat, seen by the four players and the director (2001-online Law 73A1; ACBL
    App. O: talk only in chat to the whole table).
``claim_offer``/``claim_answer``
    A claim with its statement (Law 68C) and the answers of the claimer's opponents
    (declarer is the only one to answer for his side when a defender claims, dummy
    taking no part, Law 43; the claimer's partner answers too when a defender claims, for
    his objection under Law 68B2). All accept: the claim is agreed (Law 69A) and a
    ``claim`` row ends the board. One rejects: the director is called (Law 70; the
    Pianola practice), and the table waits for his ruling. The claimer's remaining cards
    are shown to his opponents while the claim stands.
``undo_request``/``undo_answer``
    A player asks to withdraw his own last action as a misclick: a call while his
    partner has not called (Law 25A: here it is always so, since only the very last
    action of the table may be withdrawn; the last call of the auction until the opening
    lead is faced, as the 2001-online Law 17E footnote and Auckland BC allow). Cards only
    when the server allows play undos (off by default: EBU Blue Book). Both opponents
    must consent (BBO practice); a refusal leaves the call standing, and the player may
    call the director. Seen by the requester and the opponents only: the request itself
    can carry unauthorised information to partner (Acol at BBO; regulations section 8).
``director_call``/``ruling``
    A call of the director from any seat (Law 9B), with a reason only the director reads;
    the table waits until he rules. Dummy may not call him during the play unless
    another player has drawn attention to an irregularity (Law 43A1(a)); he may at the
    end of the play (Law 42B3).
``withdrawal``/``review``
    A player whose side agreed to the opponents' claim on an earlier board withdraws
    that agreement (Law 69B, :mod:`bridgelaw.server.acquiescence`): the director is
    called; his ruling is a ``ruling`` row here and a ``review`` row in that board's log.
``law``/``law_answer``/``law_ask``
    A laws-mode table's other engine events, the director's answers to the ruling's
    judgment questions and his question to the player the Law names
    (:mod:`bridgelaw.server.laws_room`).

Every row may carry ``to``: the seats that may see it (absent: the four). The director
sees every row, and once the board is over so do the four players (regulations section 2:
"At the end of the board all explanations and Q&A become visible to the four players"),
except the reasons given for director calls, which stay the director's.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

__all__ = [
    "ENGINE_KINDS",
    "HESITATION",
    "ClaimOffer",
    "DirectorOpen",
    "Online",
    "UndoRequest",
    "visible_rows",
]

Row = dict[str, Any]

ENGINE_KINDS = frozenset(("call", "play", "claim", "undo", "law"))
"""Rows the engine's table replays (the others are online play's own)."""

HESITATION = 10.0
"""Seconds of thought over which an action is flagged in the director's view (ACBL App. O:
calls and plays within about 10 seconds are in tempo)."""

SIDES = {"N": "NS", "S": "NS", "E": "EW", "W": "EW"}
PARTNER = {"N": "S", "S": "N", "E": "W", "W": "E"}


def opponents(seat: str) -> tuple[str, str]:
    """The two seats of the other side."""
    return ("E", "W") if SIDES[seat] == "NS" else ("N", "S")


@dataclass(slots=True)
class ClaimOffer:
    """A claim waiting for the answers of the claimer's opponents."""

    seq: int
    seat: str
    tricks: int
    statement: str
    answerers: tuple[str, ...]
    answers: dict[str, bool] = field(default_factory=dict)
    status: str = "open"
    """``open``, ``rejected`` (the director rules), ``agreed``, ``ruled``, ``cancelled``."""
    hand: tuple[str, ...] = ()
    """The claimer's cards when he claimed, shown to his opponents."""

    def public(self, seat: str | None) -> Row:
        """The claim as ``seat`` sees it (``None``: the director)."""
        shown = seat is None or seat in opponents(self.seat)
        return {
            "seq": self.seq,
            "seat": self.seat,
            "tricks": self.tricks,
            "statement": self.statement,
            "answerers": list(self.answerers),
            "answers": dict(self.answers),
            "status": self.status,
            "hand": list(self.hand) if shown else None,
        }


@dataclass(slots=True)
class UndoRequest:
    """A request to withdraw the last action, waiting for the opponents' consent."""

    seq: int
    seat: str
    action: str
    """The action to withdraw, as shown (``"2H"``, ``"SA"``)."""
    answerers: tuple[str, ...]
    answers: dict[str, bool] = field(default_factory=dict)
    status: str = "open"
    """``open``, ``granted``, ``refused``."""


@dataclass(slots=True)
class DirectorOpen:
    """A call of the director the director has not yet ruled on."""

    seq: int
    seat: str | None
    """Who called (``None``: the server, for a rejected claim)."""
    reason: str
    about: str
    """``call`` (a player's call), ``claim`` (a rejected claim), ``undo`` (a refused undo
    the requester brings to the director), ``withdrawal`` (Law 69B)."""
    report: str | None = None
    """What the caller reports, when he says (a laws-mode table: ``ui``, ``explanation``,
    ``simultaneous``, ``count``, ``missing``, ``other``; the director's only)."""


@dataclass(slots=True)
class Online:
    """The online state of one board, folded from its log."""

    started: float
    rows: list[Row] = field(default_factory=list)
    claim: ClaimOffer | None = None
    undo: UndoRequest | None = None
    calls: list[DirectorOpen] = field(default_factory=list)
    clock: dict[str, float] = field(default_factory=lambda: {"NS": 0.0, "EW": 0.0})
    thinks: list[tuple[int, str, float]] = field(default_factory=list)
    """``(seq, seat, seconds)`` for each call and card: the seat's thinking time."""
    mark: float = 0.0
    """When the thinking time of the next action began."""
    frozen_at: float | None = None
    law_answers: dict[str, str] = field(default_factory=dict)
    """Laws mode: the director's answers to the judgment questions of the pending ruling."""
    asked: str | None = None
    """Laws mode: the seat the director has asked to choose among the ruling's options."""
    withdrawal: Row | None = None
    """A withdrawn agreement to an earlier board's claim (Law 69B), with its ``status``
    (``open``, then ``ruled``)."""

    def __post_init__(self) -> None:
        self.mark = self.started

    # ------------------------------------------------------------- folding
    @property
    def frozen(self) -> str | None:
        """Why no call or card may be made now (``None``: play goes on)."""
        if self.calls:
            return "the director has been called: wait for the ruling"
        if self.claim is not None and self.claim.status in ("open", "rejected"):
            return "a claim is waiting for the opponents' answers"
        if self.undo is not None and self.undo.status == "open":
            return "an undo is waiting for the opponents' answers"
        return None

    def apply(self, row: Row) -> None:
        """Fold one row of the log (its ``seq`` is its place in the log)."""
        was_frozen = self.frozen is not None
        self.rows.append(row)
        kind, at = row["kind"], float(row.get("at", self.mark))
        if kind in ("call", "play"):
            actor = row["by"] if kind == "play" else row["seat"]
            think = max(0.0, at - self.mark)
            self.clock[SIDES[actor]] += think
            self.thinks.append((row["seq"], actor, think))
            self.mark = at
        handler = _FOLD.get(kind)
        if handler is not None:
            handler(self, row)
        frozen = self.frozen is not None
        if frozen and not was_frozen:
            self.frozen_at = at
        elif was_frozen and not frozen and self.frozen_at is not None:
            self.mark += max(0.0, at - self.frozen_at)  # waiting is nobody's thinking time
            self.frozen_at = None

    def _claim_offer(self, row: Row) -> None:
        self.claim = ClaimOffer(
            row["seq"],
            row["seat"],
            row["tricks"],
            row["statement"],
            tuple(row["answerers"]),
            hand=tuple(row.get("hand", ())),
        )

    def _claim_answer(self, row: Row) -> None:
        claim = self.claim
        if claim is None:
            return
        claim.answers[row["seat"]] = bool(row["accept"])
        if not row["accept"]:
            claim.status = "rejected"
            reason = f"claim rejected by {row['seat']}"
            self.calls.append(DirectorOpen(row["seq"], None, reason, "claim"))
        elif len(claim.answers) == len(claim.answerers):
            claim.status = "agreed"

    def _undo_request(self, row: Row) -> None:
        self.undo = UndoRequest(row["seq"], row["seat"], row["action"], tuple(row["answerers"]))

    def _undo_answer(self, row: Row) -> None:
        undo = self.undo
        if undo is None:
            return
        undo.answers[row["seat"]] = bool(row["accept"])
        if not row["accept"]:
            undo.status = "refused"

    def _undone(self, row: Row) -> None:
        if self.undo is not None and self.undo.status == "open":
            self.undo.status = "granted"

    def _director_call(self, row: Row) -> None:
        about = "undo" if self.undo is not None and self.undo.status == "refused" else "call"
        reason, report = row.get("reason", ""), row.get("report")
        self.calls.append(DirectorOpen(row["seq"], row["seat"], reason, about, report))

    def _withdrawal(self, row: Row) -> None:
        self.withdrawal = {**row, "status": "open"}
        reason = f"{row['seat']} withdraws the agreement to the claim on board {row['board']}"
        self.calls.append(DirectorOpen(row["seq"], row["seat"], reason, "withdrawal"))

    def _ruling(self, row: Row) -> None:
        if row["decision"] == "substitute":  # a new player: what waits goes on waiting
            return
        self.calls.clear()
        if self.withdrawal is not None:
            self.withdrawal["status"] = "ruled"
        if self.claim is not None and self.claim.status in ("open", "rejected"):
            self.claim.status = "ruled" if row["decision"] == "tricks" else "cancelled"
        if self.undo is not None and self.undo.status == "open":
            self.undo.status = "granted" if row["decision"] == "undo" else "refused"

    def _law(self, row: Row) -> None:
        if row.get("name") == "RulingApplied":  # the next ruling starts afresh
            self.law_answers = {}
            self.asked = None

    def _law_answer(self, row: Row) -> None:
        self.law_answers[row["key"]] = row["value"]

    def _law_ask(self, row: Row) -> None:
        self.asked = row["seat"]

    def _claimed(self, row: Row) -> None:
        if self.claim is not None and self.claim.status == "agreed":
            return
        if self.claim is not None and self.claim.status in ("open", "rejected"):
            self.claim.status = "ruled"

    # ------------------------------------------------------------- reading
    def clock_now(self, now: float, running: str | None) -> Row:
        """The thinking time of each side, with the side to act's running time (``running``:
        its seat, ``None`` when nobody is to act)."""
        shown = dict(self.clock)
        side = None if running is None else SIDES[running]
        if side is not None and self.frozen is None:
            shown[side] += max(0.0, now - self.mark)
        return {"NS": round(shown["NS"], 1), "EW": round(shown["EW"], 1), "running": side}


_FOLD = {
    "claim_offer": Online._claim_offer,
    "claim_answer": Online._claim_answer,
    "claim": Online._claimed,
    "undo_request": Online._undo_request,
    "undo_answer": Online._undo_answer,
    "undo": Online._undone,
    "director_call": Online._director_call,
    "withdrawal": Online._withdrawal,
    "ruling": Online._ruling,
    "law": Online._law,
    "law_answer": Online._law_answer,
    "law_ask": Online._law_ask,
}


def visible_rows(rows: list[Row], seat: str | None, *, ended: bool) -> list[Row]:
    """The online rows of the log ``seat`` may see (``None``: the director, every row),
    as they are sent: without the ``at`` stamp, a director call's reason only to the
    director and the seat that gave it."""
    shown: list[Row] = []
    for row in rows:
        if row["kind"] in ("call", "play", "claim"):
            continue
        audience = row.get("to")
        if seat is not None and not ended and audience is not None and seat not in audience:
            continue
        if row["kind"] == "law" and seat is not None:
            shown.append(_law_summary(row))
            continue
        sent = {key: value for key, value in row.items() if key not in ("at", "to", "hand")}
        if row["kind"] == "director_call" and seat is not None and row.get("seat") != seat:
            sent.pop("reason", None)
            sent.pop("report", None)
        shown.append(sent)
    return shown


def _law_summary(row: Row) -> Row:
    """A laws-mode engine event as a seat sees it: what happened, not its effects."""
    keys = (
        "kind",
        "name",
        "seq",
        "law",
        "choice",
        "chooser",
        "seat",
        "call",
        "cards",
        "said",
        "calls",
        "irregularity",
    )
    return {key: row[key] for key in keys if row.get(key) is not None}
