"""Helpers for the tests of the laws mode in the play (Laws 41-60).

Two deals, with South declarer and North dummy after ``contract_table``:

``DEAL_A`` (scenarios T01-T05)::

    N  K73.Q2.A654.9832
    E  2.KJ86.K97.AQJ76
    S  QT9864.A5.QJ3.K5
    W  AJ5.T9743.T82.T4

``DEAL_B`` (penalty cards, premature plays)::

    N  KQJ2.AQ.KQJ.KQJ3
    E  43.T987.7632.T86
    S  T9876.432.A54.A5
    W  A5.KJ65.T98.9742
"""

from __future__ import annotations

from bridgelaw.core import Board, Card, Deal, Seat
from bridgelaw.director import Director, Ruling
from bridgelaw.table import Mode, Phase, Table

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
ALL_EDITIONS = (2017, 2007, 1997, 1987)
OLDER = (2007, 1997, 1987)

DEAL_A = "N:K73.Q2.A654.9832 2.KJ86.K97.AQJ76 QT9864.A5.QJ3.K5 AJ5.T9743.T82.T4"
DEAL_B = "N:KQJ2.AQ.KQJ.KQJ3 43.T987.7632.T86 T9876.432.A54.A5 A5.KJ65.T98.9742"


def contract_table(deal: str = DEAL_A, contract: str = "4S", *, edition: int = 2017) -> Table:
    """Board 1 (dealer North, none vulnerable): South declares ``contract``."""
    table = Table(Board(1, Deal.parse(deal)), edition=edition, mode=Mode.LAWS)
    for seat, call in ((N, "P"), (E, "P"), (S, contract), (W, "P"), (N, "P"), (E, "P")):
        table.call(call, seat=seat)
    assert table.declarer == S and table.phase == Phase.PLAY
    return table


NO_54C = {"54C": "no"}
"""The answer to Law 54C's question: declarer could not have seen the face of the lead."""
YES_54C = {"54C": "yes"}


def opening_out_of_turn(edition: int = 2017) -> Table:
    """East faces HK as the opening lead of :func:`contract_table`; West was on lead."""
    table = contract_table(edition=edition)
    table.play("HK")
    return table


def plays(table: Table, *cards: str) -> None:
    """Play ``cards`` in order, each from the hand that holds it."""
    for card in cards:
        table.play(card)


def rule(table: Table, **answers: str) -> Ruling:
    """The director's ruling now (answers by question key)."""
    return Director(table.edition).rule(table, answers=answers)


def apply(table: Table, choice: str | None = None, **answers: str) -> Ruling:
    """Rule and apply, with ``choice`` and ``answers``; returns the ruling."""
    ruling = rule(table, **answers)
    ruling.apply(table, choice, answers=answers)
    return ruling


def called(table: Table, by: Seat | None = None) -> Ruling:
    """Call the director and return his ruling (questions may be open)."""
    table.call_director(by=by)
    return rule(table)


def cards(*texts: str) -> tuple[Card, ...]:
    """``cards("SA", "H5")``."""
    return tuple(Card.parse(t) for t in texts)


def legal(table: Table) -> set[str]:
    """The legal cards now, as strings."""
    return {str(c) for c in table.legal_cards()}


def phase(table: Table) -> Phase:
    """The table's phase (a function, so that mypy does not narrow the property)."""
    return table.phase


def penalties(table: Table) -> list[tuple[str, str]]:
    """The penalty cards as ``(card, "major"|"minor")`` (a function: no narrowing)."""
    return [(str(p.card), p.kind) for p in table.penalty_cards]


def keys(ruling: Ruling) -> list[str]:
    """The option keys of a ruling."""
    return [o.key for o in ruling.options]


def finish(table: Table) -> None:
    """Play the board out: each turn the lowest legal card (by suit, then rank), so that
    two tables in the same position play on alike."""
    while table.phase == Phase.PLAY:
        table.play(min(table.legal_cards(), key=lambda c: (c.suit, c.rank)))


def reference(edition: int, *cards_played: str, deal: str = DEAL_A, contract: str = "4S") -> Table:
    """The same board without the irregularity: ``cards_played`` and then :func:`finish`."""
    table = contract_table(deal, contract, edition=edition)
    plays(table, *cards_played)
    finish(table)
    return table
