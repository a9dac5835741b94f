"""Showing movements and event rankings as rich tables for the terminal (the HTML page
is :func:`bridgelaw.results.html.results_html`).

>>> from bridgelaw.tournament.movements.howell import howell
>>> movement_table(howell(2)).row_count
3
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.table import Table

from bridgelaw.results.ranking import place_text
from bridgelaw.results.score import Standing as ScoredStanding
from bridgelaw.tournament.model import Movement, describe_boards

__all__ = ["movement_table", "standings_table"]


def movement_table(movement: Movement) -> Table:
    """The movement as a grid: one row per round, one column per table.

    Each cell reads ``NS-EW`` and the boards; ``*`` marks an arrow-switched
    table, ``=`` a table sharing its boards with another (see :data:`LEGEND`).
    """
    table = Table(title=movement.name, show_lines=True, caption=LEGEND)
    table.add_column("round", justify="right")
    tables = sorted({s.table for r in movement.rounds for s in r.tables})
    for number in tables:
        table.add_column(f"table {number}")
    extra = any(r.bye_stand or r.sitting_out for r in movement.rounds)
    if extra:
        table.add_column("not in play")
    for rnd in movement.rounds:
        shared = {t for group in rnd.shared for t in group}
        cells: list[str] = [str(rnd.number)]
        for number in tables:
            seating = rnd.seating(number)
            if seating is None:
                cells.append("")
                continue
            ns = seating.ns or "(none)"
            ew = seating.ew or "(none)"
            boards = _span(movement.board_set(seating.board_set).boards)
            marks = ("*" if seating.switched else "") + ("=" if number in shared else "")
            cells.append(f"{ns}-{ew}\n{boards}{' ' + marks if marks else ''}")
        if extra:
            parts = []
            if rnd.bye_stand:
                parts.append(
                    "bye stand "
                    + "; ".join(_span(movement.board_set(s).boards) for s in rnd.bye_stand)
                )
            if rnd.sitting_out:
                parts.append("sits out: " + ", ".join(rnd.sitting_out))
            cells.append("\n".join(parts))
        table.add_row(*cells)
    return table


LEGEND = "cell: NS-EW, boards; * arrow-switched; = shares its boards with another table"


def _span(boards: tuple[int, ...]) -> str:
    return describe_boards(boards).split(" ", 1)[1].replace(", ", ",")


def _fmt(value: float | None) -> str:
    if value is None:
        return ""
    return f"{value:.2f}".rstrip("0").rstrip(".") if value != int(value) else str(int(value))


def standings_table(title: str, standings: Sequence[ScoredStanding], unit: str) -> Table:
    """A ranking of the one event model (:func:`bridgelaw.results.score.score_event`):
    place (``3-4`` when shared), contestant with its names, points (or IMPs), percentage
    or victory points, boards, and the procedural penalties deducted when there are."""
    table = Table(title=title)
    table.add_column("place", justify="right")
    table.add_column("contestant")
    table.add_column(unit.lower() if unit != "MP" else "points", justify="right")
    with_percent = any(s.percent is not None for s in standings)
    if with_percent:
        table.add_column("%", justify="right")
    with_vp = any(s.vp is not None for s in standings)
    if with_vp:
        table.add_column("VP", justify="right")
    table.add_column("boards", justify="right")
    with_penalty = any(s.penalty for s in standings)
    if with_penalty:  # Law 90, already off the points
        table.add_column("penalty", justify="right")
    for standing in standings:
        who = standing.contestant
        name = who.id if not who.names or who.names == who.id else f"{who.id} {who.names}"
        row = [place_text(*standing.place), name, _fmt(standing.total)]
        if with_percent:
            row.append("" if standing.percent is None else f"{standing.percent:.2f}")
        if with_vp:
            row.append("" if standing.vp is None else f"{standing.vp:.2f}")
        row.append(str(standing.boards))
        if with_penalty:
            row.append(f"-{_fmt(standing.penalty)}" if standing.penalty else "")
        table.add_row(*row)
    return table
