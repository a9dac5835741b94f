"""``bridgelaw rule``: the director's dialog through the CLI (issue 11, items 2-3): undo,
a choice confirmed or withdrawn, answers only to the questions asked, seat-checked play,
the pending ruling at the end of a script, ``--json``, save and resume, ``--board
FILE:N`` and ``--position``. The interactive session at a terminal: test_rule_terminal."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from tests.cli.test_rule_command import APP

runner = CliRunner()
DATA = Path(__file__).resolve().parents[2] / ".." / "shared" / "data"
REALBRIDGE = DATA / "pbn_events" / "realbridge_2021_online_qual_open_r2_teams_imp.pbn"
AUCTION_4S = ["N P", "E P", "S 4S", "W P", "N P", "E P"]


def _run(tmp_path: Path, *steps: str, options: tuple[str, ...] = ()) -> tuple[int, str]:
    script = tmp_path / "steps.txt"
    script.write_text("\n".join(steps) + "\n", encoding="utf-8")
    result = runner.invoke(APP, ["rule", *options, "--script", str(script)])
    return result.exit_code, result.output


def test_undo_takes_back_steps_and_goes_back_to_any_event(tmp_path: Path) -> None:
    code, out = _run(
        tmp_path,
        "call N 1H",
        "call E 1D",
        "director",
        "choose decline",
        "call E 2D",
        "undo",  # the replacement
        "expect calls N 1H",
        "expect phase auction",
        "history",
        "undo 2",  # the choice and the call of the director
        "expect phase director",  # 1D waits: the next player may act on it
        "expect status 1 pending",
        "undo to 1",  # the table after its first event
        "expect calls N 1H",
        "call E 1S",
        "expect calls N 1H E 1S",
    )
    assert code == 0, out
    assert "> undone: call E 2D" in out
    assert "  3: ruling applied, Law 27B: decline" in out  # the history, numbered
    assert "> undone: choose decline; director" in out
    assert "> back to the table after its first 1 events" in out


def test_a_choice_is_confirmed_or_withdrawn_before_it_is_applied(tmp_path: Path) -> None:
    code, out = _run(
        tmp_path,
        "call N 1H",
        "call E 1D",
        "director",
        "propose accept",
        "expect phase director",  # nothing applied yet
        "withdraw",
        "expect status 1 pending",
        "propose decline",
        "confirm",
        "expect law 27B",
        "withdraw",  # nothing left to withdraw
        "expect error RulingError",
        "call E 2D",
        "answer 27B1(a) yes",
        "choose",
        "expect calls N 1H E 2D",
    )
    assert code == 0, out
    assert "> proposed: accept" in out and "nothing is applied yet" in out
    assert "> withdrawn: accept (nothing was applied)" in out
    assert "applied: Law 27A1: south does not accept it" in out


def test_an_answer_before_its_question_is_refused(tmp_path: Path) -> None:
    code, out = _run(
        tmp_path,
        "call N 1H",
        "call E 1D",
        "director",
        "answer 27B1(a) yes",  # asked only after the replacement
        "expect error RulingError",
        "choose decline",
        "call E 2D",
        "expect question 27B1(a)",
        "answer 27B1(a) maybe",
        "expect error RulingError",
        "answer 27B1(a) no",
    )
    assert code == 3, out  # the next question is pending
    assert "! the pending ruling does not ask 27B1(a) (its open questions: none)" in out
    assert "27B1(a) is answered yes or no, not 'maybe'" in out


def test_the_ruling_step_shows_the_questions_and_their_keys(tmp_path: Path) -> None:
    code, out = _run(
        tmp_path, "call N 1H", "call E 1D", "director", "choose decline", "call E 2D", "ruling"
    )
    assert code == 3, out  # the ruling is still pending at the end
    assert "question 27B1(a): answer 27B1(a) yes|no" in out


def test_a_script_that_ends_with_a_ruling_pending_exits_3_and_says_what(tmp_path: Path) -> None:
    code, out = _run(tmp_path, "call N 1H", "call E 1D", "director")
    assert code == 3, out
    assert "the ruling is still pending at the end of the script" in out
    assert "south chooses: choose accept|decline" in out
    code, out = _run(tmp_path, "call N 1H", "call E 1D", "director", "propose accept")
    assert code == 3 and "proposed: accept - 'confirm' or 'withdraw'" in out


def test_play_seat_card_is_checked_and_play_card_needs_the_player_in_turn(
    tmp_path: Path,
) -> None:
    deal = "deal N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
    for step, message in [
        ("play E S2", "S2 is not in east's hand: nothing is played"),
        ("play SA", "SA is north's card but west is to play: nothing is played"),
        ("play W H2", "H2 is not in west's hand"),
    ]:
        code, out = _run(tmp_path, deal, *AUCTION_4S, step)
        assert code == 2 and message in out, (step, out)
    # a mistyped card that would be a revoke is an input error, not a silent revoke
    code, out = _run(tmp_path, deal, *AUCTION_4S, "play S2", "play N HT")
    assert code == 2 and "north holds spades: HT would be a revoke" in out, out
    code, out = _run(tmp_path, deal, *AUCTION_4S, "play S2", "revoke N HT", "expect phase play")
    assert code == 0, out
    # a card out of turn is entered with its seat, and shown face up until the ruling
    code, out = _run(tmp_path, deal, *AUCTION_4S, "play N SA", "director", "show")
    assert "N led SA (faced, trick 1): it waits for the director" in out
    code, out = _run(tmp_path, deal, *AUCTION_4S, "play S2 SA S8", "S plays S5")
    assert code == 0 and "> south plays S5" in out, out


def test_each_action_is_echoed_and_the_end_of_the_auction_announced(tmp_path: Path) -> None:
    code, out = _run(tmp_path, *AUCTION_4S, "play S2", "designate low")
    assert code == 0, out
    assert "> south calls 4S" in out
    assert "the auction is over: 4S by south; west makes the opening lead" in out
    assert "> west plays S2" in out and "> declarer designates 'low': SJ is played" in out
    code, out = _run(tmp_path, *AUCTION_4S, "play S2", "play E S8", "director W")
    assert code == 3  # the lead of east out of turn waits for the ruling
    assert "> east plays S8" in out and "> the director is called by west" in out


def test_json_writes_the_rulings_offered_chosen_and_the_result(tmp_path: Path) -> None:
    steps = ["call N 1H", "call E 1D", "director", "choose accept", "S P", "W P", "N P"]
    code, out = _run(tmp_path, *steps, "play DA", options=("--json",))
    assert code == 0, out
    data = json.loads(out)["director"]
    ruling = data["rulings"][0]
    assert ruling["law"] == "27A1 (2017)" and ruling["chooser"] == "S"
    assert ruling["choice"] == "accept"
    assert [o["key"] for o in ruling["options"]] == ["accept", "decline"]
    assert all(o["consequences"] for o in ruling["options"])
    assert data["pending"] is None
    assert data["result"]["contract"] == "1D" and data["result"]["declarer"] == "E"


def test_json_names_the_pending_ruling_and_its_questions(tmp_path: Path) -> None:
    steps = ["call N 1H", "call E 1D", "director", "choose decline", "call E 2D"]
    code, out = _run(tmp_path, *steps, options=("--json",))
    assert code == 3
    data = json.loads(out[out.index("{") : out.rindex("}") + 1])["director"]
    assert [q["key"] for q in data["pending"]["questions"]] == ["27B1(a)"]


def test_save_and_resume(tmp_path: Path) -> None:
    saved = tmp_path / "board7"
    code, out = _run(
        tmp_path,
        "board 7",
        "call S 1H",
        "call W 1D",
        "director",
        "choose accept",
        *["N P", "E P", "S P"],
        f"save {saved}",
    )
    assert code == 0, out
    pbn = (tmp_path / "board7.pbn").read_text(encoding="utf-8")
    assert '[Board "7"]' in pbn and "^I" in pbn  # the mark of the accepted 1D (27A1)
    log = json.loads((tmp_path / "board7.json").read_text(encoding="utf-8"))
    assert log["format"] == "bridgelaw-rule-board" and len(log["events"]) == 7
    resume = ("--resume", str(tmp_path / "board7.json"))
    code, out = _run(tmp_path, "expect contract 1D W", "play W HA", options=resume)
    assert code == 3, out  # the lead out of turn waits
    code, out = _run(tmp_path, "undo", "expect contract none", "S P", "expect contract 1D W",
                     options=resume)  # fmt: skip
    assert code == 0, out


def test_board_from_a_pbn_file_with_its_play_so_far(tmp_path: Path) -> None:
    code, out = _run(
        tmp_path,
        "expect contract 4H N",
        "expect tricks EW 4",
        "expect turn E",
        "play E S7",
        "expect current E:S7",
        options=("--board", f"{REALBRIDGE}:12"),
    )
    assert code == 0, out
    code, out = _run(tmp_path, "show", options=("--board", f"{REALBRIDGE}:99"))
    assert code == 2 and "no board 99 (boards 11-20)" in out


def test_position_entered_in_the_play(tmp_path: Path) -> None:
    position = (
        "contract=4HX declarer=S ns=7 ew=3 N=K2.J.-.- E=Q.T.-.2 S=A.K.-.3 W=9.2.-.- trick=W:C4"
    )
    code, out = _run(
        tmp_path,
        "expect tricks NS 7",
        "expect tricks EW 3",
        "expect current W:C4",
        "expect turn N",
        "play N HJ",
        "play E C2",
        "play S S3",  # not his card
        options=("--position", position),
    )
    assert code == 2, out
    assert "> north plays HJ" in out and "S3 is not in south's hand" in out
    code, out = _run(tmp_path, "show", options=("--position", "contract=4H declarer=S ns=1"))
    assert code == 2 and "north's hand (N=) is missing" in out
    bad = "contract=4H declarer=S ns=7 ew=3 N=K2.J.-.- E=Q.T.-.2 S=A.K.-.3 W=9.2.-.4"
    code, out = _run(tmp_path, "show", options=("--position", bad))
    assert code == 2 and "lead=SEAT" in out


def test_show_lists_a_penalty_card_once_and_never_options_no_choice(tmp_path: Path) -> None:
    steps = ["board 2", "call E 1H", "expose W HK", "director", "choose"]
    code, out = _run(tmp_path, *steps, "call S 1S", *["W P", "N 4S", "E P", "S P", "W P"], "show")
    assert code == 0, out
    assert "> cards exposed: west HK shown" in out
    assert "the Law leaves no choice:" in out and "(no choice)" not in out
    shown = out[out.rindex("board 2, dealer E") :]  # the last 'show'
    assert shown.count("HK (Law 24E)") == 1 and "W's exposed HK" not in shown


def test_board_from_a_lin_file_and_a_position_with_dummy_named(tmp_path: Path) -> None:
    lin = DATA / "pbntools_results" / "bbo_myhands" / "3399598383.lin"
    code, out = _run(tmp_path, "expect contract 3C N", "undo to 14", "expect tricks NS 1",
                     options=("--board", str(lin)))  # fmt: skip
    assert code == 0, out  # 8 calls and 6 cards: trick 1 and two cards of trick 2
    position = "contract=3NT declarer=N ns=8 ew=3 N=A.K.-.- E=Q.Q.-.- dummy=J.J.-.- W=T.T.-.-"
    code, out = _run(tmp_path, "expect holds S SJ HJ", options=("--position", f"{position} lead=N"))
    assert code == 0, out


def test_a_position_shows_its_tricks_as_entered_and_undo_stays_after_it(tmp_path: Path) -> None:
    position = (
        "contract=4HX declarer=S ns=7 ew=3 N=K2.J.-.- E=Q.T.-.2 S=A.K.-.3 W=9.2.-.- trick=W:C4"
    )
    saved = tmp_path / "late"
    code, out = _run(
        tmp_path,
        "show",
        "play N HJ",
        "undo to 3",  # into the position: refused
        "expect error RulingError",
        "undo",
        "expect current W:C4",
        f"save {saved}",
        options=("--position", position),
    )
    assert code == 0, out
    assert "auction: (a position was entered)" in out
    assert "tricks 1-10: entered as a position (NS 7, EW 3)" in out and "trick 1:" not in out
    assert "(the first 47 are the position entered)" in out
    resume = ("--resume", str(tmp_path / "late.json"))
    code, out = _run(tmp_path, "undo", "expect current -", "undo", "expect error RulingError",
                     "show", options=resume)  # fmt: skip
    assert code == 0 and "tricks 1-10: entered as a position" in out, out


def test_a_revoke_on_trick_12_entered_from_a_position_in_a_few_lines(tmp_path: Path) -> None:
    """The case that took 40 cards to enter from trick 1: one position, then trick 12
    with the revoke, trick 13, and the attention drawn."""
    position = "contract=4S declarer=S ns=7 ew=4 N=3.2.-.- E=5.-.K.- S=A.-.2.- W=T9.-.-.- lead=W"
    steps = ["play W S9", "revoke N H2", "play E S5", "play S SA", "expect trick 12 S"]
    steps += ["play S D2", "play W ST", "play N S3", "play E DK", "attention E N", "ruling"]
    code, out = _run(tmp_path, *steps, options=("--position", position))
    assert code == 3, out  # the ruling on the revoke is pending
    assert "revoke by N at trick 12" in out and "Law 62" in out
