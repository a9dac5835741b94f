"""Two real server processes (uvicorn subprocesses on two ports) behind one PostgreSQL
database and one Redis: north and south sit at one, east and west at the other, and they
play a whole board and start the next. Every seat is sent every action, in order, and
no seat is sent a card it may not see.

A state is the whole of what a seat may see, so a client may be sent the same state
twice (a process that hears of another's change sends its seats their states again,
and while seats are still joining it may hear of a join after the seat was greeted):
the players here wait for the state of each action instead of counting messages."""

from __future__ import annotations

import random
from contextlib import ExitStack
from pathlib import Path
from typing import Any

from bridgelaw.core.board import Board
from bridgelaw.core.calls import Call
from bridgelaw.core.seats import Seat
from bridgelaw.dealing import deal_for_board
from bridgelaw.server.codec import encode
from bridgelaw.server.db import connect as connect_database
from bridgelaw.server.store import Store
from bridgelaw.table import Table
from tests.server.live import SyncSocket, server, sit
from tests.server.players import SEATS, Player, choose
from tests.server.services import channel, postgres_database, redis_url
from tests.server.test_play import check_privacy

SEED = "two processes"


def _until(player: Player, seq: int, board: int = 1) -> dict[str, Any]:
    """Read the player's messages until the state of action ``seq`` (older states,
    sent again, are passed over; nothing newer may come first)."""
    while True:
        message = player.receive()
        assert message["t"] == "state", message
        assert (message["board"], message["seq"]) <= (board, seq), (player.seat, message)
        if (message["board"], message["seq"]) == (board, seq):
            return dict(message)


def _act(players: dict[str, Player], seat: str, action: dict[str, Any]) -> int:
    players[seat].socket.send_json(action)
    while (answer := players[seat].receive())["t"] == "state":
        pass
    assert answer["t"] == "ack", answer
    seq: int = answer["seq"]
    for player in players.values():
        _until(player, seq)
    return seq


def test_seats_on_two_processes_play_a_board_and_each_sees_every_action(
    tmp_path: Path,
) -> None:
    from websockets.sync.client import connect

    rng = random.Random(7)
    with ExitStack() as stack:
        env = {
            "database_url": stack.enter_context(postgres_database()),
            "redis_url": redis_url(),
            "redis_channel": channel(),
            "demo_seed": SEED,
        }
        one = stack.enter_context(server(tmp_path / "one", settings=env))
        two = stack.enter_context(server(tmp_path / "two", settings=env))
        where = {"N": one, "S": one, "E": two, "W": two}
        players: dict[str, Player] = {}
        for seat in SEATS:
            token = sit(where[seat], seat)
            url = f"ws://{where[seat]}/ws/1/{seat}"
            connection = stack.enter_context(connect(url, additional_headers=token.headers()))
            players[seat] = player = Player(seat, SyncSocket(connection))
            player.socket.send_json({"t": "hello", "token": token})
        for player in players.values():  # each is told of all four players
            while len(_until(player, 0)["players"]) < 4:
                pass

        seq = 0
        while (state := players["N"].state())["phase"] != "ended":
            seat = state["to_act"] if state["phase"] == "play" else state["turn"]
            seq = _act(players, seat, choose(players[seat].state(), rng))
        assert state["contract"] is not None and seq >= 4 + 52  # an auction, 52 cards

        # every seat was sent every action's state, in order, and the same action
        lasts = {}
        for seat in SEATS:
            states = [m for m in players[seat].received if m["t"] == "state"]
            seen = [state["seq"] for state in states]
            assert seen == sorted(seen) and set(seen) == set(range(seq + 1)), (seat, seen)
            lasts[seat] = {state["seq"]: state["last"] for state in states}
        assert lasts["N"] == lasts["E"] == lasts["S"] == lasts["W"]
        check_privacy(deal_for_board(SEED, 1), players)

        # the next board, asked for at the other process
        players["E"].socket.send_json({"t": "next"})
        while (answer := players["E"].receive())["t"] == "state":
            pass
        assert answer["t"] == "ack"
        for seat in SEATS:
            state = _until(players[seat], 0, board=2)
            assert list(state["hands"]) == [seat] and state["phase"] == "auction"


def test_a_change_whose_message_was_lost_reaches_the_seats_within_seconds(
    tmp_path: Path,
) -> None:
    """Another process's action written to the database with no message on Redis (a
    lost one) is found by the backstop, which compares the watched tables with the
    database every two seconds."""
    from websockets.sync.client import connect

    with ExitStack() as stack:
        database = stack.enter_context(postgres_database())
        env = {"database_url": database, "redis_url": redis_url(), "redis_channel": channel()}
        address = stack.enter_context(server(tmp_path, settings=env, demo_seed=SEED))
        players: dict[str, Player] = {}
        for seat in SEATS:
            token = sit(address, seat)
            url = f"ws://{address}/ws/1/{seat}"
            connection = stack.enter_context(connect(url, additional_headers=token.headers()))
            players[seat] = Player(seat, SyncSocket(connection))
            players[seat].socket.send_json({"t": "hello", "token": token})
        for player in players.values():
            while len(_until(player, 0)["players"]) < 4:
                pass
        engine = connect_database(database)
        board = Board(1, deal_for_board(SEED, 1))
        Store(engine).append(1, 1, 0, encode(Table(board).call(Call.parse("1D"), seat=Seat.NORTH)))
        engine.dispose()
        for player in players.values():  # within the receive's 10 s
            state = _until(player, 1)
            assert state["auction"][0]["call"] == "1D" and state["turn"] == "E"
