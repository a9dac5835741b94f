"""A face-to-face club night: the movement, the tables' result entries, the director's
corrections, adjusted scores and procedural penalties, and the live ranking.

The cards are real; what bridgelaw keeps is what the tables enter. A :class:`ClubNight`
is made from a :class:`ClubSetup` (a pairs event: a Mitchell or Howell from
:mod:`bridgelaw.tournament.specs`, the pairs' names, the conditions of contest) and
changes only by *actions*: plain JSON objects (``{"do": "enter", ...}``) applied in
order by :meth:`ClubNight.apply`. The server stores the accepted actions and replays
them after a restart, so the night is its setup plus its action log.

* A table enters each board: contract, declarer, lead, tricks; the score is North-South's
  by Law 77 (the board's vulnerability, Law 2). Every result has a version (1 on entry,
  one more on each change): a change names the version it was made against, and one
  made against an older version is refused with :class:`StaleResult`, which says what
  is there now (nothing is overwritten, nothing lost). An action carrying a client's id
  already seen is accepted once and ignored after (a phone that sends again).
* The opponents confirm the score (``confirm``), as the devices have East-West accept
  North-South's entry: an action carries the side its phone says it is and the phone's
  id, and the confirmation must be the other side's than the entry's, from a phone
  that neither entered it nor acted for the entering side in that round, or else with
  the opponents' pair number typed (``pair``). A change clears the confirmation.
* A table corrects its own results until its round is over (the director ended it, or
  the table entered a later round); after that only the director corrects, and after
  the results are published only within the correction period (Law 79C,
  :func:`bridgelaw.scoring.corrections.correction_allowed`). Each director's change is
  logged: who, when, why, before and after.
* A table calls the director (``call``, Law 9B1); the calls wait in a queue on the
  director's console until answered (``answer``).
* The director awards adjusted scores (Law 12: artificial 12C2, assigned 12C1b, split
  12C1e, weighted 12C1c) and procedural penalties (Law 90), and finds boards fouled
  (``foul``, Law 87: the tables that played each changed form; each form is scored
  apart, 87B). Publishing the results starts the correction period (Law 79C); publishing
  them again after corrections does not start it again.

The ranking is the one event model's (:func:`bridgelaw.results.score.score_event`) under
the night's conditions of contest (Law 78D), the path of ``bridgelaw event run
--conditions``, with the procedural penalties deducted and the fouled boards scored by
form (:mod:`bridgelaw.tournament.club_score`);
:meth:`ClubNight.entries_file` writes the night as that command's entries file.

>>> night = ClubNight(ClubSetup("Tuesday", {"family": "mitchell", "tables": 3,
...                                         "boards_per_round": 2}))
>>> r = night.apply({"do": "enter", "round": 1, "table": 1, "board": 1, "contract": "4S",
...                  "declarer": "N", "tricks": 10, "version": 0, "by": "table 1"})
>>> r.score, r.version
(420, 1)
>>> night.apply({"do": "enter", "round": 1, "table": 1, "board": 1, "contract": "4S",
...              "declarer": "N", "tricks": 9, "version": 0, "by": "table 1"})
Traceback (most recent call last):
...
bridgelaw.tournament.club.StaleResult: round 1, table 1, board 1 was entered or changed \
by table 1 (now 4S N = +420, version 1): your change was made against version 0 and is \
not applied; look at the result now there and enter it again if it is still wrong
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta
from typing import Any, Final

from bridgelaw.core.cards import Card
from bridgelaw.core.lawref import LawRef
from bridgelaw.errors import BridgeError
from bridgelaw.scoring.corrections import DEFAULT_CORRECTION_PERIOD, correction_allowed
from bridgelaw.scoring.penalties import PenaltyUnit, ProceduralPenalty
from bridgelaw.tournament.club_adjust import Adjustment, ClubError
from bridgelaw.tournament.entries_rulings import fouled_json, penalty_json
from bridgelaw.tournament.errors import MovementError
from bridgelaw.tournament.event import (
    Artificial,
    Entry,
    Event,
    Kind,
    Outcome,
    Score,
    Section,
    Session,
    Weighted,
    parse_outcome,
)
from bridgelaw.tournament.model import Movement, Seating
from bridgelaw.tournament.specs import movement_from_spec
from bridgelaw.tournament.validate import validate

__all__ = [
    "Adjustment",
    "Call",
    "ClubError",
    "ClubNight",
    "ClubSetup",
    "LogLine",
    "StaleResult",
    "TableResult",
]

Key = tuple[int, int, int]
"""(round, table, board)."""

FAMILIES: Final = ("mitchell", "howell")


class StaleResult(ClubError):
    """A change made against an older version of a result than the one there now."""

    def __init__(self, message: str, current: TableResult) -> None:
        super().__init__(message)
        self.current = current


@dataclass(frozen=True, slots=True)
class ClubSetup:
    """What the director sets up: the event's name, its movement (a specification,
    ``{"family": "mitchell", "tables": 7, "boards_per_round": 2}``), the pairs' names,
    the conditions of contest, whether a table sees a board's traveller once it has
    entered the board, the deals (board -> PBN deal) and the correction period."""

    name: str
    spec: Mapping[str, Any]
    names: Mapping[str, str] = field(default_factory=dict)
    conditions: str = "bridgelaw"
    travellers: bool = True
    deals: Mapping[int, str] = field(default_factory=dict)
    correction_minutes: int = int(DEFAULT_CORRECTION_PERIOD.total_seconds() // 60)

    def to_json(self) -> dict[str, Any]:
        """The setup as plain JSON values."""
        return {
            "name": self.name,
            "spec": dict(self.spec),
            "names": dict(self.names),
            "conditions": self.conditions,
            "travellers": self.travellers,
            "deals": {str(b): d for b, d in self.deals.items()},
            "correction_minutes": self.correction_minutes,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> ClubSetup:
        """The setup :meth:`to_json` wrote."""
        return cls(
            name=str(data["name"]),
            spec=dict(data["spec"]),
            names={str(k): str(v) for k, v in data.get("names", {}).items()},
            conditions=str(data.get("conditions", "bridgelaw")),
            travellers=bool(data.get("travellers", True)),
            deals={int(b): str(d) for b, d in data.get("deals", {}).items()},
            correction_minutes=int(data.get("correction_minutes", 30)),
        )


@dataclass(frozen=True, slots=True)
class TableResult:
    """A table's result on a board, as entered and perhaps corrected or adjusted."""

    round: int
    table: int
    board: int
    ns: str
    ew: str
    contract: str
    """``"4S"``, ``"3NTX"``, or ``"Pass"``."""
    declarer: str
    lead: str
    tricks: int
    score: int
    """North-South's score (Law 77); 0 when passed out."""
    version: int
    by: str
    at: str
    confirmed: bool = False
    adjusted: Adjustment | None = None
    side: str = ""
    """The side whose phone entered it (``"NS"`` or ``"EW"``; ``""``: the director)."""
    phone: str = ""
    """The phone that entered it (an opaque id; ``""`` when unknown)."""

    @property
    def key(self) -> Key:
        """(round, table, board)."""
        return (self.round, self.table, self.board)

    def outcome(self) -> Outcome:
        """What the event model scores: the adjusted score, else the contract played."""
        if self.adjusted is not None:
            return self.adjusted.outcome()
        return parse_outcome(self.contract, self.declarer or None, self.tricks)

    def describe(self) -> str:
        """``"4S N = +420"``, ``"Pass 0"`` or the adjusted score."""
        if self.adjusted is not None:
            return str(self.adjusted)
        if self.contract == "Pass":
            return "Pass 0"
        delta = self.tricks - 6 - int(self.contract[0])
        made = "=" if delta == 0 else f"{delta:+d}"
        return f"{self.contract} {self.declarer} {made} {self.score:+d}"

    def to_json(self) -> dict[str, Any]:
        """The result as JSON (for the pages)."""
        return {
            "round": self.round,
            "table": self.table,
            "board": self.board,
            "ns": self.ns,
            "ew": self.ew,
            "contract": self.contract,
            "declarer": self.declarer,
            "lead": self.lead,
            "tricks": self.tricks,
            "score": self.score,
            "version": self.version,
            "by": self.by,
            "at": self.at,
            "confirmed": self.confirmed,
            "side": self.side,
            "adjusted": None if self.adjusted is None else str(self.adjusted),
            "text": self.describe(),
        }


@dataclass(frozen=True, slots=True)
class LogLine:
    """A change the director made (Law 79C asks who, when and why)."""

    at: str
    who: str
    what: str
    why: str
    before: str = ""
    after: str = ""


@dataclass(frozen=True, slots=True)
class Call:
    """A table's call to the director (Law 9B1): when, where, who called, who answered."""

    number: int
    at: str
    round: int
    table: int
    board: int | None
    by: str
    answered_by: str = ""


def _now(action: Mapping[str, Any]) -> datetime:
    text = action.get("at")
    if not text:
        return datetime.now(UTC)
    when = datetime.fromisoformat(str(text))
    return when if when.tzinfo else when.replace(tzinfo=UTC)


def _side(action: Mapping[str, Any]) -> str:
    """The side a phone acts for: ``"EW"`` when it says so, else ``"NS"``."""
    return "EW" if str(action.get("side") or "").upper() == "EW" else "NS"


def _int(action: Mapping[str, Any], key: str) -> int:
    value = action.get(key)
    if isinstance(value, bool):
        raise ClubError(f"{key} must be a whole number, not {value!r}")
    try:
        return int(str(value))
    except ValueError:
        raise ClubError(f"{key} must be a whole number, not {value!r}") from None


class ClubNight:
    """A club night: its setup, results, penalties and the director's log (module doc)."""

    def __init__(self, setup: ClubSetup) -> None:
        family = str(setup.spec.get("family", "")).lower()
        if family not in FAMILIES:
            raise MovementError(
                f"a club pairs night is a Mitchell or a Howell, not {family or 'nothing'!r}"
            )
        movement = movement_from_spec(setup.spec)
        problems = validate(movement)
        if problems:
            raise MovementError(f"{movement.name}: {problems[0]}", tuple(problems))
        self.setup = setup
        self.movement: Movement = movement
        self.event = Event(
            setup.name, Kind.PAIRS, (Session("1", (Section("A", movement),)),), setup.names
        )
        self.results: dict[Key, TableResult] = {}
        self.penalties: list[ProceduralPenalty] = []
        self.fouled: dict[int, dict[int, int]] = {}
        """Board -> table -> the form of the board it played (Law 87: 0 the correct form,
        1, 2... the changed forms), as the director found."""
        self.log: list[LogLine] = []
        self.clients: set[str] = set()
        self.rounds_ended = 0
        self.published: datetime | None = None
        self.calls: list[Call] = []
        """The tables' calls to the director, in order (answered or not)."""
        self.changes = 0
        """How many actions changed the night (the live pages poll it)."""
        self._entries: dict[Key, tuple[TableResult, Entry]] = {}
        self._latest: dict[int, int] = {}
        """Table -> the latest round it has a result of."""
        self._seats: dict[tuple[int, int], tuple[Seating, tuple[int, ...]]] = {
            (r.number, s.table): (
                s,
                self.movement.board_set(s.board_set).boards if s.plays else (),
            )
            for r, s in self.movement.seatings()
        }
        """(round, table) -> its seating and boards (the movement looked up once)."""
        self.phone_sides: dict[tuple[int, int, str], str] = {}
        """(round, table, phone) -> the side the phone first acted for in that round."""
        self.changed: dict[Key, int] = {}
        """Each result's change number: the night's :attr:`changes` once it was made as it
        is now (a scoring made after that many changes shows it)."""

    # --- the movement, as a table sees it -------------------------------------------

    def seating(self, rnd: int, table: int) -> Seating:
        """Who sits at ``table`` in round ``rnd``.

        :raises ClubError: no such round or table.
        """
        found = self._seats.get((rnd, table))
        if found is not None:
            return found[0]
        try:
            self.movement.round(rnd)
        except MovementError as error:
            raise ClubError(str(error)) from None
        raise ClubError(f"{self.movement.name} has no table {table} in round {rnd}")

    def boards(self, rnd: int, table: int) -> tuple[int, ...]:
        """The boards played at ``table`` in round ``rnd`` (none at a half table)."""
        found = self._seats.get((rnd, table))
        if found is None:
            self.seating(rnd, table)  # says why
            return ()
        return found[1]

    def round_over(self, rnd: int, table: int) -> bool:
        """The table's round is over: the director ended it, or the table has entered a
        result of a later round (it moved on)."""
        if rnd <= self.rounds_ended:
            return True
        return self._latest.get(table, 0) > rnd

    def table_round(self, table: int) -> int:
        """The round the table is playing: the first whose boards it has not all
        entered and which is not over, else the last round."""
        for rnd in self.movement.rounds:
            if self.round_over(rnd.number, table):
                continue
            boards = self.boards(rnd.number, table)
            if any((rnd.number, table, b) not in self.results for b in boards):
                return rnd.number
        return self.movement.rounds[-1].number

    # --- actions ----------------------------------------------------------------------

    def apply(self, action: Mapping[str, Any]) -> TableResult | None:
        """Apply one action (see the module doc); the result it made or changed.

        :raises ClubError: the action is refused (:class:`StaleResult` for an old version);
            the night is then unchanged.
        """
        client = str(action.get("client") or "")
        if client and client in self.clients:
            if "round" in action and "table" in action and "board" in action:
                return self.results.get(self._key(action))
            return None
        kind = action.get("do")
        handler = _HANDLERS.get(str(kind))
        if handler is None:
            raise ClubError(f"unknown action {kind!r}")
        done = handler(self, action)
        if client:
            self.clients.add(client)
        phone = str(action.get("phone") or "")
        if phone and done is not None and not action.get("director"):
            self.phone_sides.setdefault((done.round, done.table, phone), _side(action))
        self.changes += 1
        return done

    def _store(self, result: TableResult) -> None:
        self.results[result.key] = result
        self.changed[result.key] = self.changes + 1  # this action's number
        if result.round > self._latest.get(result.table, 0):
            self._latest[result.table] = result.round

    def _key(self, action: Mapping[str, Any]) -> Key:
        rnd, table, board = _int(action, "round"), _int(action, "table"), _int(action, "board")
        if board not in self.boards(rnd, table):
            raise ClubError(
                f"board {board} is not played at table {table} in round {rnd}"
                f" (boards there: {', '.join(map(str, self.boards(rnd, table))) or 'none'})"
            )
        return (rnd, table, board)

    def _check_version(self, key: Key, action: Mapping[str, Any]) -> TableResult | None:
        seen = _int(action, "version") if action.get("version") is not None else 0
        current = self.results.get(key)
        have = 0 if current is None else current.version
        if seen == have:
            return current
        where = f"round {key[0]}, table {key[1]}, board {key[2]}"
        if current is None:
            raise ClubError(f"{where} has no result yet: version {seen} is unknown")
        raise StaleResult(
            f"{where} was entered or changed by {current.by} (now {current.describe()},"
            f" version {have}): your change was made against version {seen} and is not"
            " applied; look at the result now there and enter it again if it is still wrong",
            current,
        )

    def _played(
        self, key: Key, action: Mapping[str, Any], version: int, when: datetime
    ) -> TableResult:
        """A table result from an action's contract, declarer, lead and tricks."""
        rnd, table, board = key
        seating = self.seating(rnd, table)
        assert seating.ns is not None and seating.ew is not None
        contract = str(action.get("contract") or "").strip().upper().replace("N", "NT", 1)
        contract = contract.replace("NTT", "NT")
        declarer = str(action.get("declarer") or "").strip().upper()[:1]
        passed = contract in ("PASS", "P", "AP", "-")
        tricks = 0 if passed else _int(action, "tricks")
        lead = str(action.get("lead") or "").strip()
        if lead and not passed:
            try:
                card = Card.parse(lead)
            except BridgeError as error:
                raise ClubError(f"the opening lead: {error}") from None
            lead = f"{card.suit.letter}{card.rank.letter}"
        entry = Entry(
            board=board,
            ns=seating.ns,
            ew=seating.ew,
            outcome=parse_outcome("Pass" if passed else contract, declarer or None, tricks),
            table=table,
            round=rnd,
        )
        score = entry.score_ns()
        assert score is not None
        return TableResult(
            round=rnd,
            table=table,
            board=board,
            ns=seating.ns,
            ew=seating.ew,
            contract="Pass" if passed else contract,
            declarer="" if passed else declarer,
            lead="" if passed else lead,
            tricks=tricks,
            score=score,
            version=version,
            by=str(action.get("by") or "a table"),
            at=when.isoformat(timespec="seconds"),
            side="" if action.get("director") else _side(action),
            phone=str(action.get("phone") or ""),
        )

    def _director_may_change(self, action: Mapping[str, Any], when: datetime) -> str:
        """The director's name, when a director's change may be made now (Law 79C)."""
        who = str(action.get("by") or "")
        if not action.get("director") or not who:
            raise ClubError("only the director corrects a result after its round")
        if self.published is not None:
            period = timedelta(minutes=self.setup.correction_minutes)
            ruling = correction_allowed(when, self.published, period=period)
            if not ruling.allowed:
                raise ClubError(f"Law {ruling.law}: {ruling.reason}")
        return who

    def _enter(self, action: Mapping[str, Any]) -> TableResult:
        key = self._key(action)
        current = self._check_version(key, action)
        when = _now(action)
        director = bool(action.get("director"))
        if not director and self.round_over(key[0], key[1]):
            raise ClubError(
                f"round {key[0]} is over at table {key[1]}: call the director to enter or"
                " correct a result of that round"
            )
        why = str(action.get("why") or "").strip()
        if director:
            self._director_may_change(action, when)
            if current is not None and not why:
                raise ClubError("say why the result is corrected (it is logged, Law 79C)")
        result = self._played(key, action, 1 if current is None else current.version + 1, when)
        self._store(result)
        if director:
            self._log(
                action,
                when,
                f"result {_where(key)}",
                why or "entered by the director",
                current,
                result,
            )
        return result

    def _confirm(self, action: Mapping[str, Any]) -> TableResult:
        """The opponents of the side that entered the result confirm it (as the devices
        have East-West accept North-South's entry): from a phone of theirs, or on the
        entering phone (or one that has acted for the other side this round) with their
        pair number typed."""
        key = self._key(action)
        current = self._check_version(key, action)
        if current is None:
            raise ClubError(f"{_where(key)} has no result to confirm")
        opponents = "NS" if current.side == "EW" else "EW"
        seating = self.seating(key[0], key[1])
        pair = str((seating.ns if opponents == "NS" else seating.ew) or "")
        # an action with no side (the library's callers, and the logs of nights stored
        # before phones said their side) is the opponents'
        side = _side(action) if action.get("side") else opponents
        phone = str(action.get("phone") or "")
        if side != opponents:
            raise ClubError(
                f"{_where(key)} was entered by {current.side or 'the director'}: the"
                f" opponents, {opponents} (pair {pair}), confirm it"
            )
        said = self.phone_sides.get((key[0], key[1], phone), side) if phone else side
        if phone and (phone == current.phone or said != side):
            typed = str(action.get("pair") or "").strip().upper()
            if typed not in (pair.upper(), pair.upper().removesuffix(opponents)):
                raise ClubError(
                    f"this phone entered {_where(key)} (or acts for {said}): {opponents}"
                    f" confirm on their own phone, or type their pair number ({pair}) here"
                )
        confirmed = replace(current, confirmed=True)
        self._store(confirmed)
        return confirmed

    def _adjust(self, action: Mapping[str, Any]) -> TableResult:
        key = self._key(action)
        current = self._check_version(key, action)
        when = _now(action)
        self._director_may_change(action, when)
        adjustment = Adjustment.read(action)
        why = str(action.get("why") or "").strip()
        if not why:
            raise ClubError("say why the score is adjusted (it is logged)")
        rnd, table, board = key
        seating = self.seating(rnd, table)
        assert seating.ns is not None and seating.ew is not None
        base = current or TableResult(
            rnd, table, board, seating.ns, seating.ew, "", "", "", 0, 0, 0, "", ""
        )
        result = replace(
            base,
            adjusted=adjustment,
            version=base.version + 1,
            by=str(action["by"]),
            at=when.isoformat(timespec="seconds"),
            confirmed=True,
        )
        self._store(result)
        self._log(action, when, f"adjusted score {_where(key)}", why, current, result)
        return result

    def _penalty(self, action: Mapping[str, Any]) -> None:
        when = _now(action)
        who = self._director_may_change(action, when)
        contestant = str(action.get("contestant") or "")
        if contestant not in self.movement.contestants:
            raise ClubError(f"no pair {contestant!r} in {self.movement.name}")
        try:
            unit = PenaltyUnit(str(action.get("unit") or PenaltyUnit.PERCENT_OF_TOP.value))
            amount = float(action.get("amount") or 0)
        except ValueError as error:
            raise ClubError(f"a procedural penalty: {error}") from None
        reason = str(action.get("reason") or "").strip()
        if amount <= 0 or not reason:
            raise ClubError("a procedural penalty (Law 90) needs a positive amount and a reason")
        board = action.get("board")
        penalty = ProceduralPenalty(
            contestant,
            amount,
            unit,
            reason,
            LawRef(90, "A"),
            None if board in (None, "") else _int(action, "board"),
        )
        self.penalties.append(penalty)
        self.log.append(
            LogLine(
                when.isoformat(timespec="seconds"),
                who,
                f"procedural penalty on {contestant}: {amount:g} {unit.value}",
                reason,
            )
        )

    def _foul(self, action: Mapping[str, Any]) -> None:
        """The director finds a board fouled (Law 87A): ``groups`` lists the tables that
        played each changed form of it (the others played the correct form); each group
        is scored apart (87B). No groups: the board is not fouled after all."""
        when = _now(action)
        who = self._director_may_change(action, when)
        board = _int(action, "board")
        tables = {t for (r, t), (_, boards) in self._seats.items() if board in boards}
        if not tables:
            raise ClubError(f"no table plays board {board} in {self.movement.name}")
        why = str(action.get("why") or "").strip()
        if not why:
            raise ClubError("say why the board is fouled (it is logged, Law 87)")
        forms: dict[int, int] = {}
        try:
            groups = [[int(t) for t in group] for group in action.get("groups") or []]
        except (TypeError, ValueError):
            raise ClubError("groups: a list of the tables that played each changed form") from None
        for form, group in enumerate((g for g in groups if g), start=1):
            for table in group:
                if table not in tables:
                    raise ClubError(f"table {table} does not play board {board}")
                if table in forms:
                    raise ClubError(f"table {table} is in two groups of board {board}")
                forms[table] = form
        law = LawRef(87, "B")
        if forms:
            self.fouled[board] = forms
            changed = "; ".join(
                f"form {k}: table{'s' * (len(g) > 1)} {', '.join(map(str, sorted(g)))}"
                for k, g in enumerate((g for g in groups if g), start=1)
            )
            what = f"board {board} fouled (Law {law}: each form scored apart): {changed}"
        else:
            self.fouled.pop(board, None)
            what = f"board {board} not fouled: scored as one board again"
        self.log.append(LogLine(when.isoformat(timespec="seconds"), who, what, why))

    def _end_round(self, action: Mapping[str, Any]) -> None:
        rnd = _int(action, "round")
        self.movement.round(rnd)
        self.rounds_ended = max(self.rounds_ended, rnd)

    def _call(self, action: Mapping[str, Any]) -> None:
        rnd, table = _int(action, "round"), _int(action, "table")
        self.seating(rnd, table)
        board = action.get("board")
        self.calls.append(
            Call(
                len(self.calls) + 1,
                _now(action).isoformat(timespec="seconds"),
                rnd,
                table,
                None if board in (None, "") else _int(action, "board"),
                str(action.get("by") or f"table {table}"),
            )
        )

    def _answer(self, action: Mapping[str, Any]) -> None:
        who = self._director_may_change(action, _now(action))
        number = _int(action, "call")
        if not 1 <= number <= len(self.calls):
            raise ClubError(f"there is no call {number}")
        self.calls[number - 1] = replace(self.calls[number - 1], answered_by=who)

    def _publish(self, action: Mapping[str, Any]) -> None:
        """The results are published (Law 79C: the correction period starts). Publishing
        them again (after corrections) does not start it again: it still runs from the
        first publication."""
        when = _now(action)
        who = str(action.get("by") or "director")
        if self.published is not None:
            first = self.published.isoformat(timespec="seconds")
            self.log.append(
                LogLine(
                    when.isoformat(timespec="seconds"),
                    who,
                    "results published again",
                    f"Law 79C: the correction period still runs from the first, {first}",
                )
            )
            return
        self.published = when
        self.log.append(
            LogLine(
                when.isoformat(timespec="seconds"),
                who,
                "results published",
                "Law 79C: the correction period starts",
            )
        )

    def _log(
        self,
        action: Mapping[str, Any],
        when: datetime,
        what: str,
        why: str,
        before: TableResult | None,
        after: TableResult,
    ) -> None:
        self.log.append(
            LogLine(
                when.isoformat(timespec="seconds"),
                str(action.get("by")),
                what,
                why,
                "" if before is None else before.describe(),
                after.describe(),
            )
        )

    # --- what the night produces --------------------------------------------------------

    def entries(self) -> list[Entry]:
        """The results as the event model's entries, in (round, table, board) order (each
        made once per version of its result)."""
        out = []
        for key, result in sorted(self.results.items()):
            made = self._entries.get(key)
            if made is None or made[0] is not result:
                entry = Entry(
                    board=result.board,
                    ns=result.ns,
                    ew=result.ew,
                    outcome=result.outcome(),
                    table=result.table,
                    round=result.round,
                )
                made = self._entries[key] = (result, entry)
            out.append(made[1])
        return out

    def entries_file(self) -> dict[str, Any]:
        """The night as an entries file of ``bridgelaw event run`` (JSON), its procedural
        penalties and fouled boards with it: ``event run`` ranks it as the night does."""
        rows: list[dict[str, Any]] = []
        for _, r in sorted(self.results.items()):
            row: dict[str, Any] = {"round": r.round, "table": r.table, "board": r.board}
            row |= {"ns": r.ns, "ew": r.ew}
            outcome = r.outcome()
            if isinstance(outcome, Artificial):
                row["adjusted"] = f"{100 * outcome.ns:g}%/{100 * outcome.ew:g}%"
            elif isinstance(outcome, Weighted):
                row["weighted"] = " ".join(f"{s}:{w:g}" for s, w in outcome.components)
            elif isinstance(outcome, Score):
                row["score"] = outcome.ns
                if outcome.ew is not None:
                    row["score_ew"] = outcome.ew
            else:
                row.update(contract=r.contract, declarer=r.declarer, tricks=r.tricks)
            rows.append(row)
        out: dict[str, Any] = {"event": self.setup.name, "kind": "pairs"}
        out |= {"names": dict(self.setup.names), "movement": dict(self.setup.spec)}
        out["results"] = rows
        if self.penalties:  # Law 90, deducted as the night deducts them
            out["penalties"] = [penalty_json(p) for p in self.penalties]
        if self.fouled:  # Law 87, each form scored apart
            out["fouled"] = fouled_json(self.fouled)
        return out

    def expected(self) -> int:
        """How many table results the movement expects."""
        return sum(len(self.boards(r.number, s.table)) for r, s in self.movement.seatings())

    def finished_boards(self) -> frozenset[int]:
        """The boards every table has played, or can no longer play (its round is over):
        a traveller shown to the whole room (the big screen) must wait for these, or it
        tells a table still to play the board how it went elsewhere."""
        scheduled: set[int] = set()
        waiting: set[int] = set()
        for r, s in self.movement.seatings():
            for board in self.boards(r.number, s.table):
                scheduled.add(board)
                if (r.number, s.table, board) not in self.results and not self.round_over(
                    r.number, s.table
                ):
                    waiting.add(board)
        return frozenset(scheduled - waiting)


def _where(key: Key) -> str:
    return f"round {key[0]}, table {key[1]}, board {key[2]}"


_HANDLERS: Final[dict[str, Callable[[ClubNight, Mapping[str, Any]], TableResult | None]]] = {
    "enter": ClubNight._enter,
    "confirm": ClubNight._confirm,
    "adjust": ClubNight._adjust,
    "penalty": ClubNight._penalty,
    "end_round": ClubNight._end_round,
    "publish": ClubNight._publish,
    "call": ClubNight._call,
    "answer": ClubNight._answer,
    "foul": ClubNight._foul,
}
