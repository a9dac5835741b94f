"""The platform's defences: CSRF tokens on every form, the JSON API only as JSON, rate
limits on logins (per account and per address) and on a connection's actions, websockets
only from the site's own pages, and the login pages (labels, errors next to their field,
a phone's width, screenshots)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from fastapi import FastAPI
from starlette.testclient import TestClient

from bridgelaw.server.app import create_app
from bridgelaw.server.security import Bucket, Limiter, Signer
from tests.browser import DESKTOP, PHONE, SHOTS
from tests.server.live import server
from tests.server.players import act, csrf, four_players, log_in_as_guest
from tests.server.test_auth import PASSWORD, fast, register

if TYPE_CHECKING:
    from playwright.sync_api import Browser


@pytest.fixture
def quick(tmp_path: Path) -> FastAPI:
    """An application with a cheap argon2 and tight login limits (3 per account, 8 per
    address)."""
    return create_app(fast(tmp_path, login_burst=3, address_login_burst=8))


@pytest.fixture
def web(quick: FastAPI) -> Iterator[TestClient]:
    """A browser of ``quick``."""
    with TestClient(quick) as client:
        yield client


# ---------------------------------------------------------------------- CSRF
FORMS = [
    ("/tables/1/sit", {"seat": "N"}),
    ("/login", {"name": "Ann", "password": PASSWORD}),
    ("/guest", {"name": "Ann"}),
    ("/register", {"name": "Ann", "password": PASSWORD, "confirm": PASSWORD}),
    ("/logout", {}),
]


@pytest.mark.parametrize(("path", "form"), FORMS)
def test_a_form_without_or_with_a_wrong_csrf_token_is_refused(
    web: TestClient, quick: FastAPI, path: str, form: dict[str, str]
) -> None:
    log_in_as_guest(web, "Gus")
    with TestClient(quick) as other:
        foreign = csrf(other)  # a real token, of another session
    for token in (None, "", "forged", foreign):
        data = form if token is None else {**form, "csrf": token}
        answer = web.post(path, data=data, follow_redirects=False)
        assert answer.status_code == 403, (path, token)
        assert "security token is missing or out of date" in answer.text
        assert "reload the page" in answer.text
    assert web.get("/api/me").json()["user"]["name"] == "Gus"  # nothing happened
    assert "Sit north</button>" in web.get("/").text
    good = web.post(path, data={**form, "csrf": csrf(web)}, follow_redirects=False)
    assert good.status_code in (303, 400), good.text  # 400: Ann's account does not exist


def test_every_form_of_the_pages_carries_the_csrf_token(web: TestClient) -> None:
    token = csrf(web)
    for path in ("/login", "/register"):
        page = web.get(path).text
        assert page.count('<form method="post"') == page.count(f'value="{token}"'), path
    log_in_as_guest(web, "Gus")
    token = csrf(web)
    lobby = web.get("/").text
    assert lobby.count('<form method="post"') == lobby.count(f'value="{token}"') >= 5


def test_the_csrf_token_changes_at_login_and_the_old_one_is_refused(web: TestClient) -> None:
    before = csrf(web)
    log_in_as_guest(web, "Gus")
    assert csrf(web) != before
    answer = web.post("/tables/1/sit", data={"seat": "N", "csrf": before})
    assert answer.status_code == 403


def test_a_form_from_another_site_is_refused_even_with_the_token(web: TestClient) -> None:
    log_in_as_guest(web, "Gus")
    answer = web.post(
        "/tables/1/sit",
        data={"seat": "N", "csrf": csrf(web)},
        headers={"origin": "https://evil.example"},
    )
    assert answer.status_code == 403 and "posted from another site" in answer.text


@pytest.mark.parametrize("path", ["/api/guest", "/api/login", "/api/tables", "/api/logout"])
def test_the_json_api_takes_only_json(web: TestClient, path: str) -> None:
    answer = web.post(path, content=b'{"name": "Gus"}', headers={"content-type": "text/plain"})
    assert answer.status_code == 415
    assert answer.json()["detail"] == "send JSON (Content-Type: application/json)"


def test_a_websocket_from_another_sites_page_is_refused(web: TestClient) -> None:
    log_in_as_guest(web, "Gus")
    token = web.post("/api/tables/1/seats/N", json={}).json()["token"]
    headers = {"origin": "https://evil.example"}
    with web.websocket_connect("/ws/1/N", headers=headers) as socket:
        socket.send_json({"t": "hello", "token": token})
        answer = socket.receive_json()
    assert answer["code"] == "origin" and "this site's own pages" in answer["message"]


# ---------------------------------------------------------------------- rate limits
def test_logins_are_limited_per_account(web: TestClient, quick: FastAPI) -> None:
    register(web, "Ann")
    with TestClient(quick) as attacker:
        for _ in range(3):
            wrong = attacker.post("/api/login", json={"name": "Ann", "password": "guess1234"})
            assert wrong.status_code == 400
        # the right password too, now: the account waits
        refused = attacker.post("/api/login", json={"name": "ANN", "password": PASSWORD})
        assert refused.status_code == 429 and int(refused.headers["retry-after"]) >= 1
        detail = refused.json()["detail"]
        assert detail.startswith("too many login attempts for this account: try again in ")
        # another account is not held up
        register(attacker, "Bob")
        attacker.post("/api/logout", json={})
        assert attacker.post("/api/login", json={"name": "Bob", "password": PASSWORD}).is_success


def test_logins_are_limited_per_address(web: TestClient) -> None:
    for number in range(8):
        assert web.post("/api/guest", json={"name": f"Gus{number}"}).status_code == 200
    refused = web.post("/api/guest", json={"name": "Gus8"})
    assert refused.status_code == 429
    assert refused.json()["detail"].startswith("too many attempts from your address: try again")
    page = web.post("/login", data={"name": "Ann", "password": PASSWORD, "csrf": csrf(web)})
    assert page.status_code == 429 and "too many attempts from your address" in page.text


def test_a_limiter_refills_and_forgets_idle_keys() -> None:
    limiter = Limiter(per_minute=6000, burst=2, max_keys=3)
    assert limiter.take("a") == 0 and limiter.take("a") == 0
    assert limiter.take("a") > 0
    time.sleep(0.02)
    assert limiter.take("a") == 0  # 100 a second: refilled
    for key in "bcdef":
        limiter.take(key)
    assert len(limiter._buckets) <= 3
    bucket = Bucket(rate=1.0, burst=1)
    assert bucket.take() and not bucket.take() and 0 < bucket.wait() <= 1.0


def test_a_signed_value_is_refused_when_changed() -> None:
    signer = Signer("k" * 40)
    signed = signer.sign("abc")
    assert signer.unsign(signed) == "abc"
    assert signer.unsign("abd" + signed[3:]) is None
    assert signer.unsign(None) is None and signer.unsign("abc") is None
    assert Signer("other key " * 4).unsign(signed) is None
    token = signer.csrf("abc")
    assert signer.csrf_ok("abc", token) and not signer.csrf_ok("abd", token)


def test_a_thousand_actions_a_second_are_refused_and_the_table_is_unharmed(
    tmp_path: Path,
) -> None:
    limited = create_app(fast(tmp_path))  # the default action limit: 10 a second, 20 at once
    with TestClient(limited) as client, four_players(client) as players:
        for _ in range(1000):
            players["N"].socket.send_json({"t": "call", "call": "1C"})
        answers = [players["N"].receive() for _ in range(1001)]
        codes = [a.get("code", a["t"]) for a in answers]
        assert codes.count("ack") == 1 and codes.count("rate") >= 900
        assert "too many actions: at most 10 a second" in [a.get("message") for a in answers]
        for seat in "ESW":
            assert players[seat].receive()["seq"] == 1
        assert act(players, "E", {"t": "call", "call": "Pass"})["seq"] == 2
        auction = [str(e.call) for e in limited.state.game.live(1).table.auction]
        assert auction == ["1C", "Pass"]


# ---------------------------------------------------------------------- the pages
def test_the_login_page_labels_its_fields_and_shows_errors_next_to_them(web: TestClient) -> None:
    page = web.get("/login").text
    for field, label in (("name", "Name"), ("password", "Password"), ("guest-name", "Guest name")):
        assert f'<label for="{field}">{label}</label>' in page
        assert f'id="{field}" ' in page and f'aria-describedby="{field}-error"' in page
    token = csrf(web)
    wrong = web.post("/login", data={"name": "Ann", "password": "nope nope", "csrf": token})
    assert wrong.status_code == 400
    assert '<p class="field-error" id="password-error" role="alert">wrong name or password' in (
        wrong.text
    )
    assert 'value="Ann"' in wrong.text and "nope nope" not in wrong.text
    short = web.post(
        "/register", data={"name": "Ann", "password": "abc", "confirm": "abc", "csrf": token}
    )
    assert short.status_code == 400
    assert 'id="password-error" role="alert">a password has at least 8 characters' in short.text
    differ = web.post(
        "/register",
        data={"name": "Ann", "password": PASSWORD, "confirm": PASSWORD + "x", "csrf": token},
    )
    assert 'id="confirm-error" role="alert">the two passwords differ' in differ.text
    guest = web.post("/guest", data={"name": "", "csrf": token})
    assert 'id="guest-name-error" role="alert">type a name' in guest.text
    ok = web.post("/guest", data={"name": "Gus", "csrf": token}, follow_redirects=False)
    assert ok.status_code == 303 and ok.headers["location"] == "/"


def test_screenshots_of_the_login_page_at_a_phone_and_a_desktop(
    browser: Browser, tmp_path: Path
) -> None:
    with server(tmp_path, demo_seed="screenshots") as address:
        context = browser.new_context(viewport=PHONE)
        try:
            page = context.new_page()
            page.goto(f"http://{address}/login")
            page.get_by_label("Name", exact=True).fill("Nora")
            page.get_by_label("Password", exact=True).fill("wrong password")
            page.get_by_role("button", name="Log in").click()
            error = page.locator("#password-error")
            assert error.inner_text() == "wrong name or password"
            width = page.evaluate("document.documentElement.scrollWidth")
            assert width <= PHONE["width"], "the page scrolls sideways on a phone"
            SHOTS.mkdir(parents=True, exist_ok=True)
            for name, size in (("390", PHONE), ("1280", DESKTOP)):
                page.set_viewport_size(size)
                path = SHOTS / f"login-{name}.png"
                page.screenshot(path=str(path), full_page=True)
                assert path.stat().st_size > 10_000
            page.set_viewport_size(PHONE)
            page.get_by_label("Guest name").fill("Nora")
            page.get_by_role("button", name="Play as a guest").click()
            page.wait_for_url(f"http://{address}/")
            assert page.locator("#who").inner_text().startswith("Nora")
        finally:
            context.close()
