"""Robots at the server's tables: the practice table of the demo room, where robots sit
North, East and West and a person plays South."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from fastapi import FastAPI
from starlette.testclient import TestClient

from bridgelaw.robots import RandomRobot, Robot
from bridgelaw.server.app import DEMO_TABLE, PRACTICE_TABLE, create_app
from bridgelaw.server.robot_seats import ROBOT_NAME, RobotSeats
from bridgelaw.server.settings import Settings
from tests.server.players import Player, log_in_as_guest, sit

PRACTICE = 2


def _random_robots() -> RobotSeats:
    """Robots that choose at random (quick), each with its own seed."""
    seeds = iter(range(1000))

    def make() -> Robot:
        return RandomRobot(seed=next(seeds), pass_rate=0.8)

    return RobotSeats(make)


@pytest.fixture
def robots_app(tmp_path: Path, database_url: str | None) -> FastAPI:
    """The demo room with its practice table; quick random robots unless a test puts
    others."""
    settings = Settings(
        data_dir=tmp_path / "data",
        database_url=database_url,
        actions_per_second=10_000,
        action_burst=10_000,
        demo_seed="robots",
    )
    app = create_app(settings)
    app.state.hub.robots = _random_robots()
    return app


def _my_turn(state: dict[str, Any]) -> bool:
    return bool(state["phase"] != "ended" and state["to_act"] == "S")


def _play_south(player: Player) -> dict[str, Any]:
    """Play South's part (the first legal call or card, dummy's too when declarer)
    until the board ends; the last state."""
    state = player.receive()
    for _ in range(400):
        if state["t"] == "state" and state["phase"] == "ended":
            ended: dict[str, Any] = state
            return ended
        if state["t"] == "state" and _my_turn(state) and state["legal"]:
            choice = state["legal"][0]
            frame = (
                {"t": "call", "call": choice}
                if state["phase"] == "auction"
                else {"t": "play", "card": choice}
            )
            player.socket.send_json(frame)
        state = player.receive()
        assert state["t"] != "error", state
    raise AssertionError("the board did not end")


def test_the_practice_table_is_a_room_of_its_own(robots_app: FastAPI) -> None:
    """With ``demo_seed`` the demo and practice tables were dealt from one seed: one room,
    so a player of the demo table was refused South here and its boards were the demo's
    traveller. The practice table has its own deals (and the laws table its own)."""
    store = robots_app.state.store
    tables = {table.name: table.id for table in store.tables()}
    practice = tables[PRACTICE_TABLE]
    assert store.room(practice) == [practice]
    assert practice not in store.room(tables[DEMO_TABLE])
    with TestClient(robots_app) as client:
        log_in_as_guest(client, "me")
        assert client.post(f"/api/tables/{tables[DEMO_TABLE]}/seats/N", json={}).is_success
        south = client.post(f"/api/tables/{practice}/seats/S", json={})
        assert south.status_code == 200, south.text


def test_the_demo_room_has_a_practice_table_with_three_robots(robots_app: FastAPI) -> None:
    with TestClient(robots_app) as client:
        lobby = client.get("/").text
        assert PRACTICE_TABLE in lobby
        assert lobby.count(ROBOT_NAME) == 3
        log_in_as_guest(client, "me")
        taken = client.post(f"/api/tables/{PRACTICE}/seats/N", json={})
        assert taken.status_code == 409  # a robot holds North
    with TestClient(robots_app) as client:
        log_in_as_guest(client, "Bridgelaw Robot")
        posing = client.post(f"/api/tables/{PRACTICE}/seats/S", json={})
        assert posing.status_code == 422  # nobody takes the robots' name


def test_a_person_plays_a_whole_board_with_three_robots(robots_app: FastAPI) -> None:
    with TestClient(robots_app) as client:
        token = sit(client, PRACTICE, "S", "Ann")
        with client.websocket_connect(f"/ws/{PRACTICE}/S") as socket:
            socket.send_json({"t": "hello", "token": token})
            south = Player("S", socket)
            final = _play_south(south)
        assert final["result"] is not None
        assert all(final["online"][seat] for seat in "NEW")  # robots are never "disconnected"
        calls = [c["seat"] for c in final["auction"]]
        assert {"N", "E", "W"} <= set(calls)  # the robots called
        if final["contract"] is not None:
            assert final["tricks"]["NS"] + final["tricks"]["EW"] == 13
        # South never saw a hidden hand: only its own and dummy's, until the board ended
        for seen in south.received:
            if seen["t"] == "state" and seen["phase"] != "ended":
                visible = set(seen["hands"]) - {"S"}
                assert visible <= {seen["dummy"]}, visible


def test_the_real_robot_plays_the_practice_table(robots_app: FastAPI) -> None:
    """The default robot (natural bidding, double-dummy sampling) plays a board there."""
    robots_app.state.hub.robots = RobotSeats()
    with TestClient(robots_app) as client:
        token = sit(client, PRACTICE, "S", "Ann")
        with client.websocket_connect(f"/ws/{PRACTICE}/S") as socket:
            socket.send_json({"t": "hello", "token": token})
            final = _play_south(Player("S", socket))
    assert final["result"] is not None
    assert final["auction"], "the board was bid"


def test_a_robot_answers_a_question_about_its_call(robots_app: FastAPI) -> None:
    """Law 20F: asked about its call, the robot explains it by its system."""
    robots_app.state.hub.robots = RobotSeats()  # the real robot: its bidder explains
    with TestClient(robots_app) as client:
        token = sit(client, PRACTICE, "S", "Ann")
        with client.websocket_connect(f"/ws/{PRACTICE}/S") as socket:
            socket.send_json({"t": "hello", "token": token})
            south = Player("S", socket)
            final = _play_south(south)
            about = next(i for i, c in enumerate(final["auction"]) if c["seat"] in "EW")
            socket.send_json({"t": "question", "about": about, "text": "What does it show?"})
            for _ in range(20):
                seen = south.receive()
                assert seen["t"] != "error", seen
                answers = [r for r in seen.get("log", []) if r.get("kind") == "answer"]
                if answers:
                    break
            else:
                raise AssertionError("no answer came")
    (answer,) = answers
    assert answer["seat"] == final["auction"][about]["seat"]
    assert answer["about"] == about and len(answer["text"]) > 3
