"""A substitute in a pairs event (stop 22; Law 4: a pair keeps its partnership except
for a substitution the director authorises): between rounds the director replaces one
player of a pair by a person on the server (or a robot); the pair keeps its number and
its scores, the substitute is seated at the pair's next table, and the event page, the
round's tables and the results name him (``Bob for bridgelaw robot from round 2``). A
pair still playing, an unknown or ambiguous name and a player of the event are refused,
with the reason and the Law."""

from __future__ import annotations

from html import escape, unescape
from typing import Any

import pytest
from fastapi import FastAPI
from starlette.testclient import TestClient

from bridgelaw.server.pairs import PairEvents
from bridgelaw.server.pairs_model import ROBOT, Member, PairEvent
from bridgelaw.server.pairs_substitutes import Substitution, substitute
from bridgelaw.server.settings import Settings
from tests.server.test_pairs import pairs_app, step
from tests.server.test_pairs_director import MITCHELL, _end_every_round
from tests.server.test_pairs_people import log_in, use


def _substitute(client: TestClient, event_id: int, **body: str) -> Any:
    return client.post(f"/api/pairs/{event_id}/substitute", json=body)


@pytest.mark.law("4")
def test_the_director_substitutes_a_player_between_rounds(settings: Settings) -> None:
    app: FastAPI = pairs_app(settings)
    pairs: PairEvents = app.state.pairs
    with TestClient(app) as client:
        bob = log_in(client, "Bob")  # the substitute, a guest on the server
        log_in(client, "Cy")
        log_in(client, "Cy")  # two guests called Cy
        tessa = log_in(client, "Tessa", register=True)
        event_id = client.post("/api/pairs", json={"name": "Subs", **MITCHELL}).json()["event"]
        ann = log_in(client, "Ann")
        assert client.post(f"/api/pairs/{event_id}/entries", json={"partner": "robot"}).is_success
        use(client, tessa)
        assert client.post(f"/api/pairs/{event_id}/start", json={}).is_success
        status = step(client, event_id)  # the robots' tables play round 1's board
        event = pairs.event(event_id)
        mine, robots = event.label(0), event.seating(1, 2).ns
        assert robots is not None
        assert next(t for t in status["tables"] if t["table"] == 2)["finished"]

        refused = [  # (the body, what the refusal says)
            ({"pair": mine, "place": "second", "person": "Bob"}, "is playing (round 1, table 1)"),
            ({"pair": robots, "place": "first", "person": "Nobody"}, "nobody called Nobody"),
            ({"pair": robots, "place": "first", "person": "Cy"}, "several guests are called Cy"),
            ({"pair": robots, "place": "first", "person": "Ann"}, "Ann plays in Subs already"),
            ({"pair": robots, "place": "third", "person": "Bob"}, "first or second"),
        ]
        for body, why in refused:
            answer = _substitute(client, event_id, **body)
            assert answer.status_code == 409 and why in answer.text, (body, answer.text)
        playing = _substitute(client, event_id, pair=mine, place="second", person="Bob")
        assert "(Law 4)" in playing.text
        use(client, ann)
        assert (
            _substitute(client, event_id, pair=robots, place="first", person="Bob").status_code
            == 403
        )

        use(client, tessa)  # the robots' pair has played round 1: Bob takes a place
        made = _substitute(client, event_id, pair=robots, place="first", person="Bob")
        assert made.status_code == 200, made.text
        named = "bridgelaw robot & bridgelaw robot, Bob for bridgelaw robot from round 2"
        assert any(p["label"] == robots and p["names"] == named for p in made.json()["pairs"])
        assert named in unescape(client.get(f"/pairs/{event_id}").text)
        index = pairs.event(event_id).index_of(robots)
        assert pairs.event(event_id).label(index) == robots  # the pair keeps its number

        assert client.post(f"/api/pairs/{event_id}/end-round", json={}).is_success
        step(client, event_id)
        use(client, bob)  # Bob's seat of round 2 is the pair's, kept for him
        seat = client.post(f"/api/pairs/{event_id}/seat", json={})
        assert seat.status_code == 200, seat.text
        (seating,) = pairs.event(event_id).movement.round(2).seatings_of(robots)
        assert seat.json()["table"] == seating.table and seat.json()["seat"] in ("N", "E")

        use(client, tessa)
        assert _end_every_round(client, event_id)["status"] == "ended"
        results = client.get(f"/pairs/{event_id}/results").text
        assert escape(named) in results  # the ranking names him; the pair's round-1 score stands
        scored = pairs.scores[event_id].scored
        (row,) = [s for s in scored.standings if s.contestant.id == robots]
        assert row.boards >= 1
        late = _substitute(client, event_id, pair=robots, place="second", person="Bob")
        assert late.status_code == 409 and "is over" in late.text


@pytest.mark.law("4")
@pytest.mark.law("8A1")
def test_a_late_pair_where_no_place_is_left_is_told_why_and_seated_as_substitutes(
    settings: Settings,
) -> None:
    """A full Mitchell (no half table) in its second round has no place for a late pair
    (a new table would move round 2's pairs and boards, Law 8A1): the refusal, and the
    event page, say why and what to do; the director then seats the late players in
    place of a robots' pair, from its next round (Law 4)."""
    app: FastAPI = pairs_app(settings)
    pairs: PairEvents = app.state.pairs
    with TestClient(app) as client:
        tessa = log_in(client, "Tessa", register=True)
        event_id = client.post("/api/pairs", json={"name": "Full", **MITCHELL}).json()["event"]
        log_in(client, "Ann")  # she never calls: the rounds wait for her table
        assert client.post(f"/api/pairs/{event_id}/entries", json={"partner": "robot"}).is_success
        use(client, tessa)
        assert client.post(f"/api/pairs/{event_id}/start", json={}).is_success
        step(client, event_id)  # the robots' tables play round 1's board
        assert client.post(f"/api/pairs/{event_id}/end-round", json={}).is_success
        step(client, event_id)  # and round 2's
        dee = log_in(client, "Dee")
        late = client.post(f"/api/pairs/{event_id}/entries", json={"partner": "robot"})
        assert late.status_code == 409
        why = "a new table would change the pairs or boards of round 2, already started"
        assert why in late.text and "Ask the director to seat you as a substitute" in late.text
        assert late.json()["law"] == "8A1", late.text
        page = unescape(client.get(f"/pairs/{event_id}").text)
        assert 'id="late-closed"' in page and "Enter late" not in page
        assert why in page and "(Law 8A1)" in page

        use(client, tessa)
        pair = pairs.event(event_id).seating(2, 2).ns or ""
        made = _substitute(client, event_id, pair=pair, place="first", person="Dee")
        assert made.status_code == 200, made.text
        assert client.post(f"/api/pairs/{event_id}/end-round", json={}).is_success
        use(client, dee)
        status = client.get(f"/api/pairs/{event_id}").json()
        assert status["me"]["label"] == pair and status["me"]["place"]["round"] == 3


@pytest.mark.law("4")
def test_the_director_puts_a_robot_in_place_of_a_substitute(settings: Settings) -> None:
    """A substitute who cannot come after all is replaced by the server's robot before the
    round: the robot plays his place, he is refused a seat, and the pair's name keeps who
    sat in for whom (Law 4)."""
    app: FastAPI = pairs_app(settings)
    pairs: PairEvents = app.state.pairs
    with TestClient(app) as client:
        bob = log_in(client, "Bob")
        tessa = log_in(client, "Tessa", register=True)
        event_id = client.post("/api/pairs", json={"name": "Subs", **MITCHELL}).json()["event"]
        log_in(client, "Ann")
        assert client.post(f"/api/pairs/{event_id}/entries", json={"partner": "robot"}).is_success
        use(client, tessa)
        assert client.post(f"/api/pairs/{event_id}/start", json={}).is_success
        step(client, event_id)  # the robots' tables play round 1's board
        robots = pairs.event(event_id).seating(1, 2).ns
        assert robots is not None
        made = _substitute(client, event_id, pair=robots, place="first", person="Bob")
        assert made.status_code == 200, made.text
        back = _substitute(client, event_id, pair=robots, place="first", person="robot")
        assert back.status_code == 200, back.text
        (names,) = [p["names"] for p in back.json()["pairs"] if p["label"] == robots]
        assert names == "bridgelaw robot & bridgelaw robot", names  # Bob never sat
        (record,) = [s["made"] for s in back.json()["substitutions"] if s["label"] == robots]
        assert record == [  # the event's record keeps both, and who made them
            "Bob for bridgelaw robot from round 2, by Tessa",
            "bridgelaw robot for Bob from round 2, by Tessa",
        ]
        page = unescape(client.get(f"/pairs/{event_id}").text)
        assert "bridgelaw robot for Bob from round 2, by Tessa" in page

        assert client.post(f"/api/pairs/{event_id}/end-round", json={}).is_success
        step(client, event_id)
        use(client, bob)  # the place is the robot's now
        seat = client.post(f"/api/pairs/{event_id}/seat", json={})
        assert seat.status_code == 409 and "you have no seat" in seat.text, seat.text


def _substituted(changes: list[tuple[int, str, str, int]]) -> PairEvent:
    """A running event whose pair 1NS (Ann & Bob) had ``changes`` (place, out, in, from
    round) made by :func:`~bridgelaw.server.pairs_substitutes.substitute`."""
    people = {"Ann": Member("Ann", 1), "Bob": Member("Bob", 2), "Sue": Member("Sue", 3)}
    people["robot"] = ROBOT
    pair = {"label": "1NS", "members": [people["Ann"].to_json(), people["Bob"].to_json()]}
    event = PairEvent(1, "Subs", dict(MITCHELL), "2017", "seed", "running", 1, [pair])
    for place, out, came, rnd in changes:
        assert event.members(0)[place] == people[out]
        event.round = rnd - 1  # between rounds rnd - 1 and rnd
        change = Substitution("1NS", place, came, by="Tessa")
        substitute(event, change, people[came], playing=None)
    return event


@pytest.mark.law("4")
@pytest.mark.parametrize(
    ("changes", "named"),
    [
        ([], "Ann & Bob"),
        ([(1, "Bob", "Sue", 2)], "Ann & Bob, Sue for Bob from round 2"),
        ([(1, "Bob", "Sue", 2), (1, "Sue", "Bob", 2)], "Ann & Bob"),  # changed back
        (
            [(1, "Bob", "Sue", 2), (1, "Sue", "robot", 2)],  # the last one sits
            "Ann & Bob, bridgelaw robot for Bob from round 2",
        ),
        (
            [(1, "Bob", "Sue", 2), (1, "Sue", "Bob", 3)],  # Sue played round 2
            "Ann & Bob, Sue for Bob from round 2, Bob for Sue from round 3",
        ),
        (
            [(1, "Bob", "Sue", 3), (0, "Ann", "robot", 2)],
            "Ann & Bob, bridgelaw robot for Ann from round 2, Sue for Bob from round 3",
        ),
    ],
)
def test_the_pair_s_name_says_who_sits_and_the_record_keeps_every_substitution(
    changes: list[tuple[int, str, str, int]], named: str
) -> None:
    """Law 4: the pair's name is who entered and who sat in for whom from which round; a
    substitution changed again before its round never sat, so it is not in the name
    (only in the record, with who made it)."""
    event = _substituted(changes)
    assert event.pair_name(0) == named
    assert len(event.substitutions(0)) == len(changes)
    assert all(line.endswith(", by Tessa") for line in event.substitutions(0))
