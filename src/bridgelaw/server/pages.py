"""The pages (server-rendered with Jinja2) and the small HTTP API.

* ``GET /``: the lobby, the tables and their seats;
* ``POST /tables/{id}/sit`` (form: ``seat``, ``csrf``): take a seat, under the name of the
  user logged in (:mod:`bridgelaw.server.auth_pages`: accounts and guests); the seat's
  token goes into an HttpOnly, SameSite=Strict cookie, and the browser is sent to the
  table;
* ``GET /tables/{id}/{seat}``: the table, for the browser that holds the seat;
* ``POST /api/tables/{id}/seats/{seat}`` (JSON ``{}``; a ``name`` is ignored): take a
  seat, logged in (``/api/guest``, ``/api/login``), and get its token in the answer
  (robots and tests); the token works with that login's session cookie only;
* ``POST /api/tables`` (JSON ``{"name": ..., "same_boards_as": 1, "laws": false,
  "share_boards": false}``), logged in: open a new table, the user's (its deals from a
  new random seed, or the same boards as another table: one room, one traveller, where
  :mod:`bridgelaw.server.rooms` allows it; ``share_boards``: others may open tables of
  its room; ``laws``: in laws mode, where irregularities are possible and the director
  rectifies them, :mod:`bridgelaw.server.laws_room`); the answer carries its number and,
  for the director, its director token;
* ``GET /tables/{id}/kibitz``: the table as a kibitzer watches it (logged in), under
  the table's rule (:mod:`bridgelaw.server.kibitz`; ``kibitz`` when a table is opened);
* ``GET /tables/{id}/director``: the director's console, for the account with the
  director role; or with ``?token=...``, the table's director token (it goes into an
  HttpOnly cookie and the address loses it);
* ``GET /healthz``.

A form is accepted only from this site (its ``Origin``, when the browser sends one, must
be the server's own) and with the session's CSRF token (:func:`security.read_form`); the
JSON API takes only ``application/json``.
"""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Request
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from fastapi.templating import Jinja2Templates
from jinja2 import select_autoescape
from pydantic import BaseModel, Field

from bridgelaw.core.seats import Seat
from bridgelaw.errors import NotationError
from bridgelaw.server.auth import User, current_user, page_context, require_user, template_globals
from bridgelaw.server.i18n import page_context as language_context
from bridgelaw.server.kibitz import KibitzRule, check_rule, has_watched, keep_watch
from bridgelaw.server.laws_room import edition_field
from bridgelaw.server.pairs_words import movement_text
from bridgelaw.server.robot_seats import is_robot
from bridgelaw.server.rooms import check_copy, check_seat, opened, seated
from bridgelaw.server.security import Refused, read_form, require_json, session_id
from bridgelaw.server.store import Denied
from bridgelaw.server.undo_rule import check_undo_rule, room_undo
from bridgelaw.server.ws import cookie_name

__all__ = ["router"]

router = APIRouter()
templates = Jinja2Templates(
    directory=Path(__file__).parent / "templates", context_processors=[language_context]
)
templates.env.autoescape = select_autoescape(["html", "j2"])  # they end in .html.j2
templates.env.globals.update(template_globals())

SEATS = (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST)


class SitRequest(BaseModel):
    """A seat's request (the player is the user logged in; a ``name`` is ignored)."""

    name: str | None = Field(default=None, max_length=40)


def _seat(text: str) -> Seat:
    try:
        return Seat.parse(text)
    except NotationError as error:
        raise Denied("missing", f"there is no seat {text!r}") from error


def _sit(request: Request, table_id: int, seat: Seat, user: User) -> str:
    settings = request.app.state.settings
    store = request.app.state.store
    ttl = datetime.timedelta(seconds=settings.token_ttl_seconds)
    if is_robot(user.name):
        raise Denied("input", f"{user.name!r} is the name of the server's robots")
    game = request.app.state.game
    room = game.room(table_id)
    if has_watched(store, room, user.id):
        raise Denied(
            "watched",
            "you have watched this room's boards with the hands shown (a kibitzer some "
            "actions behind): you may not then play them; take a seat in another room "
            "(a player never sees a board before he plays it)",
            law=_outside(request, table_id),
        )
    facts = []
    if request.app.state.pairs.of_table(table_id) is None:  # else its movement's
        check_seat(store, room, table_id, user.id, _outside(request, table_id))
        facts.append(seated(user.id))
    request.app.state.pairs.check_sit(table_id, seat, user.id)  # a pairs event's seat
    token: str = store.sit(
        table_id,
        seat,
        user.name,
        ttl=ttl,
        session=session_id(request),
        user_id=user.id,
        facts=facts,
    )
    game.seated(table_id, seat, user.name)
    return token


def _outside(request: Request, table_id: int) -> str:
    """Law 16D (information from another table) in the table's edition.

    :raises Denied: no such table.
    """
    edition = request.app.state.game.live(table_id).table.edition
    return str(edition.ref(edition.law_16_section("outside")))


def refused_page(request: Request, status: int, message: str) -> Response:
    """A page that says why a form was refused, with a way back."""
    context = {**page_context(request), "status": status, "message": message}
    return templates.TemplateResponse(request, "refused.html.j2", context, status_code=status)


@router.get("/healthz")
def healthz() -> dict[str, str]:
    """The server answers."""
    return {"status": "ok"}


@router.get("/", response_class=HTMLResponse)
def lobby(request: Request) -> Response:
    """The lobby: every table with its four seats."""
    store = request.app.state.store
    pairs = request.app.state.pairs
    events = pairs.tables()
    tables = [table for table in store.tables() if table.id not in events]
    mine = {
        held
        for held in store.seats_of(session_id(request))
        if cookie_name(held[0], Seat.parse(held[1])) in request.cookies
    }
    context: dict[str, Any] = {
        **page_context(request),
        "tables": tables,
        "seats": SEATS,
        "mine": mine,
        "pair_events": pairs.events(),  # their tables are on each event's page
        "pair_places": pairs.places(current_user(request)),
        "movement_text": movement_text,  # a pairs event's movement, in the page's language
    }
    return templates.TemplateResponse(request, "lobby.html.j2", context)


@router.post("/tables/{table_id}/sit")
async def sit_form(request: Request, table_id: int) -> Response:
    """Take a seat from the lobby's form (logged in, with the session's CSRF token)."""
    try:
        form = await read_form(request)
    except Refused as refused:
        return refused_page(request, refused.status, refused.message)
    user = current_user(request)
    if user is None:
        return RedirectResponse("/login", status_code=303)
    seat = _seat(form.get("seat", ""))
    token = _sit(request, table_id, seat, user)
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
    laws: bool = False
    """Laws mode: irregular actions are recorded and the director rectifies them."""
    kibitz: str | None = Field(default=None, max_length=16)
    """The table's rule for kibitzers (``after``, ``delay:N``, ``off``; default: the
    server's, ``BRIDGELAW_KIBITZ``; in a room, the room's)."""
    share_boards: bool = False
    """Others may open tables that play its boards (:mod:`bridgelaw.server.rooms`)."""
    undo: str | None = Field(default=None, max_length=16)
    """The table's undo rule (``consent`` or ``laws``, :mod:`bridgelaw.server.undo_rule`;
    default: the server's, ``BRIDGELAW_UNDO``; in a room, the room's)."""


@router.post("/api/tables", dependencies=[Depends(require_json)])
def open_table(
    request: Request, body: TableRequest, user: Annotated[User, Depends(require_user)]
) -> JSONResponse:
    """Open a new table at board 1, the user's (:mod:`bridgelaw.server.rooms`: who may
    open a table of another's room). The answer carries the table's director token only
    for the director: a player who opens a table may not direct it."""
    store = request.app.state.store
    seed = None
    kibitz = check_rule(body.kibitz or request.app.state.settings.kibitz)
    undo = check_undo_rule(body.undo or request.app.state.settings.undo)
    if body.same_boards_as is not None:
        source = body.same_boards_as
        if request.app.state.pairs.of_table(source) is not None:
            # its players would see boards of the event before they play them
            raise Denied("pairs", "a pairs event's boards are played at its own tables only")
        law = _outside(request, source)
        seed, kibitz = check_copy(store, source, user.id, user.director, body.kibitz, law)
        undo = room_undo(store, source, body.undo)
    edition = edition_field("2017", laws=body.laws)
    mine = opened(user.id, share=body.share_boards)
    table_id: int = store.create_table(
        body.name, seed=seed, edition=edition, kibitz=kibitz, undo=undo, facts=[mine]
    )
    answer: dict[str, Any] = {"table": table_id}
    if user.director:
        answer["director_token"] = store.director_token(table_id)
    return JSONResponse(answer)


DIRECTOR_COOKIE = "bridgelaw_{}_director"


@router.get("/tables/{table_id}/director", response_class=HTMLResponse)
def director_page(request: Request, table_id: int, token: str | None = None) -> Response:
    """The director's console: with ``?token=`` the token is checked, kept in a cookie
    and the address cleaned; else the cookie must hold it."""
    store = request.app.state.store
    cookie = DIRECTOR_COOKIE.format(table_id)
    user = current_user(request)
    if user is not None and user.director and token is None:
        info, _ = store.table(table_id)
        context = {**page_context(request), "table": info, "director": user.name}
        return templates.TemplateResponse(request, "table_director.html.j2", context)
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
    context = {"table": info, "director": name}
    return templates.TemplateResponse(request, "table_director.html.j2", context)


@router.get("/tables/{table_id}/kibitz", response_class=HTMLResponse)
async def kibitz_page(request: Request, table_id: int) -> Response:
    """The table as a kibitzer watches it (logged in; under the table's rule,
    :mod:`bridgelaw.server.kibitz`, which its websocket applies). Under ``delay:N`` a
    player of the room is refused, and the watch is kept: he may not sit in the room
    later."""
    user = current_user(request)
    if user is None:
        return RedirectResponse("/login", status_code=303)
    store, game = request.app.state.store, request.app.state.game
    info, _ = store.table(table_id)
    rule = KibitzRule.parse(info.kibitz)
    if rule.mode == "off":
        raise Denied("kibitz", "this table has no kibitzers")
    if rule.mode == "delay":
        await keep_watch(store, game.room(table_id), table_id, user.id, info.board)
    context = {**page_context(request), "table": info, "seat": Seat.SOUTH, "seats": SEATS}
    context["kibitz"] = True
    return templates.TemplateResponse(request, "table.html.j2", context)


@router.post("/api/tables/{table_id}/seats/{seat}", dependencies=[Depends(require_json)])
def sit_api(
    request: Request,
    table_id: int,
    seat: str,
    body: SitRequest,
    user: Annotated[User, Depends(require_user)],
) -> JSONResponse:
    """Take a seat; the answer carries the seat's token."""
    taken = _seat(seat)
    token = _sit(request, table_id, taken, user)
    return JSONResponse({"table": table_id, "seat": str(taken), "token": token})


@router.get("/tables/{table_id}/{seat}", response_class=HTMLResponse)
def table_page(request: Request, table_id: int, seat: str) -> Response:
    """The table, for the browser whose cookie holds the seat (else back to the lobby)."""
    taken = _seat(seat)
    if cookie_name(table_id, taken) not in request.cookies:
        return RedirectResponse("/", status_code=303)
    info, _ = request.app.state.store.table(table_id)
    context = {**page_context(request), "table": info, "seat": taken, "seats": SEATS}
    found = request.app.state.pairs.of_table(table_id)
    if found is not None:  # a pairs event's table: where its players go next
        context["pair_event"] = {"id": found[0].id, "name": found[0].name, "round": found[1]}
    return templates.TemplateResponse(request, "table.html.j2", context)
