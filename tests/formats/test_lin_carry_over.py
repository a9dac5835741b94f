"""A vugraph archive's carry-over (the teams' scores carried into the segment, fields 7
and 9 of its ``vg`` header) is never lost silently: the reader reads it into
:attr:`VugraphHeader.carry_over` or says in its notes why it could not, and the event
read from the file says what was carried in, since its totals are the file's boards
only (on the shared archive: 74806 is session 1 of a match, 74807 session 2 carrying
29-32 into it)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from tests.conftest import SHARED_DATA
from tests.results.test_score_command import APP, RUNNER

from bridgelaw.formats.lin import load
from bridgelaw.formats.lin_values import parse_vg
from bridgelaw.results.event_lin import event_from_lin
from bridgelaw.results.score import score_event

VUGRAPH = SHARED_DATA / "lin" / "bbo_vugraph_archive"
FILES = sorted(VUGRAPH.glob("*.lin"))


def _carried(notes: tuple[str, ...]) -> list[str]:
    return [note for note in notes if "carried into" in note]


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_every_files_carry_over_is_read_as_its_header_writes_it(path: Path) -> None:
    records = load(path)
    header = records[0].vugraph
    assert header is not None and all(r.vugraph == header for r in records)
    fields = header.text.split(",")
    assert header.carry_over == (float(fields[6]), float(fields[8]))
    assert not any("carry" in note for r in records for note in r.notes)


def test_a_carry_over_that_is_not_a_number_is_noted_not_dropped() -> None:
    header, notes = parse_vg("Cup,Final 2_2,I,17,32,Home,12.5,Away,n/a")
    assert header.carry_over == (12.5, None)
    assert notes == ("vg carry-over of Away 'n/a' is not a number: not read",)
    blank, quiet = parse_vg("Cup,Final 1_2,I,1,16,Home,,Away,")
    assert blank.carry_over == (None, None) and quiet == ()


@pytest.mark.parametrize(
    ("name", "carried"),
    [
        ("74800.lin", "JWMP 19 and ZADRa 105"),
        ("74801.lin", "BC IASI 33 and ATU 40"),
        ("74803.lin", "Ebenius Crew 22 and Kathrineföljarna 15"),
        ("74807.lin", "Karlsruher BSC I 29 and BC Bamberger Reite 32"),
    ],
)
def test_the_event_says_what_a_segment_carries_in(name: str, carried: str) -> None:
    event = event_from_lin(VUGRAPH / name)
    (note,) = _carried(event.notes)
    assert carried in note and "not added to the totals" in note
    totals = {s.contestant.id: s.total for s in score_event(event).standings}
    assert sum(totals.values()) == 0  # this segment's IMPs only, as the note says


def test_a_segment_that_carries_nothing_says_nothing(tmp_path: Path) -> None:
    assert _carried(event_from_lin(VUGRAPH / "74806.lin").notes) == []
    for name in ("74806.lin", "74807.lin"):  # the whole match: sessions 1 and 2
        shutil.copy(VUGRAPH / name, tmp_path / name)
    (note,) = _carried(event_from_lin(tmp_path).notes)
    assert "Session 2 (of 2)" in note and "29 and BC Bamberger Reite 32" in note


def test_the_score_command_shows_the_carry_over_as_a_note_on_the_event() -> None:
    result = RUNNER.invoke(APP, ["score", str(VUGRAPH / "74800.lin")])
    assert result.exit_code == 0, result.output
    notes = result.output.split("about the event:\n", 1)[1]
    assert notes.lstrip().startswith("carried into GP of Poland") and "ZADRa 105" in notes
    assert "more deals under board numbers" not in result.output
