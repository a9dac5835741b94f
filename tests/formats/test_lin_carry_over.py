"""A vugraph archive's carry-over (the teams' scores carried into the segment, fields 7
and 9 of its ``vg`` header) is never lost silently: the reader reads it into
:attr:`VugraphHeader.carry_over` or says in its notes why it could not, and a teams
event read from the file adds it to the match (the teams' totals, the margin their
victory points are scored on, the match page) and says so; once a match, where a folder
holds several of its segments (on the shared archive: 74806 is session 1 of a match,
74807 session 2 carrying 29-32 into it)."""

from __future__ import annotations

import shutil
from dataclasses import replace
from pathlib import Path

import pytest
from tests.conftest import SHARED_DATA
from tests.results.test_score_command import APP, RUNNER

from bridgelaw.formats.lin import load
from bridgelaw.formats.lin_values import parse_vg
from bridgelaw.results.event_lin import event_from_lin
from bridgelaw.results.html import page_html
from bridgelaw.results.pages_scored import scored_page
from bridgelaw.results.score import DEFAULT, score_event
from bridgelaw.scoring.vp import wbf_vp

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
    ("name", "carried", "margin", "before"),
    [
        ("74800.lin", "JWMP 19 and ZADRa 105", 19 - 105, 0),  # boards 1-8: before unknown
        ("74801.lin", "BC IASI 33 and ATU 40", 33 - 40, 16),  # boards 17-32
        ("74803.lin", "Ebenius Crew 22 and Kathrineföljarna 15", 22 - 15, 12),  # 13-24
        ("74807.lin", "Karlsruher BSC I 29 and BC Bamberger Reite 32", 29 - 32, 16),
    ],
)
def test_a_teams_segment_adds_what_it_carries_in_to_the_totals_and_vps(
    name: str, carried: str, margin: int, before: int
) -> None:
    event = event_from_lin(VUGRAPH / name)
    (note,) = _carried(event.notes)
    assert carried in note and "added to the teams' totals and victory points" in note
    assert ("does not say how many boards came before" in note) == (before == 0)
    home = event.carried[0].home
    scored = score_event(event)
    alone = score_event(replace(event, carried=()))  # the segment's own IMPs
    own = {s.contestant.id: s.total for s in alone.standings}
    for s in scored.standings:
        sign = 1 if s.contestant.id == home else -1
        assert s.carried == sign * margin
        assert s.total == own[s.contestant.id] + sign * margin
    boards = next(s.boards for s in scored.standings)
    home_vp, _ = DEFAULT.vp(own[home] + margin, boards + before)
    assert {s.contestant.id: s.vp for s in scored.standings}[home] == round(home_vp, 2)


def test_the_second_session_of_a_real_match_ends_with_the_first_sessions_imps() -> None:
    """74807 (boards 17-32) carries 29-32 in: Bamberg won the session by 40 and the
    match by 43, its victory points over all 32 boards; the match page shows the
    carried IMPs in a row of their own and in the totals (5-45 on the boards)."""
    scored = score_event(event_from_lin(VUGRAPH / "74807.lin"))
    ranked = {s.contestant.id: (s.place, s.total, s.vp) for s in scored.standings}
    bamberg, karlsruhe = wbf_vp(43, 32)
    assert ranked == {
        "BC Bamberger Reite": ((1, 1), 43.0, round(bamberg, 2)),
        "Karlsruher BSC I": ((2, 2), -43.0, round(karlsruhe, 2)),
    }
    (match,) = scored_page(scored).matches
    assert (match.home.id, match.home_imps, match.away_imps) == ("Karlsruher BSC I", "34", "77")
    assert match.carried == ("29", "32")
    assert (match.home_vp, match.away_vp) == (f"{karlsruhe:.2f}", f"{bamberg:.2f}")
    html = page_html(scored_page(scored))
    assert '<th scope="row">Carried over</th>' in html


def test_a_made_up_carry_over_that_turns_the_match(tmp_path: Path) -> None:
    """74806 (Bamberg won it by 6) given a header carrying 30-4 into it: Karlsruhe wins
    the match by 20, its VPs over the 16 boards read (the header's boards 1-16 say
    nothing of those before)."""
    text = (VUGRAPH / "74806.lin").read_text(encoding="utf-8")
    carried = text.replace(
        ",Karlsruher BSC I,0,BC Bamberger Reite,0|", ",Karlsruher BSC I,30,BC Bamberger Reite,4|", 1
    )
    assert carried != text
    path = tmp_path / "final.lin"
    path.write_text(carried, encoding="utf-8")
    event = event_from_lin(path)
    (note,) = _carried(event.notes)
    assert "Karlsruher BSC I 30 and BC Bamberger Reite 4" in note
    scored = score_event(event)
    ranked = {s.contestant.id: (s.place, s.total, s.carried) for s in scored.standings}
    assert ranked == {
        "Karlsruher BSC I": ((1, 1), 20.0, 26.0),
        "BC Bamberger Reite": ((2, 2), -20.0, -26.0),
    }
    win, lose = wbf_vp(20, 16)
    assert [s.vp for s in scored.standings] == [round(win, 2), round(lose, 2)]


def test_a_folder_of_the_whole_match_adds_no_carry_over(tmp_path: Path) -> None:
    """Sessions 1 and 2 read together: the first carries nothing in, and the second's
    carry-over (session 1's IMPs) is said and not added again."""
    assert _carried(event_from_lin(VUGRAPH / "74806.lin").notes) == []
    for name in ("74806.lin", "74807.lin"):  # the whole match: sessions 1 and 2
        shutil.copy(VUGRAPH / name, tmp_path / name)
    event = event_from_lin(tmp_path)
    (note,) = _carried(event.notes)
    assert "Session 2 (of 2)" in note and "29 and BC Bamberger Reite 32" in note
    assert "not added: the segments before it are among those read" in note
    assert event.carried == ()
    totals = {s.contestant.id: s.total for s in score_event(event).standings}
    assert totals == {"BC Bamberger Reite": 46.0, "Karlsruher BSC I": -46.0}  # 6 + 40


def test_a_pairs_archive_says_its_carry_over_and_adds_nothing(tmp_path: Path) -> None:
    text = (VUGRAPH / "74804.lin").read_text(encoding="utf-8")
    path = tmp_path / "pairs.lin"
    path.write_text(text.replace(",Team 1,0,Team 2,0|", ",Team 1,7,Team 2,3|", 1), "utf-8")
    event = event_from_lin(path)
    (note,) = _carried(event.notes)
    assert "Team 1 7 and Team 2 3" in note and "not added: the event is scored as pairs" in note
    assert event.carried == ()


def test_the_score_command_shows_the_totals_with_the_carry_over() -> None:
    result = RUNNER.invoke(APP, ["score", str(VUGRAPH / "74800.lin")])
    assert result.exit_code == 0, result.output
    ranking, notes = result.output.split("about the event:\n", 1)
    assert "ZADRa" in ranking and "124.00 IMP" in ranking  # 38 here, 105 - 19 before
    assert notes.lstrip().startswith("carried into GP of Poland") and "ZADRa 105" in notes
    assert "more deals under board numbers" not in result.output
