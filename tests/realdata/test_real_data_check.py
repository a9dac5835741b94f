"""``bridgelaw check`` over the real third-party files of ``../shared/data``.

Every recorded call and card must replay legally through the strict table,
tricks must agree with the recorded result where the play is complete, and our
Law 77 score must equal the recorded score. Every disagreement found is
explained in :mod:`tests.realdata.known_disagreements`; there must be no other.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import cache
from pathlib import Path

import pytest

from bridgelaw.check import CheckReport, check_file
from tests.conftest import SHARED_DATA
from tests.realdata.known_disagreements import KNOWN

PBN_FILES = sorted((SHARED_DATA / "pbn_events").rglob("*.pbn")) + sorted(
    (SHARED_DATA / "pbntools_results").rglob("*.pbn")
)
LIN_FILES = sorted((SHARED_DATA / "lin").rglob("*.lin")) + sorted(
    (SHARED_DATA / "pbntools_results").rglob("*.lin")
)


@cache
def reports() -> tuple[CheckReport, ...]:
    out: list[CheckReport] = []
    for path in PBN_FILES + LIN_FILES:
        out.extend(check_file(path))
    return tuple(out)


def _relative(source: str) -> str:
    return Path(source).resolve().relative_to(SHARED_DATA.resolve()).as_posix()


def test_the_data_is_all_there() -> None:
    assert len(list((SHARED_DATA / "pbn_events").rglob("*.pbn"))) == 9 + 36
    assert len(LIN_FILES) == 8 + 1 + 785


def test_every_file_is_read_and_every_table_result_is_checked() -> None:
    all_reports = reports()
    assert not [r for r in all_reports if any(p.kind == "unreadable" for p in r.problems)]
    per_file = Counter(_relative(r.source) for r in all_reports)
    assert per_file["pbn_events/rpbridge_2012_vugraph_archive.pbn"] == 7632
    assert per_file["pbn_events/realbridge_2021_online_qual_open_r2_teams_imp.pbn"] == 299
    # 21 boards of the Ruter event, each with a ScoreTable of 8 rows.
    assert per_file["pbn_events/ruter71_klubbkveld_2012-01-24_butler_imp_pairs.pbn"] == 21 + 168
    vugraph = sum(n for f, n in per_file.items() if f.startswith("lin/bbo_vugraph_archive/"))
    assert vugraph == 248


def test_the_replay_covers_the_auctions_and_plays() -> None:
    all_reports = reports()
    calls = sum(r.replayed_calls for r in all_reports)
    cards = sum(r.replayed_cards for r in all_reports)
    scored = sum(1 for r in all_reports if r.score is not None and r.recorded_score is not None)
    assert calls > 110_000
    assert cards > 330_000
    assert scored > 1_500


def test_scores_agree_where_both_are_known() -> None:
    disagreements = [r for r in reports() if any(p.kind == "score" for p in r.problems)]
    assert disagreements == []


@pytest.mark.law("77", indirect=True)
def test_every_disagreement_is_a_known_fault_of_its_file() -> None:
    found: Counter[tuple[str, str]] = Counter()
    unexplained = []
    for report in reports():
        for problem in report.problems:
            key = (_relative(report.source), problem.kind)
            entry = next((k for k in KNOWN if (k.file, k.kind) == key), None)
            if entry is None or not re.match(entry.pattern, problem.message):
                unexplained.append((key, report.line, report.board, problem.message))
                continue
            if entry.boards:
                assert report.board in entry.boards, (key, report.board)
            found[key] += 1
    assert unexplained == []
    assert dict(found) == {(k.file, k.kind): k.count for k in KNOWN}
