"""The club night on the server (SQLite and PostgreSQL): the director's set-up, a table's
phones entering and confirming, two phones and the director editing one result (the
later edit against an old version refused, nothing lost), a phone sending an entry
twice, the live results, a restart that loses nothing, and the results files."""

from __future__ import annotations

import time
from typing import Any

import pytest
import segno
from fastapi import FastAPI
from starlette.testclient import TestClient

from bridgelaw.server.app import create_app
from bridgelaw.server.settings import Settings

PASSWORD = "correct horse battery"
NIGHT = {
    "name": "Thursday pairs",
    "family": "mitchell",
    "tables": 3,
    "boards_per_round": 2,
    "names": "1NS: Ann & Bob\n1EW,Cy,Di",
    "deals": "deal",
    "seed": "t",
}


def director(client: TestClient, name: str = "Tessa") -> None:
    """Register the first account: the server's director."""
    answer = client.post("/api/register", json={"name": name, "password": PASSWORD})
    assert answer.status_code == 200, answer.text
    assert answer.json()["user"]["role"] == "director"


def new_night(client: TestClient, **changes: Any) -> tuple[int, dict[str, str]]:
    answer = client.post("/api/club/nights", json={**NIGHT, **changes})
    assert answer.status_code == 200, answer.text
    data = answer.json()
    return data["night"], data["codes"]


@pytest.fixture
def night(client: TestClient) -> tuple[int, dict[str, str]]:
    director(client)
    return new_night(client)


def enter(phone: TestClient, code: str, board: int, version: int = 0, **fields: Any) -> Any:
    body = {
        "do": "enter",
        "round": 1,
        "board": board,
        "contract": "4S",
        "declarer": "N",
        "lead": "HK",
        "tricks": 10,
        "version": version,
        **fields,
    }
    return phone.post(f"/api/club/t/{code}", json=body)


def test_only_the_director_sets_up_a_night_and_a_bad_movement_is_refused(
    client: TestClient, app: FastAPI
) -> None:
    assert client.post("/api/club/nights", json=NIGHT).status_code == 401
    director(client)
    bad = client.post("/api/club/nights", json={**NIGHT, "family": "howell", "tables": 99})
    assert bad.status_code == 400 and "Howell" in bad.json()["detail"]
    names = client.post("/api/club/nights", json={**NIGHT, "names": "9NS: nobody"})
    assert "no pair '9NS'" in names.json()["detail"]
    night_id, codes = new_night(client)
    assert sorted(codes) == ["1", "2", "3"] and all(len(c) == 5 for c in codes.values())
    page = client.get("/club")
    assert "Thursday pairs" in page.text and 'id="setup"' in page.text
    cards = client.get(f"/club/nights/{night_id}/cards").text
    assert "Ann &amp; Bob" in cards
    for table, code in codes.items():  # each table card: its page's QR code and its code
        card = cards.split(f'id="table-{table}"', 1)[1].split("</article>", 1)[0]
        url = f"http://testserver/club/t/{code}"
        qr = segno.make(url, error="m").svg_inline(scale=4, border=2, omitsize=True)
        assert qr in card and f'<strong class="code">{code}</strong>' in card
        assert "http://testserver/club/join" in card
    with TestClient(app) as stranger:
        assert stranger.get(f"/club/nights/{night_id}/director").status_code == 401


def phone_says(phone: TestClient, code: str, side: str) -> Any:
    """The phone, saying it is ``side``, confirms board 1 of round 1."""
    confirm = {"do": "confirm", "round": 1, "board": 1, "version": 1, "side": side}
    return phone.post(f"/api/club/t/{code}", json=confirm)


def test_a_phone_enters_the_opponents_confirm_and_the_traveller_shows(
    client: TestClient, night: tuple[int, dict[str, str]], app: FastAPI
) -> None:
    _, codes = night
    with TestClient(app) as phone:
        state = phone.get(f"/api/club/t/{codes['1'].lower()}").json()
        assert (state["round"], state["ns"], state["ew"]["pair"]) == (
            1,
            {"pair": "1NS", "names": "Ann & Bob"},
            "1EW",
        )
        assert [b["board"] for b in state["boards"]] == [1, 2]
        entered = enter(phone, codes["1"], 1).json()["result"]
        assert (entered["text"], entered["version"], entered["by"]) == ("4S N = +420", 1, "table 1")
        confirm = {"do": "confirm", "round": 1, "board": 1, "version": 1, "side": "EW"}
        # the phone that entered it cannot confirm for the opponents on their word alone
        refused = phone.post(f"/api/club/t/{codes['1']}", json=confirm)
        assert refused.status_code == 400 and "type their pair number (1EW)" in refused.text
        with TestClient(app) as mine:  # North-South's second phone
            said_ns = phone_says(mine, codes["1"], "NS")
            assert said_ns.status_code == 400 and "the opponents, EW (pair 1EW)" in said_ns.text
        with TestClient(app) as theirs:  # East-West's phone confirms
            assert phone_says(theirs, codes["1"], "EW").json()["result"]["confirmed"]
        enter(phone, codes["1"], 2)
        on_mine = {**confirm, "board": 2, "pair": "1ew"}  # or EW type their number here
        assert phone.post(f"/api/club/t/{codes['1']}", json=on_mine).json()["result"]["confirmed"]
        board = phone.get(f"/api/club/t/{codes['1']}?round=1").json()["boards"][0]
        assert board["traveller"][0]["score"] == 420
        second = phone.get(f"/api/club/t/{codes['1']}?round=1").json()["boards"][1]
        assert second["traveller"][0]["table"] == 1
        wrong = enter(phone, codes["1"], 5)
        assert wrong.status_code == 400 and "board 5 is not played" in wrong.json()["detail"]
        assert phone.get("/api/club/t/NOPE1").status_code == 404
        assert "table 1" in phone.get(f"/club/t/{codes['1']}").text


def test_two_phones_and_the_director_edit_one_result_and_nothing_is_lost(
    client: TestClient, night: tuple[int, dict[str, str]], app: FastAPI, settings: Settings
) -> None:
    night_id, codes = night
    code = codes["2"]
    board = 3  # table 2 plays boards 3-4 in round 1
    with TestClient(app) as north, TestClient(app) as east:
        assert enter(north, code, board, contract="3NT", declarer="S", tricks=9).status_code == 200
        late = enter(east, code, board, contract="3NT", declarer="S", tricks=10)  # saw version 0
        assert late.status_code == 409
        assert "your change was made against version 0" in late.json()["detail"]
        assert late.json()["current"]["tricks"] == 9
        fixed = client.post(
            f"/api/club/nights/{night_id}/director",
            json={
                "do": "enter",
                "round": 1,
                "table": 2,
                "board": board,
                "contract": "3NT",
                "declarer": "S",
                "tricks": 8,
                "version": 1,
                "why": "a trick miscounted",
            },
        )
        assert fixed.status_code == 200 and fixed.json()["result"]["version"] == 2
        stale = enter(north, code, board, version=1, contract="3NT", declarer="S", tricks=11)
        assert stale.status_code == 409 and "by Tessa" in stale.json()["detail"]
    state = client.get(f"/api/club/nights/{night_id}/director").json()
    (result,) = [r for r in state["results"] if r["board"] == board]
    assert (result["tricks"], result["version"], result["by"]) == (8, 2, "Tessa")
    assert state["log"][-1]["why"] == "a trick miscounted"
    assert state["log"][-1]["before"] == "3NT S = +400"  # board 3: EW vulnerable
    # a restart of the laptop loses nothing: a new server on the same database
    again = create_app(settings)
    try:
        with TestClient(again) as restarted:
            director_again = restarted.post(
                "/api/login", json={"name": "Tessa", "password": PASSWORD}
            )
            assert director_again.status_code == 200
            after = restarted.get(f"/api/club/nights/{night_id}/director").json()
            assert after["results"] == state["results"] and after["log"] == state["log"]
    finally:
        again.state.store.engine.dispose()


def test_an_entry_sent_twice_counts_once(
    client: TestClient, night: tuple[int, dict[str, str]], app: FastAPI
) -> None:
    night_id, codes = night
    with TestClient(app) as phone:
        for _ in range(2):
            answer = enter(phone, codes["3"], 5, client="phone-3-1")
            assert answer.status_code == 200 and answer.json()["result"]["version"] == 1
    assert app.state.club.actions(night_id) == 1


def test_live_results_change_with_each_entry_and_the_results_files(
    client: TestClient, night: tuple[int, dict[str, str]], app: FastAPI
) -> None:
    night_id, codes = night
    first = client.get(f"/api/club/nights/{night_id}/live").json()
    assert client.get(f"/api/club/nights/{night_id}/live?since={first['changes']}").json() == {
        "changes": first["changes"]
    }
    with TestClient(app) as phone:
        enter(phone, codes["1"], 1)
        enter(phone, codes["2"], 3)
    began, live = time.monotonic(), first
    while live["changes"] < 2:  # the big screen polls: the entries show within a second
        assert time.monotonic() - began < 5.0  # within 1 s unloaded: bench/bench_club.py
        time.sleep(0.05)
        live = client.get(f"/api/club/nights/{night_id}/live?since={live['changes']}").json()
    assert live["entered"] == 2 and live["expected"] == 18
    # boards 1 and 3 are still to be played at other tables: not shown to the room yet
    assert live["travellers"] == {} and live["waiting"] == [1, 3]
    scored = {
        line["pair"] for g in live["ranking"] for line in g["lines"] if line["points"] is not None
    }
    assert scored == {"1NS", "1EW", "2NS", "2EW"}
    waiting = [line for g in live["ranking"] for line in g["lines"] if line["points"] is None]
    assert {line["pair"] for line in waiting} == {"3NS", "3EW"}  # listed, with no score
    assert all(line["place"] == "" and line["percent"] is None for line in waiting)
    penalty = {
        "do": "penalty",
        "contestant": "1NS",
        "amount": 25,
        "unit": "% of a top",
        "reason": "slow play",
        "board": 1,
    }
    assert client.post(f"/api/club/nights/{night_id}/director", json=penalty).status_code == 200
    page = client.get(f"/club/nights/{night_id}/results").text
    assert "Thursday pairs" in page and f'href="/club/nights/{night_id}/results.csv"' in page
    assert "procedural penalty (Law 90A) on 1NS" in page  # the one event model's note
    pbn = client.get(f"/club/nights/{night_id}/results.pbn").text
    assert "[ScoreTable" in pbn and "[Deal " in pbn
    rows = client.get(f"/club/nights/{night_id}/results.csv").text.splitlines()
    assert rows[0].startswith("board,table,ns,ew,") and len(rows) == 1 + 2
    entries = client.get(f"/club/nights/{night_id}/results.json").json()
    assert len(entries["results"]) == 2 and entries["penalties"][0]["contestant"] == "1NS"
    assert 'id="live"' in client.get(f"/club/nights/{night_id}/live").text


def test_a_table_calls_the_director_and_the_call_waits_until_answered(
    client: TestClient, night: tuple[int, dict[str, str]], app: FastAPI
) -> None:
    night_id, codes = night
    with TestClient(app) as phone:
        call = {"do": "call", "round": 1, "board": 2, "side": "EW"}
        assert phone.post(f"/api/club/t/{codes['1']}", json=call).status_code == 200
        refused = phone.post(
            f"/api/club/nights/{night_id}/director", json={"do": "answer", "call": 1}
        )
        assert refused.status_code == 401
    (waiting,) = client.get(f"/api/club/nights/{night_id}/director").json()["calls"]
    assert (waiting["table"], waiting["board"], waiting["by"], waiting["answered_by"]) == (
        1,
        2,
        "table 1 EW",
        "",
    )
    answer = {"do": "answer", "call": 1}
    assert client.post(f"/api/club/nights/{night_id}/director", json=answer).status_code == 200
    (answered,) = client.get(f"/api/club/nights/{night_id}/director").json()["calls"]
    assert answered["answered_by"] == "Tessa"


def test_the_table_cards_give_the_phones_an_address_they_can_reach() -> None:
    from starlette.requests import Request

    from bridgelaw.server.club_director import _address_for_phones

    def asked(host: str) -> str:
        scope = {
            "type": "http",
            "scheme": "http",
            "server": (host, 8000),
            "path": "/",
            "root_path": "",
            "headers": [(b"host", f"{host}:8000".encode())],
        }
        return _address_for_phones(Request(scope))

    assert asked("192.168.1.20") == "http://192.168.1.20:8000"
    laptop = asked("127.0.0.1")  # the director on the laptop itself: its network address
    assert laptop.startswith("http://") and laptop.endswith(":8000")
    if laptop != "http://127.0.0.1:8000":  # (a machine with no network keeps what was asked)
        assert not laptop.startswith("http://127.") and asked("localhost") == laptop
