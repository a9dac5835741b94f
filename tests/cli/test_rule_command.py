"""``bridgelaw rule``: scripted rulings (one or more per Law 23-39, and some general laws)
and an interactive session, through ``register`` on a typer app. The play (Laws 41-71):
``test_rule_play``."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from bridgelaw.cli.rule_cmd import register

runner = CliRunner()
SCRIPTS = Path(__file__).resolve().parent / "rule_scripts"


def _app() -> typer.Typer:
    app = typer.Typer(add_completion=False, pretty_exceptions_enable=False)

    @app.callback()
    def main() -> None:
        """bridgelaw"""

    register(app)
    return app


APP = _app()

# script -> (edition, Law of the last ruling applied, a check on the final state)
OUTCOMES: dict[str, tuple[int, str | None, str]] = {
    "law11_forfeiture": (2017, "11A", "records[1].status == accepted"),
    "law13_wrong_count": (2017, "13B1", "flag 13B1"),
    "law16_hesitation": (2017, "16B1(a)", "ledger unauthorized NS"),
    "law23_awareness_2007": (2007, "23", "flag 23"),
    "law23_comparable_call": (2017, "31A2(a)", "flag 23C"),
    "law24_exposed_card": (2017, "24B", "penalty W HK"),
    "law24_exposed_card_2007": (2007, "24", "penalty W HK"),
    "law25_change_of_mind": (2017, "25B2", "restriction N"),
    "law26_lead_restriction": (2017, "26B", "restriction forbid H"),
    "law27_insufficient_bid": (2017, "27B2", "obligation W rest-pass"),
    "law27_insufficient_bid_1987": (1987, "27B1(a)", "no obligation"),
    "law28_correct_player_calls": (2017, None, "records[0].status == cancelled"),
    "law28_deemed_pass": (2017, "27B2", "records[4].status == deemed"),
    "law29_acceptance": (2017, None, "records[0].status == accepted"),
    "law30_pass_out_of_rotation": (2017, "30A", "no obligation"),
    "law30_partner_turn_2007": (2007, "30B2", "obligation S rest-pass"),
    "law31_bid_out_of_rotation": (2017, "31A", "no obligation"),
    "law31_partner_turn_2017": (2017, "31B2", "obligation E next-pass"),
    "law32_double_out_of_rotation": (2017, "32A", "no obligation"),
    "law33_out_of_rotation": (2017, "29A", "auction N 1H S 2H"),
    "law33_simultaneous": (2017, None, "auction N 1H E 1S"),
    "law34_skipped_turn_1997": (1997, "34", "records[3].status == cancelled"),
    "law35_condoned_1997": (1997, "27B2", "records[4].status == accepted"),
    "law36_inadmissible_double": (2017, "36B", "obligation N rest-pass"),
    "law36_lho_called": (2017, "36A", "auction N 1H E Pass"),
    "law37_obliged_to_pass": (2017, "37B", "obligation W rest-pass"),
    "law38_above_seven": (2017, "38C", "contract 7NT N"),
    "law38_lho_called_1987": (1987, "35C", "no obligation"),
    "law39_call_after_final_pass": (2017, "39C", "restriction E"),
    "law39_declaring_side": (2017, "39B", "no restriction"),
}


def _holds(state: dict[str, object], check: str) -> bool:
    words = check.split()
    records = state["records"]
    assert isinstance(records, list)
    if check.startswith("records["):
        match = re.match(r"records\[(\d+)\]\.status == (\w+)", check)
        assert match is not None
        return bool(records[int(match.group(1))]["status"] == match.group(2))
    obligations = state["obligations"]
    restrictions = state["lead_restrictions"]
    assert isinstance(obligations, list) and isinstance(restrictions, list)
    if check == "no obligation":
        return obligations == []
    if check == "no restriction":
        return restrictions == []
    if words[0] == "obligation":
        return {"seat": words[1], "kind": words[2]} in [
            {"seat": o["seat"], "kind": o["kind"]} for o in obligations
        ]
    if words[0] == "restriction":
        offenders = [r["offender"] for r in restrictions]
        if len(words) == 2:
            return words[1] in offenders
        return any(r["status"] == words[1] and r["suit"] == words[2] for r in restrictions)
    if words[0] == "flag":
        flags = state["review_flags"]
        assert isinstance(flags, list)
        return any(f["law"].split()[0] == words[1] for f in flags)
    if words[0] == "ledger":
        ledger = state["ledger"]
        assert isinstance(ledger, list)
        return any(words[2] in e["unauthorized_to"] for e in ledger)
    if words[0] == "penalty":
        cards = state["penalty_cards"]
        assert isinstance(cards, list)
        return any(c["seat"] == words[1] and words[2] in c["cards"] for c in cards)
    if words[0] == "auction":
        return bool(state["auction"] == [" ".join(words[i : i + 2]) for i in (1, 3)])
    if words[0] == "contract":
        return bool(state["contract"] == words[1] and state["declarer"] == words[2])
    raise AssertionError(f"unknown check {check!r}")


def _law_of(stem: str) -> int:
    match = re.match(r"law(\d+)", stem)
    assert match is not None, stem
    return int(match.group(1))


def test_one_script_at_least_per_law_23_to_39() -> None:
    stems = {p.stem for p in SCRIPTS.glob("*.txt")}
    laws = {_law_of(stem) for stem in stems}
    assert set(range(23, 40)) <= laws
    # the auction's scripts (Laws 9-40) here; the play's in test_rule_play
    assert {stem for stem in stems if _law_of(stem) <= 40} == set(OUTCOMES)


@pytest.mark.parametrize("name", sorted(OUTCOMES))
def test_scripted_ruling(name: str) -> None:
    edition, law, check = OUTCOMES[name]
    path = SCRIPTS / f"{name}.txt"
    result = runner.invoke(APP, ["rule", "--script", str(path)])
    assert result.exit_code == 0, result.output
    assert "auction:" in result.output
    result = runner.invoke(APP, ["rule", "--script", str(path), "--json"])
    assert result.exit_code == 0, result.output
    state = json.loads(result.output)
    assert state["edition"] == edition
    rulings = state["rulings"]
    if law is None:
        assert rulings == []
    else:
        assert rulings[-1]["law"] == f"{law} ({edition})"
    assert _holds(state, check), (check, state)


def test_a_failing_expectation_exits_1(tmp_path: Path) -> None:
    script = tmp_path / "wrong.txt"
    script.write_text(
        "board 1\ncall N 1H\ncall E 1D\ndirector\nchoose decline\ncall E 2D\n"
        "answer 27B1(a) yes\nchoose\nexpect obligation W rest-pass\n",
        encoding="utf-8",
    )
    result = runner.invoke(APP, ["rule", "--script", str(script)])
    assert result.exit_code == 1
    assert "wrong.txt:9" in result.output and "no obligation" in result.output


def test_an_unexpected_refusal_exits_1(tmp_path: Path) -> None:
    script = tmp_path / "refused.txt"
    script.write_text("board 1\ncall N 1H\ncall S 1D\ncall N 2D\n", encoding="utf-8")
    result = runner.invoke(APP, ["rule", "--script", str(script)])
    assert result.exit_code == 1 and "refused.txt:4" in result.output and "9B2" in result.output


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("board 1\ncall N 1Z\n", "not a call"),
        ("board 1\nbid N 1H\n", "unknown step 'bid'"),
        ("call N 1H\nboard 3\n", "before the first action"),
        ("report gossip N 16\n", "kind 'gossip'"),
        ("expect sunshine\n", "unknown expectation"),
        ("call N 1H\ncall E 1D\nchoose\n", "south must choose"),
    ],
)
def test_a_malformed_script_exits_2_naming_the_line(
    tmp_path: Path, text: str, message: str
) -> None:
    script = tmp_path / "bad.txt"
    script.write_text(text, encoding="utf-8")
    result = runner.invoke(APP, ["rule", "--script", str(script)])
    assert result.exit_code in (1, 2), result.output
    assert "bad.txt:" in result.output and message.split()[0] in result.output


def test_unanswered_question_is_named(tmp_path: Path) -> None:
    script = tmp_path / "ask.txt"
    script.write_text(
        "call N 1H\ncall E 1D\ndirector\nchoose decline\ncall E 2D\nchoose\n", encoding="utf-8"
    )
    result = runner.invoke(APP, ["rule", "--script", str(script)])
    assert result.exit_code == 1 and "answer 27B1(a) yes|no" in result.output


def test_missing_script_file(tmp_path: Path) -> None:
    result = runner.invoke(APP, ["rule", "--script", str(tmp_path / "none.txt")])
    assert result.exit_code == 2 and "cannot read" in result.output


@pytest.mark.law("27A1", "27B1(a)", "27D")
def test_interactive_session() -> None:
    steps = [
        "1",  # board
        "2017",  # edition
        "",  # default deal
        "N 1H",  # a call, in short
        "call E 1D",
        "director",
        "decline",  # south's choice
        "yes",  # confirmed
        "call E 2D",
        "yes",  # 27B1(a)
        "yes",  # the only option applied
        "show",
        "done",
        "no",  # quit without saving
    ]
    result = runner.invoke(APP, ["rule"], input="\n".join(steps) + "\n")
    assert result.exit_code == 0, result.output
    out = result.output
    assert "Law 27A1 (2017)" in out and "south chooses" in out
    assert "27B1(a)" in out and "applied: Law 27B1(a)" in out
    assert "auction: N 1H E 2D" in out and "review: Law 27D" in out


def test_interactive_with_options_and_json() -> None:
    steps = ["call E 1S", "call N 1H", "done"]
    result = runner.invoke(
        APP, ["rule", "--board", "1", "--edition", "1997", "--json"], input="\n".join(steps) + "\n"
    )
    assert result.exit_code == 0, result.output
    start = result.output.index("{")
    state = json.loads(result.output[start:])
    assert state["edition"] == 1997 and state["auction"] == ["N 1H"]
    assert state["records"][0]["status"] == "cancelled"  # 28B


def test_interactive_bad_step_is_reported_and_the_session_goes_on() -> None:
    steps = ["call N 9Z", "call N 1H", "done"]
    result = runner.invoke(APP, ["rule", "--board", "1"], input="\n".join(steps) + "\n")
    assert result.exit_code == 0, result.output
    assert "not a call" in result.output and "auction: N 1H" in result.output
