"""A club night's hand records with DD and par: solved in the background (never in a
request), shown on the results page as far as solved, each deal solved once, DDS called
by one thread at a time."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi import FastAPI
from starlette.testclient import TestClient

from bridgelaw.core.board import Board
from bridgelaw.core.deal import Deal
from bridgelaw.dd import dd_table, par
from bridgelaw.server.club_records import NightRecords
from bridgelaw.tournament.club_setup import deal_boards
from tests.server.test_club import director, enter, new_night


def unsolvable(*args: Any) -> Any:
    raise AssertionError("DDS called for deals solved already")


def test_the_records_fill_in_with_dd_and_par_as_they_are_solved(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    deals = deal_boards((1, 2), "records")
    night = NightRecords(deals)
    records, waiting = night.records()  # starts the solving, answers at once
    assert [r.board.number for r in records] == [1, 2] and 0 <= waiting <= 2
    assert night.wait(timeout=600)
    records, waiting = night.records()
    assert waiting == 0 and night.error is None
    deal = Deal.parse(deals[2])
    board = Board(2, deal)
    assert records[1].dd == dd_table(deal)
    assert records[1].par == par(
        records[1].dd, vulnerability=board.vulnerability, dealer=board.dealer
    )
    monkeypatch.setattr("bridgelaw.server.club_records.dd_tables", unsolvable)
    again = NightRecords(deals)  # another night of the same deals: nothing to solve
    assert again.wait(timeout=600) and again.records()[1] == 0 and again.error is None


def test_the_results_page_shows_dd_and_par_once_solved(client: TestClient, app: FastAPI) -> None:
    director(client)
    night_id, codes = new_night(client, tables=3, boards_per_round=1)
    for table, code in codes.items():  # a board shows on the page once it has a result
        assert enter(client, code, int(table)).status_code == 200
    first = client.get(f"/club/nights/{night_id}/results").text
    rooms = app.state.club
    solving = rooms.records(rooms.live(night_id))
    assert "still being solved" in first or solving.records()[1] == 0
    assert solving.wait(timeout=600)
    page = client.get(f"/club/nights/{night_id}/results").text
    assert "still being solved" not in page
    assert page.count('class="dd"') == 3 and page.count("Par: NS") == 3


def test_two_nights_and_a_claim_solving_at_once_each_get_their_own_tricks() -> None:
    """DDS crashes the process when two threads call it at once: bridgelaw.dd takes turns."""
    first, second = deal_boards((3, 4, 5), "one"), deal_boards((3, 4, 5), "two")
    nights = [NightRecords(first), NightRecords(second)]
    for night in nights:
        night.start()
    alone = Deal.parse(deal_boards((6,), "three")[6])
    assert dd_table(alone) == dd_table(alone)  # meanwhile, in this thread
    for night, deals in zip(nights, (first, second), strict=True):
        assert night.wait(timeout=600)
        for record in night.records()[0]:
            assert record.dd == dd_table(Deal.parse(deals[record.board.number]))
