"""Acceptance (issue 10, scores from the table result): every real event file, scored
with its score tags removed, gives the same ranking and the same matchpoints,
percentages, IMPs and VPs as scored with the scores the file states.

The test strips the tags itself from the parsed games: ``Score``, ``ScoreIMP``,
``ScoreMP``, ``ScorePercentage``, ``ScoreRubber``, the ``TotalScoreTable`` and every
score column of a ``ScoreTable`` (``Score_NS``, ``IMP_EW``, ``Percentage_NS``,
``ButlerDatum``...). What cannot be scored from the contract is in
:mod:`tests.events.known_score_gaps`, by file, count and reason.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from pathlib import Path

import pytest
from tests.events.known_score_gaps import GAPS

from bridgelaw.errors import NotationError
from bridgelaw.formats import pbn
from bridgelaw.formats.pbn_model import PbnGame, PbnTag
from bridgelaw.formats.pbn_tables import read_columns
from bridgelaw.results.event import Event, event_from_games
from bridgelaw.results.score import ScoredEvent, score_event

DATA = Path(__file__).resolve().parents[2] / ".." / "shared" / "data"
FILES = sorted(
    [*DATA.glob("pbn_events/**/*.pbn"), *DATA.glob("pbntools_results/**/*.pbn")],
    key=lambda p: p.relative_to(DATA).as_posix(),
)
SCORE_TAGS = frozenset(
    {"Score", "ScoreIMP", "ScoreMP", "ScorePercentage", "ScoreRubber", "ScoreRubberHistory",
     "TotalScoreTable"}
)  # fmt: skip
SCORE_COLUMNS = ("Score", "IMP", "MP", "Percentage", "Butler")


def _strip_table(tag: PbnTag) -> PbnTag:
    """A ``ScoreTable`` with every element of its score columns made ``-``."""
    columns = read_columns(tag.value)
    blank = {k for k, c in enumerate(columns) if c.name.startswith(SCORE_COLUMNS)}
    if not blank or any(token.startswith(("{", ";", "%")) for token in tag.section):
        return tag
    section = tuple(
        "-" if k % len(columns) in blank else token for k, token in enumerate(tag.section)
    )
    return dataclasses.replace(tag, section=section)


def strip_scores(game: PbnGame) -> PbnGame:
    """``game`` without the scores it states."""
    tags = tuple(
        _strip_table(tag) if tag.name == "ScoreTable" else tag
        for tag in game.tags
        if tag.name not in SCORE_TAGS
    )
    inherited = tuple((n, v) for n, v in game.inherited if n not in SCORE_TAGS)
    return dataclasses.replace(game, tags=tags, inherited=inherited, score_ns=None)


def _figures(scored: ScoredEvent) -> tuple[object, ...]:
    standings = tuple(
        (s.contestant.id, s.place, round(s.total, 6), s.boards,
         None if s.percent is None else round(s.percent, 6), s.vp)
        for s in scored.standings
    )  # fmt: skip
    tables = tuple(
        (b.number, t.table.ns, t.table.ew, t.ns, t.ew, t.ns_percent, t.ew_percent)
        for b in scored.boards
        for t in b.tables
    )
    return standings, tables


def _score(event: Event) -> ScoredEvent | str:
    try:
        return score_event(event)
    except NotationError as error:
        assert "no table result could be scored" in str(error)
        return "nothing scored"


@pytest.fixture(scope="module")
def outcomes() -> dict[str, tuple[Event, Event, ScoredEvent | str, ScoredEvent | str]]:
    out = {}
    for path in FILES:
        games = pbn.load(path)
        stated = event_from_games(games, trust_stated=True, split_boards=True)
        bare = event_from_games([strip_scores(g) for g in games], split_boards=True)
        out[path.relative_to(DATA).as_posix()] = (stated, bare, _score(stated), _score(bare))
    return out


def test_the_stripped_games_state_no_score(
    outcomes: dict[str, tuple[Event, Event, ScoredEvent | str, ScoredEvent | str]],
) -> None:
    for name, (_, bare, _, _) in outcomes.items():
        assert all(t.stated is None and not t.recorded for t in bare.tables), name


@pytest.mark.law("77", indirect=True)
def test_every_event_ranks_the_same_without_its_score_tags(
    outcomes: dict[str, tuple[Event, Event, ScoredEvent | str, ScoredEvent | str]],
) -> None:
    gaps = {g.file: g for g in GAPS}
    for name, (stated, bare, with_tags, without) in outcomes.items():
        gap = gaps.get(name)
        unscored = len(bare.unscored)
        assert unscored == (gap.count if gap else 0), (name, [t.where for t in bare.unscored])
        if gap is not None and gap.nothing_scored:
            assert with_tags == without == "nothing scored", name
            continue
        assert isinstance(with_tags, ScoredEvent) and isinstance(without, ScoredEvent), name
        assert _figures(without) == _figures(with_tags), name
        assert len(stated.unscored) == unscored, name


@pytest.mark.law("77", indirect=True)
def test_the_figures(
    outcomes: dict[str, tuple[Event, Event, ScoredEvent | str, ScoredEvent | str]],
) -> None:
    """The counts the issue asks for: events, tables, tables with a stated score and how
    many of those agree with Law 77, tables left unscored."""
    counts: Counter[str] = Counter()
    for stated, _, with_tags, _ in outcomes.values():
        counts["events"] += 1
        counts["scored events"] += isinstance(with_tags, ScoredEvent)
        counts["tables"] += len(stated.tables)
        both = [t for t in stated.tables if t.stated is not None and t.computed is not None]
        counts["stated"] += len(both)
        counts["agreeing"] += sum(t.stated == t.computed for t in both)
        counts["unscored"] += len(stated.unscored)
    assert dict(counts) == {
        "events": 57,
        "scored events": 53,
        "tables": 12855,
        "stated": 743,
        "agreeing": 743,
        "unscored": 263,
    }
    assert counts["unscored"] == sum(g.count for g in GAPS)
