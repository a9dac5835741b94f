"""Claim statements in words (Law 68C) read into the lines Law 70's analysis considers."""

from __future__ import annotations

import pytest

from bridgelaw.analysis.claims import analyse_claim
from bridgelaw.analysis.endings import Position
from bridgelaw.analysis.normal import Cash, CrossRuff, DrawTrumps
from bridgelaw.analysis.statements import parse_statement
from bridgelaw.core import Hand, Seat, Strain, Suit
from bridgelaw.errors import NotationError

N, S = Seat.NORTH, Seat.SOUTH


def test_draw_trumps_then_clubs_from_the_top_conceding_a_spade() -> None:
    text = "draw trumps, then clubs from the top; concede a spade"
    statement = parse_statement(text, S, 9)
    assert statement.tricks == 8
    assert statement.line == (DrawTrumps(), Cash(Suit.CLUBS))
    assert statement.mentions_trump
    assert (statement.claimer, statement.text) == (S, text)


def test_all_but_the_ace_of_trumps_mentions_the_trump() -> None:
    statement = parse_statement("All but the ace of trumps", S, 5)
    assert (statement.tricks, statement.line, statement.mentions_trump) == (4, (), True)


@pytest.mark.parametrize(
    ("text", "tricks", "line"),
    [
        ("cross-ruff", 6, (CrossRuff(),)),
        ("the rest are mine", 6, ()),
        ("all high", 6, ()),
        ("all but two; hearts, then spades", 4, (Cash(Suit.HEARTS), Cash(Suit.SPADES))),
        ("concede two tricks. cross ruff", 4, (CrossRuff(),)),
        ("losing a heart", 5, ()),
    ],
)
def test_statements(text: str, tricks: int, line: tuple[object, ...]) -> None:
    statement = parse_statement(text, N, 6)
    assert (statement.tricks, statement.line, statement.mentions_trump) == (tricks, line, False)


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("draw trumps then finesse the queen", "'finesse'"),
        ("all but some", "'some'"),
        ("concede seven tricks", "gives up 7 tricks but only 6 are left"),
    ],
)
def test_what_cannot_be_read_is_named(text: str, named: str) -> None:
    with pytest.raises(NotationError, match=named):
        parse_statement(text, N, 6)


# 4S, North on lead, no trump out: North SAK H32, South SQJ D32; East and West hold the
# red winners. A cross-ruff (a heart ruffed by South, a diamond by North...) takes all
# four; drawing trumps takes two, so an unstated cross-ruff is not accepted (70D1).
CROSS = Position.create(
    [Hand.parse(h) for h in ("AK.32.-.-", "-.AK.AK.-", "QJ.-.32.-", "-.QJ.QJ.-")],
    leader=N,
    strain=Strain.SPADES,
)


@pytest.mark.law("70D1", indirect=True)
def test_stated_cross_ruff_takes_every_trick() -> None:
    stated = analyse_claim(CROSS, parse_statement("cross-ruff", N, 4))
    assert (stated.stated.careful, stated.stated.careless, stated.worst_normal) == (4, 4, 4)
    assert stated.holds
    silent = analyse_claim(CROSS, parse_statement("all mine", N, 4))
    assert (silent.double_dummy, silent.worst_normal, silent.holds) == (4, 2, False)
