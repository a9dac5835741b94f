"""A pairs event as its director meets it (stop 21): a pair that has finished no board
is ranked (no place, no score, 0 boards), not left out; the director adjusts a board's
score from the event page (Law 12C), and the ranking and travellers show it with its
Law; he arrow-switches a round of a Mitchell (Law 8)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from fastapi import FastAPI
from starlette.testclient import TestClient

from bridgelaw.server.pairs import PairEvents
from bridgelaw.server.settings import Settings
from tests.server.test_pairs import pairs_app, step
from tests.server.test_pairs_people import Jar, log_in, use

MITCHELL = {"family": "mitchell", "tables": 3, "boards_per_round": 1}


def _ranking(html: str) -> str:
    """The page's ranking section."""
    found = re.search(r'<section id="ranking".*?</section>', html, re.S)
    assert found is not None
    return found.group(0)


def _rows(section: str) -> list[list[str]]:
    """Each ranking row's cells, as text."""
    rows = []
    for row in re.findall(r"<tr>(.*?)</tr>", section, re.S):
        found = re.findall(r"<t[dh][^>]*>(.*?)</t[dh]>", row, re.S)
        cells = [" ".join(re.sub(r"<[^>]+>", " ", c).split()) for c in found]
        if cells and cells[0] != "Place":
            rows.append(cells)
    return rows


def _end_every_round(client: TestClient, event_id: int) -> dict[str, Any]:
    """The director ends each round once the robots have played what they can."""
    status: dict[str, Any] = {}
    for _ in range(8):
        status = step(client, event_id)
        if status["status"] == "ended":
            return status
        assert client.post(f"/api/pairs/{event_id}/end-round", json={}).status_code == 200
    return step(client, event_id)


def ended_event(client: TestClient, name: str) -> tuple[Jar, Jar, int]:
    """A 3-table Mitchell (:data:`MITCHELL`) the director (Tessa) starts and ends round by
    round, where Ann and a robot never call (her table finishes no board) and robots play
    the other tables: the director's and Ann's sessions and the event's number."""
    tessa = log_in(client, "Tessa", register=True)
    event_id = client.post("/api/pairs", json={"name": name, **MITCHELL}).json()["event"]
    ann = log_in(client, "Ann")
    assert client.post(f"/api/pairs/{event_id}/entries", json={"partner": "robot"}).is_success
    use(client, tessa)
    assert client.post(f"/api/pairs/{event_id}/start", json={}).is_success
    assert _end_every_round(client, event_id)["status"] == "ended"
    return tessa, ann, event_id


def test_a_pair_that_finished_no_board_is_ranked_without_a_score(settings: Settings) -> None:
    app: FastAPI = pairs_app(settings)
    pairs: PairEvents = app.state.pairs
    with TestClient(app) as client:
        _, ann, event_id = ended_event(client, "Absent")
        event = pairs.event(event_id)
        label = event.label(0)  # Ann never called: her table finished no board
        assert not pairs.played(event, 0)
        use(client, ann)
        page = client.get(f"/pairs/{event_id}/results")
        assert page.status_code == 200
        rows = _rows(_ranking(page.text))
        mine = [r for r in rows if label in " ".join(r)]
        assert len(mine) == 1, rows  # in her field's ranking, once
        assert "Ann &amp; bridgelaw robot" in " ".join(mine[0])
        assert mine[0][0] == "" and mine[0][-1] == "0", mine  # no place, 0 boards
        assert len(rows) == len(event.movement.contestants)  # every pair is ranked
        scored = pairs.scores[event_id].scored
        assert any(s.contestant.id == label and s.boards == 0 for s in scored.standings)
        field = next(f for f in scored.fields if label in {s.contestant.id for s in f.standings})
        assert field.direction == "NS"


def test_a_board_end_looks_only_at_the_tables_that_play_the_board(settings: Settings) -> None:
    """The event's tables share one seed over every round; a board's end asks only those
    whose set holds the board, not every table of the event (stop 20: all of them)."""
    app: FastAPI = pairs_app(settings)
    pairs: PairEvents = app.state.pairs
    game = app.state.game
    with TestClient(app) as client:
        log_in(client, "Tessa", register=True)
        event_id = client.post("/api/pairs", json={"name": "Quiet", **MITCHELL}).json()["event"]
        assert client.post(f"/api/pairs/{event_id}/start", json={}).is_success
        for _ in range(6):
            if step(client, event_id)["status"] == "ended":
                break
        event = pairs.event(event_id)
        assert len(event.tables) == 9  # three rounds of three tables, one seed
        table_id = event.tables[(3, 1)]
        board = game.live(table_id).board
        playing = {
            other
            for (rnd, table), other in event.tables.items()
            if board in event.boards(rnd, table)
        }
        assert len(playing) == 3  # each board once a round, at one table
        asked: list[int] = []
        live = game.live

        def noted(other: int) -> Any:
            asked.append(other)
            return live(other)

        game.live = noted
        try:
            shown = game.traveller_shown(table_id)
        finally:
            del game.live
        assert set(asked) <= playing, sorted(set(asked) - playing)
        assert set(shown) <= playing - {table_id}


def _adjust(client: TestClient, event_id: int, **body: Any) -> Any:
    return client.post(f"/api/pairs/{event_id}/adjust", json=body)


@pytest.mark.law("12C2(a)")
@pytest.mark.law("12C1(e)")
def test_the_director_adjusts_scores_and_the_ranking_and_travellers_show_them(
    settings: Settings,
) -> None:
    app: FastAPI = pairs_app(settings)
    pairs: PairEvents = app.state.pairs
    with TestClient(app) as client:
        tessa = log_in(client, "Tessa", register=True)
        event_id = client.post("/api/pairs", json={"name": "Ruled", **MITCHELL}).json()["event"]
        ann = log_in(client, "Ann")
        assert client.post(f"/api/pairs/{event_id}/entries", json={"partner": "robot"}).is_success
        refused = _adjust(client, event_id, where="1-1-1", kind="artificial", ns="A-", ew="A+")
        assert refused.status_code == 403  # only the director rules
        use(client, tessa)
        early = _adjust(
            client,
            event_id,
            where="1-1-1",
            kind="artificial",
            ns="A",
            ew="A",
            basis="12A2",
            reason="x",
        )
        assert early.status_code == 409 and "has not started" in early.text
        assert client.post(f"/api/pairs/{event_id}/start", json={}).is_success
        event = pairs.event(event_id)
        label = event.label(0)  # Ann's pair sits North-South at table 1 and never calls
        step(client, event_id)  # the robots' tables play round 1's board
        (unplayed,) = event.boards(1, 1)
        (played,) = event.boards(1, 2)
        assert app.state.game.result(event.tables[(1, 2)], played) is not None

        # refused, with the reason and the Law where it is the Laws'
        bad = [
            (
                {
                    "where": f"1-1-{unplayed}",
                    "kind": "artificial",
                    "ns": "A-",
                    "ew": "A+",
                    "basis": "12A2",
                },
                "say why",
            ),
            (
                {
                    "where": f"1-1-{unplayed + 1}",
                    "kind": "artificial",
                    "ns": "A-",
                    "ew": "A+",
                    "basis": "12A2",
                    "reason": "r",
                },
                "not",
            ),
            (
                {
                    "where": "3-1-1",
                    "kind": "artificial",
                    "ns": "A-",
                    "ew": "A+",
                    "basis": "12A2",
                    "reason": "r",
                },
                "has not played round 3",
            ),
            (
                {
                    "where": f"1-2-{played}",
                    "kind": "assigned",
                    "ns": "420",
                    "basis": "12C1(d)",
                    "reason": "r",
                },
                "Law 12C1(d)",
            ),
            (
                {
                    "where": f"1-2-{played}",
                    "kind": "assigned",
                    "ns": "421",
                    "basis": "12A1",
                    "reason": "r",
                },
                "North-South's points",
            ),
            (
                {
                    "where": f"1-2-{played}",
                    "kind": "assigned",
                    "ns": "420",
                    "ew": "-100",
                    "basis": "12A1",
                    "reason": "r",
                },
                "(Law 12C1(e))",
            ),
            (
                {
                    "where": f"1-2-{played}",
                    "kind": "artificial",
                    "ns": "B",
                    "ew": "A",
                    "basis": "12A2",
                    "reason": "r",
                },
                "A+, A or A-",
            ),
        ]
        for body, why in bad:
            answer = _adjust(client, event_id, **body)
            assert answer.status_code == 409 and why in answer.text, (body, answer.text)
        assert pairs.event(event_id).adjustments == []

        # Ann's table did not play its board: A-/A+ (Law 12C2(a)) under 12A2
        done = _adjust(
            client,
            event_id,
            where=f"1-1-{unplayed}",
            kind="artificial",
            ns="A-",
            ew="A+",
            basis="12A2",
            reason="North did not call: the board was not played",
        )
        assert done.status_code == 200, done.text
        (shown,) = done.json()["adjustments"]
        assert shown["score"] == "A-/A+" and shown["law"] == "12C2(a)"
        # a played board: a split assigned score (Law 12C1(e)), EW the non-offenders
        split = _adjust(
            client,
            event_id,
            where=f"1-2-{played}",
            kind="assigned",
            ns="-100",
            ew="420",
            non_offenders="EW",
            basis="12A1",
            reason="misinformation; EW's wild double",
        )
        assert split.status_code == 200, split.text
        laws = {a["where"]: (a["score"], a["law"]) for a in split.json()["adjustments"]}
        assert laws[f"1-2-{played}"] == ("-100/+420 (split)", "12C1(e)")

        page = client.get(f"/pairs/{event_id}").text
        assert "Adjusted scores" in page and "A-/A+" in page and "12C2(a)" in page
        at_table = app.state.game.traveller(event.tables[(1, 2)], played)  # the table's own
        assert [r["adjusted"] for r in at_table if "adjusted" in r] == [
            "assigned, split -100/+420 (Law 12C1(e), under 12A1)"
        ]
        board = client.get(f"/pairs/{event_id}/boards/{unplayed}").text
        assert "adjusted score: artificial A-/A+</strong> (Law 12C2(a), under 12A2)" in board
        assert "North did not call" in board
        use(client, ann)  # Ann has played no board: she sees no adjustment yet
        assert client.get(f"/api/pairs/{event_id}").json()["adjustments"] == []
        use(client, tessa)

        assert _end_every_round(client, event_id)["status"] == "ended"
        use(client, ann)
        results = client.get(f"/pairs/{event_id}/results").text
        assert "adjusted score A-/A+ (Law 12C2(a), under 12A2): North did not call" in results
        assert "A-/A+ (Law 12C2(a), under 12A2)" in results.split('id="boards"')[1]
        assert "(Law 12C1(e), under 12A1)" in results
        scored = pairs.scores[event_id].scored
        (mine,) = [s for s in scored.standings if s.contestant.id == label]
        assert mine.boards == 1 and mine.percent == pytest.approx(40.0)  # the A- board
        rows = [r for r in _rows(_ranking(results)) if label in " ".join(r)]
        assert rows and rows[0][0] != "" and "40.00" in rows[0]
        assert client.get(f"/pairs/{event_id}/results.pbn").status_code == 200

        # withdrawn: the table's result stands again, and the ranking follows
        use(client, tessa)
        back = client.post(f"/api/pairs/{event_id}/withdraw", json={"where": f"1-1-{unplayed}"})
        assert back.status_code == 200 and len(back.json()["adjustments"]) == 1
        again = client.get(f"/pairs/{event_id}/results").text
        assert "North did not call" not in again
        scored = pairs.scores[event_id].scored
        assert [s.boards for s in scored.standings if s.contestant.id == label] == [0]


@pytest.mark.law("8A1")
def test_the_director_arrow_switches_a_round_still_to_play(settings: Settings) -> None:
    app: FastAPI = pairs_app(settings)
    pairs: PairEvents = app.state.pairs
    with TestClient(app) as client:
        tessa = log_in(client, "Tessa", register=True)
        howell = {"family": "howell", "tables": 2, "boards_per_round": 1}
        other = client.post("/api/pairs", json={"name": "H", **howell}).json()["event"]
        refused = client.post(f"/api/pairs/{other}/arrow-switch", json={"round": 2})
        assert refused.status_code == 409 and "only a Mitchell" in refused.text
        event_id = client.post("/api/pairs", json={"name": "Arrows", **MITCHELL}).json()["event"]
        ann = log_in(client, "Ann")
        assert client.post(f"/api/pairs/{event_id}/entries", json={"partner": "robot"}).is_success
        assert (
            client.post(f"/api/pairs/{event_id}/arrow-switch", json={"round": 2}).status_code == 403
        )
        use(client, tessa)
        assert client.post(f"/api/pairs/{event_id}/start", json={}).is_success
        started = client.post(f"/api/pairs/{event_id}/arrow-switch", json={"round": 1})
        assert started.status_code == 409 and "round 1 has started" in started.text
        assert "(Law 8A1)" in started.text
        switched = client.post(f"/api/pairs/{event_id}/arrow-switch", json={"round": 3})
        assert switched.json()["arrow_switch"] == [3]
        again = client.post(f"/api/pairs/{event_id}/arrow-switch", json={"round": 3})
        assert again.json()["arrow_switch"] == []  # switched back
        assert client.post(f"/api/pairs/{event_id}/arrow-switch", json={"round": 2}).is_success
        page = client.get(f"/pairs/{event_id}").text
        assert "Arrow-switched rounds: 2" in page
        event = pairs.event(event_id)
        label = event.label(0)
        use(client, ann)
        assert client.get(f"/api/pairs/{event_id}").json()["me"]["place"]["seat"] == "N"
        use(client, tessa)
        assert client.post(f"/api/pairs/{event_id}/end-round", json={}).is_success
        use(client, ann)  # round 2 is arrow-switched: Ann's pair plays the East-West cards
        status = client.get(f"/api/pairs/{event_id}").json()
        assert status["round"] == 2 and status["me"]["place"]["seat"] == "E"
        table = status["me"]["place"]["table"]
        (row,) = [t for t in status["tables"] if t["table"] == table]
        assert row["ew"] == label
        page = client.get(f"/pairs/{event_id}").text
        assert "arrow-switched" in page
        use(client, tessa)
        assert _end_every_round(client, event_id)["status"] == "ended"
        results = client.get(f"/pairs/{event_id}/results")
        assert results.status_code == 200
        scored = pairs.scores[event_id].scored
        assert scored.fields == ()  # an arrow-switched Mitchell is one field
        assert {s.contestant.id for s in scored.standings} == set(event.movement.contestants)
    # the switch is the event's: a new process reads it from the database
    fresh = pairs_app(settings)
    with TestClient(fresh):
        assert fresh.state.pairs.event(event_id).movement.arrow_switched == (2,)
    for each in (app, fresh):
        each.state.store.engine.dispose()


def test_a_late_pair_takes_the_half_tables_place_from_the_next_round(settings: Settings) -> None:
    app: FastAPI = pairs_app(settings)
    pairs: PairEvents = app.state.pairs
    with TestClient(app) as client:
        tessa = log_in(client, "Tessa", register=True)
        howell = {"family": "howell", "tables": 2, "half_table": True}
        refused = client.post("/api/pairs", json={"name": "H", **howell})
        assert refused.status_code == 422 and "a Howell seats every pair" in refused.text
        full = client.post("/api/pairs", json={"name": "Full", **MITCHELL}).json()["event"]
        half = {**MITCHELL, "half_table": True}
        event_id = client.post("/api/pairs", json={"name": "Odd", **half}).json()["event"]
        event = pairs.event(event_id)
        assert "half table (3EW missing)" in event.movement.name
        assert len(event.movement.contestants) == 5
        for started in (full, event_id):
            assert client.post(f"/api/pairs/{started}/start", json={}).is_success
        assert sorted(event.tables) == [(1, 1), (1, 2)]  # 3NS sits out against the half table
        cy = log_in(client, "Cy")
        assert "at the half table" in client.get(f"/pairs/{event_id}").text
        assert "at a new table" in client.get(f"/pairs/{full}").text  # round 1: a table more
        alone = client.post(f"/api/pairs/{event_id}/entries", json={"partner": "open"})
        assert alone.status_code == 409 and "robot partner" in alone.text
        entered = client.post(f"/api/pairs/{event_id}/entries", json={"partner": "robot"})
        assert entered.status_code == 200, entered.text
        assert event.label(5) == "3EW" and event.pair_name(5) == "Cy & bridgelaw robot"
        status = client.get(f"/api/pairs/{event_id}").json()
        assert status["me"]["label"] == "3EW" and status["me"]["place"] is None  # round 1: out
        assert "Enter late" not in client.get(f"/pairs/{event_id}").text
        dee = log_in(client, "Dee")
        page = client.get(f"/pairs/{event_id}").text
        assert "at the half table" not in page and "at a new table" in page  # it is taken
        del dee
        use(client, tessa)
        assert client.post(f"/api/pairs/{event_id}/end-round", json={}).is_success
        assert len([k for k in event.tables if k[0] == 2]) == 3  # round 2: every table plays
        use(client, cy)
        place = client.get(f"/api/pairs/{event_id}").json()["me"]["place"]
        assert place is not None and place["round"] == 2 and place["seat"] == "E"
        seated = app.state.store.table(place["table_id"])[0].players
        assert seated.get("E") == "Cy"  # his seat is kept for him
        use(client, tessa)
        assert _end_every_round(client, event_id)["status"] == "ended"
        penalty = {"pair": "3EW", "law": "90B1", "amount": "2", "unit": "MP", "reason": "late"}
        assert client.post(f"/api/pairs/{event_id}/penalise", json=penalty).is_success
        results = client.get(f"/pairs/{event_id}/results").text
        assert "Cy &amp; bridgelaw robot" in _ranking(results)
        assert "(Law 90B1) on 3EW not deducted: the pair has no result" in results
        # the boards the late pair missed: its opponents sat out (noted, not scored)
        assert "round 1, table 3: no result for board 3" in results, results.count("round 1")


@pytest.mark.law("8A1")
def test_a_late_pair_in_round_1_of_a_full_mitchell_gets_a_new_table(settings: Settings) -> None:
    """A full Mitchell has no half table: a late pair in round 1 sits North-South at a new
    table from round 2 (its East-West missing: one North-South pair sits out each round),
    which seats round 1 as it was (the same pairs, the same boards); from round 2 on, and
    in a Howell, a table more would change a round already started: refused, with why and
    the Law (8A1: the director says how pairs and boards move)."""
    app: FastAPI = pairs_app(settings)
    pairs: PairEvents = app.state.pairs
    with TestClient(app) as client:
        tessa = log_in(client, "Tessa", register=True)
        event_id = client.post("/api/pairs", json={"name": "Full", **MITCHELL}).json()["event"]
        howell = {"family": "howell", "tables": 2, "boards_per_round": 1}
        other = client.post("/api/pairs", json={"name": "H", **howell}).json()["event"]
        for started in (event_id, other):
            assert client.post(f"/api/pairs/{started}/start", json={}).is_success
        event = pairs.event(event_id)
        before = {
            s.table: (s.ns, s.ew, event.boards(1, s.table)) for s in event.movement.round(1).tables
        }
        cy = log_in(client, "Cy")
        no = client.post(f"/api/pairs/{other}/entries", json={"partner": "robot"})
        assert no.status_code == 409 and "a Howell with one table more is another Howell" in no.text
        assert no.json()["law"] == "8A1"
        entered = client.post(f"/api/pairs/{event_id}/entries", json={"partner": "robot"})
        assert entered.status_code == 200, entered.text
        me = client.get(f"/api/pairs/{event_id}").json()["me"]
        assert me["label"] == "4NS" and me["place"] is None  # round 1: not yet
        assert (
            "4 tables" in event.movement.name and "half table (4EW missing)" in event.movement.name
        )
        after = {
            s.table: (s.ns, s.ew, event.boards(1, s.table)) for s in event.movement.round(1).tables
        }
        assert {t: after[t] for t in before} == before  # round 1 as it was played
        assert sorted(event.tables) == [(1, 1), (1, 2), (1, 3)]
        dee = log_in(client, "Dee")  # the new table's sit-out is a half table's place now
        assert "at the half table" in client.get(f"/pairs/{event_id}").text
        del dee
        use(client, tessa)
        assert step(client, event_id)["round"] == 2  # the robots played round 1
        assert sorted(t for r, t in event.tables if r == 2) == [2, 3, 4]  # 1NS sits out
        use(client, cy)
        place = client.get(f"/api/pairs/{event_id}").json()["me"]["place"]
        assert place["round"] == 2 and place["table"] == 4 and place["seat"] == "N"
        use(client, tessa)
        assert _end_every_round(client, event_id)["status"] == "ended"
        results = client.get(f"/pairs/{event_id}/results").text
        assert "Cy &amp; bridgelaw robot" in _ranking(results)


@pytest.mark.law("90B2")
def test_the_director_penalises_a_pair_and_the_ranking_deducts_it(settings: Settings) -> None:
    app: FastAPI = pairs_app(settings)
    pairs: PairEvents = app.state.pairs
    with TestClient(app) as client:
        log_in(client, "Tessa", register=True)
        event_id = client.post("/api/pairs", json={"name": "Slow", **MITCHELL}).json()["event"]
        early = client.post(f"/api/pairs/{event_id}/penalise", json={"pair": "1NS"})
        assert early.status_code == 409
        assert client.post(f"/api/pairs/{event_id}/start", json={}).is_success
        assert _end_every_round(client, event_id)["status"] == "ended"
        before = {s.contestant.id: s.total for s in _scored(client, pairs, event_id).standings}
        slow = {"pair": "1NS", "law": "90B2", "amount": "25", "unit": "%", "reason": "slow"}
        bad = [
            ({**slow, "pair": "9NS"}, "not '9NS'"),
            ({**slow, "amount": "0"}, "more than 0"),
            ({**slow, "law": "91"}, "under Law 90A"),
            ({**slow, "reason": " "}, "say why"),
            ({**slow, "board": "99"}, "board 99"),
        ]
        for body, why in bad:
            answer = client.post(f"/api/pairs/{event_id}/penalise", json=body)
            assert answer.status_code == 409 and why in answer.text, (body, answer.text)
        given = client.post(f"/api/pairs/{event_id}/penalise", json=slow)
        assert given.status_code == 200, given.text
        (shown,) = given.json()["penalties"]
        assert shown["law"] == "90B2" and shown["text"] == "25% of a top"
        assert "Procedural penalties (Law 90)" in client.get(f"/pairs/{event_id}").text
        results = client.get(f"/pairs/{event_id}/results").text
        assert "procedural penalty (Law 90B2) on 1NS" in results and "Pen." in results
        scored = _scored(client, pairs, event_id)
        after = {s.contestant.id: s.total for s in scored.standings}
        top = max(b.top for b in scored.boards)  # no board named: the event's largest top
        assert after["1NS"] == pytest.approx(before["1NS"] - 0.25 * top)
        assert all(after[p] == before[p] for p in before if p != "1NS")
        back = client.post(f"/api/pairs/{event_id}/withdraw-penalty", json={"number": 1})
        assert back.status_code == 200 and back.json()["penalties"] == []
        again = {s.contestant.id: s.total for s in _scored(client, pairs, event_id).standings}
        assert again == before


def _scored(client: TestClient, pairs: PairEvents, event_id: int) -> Any:
    """The event's scoring after its results page is asked for."""
    assert client.get(f"/pairs/{event_id}/results").status_code == 200
    return pairs.scores[event_id].scored
