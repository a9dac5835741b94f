"""Helpers for the tests of the laws mode and the director (Laws 9-40)."""

from __future__ import annotations

from bridgelaw.core import Board, Call, Deal, Seat
from bridgelaw.director import Director, Ruling
from bridgelaw.laws.effects import ObligationKind
from bridgelaw.table import Mode, Phase, Table
from tests.conftest import SAMPLE_DEAL

ALL_EDITIONS = (2017, 2007, 1997, 1987)
OLDER = (2007, 1997, 1987)


def laws_table(board: int = 1, *calls: str, edition: int = 2017, deal: str = SAMPLE_DEAL) -> Table:
    """A laws-mode table on ``board`` with ``calls`` made: ``"N 1H"``, ``"E 1D"``..."""
    table = Table(Board(board, Deal.parse(deal)), edition=edition, mode=Mode.LAWS)
    make(table, *calls)
    return table


def make(table: Table, *calls: str) -> None:
    """Make calls written ``"<seat> <call>"``."""
    for item in calls:
        seat, call = item.split()
        table.call(Call.parse(call), seat=Seat.parse(seat))


def rule(table: Table, **answers: str) -> Ruling:
    """The director's ruling now, with answers given by keyword (``B1a="yes"`` for
    ``27B1(a)``...)."""
    return Director(table.edition).rule(table, answers=_keys(answers))


def apply(table: Table, choice: str | None = None, **answers: str) -> Ruling:
    """Rule and apply the ruling (with ``choice`` and ``answers``); returns the ruling."""
    ruling = rule(table, **answers)
    ruling.apply(table, choice, answers=_keys(answers))
    return ruling


def _keys(answers: dict[str, str]) -> dict[str, str]:
    out = {}
    for key, value in answers.items():
        out[KEYS.get(key, key)] = value
    return out


KEYS = {
    "B1a": "27B1(a)",
    "B1b": "27B1(b)",
    "comparable": "23A",
}


def obliged(table: Table, seat: Seat) -> set[ObligationKind]:
    """The kinds of obligation on ``seat`` now."""
    return {ob.kind for ob in table.obligations if ob.seat == seat}


def calls_of(table: Table) -> list[str]:
    """The legal auction as ``"N 1H"`` strings."""
    return [f"{r.seat.letter} {r.call}" for r in table.laws_state.legal_records()]


def phase(table: Table) -> Phase:
    """The table's phase (a function, so that mypy does not narrow the property)."""
    return table.phase
