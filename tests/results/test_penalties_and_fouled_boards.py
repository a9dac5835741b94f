"""The one event model scores what a club night needs: procedural penalties deducted from
the totals (Law 90) and a fouled board scored form by form (Law 87B)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bridgelaw.errors import NotationError
from bridgelaw.results.event import Contestant, Event, TableEntry
from bridgelaw.results.html import page_html
from bridgelaw.results.pages_scored import scored_page
from bridgelaw.results.score import Method, score_event
from bridgelaw.scoring.board import score_fouled_board
from bridgelaw.scoring.conditions import conditions
from bridgelaw.scoring.penalties import Offence, PenaltyUnit, ProceduralPenalty


def _event(*tables: tuple[int, str, str, int], **changes: object) -> Event:
    rows = tuple(
        TableEntry(board=board, ns=ns, ew=ew, entry=score, table=str(k % 2 + 1))
        for k, (board, ns, ew, score) in enumerate(tables)
    )
    pairs = {who: Contestant(who) for t in rows for who in (t.ns, t.ew)}
    return replace(Event("Club", "test", {}, rows, pairs), **changes)  # type: ignore[arg-type]


# Board 1: C beats A North-South, B beats D East-West; board 2: A beats C, B beats D.
# Without penalties: B 4 of 4 MP, A 2, C 2, D 0.
NIGHT = ((1, "A", "B", 420), (1, "C", "D", 450), (2, "A", "D", 100), (2, "C", "B", -100))


@pytest.mark.law("90B2")
def test_a_procedural_penalty_comes_off_the_total_and_the_ranking_follows() -> None:
    slow = ProceduralPenalty.for_offence(
        "B", Offence.SLOW_PLAY, 50, PenaltyUnit.PERCENT_OF_TOP, board=1
    )
    late = ProceduralPenalty("A", 0.5, PenaltyUnit.MATCHPOINTS, "late arrival")
    plain = score_event(_event(*NIGHT), Method.MATCHPOINTS)
    assert [(s.contestant.id, s.total) for s in plain.standings] == [
        ("B", 4.0), ("A", 2.0), ("C", 2.0), ("D", 0.0),
    ]  # fmt: skip
    scored = score_event(_event(*NIGHT, penalties=(slow, late)), Method.MATCHPOINTS)
    lines = [(s.contestant.id, s.place, s.total, s.percent, s.penalty) for s in scored.standings]
    assert lines == [
        ("B", (1, 1), 3.0, 75.0, 1.0),  # 50% of board 1's top of 2
        ("C", (2, 2), 2.0, 50.0, 0.0),
        ("A", (3, 3), 1.5, 37.5, 0.5),  # A and C were equal: A is third now
        ("D", (4, 4), 0.0, 0.0, 0.0),
    ]
    html = page_html(scored_page(scored))
    assert '<td class="penalty">-1</td>' in html and '<td class="penalty">-0.5</td>' in html
    assert (
        "procedural penalty (Law 90B2) on B: -1 MP (50% of a top), unduly slow play, board 1"
        in html
    )
    assert "procedural penalty (Law 90A) on A: -0.5 MP, late arrival" in html
    assert "Pen.</abbr>" not in page_html(scored_page(plain))  # no column without one


def test_a_percentage_of_a_top_needs_a_top() -> None:
    slow = ProceduralPenalty("B", 25, PenaltyUnit.PERCENT_OF_TOP, "slow play")
    with pytest.raises(NotationError, match="a percentage of a top: give the top"):
        score_event(_event(*NIGHT, penalties=(slow,)), Method.BUTLER)
    imps = ProceduralPenalty("B", 3, PenaltyUnit.IMPS, "slow play")
    butler = score_event(_event(*NIGHT), Method.BUTLER)
    penalised = score_event(_event(*NIGHT, penalties=(imps,)), Method.BUTLER)
    totals = {s.contestant.id: s.total for s in butler.standings}
    assert {s.contestant.id: s.total for s in penalised.standings} == {
        **totals,
        "B": totals["B"] - 3,
    }


@pytest.mark.law("87B", indirect=True)
@pytest.mark.parametrize("named", ["bridgelaw", "ebu"])
def test_a_fouled_board_is_scored_form_by_form(named: str) -> None:
    scores = [420, 450, 420, 170, 450, -50]
    forms = [0, 0, 1, 1, 1, 0]
    pairs = [(f"{k}N", f"{k}E") for k in range(6)]
    tables = tuple(
        TableEntry(board=1, ns=ns, ew=ew, entry=s, table=str(k + 1), form=f)
        for k, ((ns, ew), s, f) in enumerate(zip(pairs, scores, forms, strict=True))
    )
    other = tuple(
        TableEntry(board=2, ns=ns, ew=ew, entry=0, table=str(k + 1))
        for k, (ns, ew) in enumerate(pairs)
    )
    event = Event("Club", "test", {}, tables + other, {})
    scored = score_event(event, Method.MATCHPOINTS, conditions=conditions(named))
    board = next(b for b in scored.boards if b.number == 1)
    expected = score_fouled_board(scores, forms, size=6)
    assert [t.ns for t in board.tables] == pytest.approx(expected.ns, abs=0.01)
    assert [t.ew for t in board.tables] == pytest.approx(expected.ew, abs=0.01)
    # each form factored to the six tables (Neuberg): 450 tops form 0's three, 9 of 10
    assert board.top == 10 and [t.ns_percent for t in board.tables][:2] == [50.0, 90.0]
    # 420 and 450 in form 0 earned other matchpoints than in form 1: four frequency rows
    frequencies = [(entry, count) for entry, count, _, _ in board.frequencies()]
    assert frequencies == [(450, 1), (450, 1), (420, 1), (420, 1), (170, 1), (-50, 1)]
    unfouled = score_event(
        replace(event, tables=tuple(replace(t, form=0) for t in event.tables)),
        Method.MATCHPOINTS,
        conditions=conditions(named),
    )
    assert [t.ns for t in unfouled.boards[0].tables] != [t.ns for t in board.tables]
