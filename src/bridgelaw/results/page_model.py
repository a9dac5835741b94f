"""What a results page shows, whichever program scored the event.

The one template set of :mod:`bridgelaw.results.html` renders a
:class:`ResultsPage`; :mod:`.pages_scored` builds one from any event scored by
:mod:`bridgelaw.results.score`: a PBN or LIN file (``bridgelaw score --html``), an
entries file with its movement (``bridgelaw event run --html``) or a club night.
The values are what a reader sees, already written as players write them: results
``4H=``, ``3NTx-2``, places ``3-4``, numbers with the decimals they need.

>>> result_text("4H", "N", 10)
'4H='
>>> result_text("3NX", "S", 7)
'3NTx-2'
>>> result_text("6SXX", "E", 13)
'6Sxx+1'
>>> result_text("Pass", None, None)
'Pass'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from bridgelaw.core.board import Board
from bridgelaw.core.calls import Doubling, parse_contract
from bridgelaw.dd import DDTable, Par
from bridgelaw.errors import NotationError
from bridgelaw.render.records import HandRecord

__all__ = [
    "BoardPage",
    "CardLine",
    "Frequency",
    "MatchBoard",
    "MatchPage",
    "Ranking",
    "RankingRow",
    "ResultsPage",
    "ScoreCard",
    "TravellerRow",
    "Who",
    "number_text",
    "percent_text",
    "result_text",
]


def number_text(value: float | None, digits: int = 2) -> str:
    """A number with at most ``digits`` decimals and no trailing zeros; ``""`` for none.

    >>> number_text(52.380), number_text(-0.0), number_text(None)
    ('52.38', '0', '')
    """
    if value is None:
        return ""
    text = f"{value:.{digits}f}"
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def percent_text(value: float | None) -> str:
    """A percentage as scorers publish it, always with two decimals; ``""`` for none.

    >>> percent_text(70), percent_text(36.9), percent_text(None)
    ('70.00', '36.90', '')
    """
    return "" if value is None else f"{value:.2f}"


def contract_text(contract: str | None) -> str:
    """A contract as players write it: ``4H``, ``3NTx``, ``6Sxx``; ``Pass`` when passed
    out; the text as given when it is not a contract."""
    if contract is None:
        return ""
    try:
        parsed = parse_contract(contract)
    except NotationError:
        return contract
    if parsed is None:
        return "Pass"
    strain = "NT" if parsed.strain.suit is None else parsed.strain.letter
    marks = {Doubling.UNDOUBLED: "", Doubling.DOUBLED: "x", Doubling.REDOUBLED: "xx"}
    return f"{parsed.level}{strain}{marks[parsed.doubling]}"


def result_text(contract: str | None, declarer: str | None, tricks: int | None) -> str:
    """The contract and result as players write them (``4H=``, ``3NTx-2``, ``2S+1``,
    ``Pass``); the contract alone when the tricks are not known. The declarer is
    shown in its own column, so it is not part of the text."""
    del declarer
    text = contract_text(contract)
    if not text or text == "Pass" or tricks is None or not text[0].isdigit():
        return text
    delta = tricks - 6 - int(text[0])
    return text + ("=" if delta == 0 else f"{delta:+d}")


def board_anchor(section: str, number: int) -> str:
    """``board-7``, or ``board-session-1-section-A-7`` in a section of an event of several.

    >>> board_anchor("", 7), board_anchor("session 1, section A", 7)
    ('board-7', 'board-session-1-section-A-7')
    """
    words = "".join(c if c.isalnum() else " " for c in section).split()
    return "-".join(["board", *words, str(number)])


@dataclass(frozen=True, slots=True)
class Who:
    """A contestant as a page shows it: its number or name, the players, the club."""

    id: str
    names: str = ""
    club: str = ""

    @property
    def anchor(self) -> str:
        """The id of its score card on the page (``card-12``)."""
        return "card-" + "".join(c if c.isalnum() else "-" for c in self.id)

    @property
    def label(self) -> str:
        """``"12 Ann - Bob"``, or the id alone."""
        return f"{self.id} {self.names}" if self.names and self.names != self.id else self.id


@dataclass(frozen=True, slots=True)
class RankingRow:
    """One line of a ranking."""

    place: str
    tied: bool
    who: Who
    total: str
    percent: str = ""
    vp: str = ""
    boards: int = 0
    masterpoints: str = ""
    penalty: str = ""
    """The procedural penalties deducted from the total (Law 90), ``"-3"``."""


@dataclass(frozen=True, slots=True)
class Ranking:
    """A ranking (the whole field, a direction, a section or the overall one)."""

    title: str
    unit: str
    """What :attr:`RankingRow.total` counts (``MP``, ``IMP``, ``VP``)."""
    rows: tuple[RankingRow, ...]
    percent: bool = False
    vp: bool = False
    masterpoints: bool = False
    clubs: bool = False
    penalty: bool = False
    """Some row has a procedural penalty: the column is shown."""


@dataclass(frozen=True, slots=True)
class TravellerRow:
    """One table on a board's traveller."""

    ns: Who
    ew: Who
    table: str = ""
    round: str = ""
    result: str = ""
    """``4H=``, ``3NTx-2``, ``Pass``; empty for an adjusted score."""
    declarer: str = ""
    lead: str = ""
    """The opening lead as a card, ``HA``, ``ST``."""
    score_ns: str = ""
    score_ew: str = ""
    adjusted: str = ""
    """An adjusted score as written (``A+/A-``, ``A 60/40``)."""
    ns_points: str = ""
    ew_points: str = ""
    ns_percent: str = ""
    ew_percent: str = ""


@dataclass(frozen=True, slots=True)
class Frequency:
    """A North-South score on a board, how often it was scored, what it earned."""

    score: str
    count: int
    ns: str
    ew: str


@dataclass(frozen=True, slots=True)
class BoardPage:
    """A board: its deal, double-dummy table and par when known, and its traveller."""

    number: int
    board: Board | None
    rows: tuple[TravellerRow, ...]
    frequencies: tuple[Frequency, ...] = ()
    dd: DDTable | None = None
    par: Par | None = None
    top: str = ""
    datum: str = ""
    section: str = ""
    """The section whose traveller this is, in an event of several (``""`` else)."""
    fouled: str = ""
    """A fouled board's forms (Law 87B), ``"fouled: form 1 at tables 2, 5"``."""

    @property
    def anchor(self) -> str:
        """The id of the board on the page (``board-7``, ``board-session-1-section-A-7``)."""
        return board_anchor(self.section, self.number)


@dataclass(frozen=True, slots=True)
class CardLine:
    """One board of a personal score card."""

    board: int
    direction: str
    """``NS`` or ``EW``."""
    opponents: Who
    result: str = ""
    declarer: str = ""
    lead: str = ""
    score: str = ""
    """The contestant's own score (``+620``, ``-100``) or the adjusted score."""
    points: str = ""
    percent: str = ""
    running: str = ""
    """The total after this board."""
    running_percent: str = ""
    round: str = ""
    section: str = ""
    adjusted: str = ""
    """An adjusted score's kind and Laws, shown in place of the contract
    (``artificial A+/A- (Law 12C2(a), under 12A2)``); :attr:`score` is the side's own."""

    @property
    def anchor(self) -> str:
        """The id of the line's board on the page (:attr:`BoardPage.anchor`)."""
        return board_anchor(self.section, self.board)


@dataclass(frozen=True, slots=True)
class ScoreCard:
    """A contestant's personal score card: each board it played, against whom."""

    who: Who
    place: str
    lines: tuple[CardLine, ...]
    total: str = ""
    percent: str = ""
    penalty: str = ""
    """The procedural penalties deducted (Law 90, ``"-3"``): :attr:`total` and
    :attr:`percent` are after them, the lines' running totals before."""


@dataclass(frozen=True, slots=True)
class MatchBoard:
    """A board of a team match: both rooms side by side and the IMPs."""

    number: int
    open_room: TravellerRow | None
    closed_room: TravellerRow | None
    home_imps: str = ""
    away_imps: str = ""


@dataclass(frozen=True, slots=True)
class MatchPage:
    """A team match: the two teams, their IMPs and VPs, and every board."""

    title: str
    home: Who
    away: Who
    home_imps: str
    away_imps: str
    boards: tuple[MatchBoard, ...]
    home_vp: str = ""
    away_vp: str = ""
    players: tuple[str, ...] = ()
    """Who sat where, one line per room (``"Open room: NS Ann - Bob, EW Cy - Di"``)."""
    carried: tuple[str, str] = ("", "")
    """The IMPs each team carries in from earlier segments (a vugraph header's
    carry-over), in :attr:`home_imps` and :attr:`away_imps` and the VPs; empty: none."""

    @property
    def anchor(self) -> str:
        """The id of the match on the page."""
        text = f"{self.home.id}-{self.away.id}"
        return "match-" + "".join(c if c.isalnum() else "-" for c in text)


@dataclass(frozen=True, slots=True)
class ResultsPage:
    """Everything a results page shows (see the module doc)."""

    title: str
    unit: str
    """``MP`` or ``IMP``: what a board earns."""
    rankings: tuple[Ranking, ...]
    boards: tuple[BoardPage, ...] = ()
    cards: tuple[ScoreCard, ...] = ()
    matches: tuple[MatchPage, ...] = ()
    date: str = ""
    kind: str = "pairs"
    facts: tuple[tuple[str, str], ...] = ()
    """Event facts as (label, value): tables, boards, top, movement, scoring."""
    conditions: tuple[str, ...] = ()
    """The conditions of contest the scoring used, one line each."""
    downloads: tuple[tuple[str, str], ...] = ()
    """Files to download as (label, relative link): PBN, CSV, JSON."""
    notes: tuple[str, ...] = ()
    """What the reader should know (results missing, boards split)."""
    percentages: bool = False
    """Whether boards earn percentages (matchpoints)."""

    @property
    def has_leads(self) -> bool:
        """Whether any result on the page names its opening lead (the Lead columns are
        left out when none does: an entries file without leads, say)."""
        rows = [row for board in self.boards for row in board.rows]
        rooms = [(b.open_room, b.closed_room) for m in self.matches for b in m.boards]
        rows += [row for pair in rooms for row in pair if row is not None]
        return any(row.lead for row in rows) or any(
            line.lead for card in self.cards for line in card.lines
        )


def record_notes(boards: Sequence[int], records: Mapping[int, HandRecord]) -> list[str]:
    """What the reader should know of the hand records given: boards missing, boards
    whose markings differ from Law 2's (the entries are scored as Law 2 marks them)."""
    if not records:
        return []
    played = sorted(set(boards))
    notes = []
    missing = [n for n in played if n not in records]
    if missing:
        listed = ", ".join(str(n) for n in missing)
        notes.append(f"no deal in the hand records for board{'s' * (len(missing) > 1)} {listed}")
    for number in played:
        record = records.get(number)
        if record is not None and not record.board.is_standard:
            notes.append(
                f"board {number}: the hand records mark dealer {record.board.dealer.letter},"
                f" {record.board.vulnerability.pbn}; its scores are those of Law 2's markings"
                f" ({Board(number).dealer.letter}, {Board(number).vulnerability.pbn})"
            )
    return notes
