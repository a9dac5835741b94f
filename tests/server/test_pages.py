"""The lobby and the table pages over HTTP: a seat taken with the lobby's form lands in
an HttpOnly, SameSite=Strict cookie; the table page needs it; forms from other sites are
refused."""

from __future__ import annotations

from starlette.testclient import TestClient

from tests.server.players import csrf, log_in_as_guest


def test_the_lobby_lists_the_demo_table_and_its_four_free_seats(client: TestClient) -> None:
    assert "log in or play as a guest</a>" in client.get("/").text
    log_in_as_guest(client, "Ann")
    page = client.get("/")
    assert page.status_code == 200
    assert "Demo table" in page.text
    for seat in ("north", "east", "south", "west"):
        assert f"Sit {seat}</button>" in page.text


def test_the_lobby_form_gives_the_seat_in_a_strict_http_only_cookie(client: TestClient) -> None:
    log_in_as_guest(client, "Ann")
    form = {"seat": "S", "csrf": csrf(client)}
    answer = client.post("/tables/1/sit", data=form, follow_redirects=False)
    assert answer.status_code == 303 and answer.headers["location"] == "/tables/1/S"
    cookie = answer.headers["set-cookie"]
    assert cookie.startswith("bridgelaw_1_S=")
    assert "HttpOnly" in cookie and "SameSite=strict" in cookie
    table = client.get("/tables/1/S")
    assert table.status_code == 200 and 'data-seat="S"' in table.text
    assert 'aria-live="polite"' in table.text and 'id="command-input"' in table.text
    lobby = client.get("/").text
    assert 'href="/tables/1/S">return to your seat' in lobby


def test_the_table_page_without_the_seat_goes_back_to_the_lobby(client: TestClient) -> None:
    answer = client.get("/tables/1/N", follow_redirects=False)
    assert answer.status_code == 303 and answer.headers["location"] == "/"


def test_a_form_posted_from_another_site_is_refused(client: TestClient) -> None:
    log_in_as_guest(client, "Eve")
    answer = client.post(
        "/tables/1/sit",
        data={"seat": "N", "csrf": csrf(client)},
        headers={"origin": "https://evil.example"},
        follow_redirects=False,
    )
    assert answer.status_code == 403
    assert "Sit north</button>" in client.get("/").text  # still free


def test_the_static_module_and_style_are_served(client: TestClient) -> None:
    script = client.get("/static/table.js")
    assert script.status_code == 200 and "export function parseCommand" in script.text
    assert client.get("/static/table.css").status_code == 200


def test_a_table_opened_through_the_api_is_in_the_lobby_with_its_own_deals(
    client: TestClient,
) -> None:
    assert client.post("/api/tables", json={"name": "Table two"}).status_code == 401
    log_in_as_guest(client, "Ann")
    answer = client.post("/api/tables", json={"name": "Table two"})
    assert answer.status_code == 200 and answer.json()["table"] == 3  # after the laws table
    assert "director_token" not in answer.json()  # a guest may not direct it
    assert "Table two" in client.get("/").text
    game = client.app.state.game  # type: ignore[attr-defined]
    assert game.live(3).table.board.deal != game.live(1).table.board.deal
    assert client.post("/api/tables", json={"name": ""}).status_code == 422


def test_only_the_director_gets_a_new_tables_director_token(client: TestClient) -> None:
    registered = client.post("/api/register", json={"name": "Dora", "password": "a long secret"})
    assert registered.status_code == 200, registered.text  # the first account: the director
    answer = client.post("/api/tables", json={"name": "Table three"})
    assert answer.status_code == 200
    assert len(answer.json()["director_token"]) > 30
