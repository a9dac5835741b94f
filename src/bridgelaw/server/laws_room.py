"""The laws-mode room: tables where irregular actions are possible, as at a real table,
and the director applies the engine's rectification (practice for directors and players).

A table is in laws mode when it is opened so (``POST /api/tables`` with ``"laws":
true``; the demo room has one). Its engine table is a :class:`~bridgelaw.table.Table` in
:attr:`~bridgelaw.table.Mode.LAWS`: a call out of rotation, an insufficient bid, a lead out
of turn or a revoke is recorded, not refused (only what is physically impossible is: a
card one does not hold). The mode is kept in the ``edition`` column of the table
(:func:`edition_field`: ``"2017L"``), so the schema is unchanged.

What this module adds to the log of a board (:mod:`bridgelaw.server.online`):

``law``
    Any engine event other than a call, a card or an agreed claim (the director called,
    a ruling applied with its effects, attention drawn to a revoke...), written whole
    with :func:`bridgelaw.formats.event_log.events_to_json`, so the replay after a
    restart rebuilds the same table. A seat sees only what happened (the event and the
    Law), not its effects.
``law_answer``
    The director's answer to a judgment question of the pending ruling (the director's
    only until the ruling is applied: the ruling carries the answers).
``law`` rows also hold what a player does at a laws-mode table besides calling and
playing (:func:`laws_action`): a change of his last call (Law 25: the director rules
whether it was unintended, 25A, else what his LHO may do, 25B), and cards of his hand
exposed (Law 24 in the auction period; Laws 45C1, 49 and 50 in the play: the director
makes them penalty cards), and a card he has played taken back (Laws 45C4(b), 47: the
director rules whether it may be).
``law_ask``
    The director puts the options of the ruling to the player the Law names (LHO's
    acceptance of an insufficient bid, 27A1; declarer's options after a lead out of
    turn, 54): that seat's state carries the options (``laws.choice``) and it answers
    with ``{"t": "choose", "option": ...}``.

The privacy rules do not change: a seat's state comes from the engine's view, which shows
penalty cards and cards led out of turn to everyone (they lie face up) and no hand that
seat may not see. A revoke is told to nobody (Law 61): it comes to light when a player
draws attention to it (``{"t": "revoke", ...}``) or when the director is called for
anything (Law 9B1: latent irregularities come to him), and the Law 64 transfer is in the
result.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from bridgelaw.core.board import Board
from bridgelaw.core.calls import Call
from bridgelaw.core.cards import Card
from bridgelaw.core.lawref import LawRef
from bridgelaw.core.seats import Seat
from bridgelaw.director import Director, Ruling
from bridgelaw.director.law_33 import simultaneous_calls
from bridgelaw.errors import BridgeError, IllegalActionError, NotationError
from bridgelaw.formats.event_log import events_from_json, events_to_json
from bridgelaw.laws.irregularity import (
    CallRecord,
    Irregularity,
    Kind,
    ProcedureStatus,
    RecordStatus,
)
from bridgelaw.laws.play_classify import legal44_of, restriction_bars, restrictions_in_force
from bridgelaw.server.online import Online
from bridgelaw.server.store import Denied
from bridgelaw.table import Mode, Phase, Table
from bridgelaw.table.events import (
    CallChanged,
    CallMade,
    CardPlayed,
    CardRetracted,
    CardsExposed,
    ClaimAgreed,
    DummyCardCalled,
    Event,
    IrregularityReported,
    RulingApplied,
    SimultaneousCalls,
)

__all__ = [
    "LAWS_MARK",
    "LAWS_NOTHING_OPTIONS",
    "LAWS_NOTHING_WAITS",
    "REPORTS",
    "add_laws_state",
    "card_marks",
    "cite_once",
    "director_advice",
    "director_report",
    "edition_field",
    "engine_row",
    "in_force",
    "irregularity_facts",
    "irregularity_text",
    "law_event",
    "laws_action",
    "legal_auction",
    "new_table",
    "refusal",
    "ruling_now",
    "seat_laws",
    "split_edition",
    "waits_for_director",
]

Row = dict[str, Any]

REPORTS: dict[str, tuple[Kind, str]] = {
    "ui": (Kind.UNAUTHORIZED_INFORMATION, "16"),
    "explanation": (Kind.EXPLANATION, "20"),
    "count": (Kind.WRONG_CARD_COUNT, "13"),
    "missing": (Kind.MISSING_CARD, "14"),
    "other": (Kind.OTHER, "12A1"),
}
"""What the director may record for the engine's ruling (:class:`IrregularityReported`),
with the Law the report cites unless he names another: unauthorised information (16),
an explanation or alert (20, 40), a wrong number of cards (13), a missing card (14), or
anything else (12A1: the board flagged for an adjusted score; 23 or 72C: could the
offender have known; 10B: a rectification the players arranged)."""


LAWS_MARK = "L"
"""Appended to a table's edition (``"2017L"``): the table is in laws mode."""


def split_edition(field: str) -> tuple[str, bool]:
    """The edition and whether the table is in laws mode, from the stored field."""
    if field.endswith(LAWS_MARK):
        return field[: -len(LAWS_MARK)], True
    return field, False


def edition_field(edition: str = "2017", *, laws: bool = False) -> str:
    """The stored field for ``edition`` in laws mode or strict."""
    return edition + LAWS_MARK if laws else edition


def cite_once(text: str, law: LawRef | str) -> str:
    """``text`` citing ``law`` once, as the table's pages cite a Law: ``(Law 50D2(a))``
    appended unless the text names that Law already (the table pages show no edition:
    the table's edition is the room's)."""
    named = re.search(rf"\bLaw {re.escape(str(law))}(?![\w(])", text)
    return text if named else f"{text} (Law {law})"


def refusal(code: str, error: BridgeError) -> Denied:
    """The server's refusal of an action the engine refused: its reason with the Law it
    breaks said once (the engine's message cites it with the edition too, for logs and
    the CLI), and the Law that rectifies such an irregularity when there is one."""
    if not isinstance(error, IllegalActionError):
        return Denied(code, str(error))
    text = cite_once(error.reason, error.law)
    if error.rectification is not None:
        text += f"; rectification: Law {error.rectification}"
    return Denied(code, text, law=str(error.law))


def new_table(board: Board, field: str) -> Table:
    """A new engine table for ``board`` under the stored edition field."""
    edition, laws = split_edition(field)
    return Table(board, edition=edition, mode=Mode.LAWS if laws else Mode.STRICT)


def engine_row(event: Event, encode: Any) -> Row:
    """The row of an engine event: a call, card or claim as online play writes them
    (``encode``), any other event of the laws mode whole (a ``law`` row)."""
    if isinstance(event, CallMade | CardPlayed | ClaimAgreed):
        row: Row = encode(event)
        return row
    data = events_to_json([event])[0]
    row = {"kind": "law", "event": data, "name": type(event).__name__}
    if isinstance(event, RulingApplied):
        row |= {"law": str(event.law), "choice": event.choice}
        row["chooser"] = None if event.chooser is None else str(event.chooser)
    by = getattr(event, "by", None)
    if by is not None:
        row["seat"] = str(by)
    if isinstance(event, CallChanged):
        row |= {"seat": str(event.seat), "call": str(event.call)}
    if isinstance(event, CardsExposed):  # face up on the table: everyone sees them
        row |= {"seat": str(event.seat), "cards": [str(card) for card in event.cards]}
    if isinstance(event, CardRetracted):  # a played card: everyone saw it
        row |= {"seat": str(event.seat), "cards": [str(event.card)]}
    if isinstance(event, DummyCardCalled):  # said aloud at the table (Law 46)
        row["said"] = event.text
    if isinstance(event, IrregularityReported):  # what and which Law; the note is his
        row |= {"law": str(event.law), "irregularity": event.kind.value}
    if isinstance(event, SimultaneousCalls):  # both calls are on the table (Law 33)
        row["calls"] = [
            {"seat": str(m.seat), "call": str(m.call)} for m in (event.first, event.second)
        ]
    return row


def laws_action(table: Table, seat: Seat, action: Row) -> Callable[[Table], Event]:
    """The engine's call for a laws-mode seat action: ``change`` (Law 25), ``expose``
    (Laws 24, 45C1, 49, 50) or ``retract`` (Laws 45C4(b), 47).

    :raises Denied: the table is strict (only a misclick is undone there, with the
        opponents' consent, Law 25A; a card cannot be exposed online), or a call or card
        is not one.
    """
    if table.mode != Mode.LAWS:
        law = {"change": "25A", "expose": "24", "retract": "47"}[action["t"]]
        raise Denied(
            "laws",
            "this table refuses irregularities: a misclick is undone with the opponents' "
            "consent (Undo), and no card is seen before it is played",
            law=str(table.edition.ref(law)),
        )
    try:
        if action["t"] == "change":
            call = Call.parse(action["call"])
            return lambda t: t.change_call(call, seat=seat)
        if action["t"] == "retract":
            card = Card.parse(action["card"])
            reason = action.get("reason", "other")
            dummys = (table.dummy, card) in table.current_trick and seat == table.declarer
            hand = table.dummy if dummys and table.dummy is not None else seat  # he plays both
            return lambda t: t.retract(hand, card, reason)
        cards = tuple(Card.parse(card) for card in action["cards"])
    except NotationError as error:
        raise Denied("malformed", str(error)) from error
    how, led = action.get("how", "dropped"), bool(action.get("led"))
    return lambda t: t.expose(seat, *cards, led=led, how=how)


def law_event(row: Row) -> Event:
    """The engine event of a ``law`` row."""
    return events_from_json([row["event"]], source="the table's log")[0]


_RULINGS: dict[int, tuple[tuple[Any, ...], Ruling | None]] = {}
"""The last ruling computed for each table (by ``id``), with the state it was computed
for: a state is sent to five connections after each action, and a ruling may need
double-dummy figures (Laws 64C, 70), so it is computed once per table state."""


def ruling_now(table: Table, answers: dict[str, str]) -> Ruling | None:
    """The director's ruling on what the table waits on, with the director's answers so
    far (``None``: nothing waits, or no Law module rules on it)."""
    if table.mode != Mode.LAWS or table.laws_state.blocking() is None:
        return None
    events = table.events
    key = (len(events), id(events[-1]) if events else None, tuple(sorted(answers.items())))
    known = _RULINGS.get(id(table))
    if known is not None and known[0] == key:
        return known[1]
    try:
        ruling: Ruling | None = Director(table.edition).rule(table, answers=answers)
    except BridgeError:
        ruling = None
    if len(_RULINGS) > 256:  # tables dropped from memory leave theirs behind
        _RULINGS.clear()
    _RULINGS[id(table)] = (key, ruling)
    return ruling


def irregularity_text(irregularity: Irregularity) -> str:
    """The engine's words on an irregularity as the table's pages show them: what
    happened, with the Law that rectifies it once and no edition (:func:`cite_once`)."""
    return cite_once(irregularity.reason, irregularity.law)


def irregularity_facts(irregularity: Irregularity) -> Row:
    """What a page needs to name an irregularity in its own language: its kind (the
    :class:`~bridgelaw.laws.irregularity.Kind`'s name), the offender and the Law, and the
    engine's words without the Law (``reason``: shown after a heading that cites it)."""
    offender = irregularity.offender
    return {
        "kind": irregularity.kind.name,
        "offender": None if offender is None else str(offender),
        "law": str(irregularity.law),
        "reason": irregularity.reason,
    }


def waits_for_director(table: Table) -> bool:
    """Whether the table waits for the director: he was called, or the Law sends the
    table to him by itself (Law 64 after the play, declarer's 50D2 choice...); not while
    the players may still react to an irregularity (accept it by calling on, 27A1)."""
    procedure = None if table.mode != Mode.LAWS else table.laws_state.blocking()
    if procedure is None:
        return False
    return procedure.director_called or procedure.status == ProcedureStatus.RULING


def seat_laws(table: Table, seat: str, asked: str | None, answers: dict[str, str]) -> Row:
    """The laws-mode part of a seat's state: the irregularity the table waits on (public:
    it lies on the table), whether the director must come, the cards lying face up, the
    lead or play restrictions in force, and the options when the director asks this seat
    to choose."""
    procedure = table.laws_state.blocking()
    irregularity = None if procedure is None else irregularity_text(procedure.irregularity)
    about = None if procedure is None else irregularity_facts(procedure.irregularity)
    choice = None
    if asked == seat:
        ruling = ruling_now(table, answers)
        if ruling is not None and ruling.ready and ruling.chooser is not None:
            choice = {
                "law": str(ruling.law),
                "irregularity": irregularity_text(ruling.irregularity),
                "about": irregularity_facts(ruling.irregularity),
                "options": [
                    {"key": o.key, "text": o.text, "law": str(o.law)} for o in ruling.options
                ],
            }
    return {
        "irregularity": irregularity,
        "about": about,
        "director_needed": waits_for_director(table),
        "choice": choice,
        "penalty_cards": [
            {"seat": str(p.seat), "card": str(p.card), "major": p.major, "law": str(p.law)}
            for p in table.penalty_cards
        ],
        "in_force": in_force(table),
        "obligations": [
            {"seat": str(o.seat), "kind": str(o.kind), "law": str(o.law)} for o in table.obligations
        ],
        "restrictions": [
            {"seat": str(r.offender), "law": str(r.law)} for r in table.pending_lead_restrictions
        ],
        "period": period(table),
        "marks": [] if not seat else card_marks(table, Seat.parse(seat)),
    }


def card_marks(table: Table, seat: Seat) -> list[Row]:
    """The cards of ``seat``'s hand a ruling binds when he is to lead or play, so his
    hand shows them before he tries one: ``must`` (a major penalty card to be played at
    the first legal opportunity, Law 50D1) and ``barred`` (a card Law 44 would allow that
    a lead or play restriction in force bars, Laws 26, 50D2, 51B, 57A, or that his
    penalty card keeps back, 50C, 50D1), each with its Law. Empty when nothing binds, or
    when he is not to act (the restrictions are listed for everyone all the same)."""
    play = table.play_state
    if table.mode != Mode.LAWS or table.phase != Phase.PLAY or play is None:
        return []
    if play.is_complete or play.next_seat != seat:
        return []
    laws, edition = table.laws_state, table.edition
    legal = table.legal_cards()
    allowed = legal44_of(edition, play, seat)
    faced = {p.card: p for p in table.penalty_cards if p.seat == seat}
    marks: list[Row] = []
    penalty = edition.ref("50D1(a)" if any(p.major for p in faced.values()) else "50C")
    for card in legal:
        if card in faced and faced[card].major:
            marks.append({"card": str(card), "mark": "must", "law": str(penalty)})
    for card in allowed:
        if card in legal or card in faced:
            continue
        bars = restriction_bars(laws, play, seat, card, allowed)
        law = penalty if bars is None else bars[1]
        marks.append({"card": str(card), "mark": "barred", "law": str(law)})
    return marks


def in_force(table: Table) -> list[Row]:
    """The lead and play restrictions binding a seat now (Laws 26, 50D2, 51B, 57A), as
    everyone at the table is told them: the seat, what is required, the suit or card, the
    Law."""
    play = table.play_state
    if play is None:
        return []
    return [
        {
            "seat": str(r.seat),
            "kind": str(r.kind),
            "suit": None if r.suit is None else r.suit.name[0],
            "card": None if r.card is None else str(r.card),
            "law": str(r.law),
        }
        for r in restrictions_in_force(table.laws_state, play)
    ]


def legal_auction(table: Table, seen: list[Row]) -> tuple[list[Row], list[Row]]:
    """The auction a seat is shown at a laws-mode table, from ``seen`` (its view's calls,
    one per call made, in the order made, with what it may see of each): the legal
    auction in its order (a replacement in the place of the call it replaces; a pass a
    Law put in; two calls made at once in Law 33's order), then an irregular call waiting
    for the director (``pending``); and the calls cancelled or withdrawn."""
    events = table.events
    made = [index for index, event in enumerate(events) if isinstance(event, CallMade)]
    if len(made) != len(seen):
        return seen, []
    by_log = dict(zip(made, seen, strict=True))

    def entry(record: CallRecord) -> Row | None:
        index = record.log_index
        found = by_log.get(index) if index is not None else None
        if found is None and index is not None and isinstance(events[index], SimultaneousCalls):
            # Law 33: shown without its alert (which of the four may see it is the view's)
            found = {"seat": str(record.seat), "call": str(record.call), "alert": False}
            found["explanation"] = None
        return found

    shown: list[Row] = []
    for record in table.laws_state.legal_records():
        found = entry(record)
        if found is None:  # a pass a Law put in
            found = {"seat": str(record.seat), "call": str(record.call), "alert": False}
            found["explanation"] = None
        shown.append(found)
    cancelled: list[Row] = []
    for record in table.records:
        found = entry(record)
        if found is None or record.in_auction:
            continue
        if record.status == RecordStatus.PENDING:
            shown.append({**found, "pending": True})
        else:
            cancelled.append({**found, "status": str(record.status)})
    return shown, cancelled


def period(table: Table) -> str:
    """``auction``, ``play`` or ``ended`` (while the director is awaited too)."""
    if table.phase == Phase.ENDED:
        return "ended"
    if table.phase == Phase.DIRECTOR:
        return "play" if table.play_state is not None else "auction"
    return "auction" if table.phase == Phase.AUCTION else "play"


def director_advice(table: Table, answers: dict[str, str], asked: str | None) -> Row | None:
    """The engine's ruling for the director's console: the irregularity, the Law, the
    facts, the judgment questions still open, who chooses and the options with their Laws
    (``None``: nothing waits for a ruling)."""
    ruling = ruling_now(table, answers)
    if ruling is None:
        return None
    chooser = None if ruling.chooser is None else str(ruling.chooser)
    return {
        "law": str(ruling.law),
        "text": irregularity_text(ruling.irregularity),
        "about": irregularity_facts(ruling.irregularity),
        "facts": list(ruling.facts),
        "questions": [
            {"key": q.key, "law": str(q.law), "text": q.text, "answers": list(q.answers)}
            for q in ruling.questions
        ],
        "answers": dict(answers),
        "chooser": chooser,
        "asked": asked,
        "analysis": None,
        "options": [
            {"decision": "law", "option": o.key, "label": o.text, "law": str(o.law)}
            for o in ruling.options
        ],
        "laws_mode": True,
    }


def director_report(table: Table, *, waiting: bool) -> Row:
    """What the director may do at a laws-mode table besides the engine's ruling: find
    the last two calls simultaneous (Law 33, when it would change them), and, while no
    ruling waits, record an irregularity the table has no button for (:data:`REPORTS`,
    each with the Law it cites unless he names another)."""
    found = None if period(table) != "auction" else simultaneous_calls(table)
    return {
        "simultaneous": None if found is None else {"law": str(found.law), "text": found.text},
        "kinds": [] if waiting else [{"key": k, "law": law} for k, (_, law) in REPORTS.items()],
    }


LAWS_NOTHING_WAITS = (
    "No irregularity waits for a ruling in the engine: a revoke nobody has noticed would "
    "have come to you with the call (Law 9B1). Check the tempo (Law 16B), the explanations "
    "(Laws 20F, 21B) and the chat; a withdrawn action is unauthorised information (16C)."
)


LAWS_NOTHING_OPTIONS: tuple[tuple[str, str], ...] = (("resume", "play on"),)
"""The director's options at a laws table when the engine has no ruling waiting (each its
decision and label): play on. An irregularity that was rectified or accepted stands as the
Laws left it (a call out of rotation accepted by the next call, Law 29A, or cancelled by
the correct player's call, 28B): no withdrawal of the last action, which the Laws do not
give; what the table has no button for he records for the engine's ruling
(:data:`REPORTS`)."""


def add_laws_state(table: Table, online: Online, seat: Seat | None, state: Row) -> None:
    """A laws-mode table's part of a state: the period (the engine's phase is
    ``DIRECTOR`` while an irregularity waits), the irregularity, the cards face up, the
    choice the director puts to this seat; for the director the engine's ruling."""
    state["phase"] = period(table)
    state["laws_mode"] = True
    state["auction"], cancelled = legal_auction(table, state["auction"])
    if seat is None:
        advice = director_advice(table, online.law_answers, online.asked)
        if advice is not None:
            state["advice"] = advice
        elif state.get("advice", {}).get("law") == str(table.edition.ref("9B")):
            # no claim, undo or withdrawal waits either: he comes for what he is told
            options = [{"decision": d, "label": label} for d, label in LAWS_NOTHING_OPTIONS]
            state["advice"] |= {"text": LAWS_NOTHING_WAITS, "options": options}
        state["laws"] = seat_laws(table, "", None, {})
        state["laws"]["report"] = director_report(table, waiting=advice is not None)
        state["laws"]["review"] = [  # his reminders for after the board (Laws 12, 16...)
            {"law": str(f.law), "reason": f.reason, "side": None if f.side is None else str(f.side)}
            for f in table.review_flags
        ]
    else:
        state["laws"] = seat_laws(table, str(seat), online.asked, online.law_answers)
    state["laws"]["cancelled"] = cancelled
