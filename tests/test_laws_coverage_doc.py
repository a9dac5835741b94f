"""``docs/laws-coverage.md`` is generated from the tests' Law markers and kept current."""

from __future__ import annotations

from tools.laws_coverage import OUTPUT, collect, render


def test_markers_are_collected() -> None:
    marks = collect()
    refs = {f"{m.law}{m.section}" for m in marks}
    assert {"2", "77", "18D", "44C"} <= refs


def test_the_page_is_up_to_date() -> None:
    assert OUTPUT.read_text(encoding="utf-8") == render(collect()), (
        "run: python -m tools.laws_coverage"
    )
