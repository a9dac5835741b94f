"""Every refusal of the server is answered the same way (:mod:`bridgelaw.server.refusals`,
the application's one handler of ``Denied``): an API route's as JSON with ``detail`` (the
reason, with its Law when it is the Laws'), ``code``, ``message`` and ``law``, the fields
of a websocket's ``error`` frame; a page's or a form's as the refused page with the same
words. One refusal from each kind of route: the tables' API, a form, a page, the
director's API, the pairs API and its forms, and a seat's websocket."""

from __future__ import annotations

import re
from html import unescape
from typing import Any

import pytest
from fastapi import FastAPI
from starlette.testclient import TestClient

from bridgelaw.server.refusals import status_of
from bridgelaw.server.settings import Settings
from bridgelaw.server.store import Denied
from tests.server.players import csrf, log_in_as_guest, sit
from tests.server.test_pairs import pairs_app
from tests.server.test_pairs_people import log_in

FIELDS = {"detail", "code", "message", "law"}


def _json(answer: Any, status: int, code: str, law: str | None = None) -> dict[str, Any]:
    """The refusal's JSON, checked for its status and fields."""
    assert answer.status_code == status, answer.text
    body: dict[str, Any] = answer.json()
    assert set(body) == FIELDS and body["code"] == code and body["law"] == law, body
    cited = body["message"] if law is None else f"{body['message']} (Law {law})"
    assert body["detail"] == cited
    return body


def _page(answer: Any, status: int, words: str) -> None:
    """The refused page, with its status and the reason."""
    assert answer.status_code == status, answer.text
    assert answer.headers["content-type"].startswith("text/html")
    shown = re.search(r'<p class="refused" role="alert">(.*?)</p>', answer.text, re.S)
    assert shown is not None and words in unescape(shown.group(1)), answer.text


def test_the_tables_api_and_its_form_and_page_refuse_alike(
    app: FastAPI, client: TestClient
) -> None:
    log_in_as_guest(client, "Ann")
    missing = _json(client.post("/api/tables/99/seats/N", json={}), 404, "table")
    assert missing["message"] == "there is no table 99"
    taken = {"seat": "N", "csrf": csrf(client)}
    assert client.post("/api/tables/1/seats/N", json={}).status_code == 200
    log_in_as_guest(client, "Bob")
    _json(client.post("/api/tables/1/seats/N", json={}), 409, "seat")
    taken["csrf"] = csrf(client)
    _page(client.post("/tables/1/sit", data=taken), 409, "north is taken by Ann")
    _page(client.get("/tables/99/kibitz"), 404, "there is no table 99")
    _page(client.get("/tables/1/director?token=wrong"), 403, "not this table's director token")
    bad_rule = {"name": "Odd", "kibitz": "always"}
    _json(client.post("/api/tables", json=bad_rule), 422, "input")


def test_a_refusal_of_the_laws_carries_its_law_on_every_channel(
    app: FastAPI, client: TestClient
) -> None:
    """Who watched the room under ``delay:N`` may not sit in it (Law 16D): the API and
    the form say so with the Law."""
    app.state.game.set_kibitz(1, "delay:2")
    log_in_as_guest(client, "Watcher")
    assert client.get("/tables/1/kibitz").status_code == 200
    refused = _json(client.post("/api/tables/1/seats/N", json={}), 409, "watched", "16D")
    assert "you have watched this room's boards" in refused["message"]
    form = client.post("/tables/1/sit", data={"seat": "E", "csrf": csrf(client)})
    _page(form, 409, "you may not then play them")
    assert "(Law 16D)" in form.text


def test_the_directors_api_refuses_alike(app: FastAPI, client: TestClient) -> None:
    assert client.post(
        "/api/register", json={"name": "Dora", "password": "pw-long-enough"}
    ).is_success
    _json(client.get("/api/director/tables/99"), 404, "table")


def test_the_pairs_api_and_forms_refuse_alike(settings: Settings) -> None:
    with TestClient(pairs_app(settings)) as client:
        log_in(client, "Tessa", register=True)
        spec = {"name": "Odd", "family": "swiss", "tables": 3}
        _json(client.post("/api/pairs", json=spec), 422, "spec")
        _json(client.get("/api/pairs/99"), 404, "event")
        mitchell = {"name": "M", "family": "mitchell", "tables": 3, "boards_per_round": 1}
        event = client.post("/api/pairs", json=mitchell).json()["event"]
        penalty = {"pair": "1NS", "law": "90B2", "amount": "0", "reason": "slow"}
        _json(client.post(f"/api/pairs/{event}/penalise", json=penalty), 409, "penalty", "90A")
        _json(client.post(f"/api/pairs/{event}/end-round", json={}), 409, "pairs")
        token = csrf(client)
        _page(client.post("/pairs/99/start", data={"csrf": token}), 404, "no pairs event 99")
        form = {"csrf": token, "family": "swiss", "tables": "3", "boards_per_round": "1"}
        _page(client.post("/pairs", data=form), 422, "Mitchell or a Howell")


def test_a_seats_websocket_refuses_with_the_same_fields(client: TestClient) -> None:
    token = sit(client, 1, "N")
    with client.websocket_connect("/ws/1/N") as socket:
        socket.send_json({"t": "hello", "token": token})
        assert socket.receive_json()["t"] == "state"
        socket.send_json({"t": "call", "call": "8NT"})
        error = socket.receive_json()
    assert error["t"] == "error" and set(error) == FIELDS - {"detail"} | {"t"}, error


@pytest.mark.parametrize(
    ("code", "status"),
    [("table", 404), ("event", 404), ("token", 403), ("kibitz", 403), ("spec", 422), ("turn", 409)],
)
def test_the_status_is_the_kind_of_refusal(code: str, status: int) -> None:
    assert status_of(Denied(code, "why")) == status
