"""Law 69B online: East-West agree to North's claim, the table goes on to the next board
(acquiescence complete, 69A), West withdraws the agreement within the correction period;
the director's console shows the engine's analysis and the Law, he gives a trick back,
and board 1 is rescored (also after a restart: the ruling is in board 1's log)."""

from __future__ import annotations

import pytest
from fastapi import FastAPI
from starlette.testclient import TestClient

from bridgelaw.server.game import Game, OnlineRules
from bridgelaw.server.settings import Settings
from tests.server.online_table import (
    bid_to_3nt,
    last,
    ok,
    play_cards,
    refused,
    seated_with_director,
)
from tests.server.players import Player


def _claim_agreed(everyone: dict[str, Player]) -> int:
    """3NT by North, ten tricks played, North claims the last three, East and West agree;
    North-South's tricks."""
    bid_to_3nt(everyone)
    play_cards(everyone, 40)
    ok(everyone, "N", {"t": "claim", "tricks": 3, "statement": "the rest are mine"})
    ok(everyone, "E", {"t": "claim_answer", "accept": True})
    ok(everyone, "W", {"t": "claim_answer", "accept": True})
    state = everyone["N"].state()
    assert state["phase"] == "ended"
    return int(state["tricks"]["NS"]) + 3


@pytest.mark.law("69B", "69B2", editions=(2017,))
def test_withdrawn_agreement_is_ruled_by_the_director_and_the_board_rescored(
    app: FastAPI, client: TestClient, settings: Settings
) -> None:
    game: Game = app.state.game
    with seated_with_director(client, settings.data_dir) as everyone:
        ns = _claim_agreed(everyone)
        assert game.result(1, 1)["tricks"] == ns  # type: ignore[index]
        message = refused(everyone, "W", {"t": "withdraw", "board": 1}, "withdraw")
        assert "next board" in message  # 69A: not complete yet, the claim is disputed
        ok(everyone, "N", {"t": "next"})
        assert everyone["W"].state()["withdraw"]["board"] == 1
        assert everyone["N"].state()["withdraw"] is None  # North's side claimed
        refused(everyone, "S", {"t": "withdraw"}, "withdraw")  # Law 71, not 69B
        ok(everyone, "W", {"t": "withdraw"}, states=2)  # the analysis follows
        director = last(everyone, "D")
        advice = director["advice"]
        assert advice["law"] == "69B2" and "Board 1" in advice["text"]
        assert "careful play" in advice["analysis"]["report"]
        assert advice["options"][-1] == {
            "decision": "acquiescence",
            "tricks": 0,
            "label": "the claim stands",
        }
        assert director["frozen"]  # the table waits for the director
        assert everyone["W"].state()["withdraw"] is None
        refused(everyone, "E", {"t": "withdraw"}, "withdraw")  # one at a time
        ok(everyone, "D", {"t": "rule", "decision": "acquiescence", "tricks": 1})
        assert game.result(1, 1)["tricks"] == ns - 1  # type: ignore[index]
        ruling = everyone["W"].state()["log"][-1]
        assert ruling["decision"] == "acquiescence" and ruling["law"] == "69B2"
        assert everyone["N"].state()["frozen"] is None
        refused(everyone, "W", {"t": "withdraw"}, "withdraw")  # reviewed once
    again = Game(game.store)  # a restart: board 1's log holds the ruling
    assert again.result(1, 1)["tricks"] == ns - 1  # type: ignore[index]


def test_the_claim_stands(app: FastAPI, client: TestClient, settings: Settings) -> None:
    game: Game = app.state.game
    with seated_with_director(client, settings.data_dir) as everyone:
        ns = _claim_agreed(everyone)
        ok(everyone, "N", {"t": "next"})
        ok(everyone, "E", {"t": "withdraw", "board": 1}, states=2)
        ok(everyone, "D", {"t": "rule", "decision": "resume"})  # the claim stands
        assert game.result(1, 1)["tricks"] == ns  # type: ignore[index]
        assert everyone["E"].state()["withdraw"] is None
        message = refused(everyone, "W", {"t": "withdraw", "board": 1}, "withdraw")
        assert "has reviewed it" in message


def test_no_withdrawal_after_the_correction_period(
    app: FastAPI, client: TestClient, settings: Settings
) -> None:
    game: Game = app.state.game
    game.rules = OnlineRules(correction_minutes=0.0)
    with seated_with_director(client, settings.data_dir) as everyone:
        _claim_agreed(everyone)
        ok(everyone, "N", {"t": "next"})
        assert everyone["W"].state()["withdraw"] is None
        message = refused(everyone, "W", {"t": "withdraw", "board": 1}, "withdraw")
        assert "correction period" in message
