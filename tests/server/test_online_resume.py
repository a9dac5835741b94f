"""``kill -9`` of a real server in the middle of online play: the alerts, questions and
answers, an undo granted, chat, a director's ruling and a claim waiting for its answers
are rows of the board's stored log, so after the restart every seat sees exactly what it
saw before, and the claim is answered and the board ends."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.server.live import seated, server, sit
from tests.server.online_table import AUCTION
from tests.server.players import SEATS, act
from tests.server.test_restart import database


def _steady(state: dict[str, Any]) -> dict[str, Any]:
    """A state without what changes with time or connections."""
    return {k: v for k, v in state.items() if k not in ("clock", "online", "players")}


@pytest.mark.parametrize("backend", ["sqlite-FULL", "postgresql"])
def test_kill_9_keeps_every_row_of_online_play(tmp_path: Path, backend: str) -> None:
    with database(backend) as env:
        _play_kill_and_resume(tmp_path, env)


def _play_kill_and_resume(tmp_path: Path, env: dict[str, str]) -> None:
    with server(tmp_path, settings=env) as address:
        tokens = {seat: sit(address, seat) for seat in SEATS}
        with seated(address, tokens) as players:
            act(players, "N", {"t": "call", "call": "1NT", "alert": True, "explanation": "14-16"})
            act(players, "E", {"t": "question", "about": 0, "text": "Shape?"})
            act(players, "N", {"t": "answer", "question": 1, "text": "balanced"})
            act(players, "E", {"t": "call", "call": "2C"})
            act(players, "E", {"t": "undo"})
            act(players, "N", {"t": "undo_answer", "accept": True})
            act(players, "S", {"t": "undo_answer", "accept": True})
            act(players, "W", {"t": "chat", "text": "hello"})
            for seat, call in AUCTION[1:]:
                act(players, seat, {"t": "call", "call": call})
            state = players["E"].state()
            act(players, "E", {"t": "play", "card": state["legal"][0]})
            act(players, "N", {"t": "claim", "statement": "the rest"})
            act(players, "E", {"t": "claim_answer", "accept": True})
            before = {seat: _steady(players[seat].state()) for seat in SEATS}
    assert before["W"]["claim"]["answers"] == {"E": True}
    assert [row["kind"] for row in before["W"]["log"]].count("undo") == 1
    with server(tmp_path, settings=env) as address, seated(address, tokens) as players:
        after = {seat: _steady(players[seat].state()) for seat in SEATS}
        assert json.dumps(after, sort_keys=True) == json.dumps(before, sort_keys=True)
        act(players, "W", {"t": "claim_answer", "accept": True})
        end = players["S"].state()
        assert (
            end["phase"] == "ended"
            and end["result"]["declarer_tricks"] == 13 - (end["tricks"]["EW"])
        )
