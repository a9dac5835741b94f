"""A pairs event with people in it (issue 12, item 5): a 2-table Howell of 2-board rounds
where Ann and Bob enter as a pair (Bob joins Ann's open place), Cy enters with a robot
partner and robots fill the other pairs.

Each round every person takes his seat from the event (a new token for a new table),
at the table and direction the movement gives his pair; the seat's websocket works, and
after the round the old table refuses every action. A pair never sees a board it has yet
to play: a board's deal and traveller are refused to it until it has played the board,
and the results until the event is over; then its names are in the ranking.
"""

from __future__ import annotations

import random

import pytest
from fastapi import FastAPI
from starlette.testclient import TestClient

from bridgelaw.core.seats import Seat, Side
from bridgelaw.robots import RandomRobot
from bridgelaw.server.pairs import PairEvents
from bridgelaw.server.settings import Settings
from bridgelaw.server.store import Denied
from bridgelaw.table import Phase
from bridgelaw.table.views import view
from bridgelaw.tournament.specs import movement_from_spec
from tests.server.test_pairs import PASSWORD, pairs_app, step

SPEC = {"family": "howell", "tables": 2, "boards_per_round": 2}
PEOPLE = ("Ann", "Bob", "Cy")

Jar = dict[str, str]


def log_in(client: TestClient, name: str, *, register: bool = False) -> Jar:
    """A new session for ``name`` (the director registers); its cookies."""
    client.cookies.clear()
    path = "/api/register" if register else "/api/guest"
    body = {"name": name, "password": PASSWORD} if register else {"name": name}
    answer = client.post(path, json=body)
    assert answer.status_code == 200, answer.text
    return dict(client.cookies)


def use(client: TestClient, jar: Jar) -> None:
    """Act as the person whose cookies ``jar`` holds."""
    client.cookies.clear()
    for name, value in jar.items():
        client.cookies.set(name, value)


async def play_people(app: FastAPI, table_id: int, people: dict[Seat, RandomRobot]) -> None:
    """Play the people's seats at the table (their choices made at random) until it has
    played its set; the robots answer as at any table."""
    game, hub = app.state.game, app.state.hub
    last = app.state.pairs.last_board(table_id)
    anyone = next(iter(people))
    for _ in range(1000):
        live = game.live(table_id)
        table = live.table
        if table.phase == Phase.ENDED:
            if live.board >= last:
                return
            game.act(table_id, anyone, {"t": "next"})
        else:
            actor = table.acting_player
            if actor not in people:
                before = live.seq
                await hub.robots_move(game, table_id)
                assert game.live(table_id).seq > before, "the robots did not move"
                continue
            seen = view(table, actor)
            robot = people[actor]
            if table.phase == Phase.AUCTION:
                game.act(table_id, actor, {"t": "call", "call": str(robot.call(seen).call)})
            else:
                game.act(table_id, actor, {"t": "play", "card": str(robot.play(seen))})
        await game.store.durable(table_id)
        await hub.after(game, table_id, False)
    raise AssertionError("the table did not finish its set")


def test_people_move_by_round_and_never_see_a_board_before_playing_it(
    settings: Settings,
) -> None:
    movement = movement_from_spec(SPEC)
    app = pairs_app(settings)
    pairs: PairEvents = app.state.pairs
    with TestClient(app) as client:
        tessa = log_in(client, "Tessa", register=True)
        made = client.post("/api/pairs", json={"name": "Tuesday online", **SPEC})
        event_id = made.json()["event"]
        jars = {name: log_in(client, name) for name in PEOPLE}
        use(client, jars["Ann"])
        assert client.post(f"/api/pairs/{event_id}/entries", json={"partner": "open"}).json() == {
            "event": event_id,
            "pair": 1,
        }
        use(client, jars["Bob"])
        assert client.post(f"/api/pairs/{event_id}/entries", json={"join": 1}).status_code == 200
        use(client, jars["Cy"])
        assert client.post(f"/api/pairs/{event_id}/entries", json={"join": 1}).status_code == 409
        client.post(f"/api/pairs/{event_id}/entries", json={"partner": "robot"})
        assert client.post(f"/api/pairs/{event_id}/start", json={}).status_code == 403
        use(client, tessa)
        assert client.post(f"/api/pairs/{event_id}/start", json={}).status_code == 200
        event = pairs.event(event_id)
        labels = {"Ann": event.label(0), "Bob": event.label(0), "Cy": event.label(1)}
        first = {"Ann": True, "Bob": False, "Cy": True}  # the pair's first member: N or E
        played: dict[str, set[int]] = {name: set() for name in PEOPLE}
        old: dict[str, tuple[int, str, str]] = {}
        rng = random.Random(5)
        for rnd in movement.rounds:
            seats: dict[int, dict[Seat, RandomRobot]] = {}
            for name in PEOPLE:
                use(client, jars[name])
                # privacy: only the boards his pair has played, and no results yet
                for board in movement.boards:
                    shown = client.get(f"/api/pairs/{event_id}/boards/{board}").status_code
                    assert shown == (200 if board in played[name] else 403), (name, board)
                assert client.get(f"/pairs/{event_id}/results").status_code == 403
                taken = client.post(f"/api/pairs/{event_id}/seat", json={}).json()
                (seating,) = rnd.seatings_of(labels[name])
                side = seating.side_of(labels[name])
                pair_seats = (Seat.NORTH, Seat.SOUTH) if side == Side.NS else (Seat.EAST, Seat.WEST)
                assert taken["round"] == rnd.number and taken["table"] == seating.table
                assert taken["seat"] == str(pair_seats[0 if first[name] else 1]), name
                seat = Seat.parse(taken["seat"])
                seats.setdefault(taken["table_id"], {})[seat] = RandomRobot(seed=rng.randrange(999))
                if rnd.number == 1 and name == "Ann":  # the seat's websocket works
                    with client.websocket_connect(f"/ws/{taken['table_id']}/{seat}") as socket:
                        socket.send_json({"t": "hello", "token": taken["token"]})
                        assert socket.receive_json()["t"] == "state"
                old[name] = (taken["table_id"], str(seat), taken["token"])
                status = client.get(f"/api/pairs/{event_id}").json()
                assert status["me"]["place"]["table"] == seating.table
                lobby = client.get("/").text  # the lobby tells him where he plays
                assert f"you: round {rnd.number}: table {seating.table}, " in lobby
            use(client, tessa)
            cy_table, cy_seat, _ = old["Cy"]
            app.state.store.release(cy_table, Seat.parse(cy_seat))  # his seat is free...
            taken = client.post(f"/api/tables/{cy_table}/seats/{cy_seat}", json={})
            assert taken.status_code == 409 and "kept for a pair" in taken.text  # ...for him
            use(client, jars["Cy"])
            assert client.post(f"/api/pairs/{event_id}/seat", json={}).status_code == 200
            use(client, tessa)
            copy = {"name": "peek", "same_boards_as": old["Cy"][0]}  # the event's deals elsewhere
            assert client.post("/api/tables", json=copy).status_code == 409
            tables = list(seats.items())
            game = app.state.game
            for table_id, _ in tables:  # a table is shown no traveller before it plays
                assert all(game.traveller(table_id, b) == [] for b in movement.boards)
            for index, (table_id, people) in enumerate(tables):
                assert client.portal is not None
                client.portal.call(play_people, app, table_id, people)
                if index == 0 and len(tables) > 1:  # a table that has finished waits
                    waiting = step(client, event_id)
                    assert waiting["round"] == rnd.number
                    finished = [t["finished"] for t in waiting["tables"]]
                    assert sorted(finished) == [False, True]
                    with pytest.raises(Denied, match="has played its"):
                        app.state.game.act(table_id, next(iter(people)), {"t": "next"})
            for name in PEOPLE:
                (seating,) = rnd.seatings_of(labels[name])
                boards = movement.board_set(seating.board_set).boards
                played[name] |= set(boards)
                table_id = old[name][0]
                assert all(game.traveller(table_id, b) for b in boards)
            status = step(client, event_id)
            # the old table starts no other board once the round is over (Law 8B1)
            use(client, jars["Ann"])
            table_id, seat_text, token = old["Ann"]
            with client.websocket_connect(f"/ws/{table_id}/{seat_text}") as socket:
                socket.send_json({"t": "hello", "token": token})
                assert socket.receive_json()["t"] == "state"
                socket.send_json({"t": "next"})
                refused = socket.receive_json()
                assert refused["t"] == "error" and refused["code"] in ("round",), refused
        assert status["status"] == "ended"
        use(client, jars["Cy"])
        ranking = client.get(f"/pairs/{event_id}/results")
        assert ranking.status_code == 200
        assert "Ann &amp; Bob" in ranking.text and "Cy &amp; bridgelaw robot" in ranking.text
        for board in movement.boards:  # once over, every board is public
            assert client.get(f"/api/pairs/{event_id}/boards/{board}").status_code == 200
