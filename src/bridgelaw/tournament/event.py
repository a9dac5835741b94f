"""Events: sessions, sections, contestants, and result entry checked against the movement.

An :class:`Event` has sessions; a :class:`Session` has sections; a
:class:`Section` plays a :class:`~bridgelaw.tournament.model.Movement` (or,
for a barometer or a hand-run game, no movement: its entries are then only
checked for consistency). The contestants are pairs, teams or individuals
(Law 4); a section's ``seating`` says which contestant holds each position of
the movement, so that a contestant keeps its identity over sessions.

A table result is an :class:`Entry`: board, table, the NS and EW contestants
and the outcome, which is a contract with declarer and tricks
(:class:`Played`), a score (:class:`Score`, also for an assigned adjusted score,
split when the two sides get different ones, Law 12C1e), or an artificial
adjusted score (:class:`Artificial`, Law 12C2a: average plus 60%, average 50%,
average minus 40%). A :class:`ResultSheet` takes entries one by one and
rejects, with an :class:`~bridgelaw.tournament.errors.EntryError` saying
where and why, a board that is not in the movement, a table that does not play
that board, the wrong pairs at a table, and a result entered twice.

>>> from bridgelaw.tournament.movements.mitchell import mitchell
>>> section = Section("A", mitchell(3, boards_per_round=2))
>>> event = Event("club", Kind.PAIRS, (Session("1", (section,)),))
>>> sheet = ResultSheet(event)
>>> sheet.enter(Entry(board=1, table=1, ns="1NS", ew="1EW", outcome=parse_outcome("4S", "N", 10)))
>>> sheet.enter(Entry(board=1, table=1, ns="1NS", ew="2EW", outcome=Score(420)))
Traceback (most recent call last):
...
bridgelaw.tournament.errors.EntryError: session 1, section A, table 1, board 1: \
the movement seats 1NS v 1EW there in round 1, not 1NS v 2EW
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from bridgelaw.core.board import Board
from bridgelaw.core.calls import Contract, parse_contract
from bridgelaw.core.seats import Seat, Side
from bridgelaw.errors import BridgeError, NotationError
from bridgelaw.scoring import ns_score
from bridgelaw.scoring.entries import ArtificialScore, SplitScore, WeightedScore
from bridgelaw.scoring.entries import Entry as BoardEntry
from bridgelaw.scoring.penalties import ProceduralPenalty
from bridgelaw.tournament.errors import EntryError, MovementError
from bridgelaw.tournament.model import Movement, Round, Seating, describe_boards

__all__ = [
    "Artificial",
    "Entry",
    "Event",
    "Kind",
    "Outcome",
    "Played",
    "ResultSheet",
    "Score",
    "Section",
    "Session",
    "Weighted",
    "missing_results",
    "parse_adjusted",
    "parse_outcome",
    "parse_weighted",
]


class Kind(enum.Enum):
    """What the contestants are (Law 4)."""

    PAIRS = "pairs"
    TEAMS = "teams"
    INDIVIDUALS = "individuals"


@dataclass(frozen=True, slots=True)
class Section:
    """A section of a session: its movement and who holds each of its positions.

    :ivar seating: movement label -> contestant; a label not listed is its own
        contestant.
    """

    name: str
    movement: Movement | None = None
    seating: Mapping[str, str] = field(default_factory=dict)

    def contestant(self, label: str | None) -> str | None:
        """The contestant at movement position ``label``."""
        return None if label is None else self.seating.get(label, label)


@dataclass(frozen=True, slots=True)
class Session:
    """A session: one or more sections played at the same time."""

    name: str
    sections: tuple[Section, ...]

    def section(self, name: str) -> Section:
        """The section called ``name``."""
        for section in self.sections:
            if section.name == name:
                return section
        names = ", ".join(s.name for s in self.sections)
        raise EntryError(f"session {self.name} has no section {name!r} (sections: {names})")


@dataclass(frozen=True, slots=True)
class Event:
    """An event: name, kind of contestants, sessions, and display names."""

    name: str
    kind: Kind
    sessions: tuple[Session, ...]
    names: Mapping[str, str] = field(default_factory=dict)
    date: str = ""
    """The day it was played, ``"2026-11-24"`` (ISO 8601); ``""`` when not given."""
    penalties: tuple[ProceduralPenalty, ...] = ()
    """The procedural penalties (Law 90), deducted from the contestants' totals."""
    fouled: Mapping[int, Mapping[int, int]] = field(default_factory=dict)
    """The fouled boards (Law 87) of an event of one section: board -> table -> the form
    it played (a table not named played the board as dealt)."""

    def session(self, name: str) -> Session:
        """The session called ``name``."""
        for session in self.sessions:
            if session.name == name:
                return session
        names = ", ".join(s.name for s in self.sessions)
        raise EntryError(f"the event has no session {name!r} (sessions: {names})")

    def display(self, contestant: str) -> str:
        """The contestant with its name, e.g. ``"12 Smith - Jones"``."""
        name = self.names.get(contestant)
        return contestant if not name else f"{contestant} {name}"


@dataclass(frozen=True, slots=True)
class Played:
    """The board was played: the contract (with declarer) or ``None`` if passed out."""

    contract: Contract | None
    tricks: int

    def __str__(self) -> str:
        if self.contract is None:
            return "passed out"
        assert self.contract.declarer is not None
        level = self.contract.level
        delta = self.tricks - 6 - level
        result = "=" if delta == 0 else f"{delta:+d}"
        return f"{self.contract} {self.contract.declarer.letter} {result}"


@dataclass(frozen=True, slots=True)
class Score:
    """A score from North-South's point of view; ``ew`` (also NS's view) differs
    only for a split (non-balancing) assigned score."""

    ns: int
    ew: int | None = None

    @property
    def ew_view(self) -> int:
        """The score used for East-West (NS's point of view)."""
        return self.ns if self.ew is None else self.ew

    def __str__(self) -> str:
        return f"{self.ns:+d}" if self.ew is None else f"{self.ns:+d} / {self.ew:+d} (split)"


@dataclass(frozen=True, slots=True)
class Artificial:
    """An artificial adjusted score (Law 12C2a): a fraction of the top for each side."""

    ns: float
    ew: float

    def __str__(self) -> str:
        return f"{_marker(self.ns)}/{_marker(self.ew)}"


@dataclass(frozen=True, slots=True)
class Weighted:
    """A weighted assigned adjusted score (Law 12C1c): North-South scores, each with
    the weight the Director gives it (the weights sum to 1). Scored only under
    conditions of contest (each component against the field, combined by weight)."""

    components: tuple[tuple[int, float], ...]

    def __str__(self) -> str:
        return "W " + " + ".join(f"{100 * w:g}% of {s:+d}" for s, w in self.components)


Outcome = Played | Score | Artificial | Weighted

_MARKERS = {"A+": 0.6, "A": 0.5, "A=": 0.5, "A-": 0.4}


def _marker(value: float) -> str:
    for text, fraction in (("A+", 0.6), ("A", 0.5), ("A-", 0.4)):
        if abs(value - fraction) < 1e-9:
            return text
    return f"{100 * value:g}%"


def parse_adjusted(text: str) -> Artificial:
    """Read an artificial adjusted score: ``"A+/A-"``, ``"A"`` (both average),
    ``"60%/40%"``, ``"A+/A"`` ... (North-South first).

    >>> parse_adjusted("A+/A-")
    Artificial(ns=0.6, ew=0.4)
    """
    parts = [p.strip().upper() for p in text.split("/")]
    if len(parts) == 1:
        parts = parts * 2
    if len(parts) != 2:
        raise EntryError(f"an adjusted score is 'A+/A-', 'A' or '60%/40%', not {text!r}")
    values = []
    for part in parts:
        if part in _MARKERS:
            values.append(_MARKERS[part])
            continue
        match = re.fullmatch(r"(\d+(?:\.\d+)?)\s*%", part)
        if match is None or float(match.group(1)) > 100:
            raise EntryError(
                f"unknown adjusted score {part!r} in {text!r}: use A+, A, A- or a percentage"
            )
        values.append(float(match.group(1)) / 100)
    return Artificial(values[0], values[1])


def parse_weighted(text: str) -> Weighted:
    """Read a weighted assigned score (Law 12C1c): North-South scores with their
    weights, ``"420:0.6 -50:0.4"`` (the weights sum to 1).

    >>> parse_weighted("420:0.6 -50:0.4")
    Weighted(components=((420, 0.6), (-50, 0.4)))
    """
    parts = text.replace(",", " ").split()
    components = []
    for part in parts:
        match = re.fullmatch(r"([+-]?\d+):(\d+(?:\.\d+)?|\.\d+)", part)
        if match is None:
            raise EntryError(
                f"a weighted score is 'score:weight ...' (420:0.6 -50:0.4), not {text!r}"
            )
        components.append((int(match.group(1)), float(match.group(2))))
    total = sum(w for _, w in components)
    if not components or abs(total - 1.0) > 1e-6 or any(w <= 0 for _, w in components):
        raise EntryError(f"the weights of a weighted score are positive and sum to 1: {text!r}")
    return Weighted(tuple(components))


def parse_outcome(
    contract: str, declarer: str | None, tricks: int | None = None, *, result: str | None = None
) -> Played:
    """A played board from its contract text (``"4S"``, ``"3NTX"``, ``"Pass"``), the
    declarer (``"N"``...) and either the total ``tricks`` or the ``result``
    relative to the contract (``"="``, ``"+1"``, ``"-2"``).
    """
    try:
        parsed = parse_contract(contract)
    except BridgeError as error:
        raise EntryError(f"bad contract {contract!r}: {error}") from None
    if parsed is None:
        return Played(None, 0)
    seat = parsed.declarer
    if declarer is not None and declarer.strip():
        try:
            seat = Seat.parse(declarer.strip())
        except BridgeError as error:
            raise EntryError(f"bad declarer {declarer!r}: {error}") from None
    if seat is None:
        raise EntryError(f"the contract {contract!r} needs a declarer (N, E, S or W)")
    if tricks is None:
        if result is None or not result.strip():
            raise EntryError(f"the contract {contract!r} needs the tricks or the result")
        text = result.strip()
        if text in ("=", "0", "+0"):
            delta = 0
        elif re.fullmatch(r"[+-]\d{1,2}", text):
            delta = int(text)
        else:
            raise EntryError(f"a result is '=', '+1', '-2'..., not {result!r}")
        tricks = 6 + parsed.level + delta
    if not 0 <= tricks <= 13:
        raise EntryError(f"declarer's side cannot take {tricks} tricks")
    return Played(Contract(parsed.level, parsed.strain, parsed.doubling, seat), tricks)


@dataclass(frozen=True, slots=True)
class Entry:
    """One table result as entered.

    ``ns`` and ``ew`` are contestants; in an individual event each is a
    partnership written ``"player+player"``. ``round`` may be left out when the
    table and board fix it. ``where`` is how errors locate the entry (a file
    and line, say).
    """

    board: int
    ns: str
    ew: str
    outcome: Outcome
    table: int | None = None
    round: int | None = None
    session: str = "1"
    section: str = "A"
    where: str = ""

    def score_ns(self) -> int | None:
        """North-South's score, or ``None`` for an artificial or weighted adjusted score.

        :raises EntryError: the contract and tricks do not make a score.
        """
        if isinstance(self.outcome, Score):
            return self.outcome.ns
        if isinstance(self.outcome, Artificial | Weighted):
            return None
        board = Board(self.board)
        try:
            return ns_score(
                self.outcome.contract, vulnerability=board.vulnerability, tricks=self.outcome.tricks
            )
        except BridgeError as error:
            raise EntryError(f"{self.location()}: {error}") from None

    def scoring_entry(self) -> BoardEntry:
        """The result as the scoring library takes it: North-South's score, an artificial
        score in percent, a split or a weighted score.

        :raises EntryError: the contract and tricks do not make a score, or the weights
            of a weighted score are wrong.
        """
        outcome = self.outcome
        if isinstance(outcome, Artificial):
            return ArtificialScore(100.0 * outcome.ns, 100.0 * outcome.ew)
        if isinstance(outcome, Score) and outcome.ew is not None:
            return SplitScore(outcome.ns, outcome.ew)
        if isinstance(outcome, Weighted):
            try:
                return WeightedScore.of(*outcome.components)
            except NotationError as error:
                raise EntryError(f"{self.location()}: {error}") from None
        return self.score_ns()

    def location(self) -> str:
        """``"session 1, section A, table 3, board 7"`` (prefixed by :attr:`where`)."""
        text = f"session {self.session}, section {self.section}"
        if self.table is not None:
            text += f", table {self.table}"
        if self.round is not None:
            text += f", round {self.round}"
        text += f", board {self.board}"
        return f"{self.where}: {text}" if self.where else text


def players(contestant: str, kind: Kind) -> tuple[str, ...]:
    """The contestants credited with a side's result: the two players of an
    individual event's partnership ``"a+b"``, else the contestant itself."""
    if kind is not Kind.INDIVIDUALS:
        return (contestant,)
    names = tuple(p.strip() for p in contestant.split("+"))
    if len(names) != 2 or not all(names):
        raise EntryError(
            f"an individual event's partnership is 'player+player', not {contestant!r}"
        )
    return names


class ResultSheet:
    """Collects the table results of an event, checking each as it is entered."""

    def __init__(self, event: Event) -> None:
        self.event = event
        self._entries: list[Entry] = []
        self._tables: dict[tuple[str, str, int, int, int], Entry] = {}
        self._played: dict[tuple[str, str, int, str], list[Entry]] = {}
        self._placed: dict[int, dict[tuple[int, int], list[tuple[Round, Seating]]]] = {}
        """Per movement (by id): (table, board set) -> the rounds it is played there."""

    def _at_table(
        self, movement: Movement, table: int, board_set: int
    ) -> list[tuple[Round, Seating]]:
        """The (round, seating) where ``table`` plays ``board_set`` (indexed once per
        movement: a big event has tens of thousands of seatings)."""
        placed = self._placed.get(id(movement))
        if placed is None:
            placed = {}
            for rnd, seating in movement.seatings():
                placed.setdefault((seating.table, seating.board_set), []).append((rnd, seating))
            self._placed[id(movement)] = placed
        return placed.get((table, board_set), [])

    @property
    def entries(self) -> tuple[Entry, ...]:
        """The entries accepted so far, with the round filled in from the movement."""
        return tuple(self._entries)

    def enter(self, entry: Entry) -> None:
        """Check ``entry`` and record it.

        :raises EntryError: saying where the entry is and what is wrong with it.
        """
        section = self.event.session(entry.session).section(entry.section)
        if entry.ns == entry.ew:
            raise EntryError(f"{entry.location()}: {entry.ns} cannot play against itself")
        who = players(entry.ns, self.event.kind) + players(entry.ew, self.event.kind)
        if len(set(who)) != len(who):
            raise EntryError(f"{entry.location()}: a player is on both sides or twice")
        if section.movement is not None:
            entry = self._against_movement(entry, section, section.movement)
        elif self.event.kind is Kind.TEAMS:
            raise EntryError(
                f"{entry.location()}: a team event needs a movement to know the matches"
            )
        entry.score_ns()  # an impossible contract or trick count fails here
        if entry.table is not None and entry.round is not None:
            table_key = (entry.session, entry.section, entry.round, entry.table, entry.board)
            if table_key in self._tables:
                raise EntryError(
                    f"{entry.location()}: this table's result is entered twice "
                    f"(first: {self._tables[table_key].location()})"
                )
        for player in who:
            earlier = self._played.get((entry.session, entry.section, entry.board, player), [])
            if earlier and not self._other_room(earlier, entry, player):
                raise EntryError(
                    f"{entry.location()}: {player} already has a result on board {entry.board}"
                    f" ({earlier[0].location()})"
                )
        if entry.table is not None and entry.round is not None:
            self._tables[(entry.session, entry.section, entry.round, entry.table, entry.board)] = (
                entry
            )
        for player in who:
            key = (entry.session, entry.section, entry.board, player)
            self._played.setdefault(key, []).append(entry)
        self._entries.append(entry)

    def enter_all(self, entries: Iterable[Entry]) -> None:
        """Enter each of ``entries`` in turn."""
        for entry in entries:
            self.enter(entry)

    def _other_room(self, earlier: list[Entry], entry: Entry, team: str) -> bool:
        """A team plays each board twice: once in each room, in different directions."""
        if self.event.kind is not Kind.TEAMS or len(earlier) != 1:
            return False
        first = earlier[0]
        return (first.ns == team) != (entry.ns == team) and first.table != entry.table

    def _against_movement(self, entry: Entry, section: Section, movement: Movement) -> Entry:
        where = entry.location()
        try:
            board_set = movement.set_of_board(entry.board)
        except MovementError as error:
            raise EntryError(f"{where}: {error}") from None
        if entry.table is None:
            raise EntryError(f"{where}: name the table (the section has a movement)")
        at_table = self._at_table(movement, entry.table, board_set.number)
        if entry.round is not None:
            at_table = [(r, s) for r, s in at_table if r.number == entry.round]
        if not at_table:
            elsewhere = [
                f"table {s.table} in round {r.number}"
                for r, s in movement.seatings()
                if s.board_set == board_set.number and (entry.round in (None, r.number))
            ]
            listed = "; ".join(elsewhere[:6]) + (" ..." if len(elsewhere) > 6 else "")
            when = "" if entry.round is None else f" in round {entry.round}"
            raise EntryError(
                f"{where}: board {entry.board} is not played at table {entry.table}{when} "
                f"(it is at {listed or 'no table'})"
            )
        for rnd, seating in at_table:
            ns, ew = section.contestant(seating.ns), section.contestant(seating.ew)
            if (ns, ew) == (entry.ns, entry.ew):
                if entry.round is None:
                    entry = _with_round(entry, rnd.number)
                return entry
        rnd, seating = at_table[0]
        ns, ew = section.contestant(seating.ns), section.contestant(seating.ew)
        if ns is None or ew is None:
            present = ns or ew
            raise EntryError(
                f"{where}: in round {rnd.number} table {entry.table} is a half table "
                f"({present} has no opponents): no board is played there"
            )
        if (ew, ns) == (entry.ns, entry.ew):
            raise EntryError(
                f"{where}: North-South and East-West are swapped: the movement seats {ns} "
                f"North-South and {ew} East-West there in round {rnd.number}"
                + (" (arrow switch)" if seating.switched else "")
            )
        raise EntryError(
            f"{where}: the movement seats {ns} v {ew} there in round {rnd.number}, "
            f"not {entry.ns} v {entry.ew}"
        )


def _with_round(entry: Entry, number: int) -> Entry:
    return replace(entry, round=number)


def side_of(entry: Entry, contestant: str, kind: Kind) -> Side | None:
    """The side ``contestant`` played in ``entry``, or ``None``."""
    if contestant in players(entry.ns, kind):
        return Side.NS
    if contestant in players(entry.ew, kind):
        return Side.EW
    return None


def missing_results(event: Event, entries: Sequence[Entry]) -> list[str]:
    """The table results the movement expects that are not among ``entries``, one line
    per table and round."""
    have = {(e.session, e.section, e.round, e.table, e.board) for e in entries}
    out: list[str] = []
    for session in event.sessions:
        for section in session.sections:
            movement: Movement | None = section.movement
            if movement is None:
                continue
            for rnd, seating in movement.seatings():
                if not seating.plays:
                    continue
                boards = movement.board_set(seating.board_set).boards
                lacking = tuple(
                    b
                    for b in boards
                    if (session.name, section.name, rnd.number, seating.table, b) not in have
                )
                if lacking:
                    out.append(
                        f"session {session.name}, section {section.name}, round {rnd.number}, "
                        f"table {seating.table}: no result for {describe_boards(lacking)}"
                    )
    return out
