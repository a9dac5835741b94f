"""The pages (server-rendered with Jinja2) and the small HTTP API.

* ``GET /``: the lobby, the tables and their seats;
* ``POST /tables/{id}/sit`` (form: ``seat``, ``name``): take a seat; the seat's token goes
  into an HttpOnly, SameSite=Strict cookie, and the browser is sent to the table;
* ``GET /tables/{id}/{seat}``: the table, for the browser that holds the seat;
* ``POST /api/tables/{id}/seats/{seat}`` (JSON ``{"name": ...}``): take a seat and get its
  token in the answer (robots and tests);
* ``POST /api/tables`` (JSON ``{"name": ..., "same_boards_as": 1}``): open a new table
  (its deals from a new random seed, or the same boards as another table: one room, one
  traveller); the answer carries its number and its director token;
* ``GET /tables/{id}/director?token=...``: the director's console (the token goes into
  an HttpOnly cookie and the address loses it);
* ``GET /healthz``.

A form is accepted only from this site (its ``Origin``, when the browser sends one, must
be the server's own), which with SameSite cookies keeps other sites from posting it.
"""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

from fastapi import APIRouter, HTTPException, Request
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from fastapi.templating import Jinja2Templates
from pydantic import BaseModel, Field

from bridgelaw.core.seats import Seat
from bridgelaw.errors import NotationError
from bridgelaw.server.robot_seats import is_robot
from bridgelaw.server.store import Denied
from bridgelaw.server.ws import cookie_name

__all__ = ["router"]

router = APIRouter()
templates = Jinja2Templates(directory=Path(__file__).parent / "templates")

SEATS = (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST)


class SitRequest(BaseModel):
    """Who takes the seat."""

    name: str = Field(min_length=1, max_length=40)


def _seat(text: str) -> Seat:
    try:
        return Seat.parse(text)
    except NotationError as error:
        raise HTTPException(404, f"there is no seat {text!r}") from error


def _sit(request: Request, table_id: int, seat: Seat, name: str) -> str:
    settings = request.app.state.settings
    store = request.app.state.store
    ttl = datetime.timedelta(seconds=settings.token_ttl_seconds)
    if is_robot(name):
        raise HTTPException(422, f"{name.strip()!r} is the name of the server's robots")
    try:
        token: str = store.sit(table_id, seat, name.strip()[:40] or "guest", ttl=ttl)
    except Denied as denied:
        raise HTTPException(409 if denied.code == "seat" else 404, denied.message) from denied
    request.app.state.game.seated(table_id, seat, name.strip()[:40] or "guest")
    return token


@router.get("/healthz")
def healthz() -> dict[str, str]:
    """The server answers."""
    return {"status": "ok"}


@router.get("/", response_class=HTMLResponse)
def lobby(request: Request) -> Response:
    """The lobby: every table with its four seats."""
    tables = request.app.state.store.tables()
    mine = {
        (table.id, str(seat))
        for table in tables
        for seat in SEATS
        if cookie_name(table.id, seat) in request.cookies
    }
    context: dict[str, Any] = {"tables": tables, "seats": SEATS, "mine": mine}
    return templates.TemplateResponse(request, "lobby.html.j2", context)


@router.post("/tables/{table_id}/sit")
async def sit_form(request: Request, table_id: int) -> Response:
    """Take a seat from the lobby's form."""
    origin = request.headers.get("origin")
    if origin is not None and urlsplit(origin).netloc != request.url.netloc:
        raise HTTPException(403, "a seat is taken from this site's own lobby")
    body = await request.body()
    if len(body) > 1000:
        raise HTTPException(413, "form too large")
    form = parse_qs(body.decode(errors="replace"))
    seat = _seat(form.get("seat", [""])[0])
    token = _sit(request, table_id, seat, form.get("name", ["guest"])[0])
    response = RedirectResponse(f"/tables/{table_id}/{seat}", status_code=303)
    response.set_cookie(
        cookie_name(table_id, seat),
        token,
        max_age=request.app.state.settings.token_ttl_seconds,
        httponly=True,
        samesite="strict",
    )
    return response


class TableRequest(BaseModel):
    """A new table's name, and the table whose boards it plays (default: new boards)."""

    name: str = Field(min_length=1, max_length=80)
    same_boards_as: int | None = None


@router.post("/api/tables")
def open_table(request: Request, body: TableRequest) -> JSONResponse:
    """Open a new table at board 1; the answer carries its director token."""
    store = request.app.state.store
    seed = None
    if body.same_boards_as is not None:
        try:
            seed = store.seed_of(body.same_boards_as)
        except Denied as denied:
            raise HTTPException(404, denied.message) from denied
    table_id: int = store.create_table(body.name, seed=seed)
    return JSONResponse({"table": table_id, "director_token": store.director_token(table_id)})


DIRECTOR_COOKIE = "bridgelaw_{}_director"


@router.get("/tables/{table_id}/director", response_class=HTMLResponse)
def director_page(request: Request, table_id: int, token: str | None = None) -> Response:
    """The director's console: with ``?token=`` the token is checked, kept in a cookie
    and the address cleaned; else the cookie must hold it."""
    store = request.app.state.store
    cookie = DIRECTOR_COOKIE.format(table_id)
    try:
        if token is not None:
            store.authenticate_director(table_id, token)
            response = RedirectResponse(f"/tables/{table_id}/director", status_code=303)
            response.set_cookie(cookie, token, httponly=True, samesite="strict")
            return response
        held = request.cookies.get(cookie)
        if held is None:
            raise Denied("token", "open the director's link with its token")
        name = store.authenticate_director(table_id, held)
        info, _ = store.table(table_id)
    except Denied as denied:
        raise HTTPException(403, denied.message) from denied
    context = {"table": info, "director": name}
    return templates.TemplateResponse(request, "table_director.html.j2", context)


@router.post("/api/tables/{table_id}/seats/{seat}")
def sit_api(request: Request, table_id: int, seat: str, body: SitRequest) -> JSONResponse:
    """Take a seat; the answer carries the seat's token."""
    taken = _seat(seat)
    token = _sit(request, table_id, taken, body.name)
    return JSONResponse({"table": table_id, "seat": str(taken), "token": token})


@router.get("/tables/{table_id}/{seat}", response_class=HTMLResponse)
def table_page(request: Request, table_id: int, seat: str) -> Response:
    """The table, for the browser whose cookie holds the seat (else back to the lobby)."""
    taken = _seat(seat)
    if cookie_name(table_id, taken) not in request.cookies:
        return RedirectResponse("/", status_code=303)
    try:
        info, _ = request.app.state.store.table(table_id)
    except Denied as denied:
        raise HTTPException(404, denied.message) from denied
    context = {"table": info, "seat": taken, "seats": SEATS}
    return templates.TemplateResponse(request, "table.html.j2", context)
