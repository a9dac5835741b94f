"""The inventory of Laws 9-40 on ``docs/laws-coverage.md``: every subsection is tested for
2017, has no mechanical effect, or is not implemented (with the reason), and every edition
difference of the digest is tested in each edition it concerns."""

from __future__ import annotations

from tools.laws_coverage import collect, difference_rows, inventory_rows
from tools.laws_coverage import tested_editions as editions_marked
from tools.laws_inventory import DIFFERENCES, INVENTORY

from bridgelaw.core.lawref import LawRef


def test_the_inventory_lists_laws_9_to_40_once_each() -> None:
    refs = [sub.ref for sub in INVENTORY]
    assert len(refs) == len(set(refs))
    assert {LawRef.parse(ref).law for ref in refs} == set(range(9, 41))
    assert all(sub.law == LawRef.parse(sub.ref).law for sub in INVENTORY)
    assert all(sub.status in ("mechanical", "no-effect", "missing") for sub in INVENTORY)
    assert all(sub.reason for sub in INVENTORY if sub.status != "mechanical")


def test_every_mechanical_subsection_is_tested_for_2017() -> None:
    untested = [sub.ref for sub, state, _ in inventory_rows(collect()) if state == "NOT TESTED"]
    assert untested == []


def test_every_edition_difference_is_tested() -> None:
    marks = collect()
    missing = [
        (diff.law, diff.what, edition)
        for diff, cells in difference_rows(marks)
        for edition, cell in cells.items()
        if cell == "✗"
    ]
    assert missing == []
    assert all(9 <= diff.law <= 40 and diff.refs for diff in DIFFERENCES)


def test_a_subsection_counts_its_subdivisions_but_a_whole_law_only_itself() -> None:
    marks = collect()
    assert 2017 in editions_marked(marks, "27B1")  # 27B1(a), 27B1(b)
    assert editions_marked(marks, "24") != editions_marked(marks, "24A")  # 24: itself only
    assert editions_marked(marks, "9Z9") == set()
