"""The actions of a laws-mode table that bring or answer the director: the seats' (a
revoke pointed out, a call changed, cards exposed or taken back, a card called from dummy
in words, an irregularity reported, the choice the director put to a player) and the
director's (a judgment question answered, the options put to the player the Law names,
an option applied, two calls found simultaneous, a report recorded in the engine, a ruling
of his own recorded).

Each is a function ``(game, live, who, action)`` that :class:`~bridgelaw.server.game.Game`
dispatches (its ``_SEAT_ACTIONS`` and ``_LAW_DECISIONS``); the game commits the rows. The
engine rules (:mod:`bridgelaw.director`); what the Law leaves to judgment is asked of the
director, and his answers are recorded: nothing here decides a point of judgment.
"""

from __future__ import annotations

import contextlib
from typing import Any, Protocol

from bridgelaw.core.seats import Seat
from bridgelaw.director import Ruling
from bridgelaw.director.law_33 import simultaneous_calls
from bridgelaw.errors import BridgeError, NotationError
from bridgelaw.server.laws_room import REPORTS, laws_action, ruling_now
from bridgelaw.server.replay import Live
from bridgelaw.server.store import Denied
from bridgelaw.table import Mode, Phase, Table

__all__ = [
    "Committer",
    "apply_ruling",
    "choose",
    "designate",
    "law_33",
    "law_answer",
    "law_ask",
    "law_choose",
    "pending",
    "record_report",
    "revoke",
    "seat_laws_action",
]

Row = dict[str, Any]


class Committer(Protocol):
    """What these actions need of the game: run an engine action, commit rows."""

    def _engine(self, live: Live, apply: Any) -> Row: ...

    def _commit(self, live: Live, rows: list[Row]) -> None: ...


def _laws_only(table: Table, what: str, law: str) -> None:
    if table.mode != Mode.LAWS:
        raise Denied("laws", f"{what} cannot happen at this table", law=str(table.edition.ref(law)))


# ------------------------------------------------------------------ the seats
def revoke(game: Committer, live: Live, seat: str, action: Row) -> None:
    """Laws mode: ``seat`` draws attention to a revoke (Laws 61-64); the director is
    called."""
    from bridgelaw.table.end_events import RevokeAttention

    table = live.table
    if table.mode != Mode.LAWS:
        raise Denied("laws", "a revoke cannot happen at this table: it refuses one")
    try:
        offender = Seat.parse(action["offender"])
    except NotationError as error:
        raise Denied("malformed", f"offender: {error}") from error
    trick = action.get("trick")
    attention = RevokeAttention(Seat.parse(seat), offender, trick)
    row = game._engine(live, lambda t: t.apply(attention))
    call = {"kind": "director_call", "seat": seat, "reason": f"revoke by {offender}"}
    game._commit(live, [call, row])


def choose(game: Committer, live: Live, seat: str, action: Row) -> None:
    """Laws mode: the player the Law names chooses among the ruling's options, when the
    director has put them to him."""
    online = live.online
    if online.asked != seat:
        raise Denied("choose", "the director has not asked you to choose")
    ruling = ruling_now(live.table, online.law_answers)
    if ruling is None or ruling.chooser is None or str(ruling.chooser) != seat:
        raise Denied("choose", "the director has not asked you to choose")
    apply_ruling(game, live, ruling, action["option"], seat)


def seat_laws_action(game: Committer, live: Live, seat: str, action: Row) -> None:
    """Laws mode: a change of call (Law 25), cards exposed (Laws 24, 45C1, 49, 50) or a
    card taken back (Law 47)."""
    apply = laws_action(live.table, Seat.parse(seat), action)
    game._commit(live, [game._engine(live, apply)])


def designate(game: Committer, live: Live, seat: str, action: Row) -> None:
    """Laws mode: declarer calls dummy's card in words (Law 46: ``"high"``, ``"low"``,
    ``"spade"``, ``"queen"``, ``"anything"``, ``"SK"``). The table plays the card the Law
    deems designated (46B1-46B3(a)); when none is, the director is called and declarer, a
    defender or the director designates (46B3(b), 46B4, 46B5)."""
    table = live.table
    _laws_only(table, "a card called from dummy in words", "46A")
    frozen = live.online.frozen
    if frozen is not None:
        raise Denied("frozen", frozen)
    if table.phase != Phase.PLAY or table.dummy is None or table.turn != table.dummy:
        raise Denied(
            "designate",
            "declarer calls a card from dummy when it is dummy's turn to play",
            law=str(table.edition.ref("45B")),
        )
    if seat != str(table.declarer):
        raise Denied(
            "designate",
            "declarer plays dummy's cards: only he calls one",
            law=str(table.edition.ref("45B")),
        )
    text = " ".join(str(action.get("text", "")).split())
    if not text:
        raise Denied("malformed", "say which card: its suit and rank (Law 46A)")
    game._commit(live, [game._engine(live, lambda t: t.designate(text))])


# ----------------------------------------------------------------- the director
def pending(live: Live) -> Ruling:
    """The engine's ruling on what the table waits on.

    :raises Denied: a strict table, or nothing waits for a ruling.
    """
    if live.table.mode != Mode.LAWS:
        raise Denied("rule", "this table is strict: the engine's rulings are for laws mode")
    ruling = ruling_now(live.table, live.online.law_answers)
    if ruling is None:
        raise Denied("rule", "no irregularity waits for a ruling at this table")
    return ruling


def law_answer(game: Committer, live: Live, director: str, action: Row) -> None:
    """The director answers a judgment question of the pending ruling."""
    ruling = pending(live)
    key, value = action.get("key") or "", action.get("value") or ""
    question = next((q for q in ruling.questions if q.key == key), None)
    if question is None:
        raise Denied("rule", f"the ruling asks no question {key!r}")
    if value not in question.answers:
        raise Denied("rule", f"answer {key} with one of: {', '.join(question.answers)}")
    row = {"kind": "law_answer", "key": key, "value": value, "director": director}
    game._commit(live, [{**row, "law": str(question.law), "to": []}])


def law_ask(game: Committer, live: Live, director: str, action: Row) -> None:
    """The director puts the ruling's options to the player the Law names."""
    ruling = pending(live)
    if not ruling.ready:
        raise Denied("rule", "answer the ruling's questions first")
    if ruling.chooser is None:
        raise Denied("rule", "the Law leaves this choice to the director")
    row = {"kind": "law_ask", "seat": str(ruling.chooser), "law": str(ruling.law)}
    game._commit(live, [{**row, "director": director}])


def law_choose(game: Committer, live: Live, director: str, action: Row) -> None:
    """The director applies an option of the ruling (his own choice, or the one the
    player named by the Law told him)."""
    ruling = pending(live)
    option = action.get("option")
    if option is None and len(ruling.options) != 1:
        raise Denied("rule", "name the option to apply")
    apply_ruling(game, live, ruling, option, director, action.get("text", ""))


def apply_ruling(
    game: Committer, live: Live, ruling: Ruling, option: str | None, by: str, text: str = ""
) -> None:
    """Apply ``option`` of ``ruling`` (its engine event, and a ``ruling`` row naming the
    option, its Law and who chose it)."""
    if not ruling.ready:
        open_ = "; ".join(q.text for q in ruling.questions)
        raise Denied("rule", f"the ruling has open questions: {open_}")
    try:
        chosen = ruling.option(option)
    except BridgeError as error:
        raise Denied("rule", str(error)) from error
    row = game._engine(live, lambda t: ruling.apply(t, chosen.key))
    ruled = {"kind": "ruling", "director": by, "decision": "law", "option": chosen.key}
    ruled |= {"law": str(chosen.law), "text": text or chosen.text}
    game._commit(live, [row, ruled])


def law_33(game: Committer, live: Live, director: str, action: Row) -> None:
    """The director finds that the last two calls were made at the same time (Law 33):
    they are recorded anew in Law 33's order (a ``law`` row that replaces them), and the
    table goes on from there; an irregularity that follows waits for his ruling."""
    table = live.table
    _laws_only(table, "two calls made at once", "33")
    found = simultaneous_calls(table)
    if found is None:
        raise Denied(
            "rule",
            "Law 33 applies to the last two calls when the first was made by a player whose "
            "turn it was not and the second by the player whose turn it was",
            law=str(table.edition.ref("33")),
        )
    row = game._engine(live, found.apply)
    rows = [{**row, "replaces": found.replaces}]
    if table.laws_state.blocking() is not None:  # he is at the table: no window is open
        with contextlib.suppress(Denied):
            rows.append(game._engine(live, lambda t: t.call_director()))
    ruled = {"kind": "ruling", "director": director, "decision": "simultaneous"}
    game._commit(live, [*rows, {**ruled, "law": str(found.law), "text": found.text}])


def record_report(game: Committer, live: Live, director: str, action: Row) -> None:
    """The director records an irregularity the table has no button for (Laws 13, 14,
    16, 20, 40, 12A1, 23, 72C...): the engine opens its procedure, and its ruling (the
    judgment questions asked of him, then the options) comes to the console."""
    from bridgelaw.table.events import IrregularityReported

    table = live.table
    _laws_only(table, "an irregularity recorded for the engine's ruling", "81C")
    kind, default = REPORTS[action.get("kind") or "other"]
    try:
        law = table.law((action.get("law") or "").strip() or default)
        offender = Seat.parse(action["seat"]) if action.get("seat") else None
    except BridgeError as error:
        raise Denied("malformed", str(error)) from error
    note = " ".join(str(action.get("text") or "").split()) or None
    who = "" if offender is None else f" about {offender.name.lower()}"
    reason = f"{kind} reported{who}" + ("" if note is None else f": {note}")
    event = IrregularityReported(kind, offender, law, reason, note=note)
    game._commit(live, [game._engine(live, lambda t: t.apply(event))])
