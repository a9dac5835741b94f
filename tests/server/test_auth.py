"""Accounts: registration with argon2id hashes (never the password), login, guests, the
session cookie's flags, logout, the director role and what it may see, and a seat's token
bound to the session that took it."""

from __future__ import annotations

import re
from collections.abc import Iterator
from html import unescape
from pathlib import Path

import pytest
from alembic import command
from alembic.config import Config
from fastapi import FastAPI
from sqlalchemy import inspect, select, text
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from bridgelaw.core.seats import Seat
from bridgelaw.server.app import create_app
from bridgelaw.server.auth_db import SessionRow, UserRow
from bridgelaw.server.db import MIGRATIONS, connect, migrate
from bridgelaw.server.security import SESSION_COOKIE, id_hash
from bridgelaw.server.settings import Settings
from bridgelaw.server.store import Denied, Store
from tests.server.players import csrf, log_in_as_guest, sit

PASSWORD = "correct horse battery"


def fast(tmp_path: Path, **options: object) -> Settings:
    """Settings with a cheap argon2 (the tests hash many passwords)."""
    return Settings(
        data_dir=tmp_path / "data",
        password_time_cost=1,
        password_memory_kib=1024,
        **options,  # type: ignore[arg-type]
    )


@pytest.fixture
def quick(tmp_path: Path) -> FastAPI:
    """An application with a cheap argon2."""
    return create_app(fast(tmp_path))


@pytest.fixture
def web(quick: FastAPI) -> Iterator[TestClient]:
    """A browser of ``quick``."""
    with TestClient(quick) as client:
        yield client


def register(client: TestClient, name: str, password: str = PASSWORD) -> dict[str, object]:
    answer = client.post("/api/register", json={"name": name, "password": password})
    assert answer.status_code == 200, answer.text
    user: dict[str, object] = answer.json()["user"]
    return user


def test_a_password_is_stored_as_an_argon2id_hash_never_plain(
    tmp_path: Path, client: TestClient, app: FastAPI
) -> None:
    # the default cost (64 MiB, 3 passes), as a server runs it
    register(client, "Ann", PASSWORD)
    with app.state.accounts.session() as session:
        row = session.scalars(select(UserRow)).one()
    assert row.password_hash is not None and row.password_hash.startswith("$argon2id$")
    assert "m=65536,t=3" in row.password_hash and PASSWORD not in row.password_hash
    app.state.accounts.engine.dispose()
    data = tmp_path / "data"
    for path in data.iterdir() if data.is_dir() else ():  # SQLite's files
        assert PASSWORD.encode() not in path.read_bytes(), path


def test_the_right_password_logs_in_and_a_wrong_one_is_refused_like_an_unknown_name(
    web: TestClient,
) -> None:
    register(web, "Ann")
    web.post("/api/logout", json={})
    assert web.get("/api/me").json()["user"] is None
    wrong = web.post("/api/login", json={"name": "Ann", "password": "wrong password"})
    unknown = web.post("/api/login", json={"name": "Nobody", "password": PASSWORD})
    assert wrong.status_code == unknown.status_code == 400
    refusal = {"detail": "wrong name or password", "field": "password"}
    assert wrong.json() == unknown.json() == refusal
    assert web.get("/api/me").json()["user"] is None
    right = web.post("/api/login", json={"name": " ann ", "password": PASSWORD})
    assert right.status_code == 200 and right.json()["user"]["name"] == "Ann"
    assert web.get("/api/me").json()["user"]["name"] == "Ann"


def test_a_name_is_taken_once_whatever_its_case(web: TestClient) -> None:
    register(web, "Ann")
    answer = web.post("/api/register", json={"name": "ANN", "password": PASSWORD})
    assert answer.status_code == 400
    assert answer.json()["detail"] == "the name ANN is taken: choose another"


@pytest.mark.parametrize(
    ("body", "field", "words"),
    [
        ({"name": "Ann", "password": "short"}, "password", "at least 8 characters"),
        ({"name": "", "password": PASSWORD}, "name", "type a name"),
        ({"name": "<script>", "password": PASSWORD}, "name", "letters and digits"),
        ({"name": "x" * 41, "password": PASSWORD}, "name", "at most 40"),
        ({"name": 12, "password": PASSWORD}, "name", "valid string"),
        ({"password": PASSWORD}, "name", "required"),
    ],
)
def test_a_registration_with_bad_input_is_refused_with_a_clear_message(
    web: TestClient, body: dict[str, object], field: str, words: str
) -> None:
    answer = web.post("/api/register", json=body)
    assert answer.status_code == 400, answer.text
    assert answer.json()["field"] == field and words in answer.json()["detail"]


def test_a_guest_has_a_name_and_no_password_and_cannot_take_an_accounts_name(
    web: TestClient, quick: FastAPI
) -> None:
    register(web, "Ann")
    with TestClient(quick) as other:
        taken = other.post("/api/guest", json={"name": "ann"})
        assert taken.status_code == 400 and "the name of an account" in taken.json()["detail"]
        answer = other.post("/api/guest", json={"name": "Bob"})
        assert answer.json()["user"] == {"id": 2, "name": "Bob", "role": "guest"}
        assert "Bob <small>(guest)</small>" in other.get("/").text
    with quick.state.accounts.session() as session:
        bob = session.get(UserRow, 2)
        assert bob is not None and bob.guest and bob.password_hash is None


def test_the_session_cookie_is_signed_http_only_and_same_site_lax(web: TestClient) -> None:
    anonymous = web.get("/login").headers["set-cookie"]
    assert anonymous.startswith(f"{SESSION_COOKIE}=")
    assert "HttpOnly" in anonymous and "SameSite=Lax" in anonymous and "Secure" not in anonymous
    before = web.cookies[SESSION_COOKIE]
    answer = web.post("/api/guest", json={"name": "Ann"})
    cookie = answer.headers["set-cookie"]
    assert "HttpOnly" in cookie and "SameSite=Lax" in cookie and "Path=/" in cookie
    assert f"Max-Age={14 * 24 * 3600}" in cookie and "Secure" not in cookie
    after = web.cookies[SESSION_COOKIE]
    assert after != before  # a login gives a new session id (no session fixation)
    sid, _, signature = after.rpartition(".")
    assert len(signature) == 43
    with web.app.state.accounts.session() as session:  # type: ignore[attr-defined]
        rows = session.scalars(select(SessionRow)).all()
    assert [row.id_hash for row in rows] == [id_hash(sid)]  # stored as a hash only
    # a cookie whose signature is wrong is ignored
    web.cookies.delete(SESSION_COOKIE)  # the jar keeps one cookie per domain: replace it
    web.cookies.set(SESSION_COOKIE, f"{sid}.{'A' * 43}")
    assert web.get("/api/me").json()["user"] is None


def test_the_session_cookie_is_secure_over_https_or_when_the_settings_say(
    tmp_path: Path, quick: FastAPI
) -> None:
    with TestClient(quick, base_url="https://testserver") as client:
        cookie = client.post("/api/guest", json={"name": "Ann"}).headers["set-cookie"]
        assert "Secure" in cookie
    always = create_app(fast(tmp_path / "always", secure_cookies=True))
    with TestClient(always) as client:
        assert "Secure" in client.get("/").headers["set-cookie"]


def test_logging_out_ends_the_session_and_gives_up_its_seats(web: TestClient) -> None:
    log_in_as_guest(web, "Ann")
    web.post("/tables/1/sit", data={"seat": "N", "csrf": csrf(web)})
    token = web.cookies["bridgelaw_1_N"]
    assert 'href="/tables/1/N">return to your seat' in web.get("/").text
    answer = web.post("/logout", data={"csrf": csrf(web)}, follow_redirects=False)
    assert answer.status_code == 303
    assert web.get("/api/me").json()["user"] is None
    assert "bridgelaw_1_N" not in web.cookies
    lobby = web.get("/").text
    assert "Ann" not in lobby and re.search(r"<strong>North</strong>:\s*free", lobby)
    with web.websocket_connect("/ws/1/N") as socket:
        socket.send_json({"t": "hello", "token": token})
        assert "unknown token" in socket.receive_json()["message"]


def test_the_users_name_is_in_the_lobby(web: TestClient) -> None:
    register(web, "Ann")
    lobby = web.get("/").text
    assert 'id="who">Ann' in lobby and "Welcome, Ann." in lobby
    assert "Log out</button>" in lobby


# ---------------------------------------------------------------------- a seat's token
def test_a_seats_token_works_only_in_the_session_that_took_it(
    web: TestClient, quick: FastAPI
) -> None:
    token = sit(web, 1, "N", "Ann")
    with TestClient(quick) as thief:
        log_in_as_guest(thief, "Eve")
        with thief.websocket_connect("/ws/1/N") as socket:
            socket.send_json({"t": "hello", "token": token})
            answer = socket.receive_json()
            assert answer["code"] == "token" and "another session" in answer["message"]
            with pytest.raises(WebSocketDisconnect) as closed:
                socket.receive_json()
            assert closed.value.code == 4401
    with TestClient(quick) as anonymous, anonymous.websocket_connect("/ws/1/N") as socket:
        socket.send_json({"t": "hello", "token": token})
        assert socket.receive_json() == {
            "t": "error",
            "code": "session",
            "message": "log in (or play as a guest) in this browser first",
            "law": None,
        }
    with web.websocket_connect("/ws/1/N") as socket:
        socket.send_json({"t": "hello", "token": token})
        assert socket.receive_json()["t"] == "state"
    assert quick.state.game.live(1).table.events == ()


def test_a_seat_needs_a_login(web: TestClient) -> None:
    answer = web.post("/api/tables/1/seats/N", json={})
    assert answer.status_code == 401 and "log in or play as a guest" in answer.json()["detail"]
    form = web.post("/tables/1/sit", data={"seat": "N", "csrf": csrf(web)}, follow_redirects=False)
    assert form.status_code == 303 and form.headers["location"] == "/login"


def test_a_user_may_take_their_own_seat_again_from_another_login(
    web: TestClient, quick: FastAPI
) -> None:
    register(web, "Ann")
    first = sit(web, 1, "N")
    with TestClient(quick) as phone:
        phone.post("/api/login", json={"name": "Ann", "password": PASSWORD})
        second = sit(phone, 1, "N")
    assert second != first
    with web.websocket_connect("/ws/1/N") as socket:
        socket.send_json({"t": "hello", "token": first})
        assert socket.receive_json()["code"] == "token"  # the new token replaced it


# ---------------------------------------------------------------------- the director
def test_the_first_account_is_the_director_and_guests_never_are(
    web: TestClient, quick: FastAPI
) -> None:
    with TestClient(quick) as guest:
        assert guest.post("/api/guest", json={"name": "Gus"}).json()["user"]["role"] == "guest"
    assert register(web, "Dora")["role"] == "director"
    with TestClient(quick) as other:
        assert register(other, "Ann")["role"] == "player"


def test_the_director_named_by_the_settings(tmp_path: Path) -> None:
    named = create_app(fast(tmp_path, director="Dora"))
    with TestClient(named) as client:
        assert register(client, "Ann")["role"] == "player"
    with TestClient(named) as client:
        assert register(client, "dora")["role"] == "director"
    # an account named later (the setting changed, the server restarted) becomes director
    again = create_app(fast(tmp_path, director="Ann"))
    with TestClient(again) as client:
        client.post("/api/login", json={"name": "Ann", "password": PASSWORD})
        assert client.get("/api/me").json()["user"]["role"] == "director"


def test_only_the_director_sees_every_hand(web: TestClient, quick: FastAPI) -> None:
    assert web.get("/api/director/tables/1").status_code == 401
    register(web, "Dora")
    with TestClient(quick) as player:
        register(player, "Ann")
        for path in ("/api/director/tables/1", "/director/tables/1"):
            answer = player.get(path)
            assert answer.status_code == 403, path
            assert "only the director may do this" in answer.json()["detail"]
            assert "Ann, a player" in answer.json()["detail"]
        log_in_as_guest(player, "Gus")
        assert player.get("/api/director/tables/1").status_code == 403
    state = web.get("/api/director/tables/1").json()
    assert sum(len(cards) for cards in state["hands"].values()) == 52
    page = web.get("/director/tables/1").text
    assert len(re.findall(r'<span class="card">', page)) == 52
    assert "director's view</a>" in unescape(web.get("/").text)
    assert web.get("/api/director/tables/9").status_code == 404


def test_the_accounts_migration_upgrades_a_database_of_the_first_schema(tmp_path: Path) -> None:

    engine = connect(f"sqlite:///{tmp_path / 'old.sqlite3'}")
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "0001")
        connection.execute(
            text(
                "INSERT INTO tables (name, seed, edition, board, created_at) VALUES "
                "('Old', 'seed', '2017', 1, '2026-01-01')"
            )
        )
        connection.execute(
            text("INSERT INTO seats VALUES (1, 'N', 'Ann', :hash, '2999-01-01')"),
            {"hash": id_hash("old-token")},
        )
    migrate(engine)
    schema = inspect(engine)
    assert {"users", "sessions", "server_keys"} <= set(schema.get_table_names())
    assert {"session_hash", "user_id"} <= {c["name"] for c in schema.get_columns("seats")}
    with pytest.raises(Denied, match="log in"):  # a seat of before accounts: take it again
        Store(engine).authenticate(1, Seat.NORTH, "old-token", None)
    with pytest.raises(Denied, match="another session"):
        Store(engine).authenticate(1, Seat.NORTH, "old-token", "some-session")
    engine.dispose()
