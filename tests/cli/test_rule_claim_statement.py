"""``bridgelaw rule``: the director types the claimer's statement as he said it
(``claim SEAT STATEMENT...``); the tricks claimed, the line and the trump mentioned are
read from it (:func:`bridgelaw.analysis.statements.parse_statement`), and a statement
that cannot be read is an input error naming what was not understood."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tests.cli.test_rule_command import APP

runner = CliRunner()
SCRIPTS = Path(__file__).resolve().parent / "rule_scripts"


def _t22(tmp_path: Path, *steps: str) -> Path:
    """Scenario T22 (rule_scripts/law70_claim_disputed.txt) up to South's claim at trick
    10: four tricks left, spades trumps, West holding the SJ, then ``steps``."""
    script = (SCRIPTS / "law70_claim_disputed.txt").read_text().splitlines()
    start = next(i for i, line in enumerate(script) if line.startswith("board"))
    end = script.index("expect turn S")
    path = tmp_path / "claim.txt"
    path.write_text("\n".join([*script[start : end + 1], *steps]) + "\n")
    return path


def test_a_statement_that_draws_trumps_is_read_and_analysed(tmp_path: Path) -> None:
    # "all high" (no line) leaves 70C open: worst normal 3 (the script of T22). Said as
    # "the rest; draw trumps, then hearts" the statement claims all 4, draws the SJ and
    # mentions it: every normal line takes 4 and 70C is not asked.
    path = _t22(
        tmp_path,
        "claim S the rest; draw trumps, then hearts",
        "expect phase director",
        "dispute W",
        "director W",
        "expect fact worst normal outcome for the claimer's side: 4",
        "answer 70 4",
        "choose",
        "expect claim ruled 4",
        "expect declarer-tricks 9",
    )
    result = runner.invoke(APP, ["rule", "--script", str(path)])
    assert result.exit_code == 0, result.output
    assert "south claims 4 of the 4 remaining tricks" in result.output
    assert "stated line (draw the outstanding trumps, then cash the hearts)" in result.output
    assert "question 70C" not in result.output


def test_a_statement_conceding_a_trick_claims_the_others(tmp_path: Path) -> None:
    path = _t22(tmp_path, "claim S all but a heart", "expect phase director", "agree W E")
    result = runner.invoke(APP, ["rule", "--script", str(path), "--json"])
    assert result.exit_code == 0, result.output
    claims = json.loads(result.output)["play"]["claims"]
    assert [(c["tricks"], c["remaining"], c["statement"]) for c in claims] == [
        (3, 4, "all but a heart")
    ]


@pytest.mark.parametrize(
    ("step", "message"),
    [
        ("claim S the rest; finesse the queen", "not a step of a claim line: 'finesse'"),
        ("claim S all but seven tricks", "gives up 7 tricks but only 4 are left"),
        ("claim S the rest line=trumps", "the line and the trumps are read from the statement"),
    ],
)
def test_a_statement_that_cannot_be_read_is_an_input_error(
    tmp_path: Path, step: str, message: str
) -> None:
    result = runner.invoke(APP, ["rule", "--script", str(_t22(tmp_path, step))])
    assert result.exit_code == 2, result.output
    assert message in result.output
    assert "Traceback" not in result.output


def test_interactive_claim_as_said() -> None:
    # The same claim typed at the prompt: the director gives the tricks, no 70C question.
    lines = (SCRIPTS / "law70_claim_disputed.txt").read_text(encoding="utf-8").splitlines()
    deal = next(line[5:] for line in lines if line.startswith("deal "))
    auction = lines[lines.index("board 1") + 2 : lines.index("board 1") + 8]
    plays = [line for line in lines if line.startswith("play ") and line != "play S HA"]
    steps = [
        "1",  # board
        "2017",  # edition
        deal,
        *auction,
        *plays,
        "claim S all high; trumps then hearts",
        "dispute W",
        "director W",
        "4",  # 70: the tricks
        "yes",  # confirmed
        "moment hands-returned",
        "done",
    ]
    result = runner.invoke(APP, ["rule"], input="\n".join(steps) + "\n")
    assert result.exit_code == 0, result.output
    assert "Traceback" not in result.output
    assert "stated line (draw the outstanding trumps, then cash the hearts)" in result.output
    assert 'claim by S at trick 10: 4 of 4 "all high; trumps then hearts" - ruled: 4' in (
        result.output
    )
    assert "result: 4S by S, 9 tricks" in result.output
