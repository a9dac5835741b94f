"""Pairs events online (issue 12, item 5): a 3-table Mitchell of 2-board rounds played to
its end by the server's robots, round by round, and scored by the one event model.

Each round opens the movement's tables at the first board of their set, with the
movement's pairs at their seats; every board is played by the pairs the movement seats
there, on the same deal at every table; a table that has played its set waits (a next
board is refused); when the event ends its ranking is :func:`score_event`'s of the same
results read back from the published PBN file, and the results page carries the
ranking, travellers, score cards and hand records. The event survives a restart.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from fastapi import FastAPI
from starlette.testclient import TestClient

from bridgelaw.core.seats import Seat
from bridgelaw.results.event import event_from_pbn
from bridgelaw.results.score import Method, score_event
from bridgelaw.robots import RandomRobot, Robot
from bridgelaw.server.app import create_app
from bridgelaw.server.pairs import PairEvents
from bridgelaw.server.robot_seats import RobotSeats
from bridgelaw.server.settings import Settings
from bridgelaw.server.store import Denied
from bridgelaw.tournament.specs import movement_from_spec

PASSWORD = "correct horse battery"


def random_robots() -> RobotSeats:
    """Quick robots (each its own seed)."""
    seeds = iter(range(10_000))

    def make() -> Robot:
        return RandomRobot(seed=next(seeds), pass_rate=0.7)

    return RobotSeats(make)


def pairs_app(settings: Settings) -> FastAPI:
    """The server with quick robots, and its pairs events stepped by the test only."""
    app = create_app(settings)
    app.state.hub.robots = random_robots()
    app.state.pairs.interval = 3600.0  # the test steps the events itself
    return app


@pytest.fixture
def events_app(settings: Settings) -> FastAPI:
    return pairs_app(settings)


def director(client: TestClient) -> None:
    """Register the director (the first account)."""
    answer = client.post("/api/register", json={"name": "Tessa", "password": PASSWORD})
    assert answer.status_code == 200, answer.text


def step(client: TestClient, event_id: int) -> dict[str, Any]:
    """One pass of the event (robots play, the round moves on when done); its status."""
    pairs: PairEvents = client.app.state.pairs  # type: ignore[attr-defined]
    assert client.portal is not None
    client.portal.call(pairs.step, event_id)
    status: dict[str, Any] = client.get(f"/api/pairs/{event_id}").json()
    return status


def test_a_mitchell_of_robots_moves_round_by_round_and_is_scored_by_the_event_model(
    events_app: FastAPI, tmp_path: Path
) -> None:
    spec = {"family": "mitchell", "tables": 3, "boards_per_round": 2}
    movement = movement_from_spec(spec)
    with TestClient(events_app) as client:
        director(client)
        made = client.post("/api/pairs", json={"name": "Robots Mitchell", **spec})
        assert made.status_code == 200, made.text
        event_id = made.json()["event"]
        assert "Robots Mitchell" in client.get("/").text
        started = client.post(f"/api/pairs/{event_id}/start", json={})
        assert started.json() == {"event": event_id, "round": 1}
        pairs: PairEvents = events_app.state.pairs
        event = pairs.event(event_id)
        game = events_app.state.game
        seen_rounds = []
        for _ in range(10):
            rnd = event.round
            if event.status == "running" and rnd not in seen_rounds:
                seen_rounds.append(rnd)
                # the movement's tables, each at the first board of its set
                for seating in movement.round(rnd).tables:
                    table_id = event.tables[(rnd, seating.table)]
                    boards = movement.board_set(seating.board_set).boards
                    assert game.live(table_id).board == boards[0]
            status = step(client, event_id)
            if status["status"] == "ended":
                break
            if status["round"] == rnd:  # every table waits at its set's last board
                pytest.fail(f"round {rnd} did not end: {status['tables']}")
        assert seen_rounds == [1, 2, 3]
        assert event.status == "ended"

        # every board was played by the pairs the movement seats there, on one deal
        for played, seating in movement.seatings():
            table_id = event.tables[(played.number, seating.table)]
            boards = movement.board_set(seating.board_set).boards
            for board in boards:
                result = game.result(table_id, board)
                assert result is not None, (played.number, seating.table, board)
            live = game.live(table_id)  # waits at its set's last board, the event's deal
            assert live.board == boards[-1]
            assert live.table.board.deal == _deal(event.seed, boards[-1])
            # a table whose round is over starts no other board
            with pytest.raises(Denied, match="is over"):
                game.act(table_id, Seat.NORTH, {"t": "next"})
        for board in movement.boards:
            rows = client.get(f"/api/pairs/{event_id}/boards/{board}").json()["traveller"]
            where = {(r["round"], r["table"], r["ns"], r["ew"]) for r in rows}
            expected = {
                (r.number, s.table, s.ns, s.ew)
                for r, s in movement.seatings()
                if board in movement.board_set(s.board_set).boards
            }
            assert where == expected
            for r, s in movement.seatings():  # the table's own traveller: the same results
                if board in movement.board_set(s.board_set).boards:
                    shown = game.traveller(event.tables[(r.number, s.table)], board)
                    assert {(row["ns"], row["ew"], row["score_ns"]) for row in shown} == {
                        (row["ns"], row["ew"], row["score_ns"]) for row in rows
                    }

        # the ranking is score_event's of the same results, read back from the PBN
        pbn = client.get(f"/pairs/{event_id}/results.pbn")
        assert pbn.status_code == 200
        path = tmp_path / "pairs.pbn"
        path.write_text(pbn.text)
        again = score_event(event_from_pbn(path), Method.MATCHPOINTS)
        shown = client.get(f"/api/pairs/{event_id}").json()
        assert shown["status"] == "ended" and shown["results"] == f"/pairs/{event_id}/results"
        scored = pairs.scores[event_id].scored
        mine = {(s.contestant.id, round(s.total, 2)) for s in scored.standings}
        theirs = {(s.contestant.id, round(s.total, 2)) for s in again.standings}
        assert mine == theirs
        assert len(mine) == 6
        page = client.get(f"/pairs/{event_id}/results").text
        for word in ("Ranking", "Board 6", "1NS", "3EW"):
            assert word in page
        assert page.count('class="diagram"') == 6  # the hand records, after the session
        assert pairs.scores[event_id].records.wait(120)  # DD and par, solved in a thread
        solved = client.get(f"/pairs/{event_id}/results").text
        assert solved.count('<table class="dd">') == 6 and "Par: NS" in solved


def _deal(seed: str, board: int) -> Any:
    from bridgelaw.dealing import deal_for_board

    return deal_for_board(seed, board)


def test_an_event_goes_on_where_it_was_after_a_restart(settings: Settings) -> None:
    spec = {"family": "howell", "tables": 2, "boards_per_round": 1}
    first = pairs_app(settings)
    with TestClient(first) as client:
        director(client)
        event_id = client.post("/api/pairs", json={"name": "Restart", **spec}).json()["event"]
        client.post(f"/api/pairs/{event_id}/start", json={})
        status = step(client, event_id)
        assert status["round"] == 2
        played = {t["table_id"]: t["board"] for t in status["tables"]}
    first.state.store.engine.dispose()
    second = pairs_app(settings)  # a new process on the same database
    with TestClient(second) as client:
        again = client.get(f"/api/pairs/{event_id}").json()
        assert again["status"] == "running" and again["round"] == 2
        assert {t["table_id"]: t["board"] for t in again["tables"]} == played
        for _ in range(4):
            if step(client, event_id)["status"] == "ended":
                break
        ended = client.get(f"/api/pairs/{event_id}").json()
        assert ended["status"] == "ended"
        assert client.get(f"/pairs/{event_id}/results").status_code == 200
    second.state.store.engine.dispose()


def round_ended_early(client: TestClient, app: FastAPI, name: str) -> tuple[int, list[int]]:
    """A Howell of two tables and two boards a round whose first round the director ends
    before any board is played (Law 8B1), the late tables then finishing the board in
    play: the event and its first round's server tables."""
    spec = {"family": "howell", "tables": 2, "boards_per_round": 2}
    director(client)
    event_id = client.post("/api/pairs", json={"name": name, **spec}).json()["event"]
    client.post(f"/api/pairs/{event_id}/start", json={})
    event = app.state.pairs.event(event_id)
    first = [event.tables[(1, table)] for table in (1, 2)]
    ended = client.post(f"/api/pairs/{event_id}/end-round", json={})  # nothing played yet
    assert ended.json() == {"event": event_id, "round": 2, "status": "running"}
    step(client, event_id)  # the late tables finish the board in play, no other
    return event_id, first


@pytest.mark.law("8B1")
def test_the_director_ends_a_round_and_a_table_still_playing_finishes_only_its_board(
    events_app: FastAPI,
) -> None:
    with TestClient(events_app) as client:
        event_id, first = round_ended_early(client, events_app, "Late")
        game = events_app.state.game
        event = events_app.state.pairs.event(event_id)
        for table_id in first:
            assert game.result(table_id, 1) is not None
            assert game.result(table_id, 2) is None
            with pytest.raises(Denied, match="is over") as refused:
                game.act(table_id, Seat.NORTH, {"t": "next"})
            assert refused.value.law == "8B1"
        for _ in range(6):
            if step(client, event_id)["status"] == "ended":
                break
        assert event.status == "ended"
        page = client.get(f"/pairs/{event_id}/results").text
        for table in (1, 2):
            assert f"round 1, table {table}: no result for board 2" in page


def test_bad_requests_are_refused_with_a_clear_message_and_change_nothing(
    events_app: FastAPI,
) -> None:
    with TestClient(events_app) as client:
        director(client)
        bad = [
            ({"name": "x", "family": "swiss", "tables": 3}, "Mitchell or a Howell"),
            ({"name": "x", "family": "mitchell", "tables": 99}, "2-15 tables"),
            ({"name": "x", "family": "howell", "tables": 3, "rounds": 2}, "leave the rounds"),
            ({"name": "x", "family": "howell", "tables": 11}, "no complete Howell"),
            ({"name": "x", "family": "mitchell", "tables": 3, "edition": "1999"}, "edition"),
        ]
        for body, why in bad:
            answer = client.post("/api/pairs", json=body)
            assert answer.status_code == 422 and why in answer.text, answer.text
        event_id = client.post(
            "/api/pairs", json={"name": "Ok", "family": "mitchell", "tables": 3}
        ).json()["event"]
        assert client.get("/api/pairs/99").status_code == 404
        assert client.get(f"/api/pairs/{event_id}/boards/0").status_code == 404
        assert client.post(f"/api/pairs/{event_id}/seat", json={}).status_code == 409
        assert client.post(f"/api/pairs/{event_id}/entries", json={"join": 7}).status_code == 409
        odd = client.post(f"/api/pairs/{event_id}/entries", json={"partner": "ghost"})
        assert odd.status_code == 409 and "'robot' or 'open'" in odd.text
        form = client.post(f"/pairs/{event_id}/start", data={})  # no CSRF token
        assert form.status_code == 403
        assert client.get(f"/api/pairs/{event_id}").json()["status"] == "entry"
        client.cookies.clear()
        client.post("/api/guest", json={"name": "Ann"})
        assert (
            client.post(
                "/api/pairs", json={"name": "x", "family": "howell", "tables": 2}
            ).status_code
            == 403
        )
        assert client.post(f"/api/pairs/{event_id}/start", json={}).status_code == 403
        assert client.get(f"/pairs/{event_id}/results").status_code == 403
        assert client.get(f"/api/pairs/{event_id}/boards/1").status_code == 403


def test_a_second_server_process_sees_the_event_and_opens_no_round_twice(
    settings: Settings,
) -> None:
    first, second = pairs_app(settings), pairs_app(settings)  # two processes, one database
    spec = {"family": "howell", "tables": 2, "boards_per_round": 1}
    with TestClient(first) as one, TestClient(second) as two:
        director(one)
        event_id = one.post("/api/pairs", json={"name": "Shared", **spec}).json()["event"]
        assert two.get(f"/api/pairs/{event_id}").json()["status"] == "entry"
        one.post(f"/api/pairs/{event_id}/start", json={})
        theirs: PairEvents = second.state.pairs
        late = theirs.refresh(theirs.event(event_id))
        assert late.round == 1 and len(late.tables) == 2
        assert step(one, event_id)["round"] == 2  # the first process moves it on
        before = len(second.state.store.tables())
        theirs._open_round(late, 2)  # as if it, too, had seen round 1 end
        assert len(second.state.store.tables()) == before  # its tables rolled back
        assert late.round == 2
        assert sorted(late.tables) == [(1, 1), (1, 2), (2, 1), (2, 2)]
        assert two.get(f"/api/pairs/{event_id}").json()["round"] == 2
        lobby = two.get("/").text
        assert all(f'id="t{table_id}"' not in lobby for table_id in late.tables.values())
    for app in (first, second):
        app.state.store.engine.dispose()
