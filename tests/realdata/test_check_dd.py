"""``check --dd``: the double-dummy tables and par scores that real files state, verified
against DDS (:mod:`bridgelaw.check_dd`)."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from bridgelaw.check_dd import verify_dd, verify_dd_games
from bridgelaw.cli import app
from bridgelaw.formats import pbn

DATA = Path(__file__).resolve().parents[2] / ".." / "shared" / "data"
CAMROSE = DATA / "pbn_events" / "camrose2024_bridgecomposer_dd_par.pbn"
HAND_TROPHY = DATA / "pbn_events" / "hand_trophy_pairs_2016-08-16_dd.pbn"
BCDD = DATA / "dd" / "bcdd" / "test1.bcdd.pbn"

runner = CliRunner()


def _first_boards(path: Path, count: int, tmp_path: Path) -> Path:
    """A copy of the first ``count`` games of a file (the text as written)."""
    text = path.read_text(encoding="utf-8-sig")
    starts = [i for i, line in enumerate(text.splitlines()) if line.startswith("[Event ")]
    lines = text.splitlines()
    out = tmp_path / f"first_{count}_{path.name}"
    out.write_text("\n".join(lines[: starts[count]]) + "\n", encoding="utf-8")
    return out


def test_bridgecomposer_tables_and_par_agree_with_dds(tmp_path: Path) -> None:
    # Camrose 2024, boards 1-8 as BridgeComposer wrote them: OptimumResultTable and
    # DoubleDummyTricks (20 entries each), OptimumScore and ParContract.
    report = verify_dd(_first_boards(CAMROSE, 8, tmp_path))
    assert report.boards == 8
    assert report.figures == 8 * (20 + 20 + 2)
    assert report.ok, report.findings


def test_jfr_ability_and_minimax_agree_with_dds() -> None:
    # bcdd: deals solved by two independent solvers; Ability digits are hexadecimal.
    games = pbn.load(BCDD)[:12]
    report = verify_dd_games(games, str(BCDD))
    assert report.boards == 12
    assert report.figures == 12 * (20 + 20 + 2)  # table, Ability, OptimumScore, Minimax
    assert report.ok, report.findings


def test_a_wrong_entry_and_a_wrong_par_score_are_reported_with_line_and_board(
    tmp_path: Path,
) -> None:
    path = _first_boards(CAMROSE, 2, tmp_path)
    lines = path.read_text(encoding="utf-8").splitlines()
    table_line = next(i for i, line in enumerate(lines) if line.startswith("[OptimumResultTable"))
    seat, strain, tricks = lines[table_line + 1].split()
    lines[table_line + 1] = f"{seat} {strain} {int(tricks) + 1}"
    score_line = next(i for i, line in enumerate(lines) if line.startswith("[OptimumScore"))
    lines[score_line] = '[OptimumScore "NS 2220"]'
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    findings = verify_dd(path).findings
    assert [(f.line, f.board, f.tag) for f in findings] == [
        (table_line + 1, 1, "OptimumResultTable"),
        (score_line + 1, 1, "OptimumScore"),
    ]
    assert f"1 of 20 entries wrong: north in {strain} {int(tricks) + 1}" in findings[0].message
    assert f"(double dummy {tricks})" in findings[0].message
    assert "the par score is" in findings[1].message


def test_an_exporter_that_writes_a_floor_for_unmakeable_contracts_is_caught() -> None:
    # This New Zealand file's tables write 1 for every contract that takes fewer than 7
    # tricks: not double-dummy figures, which a hand record must not show as such.
    report = verify_dd(HAND_TROPHY)
    assert report.boards == 26
    assert len(report.findings) == 52  # both tags of every board
    assert all("every wrong entry is written 1" in f.message for f in report.findings)


def test_an_unreadable_tag_is_reported(tmp_path: Path) -> None:
    path = _first_boards(CAMROSE, 1, tmp_path)
    text = path.read_text(encoding="utf-8")
    start = text.index('[DoubleDummyTricks "') + len('[DoubleDummyTricks "')
    path.write_text(text[:start] + "xyz" + text[start + 20 :], encoding="utf-8")
    (finding,) = verify_dd(path).findings
    assert (finding.tag, finding.message) == ("DoubleDummyTricks", "cannot be read")


def test_check_dd_from_the_command_line(tmp_path: Path) -> None:
    clean = _first_boards(CAMROSE, 2, tmp_path)
    done = runner.invoke(app, ["check", "--dd", "-q", str(clean)])
    assert done.exit_code == 0, done.output
    assert "double dummy: 2 deals with stated figures, 84 figures compared, 0 findings" in (
        done.output
    )
    wrong = tmp_path / "wrong.pbn"
    wrong.write_text(
        clean.read_text(encoding="utf-8").replace('[OptimumScore "', '[OptimumScore "EW 9', 1),
        encoding="utf-8",
    )
    done = runner.invoke(app, ["check", "--dd", "--json", str(wrong)])
    assert done.exit_code == 1
    objects = [json.loads(line) for line in done.stdout.splitlines()]
    (finding,) = [o for o in objects if o.get("kind") == "double-dummy"]
    assert (finding["board"], finding["tag"]) == (1, "OptimumScore")
    # Without --dd the stated figures are not looked at.
    assert runner.invoke(app, ["check", "-q", str(wrong)]).exit_code == 0
