"""The club night's tables and screens: the phone page of each table and the big screen.

* ``GET /club/join`` (``?code=``): type the table's short code, go to its page;
* ``GET /club/t/{code}``: the table's phone page (no login: the code is the key);
* ``GET /api/club/t/{code}`` (``?round=``): the round, the pairs (from the movement),
  the boards with their results, and the travellers of the boards entered when the club
  allows;
* ``POST /api/club/t/{code}`` (JSON): ``{"do": "enter", "round", "board", "contract",
  "declarer", "lead", "tricks", "version", "client", "side"}`` or ``{"do": "confirm",
  "round", "board", "version", "side", "pair"}`` or ``{"do": "call", "round", "board",
  "side"}`` (a call to the director); ``side`` is the pair the phone says it is (``NS``
  unless ``EW``), and the phone is known by its session: the opponents of the side that
  entered a result confirm it from a phone of theirs, or on the entering phone with
  their pair number as ``pair``; 409 with the result now there when the version is old,
  400 with the reason for anything else refused;
* ``GET /club/nights/{id}/live``: the big screen, polling
  ``GET /api/club/nights/{id}/live?since=N`` (the ranking and travellers, or only the
  number of changes when nothing changed since ``N``).
"""

from __future__ import annotations

import hashlib
from typing import Any

from fastapi import APIRouter, Depends, HTTPException, Request
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse, Response

from bridgelaw.core.board import Board
from bridgelaw.server.auth import page_context
from bridgelaw.server.club import ClubRooms, LiveNight, NoSuchNight
from bridgelaw.server.pages import templates
from bridgelaw.server.security import require_json, session_id
from bridgelaw.tournament.club import ClubError, StaleResult

__all__ = ["live_state", "router", "table_state"]

router = APIRouter()

BODY_LIMIT = 4096
"""A phone's action is small: anything larger is refused."""
PHONE_AGE = 2.0
"""A table's travellers may be this many seconds old (each table sees its own entry at
once in its board; the others' come with the next scoring)."""
SCREEN_AGE = 0.3
"""The big screen's results may be this many seconds old: with its 400 ms poll and a
scoring of a 60-table night well under 100 ms, an entry shows within a second."""


def rooms(request: Request) -> ClubRooms:
    """The server's club nights."""
    found: ClubRooms = request.app.state.club
    return found


def _table(request: Request, code: str) -> tuple[LiveNight, int]:
    try:
        return rooms(request).table_of(code)
    except NoSuchNight as missing:
        raise HTTPException(404, str(missing)) from missing


def _pair(live: LiveNight, pair: str | None) -> dict[str, str | None]:
    return {"pair": pair, "names": None if pair is None else live.night.setup.names.get(pair)}


def _phone(request: Request) -> str:
    """The phone's id in the night's log: a digest of its session (the session id itself
    is a credential, never stored)."""
    sid = session_id(request)
    return "" if sid is None else hashlib.sha256(sid.encode()).hexdigest()[:16]


async def table_state(live: LiveNight, table: int, rnd: int | None = None) -> dict[str, Any]:
    """What the table's phone shows (module doc)."""
    night = live.night
    with live.lock:
        current = night.table_round(table)
        shown = current if rnd is None else rnd
        seating = night.seating(shown, table)
        boards = night.boards(shown, table)
        over = night.round_over(shown, table)
        results = {b: night.results.get((shown, table, b)) for b in boards}
        covering = max((night.changed.get((shown, table, b), 0) for b in boards), default=0)
        changes = night.changes
        rounds = [r.number for r in night.movement.rounds]
    entered = [b for b, r in results.items() if r is not None]
    travellers: dict[int, Any] = {}
    if night.setup.travellers and entered:
        # this table's own entries as they are now, the others' as of the last scoring
        scored = (await live.scored_async(PHONE_AGE, covering))[1].travellers_json()
        travellers = {b: scored.get(b, []) for b in entered}
    return {
        "night": night.setup.name,
        "table": table,
        "round": shown,
        "current": current,
        "rounds": rounds,
        "over": over,
        "ns": _pair(live, seating.ns),
        "ew": _pair(live, seating.ew),
        "boards": [
            {
                "board": b,
                "dealer": Board(b).dealer.letter,
                "vulnerability": Board(b).vulnerability.pbn,
                "result": None if r is None else r.to_json(),
                "traveller": travellers.get(b),
            }
            for b, r in results.items()
        ],
        "changes": changes,
    }


@router.get("/club/join", response_class=HTMLResponse)
def join_page(request: Request, code: str | None = None) -> Response:
    """Type the table's code (given by the director, or on the table card)."""
    if code:
        return RedirectResponse(f"/club/t/{code.strip().upper()}", status_code=303)
    return templates.TemplateResponse(request, "club_join.html.j2", page_context(request))


@router.get("/club/t/{code}", response_class=HTMLResponse)
def phone_page(request: Request, code: str) -> Response:
    """The table's page for the phones at the table."""
    live, table = _table(request, code)
    context = {
        **page_context(request),
        "code": code.upper(),
        "table": table,
        "night": live.night.setup.name,
    }
    return templates.TemplateResponse(request, "club_phone.html.j2", context)


@router.get("/api/club/t/{code}")
async def phone_state(request: Request, code: str, round: int | None = None) -> Response:
    """The table's state for its phones."""
    live, table = _table(request, code)
    try:
        return JSONResponse(await table_state(live, table, round))
    except ClubError as error:
        raise HTTPException(400, str(error)) from error


@router.post("/api/club/t/{code}", dependencies=[Depends(require_json)])
async def phone_action(request: Request, code: str) -> JSONResponse:
    """A table's entry or confirmation (module doc)."""
    body = await request.body()
    if len(body) > BODY_LIMIT:
        return JSONResponse({"detail": f"too large: at most {BODY_LIMIT} bytes"}, 413)
    try:
        data = await request.json()
    except ValueError:
        return JSONResponse({"detail": "the body is not JSON"}, status_code=400)
    if not isinstance(data, dict) or data.get("do") not in ("enter", "confirm", "call"):
        return JSONResponse({"detail": "send {'do': 'enter', 'confirm' or 'call', ...}"}, 400)
    live, table = _table(request, code)  # a dict look-up once the code is known
    side = "EW" if str(data.get("side") or "").upper() == "EW" else "NS"
    action = {
        **{
            k: data.get(k)
            for k in (
                "do",
                "round",
                "board",
                "contract",
                "declarer",
                "lead",
                "tricks",
                "version",
                "client",
                "pair",
            )
        },
        "table": table,
        "side": side,
        "phone": _phone(request),
        "by": f"table {table}" + (f" {side}" if data["do"] != "enter" else ""),
    }
    try:
        result = await rooms(request).act_async(live, action)
    except StaleResult as stale:
        return JSONResponse({"detail": str(stale), "current": stale.current.to_json()}, 409)
    except ClubError as error:
        return JSONResponse({"detail": str(error)}, status_code=400)
    except ValueError as error:  # an impossible contract or trick count
        return JSONResponse({"detail": str(error)}, status_code=400)
    answer = {"result": None if result is None else result.to_json(), "changes": live.night.changes}
    return JSONResponse(answer)


async def live_state(live: LiveNight) -> dict[str, Any]:
    """The ranking and the travellers, for the big screen."""
    changes, scored = await live.scored_async(SCREEN_AGE)
    night = live.night
    with live.lock:
        finished = night.finished_boards()
    travellers = scored.travellers_json()
    return {
        "changes": changes,
        "name": night.setup.name,
        "entered": len(scored.entries),
        "expected": night.expected(),
        "ranking": scored.ranking_json(),
        # the room sees a board's traveller once no table is still to play it
        "travellers": {b: rows for b, rows in travellers.items() if b in finished},
        "waiting": sorted(set(travellers) - finished),
        "names": dict(night.setup.names),
    }


@router.get("/club/nights/{night_id}/live", response_class=HTMLResponse)
def live_page(request: Request, night_id: int) -> Response:
    """The big screen: ranking and travellers, updated as the entries arrive."""
    try:
        live = rooms(request).live(night_id)
    except NoSuchNight as missing:
        raise HTTPException(404, str(missing)) from missing
    context = {**page_context(request), "night_id": night_id, "night": live.night.setup.name}
    return templates.TemplateResponse(request, "club_live.html.j2", context)


@router.get("/api/club/nights/{night_id}/live")
async def live_api(request: Request, night_id: int, since: int = -1) -> Response:
    """The live results, or only ``changes`` when nothing changed since ``since``
    (a JSONResponse: FastAPI's encoder would take longer than the scoring)."""
    try:
        live = rooms(request).live(night_id)
    except NoSuchNight as missing:
        raise HTTPException(404, str(missing)) from missing
    if live.night.changes == since:
        return JSONResponse({"changes": since})
    return JSONResponse(await live_state(live))
