"""A pairs event as its director meets it (stop 21): a pair that has finished no board
is ranked (no place, no score, 0 boards), not left out; the director adjusts a board's
score from the event page (Law 12C), and the ranking and travellers show it with its
Law; he arrow-switches a round of a Mitchell (Law 8)."""

from __future__ import annotations

import re
from typing import Any

from fastapi import FastAPI
from starlette.testclient import TestClient

from bridgelaw.server.pairs import PairEvents
from bridgelaw.server.settings import Settings
from tests.server.test_pairs import pairs_app, step
from tests.server.test_pairs_people import log_in, use

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


def test_a_pair_that_finished_no_board_is_ranked_without_a_score(settings: Settings) -> None:
    app: FastAPI = pairs_app(settings)
    pairs: PairEvents = app.state.pairs
    with TestClient(app) as client:
        tessa = log_in(client, "Tessa", register=True)
        event_id = client.post("/api/pairs", json={"name": "Absent", **MITCHELL}).json()["event"]
        ann = log_in(client, "Ann")
        assert client.post(f"/api/pairs/{event_id}/entries", json={"partner": "robot"}).is_success
        use(client, tessa)
        assert client.post(f"/api/pairs/{event_id}/start", json={}).is_success
        event = pairs.event(event_id)
        label = event.label(0)  # Ann never calls: her table finishes no board
        assert _end_every_round(client, event_id)["status"] == "ended"
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
