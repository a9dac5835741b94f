"""The inventory of Laws 9-71 on ``docs/laws-coverage.md``: every subsection is tested for
2017, has no mechanical effect, or is not implemented (with the reason), and every edition
difference of the digest is tested in each edition it concerns, but the known gaps
(``tests/coverage_gaps.py``) that the marker audit showed."""

from __future__ import annotations

from tools.laws_coverage import collect, difference_rows, inventory_rows
from tools.laws_coverage import tested_editions as editions_marked
from tools.laws_inventory import DIFFERENCES, INVENTORY
from tools.laws_inventory_41_71 import DIFFERENCES_41_71, INVENTORY_41_71

from bridgelaw.core.lawref import LawRef
from tests.coverage_gaps import (
    MISSING_DIFFERENCES_9_40,
    MISSING_DIFFERENCES_41_71,
    UNTESTED_9_40,
    UNTESTED_41_71,
)


def test_the_inventory_lists_laws_9_to_40_once_each() -> None:
    refs = [sub.ref for sub in INVENTORY]
    assert len(refs) == len(set(refs))
    assert {LawRef.parse(ref).law for ref in refs} == set(range(9, 41))
    assert all(sub.law == LawRef.parse(sub.ref).law for sub in INVENTORY)
    assert all(sub.status in ("mechanical", "no-effect", "missing") for sub in INVENTORY)
    assert all(sub.reason for sub in INVENTORY if sub.status != "mechanical")


def test_every_mechanical_subsection_is_tested_for_2017_but_the_known_gaps() -> None:
    untested = [sub.ref for sub, state, _ in inventory_rows(collect()) if state == "NOT TESTED"]
    assert untested == UNTESTED_9_40


def test_every_edition_difference_is_tested_but_the_known_gaps() -> None:
    marks = collect()
    missing = [
        (diff.law, diff.digest, edition)
        for diff, cells in difference_rows(marks)
        for edition, cell in cells.items()
        if cell == "✗"
    ]
    assert missing == MISSING_DIFFERENCES_9_40
    assert all(9 <= diff.law <= 40 and diff.refs for diff in DIFFERENCES)


def test_a_subsection_counts_its_subdivisions_but_a_whole_law_only_itself() -> None:
    marks = collect()
    assert 2017 in editions_marked(marks, "27B1")  # 27B1(a), 27B1(b)
    assert editions_marked(marks, "24") != editions_marked(marks, "24A")  # 24: itself only
    assert editions_marked(marks, "9Z9") == set()


# ----------------------------------------------------------------- Laws 41-71
def test_the_inventory_lists_laws_41_to_71_once_each() -> None:
    refs = [sub.ref for sub in INVENTORY_41_71]
    assert len(refs) == len(set(refs))
    assert {LawRef.parse(ref).law for ref in refs} == set(range(41, 72))
    assert all(sub.law == LawRef.parse(sub.ref).law for sub in INVENTORY_41_71)
    assert all(sub.status in ("mechanical", "no-effect", "missing") for sub in INVENTORY_41_71)
    assert all(sub.reason for sub in INVENTORY_41_71 if sub.status != "mechanical")
    assert not set(refs) & {sub.ref for sub in INVENTORY}


def test_every_mechanical_subsection_of_laws_41_to_71_is_tested_for_2017_but_the_gaps() -> None:
    rows = inventory_rows(collect(), INVENTORY_41_71)
    untested = [sub.ref for sub, state, _ in rows if state == "NOT TESTED"]
    assert untested == UNTESTED_41_71


def test_every_edition_difference_of_laws_41_to_71_is_tested_but_the_known_gaps() -> None:
    missing = [
        (diff.law, diff.digest, edition)
        for diff, cells in difference_rows(collect(), DIFFERENCES_41_71)
        for edition, cell in cells.items()
        if cell == "✗"
    ]
    assert missing == MISSING_DIFFERENCES_41_71
    assert all(41 <= diff.law <= 71 and diff.refs for diff in DIFFERENCES_41_71)
    assert all(diff.reason for diff in DIFFERENCES_41_71 if diff.status != "mechanical")


def test_laws_41_to_71_name_no_unknown_reference() -> None:
    """Every reference of the inventory, its ``also`` and the differences parses, and every
    ``also`` or difference reference is one a test marks (no typo that never matches)."""
    marked = {f"{m.law}{m.section}" for m in collect()}
    for sub in INVENTORY_41_71:
        for ref in (sub.ref, *sub.also):
            LawRef.parse(ref)
        assert all(ref in marked for ref in sub.also), sub.ref
    for diff in DIFFERENCES_41_71:
        for refs in diff.refs.values():
            for ref in refs:
                assert LawRef.parse(ref).law == diff.law or ref in marked, ref
                if diff.status == "mechanical":
                    assert ref in marked, (diff.what, ref)
