"""Printed cards for a movement (Law 8): a card for each table and a guide card for each
contestant, as a director puts them on the tables before a session.

A table card tells, round by round, who sits North-South and East-West at that table,
which boards are played, and where the East-West contestant and the boards go when the
round is over (what the movement's next round says). A contestant's guide card tells,
round by round, the table, the direction, the opponents and the boards. The cards are
one HTML page (A4 when printed, two table cards or four guide cards to a page, a card
never split); :func:`movement_cards_pdf` lays it out as a PDF with weasyprint. For a
club night on ``bridgelaw serve`` each table card also carries its phones' page as a QR
code, with the address and the table's short code (:class:`TableJoin`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from bridgelaw.core.seats import Side
from bridgelaw.render.html import template_environment
from bridgelaw.tournament.model import Movement, Round, Seating, describe_boards

__all__ = [
    "GuideLine",
    "TableJoin",
    "TableLine",
    "movement_cards_html",
    "movement_cards_pdf",
    "table_lines",
]


@dataclass(frozen=True, slots=True)
class TableLine:
    """One round of a table card."""

    round: int
    ns: str
    ew: str
    boards: str
    """``"1-4"``, or ``""`` when no board is played (a half table)."""
    ew_next: str = ""
    """Where this round's East-West contestant goes next: ``"table 2"``, ``"sits out"``,
    ``""`` after the last round."""
    boards_next: str = ""
    """Where this round's boards go next: ``"table 7"``, ``"bye stand"``, ``"relay"``."""
    switched: bool = False


@dataclass(frozen=True, slots=True)
class TableJoin:
    """How a table's phones join its page (a club night on ``bridgelaw serve``): printed
    on the table card as a QR code with the address and the short code."""

    code: str
    url: str
    qr_svg: str
    """The QR code of ``url`` as inline SVG markup (trusted: made by the server)."""


@dataclass(frozen=True, slots=True)
class GuideLine:
    """One round of a contestant's guide card."""

    round: int
    table: str
    direction: str
    """``"NS"``, ``"EW"``, or ``"sits out"``."""
    opponents: str
    boards: str


def _where_next(movement: Movement, number: int, contestant: str | None) -> str:
    following = _round(movement, number + 1)
    if following is None or contestant is None:
        return ""
    seatings = following.seatings_of(contestant)
    if not seatings:
        return "sits out"
    return ", ".join(f"table {s.table}" for s in seatings)


def _boards_next(movement: Movement, number: int, board_set: int) -> str:
    following = _round(movement, number + 1)
    if following is None:
        return ""
    tables = [s.table for s in following.tables if s.board_set == board_set and s.plays]
    if tables:
        return ", ".join(f"table {t}" for t in tables)
    if board_set in following.bye_stand:
        return "bye stand"
    return "not in play"


def _span(boards: tuple[int, ...]) -> str:
    """``"1-4"``, ``"1, 3"``: the boards without the word; ``""`` for none."""
    return describe_boards(boards).split(" ", 1)[1] if boards else ""


def _round(movement: Movement, number: int) -> Round | None:
    return next((r for r in movement.rounds if r.number == number), None)


def _who(contestant: str | None, names: Mapping[str, str]) -> str:
    if contestant is None:
        return "(none)"
    name = names.get(contestant)
    return f"{contestant} {name}" if name else contestant


def table_lines(
    movement: Movement, table: int, names: Mapping[str, str] | None = None
) -> tuple[TableLine, ...]:
    """The table card of ``table``: a line for each round it is in use."""
    names = names or {}
    lines = []
    for number, seating in movement.guide(table):
        if seating is None:
            continue
        lines.append(_table_line(movement, number, seating, names))
    return tuple(lines)


def _table_line(
    movement: Movement, number: int, seating: Seating, names: Mapping[str, str]
) -> TableLine:
    boards = movement.board_set(seating.board_set).boards if seating.plays else ()
    return TableLine(
        round=number,
        ns=_who(seating.ns, names),
        ew=_who(seating.ew, names),
        boards=_span(boards),
        ew_next=_where_next(movement, number, seating.ew),
        boards_next=_boards_next(movement, number, seating.board_set) if boards else "",
        switched=seating.switched,
    )


def guide_lines(
    movement: Movement, contestant: str, names: Mapping[str, str] | None = None
) -> tuple[GuideLine, ...]:
    """The guide card of ``contestant``: where it plays each round, and what."""
    names = names or {}
    lines = []
    for appearance in movement.schedule(contestant):
        if appearance.table is None:
            lines.append(GuideLine(appearance.round, "", "sits out", "", ""))
            continue
        direction = {Side.NS: "NS", Side.EW: "EW", None: ""}[appearance.direction]
        opponents = _who(appearance.opponent, names) if appearance.opponent else "(none)"
        lines.append(
            GuideLine(
                appearance.round,
                str(appearance.table),
                direction,
                opponents,
                _span(appearance.boards),
            )
        )
    return tuple(lines)


def movement_cards_html(
    movement: Movement,
    *,
    title: str | None = None,
    names: Mapping[str, str] | None = None,
    joins: Mapping[int, TableJoin] | None = None,
) -> str:
    """The table cards and guide cards of ``movement`` as one HTML page (A4 when printed).

    :param names: contestants' names by id (``{"1NS": "Ann & Bob"}``), shown beside ids.
    :param joins: by table, how its phones join its page (a QR code on its card).
    """
    names = names or {}
    tables = sorted({s.table for r in movement.rounds for s in r.tables})
    environment = template_environment("bridgelaw.tournament")
    page = environment.get_template("movement_cards.html.j2")
    return page.render(
        title=title or movement.name,
        movement=movement,
        tables=[(t, table_lines(movement, t, names)) for t in tables],
        guides=[(_who(c, names), guide_lines(movement, c, names)) for c in movement.contestants],
        notes=movement.notes,
        joins=joins or {},
    )


def movement_cards_pdf(
    movement: Movement, *, title: str | None = None, names: Mapping[str, str] | None = None
) -> bytes:
    """:func:`movement_cards_html` laid out as an A4 PDF (weasyprint)."""
    from bridgelaw.render.pdf import html_pdf

    return html_pdf(movement_cards_html(movement, title=title, names=names))
