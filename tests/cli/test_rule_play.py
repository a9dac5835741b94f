"""``bridgelaw rule`` in the play (Laws 41-71): scripted rulings (one or more per family
of Laws, one in 1987), interactive sessions through typer's runner, and bad input.

The scripts are ``tests/cli/rule_scripts/lawNN_*.txt`` with NN from 41: each checks
itself with ``expect`` lines; :data:`PLAY_OUTCOMES` checks the final state in JSON too.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from tests.cli.test_rule_command import APP

runner = CliRunner()
SCRIPTS = Path(__file__).resolve().parent / "rule_scripts"

DEAL_A = "N:K73.Q2.A654.9832 2.KJ86.K97.AQJ76 QT9864.A5.QJ3.K5 AJ5.T9743.T82.T4"
AUCTION_4S = ["N P", "E P", "S 4S", "W P", "N P", "E P"]
State = dict[str, Any]


def _penalty(seat: str, card: str, kind: str) -> Callable[[State], bool]:
    return lambda s: (
        {"seat": seat, "card": card, "kind": kind}
        in [{k: p[k] for k in ("seat", "card", "kind")} for p in s["play"]["penalty_cards"]]
    )


def _score(score: int, tricks: int) -> Callable[[State], bool]:
    return lambda s: s["score_ns"] == score and s["play"]["declarer_tricks"] == tricks


def _trick(number: int, cards: list[str], winner: str) -> Callable[[State], bool]:
    def check(s: State) -> bool:
        trick = s["play"]["tricks"][number - 1]
        return bool(trick["cards"] == cards and trick["winner"] == winner)

    return check


def _revoke(offender: str, trick: int, *, corrected: bool) -> Callable[[State], bool]:
    return lambda s: any(
        r["offender"] == offender and r["trick"] == trick and r["corrected"] is corrected
        for r in s["play"]["revokes"]
    )


# script -> (edition, Law of the last ruling applied, a check on the final state (JSON))
PLAY_OUTCOMES: dict[str, tuple[int, str, Callable[[State], bool]]] = {
    "law45_unintended_designation": (
        1997,
        "47C",
        lambda s: (
            s["play"]["current"] == ["W SJ", "N SK"]
            and s["play"]["hands"]["N"] == "73.Q2.A654.9832"
        ),  # S3 back in dummy
    ),
    "law45_card_held_by_declarer": (
        2017,
        "45C2",
        lambda s: s["play"]["current"] == ["S HA"] and s["turn"] == "W",
    ),
    "law46_dummy_card_designated": (2017, "46B4", _trick(1, ["SJ", "S7", "S2", "SQ"], "S")),
    "law47_retraction": (
        2017,
        "47E1",
        lambda s: s["turn"] == "S" and s["play"]["penalty_cards"] == [] and s["ledger"] != [],
    ),
    "law47_misinformed_opening_lead": (
        1997,
        "47E1",
        lambda s: s["declarer"] == "S" and s["play"]["tricks"][0]["cards"][0] == "S5",
    ),
    "law49_minor_penalty_card": (
        1987,
        "49",
        lambda s: s["play"]["penalty_cards"] == [] and s["play"]["tricks"][2]["cards"][-1] == "C4",
    ),
    "law50_penalty_card_lead": (
        2017,
        "50D2(a)",
        lambda s: s["play"]["current"] == ["E DK"] and s["play"]["penalty_cards"] == [],
    ),
    "law54_opening_lead_out_of_turn": (
        2017,
        "54A",
        lambda s: s["declarer"] == "N" and s["play"]["dummy"] == "S",
    ),
    "law54_declarer_exposes": (
        2007,
        "54A",
        lambda s: s["declarer"] == "N" and s["play"]["penalty_cards"] == [],
    ),
    "law48_declarer_faces_1997": (
        1997,
        "70",
        lambda s: s["play"]["claims"][-1]["status"] == "ruled" and s["score_ns"] == -100,
    ),
    "law55_declarer_lead_out_of_turn": (2017, "60B", _penalty("W", "SJ", "major")),
    "law57_premature_lead": (2007, "50D2(b)", _penalty("W", "DT", "major")),
    "law58_simultaneous": (2017, "58B2", _penalty("W", "D9", "minor")),
    "law62_revoke_corrected": (2017, "62C1", _revoke("W", 4, corrected=True)),
    "law62_trick12_partner_1987": (1987, "64B6", _score(210, 11)),
    "law64_revoke_established": (2017, "64A1", _score(420, 10)),
    "law64_revoke_transfer_1987": (1987, "64A2", _score(650, 11)),
    "law64c_equity": (2017, "64C1", _score(450, 11)),
    "law67_defective_trick": (2017, "64A2", _score(430, 10)),
    "law69_acquiescence_withdrawn": (2007, "69B2", _score(-100, 7)),
    "law70_claim_disputed": (
        2017,
        "70",
        lambda s: s["play"]["claims"][-1]["status"] == "ruled" and s["score_ns"] == -100,
    ),
    "law71_concession_cancelled": (2017, "71B", _score(430, 10)),
}


def _law_of(path: Path) -> int:
    match = re.match(r"law(\d+)", path.stem)
    assert match is not None, path
    return int(match.group(1))


def test_every_play_script_is_checked_and_each_family_has_one() -> None:
    play = {p.stem for p in SCRIPTS.glob("*.txt") if _law_of(p) >= 41}
    assert play == set(PLAY_OUTCOMES)
    laws = {_law_of(SCRIPTS / f"{name}.txt") for name in play}
    families = [{45, 46}, {47}, {49, 50, 51}, {53, 54, 55, 56}, {57}, {58}, {62}, {63, 64},
                {65, 66, 67}, {68, 69, 70, 71}]  # fmt: skip
    assert all(laws & family for family in families), laws
    assert {PLAY_OUTCOMES[name][0] for name in play} >= {2017, 2007, 1997, 1987}


@pytest.mark.parametrize("name", sorted(PLAY_OUTCOMES))
def test_scripted_play_ruling(name: str) -> None:
    edition, law, check = PLAY_OUTCOMES[name]
    path = SCRIPTS / f"{name}.txt"
    result = runner.invoke(APP, ["rule", "--script", str(path)])
    assert result.exit_code == 0, result.output
    out = result.output
    assert "auction:" in out and "declarer " in out and "Traceback" not in out
    assert f"({edition}):" in out  # a ruling shown with its Law and edition
    assert f"Law {law}" in out
    result = runner.invoke(APP, ["rule", "--script", str(path), "--json"])
    assert result.exit_code == 0, result.output
    state = json.loads(result.output)
    assert state["edition"] == edition
    assert state["rulings"][-1]["law"] == f"{law} ({edition})"
    assert check(state), state["play"]


def test_the_play_shows_tricks_hands_and_the_result() -> None:
    result = runner.invoke(APP, ["rule", "--script", str(SCRIPTS / "law64_revoke_established.txt")])
    out = result.output
    assert "trick 5: S CK W C3 N C5 E H2 - won by E" in out
    assert "revoke by E at trick 5: established (Law 63A1), attention drawn by S" in out
    assert "tricks adjusted by +2 (Law 64A1)" in out
    assert "result: 4H by S, 10 tricks, score NS +420" in out
    assert "answered 64C: yes (by director)" in out  # the answers are shown with the ruling
    result = runner.invoke(APP, ["rule", "--script", str(SCRIPTS / "law58_simultaneous.txt")])
    out = result.output
    assert "  W: S A5 H KJ65 D 98 C 9742" in out  # the hands while play goes on
    assert "W's minor penalty card D9 (Law 58B2)" in out
    assert "options (west chooses):" in out and "play-D9: D9 is played" in out


# -------------------------------------------------------------- bad input
def _script(tmp_path: Path, *steps: str) -> Path:
    path = tmp_path / "bad.txt"
    path.write_text("\n".join(["board 1", f"deal {DEAL_A}", *AUCTION_4S, *steps]) + "\n")
    return path


@pytest.mark.parametrize(
    ("steps", "line", "message"),
    [
        (["play S9Z"], 9, "not a card: 'S9Z'"),
        (["play SJ S3 S2 SQ SX"], 9, "not a card: 'SX'"),
        (["revoke E H2"], 9, "none has been led"),
        (["play SJ", "revoke N S3"], 10, "follows suit"),
        (["play SJ S3 S2 SQ S4 S5 S7", "revoke E H6"], 10, "holds no spades"),
        (["play W SJ SQ"], 9, "names one card"),
        (["retract W SJ because"], 9, "reason 'because'"),
        (["play SJ", "claim S lots"], 10, "must be a number"),
        (["play SJ", "claim S 4 speed=fast"], 10, "unknown option(s) speed="),
        (["play SJ", "claim S 4 trumps=maybe"], 10, "trumps= must be yes or no"),
        (["moment tomorrow"], 9, "'tomorrow' is not one of"),
        (["dummy sulks"], 9, "'sulks' is not one of"),
        (["defective E seven"], 9, "must be a number"),
        (["withdraw W soon"], 9, "minutes must be a number"),
        (["expect tricks XY 3"], 9, "unknown name"),
        (["expect trick one S"], 9, "must be a number"),
        (["expect score 420"], 9, "the score is None"),
        (["play SJ", "expect current W:SK"], 10, "the trick in progress is W:SJ"),
        (["expect legal SA"], 9, "the legal cards are"),
        (["attention S E"], 9, "unexpected error"),  # no revoke: refused (61A)
        (["play SJ", "director"], 10, "unexpected error"),  # nothing waits for him
    ],
)
def test_bad_play_input_names_the_line(
    tmp_path: Path, steps: list[str], line: int, message: str
) -> None:
    result = runner.invoke(APP, ["rule", "--script", str(_script(tmp_path, *steps))])
    assert result.exit_code in (1, 2), result.output
    assert f"bad.txt:{line}" in result.output and message in result.output, result.output
    assert "Traceback" not in result.output


def test_a_refused_play_is_reported_and_can_be_expected(tmp_path: Path) -> None:
    path = _script(tmp_path, "play SJ", "play E S2 by W", "expect error IllegalPlayError")
    result = runner.invoke(APP, ["rule", "--script", str(path)])
    assert result.exit_code == 0, result.output
    assert "! west may not play east's S2" in result.output
    assert "trick 1 (in progress): W SJ" in result.output


def test_a_card_not_in_the_hand_named_is_an_input_error(tmp_path: Path) -> None:
    path = _script(tmp_path, "play SJ", "play N S2")
    result = runner.invoke(APP, ["rule", "--script", str(path)])
    assert result.exit_code == 2, result.output
    assert "S2 is not in north's hand: nothing is played" in result.output


def test_claim_with_a_line_and_play_on(tmp_path: Path) -> None:
    path = _script(
        tmp_path,
        "play SJ SK S2 S4",
        "claim S 12 line=trumps,hearts trumps=yes spread=no all mine",
        "expect phase director",
        "play-on E W N S",
        "expect claim void",
        "expect phase play",
    )
    result = runner.invoke(APP, ["rule", "--script", str(path), "--json"])
    assert result.exit_code == 0, result.output
    claims = json.loads(result.output)["play"]["claims"]
    assert claims == [
        {
            "claimer": "S",
            "tricks": 12,
            "remaining": 12,
            "statement": "all mine",
            "status": "void",
            "settled": None,
        }
    ]


# ------------------------------------------------------------- interactive
def _interactive(steps: list[str], *options: str) -> str:
    result = runner.invoke(APP, ["rule", *options], input="\n".join(steps) + "\n")
    assert result.exit_code == 0, result.output
    assert "Traceback" not in result.output
    return result.output


@pytest.mark.law("46B4")
def test_interactive_play_designation() -> None:
    steps = [
        "1",  # board
        "2017",  # edition
        DEAL_A,
        *AUCTION_4S,
        "W plays SJ",
        "designate play the jack",
        "play-S7",  # declarer's choice (46B4)
        "yes",  # confirmed
        "play S2 SQ",
        "show",
        "done",
    ]
    out = _interactive(steps)
    assert "Law 46B4 (2017):" in out and "south chooses" in out
    assert "applied: Law 46B4" in out
    assert "trick 1: W SJ N S7 E S2 S SQ - won by S" in out
    assert "S may play:" in out


@pytest.mark.law("68D2(a)", "70C", "70")
def test_interactive_disputed_claim_then_the_board_is_over() -> None:
    path = SCRIPTS / "law70_claim_disputed.txt"
    lines = path.read_text(encoding="utf-8").splitlines()
    deal = next(line[5:] for line in lines if line.startswith("deal "))
    plays = [line for line in lines if line.startswith("play ") and line != "play S HA"]
    steps = [
        *AUCTION_4S,
        *plays,
        "claim S 4 all high",
        "dispute W",
        "director W",
        "yes",  # 70C: the claimer could have been unaware of the trump
        "3",  # 70: the tricks
        "yes",  # confirmed
        "moment hands-returned",
        "done",
    ]
    out = _interactive(["1", "2017", deal, *steps])
    assert "answer with 'agree SEAT...'" in out  # the table waits for the answers
    assert "worst normal outcome: 3" in out
    assert "applied: Law 70" in out
    assert 'claim by S at trick 10: 4 of 4 "all high" - ruled: 3 to S\'s side' in out
    assert "result: 4S by S, 8 tricks, score NS -100" in out
    assert "the board is over" in out


@pytest.mark.law("71B")
def test_interactive_concession_cancelled_after_the_board() -> None:
    path = SCRIPTS / "law71_concession_cancelled.txt"
    lines = path.read_text(encoding="utf-8").splitlines()
    deal = next(line[5:] for line in lines if line.startswith("deal "))
    plays = [line for line in lines if line.startswith("play ")]
    auction = ["N P", "E P", "S 3NT", "W P", "N P", "E P"]
    steps = ["1", "2017", deal, *auction, *plays, "concede S 1", "agree W E",
             "moment next-board", "cancel-concession S 5", "1", "yes", "done"]  # fmt: skip
    out = _interactive(steps)
    assert "score NS +400" in out  # the board as agreed
    assert "applied: Law 71B" in out and "score NS +430" in out


@pytest.mark.law("63A1", "64A1")
def test_interactive_revoke_and_the_transfer_after_play() -> None:
    path = SCRIPTS / "law64_revoke_established.txt"
    lines = [line for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    deal = next(line[5:] for line in lines if line.startswith("deal "))
    steps = ["1", "2017", deal]
    steps += [line for line in lines if not line.startswith(("#", "board", "deal", "expect"))]
    # the only option of each ruling is confirmed with "yes" at its prompt
    steps = ["yes" if step == "choose" else step for step in steps] + ["done"]
    out = _interactive(steps)
    assert "applied: Law 63A1" in out
    assert "64A1" in out and "applied: Law 64A1" in out
    assert "result: 4H by S, 10 tricks, score NS +420" in out


def test_interactive_bad_play_input_is_reported_and_nothing_is_lost() -> None:
    steps = [
        "1",
        "2017",
        DEAL_A,
        *AUCTION_4S,
        "play SJ S3",
        "play S2 SQ S9Z",  # nothing of this line is played
        "revoke E S2",
        "claim S many",
        "play N S2",  # refused by the table: not north's card
        "play S2 SQ",
        "help",
        "done",
    ]
    out = _interactive(steps)
    assert "Play steps:" in out and "designate WORDS" in out
    assert "error:" in out and "not a card: 'S9Z'" in out
    assert "follows suit" in out and "must be a number" in out
    assert "S2 is not in north's hand: nothing is played" in out
    assert "trick 1: W SJ N S3 E S2 S SQ - won by S" in out


def test_interactive_json_after_play() -> None:
    steps = [*AUCTION_4S, "play S2 SA S8 S5", "done"]
    result = runner.invoke(APP, ["rule", "--board", "1", "--json"], input="\n".join(steps) + "\n")
    assert result.exit_code == 0, result.output
    state = json.loads(result.output[result.output.index("{") :])
    assert state["play"]["tricks"][0]["winner"] == "N"  # the default deal: N's SA wins
    assert state["play"]["won"] == {"NS": 1, "EW": 0}
