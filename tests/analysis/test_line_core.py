"""The compiled search core of the claim analysis against the Python search.

:mod:`bridgelaw.analysis.linecore` runs the searches of
:func:`~bridgelaw.analysis.claims.analyse_claim` in C (``_linecore.c``) when a C
compiler is there, and the Python search (:func:`~bridgelaw.analysis.endings.line_tricks`)
otherwise. Every figure must be the same either way: here the whole analysis is made
both ways and compared (every line's careful and careless figures, exact or not, the
worst normal outcome, the 70C figures) on the benchmark's claims, on random endings
(a property test: ``make fuzz`` draws new ones) and on random stated lines with
cross-ruffs, named cards, trumps drawn and the top-down order.
"""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest
from bench import bench_claims
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaw.analysis import linecore
from bridgelaw.analysis.claims import ClaimAnalysis, ClaimStatement, analyse_claim
from bridgelaw.analysis.endings import Position, dd_tricks
from bridgelaw.analysis.normal import Cash, CrossRuff, DrawTrumps, PlayCard, Step
from bridgelaw.core import Hand, Seat, Strain, Suit
from bridgelaw.core.cards import DECK
from tests.analysis.test_search_reference import random_claim

# only where there is no C compiler (make test installs one): with a compiler the core
# must build, and a build that fails fails these tests rather than skipping them
needs_core = pytest.mark.skipif(
    shutil.which("cc") is None and shutil.which("gcc") is None,
    reason="no C compiler: Python only",
)


def _both(
    pos: Position, statement: ClaimStatement, monkeypatch: pytest.MonkeyPatch, top_down: bool
) -> tuple[ClaimAnalysis, ClaimAnalysis]:
    """The analysis by the compiled core, then by the Python search."""
    fast = analyse_claim(pos, statement, top_down=top_down)
    with monkeypatch.context() as patch:
        patch.setattr(linecore, "core", lambda: None)
        slow = analyse_claim(pos, statement, top_down=top_down)
    return fast, slow


def _stated(rng: random.Random, pos: Position, statement: ClaimStatement) -> ClaimStatement:
    """The claim with a random stated line: 1-3 steps among cross-ruff, draw trumps, cash
    a suit and a named card of the claimer's side; trumps mentioned or not."""
    side = int(statement.side)
    ours = pos.masks[side] | pos.masks[side + 2]
    steps: list[Step] = []
    for _ in range(rng.randint(1, 3)):
        r = rng.random()
        if r < 0.3:
            steps.append(CrossRuff())
        elif r < 0.5:
            steps.append(DrawTrumps())
        elif r < 0.75:
            steps.append(Cash(Suit(rng.randrange(4))))
        else:
            steps.append(PlayCard(DECK[rng.choice([c for c in range(52) if ours >> c & 1])]))
    return ClaimStatement(
        statement.claimer, statement.tricks, tuple(steps), mentions_trump=rng.random() < 0.3
    )


@needs_core
def test_the_core_gives_the_python_figures_on_the_benchmark_claims(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # All but the 24-line claim at trick 5 (7-8 s in Python; compared when the core
    # was written, with 80 random endings and 240 stated lines: all identical).
    claims = [*bench_claims.trick_5_claims()[:3], *bench_claims.tested_claims()]
    for pos, statement in claims:
        fast, slow = _both(pos, statement, monkeypatch, top_down=False)
        assert fast == slow, str(pos)
    pos, statement = bench_claims.tested_claims()[0]
    fast, slow = _both(pos, statement, monkeypatch, top_down=True)
    assert fast == slow
    assert (len(fast.lines), fast.worst_normal) == (24, 6)


@needs_core
@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_the_core_gives_the_python_figures_on_random_endings(seed: int) -> None:
    rng = random.Random(seed)
    pos, statement = random_claim(rng)
    top_down = rng.random() < 0.5
    fast = analyse_claim(pos, statement, top_down=top_down)
    patch = pytest.MonkeyPatch()
    try:
        patch.setattr(linecore, "core", lambda: None)
        slow = analyse_claim(pos, statement, top_down=top_down)
    finally:
        patch.undo()
    assert fast == slow, str(pos)


@needs_core
def test_the_core_gives_the_python_figures_on_longer_endings(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Endings of 7-8 tricks (up to 30 lines with an outstanding trump).
    rng = random.Random(5)
    lines = 0
    for _ in range(12):
        n = rng.randint(7, 8)
        cards = list(range(52))
        rng.shuffle(cards)
        hands = [Hand(sum(1 << c for c in cards[i * n : (i + 1) * n])) for i in range(4)]
        pos = Position.create(hands, leader=Seat(rng.randrange(4)), strain=Strain(rng.randrange(5)))
        statement = ClaimStatement(pos.to_play, dd_tricks(pos, pos.to_play.side))
        fast, slow = _both(pos, statement, monkeypatch, top_down=False)
        assert fast == slow, str(pos)
        lines += len(fast.lines)
    assert lines > 50


@needs_core
def test_the_core_gives_the_python_figures_for_stated_lines(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rng = random.Random(20261127)
    kinds: set[type] = set()
    for _ in range(60):
        pos, statement = random_claim(rng)
        stated = _stated(rng, pos, statement)
        kinds.update(type(step) for step in stated.line)
        fast, slow = _both(pos, stated, monkeypatch, top_down=rng.random() < 0.3)
        assert fast == slow, (str(pos), stated)
    assert kinds == {Cash, CrossRuff, DrawTrumps, PlayCard}


@needs_core
def test_the_core_searches_the_24_line_claim_in_a_fraction_of_a_second() -> None:
    # 7-8 s of CPU in Python (1.09M nodes); the core searches about a million nodes a
    # second even on a loaded machine. The figures are those of the Python search.
    pos, statement = bench_claims.trick_5_claims()[3]
    core = linecore.core()
    assert core is not None
    before = core.nodes
    result = analyse_claim(pos, statement)
    assert (len(result.lines), result.double_dummy, result.worst_normal) == (24, 8, 4)
    assert [line.careful for line in result.lines] == [8] * 24
    assert core.nodes > before


def test_without_a_compiler_the_python_search_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    linecore.core.cache_clear()
    try:
        monkeypatch.setenv("BRIDGELAW_PURE_PYTHON", "1")
        assert linecore.core() is None
        linecore.core.cache_clear()
        monkeypatch.delenv("BRIDGELAW_PURE_PYTHON")
        monkeypatch.setattr(shutil, "which", lambda name: None)
        assert linecore.core() is None
        pos, statement = bench_claims.tested_claims()[3]
        result = analyse_claim(pos, statement)
        assert (result.stated.careful, result.worst_normal, result.trump_70c) == (4, 3, True)
    finally:
        linecore.core.cache_clear()


def test_a_compiler_that_fails_gives_no_core(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("BRIDGELAW_CACHE_DIR", str(tmp_path))
    assert linecore._build(b"this is not C", "cc" if shutil.which("cc") else "false") is None
