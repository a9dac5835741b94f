"""``bridgelaw rule`` at a real terminal (a pseudo-terminal driven by pexpect), as a club
director uses it: a choice withdrawn and then confirmed, an empty Enter that loses
nothing, a question answered, undo, and quitting that asks to save the board."""

from __future__ import annotations

import json
import signal
import sys
from pathlib import Path

import pexpect

TIMEOUT = 30


def _as_a_shell_starts_it() -> None:
    """Ctrl-C interrupts the command as when a shell starts it at a terminal, whatever the
    test process does with SIGINT: an ignored signal stays ignored in the programs it
    starts (two runs of the whole suite hung here so; a parent ignoring SIGINT does it)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})


def _spawn(tmp_path: Path, *args: str) -> pexpect.spawn:
    child = pexpect.spawn(
        sys.executable,
        ["-m", "bridgelaw.cli", "rule", *args],
        cwd=str(tmp_path),
        encoding="utf-8",
        timeout=TIMEOUT,
        dimensions=(50, 200),
        env={"TERM": "dumb", "COLUMNS": "200", "PATH": "/usr/bin:/bin"},
        preexec_fn=_as_a_shell_starts_it,
    )
    return child


def _step(child: pexpect.spawn, text: str, then: str) -> None:
    child.sendline(text)
    child.expect_exact(then)


def test_a_director_at_the_terminal(tmp_path: Path) -> None:
    child = _spawn(tmp_path, "--board", "1")
    child.expect_exact("step (or 'help'")
    _step(child, "N 1H", "> north calls 1H")
    _step(child, "E 1D", "> east calls 1D")
    _step(child, "director", "S chooses [accept/decline]")
    _step(child, "accept", "apply accept? ('yes' applies it, 'withdraw' withdraws it)")
    _step(child, "withdraw", "> withdrawn: accept (nothing was applied)")
    child.expect_exact("S chooses [accept/decline]")
    _step(child, "", "an empty line does nothing")  # Enter alone loses nothing
    _step(child, "decline", "apply decline?")
    _step(child, "yes", "applied: Law 27A1")
    _step(child, "call E 2D", "27B1(a) (Law 27B1(a)) [yes/no]")
    _step(child, "yes", "the Law leaves no choice: apply rule? [yes]")
    _step(child, "yes", "> ruling applied, Law 27B1(a): rule")
    _step(child, "S P", "> south calls Pass")
    _step(child, "undo", "> undone: S P")
    _step(child, "done", "the board is not saved")
    _step(child, "", "step (or 'help'")  # an empty answer goes on
    _step(child, "done", "the board is not saved")
    child.sendline("board1")
    child.expect_exact("> saved:")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    saved = json.loads((tmp_path / "board1.json").read_text(encoding="utf-8"))
    assert len(saved["events"]) == 6  # 1H, 1D, director, 27B, 2D, 27B1(a)
    assert (tmp_path / "board1.pbn").read_text(encoding="utf-8").count("[Board") == 1


def test_the_saved_board_is_resumed_at_the_terminal(tmp_path: Path) -> None:
    child = _spawn(tmp_path, "--position", "contract=3NT declarer=N ns=8 ew=3 N=A.K.-.- "
                   "E=Q.Q.-.- S=J.J.-.- W=T.T.-.- lead=N")  # fmt: skip
    child.expect_exact("step (or 'help'")
    _step(child, "play SA", "> north plays SA")
    _step(child, "play E HQ", "east holds spades: HQ would be a revoke")
    _step(child, "save pos", "> saved:")
    _step(child, "done", "tricks won: NS 8, EW 3")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    child = _spawn(tmp_path, "--resume", "pos.json")
    child.expect_exact("step (or 'help'")
    _step(child, "show", "trick 12 (in progress): N SA")
    _step(child, "done", "trick 12 (in progress): N SA")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_ctrl_c_asks_to_save_and_ctrl_d_saves(tmp_path: Path) -> None:
    child = _spawn(tmp_path, "--board", "3")
    child.expect_exact("step (or 'help'")
    _step(child, "S 1NT", "> south calls 1NT")
    child.expect_exact("step (or 'help'")
    child.sendcontrol("c")
    child.expect_exact("the board is not saved")
    child.sendline("")  # goes on
    child.expect_exact("step (or 'help'")
    child.sendeof()  # Ctrl-D at a terminal: the board is saved to a temporary file
    child.expect(r"the board is saved: bridgelaw rule --resume (\S+\.json)")
    saved = Path(child.match.group(1))
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    try:
        assert json.loads(saved.read_text(encoding="utf-8"))["board"] == 3
    finally:
        saved.unlink()
        saved.with_suffix(".pbn").unlink()
