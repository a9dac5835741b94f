"""A LIN vugraph archive of a teams match is read as its two teams (the ``vg`` header
names them): the first team North-South in the open room and East-West in the closed
room, the players kept as each side's names, scored by IMPs between the two rooms."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import TYPE_CHECKING

from tests.browser import DESKTOP, SHOTS
from tests.conftest import SHARED_DATA
from tests.results.test_score_command import APP, RUNNER

from bridgelaw.results.event_lin import event_from_lin
from bridgelaw.results.html import page_html
from bridgelaw.results.pages_scored import scored_page
from bridgelaw.results.score import Method, score_event

if TYPE_CHECKING:
    from playwright.sync_api import Page

VUGRAPH = SHARED_DATA / "lin" / "bbo_vugraph_archive"
HOME, AWAY = "Karlsruher BSC I", "BC Bamberger Reite"


def test_a_vugraph_match_is_read_as_its_two_teams() -> None:
    event = event_from_lin(VUGRAPH / "74806.lin")
    assert event.kind == "teams"
    assert event.name == "Team Bundesligen 2022 - Round Robin 6 of 9, Session 1 (of 2)"
    assert set(event.contestants) == {HOME, AWAY} and len(event.tables) == 32
    open_room, closed_room = event.board_tables(2)
    assert (open_room.table, open_room.ns, open_room.ew) == ("Open", HOME, AWAY)
    assert (closed_room.table, closed_room.ns, closed_room.ew) == ("Closed", AWAY, HOME)
    # pn: the open room's South, West, North, East, then the closed room's
    assert (open_room.ns_players, open_room.ew_players) == (
        "Reim - Hopfenheit",
        "Häusler - von Arnim",
    )
    assert (closed_room.ns_players, closed_room.ew_players) == (
        "Jagniewski - Gawel",
        "Buchlev - Schilhart",
    )
    scored = score_event(event)
    assert scored.method is Method.IMPS
    board = next(b for b in scored.boards if b.number == 2)
    # 5C by South making 11 (+600) in the open room, 3C making 11 (+150) in the closed:
    # 450 to the home team, 10 IMPs (Law 78B)
    assert [(t.table.entry, t.ns) for t in board.tables] == [(600, 10), (150, -10)]
    totals = {s.contestant.id: s.total for s in scored.standings}
    assert totals[HOME] == -totals[AWAY] != 0
    (match,) = scored_page(scored).matches
    assert (match.home.id, match.away.id) == (HOME, AWAY)
    assert match.players == (
        "Open room: NS Reim - Hopfenheit, EW Häusler - von Arnim",
        "Closed room: NS Jagniewski - Gawel, EW Buchlev - Schilhart",
    )


def test_team_names_keep_their_letters() -> None:
    event = event_from_lin(VUGRAPH / "74803.lin")  # "Kathrineföljarna"
    assert event.kind == "teams"
    assert set(event.contestants) == {"Ebenius Crew", "Kathrineföljarna"}


def test_a_pairs_vugraph_and_a_folder_mixing_them_stay_pairs(tmp_path: Path) -> None:
    pairs = event_from_lin(VUGRAPH / "74804.lin")  # scored P: "Team 1", "Team 2" placeholders
    assert pairs.kind == "pairs" and "Team 1" not in pairs.contestants
    assert all(" - " in t.ns and " - " in t.ew for t in pairs.tables)
    text = (VUGRAPH / "74806.lin").read_text(encoding="utf-8")
    (tmp_path / "a.lin").write_text(text, encoding="utf-8")
    (tmp_path / "b.lin").write_text(text.replace(",I,1,16,", ",P,1,16,", 1), encoding="utf-8")
    mixed = event_from_lin(tmp_path)
    assert mixed.kind == "pairs" and HOME not in mixed.contestants


def test_a_folder_of_a_match_s_sessions_is_one_match(tmp_path: Path) -> None:
    for name in ("74806.lin", "74807.lin"):  # boards 1-16 and 17-32 of one match
        shutil.copy(VUGRAPH / name, tmp_path / name)
    event = event_from_lin(tmp_path)
    assert event.kind == "teams" and len(event.tables) == 64
    assert event.name == "Team Bundesligen 2022 - Round Robin 6 of 9"
    whole = {s.contestant.id: s.total for s in score_event(event).standings}
    parts = [
        score_event(event_from_lin(tmp_path / n)).standings for n in ("74806.lin", "74807.lin")
    ]
    assert whole == {  # each session's own IMPs: 74807's carry-over is session 1's
        team: sum(s.total - s.carried for p in parts for s in p if s.contestant.id == team)
        for team in whole
    }
    assert any(s.carried for p in parts for s in p)


def test_score_publishes_the_match_page_of_a_vugraph_file(tmp_path: Path) -> None:
    page = tmp_path / "match.html"
    result = RUNNER.invoke(APP, ["score", str(VUGRAPH / "74806.lin"), "--html", str(page)])
    assert result.exit_code == 0, result.output
    assert "scored by imp" in " ".join(result.output.split())
    html = page.read_text(encoding="utf-8")
    assert f"{HOME} v {AWAY}</h3>" in html and "Open room: NS Reim - Hopfenheit" in html


def test_the_match_fits_a_desktop_with_long_team_names(page: Page) -> None:
    """Both rooms and the IMPs of each team side by side at 1280 px: long team names wrap
    in the headers (the away team's IMPs were behind a scroll bar)."""
    scored = score_event(event_from_lin(VUGRAPH / "74806.lin"))
    page.set_viewport_size(DESKTOP)
    page.set_content(page_html(scored_page(scored)), wait_until="load")
    box = page.locator(".match .scroll")
    assert box.evaluate("(el) => el.scrollWidth <= el.clientWidth")
    SHOTS.mkdir(parents=True, exist_ok=True)
    box.screenshot(path=str(SHOTS / "vugraph-match-1280.png"))


def test_a_board_a_match_vugraph_says_it_is_scored_by_imps(tmp_path: Path) -> None:
    text = (VUGRAPH / "74806.lin").read_text(encoding="utf-8")
    path = tmp_path / "bam.lin"
    path.write_text(text.replace(",I,1,16,", ",B,1,16,", 1), encoding="utf-8")
    event = event_from_lin(path)
    assert event.kind == "teams" and set(event.contestants) == {HOME, AWAY}
    assert any("board-a-match (B): scored here by IMPs" in note for note in event.notes)
    assert not event_from_lin(VUGRAPH / "74806.lin").notes
